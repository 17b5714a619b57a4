"""What checking the kept snapshot's SHA-256 before a restore costs a warm start.

web/pyodide_start.mjs checks the kept copy's size and SHA-256 against the manifest before
restoring it (a damaged copy could hang the restore, docs/start-up.md). Two copies of the
site's sources are served side by side: one as it is, one whose check compares the size
only. Each gets one first visit (which keeps the snapshot), then ``--runs`` warm reloads,
interleaved, each read as the page's own time to ``body[data-ready]``. The digest alone is
also timed in the page, on the kept bytes. Prints a human line and a JSON line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from harness import chromium, site, wait_ready

from tools.serve import copy_sources

CHECK = "if (buffer.byteLength !== manifest.bytes || (await hex(buffer)) !== manifest.sha256) {"
SIZE_ONLY = "if (buffer.byteLength !== manifest.bytes) {"
PATH = "/?game=siam"

DIGEST_MS = """async () => {
  const site = location.origin + "/";
  const hit = await (await caches.open("abstract-boards-snapshot " + site)).match(site + "snapshot/current");
  const bytes = await hit.arrayBuffer();
  const t0 = performance.now();
  await crypto.subtle.digest("SHA-256", bytes);
  return [performance.now() - t0, bytes.byteLength];
}"""


def copy_site(target: Path, size_only: bool) -> Path:
    """The site's sources in ``target`` (runtime and snapshot linked), its check as asked."""
    copy_sources(target)
    if size_only:
        start = target / "web" / "pyodide_start.mjs"
        text = start.read_text()
        if CHECK not in text:
            raise SystemExit("web/pyodide_start.mjs no longer has the check this benchmark removes")
        start.write_text(text.replace(CHECK, SIZE_ONLY))
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="warm reloads of each copy")
    args = parser.parse_args()
    variants = {"checked": False, "size only": True}
    warm: dict[str, list[float]] = {name: [] for name in variants}
    digests: list[float] = []
    with chromium() as browser, ExitStack() as stack:
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="snapshot-check-")))
        pages: dict[str, Any] = {}
        for number, (name, size_only) in enumerate(variants.items()):
            base = stack.enter_context(site(copy_site(folder / f"site{number}", size_only)))
            context = browser.new_context(service_workers="block")
            stack.callback(context.close)
            page = context.new_page()
            page.goto(base + PATH)
            wait_ready(page)
            page.wait_for_selector("html[data-py-snapshot]", timeout=300_000)
            if page.get_attribute("html", "data-py-snapshot") != "kept":
                raise SystemExit(f"{name}: no snapshot kept on the first visit")
            pages[name] = page
        for _ in range(args.runs):
            for name, page in pages.items():
                page.reload()
                warm[name].append(wait_ready(page))
                if page.get_attribute("html", "data-py-start") != "snapshot":
                    raise SystemExit(f"{name}: a warm start that did not restore the snapshot")
            digest_ms, size = pages["checked"].evaluate(DIGEST_MS)
            digests.append(digest_ms)
    medians = {name: round(statistics.median(times), 1) for name, times in warm.items()}
    result = {"runs": args.runs, "snapshot_bytes": size, "warm_ready_ms": medians,
              "warm_ready_ms_all": warm, "check_cost_ms": round(medians["checked"] - medians["size only"], 1),
              "digest_ms": round(statistics.median(digests), 1)}
    print(f"warm start, median of {args.runs}: checked {medians['checked']} ms, size only "
          f"{medians['size only']} ms (difference {result['check_cost_ms']} ms); SHA-256 of the "
          f"{size / 1e6:.1f} MB alone {result['digest_ms']} ms")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
