"""Ni-Ju engine speed: random playouts, plies per second on this Python.

Two measures: through the protocol (``legal_moves()`` then ``apply``), as the
referee and a plain search use it, and through ``random_move`` + the unchecked
successor, as a Monte Carlo playout would. Each playout runs the placement
phase and at most ``--movement-cap`` movement plies (a bench setting, not a
rule). Rates are per second of CPU time (steadier than wall time
on a shared machine). Prints a human line per measure and one JSON line at the end.

    python bench/engine_niju.py [--seconds 3] [--movement-cap 60] [--seed 1]
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

from games.niju import GAME  # noqa: E402


def playout_protocol(rng: Random, cap: int) -> int:
    state = GAME.start()
    plies = 0
    while not state.over and state.ply < 40 + cap:
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
        plies += 1
    return plies


def playout_fast(rng: Random, cap: int) -> int:
    state = GAME.start()
    plies = 0
    while state.result is None and state.ply < 40 + cap:
        state = state._successor(state.random_move(rng))
        plies += 1
    return plies


def measure(fn, seconds: float, cap: int, seed: int) -> tuple[float, int, int]:
    """Plies per second of this process's CPU time (steadier than wall time on a
    shared machine), over whole playouts for about ``seconds``."""
    rng = Random(seed)
    plies = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        plies += fn(rng, cap)
        games += 1
    elapsed = time.process_time() - start
    return plies / elapsed, plies, games


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--movement-cap", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    out = {"game": "ni-ju", "python": platform.python_version(),
           "implementation": platform.python_implementation(),
           "movement_cap": args.movement_cap}
    for label, fn in (("protocol", playout_protocol), ("fast", playout_fast)):
        rate, plies, games = measure(fn, args.seconds, args.movement_cap, args.seed)
        print(f"{label:>8}: {rate:9.0f} plies/s ({plies} plies, {games} playouts)")
        out[f"{label}_plies_per_second"] = round(rate)
        out[f"{label}_playouts"] = games
    print(json.dumps(out))


if __name__ == "__main__":
    main()
