"""The cross-engine pages' waiting helpers (tests/engines/drivers.py), on a scripted page:
a ready wait that runs out says how far the page got."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engines import drivers


class ScriptedPage(drivers.PageBase):
    """A page whose ``eval`` answers from a table: the wait never sees ready."""

    engine = "scripted"

    left_behind = False

    def eval(self, source: str, *args: Any) -> Any:
        if source == drivers.WAIT_SOURCE:
            raise RuntimeError("script timed out")
        if source == drivers.START_STATE:
            return {"href": "http://127.0.0.1/?game=siam", "html": {"pyStart": "plain"},
                    "body": {"ready": "0"}, "leftBehind": self.left_behind}
        raise AssertionError(f"unexpected script {source!r}")


def test_a_ready_wait_that_runs_out_reports_the_pages_address_and_start_marks() -> None:
    page = ScriptedPage()
    with pytest.raises(AssertionError) as failure:
        page.wait_ready(timeout=0.05)
    message = str(failure.value)
    assert "timed out waiting for" in message
    assert "http://127.0.0.1/?game=siam" in message and "'pyStart': 'plain'" in message


def test_the_ready_wait_reports_a_page_that_cannot_answer() -> None:
    class Silent(ScriptedPage):
        def eval(self, source: str, *args: Any) -> Any:
            if source == drivers.START_STATE:
                raise RuntimeError("no such window")
            return super().eval(source, *args)

    with pytest.raises(AssertionError, match="the page did not answer: RuntimeError"):
        Silent().wait_ready(timeout=0.05)


class StuckOnce(ScriptedPage):
    """A WebKit-like page whose first start never brings Pyodide up; loaded again, it is ready."""

    reloads_a_stuck_start = True

    def __init__(self, stuck_twice: bool = False) -> None:
        self.loads = 1
        self.stuck_twice = stuck_twice

    def reload(self) -> None:
        self.loads += 1

    def eval(self, source: str, *args: Any) -> Any:
        if source == drivers.WAIT_SOURCE and (self.loads > 1 and not self.stuck_twice):
            return True
        return super().eval(source, *args)


def test_a_start_stuck_in_pyodides_start_is_loaded_once_more_and_reported(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(drivers, "STUCK_START_S", 0.05)
    monkeypatch.setattr(drivers, "STUCK_STARTS", [])
    page = StuckOnce()
    page.wait_ready(timeout=1.0)
    assert page.loads == 2
    assert drivers.STUCK_STARTS == [{"engine": "scripted", "page": {
        "href": "http://127.0.0.1/?game=siam", "html": {"pyStart": "plain"}, "body": {"ready": "0"},
        "leftBehind": False}}]


def test_a_start_stuck_again_fails_and_one_that_reloads_nothing_is_not_reloaded(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(drivers, "STUCK_START_S", 0.05)
    monkeypatch.setattr(drivers, "STUCK_STARTS", [])
    twice = StuckOnce(stuck_twice=True)
    with pytest.raises(AssertionError, match="timed out waiting for"):
        twice.wait_ready(timeout=0.3)
    assert twice.loads == 2  # once more, not again and again
    firefox_like = StuckOnce()
    firefox_like.reloads_a_stuck_start = False
    with pytest.raises(AssertionError, match="timed out waiting for"):
        firefox_like.wait_ready(timeout=0.3)
    assert firefox_like.loads == 1


class ScriptedDriver:
    """WebDriver as ``WebKitPage.click`` uses it: scripts answered from the page's counts of
    presses and clicks, and actions that fail the first ``fails`` times, having reached the page
    or not (``reached``)."""

    def __init__(self, fails: int, reached: bool) -> None:
        self.fails, self.reached = fails, reached
        self.seen = [0, 0]
        self.performed = 0
        self.cleared = 0

    def execute_async_script(self, script: str, args: list[Any]) -> Any:
        if drivers.PRESSES_SEEN in script:
            return {"ok": list(self.seen)}
        return {"ok": [10, 20]}  # the element's centre

    def execute(self, command: str, params: Any = None) -> Any:
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.remote.command import Command

        if command == Command.W3C_CLEAR_ACTIONS:
            self.cleared += 1
            return {"value": None}
        assert command == Command.W3C_ACTIONS
        self.performed += 1
        if self.fails:
            self.fails -= 1
            if self.reached:
                self.seen[0] += 1
            raise WebDriverException("")
        self.seen = [self.seen[0] + 1, self.seen[1] + 1]
        return {"value": None}


def test_a_webkit_click_the_page_never_received_is_sent_once_more_and_reported() -> None:
    driver = ScriptedDriver(fails=1, reached=False)
    drivers.LOST_CLICKS.clear()
    drivers.WebKitPage(driver).click("[data-action=redo]")
    assert (driver.performed, driver.cleared, driver.seen) == (2, 1, [1, 1])
    assert drivers.LOST_CLICKS == ["[data-action=redo]: WebDriverException"]
    drivers.LOST_CLICKS.clear()


def test_a_webkit_click_that_reached_the_page_in_part_or_fails_again_fails_the_test() -> None:
    from selenium.common.exceptions import WebDriverException

    partly = ScriptedDriver(fails=1, reached=True)
    with pytest.raises(WebDriverException):
        drivers.WebKitPage(partly).click("[data-action=redo]")
    assert partly.performed == 1 and drivers.LOST_CLICKS == []
    twice = ScriptedDriver(fails=2, reached=False)
    with pytest.raises(WebDriverException):
        drivers.WebKitPage(twice).click("[data-action=redo]")
    assert twice.performed == 2
    drivers.LOST_CLICKS.clear()
