"""Ni-Ju tile patterns as data: bytes, rotations, the 20 kinds.

A pattern marks 4 of the 8 squares around a tile. Those 8 positions, clockwise
from the top, are bits 0–7 of a byte: N, NE, E, SE, S, SW, W, NW (y grows
downwards, so N is ``(0, -1)``). Turning a tile 90° clockwise moves every mark
two positions on, i.e. rotates the byte left by 2 within 8 bits.

The 70 four-mark bytes fall into 20 rotation classes — the rulebook's "20
kinds". A kind is named by the smallest byte of its class (its *canonical*
byte) and numbered 1–20 by that byte ascending (shared/rules/ni-ju.md).
Everything here is a table computed once at import, so the rules only ever
index tuples.
"""

from __future__ import annotations

DIRECTIONS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
"""Names of the 8 positions around a tile, by bit number."""

OFFSETS: tuple[tuple[int, int], ...] = (
    (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1),
)
"""``(dx, dy)`` of each position, by bit number (y grows downwards)."""

EDGE_BITS = (0, 2, 4, 6)
"""The positions sharing an edge with the tile (N, E, S, W)."""


def rotate(byte: int, turns: int = 1) -> int:
    """The pattern after ``turns`` quarter turns clockwise (negative: anticlockwise)."""
    shift = (2 * turns) % 8
    return ((byte << shift) | (byte >> (8 - shift))) & 0xFF


def is_pattern(byte: int) -> bool:
    """Whether ``byte`` is a tile pattern: an int 0–255 with exactly 4 bits set."""
    return isinstance(byte, int) and 0 <= byte <= 0xFF and bin(byte).count("1") == 4


PATTERNS: tuple[int, ...] = tuple(b for b in range(256) if bin(b).count("1") == 4)
"""All 70 oriented patterns, ascending."""


def _orbit(byte: int) -> tuple[int, ...]:
    """The distinct bytes of ``byte``'s rotation class, in the order of turning it."""
    out: list[int] = []
    for t in range(4):
        r = rotate(byte, t)
        if r not in out:
            out.append(r)
    return tuple(out)


KIND_BYTES: tuple[int, ...] = tuple(sorted({min(_orbit(b)) for b in PATTERNS}))
"""The canonical byte of kinds 1–20 (index 0 is kind 1)."""

KINDS: tuple[int, ...] = tuple(range(1, len(KIND_BYTES) + 1))
"""The kind numbers, 1–20."""

_KIND_OF: dict[int, int] = {}
for _number, _canon in enumerate(KIND_BYTES, start=1):
    for _b in _orbit(_canon):
        _KIND_OF[_b] = _number
del _number, _canon, _b

KIND_OF: tuple[int, ...] = tuple(_KIND_OF.get(b, 0) for b in range(256))
"""Kind number of every byte (0 for a byte that is not a pattern): a flat table."""

ORIENTATIONS: tuple[tuple[int, ...], ...] = ((),) + tuple(
    tuple(sorted(_orbit(c))) for c in KIND_BYTES
)
"""``ORIENTATIONS[kind]``: the distinct oriented bytes of that kind, ascending.

Kinds with rotational symmetry have fewer than four (1 or 2): turning such a
tile onto an equal pattern is not a different move.
"""

MARK_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(8) if b >> i & 1) for b in range(256)
)
"""The set bits of every byte (the marked positions)."""

ALL_KINDS_MASK = (1 << len(KIND_BYTES)) - 1
"""A full hand as a bitmask: bit ``k - 1`` set = kind ``k`` still held."""

assert len(PATTERNS) == 70 and len(KIND_BYTES) == 20
assert sum(len(o) for o in ORIENTATIONS) == 70


def kind_of(byte: int) -> int:
    """The kind number (1–20) of an oriented pattern byte; ValueError if not a pattern."""
    if not is_pattern(byte):
        raise ValueError(f"{byte!r} is not a tile pattern (a byte with exactly 4 bits set)")
    return KIND_OF[byte]


def canonical(byte: int) -> int:
    """The canonical (smallest) byte of the kind of ``byte``."""
    return KIND_BYTES[kind_of(byte) - 1]


def kind_byte(kind: int) -> int:
    """The canonical byte of kind number ``kind`` (1–20)."""
    if not (isinstance(kind, int) and 1 <= kind <= len(KIND_BYTES)):
        raise ValueError(f"there is no kind {kind!r}: kinds are numbered 1-20")
    return KIND_BYTES[kind - 1]


def orientations(kind: int) -> tuple[int, ...]:
    """The distinct oriented bytes of kind number ``kind``, ascending (1, 2 or 4)."""
    kind_byte(kind)
    return ORIENTATIONS[kind]


def marked_offsets(byte: int) -> tuple[tuple[int, int], ...]:
    """The four ``(dx, dy)`` offsets ``byte`` marks, in bit order (N first, clockwise)."""
    kind_of(byte)
    return tuple(OFFSETS[i] for i in MARK_BITS[byte])


def byte_text(byte: int) -> str:
    """A pattern byte as the two lower-case hex digits of the notation."""
    return f"{byte:02x}"


def hand_kinds(mask: int) -> tuple[int, ...]:
    """The kind numbers in a hand bitmask, ascending."""
    return tuple(k for k in KINDS if mask >> (k - 1) & 1)
