"""The control that unfolds the last-move line where it is clamped (a phone's two lines).

A turn of several actions (Symbol Pallet's three, Saiju's two placements) does not fit the
line's fixed room on a phone, and that room must not grow from move to move (the board
would jump). When the words overflow, a 44 px button beside the line (``#last-move-more``,
``aria-expanded``) unfolds it over what lies below, in place; the board stays put. A new
position folds it again, and shows the button only if the new words overflow.
"""

from __future__ import annotations

from typing import Any

from . import dom


class LastMoveFold:
    def __init__(self, line: Any, button: Any) -> None:
        self.line = line
        self.button = button
        self.row = line.parentNode
        dom.listen(button, "click", self.toggle)
        dom.watch_size(line, lambda _entries: self.measure())

    def toggle(self, _event: Any = None) -> None:
        self.set_open(self.button.getAttribute("aria-expanded") != "true")

    def set_open(self, open_: bool) -> None:
        self.button.setAttribute("aria-expanded", "true" if open_ else "false")
        self.row.classList.toggle("open", open_)

    def written(self) -> None:
        """New words: folded again, the button there only if they overflow."""
        self.set_open(False)
        self.measure()

    def measure(self) -> None:
        if self.button.getAttribute("aria-expanded") == "true":
            return  # unfolded: the words are whole, the button folds them
        hidden = not self.line.textContent or self.line.scrollHeight <= self.line.clientHeight + 1
        if self.button.hidden != hidden:
            self.button.hidden = hidden
