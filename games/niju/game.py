"""The Ni-Ju game object: options, player names, starting state, text forms, a move's
facts, why a move is refused, referee extras."""

from __future__ import annotations

from typing import Any, Hashable, Iterable, Mapping

from ..base import Game, Options, State
from .board import parse_square_name, square_text
from .describe import NiJuMoveFacts, describe
from .illegal import why_illegal
from .moves import NiJuMove, parse_move
from .rules import BLOCKED_MARKS, PLACEMENT_ONLY, PLAYER_NAMES, NiJuState, start_state
from .terminations import NiJuTermination
from .text import from_tiles, parse_position, position_text


class NiJu(Game[NiJuMove, NiJuState]):
    name = "ni-ju"
    title = "Ni-Ju"
    min_players = 2
    max_players = 2
    terminations = NiJuTermination
    switches = {
        PLACEMENT_ONLY: "play the placement phase only; at 40 tiles the player with "
                        "more completed tiles wins",
        BLOCKED_MARKS: "mark tiles that cannot win while an opponent's tile sits on "
                       "a square their pattern marks",
    }
    uses_seed = False
    scoring = True
    """Scores exist in the placement-only variant; ``scores()`` is None otherwise."""

    def player_names(self, players: int) -> tuple[str, ...]:
        return PLAYER_NAMES

    def new(self, options: Options) -> NiJuState:
        return start_state(self, options)

    def parse_move(self, token: str) -> NiJuMove:
        return parse_move(token)

    def parse_position(self, text: str) -> NiJuState:
        return parse_position(self, text)

    def position_text(self, state: NiJuState) -> str:
        return position_text(state)

    def why_illegal(self, state: NiJuState, move: NiJuMove) -> str:
        return why_illegal(state, move)

    def describe(self, state: NiJuState, move: NiJuMove) -> NiJuMoveFacts:
        return describe(state, move)

    def parse_square(self, text: str) -> int:
        return parse_square_name(text)

    def square_text(self, square: Hashable) -> str:
        assert isinstance(square, int)
        return square_text(square)

    def from_tiles(
        self,
        tiles: Mapping[tuple[int, int], tuple[int, int]],
        ply: int | None = None,
        switches: Iterable[str] = (),
    ) -> NiJuState:
        """A state from ``{(x, y): (owner, byte)}``; ply defaults to the tile count."""
        return from_tiles(self, tiles, ply, switches)

    def referee_extras(self, state: State, reveal: bool) -> dict[str, Any]:
        """With ``blocked-marks`` on: ``"blocked"``, the blocked tiles' squares as ``x,y``."""
        if BLOCKED_MARKS not in state.options.switches:
            return {}
        assert isinstance(state, NiJuState)
        return {"blocked": [f"{x},{y}" for x, y in state.blocked_tiles()]}
