"""A position link in the page, and a picture saved from it (Chromium).

The page is the one ``reused_page`` starts once for the module; each link opens through
the page's own routing.
"""

from __future__ import annotations

import base64
from typing import Any

import pytest

from games import get_game
from tests.conftest import caption_words, open_link
from games.diagram import cli
from web.links import make_link

from tests.web.test_position_links import BAD, GAMES, game_from_a_position


@pytest.mark.parametrize("name", GAMES)
def test_a_position_link_shows_that_position(reused_page: Any, name: str) -> None:
    text, tokens, session = game_from_a_position(name)
    open_link(reused_page, make_link(name, moves=tokens, ply=2, position=text))
    session.goto(2)
    app = reused_page.locator("#app")
    assert app.get_attribute("data-position") == session.current.game.public_position_text(session.current)
    assert app.get_attribute("data-ply") == "2"
    assert reused_page.is_hidden("#message")
    reused_page.click("[data-replay=first]")
    reused_page.wait_for_function("document.getElementById('app').dataset.ply === '0'")
    game = get_game(name)
    assert app.get_attribute("data-position") == game.public_position_text(game.parse_position(text))
    # the page's own address keeps the start, so a reload or a shared link reopens it
    if name != "symbol-pallet":  # an unfinished Symbol Pallet game's address shows no deal
        reused_page.wait_for_function("location.hash.includes('position=')")


def test_reveal_shows_symbol_pallet_hands_in_the_position(reused_page: Any) -> None:
    text, _, session = game_from_a_position("symbol-pallet")
    open_link(reused_page, make_link("symbol-pallet", position=text, reveal=True))
    assert reused_page.get_attribute("#app", "data-position") == text
    open_link(reused_page, make_link("symbol-pallet", position=text))
    public = reused_page.get_attribute("#app", "data-position")
    assert public == session.start.game.public_position_text(session.start) and "hands=" in public and public != text


def test_a_symbol_pallet_position_link_is_dealt_afresh_each_time_it_is_opened(reused_page: Any) -> None:
    """A public position link (hands and deck as counts) played on deals its unseen tiles from
    a new seed each time, not from seed 0; the address shows no deal, the tab keeps it."""
    from tests.page.test_editor_page import PRIVATE, kept_start
    from tests.web.test_position_links import SET_UP

    game = get_game("symbol-pallet")
    deals = [game.parse_position(SET_UP).position_text()]  # seed 0's, which anyone can deal
    for _ in range(2):
        open_link(reused_page, make_link("symbol-pallet", position=SET_UP))
        assert reused_page.get_attribute("#app", "data-position") == SET_UP
        reused_page.wait_for_function("(p) => location.hash === p", arg=PRIVATE)
        dealt = kept_start(reused_page)
        assert dealt.game.public_position_text(dealt) == SET_UP
        assert dealt.position_text() not in deals
        deals.append(dealt.position_text())


@pytest.mark.parametrize("name", GAMES)
def test_a_bad_position_link_says_what_is_wrong_and_opens_the_usual_start(reused_page: Any,
                                                                           name: str) -> None:
    text, part = BAD[name]
    open_link(reused_page, make_link(name, position=text))
    game = get_game(name)
    assert reused_page.get_attribute("#app", "data-position") == game.public_position_text(game.start())
    message = reused_page.text_content("#message")
    assert "The position cannot be opened: " in message and part in message


PNG_PIXELS = """async (data) => {
  const img = new Image();
  img.src = 'data:image/png;base64,' + data;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
  const g = canvas.getContext('2d');
  g.drawImage(img, 0, 0);
  const px = g.getImageData(0, 0, canvas.width, canvas.height).data;
  const colours = new Set();
  let opaque = 0;
  for (let i = 0; i < px.length; i += 4 * 7) {
    if (px[i + 3] > 0) opaque++;
    colours.add((px[i] << 16) | (px[i + 1] << 8) | px[i + 2]);
  }
  return {width: img.naturalWidth, height: img.naturalHeight, colours: colours.size,
          opaque: opaque / (px.length / 28)};
}"""


@pytest.mark.parametrize("name", GAMES)
def test_the_saved_pictures_are_the_diagram_and_a_png_of_its_size(reused_page: Any, name: str) -> None:
    text, tokens, session = game_from_a_position(name)
    open_link(reused_page, make_link(name, moves=tokens, position=text))
    reused_page.click("#controls [data-export-menu]")
    with reused_page.expect_download() as svg_download:
        reused_page.click("button[data-export=svg]")
    svg = open(svg_download.value.path(), encoding="utf-8").read()
    status, drawn, _ = cli.run([name, "--position", text, "--moves", " ".join(tokens), *caption_words(svg)])
    assert status == 0 and svg == drawn
    assert svg_download.value.suggested_filename == f"{name}-move-{len(tokens)}.svg"  # the line's moves
    width = 600
    height = int(svg.split('height="', 1)[1].split('"', 1)[0])
    for scale in (1, 2):
        reused_page.click("#controls [data-export-menu]")
        with reused_page.expect_download() as png_download:
            reused_page.click(f"button[data-export=png][data-scale='{scale}']")
        data = open(png_download.value.path(), "rb").read()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        seen = reused_page.evaluate(PNG_PIXELS, base64.b64encode(data).decode())
        assert (seen["width"], seen["height"]) == (width * scale, height * scale)
        assert seen["colours"] > 8 and seen["opaque"] > 0.3, seen


def test_an_embedded_board_with_its_controls_saves_its_picture(page: Any) -> None:
    text, _, _ = game_from_a_position("ni-ju")
    open_link(page, make_link("ni-ju", position=text) + "&embed=1&controls=1")
    assert not page.is_visible("button[data-export=svg]")  # the board keeps the frame's room
    page.click("#replay [data-export-menu]")
    assert page.is_visible("button[data-export=svg]") and page.is_visible("button[data-export=png]")
    with page.expect_download() as download:
        page.click("button[data-export=svg]")
    saved = open(download.value.path(), encoding="utf-8").read()
    status, drawn, _ = cli.run(["ni-ju", "--position", text, *caption_words(saved)])
    assert status == 0 and saved == drawn
    assert not page.is_visible("#export-dialog")  # it closes once the picture is saved
    open_link(page, make_link("ni-ju", position=text) + "&embed=1")
    page.reload()
    page.wait_for_selector('body[data-ready="1"]')
    assert not page.is_visible("#replay [data-export-menu]")
