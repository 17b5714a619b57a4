"""The dev server (tools/serve.py) hands out the site and nothing else of the checkout.

It serves a checkout holding ``.git``, ``.venv``, ``package.json`` and the tools: no
spelling of a path may reach those, and no page of another site (a DNS-rebinding
page, whose requests carry its own ``Host``) may read anything at all.
"""

from __future__ import annotations

import http.client
from pathlib import Path
from typing import Iterator

import pytest

from tools.serve import SITE_ENTRIES, loopback_host, serve, site_path
from tools.site_refs import collect

ROOT = Path(__file__).resolve().parent.parent.parent

HOSTILE_PATHS = [
    "/.git/config",
    "/%2egit/config",
    "/%2Egit/config",
    "/./.git/config",
    "//.git/config",
    "/.//.git/config",
    "/web/../.git/config",
    "/web/%2e%2e/.git/config",
    "/web/%2E%2E/package.json",
    "/web/../package.json",
    "/web/./../package.json",
    "/web/..%2fpackage.json",
    "/web%2f..%2fpackage.json",
    "/package.json",
    "//package.json",
    "/./package.json",
    "/%70ackage.json",
    "/package-lock.json",
    "/node_modules/pyodide/package.json",
    "/runtime/../node_modules/pyodide/package.json",
    "/.venv/pyvenv.cfg",
    "/%2evenv/pyvenv.cfg",
    "/web/../.venv/pyvenv.cfg",
    "/..%2f.venv/pyvenv.cfg",
    "/../package.json",
    "/..",
    "/web/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/tools/serve.py",
    "/tests/conftest.py",
    "/games/__init__.py",
    "/Makefile",
    "/%4dakefile",
    "/requirements.txt",
    "/web/..\\package.json",
    "/web/%5c..%5cpackage.json",
    "/.gitignore",
    "/web/.hidden",
    "/%ff%fe",
    "/web/",
    "/runtime/",
]
"""Spellings of files outside the site (or of listings), each refused with 404."""

SERVED_PATHS = ["/", "/index.html", "//index.html", "/./index.html", "/web/../index.html",
                "/web/style.css", "/web//style.css", "/%77eb/style.css", "/index.html?x=/../.git"]

OTHER_HOSTS = ["evil.example", "evil.example:8000", "127.0.0.1.evil.example", "localhost.evil.example",
               "127.0.0.2", "0.0.0.0", "[::2]", "localhost:port", "localhost:", "127.0.0.1:99999999",
               "[::1]evil", "", "LOCALHOST.", "localhost\u200b"]


@pytest.fixture(scope="module")
def origin() -> Iterator[tuple[str, int]]:
    server, _ = serve(0, ROOT)
    yield "127.0.0.1", server.server_address[1]
    server.shutdown()
    server.server_close()


def status(origin: tuple[str, int], path: str, host: str | None = None) -> int:
    """The status of a GET of ``path`` sent exactly as written, with this ``Host`` header."""
    connection = http.client.HTTPConnection(*origin, timeout=30)
    try:
        connection.putrequest("GET", path, skip_host=True, skip_accept_encoding=True)
        connection.putheader("Host", host if host is not None else f"127.0.0.1:{origin[1]}")
        connection.endheaders()
        answer = connection.getresponse()
        answer.read()
        return answer.status
    finally:
        connection.close()


def test_hostile_spellings_number_at_least_thirty() -> None:
    assert len(HOSTILE_PATHS) >= 30


@pytest.mark.parametrize("path", HOSTILE_PATHS)
def test_no_spelling_reaches_a_file_outside_the_site(origin: tuple[str, int], path: str) -> None:
    assert status(origin, path) == 404


@pytest.mark.parametrize("path", SERVED_PATHS)
def test_the_site_is_served_however_its_paths_are_spelled(origin: tuple[str, int], path: str) -> None:
    assert status(origin, path) == 200


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "[::1]", "LocalHost"])
def test_every_loopback_name_is_answered_with_or_without_a_port(origin: tuple[str, int], host: str) -> None:
    assert status(origin, "/index.html", host) == 200
    assert status(origin, "/index.html", f"{host}:{origin[1]}") == 200


@pytest.mark.parametrize("host", OTHER_HOSTS)
def test_a_page_of_another_name_reads_nothing(origin: tuple[str, int], host: str) -> None:
    """A DNS-rebinding page reaches 127.0.0.1 under its own name: it gets 403, even for the page."""
    assert not loopback_host(host)
    if host.isascii():  # http.client refuses to send the others at all
        assert status(origin, "/index.html", host) == 403


def test_a_request_without_a_host_is_refused() -> None:
    assert not loopback_host(None)


def test_control_characters_and_overlong_paths_are_refused() -> None:
    assert site_path("/index.html\x00.png", checkout=True) is None
    assert site_path("/web/%0a/style.css", checkout=True) is None
    assert site_path("/" + "a/" * 2000, checkout=False) is None
    assert site_path("index.html", checkout=False) is None


def test_a_folder_that_is_not_a_checkout_serves_any_visible_file() -> None:
    """A test's host page or the built site: everything in it is the site, but dot files."""
    assert site_path("/host.html", checkout=False) == "/host.html"
    assert site_path("/tools/x.html", checkout=False) == "/tools/x.html"
    assert site_path("/.git/config", checkout=False) is None


def test_every_file_of_the_site_is_under_a_served_entry() -> None:
    """``SITE_ENTRIES`` keeps up with what the page loads (tools/site_refs.py)."""
    for path in collect(ROOT):
        assert path.split("/", 1)[0] in SITE_ENTRIES, path
        assert site_path("/" + path, checkout=True) == "/" + path
