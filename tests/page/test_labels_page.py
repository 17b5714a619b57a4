"""The Labels choice in Chromium: ``labels=1`` names the hexes of an embedded Saiju board, the
page keeps the Labels button's choice, and Picture… draws what the board shows, as
``python -m games.diagram --labels`` does."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

from games.diagram import cli
from games.saiju import HEXES
from tests.conftest import caption_words, ready
from tests.referee.test_diagram import random_record

SHOT = Path(__file__).resolve().parents[2] / "test-results" / "saiju-embed-labels.png"
"""A picture of the labelled embed, to look at (``test-results/`` is not kept in git)."""

NAMES_SHOWN = """() => [...document.querySelectorAll('#board .saiju-label')]
  .filter(e => getComputedStyle(e).display !== 'none').map(e => e.textContent)"""
"""The hex names drawn on the board (they are always there, shown by the ``labels`` class)."""


def test_labels_1_names_the_hexes_of_an_embedded_saiju_board(page: Any) -> None:
    page.set_viewport_size({"width": 420, "height": 560})
    ready(page, "?game=saiju&players=2&embed=1&labels=1")
    assert sorted(page.evaluate(NAMES_SHOWN)) == sorted(HEXES)
    SHOT.parent.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOT))
    ready(page, "?game=saiju&players=2&embed=1")  # no labels=1, none kept: no names
    assert page.evaluate(NAMES_SHOWN) == []


def test_the_labels_choice_is_kept_and_the_picture_shows_the_hex_names(page: Any) -> None:
    tokens, _state = random_record("saiju", 6, seed=3, players=2)
    ready(page, f"?game=saiju&players=2&moves={quote(' '.join(tokens))}")
    assert page.evaluate(NAMES_SHOWN) == []
    page.click("[data-view-action=labels]")
    page.wait_for_selector("[data-view-action=labels][aria-pressed=true]")
    assert sorted(page.evaluate(NAMES_SHOWN)) == sorted(HEXES)
    page.click("#controls [data-export-menu]")
    with page.expect_download() as download:
        page.click("button[data-export=svg]")
    svg = Path(download.value.path()).read_text(encoding="utf-8")
    assert all(f">{name}</text>" in svg for name in HEXES)
    status, drawn, _ = cli.run(["saiju", "--players", "2", "--moves", " ".join(tokens), "--labels",
                                *caption_words(svg)])
    assert status == 0 and svg == drawn
    assert download.value.suggested_filename == f"saiju-move-{len(tokens)}.svg"
    page.reload()
    page.wait_for_selector('body[data-ready="1"]')
    assert sorted(page.evaluate(NAMES_SHOWN)) == sorted(HEXES)  # kept on the site
    assert page.get_attribute("[data-view-action=labels]", "aria-pressed") == "true"


def test_the_editor_has_the_labels_button_of_a_board_with_labels(page: Any) -> None:
    ready(page, "?game=saiju&players=2&edit=1")
    page.wait_for_selector("#app[data-editing='1']")
    page.click("#editor [data-edit=labels]")
    page.wait_for_selector("#editor [data-edit=labels][aria-pressed=true]")
    assert sorted(page.evaluate(NAMES_SHOWN)) == sorted(HEXES)
    assert page.get_attribute("#app", "data-editing") == "1"  # still setting up
    ready(page, "?game=siam&edit=1")
    page.wait_for_selector("#app[data-editing='1']")
    assert page.is_hidden("#editor [data-edit=labels]")  # Siam always shows its coordinates
