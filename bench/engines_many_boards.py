"""The twenty-board rules page in Firefox ESR and WebKitGTK: time to the last board and the
browser's memory growth, next to the same page with twenty pictures, in the same run.

    python bench/engines_many_boards.py [--engines firefox webkit] [--runs 1]

The page is ``tests/engines/test_many_boards.py``'s (twenty boards of another site, all in
view, so every one wants Python at once) and the picture page has the SVG of each board's
position (``python -m games.diagram``) in its place. Memory is the PSS of every process the
automation started below this one (the browser and its content processes, their drivers
included), read after ``about:blank`` and once every board is ready (or the pictures are
decoded): the difference is the growth. Time: the host's clock from its navigation to the
last board's ``ready``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from harness import medians, site  # noqa: E402
from page_embed import descendants  # noqa: E402

from tests.engines.drivers import READY_TIMEOUT_S, launch  # noqa: E402
from tests.engines.test_many_boards import BOARDS, LINES, rules_page  # noqa: E402


def pss_mb() -> float:
    total_kb = 0
    for pid in descendants(os.getpid()):
        try:
            with open(f"/proc/{pid}/smaps_rollup") as handle:
                total_kb += sum(int(line.split()[1]) for line in handle if line.startswith("Pss:"))
        except OSError:
            continue
    return total_kb / 1024


def picture_page(folder: Path) -> str:
    items = []
    for i in range(BOARDS):
        name = f"board-{i % len(LINES)}.svg"
        if not (folder / name).exists():
            params = parse_qs(LINES[i % len(LINES)])
            command = [sys.executable, "-m", "games.diagram", params["game"][0], "--out", str(folder / name)]
            for key in ("moves", "players", "seed", "notes"):
                if key in params:
                    command += [f"--{key}", params[key][0]]
            subprocess.run(command, check=True, cwd=ROOT)
        items.append(f'<img src="{name}" width="260" height="200" alt="Board {i + 1}">')
    return ("<!doctype html><html><head><meta charset='utf-8'><link rel='icon' href='data:,'></head>"
            "<body style='margin:0;display:grid;grid-template-columns:repeat(5,260px)'>"
            f"{''.join(items)}</body></html>")


def one_run(engine: Any, host: str) -> dict[str, float]:
    tab = engine.new_page()
    try:
        tab.viewport(1366, 1024)
        tab.goto("about:blank")
        before = pss_mb()
        tab.goto(host + "/pictures.html")
        tab.wait("[...document.images].every(i => i.complete)", 120)
        pictures = pss_mb() - before
        tab.goto("about:blank")
        before = pss_mb()
        tab.goto(host + "/boards.html")
        tab.wait(f"new Set(window.messages.filter(m => m[1].kind === 'ready').map(m => m[0])).size >= {BOARDS}",
                 READY_TIMEOUT_S * 2)
        last = tab.eval("() => Math.max(...window.messages.filter(m => m[1].kind === 'ready').map(m => m[2]))")
        return {"last_ready_ms": round(last, 1), "memory_growth_mb": round(pss_mb() - before, 1),
                "pictures_growth_mb": round(pictures, 1)}
    finally:
        tab.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engines", nargs="*", default=["firefox", "webkit"])
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    results = {}
    with tempfile.TemporaryDirectory() as tmp, site() as base:
        folder = Path(tmp)
        (folder / "boards.html").write_text(rules_page(base))
        (folder / "pictures.html").write_text(picture_page(folder))
        with site(folder) as host:
            host = host.replace("127.0.0.1", "localhost")
            for name in args.engines:
                engine = launch(name)
                try:
                    rows = [one_run(engine, host) for _ in range(args.runs)]
                finally:
                    engine.quit()
                results[name] = medians(rows)
                print(f"{engine.version}: {BOARDS} boards, last ready {results[name]['last_ready_ms']} ms; "
                      f"memory +{results[name]['memory_growth_mb']} MB (pictures "
                      f"+{results[name]['pictures_growth_mb']} MB)", flush=True)
    print(json.dumps({"bench": "engines_many_boards", "runs": args.runs, **results}))


if __name__ == "__main__":
    main()
