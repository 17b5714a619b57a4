"""The computer opponent: Monte Carlo tree search over the common protocol.

    from games.ai import choose_move
    move = choose_move(state, "normal", seed=1)      # a legal move of state.to_move
    token = suggest(state, "easy", seed=1)            # the same, as its token

Levels (``games.ai.levels``): ``easy``, ``normal``, ``strong`` – an iteration
budget and a time cap each, and for some games their own exploration and a
deeper root analysis (``levels.TUNING``). A seed makes a choice reproducible; without
``time_limit`` (the default when a seed is given to ``choose_move``) the
search is bounded by iterations only, so the same seed, state and level give
the same move on any machine. Hidden-information games (Symbol Pallet) are
searched from the mover's view only. See ``docs/ai.md``.
"""

from __future__ import annotations

from typing import Any, Hashable, Optional

from ..base import State
from .levels import LEVELS, Level, level
from .ensemble import search
from .mcts import Search, SearchResult
from .players import GreedyPlayer, MctsPlayer, RandomPlayer
from .policies import Policy, policy_for

_LEVEL_CAP = "level"


def choose_move(state: State, level_name: str = "normal", seed: Optional[int] = None,
                time_limit: Any = _LEVEL_CAP) -> Hashable:
    """The search's move for the player to move (always legal).

    ``time_limit``: seconds, None for no cap, or (default) the level's cap when
    no seed is given and no cap when one is (a seeded choice is reproducible).
    """
    return analyse(state, level_name, seed, time_limit).move


def analyse(state: State, level_name: str = "normal", seed: Optional[int] = None,
            time_limit: Any = _LEVEL_CAP) -> SearchResult:
    """The whole search result: the move, iterations, time, root statistics."""
    if time_limit == _LEVEL_CAP:
        time_limit = None if seed is not None else level(level_name).time_limit
    return MctsPlayer(level_name, seed, time_limit).search(state)


def suggest(state: State, level_name: str = "normal", seed: Optional[int] = None,
            time_limit: Any = _LEVEL_CAP) -> str:
    """``choose_move`` as a move token."""
    return str(choose_move(state, level_name, seed, time_limit))


__all__ = [
    "GreedyPlayer", "LEVELS", "Level", "MctsPlayer", "Policy", "RandomPlayer",
    "Search", "SearchResult", "analyse", "choose_move", "level", "policy_for", "search", "suggest",
]
