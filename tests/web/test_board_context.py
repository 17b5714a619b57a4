"""Each board served by one interpreter keeps its own language, error report and proxies
(web/board_context.py): what a listener of one board does never lands on another."""

from __future__ import annotations

import asyncio
from typing import Any

from tests import fake_dom
from tests.memory_store import run_async
from web import board_context, dom, i18n, reports, tasks
from web.board_context import BoardContext, serving


class Proxy:
    """A proxy as ``create_proxy`` makes one, that says whether it was freed."""

    def __init__(self) -> None:
        self.destroyed = False

    def destroy(self) -> None:
        self.destroyed = True


def test_a_listener_serves_the_board_that_bound_it_and_reports_there() -> None:
    english, japanese = BoardContext(lang="en"), BoardContext(lang="ja")
    heard: dict[str, list[str]] = {"en": [], "ja": []}
    said: list[tuple[str, str]] = []
    with serving(japanese):
        reports.on_error(lambda err, _redraw: heard["ja"].append(str(err)))

        def tapped() -> None:
            said.append((i18n.lang(), i18n.t("control.undo")))
            raise ValueError("in the Japanese board")

        listener = reports.guard(tapped)
    with serving(english):
        reports.on_error(lambda err, _redraw: heard["en"].append(str(err)))
        listener()  # run while the English board is served: it still serves its own
        assert i18n.lang() == "en"
    with serving(BoardContext(lang="ja")):
        japanese_undo = i18n.t("control.undo")
    assert said == [("ja", japanese_undo)] and japanese_undo != "Undo"
    assert heard == {"en": [], "ja": ["in the Japanese board"]}


def test_a_language_switch_reaches_only_its_boards_listeners() -> None:
    one, two = BoardContext(), BoardContext()
    redrawn: list[str] = []
    with serving(one):
        i18n.on_change(lambda: redrawn.append("one"))
    with serving(two):
        i18n.on_change(lambda: redrawn.append("two"))
        i18n.set_lang("ja")
        assert i18n.lang() == "ja"
    assert redrawn == ["two"]
    with serving(one):
        assert i18n.lang() == "en"


def test_a_task_serves_the_board_that_started_it() -> None:
    board = BoardContext(lang="ja")
    seen: list[str] = []

    async def later() -> None:
        await asyncio.sleep(0)
        seen.append(i18n.lang())

    async def main() -> None:
        with serving(board):
            task = tasks.spawn(later())
        await task

    run_async(main())  # on a loop of its own: the page tests' may be running
    assert seen == ["ja"]


def test_a_board_whose_frame_went_frees_its_proxies_and_no_other(monkeypatch: Any) -> None:
    made: list[Proxy] = []

    def create_proxy(_function: Any) -> Proxy:
        made.append(Proxy())
        return made[-1]

    monkeypatch.setattr(dom, "create_proxy", create_proxy)
    gone, staying = BoardContext(), BoardContext()
    node = fake_dom.document.createElement("button")
    with serving(gone):
        unbind = dom.listen(node, "click", lambda _event: None)
        dom.listen(node, "keydown", lambda _event: None)
    with serving(staying):
        dom.listen(node, "click", lambda _event: None)
    assert board_context.release(gone) == 2
    assert [proxy.destroyed for proxy in made] == [True, True, False]
    unbind()  # a view unbinding after its frame went finds nothing left to free
    assert len(staying.kept) == 1
