"""The Saiju board as data: 36 hexes, their names, coordinates and neighbours.

The board is a hexagon of radius 3 without its centre. Hexes are named like
Abalone: rows ``a``–``g`` from bottom to top, diagonals ``1``–``7``; row ``d``
has no ``d4`` (the missing centre). Axial coordinates: ``x = diagonal − 4``,
``y = row − 3`` (row ``a`` is ``y = −3``); a hex is ``(x, y)`` with ``|x| ≤ 3``,
``|y| ≤ 3``, ``|x − y| ≤ 3`` and ``(x, y) ≠ (0, 0)``.

Hexes are numbered 0–35 in reading order of their names (a1, a2, …, g7) and
the rules work on those numbers; everything here is a precomputed table so
the engine never does geometry while playing.

Drawing (pointy-top hexes, rows horizontal, row ``a`` at the bottom, nearest
the first player): a hex of size ``r`` has its centre at
``(√3·r·(x − y/2), −1.5·r·y)`` in screen units (y downward). ``pixel_centre``
gives that without any rule knowledge.
"""

from __future__ import annotations

import math

from .. import untrusted
from ..errors import BadSquare

ROWS = "abcdefg"

DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))
"""The six neighbour steps in axial (x, y): E, NE, NW, W, SW, SE when drawn."""


def _build() -> tuple[tuple[str, ...], tuple[tuple[int, int], ...]]:
    cells = []
    for y in range(-3, 4):
        for x in range(-3, 4):
            if abs(x - y) <= 3 and (x, y) != (0, 0):
                cells.append((x, y))
    names = tuple(f"{ROWS[y + 3]}{x + 4}" for x, y in cells)
    return names, tuple(cells)


HEXES, COORDS = _build()
"""``HEXES[i]`` is the name of hex ``i`` (``"a1"`` … ``"g7"``); ``COORDS[i]`` its (x, y)."""

SIZE = len(HEXES)  # 36

INDEX: dict[str, int] = {name: i for i, name in enumerate(HEXES)}
"""Hex name -> hex number."""

AT: dict[tuple[int, int], int] = {xy: i for i, xy in enumerate(COORDS)}
"""(x, y) -> hex number."""

NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(AT[(x + dx, y + dy)] for dx, dy in DIRECTIONS if (x + dx, y + dy) in AT)
    for x, y in COORDS
)
"""``NEIGHBOURS[i]``: the hex numbers next to hex ``i`` (2 to 6 of them)."""

ROW_HEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, name in enumerate(HEXES) if name[0] == row) for row in ROWS
)
"""The hex numbers of each row, ``a`` first, in diagonal order (row d has 6)."""


def hex_index(name: str) -> int:
    """The number of the hex called ``name``; KeyError when there is none."""
    return INDEX[name]


def parse_hex(text: str) -> int:
    """The number of the hex named ``text`` (``c3``: a row letter and a diagonal number);
    ``BadSquare`` otherwise (``off_board``: ``d4``, the missing centre, or ``a7``)."""
    shown = untrusted.excerpt(text)
    if not (len(text) == 2 and "a" <= text[0] <= "z" and "1" <= text[1] <= "9"):
        raise BadSquare("not_square", f"{shown} is not a Saiju hex: a row letter and a "
                        "diagonal number, a1 to g7", game="saiju", square=shown)
    if text not in INDEX:
        raise BadSquare("off_board", f"{text} is not on the Saiju board (rows a to g, "
                        "diagonals 1 to 7, no d4)", game="saiju", square=shown)
    return INDEX[text]


def hex_coords(name: str) -> tuple[int, int]:
    """Axial (x, y) of a hex: x = diagonal − 4, y = row index − 3."""
    return COORDS[INDEX[name]]


def neighbour_names(name: str) -> tuple[str, ...]:
    """The names of the hexes next to ``name``."""
    return tuple(HEXES[j] for j in NEIGHBOURS[INDEX[name]])


def pixel_centre(name: str, size: float = 1.0) -> tuple[float, float]:
    """Centre of a pointy-top hex of circumradius ``size``, board centre at (0, 0), y down.

    Row ``a`` is at the bottom; rows are horizontal.
    """
    x, y = COORDS[INDEX[name]]
    return (math.sqrt(3) * size * (x - y / 2), -1.5 * size * y)
