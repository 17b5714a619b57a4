"""Ni-Ju: surround one of your tiles with four of your own, as its pattern says.

Modules, one job each (the same names in every game package):
- ``game``      the ``Game`` object: options, player names, the start, text forms,
  a move's facts, why a move is refused (from ``text``, ``describe``, ``illegal``);
- ``moves``     the move values and their tokens;
- ``rules``     the state and its rules (its docstring lists the decisions taken
  where the rulings are silent);
- ``text``      the position text;
- ``describe``  what a move did, for the page's words;
- ``illegal``   why a move is refused;
- ``patterns``  the tile patterns and kinds, as data; ``board`` the unbounded
  board's squares and connectivity.

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

from .game import NiJu
from .moves import PASS, NiJuMove, Pass, Place, Step
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
from .rules import BLOCKED_MARKS, PLACEMENT_ONLY, NiJuState, Tile

GAME = NiJu()

__all__ = [
    "BLOCKED_MARKS", "DIRECTIONS", "GAME", "KINDS", "KIND_BYTES", "NiJu", "NiJuMove",
    "NiJuState", "OFFSETS", "PASS", "PATTERNS", "PLACEMENT_ONLY", "Pass", "Place",
    "Step", "Tile", "canonical", "is_pattern", "kind_byte", "kind_of", "marked_offsets",
    "orientations", "rotate",
]
