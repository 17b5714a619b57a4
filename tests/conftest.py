"""Shared fixtures. Browser tests run the real site in Debian's headless Chromium.

pytest-playwright provides ``page``; we point it at Debian's chromium (its own
browser download does not work here), serve the site on a free local port, and
record every request so tests can check that nothing left this origin.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.serve import serve  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--no-first-run",
]
READY_TIMEOUT_MS = 60_000
PORTRAIT_TABLET = {"width": 768, "height": 1024}


def names_settled(page: Any) -> None:
    """Wait until the board's screen-reader names follow the last redraw: the page writes
    them after the paint and marks the board ``aria-busy`` until then."""
    page.wait_for_function("() => !document.querySelector('#board[aria-busy]')")


def ready(page: Any, query: str = "") -> None:
    """Open the site at ``/`` + ``query`` and wait until the page is ready."""
    page.goto("/" + query)
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)


def japanese_page(browser: Any, base_url: str, **options: Any) -> Iterator[Any]:
    """A page in a new browser context whose preferred language is Japanese (for a fixture's
    ``yield from``); ``options`` go to the context."""
    context = browser.new_context(base_url=base_url, locale="ja-JP", has_touch=True, **options)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    if not (ROOT / "runtime" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail("runtime/ is missing: run `make test`, which installs it")
    server, _ = serve(0, ROOT)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def base_url(site_url: str) -> str:
    return site_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_FLAGS}


@pytest.fixture
def tablet(page: Any) -> Any:
    """``page`` on a tablet held upright (test_tablet_page.py has its own, held sideways)."""
    page.set_viewport_size(PORTRAIT_TABLET)
    return page


@pytest.fixture
def requests_seen(page: Any) -> list[str]:
    """Every URL the page (and its workers) requested."""
    seen: list[str] = []
    page.on("request", lambda request: seen.append(request.url))
    return seen


@pytest.fixture
def page_errors(page: Any) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    return errors


def pytest_collection_modifyitems(items: list[Any]) -> None:
    for item in items:
        if "page" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """Tablets first: every page can be tapped."""
    return {**browser_context_args, "has_touch": True}


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """List the known defects of the page the checks met (tests/page_checks.py KNOWN_DEFECTS)."""
    from tests.page_checks import KNOWN_DEFECTS, KNOWN_SEEN

    if not KNOWN_SEEN:
        return
    terminalreporter.section("known defects of the page met in this run (page_checks.KNOWN_DEFECTS)")
    for name, count in KNOWN_SEEN.most_common():
        terminalreporter.write_line(f"{count:5}  {name}  [{KNOWN_DEFECTS[name].fixed_by}]")
