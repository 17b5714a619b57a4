"""A question of the page is answered only for the game and position it asked about
(``web.questions``), and the play flow's questions keep to that (CPython, fake DOM).

"Play a new move here?" answered "Drop them and play" once another game is on screen, or
once the record was moved to another position, plays nothing; the page withdraws it when
it draws another game (its dialog closes with no answer). The same for a move waiting for
*Play it*. A lesson's scripted reply is played only in the exercise it belongs to."""

from __future__ import annotations

import types
from collections.abc import Iterator
from typing import Any

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from games import get_game  # noqa: E402
from games.session import Session  # noqa: E402
from web import i18n  # noqa: E402
from web.page import PageState  # noqa: E402
from web.play_flow import PlayFlow  # noqa: E402
from web.questions import Asked, Question, Questions  # noqa: E402

SIAM = get_game("siam")
NIJU = get_game("ni-ju")


def siam_line(ply: int = 0) -> Session:
    """The Siam line +B1S +E1W, browsed back to ``ply``."""
    session, error = Session.from_tokens(SIAM.new(SIAM.options()), ["+B1S", "+E1W"])
    assert error is None
    session.goto(ply)
    return session


def niju_game() -> Session:
    return Session(NIJU.new(NIJU.options()))


# ----- the questions themselves ------------------------------------------------------------------
def closes() -> tuple[list[str], Any]:
    closed: list[str] = []
    return closed, lambda: closed.append("closed")


def test_an_answer_counts_once_and_only_for_the_position_asked_about() -> None:
    closed, close = closes()
    question: Question[str] = Question(close)
    line = siam_line()
    question.ask(line, "+D1S")
    asked = question.answer(line)
    assert asked is not None and asked.subject == "+D1S" and asked.session is line
    assert question.answer(line) is None  # taken: a second answer finds nothing
    question.ask(line, "+D1S")
    line.goto(1)  # the record moved on under the question
    assert question.answer(line) is None
    question.ask(line, "+D1S")
    assert question.answer(siam_line(1)) is None  # the same line opened again: another game
    question.ask(line, "+D1S")
    assert question.answer(None) is None  # no game on screen
    assert closed == []  # answering closes nothing: the dialog closed itself


def test_a_question_about_the_whole_game_holds_at_any_of_its_positions() -> None:
    question: Question[None] = Question(lambda: None)
    line = siam_line()
    question.ask(line, None, whole_game=True)
    line.goto(2)
    assert question.answer(line) is not None
    question.ask(line, None, whole_game=True)
    assert question.answer(niju_game()) is None


def test_the_page_withdraws_only_the_questions_that_no_longer_hold() -> None:
    questions = Questions()
    closed_position, close_position = closes()
    closed_game, close_game = closes()
    about_position: Question[str] = questions.question(close_position)
    about_game: Question[None] = questions.question(close_game)
    line = siam_line()
    about_position.ask(line, "+D1S")
    about_game.ask(line, None, whole_game=True)
    questions.follow(line)  # drawn again as it was (a language switch): both still hold
    assert (closed_position, closed_game) == ([], [])
    line.goto(1)
    questions.follow(line)
    assert (closed_position, closed_game) == (["closed"], [])
    assert about_position.asked is None and about_game.asked is not None
    questions.follow(None)  # the home page
    assert closed_game == ["closed"] and about_game.asked is None
    questions.follow(niju_game())  # nothing left to withdraw
    assert (closed_position, closed_game) == (["closed"], ["closed"])


# ----- the play flow's questions on a fake page ----------------------------------------------------
class FakeDialog(fake_dom.Element):
    """A ``<dialog>``: shown modal, closed with an answer (the close event at once)."""

    def __init__(self) -> None:
        super().__init__("dialog")
        self.open = False
        self.returnValue = ""

    def showModal(self) -> None:  # noqa: N802 - the DOM's name
        self.open = True

    def close(self, value: str | None = None) -> None:
        if not self.open:
            return
        self.open = False
        if value is not None:
            self.returnValue = value
        self.dispatch("close")


class FakeView:
    def seat_name(self, player: int) -> str:
        return f"seat {player}"


class FakePage:
    """The ``Page`` commands the play flow calls, the moves it commits recorded."""

    def __init__(self, session: Session) -> None:
        self.state = PageState(game=SIAM, session=session, view=FakeView(), browsing=True)  # type: ignore[arg-type]
        self.frame = fake_dom.frame
        self.root = fake_dom.Element("div")
        self.committed: list[list[str]] = []
        self.renders = 0
        self.relayouts = 0

    def commit(self, moves: Any, source: str = "move") -> None:
        self.committed.append([str(move) for move in moves])

    def render(self, animate: bool = False, relayout: bool = False) -> None:
        self.renders += 1
        self.relayouts += relayout
        self.state.questions.follow(self.state.session)  # as web.app.App.render does
        self.state.proposed = None  # as App.render does: a move shown waits no more

    def propose(self, move: Any) -> None:
        session = self.state.session
        assert session is not None
        self.state.proposed = Asked(session, session.current, move)

    def play_on(self) -> None:
        self.state.browsing = False

    def show_preview(self, ply: Any) -> None:
        pass

    def after_view_change(self) -> None:
        pass


def element(element_id: str, node: Any = None) -> Any:
    node = node if node is not None else fake_dom.Element("div")
    document.by_id[element_id] = node
    return node


@pytest.fixture
def flow() -> Iterator[tuple[PlayFlow, FakePage, FakeDialog]]:
    """The play flow on a page showing the Siam line at its start (the later moves kept)."""
    for name in ("play", "view-controls", "view-more", "replay", "moves", "confirm-branch-text",
                 "confirm-move-text"):
        element(name)
    bar = element("confirm-move")
    for answer in ("play", "cancel"):
        button = fake_dom.Element("button")
        button.setAttribute("data-confirm", answer)
        bar.appendChild(button)
    dialog = element("confirm-branch", FakeDialog())
    page = FakePage(siam_line())
    quiet = types.SimpleNamespace(active=False, holds_board=lambda: False, position=lambda: None)
    yield PlayFlow(page, quiet, quiet, quiet, lambda: None), page, dialog  # type: ignore[arg-type]
    document.by_id.clear()


def d1_facing_south() -> Any:
    return SIAM.parse_move("+D1S")


def test_drop_them_and_play_plays_the_move_asked_about(flow: Any) -> None:
    play_flow, page, dialog = flow
    play_flow.play(d1_facing_south())
    assert dialog.open and page.committed == []
    dialog.close("play")
    assert page.committed == [["+D1S"]] and not page.state.browsing


def test_drop_them_and_play_for_a_game_no_longer_on_screen_plays_nothing(flow: Any) -> None:
    play_flow, page, dialog = flow
    play_flow.play(d1_facing_south())
    page.state.session, page.state.game = niju_game(), NIJU  # Back: Ni-Ju is on screen
    dialog.close("play")  # the answer came before the page withdrew the question
    assert page.committed == [] and page.renders == 0


def test_drop_them_and_play_after_the_record_moved_plays_nothing(flow: Any) -> None:
    play_flow, page, dialog = flow
    play_flow.play(d1_facing_south())
    page.state.session.goto(1)  # a host page's goto, an embed's autoplay
    dialog.close("play")
    assert page.committed == []


def test_another_game_drawn_withdraws_the_question(flow: Any) -> None:
    play_flow, page, dialog = flow
    play_flow.play(d1_facing_south())
    page.state.session = niju_game()
    page.render(relayout=True)  # what opening any game does
    assert not dialog.open and dialog.returnValue == "" and play_flow.branch.asked is None
    assert page.committed == []


def test_play_it_for_a_game_no_longer_on_screen_plays_nothing(flow: Any) -> None:
    play_flow, page, _dialog = flow
    page.state.browsing, page.state.confirm_moves = False, True
    play_flow.play(d1_facing_south())
    assert page.state.proposed is not None and page.state.proposed.subject == d1_facing_south()
    page.state.session = niju_game()
    bar = document.by_id["confirm-move"]
    bar.dispatch("click", target=bar.querySelector("[data-confirm=play]"))
    # Nothing played: the position is laid out again, which drops the proposal (the page's own).
    assert page.committed == [] and page.relayouts == 1 and page.state.proposed is None


# ----- a lesson's scripted reply ----------------------------------------------------------------
class FakeLearningPage(FakePage):
    """The ``Page`` commands a lesson or a puzzle calls; its moves played on the session."""

    def commit(self, moves: Any, source: str = "move") -> None:
        super().commit(moves, source)
        assert self.state.session is not None
        for move in moves:
            self.state.session.play_move(move)

    def open_session(self, game: Any, session: Session, browsing: bool = False, solo: bool = False) -> None:
        self.state.game, self.state.session = game, session

    def game_title(self, game: Any) -> str:
        return str(game.name)

    def set_seats(self, *_args: Any) -> list[int]:
        return []

    def set_link(self, link: str) -> None:
        self.state.link = link

    def show_try(self, ply: Any) -> None:
        self.state.on_show = ply.move

    def forget_try(self) -> None:
        self.state.on_show = None

    def refresh_controls(self) -> None:
        pass


@pytest.fixture
def learning(monkeypatch: Any) -> Iterator[tuple[Any, FakeLearningPage]]:
    """The lesson and puzzle panel (``web.learn_ui``) as index.html has it, on a fake page."""
    from web.learn_ui import Learning

    i18n.load_file()
    i18n.set_lang("en")
    monkeypatch.setattr(window, "location", types.SimpleNamespace(search=""), raising=False)
    monkeypatch.setattr(window, "history", types.SimpleNamespace(replaceState=lambda *args: None),
                        raising=False)
    window.timers.clear()  # another test's pending timers are not this one's to run
    panel = element("learn")
    panel.scrollHeight = 0
    for name in ("learn-where", "learn-title", "learn-body", "learn-task", "learn-feedback",
                 "learn-tries", "puzzles-page"):
        element(name)
    for name in ("again", "next", "hint", "leave"):
        button = fake_dom.Element("button")
        button.setAttribute("data-learn", name)
        panel.appendChild(button)
    page = FakeLearningPage(siam_line())
    yield Learning(page), page  # type: ignore[arg-type]
    window.timers.clear()
    document.by_id.clear()


def test_a_lessons_reply_is_not_played_in_the_exercise_opened_after_it(learning: Any) -> None:
    """A lesson's move is played and its scripted reply waits (half a second); the learner goes
    to a puzzle at once and plays its first move there, whose reply waits too. The lesson's
    reply is dropped, and the puzzle's own is played."""
    from web.links import parse_link

    learn, page = learning
    assert learn.open(parse_link("?game=siam&tutorial=1&lesson=rock-off"), SIAM, [])
    learn.try_move(SIAM.parse_move("B3B2N"))  # the lesson's step: its reply D2C2W waits
    assert page.committed == [["B3B2N"]] and learn.busy
    assert learn.open(parse_link("?game=siam&puzzle=siam-w2-001"), SIAM, [])
    puzzle = page.state.session
    learn.try_move(SIAM.parse_move("D3D4S"))  # the puzzle's answer: its reply +A1E waits
    window.run_timers()
    assert puzzle is not None and puzzle.tokens == ["D3D4S", "+A1E"]
    assert page.committed == [["B3B2N"], ["D3D4S"], ["+A1E"]]
