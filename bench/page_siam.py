"""Siam in the page: time to a playable board (first visit and warm, next to the
bare PyScript page in the same run) and tap-to-redrawn-board latency.

    python bench/page_siam.py [--runs 5] [--taps 200] [--baseline DIR]

"Playable" is the page contract's ``body[data-ready="1"]``; the time is the
page's own ``performance.now()`` at that moment (ms since navigation start).
First visit = a fresh browser context (empty cache); warm = a returning
visitor: a reload in the same context (HTTP cache revalidated, as on any static
host) once the first visit has finished keeping its snapshot for the next start
(``html[data-py-snapshot]``, set about half a second after "playable"; the bare
page keeps none). The figures say which start each reload got (``warm_starts``:
``html[data-py-start]`` counted). ``--baseline
/work/main`` measures another checkout (the code before) in the same run, each
page's start-ups interleaved with this checkout's.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from harness import chromium, compared, site, summary, tap_ms, wait_ready

from games import get_game

PAGES = {"bare": "/bench/bare/index.html", "siam": "/?game=siam"}


START_KIND = "document.documentElement.dataset.pyStart || 'none'"
"""Which start a page had (web/pyodide_start.mjs): snapshot, plain or fallback."""


def start_up(browser: Any, urls: dict[str, str], runs: int) -> dict[str, dict[str, Any]]:
    """First and warm start of each of ``urls`` (checkout -> page), the checkouts interleaved."""
    first: dict[str, list[float]] = {name: [] for name in urls}
    warm: dict[str, list[float]] = {name: [] for name in urls}
    kinds: dict[str, Counter[str]] = {name: Counter() for name in urls}
    for _ in range(runs):
        for name, url in urls.items():
            context = browser.new_context(viewport={"width": 1024, "height": 768})
            page = context.new_page()
            page.goto(url)
            first[name].append(wait_ready(page))
            if url.endswith(PAGES["siam"]):
                page.wait_for_selector("html[data-py-snapshot]", state="attached", timeout=120_000)
            page.reload()
            warm[name].append(wait_ready(page))
            kinds[name][page.evaluate(START_KIND)] += 1
            context.close()
    return {name: {"first_ms": round(statistics.median(first[name]), 1),
                   "warm_ms": round(statistics.median(warm[name]), 1),
                   "warm_starts": dict(kinds[name])} for name in urls}


def taps(browser: Any, base: str, n: int) -> dict[str, Any]:
    """Alternate 'select a piece' and 'move it' taps through a long game."""
    game = get_game("siam")
    context = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    page = context.new_page()
    page.goto(base + "/?game=siam&moves=" + "%2BA1S%20%2BE5N")
    wait_ready(page)
    dom_ms: list[float] = []
    layout_ms: list[float] = []
    state = game.start().play("+A1S").play("+E5N")
    # Turn the two animals back and forth: every pair of taps is select + target,
    # then the facing arrows: three taps per move, each one redraws the board.
    plan = []
    for i in range(n // 3 + 1):
        square = "A1" if state.to_move == 0 else "E5"
        facing = [f for f in "NESW" if f != state.piece_at(square)[1]][i % 3]
        plan.append((square, facing))
        state = state.play(f"{square}{square}{facing}")
    for square, facing in plan:
        for selector in (f'#board rect[data-square="{square}"]', f'#board rect[data-square="{square}"]',
                         f'#board [data-choice="{facing}"]'):
            a, b = tap_ms(page, selector)
            dom_ms.append(a)
            layout_ms.append(b)
    context.close()
    return {"dom_updated": summary(dom_ms), "with_layout": summary(layout_ms)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--taps", type=int, default=300)
    parser.add_argument("--baseline", type=Path, help="another checkout (its runtime/ installed), e.g. /work/main")
    args = parser.parse_args()
    checkouts = compared(args.baseline)
    with ExitStack() as stack, chromium() as browser:
        bases = {name: stack.enter_context(site(root)) for name, root in checkouts.items()}
        every: dict[str, dict[str, Any]] = {name: {} for name in checkouts}
        for page_name, path in PAGES.items():
            for name, figures in start_up(browser, {n: b + path for n, b in bases.items()}, args.runs).items():
                every[name][page_name] = figures
        for name, base in bases.items():
            results = every[name]
            results["warm_ratio"] = round(results["siam"]["warm_ms"] / results["bare"]["warm_ms"], 3)
            results["first_ratio"] = round(results["siam"]["first_ms"] / results["bare"]["first_ms"], 3)
            results["tap"] = taps(browser, base, args.taps)
    for name, results in every.items():
        s, b, t = results["siam"], results["bare"], results["tap"]["with_layout"]
        label = f"{name}: " if args.baseline else ""
        print(f"{label}Siam page: first visit {s['first_ms']} ms, warm {s['warm_ms']} ms; bare PyScript page "
              f"{b['first_ms']} / {b['warm_ms']} ms (warm ratio {results['warm_ratio']}; the Siam page's "
              f"warm starts: {s['warm_starts']}); "
              f"tap→redrawn board p50 {t['p50']} ms, p95 {t['p95']} ms over {t['n']} taps")
    out = {"bench": "page_siam", **every["now"]}
    if "before" in every:
        out["baseline"] = {"checkout": str(checkouts["before"]), **every["before"]}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
