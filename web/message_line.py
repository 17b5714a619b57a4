"""The page's message line: one notice at a time, under the header.

A notice reports what happened that the board does not show: a link that could
not be read in full, a copied link, an error the page recovered from. A
``fleeting`` one goes by itself; one that reports something that can be taken
back offers Undo. Its only state is the notice on show, so it is its own small
part of the page.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import dom
from .frame import frame_of

FLEETING_SECONDS = 6
"""How long a fleeting notice ("Link copied") stays."""


class MessageLine:
    def __init__(self, box: Any) -> None:
        self.box = box
        self.frame = frame_of(box)
        """``#message``: the text, Undo and the dismiss button."""
        self._shown = 0
        """Notices shown so far: a fleeting one goes only if no newer one replaced it."""
        self._undo: Callable[[], None] | None = None
        dom.listen(box, "click", self.on_click)

    def show(self, text: str, info: bool = False, fleeting: bool = False,
             undo: Callable[[], None] | None = None) -> None:
        """Show a notice; a ``fleeting`` one goes away by itself, others stay. With ``undo``,
        the notice offers Undo (what it reports can be taken back)."""
        dom.by_id(self.frame, "message-text").textContent = text
        self.box.className = "message info" if info else "message"
        self.box.hidden = False
        self._undo = undo
        dom.query(self.box, "[data-action=message-undo]").hidden = undo is None
        self._shown += 1
        if fleeting:
            shown = self._shown
            dom.later(self.frame, FLEETING_SECONDS * 1000, lambda: self._expire(shown))

    def _expire(self, shown: int) -> None:
        if shown == self._shown:  # still the same notice: a newer one keeps its own time
            self.hide()

    def hide(self) -> None:
        self.box.hidden = True
        self._undo = None

    def on_click(self, event: Any) -> None:
        action = dom.closest_data(event.target, "action")
        if action == ("action", "message-undo") and self._undo is not None:
            undo = self._undo
            self.hide()
            undo()
        elif action == ("action", "dismiss"):
            self.hide()
