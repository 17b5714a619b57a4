"""Saiju knowledge: playouts to the end, valued by the win and the final margin.

A group scores only once it has 3 pieces of 2 symbols, so for most of a game
the board's provisional count is 0 or close to it, and a short playout that
ends in it says little about the moves that build groups. A random playout to
the end (about 35 plies, on plain lists: ``SaijuState.random_playout``) costs
about 2.2 times a 6-ply one and sees what the groups become. Its value credits
the winner and the final margin (``final_rewards``): half a win's 0/½/1, half
a logistic of a quarter of the margin, so a playout won by 1 and one won by 20
are told apart and the leaf values are less noisy than 0 or 1 alone.
"""

from __future__ import annotations

import random
from typing import Hashable

from ...base import State
from .base import Policy, logistic

MARGIN_SCALE = 4.0
"""Points of final margin per unit of the logistic in ``final_rewards``."""


class SaijuPolicy(Policy):
    playout_depth = 100
    """To the end: a game has at most 75 plies (3 setup, 36 placements, an ``end``
    after each); ``evaluate`` stands in only if a playout starts beyond that."""
    exploration = 0.3
    """UCB1's constant, lower than the default 0.7 (as Symbol Pallet's): the means
    of the root's ~270 moves lie close together, and at 0.7 the exploration term
    (≈ 0.55 for a root child with 13 of 3,500 visits) drowned them, so the root's
    visits were nearly uniform. Measured against the plain UCT with short playouts
    (``docs/ai.md``, the runs in ``bench/history/strength.md``) and kept with the
    playouts to the end."""

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

    def final_rewards(self, state: State, players: int) -> tuple[float, ...]:
        """Two players: half the game's result (1, ½, 0) and half a logistic of a
        quarter of the final margin, so a big win is worth more than a narrow one
        and a narrow loss more than a rout (rewards stay in [0, 1], a win at least ¾,
        a loss at most ¼). More players: the default (the winner takes 1)."""
        if players != 2:
            return super().final_rewards(state, players)
        scores = state.scores()
        assert scores is not None  # Saiju always scores
        outcome = state.outcome()
        won = 0.5 if outcome is None or outcome.winner is None else float(outcome.winner == 0)
        v = 0.5 * won + 0.5 * logistic((scores[0] - scores[1]) / MARGIN_SCALE)
        return (v, 1.0 - v)

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
