"""Puzzles in the real page (headless Chromium): one per game solved by taps, the puzzles page.

The puzzles are ``games.puzzles``' (engine-built fixtures from
``tests/learn_fixtures.py`` until that package is in the tree; see
``tests/learn_page.py``). The test taps a wrong move first (answered, counted,
taken back), then the answer; for "win in two" the page plays the reply and
the test taps a move after which ``is_win`` holds. The tests share one started page
(``reused_page``) and open each link through the page's routing; the one about the progress the
page keeps has its own (``own_page``).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.learn_fixtures import GAMES
from tests.conftest import open_link
from tests.learn_page import PUZZLES, app, open_page, other_token, tap_token, wait_app
from web.exercise import PuzzleRun

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

PHONE = {"width": 390, "height": 844}


def solve(page: Any, puzzle: Any) -> None:
    """Solve the open puzzle by taps: a wrong try, then the answer (and the win after the reply)."""
    wait_app(page, "puzzle", puzzle.id)
    run = PuzzleRun(puzzle, PUZZLES.is_win)
    wrong = other_token(run.state, puzzle.accept)
    if wrong is not None:
        tap_token(page, run.state, wrong)
        wait_app(page, "learn-shown", wrong)
        assert app(page, "learn-tries") == "1" and app(page, "ply") == "0"
        assert page.text_content("#learn-feedback")
        # The status line tells what the board shows (the try, not played), not whose turn it was.
        status = page.inner_text("#status")
        assert status.startswith("On the board, not played: ") and "to move" not in status, status
        assert status.endswith(". Take it back to try again."), status
        page.locator("[data-learn=again]").tap()
        page.wait_for_function("!document.querySelector('#app').hasAttribute('data-learn-shown')")
        assert "not played" not in page.inner_text("#status")
    tap_token(page, run.state, puzzle.answer)
    verdict = run.judge(puzzle.answer)
    wait_app(page, "ply", str(len(verdict.plays)))
    if puzzle.kind == "win-in-2":
        assert app(page, "puzzle-solved") is None
        state = run.state
        win = next(t for t in state.legal_tokens() if PUZZLES.is_win(state.play(t), puzzle.to_move))
        tap_token(page, state, win)
        wait_app(page, "ply", str(len(verdict.plays) + 1))
    wait_app(page, "puzzle-solved", "1")


@pytest.mark.parametrize("game", GAMES)
def test_a_puzzle_of_each_game_solved_by_taps(page: Any, game: str, page_errors: list[str],
                                             requests_seen: list[str], base_url: str) -> None:
    puzzles = PUZZLES.load(game)
    assert puzzles, f"no puzzles for {game}"
    open_link(page, f"?game={game}&puzzle={puzzles[0].id}")
    assert page.is_disabled("[data-action=new]")
    solve(page, puzzles[0])
    assert page.is_visible("[data-learn=next]")
    assert not page_errors
    assert all(url.startswith(base_url) for url in requests_seen)


def test_a_symbol_pallet_puzzle_shows_the_solvers_hand_without_a_hand_over(page: Any) -> None:
    puzzle = PUZZLES.load("symbol-pallet")[0]
    open_link(page, f"?game=symbol-pallet&puzzle={puzzle.id}")
    wait_app(page, "puzzle", puzzle.id)
    page.wait_for_selector(".sp-tray [data-hand]")
    tray = page.inner_text(".sp-tray")
    assert "Give the device" not in tray and "show my hand" not in tray, tray
    assert page.locator("[data-sp=reveal]").count() == 0


@pytest.mark.own_page  # the progress the page keeps, through a reload
def test_win_in_two_and_the_puzzles_page_keeps_what_is_solved(page: Any) -> None:
    page.set_viewport_size(PHONE)
    game = "siam"
    puzzles = PUZZLES.load(game)
    two = next((p for p in puzzles if p.kind == "win-in-2"), None)
    assert two is not None, "siam has no win-in-2 puzzle"
    open_page(page, "")
    page.locator('[data-game-card=siam] [data-learn-link=puzzles]').tap()
    page.wait_for_function("document.documentElement.dataset.route === 'puzzles'")
    assert page.locator("[data-puzzle-item]").count() == len(puzzles)
    assert page.locator("[data-puzzle-item][data-solved]").count() == 0
    page.locator(f'[data-puzzle-item="{two.id}"]').tap()
    solve(page, two)
    page.locator("[data-learn=leave]").tap()  # back to the list
    page.wait_for_function("document.documentElement.dataset.route === 'puzzles'")
    assert page.get_attribute(f'[data-puzzle-item="{two.id}"]', "data-solved") == "1"
    assert page.locator("[data-puzzle-item][data-solved]").count() == 1
    # Progress survives a reload, and the list reads in Japanese too.
    open_page(page, f"?game={game}&puzzles=1")
    assert page.get_attribute(f'[data-puzzle-item="{two.id}"]', "data-solved") == "1"
    page.locator("[data-lang-switch]").tap()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    assert page.text_content("#puzzles-title") == "シャムのパズル"
    assert "問中1問正解" in page.text_content("#puzzles-count")


def test_an_unknown_puzzle_shows_the_list_with_a_message(page: Any) -> None:
    open_link(page, "?game=ni-ju&puzzle=nope")
    page.wait_for_function("document.documentElement.dataset.route === 'puzzles'")
    assert "nope" in page.text_content("#message-text")
    assert app(page, "puzzle") is None
