"""Monte Carlo tree search over the common game protocol.

The search only uses what every state offers (``legal_moves``, ``_successor``,
``to_move``, ``outcome``) plus a game's *policy* (``games.ai.policies``): the
candidate moves at a tree node (decisive moves first, pruning where a game's
branching is too wide), the move to play in a playout, how many plies a
playout runs before the policy's evaluation stands in for the result, and,
for hidden-information games, how to deal the unseen part.

Why these choices:

- **UCT with per-node ``to_move``.** Statistics on an edge are kept from the
  point of view of the player who made that move (``node.mover``), read from
  the parent state's ``to_move``, never by alternating: Saiju's second
  placement and Symbol Pallet's three actions give one player several plies
  in a row, and 3–4 player games have no "opponent".
- **Rewards are vectors** (one value in [0, 1] per player): a win is 1 for
  the winner and 0 for the rest, a draw 1/n each, an evaluation at a playout
  cutoff whatever the policy says. So the same code serves 2 to 4 players.
- **Hidden information: single-observer information-set MCTS.** The search
  never holds the real state of a hidden-information game: it takes the
  searching player's *view* and deals a fresh determinisation from it on
  every iteration. Nodes are keyed by moves, so the tree is shared by all
  determinisations; a node offers, on each iteration, only the moves legal in
  that iteration's deal. Nothing the player cannot see can reach the choice.
- **Budget: iterations AND a time cap.** Iterations make a seeded search
  reproducible; the cap bounds the wait in a slow runtime (Pyodide is 3–10×
  slower than CPython). With ``time_limit=None`` the search is iteration-bound
  and fully deterministic for a given seed.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Generator, Hashable, Optional, Sequence

from ..base import State

Move = Hashable

def wall_clock() -> float:
    return time.perf_counter()


clock = wall_clock
"""The clock that deadlines are read on. ``bench/strength.py --cpu-clock`` sets
``time.process_time``, so that equal time per move stays equal on a loaded machine."""


class Node:
    """One tree node: the edge into it (``move`` by ``mover``) and its statistics."""

    __slots__ = ("move", "mover", "children", "untried", "visits", "value", "state",
                 "terminal", "rewards", "memo")

    def __init__(self, move: Move, mover: Optional[int], state: Optional[State]) -> None:
        self.move = move
        self.mover = mover
        self.children: dict[Move, Node] = {}
        self.untried: Optional[list[Move]] = None
        self.visits = 0
        self.value = 0.0
        self.state = state
        """The state reached (perfect information only; None under determinisation)."""
        self.terminal = False
        self.rewards: Optional[tuple[float, ...]] = None
        self.memo: Optional[dict] = None
        """Hidden information: what the policy may keep about this node's
        public position between iterations (``Policy.node_candidates``)."""


@dataclass
class SearchResult:
    """What a search chose and how hard it looked."""

    move: Move
    iterations: int
    seconds: float
    nodes: int
    plies: int
    """Plies applied in total (tree descent, expansion and playouts)."""
    stats: list[tuple[str, int, float]]
    """Root moves as (token, visits, mean reward for the mover), most visited first."""

    @property
    def plies_per_second(self) -> float:
        return self.plies / self.seconds if self.seconds > 0 else 0.0



def _expand(node: "Node", state: Any, move: Any, keep_state: bool, path: list, players: int,
            policy: Any):
    """Add the child reached by ``move``, step into it; returns (child, its state).

    ``keep_state`` stores the state in the node (perfect information); with
    hidden information each iteration deals anew, so nodes keep no state. A
    finished game is valued as a playout's end is (``policy.final_rewards``), so
    one tree holds one scale of values.
    """
    mover = state.to_move
    state = state._successor(move)
    child = Node(move, mover, state if keep_state else None)
    node.children[move] = child
    path.append(child)
    if state.outcome() is not None:
        child.terminal = True
        child.rewards = policy.final_rewards(state, players)
    return child, state

def terminal_rewards(state: State, players: int) -> tuple[float, ...]:
    """1 for the winner and 0 for the others; 1/n each for a draw."""
    outcome = state.outcome()
    assert outcome is not None
    if outcome.winner is None:
        return (1.0 / players,) * players
    out = [0.0] * players
    out[outcome.winner] = 1.0
    return tuple(out)


class Search:
    """One MCTS search from a state, run in as many pieces as its caller likes.

    Why a class: the page runs the search in a web worker in short chunks
    (``run(n, deadline)``), so that the page can stop a search it no longer
    needs between two chunks (undo, a new game) and the worker is free again
    soon. The tree and the random generator live in the object, and nothing
    in an iteration depends on where a chunk ended, so the same state, policy,
    seed and *total* number of iterations give the same tree and the same
    move however the iterations were split (``tests/rules/test_ai.py`` checks it).
    ``ensemble.search()`` is one ``run`` of the whole budget.

    For a hidden-information game the state is reduced to its mover's view in
    the constructor, before anything else, and the state itself is not kept.

    ``tactics`` > 0 runs the policy's deeper root analysis (``deeper_root``,
    a level's setting: ``levels.Tuning``) before the first iteration. It is a
    generator driven in small steps by ``run``, so a chunk's deadline stops it
    too and the page stays responsive; it uses no randomness, so the moves it
    leaves, and then the whole search, do not depend on how ``run`` was split.

    ``root_moves`` given: the root considers those instead of the policy's
    (``ensemble.EnsembleSearch`` gives every deal the same root).
    """

    def __init__(self, state: State, policy: Any, rng: random.Random,
                 exploration: Optional[float] = None, tactics: int = 0,
                 root_moves: Optional[list[Move]] = None) -> None:
        began = time.perf_counter()
        self.policy = policy
        self.rng = rng
        self.exploration = policy.exploration if exploration is None else exploration
        me = state.to_move
        if me is None:
            raise ValueError("the game is over: there is no move to choose")
        self.players = state.options.players
        if policy.hidden:
            self.info = policy.information(state, me)
            state = None  # type: ignore[assignment]  # from here on: the view only
            self.root_state = policy.determinize(self.info, rng)
        else:
            self.info = None
            self.root_state = state
        self.root = Node(None, None, None if self.info is not None else self.root_state)
        self.root_moves = (policy.root_moves(self.root_state, rng) if root_moves is None
                           else list(root_moves))
        if not self.root_moves:
            raise ValueError("no legal move")
        self.forced: Optional[Move] = None
        """The only move the root considers: no search is needed."""
        self.pending: Optional[Generator[None, None, list[Move]]] = None
        """The policy's deeper root analysis while it is unfinished (``tactics``);
        until it ends, the best move is the first of ``root_moves``."""
        self.root_set = set(self.root_moves)
        if tactics and len(self.root_moves) > 1:
            self.pending = policy.deeper_root(self.root_state, self.root_moves, tactics)
        else:
            self._settle_root(self.root_moves)
        self.iterations = 0
        self.nodes = 1
        self.plies = 0
        self.seconds = time.perf_counter() - began
        """Time spent in the constructor and in ``run`` (not between chunks)."""

    def run(self, iterations: int, deadline: Optional[float] = None) -> int:
        """Run up to ``iterations`` more iterations; returns how many ran.

        ``deadline`` (a ``clock()`` value) stops the chunk early,
        after at least one iteration: a time cap bounds the wait, but then the
        choice depends on the machine's speed.
        """
        if self.forced is not None or iterations <= 0:
            return 0
        if self.pending is not None:
            began = time.perf_counter()
            finished = self._analyse(deadline)
            self.seconds += time.perf_counter() - began
            if not finished or self.forced is not None or (
                    deadline is not None and clock() >= deadline):
                return 0
        began = time.perf_counter()
        policy, rng, info = self.policy, self.rng, self.info
        root, root_state = self.root, self.root_state
        now = clock
        done = 0
        while done < iterations:
            if deadline is not None and done and now() >= deadline:
                break
            done += 1
            path = [root]
            node, s = self._select(root_state if info is None else policy.determinize(info, rng),
                                   path)
            rewards = node.rewards if node.terminal else self._playout(s)
            # --- back-propagation -----------------------------------------------------
            root.visits += 1
            for n in path[1:]:
                n.visits += 1
                n.value += rewards[n.mover]  # type: ignore[index]
        self.iterations += done
        self.seconds += time.perf_counter() - began
        return done

    def _settle_root(self, moves: list[Move]) -> None:
        """Fix the root's moves (after the policy's analyses): one is forced, or all
        are to be tried in a random order."""
        self.root_moves = moves
        if len(moves) == 1:
            self.forced = moves[0]
        else:
            self.root.untried = list(moves)
            self.rng.shuffle(self.root.untried)
        self.root_set = set(moves)

    def _analyse(self, deadline: Optional[float]) -> bool:
        """Step the deeper root analysis until it ends or ``deadline`` passes (after
        at least one step); True once it has ended and the root is settled."""
        pending = self.pending
        assert pending is not None
        now = clock
        first = True
        try:
            while True:
                if deadline is not None and not first and now() >= deadline:
                    return False
                first = False
                next(pending)
        except StopIteration as stop:
            moves = stop.value
        self.pending = None
        self._settle_root(list(moves) or self.root_moves)
        return True

    def _select(self, s: Any, path: list[Node]) -> tuple[Node, Any]:
        """Selection and expansion: from the root (``s`` is its state, dealt anew with
        hidden information) down by UCB1 to a new child, a terminal node or a node
        without moves; returns that node and its state, and ``path`` holds every node
        passed."""
        policy, rng, info, root = self.policy, self.rng, self.info, self.root
        exploration, players = self.exploration, self.players
        log, sqrt = math.log, math.sqrt
        node = root
        while True:
            if node.terminal:
                break
            if info is None:
                untried = node.untried
                if untried is None:
                    untried = node.untried = policy.candidates(s, rng)
                    rng.shuffle(untried)
                if untried:
                    node, s = _expand(node, s, untried.pop(), True, path, players, policy)
                    self.plies += 1
                    self.nodes += 1
                    break
                children = list(node.children.values())
            else:
                if node is root:
                    moves = self.root_moves
                else:
                    memo = node.memo
                    if memo is None:
                        memo = node.memo = {}
                    moves = policy.node_candidates(s, rng, memo)
                if not moves:
                    break
                kids = node.children
                fresh = [m for m in moves if m not in kids]
                if fresh:
                    node, s = _expand(node, s, fresh[rng.randrange(len(fresh))], False, path,
                                      players, policy)
                    self.plies += 1
                    self.nodes += 1
                    break
                children = [kids[m] for m in moves]
            if not children:
                break
            # UCB1 from the point of view of the player who moves here.
            logn = log(node.visits + 1)
            best = None
            best_score = -1.0
            for child in children:
                score = child.value / child.visits + exploration * sqrt(logn / child.visits)
                if score > best_score:
                    best, best_score = child, score
            node = best  # type: ignore[assignment]
            path.append(node)
            if info is None:
                s = node.state
            else:
                s = s._successor(node.move)
                self.plies += 1
        return node, s

    def _playout(self, s: Any) -> tuple[float, ...]:
        """The rewards of a playout from ``s``: the policy's moves up to its depth, then
        the end's rewards (``policy.final_rewards``) or the policy's evaluation."""
        policy = self.policy
        s, plies = policy.playout(s, self.rng)
        self.plies += plies
        if s.outcome() is not None:
            return policy.final_rewards(s, self.players)  # type: ignore[no-any-return]
        return policy.evaluate(s)  # type: ignore[no-any-return]

    def _ranked(self) -> list[Node]:
        return sorted(
            (c for c in self.root.children.values() if c.move in self.root_set),
            key=lambda c: (c.visits, c.value / c.visits if c.visits else 0.0),
            reverse=True,
        )

    @property
    def best(self) -> Move:
        """The move chosen so far: the root's most visited child."""
        if self.forced is not None:
            return self.forced
        ranked = self._ranked()
        return ranked[0].move if ranked else self.root_moves[0]

    def result(self) -> SearchResult:
        """The search so far as a ``SearchResult`` (the move, effort, root statistics)."""
        if self.forced is not None:
            return forced_result(self.forced, self.seconds)
        ranked = self._ranked()
        move = ranked[0].move if ranked else self.root_moves[0]
        stats = [(str(c.move), c.visits, round(c.value / c.visits, 3) if c.visits else 0.0)
                 for c in ranked]
        return SearchResult(move, self.iterations, self.seconds, self.nodes, self.plies, stats)


def forced_result(move: Move, seconds: float) -> SearchResult:
    """The answer when the root has one move to play (a win, the only legal move, the
    policy's forced reply): chosen with no iteration, one node, no statistics."""
    return SearchResult(move, 0, seconds, 1, 0, [(str(move), 0, 0.0)])


def ordered(moves: Sequence[Move]) -> list[Move]:
    """Moves in token order: a stable order independent of generation details."""
    return sorted(moves, key=str)
