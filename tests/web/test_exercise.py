"""The lesson and puzzle model (``web/exercise.py``) on CPython, against the engine.

Lessons and puzzles come from ``games.lessons`` / ``games.puzzles`` when this
tree has them, else from the engine-built fixtures of ``tests/learn_fixtures.py``
(the model only uses the packages' interface).
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from games import get_game
from tests.learn_fixtures import _module, fixture_lessons, fixture_puzzles
from web import i18n
from web.exercise import (DONE, GO, ILLEGAL, OTHER, LessonRun, Progress, PuzzleRun, first_open, margin_words,
                          mover_margin, refusal)

LESSON_TYPES = _module("games.lessons")
PUZZLE_TYPES = _module("games.puzzles")
LESSONS = fixture_lessons(LESSON_TYPES)
PUZZLES = fixture_puzzles(PUZZLE_TYPES)
is_win = PUZZLE_TYPES.is_win


@pytest.fixture
def japanese() -> Iterator[None]:
    i18n.set_lang("ja")
    yield
    i18n.set_lang("en")


def lesson(game: str, lesson_id: str) -> Any:
    return next(item for item in LESSONS[game] if item.id == lesson_id)


def puzzle(game: str, kind: str) -> Any:
    return next(item for item in PUZZLES[game] if item.kind == kind)


def test_a_lesson_step_goes_on_with_the_reply_then_completes() -> None:
    run = LessonRun(lesson("siam", "enter"))
    first = run.judge("+B1S")
    assert first.kind == GO and first.plays == ("+B1S", "+E1W")
    assert run.step == 1 and not run.complete
    assert run.state == get_game("siam").start().play("+B1S").play("+E1W")
    last = run.judge("B1B2S")
    assert last.kind == DONE and last.plays == ("B1B2S",)
    assert last.text == "siam enter: done"
    assert run.complete and run.tries == 0
    assert run.judge("B2B3S").kind == ILLEGAL  # nothing more to play once done


def test_a_tapped_move_value_is_judged_as_its_token_would_be() -> None:
    siam = get_game("siam")
    by_value, by_token = LessonRun(lesson("siam", "enter")), LessonRun(lesson("siam", "enter"))
    for token in ("+A1E", "+B1S", "B1B2S"):  # another legal move, then the step's two
        assert by_value.judge_move(siam.parse_move(token)) == by_token.judge(token)
    assert by_value.complete and by_value.tries == by_token.tries == 1
    illegal = LessonRun(lesson("siam", "enter"))
    refused = illegal.judge_move(siam.parse_move("B2B3S"))  # no piece there yet
    assert refused.kind == ILLEGAL and refused.token == "B2B3S" and illegal.tries == 1


def test_steps_without_replies_are_played_by_the_same_player() -> None:
    run = LessonRun(lesson("saiju", "two-placements"))
    assert run.judge("pS-c3").plays == ("pS-c3",)
    assert run.judge("yM-e5").kind == DONE


def test_another_legal_move_is_explained_shown_and_counted_but_not_played() -> None:
    item = lesson("siam", "enter")
    run = LessonRun(item)
    start = run.state
    tailored = run.judge("+A1E")
    assert tailored.kind == OTHER and tailored.text.startswith("Fixture: the corner works")
    assert tailored.shown == start.play("+A1E") and tailored.plays == ()
    generic = run.judge("+D1S")
    assert generic.kind == OTHER and generic.text == "siam enter: other"
    assert run.state == start and run.step == 0 and run.tries == 2


def test_an_illegal_try_gets_the_engines_reason_in_the_pages_language(japanese: None) -> None:
    run = LessonRun(lesson("siam", "enter"))
    state = run.state
    reason = state.game.why_illegal(state, get_game("siam").parse_move("C3C4N"))  # the rock is not yours
    verdict = run.judge("C3C4N")
    assert verdict.kind == ILLEGAL and run.tries == 1
    assert reason and reason not in verdict.text  # not the engine's English sentence
    assert verdict.text == "その局面では指せない手です。"
    assert LessonRun(lesson("siam", "enter")).judge("B1B2S").text == "その局面では指せない手です。"
    assert run.judge("nonsense").kind == ILLEGAL and run.tries == 2


def test_a_forbidden_move_the_lesson_teaches_gets_its_words_in_each_language(japanese: None) -> None:
    from games.lessons import find

    item = find("siam", "push-count")
    (token, text), = item.steps[0].forbid
    run = LessonRun(item)
    assert run.forbidden() == (token,)
    verdict = run.judge(token)
    assert verdict.kind == ILLEGAL and verdict.text == text.ja and run.tries == 1
    assert run.state == item.start() and run.step == 0
    i18n.set_lang("en")
    assert run.judge(token).text == text.en and run.tries == 2
    assert run.judge("C3C4N").text.startswith("Not a move here"), "other illegal tries: the engine's"
    assert run.judge("A5A4N").kind == DONE and run.forbidden() == ()


def test_illegal_reasons_in_english_and_legal_moves_have_none() -> None:
    state = get_game("siam").start()
    reason = state.game.why_illegal(state, get_game("siam").parse_move("C3C4N"))
    assert refusal(state, "C3C4N") == f"Not a move here: {reason}."
    assert refusal(state, "+B1S") is None
    assert "Not a move here" in str(refusal(state, "Z9"))


def test_texts_follow_the_language(japanese: None) -> None:
    run = LessonRun(lesson("ni-ju", "pattern"))
    assert run.hint() == "ni-ju pattern：hint（日本語）" and run.hints == 1
    assert run.judge("78@-1,1").text == "ni-ju pattern：done（日本語）"


def test_undo_steps_back_one_step() -> None:
    run = LessonRun(lesson("ni-ju", "place"))
    start = run.state
    run.judge("aa@0,0")
    assert run.step == 1
    assert run.undo() and run.step == 0 and run.state == start
    assert not run.undo()
    run.judge("aa@0,0")
    run.judge("3c@1,-1")
    assert run.complete
    assert run.undo() and not run.complete and run.step == 1


def test_win_in_one_accepts_the_answer_and_refuses_other_moves() -> None:
    item = puzzle("siam", "win-in-1")
    run = PuzzleRun(item, is_win)
    other = next(t for t in run.state.legal_tokens() if t not in item.accept)
    assert run.judge(other).kind == OTHER
    assert run.tries == 1 and "does not win at once" in run.hint() + run.judge(other).text
    assert run.judge(item.answer).kind == DONE and run.complete


def test_win_in_two_plays_the_reply_then_wants_a_winning_move() -> None:
    item = puzzle("siam", "win-in-2")
    run = PuzzleRun(item, is_win)
    wrong = next(t for t in run.state.legal_tokens() if t not in item.accept)
    assert "does not force the win" in run.judge(wrong).text
    first = run.judge(item.answer)
    assert first.kind == GO and first.plays == (item.answer, item.reply)
    assert run.state.to_move == item.to_move
    losing = next(t for t in run.state.legal_tokens() if not is_win(run.state.play(t), item.to_move))
    assert run.judge(losing).text == "That does not win yet. Find the winning move."
    winning = next(t for t in run.state.legal_tokens() if is_win(run.state.play(t), item.to_move))
    assert run.judge(winning).kind == DONE and run.tries == 2


def test_best_move_says_what_a_weaker_move_would_give() -> None:
    item = puzzle("symbol-pallet", "best-move")
    run = PuzzleRun(item, is_win)
    state = run.state
    weaker = next(t for t in state.legal_tokens() if t not in item.accept)
    got = mover_margin(state.play(weaker), item.to_move)
    best = mover_margin(state.play(item.answer), item.to_move)
    assert got is not None and best is not None and got < best
    assert run.judge(weaker).text == (f"A legal move, but not the best: you would be {margin_words(got)}; "
                                      f"the best move leaves you {margin_words(best)}.")
    assert run.judge(item.answer).kind == DONE


@pytest.mark.parametrize("margin, en, ja", [(3, "ahead by 3", "3点リード"), (-3, "behind by 3", "3点負け"),
                                            (0, "level", "同点")])
def test_a_margin_is_said_as_a_player_says_it(margin: int, en: str, ja: str) -> None:
    assert margin_words(margin) == en
    i18n.set_lang("ja")
    try:
        assert margin_words(margin) == ja
    finally:
        i18n.set_lang("en")


def test_progress_round_trips_and_survives_junk() -> None:
    progress = Progress()
    progress.mark_lesson("siam", "enter")
    progress.mark_puzzle("ni-ju", "p-1")
    again = Progress.from_json(progress.to_json())
    assert again.lesson_done("siam", "enter") and again.puzzle_solved("ni-ju", "p-1")
    assert not again.lesson_done("saiju", "enter") and not again.puzzle_solved("ni-ju", "p-2")
    for junk in (None, "", "{", "[1]", '{"lessons": 3}', '{"lessons": {"siam": [1, "a"]}}'):
        read = Progress.from_json(junk)
        assert not read.lesson_done("siam", "enter")
    assert Progress.from_json('{"lessons": {"siam": [1, "a"]}}').lesson_done("siam", "a")


def test_a_sequence_resumes_at_the_first_item_not_done() -> None:
    items = LESSONS["siam"]
    assert first_open(items, lambda i: False) == 0
    assert first_open(items, lambda i: i == "enter") == 1
    assert first_open(items, lambda i: True) == 0
