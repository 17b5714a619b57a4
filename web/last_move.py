"""The last move in words, in sight near the board: ``p#last-move[data-last-move-words]``.

A highlight and a short slide are easy to miss, above all the computer's move, and on a
phone or an upright tablet the move list is below the fold; this line says in the page's
language what led to the position shown ("Last move: Rhino enters at B1 facing south").
It follows the cursor, so Undo, Redo and stepping through the list say the move that led to
each position; it is empty at the start.

What it words is a whole turn: the run of plies one player made up to the cursor (who made
each is the engine's ``to_move`` of the state before it, never a count): one ply in Siam and
Ni-Ju, several actions in Saiju and Symbol Pallet, so a turn's last action never stands alone
for what the turn did. While the player at the cursor is still in the middle of a turn, the
other side's last whole turn comes first and this turn's actions after it ("… — this turn:
…"): what the opponent did stays in sight while the player makes their own actions. The
mover is named once per turn (its later actions drop the seat's name), so a phone's two lines
hold more. The words are the move list's (``web.move_words``, through the status panel's
cache): no token is read.

The element is a polite live region, written as pieces (a span each: the turn's label and
first action, then each further action): when the shown position grows by an action, only
that action's piece is added, so a screen reader says it and not again what it said before;
a redraw of the same position (a tap, a hint, the computer thinking) writes nothing.
"""

from __future__ import annotations

from typing import Any, Callable

from games.session import Session

from .i18n import lang, t

MOVER_GLUE = (": ", "：", " ", "が", "は")
"""What follows a seat's name at the start of a move's words ("Moon ☾: …", "Blue draws …",
"青がチップ…", "青はパス"): a turn's later actions drop the name and this."""


def _run_ending_at(session: Session, end: int) -> range:
    """The plies (1-based) up to ``end`` made in a row by the player who made ply ``end``."""
    if end <= 0:
        return range(0)
    mover = session.states[end - 1].to_move
    k = end - 1
    while k > 0 and session.states[k - 1].to_move == mover:
        k -= 1
    return range(k + 1, end + 1)


def last_move_plies(session: Session) -> range:
    """The plies (1-based, up to the cursor) of the player who made the ply at the cursor,
    in a row: their whole turn so far. Empty at the start."""
    return _run_ending_at(session, session.cursor)


def line_plies(session: Session) -> tuple[range, range]:
    """(the last whole turn, the turn still being made): a finished turn alone, or, while the
    player who moved last is still to move, the other side's turn before it and this one."""
    now = last_move_plies(session)
    if not now:
        return range(0), range(0)
    state, mover = session.current, session.states[now.start - 1].to_move
    if state.outcome() is not None or state.to_move != mover:
        return now, range(0)
    return _run_ending_at(session, now.start - 1), now


def without_mover(words: str, seat: str) -> str:
    """``words`` without the mover's name it starts with (a turn names its mover once)."""
    if seat and words.startswith(seat):
        rest = words[len(seat):]
        for glue in MOVER_GLUE:
            if rest.startswith(glue) and rest[len(glue):]:
                return rest[len(glue):]
    return words


def turn_pieces(session: Session, plies: range, label: str, words: Callable[[int], str],
                seat: Callable[[int], str]) -> list[str]:
    """A turn's pieces: ``label`` filled with its first action, then each further action
    without its mover's name."""
    if not plies:
        return []
    mover = session.states[plies.start - 1].to_move  # a state that was moved from has a mover
    name = seat(mover) if mover is not None else ""
    first, *rest = (words(ply - 1) for ply in plies)
    return [t(label, moves=first)] + [t("last_move.then") + without_mover(w, name) for w in rest]


def last_move_pieces(session: Session, words: Callable[[int], str],
                     seat: Callable[[int], str]) -> list[str]:
    """The line's pieces (``words(i)`` the ``i``-th move from 0 in words, ``seat`` a seat's
    name); none at the start."""
    done, now = line_plies(session)
    if not done:
        return turn_pieces(session, now, "last_move.line", words, seat)
    return turn_pieces(session, done, "last_move.line", words, seat) \
        + turn_pieces(session, now, "last_move.this_turn", words, seat)


def last_move_text(session: Session, words: Callable[[int], str], seat: Callable[[int], str]) -> str:
    """The line's text; "" at the start."""
    return "".join(last_move_pieces(session, words, seat))


class LastMoveLine:
    """Writes the line when the shown position or the language changes, and only then."""

    def __init__(self, element: Any, fold: Any = None) -> None:
        self.element = element
        self.fold = fold
        """The control that unfolds a clamped line (``web.last_move_fold``), if the page has it."""
        self.shown: tuple[Any, Any, Any] | None = None
        """(session, the shown state, the view) the line was last written for, compared by
        identity (a session replaces, never changes, a state), so a redraw of the same position
        writes nothing and a screen reader says nothing again."""
        self.language = ""
        """The language it was last written in: a switch words it again."""
        self.pieces: list[str] = []
        """What the element's spans hold, in order."""

    def show(self, session: Session, view: Any, words: Callable[[int], str]) -> None:
        key = (session, session.current, view)
        if self.shown is not None and all(a is b for a, b in zip(self.shown, key)) \
                and self.language == lang():
            return
        self.shown, self.language = key, lang()
        self.write(last_move_pieces(session, words, view.seat_name))

    def write(self, pieces: list[str]) -> None:
        """Add the pieces that follow what is written; rewrite it all when it does not."""
        old = self.pieces
        if pieces == old:
            return
        document = self.element.ownerDocument

        def span(text: str) -> Any:
            node = document.createElement("span")
            node.textContent = text
            return node
        if pieces[:len(old)] == old and old:
            for text in pieces[len(old):]:
                self.element.appendChild(span(text))
        else:
            self.element.replaceChildren(*(span(text) for text in pieces))
        self.pieces = list(pieces)
        if self.fold is not None:
            self.fold.written()

    def clear(self) -> None:
        """No game on screen: nothing to say."""
        self.shown = None
        self.write([])
