"""Board views by game name (``web.page_parts``). Every view is a ``BoardView``
(``web.views.base``, which lists the interface the controller uses).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, cast

from ..page_parts import PAGE_PARTS

if TYPE_CHECKING:
    from .base import BoardView

_VIEWS: dict[str, tuple[str, str]] = {name: parts.view for name, parts in PAGE_PARTS.items()}


def view_for(game_name: str) -> type[BoardView] | None:
    """The view class of a game, or None when the game has no board here yet (imported
    only then: a view needs the browser, this table does not)."""
    entry = _VIEWS.get(game_name)
    if entry is None:
        return None
    module, name = entry
    return cast("type[BoardView]", getattr(import_module(module), name))
