"""The seeded shuffle: splitmix64 driving a Fisher–Yates shuffle.

Written out rather than taken from ``random`` so that the same seed deals the
same game on CPython 3.11, on Pyodide's Python 3.14 and in any other
implementation. The algorithm, exactly:

1. ``state = seed mod 2**64`` (a negative seed is taken modulo 2**64 too).
2. splitmix64 – each call:
   ``state = (state + 0x9E3779B97F4A7C15) mod 2**64``; ``z = state``;
   ``z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) mod 2**64``;
   ``z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) mod 2**64``;
   return ``z ^ (z >> 31)``.
3. Start from the tiles in play in catalogue order (60, or 42 with the beginner
   option). For ``i`` from ``n − 1`` down to 1: ``j = next() mod (i + 1)``;
   swap the items at ``i`` and ``j``.
4. The result is the deck, top first (index 0 is drawn first).
"""

from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")
MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


class SplitMix64:
    """Sebastiano Vigna's splitmix64: tiny, fast and trivially portable."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + GOLDEN) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


def shuffled(items: Sequence[T], seed: int) -> list[T]:
    """``items`` shuffled by Fisher–Yates with splitmix64 seeded by ``seed``."""
    out = list(items)
    rng = SplitMix64(seed)
    for i in range(len(out) - 1, 0, -1):
        j = rng.next() % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out
