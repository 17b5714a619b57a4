"""What a Saiju move does, as typed fields a page can word in any language.

``describe(state, move)`` reads a legal move in the position before it; it never
parses a token. The page's words come from these fields (``web/move_words.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .geometry import HEXES
from .moves import COLOURS, SYMBOLS, Place, SaijuMove, Setup

if TYPE_CHECKING:
    from .rules import SaijuState


@dataclass(frozen=True)
class SaijuMoveFacts:
    """One Saiju move.

    ``kind``: ``setup`` (the ``symbol`` Shadow put on ``hex``), ``place`` (a
    ``colour`` ``symbol`` piece put on ``hex``, where its Shadow stood, and the
    Shadow moved to ``shadow_to``), ``end`` (the turn ends after one placement)
    or ``finish`` (every piece left, of ``colour``, fills the board). Colours
    ``w y p``, symbols ``S M F``, hexes as the board labels them (``d2``).
    ``side`` is the player who moves. ``taken``: the placement (or finish) took
    the Shadow out of the game, and a last piece of colour ``last`` stands where
    the Shadow would have gone (None otherwise).
    """

    kind: str
    side: int
    symbol: str | None = None
    colour: str | None = None
    hex: str | None = None
    shadow_to: str | None = None
    taken: bool = False
    last: str | None = None


def describe(state: "SaijuState", move: SaijuMove) -> SaijuMoveFacts:
    """The facts of ``move`` (a legal move) played in ``state``."""
    side = state.player
    if isinstance(move, Setup):
        return SaijuMoveFacts("setup", side, SYMBOLS[move.symbol], hex=HEXES[move.hex])
    if isinstance(move, Place):
        s = move.symbol
        supply = list(state.supply)
        supply[move.kind] -= 1
        left = [k for k in (s, s + 3, s + 6) if supply[k]]
        taken = sum(supply[k] for k in left) == 1
        return SaijuMoveFacts(
            "place", side, SYMBOLS[s], COLOURS[move.colour], HEXES[state.shadow_at[s]],
            HEXES[move.hex], taken, COLOURS[left[0] // 3] if taken else None)
    if str(move) == "end":
        return SaijuMoveFacts("end", side)
    last = next(k for k in range(9) if state.supply[k])
    return SaijuMoveFacts("finish", side, colour=COLOURS[last // 3], taken=True)
