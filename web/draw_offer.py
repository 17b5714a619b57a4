"""Agree to a draw: the dialog that asks every player, and the draw agreed in the game it
asked about.

The question is asked about the position on screen (``web.questions``): if another game or
another position comes on screen before the players answer, the dialog closes unanswered
and no draw is agreed anywhere (agreeing also drops the moves after the position shown).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import dom
from .page import Page
from .questions import Question


class DrawOffer:
    def __init__(self, page: Page, saved: Callable[[], None]) -> None:
        self.page = page
        self.frame = page.frame
        self.saved = saved
        """Saves the game after the draw (``SavedGames.changed``)."""
        self.dialog = dom.by_id(self.frame, "confirm-draw")
        self.question: Question[None] = page.state.questions.question(lambda: dom.withdraw(self.dialog))
        dom.listen(self.dialog, "close", self.on_closed)

    def offer(self) -> None:
        """"Agree to a draw": ask about the position on screen of a game not over."""
        session = self.page.state.session
        if session is None or session.over:
            return
        self.question.ask(session, None)
        dom.ask(self.dialog)

    def on_closed(self, _event: Any) -> None:
        asked = self.question.answer(self.page.state.session)
        if asked is not None and self.dialog.returnValue == "draw" and not asked.session.over \
                and not asked.session.in_variation:
            asked.session.agree_draw()
            self.page.render()
            self.saved()
