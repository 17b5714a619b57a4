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
from .base import Policy, logistic


class SaijuPolicy(Policy):
    playout_depth = 6
    exploration = 0.3
    """UCB1's constant, lower than the default 0.7 (as Symbol Pallet's): the leaf
    values, logistics of a quarter of the score margin, lie close together, and
    at 0.7 the exploration term (≈ 0.55 for a root child with 13 of 3,500
    visits, ~270 children) drowned them, so the root's visits were nearly
    uniform. Measured against the plain UCT (``docs/ai.md``, the runs in
    ``bench/history/strength.md``); it paid only once iterations were cheap enough."""

    def playout_move(self, state: State, rng: random.Random) -> Hashable:
        """A uniformly random legal move, drawn by index without listing the legal
        moves (``SaijuState.random_legal_move``): the same draw gives the same move
        as indexing ``legal_moves()``, at a fraction of the cost (listing ~270 moves
        was a quarter of an iteration)."""
        return state.random_legal_move(rng)  # type: ignore[attr-defined, no-any-return]

    def playout(self, state: State, rng: random.Random) -> tuple[State, int]:
        """The same moves as ``playout_move`` ply by ply, without the states in
        between (``SaijuState.random_playout``)."""
        return state.random_playout(rng, self.playout_depth)  # type: ignore[attr-defined, no-any-return]

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
