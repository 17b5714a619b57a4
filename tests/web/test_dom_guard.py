"""Every listener, timer and task the page starts through ``web.dom`` is guarded once: an error
goes to the page's report (its message, the game kept) and the next event is answered again."""

from __future__ import annotations

import asyncio
import gc
import inspect
import traceback
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

from tests import fake_dom
from tests.memory_store import run_async

document, window = fake_dom.install()

from web import dom, tasks  # noqa: E402 - after the fake DOM
from web import reports as web_reports  # noqa: E402


@pytest.fixture
def reports() -> Iterator[list[BaseException]]:
    window.timers.clear()  # another module's pending timers are not this test's to run
    heard: list[BaseException] = []
    web_reports.on_error(lambda err, _redraw: heard.append(err))
    yield heard
    web_reports.on_error(web_reports.log)


def test_a_listener_that_raises_is_reported_and_keeps_listening(reports: list[BaseException]) -> None:
    button = document.createElement("button")
    taps: list[str] = []

    def on_tap(event: object) -> None:
        taps.append("tap")
        if len(taps) == 1:
            raise ValueError("a bug in a handler")

    unbind = dom.listen(button, "click", on_tap)
    button.dispatch("click")  # no error escapes into the browser
    button.dispatch("click")
    assert taps == ["tap", "tap"] and [str(err) for err in reports] == ["a bug in a handler"]
    unbind()
    button.dispatch("click")
    assert taps == ["tap", "tap"]


def test_timers_and_soon_actions_are_reported_too(reports: list[BaseException]) -> None:
    def boom() -> None:
        raise KeyError("timer")

    dom.later(fake_dom.frame, 10, boom)
    dom.Soon(fake_dom.frame, boom).request()
    window.run_timers()
    assert [type(err) for err in reports] == [KeyError, KeyError]


def test_an_error_of_the_work_a_redraw_asks_for_is_reported_without_a_redraw() -> None:
    """A redraw asks for the address to be synced soon (``Soon``); were its error answered by a
    redraw, the redraw would ask again and fail again: an endless loop of reports. A listener's
    error is answered by drawing the last good state again."""
    heard: list[tuple[str, bool]] = []
    web_reports.on_error(lambda err, redraw: heard.append((str(err), redraw)))
    try:
        def sync() -> None:
            raise UnicodeEncodeError("utf-8", "\ud83d", 0, 1, "surrogates not allowed")

        dom.Soon(fake_dom.frame, sync).request()
        dom.BeforePaint(fake_dom.frame, sync).request()
        window.run_timers()
        button = document.createElement("button")
        dom.listen(button, "click", lambda _event: 1 / 0)
        button.dispatch("click")
    finally:
        web_reports.on_error(web_reports.log)
    assert [redraw for _text, redraw in heard] == [False, False, True]
    assert heard[-1] == ("division by zero", True)


def test_a_report_that_fails_too_still_lets_the_page_go_on() -> None:
    def broken(_err: BaseException, _redraw: bool) -> None:
        raise RuntimeError("the report itself")

    web_reports.on_error(broken)
    try:
        button = document.createElement("button")
        dom.listen(button, "click", lambda _event: 1 / 0)
        button.dispatch("click")  # nothing raised here
    finally:
        web_reports.on_error(web_reports.log)


def test_an_error_in_a_task_is_reported_once_with_its_traceback() -> None:
    told: list[tuple[BaseException, str]] = []
    web_reports.on_error(lambda err, _redraw: told.append((err, traceback.format_exc())))

    async def save() -> None:
        await asyncio.sleep(0)
        raise ValueError("a bug in a task")

    async def start_and_wait() -> Any:
        task = tasks.spawn(save())
        return await task, await task  # a task awaited twice still tells its error once

    try:
        assert run_async(start_and_wait()) == (None, None)  # awaiting it raises nothing
    finally:
        web_reports.on_error(web_reports.log)
    assert [str(err) for err, _ in told] == ["a bug in a task"]
    assert 'in save\n    raise ValueError("a bug in a task")' in told[0][1]  # as a listener's is logged


def test_a_task_that_ends_well_gives_its_result(reports: list[BaseException]) -> None:
    async def answer() -> int:
        await asyncio.sleep(0)
        return 42

    async def start_and_wait() -> Any:
        return await tasks.spawn(answer())

    assert run_async(start_and_wait()) == 42 and reports == []


def test_a_cancelled_task_reports_nothing(reports: list[BaseException]) -> None:
    began: list[str] = []

    async def forever() -> None:
        began.append("began")
        await asyncio.get_running_loop().create_future()

    async def cancel_both() -> tuple[Any, ...]:
        waiting, unstarted = tasks.spawn(forever()), tasks.spawn(forever())
        unstarted.cancel()  # before it ever ran
        await asyncio.sleep(0)
        waiting.cancel()  # while it waits
        done = await asyncio.gather(waiting, unstarted, return_exceptions=True)
        return tuple(type(result) for result in done)

    assert run_async(cancel_both()) == (asyncio.CancelledError, asyncio.CancelledError)
    assert began == ["began"] and reports == []


def test_a_task_never_begun_is_closed_quietly(reports: list[BaseException]) -> None:
    """Its coroutine is closed, so that nothing warns later that it was never awaited."""
    async def work() -> None:
        pass

    async def cancel_at_once() -> Any:
        coroutine = work()
        task = tasks.spawn(coroutine)
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        return inspect.getcoroutinestate(coroutine)

    assert run_async(cancel_at_once()) == inspect.CORO_CLOSED and reports == []


def test_a_task_nobody_holds_is_kept_until_it_ends(reports: list[BaseException]) -> None:
    """The event loop holds its tasks only weakly: a task waiting for a future that only it
    holds would be collected mid-flight, and never finish, unless ``spawn`` keeps it."""
    steps: list[str] = []
    waited: list[weakref.ref[asyncio.Future[None]]] = []

    async def wait_for_an_answer() -> None:
        answer = asyncio.get_running_loop().create_future()
        waited.append(weakref.ref(answer))
        steps.append("asked")
        await answer
        steps.append("answered")

    async def start_forget_and_answer() -> weakref.ref[Any]:
        task = weakref.ref(tasks.spawn(wait_for_an_answer()))
        await asyncio.sleep(0)
        gc.collect()
        answer = waited[0]()
        assert answer is not None and task() is not None, "the waiting task was collected"
        answer.set_result(None)
        del answer
        await asyncio.sleep(0)
        return task

    task = run_async(start_forget_and_answer())
    gc.collect()
    assert steps == ["asked", "answered"] and reports == []
    assert task() is None  # let go of once it ended
