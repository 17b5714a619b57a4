"""What of the Ni-Ju table the page shows (``web.models.niju_view``), on CPython: the tray that
stays whole on a phone, the page's window (no lit square cut past its centre, the last move or
the winning pattern in view) and the pan that follows a move after the player's own pan."""

from __future__ import annotations

import itertools

from games import get_game, replay_or_raise
from games.diagram.niju import CELL, fitted_box
from games.niju.samples import quiet_placement
from web.models.niju_view import (
    aligned,
    cuts_ok,
    focus_squares,
    followed,
    open_tray,
    page_window,
    shows,
    squares_box,
)

NIJU = get_game("ni-ju")
WIN_LINE = ["aa@0,0", "17@1,0", "3c@1,-1", "1b@-1,0", "2d@-1,-1", "39@0,1", "95@1,1",
            "a5@0,-1", "78@-1,1"]


def centres_cut_off(window: tuple[float, float, float, float]) -> list[tuple[int, int]]:
    """Squares the window shows a part of whose centre is outside it (written as the page
    writes a viewBox, to a tenth of a unit)."""
    x, y, w, h = (float(f"{v:.1f}") for v in window)
    cut = []
    for sx in range(int(x // CELL) - 1, int((x + w) // CELL) + 2):
        for sy in range(int(y // CELL) - 1, int((y + h) // CELL) + 2):
            # The lit outline is 6 units inside the square (games.diagram.niju.cell_box).
            left, top, right, bottom = sx * CELL + 6, sy * CELL + 6, sx * CELL + 94, sy * CELL + 94
            # An outline touching the edge counts: laid out to a fraction of a pixel, it may show.
            seen = left <= x + w and right >= x and top <= y + h and bottom >= y
            cx, cy = sx * CELL + CELL / 2, sy * CELL + CELL / 2
            if seen and not (x < cx < x + w and y < cy < y + h):
                cut.append((sx, sy))
    return cut


def test_the_person_to_move_keeps_their_tray_whole_and_the_computers_turn_keeps_the_persons() -> None:
    assert open_tray(0, (), 0) == 0
    assert open_tray(1, (), 0) == 1  # two people, one device: whoever taps next
    assert open_tray(1, (1,), 0) == 0  # the computer thinks: the person's own tray stays
    assert open_tray(0, (0,), 1) == 1
    assert open_tray(None, (1,), 0) is None  # the end: both fold, the table takes the room


def test_no_window_the_page_picks_cuts_a_square_past_its_centre() -> None:
    # A table much bigger than fits, every size of window a board of 200–500 px allows, centred
    # anywhere within a square or two: the page's window never shows part of a square whose
    # centre is out of view (a finger aiming at it would land beside the board).
    whole = (-1012.0, -1012.0, 2024.0, 2024.0)
    for most, dx, dy in itertools.product(range(300, 1000, 7), range(0, 200, 9), range(0, 200, 13)):
        keep = (dx - 25.0, dy - 25.0, 150.0, 150.0)
        window = page_window(whole, float(most), keep)
        assert window[2] <= most and window[2] >= most - 0.1 * CELL, (most, window)
        assert not centres_cut_off(window), (most, dx, dy, window)
        assert shows(window, keep), (most, keep, window)


def test_a_window_moved_to_the_grid_moves_less_than_a_square() -> None:
    for x, side in itertools.product(range(-300, 300, 11), range(300, 900, 17)):
        window = aligned((float(x), float(x), float(side), float(side)))
        assert cuts_ok(window[0], window[2]) and cuts_ok(window[1], window[2])
        assert abs(window[0] + window[2] / 2 - (x + side / 2)) < CELL, (x, side, window)


def test_a_move_out_of_the_players_view_is_brought_whole_into_it_at_their_zoom() -> None:
    window = (1000.0, 1000.0, 400.0, 400.0)  # panned far from the tiles
    last = squares_box([(2, -1)], pad=25)
    assert last is not None
    moved = followed(window, last)
    assert moved is not None and shows(moved, last) and moved[2] == 400.0
    assert not centres_cut_off(moved)
    assert followed(moved, last) is None  # in view: the player's window stays where it is


def test_the_square_of_a_move_on_a_table_seen_from_the_other_side() -> None:
    assert squares_box([(2, -1)]) == (200, -100, 100, 100)
    assert squares_box([(2, -1)], flipped=True) == (-300, 0, 100, 100)
    assert squares_box([(0, 0), (1, 1)], pad=10) == (-10, -10, 220, 220)
    assert squares_box([]) is None


def test_the_winning_pattern_is_shown_whole_at_the_page_zoom_and_after_a_pan() -> None:
    final = replay_or_raise(NIJU.start(), WIN_LINE)
    won = final.winning_tile()
    assert won is not None
    pattern = squares_box([won[0], *won[1]], pad=12)
    assert pattern is not None
    whole = fitted_box(final)
    for most in (350.0, 420.0):
        assert shows(page_window(whole, most, pattern), pattern)
    # Targets of 44 px would leave room for less than the pattern: the game is over, nothing is
    # left to place, and the window grows to hold it.
    assert not shows(page_window(whole, 300.0, pattern), pattern)
    assert shows(page_window(whole, 300.0, pattern, whole_keep=True), pattern)
    moved = followed((-1500.0, 600.0, 360.0, 360.0), pattern)
    assert moved is not None and shows(moved, pattern)
    moved = followed((-1500.0, 600.0, 300.0, 300.0), pattern, whole_keep=True)
    assert moved is not None and shows(moved, pattern)  # (nothing is lit at the end)


def test_a_table_that_fits_is_shown_whole_as_it_is() -> None:
    state = replay_or_raise(NIJU.start(), quiet_placement(7)[:10])
    whole = fitted_box(state)
    assert page_window(whole, whole[2] + 1, None) == whole


LESSON_BOARD_PX = 200
"""A phone's smallest board in a Ni-Ju lesson (``--board-min`` in web/css/ni-ju.css)."""


def test_a_lesson_step_keeps_the_squares_its_move_is_about_whole_on_a_phone() -> None:
    """Each Ni-Ju lesson opens with a window around what its first step is about (the pattern
    its answer completes, or the squares the answer uses), whole, with 44 px targets, on the
    smallest board a phone's lesson leaves, and no square cut past its centre. Without the
    focus the window sits on the table's middle, which on the bigger tables of the last
    lessons misses the squares their step is about."""
    from games.lessons import lessons
    from web.exercise import LessonRun
    from web.views.pan_zoom import tappable_box

    for lesson in lessons("ni-ju"):
        run = LessonRun(lesson)
        state = run.state
        moves = [state.game.parse_move(token) for token in run.focus()]
        assert moves == [state.game.parse_move(lesson.steps[0].accept[0])]
        squares = focus_squares(state, moves)
        after = state.apply(moves[0])
        if after.winning_tile() is not None:  # the pattern the answer completes
            won = after.winning_tile()
            assert set(squares) == {won[0], *won[1]}, lesson.id
        keep = squares_box(squares)
        assert keep is not None
        whole = fitted_box(state, False)
        most = tappable_box(whole, float(CELL - 12), LESSON_BOARD_PX)[2]
        window = page_window(whole, most, keep)
        assert shows(window, keep), (lesson.id, window, keep)
        assert centres_cut_off(window) == [], lesson.id
        if lesson.id in ("movement", "placement-only"):  # big tables: their middle misses it
            assert not shows(page_window(whole, most, None), keep)


def test_a_focus_the_position_shown_cannot_play_is_about_nothing() -> None:
    """The board may show another position than the step's (a wrong try on show, the learner's
    move before the reply): the step's move is then illegal there and keeps nothing in sight,
    where applying it raised and the page reported an error."""
    state = NIJU.start()
    move = state.legal_moves()[0]
    after = state.apply(move)
    assert not after.is_legal(move)
    assert focus_squares(after, [move]) == []
    assert focus_squares(state, [move]) == [move.target]
