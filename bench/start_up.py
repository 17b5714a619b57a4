"""Start-up from the Pyodide snapshot (docs/start-up.md): every game page and the built
site, first visit and warm, next to the bare PyScript page, and the computer's first
move; optionally the same for a baseline checkout (the code before), in the same run.

    python bench/start_up.py [--runs 3] [--baseline /work/main]

"Playable" is ``body[data-ready="1"]`` read as the page's own ``performance.now()``
(``data-ready-ms``). Per page and run, interleaved between the code under test and
the baseline so that both meet the same machine load:

* first visit: a fresh browser context (empty caches);
* warm: a reload in that context once the page kept its snapshot (``html[data-py-snapshot]``;
  the baseline has none, so it simply reloads), HTTP cache revalidated as on any static host;
* built site (``tools/build_site.py`` of each checkout): first visit, and a reload
  answered by the service worker once it took over;
* computer's first move: ``?game=siam&computer=1-normal`` (the computer opens), warm,
  from the page being playable to the first ply on the board;
* transfer: the bytes the server sent for a first visit and for a later visit
  (warm reload), each file counted gzip-compressed (-6) as static hosts send text
  and wasm; the snapshot is already gzip and counted as is.

Goals: warm ≤ 0.4 × bare for every game and the built site; first move
≤ 1.5 s after ready; first visit no slower relative to bare than before.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import subprocess
import sys
import tempfile
import threading
from contextlib import ExitStack, contextmanager
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any, Iterator

from harness import chromium, compared, interleaved, medians, wait_ready

from tools.serve import SiteHandler

GAMES = {"siam": "?game=siam", "saiju": "?game=saiju", "ni-ju": "?game=ni-ju",
         "symbol-pallet": "?game=symbol-pallet&players=2&seed=3"}
BARE = "/bench/bare/index.html"
VIEWPORT = {"width": 1024, "height": 768}
KEPT_TIMEOUT_MS = 120_000
STORED = (".gz", ".zip", ".png")
"""Already compressed: a host sends them as they are."""

FIRST_PLY_JS = """() => {
  window.__firstPly = null;
  document.addEventListener('DOMContentLoaded', () => {
    const app = document.querySelector('#app');
    new MutationObserver(() => {
      if (window.__firstPly === null && app.dataset.ply === '1') window.__firstPly = performance.now();
    }).observe(app, {attributes: true, attributeFilter: ['data-ply']});
  });
}"""


class Recorder:
    """The (path, status) of every request a server answered, for transfer sizes."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []
        self.lock = threading.Lock()

    def take(self) -> list[tuple[str, int]]:
        with self.lock:
            seen, self.seen = self.seen, []
        return seen


@contextmanager
def recorded_site(root: Path) -> Iterator[tuple[str, Recorder]]:
    recorder = Recorder()

    class Handler(SiteHandler):
        def log_request(self, code: Any = "-", size: Any = "-") -> None:
            with recorder.lock:
                recorder.seen.append((self.path.split("?", 1)[0], int(code)))

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(root)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", recorder
    finally:
        server.shutdown()
        server.server_close()


@functools.lru_cache(maxsize=None)
def sent_bytes(path: Path) -> int:
    data = path.read_bytes()
    return len(data) if path.name.endswith(STORED) else len(gzip.compress(data, 6))


def transfer(root: Path, seen: list[tuple[str, int]]) -> int:
    """Bytes of the 200 answers (a 304 sends headers only), compressed as a host would."""
    total = 0
    for url_path, status in seen:
        if status != 200:
            continue
        path = root / url_path.lstrip("/")
        if path.is_dir():
            path = path / "index.html"
        if path.is_file():
            total += sent_bytes(path)
    return total


def kept(page: Any) -> None:
    """Wait until the page kept its snapshot (nothing to wait for on a baseline without one)."""
    if page.get_attribute("html", "data-py-start") is None:
        return
    page.wait_for_selector("html[data-py-snapshot]", timeout=KEPT_TIMEOUT_MS)


def visit(browser: Any, base: str, path: str, recorder: Recorder, root: Path,
          built: bool = False) -> dict[str, Any]:
    """First visit, then a warm reload, in one fresh context. ``built``: the built site,
    whose reload is answered by its service worker (blocked otherwise: HTTP cache only)."""
    context = browser.new_context(viewport=VIEWPORT, service_workers="allow" if built else "block")
    try:
        page = context.new_page()
        recorder.take()
        page.goto(base + path)
        first = wait_ready(page)
        kept(page)
        if built:
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=KEPT_TIMEOUT_MS)
        first_bytes = transfer(root, recorder.take())
        page.reload()
        warm = wait_ready(page)
        return {"first": first, "warm": warm, "first_bytes": first_bytes,
                "later_bytes": transfer(root, recorder.take()),
                "start": page.get_attribute("html", "data-py-start")}
    finally:
        context.close()


def first_move(browser: Any, base: str) -> dict[str, Any]:
    """Warm page where the computer opens: ready -> its first ply on the board."""
    context = browser.new_context(viewport=VIEWPORT, service_workers="block")
    try:
        page = context.new_page()
        page.goto(base + "/?game=siam")
        wait_ready(page)
        kept(page)
        context.add_init_script(f"({FIRST_PLY_JS})()")
        page.goto(base + "/?game=siam&computer=1-normal")
        ready = wait_ready(page)
        page.wait_for_function("window.__firstPly !== null", timeout=KEPT_TIMEOUT_MS)
        return {"after_ready_ms": page.evaluate("window.__firstPly") - ready,
                "worker_boot_ms": float(page.get_attribute("#app", "data-computer-boot-ms") or "nan"),
                "worker_start": page.get_attribute("#app", "data-computer-start")}
    finally:
        context.close()


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    out = medians(rows)
    out["start"] = sorted({str(row.get("start") or row.get("worker_start")) for row in rows})
    return out


def build_site(checkout: Path, out: Path) -> Path:
    subprocess.run([sys.executable, str(checkout / "tools" / "build_site.py"), "--out", str(out)],
                   check=True, capture_output=True)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--baseline", type=Path, help="another checkout (its runtime/ installed), e.g. /work/main")
    parser.add_argument("--games", nargs="*", default=list(GAMES))
    args = parser.parse_args()
    checkouts = compared(args.baseline)
    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        browser = stack.enter_context(chromium())
        sources, built = {}, {}
        for name, checkout in checkouts.items():
            sources[name] = (checkout, *stack.enter_context(recorded_site(checkout)))
            site = build_site(checkout, Path(tmp) / name)
            built[name] = (site, *stack.enter_context(recorded_site(site)))

        def one_run(name: str) -> Iterator[tuple[str, dict[str, Any]]]:
            root, base, recorder = sources[name]
            pages = {"bare": BARE, **{g: "/" + GAMES[g] for g in args.games}}
            for label, path in pages.items():
                yield label, visit(browser, base, path, recorder, root)
            site, site_base, site_recorder = built[name]
            yield "built site", visit(browser, site_base, "/" + GAMES["siam"], site_recorder, site, built=True)
            yield "first move", first_move(browser, base)

        rows = interleaved(args.runs, checkouts, one_run)
    results: dict[str, Any] = {}
    for name, table in rows.items():
        summary = {label: summarise(r) for label, r in table.items()}
        bare = summary["bare"]
        for figures in summary.values():
            if "warm" in figures:
                figures["warm_ratio"] = round(figures["warm"] / bare["warm"], 3)
                figures["first_ratio"] = round(figures["first"] / bare["first"], 3)
        results[name] = summary
    for name, summary in results.items():
        print(f"== {name} ({checkouts[name]})")
        for label, f in summary.items():
            if label == "first move":
                print(f"  computer's first move: {f['after_ready_ms']} ms after ready "
                      f"(worker start {f['worker_boot_ms']} ms, {f['start']})")
                continue
            print(f"  {label:14} first {f['first']:7.1f} ms ({f['first_ratio']:.2f} × bare)  "
                  f"warm {f['warm']:7.1f} ms ({f['warm_ratio']:.2f} × bare)  "
                  f"bytes first {f['first_bytes'] / 1e6:.2f} MB, later {f['later_bytes'] / 1e6:.3f} MB  {f['start']}")
    print(json.dumps({"bench": "start_up", "runs": args.runs, **results}))


if __name__ == "__main__":
    main()
