"""Lessons in the real page (headless Chromium): every game's sequence completed by taps.

The lessons are ``games.lessons``' (the engine-built fixtures of
``tests/learn_fixtures.py`` until that package is in the tree; see
``tests/learn_page.py``). Each move is tapped on the board like a player
would; the test follows the page contract: ``#app[data-tutorial-step]``,
``data-lesson``, ``data-lesson-done``, ``data-tutorial-done``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.learn_fixtures import GAMES
from tests.learn_page import LESSONS, app, open_page, other_token, tap_token, wait_app
from web.exercise import LessonRun

DESKTOP = {"width": 1024, "height": 768}
PHONE = {"width": 390, "height": 844}


def play_lesson(page: Any, lesson: Any, number: int) -> None:
    """Play every step of the lesson on screen by taps, checking the contract as it goes."""
    wait_app(page, "lesson", lesson.id)
    assert app(page, "tutorial-step") == str(number)
    run = LessonRun(lesson)  # follows the position the page shows
    ply = 0
    for step in lesson.steps:
        token = step.accept[0]
        tap_token(page, run.state, token)
        verdict = run.judge(token)
        ply += len(verdict.plays)
        wait_app(page, "ply", str(ply))
    wait_app(page, "lesson-done", "1")
    if not app(page, "outcome"):  # no result to show: the status points on, invites no move
        last = number == len(LESSONS.lessons(run.state.game.name))
        button = "Play a game" if last else "Next lesson"
        assert page.text_content("#status") == f"Lesson done. Tap “{button}” to go on."


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_of_a_game_completed_by_taps(page: Any, game: str, page_errors: list[str],
                                                  requests_seen: list[str], base_url: str) -> None:
    page.set_viewport_size(DESKTOP)
    lessons = LESSONS.lessons(game)
    assert lessons, f"no lessons for {game}"
    open_page(page, f"?game={game}&tutorial=1")
    wait_app(page, "tutorial-step", "1")
    assert page.text_content("#learn-title") == lessons[0].title.en
    assert page.is_disabled("[data-action=new]") and page.is_disabled("[data-action=undo]")
    # A wrong try first: shown on the board, explained, counted, then taken back.
    first = LessonRun(lessons[0])
    wrong = other_token(first.state, lessons[0].steps[0].accept)
    if wrong is not None:
        tap_token(page, first.state, wrong)
        wait_app(page, "learn-shown", wrong)
        assert page.is_visible("#learn-feedback") and app(page, "learn-tries") == "1"
        assert app(page, "ply") == "0"
        page.locator("[data-learn=again]").tap()
        page.wait_for_function("!document.querySelector('#app').hasAttribute('data-learn-shown')")
    for number, lesson in enumerate(lessons, start=1):
        play_lesson(page, lesson, number)
        if number < len(lessons):
            assert app(page, "tutorial-done") is None
            page.locator("[data-learn=next]").tap()
    wait_app(page, "tutorial-done", "1")
    assert app(page, "tutorial-step") == str(len(lessons))
    assert not page_errors
    assert all(url.startswith(base_url) for url in requests_seen)


def test_hint_undo_progress_and_japanese(page: Any, page_errors: list[str]) -> None:
    lessons = LESSONS.lessons("siam")
    open_page(page, "?game=siam&tutorial=1")
    wait_app(page, "tutorial-step", "1")
    page.locator("[data-learn=hint]").tap()
    assert page.text_content("#learn-feedback") == lessons[0].hint.en
    # One step played, then Undo goes back to the start of the lesson.
    run = LessonRun(lessons[0])
    token = lessons[0].steps[0].accept[0]
    tap_token(page, run.state, token)
    plays = run.judge(token).plays
    wait_app(page, "ply", str(len(plays)))
    assert page.is_enabled("[data-action=undo]")
    page.locator("[data-action=undo]").tap()
    wait_app(page, "ply", "0")
    play_lesson(page, lessons[0], 1)
    # Progress is kept: the tutorial reopens at the first lesson not done.
    open_page(page, "?game=siam&tutorial=1")
    wait_app(page, "tutorial-step", "2")
    # Japanese: the lesson's own Japanese text and the panel's strings.
    page.locator("[data-lang-switch]").tap()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    assert page.text_content("#learn-title") == lessons[1].title.ja
    assert page.text_content("[data-learn=hint]") == "ヒント"
    assert not page_errors


def test_a_lesson_done_points_to_the_next_lesson_and_invites_no_move(page: Any,
                                                                     page_errors: list[str]) -> None:
    """Siam's first lesson ends with the Rhinos to move, but the board takes no tap once the
    goal is reached: the status says the lesson is done and names 「次のレッスン」, and
    a Rhino tapped in anyway plays nothing."""
    page.set_viewport_size(PHONE)
    open_page(page, "?game=siam&tutorial=1&lang=ja")
    wait_app(page, "tutorial-step", "1")
    lesson = LESSONS.lessons("siam")[0]
    tap_token(page, lesson.start(), lesson.steps[0].accept[0])
    wait_app(page, "lesson-done", "1")
    status = "レッスン完了です。「次のレッスン」をタップして進んでください。"
    assert page.text_content("#status") == status
    assert page.is_visible("[data-learn=next]")
    assert page.text_content("[data-learn=next]") == "次のレッスン"
    page.locator('[data-reserve="1"]').tap()
    page.locator('#board rect[data-square="E1"]').tap()
    assert app(page, "ply") == "1" and page.text_content("#status") == status
    page.locator("[data-lang-switch]").tap()
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert page.text_content("#status") == "Lesson done. Tap “Next lesson” to go on."
    assert not page_errors


def test_lessons_are_reached_from_the_home_card_and_the_rules_sections(page: Any) -> None:
    lessons = LESSONS.lessons("siam")
    open_page(page, "")
    page.locator('[data-game-card=siam] [data-learn-link=tutorial]').tap()
    wait_app(page, "tutorial-step", "1")
    page.locator("[data-action=rules]").tap()
    link = page.locator(f'#rules-body [data-learn-topic="{lessons[-1].topic}"]')
    link.wait_for()
    topics = page.eval_on_selector_all("#rules-body [data-learn-topic]",
                                       "els => els.map(e => e.dataset.learnTopic)")
    # One link per taught section, in the rules page's own order.
    assert len(topics) == len(set(topics))
    assert set(topics) == {lesson.topic for lesson in lessons}
    link.tap()
    target = next(lesson for lesson in lessons if lesson.topic == lessons[-1].topic)
    wait_app(page, "lesson", target.id)
    assert page.is_hidden("#rules-dialog")


def test_an_unknown_lesson_is_reported_and_the_sequence_opens(page: Any) -> None:
    open_page(page, "?game=siam&tutorial=1&lesson=nope")
    wait_app(page, "tutorial-step", "1")
    assert "nope" in page.text_content("#message-text")


def test_a_forbidden_move_is_tried_and_refused_with_the_lessons_reason(page: Any,
                                                                       page_errors: list[str]) -> None:
    """The board lights only legal targets, yet a lesson's forbidden move can be tapped: the
    lesson says why it is refused, in the page's language, and nothing is played."""
    page.set_viewport_size(DESKTOP)
    lesson = LESSONS.find("siam", "push-count")
    (token, text), = lesson.steps[0].forbid
    open_page(page, "?game=siam&tutorial=1&lesson=push-count")
    wait_app(page, "lesson", "push-count")
    page.locator('#board rect[data-square="A4"]').tap()
    assert not page.locator('#board [data-target="A3"]').count(), "the forbidden push is not lit"
    page.locator('#board rect[data-square="A3"]').tap()
    wait_app(page, "learn-refused", token)
    assert page.text_content("#learn-feedback") == text.en
    assert app(page, "learn-tries") == "1" and app(page, "ply") == "0"
    page.locator("[data-lang-switch]").tap()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    tap_token(page, lesson.start(), token)
    wait_app(page, "learn-tries", "2")
    assert page.text_content("#learn-feedback") == text.ja
    # Ni-Ju: a tile that may not be lifted answers when tapped.
    movement = LESSONS.find("ni-ju", "movement")
    stuck, why = movement.steps[0].forbid[0]
    open_page(page, "?game=ni-ju&tutorial=1&lesson=movement")
    wait_app(page, "lesson", "movement")
    page.locator(f'#board [data-tile="{stuck.split(">")[0]}"]').tap()
    wait_app(page, "learn-refused", stuck)
    assert page.text_content("#learn-feedback") == why.ja and app(page, "ply") == "0"
    assert not page_errors
