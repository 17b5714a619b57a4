"""Symbol Pallet engine speed: random playouts, plies per second on this Python.

Each playout starts from a seeded deal (players 2–4 in turn) and plays random
legal moves (``legal_moves()`` then ``apply``, as the referee and a plain
search use the engine) to the end of the game. Move generation is the cost:
every placement of every available tile with either chip is listed. Prints a
human line and one JSON line at the end.

    python bench/engine_symbol_pallet.py [--seconds 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.symbol_pallet import GAME  # noqa: E402


def playout(rng: Random, players: int) -> tuple[int, int]:
    """Plies played and the most legal moves seen in one state."""
    state = GAME.start(players=players, seed=rng.randrange(2**32))
    plies = widest = 0
    while not state.over:
        moves = state.legal_moves()
        widest = max(widest, len(moves))
        state = state.apply(moves[rng.randrange(len(moves))])
        plies += 1
    return plies, widest


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = Random(args.seed)
    plies = games = widest = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        p, w = playout(rng, 2 + games % 3)
        plies += p
        widest = max(widest, w)
        games += 1
    elapsed = time.perf_counter() - start
    rate = plies / elapsed
    print(f"symbol-pallet: {rate:,.0f} plies/s ({games} games, {plies} plies, "
          f"at most {widest} legal moves in a state) on {platform.python_implementation()} "
          f"{platform.python_version()}")
    print(json.dumps({
        "game": "symbol-pallet", "python": platform.python_version(),
        "implementation": platform.python_implementation(), "seconds": round(elapsed, 3),
        "games": games, "plies": plies, "plies_per_second": round(rate, 1),
        "max_legal_moves": widest,
    }))


if __name__ == "__main__":
    main()
