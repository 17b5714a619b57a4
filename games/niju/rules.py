"""Ni-Ju (Néstor Romeral Andrés, 2016): the rules.

Rulings: ``shared/rules/ni-ju.md``; the site's rules text: ``docs/rules/ni-ju.md``.

Each player owns one tile of each of the 20 kinds (``games.niju.patterns``).
Placement phase: White first, players alternate placing a tile from hand,
turned any way, on an empty square sharing an edge with a tile already down
(the first tile at 0,0). Movement phase, once all 40 are down: move one of your
tiles that has a free side and whose lifting leaves the rest in one edge-
connected group, to a different empty square sharing an edge with that group,
turned any way; with no such tile, ``pass``. At the end of a turn, if any tile
of the mover has the mover's own tiles on the 4 squares its pattern marks, the
mover wins. Variant ``placement-only``: no win during placement; at 40 tiles
the player with more completed tiles wins, equal is a draw.

Decisions where the rulings are silent (also in docs/rules/ni-ju.md):
- A moved tile may not go back to its own square, not even turned: the ruling
  says "a different empty square". Turning a tile in place is not a move.
- The win is checked on every tile of the mover at the end of the turn, not
  just tiles the move touched (the ruling: "any of your tiles").
- A move must change the square; keeping the same orientation is allowed.
- ``pass`` is legal only when the mover has no tile that may move, and then it
  is the only legal move. Nothing caps the movement phase; agreed draws are an
  app feature, not a move.
- In placement-only, ``scores()`` is each player's count of completed tiles
  at every ply (provisional until the 40th tile); in the standard game it is
  None.
- ``blocked-marks`` changes no rule: ``blocked_tiles()`` answers for any state
  and the option only tells the view (and the referee's JSON) to show them.
- A position whose player to move already has a completed tile (it cannot
  arise in play) is accepted: only the mover is checked, at the end of a turn.

Representation, for search speed: the board is a dict int-square → cell
``owner << 8 | byte``; hands are 20-bit masks (bit k-1 = kind k held); the
frontier (empty squares with a tile on an edge) is kept up to date by every
move, so placement moves are a product of two short lists.
"""

from __future__ import annotations

from random import Random
from typing import NamedTuple

from ..base import Options, Outcome, State
from .terminations import NiJuTermination
from .board import (
    EDGE_RUNS,
    EDGE_STEPS,
    MARK_STEPS,
    STEPS,
    ORIGIN,
    bounds,
    coords,
    cut_squares,
    square,
    square_text,
)
from .moves import PASS, NiJuMove, Pass, Place, Square, Step
from .packed import (
    PLACES, completed, completed_squares, held_bytes, held_kinds, places_at, reading_order,
)
from .patterns import ALL_KINDS_MASK, KIND_OF, ORIENTATIONS, hand_kinds

PLAYER_NAMES = ("white", "black")
WHITE = 0
BLACK = 1
TILES_PER_PLAYER = 20
TOTAL_TILES = 40
PLACEMENT_ONLY = "placement-only"
BLOCKED_MARKS = "blocked-marks"

class Tile(NamedTuple):
    """What the view needs about a tile on the board."""

    owner: int
    byte: int
    kind: int


# ----- the state ------------------------------------------------------------
class NiJuState(State[NiJuMove]):
    """A Ni-Ju position: tiles down, hands, ply, and the result if over.

    Read-only by convention: every field is set once in ``__init__`` and the
    board dict is never changed after (successors copy it).
    """

    __slots__ = ("game", "options", "board", "hands", "ply", "frontier", "result",
                 "_placement_only", "_cuts")

    def __init__(
        self,
        game: object,
        options: Options,
        board: dict[int, int],
        hands: tuple[int, int],
        ply: int,
        frontier: frozenset[int] | None = None,
    ) -> None:
        self.game = game  # type: ignore[assignment]
        self.options = options
        self.board = board
        self.hands = hands
        self.ply = ply
        if frontier is None:
            frontier = frozenset(
                s + d for s in board for d in EDGE_STEPS if s + d not in board
            )
        self.frontier = frontier
        self._placement_only = PLACEMENT_ONLY in options.switches
        self._cuts: frozenset[int] | None = None
        self.result = self._judge()

    # ----- outcome --------------------------------------------------------
    def _judge(self) -> Outcome | None:
        board = self.board
        if self._placement_only:
            if len(board) < TOTAL_TILES:
                return None
            w, b = len(completed_squares(board, WHITE)), len(completed_squares(board, BLACK))
            winner = None if w == b else WHITE if w > b else BLACK
            return Outcome.of(winner, NiJuTermination.ALL_TILES_DOWN, PLAYER_NAMES, tiles=TOTAL_TILES,
                              completed=(w, b))
        if self.ply == 0:
            return None
        mover = (self.ply - 1) & 1
        done = [s for s, c in board.items() if c >> 8 == mover and completed(board, s, c)]
        if not done:
            return None
        # Name the first in reading order, not in dict order: equal positions
        # must give equal outcomes however they were reached.
        first = min(done, key=reading_order)
        return Outcome.of(mover, NiJuTermination.PATTERN_COMPLETED, PLAYER_NAMES, square=square_text(first),
                          tile=KIND_OF[board[first] & 0xFF])

    def outcome(self) -> Outcome | None:
        return self.result

    @property
    def to_move(self) -> int | None:
        return None if self.result is not None else self.ply & 1

    @property
    def phase(self) -> str:
        """``placement``, ``movement`` or ``over``."""
        if self.result is not None:
            return "over"
        return "placement" if len(self.board) < TOTAL_TILES else "movement"

    def scores(self) -> tuple[int, ...] | None:
        """Completed tiles per player, in the placement-only variant only."""
        if not self._placement_only:
            return None
        return (len(completed_squares(self.board, WHITE)),
                len(completed_squares(self.board, BLACK)))

    # ----- movement-phase geometry ---------------------------------------------
    def _cut_set(self) -> frozenset[int]:
        cuts = self._cuts
        if cuts is None:
            cuts = self._cuts = frozenset(cut_squares(self.board))
        return cuts

    def _is_cut(self, sq: int) -> bool:
        """Whether lifting the tile on ``sq`` splits the others (a quick local test
        first; the whole-board articulation points only when it cannot tell)."""
        board = self.board
        m = 0
        bit = 1
        for step in STEPS:
            if sq + step in board:
                m |= bit
            bit <<= 1
        if EDGE_RUNS[m] <= 1:
            return False
        return sq in self._cut_set()

    def _movable(self, player: int) -> list[int]:
        board = self.board
        out = []
        for s, c in board.items():
            if c >> 8 != player:
                continue
            for d in EDGE_STEPS:
                if s + d not in board:
                    if not self._is_cut(s):
                        out.append(s)
                    break
        return out

    def _targets(self, sq: int) -> frozenset[int]:
        """Empty squares touching the rest once ``sq``'s tile is lifted (not ``sq``)."""
        board = self.board
        lost = []
        for d in EDGE_STEPS:
            n = sq + d
            if n in board:
                continue
            for e in EDGE_STEPS:
                m = n + e
                if m != sq and m in board:
                    break
            else:
                lost.append(n)
        return self.frontier.difference(lost) if lost else self.frontier

    # ----- moves ------------------------------------------------------------
    def _generate_moves(self) -> list[NiJuMove]:
        board = self.board
        player = self.ply & 1
        if len(board) < TOTAL_TILES:
            kinds = held_kinds(self.hands[player])
            out: list[NiJuMove] = []
            extend = out.extend
            for s in (self.frontier if board else (ORIGIN,)):
                row = PLACES.get(s) or places_at(s)
                for k in kinds:
                    extend(row[k])
            return out
        moves: list[NiJuMove] = []
        new = tuple.__new__  # Step(s, t, b) without NamedTuple's Python-level __new__
        for s in self._movable(player):
            orients = ORIENTATIONS[KIND_OF[board[s] & 0xFF]]
            moves += [new(Step, (s, t, b)) for t in self._targets(s) for b in orients]
        return moves or [PASS]

    def random_move(self, rng: Random) -> NiJuMove:
        """A legal move drawn uniformly, without building the move list (for playouts)."""
        if self.result is not None:
            raise ValueError("the game is over")
        board = self.board
        player = self.ply & 1
        if len(board) < TOTAL_TILES:
            held = held_bytes(self.hands[player])
            squares = tuple(self.frontier) if board else (ORIGIN,)
            return Place(held[rng.randrange(len(held))], squares[rng.randrange(len(squares))])
        choices = []
        total = 0
        for s in self._movable(player):
            orients = ORIENTATIONS[KIND_OF[board[s] & 0xFF]]
            targets = self._targets(s)
            total += len(targets) * len(orients)
            choices.append((total, s, targets, orients))
        if not choices:
            return PASS
        r = rng.randrange(total)
        for upto, s, targets, orients in choices:
            if r < upto:
                pick = rng.randrange(len(targets) * len(orients))
                t = tuple(targets)[pick // len(orients)]
                return Step(s, t, orients[pick % len(orients)])
        raise AssertionError("unreachable")  # pragma: no cover

    def _successor(self, move: object) -> "NiJuState":
        player = self.ply & 1
        if type(move) is Place:
            board = self.board.copy()
            byte, to = move
            board[to] = player << 8 | byte
            frontier = set(self.frontier)
            frontier.discard(to)
            for d in EDGE_STEPS:
                n = to + d
                if n not in board:
                    frontier.add(n)
            hands = list(self.hands)
            hands[player] &= ~(1 << (KIND_OF[byte] - 1))
            return NiJuState(self.game, self.options, board, (hands[0], hands[1]),
                             self.ply + 1, frozenset(frontier))
        if type(move) is Step:
            frm, to, byte = move
            board = self.board.copy()
            del board[frm]
            frontier = set(self.frontier)
            for d in EDGE_STEPS:
                n = frm + d
                if n in frontier:
                    for e in EDGE_STEPS:
                        if n + e in board:
                            break
                    else:
                        frontier.discard(n)
            frontier.add(frm)  # lifted from a group of 40: it touches the rest
            board[to] = player << 8 | byte
            frontier.discard(to)
            for d in EDGE_STEPS:
                n = to + d
                if n not in board:
                    frontier.add(n)
            return NiJuState(self.game, self.options, board, self.hands,
                             self.ply + 1, frozenset(frontier))
        if type(move) is Pass:
            return NiJuState(self.game, self.options, self.board, self.hands, self.ply + 1,
                             self.frontier)
        raise TypeError(f"{move!r} is not a Ni-Ju move")

    # ----- queries for the view (squares as (x, y)) -----------------------------
    def tiles(self) -> dict[Square, Tile]:
        """Every tile on the board: square → (owner, oriented byte, kind)."""
        return {coords(s): Tile(c >> 8, c & 0xFF, KIND_OF[c & 0xFF])
                for s, c in self.board.items()}

    def tile_at(self, sq: Square) -> Tile | None:
        c = self.board.get(square(*sq))
        return None if c is None else Tile(c >> 8, c & 0xFF, KIND_OF[c & 0xFF])

    def hand(self, player: int) -> tuple[int, ...]:
        """The kind numbers ``player`` still holds, ascending."""
        return hand_kinds(self.hands[player])

    def placement_squares(self) -> list[Square]:
        """Squares where the player to move may place a tile (empty list outside placement)."""
        if self.phase != "placement":
            return []
        if not self.board:
            return [(0, 0)]
        return sorted(coords(s) for s in self.frontier)

    def movable_tiles(self) -> list[Square]:
        """Squares of the tiles the player to move may move (movement phase only)."""
        if self.phase != "movement":
            return []
        return sorted(coords(s) for s in self._movable(self.ply & 1))

    def targets(self, sq: Square) -> list[Square]:
        """Squares the tile on ``sq`` may move to; empty if it may not move now."""
        s = square(*sq)
        if self.phase != "movement" or s not in self._movable(self.ply & 1):
            return []
        return sorted(coords(t) for t in self._targets(s))

    def completed_tiles(self, player: int) -> list[Square]:
        """Squares of ``player``'s tiles whose pattern their own tiles complete."""
        return sorted(coords(s) for s in completed_squares(self.board, player))

    def winning_patterns(self) -> list[tuple[Square, tuple[Square, ...]]]:
        """For a won game: each completed tile of the winner and its 4 partners,
        in reading order (by y, then x)."""
        result = self.result
        if result is None or result.winner is None:
            return []
        out = []
        for s in sorted(completed_squares(self.board, result.winner), key=reading_order):
            c = self.board[s]
            out.append((coords(s), tuple(coords(s + d) for d in MARK_STEPS[c & 0xFF])))
        return out

    def winning_tile(self) -> tuple[Square, tuple[Square, ...]] | None:
        """The winning tile and its 4 partners; None if not won.

        With several completed tiles: the first in reading order (by y, then x),
        the one the outcome's reason names.
        """
        pats = self.winning_patterns()
        return pats[0] if pats else None

    def blocked_tiles(self) -> list[Square]:
        """Tiles whose pattern marks a square holding an opponent's tile (they cannot win)."""
        board = self.board
        get = board.get
        out = []
        for s, c in board.items():
            owner = c >> 8
            for d in MARK_STEPS[c & 0xFF]:
                o = get(s + d)
                if o is not None and o >> 8 != owner:
                    out.append(coords(s))
                    break
        return sorted(out)

    @property
    def show_blocked(self) -> bool:
        """Whether the ``blocked-marks`` option asks the view to mark blocked tiles."""
        return BLOCKED_MARKS in self.options.switches

    def view_box(self) -> tuple[int, int, int, int]:
        """``(min_x, min_y, max_x, max_y)`` of the tiles plus a one-square margin.

        Every square a tile may be placed or moved to lies inside. Empty board:
        just (0, 0), where the first tile goes.
        """
        box = bounds(self.board)
        if box is None:
            return (0, 0, 0, 0)
        x0, y0, x1, y1 = box
        return (x0 - 1, y0 - 1, x1 + 1, y1 + 1)


def start_state(game: object, options: Options) -> NiJuState:
    return NiJuState(game, options, {}, (ALL_KINDS_MASK, ALL_KINDS_MASK), 0, frozenset())
