"""Embedded boards: ?embed=1 in iframes, driven by the host page through postMessage."""

from __future__ import annotations

import json
from typing import Any, Iterator
from urllib.parse import quote

import pytest

from games import get_game
from games.record_format import write_record
from tests.conftest import READY_TIMEOUT_MS, ready
from tests.page.test_siam_page import WINNING_LINE, engine_pieces
from tests.page.test_snapshot_start import SNAPSHOT_BODIES, SNAPSHOT_BODIES_LEFT

PROTOCOL = "abstract-boards/1"


CROSS_SITE = "localhost"
"""A rules site is always another *site* than the board's (127.0.0.1): ``localhost`` is
one, and there the browser refuses the frame its storage (Chromium: no localStorage, no
Cache Storage, no IndexedDB, no Web Locks). Another port of 127.0.0.1 would be the same
site, where storage works: only :func:`same_site_host` uses that, for what needs it."""


def serve_host(tmp_path: Any, html: str, name: str = CROSS_SITE) -> Iterator[str]:
    """A host page at ``http://<name>:<port>/index.html``, served while the caller runs.

    It must be a real local page: under about:blank browsers refuse IndexedDB to
    the iframes, and a page Playwright makes up counts as public, which may not
    frame local pages.
    """
    from tools.serve import serve

    (tmp_path / "index.html").write_text(html)
    server, _ = serve(0, tmp_path)
    try:
        yield f"http://{name}:{server.server_address[1]}/index.html"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def host_site(tmp_path: Any, base_url: str) -> Iterator[str]:
    """The embedding site: another site than the board's, as every rules site is."""
    yield from serve_host(tmp_path, host_html(base_url))


@pytest.fixture
def same_site_host(tmp_path: Any, base_url: str) -> Iterator[str]:
    """A host page on another port of the board's own site (127.0.0.1): storage works."""
    yield from serve_host(tmp_path, host_html(base_url), "127.0.0.1")


def host_html(base_url: str) -> str:
    first = f"{base_url}/?game=siam&embed=1&controls=1"
    # The same parameters after # (the form the page writes): read alike, the frame's too.
    second = f"{base_url}/#game=siam&embed=1&interactive=0&moves=" + quote(" ".join(WINNING_LINE[:4]))
    return f"""<!doctype html><html><body>
      <iframe id="one" src="{first}" style="width:420px;height:520px"></iframe>
      <iframe id="two" src="{second}" style="width:300px;height:300px"></iframe>
      {LISTENER.format(first="one", second="two")}</body></html>"""


LISTENER = """<script>
        window.messages = [];
        addEventListener('message', e => {{
          const who = e.source === document.getElementById('{first}').contentWindow ? '{first}' : '{second}';
          window.messages.push([who, e.data]);
        }});
        window.send = (id, data) => document.getElementById(id).contentWindow.postMessage(data, '*');
      </script>"""
"""The host page's script: it keeps every message with the frame that sent it (``messages``)."""


def messages(page: Any, who: str, kind: str | None = None) -> list[dict]:
    found = [m for w, m in page.evaluate("window.messages") if w == who]
    return [m for m in found if kind is None or m.get("kind") == kind]


def wait_for(page: Any, who: str, kind: str, count: int = 1) -> list[dict]:
    page.wait_for_function(
        "([who, kind, n]) => window.messages.filter(m => m[0] === who && m[1].kind === kind).length >= n",
        arg=[who, kind, count], timeout=READY_TIMEOUT_MS)
    return messages(page, who, kind)


def frame_pieces(frame: Any) -> dict[str, tuple[str, str | None]]:
    found = frame.eval_on_selector_all(
        "#board [data-piece]:not(.leaving)",
        "els => els.map(e => [e.dataset.square, e.dataset.piece, e.dataset.facing || null])")
    return {sq: (piece, facing) for sq, piece, facing in found}


@pytest.fixture
def host(page: Any, host_site: str) -> Any:
    page.set_viewport_size({"width": 800, "height": 600})
    page.goto(host_site)
    wait_for(page, "one", "ready")
    wait_for(page, "two", "ready")
    return page


def test_two_embedded_boards_report_ready_and_show_only_the_board(host: Any) -> None:
    ready_one = messages(host, "one", "ready")[0]
    assert ready_one == {"protocol": PROTOCOL, "kind": "ready", "game": "siam", "ply": 0,
                         "moves": 0, "to_move": 0, "outcome": "", "reason": "",
                         "position": "...../...../.OOO./...../..... e 0 0,0 - -"}
    assert messages(host, "two", "ready")[0]["ply"] == 4
    one = host.frame_locator("#one")
    assert one.locator(".topbar").is_hidden() and one.locator("#status").is_hidden()
    assert one.locator("#replay").is_visible()
    assert host.frame_locator("#two").locator("#replay").is_hidden()
    # The board fills its frame (420 px wide here, 300 px tall there).
    box = one.locator("#board").bounding_box()
    frame_box = host.locator("#one").bounding_box()
    assert box["width"] >= 0.85 * frame_box["width"] - 20 or box["height"] >= 0.5 * frame_box["height"]
    assert box["x"] + box["width"] <= frame_box["x"] + frame_box["width"] + 1
    # An embedded board keeps no save: it writes no history entry and opens no channel to tabs.
    frame = host.locator("#one").element_handle().content_frame()
    assert frame.evaluate("history.state") is None


@pytest.mark.first_visit
def test_boards_of_one_host_page_share_one_python(page: Any, host_site: str) -> None:
    """Two boards in view of a first visit on another site: the first to want Python starts
    it (plainly: a first visit), the other is drawn by that interpreter in its own document
    (web/shared_python.js, web/board_host.py): Pyodide is fetched and started once. Each
    still answers its own host messages (the host tells them apart by ``event.source``)."""
    wasm: list[str] = []
    page.on("request", lambda request: wasm.append(request.url)
            if request.url.endswith("pyodide.asm.wasm") else None)
    page.set_viewport_size({"width": 800, "height": 600})
    page.goto(host_site)
    wait_for(page, "one", "ready")
    wait_for(page, "two", "ready")
    frames = {who: page.frame_locator(f"#{who}").locator("html") for who in ("one", "two")}
    starts = sorted(frames[who].get_attribute("data-py-start") or "" for who in frames)
    assert starts == ["plain", "shared"]
    assert sorted(frames[who].get_attribute("data-python-started") or "" for who in frames) == ["1", "shared"]
    assert len(wasm) == 1
    # Both play, each its own game, each heard as itself.
    page.evaluate("send('one', {protocol: 'abstract-boards/1', kind: 'play', moves: ['+B1S']})")
    page.evaluate("send('two', {protocol: 'abstract-boards/1', kind: 'goto', ply: 1})")
    assert wait_for(page, "one", "moved")[-1]["ply"] == 1
    assert wait_for(page, "two", "position")[-1]["ply"] == 1
    assert messages(page, "two", "moved") == [] and messages(page, "one", "position") == []
    one = page.frame_locator("#one")
    one.locator('[data-reserve="1"]').click()
    one.locator('#board rect[data-square="E1"]').click()
    one.locator('#board [data-choice="W"]').click()
    assert wait_for(page, "one", "moved", 2)[-1]["token"] == "+E1W"
    assert frame_pieces(page.query_selector("#two").content_frame()) == engine_pieces(WINNING_LINE[:1])


def test_the_host_drives_a_board_and_hears_every_move(host: Any) -> None:
    host.evaluate("send('one', {protocol: 'abstract-boards/1', kind: 'play', moves: ['+B1S', '+E1W']})")
    moved = wait_for(host, "one", "moved", 2)
    assert [(m["token"], m["ply"]) for m in moved] == [("+B1S", 1), ("+E1W", 2)]
    assert moved[-1]["to_move"] == 0 and moved[-1]["outcome"] == ""
    frame = host.query_selector("#one").content_frame()
    assert frame_pieces(frame) == engine_pieces(["+B1S", "+E1W"])
    # The other board did not move.
    assert messages(host, "two", "moved") == []
    host.evaluate(f"send('one', {json.dumps({'protocol': PROTOCOL, 'kind': 'play', 'moves': WINNING_LINE[2:]})})")
    moved = wait_for(host, "one", "moved", len(WINNING_LINE))
    assert moved[-1]["outcome"] == "win:0" and "pushed the rock out" in moved[-1]["reason"]
    host.evaluate("send('one', {protocol: 'abstract-boards/1', kind: 'goto', ply: 3})")
    position = wait_for(host, "one", "position")[-1]
    assert position["ply"] == 3 and position["moves"] == len(WINNING_LINE)
    assert frame_pieces(frame) == engine_pieces(WINNING_LINE[:3])
    host.evaluate("send('one', {protocol: 'abstract-boards/1', kind: 'reset'})")
    assert wait_for(host, "one", "position", 2)[-1]["ply"] == 0


def test_load_a_record_or_a_game_by_message(host: Any) -> None:
    siam = get_game("siam")
    record = write_record(siam, siam.options(), WINNING_LINE[:5])
    host.evaluate(f"send('two', {json.dumps({'protocol': PROTOCOL, 'kind': 'load', 'record': record})})")
    assert wait_for(host, "two", "position")[-1]["ply"] == 5
    message = {"protocol": PROTOCOL, "kind": "load", "game": "saiju", "players": 3,
               "moves": ["M@d2", "F@e5"]}
    host.evaluate(f"send('two', {json.dumps(message)})")
    loaded = wait_for(host, "two", "position", 2)[-1]
    assert loaded["game"] == "saiju" and loaded["ply"] == 2
    # A line with its comments and marks, as a link's notes= has them.
    message = {"protocol": PROTOCOL, "kind": "load", "game": "siam", "moves": ["+B1S", "+E1W"],
               "ply": 1, "notes": "1.GB1/B3_Enter+facing+south"}
    host.evaluate(f"send('two', {json.dumps(message)})")
    assert wait_for(host, "two", "position", 3)[-1]["ply"] == 1
    two = host.frame_locator("#two")
    assert two.locator("[data-caption]").text_content() == "Enter facing south"
    assert two.locator("#board .note-arrow").count() == 1


def test_bad_messages_are_ignored_with_a_warning(host: Any) -> None:
    warnings: list[str] = []
    host.on("console", lambda msg: warnings.append(msg.text) if msg.type == "warning" else None)
    for bad in ["'hello'", "{kind: 'play', moves: ['+B1S']}",
                "{protocol: 'abstract-boards/1', kind: 'explode'}",
                "{protocol: 'abstract-boards/1', kind: 'play', moves: 'alert(1)'}",
                "{protocol: 'abstract-boards/1', kind: 'goto', ply: -1}"]:
        host.evaluate(f"send('one', {bad})")
    host.evaluate("send('one', {protocol: 'abstract-boards/1', kind: 'play', moves: ['B2C2W']})")
    error = wait_for(host, "one", "error", 6)[-1]  # one reply to each message, in order
    assert "B2C2W" in error["message"] and error["ply"] == 0
    host.wait_for_timeout(300)
    assert len([w for w in warnings if "abstract-boards" in w]) >= 5
    assert messages(host, "one", "moved") == []


def test_a_view_only_board_ignores_taps(host: Any) -> None:
    two = host.frame_locator("#two")
    two.locator('[data-reserve="0"]').click(force=True)
    two.locator('#board rect[data-square="A1"]').click(force=True)
    host.wait_for_timeout(200)
    assert two.locator("#board .mark.target").count() == 0
    assert messages(host, "two", "moved") == []


def test_orientation_can_be_set(page: Any) -> None:
    ready(page, "?game=siam&embed=1&orientation=second")
    a1 = page.locator('#board rect[data-square="A1"]').bounding_box()
    e5 = page.locator('#board rect[data-square="E5"]').bounding_box()
    assert a1["y"] > e5["y"] and a1["x"] > e5["x"]  # seen from the rhinos' side
    assert page.locator("#seat-bottom [data-reserve]").get_attribute("data-reserve") == "1"
    ready(page, "?game=siam&embed=1")
    a1 = page.locator('#board rect[data-square="A1"]').bounding_box()
    e5 = page.locator('#board rect[data-square="E5"]').bounding_box()
    assert a1["y"] < e5["y"]


@pytest.mark.parametrize("query", ["?game=ni-ju&embed=1&interactive=0&moves=0f%400%2C0+17%401%2C0",
                                   "?game=ni-ju&embed=1&controls=1&moves=aa%400%2C0+17%401%2C0",
                                   "?game=saiju&embed=1&controls=1", "?game=symbol-pallet&embed=1"])
def test_a_board_in_the_documented_400_by_500_frame_shows_whole(page: Any, query: str) -> None:
    """docs/embedding.md's frame size: the board, both seats (a Ni-Ju hand wraps onto three
    rows there) and the replay row all inside the frame, nothing cut, nothing scrolled."""
    page.set_viewport_size({"width": 400, "height": 500})
    ready(page, query)
    parts = ["#board", "#seat-top", "#seat-bottom"] + (["#replay"] if "controls=1" in query else [])
    for part in parts:
        box = page.locator(part).bounding_box()
        assert box is not None and box["height"] > 0, part
        assert box["y"] >= -1 and box["y"] + box["height"] <= 501 and box["x"] >= -1 \
            and box["x"] + box["width"] <= 401, (part, box)
    assert page.evaluate("document.documentElement.scrollHeight <= innerHeight + 1")
    board = page.locator("#board").bounding_box()
    assert board["width"] >= 150, board  # the board gives way, but stays a board


def test_load_can_seat_the_computer(host: Any) -> None:
    """A ``load`` message may name the computer's seats, as a link does; a
    value that names no seat is refused with a warning and changes nothing."""
    warnings: list[str] = []
    host.on("console", lambda msg: warnings.append(msg.text) if msg.type == "warning" else None)
    frame = host.query_selector("#one").content_frame()
    bad = {"protocol": PROTOCOL, "kind": "load", "game": "ni-ju", "computer": "two-easy"}
    host.evaluate(f"send('one', {json.dumps(bad)})")
    host.wait_for_function("() => true")
    message = {"protocol": PROTOCOL, "kind": "load", "game": "siam", "computer": "1-easy"}
    host.evaluate(f"send('one', {json.dumps(message)})")
    wait_for(host, "one", "position")
    assert frame.get_attribute("#app", "data-computer") == "1-easy"
    assert frame.get_attribute("#app", "data-game") == "siam"
    assert any("two-easy" in w for w in warnings)
    # The computer opens Siam: the host hears its move.
    assert wait_for(host, "one", "moved")[-1]["ply"] == 1
    siam = get_game("siam")
    record = write_record(siam, siam.options(), WINNING_LINE[:2])
    host.evaluate(f"send('one', {json.dumps({'protocol': PROTOCOL, 'kind': 'load', 'record': record, 'computer': ''})})")
    assert wait_for(host, "one", "position", 2)[-1]["ply"] == 2
    assert frame.get_attribute("#app", "data-computer") is None


def near_and_far(near: str, far: str, size: str = "width:300px;height:300px") -> str:
    """A host page with a frame ``near`` in view and a frame ``far`` below it, out of view."""
    return f"""<!doctype html><html><body style="margin:0">
      <iframe id="near" src="{near}" style="{size}"></iframe>
      <div style="height:3000px"></div>
      <iframe id="far" src="{far}" style="width:300px;height:300px"></iframe>
      {LISTENER.format(first="near", second="far")}</body></html>"""


def test_a_board_far_down_the_host_page_starts_only_when_scrolled_into_view(
        page: Any, tmp_path: Any, base_url: str) -> None:
    board = f"{base_url}/#game=ni-ju&embed=1&interactive=0"  # boot.js reads embed=1 after # too
    for url in serve_host(tmp_path, near_and_far(board, board)):
        page.set_viewport_size({"width": 800, "height": 600})
        page.goto(url)
        wait_for(page, "near", "ready")
        far = page.frame_locator("#far")
        # Laid out and showing its board outline, but no Python started.
        assert far.locator("html").get_attribute("data-python-started") == "0"
        assert far.locator("#board .skeleton").count() == 1
        # An embed from its first paint: no site header, no game controls.
        assert far.locator(".topbar").is_hidden()
        assert far.locator("[data-action=undo]").is_hidden()
        assert "Undo" not in far.locator("body").inner_text()
        assert messages(page, "far") == []
        assert page.frame_locator("#near").locator("html").get_attribute("data-python-started") == "1"
        page.locator("#far").scroll_into_view_if_needed()
        wait_for(page, "far", "ready")
        # Drawn by the near board's Python (web/shared_python.js): no start of its own.
        assert far.locator("html").get_attribute("data-python-started") == "shared"


@pytest.mark.first_visit
def test_a_board_on_another_site_starts_without_storage_and_says_nothing_of_saves(
        host: Any) -> None:
    """The real case of a rules site, read for the first time: the frame gets no storage at
    all (each kind is refused), starts plainly, plays, and shows no browser error and no saves notice."""
    frame = host.query_selector("#one").content_frame()
    refused = frame.evaluate("""async () => {
      const out = {};
      try { localStorage.length; out.local = "ok"; } catch (e) { out.local = "refused"; }
      out.caches = await caches.open("x").then(() => "ok", () => "refused");
      return out;
    }""")
    assert refused == {"local": "refused", "caches": "refused"}  # the case this test is for
    # One board starts plainly; the other shares its interpreter (web/shared_python.js).
    starts = [host.query_selector(f"#{who}").content_frame().get_attribute("html", "data-py-start")
              for who in ("one", "two")]
    assert sorted(starts) == ["plain", "shared"]
    host.evaluate("send('one', {protocol: 'abstract-boards/1', kind: 'play', moves: ['+B1S']})")
    assert wait_for(host, "one", "moved")[-1]["ply"] == 1
    one = host.frame_locator("#one")
    one.locator('[data-reserve="1"]').tap()
    one.locator('#board rect[data-square="E1"]').tap()
    one.locator('#board [data-choice="W"]').tap()
    assert wait_for(host, "one", "moved", 2)[-1]["token"] == "+E1W"
    text = one.locator("body").inner_text()
    for raw in ("Error", "dispatchEvent", "not saved", "Could not start"):
        assert raw not in text


def test_a_start_that_fails_says_so_in_words_inside_the_embed(page: Any, base_url: str) -> None:
    page.route("**/runtime/pyscript/core.js", lambda route: route.fulfill(status=404, body=""))
    page.goto(f"{base_url}/?game=siam&embed=1")
    page.wait_for_selector("html[data-boot-failed='1']", timeout=READY_TIMEOUT_MS)
    assert page.locator("#load-text").inner_text() == \
        "The game could not start. Reload the page to try again."
    assert page.locator(".topbar").is_hidden()


@pytest.mark.parametrize("host_name", [CROSS_SITE, "127.0.0.1"], ids=["another-site", "same-site"])
def test_the_built_site_embedded_starts_plays_and_registers_no_service_worker(
        page: Any, tmp_path: Any, host_name: str) -> None:
    """An embed is not a visit this reader keeps: even where the browser would allow it
    (another port of the board's own site), the built site's frame registers no worker."""
    from tools.build_site import build
    from tools.serve import serve

    built = build(tmp_path / "site").out
    server, _ = serve(0, built)
    try:
        board = f"http://127.0.0.1:{server.server_address[1]}"
        requested: list[str] = []
        page.on("request", lambda request: requested.append(request.url))
        html = f"""<!doctype html><html><body>
          <iframe id="one" src="{board}/?game=siam&embed=1&controls=1" style="width:420px;height:520px"></iframe>
          <iframe id="two" src="{board}/?game=siam&embed=1&interactive=0" style="width:300px;height:300px"></iframe>
          {LISTENER.format(first="one", second="two")}</body></html>"""
        (tmp_path / "host").mkdir()
        for url in serve_host(tmp_path / "host", html, host_name):
            page.set_viewport_size({"width": 800, "height": 600})
            page.goto(url)
            wait_for(page, "one", "ready")
            page.evaluate("send('one', {protocol: 'abstract-boards/1', kind: 'play', moves: ['+B1S', '+E1W']})")
            assert wait_for(page, "one", "moved", 2)[-1]["ply"] == 2
            frame = page.query_selector("#one").content_frame()
            assert frame_pieces(frame) == engine_pieces(["+B1S", "+E1W"])
            registrations = frame.evaluate("""() => navigator.serviceWorker.getRegistrations()
                .then(found => found.length, () => 0)""")
            assert registrations == 0
            assert not [u for u in requested if u.endswith("/sw.js")]
    finally:
        server.shutdown()
        server.server_close()


def started_frame(page: Any) -> Any:
    """Once both boards of ``host_html`` are ready: the frame of the one that started the
    Python (the first to want it, web/shared_python.js); the other is drawn by it."""
    wait_for(page, "one", "ready")
    wait_for(page, "two", "ready")
    frames = [page.query_selector(f"#{who}").content_frame() for who in ("one", "two")]
    return next(frame for frame in frames if frame.get_attribute("html", "data-python-started") == "1")


def test_a_board_on_another_site_restores_the_snapshot_from_the_http_cache_on_a_second_visit(
        browser_type: Any, browser_type_launch_args: dict[str, Any], tmp_path: Any, base_url: str) -> None:
    """Cache Storage is refused there, so nothing is *kept*; but the browser's HTTP cache
    (on disk, as in a person's browser: a persistent profile here) holds the snapshot the
    first visit downloaded, and the second visit restores it."""
    context = browser_type.launch_persistent_context(str(tmp_path / "profile"), **browser_type_launch_args)
    try:
        page = context.new_page()
        (tmp_path / "host").mkdir()
        for url in serve_host(tmp_path / "host", host_html(base_url)):
            page.set_viewport_size({"width": 800, "height": 600})
            page.goto(url)
            frame = started_frame(page)  # the board that started the Python both share
            frame.wait_for_selector("html[data-py-snapshot]", timeout=READY_TIMEOUT_MS)
            assert frame.get_attribute("html", "data-py-start") == "plain"
            assert frame.get_attribute("html", "data-py-snapshot") == "http-cache"  # not kept: refused
            page.goto("about:blank")
            page.add_init_script(SNAPSHOT_BODIES)  # in the frame too
            page.goto(url)
            frame = started_frame(page)
            assert frame.get_attribute("html", "data-py-start") == "snapshot"
            unpacked = frame.evaluate(SNAPSHOT_BODIES_LEFT)
            assert unpacked == [0]  # unpacked from the HTTP cache, then let go once restored
            page.evaluate("send('one', {protocol: 'abstract-boards/1', kind: 'play', moves: ['+B1S']})")
            assert wait_for(page, "one", "moved")[-1]["ply"] == 1
    finally:
        context.close()


@pytest.mark.parametrize("game", ["siam", "ni-ju"])
def test_a_readers_wheel_over_an_embedded_board_scrolls_the_rules_page(
        page: Any, tmp_path: Any, base_url: str, game: str) -> None:
    board = f"{base_url}/#game={game}&embed=1&controls=1"
    for url in serve_host(tmp_path, near_and_far(board, board, "width:420px;height:700px")):
        page.set_viewport_size({"width": 800, "height": 760})
        page.goto(url)
        wait_for(page, "near", "ready")
        near = page.frame_locator("#near")
        box = near.locator("#board").bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        if game == "siam":
            # A vertical swipe across a board that takes only taps scrolls the page too.
            assert near.locator("#board").evaluate("b => getComputedStyle(b).touchAction") == "manipulation"
        else:
            # A board that pans and zooms zooms with Ctrl+wheel (a trackpad's pinch), as maps do.
            before = near.locator("#board").get_attribute("viewBox")
            page.keyboard.down("Control")
            page.mouse.wheel(0, 300)  # out: an empty table is shown as close as it may be
            page.keyboard.up("Control")
            near.locator("#board[data-zoom=player]").wait_for(state="attached")
            assert near.locator("#board").get_attribute("viewBox") != before
            assert page.evaluate("scrollY") == 0
        page.mouse.wheel(0, 400)
        page.wait_for_function("scrollY > 0")


@pytest.mark.parametrize("game, interactive", [
    ("ni-ju&moves=aa%400%2C0+17%401%2C0", False), ("ni-ju&moves=aa%400%2C0+17%401%2C0", True),
    ("saiju", True), ("symbol-pallet&players=2&seed=3", False), ("symbol-pallet&players=2&seed=3", True)])
def test_the_embed_dialogs_frame_gives_the_board_its_width(page: Any, game: str, interactive: bool) -> None:
    """The frame the Embed dialog's code sizes (medium, replay row): the board as wide as the
    frame, its seats and the replay row inside it, nothing scrolled."""
    from web.embed_code import EmbedChoices, frame_size

    name = game.split("&")[0]
    width, height = frame_size(name, EmbedChoices(interactive=interactive), False)
    page.set_viewport_size({"width": width, "height": height})
    ready(page, f"?game={game}&embed=1&controls=1&interactive={int(interactive)}")
    board = page.locator("#board").bounding_box()
    assert board["width"] >= width - 16, board
    for part in ("#seat-top", "#seat-bottom", "#replay"):
        box = page.locator(part).bounding_box()
        assert box["y"] >= -1 and box["y"] + box["height"] <= height + 1, (part, box)
    assert page.evaluate("document.documentElement.scrollHeight <= innerHeight + 1")
