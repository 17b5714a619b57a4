"""Fresh random numbers after every start (web/fresh_random.py).

A Pyodide memory snapshot holds the state of Python's ``random``: without a
reseed, every interpreter restored from it draws the same numbers, and the
computer's seed (``web/opponent.py``) is the same on every visit. The entry
points reseed from ``crypto.getRandomValues`` first thing.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from typing import Any

import pytest

from tests.conftest import READY_TIMEOUT_MS, ROOT
from tests.page.test_snapshot_start import MANIFEST, start, wait_kept, wait_ready
from tests.page.test_siam_page import play_by_taps
from web import fresh_random

# Restores the snapshot in Node (as tools/snapshot.mjs makes it) and prints what CODE returns.
RESTORE = """
import fs from "node:fs";
import zlib from "node:zlib";
const [indexURL, file, code] = process.argv.slice(1);
const { loadPyodide } = await import(new URL("pyodide.mjs", "file://" + indexURL).href);
const py = await loadPyodide({ indexURL, _loadSnapshot: new Uint8Array(zlib.gunzipSync(fs.readFileSync(file))) });
console.log(py.runPython(code));
"""
DRAWS = """
import json, random
before = random.randrange(2**31)
from web import fresh_random
fresh_random.reseed()  # as web/main.py and web/ai_worker.py do first
json.dumps([before, random.randrange(2**31), random.random()])
"""

needs_snapshot = pytest.mark.skipif(MANIFEST is None, reason="no snapshot: `make test` makes it")


def test_the_same_entropy_gives_the_same_numbers_and_other_entropy_others() -> None:
    fresh_random.reseed(b"\x01" * 32)
    first = [random.random() for _ in range(3)]
    fresh_random.reseed(b"\x01" * 32)
    again = [random.random() for _ in range(3)]
    fresh_random.reseed(b"\x02" + b"\x01" * 31)
    other = [random.random() for _ in range(3)]
    assert first == again
    assert other != first


def test_outside_a_browser_the_reseed_draws_from_the_operating_system() -> None:
    assert fresh_random.browser_entropy() is None  # CPython: no `js` module
    draws = set()
    for _ in range(3):
        random.seed(7)  # a fixed state, like a snapshot's
        fresh_random.reseed()
        draws.add(random.randrange(2**62))
    assert len(draws) == 3


def restore_and_draw() -> list[float]:
    snap = ROOT / "snapshot" / MANIFEST["file"]
    done = subprocess.run(
        ["node", "--input-type=module", "-e", RESTORE, str(ROOT / "runtime" / "pyodide") + "/",
         str(snap), DRAWS], capture_output=True, text=True, timeout=300, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


@needs_snapshot
@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_two_restores_of_the_snapshot_draw_different_numbers_after_the_reseed() -> None:
    one, two = restore_and_draw(), restore_and_draw()
    assert one[0] == two[0]  # the snapshot's own state: the same in every restore
    assert one[1:] != two[1:]  # after the reseed: fresh


def computer_seed(page: Any, query: str) -> int:
    """Open ``query`` (the computer plays seat 2), play +B1S; the seed of its answer's search."""
    page.goto(query)
    wait_ready(page)
    assert start(page) == ("snapshot", "snapshot")
    play_by_taps(page, "+B1S")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '2'",
                           timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("#app", "data-computer-start") == "snapshot"
    return int(json.loads(page.get_attribute("#app", "data-computer-last") or "{}")["ai_seed"])


@needs_snapshot
@pytest.mark.first_visit  # keeps the snapshot itself, then starts from it twice
def test_two_page_loads_from_the_kept_snapshot_give_the_computer_different_seeds(
        page: Any, page_errors: list[str]) -> None:
    page.goto("/?game=siam")
    wait_ready(page)
    wait_kept(page)
    seeds = [computer_seed(page, "/?game=siam&computer=2-easy") for _ in range(2)]
    assert seeds[0] != seeds[1]
    assert page_errors == []
