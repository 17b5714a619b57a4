"""Ni-Ju on a phone and on tablets (headless Chromium): a board a finger can play on with both
trays in reach, lit squares never cut past their centre, the view following the computer's move
after the player panned away, and a finished game's winning pattern shown whole.

The tests share one started page (``reused_page``) and open each link through the page's routing."""

from __future__ import annotations

import re
from typing import Any

import pytest

from games import replay_or_raise
from games.niju.samples import quiet_placement
from tests.conftest import app, open_link, ready
from tests.page.test_ai_page import COMPUTER_TIMEOUT_MS
from tests.page.test_niju_page import NIJU, WIN_LINE, moves_query, play_by_taps
from tests.page_checks import LAYOUT_SIZES, check_page, lit_problems
from tests import fake_dom

fake_dom.install()  # before any page module: web.browser takes pyscript's names on import
from web.views.pan_zoom import CLICK_GRACE_MS  # noqa: E402

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

PHONE = (390, 844)
MID_GAME = quiet_placement(7)[:10]
"""Ten tiles down, White to move: the table is wider than a phone's board at 44 px a square."""
LONG_WIN = ['2d@0,0', '95@1,0', '78@2,0', 'c3@-1,0', 'a6@1,-1', '2d@2,-1', '5a@3,-1', 'c9@3,0',
            '55@3,-2', '8b@4,-1', 'c6@2,-2', 'c6@0,1', 'e2@5,-1', '71@5,-2', 'ca@1,1', '74@0,2',
            '5c@1,2', '8d@1,3', '47@1,-2', 'b2@1,4', '33@0,-2', '93@-2,0', '56@2,2', '55@2,3',
            '4e@5,-3', '4d@2,4', '3a@0,-1', '96@-1,-1', '4d@3,-3', '33@1,-3', '0f@4,-2']
"""A seeded random game (``Random(59)``, ``state.random_move``) that White wins at its 31st ply,
completing tile 15 at 3,-2 on a table ten squares across: the page's zoom around the last tile
alone leaves the pattern's top row out of a phone's board."""

FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"

NOT_IN_BOARD = """sel => {
  const b = document.getElementById('board').getBoundingClientRect();
  return [...document.querySelectorAll(sel)].filter(e => {
    const r = e.getBoundingClientRect();
    return r.left < b.left - 0.5 || r.top < b.top - 0.5 || r.right > b.right + 0.5 || r.bottom > b.bottom + 0.5;
  }).map(e => e.dataset.tile || e.dataset.square);
}"""
"""The named elements not wholly inside the board's box (what the board clips away)."""


def at_size(page: Any, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.evaluate(FRAMES)


def board_width(page: Any) -> float:
    return float(page.eval_on_selector("#board", "e => e.getBoundingClientRect().width"))


def settled(page: Any) -> None:
    """No tile still sliding or fading in: what is measured is where things rest."""
    page.wait_for_function("""() => [...document.querySelectorAll('#board .niju-tile')]
      .every(e => e.getAnimations({subtree: true}).every(a => a.playState !== 'running'))""")


def pick_a_tray_tile(page: Any) -> None:
    """The player to move picks their first tile in hand: the status line grows to three lines on a
    phone, and the lit squares are the tile's targets."""
    page.locator(".niju-tray.to-move .niju-hand-tile:not([hidden]):not(:disabled)").first.tap()
    page.wait_for_selector("#board .niju-cell.target")


def drag_board(page: Any, dx: float, dy: float, tap_next: bool = False) -> None:
    """Pan the table by dragging it with the mouse from the board's middle; ``tap_next``: then wait
    until a tap counts as a tap again (a click that soon after a drag is the drag's own:
    ``CLICK_GRACE_MS``)."""
    box = page.locator("#board").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in (1, 2, 3, 4):
        page.mouse.move(x + dx * step / 4, y + dy * step / 4)
    page.mouse.up()
    if tap_next:
        ended = page.evaluate("performance.now()")
        page.wait_for_function(f"performance.now() > {ended + CLICK_GRACE_MS + 50}")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_phone_board_is_at_least_320_px_wide_with_both_trays_in_reach(page: Any, lang: str) -> None:
    at_size(page, PHONE)
    for where, tokens in (("the start", []), ("ten tiles down", MID_GAME)):
        open_link(page, f"?game=ni-ju&lang={lang}" + moves_query(tokens))
        state = replay_or_raise(NIJU.start(), tokens)
        assert board_width(page) >= 320, (where, lang, board_width(page))
        pick_a_tray_tile(page)
        assert board_width(page) >= 320, (where, lang, "a tile picked", board_width(page))
        # The tray of the player to move is whole (its 44 px tiles are checked with every other
        # target); the other is folded to a line, its tiles still shown.
        assert page.locator(".niju-tray.to-move:not(.folded)").count() == 1
        assert page.locator(".niju-tray.folded .niju-hand-tile:not([hidden])").count() == 20 - len(tokens) // 2
        check_page(page, state, f"{where} on a phone, a tile picked ({lang})")
        page.keyboard.press("Escape")
    # The other sizes the page is made for keep their boards (they had room for both trays).
    for size, least in zip(LAYOUT_SIZES[1:], (480, 480, 800)):
        at_size(page, size)
        assert board_width(page) >= least, (size, lang, board_width(page))
    at_size(page, PHONE)


def test_no_lit_square_is_cut_past_its_centre_at_any_size(page: Any) -> None:
    open_link(page, "?game=ni-ju" + moves_query(MID_GAME))
    settled(page)
    for size in LAYOUT_SIZES:
        at_size(page, size)
        assert page.locator("#board .niju-cell:not(.off)").count() > 0
        assert lit_problems(page) == [], size
        pick_a_tray_tile(page)
        assert lit_problems(page) == [], (size, "a tile picked")
        page.keyboard.press("Escape")
    at_size(page, PHONE)


def test_the_view_brings_the_computers_move_into_sight_after_the_player_panned_away(page: Any) -> None:
    """The computer plays both sides (a move a second): the player pans far from the tiles, and
    the computer's next tile comes wholly into sight, at the player's zoom. (Against a person the
    computer may answer in half a second: a pan while it thinks would race it.)"""
    at_size(page, PHONE)
    # Two tiles each: nobody can win before White's fifth tile (ply 9), the pans below included.
    open_link(page, "?game=ni-ju&computer=1-easy+2-easy" + moves_query(MID_GAME[:4]))
    for _ in range(4):  # far up and left: fourteen squares from where the page's zoom was
        drag_board(page, 170, 170)
    assert page.get_attribute("#board", "data-zoom") is None  # panned, not zoomed
    panned = page.get_attribute("#board", "viewBox")
    ply = int(app(page, "ply") or 0)
    assert ply < 8, "the demo played on too far during the pan"
    page.wait_for_function(f"Number(document.querySelector('#app').dataset.ply) > {ply}",
                           timeout=COMPUTER_TIMEOUT_MS)
    settled(page)
    assert page.get_attribute("#board", "viewBox").split()[2] == panned.split()[2]  # the player's zoom
    assert page.locator("#board .niju-tile.last").count() == 1
    assert page.evaluate(NOT_IN_BOARD, "#board .niju-tile.last") == []


def test_a_winning_pattern_is_shown_whole_at_every_size_and_after_a_pan(page: Any) -> None:
    final = replay_or_raise(NIJU.start(), LONG_WIN)
    assert final.winning_tile() is not None
    open_link(page, "?game=ni-ju" + moves_query(LONG_WIN))
    settled(page)
    pattern = "#board .niju-tile.win-centre, #board .niju-tile.win-partner"
    assert page.locator(pattern).count() == 5
    for size in LAYOUT_SIZES:
        at_size(page, size)
        assert page.evaluate(NOT_IN_BOARD, pattern) == [], size
    at_size(page, PHONE)
    check_page(page, final, "the end of a long game on a phone", sizes=LAYOUT_SIZES)
    # The player panned the pattern's corner to the board's corner, then completes the pattern.
    open_link(page, "?game=ni-ju" + moves_query(WIN_LINE[:-1]))
    settled(page)
    corner = WIN_LINE[-1].split("@")[1]
    cell = page.locator(f'#board rect[data-square="{corner}"]').bounding_box()
    board = page.locator("#board").bounding_box()
    drag_board(page, board["x"] + board["width"] - 8 - (cell["x"] + cell["width"]), board["y"] + 8 - cell["y"],
               tap_next=True)
    assert page.get_attribute("#board", "data-zoom") is None  # panned, not zoomed
    play_by_taps(page, WIN_LINE[-1])
    assert app(page, "outcome") == "win:0"
    settled(page)
    assert page.evaluate(NOT_IN_BOARD, pattern) == []


IN_VIEW = """sel => [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length).map(e => {
  const r = e.getBoundingClientRect();
  return r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
})"""
"""For each shown element of ``sel``: whether it is wholly on the screen."""

TEXT_SHOWN = """() => {
  const body = document.getElementById('learn-body');
  return {scrolls: body.scrollHeight > body.clientHeight + 1,
          fades: getComputedStyle(body).maskImage !== 'none'};
}"""
"""The lesson's text: whether it scrolls inside itself, and whether its last line in view fades
(what says that more follows)."""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_phone_lesson_shows_its_text_the_tiles_it_is_about_and_the_steps_buttons(
        page: Any, lang: str) -> None:
    """At 390×844 every Ni-Ju lesson opens with the squares its step is about (the pattern the
    answer completes, the squares it uses) whole on the board, the step's buttons (Rotate, See
    all) and Undo on the screen, and its text either whole or fading where it scrolls on,
    never cut through a line with nothing to say more follows."""
    from games.lessons import lessons
    from web.models.niju_view import focus_squares
    from web.models.niju import square_name

    at_size(page, PHONE)
    for lesson in lessons("ni-ju"):
        open_link(page, f"?game=ni-ju&tutorial=1&lesson={lesson.id}&lang={lang}")
        page.wait_for_function("id => document.querySelector('#app').dataset.lesson === id",
                               arg=lesson.id)
        settled(page)
        page.evaluate(FRAMES)
        state = lesson.start()
        squares = focus_squares(state, [state.game.parse_move(lesson.steps[0].accept[0])])
        names = ", ".join(f'#board [data-tile="{square_name(sq)}"], #board .niju-cell[data-square="{square_name(sq)}"]'
                          for sq in squares)
        on_table = [sq for sq in squares if sq in state.tiles()]  # an empty square may be unlit
        assert page.locator(names).count() >= len(on_table), lesson.id
        assert page.evaluate(NOT_IN_BOARD, names) == [], (lesson.id, lang)
        for button in ("[data-view-action=rotate]", "[data-view-action=fit]", "[data-action=undo]",
                       "[data-learn=hint]", "#learn-task"):
            assert page.evaluate(IN_VIEW, button) == [True], (lesson.id, lang, button)
        text = page.evaluate(TEXT_SHOWN)
        assert text["fades"] or not text["scrolls"], (lesson.id, lang, text)
        assert lit_problems(page) == [], (lesson.id, lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_touch_only_device_is_not_told_to_press_r(page: Any, new_context: Any, lang: str) -> None:
    """The page tests' devices are touch-only (a finger, no mouse): the status line and Rotate
    name no key; a device with a mouse and a keyboard still learns that R turns a tile."""
    open_link(page, f"?game=ni-ju&lang={lang}")
    status, rotate = page.inner_text("#status"), page.inner_text("[data-view-action=rotate]")
    assert not re.search(r"\bR\b", status) and "(R)" not in rotate, (status, rotate)
    assert rotate.strip() in ("⟳ Rotate", "⟳ 回転")
    desk = new_context(has_touch=False, viewport={"width": 1366, "height": 1024}).new_page()
    ready(desk, f"?game=ni-ju&lang={lang}")
    assert re.search(r"\bR\b", desk.inner_text("#status")) and "(R)" in desk.inner_text("[data-view-action=rotate]")
