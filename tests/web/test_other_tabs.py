"""The saved games' news between tabs: a page hears the other tabs, an embedded board stays out.

On the fake DOM (tests/fake_dom.py) with a made-up ``BroadcastChannel``: the
channel is made when the page first tells or starts to hear, never before, so
an embedded board (which does neither) costs the rules page nothing.
"""

from __future__ import annotations

import types
from typing import Any

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from web.other_tabs import CHANGED_KEY, OtherTabs  # noqa: E402


class Channel:
    made: list[Channel] = []

    def __init__(self, name: str) -> None:
        self.name = name
        self.posted: list[str] = []
        self.listeners: dict[str, list[Any]] = {}
        Channel.made.append(self)

    def postMessage(self, message: str) -> None:  # noqa: N802
        self.posted.append(message)

    def addEventListener(self, event: str, handler: Any, *_: Any) -> None:  # noqa: N802
        self.listeners.setdefault(event, []).append(handler)


@pytest.fixture
def channels(monkeypatch: pytest.MonkeyPatch) -> list[Channel]:
    Channel.made = []
    monkeypatch.setattr(window, "BroadcastChannel", types.SimpleNamespace(new=Channel), raising=False)
    return Channel.made


def test_no_channel_is_made_until_the_page_tells_or_hears(channels: list[Channel]) -> None:
    heard: list[int] = []
    tabs = OtherTabs(fake_dom.frame, lambda: heard.append(1))
    assert channels == []  # an embedded board stops here
    tabs.listen()
    tabs.listen()  # once is enough
    assert len(channels) == 1 and len(channels[0].listeners["message"]) == 1
    channels[0].listeners["message"][0](types.SimpleNamespace(data="changed"))
    window.run_timers()
    assert heard == [1]
    tabs.tell()
    assert channels[0].posted == ["changed"] and len(channels) == 1


def test_telling_opens_the_channel_without_hearing(channels: list[Channel]) -> None:
    tabs = OtherTabs(fake_dom.frame, lambda: None)
    tabs.tell()
    assert len(channels) == 1 and channels[0].posted == ["changed"] and channels[0].listeners == {}


def test_without_a_channel_the_news_goes_through_local_storage(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(_name: str) -> Any:
        raise RuntimeError("SecurityError")

    written: dict[str, str] = {}
    monkeypatch.setattr(window, "BroadcastChannel", types.SimpleNamespace(new=refused), raising=False)
    monkeypatch.setattr(window, "Date", types.SimpleNamespace(now=lambda: 5.0), raising=False)
    monkeypatch.setattr(window, "localStorage", types.SimpleNamespace(
        setItem=written.__setitem__, getItem=written.get))
    heard: list[int] = []
    tabs = OtherTabs(fake_dom.frame, lambda: heard.append(1))
    tabs.listen()
    tabs.tell()
    assert written == {CHANGED_KEY: "5.0"}
    storage = window.listeners["storage"][-1]
    storage(types.SimpleNamespace(key="another key"))
    storage(types.SimpleNamespace(key=CHANGED_KEY))
    window.run_timers()
    assert heard == [1]
