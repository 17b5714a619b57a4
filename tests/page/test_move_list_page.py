"""The move list at move 300, and notices: what a person sees of a long game at the four sizes.

A long Siam game (its record made here by the engine, opened by a link) must leave the page
as it was: the move list is a box of fixed size that scrolls inside itself and keeps the
current move in view, each number stays clear of its move, the replay buttons stay on one
row. A notice ("Link copied") never moves the board and goes away by itself.

The tests share one started page (``reused_page``) and open each link through the page's
routing.
"""

from __future__ import annotations

import random
from typing import Any
from urllib.parse import quote

import pytest

from games import get_game
from tests.conftest import open_link
from tests.page_checks import LAYOUT_SIZES, check_layout

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

SIAM = get_game("siam")
LONG = 300


def siam_record(plies: int, seed: int = 3) -> list[str]:
    """``plies`` random Siam moves that end nothing (no rock pushed out)."""
    rng = random.Random(seed)
    state, tokens = SIAM.start(), []
    while len(tokens) < plies:
        moves = [m for m in state.legal_moves() if not state.apply(m).over]
        move = rng.choice(moves)
        tokens.append(str(move))
        state = state.apply(move)
    return tokens


RECORD = siam_record(LONG)


def open_at(page: Any, size: tuple[int, int], tokens: list[str], ply: int | None = None) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    at = f"&ply={ply}" if ply is not None else ""
    open_link(page, f"?game=siam{at}&moves=" + quote(" ".join(tokens)))


MOVE_LIST = """() => {
  const box = document.getElementById('moves');
  const b = box.getBoundingClientRect();
  const current = box.querySelector('li.current');
  const c = current && current.getBoundingClientRect();
  // One row: no part of the replay row starts below the bottom of its first button.
  const parts = [...document.querySelectorAll('#replay > *')].map(e => e.getBoundingClientRect());
  const replayRows = 1 + parts.filter(r => r.top >= parts[0].bottom - 1).length;
  // Each number must be drawn inside its row, before the move: the move's text starts at least
  // the width of the widest number ("300.") in from the row's left edge.
  const canvas = document.createElement('canvas').getContext('2d');
  const overlaps = [];
  const rows = [...box.querySelectorAll('li')];
  for (const li of rows) {
    const style = getComputedStyle(li);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const number = canvas.measureText(`${rows.length}.`).width;
    const text = [...li.childNodes].find(n => n.nodeType === 3);
    const range = document.createRange();
    range.selectNodeContents(text);
    const move = range.getBoundingClientRect(), row = li.getBoundingClientRect();
    if (move.left - row.left < number - 0.5 || move.right > row.right + 0.5) overlaps.push(li.dataset.ply);
  }
  return {
    height: Math.round(b.height), scrolls: box.scrollHeight > box.clientHeight + 1,
    overflow: getComputedStyle(box).overflowY,
    currentInView: !!c && c.top >= b.top - 1 && c.bottom <= b.bottom + 1,
    replayRows, overlaps: overlaps.slice(0, 5), overlapCount: overlaps.length,
  };
}"""


@pytest.mark.parametrize("size", LAYOUT_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_move_list_at_move_300(page: Any, size: tuple[int, int]) -> None:
    open_at(page, size, RECORD[:60])
    short = page.evaluate(MOVE_LIST)
    open_at(page, size, RECORD)
    check_layout(page, f"Siam at move {LONG}")
    long = page.evaluate(MOVE_LIST)
    assert long["scrolls"] and long["overflow"] in ("auto", "scroll"), long
    assert long["height"] == short["height"], (short, long)  # a box of fixed size, not the page
    assert long["currentInView"], long
    assert long["overlapCount"] == 0, f"numbers overlap moves {long['overlaps']} …"
    assert long["replayRows"] == 1, "the replay buttons wrap"
    for button, ply in (("first", 0), ("next", 1), ("last", LONG), ("prev", LONG - 1)):
        page.click(f"[data-replay={button}]")
        page.wait_for_function(f"document.querySelector('#app').dataset.ply === '{ply}'")
        if ply:  # the list scrolls before the next paint: wait for that paint, not for a time
            page.wait_for_function(f"({MOVE_LIST})().currentInView")
        state = page.evaluate(MOVE_LIST)
        assert state["replayRows"] == 1, (button, state)
    open_at(page, size, RECORD, ply=150)  # a link to the middle shows the middle
    assert page.evaluate(MOVE_LIST)["currentInView"]
    check_layout(page, f"Siam at move 150 of {LONG}")


def test_the_current_move_stays_in_view_when_the_tablet_is_turned(page: Any) -> None:
    """A game opened on a landscape tablet, then the tablet turned (and a phone's size):
    the list gets shorter, and the current move must not drop below its bottom edge."""
    open_at(page, (1366, 1024), RECORD[:40])
    assert page.evaluate(MOVE_LIST)["currentInView"]
    for width, height in ((1024, 1366), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function(f"innerWidth === {width} && innerHeight === {height}")
        page.wait_for_function(f"({MOVE_LIST})().currentInView")  # a limit, not a pause: at once when it holds


HALF_CUT = """(ply) => {
  // The list scrolled (by the player) so that row ``ply`` shows only its top 20 px at the bottom.
  const box = document.getElementById('moves');
  const row = box.querySelector(`li[data-ply="${ply}"]`);
  box.scrollTop = row.offsetTop + 20 - box.clientHeight;
  const b = box.getBoundingClientRect(), r = row.getBoundingClientRect();
  return r.top < b.bottom && r.bottom > b.bottom + 1;
}"""


def test_a_move_stepped_to_comes_wholly_into_view(page: Any) -> None:
    """The next move, its top already showing at the list's bottom edge, is scrolled fully
    into the list when → shows it: a row cut across its words is not "in view"."""
    open_at(page, (1366, 1024), RECORD[:40], ply=10)
    assert page.evaluate(HALF_CUT, 11)
    page.click("[data-replay=next]")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '11'")
    page.wait_for_function(f"({MOVE_LIST})().currentInView")  # before the next paint: a limit, not a pause


@pytest.mark.parametrize("size", [LAYOUT_SIZES[0], LAYOUT_SIZES[2]], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_notice_neither_pushes_the_board_nor_stays(page: Any, size: tuple[int, int]) -> None:
    open_at(page, size, RECORD[:20])
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    board = page.locator("#board").bounding_box()
    page.click("[data-action=share]")
    page.wait_for_selector("#message:not([hidden])")
    assert "Link copied" in page.text_content("#message")
    assert page.locator("#board").bounding_box() == board
    check_layout(page, "with a notice")
    page.wait_for_selector("#message", state="hidden", timeout=15_000)  # it goes away by itself
    assert page.locator("#board").bounding_box() == board

