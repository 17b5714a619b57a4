"""Starting from a Pyodide memory snapshot (web/pyodide_start.mjs, docs/start-up.md).

Both paths, in the page and in the computer's worker: the first visit starts
plainly and keeps the snapshot in the background; the next start restores it.
A site without a snapshot, a kept snapshot of another key, a corrupt one, and
code changed since the snapshot was made all end in a correct start.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.conftest import READY_TIMEOUT_MS, ROOT
from tests.page.test_siam_page import play_by_taps
from tools.serve import copy_sources, serve
from tests.conftest import wait_ready

MANIFEST = json.loads((ROOT / "snapshot" / "manifest.json").read_text()) \
    if (ROOT / "snapshot" / "manifest.json").exists() else None

pytestmark = [pytest.mark.skipif(MANIFEST is None, reason="no snapshot: `make test` makes it"),
              pytest.mark.first_visit]  # each test begins with nothing kept

KEEP = """async ([key, size]) => {
  // What web/pyodide_start.mjs keeps, written by hand: `size` bytes under `key`.
  const site = location.origin + "/";
  const cache = await caches.open("abstract-boards-snapshot " + site);
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7919) & 255;
  await cache.put(site + "snapshot/current",
                  new Response(bytes, {headers: {"x-snapshot-key": key}}));
}"""
KEPT_KEY = """async () => {
  const site = location.origin + "/";
  const hit = await (await caches.open("abstract-boards-snapshot " + site)).match(site + "snapshot/current");
  return hit ? hit.headers.get("x-snapshot-key") : null;
}"""
SNAPSHOT_BODIES = """
  // Every body read whole by the page with the snapshot's size (as a kept snapshot is):
  // web/pyodide_start.mjs must let those bytes go once the heap holds them.
  window.__snapshotBodies = [];
  const read = Response.prototype.arrayBuffer;
  Response.prototype.arrayBuffer = async function () {
    const buffer = await read.call(this);
    if (buffer.byteLength === SIZE) window.__snapshotBodies.push(buffer);
    return buffer;
  };
""".replace("SIZE", str(MANIFEST["bytes"] if MANIFEST else 0))
SNAPSHOT_BODIES_LEFT = "window.__snapshotBodies.map((b) => b.byteLength)"
READY_AT = "performance.timeOrigin + Number(document.body.dataset.readyMs)"
"""When the page became playable, in milliseconds since 1970 (as Playwright's request timing)."""
FETCHED_BY_THE_PAGE = """() => performance.getEntriesByType("resource")
  .filter(e => e.name.endsWith(".snap.gz")).length"""


def snapshot_requests(page: Any) -> list[Any]:
    """Every request for the compressed snapshot, the page's and its workers' alike."""
    seen: list[Any] = []
    page.on("request", lambda request: seen.append(request) if request.url.endswith(".snap.gz") else None)
    return seen


def wait_kept(page: Any) -> None:
    page.wait_for_selector("html[data-py-snapshot]", timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "data-py-snapshot") == "kept"


def start(page: Any) -> tuple[str | None, str | None]:
    """(how Pyodide started, how the project's code came to be) on this page, whose Pyodide
    says it came up (``data-py-interpreter``, what tests/engines reads of a stuck start)."""
    assert page.get_attribute("html", "data-py-interpreter") == "up"
    return page.get_attribute("html", "data-py-start"), page.get_attribute("html", "data-py-code")


def computer_answers(page: Any) -> str | None:
    """Play +B1S against the computer (seat 2); returns how its worker's code started."""
    play_by_taps(page, "+B1S")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '2'", timeout=READY_TIMEOUT_MS)
    return page.get_attribute("#app", "data-computer-start")


def infos(page: Any) -> list[str]:
    seen: list[str] = []
    page.on("console", lambda msg: seen.append(msg.text) if msg.type == "info" else None)
    return seen


@pytest.fixture
def served_copy(tmp_path: Path) -> Iterator[Any]:
    """serve(snapshot=bool, edit=fn) -> origin of a copy of the site's sources."""
    servers = []

    def make(snapshot: bool, edit: Any = None) -> str:
        target = copy_sources(tmp_path / f"site{len(servers)}", snapshot)
        if edit:
            edit(target)
        server, _ = serve(0, target)
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}"

    yield make
    for server in servers:
        server.shutdown()
        server.server_close()


def test_first_visit_starts_plainly_and_keeps_the_snapshot_for_the_page_and_its_worker(
        page: Any, page_errors: list[str]) -> None:
    fetched = snapshot_requests(page)
    page.goto("/?game=siam")
    wait_ready(page)
    assert start(page) == ("plain", "plain")
    wait_kept(page)
    assert len(fetched) == 1
    assert fetched[0].timing["startTime"] >= page.evaluate(READY_AT)  # the first visit never waited for it
    # Fetched, inflated and checked by a worker (web/snapshot_keeper.mjs): that work froze
    # the page's main thread for up to 135 ms at a time.
    assert page.evaluate(FETCHED_BY_THE_PAGE) == 0
    assert page.evaluate(KEPT_KEY) == MANIFEST["key"]
    play_by_taps(page, "+B1S")
    page.wait_for_function("location.hash.includes('moves=')")  # the address follows the redraw

    page.add_init_script(SNAPSHOT_BODIES)
    page.reload()
    wait_ready(page)
    assert start(page) == ("snapshot", "snapshot")
    assert page.evaluate(SNAPSHOT_BODIES_LEFT) == [0]  # the 31 MB read from the cache, let go at once
    assert page.get_attribute("#app", "data-ply") == "1"  # the link's move, replayed by restored modules
    page.goto("/?game=siam&computer=2-easy")
    wait_ready(page)
    assert start(page) == ("snapshot", "snapshot")
    assert computer_answers(page) == "snapshot"  # the worker restored the same snapshot
    assert page_errors == []


def test_the_snapshot_is_kept_from_the_main_thread_where_its_worker_cannot_load(
        page: Any, page_errors: list[str]) -> None:
    page.route("**/web/snapshot_keeper.mjs", lambda route: route.fulfill(status=404))
    fetched = snapshot_requests(page)
    page.goto("/?game=siam")
    wait_ready(page)
    wait_kept(page)
    assert page.evaluate(KEPT_KEY) == MANIFEST["key"]
    assert len(fetched) == 1 and page.evaluate(FETCHED_BY_THE_PAGE) == 1  # by the page itself
    page.reload()
    wait_ready(page)
    assert start(page) == ("snapshot", "snapshot")
    assert page_errors == []


def test_a_site_without_a_snapshot_starts_plainly(page: Any, served_copy: Any) -> None:
    origin = served_copy(snapshot=False)
    page.goto(origin + "/?game=siam&computer=2-easy")
    wait_ready(page)
    assert start(page) == ("plain", "plain")
    page.wait_for_selector("html[data-py-snapshot]", timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "data-py-snapshot") == "none"
    assert computer_answers(page) == "plain"
    page.reload()
    wait_ready(page)
    assert start(page) == ("plain", "plain")


def test_a_kept_snapshot_of_another_key_is_not_tried_and_is_replaced(page: Any) -> None:
    page.goto("/web/assets/icon.svg")  # the site's origin, no Python yet
    page.evaluate(KEEP, ["0" * 64, 4096])
    seen = infos(page)
    page.goto("/?game=siam")
    wait_ready(page)
    assert start(page) == ("plain", "plain")  # not "fallback": it was never restored
    assert any("out of date" in text for text in seen)
    wait_kept(page)
    assert page.evaluate(KEPT_KEY) == MANIFEST["key"]
    page.reload()
    wait_ready(page)
    assert start(page) == ("snapshot", "snapshot")


@pytest.mark.parametrize("size", [4096, MANIFEST["bytes"] if MANIFEST else 0], ids=["short", "full-size"])
def test_a_corrupt_snapshot_falls_back_to_a_plain_start(page: Any, page_errors: list[str], size: int) -> None:
    # The bad snapshot is stored from a page of the site that is no game: an SVG file, for which
    # Chromium may ask /favicon.ico (the site's pages name their icon; a bare file cannot).
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    page.goto("/web/assets/icon.svg")
    page.evaluate(KEEP, [MANIFEST["key"], size])  # the right key, bytes that are no snapshot
    seen = infos(page)
    page.goto("/?game=siam")
    wait_ready(page)
    assert start(page)[0] == "fallback"
    assert any("could not be restored" in text for text in seen)
    play_by_taps(page, "+B1S")
    assert page.get_attribute("#app", "data-ply") == "1"
    wait_kept(page)  # replaced by a good one
    page.goto("/?game=siam")
    wait_ready(page)
    assert start(page) == ("snapshot", "snapshot")
    assert page_errors == []


DAMAGE_KEPT = """async (how) => {
  // Damage the copy web/pyodide_start.mjs kept, as a disk or a cut-short write might. The
  // tail gets a pattern, not zeros: a heap's last pages may be free memory, zeros already.
  const site = location.origin + "/";
  const cache = await caches.open("abstract-boards-snapshot " + site);
  const hit = await cache.match(site + "snapshot/current");
  const bytes = new Uint8Array(await hit.arrayBuffer());
  if (how === "tail") bytes.fill(0xa5, bytes.length - (bytes.length >> 3));
  else bytes[bytes.length >> 1] ^= 0x5a;
  await cache.put(site + "snapshot/current",
                  new Response(bytes, {headers: {"x-snapshot-key": hit.headers.get("x-snapshot-key")}}));
}"""


@pytest.mark.parametrize("how", ["tail", "byte"], ids=["last-eighth-overwritten", "one-byte-flipped"])
def test_a_damaged_kept_snapshot_is_dropped_and_the_same_visit_starts_plainly(
        page: Any, page_errors: list[str], how: str) -> None:
    page.goto("/?game=siam")
    wait_ready(page)
    wait_kept(page)  # a real snapshot under the right key
    page.evaluate(DAMAGE_KEPT, how)
    seen = infos(page)
    page.goto("/?game=siam")
    wait_ready(page)
    assert start(page)[0] == "fallback"  # checked before the restore, never restored
    assert any("damaged" in text for text in seen)
    play_by_taps(page, "+B1S")
    assert page.get_attribute("#app", "data-ply") == "1"
    wait_kept(page)  # a good copy again, for the next visit
    page.goto("/?game=siam")
    wait_ready(page)
    assert start(page) == ("snapshot", "snapshot")
    assert page_errors == []


def test_code_changed_since_the_snapshot_was_made_is_imported_again(page: Any, served_copy: Any) -> None:
    def edit(site: Path) -> None:
        # A module inside the snapshot (web/__init__.py) changes after it was made.
        init = site / "web" / "__init__.py"
        init.write_text(init.read_text() + '\nMARK = "changed after the snapshot"\n')
        main = site / "web" / "main.py"
        main.write_text(main.read_text() + "\nimport web\ndocument.body.dataset.mark = web.MARK\n")

    origin = served_copy(snapshot=True, edit=edit)
    page.goto(origin + "/?game=siam")
    wait_ready(page)
    assert start(page) == ("plain", "plain")
    wait_kept(page)
    page.reload()
    wait_ready(page)
    assert start(page) == ("snapshot", "reloaded")
    assert page.get_attribute("body", "data-mark") == "changed after the snapshot"
    play_by_taps(page, "+B1S")
    assert page.get_attribute("#app", "data-ply") == "1"
