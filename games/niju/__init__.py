"""Ni-Ju: surround one of your tiles with four of your own, as its pattern says.

The rules are in ``games.niju.rules`` (its docstring lists the decisions taken
where the rulings are silent), the tile patterns and kinds, as data, in
``games.niju.patterns``, the unbounded board's squares and connectivity in
``games.niju.board``, and the text forms in ``games.niju.text``.

Queries for the board view (no rules in the page):

- patterns: ``kind_of(byte)``, ``canonical(byte)``, ``kind_byte(kind)``,
  ``orientations(kind)``, ``rotate(byte, turns)``, ``marked_offsets(byte)``,
  ``OFFSETS``/``DIRECTIONS`` (the 8 positions by bit);
- a state: ``tiles()``, ``tile_at(sq)``, ``hand(player)``, ``phase``,
  ``placement_squares()``, ``movable_tiles()``, ``targets(sq)``,
  ``winning_tile()``/``winning_patterns()``, ``completed_tiles(player)``,
  ``blocked_tiles()``/``show_blocked``, ``view_box()``, ``random_move(rng)``;
- ``GAME.from_tiles({(x, y): (owner, byte)}, ply)`` builds a position (puzzles).
Squares there are ``(x, y)`` tuples; moves keep packed ints (``move.target``,
``move.origin`` give tuples).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from ..base import Game, Options, State
from .patterns import (
    DIRECTIONS,
    KIND_BYTES,
    KINDS,
    OFFSETS,
    PATTERNS,
    canonical,
    is_pattern,
    kind_byte,
    kind_of,
    marked_offsets,
    orientations,
    rotate,
)
from .rules import (
    BLOCKED_MARKS,
    PASS,
    PLACEMENT_ONLY,
    PLAYER_NAMES,
    NiJuMove,
    NiJuState,
    Pass,
    Place,
    Step,
    Tile,
    start_state,
)
from .text import parse_move as _parse_move
from .text import from_tiles as _from_tiles
from .text import parse_position as _parse_position


class NiJu(Game[NiJuMove]):
    name = "ni-ju"
    title = "Ni-Ju"
    min_players = 2
    max_players = 2
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
        return _parse_move(token)

    def parse_position(self, text: str) -> NiJuState:
        return _parse_position(self, text)

    def from_tiles(
        self,
        tiles: Mapping[tuple[int, int], tuple[int, int]],
        ply: int | None = None,
        switches: Iterable[str] = (),
    ) -> NiJuState:
        """A state from ``{(x, y): (owner, byte)}``; ply defaults to the tile count."""
        return _from_tiles(self, tiles, ply, switches)

    def referee_extras(self, state: State, reveal: bool) -> dict[str, Any]:
        """With ``blocked-marks`` on: ``"blocked"``, the blocked tiles' squares as ``x,y``."""
        if BLOCKED_MARKS not in state.options.switches:
            return {}
        assert isinstance(state, NiJuState)
        return {"blocked": [f"{x},{y}" for x, y in state.blocked_tiles()]}


GAME = NiJu()

__all__ = [
    "BLOCKED_MARKS", "DIRECTIONS", "GAME", "KINDS", "KIND_BYTES", "NiJu", "NiJuMove",
    "NiJuState", "OFFSETS", "PASS", "PATTERNS", "PLACEMENT_ONLY", "Pass", "Place",
    "Step", "Tile", "canonical", "is_pattern", "kind_byte", "kind_of", "marked_offsets",
    "orientations", "rotate",
]
