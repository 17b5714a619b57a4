"""A rules page with twenty embedded boards, read top to bottom as a reader does, next to
the same article with twenty pictures: memory, time to the last board, freezes, crashes.

    python bench/page_embed_scroll.py [--boards 20] [--runs 5] [--step-ms 1500]

The host page is a long article with ``--boards`` frames between its paragraphs, each
frame written as the Embed dialog writes it (``loading="lazy"``, its size, a title): an
annotated Siam line, a Saiju and a Ni-Ju line with the replay buttons, a Symbol Pallet
table and a fresh Siam board, in turn. It is served from another *site* than the boards
(``localhost`` framing ``127.0.0.1``), as every rules site is; ``--same-site`` serves it
from ``127.0.0.1`` too, for comparison. The picture article is the same page with each
frame replaced by the SVG ``python -m games.diagram`` draws of the same position, as an
``<img>`` of the same size.

Each run opens both articles in a new browser context (first the boards, then the
pictures: the same load for both), from ``about:blank``, and the reader scrolls by mouse
wheel, 600 px every ``--step-ms`` ms, to the end, then waits until every board the reader
scrolled past and that wanted its start has said ``ready`` (a board starts only once it is
seen: web/boot.js). Figures:

* ``reading_ms``: when the reader reached the end (the host's clock from its navigation);
  ``after_reading_ms``: the last board's ``ready`` minus that (0 when every board was
  ready before the reading ended);
* ``memory_growth_mb``: the renderers' PSS (``page_embed.renderer_pss_mb``) once every
  board is ready, minus before the article opened; ``pictures_growth_mb`` the same for
  the picture article; ``above_pictures_mb`` the difference;
* the host page's own main thread: ``PerformanceObserver('longtask')`` (tasks over 50 ms)
  and a ``setTimeout(0)`` loop whose longest gap is the longest time it could not answer
  the reader;
* ``crashed``: the page (or a renderer of its frames) crashed, which Playwright reports.

Goals (docs/embedding.md#many-boards-on-one-page): memory at most 300 MB above the picture
article, every board ready within 2 s after the reading ends, no crash, the host's main
thread never blocked over 50 ms.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote

from harness import chromium, medians, site
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from page_embed import renderer_pss_mb

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT_MS = 600_000
ALL_WAIT_MS = 60_000
"""How long the reader waits at the end for every board (then for those that started)."""
LINES = [
    "game=siam&moves=" + quote("+B1S +E1W B1B2S") + "&ply=0&controls=1&notes=1.GB1/B3_Enter",
    "game=saiju&moves=" + quote("M@d2 S@a1") + "&controls=1",
    "game=ni-ju&moves=" + quote("aa@0,0 17@1,0") + "&controls=1",
    "game=symbol-pallet&players=2&seed=3",
    "game=siam",
]
"""What the frames show, in turn: an annotated Siam line, a Saiju and a Ni-Ju line with
the replay buttons, a Symbol Pallet table, a fresh Siam board."""

WATCH = """<script>
  window.readyAt = [];
  window.longTasks = [];
  window.longestGap = 0;
  addEventListener('message', (e) => {
    if (e.data && e.data.protocol === 'abstract-boards/1' && e.data.kind === 'ready')
      window.readyAt.push(performance.now());
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
  }).observe({entryTypes: ['longtask']});
  let last = performance.now();
  (function tick() {
    const now = performance.now();
    window.longestGap = Math.max(window.longestGap, now - last);
    last = now;
    setTimeout(tick, 0);
  })();
</script>"""
"""The host page's own watch over its main thread and the boards' ``ready`` messages."""


def article(items: list[str]) -> str:
    """The rules page: a heading and a paragraph before each item (a frame or a picture)."""
    parts = [f"<h2>Rule {i + 1}</h2><p>{'A paragraph of the rules. ' * 12}</p>{item}"
             for i, item in enumerate(items)]
    return (f"<!doctype html><html lang=en><head><meta charset=utf-8><title>Rules</title>"
            f'<link rel="icon" href="data:,">{WATCH}</head>'
            f"<body style='max-width:720px;margin:auto'><h1>The rules</h1>{''.join(parts)}</body></html>")


def frames(base: str, boards: int) -> list[str]:
    """Each board's frame as the Embed dialog's code has it."""
    return [f'<iframe src="{base}/#{LINES[i % len(LINES)]}&embed=1" width="400" height="624" '
            f'title="Board {i + 1}" loading="lazy" style="border:0;max-width:100%"></iframe>'
            for i in range(boards)]


def pictures(folder: Path, boards: int) -> list[str]:
    """Each board as the picture ``python -m games.diagram`` draws of its position."""
    items = []
    for i in range(boards):
        params = parse_qs(LINES[i % len(LINES)])
        name = f"board-{i % len(LINES)}.svg"
        if not (folder / name).exists():
            command = [sys.executable, "-m", "games.diagram", params["game"][0], "--out", str(folder / name)]
            for key, flag in (("moves", "--moves"), ("players", "--players"), ("seed", "--seed"),
                              ("ply", "--ply"), ("notes", "--notes")):
                if key in params:
                    command += [flag, params[key][0]]
            subprocess.run(command, check=True, cwd=ROOT)
        items.append(f'<img src="{name}" width="400" height="624" alt="Board {i + 1}" loading="lazy" '
                     f'style="max-width:100%;object-fit:contain">')
    return items


def read_through(browser: Any, host: str, step_ms: int, boards: int) -> dict[str, Any]:
    """One reading of the article at ``host``; ``boards``: how many boards it holds (0: a
    picture article)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    crashed: list[str] = []
    try:
        page = context.new_page()
        page.on("crash", lambda _page: crashed.append("page"))
        page.goto("about:blank")
        before = renderer_pss_mb()
        page.goto(host)
        page.mouse.move(500, 400)
        try:
            while not page.evaluate("innerHeight + scrollY >= document.body.scrollHeight - 2"):
                page.mouse.wheel(0, 600)
                page.wait_for_timeout(step_ms)  # a reader's pace, not a wait for a condition
            reading = page.evaluate("performance.now()")
            row: dict[str, Any] = {"reading_ms": round(reading, 1)}
            if boards:
                try:  # every board was in view at some time, and starts then
                    page.wait_for_function(f"window.readyAt.length >= {boards}", timeout=ALL_WAIT_MS)
                except PlaywrightTimeout:  # one that left the view before its page loaded waits, unstarted
                    pass
                wanted = sum(1 for frame in page.frames[1:] if frame.url.startswith("http")
                             and frame.parent_frame == page.main_frame
                             and frame.evaluate("document.documentElement.dataset.pythonStarted") != "0")
                page.wait_for_function(f"window.readyAt.length >= {wanted}", timeout=TIMEOUT_MS)
                last = page.evaluate("Math.max(...window.readyAt)")
                row.update(boards_started=wanted, all_ready_ms=round(last, 1),
                           after_reading_ms=round(max(0.0, last - reading), 1),
                           interpreters=sum(1 for frame in page.frames[1:] if frame.url.startswith("http")
                                            and frame.parent_frame == page.main_frame
                                            and frame.evaluate("document.documentElement.dataset.pythonStarted") == "1"))
            found = page.evaluate("({tasks: window.longTasks, gap: window.longestGap})")
            row.update(memory_growth_mb=round(renderer_pss_mb() - before, 1),
                       longest_task_ms=round(max(found["tasks"], default=0.0), 1),
                       tasks_over_50_ms=sum(1 for d in found["tasks"] if d > 50),
                       longest_gap_ms=round(found["gap"], 1), crashed=bool(crashed))
            return row
        except Exception as err:  # noqa: BLE001 - a crashed page is a result, not an error
            if not crashed:
                raise
            return {"crashed": True, "error": str(err)[:200]}
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--step-ms", type=int, default=1500,
                        help="the reader's pause between two wheel steps of 600 px")
    parser.add_argument("--same-site", action="store_true",
                        help="serve the host page from the boards' own site (127.0.0.1)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        browser = stack.enter_context(chromium())
        base = stack.enter_context(site())
        folder = Path(tmp)
        (folder / "boards.html").write_text(article(frames(base, args.boards)))
        (folder / "pictures.html").write_text(article(pictures(folder, args.boards)))
        host = stack.enter_context(site(folder))
        if not args.same_site:
            host = host.replace("127.0.0.1", "localhost")
        rows = []
        for _ in range(args.runs):
            row = read_through(browser, host + "/boards.html", args.step_ms, args.boards)
            pictures_row = read_through(browser, host + "/pictures.html", args.step_ms, 0)
            row["pictures_growth_mb"] = pictures_row["memory_growth_mb"]
            row["pictures_longest_task_ms"] = pictures_row["longest_task_ms"]
            row["pictures_longest_gap_ms"] = pictures_row["longest_gap_ms"]
            if "memory_growth_mb" in row:
                row["above_pictures_mb"] = round(row["memory_growth_mb"] - row["pictures_growth_mb"], 1)
            rows.append(row)
            print(row, flush=True)
    crashes = sum(1 for row in rows if row.get("crashed"))
    result = medians([row for row in rows if not row.get("crashed")]) if crashes < len(rows) else {}
    print(f"{args.boards} boards ({result.get('boards_started')} started, {result.get('interpreters')} "
          f"interpreters), host on {'the same' if args.same_site else 'another'} site, {args.runs} runs, "
          f"{crashes} crashed: memory +{result.get('memory_growth_mb')} MB (pictures "
          f"+{result.get('pictures_growth_mb')} MB: {result.get('above_pictures_mb')} MB above); last board ready "
          f"{result.get('all_ready_ms')} ms, {result.get('after_reading_ms')} ms after the reading ended "
          f"({result.get('reading_ms')} ms); host's longest task {result.get('longest_task_ms')} ms, "
          f"longest gap {result.get('longest_gap_ms')} ms (pictures: {result.get('pictures_longest_task_ms')} ms, "
          f"{result.get('pictures_longest_gap_ms')} ms)")
    print(json.dumps({"bench": "page_embed_scroll", "boards": args.boards, "runs": args.runs,
                      "same_site": args.same_site, "crashes": crashes, **result}))


if __name__ == "__main__":
    main()
