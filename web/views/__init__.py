"""Board views by game name. A view draws one game's states and reads taps.

Every view offers the same small interface the controller uses:
``show(state, flipped, before, move)``, ``set_last(before, move)``,
``tap(target) -> token | None``, ``clear_selection()``, ``seat_name(player)``,
``hint(state)`` and ``bottom_player(state, flip_enabled)``.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_VIEWS: dict[str, tuple[str, str]] = {
    "siam": ("web.views.siam", "SiamView"),
}


def view_for(game_name: str) -> Any:
    """The view class of a game, or None when the game has no board here yet."""
    entry = _VIEWS.get(game_name)
    if entry is None:
        return None
    module, name = entry
    return getattr(import_module(module), name)
