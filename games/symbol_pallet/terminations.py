"""Why a Symbol Pallet game ends: its termination codes and English sentences."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..terminations import Termination

if TYPE_CHECKING:
    from ..base import Outcome


class SymbolPalletTermination(Termination):
    """How a Symbol Pallet game can end (ties are broken by turn order: never a draw)."""

    MOST_TABLE_TILES = "most-table-tiles"
    """Symbol Pallet: one player owns the most table tiles. Facts: ``scores``."""
    LATER_PLAYER_WINS_TIE = "later-player-wins-tie"
    """Symbol Pallet: the most table tiles are shared; the latest of them in turn
    order wins. Facts: ``scores``."""

    def english(self, outcome: "Outcome") -> str:
        return _ENGLISH[self](outcome)


def _table_tiles(o: "Outcome") -> str:
    w, best = o.winner, max(o.fact("scores"))
    assert w is not None
    return f"{o.players[w]} wins with {best} table tile{'s' if best != 1 else ''}"


def _later_wins(o: "Outcome") -> str:
    scores, best = o.fact("scores"), max(o.fact("scores"))
    others = ", ".join(o.players[p] for p, s in enumerate(scores) if s == best and p != o.winner)
    return f"{_table_tiles(o)} (tied with {others}: the later player in turn order wins)"


_ENGLISH: dict[SymbolPalletTermination, Callable[["Outcome"], str]] = {
    SymbolPalletTermination.MOST_TABLE_TILES: _table_tiles,
    SymbolPalletTermination.LATER_PLAYER_WINS_TIE: _later_wins,
}
