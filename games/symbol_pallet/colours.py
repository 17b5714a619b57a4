"""The colour model of Symbol Pallet, as data.

Every colour is a mix of the three paint primaries (red, yellow, blue), written
as a vector (r, y, b) of 0s and 1s. Everything else about colours – which pairs
are complementary, what adds up to what, which colours are warm – follows from
these vectors, so the table below is the one place to correct (the rulebook's
colour wheel is lost; the rulings rebuilt it; see ``shared/rules/symbol-pallet.md``).

Colours are referred to by their index in ``COLOURS``, which is also the
rulebook's (and the catalogue's) colour order: R, B, Y, P, G, O, W, K.
"""

from __future__ import annotations

from typing import NamedTuple


class Colour(NamedTuple):
    code: str
    """One letter, used in tile ids (``R`` in ``Rs1``)."""
    name: str
    japanese: str
    vector: tuple[int, int, int]
    """(r, y, b): how much of each paint primary the colour holds."""

    @property
    def warm(self) -> bool:
        """Warm colours are exactly those without blue (the rulebook's 赤・黄・橙・白)."""
        return self.vector[2] == 0


# The colour model: the ONE table to correct.
COLOURS: tuple[Colour, ...] = (
    Colour("R", "red", "赤", (1, 0, 0)),
    Colour("B", "blue", "青", (0, 0, 1)),
    Colour("Y", "yellow", "黄", (0, 1, 0)),
    Colour("P", "purple", "紫", (1, 0, 1)),
    Colour("G", "green", "緑", (0, 1, 1)),
    Colour("O", "orange", "橙", (1, 1, 0)),
    Colour("W", "white", "白", (0, 0, 0)),
    Colour("K", "black", "黒", (1, 1, 1)),
)

COLOUR_INDEX: dict[str, int] = {c.code: i for i, c in enumerate(COLOURS)}
"""Colour code -> index in ``COLOURS``."""

_FULL = (1, 1, 1)


def complementary(a: int, b: int) -> bool:
    """Two colours are complementary (補色) when their vectors add up to (1, 1, 1)."""
    va, vb = COLOURS[a].vector, COLOURS[b].vector
    return tuple(x + y for x, y in zip(va, vb)) == _FULL


def complement_of(a: int) -> int:
    """The one colour complementary to ``a``."""
    for b in range(len(COLOURS)):
        if complementary(a, b):
            return b
    raise ValueError(f"colour {COLOURS[a].code} has no complement")  # pragma: no cover


def colour_of_vector(vector: tuple[int, ...]) -> int | None:
    """The colour with this vector, or None (e.g. red + red = (2, 0, 0) is no colour)."""
    for i, c in enumerate(COLOURS):
        if c.vector == tuple(vector):
            return i
    return None


def primaries() -> tuple[int, ...]:
    """Colours with exactly one primary: red, blue, yellow."""
    return tuple(i for i, c in enumerate(COLOURS) if sum(c.vector) == 1)


def secondaries() -> tuple[int, ...]:
    """Colours mixing exactly two primaries: purple, green, orange."""
    return tuple(i for i, c in enumerate(COLOURS) if sum(c.vector) == 2)


def warm_colours() -> tuple[int, ...]:
    return tuple(i for i, c in enumerate(COLOURS) if c.warm)


def cool_colours() -> tuple[int, ...]:
    return tuple(i for i, c in enumerate(COLOURS) if not c.warm)


def colour_model() -> list[dict[str, object]]:
    """The model as plain data for the page: code, names, vector, warm, complement."""
    return [
        {
            "code": c.code,
            "name": c.name,
            "japanese": c.japanese,
            "vector": list(c.vector),
            "warm": c.warm,
            "complement": COLOURS[complement_of(i)].code,
        }
        for i, c in enumerate(COLOURS)
    ]
