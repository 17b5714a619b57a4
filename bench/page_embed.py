"""Six embedded boards on one host page: time until all six are ready, and the renderer
memory they add; optionally the same for a baseline checkout, in the same run. With
``--sites``: one board on a host page of another *site* (``localhost`` framing the
board's 127.0.0.1, where the browser refuses the frame its storage) against the same
board on a host page of the same site (another port of 127.0.0.1), first visit and second
visit (the same browser profile, the host page opened again).

    python bench/page_embed.py [--runs 3] [--baseline /work/main]
    python bench/page_embed.py --sites [--runs 5]

The host page (another origin, like a rules site) shows six ``embed=1&interactive=0``
frames, the four games, all in view (a 3 × 2 grid in a 1400 × 900 window). Time: the
host's ``performance.now()`` when the last frame posted ``ready`` (docs/embedding.md).
The bare PyScript page (``bench/bare``) is started (first visit, then warm) just before each
six-board measurement, so its starts are spread over the run and meet the load the boards meet;
the ratio is the six boards' median over the bare page's median of the whole run (warm over its warm
start, cold over its first visit). Renderer CPU: the user + system seconds the renderer processes used
until all six were ready, which the load changes far less than the wall time.
Memory: the proportional set size (PSS, so shared pages count once) summed over
this browser's renderer processes (found below this process in /proc), just before the host page opens and once all six
are ready; the difference is the growth. "Warm": the site was visited once before in
the same browser profile (HTTP cache, and the page's kept snapshot).

Goals (docs/embedding.md#many-boards-on-one-page): warm, all six ready ≤ 1.2 × the bare
page's warm start; cold (a first visit), ≤ 1.5 × the bare page's first visit.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import tempfile
from contextlib import ExitStack
from pathlib import Path
from typing import Any, Iterator

from harness import chromium, compared, interleaved, medians, site, wait_ready
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from page_siam import start_up

BOARDS = ["game=siam", "game=saiju", "game=ni-ju", "game=symbol-pallet&players=2&seed=3",
          "game=siam&moves=%2BB1S%20%2BE1W", "game=saiju&players=3"]
VIEWPORT = {"width": 1400, "height": 900}
TIMEOUT_MS = 300_000
SETTLE_MS = 10_000
"""Memory is read again this long after all six are ready (``settled_growth_mb``)."""


def host_page(title: str, body: str) -> str:
    """A host page that notes the time of every board's ``ready`` (``window.readyAt``)."""
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>{title}</title>
<link rel="icon" href="data:,"></head><body style="margin:0">
<script>
  window.readyAt = [];
  addEventListener('message', (e) => {{
    if (e.data && e.data.protocol === 'abstract-boards/1' && e.data.kind === 'ready')
      window.readyAt.push(performance.now());
  }});
</script>
{body}
</body></html>"""


def host_html(base: str, boards: list[str] = BOARDS) -> str:
    frames = "\n".join(
        f'<iframe src="{base}/?{query}&embed=1&interactive=0" width="440" height="420" '
        f'style="border:0" title="board {i}"></iframe>' for i, query in enumerate(boards))
    return host_page("six boards", f'<div style="display:grid;grid-template-columns:repeat(3,440px);gap:8px">{frames}</div>')


def descendants(root: int) -> set[int]:
    """Every process below ``root`` (Linux /proc): the browser Playwright started for us."""
    children: dict[int, list[int]] = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as handle:
                parent = int(handle.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(parent, []).append(int(pid))
    found, queue = set(), [root]
    while queue:
        for child in children.get(queue.pop(), []):
            if child not in found:
                found.add(child)
                queue.append(child)
    return found


def renderers() -> list[int]:
    """This benchmark's Chromium renderer processes."""
    found = []
    for pid in descendants(os.getpid()):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as handle:
                if b"--type=renderer" in handle.read():
                    found.append(pid)
        except OSError:
            continue  # the process ended meanwhile
    return found


def renderer_pss_mb() -> float:
    """PSS of this benchmark's Chromium renderer processes, in MB."""
    total_kb = 0
    for pid in renderers():
        try:
            with open(f"/proc/{pid}/smaps_rollup") as handle:
                for line in handle:
                    if line.startswith("Pss:"):
                        total_kb += int(line.split()[1])
        except OSError:
            continue
    return total_kb / 1024


def renderer_cpu_s() -> dict[int, float]:
    """CPU seconds (user + system) each renderer process has used so far.

    Next to the wall time, which on a shared machine is mostly the wait for a core,
    the renderers' CPU is the work the boards cost, nearly whatever the load."""
    ticks = os.sysconf("SC_CLK_TCK")
    used = {}
    for pid in renderers():
        try:
            with open(f"/proc/{pid}/stat") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used[pid] = (int(fields[11]) + int(fields[12])) / ticks
    return used


def cpu_since(before: dict[int, float]) -> float:
    """The renderers' CPU seconds since ``before`` (a renderer started since counts whole)."""
    return sum(now - before.get(pid, 0.0) for pid, now in renderer_cpu_s().items())


def six_boards(browser: Any, host_url: str, base: str, warm: bool) -> dict[str, float]:
    context = browser.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        if warm:
            page.goto(base + "/?game=siam&embed=1")
            wait_ready(page)
            if page.get_attribute("html", "data-py-start") is not None:
                page.wait_for_selector("html[data-py-snapshot]", timeout=TIMEOUT_MS)
        page.goto("about:blank")
        before = renderer_pss_mb()
        cpu_before = renderer_cpu_s()
        page.goto(host_url)
        try:
            page.wait_for_function(f"window.readyAt.length >= {len(BOARDS)}", timeout=TIMEOUT_MS)
        except PlaywrightTimeout:
            # Shown as such: a run that never got all six boards ready still counts.
            growth = round(renderer_pss_mb() - before, 1)
            return {"all_ready_ms": float("inf"), "memory_growth_mb": growth, "settled_growth_mb": growth,
                    "ready_boards": len(page.evaluate("window.readyAt"))}
        all_ready = max(page.evaluate("window.readyAt"))
        cpu = cpu_since(cpu_before)
        after = renderer_pss_mb()
        page.wait_for_timeout(SETTLE_MS)  # a bench, not a test: what is left once start-up garbage is gone
        settled = renderer_pss_mb()
        return {"all_ready_ms": round(all_ready, 1), "renderer_cpu_s": round(cpu, 2),
                "memory_growth_mb": round(after - before, 1),
                "settled_growth_mb": round(settled - before, 1), "ready_boards": len(BOARDS)}
    finally:
        context.close()


def one_board_html(base: str) -> str:
    return host_page("one board", f'<iframe src="{base}/?game=siam&embed=1&controls=1" width="420" '
                                  'height="520" title="board"></iframe>')


def one_board_visits(playwright: Any, host_url: str) -> dict[str, float]:
    """Time to ``ready`` on a first visit and on a second, in ms, in a new profile on disk
    (a person's browser: its HTTP cache keeps large files, which an in-memory one does not)."""
    from harness import CHROMIUM, FLAGS

    profile = tempfile.mkdtemp()
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=FLAGS, viewport={"width": 800, "height": 700})
    try:
        page = context.new_page()
        row = {}
        for visit in ("first_ms", "second_ms"):
            page.goto(host_url)
            page.wait_for_function("window.readyAt.length >= 1", timeout=TIMEOUT_MS)
            row[visit] = round(page.evaluate("window.readyAt[0]"), 1)
            page.goto("about:blank")
        return row
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


def compare_sites(runs: int) -> None:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        playwright = stack.enter_context(sync_playwright())
        base = stack.enter_context(site(Path(__file__).resolve().parent.parent))
        folder = Path(tmp)
        (folder / "index.html").write_text(one_board_html(base))
        same = stack.enter_context(site(folder)) + "/index.html"
        hosts = {"same_site": same, "cross_site": same.replace("127.0.0.1", "localhost")}
        rows: dict[str, list[dict[str, float]]] = {name: [] for name in hosts}
        for _ in range(runs):  # interleaved: the machine's load falls on both alike
            for name, url in hosts.items():
                rows[name].append(one_board_visits(playwright, url))
                print(f"{name}: {rows[name][-1]}", flush=True)
    results = {name: medians(found) for name, found in rows.items()}
    ratio = round(results["cross_site"]["first_ms"] / results["same_site"]["first_ms"], 2)
    for name, figures in results.items():
        print(f"{name:10}: first visit {figures['first_ms']} ms, second visit {figures['second_ms']} ms")
    print(f"cross-site first visit = {ratio} × same-site first visit")
    print(json.dumps({"bench": "page_embed_sites", "runs": runs, **results, "first_visit_ratio": ratio}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sites", action="store_true",
                        help="one board: another site's host page against the same site's")
    parser.add_argument("--baseline", type=Path, help="another checkout, e.g. /work/main")
    parser.add_argument("--modes", nargs="*", default=["warm", "cold"], choices=["warm", "cold"])
    args = parser.parse_args()
    if args.sites:
        compare_sites(args.runs)
        return
    checkouts = compared(args.baseline)
    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        browser = stack.enter_context(chromium())
        bases = {name: stack.enter_context(site(path)) for name, path in checkouts.items()}
        hosts = {}
        for name, base in bases.items():
            folder = Path(tmp) / name
            folder.mkdir()
            (folder / "index.html").write_text(host_html(base))
            hosts[name] = stack.enter_context(site(folder)) + "/index.html"
        bare_url = {"bare": bases["now"] + "/bench/bare/index.html"}

        def one_run(name: str) -> Iterator[tuple[str, dict[str, float]]]:
            for mode in args.modes:
                # The bare page just before, each time: the ratio of two starts under the same load.
                bare = start_up(browser, bare_url, 1)["bare"]
                row = six_boards(browser, hosts[name], bases[name], mode == "warm")
                row["bare_warm_ms"] = bare["warm_ms"]
                row["bare_first_ms"] = bare["first_ms"]
                print(f"{name} {mode}: {row}", flush=True)  # each run as it comes
                yield mode, row

        rows = interleaved(args.runs, checkouts, one_run)
    # The bare page's figure: the median of every start of it in the run, interleaved with the
    # six-board starts of both checkouts, so that it met the same load as they did.
    bare = {kind: round(statistics.median(run[f"bare_{kind}_ms"] for modes in rows.values()
                                          for runs in modes.values() for run in runs), 1)
            for kind in ("warm", "first")}
    results: dict[str, Any] = {"bare": {"warm_ms": bare["warm"], "first_ms": bare["first"]}}
    for name, modes in rows.items():
        results[name] = {}
        for mode, runs in modes.items():
            figures = medians(runs)
            figures["renderer_cpu_s"] = round(statistics.median(run["renderer_cpu_s"] for run in runs), 2)
            # Warm against the bare page's warm start, cold (a first visit) against its first visit.
            bare_ms = bare["warm" if mode == "warm" else "first"]
            figures["ready_ratio"] = round(figures["all_ready_ms"] / bare_ms, 2)
            results[name][mode] = figures
            print(f"{name:6} {mode}: six boards ready {figures['all_ready_ms']} ms, "
                  f"{figures['ready_ratio']} × the bare page's {'warm start' if mode == 'warm' else 'first visit'} "
                  f"({bare_ms} ms, median of the run); "
                  f"renderer CPU {figures['renderer_cpu_s']} s, memory +{figures['memory_growth_mb']} MB")
    print(json.dumps({"bench": "page_embed", "runs": args.runs, **results}))


if __name__ == "__main__":
    main()
