"""Fixtures of the cross-engine suite: one browser per engine for the whole session.

Each test asks for ``engine`` (parametrized over Firefox and WebKit, so pytest
runs every test body in both) and opens pages from it; ``tab`` is a fresh page
(a fresh browser context: its own storage and cache) closed after the test,
``kept_tab`` one page kept for a module's tests.
"""

from __future__ import annotations

import os
from typing import Any, Iterator

import pytest

from tests.engines.drivers import LOST_CLICKS, STUCK_START_S, STUCK_STARTS, launch

ALL_ENGINES = ("firefox", "webkit")
ENGINES = tuple(name for name in os.environ.get("ENGINES", "firefox,webkit").split(",") if name)
"""Which engines run: both by default; ``ENGINES=firefox`` leaves WebKit out for a quicker
local run. Each WebKit page is a first visit (WebDriver sessions are ephemeral, so no kept
snapshot), and its start of Pyodide costs about three times Chromium's CPU (docs/start-up.md,
"WebKit"): the tests load a page only where a start is part of what they check."""
if unknown := set(ENGINES) - set(ALL_ENGINES):
    raise pytest.UsageError(f"ENGINES names unknown engines: {', '.join(sorted(unknown))}")


HUNG_LAUNCHES: dict[str, int] = {}
"""Sessions opened again after a launch that hung, by engine (``WebKitBrowser.hung_launches``)."""


@pytest.fixture(scope="session", params=ENGINES)
def engine(request: Any) -> Iterator[Any]:
    started = launch(request.param)
    yield started
    HUNG_LAUNCHES[request.param] = getattr(started, "hung_launches", 0)
    started.quit()


@pytest.fixture
def tab(engine: Any) -> Iterator[Any]:
    page = engine.new_page()
    yield page
    page.close()


@pytest.fixture(scope="module")
def kept_tab(engine: Any) -> Iterator[Any]:
    """One page of this engine for the module's tests that ask for it, each opening its link with
    ``test_games.show`` (through the page's routing once the page is up): for tests about what the
    page shows and does, not about how it starts or what it stores. A WebKit page is a session of
    its own and a plain start of Pyodide each time (docs/start-up.md, "WebKit")."""
    page = engine.new_page()
    yield page
    page.close()


def pytest_collection_modifyitems(items: list[Any]) -> None:
    for item in items:
        if "engine" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.engines)
            item.add_marker(pytest.mark.browser)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Each engine's time to a playable board (navigation start to data-ready), for the log."""
    from statistics import median

    from tests.engines.test_games import READY_SECONDS

    for name, seconds in sorted(READY_SECONDS.items()):
        terminalreporter.write_line(
            f"{name}: time to a playable board over {len(seconds)} page loads: median "
            f"{median(seconds):.1f} s, fastest {min(seconds):.1f} s, slowest {max(seconds):.1f} s")
    for name, count in sorted(HUNG_LAUNCHES.items()):
        if count:
            terminalreporter.write_line(f"{name}: {count} session launch(es) hung and were opened again")
    for lost in LOST_CLICKS:
        terminalreporter.write_line(f"webkit: a click WebKitWebDriver failed before the page received it "
                                    f"was sent once more: {lost}")
    for stuck in STUCK_STARTS:
        terminalreporter.write_line(f"{stuck['engine']}: a start stuck in Pyodide's start for "
                                    f"{STUCK_START_S:.0f} s was loaded once more: {stuck['page']}")
