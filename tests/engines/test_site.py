"""The rest of the site in Firefox and WebKit: the built site offline, a board embedded
in another origin's page, the computer player's worker, the layout at a tablet's and a
phone's size (with screenshots to compare with Chromium's) and the time to a playable
board. Each test body runs in both engines (``engine`` is parametrized).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import parse_qs, quote, urlsplit

import pytest

from tests.engines.drivers import READY_TIMEOUT_S
from tests.engines.test_games import check_contract, moves_listed, only_own_origin, open_link, route, \
    show, siam_board, siam_click, siam_engine
from tests.page.test_embed_dialog_page import SHOWN, rules_page
from tests.page.test_embed_page import PROTOCOL, host_html, serve_host
from tests.page.test_notes_page import SIAM_PLIES
from tests.page.test_print_page import COMMENTS, PRINT_LINK
from tests.page.test_siam_page import WINNING_LINE
from tools.build_site import build
from tools.serve import serve

GAMES = ("siam", "saiju", "ni-ju", "symbol-pallet")
SIZES = ((1024, 768), (390, 844))


@pytest.fixture(scope="module")
def built_site(tmp_path_factory: Any) -> Path:
    """``tools/build_site.py`` run on this tree, once for both engines."""
    return build(tmp_path_factory.mktemp("site") / "site").out


def test_the_built_site_starts_again_offline(engine: Any, tab: Any, built_site: Path) -> None:
    server, _ = serve(0, built_site)
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        open_link(tab, origin, "?game=siam")
        if not tab.eval("() => 'serviceWorker' in navigator"):
            pytest.skip(f"{engine.version} has no service workers here")
        tab.wait("navigator.serviceWorker.controller !== null", 120)
        scope = origin + "/"
        tab.wait("window.__cached === true || (caches.keys().then(async names => {"
                 f" const ours = names.filter(n => n.startsWith('abstract-boards {scope}'));"
                 " window.__cached = ours.length === 1 &&"
                 " (await (await caches.open(ours[0])).keys()).length > 20; }), false)", 120)
        requested = tab.requests()
    finally:
        server.shutdown()
        server.server_close()
    # The server is gone: the page and every game start from the service worker's copy.
    tab.reload()
    tab.wait_ready()
    siam_click(tab, "+B1S")
    *routed, loaded = GAMES[1:]
    for game in routed:  # each game opened in the page started from the copy …
        route(tab, f"?game={game}")
        check_contract(tab, game, 0)
    open_link(tab, origin, f"?game={loaded}")  # … and one more page load of another link
    check_contract(tab, loaded, 0)
    foreign = [u for u in requested if not u.startswith((scope, f"blob:{scope}", "data:"))]
    assert foreign == []


def test_the_next_visit_starts_from_the_kept_snapshot_and_plays(tab: Any, base_url: str) -> None:
    """The snapshot a first visit keeps is restored at the next one (``web/pyodide_start.mjs``,
    ``web/snapshot_heap.mjs``), and the restored page plays."""
    if tab.engine == "webkit":
        pytest.skip("WebKit's WebDriver session keeps no snapshot from one page load to the next")
    open_link(tab, base_url, "?game=siam")
    assert tab.eval("() => document.documentElement.dataset.pyStart") == "plain"
    tab.wait("document.documentElement.dataset.pySnapshot === 'kept'", READY_TIMEOUT_S)
    tab.reload()
    tab.wait_ready()
    assert tab.eval("() => document.documentElement.dataset.pyStart") == "snapshot"
    siam_click(tab, "+B1S")
    tab.wait("document.querySelector('#app').dataset.ply === '1'")


@pytest.fixture
def host_site(tmp_path: Path, base_url: str) -> Iterator[str]:
    """The embedding page on another *site* (``localhost`` against the board's 127.0.0.1),
    as every rules site is: Firefox partitions the frame's storage there, WebKit blocks it."""
    yield from serve_host(tmp_path, host_html(base_url))


def heard(tab: Any, who: str, kind: str, count: int = 1) -> list[dict]:
    """The host's messages from frame ``who`` of this ``kind``, once there are ``count``: a frame
    starts its own Pyodide when it comes into view, so the first wait is a start-up's."""
    tab.wait(f"window.messages.filter(m => m[0] === '{who}' && m[1].kind === '{kind}').length >= {count}",
             READY_TIMEOUT_S)
    return [m for w, m in tab.eval("() => window.messages") if w == who and m.get("kind") == kind]


def send(tab: Any, who: str, message: dict) -> None:
    tab.eval("(who, data) => window.send(who, data)", who, {"protocol": PROTOCOL, **message})


def test_an_embedded_board_is_driven_by_post_message(tab: Any, host_site: str, base_url: str) -> None:
    tab.viewport(800, 600)
    tab.goto(host_site)
    assert heard(tab, "one", "ready")[0]["ply"] == 0
    assert heard(tab, "two", "ready")[0]["ply"] == 4
    send(tab, "one", {"kind": "play", "moves": WINNING_LINE})
    moved = heard(tab, "one", "moved", len(WINNING_LINE))
    assert [m["token"] for m in moved] == WINNING_LINE
    assert moved[-1]["outcome"] == "win:0"
    send(tab, "one", {"kind": "goto", "ply": 3})
    position = heard(tab, "one", "position")[-1]
    assert position["ply"] == 3 and position["moves"] == len(WINNING_LINE)
    send(tab, "two", {"kind": "load", "game": "saiju", "moves": ["M@d2", "S@a1"]})
    loaded = heard(tab, "two", "position")[-1]
    assert loaded["game"] == "saiju" and loaded["ply"] == 2
    send(tab, "one", {"kind": "play", "moves": ["B2C2W"]})
    assert "B2C2W" in heard(tab, "one", "error")[-1]["message"]
    # The frames are another origin: the host sees them only through messages.
    assert tab.eval("() => { try { return document.querySelector('#one').contentDocument === null; }"
                    " catch (e) { return true; } }")
    only_own_origin_or_host(tab, base_url, host_site)


def only_own_origin_or_host(tab: Any, base_url: str, host_site: str) -> None:
    host = host_site.rsplit("/", 1)[0]
    foreign = [u for u in tab.requests()
               if not u.startswith((base_url + "/", host + "/", f"blob:{base_url}/", "data:"))]
    assert foreign == []


def test_the_pasted_code_plays_its_line_on_another_site_with_every_comment(
        tab: Any, base_url: str, tmp_path: Path) -> None:
    for host in serve_host(tmp_path, rules_page(base_url)):
        tab.viewport(800, 900)
        tab.goto(host)
        board = base_url + "/"
        tab.frame_wait(board, "document.body && document.body.dataset.ready === '1'", READY_TIMEOUT_S)
        tab.frame_wait(board, "document.documentElement.dataset.autoplay === 'ended'", 120)
        for ply in (3, 2, 1, 0):
            if ply < 3:
                tab.frame_eval(board, "() => document.querySelector('[data-replay=prev]').click()")
            tab.frame_wait(board, f"document.querySelector('#app').dataset.ply === '{ply}'", 30)
            text, arrows, squares = tab.frame_eval(board, SHOWN)
            assert (text, {tuple(a) for a in arrows}, set(squares)) == SIAM_PLIES[ply]


def test_a_print_link_lays_out_every_position_with_its_comment(kept_tab: Any, base_url: str) -> None:
    """``print=1``: one picture per position of the line (3 moves: 4), each comment under its own."""
    tab = kept_tab
    show(tab, base_url, PRINT_LINK)
    tab.wait("document.querySelectorAll('[data-print-sheet] svg').length === 4")
    comments = tab.eval("""() => [...document.querySelectorAll('[data-print-sheet] figure')].map(
      f => f.querySelector('.print-comment')?.textContent ?? '')""")
    assert comments == COMMENTS


def test_the_computer_answers_from_its_worker(kept_tab: Any, base_url: str) -> None:
    tab = kept_tab
    show(tab, base_url, "?game=siam&computer=2-easy")
    assert tab.app("computer") == "2-easy"
    siam_click(tab, "+B1S")
    tab.wait_ply(2, 300)  # the worker starts its own Pyodide first
    moves = moves_listed(tab)
    assert moves[0] == "+B1S" and len(moves) == 2
    assert siam_board(tab) == siam_engine(moves)
    only_own_origin(tab, base_url)


def test_back_closes_the_rules_and_leaves_no_entry_behind(kept_tab: Any, base_url: str) -> None:
    """Back with the rules open closes them and keeps the game; closed by ✕, they leave no
    history entry: Back goes to the game before (``web/dialog_history.py``). Firefox only:
    WebKit would need a page start of its own here (its history steps are the standard's)."""
    tab = kept_tab
    if tab.engine != "firefox":
        pytest.skip("Firefox only: a WebKit page start costs more than this check")
    show(tab, base_url, "?game=ni-ju&moves=" + quote("aa@0,0"))
    show(tab, base_url, "?game=siam&moves=" + quote(" ".join(WINNING_LINE[:3])))
    address = tab.url()
    tab.click("[data-action=rules]")
    tab.wait("document.getElementById('rules-dialog').open")
    tab.eval("() => history.back()")
    tab.wait("!document.getElementById('rules-dialog').open")
    assert (tab.app("game"), tab.app("ply"), len(moves_listed(tab)), tab.url()) == ("siam", "3", 3, address)
    tab.click("[data-action=rules]")
    tab.wait("document.getElementById('rules-dialog').open")
    tab.click("#rules-dialog [data-rules-close]")
    tab.wait("!document.getElementById('rules-dialog').open")
    tab.eval("() => history.back()")
    tab.wait("document.querySelector('#app').dataset.game === 'ni-ju'")
    assert tab.app("ply") == "1"


def layout_links() -> dict[str, str]:
    """A position of each game with pieces on the board (shared with tools/engine_screenshots.py)."""
    return {"siam": "?game=siam&moves=" + quote(" ".join(WINNING_LINE[:4])),
            "saiju": "?game=saiju&moves=" + quote("M@d2 S@a1 F@g7 pS-c3"),
            "ni-ju": "?game=ni-ju&moves=" + quote("aa@0,0 17@1,0 3c@1,-1"),
            "symbol-pallet": "?game=symbol-pallet&players=2&seed=7"}


def test_layout_and_screenshots_at_tablet_and_phone_sizes(engine: Any, kept_tab: Any, base_url: str,
                                                         tmp_path: Path) -> None:
    """Every game at 1024×768 and 390×844: the board inside the viewport, no sideways
    scrolling, tap targets at least 44 px; screenshots go to $ENGINE_SCREENSHOTS (to
    compare with Chromium's, see tools/engine_screenshots.py) or a temporary folder."""
    shots = Path(os.environ.get("ENGINE_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    tab = kept_tab
    for game, query in layout_links().items():
        tab.viewport(*SIZES[0])
        show(tab, base_url, query)  # the page lays out each game it opens, loaded or not
        check_contract(tab, game, len(parse_qs(urlsplit(query).query).get("moves", [""])[0].split()))
        for width, height in SIZES:  # the layout follows the resize
            tab.viewport(width, height)
            tab.wait(f"innerWidth === {width} && innerHeight === {height}")
            fit = tab.eval("""() => {
              const b = document.querySelector('#board').getBoundingClientRect();
              const undo = document.querySelector('[data-action=undo]').getBoundingClientRect();
              return {left: b.left, right: b.right, width: b.width, height: b.height,
                      scroll: document.scrollingElement.scrollWidth, inner: innerWidth,
                      undo: undo.height};
            }""")
            where = f"{engine.version} {game} {width}×{height}: {fit}"
            assert fit["inner"] == width, where
            assert fit["left"] >= 0 and fit["right"] <= width + 0.5, where
            assert fit["scroll"] <= width, where
            assert fit["width"] > 0.5 * min(width, height) and fit["undo"] >= 44, where
            tab.screenshot(shots / f"{tab.engine}-{game}-{width}x{height}.png")


def test_chromium_figures_for_the_same_run(page: Any, base_url: str) -> None:
    """Chromium's time to a playable board for the layout pages, in the same run as the
    other engines', so the summary line puts the three side by side."""
    from tests.engines.test_games import READY_SECONDS

    for query in layout_links().values():
        page.goto(base_url + "/" + query)
        page.wait_for_selector('body[data-ready="1"]', timeout=120_000)
        READY_SECONDS.setdefault("chromium", []).append(page.evaluate("performance.now()") / 1000)
    assert len(READY_SECONDS["chromium"]) >= 4
