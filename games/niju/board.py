"""Squares of the unbounded Ni-Ju table as ints, and edge connectivity.

The table has no edge, so a square is any ``(x, y)``; the rules, which look
squares up thousands of times per search node, key the board by one int
``x * STRIDE + y`` instead of a tuple (a third faster to add and hash).
Neighbours are then a fixed addition: ``N = -1``, ``E = +STRIDE``. Coordinates
are limited to ``|x|, |y| <= LIMIT`` so that the packing stays exact; a game
would need over a billion moves of drift to reach it.

Tiles connect through shared edges only (a corner touch does not connect), so
``EDGE_STEPS`` is the 4-neighbourhood and ``MARK_STEPS`` the 8 positions a
pattern may mark.
"""

from __future__ import annotations

from typing import Collection, Iterable

from .. import untrusted
from ..errors import BadSquare
from .patterns import MARK_BITS, OFFSETS

STRIDE = 1 << 32
HALF = 1 << 31
LIMIT = 1_000_000_000
"""Largest coordinate magnitude a square may have."""

ORIGIN = 0
"""Square (0, 0), where White's first tile goes."""

STEPS: tuple[int, ...] = tuple(dx * STRIDE + dy for dx, dy in OFFSETS)
"""The int step to each of the 8 positions around a square, by pattern bit."""

EDGE_STEPS: tuple[int, int, int, int] = (STEPS[0], STEPS[2], STEPS[4], STEPS[6])
"""Steps to the squares sharing an edge: N, E, S, W."""

MARK_STEPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(STEPS[i] for i in MARK_BITS[b]) for b in range(256)
)
"""``MARK_STEPS[byte]``: steps to the squares that pattern marks."""


def square(x: int, y: int) -> int:
    """The int of square ``(x, y)``."""
    return x * STRIDE + y


def coords(sq: int) -> tuple[int, int]:
    """The ``(x, y)`` of an int square."""
    x = (sq + HALF) >> 32
    return x, sq - x * STRIDE


def square_text(sq: int) -> str:
    """A square as the notation writes it: ``x,y``."""
    x = (sq + HALF) >> 32
    return f"{x},{sq - x * STRIDE}"


def in_range(x: int, y: int) -> bool:
    return -LIMIT <= x <= LIMIT and -LIMIT <= y <= LIMIT


def parse_square_name(text: str) -> int:
    """The square named ``text`` (``x,y`` in ASCII digits, written as moves write it); the
    table has no edge, so ``off_board`` means beyond ``LIMIT``. ``BadSquare`` otherwise."""
    shown = untrusted.excerpt(text)
    pair = untrusted.coordinate_pair(text)
    if pair is None:
        raise BadSquare("not_square", f"{shown} is not a Ni-Ju square: write x,y with whole "
                        "numbers (like -1,2)", game="ni-ju", square=shown)
    if not in_range(*pair):
        raise BadSquare("off_board", f"square {shown} is too far out (coordinates are "
                        f"limited to ±{LIMIT:,})", game="ni-ju", square=shown)
    return square(*pair)


def _edge_runs(mask: int) -> int:
    """Runs of occupied ring positions (circular) that hold an edge neighbour."""
    if mask == 0xFF:
        return 1
    if mask == 0:
        return 0
    start = next(i for i in range(8) if not mask >> i & 1)  # an empty position
    runs = 0
    in_run = has_edge = False
    for j in range(1, 9):
        i = (start + j) % 8
        if mask >> i & 1:
            in_run = True
            has_edge = has_edge or i % 2 == 0
        elif in_run:
            runs += has_edge
            in_run = has_edge = False
    return runs


EDGE_RUNS: tuple[int, ...] = tuple(_edge_runs(m) for m in range(256))
"""For the 8 squares around a tile as a mask (pattern bit order): how many groups
its edge neighbours form when joined only through those 8 squares. At most 1
means lifting the tile cannot split anything (every path through it can go
round it instead), which settles most tiles without a whole-board search."""


def ring_mask(occupied: Collection[int], sq: int) -> int:
    """The occupied squares among the 8 around ``sq``, as a pattern-order mask."""
    m = 0
    for i, step in enumerate(STEPS):
        if sq + step in occupied:
            m |= 1 << i
    return m


def frontier_of(occupied: Collection[int]) -> set[int]:
    """Empty squares sharing an edge with at least one occupied square."""
    out: set[int] = set()
    for s in occupied:
        for d in EDGE_STEPS:
            n = s + d
            if n not in occupied:
                out.add(n)
    return out


def connected(occupied: Collection[int]) -> bool:
    """Whether the squares form one group through shared edges (empty: yes)."""
    if not occupied:
        return True
    start = next(iter(occupied))
    seen = {start}
    todo = [start]
    while todo:
        s = todo.pop()
        for d in EDGE_STEPS:
            n = s + d
            if n in occupied and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(occupied)


def cut_squares(occupied: Collection[int]) -> set[int]:
    """The articulation points: squares whose tile, lifted, splits the rest.

    Tarjan's low-link method on the edge graph, with DFS depth standing in for
    discovery time (in an undirected DFS every non-tree edge joins a node to
    an ancestor, so depth orders them the same way). Recursive on purpose: it
    is three times faster than an explicit stack here, and the depth is at most
    the number of tiles (40). Assumes the squares are connected.
    """
    cuts: set[int] = set()
    if len(occupied) < 3:
        return cuts
    depth_of: dict[int, int] = {}
    steps = EDGE_STEPS

    def visit(u: int, parent: int | None, depth: int) -> int:
        """Search from ``u``; returns the lowest depth its subtree reaches back to."""
        depth_of[u] = depth
        low = depth
        children = 0
        for d in steps:
            v = u + d
            if v == parent or v not in occupied:
                continue
            dv = depth_of.get(v)
            if dv is None:
                lv = visit(v, u, depth + 1)
                children += 1
                if lv < low:
                    low = lv
                if lv >= depth and parent is not None:
                    cuts.add(u)
            elif dv < low:
                low = dv
        if parent is None and children > 1:
            cuts.add(u)
        return low

    visit(next(iter(occupied)), None, 0)
    return cuts


def bounds(occupied: Iterable[int]) -> tuple[int, int, int, int] | None:
    """``(min_x, min_y, max_x, max_y)`` of the squares, or None when there are none."""
    xs: list[int] = []
    ys: list[int] = []
    for s in occupied:
        x, y = coords(s)
        xs.append(x)
        ys.append(y)
    if not xs:
        return None
    return min(xs), min(ys), max(xs), max(ys)
