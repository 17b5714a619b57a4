"""Per-game knowledge for the search, one module per game (imported on demand)."""

from __future__ import annotations

from importlib import import_module

from ...catalog import CATALOG
from .base import Policy, logistic

_POLICIES: dict[str, tuple[str, str]] = {name: parts.policy for name, parts in CATALOG.items()}
_CACHE: dict[str, Policy] = {}


def policy_for(game_name: str) -> Policy:
    """The policy of a game by its registry name (the plain default for unknown games)."""
    got = _CACHE.get(game_name)
    if got is None:
        where = _POLICIES.get(game_name)
        if where is None:
            got = Policy()
        else:
            got = getattr(import_module(where[0]), where[1])()
        _CACHE[game_name] = got
    return got


__all__ = ["Policy", "logistic", "policy_for"]
