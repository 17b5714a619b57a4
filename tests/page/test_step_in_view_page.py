"""The controls of the step a player is at are on screen, where a finger can reach them.

A player cannot scroll a page that never scrolls, and does not look for a button inside a small
scroll box: whatever the current step needs (the hand to discard from, End turn, Draw 2, Rotate,
the replay buttons, the result and Play again) must be wholly inside the window and the topmost
thing at its centre, at the four sizes of ``page_checks.LAYOUT_SIZES``.

What is checked is where the controls are, so the tests share one started page (``reused_page``)
and open each link through the page's routing, as a player's Back and Forward do.
"""

from __future__ import annotations

import random
from typing import Any
from urllib.parse import quote

import pytest

from games import get_game
from tests.page_checks import LAYOUT_SIZES, check_layout
from tests.conftest import open_at


pytestmark = [pytest.mark.browser, pytest.mark.shares_page]
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

SIZES = pytest.mark.parametrize("size", LAYOUT_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")

REACHABLE = """(sel) => {
  const els = [...document.querySelectorAll(sel)].filter(el => el.checkVisibility());
  if (!els.length) return [`nothing matches ${sel}`];
  const out = [];
  for (const el of els) {
    const r = el.getBoundingClientRect();
    const name = (el.textContent.trim() || el.getAttribute('aria-label') || el.tagName).slice(0, 30);
    if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) {
      out.push(`"${name}" is at ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`);
      continue;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(el === hit || el.contains(hit))) out.push(`"${name}" is covered or scrolled out of its box`);
  }
  return out;
}"""


def unreachable(page: Any, selector: str) -> list[str]:
    """Why the elements ``selector`` names cannot be tapped where they are (empty when all can)."""
    return list(page.evaluate(REACHABLE, selector))


def nine_tile_discard() -> str:
    """Three players; Yellow has drawn three times and must discard six of nine tiles."""
    game = get_game("symbol-pallet")
    state = game.start(players=3, seed=1)
    rng = random.Random(2)
    tokens: list[str] = []
    while not (state.to_move == 2 and len(state.hand(2)) == 9):
        moves = state.legal_moves()
        draws = [m for m in moves if str(m) == "draw"]
        move = draws[0] if state.to_move == 2 and draws else rng.choice(
            [m for m in moves if str(m) != "draw"] or moves)
        tokens.append(str(move))
        state = state.apply(move)
    return "?game=symbol-pallet&players=3&seed=1&moves=" + quote(" ".join(tokens))


def tap_centre(page: Any, selector: str) -> None:
    """Tap where a finger would, without any scrolling into view first."""
    box = page.locator(selector).bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


@SIZES
def test_a_hand_of_nine_can_be_discarded_from(page: Any, size: tuple[int, int]) -> None:
    open_at(page, size, nine_tile_discard())
    assert "discard 6 tiles" in page.inner_text("#status")
    tap_centre(page, "[data-sp=reveal]")
    page.wait_for_selector(".sp-hand .sp-tile-button")
    assert page.locator(".sp-hand .sp-tile-button").count() == 9
    assert not unreachable(page, ".sp-hand .sp-tile-button"), unreachable(page, ".sp-hand .sp-tile-button")
    for index in range(6):
        tap_centre(page, f".sp-hand .sp-tile-button >> nth={index}")
    discard = page.locator(".sp-tray button:has-text('Discard 6/6')")
    assert discard.is_enabled()
    assert not unreachable(page, ".sp-tray button.sp-primary")
    tap_centre(page, ".sp-tray button.sp-primary")
    page.wait_for_function("() => document.getElementById('status').textContent.startsWith('Red')")
    check_layout(page, "after the discard")


STEP_CONTROLS = {
    "saiju-end-turn": ("?game=saiju&moves=" + quote("M@d2 S@a1 F@g7 pS-c3"), "[data-view-action=end]"),
    "symbol-pallet-draw": ("?game=symbol-pallet&players=2&seed=3&moves=" + quote(">Bs1 >Rs1 >Ps1 >Gs1"),
                           "[data-view-action=draw]"),
    "ni-ju-rotate": ("?game=ni-ju", "[data-view-action=rotate]"),
    "replay": ("?game=siam&moves=" + quote("+B1S +E1W B1B2S E1E1S"), "#replay button"),
}


@SIZES
@pytest.mark.parametrize("case", list(STEP_CONTROLS))
def test_the_steps_controls_are_in_reach(page: Any, case: str, size: tuple[int, int]) -> None:
    query, selector = STEP_CONTROLS[case]
    open_at(page, size, query)
    problems = unreachable(page, selector) + unreachable(page, "#status")
    assert not problems, problems
    # The status line names the step's button: the player sees both at once.
    check_layout(page, case)


SIAM_WIN = "+B1S +E1W B1B2S E1E1S B2B3S E1E1E B3B4S E1E1N B4B5S"


@SIZES
def test_the_result_and_play_again_stay_in_view(page: Any, size: tuple[int, int]) -> None:
    open_at(page, size, "?game=siam&ply=8&moves=" + quote(SIAM_WIN))
    # The player scrolled the rest of the panel (the move list, the page's buttons) to its end …
    page.evaluate("() => document.querySelectorAll('.panel, .panel-more, #moves').forEach("
                  "el => { el.scrollTop = el.scrollHeight; })")
    tap_centre(page, "[data-replay=last]")
    page.wait_for_selector("#play-again:visible")
    # … and the game's end shows its result and Play again where they read and tap them.
    assert "pushed the rock out" in page.inner_text("#status")
    problems = unreachable(page, "#status") + unreachable(page, "#play-again")
    assert not problems, problems


LESSON_ROOM = """() => {
  const body = document.getElementById('learn-body'), board = document.getElementById('board');
  const panel = document.querySelector('.panel').getBoundingClientRect();
  return {cut: body.scrollHeight - body.clientHeight, board: board.getBoundingClientRect().height,
          spare: innerHeight - panel.bottom, text: body.textContent};
}"""


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(390, 844), (768, 1024)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_lessons_text_is_cut_only_when_the_board_is_at_its_smallest(
        page: Any, size: tuple[int, int], lang: str) -> None:
    open_at(page, size, f"?game=siam&tutorial=1&lesson=push-count&lang={lang}")
    page.wait_for_selector("#app[data-tutorial-step]")
    room = page.evaluate(LESSON_ROOM)
    assert room["text"]
    if room["cut"] > 1:  # a text that does not fit: the board gave all it could (44 px squares) first
        assert room["board"] <= 271, room
        assert room["spare"] < 16, room
    check_layout(page, "a long lesson")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_draw_dialog_speaks_to_every_player_of_three(page: Any, lang: str) -> None:
    open_at(page, (768, 1024), "?game=saiju&players=3&moves=" + quote("M@d2 S@a1 F@g7") + f"&lang={lang}")
    page.eval_on_selector("[data-action=draw]", "el => el.click()")  # in the panel's scrolling rest
    page.wait_for_selector("#confirm-draw[open]")
    text = page.inner_text("#confirm-draw")
    assert "Both" not in text and "両者" not in text, text
    assert ("Every player" in text) if lang == "en" else ("全員" in text), text


def test_in_a_puzzle_on_a_phone_the_steps_buttons_come_before_the_games_toggles(page: Any) -> None:
    """Undo under the status line, then the step's own buttons (Draw 2: on Undo's row when they
    fit, after it), and only then the toggles and the legend, which a solver needs least."""
    from tests.learn_page import PUZZLES

    puzzle = PUZZLES.load("symbol-pallet")[0]
    open_at(page, (390, 844), f"?game=symbol-pallet&puzzle={puzzle.id}")
    page.wait_for_selector("#app[data-puzzle]")
    boxes = {name: page.locator(selector).bounding_box() for name, selector in (
        ("status", "#status"), ("undo", "[data-action=undo]"), ("draw", "[data-view-action=draw]"),
        ("letters", "[data-view-action=letters]"))}
    reading = {name: (round(box["y"]), round(box["x"])) for name, box in boxes.items()}
    assert reading["status"] < reading["undo"] < reading["draw"] < reading["letters"], reading


LEARN_STEPS = {
    # The answer needs a second placement or End turn: the status line names End turn.
    "saiju-puzzle": ("?game=saiju&puzzle=saiju-best-001", "[data-view-action=end]"),
    "saiju-lesson": ("?game=saiju&tutorial=1&lesson=second-placement", "[data-view-action=end]"),
}


@SIZES
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("case", list(LEARN_STEPS))
def test_in_a_puzzle_or_lesson_the_button_the_status_names_is_in_view(
        page: Any, case: str, lang: str, size: tuple[int, int]) -> None:
    query, selector = LEARN_STEPS[case]
    open_at(page, size, f"{query}&lang={lang}")
    page.wait_for_selector("#app[data-puzzle], #app[data-tutorial-step]")
    words = page.inner_text(selector)
    assert words in page.inner_text("#status"), (words, page.inner_text("#status"))
    problems = unreachable(page, selector) + unreachable(page, "#status")
    assert not problems, problems
    check_layout(page, case)
