"""The Saiju game object: options, player names, starting state, text forms, a move's
facts and why a move is refused."""

from __future__ import annotations

from typing import Hashable, Sequence

from ..base import Game, Options
from ..errors import BadOption
from .describe import SaijuMoveFacts, describe
from .geometry import HEXES, parse_hex
from .illegal import why_illegal
from .moves import SaijuMove, parse_move
from .terminations import SaijuTermination
from .text import parse_position, position_text
from .scoring import PLAYER_NAMES_2, PLAYER_NAMES_3
from .rules import SaijuState


class Saiju(Game[SaijuMove, SaijuState]):
    name = "saiju"
    title = "Saiju"
    min_players = 2
    max_players = 3
    terminations = SaijuTermination
    switches = {
        "tournament": "2 players only: each player keeps the Shadows they remove; "
                      "on equal scores, more Shadows wins",
    }
    uses_seed = False
    scoring = True

    def player_names(self, players: int) -> tuple[str, ...]:
        return PLAYER_NAMES_3 if players == 3 else PLAYER_NAMES_2

    def options(
        self,
        players: int | None = None,
        switches: Sequence[str] = (),
        seed: int | None = None,
        deck: Sequence[str] | None = None,
    ) -> Options:
        """As ``Game.options``, and the tournament rule is refused with 3 players."""
        options = super().options(players, switches, seed, deck)
        _check_tournament(options)
        return options

    def new(self, options: Options) -> SaijuState:
        _check_tournament(options)
        return SaijuState(self, options, 0, (0,) * 36, (-1, -1, -1), (-1, -1, -1),
                          (4,) * 9, 0, -1)

    def parse_move(self, token: str) -> SaijuMove:
        return parse_move(token)

    def parse_position(self, text: str) -> SaijuState:
        return parse_position(self, text)

    def position_text(self, state: SaijuState) -> str:
        return position_text(state)

    def why_illegal(self, state: SaijuState, move: SaijuMove) -> str:
        return why_illegal(state, move)

    def describe(self, state: SaijuState, move: SaijuMove) -> SaijuMoveFacts:
        return describe(state, move)

    def parse_square(self, text: str) -> int:
        return parse_hex(text)

    def square_text(self, square: Hashable) -> str:
        assert isinstance(square, int)
        return HEXES[square]


def _check_tournament(options: Options) -> None:
    if "tournament" in options.switches and options.players != 2:
        raise BadOption(
            f"saiju's tournament option is for 2 players only, not {options.players}"
        )
