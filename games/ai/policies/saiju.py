"""Saiju knowledge: the provisional score is a good guide.

Every piece stays where it is put and the board fills in 36 pieces, so the
current scoring of the groups already on the board (the engine's provisional
``scores()``) predicts the final one well. Playouts are short and end in that
evaluation: a playout to the end (≈ 35 plies) costs ten times more and adds
mostly noise.
"""

from __future__ import annotations

from typing import Hashable

from ...base import State
from ...saiju.geometry import SIZE
from ...saiju.moves import Place, Setup
from .base import Policy

PIECE_KEYS = 9 * SIZE
"""Keys 0 … 323: a Colour piece of a kind on a hex (9 kinds × 36 hexes)."""
SHADOW_KEYS = PIECE_KEYS
"""Keys 324 … 431: a Shadow put on a hex (3 symbols × 36 hexes)."""
END_KEY = PIECE_KEYS + 3 * SIZE
FINISH_KEY = END_KEY + 1


class SaijuPolicy(Policy):
    playout_depth = 6
    rave = 300.0
    rave_ref = 50
    amaf_size = FINISH_KEY + 1

    def amaf_keys(self, state: State, move: Hashable) -> tuple[int, ...]:
        """A placement is two facts that keep their meaning wherever it is played:
        a piece of its kind lands on the hex its Shadow stood on, and the Shadow goes
        to its destination (where the next piece of that symbol will land). Pieces
        never move, so a hex receives each at most once in a game."""
        if type(move) is Place:
            colour, symbol, dest = move
            return ((3 * colour + symbol) * SIZE + state.shadow_at[symbol],  # type: ignore[attr-defined]
                    SHADOW_KEYS + symbol * SIZE + dest)
        if type(move) is Setup:
            return (SHADOW_KEYS + move.symbol * SIZE + move.hex,)
        return (END_KEY,) if str(move) == "end" else (FINISH_KEY,)

    def score(self, state: State, player: int) -> float:
        scores = state.scores()
        if scores is None:  # pragma: no cover - Saiju always scores
            return 0.0
        mine = scores[player]
        best_other = max(s for p, s in enumerate(scores) if p != player)
        outcome = state.outcome()
        if outcome is not None:
            if outcome.winner == player:
                return 40.0 + (mine - best_other)
            if outcome.winner is None:
                return 0.0
            return -40.0 + (mine - best_other)
        return (mine - best_other) / 4.0
