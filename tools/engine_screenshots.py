"""Chromium's screenshots of the cross-engine layout test's pages, to put beside
Firefox's and WebKit's (``ENGINE_SCREENSHOTS=DIR pytest tests/engines -k layout``).

    .venv/bin/python tools/engine_screenshots.py DIR

writes ``chromium-<game>-<width>x<height>.png`` into DIR, with the same links and
sizes as ``tests/engines/test_site.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from tests.conftest import CHROMIUM, CHROMIUM_FLAGS  # noqa: E402
from tests.engines.test_site import SIZES, layout_links  # noqa: E402
from tools.serve import serve  # noqa: E402


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    server, _ = serve(0, ROOT)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        for width, height in SIZES:
            page = browser.new_page(viewport={"width": width, "height": height}, has_touch=True)
            for game, query in layout_links().items():
                page.goto(base + "/" + query)
                page.wait_for_selector('body[data-ready="1"]', timeout=120_000)
                page.screenshot(path=str(out / f"chromium-{game}-{width}x{height}.png"))
            page.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots"))
