"""Saiju knowledge: the provisional score is a good guide.

Every piece stays where it is put and the board fills in 36 pieces, so the
current scoring of the groups already on the board (the engine's provisional
``scores()``) predicts the final one well. Playouts are short and end in that
evaluation: a playout to the end (≈ 35 plies) costs ten times more and adds
mostly noise.
"""

from __future__ import annotations

from ...base import State
from .base import Policy


class SaijuPolicy(Policy):
    playout_depth = 6

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
