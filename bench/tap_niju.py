"""Ni-Ju page: tap to redrawn board, with 40 tiles down (the movement phase).

Opens a 40-tile position from a link (a seeded random placement in which
nobody wins), then plays moves by taps: tap a movable tile (picks it up and
lights its targets), tap a target (the move is played and the board redrawn).
Each tap is one synthetic click timed by ``bench.harness.tap_ms``: the Python
handler runs inside ``dispatchEvent``, and a forced layout after it gives
"redrawn board ready to paint". Also times picking a tile from the tray and
placing it with 34-39 tiles down. Figures, not asserts (the goal: p95 ≤ 16 ms).
``--baseline /work/main`` plays the same taps on another checkout (the code
before), interleaved in the same run (``--runs`` rounds, the taps pooled).

    python bench/tap_niju.py [--moves 30] [--seed 7] [--baseline DIR] [--runs 1]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from random import Random
from typing import Any
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import comparison_args, pooled_taps, with_baseline, site, summary, tap_ms, wait_ready  # noqa: E402
from games.niju import kind_of  # noqa: E402
from games.niju import GAME  # noqa: E402
from games.niju.samples import quiet_placement  # noqa: E402


PLACEMENT_FROM = (34, 36, 38)
"""Tiles down in the positions where tray tiles are picked and placed (two each)."""


def measure(browser: Any, root: Path, tokens: list[str], moves: int, seed: int) -> dict[str, list[float]]:
    rng = Random(seed)
    pick: list[float] = []
    play: list[float] = []
    tray: list[float] = []
    place: list[float] = []
    with site(root) as url:
        page = browser.new_page(viewport={"width": 1024, "height": 768})
        # Placement with 34-39 tiles down: from three positions, two placements by taps.
        for down in PLACEMENT_FROM:
            page.goto(f"{url}/?game=ni-ju&moves=" + quote(" ".join(tokens[:down])))
            wait_ready(page)
            for token in tokens[down:down + 2]:
                byte, square = token.split("@")
                me = int(page.get_attribute("#app", "data-ply")) % 2
                tray.append(tap_ms(page, f'.niju-hand-tile[data-owner="{me}"]'
                                         f'[data-hand-kind="{kind_of(int(byte, 16))}"]')[1])
                place.append(tap_ms(page, f'#board rect[data-square="{square}"]')[1])
        # Movement phase: 40 tiles down.
        page.goto(f"{url}/?game=ni-ju&moves=" + quote(" ".join(tokens)))
        wait_ready(page)
        state = GAME.start()
        for token in tokens:
            state = state.play(token)
        for _ in range(moves):
            if state.outcome() is not None:
                break
            movable = state.movable_tiles()
            if not movable:
                break
            sq = movable[rng.randrange(len(movable))]
            targets = state.targets(sq)
            target = targets[rng.randrange(len(targets))]
            pick.append(tap_ms(page, f'#board [data-tile="{sq[0]},{sq[1]}"]')[1])
            play.append(tap_ms(page, f'#board rect[data-square="{target[0]},{target[1]}"]')[1])
            byte = state.tile_at(sq).byte
            state = state.play(f"{sq[0]},{sq[1]}>{target[0]},{target[1]}:{byte:02x}")
            shown = page.get_attribute("#app", "data-ply")
            assert shown == str(state.ply), (shown, state.ply)
        page.close()
    return {"pick": pick, "play": play, "tray": tray, "place": place}


def report(label: str, t: dict[str, list[float]]) -> dict[str, Any]:
    pick, play, tray, place = t["pick"], t["play"], t["tray"], t["place"]
    out = {"game": "ni-ju", "tiles": 40, "pick_tile_ms": summary(pick),
           "play_move_ms": summary(play), "all_taps_ms": summary(pick + play),
           "tray_pick_ms": summary(tray), "place_ms": summary(place)}
    every = summary(pick + play)
    print(f"{label}ni-ju, 40 tiles: tap to redrawn board p50 {every['p50']} ms, p95 {every['p95']} ms "
          f"(pick p95 {out['pick_tile_ms']['p95']} ms, move p95 {out['play_move_ms']['p95']} ms, "
          f"{len(pick) + len(play)} taps); at 34-39 tiles, tray pick p50 {out['tray_pick_ms']['p50']} "
          f"p95 {out['tray_pick_ms']['p95']} ms, place p50 {out['place_ms']['p50']} "
          f"p95 {out['place_ms']['p95']} ms ({len(tray)} each)")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--moves", type=int, default=30, help="movement-phase moves to play")
    ap.add_argument("--seed", type=int, default=7)
    comparison_args(ap)
    args = ap.parse_args()
    tokens = quiet_placement(args.seed)
    results, checkouts = pooled_taps(args, ("pick", "play", "tray", "place"), lambda browser, root:
                                     measure(browser, root, tokens, args.moves, args.seed), report)
    print(json.dumps(with_baseline(results, checkouts)))


if __name__ == "__main__":
    main()
