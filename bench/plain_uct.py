"""The textbook baselines: a plain UCT and, for hidden hands, a determinised plain UCT.

Written apart from the project's search (``games/ai/mcts.py``) and with none of
its game knowledge, so that "stronger than a plain search" means something:

- **UCB1** with c = 1.4 over every legal move (no pruning, no ordering: the
  untried moves are expanded in random order);
- **uniformly random playouts** to the end of the game, cut after
  ``PLAYOUT_CAP`` (200) plies and then scored as a draw;
- rewards per player (1 to the winner, 1/n each for a draw), each edge
  credited to the player who made that move, read from its state's
  ``to_move``, so Saiju's and Symbol Pallet's turns of several plies and
  3–4 players need no special case;
- the move played is the root's most visited child;
- **equal wall time**: it searches until ``seconds`` have passed (at least one
  iteration), the same time the player it is measured against gets.

``DeterminisedUct`` (a game with hidden hands: Symbol Pallet): it sees only
its seat's view (``PlayerView.of(state, me)``); it splits its time into
``deals`` equal parts, runs a plain UCT on a fresh deal of the unseen tiles
(``view.sample_state(rng)``) in each, and plays the move with the most root
visits summed over the deals (perfect-information Monte Carlo, "determinised
UCT").
"""

from __future__ import annotations

import math
import random
import time
from typing import Any, Hashable, Optional

from games.symbol_pallet.view import PlayerView

Move = Hashable
clock = time.perf_counter
"""The clock of the deadline (``bench/strength.py --cpu-clock``: ``time.process_time``)."""
C = 1.4
PLAYOUT_CAP = 200


class _Node:
    __slots__ = ("state", "mover", "children", "untried", "visits", "value")

    def __init__(self, state: Any, mover: Optional[int], rng: random.Random) -> None:
        self.state = state
        self.mover = mover
        self.children: dict[Move, _Node] = {}
        self.untried: list[Move] = [] if state.outcome() is not None else list(state.legal_moves())
        rng.shuffle(self.untried)
        self.visits = 0
        self.value = 0.0


def _rewards(state: Any, players: int) -> list[float]:
    outcome = state.outcome()
    if outcome is None or outcome.winner is None:
        return [1.0 / players] * players  # a draw, or a playout cut short
    out = [0.0] * players
    out[outcome.winner] = 1.0
    return out


def uct_visits(state: Any, seconds: float, rng: random.Random,
               iterations: Optional[int] = None) -> dict[Move, int]:
    """Plain UCT from ``state`` for ``seconds`` of wall time: visits of each root move.

    ``iterations`` instead bounds it by iterations (reproducible: for tests).
    """
    now = clock
    deadline = now() + seconds
    players = state.options.players
    root = _Node(state, None, rng)
    done = 0
    while (done < iterations) if iterations is not None \
            else (done == 0 or now() < deadline):
        done += 1
        node = root
        path = [root]
        while not node.untried and node.children:
            logn = math.log(node.visits)
            node = max(node.children.values(),
                       key=lambda c: c.value / c.visits + C * math.sqrt(logn / c.visits))
            path.append(node)
        if node.untried:
            move = node.untried.pop()
            child = _Node(node.state._successor(move), node.state.to_move, rng)
            node.children[move] = child
            node = child
            path.append(node)
        s = node.state
        for _ in range(PLAYOUT_CAP):
            if s.outcome() is not None:
                break
            moves = s.legal_moves()
            s = s._successor(moves[rng.randrange(len(moves))])
        rewards = _rewards(s, players)
        for n in path:
            n.visits += 1
            if n.mover is not None:
                n.value += rewards[n.mover]
    return {move: child.visits for move, child in root.children.items()}


def _most_visited(visits: dict[Move, int]) -> Move:
    return max(sorted(visits, key=str), key=lambda m: visits[m])


class PlainUct:
    """Plain UCT at ``seconds`` of wall time a move (perfect information)."""

    name = "uct"

    def __init__(self, seconds: float, seed: Optional[int] = None,
                 iterations: Optional[int] = None) -> None:
        self.seconds = seconds
        self.rng = random.Random(seed)
        self.iterations = iterations

    def choose(self, state: Any) -> Move:
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        return _most_visited(uct_visits(state, self.seconds, self.rng, self.iterations))


class DeterminisedUct:
    """Plain UCT on ``deals`` deals of its own view, root visits summed (hidden information)."""

    name = "uct"

    def __init__(self, seconds: float, seed: Optional[int] = None, deals: int = 4,
                 iterations: Optional[int] = None) -> None:
        self.seconds = seconds
        self.rng = random.Random(seed)
        self.deals = deals
        self.iterations = iterations
        """Per deal, instead of the time (reproducible: for tests)."""

    def choose(self, state: Any) -> Move:
        me = state.to_move
        view = PlayerView.of(state, me)
        del state  # from here on: what this seat may see
        moves = view.sample_state(self.rng).legal_moves()
        if len(moves) == 1:
            return moves[0]
        total: dict[Move, int] = {}
        for _ in range(self.deals):
            deal = view.sample_state(self.rng)
            visits = uct_visits(deal, self.seconds / self.deals, self.rng, self.iterations)
            for move, n in visits.items():
                total[move] = total.get(move, 0) + n
        return _most_visited(total)


def plain_uct_for(state: Any, seconds: float, seed: Optional[int] = None) -> Any:
    """The plain baseline for ``state``'s game: determinised where states hide something."""
    if state.game.hidden_hands:
        return DeterminisedUct(seconds, seed)
    return PlainUct(seconds, seed)
