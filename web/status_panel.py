"""The status panel: the page contract, the status line, the last move in words, the scores
and the move list.

Drawn from the page state after every redraw (``draw``); nothing here
changes the game. The end-of-game sentence comes from ``web.outcome_text``.
"""

from __future__ import annotations

from typing import Any

from . import dom
from .frame import frame_of
from .i18n import lang, t
from .last_move import LastMoveLine
from .last_move_fold import LastMoveFold
from .move_words import move_words
from .outcome_text import outcome_text
from .page import ReadOnlyPageState
from .variation_list import VariationList, set_class
from .variation_rows import Entry, StateCache, rows_of
from .variation_ui import inside_variation


class StatusPanel:
    def __init__(self, root: Any, status: Any, scores: Any, moves: Any, again: Any = None,
                 seating: Any = None, last_move: Any = None) -> None:
        self.root = root
        self.frame = frame_of(root)
        self.seating = seating
        """The line that says which seats the computer plays (hidden when people play all)."""
        self._seating_text = ""
        self.last_move = LastMoveLine(last_move, self._fold(last_move)) if last_move is not None else None
        """The line that says what led to the position shown (``web.last_move``)."""
        self.status = status
        self.again = again
        """The box of the Play again button beside the result (hidden while the game goes on)."""
        self.scores = scores
        self.moves = moves
        self._move_items: list[Any] = []
        self._move_shown: list[tuple[str, str, str]] = []
        """The items' tokens, words and classes mirrored in Python: reading them back
        through the JavaScript bridge cost more than the rest of a redraw."""
        self._words: list[tuple[Any, str, str, str]] = []
        """Per move: the state it was played in, its token, the language and its words, so a
        move is worded once, not on every redraw (the state is compared by identity: a session
        replaces, never changes, a state; but another move from the same state, after an undo,
        is another token)."""
        self._listed: tuple[Any, Any, str, int] | None = None
        """(session, view, language, cursor) of the list as last drawn: within one session,
        view and language a redraw appends and trims rows and re-classes the rows between
        the old and the new cursor, instead of going over every move."""
        self._tree = VariationList(moves, self._move_items, self._move_shown)
        """The list of a record with variations (``web.variation_list``)."""
        self._tree_key: tuple[Any, tuple[int, ...], int] | None = None
        """(session, path, cursor) of the list with variations as last drawn (None: drawn
        without variations)."""
        self._states = StateCache()
        self._entry_words: dict[tuple[int, str, str], tuple[Any, str]] = {}
        """An entry's words by (its position's identity, token, language), kept for the
        entries of the last redraw."""
        self._shown_status: tuple[str, str] | None = None
        """The status line's text and class as last written (a tap's hint often repeats it)."""
        self._scroll = dom.BeforePaint(self.frame, self._scroll_to_current)
        bar = self.frame.document.getElementById("variation-tools")
        self.variation_bar = None if dom.missing(bar) else bar
        """Leave or delete the variation shown (``web.variation_ui``): shown inside one."""
        self._shown_scores: str | None = ""
        """The scores line as last written (None: hidden; "" before the first write)."""
        self.held: str | None = None
        """What a lesson or puzzle holding the board says in place of the turn's prompt, as
        the last redraw was told (a tap's hint, between redraws, keeps it)."""

    def draw(self, page: ReadOnlyPageState, offer_again: bool = True, held: str | None = None,
             computer: dict[int, str] | None = None) -> None:
        """Everything from the page state; ``offer_again``: a finished game offers Play again
        (not in a lesson or a puzzle, nor in an embedded board); ``held``: what the status says
        instead of the turn's prompt while a lesson or puzzle holds the board
        (``web.learn_status``); ``computer``: the seats the computer plays, with their levels."""
        self.held = held
        self.contract(page)
        self.status_line(page)
        self.move_list(page)
        if self.variation_bar is not None and page.session is not None:
            hidden = not inside_variation(page.session)
            if self.variation_bar.hidden != hidden:
                self.variation_bar.hidden = hidden
        if self.last_move is not None and page.session is not None:
            self.last_move.show(page.session, page.view, lambda i: self.move_words(page, i))
        self.seating_line(page, computer or {})
        if self.again is not None:
            over = page.session is not None and page.session.over
            hidden = not (over and offer_again and not page.embedded)
            if self.again.hidden != hidden:
                self.again.hidden = hidden

    def _fold(self, line: Any) -> LastMoveFold | None:
        """The line's unfolding control, when the page has one beside it."""
        button = dom.by_id(self.frame, "last-move-more")
        return None if dom.missing(button) else LastMoveFold(line, button)

    def clear(self) -> None:
        """No game on screen: the contract says so."""
        dom.set_attrs(self.root, data_game="", data_ply=0, data_to_move="", data_outcome="",
                      data_position="")
        if self.again is not None:
            self.again.hidden = True
        if self.seating is not None:
            self.seating.hidden, self._seating_text = True, ""
        if self.last_move is not None:
            self.last_move.clear()

    def contract(self, page: ReadOnlyPageState) -> None:
        """``#app[data-game|ply|to-move|outcome|scores|position]``, which tests and hosts read.

        ``data-position`` is the shown position's text with nothing hidden in it
        (``public_position_text``), unless the link asked for ``reveal=1``."""
        session, game = page.session, page.game
        assert session is not None and game is not None
        state = session.current
        outcome = session.outcome()
        shown = state.apply(page.on_show) if page.on_show is not None and outcome is None else state
        scores = shown.scores()  # of the board on screen, a wrong try on show included
        dom.set_attrs(
            self.root,
            data_game=game.name,
            data_ply=session.cursor,
            data_to_move="" if outcome is not None or state.to_move is None else state.to_move,
            data_outcome=outcome.code() if outcome is not None else "",
            data_scores=",".join(str(s) for s in scores) if scores is not None else None,
            data_position=shown.position_text() if page.reveal else shown.game.public_position_text(shown),
        )

    def status_line(self, page: ReadOnlyPageState) -> None:
        self.hint_line(page)
        session, view = page.session, page.view
        assert session is not None and view is not None
        state = session.current
        outcome = session.outcome()
        shown = state.apply(page.on_show) if page.on_show is not None and outcome is None else state
        scores = shown.scores()  # of the board on screen, a wrong try on show included
        if scores is None:
            text = None
        else:
            label = t("scores.final") if outcome is not None else t("scores.so_far")
            parts = [t("scores.seat", seat=view.seat_name(i), score=score) for i, score in enumerate(scores)]
            text = t("scores.line", label=label, scores=" · ".join(parts))
        if text != self._shown_scores:  # most moves leave the scores as they were
            if text is not None:
                self.scores.textContent = text
            self.scores.hidden = text is None
            self._shown_scores = text

    def tap_line(self, page: ReadOnlyPageState) -> None:
        """After a tap or a key that played nothing: the hint, which follows each step of a
        move (a lesson's try on show: its scores too)."""
        if page.on_show is not None:
            self.status_line(page)
        else:
            self.hint_line(page)

    def hint_line(self, page: ReadOnlyPageState) -> None:
        """Who is to move and what to tap next (after a tap that played nothing, only this)."""
        session, view = page.session, page.view
        assert session is not None and view is not None
        state = session.current
        outcome = session.outcome()
        if outcome is None and page.on_show is not None:
            # A wrong try drawn on the board: the status says what is shown, not whose turn it was.
            self.show(t("learn.status.shown", move=move_words(state, page.on_show, view.seat_name)), "status")
        elif outcome is None and page.proposed is not None:
            # A move waits for Play it: the question replaces the prompt the tap has answered.
            self.show(t("confirm.question", move=move_words(state, page.proposed.subject, view.seat_name)), "status")
        elif outcome is None and self.held:
            # A lesson done, or its reply coming: the board takes no tap, so none is invited.
            self.show(self.held, "status")
        elif outcome is None:
            assert state.to_move is not None
            name = view.seat_name(state.to_move)
            self.show(t("status.to_move", seat=name, hint=view.hint(state)), "status")
        else:
            self.show(outcome_text(outcome, view.seat_name), "status over")

    def seating_line(self, page: ReadOnlyPageState, computer: dict[int, str]) -> None:
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
        if self._shown_status != (text, cls):
            self._shown_status = (text, cls)
            self.status.className = cls
            self.status.textContent = text

    def move_words(self, page: ReadOnlyPageState, i: int) -> str:
        """The ``i``-th move (from 0) in words, in the page's language (the token stays in
        ``data-token`` and in the record dialog)."""
        session, view = page.session, page.view
        assert session is not None and view is not None
        state, token, language, cache = session.states[i], session.tokens[i], lang(), self._words
        del cache[len(session.tokens):]
        if i < len(cache) and cache[i][0] is state and cache[i][1:3] == (token, language):
            return cache[i][3]
        words = move_words(state, session.moves[i], view.seat_name)
        if i < len(cache):
            cache[i] = (state, token, language, words)
        elif i == len(cache):
            cache.append((state, token, language, words))
        return words

    def move_list(self, page: ReadOnlyPageState) -> None:
        """Bring the move list up to date, touching only the items that changed."""
        session, view = page.session, page.view
        assert session is not None
        if session.alternatives:
            self._variation_list(page)
            return
        self._tree_key = None
        if self._tree.blocks:
            self._tree.clear()
            self._listed = None  # every row's class is written again
        tokens, cursor, language = session.tokens, session.cursor, lang()
        items, shown = self._move_items, self._move_shown
        listed = self._listed
        if listed is not None and listed[:3] == (session, view, language):
            # Same record so far: keep the rows up to the first move that differs (moves after
            # the cursor are replaced when a player plays from an earlier ply).
            keep = min(len(shown), len(tokens))
            if [row[0] for row in shown[:keep]] != tokens[:keep]:
                keep = next(i for i in range(keep) if shown[i][0] != tokens[i])
            old = listed[3]
            check = range(max(0, min(old, cursor) - 1), min(keep, max(old, cursor)))
        else:  # another game, view or language: every row may differ, and there may be fewer
            keep = min(len(shown), len(tokens))
            check = range(keep)
        while len(items) > keep:
            items.pop().remove()
            shown.pop()
        for i in check:
            self._move_row(page, i, tokens[i], cursor)
        for i in range(len(items), len(tokens)):
            self._move_row(page, i, tokens[i], cursor)
        self._listed = (session, view, language, cursor)
        if listed is None or listed[3] != cursor or listed[:3] != (session, view, language):
            self._scroll.request()  # the list scrolls before the next paint, not now

    def _variation_list(self, page: ReadOnlyPageState) -> None:
        """The list of a record with variations: the main line, each move's alternatives
        after it (``web.variation_list``); every row is checked, words come from a cache."""
        session, view = page.session, page.view
        assert session is not None and view is not None
        language, kept, used = lang(), self._entry_words, {}
        seat_name = view.seat_name

        def words(entry: Entry) -> str:
            key = (id(entry.before), entry.token, language)
            hit = kept.get(key)
            if hit is None or hit[0] is not entry.before:
                hit = (entry.before, move_words(entry.before, entry.move, seat_name))
            used[key] = hit
            return hit[1]

        path, cursor = session.path, session.cursor
        self._tree.draw(rows_of(session, self._states), words, path, cursor)
        self._entry_words = used
        self._listed = None  # the plain list starts again from every row
        if self._tree_key != (session, path, cursor):
            self._tree_key = (session, path, cursor)
            self._scroll.request()

    def _move_row(self, page: ReadOnlyPageState, i: int, token: str, cursor: int) -> None:
        """Make or update the ``i``-th row (from 0) of the move list."""
        items, shown = self._move_items, self._move_shown
        cls = "current" if i + 1 == cursor else ("undone" if i + 1 > cursor else "")
        words = self.move_words(page, i)
        if i == len(items):
            items.append(dom.html("li", self.moves, text=words, data_ply=i + 1, data_token=token, class_=cls,
                                  aria_current="step" if cls == "current" else None))
            shown.append((token, words, cls))
            return
        if shown[i] != (token, words, cls):
            if shown[i][0] != token:
                items[i].setAttribute("data-token", token)
            if shown[i][1] != words:
                items[i].textContent = words
            if shown[i][2] != cls:
                set_class(items[i], cls)
            shown[i] = (token, words, cls)

    def keep_current_in_view(self, _event: Any = None) -> None:
        """Scroll the list to the current move before the next paint; also when the window
        is resized: a tablet turned to portrait shortens the list, and the current move would
        otherwise drop out of sight below it."""
        self._scroll.request()

    def _scroll_to_current(self) -> None:
        """Keep the current move wholly in view: scroll the list only, never the page. Run before
        the paint, so that reading the rows' places lays the page out once, not twice."""
        listed, box = self._listed, self.moves
        if listed is None:
            current = self._tree.current
        else:
            cursor = listed[3]
            current = self._move_items[cursor - 1] if 0 < cursor <= len(self._move_items) else None
        if current is not None:  # wholly in the box, else centred (a row taller than it: its top)
            top, height = current.offsetTop, current.offsetHeight
            if top < box.scrollTop or top + height > box.scrollTop + box.clientHeight:
                box.scrollTop = top - max(0, (box.clientHeight - height) // 2)
