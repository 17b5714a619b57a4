"""Shared fixtures. Browser tests run the real site in Debian's headless Chromium.

pytest-playwright provides ``page``; we point it at Debian's chromium (its own
browser download does not work here), serve the site on a free local port, and
record every request so tests can check that nothing left this origin.

Each page test gets a browser that starts as a returning visitor's does: from a copy of a
profile that has visited the site once (the Pyodide snapshot kept in Cache Storage, the
runtime in the HTTP cache), with no other storage. A page is then playable in about a
second instead of four to five (a plain start). A test that passes hands its browser on,
its storage reset to exactly that, to the next test with the same context options
(tests/warm_browsers.py). Tests of the first visit, of a plain
start or of what storage holds after one are marked ``first_visit`` and get an empty
context instead; ``WARM_PAGES=0`` gives every page test an empty one.
"""

from __future__ import annotations

import os
import sys
import warnings
from pathlib import Path
from typing import Any, Callable, Iterator
from urllib.parse import parse_qs, urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.warm_browsers import WarmBrowsers, clear_site_storage, returning_visitors_storage  # noqa: E402
from tests.warm_browsers import close as close_browser  # noqa: E402
from tests.warm_browsers import launch as launch_browser  # noqa: E402
from tools.serve import serve  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--no-first-run",
]
READY_TIMEOUT_MS = 60_000
WARM_PAGES = os.environ.get("WARM_PAGES", "1") != "0"
"""Page tests start as a returning visitor (the default), or each from an empty context (0)."""
PORTRAIT_TABLET = {"width": 768, "height": 1024}


def names_settled(page: Any) -> None:
    """Wait until the board's screen-reader names follow the last redraw: the page writes
    them after the paint and marks the board ``aria-busy`` until then."""
    page.wait_for_function("() => !document.querySelector('#board[aria-busy]')")


def app(page: Any, name: str) -> str | None:
    """``#app[data-<name>]``: one attribute of the page contract."""
    return page.get_attribute("#app", f"data-{name}")


def wait_ready(page: Any) -> None:
    """Until the page says it is playable (``body[data-ready="1"]``)."""
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)


def ready(page: Any, query: str = "") -> None:
    """Open the site at ``/`` + ``query`` and wait until the page is ready."""
    page.goto("/" + query)
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)


def japanese_page(contexts: Any, base_url: str, **options: Any) -> Iterator[Any]:
    """A page in a new browser context whose preferred language is Japanese (for a fixture's
    ``yield from``); ``options`` go to the context. ``contexts`` is pytest-playwright's
    ``new_context`` fixture (a returning visitor, as every page test, whose browser the
    fixture hands on to the next Japanese page when the test passes) or a ``Browser`` (an
    empty context: a first visit, closed here)."""
    if hasattr(contexts, "new_context"):
        context = contexts.new_context(base_url=base_url, locale="ja-JP", has_touch=True, **options)
        yield context.new_page()
        context.close()
        return
    # browser_context_args already give it base_url and has_touch
    yield contexts(locale="ja-JP", **options).new_page()


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


STARTS_A_BROWSER = {"browser_type", "engine"}
"""Fixtures that every test starting a browser depends on, directly or not: Playwright's
``browser_type`` (under ``page``, ``context``, ``browser``) and tests/engines' ``engine``."""


def pytest_collection_modifyitems(items: list[Any]) -> None:
    """``browser`` on every test that starts a browser (whatever fixture brings it), and on
    no other (tests/page/test_rules_pages.py's own ``page`` is a parsed file).

    Then the files with the most browser tests first, each file's tests in their order: the
    workers of ``make test`` (whole files to a worker) take the long files while there is
    time, and the quick CPython files fill in at the end instead of one long file running
    alone on one core."""
    weight: dict[str, int] = {}
    for item in items:
        browser = bool(STARTS_A_BROWSER & set(getattr(item, "fixturenames", ())))
        if browser:
            item.add_marker(pytest.mark.browser)
        module = item.nodeid.split("::", 1)[0]
        weight[module] = weight.get(module, 0) + (100 if browser else 1)
    order = {module: rank for rank, module in enumerate(
        sorted(weight, key=lambda module: -weight[module]))}
    items.sort(key=lambda item: order[item.nodeid.split("::", 1)[0]])


@pytest.fixture(autouse=True)
def browser_marker_is_true(request: Any) -> Iterator[None]:
    """Fail a test that starts a browser without the ``browser`` marker: one that asked for
    its page by ``request.getfixturevalue`` ran unseen in ``make check``'s CPython tier."""
    yield
    started = STARTS_A_BROWSER & set(request.fixturenames)
    if started and request.node.get_closest_marker("browser") is None:
        pytest.fail(f"started a browser ({', '.join(sorted(started))}) with no `browser` "
                    "marker: name a fixture that brings one in the test's arguments")


@pytest.fixture(scope="session")
def returning_visitor(browser_type: Any, browser_type_launch_args: dict[str, Any],
                      browser_context_args: dict[str, Any], base_url: str,
                      tmp_path_factory: Any) -> Path:
    """A Chromium profile after one visit of the site, with nothing kept but what a returning
    visitor's start uses: the Pyodide snapshot (Cache Storage) and the HTTP cache, the latter
    also for a board embedded in a page of another site (``read_a_rules_page_twice``). Its
    localStorage, IndexedDB, cookies and service workers are cleared, and checked empty."""
    folder = tmp_path_factory.mktemp("returning-visitor") / "profile"
    context = browser_type.launch_persistent_context(
        str(folder), **browser_type_launch_args, **browser_context_args)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        ready(page, "?game=siam")
        page.wait_for_selector("html[data-py-snapshot]", timeout=READY_TIMEOUT_MS)
        if page.get_attribute("html", "data-py-snapshot") != "kept":
            pytest.fail("the first visit kept no Pyodide snapshot: run `make snapshot`")
        ready(page, "?game=siam")  # a second start, from the snapshot: compiled code cached too
        assert page.get_attribute("html", "data-py-start") == "snapshot"
        read_a_rules_page_twice(page, base_url, folder.parent / "rules-site")
        left = clear_site_storage(context, page, base_url)
        assert left == returning_visitors_storage(base_url), left
    finally:
        context.close()
    return folder


RULES_SITE = "localhost"
"""The site of a rules page that embeds a board: another site than the board's (127.0.0.1)."""


def read_a_rules_page_twice(page: Any, base_url: str, folder: Path) -> None:
    """Open a page of another site (``RULES_SITE``) that embeds a board, twice, as a reader who
    comes back to a rules page does. There the browser refuses the frame its storage and keys
    its HTTP cache by the top page's site (any port): what a returning reader's board starts
    from is the snapshot and the runtime in *that* part of the HTTP cache, which this fills.
    Asserts that the second start restored the snapshot."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "index.html").write_text(
        f'<!doctype html><iframe id="board" src="{base_url}/?game=siam&embed=1" '
        'style="width:400px;height:500px"></iframe>')
    server, _ = serve(0, folder)
    try:
        url = f"http://{RULES_SITE}:{server.server_address[1]}/index.html"
        frame = page.frame_locator("#board")
        page.goto(url)
        # The snapshot is fetched once the board is playable; it is in the cache when the
        # page says where it put it (``data-py-snapshot``).
        frame.locator("html[data-py-snapshot]").wait_for(state="attached", timeout=READY_TIMEOUT_MS)
        page.goto(url)
        frame.locator('body[data-ready="1"]').wait_for(state="attached", timeout=READY_TIMEOUT_MS)
        start = frame.locator("html").get_attribute("data-py-start")
        assert start == "snapshot", f"a returning reader's embedded board started {start}"
    finally:
        server.shutdown()
        server.server_close()


OPEN_IN_PAGE = """(query) => {
  document.querySelectorAll('dialog[open]').forEach((dialog) => dialog.close());
  history.pushState(null, '', query || './');
  dispatchEvent(new PopStateEvent('popstate'));
}"""
"""Opens a link in the running page the way the browser's Back button does (no reload). A
dialog the page was left with is closed first, as a player closes it before going on. Shared
with the Firefox and WebKit suite (``tests/engines/test_games.route``)."""


def open_in_page(page: Any, query: str) -> None:
    """``OPEN_IN_PAGE`` in a Playwright page."""
    page.evaluate(OPEN_IN_PAGE, query)


def open_at(page: Any, size: tuple[int, int], query: str) -> None:
    """``open_link`` in a window of ``size`` (width, height)."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_link(page, query)


def open_link(page: Any, query: str) -> None:
    """Open ``/`` + ``query`` in ``page``: a new page load the first time, then through the page's
    own routing, as Back and Forward do (no reload, no new start of Pyodide). The page's language
    is chosen as it loads, so a link asking for another language than the page shows (its
    ``lang``, else the browser's), or a page whose language a test switched (the page keeps that
    choice), is loaded anew, with the kept choice dropped: a link naming no language opens in
    the browser's."""
    parts = urlsplit(query)
    lang = parse_qs(parts.query or parts.fragment).get("lang")
    shown = page.evaluate("document.body?.dataset.ready === '1' && document.documentElement.lang")
    loaded_as = getattr(page, "loaded_as", None)
    # The language the link opens in: the one it names, else the browser's (the page's routing
    # reads no `lang`: a link naming the language on screen opens as well without a load).
    wanted = lang[0] if lang and lang[0] in ("en", "ja") else getattr(page, "browser_lang", None)
    if shown and shown == loaded_as == wanted:
        open_in_page(page, query)
        page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
        page.wait_for_function(SETTLED)
        return
    if shown and shown != loaded_as:
        page.evaluate(f"localStorage.removeItem({LANG_KEY!r})")
    ready(page, query)
    found = page.evaluate(LANGUAGES)
    if lang is None and found["page"] != found["browser"]:  # kept by a page this test did not see
        warnings.warn(f"a link naming no language opened in {found['page']}, not the browser's "
                      f"{found['browser']} (kept: {found['kept']!r}); opened again without it", stacklevel=2)
        page.evaluate(f"localStorage.removeItem({LANG_KEY!r})")
        ready(page, query)
        found = page.evaluate(LANGUAGES)
    page.loaded_as, page.browser_lang = found["page"], found["browser"]


LANG_KEY = "abstract-boards.lang"
"""Where the page keeps the language its switch chose (web/boot.js)."""

LANGUAGES = f"""() => ({{page: document.documentElement.lang,
  browser: (navigator.languages || [navigator.language])[0].slice(0, 2) === 'ja' ? 'ja' : 'en',
  kept: localStorage.getItem({LANG_KEY!r})}})"""
"""The page's language, the one the browser asks for, and the one the page keeps."""


SETTLED = """() => document.getAnimations().every((a) =>
  a.playState !== 'running' || a.effect.getComputedTiming().iterations === Infinity)"""
"""No animation but endless ones (a pulse, a spinner) still running: a board opened through the
routing brings its pieces in with a short animation, which a load does not, and a test measures
the board as it stands."""


@pytest.fixture(scope="session")
def warm_browsers(base_url: str) -> Iterator[WarmBrowsers]:
    """This process's idle returning visitors' browsers (tests/warm_browsers.py)."""
    kept = WarmBrowsers(base_url)
    yield kept
    kept.close_all()


@pytest.fixture(scope="module")
def _module_page(browser_context_args: dict[str, Any],
                 warm_browsers: WarmBrowsers) -> Iterator[list[Any]]:
    """[the page ``reused_page`` hands out, or nothing yet], for one test module; its browser
    goes back to ``warm_browsers`` when the module is done."""
    held: list[Any] = []
    yield held
    for context in {page.context for page in held}:
        warm_browsers.give_back(browser_context_args, context, passed=True)


DEFAULT_VIEWPORT = {"width": 1280, "height": 720}
"""Playwright's window size for a context that names none: what a reused page is set back to."""


@pytest.fixture
def page(request: Any, browser_type: Any) -> Any:
    """pytest-playwright's ``page`` (a new page in the test's own context), or, for a test marked
    ``shares_page`` (a module's ``pytestmark``), the module's started page (``reused_page``; one
    also marked ``own_page`` gets a page of its own there). ``browser_type`` names the browser
    it brings, for the ``browser`` marker (``pytest_collection_modifyitems``)."""
    if request.node.get_closest_marker("shares_page") is not None:
        return request.getfixturevalue("reused_page")
    return request.getfixturevalue("context").new_page()


@pytest.fixture
def reused_page(_module_page: list[Any], browser_type: Any, browser_type_launch_args: dict[str, Any],
                browser_context_args: dict[str, Any], returning_visitor: Path,
                warm_browsers: WarmBrowsers, request: Any) -> Iterator[Any]:
    """A started page shared by the tests of a module that only need a board on screen (layout,
    names, what is drawn, taps): open each link with ``open_link``, through the page's own
    routing, instead of a new browser and a new start of Pyodide. Each test gets it at the
    context's window size. Not for tests of storage, start-up, service workers, what a load
    requests, or a page-wide setting: a module whose ``page`` is this one marks them
    ``own_page``, and they get a page of their own as ``page`` gives. A test that fails, or leaves
    the page not ready, hands the next test a new page."""
    if request.node.get_closest_marker("own_page") is not None:
        context = request.getfixturevalue("new_context")()
        yield context.new_page()
        return
    if not _module_page:  # a returning visitor's browser, handed on by earlier tests or new
        context = warm_browsers.take(browser_context_args, lambda: launch_browser(
            browser_type, browser_type_launch_args, returning_visitor, browser_context_args))
        _module_page.append(context.pages[0] if context.pages else context.new_page())
    page = _module_page[0]
    size = browser_context_args.get("viewport") or DEFAULT_VIEWPORT
    if page.viewport_size != size:
        page.set_viewport_size(size)
    yield page
    report = getattr(request.node, "report_call", None)
    try:
        healthy = report is not None and report.passed and not page.is_closed() \
            and page.evaluate("document.body?.dataset.ready") == "1"
    except Exception:  # noqa: BLE001 - a page that cannot answer is not reused
        healthy = False
    if not healthy:
        _module_page.clear()
        warm_browsers.give_back(browser_context_args, page.context, passed=False)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: Any, call: Any) -> Iterator[Any]:
    """Keep the call's report on the item (``reused_page`` starts again after a failure)."""
    report = yield
    if report.when == "call":
        item.report_call = report
    return report


@pytest.fixture
def new_context(browser_type: Any, browser_type_launch_args: dict[str, Any],
                browser_context_args: dict[str, Any], _artifacts_recorder: Any,
                request: Any) -> Iterator[Callable[..., Any]]:
    """pytest-playwright's context factory, starting each context as a returning visitor: a
    browser of its own on a copy of ``returning_visitor``, which a test that passes hands on
    to the next test with the same options once its storage is reset (tests/warm_browsers.py).
    Tests marked ``first_visit`` (or all, with ``WARM_PAGES=0``) get an empty context of the
    shared browser, as pytest-playwright gives."""
    marker = request.node.get_closest_marker("browser_context_args")
    args = {**browser_context_args, **(marker.kwargs if marker else {})}
    warm = WARM_PAGES and request.node.get_closest_marker("first_visit") is None
    profile = request.getfixturevalue("returning_visitor") if warm else None
    pool = request.getfixturevalue("warm_browsers") if warm else None
    browser = None if warm else request.getfixturevalue("browser")
    handed: list[tuple[Any, dict[str, Any]]] = []

    def make(**kwargs: Any) -> Any:
        options = {**args, **kwargs}
        if pool is None:
            context = browser.new_context(**options)
            close_for_good = context.close
        else:
            context = pool.take(options, lambda: launch_browser(
                browser_type, browser_type_launch_args, profile, options))

            def close_for_good(*close_args: Any, **close_kwargs: Any) -> None:
                close_browser(context)

        def close(*close_args: Any, **close_kwargs: Any) -> None:  # by the test: never handed on
            if (context, options) in handed:
                handed.remove((context, options))
                _artifacts_recorder.on_will_close_browser_context(context)
            del context.close
            close_for_good(*close_args, **close_kwargs)

        context.close = close
        handed.append((context, options))
        _artifacts_recorder.on_did_create_browser_context(context)
        return context

    yield make
    report = getattr(request.node, "report_call", None)
    passed = report is not None and report.passed
    for context, options in handed.copy():
        if pool is None:
            context.close()
            continue
        handed.remove((context, options))
        _artifacts_recorder.on_will_close_browser_context(context)
        del context.close
        pool.give_back(options, context, passed)


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """Tablets first: every page can be tapped."""
    return {**browser_context_args, "has_touch": True}


def caption_words(svg: str) -> list[str]:
    """``--caption`` and its text for the diagram command, read from a picture the page saved:
    its words are the page's (checked in CPython, tests/web/test_export.py); a page test compares
    the drawing. The first line says who is to move or how the game ended."""
    import html
    import re

    group = re.search(r'<g class="diagram-caption"[^>]*>(.*?)</g>', svg)
    assert group is not None, "no caption under the picture"
    lines = [html.unescape(line) for line in re.findall(r"<text[^>]*>([^<]*)</text>", group.group(1))]
    assert lines and lines[0], lines
    return ["--caption", "\\n".join(lines)]
