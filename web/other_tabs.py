"""Telling this site's other tabs that the saved games changed, and hearing them.

A ``BroadcastChannel`` carries the news; where there is none (or it
throws), a bumped ``localStorage`` value does, which other tabs hear as the
``storage`` event. Both are optional: with neither, a tab's list of saved
games is simply as fresh as its last look.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from web.browser import window

from . import dom

CHANNEL = "abstract-boards-saves"
CHANGED_KEY = "abstract-boards.saves-changed"
"""The ``localStorage`` value bumped when there is no BroadcastChannel."""


class OtherTabs:
    def __init__(self, heard: Callable[[], None]) -> None:
        self.heard = dom.Soon(heard)
        """Run once after news from another tab (a burst of news, one run)."""
        self.channel: Any = None
        try:
            self.channel = window.BroadcastChannel.new(CHANNEL)
            dom.listen(self.channel, "message", self.on_message)
        except Exception:  # noqa: BLE001 - no BroadcastChannel here (or it refused): storage event
            self.channel = None
        try:
            dom.listen(window, "storage", self.on_storage)
        except Exception:  # noqa: BLE001 - no storage events either: the list refreshes on its own
            pass

    def tell(self) -> None:
        """The saved games changed in this tab."""
        if self.channel is not None:
            try:
                self.channel.postMessage("changed")
                return
            except Exception:  # noqa: BLE001 - a closed or broken channel: try the other way
                self.channel = None
        try:
            window.localStorage.setItem(CHANGED_KEY, str(window.Date.now()))
        except Exception:  # noqa: BLE001 - storage refused: the other tabs look again later
            pass

    def on_message(self, _event: Any) -> None:
        self.heard.request()

    def on_storage(self, event: Any) -> None:
        if getattr(event, "key", None) == CHANGED_KEY:
            self.heard.request()
