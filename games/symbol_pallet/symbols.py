"""The five symbols and their conditions for placing a tile on top of others.

A condition looks at the *lower tiles* (the distinct tiles the new tile rests
on, counted as tiles, not as colours) and, for 加減 only, at the new tile's own
colour. Each condition is written once here as a plain function of colour
indices; ``condition_mask`` turns a multiset of lower colours into a bit mask of
every (symbol, colour) *kind* that may go on it, memoised, so that move
generation tests a tile with one shift and one ``&``.
"""

from __future__ import annotations

from itertools import product
from typing import Callable, NamedTuple

from .colours import COLOURS, complementary, cool_colours, primaries, secondaries, warm_colours


class Symbol(NamedTuple):
    code: str
    name: str
    japanese: str
    rule: str
    """The condition in one sentence (for messages and the rules page)."""


SYMBOLS: tuple[Symbol, ...] = (
    Symbol("s", "same colour", "同色", "2 or more lower tiles, all of one colour"),
    Symbol("c", "complement", "補色",
           "lower tiles of exactly 2 complementary colours, equally many of each"),
    Symbol("t", "triad", "三組",
           "exactly 3 lower tiles: red, yellow, blue, or orange, green, purple"),
    Symbol("w", "warm/cool", "寒暖",
           "exactly 4 lower tiles: red, yellow, orange, white, or blue, purple, green, black"),
    Symbol("a", "add/subtract", "加減",
           "a sign + or − for each lower tile makes the signed sum of their colours "
           "equal to the tile's own colour"),
)
SYMBOL_INDEX: dict[str, int] = {s.code: i for i, s in enumerate(SYMBOLS)}
NCOLOURS = len(COLOURS)


def same_colour(lower: tuple[int, ...], own: int) -> bool:
    return len(lower) >= 2 and len(set(lower)) == 1


def complement(lower: tuple[int, ...], own: int) -> bool:
    kinds = set(lower)
    if len(kinds) != 2:
        return False
    a, b = kinds
    return lower.count(a) == lower.count(b) and complementary(a, b)


def _exactly(lower: tuple[int, ...], groups: tuple[tuple[int, ...], ...]) -> bool:
    return any(sorted(lower) == sorted(g) for g in groups)


def triad(lower: tuple[int, ...], own: int) -> bool:
    return _exactly(lower, (primaries(), secondaries()))


def warm_cool(lower: tuple[int, ...], own: int) -> bool:
    return _exactly(lower, (warm_colours(), cool_colours()))


def add_subtract(lower: tuple[int, ...], own: int) -> bool:
    target = COLOURS[own].vector
    vectors = [COLOURS[c].vector for c in lower]
    for signs in product((1, -1), repeat=len(vectors)):
        total = [0, 0, 0]
        for sign, v in zip(signs, vectors):
            for k in range(3):
                total[k] += sign * v[k]
        if tuple(total) == target:
            return True
    return False


CONDITIONS: tuple[Callable[[tuple[int, ...], int], bool], ...] = (
    same_colour, complement, triad, warm_cool, add_subtract,
)
"""Condition functions, in ``SYMBOLS`` order."""


def kind_of(symbol: int, colour: int) -> int:
    """A tile's kind: what its condition depends on (symbol and colour)."""
    return symbol * NCOLOURS + colour


def satisfies(symbol: int, colour: int, lower: tuple[int, ...]) -> bool:
    """Whether a tile of this symbol and colour may rest on tiles of these colours."""
    return CONDITIONS[symbol](tuple(lower), colour)


_MASKS: dict[tuple[int, ...], int] = {}


def condition_mask(lower: tuple[int, ...]) -> int:
    """Bit ``kind_of(s, c)`` is set when a tile of symbol s and colour c may go on ``lower``.

    ``lower`` must be sorted (it is a multiset); results are memoised (there are
    only a few hundred multisets of 2 to 4 colours).
    """
    mask = _MASKS.get(lower)
    if mask is None:
        mask = 0
        for s, cond in enumerate(CONDITIONS):
            for c in range(NCOLOURS):
                if cond(lower, c):
                    mask |= 1 << kind_of(s, c)
        _MASKS[lower] = mask
    return mask
