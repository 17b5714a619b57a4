"""The home page's pictures (tools/make_previews.py): each a game under way, drawn by the
diagram command, and written again only when its bytes change."""

from __future__ import annotations

import re
from pathlib import Path

from games.diagram import cli
from tools import make_previews
from tools.make_previews import PREVIEWS, Preview, PreviewError, draw, write


def test_each_game_has_a_picture_of_a_position_under_way() -> None:
    assert sorted(p.game for p in PREVIEWS) == ["ni-ju", "saiju", "siam", "symbol-pallet"]
    for preview in PREVIEWS:
        svg = draw(preview).decode()
        assert svg.startswith("<?xml") and f'data-game="{preview.game}"' in svg
        assert f'data-ply="{len(preview.moves)}"' in svg, preview.game  # every move was played
        assert 'data-outcome=""' in svg, preview.game  # the game is not over
        assert "<style>" in svg  # an <img> shows its own styles only
        assert re.search(rf'width="{make_previews.WIDTH}"', svg)


def test_a_move_list_the_rules_refuse_fails_loudly() -> None:
    bad = Preview("siam", ("+B1S", "Z9Z9"))
    status, _, err = cli.run(bad.arguments())
    assert status == 2 and err
    try:
        draw(bad)
    except PreviewError as error:
        assert "previews/siam.svg" in str(error)
    else:
        raise AssertionError("a refused move list drew a picture")


def test_write_rewrites_only_what_changed(tmp_path: Path) -> None:
    assert sorted(write(tmp_path)) == sorted(p.file for p in PREVIEWS)
    siam = tmp_path / "previews" / "siam.svg"
    siam.write_text("stale")
    assert write(tmp_path) == ["previews/siam.svg"]
    assert siam.read_bytes() == draw(PREVIEWS[0])
    assert write(tmp_path) == []
