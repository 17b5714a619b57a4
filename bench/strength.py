"""Strength of the search player against baselines, and of each level against the next.

    python bench/strength.py [--games 200] [--level normal] [--time-limit 1.0 | --no-cap]
                             [--iterations N] [--game NAME ...]
                             [--opponent random|greedy|uct ...] [--ladder]
                             [--max-plies 400] [--seed 1]

For each game and opponent, plays ``--games`` games with the seats alternated
(the search player takes seat g mod players in game g; with more players the
other seats are all the baseline), and reports the search player's win rate
with a Wilson 95 % interval (a draw counts half), the Elo difference that
rate means (with the interval's), its moves per second of search (plies
applied per second inside the search) and the mean time per move of both
sides. A game still going after ``--max-plies`` plies (Siam, Ni-Ju movement
have no natural end) is scored by the policy's evaluation and counted in
``capped``. Prints one human line per match and a JSON line at the end.

Opponents: ``random`` and ``greedy`` (``games.ai.players``), and ``uct``, the
plain UCT of ``bench/plain_uct.py`` (random playouts, UCB1 c = 1.4;
determinised for Symbol Pallet), written apart from the project's search.
Against ``uct`` both sides get **equal wall time**, ``--time`` seconds a move
(default 0.5): the search player then has no iteration budget, only the time.
``--cpu-clock`` reads every time limit on the process's CPU clock instead, so
that a machine shared with other work still gives both sides equal thinking.

``--ladder`` plays ``strong`` against ``normal`` and ``normal`` against
``easy`` at their iteration budgets (no cap: reproducible), with the Elo of
each step; ``--step strong`` (or ``normal``) plays only the step whose upper
level that is.

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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import plain_uct  # noqa: E402
from bench.plain_uct import plain_uct_for  # noqa: E402
from games.ai import mcts  # noqa: E402
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


def elo(p: float) -> float:
    """The Elo difference that gives an expected score ``p`` (clamped: 0 and 1 are infinite)."""
    p = min(max(p, 0.001), 0.999)
    return 400.0 * math.log10(p / (1.0 - p))


def make_player(kind: str, seed: int, state: Any, time_limit: float | None,
                iterations: int | None) -> Any:
    """A player: ``random``, ``greedy``, ``uct`` (plain, at ``time_limit`` a move) or a level.

    A level at ``time_limit`` seconds with ``iterations`` None searches for the
    time alone (equal time against ``uct``); with ``time_limit`` None it runs its
    iteration budget (reproducible).
    """
    if kind == "random":
        return RandomPlayer(seed=seed)
    if kind == "greedy":
        return GreedyPlayer(seed=seed)
    if kind == "uct":
        assert time_limit is not None
        return plain_uct_for(state, time_limit, seed)
    return MctsPlayer(kind, seed=seed, time_limit=time_limit, iterations=iterations)


def play_match(name: str, opponent: str, games: int, level: str, time_limit: float | None,
               iterations: int | None, max_plies: int, seed: int,
               opponent_time: float | None = None) -> dict[str, object]:
    """``level`` (the measured player) against ``opponent``, seats alternated."""
    game = get_game(name)
    policy = policy_for(name)
    wins = 0.0
    capped = 0
    search_plies = 0
    search_seconds = 0.0
    search_moves = 0
    other_seconds = 0.0
    other_moves = 0
    for g in range(games):
        state = game.start(**START_OPTIONS.get(name, {}),
                           **({"seed": seed + g} if game.uses_seed else {}))
        seat = g % state.options.players
        ai = MctsPlayer(level, seed=seed * 1000 + g, time_limit=time_limit, iterations=iterations)
        base = make_player(opponent, seed * 7919 + g, state, opponent_time, None)
        while state.outcome() is None and state.ply < max_plies:
            began = mcts.clock()
            if state.to_move == seat:
                result = ai.search(state)
                search_seconds += mcts.clock() - began
                search_plies += result.plies
                search_moves += 1
                move = result.move
            else:
                move = base.choose(state)
                other_seconds += mcts.clock() - began
                other_moves += 1
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
        print(f"  game {g + 1}/{games}: {wins:g} so far", file=sys.stderr, flush=True)
    lo, hi = wilson(wins, games)
    return {
        "game": name, "opponent": opponent, "level": level, "games": games,
        "wins": wins, "win_rate": round(wins / games, 3) if games else None,
        "wilson95": [round(lo, 3), round(hi, 3)], "capped": capped,
        "elo": round(elo(wins / games)) if games else None,
        "elo95": [round(elo(lo)), round(elo(hi))],
        "time_limit": time_limit, "iterations": iterations,
        "search_plies_per_second": round(search_plies / search_seconds) if search_seconds else None,
        "seconds_per_move": round(search_seconds / search_moves, 3) if search_moves else None,
        "opponent_seconds_per_move": round(other_seconds / other_moves, 3) if other_moves else None,
    }


LADDER = (("strong", "normal"), ("normal", "easy"))
"""Each level against the one below, at their iteration budgets (no time cap)."""


def report(r: dict[str, Any]) -> None:
    lo, hi = r["wilson95"]
    who = f"{r['game']:>13} {r['level']} vs {r['opponent']:<6}"
    print(f"{who}: {r['wins']:g}/{r['games']} = {100 * r['win_rate']:.1f} % "
          f"(95 % CI {100 * lo:.1f}–{100 * hi:.1f} %), Elo {r['elo']:+d} "
          f"({r['elo95'][0]:+d}…{r['elo95'][1]:+d}), capped {r['capped']}, "
          f"{r['search_plies_per_second']} search plies/s, {r['seconds_per_move']} s/move "
          f"(opponent {r['opponent_seconds_per_move']})", flush=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--level", default="normal")
    p.add_argument("--time-limit", "--time", type=float, default=None,
                   help="seconds per move (default: the level's cap; against uct: 0.5 for both)")
    p.add_argument("--no-cap", action="store_true",
                   help="no time cap: the level's iteration budget alone (load-independent)")
    p.add_argument("--iterations", type=int, default=None, help="override the level's budget")
    p.add_argument("--game", action="append", choices=game_names())
    p.add_argument("--opponent", action="append", choices=["random", "greedy", "uct"])
    p.add_argument("--ladder", action="store_true",
                   help="strong vs normal and normal vs easy, iteration budgets, no cap")
    p.add_argument("--step", choices=[upper for upper, _ in LADDER],
                   help="with --ladder: only the step from this level to the one below")
    p.add_argument("--cpu-clock", action="store_true",
                   help="time limits in CPU time of this process, not wall time (a loaded machine)")
    p.add_argument("--max-plies", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    if args.cpu_clock:
        plain_uct.clock = mcts.clock = time.process_time
    results = []
    from games.ai.levels import level
    cap = args.time_limit if args.time_limit is not None else level(args.level).time_limit
    if args.no_cap:
        cap = None
    for name in args.game or game_names():
        if args.ladder:
            for upper, lower in LADDER:
                if args.step is not None and upper != args.step:
                    continue
                r = play_match(name, lower, args.games, upper, None, None, args.max_plies,
                               args.seed)
                results.append(r)
                report(r)
            continue
        for opponent in args.opponent or ["random", "greedy"]:
            if opponent == "uct":
                # Equal wall time: the search runs for the time alone, like the plain UCT.
                seconds = args.time_limit if args.time_limit is not None else 0.5
                r = play_match(name, opponent, args.games, args.level, seconds,
                               args.iterations or 10**9, args.max_plies, args.seed, seconds)
            else:
                r = play_match(name, opponent, args.games, args.level, cap, args.iterations,
                               args.max_plies, args.seed)
            results.append(r)
            report(r)
    print(json.dumps({"bench": "strength", "python": platform.python_implementation() + " "
                      + platform.python_version(), "results": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
