"""A rules page with twenty embedded boards, scrolled through as a reader does: does the
host page ever freeze, and when is every board playable?

    python bench/page_embed_scroll.py [--boards 20] [--runs 3] [--step-ms 400]

The host page is a long article with ``--boards`` frames between its paragraphs, each
frame written as the Embed dialog writes it (``loading="lazy"``, its size, a title), the
four games and a few annotated lines in turn. It is served from another *site* than the
boards (``localhost`` framing ``127.0.0.1``), as every rules site is; ``--same-site``
serves it from ``127.0.0.1`` too, for comparison (Chromium then may run the frames on the
host page's own thread).

The reader scrolls by mouse wheel, 600 px every ``--step-ms`` ms, to the end, then waits
until every board the reader scrolled past and that wanted its start has said ``ready`` (a
board starts only once it is seen; one whose page had not loaded before it left the view
waits, unstarted, for the reader to come back: web/boot.js). The host page watches its own main thread from
before its first frame: ``PerformanceObserver('longtask')`` (tasks over 50 ms) and a
``setTimeout(0)`` loop whose longest gap is the longest time the page could not answer
a reader's input. Goal (issue "Annotated lines"): no freeze of the host over 100 ms.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from contextlib import ExitStack
from pathlib import Path
from typing import Any
from urllib.parse import quote

from harness import chromium, medians, site

TIMEOUT_MS = 600_000
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


def article(base: str, boards: int) -> str:
    """The rules page: a paragraph, a board, a paragraph, … (each frame as the Embed
    dialog's code has it)."""
    parts = []
    for i in range(boards):
        query = LINES[i % len(LINES)]
        parts.append(f"<h2>Rule {i + 1}</h2><p>{'A paragraph of the rules. ' * 12}</p>")
        parts.append(f'<iframe src="{base}/#{query}&embed=1" width="400" height="624" '
                     f'title="Board {i + 1}" loading="lazy" style="border:0;max-width:100%"></iframe>')
    return (f"<!doctype html><html lang=en><head><meta charset=utf-8><title>Rules</title>"
            f'<link rel="icon" href="data:,">{WATCH}</head>'
            f"<body style='max-width:720px;margin:auto'><h1>The rules</h1>{''.join(parts)}</body></html>")


def read_through(browser: Any, host: str, boards: int, step_ms: int) -> dict[str, float]:
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    try:
        page = context.new_page()
        page.goto(host)
        page.mouse.move(500, 400)
        while not page.evaluate("innerHeight + scrollY >= document.body.scrollHeight - 2"):
            page.mouse.wheel(0, 600)
            page.wait_for_timeout(step_ms)  # a reader's pace, not a wait for a condition
        wanted = sum(1 for frame in page.frames[1:] if frame.url.startswith("http")
                     and frame.evaluate("document.documentElement.dataset.pythonStarted") != "0")
        page.wait_for_function(f"window.readyAt.length >= {wanted}", timeout=TIMEOUT_MS)
        found = page.evaluate("({ready: Math.max(...window.readyAt), tasks: window.longTasks,"
                              " gap: window.longestGap})")
        tasks = found["tasks"]
        return {"boards_started": wanted, "all_ready_ms": round(found["ready"], 1),
                "longest_task_ms": round(max(tasks, default=0.0), 1),
                "tasks_over_100_ms": sum(1 for d in tasks if d > 100),
                "longest_gap_ms": round(found["gap"], 1)}
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=20)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--step-ms", type=int, default=1500,
                        help="the reader's pause between two wheel steps of 600 px")
    parser.add_argument("--same-site", action="store_true",
                        help="serve the host page from the boards' own site (127.0.0.1)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        browser = stack.enter_context(chromium())
        base = stack.enter_context(site())
        (Path(tmp) / "index.html").write_text(article(base, args.boards))
        host = stack.enter_context(site(Path(tmp))) + "/index.html"
        if not args.same_site:
            host = host.replace("127.0.0.1", "localhost")
        rows = []
        for _ in range(args.runs):
            rows.append(read_through(browser, host, args.boards, args.step_ms))
            print(rows[-1], flush=True)
    result = medians(rows)
    print(f"{args.boards} boards ({result['boards_started']} started), host on "
          f"{'the same' if args.same_site else 'another'} site: all started ready "
          f"{result['all_ready_ms']} ms; host's longest task {result['longest_task_ms']} ms, "
          f"{result['tasks_over_100_ms']} over 100 ms, longest gap {result['longest_gap_ms']} ms")
    print(json.dumps({"bench": "page_embed_scroll", "boards": args.boards, "runs": args.runs,
                      "same_site": args.same_site, **result}))


if __name__ == "__main__":
    main()
