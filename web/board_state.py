"""What a board view draws, as one value: ``BoardState``.

The page (``web.app``) makes one for every redraw and hands it to
``view.render``; the view keeps no other channel from the page. Everything a
view needs to know is here: the state, the plies of the last whole turn (which
the view marks: Siam's touched squares, Saiju's rings, Ni-Ju's outline, Symbol
Pallet's numbers), the ply that was just played (which may animate), who sits
at the bottom, which seats the computer plays, whose hidden hand may be shown
without handing the device over, who took the device (pass and play: the page
keeps it, a view only asks for it with ``TakeDevice``), the moves a lesson
forbids, and the selection: the half-made move the taps so far made (each
game's own ``Selection``, from its tap model in ``web.models``).

A tap that only changes the selection comes back from ``view.tap`` as the new
``Selection``; the page draws ``with_selection(board, …)`` (a
``dataclasses.replace``; ``same_but_selection`` lets a view redraw only its marks). Every other board
the page makes drops the half-made move (a move, an undo, a jump, a flip): it
keeps only what the last selection carries over (``carried``: Ni-Ju's turned
tray tiles), and a new layout (a new game, a take-back) keeps nothing.

Made without the browser, so that it is tested in CPython.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from games.base import Move, State
from games.notes import Arrow, Mark
from games.session import Session, turn_start


@dataclass(frozen=True)
class Ply:
    """One move as the page draws it: the state it was played from, the move, the state after."""

    before: State
    move: Move
    after: State


@dataclass(frozen=True)
class TakeDevice:
    """A tap that answers "hand the device to …": ``seat`` now holds it and may see their hidden
    hand. A view's ``tap`` returns it; the page keeps who holds the device (``BoardState.holder``)."""

    seat: int


@dataclass(frozen=True)
class Selection:
    """Nothing selected. Each game's selection (``web.models.<game>``) is a frozen dataclass
    deriving from it, whose fields at their defaults also mean nothing selected; it holds
    no DOM and no rule, only what the taps picked (a square, a colour, a turn)."""

    def carried(self) -> Selection:
        """What of it the next position keeps (``carried``): nothing, unless a game keeps
        what is no half-made move (Ni-Ju: how tray tiles were turned, the tile peeked at)."""
        return NOTHING


NOTHING = Selection()
"""The selection of every board the page makes anew."""


@dataclass(frozen=True)
class BoardState:
    """One redraw of a board view (``BoardView.render``)."""

    state: State
    """The position to draw."""
    bottom: int = 0
    """The seat nearest the viewer."""
    turn: tuple[Ply, ...] = ()
    """The plies of the last whole turn, oldest first (``Session.last_turn``: the engine says
    who made each); the last one is the last move."""
    played: Ply | None = None
    """The ply just played (or stepped forward to), which may animate; None when the
    position came otherwise (undo, a jump, a new game)."""
    computer: frozenset[int] = frozenset()
    """The seats the computer plays: their hidden hands are never shown."""
    open_hands: frozenset[int] = frozenset()
    """Seats whose hidden hand may be shown without the device being handed over (a
    lesson's learner plays every seat; one person against the computer holds it all along)."""
    marks: tuple[Arrow | Mark, ...] = ()
    """The arrows and marked squares an author put on the position shown (``games.notes``;
    ``web.note_marks.marks_of``), drawn over the pieces."""
    holder: int | None = None
    """The seat to move when they have taken the device (pass and play): their hidden hand
    may be shown. None when nobody has, or another seat is to move."""
    watching: bool = False
    """Nobody plays at this board (a view-only embed on another site): no seat's hidden hand
    is shown, and nothing on it asks for a tap or for the device to be handed over."""
    relayout: bool = False
    """Lay the board out anew (a new game, a take-back, a recovery): nothing animates from
    what was drawn before."""
    selection: Selection = NOTHING
    """The half-made move on the board (what is picked, chosen, turned), drawn through the
    view's keyed layers; a view reads a selection of another type as nothing selected."""
    forbidden: tuple[Move, ...] = ()
    """Illegal moves a lesson teaches (``Step.forbid``; empty in play): a tap that would make
    one, though the board offers no such target, produces it, so that the lesson can say
    why the rules refuse it. Never drawn as a target."""
    focus: tuple[Move, ...] = ()
    """The move a lesson's step or a puzzle asks for (empty in play): a board bigger than its
    box keeps what that move is about in sight (``web.models.niju_view.focus_squares``)."""


_POSITION = tuple(f.name for f in fields(BoardState) if f.name not in ("selection", "played", "relayout"))


def with_selection(drawn: BoardState, selection: Selection) -> BoardState:
    """The board ``drawn`` again with ``selection`` (a tap's): nothing to lay out or animate,
    so the view redraws only what the selection draws (``same_but_selection``)."""
    return replace(drawn, selection=selection, played=None, relayout=False)


def carried(drawn: BoardState | None, relayout: bool) -> Selection:
    """The selection of a new board after ``drawn``: what its selection carries over
    (``Selection.carried``), nothing at all on a new layout (a new game, a take-back)."""
    return NOTHING if drawn is None or relayout else drawn.selection.carried()


def same_but_selection(drawn: BoardState | None, board: BoardState) -> bool:
    """Whether ``board`` shows what ``drawn`` showed but for its selection (a tap): the same
    state, turn, seats and marks, nothing to lay out or animate (``drawn`` may have been
    laid out or animated). Fields are compared by identity first (a tap's board is
    ``with_selection`` of the one drawn)."""
    if drawn is None or board.relayout or board.played is not None:
        return False
    for name in _POSITION:
        a, b = getattr(drawn, name), getattr(board, name)
        if a is not b and a != b:
            return False
    return True


def plies(session: Session, span: range) -> tuple[Ply, ...]:
    """The plies ``span`` (1-based, as ``Session.last_turn``) of ``session``."""
    states, moves = session.states, session.moves
    return tuple(Ply(states[ply - 1], moves[ply - 1], states[ply]) for ply in span)


def last_turn_with(session: Session, ply: Ply) -> tuple[Ply, ...]:
    """The last turn as it would be after ``ply`` is played at the cursor (a shown move not
    yet in the record), the session left as it is."""
    end = session.cursor + 1

    def state_at(k: int) -> State:
        return ply.after if k == end else session.states[k]

    return tuple(Ply(state_at(k - 1), ply.move if k == end else session.moves[k - 1], state_at(k))
                 for k in range(turn_start(state_at, end) + 1, end + 1))


def open_hands(players: int, computer: frozenset[int], solo: bool) -> frozenset[int]:
    """The seats whose hand may be shown at once: every seat for one learner (``solo``),
    the one person's seat when the computer plays all the others, else none."""
    people = frozenset(range(players)) - computer
    if solo or len(people) == 1:
        return people
    return frozenset()
