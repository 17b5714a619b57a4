"""Rules engines for Siam, Saiju, Ni-Ju and Symbol Pallet.

Pure Python with no browser imports: it runs on CPython 3.11+ and on Pyodide.
See ``games.base`` for the protocol every game implements and ``games.errors``
for the errors it raises.
"""

from .base import Game, Move, Options, Outcome, State
from .errors import (
    BadOption,
    BadPosition,
    GameError,
    IllegalMove,
    MalformedMove,
    UnknownGame,
)
from .record import ReplayResult, replay, replay_or_raise
from .registry import game_names, get_game

__all__ = [
    "BadOption", "BadPosition", "Game", "GameError", "IllegalMove", "MalformedMove",
    "Move", "Options", "Outcome", "ReplayResult", "State", "UnknownGame",
    "game_names", "get_game", "replay", "replay_or_raise",
]
