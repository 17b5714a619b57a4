"""An author annotates a line in the page, in Chromium: Annotate opens the comment box of the
shown position; a comment typed there, an arrow dragged with the right mouse button and a
square tapped in the marks mode go into the address, the record and the Embed dialog's
code, and the link reopens with them; each position keeps its own."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest

from tests.conftest import open_link
from tests.page_checks import column_problems
from tests.page.test_embed_dialog_page import code_src
from tests.page.test_notes_page import shown, wait_for_ply

LINE = "#game=siam&moves=" + quote("+B1S +E1W B1B2S")
NOTES = "notes=1.GB1/B3.RC3_Enter+facing+south"


def centre(page: Any, name: str) -> tuple[float, float]:
    box = page.locator(f'#board rect.sq[data-square="{name}"]').bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_an_author_comments_draws_an_arrow_and_marks_a_square_and_the_link_keeps_them(
        reused_page: Any) -> None:
    page = reused_page
    open_link(page, LINE + "&ply=1")
    wait_for_ply(page, 1)
    assert page.is_hidden("#annotate")
    page.click("button[data-annotate-open]")
    page.wait_for_selector("#annotate:not([hidden])")
    assert page.text_content("#annotate-where") == "Comment after move 1"
    page.fill("#annotate-comment", "  Enter facing south  ")

    page.mouse.move(*centre(page, "B1"))
    page.mouse.down(button="right")
    page.mouse.move(*centre(page, "B3"), steps=5)
    page.mouse.up(button="right")
    page.wait_for_selector('#board .note-arrow[data-from="B1"][data-to="B3"]')

    page.click("[data-annotate-colour=R]")
    page.click("[data-annotate=marking]")
    page.click('#board rect.sq[data-square="C3"]')
    page.wait_for_selector('#board .note-square[data-note-square="C3"]')
    assert page.get_attribute("#app", "data-ply") == "1"  # the tap marked; it played nothing

    page.wait_for_function("(notes) => location.hash.includes(notes)", arg=NOTES)
    link = page.evaluate("location.hash")
    page.click("[data-action=record]")
    page.wait_for_selector("#record-dialog[open]")
    assert "+B1S {Enter facing south [%cal GB1B3] [%csl RC3]}" in page.input_value("#record-text")
    page.keyboard.press("Escape")
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    assert "&" + NOTES in code_src(page)
    page.click("dialog#embed-dialog button[value=cancel]")

    page.click("[data-replay=next]")  # the next position has its own, empty, comment
    wait_for_ply(page, 2)
    assert page.input_value("#annotate-comment") == ""
    assert shown(page)[1:] == [[], []]
    page.click("[data-replay=prev]")
    wait_for_ply(page, 1)
    assert page.input_value("#annotate-comment") == "Enter facing south"
    page.click("[data-annotate=done]")
    page.wait_for_selector("#annotate", state="hidden")

    open_link(page, "#game=saiju")
    open_link(page, link)
    wait_for_ply(page, 1)
    text, arrows, squares = shown(page)
    assert (text, arrows, squares) == ("Enter facing south", [["B1", "B3"]], ["C3"])


def tile_centre(page: Any, x: int, y: int) -> tuple[float, float]:
    box = page.locator(f'#board .sp-tile[data-x="{x}"][data-y="{y}"]').bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_symbol_pallet_author_marks_tiles_by_their_centres(reused_page: Any) -> None:
    """Symbol Pallet's field has no squares of its own: a press on a tile (or on a chip on it)
    names the tile's centre, as a placement and a written mark do."""
    page = reused_page
    open_link(page, "#game=symbol-pallet&players=2&seed=3")
    page.click("button[data-annotate-open]")
    page.wait_for_selector("#annotate:not([hidden])")
    assert page.is_visible("#annotate-marks")
    page.mouse.move(*tile_centre(page, 0, 0))
    page.mouse.down(button="right")
    page.mouse.move(*tile_centre(page, 4, 4), steps=5)
    page.mouse.up(button="right")
    page.wait_for_selector('#board .note-arrow[data-from="0,0"][data-to="4,4"]')
    page.click("[data-annotate=marking]")
    page.mouse.click(*tile_centre(page, 2, 2))
    page.wait_for_selector('#board .note-square[data-note-square="2,2"]')
    assert page.get_attribute("#app", "data-ply") == "0"  # the tap marked; it played nothing
    page.click("[data-action=record]")  # an unfinished game's address keeps its deal private
    page.wait_for_function(
        "() => document.querySelector('#record-text').value.includes('[%cal G(0,0)(4,4)] [%csl G(2,2)]')")
    page.click("#record-dialog [value=close]")
    page.click("[data-annotate=done]")
    page.wait_for_selector("#annotate", state="hidden")


def test_the_same_arrow_again_takes_it_off_and_clear_marks_keeps_the_comment(reused_page: Any) -> None:
    page = reused_page
    open_link(page, LINE + "&ply=1&" + NOTES)
    wait_for_ply(page, 1)
    page.click("button[data-annotate-open]")
    page.wait_for_selector("#annotate:not([hidden])")
    assert page.input_value("#annotate-comment") == "Enter facing south"
    page.mouse.move(*centre(page, "B1"))
    page.mouse.down(button="right")
    page.mouse.move(*centre(page, "B3"), steps=5)
    page.mouse.up(button="right")
    page.wait_for_selector("#board .note-arrow", state="detached")
    page.click("[data-annotate=clear]")
    page.wait_for_selector("#board .note-square", state="detached")
    page.wait_for_function("() => location.hash.includes('notes=1_Enter+facing+south')")


def test_a_comment_past_the_limit_is_refused_in_the_page_language(reused_page: Any) -> None:
    page = reused_page
    open_link(page, LINE + "&ply=1&" + NOTES)
    wait_for_ply(page, 1)
    page.click("button[data-annotate-open]")
    page.fill("#annotate-comment", "x" * 10_001)
    page.wait_for_selector("#annotate[data-refused='1']")
    assert "longer than 10000 characters" in page.text_content("#annotate-hint")
    assert page.input_value("#annotate-comment") == "x" * 10_001  # the text stays to be mended
    assert "notes=1.GB1/B3.RC3_Enter+facing+south" in page.evaluate("location.hash")
    page.fill("#annotate-comment", "Shorter")
    page.wait_for_selector("#annotate[data-refused='0']")
    page.wait_for_function("() => location.hash.includes('_Shorter')")
    page.click("[data-annotate=done]")


def test_a_long_press_then_a_drag_draws_an_arrow_and_plays_nothing(reused_page: Any) -> None:
    page = reused_page
    open_link(page, LINE + "&ply=1")
    wait_for_ply(page, 1)
    page.click("button[data-annotate-open]")
    page.wait_for_selector("#annotate:not([hidden])")
    (x1, y1), (x2, y2) = centre(page, "E2"), centre(page, "C2")
    touch = "(type, x, y) => ({bubbles: true, cancelable: true, pointerType: 'touch', isPrimary: true, "\
            "pointerId: 7, button: type === 'pointermove' ? -1 : 0, clientX: x, clientY: y})"
    page.evaluate(f"""([x, y]) => document.elementFromPoint(x, y).dispatchEvent(
        new PointerEvent('pointerdown', ({touch})('pointerdown', x, y)))""", [x1, y1])
    page.wait_for_function("() => document.querySelector('#annotate-hint').textContent.includes('E2')")
    page.evaluate(f"""([x, y]) => {{
        const target = document.elementFromPoint(x, y);
        target.dispatchEvent(new PointerEvent('pointermove', ({touch})('pointermove', x, y)));
        target.dispatchEvent(new PointerEvent('pointerup', ({touch})('pointerup', x, y)));
        target.dispatchEvent(new MouseEvent('click', {{bubbles: true, clientX: x, clientY: y}}));
    }}""", [x2, y2])
    page.wait_for_selector('#board .note-arrow[data-from="E2"][data-to="C2"]')
    assert page.get_attribute("#app", "data-ply") == "1" and page.is_hidden("#confirm-branch[open]")
    page.click("[data-annotate=done]")


PANEL_LINKS = {
    "siam": LINE + "&ply=1&" + NOTES,
    "saiju": "#game=saiju",
    "ni-ju": "#game=ni-ju",
    "symbol-pallet": "#game=symbol-pallet",
}
"""One board per game: Ni-Ju's seats hold rows of tiles, Saiju's top seat has a second row and
Symbol Pallet's bottom seat a hand-off banner, all taller than a Siam seat."""

_FIT = """() => {
  const doc = document.documentElement, box = document.querySelector('#annotate').getBoundingClientRect();
  const inView = sel => { const r = document.querySelector(sel).getBoundingClientRect();
                          return r.top >= 0 && r.bottom <= innerHeight; };
  const small = [...document.querySelectorAll('#annotate button, #annotate textarea')]
    .map(b => b.getBoundingClientRect()).filter(r => r.width < 44 || r.height < 44).length;
  return {scrolls: doc.scrollWidth > innerWidth || doc.scrollHeight > innerHeight,
          inView: box.top >= 0 && box.bottom <= innerHeight,
          firstInView: inView('#annotate-comment') && inView('[data-annotate-colour=Y]'), small};
}"""


@pytest.mark.parametrize("game", PANEL_LINKS)
def test_the_panel_fits_a_phone_and_a_small_laptop_with_44_pixel_targets(
        reused_page: Any, game: str) -> None:
    """The comment box and the colours are in view at once; on a phone the rest of the box may
    lie in the panel's own scroll (Saiju's 44 px hexes, Ni-Ju's rows of tiles leave less room
    than Siam's board), and the board and its seats keep their column above it."""
    page = reused_page
    size = page.viewport_size
    try:
        for width, height in ((390, 844), (1024, 768)):
            page.set_viewport_size({"width": width, "height": height})
            open_link(page, PANEL_LINKS[game])
            page.wait_for_selector(f'#app[data-game="{game}"]')
            page.click("button[data-annotate-open]")
            page.wait_for_selector("#annotate:not([hidden])")
            fit = page.evaluate(_FIT)
            whole = game == "siam" or width > 700
            assert fit == {"scrolls": False, "inView": fit["inView"] if not whole else True,
                           "firstInView": True, "small": 0}, (width, fit)
            assert column_problems(page) == [], (width, game)
            page.locator("#annotate-hint").scroll_into_view_if_needed()
            rest = page.evaluate("""() => [...document.querySelectorAll('[data-annotate=clear], #annotate-hint')]
              .every(e => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })
              && document.documentElement.scrollHeight <= innerHeight""")
            assert rest, (width, game, "the panel scrolls to Clear marks and the hint")
            page.click("[data-annotate=done]")
    finally:
        page.set_viewport_size(size)
