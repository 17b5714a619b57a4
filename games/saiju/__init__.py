"""Saiju (彩珠): place Colour pieces where the Shadows stand; score same-colour groups.

Modules, one job each (the same names in every game package):
- ``game``      the ``Game`` object: options, player names, the start, text forms,
  a move's facts, why a move is refused (from ``text``, ``describe``, ``illegal``);
- ``moves``     the move values and their tokens;
- ``rules``     the state and its rules (its docstring lists the decisions taken
  where the rulings are silent);
- ``text``      the position text;
- ``describe``  what a move did, for the page's words;
- ``illegal``   why a move is refused;
- ``geometry``  the board, as data; ``scoring`` groups and points; ``records``
  the setup order in records.

What a board view asks (no rules in the page): the geometry tables
(``HEXES``, ``COORDS``, ``NEIGHBOURS``, ``pixel_centre``), and the
``SaijuState`` queries ``supply_counts``, ``pieces_on_board``,
``shadows_on_board``, ``in_setup``/``setup_shadow``, ``placement_number``,
``first_symbol``, ``allowed_symbols``, ``colours_for``, ``shadow_targets``,
``finish_legal``, ``shadows_held``, ``hex_contents``, and ``scoring_groups``
for the score breakdown. See ``docs/rules/saiju.md``.
"""

from __future__ import annotations

from .game import Saiju
from .geometry import COORDS, HEXES, NEIGHBOURS, ROW_HEXES, hex_coords, neighbour_names, pixel_centre
from .moves import (
    COLOUR_NAMES, COLOURS, END, FINISH, KINDS, SYMBOL_NAMES, SYMBOLS, End, Finish, Place,
    SaijuMove, Setup,
)
from .scoring import GroupScore, ScoreSheet
from .rules import SaijuState

GAME = Saiju()


def scoring_groups(state: SaijuState) -> ScoreSheet:
    """Every group on the board with its counts, taker, doubling and points, plus totals.

    Final once the game is over, else a provisional count of the pieces down.
    """
    return state.score_sheet()


__all__ = [
    "COLOURS", "COLOUR_NAMES", "COORDS", "END", "FINISH", "GAME", "GroupScore", "HEXES",
    "KINDS", "NEIGHBOURS", "ROW_HEXES", "SYMBOLS", "SYMBOL_NAMES", "Saiju", "SaijuMove",
    "SaijuState", "ScoreSheet", "End", "Finish", "Place", "Setup", "hex_coords",
    "neighbour_names", "pixel_centre", "scoring_groups",
]
