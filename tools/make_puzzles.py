"""Find puzzles in computer-against-computer games and write them as data.

    python tools/make_puzzles.py GAME [--seed N] [--games N] [--time S] [--per-class N]
                                      [--out PATH | --dry-run]

Plays ``--games`` games of GAME between ``games.ai`` players (each seat's level
drawn from easy/normal, every search seeded), looks at every position of each
game (``examine``, in ``--jobs`` processes: the output does not depend on it),
and keeps those that are puzzles by ``games.puzzles.verify``:

- Siam, Ni-Ju: ``win-in-1`` (exactly one winning move) and ``win-in-2`` (no win
  in one; the first moves that win against any reply, at most ``MAX_ACCEPT``
  of them). Ni-Ju positions are searched for win-in-2 only when 1 to
  ``MAX_SCREENED`` first moves pass ``_niju_screen``.
- Saiju, Symbol Pallet: ``best-move`` (one move strictly best for the margin,
  that move raising it, among at least ``MIN_MOVES`` different moves).

Everything follows from ``--seed`` and ``--games``: the same command writes the
same file on any machine. ``--time`` only stops early (after the game under way)
when a budget in seconds runs out; the file then names the ``--games`` count
that gives the same puzzles without a budget (games are played and searched in
order, each from its own seed, so a run cut after N games equals ``--games N``).
Positions are never repeated; at most
``PER_GAME`` (best-move: ``PER_GAME_BEST``) puzzles of one class (kind and
difficulty) come from one game, and
at most ``--per-class`` of a class are kept, in the order found.

Difficulty: win-in-1 is ``easy`` and win-in-2 ``hard``; a best move is ``easy``
when it is the only move that raises the margin at all and ``hard`` when
others raise it too (less than it does), so the moves must be compared.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from games import State, get_game  # noqa: E402
from games.ai import choose_move  # noqa: E402
from games.puzzles import _DATA_MODULES  # noqa: E402
from games.puzzles.verify import (  # noqa: E402
    best_move, forcing, forcing_moves, keys, niju_threats, winning_moves)

LEVELS = ("easy", "easy", "normal")
"""Each seat's level is drawn from these (easy twice as often: faster, and it
misses wins, which leaves more positions with one to find)."""
LEVELS_OF = {"symbol-pallet": ("easy",)}
"""Symbol Pallet's ``normal`` costs ~0.4 s a move over games of ~120 plies: its
games are played at ``easy`` (deals and search seeds vary the positions)."""
MAX_PLIES = {"siam": 160, "ni-ju": 80, "saiju": 200, "symbol-pallet": 400}
"""A game still going after this many plies is stopped (a setting of the generator)."""
MIN_PLY = {"siam": 4, "ni-ju": 6, "saiju": 5, "symbol-pallet": 8}
"""Earlier positions are not looked at (the opening: Siam's first two turns each,
Saiju's Shadow setup, Symbol Pallet's chips)."""
MAX_ACCEPT = 2
"""win-in-2: at most this many different first moves (``verify.move_key``) may win."""
MAX_TOKENS = 12
"""win-in-2: at most this many first-move tokens (Ni-Ju's "any tile on this square"
double threats accept dozens, each costly to verify: they are left out)."""
MAX_SCREENED = 24
"""win-in-2 with a screen (Ni-Ju): a position is searched only when at least one and
at most this many first moves pass the screen. More means a loose position (every
move passes it in the movement phase, where the screen cannot tell), whose exhaustive
search costs minutes and whose forcing moves, if any, are rarely few enough to be a
puzzle. A count of moves, not a time, so the output stays a function of the seed."""
MIN_MOVES = 6
PER_GAME = 3
PER_GAME_BEST = 6
"""best-move: a game holds many scoring chances, and its positions differ ply by ply."""
BEST_MOVE_GAMES = ("saiju", "symbol-pallet")
SHORT = {"win-in-1": "w1", "win-in-2": "w2", "best-move": "best"}


def puzzles_in(state: State) -> list[dict[str, Any]]:
    """The puzzles of a position (each a partial row: kind, difficulty, answer …)."""
    if state.game.name in BEST_MOVE_GAMES:
        return _best_move(state)
    return _wins(state)


def _wins(state: State) -> list[dict[str, Any]]:
    wins = winning_moves(state)
    if wins:
        if len(keys(state, wins)) > 1:
            return []
        accept = sorted(str(m) for m in wins)
        return [dict(kind="win-in-1", difficulty="easy", answer=accept[0], accept=accept,
                     reply=None)]
    screen = SCREENS.get(state.game.name)
    if screen is not None and not 1 <= screened(state, screen) <= MAX_SCREENED:
        return []
    found = forcing_moves(state, MAX_TOKENS)
    if not found or len(found) > MAX_TOKENS or len(keys(state, found)) > MAX_ACCEPT:
        return []
    accept = sorted(str(m) for m in found)
    first = {str(m): m for m in found}[accept[0]]
    return [dict(kind="win-in-2", difficulty="hard", answer=accept[0], accept=accept,
                 reply=str(forcing(state, first).reply))]


def screened(state: State, screen: Callable[[State, Any], bool]) -> int:
    """How many legal moves pass ``screen``, counted up to ``MAX_SCREENED + 1``."""
    count = 0
    for m in state.legal_moves():
        if screen(state, m):
            count += 1
            if count > MAX_SCREENED:
                break
    return count


def _niju_screen(state: State, move: Any) -> bool:
    """A quick test passed by (nearly) every Ni-Ju first move that wins in two: it
    leaves the mover two or more squares where a placement may win (one could be
    blocked). It only decides which positions get the exhaustive search: it is not
    a necessary condition (tried as a filter of first moves, it missed forcing
    ones, which the tests caught), so ``accept`` is always computed over every move."""
    after = state.apply(move)
    if after.outcome() is not None:
        return False
    squares = niju_threats(after, state.to_move)  # type: ignore[arg-type]
    return squares is None or len(squares) >= 2


SCREENS = {"ni-ju": _niju_screen}


def _best_move(state: State) -> list[dict[str, Any]]:
    b = best_move(state)
    if not b.accept or b.best <= b.before or b.groups < MIN_MOVES:
        return []
    return [dict(kind="best-move", difficulty="easy" if b.gaining == 1 else "hard",
                 answer=b.accept[0], accept=list(b.accept), reply=None,
                 margin=b.best, runner_up=b.runner_up)]


def play(name: str, seed: int, index: int) -> list[tuple[list[str], State]]:
    """One game between seeded computer players: every (record, position) on the way."""
    rng = random.Random(f"puzzles:{name}:{seed}:{index}")
    game = get_game(name)
    deal = rng.randrange(1, 1_000_000) if game.uses_seed else None
    state = game.start(players=2, seed=deal)
    pool = LEVELS_OF.get(name, LEVELS)
    levels = (rng.choice(pool), rng.choice(pool))
    tokens: list[str] = []
    out = []
    while state.outcome() is None and len(tokens) < MAX_PLIES[name]:
        out.append((list(tokens), state))
        move = choose_move(state, levels[state.to_move], seed=rng.randrange(1 << 30))  # type: ignore[index]
        tokens.append(str(move))
        state = state.apply(move)
    return out


def examine(name: str, seed: int, index: int) -> list[dict[str, Any]]:
    """The puzzles of one game, in the order of its positions, at most ``PER_GAME``
    of a class (the positions after the classes are full are not looked at)."""
    rows: list[dict[str, Any]] = []
    from_game: dict[tuple[str, str], int] = {}
    cap = PER_GAME_BEST if name in BEST_MOVE_GAMES else PER_GAME
    for tokens, state in play(name, seed, index)[MIN_PLY[name]:]:
        for row in puzzles_in(state):
            cls = (row["kind"], row["difficulty"])
            if from_game.get(cls, 0) >= cap:
                continue
            from_game[cls] = from_game.get(cls, 0) + 1
            row.update(position=state.position_text(), to_move=state.to_move, moves=tokens,
                       game_index=index)
            rows.append(row)
        if len(from_game) == 2 and all(v >= cap for v in from_game.values()):
            break
    return rows


def _examine(job: tuple[str, int, int]) -> list[dict[str, Any]]:
    return examine(*job)


def generate(name: str, seed: int, games: int, per_class: int,
             budget: float | None = None, log=None, jobs: int = 1,
             ) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The puzzle rows and a summary (games played, seconds, whether time cut it short).

    Games are examined in ``jobs`` processes but taken in game order, so the rows
    do not depend on ``jobs``."""
    started = time.monotonic()
    seen: set[str] = set()
    kept: dict[tuple[str, str], list[dict[str, Any]]] = {}
    played = 0
    pool = None
    work = [(name, seed, i) for i in range(games)]
    if jobs > 1:
        import multiprocessing

        pool = multiprocessing.get_context("fork").Pool(jobs)
        results = pool.imap(_examine, work)
    else:
        results = map(_examine, work)
    try:
        for index, rows in enumerate(results):
            for row in rows:
                cls = (row["kind"], row["difficulty"])
                if row["position"] in seen or len(kept.get(cls, ())) >= per_class:
                    continue
                seen.add(row["position"])
                kept.setdefault(cls, []).append(row)
            played += 1
            if log:
                log(f"{name}: game {index + 1}/{games}, {sum(map(len, kept.values()))} puzzles, "
                    f"{time.monotonic() - started:.0f} s")
            if budget is not None and time.monotonic() - started > budget:
                break
    finally:
        if pool is not None:
            pool.terminate()
    rows = [r for cls in sorted(kept) for r in kept[cls]]
    counts: dict[str, int] = {}
    game = get_game(name)
    out = []
    for r in rows:
        short = SHORT[r["kind"]]
        counts[short] = counts.get(short, 0) + 1
        seed_value = None
        if game.uses_seed:
            seed_value = game.parse_position(r["position"]).options.seed
        out.append({"id": f"{name}-{short}-{counts[short]:03d}", "players": 2, "seed": seed_value,
                    "switches": [], **{k: r[k] for k in (
                        "position", "to_move", "kind", "difficulty", "answer", "accept", "reply")},
                    **({"margin": r["margin"], "runner_up": r["runner_up"]} if "margin" in r else {}),
                    "moves": r["moves"]})
    summary = {"games": played, "seconds": round(time.monotonic() - started, 1),
               "cut_by_time": played < games}
    return out, summary


def render(name: str, rows: list[dict[str, Any]], command: str, summary: dict[str, Any]) -> str:
    """The data module's text: a docstring naming the command, then ``PUZZLES``."""
    cut = (" (a longer run cut short by ``--time`` after as many games: the same puzzles)"
           if summary["cut_by_time"] else "")
    lines = [
        f'"""{get_game(name).title} puzzles: generated, do not edit.',
        "",
        f"Made by ``{command}``{cut}, {summary['seconds']} s.",
        "Checked by tests/rules/test_puzzles.py; see docs/puzzles.md.",
        '"""',
        "",
        "PUZZLES = (",
    ]
    lines += [f"    {row!r}," for row in rows]
    lines.append(")")
    return "\n".join(lines) + "\n"


def data_path(name: str) -> Path:
    return ROOT / (_DATA_MODULES[name].replace(".", "/") + ".py")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(_DATA_MODULES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=40, help="games to play (default 40)")
    parser.add_argument("--time", type=float, default=None,
                        help="stop starting games after this many seconds")
    parser.add_argument("--per-class", type=int, default=30,
                        help="puzzles kept per kind and difficulty (default 30)")
    parser.add_argument("--out", type=Path, default=None, help="default: the game's data module")
    parser.add_argument("--dry-run", action="store_true", help="print the summary, write nothing")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes examining games (the output does not depend on it)")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    log = None if args.quiet else (lambda msg: print(msg, file=sys.stderr))
    rows, summary = generate(args.game, args.seed, args.games, args.per_class, args.time, log,
                             args.jobs)
    command = (f"python tools/make_puzzles.py {args.game} --seed {args.seed} "
               f"--games {summary['games']} --per-class {args.per_class}")
    by_class: dict[str, int] = {}
    for r in rows:
        key = f"{r['kind']}/{r['difficulty']}"
        by_class[key] = by_class.get(key, 0) + 1
    print(f"{args.game}: {len(rows)} puzzles {by_class} from {summary['games']} games "
          f"in {summary['seconds']} s")
    if not args.dry_run:
        out = args.out or data_path(args.game)
        out.write_text(render(args.game, rows, command, summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
