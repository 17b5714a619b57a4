"""Telling this site's other tabs that the saved games changed, and hearing them.

A ``BroadcastChannel`` carries the news; where there is none (or it
throws), a bumped ``localStorage`` value does, which other tabs hear as the
``storage`` event. Both are optional: with neither, a tab's list of saved
games is simply as fresh as its last look.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


from . import dom
from .frame import Frame

CHANNEL = "abstract-boards-saves"
CHANGED_KEY = "abstract-boards.saves-changed"
"""The ``localStorage`` value bumped when there is no BroadcastChannel."""


class OtherTabs:
    """Made closed: a page opens the channel when it first tells (``tell``) or starts to
    hear (``listen``). An embedded board does neither, and makes no channel: it keeps no
    saved games, and a rules page may start many boards at once."""

    def __init__(self, frame: Frame, heard: Callable[[], None]) -> None:
        self.frame = frame
        self.heard = dom.Soon(self.frame, heard)
        """Run once after news from another tab (a burst of news, one run)."""
        self.channel: Any = None
        self.refused = False
        """No BroadcastChannel here, or it threw: the ``storage`` event carries the news."""
        self.listening = False

    def _open(self) -> Any:
        if self.channel is None and not self.refused:
            try:
                self.channel = self.frame.window.BroadcastChannel.new(CHANNEL)
            except Exception:  # noqa: BLE001 - no BroadcastChannel here (or it refused): storage event
                self.refused = True
        return self.channel

    def listen(self) -> None:
        """Hear the other tabs from now on (a page that lists the saved games)."""
        if self.listening:
            return
        self.listening = True
        channel = self._open()
        if channel is not None:
            try:
                dom.listen(channel, "message", self.on_message)
            except Exception:  # noqa: BLE001 - a broken channel: the storage event is enough
                self.channel, self.refused = None, True
        try:
            dom.listen(self.frame.window, "storage", self.on_storage)
        except Exception:  # noqa: BLE001 - no storage events either: the list refreshes on its own
            pass

    def tell(self) -> None:
        """The saved games changed in this tab."""
        if self._open() is not None:
            try:
                self.channel.postMessage("changed")
                return
            except Exception:  # noqa: BLE001 - a closed or broken channel: try the other way
                self.channel, self.refused = None, True
        try:
            self.frame.window.localStorage.setItem(CHANGED_KEY, str(self.frame.window.Date.now()))
        except Exception:  # noqa: BLE001 - storage refused: the other tabs look again later
            pass

    def on_message(self, _event: Any) -> None:
        self.heard.request()

    def on_storage(self, event: Any) -> None:
        if getattr(event, "key", None) == CHANGED_KEY:
            self.heard.request()
