"""Siam: elephants and rhinos push three rocks; push one off the board to win.

The rules are in ``games.siam.rules`` (read its docstring for the decisions
taken where the rulings are silent), the text forms in ``games.siam.text`` and
the board shape, as data, in ``games.siam.geometry``.
"""

from __future__ import annotations

from ..base import Game, Options
from .geometry import FACINGS, STANDARD, Geometry
from .rules import ANIMAL_NAMES, SiamMove, SiamResult, SiamState, push_line, start_cells
from .text import parse_move as _parse_move
from .text import parse_position as _parse_position


class Siam(Game[SiamMove]):
    name = "siam"
    title = "Siam"
    min_players = 2
    max_players = 2
    switches = {
        "remove-once": "each player may use the Exit action at most once per game",
        "no-opening-restriction": "allow entering or moving onto C1 and C5 in the first two turns",
    }

    def __init__(self, geometry: Geometry = STANDARD) -> None:
        self.geometry = geometry

    def player_names(self, players: int) -> tuple[str, ...]:
        return ANIMAL_NAMES

    def new(self, options: Options) -> SiamState:
        return SiamState(self, options, self.geometry, start_cells(self.geometry), 0, (0, 0), None)

    def parse_move(self, token: str) -> SiamMove:
        return _parse_move(token)

    def parse_position(self, text: str) -> SiamState:
        return _parse_position(self, text, self.geometry)


GAME = Siam()

__all__ = [
    "FACINGS", "GAME", "Geometry", "STANDARD", "Siam", "SiamMove", "SiamResult",
    "SiamState", "push_line",
]
