"""Page links open on any static host: the page writes the game in the fragment (never sent
to a server) and still reads every parameter from the query of older links."""

from __future__ import annotations

import functools
import http.client
import threading
from collections.abc import Iterator
from typing import Any
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urldefrag

import pytest

from games import untrusted
from tests.conftest import ROOT
from tools.serve import serve
from web.links import FRAGMENT_SAFE, link_text, make_link, parse_link, urlencode

COMMON_REQUEST_LINE_LIMIT = 8190
"""The request line many servers take by default (Apache's ``LimitRequestLine``, nginx's
large header buffer of 8 kB)."""

EVERY_PARAMETER = [
    ("game", "symbol-pallet"), ("players", "3"), ("seed", "42"), ("option", "beginner"),
    ("computer", "2-easy 3-strong"), ("moves", ">Gc1 a:Pa1@3,1+ b:Yt1@1,1!2a>Rs2 discard:Rs1,Kc2"),
    ("ply", "2"), ("embed", "1"), ("controls", "1"), ("interactive", "0"),
    ("orientation", "mover"), ("lang", "ja"), ("tutorial", "1"), ("lesson", "push-count"),
    ("puzzle", "ni-ju-w1-007"), ("puzzles", "1"), ("reveal", "1"), ("edit", "1"),
    ("position", "players=2 options=- start=- ply=5 turn=1:2 final=0 field=Ka1@0,0;Ks2@2,0 "
                 "chips=Ks2,Pa2,Ka1,Wc1 hands=5/3 discard=- deck=43"),
]
"""Every parameter docs/notation.md and docs/embedding.md list (``deck`` is in its own test:
a game takes a seed or a deck, not both)."""


def read(request_text: str) -> tuple[object, ...]:
    r = parse_link(request_text)
    return (r.game, r.players, r.seed, r.deck, r.options, r.computer, r.moves, r.ply, r.embed,
            r.controls, r.interactive, r.orientation, r.tutorial, r.lesson, r.puzzle, r.puzzles,
            r.position, r.reveal, r.edit, r.problems)


def test_the_page_writes_its_links_in_the_fragment_with_readable_moves() -> None:
    link = make_link("ni-ju", moves=["0f@1,0", "1,0>-1,2:e1"], ply=1)
    assert link == "#game=ni-ju&moves=0f@1,0+1,0%3E-1,2:e1&ply=1"
    symbol = make_link("symbol-pallet", players=2, deck=["Rs1", "Bs1"], moves=["b:Yt1@1,1!2a>Rs2"])
    assert symbol == "#game=symbol-pallet&players=2&deck=Rs1,Bs1&moves=b:Yt1@1,1!2a%3ERs2"
    assert parse_link(symbol).moves == ["b:Yt1@1,1!2a>Rs2"] and parse_link(symbol).deck == ["Rs1", "Bs1"]
    assert make_link("siam", moves=["+A1E", "A3-"]) == "#game=siam&moves=%2BA1E+A3-"


def test_every_documented_parameter_reads_the_same_from_the_query_and_the_fragment() -> None:
    query = urlencode(EVERY_PARAMETER)
    from_query = read("?" + query)
    assert from_query[0] == "symbol-pallet" and from_query[-1] == []
    assert read(link_text("?" + query, "")) == from_query
    assert read(link_text("", "#" + query)) == from_query
    assert read(link_text("", "#" + urlencode(EVERY_PARAMETER, FRAGMENT_SAFE))) == from_query
    # A host may keep some parameters in the query and put the game in the fragment.
    assert read(link_text("?lang=ja&embed=1", "#" + urlencode(
        [p for p in EVERY_PARAMETER if p[0] not in ("lang", "embed")]))) == from_query
    deck = read(link_text("", "#game=symbol-pallet&deck=Rs1,Bs1"))
    assert deck[3] == ["Rs1", "Bs1"]


def test_an_anchor_is_no_link_and_a_parameter_in_both_parts_is_reported() -> None:
    assert link_text("?game=siam", "#main") == "game=siam"
    assert link_text("", "") == "" and parse_link(link_text("", "#top")).problems == []
    both = parse_link(link_text("?game=siam&ply=1", "#game=saiju&ply=2"))
    assert both.game == "siam" and both.ply == 1
    assert any("more than once" in p for p in both.problems)


def longest_game(moves: int) -> list[str]:
    """Ni-Ju moves of the longest usual shape (a tile moved across a grown board, turned)."""
    return [f"{i % 9 - 4},{i % 7 - 3}>{-(i % 8)},{i % 11 - 5}:{i % 256:02x}" for i in range(moves)]


def plain_http_server() -> ThreadingHTTPServer:
    """What ``python3 -m http.server`` runs, on a free port."""
    handler = functools.partial(SimpleHTTPRequestHandler, directory=str(ROOT))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.fixture(params=["tools/serve.py", "python3 -m http.server"])
def static_host(request: pytest.FixtureRequest) -> Iterator[int]:
    server = serve(0, ROOT)[0] if request.param == "tools/serve.py" else plain_http_server()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def fetch(port: int, url: str) -> tuple[int, int]:
    """Ask ``url`` as a browser does (without its fragment): the status and the request
    line's length."""
    target = urldefrag(url).url
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", target)
        status = connection.getresponse().status
    finally:
        connection.close()
    return status, len(f"GET {target} HTTP/1.1")


def test_a_5000_move_game_link_opens_on_both_static_servers(static_host: int) -> None:
    moves = longest_game(untrusted.MAX_MOVES)
    link = make_link("ni-ju", moves=moves)
    assert len(link) <= untrusted.MAX_LINK_CHARS
    assert parse_link(link).moves == moves  # the page opens it whole
    status, line = fetch(static_host, "/index.html" + link)
    assert status == 200 and line < COMMON_REQUEST_LINE_LIMIT
    # The same game in the query, as the page wrote it before, is too long for either server.
    old = "?" + urlencode([("game", "ni-ju"), ("moves", " ".join(moves))])
    assert fetch(static_host, "/index.html" + old)[0] == 414


def siam_shuffle(moves: int) -> list[str]:
    """A legal Siam game of ``moves`` moves: two animals enter, then turn on the spot."""
    tokens, faces = ["+B1S", "+D5N"], "ESWN"
    while len(tokens) < moves:
        square = ("B1", "D5")[len(tokens) % 2]
        tokens.append(f"{square}{square}{faces[(len(tokens) // 2 - 1) % 4]}")
    return tokens


def recording_host(handler: type[SimpleHTTPRequestHandler]) -> tuple[ThreadingHTTPServer, list[str]]:
    """A static host of the site that notes every request line it reads (and every error)."""
    seen: list[str] = []

    class Recording(handler):  # type: ignore[misc,valid-type]
        def parse_request(self) -> bool:
            seen.append(self.raw_requestline.decode("latin-1").rstrip("\r\n"))
            return bool(super().parse_request())

        def send_error(self, code: int, *args: object, **kwargs: object) -> None:
            seen.append(f"error {code}")
            super().send_error(code, *args, **kwargs)  # type: ignore[arg-type]

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Recording, directory=str(ROOT)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, seen


@pytest.mark.parametrize("host", ["tools/serve.py", "python3 -m http.server"])
def test_a_5000_move_game_opens_and_reloads_from_a_plain_static_host(page: Any, host: str) -> None:
    from tests.conftest import READY_TIMEOUT_MS
    from tools.serve import SiteHandler

    tokens = siam_shuffle(untrusted.MAX_MOVES)
    server, seen = recording_host(SiteHandler if host == "tools/serve.py" else SimpleHTTPRequestHandler)
    try:
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/" + make_link("siam", moves=tokens))
        for _ in range(2):  # the link, then the address bar the page wrote, after a reload
            page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
            page.wait_for_function("document.querySelector('#app').dataset.ply === '5000'",
                                   timeout=READY_TIMEOUT_MS)
            page.wait_for_function("history.state && history.state.link.length > 30000")
            page.reload()
        page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
        assert page.get_attribute("#app", "data-ply") == "5000"
        assert page.evaluate("location.search") == ""
    finally:
        server.shutdown()
        server.server_close()
    assert seen and not [line for line in seen if line.startswith("error")]
    assert max(len(line) for line in seen) < COMMON_REQUEST_LINE_LIMIT
