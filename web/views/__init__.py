"""Board views by game name (``games.catalog``). Every view is a ``BoardView``
(``web.views.base``, which lists the interface the controller uses).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from games.catalog import CATALOG

_VIEWS: dict[str, tuple[str, str]] = {name: parts.view for name, parts in CATALOG.items()}


def view_for(game_name: str) -> Any:
    """The view class of a game, or None when the game has no board here yet (imported
    only then: a view needs the browser, this table does not)."""
    entry = _VIEWS.get(game_name)
    if entry is None:
        return None
    module, name = entry
    return getattr(import_module(module), name)
