"""The status panel: the page contract, the status line, the scores and the move list.

Drawn from the page state after every redraw (``draw``); nothing here
changes the game. The end-of-game sentence comes from ``web.outcome_text``.
"""

from __future__ import annotations

from typing import Any

from . import dom
from .i18n import lang, t
from .move_words import move_words
from .outcome_text import outcome_text
from .page import PageState


class StatusPanel:
    def __init__(self, root: Any, status: Any, scores: Any, moves: Any, again: Any = None,
                 seating: Any = None) -> None:
        self.root = root
        self.seating = seating
        """The line that says which seats the computer plays (hidden when people play all)."""
        self._seating_text = ""
        self.status = status
        self.again = again
        """The box of the Play again button beside the result (hidden while the game goes on)."""
        self.scores = scores
        self.moves = moves
        self._move_items: list[Any] = []
        self._move_shown: list[tuple[str, str, str]] = []
        """The items' tokens, words and classes mirrored in Python: reading them back
        through the JavaScript bridge cost more than the rest of a redraw."""
        self._current: Any = None
        """The item of the current move, kept in view (``keep_current_in_view``)."""
        self._words: list[tuple[Any, str, str]] = []
        """Per move: the state it was played in, the language and its words, so a move is
        worded once, not on every redraw (the state is compared by identity: a session
        replaces, never changes, a state)."""

    def draw(self, page: PageState, offer_again: bool = True,
             computer: dict[int, str] | None = None) -> None:
        """Everything from the page state; ``offer_again``: a finished game offers Play again
        (not in a lesson or a puzzle, nor in an embedded board); ``computer``: the seats the
        computer plays, with their levels."""
        self.contract(page)
        self.status_line(page)
        self.move_list(page)
        self.seating_line(page, computer or {})
        if self.again is not None:
            over = page.session is not None and page.session.over
            hidden = not (over and offer_again and not page.embedded)
            if self.again.hidden != hidden:
                self.again.hidden = hidden

    def clear(self) -> None:
        """No game on screen: the contract says so."""
        dom.set_attrs(self.root, data_game="", data_ply=0, data_to_move="", data_outcome="")
        if self.again is not None:
            self.again.hidden = True
        if self.seating is not None:
            self.seating.hidden, self._seating_text = True, ""

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

    def seating_line(self, page: PageState, computer: dict[int, str]) -> None:
        """"The computer plays Rhinos (normal)." during a game with a computer seat."""
        if self.seating is None or page.view is None:
            return
        seat_name = page.view.seat_name
        text = t("ai.status.plays", seats=t("list.separator").join(
            t("ai.status.plays_seat", seat=seat_name(seat), level=t(f"ai.level.word.{level}"))
            for seat, level in sorted(computer.items()))) if computer else ""
        if text != self._seating_text:
            self._seating_text = text
            self.seating.textContent = text
            self.seating.hidden = not text

    def show(self, text: str, cls: str) -> None:
        """Write the status line (the computer's "thinking …" comes through here too)."""
        self.status.className = cls
        self.status.textContent = text

    def move_words(self, page: PageState, i: int) -> str:
        """The ``i``-th move (from 0) in words, in the page's language (the token stays in
        ``data-token`` and in the record dialog)."""
        session, view = page.session, page.view
        assert session is not None and view is not None
        state, language, cache = session.states[i], lang(), self._words
        del cache[len(session.tokens):]
        if i < len(cache) and cache[i][0] is state and cache[i][1] == language:
            return cache[i][2]
        words = move_words(state, session.tokens[i], view.seat_name)
        if i < len(cache):
            cache[i] = (state, language, words)
        elif i == len(cache):
            cache.append((state, language, words))
        return words

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
            words = self.move_words(page, i)
            if i == len(items):
                items.append(dom.html("li", self.moves, text=words, data_ply=i + 1, data_token=token,
                                      class_=cls))
                shown.append((token, words, cls))
                continue
            if shown[i] != (token, words, cls):
                if shown[i][0] != token:
                    items[i].setAttribute("data-token", token)
                if shown[i][1] != words:
                    items[i].textContent = words
                items[i].className = cls
                shown[i] = (token, words, cls)
        self._current = items[session.cursor - 1] if 0 < session.cursor <= len(items) else None
        self.keep_current_in_view()

    def keep_current_in_view(self, _event: Any = None) -> None:
        """Scroll the move list (only the list, never the page) so the current move shows.

        Also called when the window is resized: a tablet turned to portrait shortens the
        list, and the current move would otherwise drop out of sight below it."""
        current, box = self._current, self.moves
        if current is None:
            return
        top = current.offsetTop  # the list is positioned: offsets are within it
        if top < box.scrollTop or top > box.scrollTop + box.clientHeight - 24:
            box.scrollTop = top - box.clientHeight // 2
