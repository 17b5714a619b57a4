"""Game names to games.

Games are imported on first use, so the browser loads only the rules of the game
on screen and the command line starts fast.
"""

from __future__ import annotations

from .base import Game
from .catalog import CATALOG, import_part
from .terminations import AnyGame, Termination

# name -> module that defines GAME; the order is the order of the home page.
_MODULES: dict[str, str] = {name: parts.engine for name, parts in CATALOG.items()}


def game_names() -> list[str]:
    """Every game name, in the home page's order."""
    return list(_MODULES)


def get_game(name: str) -> Game:
    """The game called ``name``; raises UnknownGame listing the names there are."""
    return import_part(name, "engine", "unknown game").GAME


def every_termination() -> list[Termination]:
    """Every code of every game (each game's engine is imported), then the ones any game has."""
    return [code for name in _MODULES for code in get_game(name).terminations] + list(AnyGame)
