"""The status panel: the page contract, the status line, the scores and the move list.

Drawn from the page state after every redraw (``draw``); nothing here
changes the game. The end-of-game sentence comes from ``web.outcome_text``.
"""

from __future__ import annotations

from typing import Any

from . import dom
from .i18n import t
from .outcome_text import outcome_text
from .page import PageState


class StatusPanel:
    def __init__(self, root: Any, status: Any, scores: Any, moves: Any) -> None:
        self.root = root
        self.status = status
        self.scores = scores
        self.moves = moves
        self._move_items: list[Any] = []
        self._move_shown: list[tuple[str, str]] = []
        """The items' texts and classes mirrored in Python: reading them back through the
        JavaScript bridge cost more than the rest of a redraw."""

    def draw(self, page: PageState) -> None:
        self.contract(page)
        self.status_line(page)
        self.move_list(page)

    def clear(self) -> None:
        """No game on screen: the contract says so."""
        dom.set_attrs(self.root, data_game="", data_ply=0, data_to_move="", data_outcome="")

    def contract(self, page: PageState) -> None:
        """``#app[data-game|ply|to-move|outcome|scores]``, which tests and hosts read."""
        session, game = page.session, page.game
        assert session is not None and game is not None
        state = session.current
        outcome = session.outcome()
        scores = state.scores()
        dom.set_attrs(
            self.root,
            data_game=game.name,
            data_ply=session.cursor,
            data_to_move="" if outcome is not None or state.to_move is None else state.to_move,
            data_outcome=outcome.code() if outcome is not None else "",
            data_scores=",".join(str(s) for s in scores) if scores is not None else None,
        )

    def status_line(self, page: PageState) -> None:
        self.hint_line(page)
        session, view = page.session, page.view
        assert session is not None and view is not None
        state = session.current
        outcome = session.outcome()
        scores = state.scores()
        if scores is None:
            self.scores.hidden = True
        else:
            label = t("scores.final") if outcome is not None else t("scores.so_far")
            parts = [t("scores.seat", seat=view.seat_name(i), score=score) for i, score in enumerate(scores)]
            self.scores.textContent = t("scores.line", label=label, scores=" · ".join(parts))
            self.scores.hidden = False

    def hint_line(self, page: PageState) -> None:
        """Who is to move and what to tap next (after a tap that played nothing, only this)."""
        session, view = page.session, page.view
        assert session is not None and view is not None
        state = session.current
        outcome = session.outcome()
        if outcome is None:
            assert state.to_move is not None
            name = view.seat_name(state.to_move)
            self.show(t("status.to_move", seat=name, hint=view.hint(state)), "status")
        else:
            self.show(outcome_text(outcome, view.seat_name), "status over")

    def show(self, text: str, cls: str) -> None:
        """Write the status line (the computer's "thinking …" comes through here too)."""
        self.status.className = cls
        self.status.textContent = text

    def move_list(self, page: PageState) -> None:
        """Bring the move list up to date, touching only the items that changed."""
        session = page.session
        assert session is not None
        tokens = session.tokens
        items, shown = self._move_items, self._move_shown
        while len(items) > len(tokens):
            items.pop().remove()
            shown.pop()
        for i, token in enumerate(tokens):
            cls = "current" if i + 1 == session.cursor else ("undone" if i + 1 > session.cursor else "")
            if i == len(items):
                items.append(dom.html("li", self.moves, text=token, data_ply=i + 1, class_=cls))
                shown.append((token, cls))
                continue
            if shown[i] != (token, cls):
                if shown[i][0] != token:
                    items[i].textContent = token
                items[i].className = cls
                shown[i] = (token, cls)
        if 0 < session.cursor <= len(items):  # scroll the list only, never the page
            current, box = items[session.cursor - 1], self.moves
            top = current.offsetTop
            if top < box.scrollTop or top > box.scrollTop + box.clientHeight - 24:
                box.scrollTop = top - box.clientHeight // 2
