"""The field: placed tiles, the quarters they cover, and where a tile may go.

Geometry is measured in half-tiles. A tile centred at (x, y) covers the four
*quarters* whose top-left corners are (x−1, y−1), (x, y−1), (x−1, y) and
(x, y). Each quarter remembers its top tile and that tile's level (a tile on
the table is level 1). Points and quarters are packed into one int
(``key(x, y)``) so the quarter map is a flat dict of ints.

A ``Field`` is immutable and shared by every state with the same tiles down
(draws, discards and chip moves don't copy it), so the placement spots it
computes lazily – which depend on the tiles only, not on chips or hands – are
reused across those states.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from .. import untrusted
from ..errors import BadSquare
from .symbols import condition_mask
from .tiles import CATALOGUE, TILE_COLOUR

OFFSET = 512
STRIDE = 1024
"""Points are packed as (x + OFFSET) * STRIDE + (y + OFFSET)."""

FIELD_POINTS: tuple[tuple[int, int], ...] = tuple(
    (x, y) for y in (0, 2, 4) for x in (0, 2, 4)
)
"""The starting field's nine centres, in reading order (dealt in this order)."""

_DX = STRIDE
_QUARTER_OFFSETS = (-_DX - 1, -1, -_DX, 0)
"""From a centre key to its four quarters' keys: NW, NE, SW, SE."""
_EDGE_NEIGHBOURS = (2 * _DX, -2 * _DX, 2, -2)
"""Centres 2 half-tiles away: the tiles sharing a whole edge."""


REACH = 2 * len(CATALOGUE)
"""No tile can lie farther than this from (0, 0), in half-tiles along either axis: each tile
beside another is 2 further out, and there are 60 tiles."""


def parse_place(text: str) -> tuple[int, int]:
    """The field place named ``text`` (``x,y`` in half-tiles, written as placements write
    their point); ``off_board`` beyond ``REACH``. ``BadSquare`` otherwise."""
    shown = untrusted.excerpt(text)
    pair = untrusted.coordinate_pair(text)
    if pair is None:
        raise BadSquare("not_square", f"{shown} is not a Symbol Pallet place: write x,y in "
                        "half-tiles (like 3,1)", game="symbol-pallet", square=shown)
    if not (abs(pair[0]) <= REACH and abs(pair[1]) <= REACH):
        raise BadSquare("off_board", f"place {shown} is farther out than any tile can lie "
                        f"(±{REACH} half-tiles)", game="symbol-pallet", square=shown)
    return pair


def key(x: int, y: int) -> int:
    return (x + OFFSET) * STRIDE + (y + OFFSET)


def unkey(k: int) -> tuple[int, int]:
    return k // STRIDE - OFFSET, k % STRIDE - OFFSET


def quarters_of(x: int, y: int) -> tuple[tuple[int, int], ...]:
    """The four quarters (top-left corners) a tile centred at (x, y) covers."""
    return ((x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y))


class Placed(NamedTuple):
    """A tile on the field: its centre, level and the tiles it rests on."""

    tile: int
    x: int
    y: int
    level: int
    lower: tuple[int, ...]
    """The distinct tiles it rests on (catalogue order); () on the table."""


class Spot(NamedTuple):
    """A centre where a tile could rest on others (rule ②), chips and symbols aside."""

    key: int
    x: int
    y: int
    level: int
    lower: tuple[int, ...]
    mask: int
    """``symbols.condition_mask`` of the lower tiles' colours: which kinds fit."""
    covered: tuple[int, ...]
    """Tiles that a tile placed here would leave wholly covered."""


class Analysis(NamedTuple):
    """What the four quarters under a centre hold (for messages and rule checks)."""

    empty: int
    """Quarters with no tile at all."""
    level: int
    """h: the highest level among the quarters (0 when all are empty)."""
    support: int
    """Quarters at level h."""
    lower: tuple[int, ...]
    """Distinct top tiles of the support (catalogue order)."""


class Field:
    """The tiles on the table, immutable; ``place`` returns a new field."""

    __slots__ = ("placed", "info", "tops", "vis", "_spots", "_spot_dict", "_beside", "_owned",
                 "_parent", "_touched")

    def __init__(self, placed: tuple[Placed, ...], info: dict[int, Placed],
                 tops: dict[int, tuple[int, int]], vis: dict[int, int]) -> None:
        self.placed = placed
        """Every tile in placement order, which is also drawing order."""
        self.info = info
        """Tile -> Placed."""
        self.tops = tops
        """Quarter key -> (top tile, its level); absent = empty."""
        self.vis = vis
        """Tile -> number of quarters it is on top of; only visible tiles."""
        self._spots: list[Spot] | None = None
        self._spot_dict: dict[int, Spot] | None = None
        self._parent: Field | None = None
        """The field this one was made from, until its spots are derived from it."""
        self._touched: set[int] = set()
        """Centres whose spot may differ from the parent's."""
        self._beside: dict[int, frozenset[int]] | None = None
        self._owned: dict[int, frozenset[int]] = {}

    EMPTY: "Field"

    @classmethod
    def build(cls, placements: Iterable[tuple[int, int, int]]) -> "Field":
        """A field from (tile, x, y) in placement order (levels and supports follow)."""
        f = cls.EMPTY
        for tile, x, y in placements:
            f = f.place(tile, x, y)
        return f

    # ----- reading -------------------------------------------------------------
    def analyse(self, x: int, y: int) -> Analysis:
        k = key(x, y)
        tops = self.tops
        quads = [tops.get(k + d) for d in _QUARTER_OFFSETS]
        present = [q for q in quads if q is not None]
        h = max((q[1] for q in present), default=0)
        support = [q[0] for q in present if q[1] == h]
        return Analysis(4 - len(present), h, len(support), tuple(sorted(set(support))))

    def top_at(self, qx: int, qy: int) -> tuple[int, int] | None:
        """The top tile and its level on quarter (qx, qy), or None if empty."""
        return self.tops.get(key(qx, qy))

    def visible(self, tile: int) -> bool:
        return tile in self.vis

    def owned(self, tile: int) -> frozenset[int]:
        """``tile`` and every tile below it (what a chip on ``tile`` owns)."""
        got = self._owned.get(tile)
        if got is None:
            seen = {tile}
            stack = [tile]
            info = self.info
            while stack:
                for t in info[stack.pop()].lower:
                    if t not in seen:
                        seen.add(t)
                        stack.append(t)
            got = frozenset(seen)
            self._owned[tile] = got
        return got

    def table_tiles(self, tiles: Iterable[int]) -> set[int]:
        """The level-1 tiles among ``tiles``."""
        info = self.info
        return {t for t in tiles if info[t].level == 1}

    def covered_by(self, x: int, y: int) -> tuple[int, ...]:
        """Tiles a new tile centred at (x, y) would leave wholly covered."""
        k = key(x, y)
        counts: dict[int, int] = {}
        for d in _QUARTER_OFFSETS:
            q = self.tops.get(k + d)
            if q is not None:
                counts[q[0]] = counts.get(q[0], 0) + 1
        return tuple(sorted(t for t, n in counts.items() if self.vis[t] == n))

    # ----- where tiles may go (lazily, once per field) ------------------------
    def spots(self) -> list[Spot]:
        """Every centre satisfying rule ②'s geometry (3/4 support, 2+ lower tiles),
        with a non-empty symbol mask, in key order."""
        if self._spots is None:
            self._spots = self._compute_spots()
        return self._spots

    def _spot_map(self) -> dict[int, Spot]:
        """The spots by key, derived from the parent field's when it has them
        (a placement changes only the 3×3 centres around the new tile and around
        each tile it partly covers), else computed from scratch."""
        parent = self._parent
        if parent is not None and parent._spot_dict is not None:
            spots = dict(parent._spot_dict)
            for k in self._touched:
                spot = self._spot_at(k)
                if spot is None:
                    spots.pop(k, None)
                else:
                    spots[k] = spot
        else:
            cands: set[int] = set()
            for q in self.tops:
                cands.update((q, q + 1, q + _DX, q + _DX + 1))
            spots = {}
            for k in cands:
                spot = self._spot_at(k)
                if spot is not None:
                    spots[k] = spot
        self._parent = None
        self._spot_dict = spots
        return spots

    def _compute_spots(self) -> list[Spot]:
        spots = self._spot_map()
        return [spots[k] for k in sorted(spots)]

    def _spot_at(self, k: int) -> Spot | None:
        tops = self.tops
        a, b, c, d = _QUARTER_OFFSETS
        quads = (tops.get(k + a), tops.get(k + b), tops.get(k + c), tops.get(k + d))
        h = 0
        n = 0
        for e in quads:
            if e is not None:
                lv = e[1]
                if lv > h:
                    h = lv
                    n = 1
                elif lv == h:
                    n += 1
        if n < 3:
            return None
        lower = sorted({e[0] for e in quads if e is not None and e[1] == h})
        if len(lower) < 2:
            return None
        mask = condition_mask(tuple(sorted([TILE_COLOUR[t] for t in lower])))
        if not mask:
            return None
        counts: dict[int, int] = {}
        for e in quads:
            if e is not None:
                counts[e[0]] = counts.get(e[0], 0) + 1
        vis = self.vis
        covered = tuple(sorted(t for t, m in counts.items() if vis[t] == m))
        x, y = unkey(k)
        return Spot(k, x, y, h + 1, tuple(lower), mask, covered)

    def beside(self) -> dict[int, frozenset[int]]:
        """Rule ① centres: all four quarters empty, sharing a whole edge with
        level-1 tiles; centre key -> those level-1 tiles."""
        if self._beside is None:
            tops = self.tops
            found: dict[int, set[int]] = {}
            for p in self.placed:
                if p.level != 1:
                    continue
                base = key(p.x, p.y)
                for step in _EDGE_NEIGHBOURS:
                    k = base + step
                    if k in found:
                        found[k].add(p.tile)
                    elif all(k + d not in tops for d in _QUARTER_OFFSETS):
                        found[k] = {p.tile}
            self._beside = {k: frozenset(v) for k, v in sorted(found.items())}
        return self._beside

    # ----- changing (returns a new field) --------------------------------------
    def place(self, tile: int, x: int, y: int) -> "Field":
        """The field with ``tile`` centred at (x, y), on top of whatever is there.

        No legality check beyond the geometry the state needs: callers check the
        rules first (moves) or validate (position texts).
        """
        k = key(x, y)
        tops = self.tops
        qkeys = [k + d for d in _QUARTER_OFFSETS]
        quads = [tops.get(q) for q in qkeys]
        h = max((e[1] for e in quads if e is not None), default=0)
        lower = tuple(sorted({e[0] for e in quads if e is not None and e[1] == h})) if h else ()
        level = h + 1
        new_tops = dict(tops)
        entry = (tile, level)
        for q in qkeys:
            new_tops[q] = entry
        vis = dict(self.vis)
        for e in quads:
            if e is not None:
                left = vis[e[0]] - 1
                if left:
                    vis[e[0]] = left
                else:
                    del vis[e[0]]
        vis[tile] = 4
        p = Placed(tile, x, y, level, lower)
        info = dict(self.info)
        info[tile] = p
        child = Field(self.placed + (p,), info, new_tops, vis)
        if self._spot_dict is not None:
            child._parent = self
            around = [k]
            for t in {e[0] for e in quads if e is not None}:
                under = info[t]
                around.append(key(under.x, under.y))
            child._touched = {c + dx + dy for c in around for dx in (-_DX, 0, _DX)
                              for dy in (-1, 0, 1)}
        if self._beside is not None:
            beside = {b: v for b, v in self._beside.items()
                      if not (abs(b // STRIDE - k // STRIDE) <= 1 and abs(b % STRIDE - k % STRIDE) <= 1)}
            if level == 1:
                for step in _EDGE_NEIGHBOURS:
                    b = k + step
                    if all(b + d not in new_tops for d in _QUARTER_OFFSETS):
                        beside[b] = beside.get(b, frozenset()) | {tile}
            child._beside = dict(sorted(beside.items()))
        return child


Field.EMPTY = Field((), {}, {}, {})
