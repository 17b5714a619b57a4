"""The page's parts work against ``web.page.Page``, not the controller (CPython, fake DOM).

A made-up page records the commands the parts call: the computer opponent
says which buttons it turns off instead of writing them, and embed mode
plays a host's moves through ``Page.commit`` and refuses a bad command
before anything changes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from games import get_game
from games.session import Session
from tests.memory_store import run_async
from web import dom, i18n
from web import reports as web_reports
from web.embed import Embed
from web.host_messages import BadMessage, Command
from web.opponent import Opponent
from web.page import PageState

SIAM = get_game("siam")


class FakePage:
    """The ``Page`` commands, recorded."""

    def __init__(self, session: Session | None = None) -> None:
        self.state = PageState(game=SIAM if session else None, session=session)
        self.frame = fake_dom.frame
        self.root = fake_dom.Element("div")
        self.calls: list[tuple[Any, ...]] = []

    def __getattr__(self, name: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> None:
            self.calls.append((name, *args, *kwargs.values()))
        return record

    def commit(self, moves: Sequence[Any], source: str = "move") -> None:
        self.calls.append(("commit", [str(move) for move in moves], source))


@pytest.fixture
def dialog_box() -> None:
    document.by_id["new-game-options"] = fake_dom.Element("div")


def new_session(tokens: Sequence[str] = ()) -> Session:
    session = Session(SIAM.new(SIAM.options()))
    for token in tokens:
        session.play(token)
    return session


def test_the_computer_turns_off_draw_and_undo_without_writing_a_button(dialog_box: None) -> None:
    page = FakePage(new_session())
    opponent = Opponent(page, lambda text, cls: None)
    assert opponent.control_states(new_session()) == {}  # two people: nothing turned off
    seating, dropped = opponent.set_seats({1: "easy", 5: "easy"}, 2)
    assert dropped == [5] and seating.is_computer(1) and not seating.is_computer(0)
    states = opponent.control_states(new_session())
    assert states == {"undo": True, "draw": True}  # nothing to take back yet; no draw offers
    assert opponent.control_states(new_session(["+B1S", "+E1W"]))["undo"] is False
    assert page.calls == []  # seats and buttons: the controller's to apply


def test_a_computer_that_cannot_start_says_so_once_and_not_as_a_bug(dialog_box: None,
                                                                   monkeypatch: Any) -> None:
    """The worker's start is one task the searches wait for: its failure is said by the search
    that waited, in the computer's words, and does not reach the page's report of bugs too."""
    async def no_worker(self: Opponent) -> None:
        raise RuntimeError("no workers here")

    monkeypatch.setattr(Opponent, "_create_worker", no_worker)
    page = FakePage(new_session())
    page.state.route = "game"
    opponent = Opponent(page, lambda text, cls: None)
    opponent.set_seats({0: "easy"}, 2)  # the computer has the first move

    async def think_and_wait() -> None:
        opponent.update()
        while others := [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]:
            await asyncio.gather(*others)

    reports: list[BaseException] = []
    web_reports.on_error(lambda err, _redraw: reports.append(err))
    try:
        run_async(think_and_wait())
    finally:
        web_reports.on_error(web_reports.log)
        window.timers.clear()  # the warm-up's timer: the search started the worker already
    assert reports == []
    assert page.calls == [("show_message", i18n.t("ai.error.start", error="no workers here"))]
    assert opponent.key is None  # not thinking any more


def test_a_hosts_moves_go_through_the_pages_commit() -> None:
    page = FakePage(new_session())
    embed = Embed(page, lambda _session: None)
    embed.run(Command("play", moves=("+B1S", "+E1W")))
    assert page.calls == [("commit", ["+B1S", "+E1W"], "host")]


def test_a_goto_past_the_record_is_refused_before_anything_changes() -> None:
    session = new_session(["+B1S"])
    page = FakePage(session)
    embed = Embed(page, lambda _session: None)
    with pytest.raises(BadMessage):
        embed.run(Command("goto", ply=3))
    assert session.cursor == 1 and page.calls == []
    embed.run(Command("goto", ply=0))
    assert session.cursor == 0 and page.calls == [("render",)]


def test_no_game_open_is_a_refusal() -> None:
    embed = Embed(FakePage(), lambda _session: None)
    with pytest.raises(BadMessage):
        embed.run(Command("play", moves=("+B1S",)))


def test_a_preference_holds_for_the_visit_where_local_storage_is_refused(monkeypatch: Any) -> None:
    import types


    def refused(*args: Any) -> None:
        raise RuntimeError("SecurityError: Access is denied for this document.")

    monkeypatch.setattr(window, "localStorage", types.SimpleNamespace(getItem=refused, setItem=refused))
    assert dom.load_flag(fake_dom.frame, "abstract-boards.test-flag") is False
    dom.save_flag(fake_dom.frame, "abstract-boards.test-flag", True)
    assert dom.load_flag(fake_dom.frame, "abstract-boards.test-flag") is True
    dom.save_flag(fake_dom.frame, "abstract-boards.test-flag", False)
    assert dom.load_flag(fake_dom.frame, "abstract-boards.test-flag") is False


def test_the_computer_plays_at_the_end_of_the_main_line_not_inside_a_variation(dialog_box: None) -> None:
    """An author's study is looked at: at the end of a variation, with the computer to move,
    no search starts (as at an earlier position of the record); at the main line's end it does."""
    session = new_session(["+B1S", "+E1W"])
    page = FakePage(session)
    page.state.route = "game"
    opponent = Opponent(page, lambda text, cls: None)
    opponent.set_seats({0: "easy"}, 2)
    session.goto(1)
    session.add_variation(SIAM.parse_move("+E5W"))
    assert session.in_variation and session.cursor == len(session.tokens) == 2
    assert session.current.to_move == 0
    assert opponent._wanted() is None
    session.show((0, 0))
    assert opponent._wanted() is not None
