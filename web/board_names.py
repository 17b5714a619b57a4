"""The board's screen-reader names and the keyboard's tab stop, written after the paint.

Naming every target took a third of a tap's Python, and names are not on screen: after a
redraw or a tap the controller asks for them (``request``) and they are written once the
browser has painted (``dom.AfterPaint``); the keyboard asks for them at once (``flush``)
before it moves the focus by them. Until they are written the board is ``aria-busy``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import dom
from .frame import frame_of


class BoardNames:
    def __init__(self, board: Any, access: Callable[[], Any], sync_keys: Callable[[], None]) -> None:
        self.board = board
        self.access = access
        """The names of the view on screen (``web.access``; None before any game)."""
        self.sync_keys = sync_keys
        """The keyboard's tab stop follows the names (``BoardKeys.sync``)."""
        self._soon = dom.AfterPaint(frame_of(board), self._write)

    def request(self) -> None:
        if not self._soon.pending:
            self.board.setAttribute("aria-busy", "true")
            self._soon.request()

    def flush(self) -> None:
        self._soon.flush()

    def _write(self) -> None:
        access = self.access()
        if access is not None:
            access.refresh()
        self.sync_keys()
        self.board.removeAttribute("aria-busy")
