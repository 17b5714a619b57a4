"""Players: the search player and the two baselines it is measured against.

Every player has ``choose(state) -> move`` and sees a hidden-information state
only through its mover's view (``policy.information``), dealing the unseen part
at random where it must look ahead; so no player, baseline or not, reads the
other hands or the deck order.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Optional

from ..base import State
from .levels import iterations_for, level, tuning
from .ensemble import search
from .mcts import SearchResult, ordered
from .policies import policy_for

Move = Hashable


class RandomPlayer:
    """Uniformly random legal moves."""

    name = "random"

    def __init__(self, seed: Optional[int] = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Move:
        moves = ordered(state.legal_moves())
        return moves[self.rng.randrange(len(moves))]


class GreedyPlayer:
    """One ply: a winning move if there is one, else the best simple evaluation.

    Each legal move is applied and the result scored by the game policy's
    ``simple_score`` for the mover; ties are broken at random. A hidden-
    information game is played on one determinisation of the mover's view.
    """

    name = "greedy"

    def __init__(self, seed: Optional[int] = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Move:
        policy = policy_for(state.game.name)
        me = state.to_move
        assert me is not None
        if policy.hidden:
            state = policy.determinize(policy.information(state, me), self.rng)
        best: list[Move] = []
        best_score = float("-inf")
        for move in ordered(state.legal_moves()):
            after = state._successor(move)
            outcome = after.outcome()
            if outcome is not None and outcome.winner == me:
                return move
            value = policy.simple_score(after, me)
            if value > best_score:
                best, best_score = [move], value
            elif value == best_score:
                best.append(move)
        return best[self.rng.randrange(len(best))]


class MctsPlayer:
    """The search player at a level; ``seed`` makes its choices reproducible.

    ``time_limit`` overrides the level's cap (None: iterations only, fully
    reproducible); ``iterations`` overrides the level's budget.
    """

    name = "mcts"

    def __init__(self, level_name: str = "normal", seed: Optional[int] = None,
                 time_limit: Any = "level", iterations: Optional[int] = None) -> None:
        self.level = level(level_name)
        self.rng = random.Random(seed)
        self.time_limit = self.level.time_limit if time_limit == "level" else time_limit
        self.iterations = iterations
        self.last: Optional[SearchResult] = None

    def choose(self, state: State) -> Move:
        self.last = self.search(state)
        return self.last.move

    def search(self, state: State) -> SearchResult:
        name = state.game.name
        budget = self.iterations or iterations_for(name, self.level.name)
        tune = tuning(name, self.level.name)
        return search(state, policy_for(name), budget, self.time_limit, self.rng,
                      tune.exploration, tune.tactics, tune.deals)
