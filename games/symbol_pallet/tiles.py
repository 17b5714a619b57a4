"""The 60-tile catalogue, as data.

The rulebook's table of which symbol each tile carries is lost; the rulings
rebuilt it (``shared/rules/symbol-pallet.md``). ``TILE_TABLE`` is that table –
one line per colour, the ONE place to correct it. Everything else (ids,
catalogue order, the beginner set) is derived from it.

A tile id is colour code + symbol code + copy number (``Rs1``). The catalogue
order is the colour order of ``COLOURS`` (R, B, Y, P, G, O, W, K), then the
symbols s, c, t, w, a, then the copy number. Inside the engine a tile is its
index in that order (an int 0–59), which is also how hands, the discard pile
and discards are sorted.
"""

from __future__ import annotations

from typing import NamedTuple

from .colours import COLOURS, COLOUR_INDEX
from .symbols import SYMBOLS, kind_of

# colour code: how many tiles of each symbol   s  c  t  w  a
TILE_TABLE: dict[str, tuple[int, int, int, int, int]] = {
    "R": (2, 2, 1, 1, 2),
    "B": (2, 2, 1, 1, 2),
    "Y": (2, 2, 1, 1, 2),
    "P": (2, 2, 1, 1, 2),
    "G": (2, 2, 1, 1, 2),
    "O": (2, 2, 1, 1, 2),
    "W": (2, 2, 0, 1, 1),
    "K": (2, 2, 0, 1, 1),
}

BEGINNER_REMOVES_COLOURS = ("W", "K")
"""The beginner option removes every white and black tile …"""
BEGINNER_REMOVES_SYMBOLS = ("w",)
"""… and every warm/cool tile (the six coloured ones remain to remove)."""


class Tile(NamedTuple):
    index: int  # type: ignore[assignment]  # the catalogue index; shadows tuple.index on purpose
    id: str
    colour: int
    symbol: int
    copy: int

    @property
    def colour_code(self) -> str:
        return COLOURS[self.colour].code

    @property
    def symbol_code(self) -> str:
        return SYMBOLS[self.symbol].code

    @property
    def kind(self) -> int:
        return kind_of(self.symbol, self.colour)


def _build() -> tuple[Tile, ...]:
    out: list[Tile] = []
    for colour in COLOURS:
        counts = TILE_TABLE[colour.code]
        for s, symbol in enumerate(SYMBOLS):
            for copy in range(1, counts[s] + 1):
                out.append(Tile(len(out), f"{colour.code}{symbol.code}{copy}",
                                COLOUR_INDEX[colour.code], s, copy))
    return tuple(out)


CATALOGUE: tuple[Tile, ...] = _build()
"""Every tile in catalogue order; ``CATALOGUE[i].index == i``."""
TILE_INDEX: dict[str, int] = {t.id: t.index for t in CATALOGUE}
"""Tile id -> catalogue index."""
TILE_IDS: tuple[str, ...] = tuple(t.id for t in CATALOGUE)
TILE_COLOUR: tuple[int, ...] = tuple(t.colour for t in CATALOGUE)
TILE_KIND: tuple[int, ...] = tuple(t.kind for t in CATALOGUE)

FULL_SET: tuple[int, ...] = tuple(range(len(CATALOGUE)))
BEGINNER_SET: tuple[int, ...] = tuple(
    t.index for t in CATALOGUE
    if t.colour_code not in BEGINNER_REMOVES_COLOURS
    and t.symbol_code not in BEGINNER_REMOVES_SYMBOLS
)


def tile_set(beginner: bool) -> tuple[int, ...]:
    """The tiles in play, in catalogue order (60, or 42 with the beginner option)."""
    return BEGINNER_SET if beginner else FULL_SET


def catalogue() -> list[dict[str, object]]:
    """The catalogue as plain data for the page: id, colour code, symbol code, copy."""
    return [
        {"id": t.id, "colour": t.colour_code, "symbol": t.symbol_code, "copy": t.copy}
        for t in CATALOGUE
    ]


def ids(tiles) -> str:  # type: ignore[no-untyped-def]
    """Tiles (indices) as comma-separated ids, in the order given."""
    return ",".join(TILE_IDS[t] for t in tiles)
