"""The game knowledge a search may use, with plain defaults.

A policy answers, for one game: which moves a tree node considers
(``candidates``), which move a playout plays (``playout_move``), how long a
playout runs before ``evaluate`` stands in for the result (``playout_depth``,
a setting of the player, not a rule), and for hidden-information games how to
reduce a state to a player's view and deal a full state from it.

The default is the textbook player: every legal move, uniformly random
playouts to the end, no evaluation needed. Game policies override what
clearly helps. ``evaluate`` returns one value in [0, 1] per player, read as
"chance that this player wins"; ``score`` is the same knowledge as a single
number for one player, used by the greedy baseline.
"""

from __future__ import annotations

import math
import random
from typing import Any, Generator, Hashable, Optional

from ..mcts import ordered, terminal_rewards
from ...base import State

Move = Hashable


def logistic(x: float) -> float:
    """Map a score margin to (0, 1); 0 maps to 0.5."""
    if x > 40:
        return 1.0
    if x < -40:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


class Policy:
    """Default knowledge: none. Subclasses override what helps their game."""

    hidden = False
    """Whether states hold information some players must not see."""
    playout_depth = 10_000
    """Plies a playout runs before ``evaluate`` is used (a player setting)."""
    exploration = 0.7
    """UCB1's exploration constant (rewards are in [0, 1])."""

    # ----- hidden information ---------------------------------------------------------
    def information(self, state: State, player: int) -> Any:
        """What ``player`` knows of ``state`` (perfect information: the state)."""
        return state

    def determinize(self, info: Any, rng: random.Random) -> State:
        """A full state consistent with ``info`` (perfect information: itself)."""
        return info

    # ----- moves ----------------------------------------------------------------------
    def root_moves(self, state: State, rng: random.Random) -> list[Move]:
        """The moves the root considers, in a stable order (token order)."""
        win = self.winning_move(state)
        if win is not None:
            return [win]
        return ordered(self.candidates(state, rng))

    def deeper_root(self, state: State, moves: list[Move],
                    depth: int) -> Generator[None, None, list[Move]]:
        """A level's deeper look at the root (``levels.Tuning.tactics`` = ``depth``):
        the root moves it keeps, never none. A generator that yields between small
        steps of work, so that the search can stop it at a chunk's deadline
        (``Search.run``); it must not use randomness (a seeded search is
        reproducible however it is split). Default: nothing deeper, all kept."""
        yield from ()
        return moves

    def candidates(self, state: State, rng: random.Random) -> list[Move]:
        """The moves a tree node considers: all of them unless a game prunes.

        A fresh list (the search pops from it).
        """
        win = self.winning_move(state)
        if win is not None:
            return [win]
        return list(state.legal_moves())

    def node_candidates(self, state: State, rng: random.Random, memo: dict) -> list[Move]:
        """``candidates`` under hidden information, where a node is visited
        with a different deal each time: ``memo`` is the node's own dict, for
        what depends only on the node's public position (kept between deals)."""
        return self.candidates(state, rng)

    def winning_move(self, state: State) -> Optional[Move]:
        """A move that wins at once for the player to move, if the policy can see one cheaply."""
        return None

    def playout_move(self, state: State, rng: random.Random) -> Move:
        moves = state.legal_moves()
        return moves[rng.randrange(len(moves))]

    def playout(self, state: State, rng: random.Random) -> tuple[State, int]:
        """Where a playout from ``state`` stops: ``playout_move`` for up to
        ``playout_depth`` plies or to the end; returns that state and the plies
        played. A game may do the same faster (Saiju builds no states on the way)."""
        plies = 0
        for _ in range(self.playout_depth):
            if state.outcome() is not None:
                break
            state = state._successor(self.playout_move(state, rng))
            plies += 1
        return state, plies

    # ----- evaluation ---------------------------------------------------------------
    def final_rewards(self, state: State, players: int) -> tuple[float, ...]:
        """Per-player values of a finished game, where a playout or the tree reaches
        the end: 1 for the winner, 1/n each for a draw (``mcts.terminal_rewards``).
        A game may also credit the margin of the final score."""
        return terminal_rewards(state, players)

    def score(self, state: State, player: int) -> float:
        """How good ``state`` is for ``player``, as an unbounded margin (0 = even)."""
        return 0.0

    def evaluate(self, state: State) -> tuple[float, ...]:
        """Per-player values in [0, 1] at a playout cutoff (default: the scores)."""
        n = state.options.players
        raw = [self.score(state, p) for p in range(n)]
        if n == 2:
            v = logistic(raw[0])
            return (v, 1.0 - v)
        # More players: a soft-max share of the win.
        top = max(raw)
        weights = [math.exp(max(-30.0, r - top)) for r in raw]
        total = sum(weights)
        return tuple(w / total for w in weights)

    def simple_score(self, state: State, player: int) -> float:
        """The greedy baseline's evaluation (default: ``score``)."""
        return self.score(state, player)
