"""Why a Line 3 game ends: its termination codes and English sentences."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.terminations import Termination

if TYPE_CHECKING:
    from games.base import Outcome


class Line3Termination(Termination):
    """How a Line 3 game can end."""

    LINE3_ROW = "line3-row"
    """A player filled a row, column or diagonal. Facts: ``line`` (its three squares,
    ``A1-B2-C3``)."""
    LINE3_FULL = "line3-full"
    """Every square is filled and nobody has a line: a draw. No facts."""

    def english(self, outcome: "Outcome") -> str:
        if self is Line3Termination.LINE3_FULL:
            return "The board is full without a line"
        assert outcome.winner is not None
        return f"{outcome.players[outcome.winner].capitalize()} made the line {outcome.fact('line')}"
