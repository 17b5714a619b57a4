"""What a Ni-Ju move does, as typed fields a page can word in any language.

``describe(state, move)`` reads a legal move in the position before it; it never
parses a token. The board draws no square names, so the facts name a tile by
the number printed on it (its kind, 1–20) and place it by the tiles it lands
beside; ``web/move_words.py`` words them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .board import EDGE_STEPS, coords
from .patterns import KIND_OF
from .moves import NiJuMove, Place, Step

if TYPE_CHECKING:
    from .rules import NiJuState

Square = tuple[int, int]


@dataclass(frozen=True)
class NiJuMoveFacts:
    """One Ni-Ju move.

    ``kind``: ``place`` (tile ``tile`` from hand onto ``to``), ``step`` (the tile
    ``tile`` on ``frm`` moved to ``to``, turned as it likes) or ``pass``. ``side``
    0 White, 1 Black. ``beside``: the tiles on the squares sharing an edge with
    ``to`` once the moving tile is lifted, as (owner, tile number), north, east,
    south, west; empty for the first tile. ``frm``/``to`` are the engine's
    squares (x, y): the page shows them only in notation.
    """

    kind: str
    side: int
    tile: int | None = None
    frm: Square | None = None
    to: Square | None = None
    beside: tuple[tuple[int, int], ...] = ()


def describe(state: "NiJuState", move: NiJuMove) -> NiJuMoveFacts:
    """The facts of ``move`` (a legal move) played in ``state``."""
    side = state.ply & 1
    if not isinstance(move, (Place, Step)):
        return NiJuMoveFacts("pass", side)
    lifted = move.frm if isinstance(move, Step) else None
    board = state.board
    beside = tuple((board[n] >> 8, KIND_OF[board[n] & 0xFF])
                   for n in (move.to + d for d in EDGE_STEPS) if n in board and n != lifted)
    if isinstance(move, Place):
        return NiJuMoveFacts("place", side, move.kind, None, coords(move.to), beside)
    return NiJuMoveFacts("step", side, move.kind, coords(move.frm), coords(move.to), beside)
