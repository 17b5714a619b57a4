"""Moving through a record's variations, and deleting one, from the page.

A variation is a line of the session's tree (``games.session``): showing one is
``Session.show`` with its path; the tree, the line shown and the cursor are the session's.
This turns taps, keys and the buttons under the move list into those calls:

* a tap on a move of the list shows its position (``show``);
* ↑ and ↓ show the alternative before or after the move that led to the position shown
  (the other moves given at that fork), at the same ply;
* Shift+← or "Leave variation" goes back to the line the innermost variation left, at
  the position where it left it;
* "Delete variation" removes that variation (``Session.drop_variation``), with an Undo in the
  message line so that a slip loses nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import dom
from .i18n import t
from .page import Page
from .variation_list import path_of


class Variations:
    def __init__(self, page: Page, shown: Callable[[], None], changed: Callable[[], None]) -> None:
        self.page = page
        self.shown = shown
        """Called after another position is shown (an embedding page hears of it)."""
        self.changed = changed
        """Called after the tree changed (the game is saved)."""
        self.bar = dom.by_id(page.frame, "variation-tools")
        if not dom.missing(self.bar):
            dom.listen(self.bar, "click", self.on_click)

    def show(self, path: tuple[int, ...]) -> None:
        """Show the position the move at ``path`` leads to, on the line through it (the line
        shown is kept when the move is on it: → then goes on as before)."""
        session = self.page.state.session
        if session is None:
            return
        if tuple(session.path[:len(path)]) != path:
            session.show(path)
        if len(path) > len(session.tokens):
            return  # a path the tree does not have (a stale tap): nothing is shown
        self.page.step_to(len(path))
        self.shown()

    def show_text(self, text: str) -> None:
        """A tap on a move of a variation (``data-path``)."""
        path = path_of(text)
        if path is not None:
            self.show(path)

    def show_main(self, ply: int) -> None:
        """A tap on a row of the main line: its position, on the main line."""
        self.show((0,) * ply)

    def switch(self, step: int) -> bool:
        """The alternative ``step`` places before or after the move that led to the position
        shown; False where there is none (the key then does what it did)."""
        session = self.page.state.session
        if session is None or session.cursor == 0:
            return False
        fork = session.cursor - 1
        count = 1 + len(session.alternatives.get(fork, ()))
        index = session.path[fork] + step
        if count == 1 or not 0 <= index < count:
            return False
        self.show(session.path[:fork] + (index,))
        return True

    def leave(self) -> bool:
        """Back to the line the innermost variation of the position shown left, at the
        position where it left it; False on the main line."""
        session = self.page.state.session
        if session is None:
            return False
        inside = [ply for ply in session.chosen if ply < session.cursor]
        if not inside:
            return False
        here = max(inside)
        session.show(session.path[:here] + (0,))
        self.page.step_to(here)
        self.shown()
        return True

    def delete(self) -> None:
        """Remove the innermost variation the position shown is in; Undo brings it back."""
        session = self.page.state.session
        if session is None:
            return
        kept = session.snapshot()
        if not session.drop_variation():
            return
        self.page.step_to(session.cursor)
        self.changed()
        self.shown()

        def undo() -> None:
            if self.page.state.session is session:
                session.restore(kept)
                self.page.step_to(session.cursor)
                self.changed()
                self.shown()

        self.page.show_message(t("variation.deleted"), info=True, undo=undo)

    def on_click(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "variation-action")
        if hit is None:
            return
        if hit[1] == "leave":
            self.leave()
        elif hit[1] == "delete":
            self.delete()


def inside_variation(session: Any) -> bool:
    """Whether the position shown is inside a variation (the bar under the list is shown)."""
    return any(ply < session.cursor for ply in session.chosen)
