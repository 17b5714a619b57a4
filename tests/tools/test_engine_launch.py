"""A WebKit session that never opens ends the wait instead of the run (tests/engines/drivers.py)."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from tests.engines.drivers import launch_bounded


class FakeService:
    """A driver process whose kill ends the opening it was hanging in."""

    def __init__(self) -> None:
        self.killed = threading.Event()
        self.process = self

    def kill(self) -> None:
        self.killed.set()


def test_an_opening_that_hangs_is_killed_and_reported_as_none() -> None:
    service = FakeService()

    def hangs() -> Any:
        service.killed.wait()  # as WebKitWebDriver's silence, until its process is killed
        raise ConnectionResetError("the driver is gone")

    assert launch_bounded(hangs, service, 0.05) is None
    assert service.killed.is_set()


def test_an_opening_in_time_gives_its_driver_and_a_failing_one_its_error() -> None:
    service = FakeService()
    assert launch_bounded(lambda: "driver", service, 30) == "driver"

    def refuses() -> Any:
        raise ValueError("no such binary")

    with pytest.raises(ValueError, match="no such binary"):
        launch_bounded(refuses, service, 30)
    assert not service.killed.is_set()
