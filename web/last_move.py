"""The last move in words, in sight near the board: ``p#last-move[data-last-move-words]``.

A highlight and a short slide are easy to miss, above all the computer's move, and on a
phone or an upright tablet the move list is below the fold; this line says in the page's
language what led to the position shown ("Last move: Rhino enters at B1 facing south").
It follows the cursor, so Undo, Redo and stepping through the list say the move that led to
each position; it is empty at the start.

What it words is the run of plies that one player made up to the cursor (who made each is
the engine's ``to_move`` of the state before it, never a count): one ply in Siam and Ni-Ju,
and a whole turn of several actions in Saiju ("… on e6, the Shadow to f6; … ends the turn")
and Symbol Pallet, so a turn's last action never stands alone for what the turn did. The
words are the move list's (``web.move_words``, through the status panel's cache): no token
is read.

The element is a polite live region: it is written only when the shown ply (or the
language) changes, so a screen reader says each move once, not again on every redraw (a
tap, a hint, the computer thinking).
"""

from __future__ import annotations

from typing import Any, Callable

from games.session import Session

from .i18n import lang, t


def last_move_plies(session: Session) -> range:
    """The plies (1-based, up to the cursor) of the player who made the ply at the cursor,
    in a row: their whole turn so far. Empty at the start."""
    end = session.cursor
    if end == 0:
        return range(0)
    mover = session.states[end - 1].to_move
    k = end - 1
    while k > 0 and session.states[k - 1].to_move == mover:
        k -= 1
    return range(k + 1, end + 1)


def last_move_text(session: Session, words: Callable[[int], str]) -> str:
    """The line's text: ``words(i)`` is the ``i``-th move (from 0) in words; "" at the start."""
    plies = last_move_plies(session)
    if not plies:
        return ""
    return t("last_move.line", moves=t("last_move.then").join(words(ply - 1) for ply in plies))


class LastMoveLine:
    """Writes the line when the shown position or the language changes, and only then."""

    def __init__(self, element: Any) -> None:
        self.element = element
        self.shown: tuple[Any, Any, Any] | None = None
        """(session, the shown state, the view) the line was last written for, compared by
        identity (a session replaces, never changes, a state), so a redraw of the same position
        writes nothing and a screen reader says nothing again."""
        self.language = ""
        """The language it was last written in: a switch words it again."""

    def show(self, session: Session, view: Any, words: Callable[[int], str]) -> None:
        key = (session, session.current, view)
        if self.shown is not None and all(a is b for a, b in zip(self.shown, key)) \
                and self.language == lang():
            return
        self.shown, self.language = key, lang()
        self.element.textContent = last_move_text(session, words)

    def clear(self) -> None:
        """No game on screen: nothing to say."""
        self.shown = None
        if self.element.textContent:
            self.element.textContent = ""
