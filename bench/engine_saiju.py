"""Saiju engine speed: random playouts, plies per second (CPython).

Run ``python bench/engine_saiju.py [seconds]``. Prints a human line per player
count and, last, one JSON line with the figures. Plays moves taken from
``legal_moves()`` through ``apply`` (which checks them against the cached
list), as a Monte Carlo player would.
"""

from __future__ import annotations

import json
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.saiju import GAME  # noqa: E402


def playouts(players: int, seconds: float, seed: int = 1) -> dict[str, float]:
    rng = random.Random(seed)
    start = GAME.start(players=players)
    plies = games = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = start
        while not state.over:
            state = state.apply(rng.choice(state.legal_moves()))
            plies += 1
        state.scores()
        state.outcome()
        games += 1
    elapsed = time.perf_counter() - t0
    return {"players": players, "games": games, "plies": plies,
            "seconds": round(elapsed, 3),
            "plies_per_second": round(plies / elapsed),
            "games_per_second": round(games / elapsed, 1)}


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    results = [playouts(2, seconds), playouts(3, seconds)]
    for r in results:
        print(f"saiju {r['players']} players: {r['plies_per_second']} plies/s, "
              f"{r['games_per_second']} playouts/s")
    print(json.dumps({"bench": "engine_saiju", "python": platform.python_version(),
                      "results": results}))


if __name__ == "__main__":
    main()
