"""Saiju (彩珠, Kanare Kato 2021): the rules as an immutable state.

Rulings: ``shared/rules/saiju.md``; the site's rules text: ``docs/rules/saiju.md``.

A state is the board (36 cells), where each Shadow is, who holds the Shadows
that left the game, the supply (nine counts), whose turn it is and whether
that player has already made the turn's first placement (and with which
symbol). Cells are small ints for speed: 0 empty, 1–9 a Colour piece of kind
``cell − 1`` (kind = 3·colour + symbol), 10–12 the Shadow of symbol
``cell − 10``.

Setup is three ordinary moves (``M@d2``): 2 players — Snow puts the Moon
Shadow, Moon the Snow and then the Flower Shadow; 3 players — Snow puts Moon,
Moon puts Flower, Flower puts Snow. Snow then takes the first turn.

A turn is one or two placements of different symbols. After the first, the
engine offers ``end`` beside the second placements; the turn never ends by
itself, except when a placement puts the last Colour piece down (the game is
then over). When a placement leaves one piece of its symbol in the supply,
that piece replaces the Shadow where the Shadow was just put, and the player
who made the placement takes the Shadow.

Decisions where the rulings are silent (also in ``docs/rules/saiju.md``):

- ``finish`` is legal whenever its condition holds on the mover's turn —
  at the turn's start or after its first placement, even if that placement
  used the symbol of the one Shadow left (finish is not a placement, so the
  "different symbols" rule does not bar it).
- A turn's first placement that puts the last Colour piece down ends the
  game at once; no ``end`` follows.
- Shadows are recorded as held by whoever removed them in every game (the
  tournament option only changes the tie-break); with 2 players all three
  Shadows are always held at the end, so a tournament game never draws.
- The ``tournament`` option with 3 players is refused (BadOption), as the
  rulings call it a bad option there.
- Provisional scores (during play) score the pieces already down exactly as
  a finished board would be scored; Shadows and empty hexes belong to no group.
- Ply counts every move of the record: the three setup moves, each
  placement, each ``end`` and ``finish``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import Options, Outcome, State
from .terminations import SaijuTermination
from .geometry import HEXES, INDEX, SIZE
from .moves import (
    COLOURS,
    END,
    FINISH,
    PLACE_MOVES,
    SETUP_MOVES,
    SYMBOLS,
    End,
    Place,
    SaijuMove,
    Setup,
)
from .playouts import finish_allowed, place, random_playout
from .scoring import ScoreSheet, score_board, totals

if TYPE_CHECKING:
    import random

    from .game import Saiju

EMPTY = 0
SHADOW = 10
"""Cell value of the Snow Shadow; Moon is 11, Flower 12."""

SETUP_ORDER: dict[int, tuple[tuple[int, int], ...]] = {
    2: ((1, 0), (0, 1), (2, 1)),
    3: ((1, 0), (2, 1), (0, 2)),
}
"""Per player count: the setup steps as (Shadow's symbol, player who puts it)."""


class SaijuState(State[SaijuMove]):
    """A Saiju position (immutable). See the module docstring for the encoding."""

    __slots__ = (
        "game", "options", "ply", "board", "shadow_at", "holders", "supply",
        "player", "first", "_over", "_outcome",
    )

    game: "Saiju"
    board: tuple[int, ...]
    shadow_at: tuple[int, int, int]
    """Hex of each Shadow (Snow, Moon, Flower), or -1 when it is not on the board."""
    holders: tuple[int, int, int]
    """Player index holding each Shadow after it left the game, or -1."""
    supply: tuple[int, ...]
    """Colour pieces left of each kind (kind = 3·colour + symbol)."""
    player: int
    first: int
    """Symbol of the turn's first placement, or -1 at the start of a turn."""

    def __init__(
        self,
        game: "Saiju",
        options: Options,
        ply: int,
        board: tuple[int, ...],
        shadow_at: tuple[int, int, int],
        holders: tuple[int, int, int],
        supply: tuple[int, ...],
        player: int,
        first: int,
    ) -> None:
        self.game = game
        self.options = options
        self.ply = ply
        self.board = board
        self.shadow_at = shadow_at
        self.holders = holders
        self.supply = supply
        self.player = player
        self.first = first
        self._over = not any(supply)
        self._outcome: Outcome | None = None

    # ----- protocol ---------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self._over else self.player

    @property
    def over(self) -> bool:
        return self._over

    def outcome(self) -> Outcome | None:
        if not self._over:
            return None
        if self._outcome is None:
            self._outcome = _decide(self)
        return self._outcome

    def scores(self) -> tuple[int, ...]:
        """Final scores once every piece is down, else the provisional count of the board."""
        return totals(self.board, self.options.players)

    # ----- setup --------------------------------------------------------------------
    @property
    def setup_step(self) -> int | None:
        """0–2 while the Shadows are being set up, else None."""
        if self.holders == (-1, -1, -1) and -1 in self.shadow_at:
            return 3 - self.shadow_at.count(-1)
        return None

    # ----- move generation -------------------------------------------------------------
    def _generate_moves(self) -> list[SaijuMove]:
        rows, empties, tail = self._move_layout()
        moves = [row[h] for row in rows for h in empties]
        moves.extend(tail)
        return moves

    def _move_layout(self) -> tuple[list[tuple[SaijuMove, ...]], list[int], list[SaijuMove]]:
        """The legal moves as ``[row[h] for row in rows for h in empties] + tail``.

        The one definition of their order (placements by Shadow, then kind, then
        the Shadow's destination; ``end``; ``finish``), shared by ``legal_moves``
        and ``nth_legal_move``, so that a playout can draw a move by its index
        without listing the ~270 moves.
        """
        board = self.board
        empties = [h for h in range(SIZE) if board[h] == EMPTY]
        step = self.setup_step
        if step is not None:
            return [SETUP_MOVES[SETUP_ORDER[self.options.players][step][0]]], empties, []
        supply, first, shadow_at = self.supply, self.first, self.shadow_at
        rows: list[tuple[SaijuMove, ...]] = [
            PLACE_MOVES[k] for s in range(3) if shadow_at[s] >= 0 and s != first
            for k in (s, s + 3, s + 6) if supply[k]]
        tail: list[SaijuMove] = [END] if first >= 0 else []
        if self.finish_legal():
            tail.append(FINISH)
        return rows, empties, tail

    def legal_move_count(self) -> int:
        """``len(legal_moves())``, without listing them."""
        if self._over:
            return 0
        rows, empties, tail = self._move_layout()
        return len(rows) * len(empties) + len(tail)

    def nth_legal_move(self, i: int) -> SaijuMove:
        """``legal_moves()[i]`` (0 ≤ i < ``legal_move_count()``), without listing them."""
        rows, empties, tail = self._move_layout()
        return _pick(rows, empties, tail, i)

    def random_legal_move(self, rng: "random.Random") -> SaijuMove:
        """``legal_moves()[rng.randrange(len(legal_moves()))]``: the same draw gives
        the same move, at a fraction of the cost (a playout's move)."""
        rows, empties, tail = self._move_layout()
        return _pick(rows, empties, tail, rng.randrange(len(rows) * len(empties) + len(tail)))

    def random_playout(self, rng: "random.Random", plies: int) -> tuple["SaijuState", int]:
        """The state after up to ``plies`` moves drawn as ``random_legal_move`` would
        (fewer if the game ends) and how many were played, without building the
        states in between (``playouts.py``)."""
        return random_playout(self, rng, plies)

    def finish_legal(self) -> bool:
        """Whether ``finish`` may be played: one Shadow on the board, a one-colour supply."""
        if self._over or self.setup_step is not None:
            return False
        return finish_allowed(self.shadow_at, self.supply)

    # ----- applying ------------------------------------------------------------------
    def _successor(self, move: SaijuMove) -> "SaijuState":
        cls = type(self)
        if type(move) is Place:
            colour, s, dest = move
            board = list(self.board)
            supply = list(self.supply)
            shadow_at = list(self.shadow_at)
            holders = self.holders
            if place(board, supply, shadow_at, 3 * colour + s, dest):
                held = list(holders)
                held[s] = self.player
                holders = tuple(held)  # type: ignore[assignment]
            if self.first < 0 and any(supply):
                player, first = self.player, s
            else:
                player, first = (self.player + 1) % self.options.players, -1
            return cls(self.game, self.options, self.ply + 1, tuple(board), tuple(shadow_at),  # type: ignore[arg-type]
                       holders, tuple(supply), player, first)
        if type(move) is Setup:
            s, h = move
            board = list(self.board)
            board[h] = SHADOW + s
            shadow_at = list(self.shadow_at)
            shadow_at[s] = h
            order = SETUP_ORDER[self.options.players]
            step = 3 - self.shadow_at.count(-1) + 1
            player = order[step][1] if step < 3 else 0
            return cls(self.game, self.options, self.ply + 1, tuple(board), tuple(shadow_at),  # type: ignore[arg-type]
                       self.holders, self.supply, player, -1)
        if type(move) is End:
            return cls(self.game, self.options, self.ply + 1, self.board, self.shadow_at,
                       self.holders, self.supply, (self.player + 1) % self.options.players, -1)
        # finish: every empty hex and the last Shadow's hex get the one kind left
        last = next(k for k in range(9) if self.supply[k])
        s = next(i for i in range(3) if self.shadow_at[i] >= 0)
        filled = tuple(last + 1 if c == EMPTY or c >= SHADOW else c for c in self.board)
        held = list(self.holders)
        held[s] = self.player
        return cls(self.game, self.options, self.ply + 1, filled, (-1, -1, -1),
                   tuple(held), (0,) * 9, self.player, -1)  # type: ignore[arg-type]

    # ----- queries for the board view ----------------------------------------------------
    @property
    def in_setup(self) -> bool:
        """Whether the Shadows are still being put on the board."""
        return self.setup_step is not None

    def setup_shadow(self) -> str | None:
        """The symbol letter of the Shadow to be put next during setup, else None."""
        step = self.setup_step
        return None if step is None else SYMBOLS[SETUP_ORDER[self.options.players][step][0]]

    def supply_counts(self) -> dict[str, int]:
        """Pieces left in the supply for each of the nine kinds (``"wS"`` … ``"pF"``)."""
        return {COLOURS[k // 3] + SYMBOLS[k % 3]: n for k, n in enumerate(self.supply)}

    def pieces_on_board(self) -> dict[str, str]:
        """Colour pieces on the board: hex name -> kind (colour letter + symbol letter)."""
        return {HEXES[h]: COLOURS[(c - 1) // 3] + SYMBOLS[(c - 1) % 3]
                for h, c in enumerate(self.board) if 1 <= c <= 9}

    def shadows_on_board(self) -> dict[str, str]:
        """Shadows on the board: symbol letter -> hex name."""
        return {SYMBOLS[s]: HEXES[h] for s, h in enumerate(self.shadow_at) if h >= 0}

    def shadows_held(self) -> tuple[tuple[str, ...], ...]:
        """Per player index, the symbol letters of the Shadows that player removed."""
        return tuple(tuple(SYMBOLS[s] for s in range(3) if self.holders[s] == p)
                     for p in range(self.options.players))

    def placement_number(self) -> int | None:
        """1 or 2: which placement of the turn comes next; None in setup or once over."""
        if self._over or self.setup_step is not None:
            return None
        return 1 if self.first < 0 else 2

    def first_symbol(self) -> str | None:
        """The symbol letter of this turn's first placement, when one was made."""
        return None if self.first < 0 else SYMBOLS[self.first]

    def allowed_symbols(self) -> tuple[str, ...]:
        """Symbols whose Shadow may be used for the next placement now."""
        if self._over or self.setup_step is not None:
            return ()
        return tuple(SYMBOLS[s] for s in range(3) if self.shadow_at[s] >= 0 and s != self.first)

    def colours_for(self, symbol: str) -> tuple[str, ...]:
        """Colour letters that may be put on the ``symbol`` Shadow's hex now (may be empty)."""
        s = SYMBOLS.index(symbol)
        if SYMBOLS[s] not in self.allowed_symbols():
            return ()
        return tuple(COLOURS[c] for c in range(3) if self.supply[3 * c + s])

    def shadow_targets(self, symbol: str) -> tuple[str, ...]:
        """Empty hexes the ``symbol`` Shadow may be put on now (setup or after a placement).

        During a placement the Shadow's own hex is not a target: the piece goes there.
        """
        if self.setup_step is not None:
            if self.setup_shadow() != symbol:
                return ()
        elif symbol not in self.allowed_symbols():
            return ()
        return tuple(HEXES[h] for h in range(SIZE) if self.board[h] == EMPTY)

    def hex_contents(self, name: str) -> str:
        """What a hex holds: ``""`` (empty), a kind like ``"pS"``, or a Shadow ``"#S"``."""
        c = self.board[INDEX[name]]
        if c == EMPTY:
            return ""
        if c >= SHADOW:
            return "#" + SYMBOLS[c - SHADOW]
        return COLOURS[(c - 1) // 3] + SYMBOLS[(c - 1) % 3]

    def score_sheet(self) -> ScoreSheet:
        """The scoring breakdown of the board (final once over, else provisional)."""
        return score_board(self.board, self.options.players, self._over)


def _pick(rows: list[tuple[SaijuMove, ...]], empties: list[int], tail: list[SaijuMove],
          i: int) -> SaijuMove:
    """The ``i``-th move of a ``_move_layout``."""
    width = len(empties)
    placements = len(rows) * width
    if 0 <= i < placements:
        return rows[i // width][empties[i % width]]
    if 0 <= i - placements < len(tail):
        return tail[i - placements]
    raise IndexError(f"no legal move number {i}: there are {placements + len(tail)}")


def _decide(state: SaijuState) -> Outcome:
    """Highest total wins; equal highest draw, unless the tournament tie-break settles it."""
    scores = state.scores()
    names = state.players
    best = max(scores)
    leaders = [p for p in range(len(scores)) if scores[p] == best]
    if len(leaders) == 1:
        return Outcome.of(leaders[0], SaijuTermination.HIGHEST_SCORE, names, scores=scores)
    if len(scores) == 2 and "tournament" in state.options.switches:
        held = tuple(sum(1 for h in state.holders if h == p) for p in range(2))
        if held[0] != held[1]:
            w = 0 if held[0] > held[1] else 1
            return Outcome.of(w, SaijuTermination.SHADOWS_HELD, names, scores=scores, held=held)
        return Outcome.of(None, SaijuTermination.SHADOWS_TIED, names, scores=scores, held=held)
    return Outcome.of(None, SaijuTermination.TIED_SCORE, names, scores=scores)
