"""Why a Ni-Ju game ends: its termination codes and English sentences."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..terminations import Termination

if TYPE_CHECKING:
    from ..base import Outcome


class NiJuTermination(Termination):
    """How a Ni-Ju game can end."""

    PATTERN_COMPLETED = "pattern-completed"
    """Ni-Ju: the mover completed one of their tiles' patterns. Facts: ``square`` (the
    first completed tile in reading order, as ``x,y``: the records' English names it) and
    ``tile`` (that tile's number, 1–20, printed on it: the page names it, since the board
    draws no square names)."""
    ALL_TILES_DOWN = "all-tiles-down"
    """Ni-Ju placement-only: every tile is down; more completed tiles wins, equal draws.
    Facts: ``tiles`` (40), ``completed`` (per player)."""

    def english(self, outcome: "Outcome") -> str:
        return _ENGLISH[self](outcome)


def _pattern(o: "Outcome") -> str:
    assert o.winner is not None
    return f"{o.players[o.winner]} completed the pattern of the tile on {o.fact('square')}"


def _all_down(o: "Outcome") -> str:
    done = ", ".join(f"{o.players[p]} {n}" for p, n in enumerate(o.fact("completed")))
    return f"all {o.fact('tiles')} tiles down, completed tiles: {done}"


_ENGLISH: dict[NiJuTermination, Callable[["Outcome"], str]] = {
    NiJuTermination.PATTERN_COMPLETED: _pattern,
    NiJuTermination.ALL_TILES_DOWN: _all_down,
}
