"""Strength of the search player against the random and greedy baselines.

    python bench/strength.py [--games 200] [--level normal] [--time-limit 1.0 | --no-cap]
                             [--iterations N] [--game NAME ...] [--opponent random|greedy ...]
                             [--max-plies 400] [--seed 1]

For each game and opponent, plays ``--games`` games with the seats alternated
(the search player takes seat g mod players in game g; with more players the
other seats are all the baseline), and reports the search player's win rate
with a Wilson 95 % interval (a draw counts half), its moves per second of
search (plies applied per second inside the search) and the mean time per
move. A game still going after ``--max-plies`` plies (Siam, Ni-Ju movement
have no natural end) is scored by the policy's evaluation and counted in
``capped``. Prints one human line per match and a JSON line at the end.
The full run of the issue is ``python bench/strength.py --games 200``.

``--no-cap`` drops the time cap, so each search runs the level's iteration
budget whatever the machine's load: the win rates are then those of the
level as defined (and reproducible: every player is seeded), and only the
seconds per move depend on the load. Without it a loaded machine cuts the
searches short at the cap and measures a weaker player.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.ai import GreedyPlayer, MctsPlayer, RandomPlayer  # noqa: E402
from games.ai.policies import policy_for  # noqa: E402
from games.registry import game_names, get_game  # noqa: E402

START_OPTIONS = {"symbol-pallet": {"players": 2}}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (a draw counted as half a win)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_match(name: str, opponent: str, games: int, level: str, time_limit: float | None,
               iterations: int | None, max_plies: int, seed: int) -> dict[str, object]:
    game = get_game(name)
    policy = policy_for(name)
    wins = 0.0
    capped = 0
    search_plies = 0
    search_seconds = 0.0
    search_moves = 0
    for g in range(games):
        state = game.start(**START_OPTIONS.get(name, {}),
                           **({"seed": seed + g} if game.uses_seed else {}))
        seat = g % state.options.players
        ai = MctsPlayer(level, seed=seed * 1000 + g, time_limit=time_limit, iterations=iterations)
        base = (RandomPlayer if opponent == "random" else GreedyPlayer)(seed=seed * 7919 + g)
        while state.outcome() is None and state.ply < max_plies:
            if state.to_move == seat:
                began = time.perf_counter()
                result = ai.search(state)
                search_seconds += time.perf_counter() - began
                search_plies += result.plies
                search_moves += 1
                move = result.move
            else:
                move = base.choose(state)
            state = state.apply(move)
        outcome = state.outcome()
        if outcome is None:
            capped += 1
            v = policy.evaluate(state)[seat]
            wins += 1.0 if v > 0.5 else 0.5 if v == 0.5 else 0.0
        elif outcome.winner is None:
            wins += 0.5
        elif outcome.winner == seat:
            wins += 1.0
    lo, hi = wilson(wins, games)
    return {
        "game": name, "opponent": opponent, "level": level, "games": games,
        "wins": wins, "win_rate": round(wins / games, 3) if games else None,
        "wilson95": [round(lo, 3), round(hi, 3)], "capped": capped,
        "search_plies_per_second": round(search_plies / search_seconds) if search_seconds else None,
        "seconds_per_move": round(search_seconds / search_moves, 3) if search_moves else None,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--level", default="normal")
    p.add_argument("--time-limit", "--time", type=float, default=None,
                   help="seconds per move (default: the level's cap)")
    p.add_argument("--no-cap", action="store_true",
                   help="no time cap: the level's iteration budget alone (load-independent)")
    p.add_argument("--iterations", type=int, default=None, help="override the level's budget")
    p.add_argument("--game", action="append", choices=game_names())
    p.add_argument("--opponent", action="append", choices=["random", "greedy"])
    p.add_argument("--max-plies", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    results = []
    from games.ai.levels import level
    cap = args.time_limit if args.time_limit is not None else level(args.level).time_limit
    if args.no_cap:
        cap = None
    for name in args.game or game_names():
        for opponent in args.opponent or ["random", "greedy"]:
            r = play_match(name, opponent, args.games, args.level, cap, args.iterations,
                           args.max_plies, args.seed)
            results.append(r)
            lo, hi = r["wilson95"]  # type: ignore[misc]
            print(f"{name:>13} vs {opponent:<6}: {r['wins']:g}/{r['games']} = "
                  f"{100 * r['win_rate']:.1f} % (95 % CI {100 * lo:.1f}–{100 * hi:.1f} %), "
                  f"capped {r['capped']}, {r['search_plies_per_second']} search plies/s, "
                  f"{r['seconds_per_move']} s/move", flush=True)
    print(json.dumps({"bench": "strength", "python": platform.python_implementation() + " "
                      + platform.python_version(), "results": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
