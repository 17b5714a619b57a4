"""Saiju page: tap to redrawn board, through whole games played by taps.

Plays seeded random 2-player games (and one 3-player game) from the start by
taps: setup taps on empty hexes; each placement as tap the Shadow (the colour
chooser opens), tap a colour (the targets light up), tap the hex (the move is
played and the board redrawn); ``end`` and ``finish`` by their buttons. Every
tap is one synthetic click timed by ``bench.harness.tap_ms``: the Python
handler runs inside ``dispatchEvent``, and a forced layout after it gives
"redrawn board ready to paint". A last round toggles the scoring view on a
finished board. Figures, not asserts (the goal: p95 ≤ 16 ms).
``--baseline /work/main`` plays the same games on another checkout (the code
before), interleaved in the same run (``--runs`` rounds, the taps pooled).

    python bench/tap_saiju.py [--games 2] [--seed 3] [--baseline DIR] [--runs 1]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import comparison_args, pooled_taps, site, summary, tap_ms, wait_ready  # noqa: E402
from games.saiju import GAME  # noqa: E402


def random_game(seed: int, players: int) -> list[str]:
    rng = Random(seed)
    state = GAME.start(players=players)
    tokens: list[str] = []
    while not state.over:
        token = rng.choice(state.legal_tokens())
        tokens.append(token)
        state = state.play(token)
    return tokens


def hex_cell(name: str) -> str:
    return f'#board .saiju-hex[data-hex="{name}"] .cell'


def play_game(page: object, url: str, tokens: list[str], players: int,
              times: dict[str, list[float]]) -> None:
    page.goto(f"{url}/?game=saiju&players={players}")  # type: ignore[attr-defined]
    wait_ready(page)
    for token in tokens:
        if "@" in token:
            times["setup"].append(tap_ms(page, hex_cell(token[2:]))[1])
        elif token in ("end", "finish"):
            times["button"].append(tap_ms(page, f"[data-view-action={token}]")[1])
        else:
            colour, symbol, target = token[0], token[1], token[3:]
            at = page.get_attribute(f"#board [data-shadow={symbol}]", "data-hex")  # type: ignore[attr-defined]
            times["shadow"].append(tap_ms(page, hex_cell(at))[1])
            if page.query_selector("#board [data-choice]"):  # type: ignore[attr-defined]
                times["colour"].append(tap_ms(page, f'#board [data-choice="{colour}"]')[1])
            times["place"].append(tap_ms(page, hex_cell(target))[1])
    ply = page.get_attribute("#app", "data-ply")  # type: ignore[attr-defined]
    if ply != str(len(tokens)):
        raise RuntimeError(f"the page is at ply {ply}, expected {len(tokens)}")
    for _ in range(6):  # the scoring view on the finished board, off and on
        times["scoring"].append(tap_ms(page, "[data-view-action=scoring]")[1])


ACTIONS = ("setup", "shadow", "colour", "place", "button", "scoring")


def measure(browser: object, root: Path, games: int, seed: int) -> dict[str, list[float]]:
    """Every tap's time, by kind, over ``games`` 2-player games and one 3-player game."""
    times: dict[str, list[float]] = {k: [] for k in ACTIONS}
    with site(root) as url:
        page = browser.new_page(viewport={"width": 1024, "height": 768}, has_touch=True)  # type: ignore[attr-defined]
        for g in range(games):
            play_game(page, url, random_game(seed + g, 2), 2, times)
        play_game(page, url, random_game(seed + 100, 3), 3, times)
        page.close()
    return times


def report(label: str, times: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    every = [t for values in times.values() for t in values]
    result = {"all": summary(every)}
    result.update({k: summary(v) for k, v in times.items() if v})
    print(f"{label}saiju tap → redrawn board: p50 {result['all']['p50']} ms, "
          f"p95 {result['all']['p95']} ms, max {result['all']['max']} ms "
          f"over {result['all']['n']} taps (goal p95 ≤ 16 ms)")
    for k, v in result.items():
        if k != "all":
            print(f"  {k:8} n={v['n']:4}  p50 {v['p50']:6} ms  p95 {v['p95']:6} ms  max {v['max']} ms")
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2, help="2-player games to play")
    ap.add_argument("--seed", type=int, default=3)
    comparison_args(ap)
    args = ap.parse_args()
    results, checkouts = pooled_taps(args, ACTIONS, lambda browser, root:
                                     measure(browser, root, args.games, args.seed), report)
    out: dict[str, object] = {"bench": "tap_saiju", "results": results["now"]}
    if "before" in results:
        out["baseline"] = {"checkout": str(checkouts["before"]), "results": results["before"]}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
