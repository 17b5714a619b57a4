"""The Siam game object: options, player names, starting state, text forms, a move's
facts and why a move is refused."""

from __future__ import annotations

from typing import Hashable

from ..base import Game, Options
from .describe import SiamMoveFacts, describe
from .geometry import STANDARD, Geometry
from .illegal import why_illegal
from .moves import SiamMove, parse_move
from .rules import ANIMAL_NAMES, SiamState, start_cells
from .terminations import SiamTermination
from .text import parse_position, position_text


class Siam(Game[SiamMove, SiamState]):
    name = "siam"
    title = "Siam"
    min_players = 2
    max_players = 2
    terminations = SiamTermination
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
        return parse_move(token)

    def parse_position(self, text: str) -> SiamState:
        return parse_position(self, text)

    def position_text(self, state: SiamState) -> str:
        return position_text(state)

    def why_illegal(self, state: SiamState, move: SiamMove) -> str:
        return why_illegal(state, move)

    def describe(self, state: SiamState, move: SiamMove) -> SiamMoveFacts:
        return describe(state, move)

    def parse_square(self, text: str) -> int:
        return self.geometry.parse_square(text)

    def square_text(self, square: Hashable) -> str:
        assert isinstance(square, int)
        return self.geometry.names[square]
