"""Ensemble determinisation: a few deals of the unseen part, each searched openly.

Why (Symbol Pallet's ``strong``; docs/ai.md, "The level ladder"):
the information-set search of ``mcts.Search`` deals the unseen tiles afresh on
every iteration, so below the root a placement on the opponent's turn or
after a ``draw`` names a tile that differs from deal to deal, nearly every
visit there opens a new child, and more iterations mostly go into one-visit
leaves. With every hand shown, ``strong`` beat ``normal`` 8/10. Here the
search deals ``deals`` full states from the mover's *view* (never from the
state itself, which is dropped first), searches each one as a
perfect-information game, where a tree below the root can grow, and adds the
root moves' visits over the deals.

The root's moves are the same in every deal: they are the mover's own moves,
and a Symbol Pallet move of the mover depends only on its own hand, the
public field and pile, and the deck's size (``symbol_pallet.view``). They
are chosen once, from the first deal, and given to every deal's search.

Iterations go to the deals in turn (iteration ``j`` to deal ``j mod deals``),
each deal with its own random generator drawn from the seeded one, so the
same seed and total number of iterations give the same move however ``run``
is split into chunks, and a time cap that stops the search early leaves the
deals about equally searched.
"""

from __future__ import annotations

import random
import time
from typing import Any, Optional

from ..base import State
from . import mcts
from .mcts import Move, Search, SearchResult


class OpenPolicy:
    """A hidden-information policy made to search one dealt state openly: the same
    knowledge, with ``hidden`` False (nodes keep their states, the game's
    ``candidates`` serve every node)."""

    hidden = False

    def __init__(self, policy: Any) -> None:
        self._policy = policy

    def __getattr__(self, name: str) -> Any:
        return getattr(self._policy, name)


class EnsembleSearch:
    """``deals`` perfect-information searches of deals of the mover's view, run in
    turn; the same interface as ``mcts.Search`` (``run``, ``best``, ``result``,
    ``iterations``, ``forced``, ``plies``, ``nodes``, ``seconds``)."""

    def __init__(self, state: State, policy: Any, rng: random.Random, deals: int,
                 exploration: Optional[float] = None, tactics: int = 0) -> None:
        began = time.perf_counter()
        me = state.to_move
        if me is None:
            raise ValueError("the game is over: there is no move to choose")
        if deals < 1:
            raise ValueError("an ensemble needs at least one deal")
        info = policy.information(state, me)
        state = None  # type: ignore[assignment]  # from here on: the view only
        dealt = [policy.determinize(info, rng) for _ in range(deals)]
        self.root_moves: list[Move] = policy.root_moves(dealt[0], rng)
        if not self.root_moves:
            raise ValueError("no legal move")
        self.forced: Optional[Move] = self.root_moves[0] if len(self.root_moves) == 1 else None
        open_policy = OpenPolicy(policy)
        self.searches: list[Search] = [
            Search(deal, open_policy, random.Random(rng.getrandbits(64)), exploration, tactics,
                   root_moves=self.root_moves)
            for deal in dealt]
        self.iterations = 0
        self.seconds = time.perf_counter() - began

    @property
    def plies(self) -> int:
        return sum(s.plies for s in self.searches)

    @property
    def nodes(self) -> int:
        return sum(s.nodes for s in self.searches)

    def run(self, iterations: int, deadline: Optional[float] = None) -> int:
        """Run up to ``iterations`` more iterations, one deal after the other; returns
        how many ran. ``deadline`` (a ``mcts.clock()`` value) stops the chunk early,
        after at least one iteration."""
        if self.forced is not None or iterations <= 0:
            return 0
        began = time.perf_counter()
        searches = self.searches
        k = len(searches)
        now = mcts.clock
        done = 0
        while done < iterations:
            if deadline is not None and done and now() >= deadline:
                break
            searches[(self.iterations + done) % k].run(1)
            done += 1
        self.iterations += done
        self.seconds += time.perf_counter() - began
        return done

    def _totals(self) -> list[tuple[Move, int, float]]:
        """Root moves as (move, visits, summed reward) over the deals, most visited
        first (then the best mean; then the root's order)."""
        visits = {m: 0 for m in self.root_moves}
        value = {m: 0.0 for m in self.root_moves}
        for s in self.searches:
            for m, child in s.root.children.items():
                if m in visits:
                    visits[m] += child.visits
                    value[m] += child.value
        return sorted(((m, visits[m], value[m]) for m in self.root_moves),
                      key=lambda t: (t[1], t[2] / t[1] if t[1] else 0.0), reverse=True)

    @property
    def best(self) -> Move:
        """The move chosen so far: the most visited over all deals."""
        if self.forced is not None:
            return self.forced
        return self._totals()[0][0]

    def result(self) -> SearchResult:
        """The search so far as a ``SearchResult`` (root statistics summed over the deals)."""
        seconds = self.seconds
        if self.forced is not None:
            return mcts.forced_result(self.forced, seconds)
        totals = self._totals()
        stats = [(str(m), v, round(w / v, 3) if v else 0.0) for m, v, w in totals if v]
        return SearchResult(totals[0][0], self.iterations, seconds, self.nodes, self.plies, stats)


def new_search(state: State, policy: Any, rng: random.Random, exploration: Optional[float] = None,
               tactics: int = 0, deals: int = 0) -> Search | EnsembleSearch:
    """The search a level's tuning asks for: ``mcts.Search`` (``deals`` 0, or a game
    without hidden information) or an ``EnsembleSearch`` over ``deals`` deals."""
    if deals and policy.hidden:
        return EnsembleSearch(state, policy, rng, deals, exploration, tactics)
    return Search(state, policy, rng, exploration, tactics)


def search(state: State, policy: Any, iterations: int, time_limit: Optional[float],
           rng: random.Random, exploration: Optional[float] = None, tactics: int = 0,
           deals: int = 0) -> SearchResult:
    """One whole search from ``state`` for the player to move: ``new_search`` run for
    ``iterations`` or until ``time_limit`` seconds (``mcts.clock()``) have passed.

    The one entry point for a search in a single call (``MctsPlayer``, the benchmarks,
    ``games.ai.search``); the page's worker runs ``new_search`` in chunks instead. For a
    hidden-information game the search reads only the mover's view.
    """
    began = mcts.clock()
    run = new_search(state, policy, rng, exploration, tactics, deals)
    run.run(iterations, None if time_limit is None else began + time_limit)
    return run.result()
