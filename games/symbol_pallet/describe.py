"""What a Symbol Pallet move does, as typed fields a page can word in any language.

``describe(state, move)`` reads a legal move in the position before it; it never
parses a token. Tiles are named by id (``Rs1``): the page words an id by its
colour and symbol. A draw says how many tiles, never which. ``web/move_words.py``
words these fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .moves import CHIP_LETTERS, Chip, Discard, Draw, Place, SymbolPalletMove
from .rules import DRAW_COUNT
from .tiles import TILE_IDS

if TYPE_CHECKING:
    from .rules import SymbolPalletState


@dataclass(frozen=True)
class SymbolPalletMoveFacts:
    """One Symbol Pallet move.

    ``kind``: ``chip`` (setup: ``chip`` put on the field tile ``tile``), ``draw``
    (``count`` tiles from the deck), ``place`` (with ``chip``, ``tile`` put down
    from the hand or, ``from_discard``, the discard pile; ``plus``: the chip
    moves onto it; ``sends``: each wholly covered chip, as (player, chip letter,
    tile id), and where it goes), ``pass`` or ``discard`` (``tiles``). ``side``
    is the mover (0 red, 1 blue, 2 yellow, 3 green); chips are ``a``/``b``.
    """

    kind: str
    side: int
    chip: str | None = None
    tile: str | None = None
    count: int = 0
    from_discard: bool = False
    plus: bool = False
    sends: tuple[tuple[int, str, str], ...] = ()
    tiles: tuple[str, ...] = ()


def describe(state: "SymbolPalletState", move: SymbolPalletMove) -> SymbolPalletMoveFacts:
    """The facts of ``move`` (a legal move) played in ``state``."""
    side = state.player
    if isinstance(move, Chip):
        placed = sum(1 for t in state.chips if t >= 0)
        letter = CHIP_LETTERS[0 if placed < state.n else 1]
        return SymbolPalletMoveFacts("chip", side, letter, TILE_IDS[move.tile])
    if isinstance(move, Draw):
        return SymbolPalletMoveFacts("draw", side, count=min(DRAW_COUNT, len(state.deck)))
    if isinstance(move, Discard):
        return SymbolPalletMoveFacts("discard", side, tiles=tuple(TILE_IDS[t] for t in move.tiles))
    if isinstance(move, Place):
        sends = tuple((s.player, CHIP_LETTERS[s.chip], TILE_IDS[s.tile]) for s in move.sends)
        return SymbolPalletMoveFacts(
            "place", side, CHIP_LETTERS[move.chip], TILE_IDS[move.tile],
            from_discard=move.tile not in state.hands[side], plus=move.plus, sends=sends)
    return SymbolPalletMoveFacts("pass", side)
