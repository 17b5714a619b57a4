"""Line 3 knowledge for the search: take a line that is one mark short."""

from __future__ import annotations

from typing import Optional

from games.base import State
from games.line3 import LINES, MARKS, Line3Move, Line3State

from .base import Move, Policy


class Line3Policy(Policy):
    def winning_move(self, state: State) -> Optional[Move]:
        assert isinstance(state, Line3State)
        if state.to_move is None:
            return None
        mine = MARKS[state.to_move]
        for line in LINES:
            cells = [state.cells[i] for i in line]
            if cells.count(mine) == 2 and cells.count(".") == 1:
                return Line3Move(line[cells.index(".")])
        return None
