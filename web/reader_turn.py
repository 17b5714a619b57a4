"""An interactive embed's reader line: whose turn it is, and Undo for the reader's moves.

A board embedded in a rules page that readers may play on (``embed=1`` without
``interactive=0``) shows under itself one compact row (``#embed-turn``): who is to move, in
the page's language, from the engine's ``to_move`` (how the game ended once it has), and an
Undo button (``[data-embed-undo]``) that takes back the moves the reader played since the
line was brought, never the author's: once the last of them is taken back, the author's
whole line is on the board again. Which moves those are is ``web.reader_moves``' (DOM-free).
A view-only embed never makes one: its row stays hidden.
"""

from __future__ import annotations

from typing import Any, Callable

from games.session import Session

from . import dom
from .export import turn_words
from .outcome_text import outcome_text
from .page import Page
from .reader_moves import ReaderMoves, kept_line, line_at

UndoTarget = Callable[[Session], "int | None"]
"""The ply Undo goes back to as the computer's seats say (``Seating.undo_target``)."""


class ReaderTurn:
    def __init__(self, page: Page, undo_target: UndoTarget) -> None:
        self.page = page
        self.undo_target = undo_target
        self.row = dom.by_id(page.frame, "embed-turn")
        self.words = self.row.querySelector("[data-embed-turn]")
        self.undo = self.row.querySelector("[data-embed-undo]")
        self.reader = ReaderMoves()
        self.line: Session | None = None
        """The author's line as the link (or the host page) brought it, left as it was."""
        self._shown: tuple[str, bool] | None = None
        self.row.hidden = False
        dom.listen(self.undo, "click", self.on_undo)

    def keep_line(self) -> None:
        """The line on the board is the author's (opened, or loaded or played by the host
        page): nothing of the reader's on it."""
        session = self.page.state.session
        self.line = kept_line(session) if session is not None else None
        self.reader = ReaderMoves()

    def moved(self) -> None:
        """The reader (or the computer answering them) has just played a move."""
        session = self.page.state.session
        if session is not None:
            self.reader = self.reader.played(session.cursor - 1)

    def follow(self) -> None:
        """Write the row for the position on screen (after every redraw)."""
        session, view = self.page.state.session, self.page.state.view
        if session is None or view is None:
            return
        outcome = session.outcome()
        text = outcome_text(outcome, view.seat_name) if outcome is not None \
            else turn_words(session.current, view)
        undo = self.reader.count(session.cursor) > 0
        if self._shown != (text, undo):
            self._shown = (text, undo)
            self.words.textContent = text
            self.words.classList.toggle("over", outcome is not None)
            self.undo.hidden = not undo

    def on_undo(self, _event: Any) -> None:
        session = self.page.state.session
        if session is None or self.page.state.proposed is not None:
            return
        target = self.reader.undo_target(session.cursor, self.undo_target(session))
        if target is None:
            return
        game = self.page.state.game
        if self.reader.back_to_line(target) and self.line is not None and game is not None:
            line = line_at(self.line, target)
            self.reader = ReaderMoves()
            # As the link opened it: a move tapped before the line's end asks first.
            self.page.open_session(game, line, browsing=line.cursor < len(line.tokens))
            return
        session.goto(target)
        self.page.play_on()
        self.page.render()
