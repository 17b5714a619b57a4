"""The built site (tools/build_site.py): time to a playable board on a first visit, a warm
reload (HTTP cache) and a reload answered by the service worker, next to the bare
PyScript page in the same run.

    python bench/page_offline.py [--runs 5]

"Playable" is ``body[data-ready="1"]``, read as the page's own ``performance.now()``
at that moment (``data-ready-ms``, ms since navigation start); medians of the runs.

* first visit: a fresh browser context (empty caches);
* warm: a reload in that context with service workers blocked, so only the HTTP
  cache helps (revalidated by Last-Modified, as on any static host);
* service worker: a fresh context where the service worker has taken over the
  page and cached the build, then a reload: every file comes from its cache.

The goal is warm ≤ 1.15 × the bare page's warm start.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from pathlib import Path
from typing import Any

from harness import ROOT, chromium, site, wait_ready
from page_siam import start_up

from tools.build_site import build

BARE = "/bench/bare/index.html"
GAME = "/?game=siam"
VIEWPORT = {"width": 1024, "height": 768}


def bare(browser: Any, base: str, runs: int) -> dict[str, float]:
    return start_up(browser, base + BARE, runs)


def built(browser: Any, base: str, runs: int) -> dict[str, float]:
    first, warm, from_sw = [], [], []
    for _ in range(runs):
        context = browser.new_context(viewport=VIEWPORT, service_workers="block")
        page = context.new_page()
        page.goto(base + GAME)
        first.append(wait_ready(page))
        page.reload()
        warm.append(wait_ready(page))
        context.close()

        context = browser.new_context(viewport=VIEWPORT)
        page = context.new_page()
        page.goto(base + GAME)
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
        page.reload()
        from_sw.append(wait_ready(page))
        context.close()
    return {"first_ms": round(statistics.median(first), 1), "warm_ms": round(statistics.median(warm), 1),
            "sw_ms": round(statistics.median(from_sw), 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        result = build(Path(folder) / "site")
        with site(ROOT) as source, site(result.out) as built_site, chromium() as browser:
            results: dict[str, Any] = {"bare": bare(browser, source, args.runs),
                                       "site": built(browser, built_site, args.runs)}
    s, b = results["site"], results["bare"]
    results["warm_ratio"] = round(s["warm_ms"] / b["warm_ms"], 3)
    results["sw_ratio"] = round(s["sw_ms"] / b["warm_ms"], 3)
    results["first_ratio"] = round(s["first_ms"] / b["first_ms"], 3)
    print(f"Built site (Siam): first visit {s['first_ms']} ms, warm {s['warm_ms']} ms, "
          f"from the service worker {s['sw_ms']} ms; bare PyScript page {b['first_ms']} / "
          f"{b['warm_ms']} ms (warm ratio {results['warm_ratio']}, service-worker ratio "
          f"{results['sw_ratio']}; goal ≤ 1.15)")
    print(json.dumps({"bench": "page_offline", **results}))


if __name__ == "__main__":
    main()
