"""The printable line (``print=1``) in Chromium: one picture per position of the line with its
comment under it, and what printing shows: that sheet alone, or a game page's board without
its buttons, top bar or controls."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from tests.conftest import open_link

pytestmark = pytest.mark.shares_page

SIAM_MOVES = "+B1S +E1W B1B2S"
SIAM_NOTES = "0_Elephants+first~1.GB1/B3_Enter+facing+south~3_One+step+towards+the+rocks"
PRINT_LINK = f"#game=siam&moves={quote(SIAM_MOVES)}&notes={SIAM_NOTES}&print=1"
COMMENTS = ["Elephants first", "Enter facing south", "", "One step towards the rocks"]

def shots(tmp_path: Path) -> Path:
    """Where the screenshots of printed pages go: $PRINT_SCREENSHOTS (to look at them) or a
    temporary folder."""
    folder = Path(os.environ.get("PRINT_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


VISIBLE_BUTTONS = "() => [...document.querySelectorAll('button')].filter(b => b.checkVisibility()).length"


def visible(page: Any, selector: str) -> bool:
    return page.evaluate("(s) => [...document.querySelectorAll(s)].some(e => e.checkVisibility())",
                         selector)


def open_sheet(page: Any, link: str, positions: int) -> None:
    open_link(page, link)
    page.wait_for_function("(n) => document.querySelectorAll('[data-print-sheet] svg').length === n",
                           arg=positions)


def test_a_print_link_lays_out_every_position_with_its_comment_under_it(page: Any) -> None:
    open_sheet(page, PRINT_LINK, 4)
    assert page.is_hidden("#message")
    figures = page.evaluate("""() => [...document.querySelectorAll('[data-print-sheet] figure')].map(f => [
      f.dataset.printPly, f.querySelector('.print-move').textContent,
      f.querySelector('.print-comment')?.textContent ?? '',
      f.querySelector('svg').getBoundingClientRect().bottom
        <= f.querySelector('figcaption').getBoundingClientRect().top + 1])""")
    assert figures == [[str(k), "Start" if k == 0 else f"After move {k}", COMMENTS[k], True]
                       for k in range(4)]
    assert "print=1" in page.evaluate("location.hash")
    # the marks of a position are in its picture: move 1's arrow B1 to B3
    assert page.locator("[data-print-ply='1'] svg").inner_html() != \
        page.locator("[data-print-ply='2'] svg").inner_html()


def test_printing_a_print_link_prints_the_sheet_alone(page: Any, tmp_path: Path) -> None:
    open_sheet(page, PRINT_LINK, 4)
    try:
        page.emulate_media(media="print")
        page.wait_for_function("() => matchMedia('print').matches")
        assert visible(page, "[data-print-sheet]")
        assert not visible(page, ".topbar") and not visible(page, "#app")
        assert page.evaluate(VISIBLE_BUTTONS) == 0
        columns = page.evaluate("""() => getComputedStyle(document.querySelector('.print-grid'))
          .gridTemplateColumns.split(' ').length""")
        assert columns in (2, 3)
        page.screenshot(path=str(shots(tmp_path) / "print-sheet-siam.png"), full_page=True)
    finally:
        page.emulate_media(media="screen")


def test_printing_a_game_page_prints_the_board_without_buttons(page: Any, tmp_path: Path) -> None:
    open_link(page, f"#game=siam&moves={quote(SIAM_MOVES)}")
    page.wait_for_function("() => document.querySelector('#app').dataset.ply === '3'")
    assert not visible(page, "[data-print-sheet]")
    try:
        page.emulate_media(media="print")
        page.wait_for_function("() => matchMedia('print').matches")
        assert visible(page, "#board") and visible(page, "#moves")
        assert not visible(page, ".topbar") and not visible(page, "#controls")
        assert page.evaluate(VISIBLE_BUTTONS) == 0
        page.screenshot(path=str(shots(tmp_path) / "print-game-siam.png"), full_page=True)
    finally:
        page.emulate_media(media="screen")


def test_the_titles_under_the_pictures_are_in_the_pages_language(page: Any) -> None:
    open_sheet(page, "?lang=ja" + PRINT_LINK, 4)
    page.wait_for_function("""() => [...document.querySelectorAll('[data-print-sheet] .print-move')]
      .map(e => e.textContent).join('|') === '開始局面|1手目の後|2手目の後|3手目の後'""")
    assert page.evaluate("document.documentElement.lang") == "ja"
    page.click("[data-lang-switch]")  # and the switch on the sheet says them again in English
    page.wait_for_function("""() => [...document.querySelectorAll('[data-print-sheet] .print-move')]
      .map(e => e.textContent).join('|') === 'Start|After move 1|After move 2|After move 3'""")


def test_a_comment_holding_markup_is_printed_as_text(page: Any) -> None:
    hostile = "<img src=x onerror=\"document.body.dataset.hacked=1\"> & <b>bold</b>"
    open_sheet(page, f"#game=siam&moves=%2BB1S&notes=1_{quote(hostile)}&print=1", 2)
    assert page.text_content("[data-print-ply='1'] .print-comment") == hostile
    assert page.evaluate("document.querySelectorAll('[data-print-sheet] img, [data-print-sheet] b').length") == 0
    assert page.evaluate("document.body.dataset.hacked") is None
