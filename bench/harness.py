"""Shared pieces of the page benchmarks: a local server, Debian's Chromium, timing.

Figures, not asserts: each benchmark prints a human line and a JSON line.
"""

from __future__ import annotations

import os
import statistics
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.serve import serve  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--no-first-run"]

# Click one element and time it: the Python handler runs synchronously inside
# dispatchEvent, so t1 is "DOM updated"; reading offsetHeight forces style and
# layout, so t2 is "redrawn board ready to paint".
TAP_JS = """(selector) => {
  const el = document.querySelector(selector);
  if (!el) return null;
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
  const t1 = performance.now();
  void document.body.offsetHeight;
  const t2 = performance.now();
  return [t1 - t0, t2 - t0];
}"""


@contextmanager
def site(root: Path = ROOT) -> Iterator[str]:
    server, _ = serve(0, root, also=frozenset({"bench"}))  # bench/bare: the bare PyScript page
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


@contextmanager
def chromium() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            yield browser
        finally:
            browser.close()


def comparison_args(parser: Any, runs: int = 1, pooled: bool = True) -> None:
    """``--baseline`` (another checkout, measured in the same run) and ``--runs``."""
    parser.add_argument("--baseline", type=Path, help="another checkout (its runtime/ installed), e.g. /work/main")
    parser.add_argument("--runs", type=int, default=runs,
                        help="rounds over the checkouts" + (" (taps pooled)" if pooled else ""))


def compared(baseline: Path | None) -> dict[str, Path]:
    """The checkouts a benchmark runs side by side: this one ("now") and a baseline ("before")."""
    checkouts = {"now": ROOT}
    if baseline is not None:
        checkouts["before"] = baseline.resolve()
    return checkouts


def wait_ready(page: Any, timeout_ms: int = 90_000) -> float:
    """Wait for the page contract's ready flag; the page's own ms-since-navigation."""
    page.wait_for_selector('body[data-ready="1"]', timeout=timeout_ms)
    return float(page.get_attribute("body", "data-ready-ms"))


def tap_ms(page: Any, selector: str) -> tuple[float, float]:
    result = page.evaluate(TAP_JS, selector)
    if result is None:
        raise RuntimeError(f"nothing matches {selector!r}")
    return result[0], result[1]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def summary(values: list[float]) -> dict[str, float]:
    return {
        "n": len(values),
        "p50": round(percentile(values, 50), 2),
        "p95": round(percentile(values, 95), 2),
        "max": round(max(values), 2),
        "mean": round(statistics.fmean(values), 2),
    }


Rows = dict[str, dict[str, list[dict[str, Any]]]]
"""checkout -> label (a page, a mode…) -> one figures dict per run."""


def interleaved(runs: int, checkouts: Iterable[str],
                one_run: Callable[[str], Iterable[tuple[str, dict[str, Any]]]]) -> Rows:
    """Run every checkout once per round, ``runs`` rounds, and collect the figures.

    Rounds interleave the checkouts so that "now" and "before" meet the same load
    on a shared machine. ``one_run(checkout)`` yields ``(label, figures)`` for each
    thing it measured in that round (a benchmark prints each as it comes).
    """
    rows: Rows = {name: {} for name in checkouts}
    for _ in range(runs):
        for name, table in rows.items():
            for label, figures in one_run(name):
                table.setdefault(label, []).append(figures)
    return rows


def pooled_taps(args: Any, keys: Iterable[str], measure: Callable[[Any, Path], dict[str, list[float]]],
                report: Callable[[str, dict[str, list[float]]], dict[str, Any]]
                ) -> tuple[dict[str, Any], dict[str, Path]]:
    """A tap benchmark over this checkout and ``--baseline``, ``--runs`` interleaved rounds:
    ``measure(browser, checkout)`` gives the times by kind of tap, pooled over the rounds
    and handed to ``report(label, times)``. Returns the reports and the checkouts, by name."""
    checkouts = compared(args.baseline)
    with chromium() as browser:
        rows = interleaved(args.runs, checkouts, lambda name: [("times", measure(browser, checkouts[name]))])
    keys = list(keys)
    return ({name: report(f"{name}: " if args.baseline else "",
                          {k: [t for run in table["times"] for t in run[k]] for k in keys})
             for name, table in rows.items()}, checkouts)


def with_baseline(results: dict[str, Any], checkouts: dict[str, Path]) -> dict[str, Any]:
    """This checkout's figures, with the baseline's (if measured) under ``baseline``."""
    if "before" not in results:
        return dict(results["now"])
    return {**results["now"], "baseline": {"checkout": str(checkouts["before"]), **results["before"]}}


def medians(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The median over the runs of every numeric figure (rounded to 0.1)."""
    first = runs[0]
    return {key: round(statistics.median(run[key] for run in runs), 1)
            for key in first if isinstance(first[key], (int, float)) and not isinstance(first[key], bool)}
