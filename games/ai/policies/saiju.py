"""Saiju knowledge: the provisional score is a good guide.

Every piece stays where it is put and the board fills in 36 pieces, so the
current scoring of the groups already on the board (the engine's provisional
``scores()``) predicts the final one well. Playouts are short and end in that
evaluation: a playout to the end (≈ 35 plies) costs ten times more and adds
mostly noise.
"""

from __future__ import annotations

import random
from typing import Hashable

from ...base import State
from ...saiju.geometry import SIZE
from ...saiju.moves import END, FINISH, PLACE_MOVES
from .base import Policy, logistic


class SaijuPolicy(Policy):
    playout_depth = 6

    def playout_move(self, state: State, rng: random.Random) -> Hashable:
        """A uniformly random legal move, found without listing the legal moves: the
        same index into the same order as ``legal_moves()`` (placements by Shadow,
        then kind, then the Shadow's destination; ``end``; ``finish``), so the same
        random draw gives the same move, at a fraction of the cost (listing ~270
        moves was a quarter of an iteration)."""
        if state.setup_step is not None:  # type: ignore[attr-defined]
            return super().playout_move(state, rng)
        board = state.board  # type: ignore[attr-defined]
        supply = state.supply  # type: ignore[attr-defined]
        shadow_at = state.shadow_at  # type: ignore[attr-defined]
        first = state.first  # type: ignore[attr-defined]
        empties = [h for h in range(SIZE) if not board[h]]
        kinds = [k for s in range(3) if shadow_at[s] >= 0 and s != first
                 for k in (s, s + 3, s + 6) if supply[k]]
        width = len(empties)
        placements = len(kinds) * width
        extra = 0 if first < 0 else 1
        finish = state.finish_legal()  # type: ignore[attr-defined]
        r = rng.randrange(placements + extra + finish)
        if r < placements:
            return PLACE_MOVES[kinds[r // width]][empties[r % width]]
        return END if r - placements < extra else FINISH

    def evaluate(self, state: State) -> tuple[float, ...]:
        """The default evaluation, with two players reading the scores once (the
        default asks ``score`` for both and uses the first alone)."""
        if state.options.players == 2:
            v = logistic(self.score(state, 0))
            return (v, 1.0 - v)
        return super().evaluate(state)

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
