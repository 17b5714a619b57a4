"""The last move in words (``[data-last-move-words]``, ``web/last_move.py``) on the page.

After the computer's move, in every game and at the four sizes the page is made for, a line
in sight says in the page's language what it did: inside the window, not scrolled away, the
move list's words. It follows stepping through the list, is empty at the start, and is not
written again when the page redraws the same position (a screen reader would say it again).
An embedded board shows the board alone, without it.

The tests share one started page (``reused_page``): each link opens through the page's routing.
"""

from __future__ import annotations

import random
from typing import Any
from urllib.parse import quote

import pytest

from games import get_game, replay_or_raise
from games.base import State
from tests.conftest import open_link, ready
from tests.page.test_siam_page import WINNING_LINE
from tests.page_checks import LAYOUT_SIZES, check_page

pytestmark = pytest.mark.shares_page

COMPUTER_TIMEOUT_MS = 90_000
"""The first answer includes starting the worker's own Pyodide (seconds on a loaded machine)."""

LINE = "[data-last-move-words]"

GAMES = {
    "siam": ("?game=siam&computer=1-easy", {}, 1),
    "saiju": ("?game=saiju&computer=1-easy", {}, 1),
    "ni-ju": ("?game=ni-ju&computer=1-easy", {}, 1),
    "symbol-pallet": ("?game=symbol-pallet&players=2&seed=5&computer=2-easy", {"players": 2, "seed": 5}, 0),
}
"""Each game with the computer in the seat that moves first (Symbol Pallet's chips are put
from the last seat): its options, and the person's seat."""

IN_SIGHT = """(sel) => {
  const el = document.querySelector(sel);
  if (!el || !el.checkVisibility()) return 'not shown';
  const r = el.getBoundingClientRect();
  if (!r.width || !r.height) return 'no size';
  if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1)
    return `outside the window (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`;
  for (let box = el.parentElement; box; box = box.parentElement) {  // not scrolled out of its box
    const style = getComputedStyle(box);
    if (!/(auto|scroll|hidden|clip)/.test(style.overflowY + style.overflowX)) continue;
    const b = box.getBoundingClientRect();
    if (r.top < b.top - 1 || r.bottom > b.bottom + 1) return `scrolled out of ${box.id || box.className}`;
  }
  return '';
}"""

CURRENT_ROW = "() => document.querySelector('#moves li.current')?.textContent ?? ''"


def after_the_computers_move(page: Any, game: str, lang: str = "") -> State:
    """Open ``game``'s link and wait until the computer has moved and the person is to move;
    the state on screen (from the move list's tokens)."""
    query, options, person = GAMES[game]
    open_link(page, query + (f"&lang={lang}" if lang else ""))
    page.wait_for_function(
        "(person) => { const a = document.querySelector('#app').dataset;"
        " return +a.ply > 0 && a.toMove === person && a.thinking !== '1'; }",
        arg=str(person), timeout=COMPUTER_TIMEOUT_MS)
    tokens = page.eval_on_selector_all("#moves li", "els => els.map(e => e.dataset.token)")
    return replay_or_raise(get_game(game).start(**options), tokens)


def line_text(page: Any) -> str:
    return str(page.eval_on_selector(LINE, "el => el.textContent"))


def in_sight_at_every_size(page: Any) -> list[str]:
    original, problems = page.viewport_size, []
    for width, height in LAYOUT_SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
        problem = page.evaluate(IN_SIGHT, LINE)
        if problem:
            problems.append(f"{width}×{height}: {problem}")
    page.set_viewport_size(original)
    return problems


@pytest.mark.parametrize("game", list(GAMES))
def test_the_computers_move_is_said_in_words_in_sight_at_every_size(page: Any, game: str) -> None:
    state = after_the_computers_move(page, game)
    text = line_text(page)
    assert text.startswith("Last move: "), text
    assert page.evaluate(CURRENT_ROW) in text  # the move list's words, never a token
    assert in_sight_at_every_size(page) == []
    check_page(page, state, f"{game} after the computer's move", sizes=LAYOUT_SIZES)


def test_in_japanese_the_line_is_japanese(page: Any) -> None:
    state = after_the_computers_move(page, "siam", lang="ja")
    text = line_text(page)
    assert text.startswith("直前の手："), text
    assert page.evaluate(CURRENT_ROW) in text
    assert in_sight_at_every_size(page) == []
    check_page(page, state, "Siam in Japanese after the computer's move", sizes=LAYOUT_SIZES)  # no English


WRITES = """() => {
  window.lastMoveWrites = 0;
  new MutationObserver((changes) => { window.lastMoveWrites += changes.length; })
    .observe(document.querySelector('[data-last-move-words]'), {childList: true, characterData: true, subtree: true});
}"""


def test_it_follows_the_position_shown_and_is_written_once_per_move(page: Any) -> None:
    open_link(page, "?game=siam")
    assert line_text(page) == "" and page.evaluate(IN_SIGHT, LINE) == ""  # the start: nothing yet
    open_link(page, "?game=siam&moves=" + quote(" ".join(WINNING_LINE[:3])))
    assert line_text(page) == f"Last move: {page.evaluate(CURRENT_ROW)}"
    third = line_text(page)
    page.evaluate(WRITES)
    # Redraws of the same position: the board turned to the player and back, a tap on a piece.
    page.check("[data-action=flip]")
    page.uncheck("[data-action=flip]")
    page.click("[data-square=E1]")  # the Rhinos' piece: picked, nothing played
    page.wait_for_selector("#board .selected")
    assert page.evaluate("window.lastMoveWrites") == 0
    page.click("[data-replay=prev]")  # back one: the move that led to the position shown
    page.wait_for_function(f"() => document.querySelector({LINE!r}).textContent !== {third!r}")
    assert line_text(page) == f"Last move: {page.evaluate(CURRENT_ROW)}"
    page.click("[data-replay=first]")
    page.wait_for_function(f"() => document.querySelector({LINE!r}).textContent === ''")
    page.click("[data-replay=last]")
    page.wait_for_function(f"() => document.querySelector({LINE!r}).textContent === {third!r}")
    assert page.evaluate("window.lastMoveWrites") == 3  # once for each position shown


@pytest.mark.own_page  # embed mode is read as the page loads
def test_an_embedded_board_shows_the_board_alone(page: Any) -> None:
    ready(page, "?game=siam&embed=1&moves=" + quote(" ".join(WINNING_LINE[:3])))
    assert page.evaluate(IN_SIGHT, LINE) == "not shown"


def seeded_pallet_tokens(plies: int) -> list[str]:
    """A two-player Symbol Pallet game (seed 5) of ``plies`` seeded random moves: at 6, Blue
    has put its chip and Red is at its third action, a turn too long for a phone's two lines."""
    state, rng, tokens = get_game("symbol-pallet").start(players=2, seed=5), random.Random(5), []
    for _ in range(plies):
        move = rng.choice(state.legal_moves())
        tokens.append(str(move))
        state = state.apply(move)
    return tokens


FOLD = """() => {
  const line = document.querySelector('#last-move'), more = document.querySelector('#last-move-more');
  const board = document.querySelector('#board').getBoundingClientRect();
  const r = line.getBoundingClientRect();
  return {clipped: line.scrollHeight > line.clientHeight + 1, bottom: r.bottom, shown: more.checkVisibility(),
          height: more.getBoundingClientRect().height, expanded: more.getAttribute('aria-expanded'),
          label: more.textContent, board: [board.left, board.top, board.width, board.height],
          row: line.parentElement.getBoundingClientRect().height};
}"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_on_a_phone_the_other_sides_whole_turn_unfolds_in_place(page: Any, lang: str) -> None:
    """Mid-turn on a phone the line begins with what the other side did; a 44 px More button
    unfolds the rest over what lies below, the board staying put; the line's row is as high
    whatever it says, so the board keeps its room from move to move; a new position folds it."""
    original = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    tokens = seeded_pallet_tokens(6)
    open_link(page, f"?game=symbol-pallet&players=2&seed=5&lang={lang}&moves=" + quote(" ".join(tokens)))
    text = line_text(page)
    other, this_turn = {"en": ("Last move: Blue ", " — this turn: Red "), "ja": ("直前の手：青が", "。この手番：赤が")}[lang]
    assert text.startswith(other) and this_turn in text, text
    assert page.evaluate(IN_SIGHT, LINE) == ""
    folded = page.evaluate(FOLD)
    assert folded["clipped"] and folded["shown"] and folded["height"] >= 44 and folded["expanded"] == "false"
    assert folded["label"] == {"en": "More", "ja": "続き"}[lang]
    page.locator("#last-move-more").tap()
    unfolded = page.evaluate(FOLD)
    assert unfolded["expanded"] == "true" and not unfolded["clipped"], unfolded  # the whole turn
    assert unfolded["bottom"] <= 844 and unfolded["board"] == folded["board"]  # in place, no scroll
    page.click("[data-replay=prev]")  # another position: folded again, the board as it was
    page.wait_for_function("() => document.querySelector('#last-move-more').getAttribute('aria-expanded') === 'false'")
    rows = {page.evaluate(FOLD)["row"]}  # the line's room, all the board gives it, is the same
    for step in ("prev", "first", "last"):  # a shorter turn, the start (nothing said), the longest
        page.click(f"[data-replay={step}]")
        page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
        rows.add(page.evaluate(FOLD)["row"])
    assert rows == {folded["row"]} == {40}, rows
    page.set_viewport_size(original)
