"""Every listener and timer the page binds through ``web.dom`` is guarded once: an error goes
to the page's report (its message, the game kept) and the next event is answered again."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from web import dom  # noqa: E402 - after the fake DOM


@pytest.fixture
def reports() -> Iterator[list[BaseException]]:
    window.timers.clear()  # another module's pending timers are not this test's to run
    heard: list[BaseException] = []
    dom.on_error(heard.append)
    yield heard
    dom.on_error(dom._log)


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


def test_a_report_that_fails_too_still_lets_the_page_go_on() -> None:
    def broken(_err: BaseException) -> None:
        raise RuntimeError("the report itself")

    dom.on_error(broken)
    try:
        button = document.createElement("button")
        dom.listen(button, "click", lambda _event: 1 / 0)
        button.dispatch("click")  # nothing raised here
    finally:
        dom.on_error(dom._log)
