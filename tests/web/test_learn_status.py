"""The status line while a lesson or a puzzle holds the board (``web/learn_status.py``).

Once a lesson's goal is reached the page takes no tap on the board until the player
goes on; the status must then say so and name the button that goes on, in both
languages, never the turn's prompt ("Rhinos to move — tap an animal …"). Checked
for every lesson of every game, played through with its accepted moves, and for a
puzzle of each game; while the learner is to move, the prompt stays (None here).
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from games import lessons as lesson_data
from games import puzzles as puzzle_data
from games.puzzles import is_win
from tests.learn_fixtures import GAMES
from web import i18n
from web.exercise import LessonRun, PuzzleRun
from web.learn_status import held_status

LESSONS = {game: lesson_data.lessons(game) for game in GAMES}
PUZZLES = {game: puzzle_data.load(game) for game in GAMES}
BUTTONS = {"en": ("Next lesson", "Play a game", "Next puzzle"),
           "ja": ("次のレッスン", "対局する", "次のパズル")}
"""The panel's buttons that go on, as the player reads them (``learn.next``,
``learn.play_game``, ``learn.puzzle.next``)."""


@pytest.fixture(params=["en", "ja"])
def language(request: Any) -> Iterator[str]:
    i18n.set_lang(request.param)
    yield request.param
    i18n.set_lang("en")


def _case(game: str, index: int) -> str:
    return f"{game}-{LESSONS[game][index].id}"


CASES = [(game, index) for game in GAMES for index in range(len(LESSONS[game]))]


@pytest.mark.parametrize(("game", "index"), CASES, ids=[_case(*c) for c in CASES])
def test_a_lesson_done_says_so_and_names_the_button_that_goes_on(game: str, index: int,
                                                                 language: str) -> None:
    lessons = LESSONS[game]
    last = index == len(lessons) - 1
    run = LessonRun(lessons[index])
    for number, step in enumerate(run.lesson.steps):
        # The learner's turn: the board is theirs, the prompt stays.
        assert held_status(run, "tutorial", last, busy=False) is None
        run.judge(step.accept[0])
        if number < len(run.lesson.steps) - 1 and run.lesson.replies:
            assert held_status(run, "tutorial", last, busy=True) == i18n.t("learn.status.replying")
    assert run.complete
    text = held_status(run, "tutorial", last, busy=False)
    if run.state.over:
        assert text is None  # the game's result stands: it invites nothing
        return
    next_lesson, play_game, _ = BUTTONS[language]
    assert text is not None and (play_game if last else next_lesson) in text
    assert text == i18n.t("learn.status.lesson_done", button=play_game if last else next_lesson)


@pytest.mark.parametrize("game", GAMES)
def test_a_puzzle_solved_says_so_and_names_next_puzzle(game: str, language: str) -> None:
    puzzle = PUZZLES[game][0]
    run = PuzzleRun(puzzle, is_win)
    assert held_status(run, "puzzle", False, busy=False) is None
    run.judge(puzzle.accept[0])
    if not run.complete:  # win in two: the reply, then any winning move
        winning = next(move for move in run.state.legal_moves()
                       if is_win(run.state.apply(move), run.mover))
        run.judge(str(winning))
    assert run.complete
    text = held_status(run, "puzzle", False, busy=False)
    assert text is None if run.state.over else BUTTONS[language][2] in (text or "")


def test_no_exercise_no_status_of_its_own() -> None:
    assert held_status(None, None, False, busy=False) is None
