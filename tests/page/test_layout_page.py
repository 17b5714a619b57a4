"""The game page never scrolls while playing, at a phone's, a tablet's and a large tablet's size.

Each game is opened mid-game and after a long game (the move list must not grow
the page), at the four sizes of ``page_checks.LAYOUT_SIZES``; ``check_layout``
fails when the document scrolls or the board, a seat, the status line or Undo
is off screen. The lesson page is checked too: it carries a text above the board.

What is checked is the board's layout, so the tests share one started page (``reused_page``)
and open each link through the page's routing, as a player's Back and Forward do.
"""

from __future__ import annotations

import random
from typing import Any
from urllib.parse import quote

import pytest

from games import get_game
from tests.conftest import READY_TIMEOUT_MS
from tests.page_checks import LAYOUT_SIZES, check_layout
from tests.conftest import open_at

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

LENGTHS = {"siam": 120, "saiju": 40, "ni-ju": 36, "symbol-pallet": 40}
"""A long game of each (Saiju's and Ni-Ju's games end sooner, Symbol Pallet's deck runs out)."""


def long_game(name: str, plies: int, seed: int = 7) -> str:
    """A link to a game of ``plies`` random moves that does not end (a finished game looks different)."""
    game = get_game(name)
    state = game.start(seed=1) if game.uses_seed else game.start()
    rng = random.Random(seed)
    tokens: list[str] = []
    for _ in range(plies):
        moves = [m for m in state.legal_moves() if not state.apply(m).over]
        if not moves:
            break
        move = rng.choice(moves)
        tokens.append(str(move))
        state = state.apply(move)
    seed_part = "&seed=1" if game.uses_seed else ""
    return f"?game={name}{seed_part}&moves={quote(' '.join(tokens))}"


@pytest.mark.parametrize("size", LAYOUT_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(LENGTHS))
def test_a_long_game_fits_the_window(page: Any, name: str, size: tuple[int, int]) -> None:
    open_at(page, size, long_game(name, LENGTHS[name]))
    check_layout(page, f"{name} after a long game")
    page.locator("[data-replay=first]").click()  # the move list scrolls inside itself, not the page
    check_layout(page, f"{name} back at the start")


@pytest.mark.parametrize("size", LAYOUT_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_lesson_fits_the_window(page: Any, size: tuple[int, int]) -> None:
    open_at(page, size, "?game=siam&tutorial=1")
    page.wait_for_selector("#app[data-tutorial-step]")
    check_layout(page, "Siam's first lesson")


LEARN_PROBLEMS = """() => {
  const problems = [], vh = innerHeight;
  const panel = document.getElementById('learn');
  if (!panel || panel.hidden) return ['the lesson panel is not shown'];
  const p = panel.getBoundingClientRect();
  if (p.top < -1 || p.bottom > vh + 1) problems.push(`the panel runs off screen (${p.top}..${p.bottom})`);
  const style = getComputedStyle(panel);
  if (panel.scrollHeight > panel.clientHeight + 1 && !['auto', 'scroll'].includes(style.overflowY))
    problems.push('the panel cuts its text off without scrolling');
  for (const id of ['learn-title', 'learn-task']) {
    const el = document.getElementById(id);
    const r = el.getBoundingClientRect(), size = parseFloat(getComputedStyle(el).fontSize);
    if (!el.textContent.trim() || !r.height) problems.push(`#${id} is empty or not shown`);
    if (size < 14) problems.push(`#${id} is set at ${size} px`);
  }
  const title = document.getElementById('learn-title').getBoundingClientRect();
  if (!panel.scrollTop && (title.top < p.top - 1 || title.top > p.bottom)) problems.push('the title is not in sight');
  // Only the explanation scrolls: the task and the buttons stay in sight below it.
  for (const sel of ['#learn-task', '#learn .learn-buttons']) {
    const el = document.querySelector(sel);
    const r = el ? el.getBoundingClientRect() : null;
    if (r && r.height && !panel.scrollTop && r.bottom > p.bottom + 1)
      problems.push(`${sel} is below the panel's edge (${Math.round(r.bottom)} > ${Math.round(p.bottom)})`);
  }
  if (p.height < 96) problems.push(`the panel shows only ${Math.round(p.height)} px of text`);
  // Where the exercise belongs ("Lesson 3 of 9", "Ni-Ju puzzles") never runs over the title's text.
  const where = document.getElementById('learn-where').getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(document.getElementById('learn-title'));
  for (const r of range.getClientRects())
    if (where.width && r.left < where.right && where.left < r.right && r.top < where.bottom && where.top < r.bottom)
      problems.push('the title runs under where it belongs');
  return problems;
}"""


def check_learn_panel(page: Any, where: str) -> None:
    """The lesson or puzzle text is on screen and readable (the panel may scroll inside)."""
    check_layout(page, where)
    problems = page.evaluate(LEARN_PROBLEMS)
    size = page.viewport_size
    assert not problems, f"{where} at {size['width']}×{size['height']}: " + "; ".join(problems)


def longest_lesson(game: str) -> str:
    from games.lessons import lessons

    return max(lessons(game), key=lambda lesson: len(lesson.body.en) + len(lesson.task.en)).id


@pytest.mark.parametrize("size", LAYOUT_SIZES[:3], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(LENGTHS))
def test_the_longest_lesson_and_a_puzzle_fit_in_both_languages(page: Any, name: str,
                                                                size: tuple[int, int]) -> None:
    from games.puzzles import load

    open_at(page, size, f"?game={name}&tutorial=1&lesson={longest_lesson(name)}")
    page.wait_for_selector("#app[data-tutorial-step]")
    check_learn_panel(page, f"{name}'s longest lesson")  # its Hint button in sight, below the text
    page.locator("[data-learn=hint]").click()  # the feedback line makes the panel taller
    page.wait_for_selector("#learn-feedback:not([hidden])")
    check_learn_panel(page, f"{name}'s longest lesson with its hint")
    page.locator("[data-lang-switch]").click()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    check_learn_panel(page, f"{name}'s longest lesson in Japanese")
    puzzle = load(name)[-1]
    page.goto(f"/?game={name}&puzzle={puzzle.id}")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.wait_for_selector(f'#app[data-puzzle="{puzzle.id}"]')
    page.wait_for_function("document.documentElement.lang === 'ja'")
    check_learn_panel(page, f"a {name} puzzle in Japanese")
    page.locator("[data-lang-switch]").click()
    page.wait_for_function("document.documentElement.lang === 'en'")
    page.locator("[data-learn=hint]").click()
    page.wait_for_selector("#learn-feedback:not([hidden])")
    check_learn_panel(page, f"a {name} puzzle with its hint")


OVERLAPS = """() => {
  const box = el => el.getBoundingClientRect();
  const message = box(document.getElementById('message'));
  return ['#board', '#seat-top', '#seat-bottom'].filter(sel => {
    const r = box(document.querySelector(sel));
    return r.width && r.height && message.left < r.right && r.left < message.right
      && message.top < r.bottom && r.top < message.bottom;
  });
}"""


@pytest.mark.parametrize("size", LAYOUT_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_message_neither_moves_nor_covers_the_board(page: Any, size: tuple[int, int]) -> None:
    open_at(page, size, "?game=siam&moves=bogus")
    page.wait_for_selector("#message:not([hidden])")
    assert page.evaluate(OVERLAPS) == []  # the game can go on under a notice
    board_top = page.eval_on_selector("#board", "el => el.getBoundingClientRect().top")
    page.locator("#message [data-action=dismiss]").click()
    assert page.eval_on_selector("#board", "el => el.getBoundingClientRect().top") == board_top
    check_layout(page, "after a bad link's message")


MOVE_LIST = """() => {
  const list = document.getElementById('moves'), panel = list.closest('.panel');
  const l = list.getBoundingClientRect(), p = panel.getBoundingClientRect();
  const items = [...list.querySelectorAll('li')], rows = items.map(li => li.getBoundingClientRect().height);
  const spilt = items.filter(li => li.scrollHeight > li.clientHeight + 1).map(li => li.textContent);
  return {seen: Math.min(l.bottom, p.bottom, innerHeight) - Math.max(l.top, p.top), inner: list.clientHeight,
          shortest: Math.min(...rows), rows: rows.length, font: parseFloat(getComputedStyle(list).fontSize), spilt};
}"""


@pytest.mark.parametrize("name", list(LENGTHS))
def test_the_move_list_beside_the_board_shows_three_44_px_rows(page: Any, name: str) -> None:
    """Beside the board (1024×768), a long game's move list is in sight with at least three of its
    44 px rows, without scrolling the panel (Symbol Pallet's panel once left it 2.4 rows), and a
    move of three lines gets a row that tall (the list's grid once gave every row 44 px)."""
    open_at(page, (1024, 768), long_game(name, LENGTHS[name]))
    found = page.evaluate(MOVE_LIST)
    assert found["rows"] >= 10, found
    assert found["shortest"] >= 44 - 0.5, found
    assert found["seen"] >= 3 * 44 and found["inner"] >= 3 * 44, found
    assert found["font"] >= 14, found
    assert found["spilt"] == [], "moves whose words run over the next row"
    check_layout(page, f"{name}'s move list")
