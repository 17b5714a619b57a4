"""The computer opponent in the page: search speed in Pyodide, the normal level's time
per move, the longest main-thread gap while it thinks, and CPython for comparison.

    python bench/ai_page.py [--plies 6] [--level normal] [--game siam] [--runs 3]

For each game a page opens with the computer on every seat (the demo) and
plays ``--plies`` plies. Per move, from ``#app[data-computer-last]``: the
worker's iterations and plies and the time from the request to the answer
(``wall_ms``, without the pause before the move is shown); the first move
also includes starting the worker and is reported apart, as are the main
thread's longest gap and long tasks while the worker starts (from "playable"
until ``data-computer-boot-ms`` later: a first visit, so the page keeps its
Pyodide snapshot at the same time, docs/ai.md). Main thread: a
``setTimeout`` loop and a ``PerformanceObserver('longtask')``, installed
before the page's own scripts, record every gap after the page became
playable; the longest gap while the computer thinks is the figure (goal
≤ 50 ms). CPython: the same positions searched by ``games.ai.analyse`` at
the same level with the same time cap. Start-up: time to a playable board
with and without a computer seat (the worker must not delay it).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from harness import chromium, site, wait_ready

from games import get_game
from games.ai import analyse
from games.ai.levels import level as level_named

GAMES = {
    "siam": "?game=siam",
    "saiju": "?game=saiju",
    "ni-ju": "?game=ni-ju",
    "symbol-pallet": "?game=symbol-pallet&players=2&seed=3",
}

MONITOR_JS = """(() => {
  const gaps = [];
  const longtasks = [];
  window.__gaps = gaps;
  window.__longtasks = longtasks;
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    gaps.push([last, now - last]);
    last = now;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  try {
    new PerformanceObserver(list => {
      for (const e of list.getEntries()) longtasks.push([e.startTime, e.duration]);
    }).observe({type: 'longtask', buffered: true});
  } catch (e) { /* no longtask support */ }
  window.__moves = [];
  document.addEventListener('DOMContentLoaded', () => {
    const app = document.querySelector('#app');
    new MutationObserver(() => {
      window.__moves.push([performance.now(), app.dataset.computerLast, app.dataset.thinking]);
    }).observe(app, {attributes: true, attributeFilter: ['data-computer-last', 'data-thinking']});
    window.__plies = [];
    new MutationObserver(() => window.__plies.push(performance.now()))
      .observe(app, {attributes: true, attributeFilter: ['data-ply']});
  });
})();"""


def thinking_windows(events: list[list[Any]], end: float) -> list[tuple[float, float]]:
    """(start, end) of every stretch with ``data-thinking="1"`` (a demo thinks throughout:
    the stretch still open when the measurement stopped ends at ``end``)."""
    windows, start = [], None
    for at, _last, thinking in events:
        if thinking == "1" and start is None:
            start = at
        elif thinking != "1" and start is not None:
            windows.append((start, at))
            start = None
    if start is not None:
        windows.append((start, end))
    return windows


AFTER_MOVE_MS = 300
"""After a move the page redraws the board, updates the address bar and saves the game
(the same work as after a person's move); the search's own cost is measured after that."""


def longest_gap(gaps: list[list[float]], windows: list[tuple[float, float]]) -> float:
    """The longest gap overlapping one of the windows."""
    worst = 0.0
    for began, gap in gaps:
        end = began + gap
        if any(a < end and began < b for a, b in windows):
            worst = max(worst, gap)
    return worst


def split_by_moves(windows: list[tuple[float, float]], moves: list[float]
                   ) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """Thinking windows cut into (searching, just after a move) by the times the ply changed."""
    searching, after = [], []
    for a, b in windows:
        cuts = [m for m in moves if a <= m <= b]
        start = a
        for m in cuts:
            if m > start:
                searching.append((start, m))
            after.append((m, min(b, m + AFTER_MOVE_MS)))
            start = min(b, m + AFTER_MOVE_MS)
        if b > start:
            searching.append((start, b))
    return searching, after


def main_thread_tasks(trace: bytes) -> list[tuple[float, float]]:
    """(wall ms, CPU ms) of every task of the page's main thread in a Chromium trace.

    On a loaded machine a task's wall time is mostly time the thread waited for
    a core; its CPU time is what the page itself asked of the main thread.
    """
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"}
    return [(e.get("dur", 0) / 1000, e.get("tdur", 0) / 1000) for e in events
            if e.get("name") == "RunTask" and e.get("ph") == "X" and (e["pid"], e["tid"]) in main]


def play_demo(browser: Any, base: str, game: str, level: str, plies: int) -> dict[str, Any]:
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(MONITOR_JS)
    page = context.new_page()
    page.goto(f"{base}/{GAMES[game]}&computer=1-{level}+2-{level}")
    ready_ms = wait_ready(page)
    page.wait_for_selector("#app[data-computer-boot-ms]", timeout=600_000)
    browser.start_tracing(page=page, categories=["devtools.timeline",
                                                "disabled-by-default-devtools.timeline"])
    page.wait_for_function(
        f"document.querySelector('#app').dataset.ply >= {plies} || "
        "document.querySelector('#app').dataset.outcome !== ''", timeout=600_000)
    tasks = main_thread_tasks(browser.stop_tracing())
    end = page.evaluate("performance.now()")
    moves = page.evaluate("window.__moves")
    plies = page.evaluate("window.__plies")
    gaps = page.evaluate("window.__gaps")
    longtasks = page.evaluate("window.__longtasks")
    boot_ms = float(page.get_attribute("#app", "data-computer-boot-ms") or "nan")
    # The list shows each move in words; its token is in data-token.
    tokens = page.locator("#moves li").evaluate_all("els => els.map(e => e.dataset.token)")
    link = page.evaluate("(history.state && history.state.link) || location.hash || location.search")
    context.close()
    figures = []
    seen = set()
    for _at, last, _thinking in moves:
        if last and last not in seen:
            seen.add(last)
            figures.append(json.loads(last))
    windows = thinking_windows(moves, end)
    booted = ready_ms + boot_ms if boot_ms == boot_ms else 0.0  # NaN: unknown
    after_boot = [(max(a, booted), b) for a, b in windows if b > booted]
    starting = [(ready_ms, booted)]  # the worker's start: from "playable" until it answered
    searching, after_move = split_by_moves(after_boot, plies)
    return {
        "figures": figures, "tokens": tokens, "link": link, "boot_ms": boot_ms,
        "longest_gap_ms": round(longest_gap([g for g in gaps if g[0] >= ready_ms], windows), 1),
        "longest_gap_after_boot_ms": round(longest_gap(gaps, after_boot), 1),
        "longest_gap_starting_ms": round(longest_gap([g for g in gaps if g[0] >= ready_ms], starting), 1),
        "longtasks_starting": [round(d, 1) for s, d in longtasks if ready_ms <= s <= booted],
        "longest_gap_searching_ms": round(longest_gap(gaps, searching), 1),
        "longest_gap_after_move_ms": round(longest_gap(gaps, after_move), 1),
        "longtasks_while_thinking": [round(d, 1) for s, d in longtasks
                                     if any(a <= s <= b for a, b in windows)],
        "main_task_max_wall_ms": round(max((w for w, _ in tasks), default=0.0), 1),
        "main_task_max_cpu_ms": round(max((c for _, c in tasks), default=0.0), 1),
    }


def cpython_figures(game: str, link: str, tokens: list[str], level: str) -> dict[str, Any]:
    from web.links import parse_link

    request = parse_link(link)
    g = get_game(game)
    options = g.options(request.players, request.options, request.seed, request.deck)
    state = g.new(options)
    seconds, iterations, plies = [], 0, 0
    cap = level_named(level).time_limit
    for token in tokens:
        if state.outcome() is None:
            result = analyse(state, level, seed=1, time_limit=cap)
            seconds.append(result.seconds)
            iterations += result.iterations
            plies += result.plies
        state = state.play(token)
    total = sum(seconds) or 1e-9
    return {"s_per_move_p50": round(statistics.median(seconds), 3),
            "iterations_per_s": round(iterations / total), "plies_per_s": round(plies / total)}


def start_up(browser: Any, base: str, runs: int) -> dict[str, float]:
    """Warm time to a playable board, with and without a computer seat (alternating)."""
    out: dict[str, list[float]] = {"without": [], "with": []}
    pages = [("without", "?game=siam"), ("with", "?game=siam&computer=2-normal")]
    for run in range(runs):
        for name, query in pages if run % 2 == 0 else pages[::-1]:
            context = browser.new_context(viewport={"width": 1024, "height": 768})
            page = context.new_page()
            page.goto(base + "/" + query)
            wait_ready(page)
            if name == "with":  # let the worker start (a reload would cut its downloads)
                page.wait_for_selector("#app[data-computer-boot-ms]", timeout=120_000)
            else:  # the same rest before the reload
                page.wait_for_timeout(5000)
            page.reload()  # warm cache, as a returning player
            out[name].append(wait_ready(page))
            context.close()
    return {f"ready_ms_{k}_computer": round(statistics.median(v), 1) for k, v in out.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--plies", type=int, default=6)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--game", choices=list(GAMES), action="append")
    parser.add_argument("--runs", type=int, default=3, help="start-up runs (0: skip)")
    args = parser.parse_args()
    results: dict[str, Any] = {"level": args.level}
    with site() as base, chromium() as browser:
        if args.runs:
            results["start_up"] = start_up(browser, base, args.runs)
        for game in args.game or list(GAMES):
            began = time.time()
            demo = play_demo(browser, base, game, args.level, args.plies)
            figures = [f for f in demo["figures"] if f.get("iterations")]
            later = figures[1:] or figures
            search_s = sum(f["seconds"] for f in later) or 1e-9
            page = {
                "moves": len(figures),
                "first_move_ms": figures[0]["wall_ms"] if figures else None,
                "worker_boot_ms": demo["boot_ms"],
                "ms_per_move_p50": round(statistics.median(f["wall_ms"] for f in later), 1),
                "ms_per_move_max": round(max(f["wall_ms"] for f in later), 1),
                "iterations_per_s": round(sum(f["iterations"] for f in later) / search_s),
                "plies_per_s": round(sum(f["plies"] for f in later) / search_s),
                "budget_reached": sum(f["iterations"] >= f["budget"] for f in later),
                "longest_gap_ms": demo["longest_gap_ms"],
                "longest_gap_after_boot_ms": demo["longest_gap_after_boot_ms"],
                "longest_gap_starting_ms": demo["longest_gap_starting_ms"],
                "longtasks_starting": demo["longtasks_starting"],
                "longest_gap_searching_ms": demo["longest_gap_searching_ms"],
                "longest_gap_after_move_ms": demo["longest_gap_after_move_ms"],
                "main_task_max_wall_ms": demo["main_task_max_wall_ms"],
                "main_task_max_cpu_ms": demo["main_task_max_cpu_ms"],
                "longtasks_while_thinking": demo["longtasks_while_thinking"],
            }
            cpython = cpython_figures(game, demo["link"], demo["tokens"], args.level)
            results[game] = {"page": page, "cpython": cpython, "bench_s": round(time.time() - began, 1)}
            print(f"{game}: page {page['ms_per_move_p50']} ms/move (max {page['ms_per_move_max']}, "
                  f"{page['budget_reached']}/{len(later)} reached the budget), "
                  f"{page['iterations_per_s']} it/s, {page['plies_per_s']} plies/s; first move "
                  f"{page['first_move_ms']} ms (worker start {page['worker_boot_ms']} ms: longest "
                  f"gap {page['longest_gap_starting_ms']} ms, long tasks {page['longtasks_starting']}); longest "
                  f"main-thread gap while thinking {page['longest_gap_ms']} ms, once the worker "
                  f"ran {page['longest_gap_after_boot_ms']} ms: {page['longest_gap_searching_ms']} ms "
                  f"while searching, {page['longest_gap_after_move_ms']} ms in the "
                  f"{AFTER_MOVE_MS} ms after a move (redraw, address, save); longest main-thread "
                  f"task once the worker ran {page['main_task_max_wall_ms']} ms wall, "
                  f"{page['main_task_max_cpu_ms']} ms CPU; CPython "
                  f"{cpython['s_per_move_p50']} s/move, {cpython['iterations_per_s']} it/s, "
                  f"{cpython['plies_per_s']} plies/s", flush=True)
    if "start_up" in results:
        s = results["start_up"]
        print(f"time to a playable board (warm): {s['ready_ms_without_computer']} ms without a "
              f"computer seat, {s['ready_ms_with_computer']} ms with one")
    print(json.dumps({"bench": "ai_page", **results}))


if __name__ == "__main__":
    main()
