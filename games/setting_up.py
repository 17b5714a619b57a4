"""Setting up a position by hand, for the games that offer it: one interface, one module per game.

The games that have one say so in the catalog (``games.catalog.GameParts.set_by_hand``).

A game's module (``games/<game>/setting_up.py``) has ``PIECES`` (what may be put on a square,
written as its position text writes it), ``PIECE_PARTS`` (what each is: kind, seat, facing,
colour, symbol) and pure functions of a state that return a new
state: ``put(state, square, piece or None)``, ``move(state, src, dst)``,
``with_mover(state, seat)``, ``cleared(state)``, ``editable(state)``, and ``piece_at`` and
``mover`` to read one. A game may add what its editor needs: a per-owner turning palette
(Ni-Ju's ``palette``, ``turned``, ``next_owner``, ``squares``), or a palette and places of
its own (Symbol Pallet's ``pieces_for``, ``spots``, ``check_lift``, ``next_piece``,
``link_text``; ``web/editor.py`` says what each does). Every change is read back by the game's ``parse_position``, so an
impossible one raises its ``BadPosition`` (docs/notation.md, "Impossible positions") and
nothing but the game writes a position text.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from .catalog import CATALOG

_MODULES: dict[str, str] = {name: parts.setting_up for name, parts in CATALOG.items()
                            if parts.setting_up is not None}
"""Game name -> its setting-up module, from the catalog (``GameParts.set_by_hand``)."""

GAMES = tuple(_MODULES)
"""The games whose positions can be set up by hand, in the catalog's order."""


def for_game(name: str) -> ModuleType | None:
    """The setting-up module of game ``name``, or None when it has none."""
    path = _MODULES.get(name)
    return import_module(path) if path else None
