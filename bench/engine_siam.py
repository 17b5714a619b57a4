"""Siam engine speed: random playouts, the inner loop of a Monte Carlo player.

    python bench/engine_siam.py [--seconds 3] [--seed 1] [--max-plies 1000]

Each playout starts from the opening and plays uniformly random legal moves
(``legal_moves()`` + ``apply``, exactly what a search does) until a rock falls
or the cap is reached. The cap is a setting of this benchmark, not a rule:
Siam has no draws, but random games can wander for thousands of plies.
Prints one human line and one JSON line.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.siam import GAME  # noqa: E402


def playouts(seconds: float, seed: int, max_plies: int) -> dict[str, object]:
    rnd = random.Random(seed)
    plies = games = finished = 0
    start = GAME.start()
    began = time.perf_counter()
    deadline = began + seconds
    while time.perf_counter() < deadline:
        state = start
        for _ in range(max_plies):
            moves = state.legal_moves()
            if not moves:
                break
            state = state.apply(moves[rnd.randrange(len(moves))])
        plies += state.ply
        games += 1
        finished += state.over
    elapsed = time.perf_counter() - began
    return {
        "game": "siam",
        "benchmark": "random-playouts",
        "python": platform.python_implementation() + " " + platform.python_version(),
        "seconds": round(elapsed, 3),
        "playouts": games,
        "finished": finished,
        "max_plies": max_plies,
        "plies": plies,
        "plies_per_second": round(plies / elapsed),
        "mean_plies_per_playout": round(plies / games, 1) if games else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time to spend (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--max-plies", type=int, default=1000,
                        help="cap on a playout's length, a benchmark setting (default 1000)")
    args = parser.parse_args(argv)
    result = playouts(args.seconds, args.seed, args.max_plies)
    print(f"siam: {result['plies_per_second']:,} plies/s in {result['python']} "
          f"({result['playouts']} playouts, {result['finished']} ended by a rock, "
          f"{result['plies']:,} plies in {result['seconds']} s, cap {args.max_plies} plies)")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
