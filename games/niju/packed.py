"""Ni-Ju helpers on the packed representation, shared by the rules and the search.

Squares are packed ints (``games.niju.board``), a cell is ``owner << 8 | byte``
and a hand is a 20-bit mask (bit k-1 = kind k held). Here: whether a tile's
pattern is completed, the oriented bytes and kinds a hand holds, and the Place
moves of a square, each cached where the search asks the same question often.
"""

from __future__ import annotations

from .board import MARK_STEPS, coords
from .moves import Place
from .patterns import ORIENTATIONS, hand_kinds


def completed(board: dict[int, int], sq: int, cell: int) -> bool:
    """Whether the tile ``cell`` on ``sq`` has its owner's tiles on all 4 marks."""
    owner = cell >> 8
    get = board.get
    for step in MARK_STEPS[cell & 0xFF]:
        other = get(sq + step)
        if other is None or other >> 8 != owner:
            return False
    return True


def reading_order(sq: int) -> tuple[int, int]:
    """Sort key of squares in reading order: by y (down the board), then x."""
    x, y = coords(sq)
    return (y, x)


def completed_squares(board: dict[int, int], player: int) -> list[int]:
    """Squares of ``player``'s tiles whose pattern is completed by their own tiles."""
    return [s for s, c in board.items() if c >> 8 == player and completed(board, s, c)]


def _held_bytes(mask: int) -> tuple[int, ...]:
    """Every distinct oriented byte of the kinds in a hand mask."""
    return tuple(b for k in hand_kinds(mask) for b in ORIENTATIONS[k])


_HELD_CACHE: dict[int, tuple[int, ...]] = {}


def held_bytes(mask: int) -> tuple[int, ...]:
    got = _HELD_CACHE.get(mask)
    if got is None:
        if len(_HELD_CACHE) > 4096:
            _HELD_CACHE.clear()
        got = _HELD_CACHE[mask] = _held_bytes(mask)
    return got


_KINDS_CACHE: dict[int, tuple[int, ...]] = {}


def held_kinds(mask: int) -> tuple[int, ...]:
    got = _KINDS_CACHE.get(mask)
    if got is None:
        if len(_KINDS_CACHE) > 4096:
            _KINDS_CACHE.clear()
        got = _KINDS_CACHE[mask] = hand_kinds(mask)
    return got


PLACES: dict[int, tuple[tuple[Place, ...], ...]] = {}
"""Square -> ``places_at(square)``, kept between calls (the rules read it directly)."""


def places_at(sq: int) -> tuple[tuple[Place, ...], ...]:
    """``places_at(sq)[kind]``: the Place moves of that kind on ``sq``.

    Shared, immutable move objects: generating a placement position's ~1,000
    moves is then list extension, not 1,000 tuple constructions, and ``apply``'s
    membership test mostly hits identity.
    """
    got = PLACES.get(sq)
    if got is None:
        if len(PLACES) > 20000:
            PLACES.clear()
        got = PLACES[sq] = tuple(tuple(Place(b, sq) for b in o) for o in ORIENTATIONS)
    return got
