"""A line with comments and marks opened from a link, in Chromium: stepping through it
with the replay buttons shows each position's comment under the board (as text) and draws
its arrows and marked squares; a part the page cannot read is named, the rest is shown."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest

from tests.conftest import open_link

SIAM_MOVES = "+B1S +E1W B1B2S"
SIAM_NOTES = ("0_Elephants+first~1.GB1/B3.RB3_Enter+facing+south~2.RE1/C1_The+Rhino+answers"
              "~3.GB2/B3.YB3.YC3.YD3_One+step+towards+the+rocks")
SIAM = f"#game=siam&moves={quote(SIAM_MOVES)}&ply=0&notes={SIAM_NOTES}"
SIAM_PLIES = [
    ("Elephants first", set(), set()),
    ("Enter facing south", {("B1", "B3")}, {"B3"}),
    ("The Rhino answers", {("E1", "C1")}, set()),
    ("One step towards the rocks", {("B2", "B3")}, {"B3", "C3", "D3"}),
]
SAIJU = ("#game=saiju&moves=" + quote("M@c4 S@c3 F@c5") + "&ply=0"
         "&notes=1.Yc4_The+Moon~2.Gc3/c4_Snow+beside+it~3.Rc3.Rc4.Rc5_Flower+on+the+other+side")
SAIJU_PLIES = [
    ("", set(), set()),
    ("The Moon", set(), {"c4"}),
    ("Snow beside it", {("c3", "c4")}, set()),
    ("Flower on the other side", set(), {"c3", "c4", "c5"}),
]


def shown(page: Any) -> tuple[str, set[tuple[str, str]], set[str]]:
    return page.evaluate("""() => [
      document.querySelector('[data-caption]').textContent,
      [...document.querySelectorAll('#board .note-arrow')].map(a => [a.dataset.from, a.dataset.to]),
      [...document.querySelectorAll('#board .note-square')].map(s => s.dataset.noteSquare)]""")


def wait_for_ply(page: Any, ply: int) -> None:
    page.wait_for_function("(ply) => document.querySelector('#app').dataset.ply === String(ply)", arg=ply)


@pytest.mark.parametrize("link, plies", [(SIAM, SIAM_PLIES), (SAIJU, SAIJU_PLIES)], ids=["siam", "saiju"])
def test_stepping_through_an_annotated_line_shows_each_comment_and_its_marks(
        reused_page: Any, link: str, plies: list[Any]) -> None:
    page = reused_page
    open_link(page, link)
    assert page.is_hidden("#message")
    for ply, (comment, arrows, squares) in enumerate(plies):
        if ply:
            page.click("[data-replay=next]")
        wait_for_ply(page, ply)
        text, drawn_arrows, drawn_squares = shown(page)
        assert (text, {tuple(a) for a in drawn_arrows}, set(drawn_squares)) == (comment, arrows, squares)
    page.click("[data-replay=first]")
    wait_for_ply(page, 0)
    assert shown(page)[0] == plies[0][0]
    assert page.get_attribute("[data-caption]", "aria-live") == "polite"


def test_a_comment_holding_markup_shows_as_text_and_runs_nothing(reused_page: Any) -> None:
    page = reused_page
    hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'
    open_link(page, f"#game=siam&moves=%2BB1S&notes=1_{quote(hostile)}")
    page.wait_for_function("() => document.querySelector('[data-caption]').textContent !== ''")
    assert page.text_content("[data-caption]") == hostile
    assert page.evaluate("document.querySelector('[data-caption]').children.length") == 0
    assert page.evaluate("window.pwned") is None


def test_a_part_that_cannot_be_read_is_named_and_the_rest_is_shown(reused_page: Any) -> None:
    page = reused_page
    open_link(page, f"#game=siam&moves={quote(SIAM_MOVES)}&ply=1&notes=1.GB1/Q9.RB3_Enter~2.XE1/C1")
    page.wait_for_selector("#message:not([hidden])")
    message = page.text_content("#message")
    assert "'Q9' is not on the board" in message and "'X' is not a colour" in message
    text, arrows, squares = shown(page)
    assert (text, arrows, squares) == ("Enter", [], ["B3"])


def test_the_address_keeps_the_comments(reused_page: Any) -> None:
    page = reused_page
    open_link(page, SIAM)
    page.click("[data-replay=next]")
    wait_for_ply(page, 1)
    page.wait_for_function("() => location.hash.includes('ply=1')")
    assert "notes=0_Elephants+first~1.GB1/B3.RB3_Enter+facing+south" in page.evaluate("location.hash")


def test_an_embedded_board_shows_the_comment_and_the_marks(reused_page: Any) -> None:
    page = reused_page
    open_link(page, SIAM.replace("&ply=0", "&ply=1") + "&embed=1&controls=1")
    wait_for_ply(page, 1)
    text, arrows, squares = shown(page)
    assert (text, arrows, squares) == ("Enter facing south", [["B1", "B3"]], ["B3"])
    assert page.is_visible("[data-caption]")
