"""Sample Ni-Ju games for tests, benchmarks and demonstrations (not rules).

A full board with nobody having won is the start of the movement phase; a
seeded random placement is the cheapest way to reach one reproducibly.
"""

from __future__ import annotations

from random import Random

from . import GAME


def quiet_placement(seed: int) -> list[str]:
    """The tokens of the first seeded random placement phase (from ``seed`` on)
    that puts all 40 tiles down with no winner and a tile free to move."""
    while True:
        rng = Random(seed)
        state = GAME.new(GAME.options())
        tokens: list[str] = []
        while state.outcome() is None and state.phase == "placement":
            move = state.random_move(rng)
            tokens.append(str(move))
            state = state.apply(move)
        if state.outcome() is None and state.movable_tiles():
            return tokens
        seed += 1
