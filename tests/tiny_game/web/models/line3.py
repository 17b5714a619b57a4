"""Line 3's taps: a tap on an empty square is the move; nothing is ever half made."""

from __future__ import annotations

from games.line3 import SQUARES, Line3Move, Line3State

from .base import Hit, TapModel


class Line3TapModel(TapModel[Line3State]):
    def targets(self) -> list[str]:
        """The squares a tap would mark now."""
        if self.state is None:
            return []
        return [str(move) for move in self.state.legal_moves()]

    def tap(self, hit: Hit) -> Line3Move | None:
        if self.state is None or hit is None or hit[0] != "square" or hit[1] not in SQUARES:
            return None
        move = Line3Move(SQUARES.index(hit[1]))
        return move if move in self.state.legal_moves() else None
