"""Line 3's taps: a tap on an empty square is the move; nothing is ever half made (its
selection is always ``NOTHING``)."""

from __future__ import annotations

from games.line3 import SQUARES, Line3Move, Line3State

from ..board_state import Selection
from .base import Hit, TapModel


class Line3TapModel(TapModel[Line3State, Selection]):
    def targets(self) -> list[str]:
        """The squares a tap would mark now."""
        return [str(move) for move in self.state.legal_moves()]

    def tap(self, sel: Selection, hit: Hit) -> Line3Move | Selection:
        if hit is None or hit[0] != "square" or hit[1] not in SQUARES:
            return sel
        move = Line3Move(SQUARES.index(hit[1]))
        return move if move in self.state.legal_moves() else sel
