"""The computer player's side of the page: rebuild the position, search it in chunks.

Runs inside the web worker (``web/ai_worker.py``); pure Python, so the tests
and the benchmark also run it on CPython. The page (``web/opponent.py``)
drives it with three calls, JSON text both ways (plain text crosses the
worker boundary without any FFI conversion to get wrong):

- ``begin(request)``: ``{"id", "game", "players", "switches", "seed", "deck",
  "moves", "level", "ai_seed", "position"}`` -> ``{"id", "ok", "budget", "to_move"}``
  (or ``{"id", "ok": false, "error"}``). Replays the moves from the options,
  or from ``position`` (a start position text) when given (the rules check every
  token again) and prepares a ``games.ai.Search``
  for the player to move. Symbol Pallet is searched from ``PlayerView.of(state, me)``
  only: ``Search`` reduces the state to the mover's view before anything
  else, so the other hands and the deck order never reach the choice.
- ``step(id, ms)`` -> ``{"id", "done", "move", "iterations", "budget",
  "plies", "seconds"}``: about ``ms`` more milliseconds of search, then the
  best move so far. ``done`` once the level's iteration budget or its time
  cap (counted from ``begin``) is reached. An ``id`` that is not the current
  search answers ``{"id", "stale": true}``.
- ``cancel(id)``: forget that search (its tree can be large).

Why the page drives the chunks instead of one long call: the worker runs one
call at a time, so a search that ran to its end could not be stopped; between
two chunks of at most ``ms`` the page can simply stop asking, and the next
``begin`` replaces the old search at once.
"""

from __future__ import annotations

import random
import time
from typing import Any, Callable

from games import get_game, replay, untrusted
from games.ai import Search
from games.ai.ensemble import EnsembleSearch, new_search
from games.ai.levels import iterations_for, level, tuning
from games.ai.policies import policy_for
from games.base import State

MESSAGE_MARGIN = 0.05
"""Seconds of the level's time cap left for the page's calls and the last iteration's overrun,
so that the answer reaches the page within the cap (``normal``: 1 s)."""


class Thinker:
    """The worker's one search at a time, and the last game replayed (for speed)."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.clock = clock
        self.ident: int | None = None
        self.search: Search | EnsembleSearch | None = None
        self.budget = 0
        self.deadline: float | None = None
        self.began = 0.0
        self._game_key: tuple | None = None
        self._tokens: list[str] = []
        self._states: list[State] = []
        """The last replayed record: the next request usually extends it by a ply
        or two, and replaying a long Symbol Pallet record from the start costs
        a legal-move generation per ply."""

    # ----- the position ------------------------------------------------------------------
    def position(self, request: dict[str, Any]) -> State:
        game = get_game(str(request["game"]))
        deck = request.get("deck")
        options = game.options(request.get("players"), list(request.get("switches") or []),
                               request.get("seed"), list(deck) if deck is not None else None)
        position = request.get("position")
        key = (game.name, options, position)
        tokens = [str(t) for t in request.get("moves") or []]
        if key != self._game_key:
            start = game.new(options) if position is None else untrusted.position(game, position)
            self._game_key, self._tokens, self._states = key, [], [start]
        common = 0
        while common < min(len(tokens), len(self._tokens)) and tokens[common] == self._tokens[common]:
            common += 1
        del self._tokens[common:]
        del self._states[common + 1:]
        result = replay(self._states[-1], tokens[common:])
        if result.error is not None:
            raise result.error
        self._tokens.extend(result.tokens)
        self._states.extend(result.states[1:])
        return self._states[-1]

    # ----- the calls --------------------------------------------------------------------
    def begin(self, request: dict[str, Any]) -> dict[str, Any]:
        ident = int(request["id"])
        self.cancel(self.ident)
        self.began = self.clock()  # the level's cap counts the replay too
        try:
            state = self.position(request)
            lv = level(str(request.get("level", "normal")))
            if state.to_move is None or state.outcome() is not None:
                raise ValueError("the game is over: there is no move to choose")
            seed = request.get("ai_seed")
            rng = random.Random(seed)
            tune = tuning(state.game.name, lv.name)
            self.search = new_search(state, policy_for(state.game.name), rng,
                                     tune.exploration, tune.tactics, tune.deals)
        except (ValueError, KeyError, TypeError) as err:  # GameError is a ValueError
            self.search = None
            return {"id": ident, "ok": False, "error": str(err)}
        self.ident = ident
        self.budget = iterations_for(state.game.name, lv.name)
        limit = request.get("time_limit", lv.time_limit)
        self.deadline = None if limit is None else self.began + float(limit) - MESSAGE_MARGIN
        return {"id": ident, "ok": True, "budget": self.budget, "to_move": state.to_move}

    def step(self, ident: int, ms: float) -> dict[str, Any]:
        search = self.search
        if search is None or ident != self.ident:
            return {"id": ident, "stale": True}
        now = self.clock()
        chunk = max(0.0, ms) / 1000.0
        stop = now + chunk
        if self.deadline is not None and self.deadline - stop < chunk / 2:
            stop = self.deadline  # the last slice is short: take it now, one round trip less
        left = self.budget - search.iterations
        if left > 0 and search.forced is None:
            search.run(left, stop)
        done = (search.forced is not None or search.iterations >= self.budget
                or (self.deadline is not None and self.clock() >= self.deadline))
        return {
            "id": ident,
            "done": done,
            "move": str(search.best),
            "iterations": search.iterations,
            "budget": self.budget,
            "plies": search.plies,
            "seconds": round(self.clock() - self.began, 4),
        }

    def cancel(self, ident: int | None) -> None:
        if ident is not None and ident == self.ident:
            self.search = None
            self.ident = None
