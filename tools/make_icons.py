"""Render the app icons (PNG) from ``web/assets/icon.svg`` with Chromium.

The PNGs are committed sources, not build output: installers (Android,
desktop Chrome, iOS) want raster icons at fixed sizes, and rendering them needs
a browser the build should not depend on. Run this again after changing the
SVG: ``.venv/bin/python tools/make_icons.py``.

* ``icon-192.png``, ``icon-512.png``: the SVG as it is (rounded, transparent corners).
* ``icon-maskable-512.png``: full-bleed background, the drawing shrunk into the
  central safe circle (radius 40 %), for launchers that crop to their own shape.
* ``apple-touch-icon.png`` (180): iOS rounds it itself and wants no transparency.
"""

from __future__ import annotations

import base64
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "web" / "assets"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
         "--disable-background-networking", "--disable-component-update", "--no-first-run"]
BACKGROUND = "#2f4858"  # the top bar's colour, as the icon's own background

# name -> (size in px, scale of the drawing inside a full-bleed square, or None for as-is)
ICONS: dict[str, tuple[int, float | None]] = {
    "icon-192.png": (192, None),
    "icon-512.png": (512, None),
    "icon-maskable-512.png": (512, 0.74),
    "apple-touch-icon.png": (180, 0.9),
}


def full_bleed(svg: str, scale: float) -> str:
    """The drawing scaled about its centre on a square background filling the whole icon."""
    inner = re.sub(r"^<svg[^>]*>|</svg>\s*$", "", svg.strip())
    shift = 32 * (1 - scale)
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
            f'<rect width="64" height="64" fill="{BACKGROUND}"/>'
            f'<g transform="translate({shift:.2f} {shift:.2f}) scale({scale})">{inner}</g></svg>')


def render(page: object, svg: str, size: int, target: Path) -> None:
    data = base64.b64encode(svg.encode()).decode()
    page.set_viewport_size({"width": size, "height": size})  # type: ignore[attr-defined]
    page.set_content(  # type: ignore[attr-defined]
        '<style>html,body{margin:0;background:transparent}img{display:block}</style>'
        f'<img src="data:image/svg+xml;base64,{data}" width="{size}" height="{size}">')
    page.wait_for_function("document.images[0].complete")  # type: ignore[attr-defined]
    page.screenshot(path=str(target), omit_background=True)  # type: ignore[attr-defined]


def main() -> int:
    from playwright.sync_api import sync_playwright

    svg = (ASSETS / "icon.svg").read_text(encoding="utf-8")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(device_scale_factor=1)
            for name, (size, scale) in ICONS.items():
                render(page, svg if scale is None else full_bleed(svg, scale), size, ASSETS / name)
                print(f"web/assets/{name}: {size}×{size}")
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
