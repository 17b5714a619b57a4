"""Board views by game name. A view draws one game's states and reads taps.

Every view offers the same small interface the controller uses:

- ``View(board_svg, seat_top, seat_bottom)``: built once per game kind;
- ``show(state, bottom, before=None, move=None)``: draw a state; with
  ``before``/``move`` the move was just played and may animate; ``bottom`` is
  the seat nearest the viewer (the controller passes the player to move when
  the board turns to them, else a fixed seat);
- ``set_last(before, move)``: mark the last move after undo/redo;
- ``tap(target) -> token | None``: a tap on an element of the board or seats;
- ``clear_selection()``; ``seat_name(player)``; ``hint(state)``;
- optionally ``build_controls(container)`` to add buttons carrying
  ``data-view-action`` and ``control(action) -> token | None`` to answer them.

Setting ``view.state = None`` asks the next ``show`` to lay the board out anew.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from games.catalog import CATALOG

_VIEWS: dict[str, tuple[str, str]] = {name: parts.view for name, parts in CATALOG.items()}


def view_for(game_name: str) -> Any:
    """The view class of a game, or None when the game has no board here yet."""
    entry = _VIEWS.get(game_name)
    if entry is None:
        return None
    module, name = entry
    return getattr(import_module(module), name)
