"""One small driver interface over two automation stacks, so one test body runs in
Firefox and in WebKit.

- Firefox (Debian's ``firefox-esr``): ``puppeteer-core`` over WebDriver BiDi,
  through ``firefox_bridge.mjs`` (a JSON-lines child process). Debian ships no
  geckodriver, so Selenium cannot drive it.
- WebKit (WebKitGTK's ``MiniBrowser``, the engine of Safari on iPads):
  ``selenium`` with ``WebKitWebDriver``, on a private X display (``Xvfb``).

Every wait polls a condition inside the page (never a fixed sleep); clicks are
real input events from the automation stack, at the element's centre.
"""

from __future__ import annotations

import glob
import json
import os
import subprocess
import time
from functools import partial
from pathlib import Path
from typing import Any, Protocol

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
FIREFOX = os.environ.get("FIREFOX_PATH", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER_PATH", "/usr/bin/WebKitWebDriver")
READY_TIMEOUT_S = float(os.environ.get("ENGINE_READY_TIMEOUT", "420"))
WEBKIT_LAUNCH_S = 120.0
"""How long a new WebKit session may take to open. One that takes longer has hung (seen on a
loaded machine: WebKitWebDriver answered nothing, no MiniBrowser running, for over ten
minutes); its driver is killed and the session opened again."""
WEBKIT_LAUNCHES = 3
"""Tries to open one WebKit session before the test fails with a clear error."""
"""The longest wait for a start-up: WebKitGTK needs 110-210 s to a playable board when
several test runs share this 2-core machine (docs/start-up.md, "WebKit"). A limit, not a
pause: every wait ends as soon as its condition holds."""

WAIT_SOURCE = """(expr, timeoutMs) => new Promise((resolve, reject) => {
  const start = Date.now();
  const check = new Function("return (" + expr + ");");
  (function tick() {
    let value;
    try { value = check(); } catch (err) { value = undefined; }
    if (value) resolve(value);
    else if (Date.now() - start > timeoutMs) reject(new Error("timed out waiting for " + expr));
    else setTimeout(tick, 25);
  })();
})"""
"""Polls ``expr`` in the page every 25 ms until it is truthy: the shared waiting primitive."""


START_STATE = """() => ({
  href: location.href, readyState: document.readyState, leftBehind: Boolean(window.__left_behind),
  html: Object.assign({}, document.documentElement.dataset),
  body: document.body ? Object.assign({}, document.body.dataset) : null,
  text: document.body ? document.body.innerText.slice(0, 400) : null,
  loaded: performance.getEntriesByType("resource").map((e) => e.name.split("/").slice(-2).join("/")),
})"""
"""How far a page's start got: what a ready wait that ran out reports (``loaded``: every
request answered so far, in order, so a start stuck on one shows what it never got)."""


READY = "!window.__left_behind && document.body && document.body.dataset.ready === '1'"
"""A document not marked by ``leave`` says it is ready."""

INTERPRETER_UP = ("!window.__left_behind && (document.documentElement.dataset.pyInterpreter === 'up'"
                  " || (document.body && document.body.dataset.ready === '1'))")
"""Pyodide's own start has ended in this document (web/pyodide_start.mjs), or it is ready."""

STUCK_START_S = 120.0
"""How long WebKit may take to bring Pyodide up before its start is taken as stuck. While this
suite ran WebKit without its top wasm tier (``JSC_useOMGJIT=0``, since dropped), WebKit pages
stopped working seven times in six of twenty-two runs (docs/start-up.md, "A start that never
ends"): most in Pyodide's ``loadPyodide`` after every runtime file was fetched, with nothing
failed and "Loading interpreter…" for 420 s; one later, in the middle of a game. The slowest
WebKit start seen otherwise in a whole run took 25 s to a playable board: this is about five
times that. A start still stuck here is loaded once more (one still slow then gets the rest of
``READY_TIMEOUT_S``); ``STUCK_STARTS`` counts it and the run's summary says so: a guard, and a
run where it fires is not a clean one."""

STUCK_STARTS: list[dict[str, Any]] = []
"""How far each start taken as stuck had got (``START_STATE``), for the run's summary."""

PRESSES_SEEN = """() => {
  if (!window.__pressesSeen) {
    window.__pressesSeen = [0, 0];
    addEventListener("pointerdown", () => { window.__pressesSeen[0] += 1; }, true);
    addEventListener("click", () => { window.__pressesSeen[1] += 1; }, true);
  }
  return window.__pressesSeen.slice();
}"""
"""How many pointer presses and clicks this document has received (counting from the first
call): whether a click the automation reports failed reached the page at all."""

LOST_CLICKS: list[str] = []
"""Clicks WebKitWebDriver failed before the page received any part of them, sent once more
(``WebKitPage.click``), for the run's summary."""


class BrowserGone(RuntimeError):
    """The browser under a page ended (crashed or was killed): no condition in that page can
    hold any more, so a wait ends at once. pytest.ini reruns a test once for this error alone."""


class Page(Protocol):
    """What a cross-engine test may do with one page (one fresh browser context)."""

    engine: str

    def goto(self, url: str) -> None: ...
    def reload(self) -> None: ...
    def url(self) -> str: ...
    def viewport(self, width: int, height: int) -> None: ...
    def eval(self, source: str, *args: Any) -> Any: ...
    def click(self, selector: str) -> None: ...
    def screenshot(self, path: Path) -> None: ...
    def requests(self) -> list[str]: ...
    def close(self) -> None: ...


class PageBase:
    """Waiting and reading helpers shared by both engines, built on ``eval``."""

    engine = ""

    def eval(self, source: str, *args: Any) -> Any:  # pragma: no cover - overridden
        raise NotImplementedError

    def frame_eval(self, origin: str, source: str, *args: Any) -> Any:  # pragma: no cover
        raise NotImplementedError

    def wait(self, expr: str, timeout: float = 60.0) -> Any:
        """Until the JS expression ``expr`` is truthy in the page; returns its value."""
        return self._wait(self.eval, expr, timeout)

    def frame_wait(self, origin: str, expr: str, timeout: float = 60.0) -> Any:
        """Until ``expr`` is truthy in the page's frame of ``origin`` (which may not have
        started loading yet: a lazy frame loads once it is laid out in view)."""
        return self._wait(partial(self.frame_eval, origin), expr, timeout)

    def _wait(self, evaluate: Any, expr: str, timeout: float) -> Any:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            try:
                return evaluate(WAIT_SOURCE, expr, int(max(left, 0.1) * 1000))
            except BrowserGone:
                raise
            except Exception as err:  # a navigation may end the page's script: ask again
                if time.monotonic() >= deadline:
                    raise AssertionError(f"{self.engine}: timed out waiting for {expr}") from err

    def leave(self) -> None:
        """Mark the document about to be left (``goto``, ``reload``): ``wait_ready`` then waits
        for the next one. Under load an engine (WebKit) may answer a navigation before it has
        replaced the document, whose own ``data-ready`` would be read as the new one's. Only a
        page of this site (``body[data-ready]``) is marked: a session's blank start page could
        never be read as ready, and an engine that kept its window object for the first page
        it loads would carry the mark into that page."""
        try:
            self.eval("() => { if (document.body && document.body.dataset.ready !== undefined)"
                      " window.__left_behind = true; }")
        except Exception:  # noqa: BLE001 - no document yet, or one mid-navigation: none to mark
            pass

    reloads_a_stuck_start = False
    """Whether a start stuck in Pyodide's own start (``STUCK_START_S``) is loaded once more."""

    def wait_ready(self, timeout: float = READY_TIMEOUT_S) -> None:
        """Until a document not marked by ``leave`` says it is ready. If it never does, the
        failure says how far the page got (its address, the start's marks, its text). An engine
        that ``reloads_a_stuck_start`` loads a page stuck in Pyodide's start once more."""
        began = time.monotonic()
        if self.reloads_a_stuck_start and timeout > STUCK_START_S:
            try:
                self.wait(INTERPRETER_UP, STUCK_START_S)
            except AssertionError:
                STUCK_STARTS.append({"engine": self.engine, "page": self._start_state()})
                self.reload()
        try:
            self.wait(READY, max(timeout - (time.monotonic() - began), 1.0))
        except AssertionError as err:
            raise AssertionError(f"{err}; the page: {self._start_state()}") from err

    def _start_state(self) -> Any:
        """``START_STATE``, or what kept the page from answering."""
        try:
            return self.eval(START_STATE)
        except Exception as probe:  # noqa: BLE001 - a page that cannot answer says that much
            return f"(the page did not answer: {probe!r})"

    def painted(self) -> None:
        """Until the page has drawn a frame since now (two animation frames, at most a second):
        WebKit's screenshot right after a resize showed the frame drawn before it, the old
        layout cut to the new window, though the page's layout already had the new size."""
        self.eval("() => new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(done));"
                  " setTimeout(done, 1000); })")

    def app(self, name: str) -> str | None:
        return self.eval("(n) => { const v = document.querySelector('#app').dataset[n];"
                         " return v === undefined ? null : v; }", _camel(name))

    def count(self, selector: str) -> int:
        return self.eval("(s) => document.querySelectorAll(s).length", selector)

    def attrs(self, selector: str, *names: str) -> list[list[str | None]]:
        """``data-*`` values (camelCase or dashed names) of every match, in document order."""
        return self.eval("(s, names) => [...document.querySelectorAll(s)].map("
                         "e => names.map(n => e.dataset[n] === undefined ? null : e.dataset[n]))",
                         selector, [_camel(n) for n in names])

    def text(self, selector: str) -> str:
        return self.eval("(s) => { const e = document.querySelector(s); return e ? e.textContent : null; }",
                         selector)

    def wait_ply(self, ply: int, timeout: float = 60.0) -> None:
        self.wait(f"document.querySelector('#app').dataset.ply === '{ply}'", timeout)


def _camel(name: str) -> str:
    head, *rest = name.split("-")
    return head + "".join(part.capitalize() for part in rest)


# ---------------------------------------------------------------- Firefox


class FirefoxBrowser:
    """One Firefox for the session, driven through the Node bridge; ``prefs`` are Firefox
    preferences of this browser's own (a test's setting, such as storage blocked)."""

    def __init__(self, prefs: dict[str, Any] | None = None) -> None:
        env = {**os.environ, "FIREFOX_PATH": FIREFOX, "FIREFOX_PREFS": json.dumps(prefs or {})}
        self.proc = subprocess.Popen(
            ["node", str(HERE / "firefox_bridge.mjs")], cwd=ROOT, text=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        self.next_id = 0
        first = self.proc.stdout.readline()  # type: ignore[union-attr]
        if not first:
            raise RuntimeError("the Firefox bridge did not start (is puppeteer-core installed?)")
        self.version = "Firefox " + self.call("version").split("/")[-1]

    def call(self, op: str, **args: Any) -> Any:
        self.next_id += 1
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps({"id": self.next_id, "op": op, "args": args}) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the Firefox bridge exited")
        answer = json.loads(line)
        if not answer["ok"]:
            raise RuntimeError(f"firefox {op}: {answer['error']}")
        return answer["value"]

    def new_page(self) -> "FirefoxPage":
        return FirefoxPage(self, self.call("context"))

    def quit(self) -> None:
        try:
            self.call("quit")
        except RuntimeError:
            pass
        self.proc.wait(timeout=30)


class FirefoxPage(PageBase):
    engine = "firefox"

    def __init__(self, browser: FirefoxBrowser, number: int) -> None:
        self.browser, self.number = browser, number

    def _call(self, op: str, **args: Any) -> Any:
        return self.browser.call(op, page=self.number, **args)

    def goto(self, url: str) -> None:
        self.leave()
        self._call("goto", url=url)

    def reload(self) -> None:
        self.leave()
        self._call("reload")

    def url(self) -> str:
        return self._call("url")

    def viewport(self, width: int, height: int) -> None:
        self._call("viewport", width=width, height=height)

    def eval(self, source: str, *args: Any) -> Any:
        return self._call("eval", source=source, args=list(args))

    def click(self, selector: str) -> None:
        self._call("click", selector=selector)

    def frame_eval(self, origin: str, source: str, *args: Any) -> Any:
        """``eval`` in this page's frame whose address starts with ``origin``."""
        return self._call("frameEval", origin=origin, source=source, args=list(args))

    def screenshot(self, path: Path) -> None:
        self.painted()
        self._call("screenshot", path=str(path))

    def requests(self) -> list[str]:
        return self._call("requests")

    def close(self) -> None:
        self._call("close")

    def sibling(self) -> "FirefoxPage":
        """Another tab of this page's browser context (the same storage); closing it closes
        only that tab."""
        return FirefoxPage(self.browser, self._call("sibling"))

    def front(self) -> None:
        """Bring this tab to the front: a tab behind gets no animation frames (nor clicks)."""
        self._call("front")


# ---------------------------------------------------------------- WebKit


def _die_with_parent() -> None:
    """In the child: ask Linux for SIGTERM when the test process ends, however it ends."""
    import ctypes
    import signal

    ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class Display:
    """A private X display (Xvfb) for WebKitGTK, which has no headless mode here."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=_die_with_parent)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.name = f":{number}"

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


def minibrowser() -> str:
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))
    if not found:
        raise RuntimeError("no WebKitGTK MiniBrowser: install Debian's webkit2gtk-driver")
    return os.environ.get("WEBKIT_BROWSER_PATH", found[-1])


NARROW_TOOLBAR_CSS = """window * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0;
  font-size: 1px; -gtk-icon-transform: scale(0.1); }
"""
"""GTK style for the MiniBrowser's own toolbar: as drawn by default it keeps the window at
least 447 px wide, so a 390 px (phone) viewport could not be had. The page is not GTK-styled."""


def launch_bounded(start: Any, service: Any, seconds: float) -> Any:
    """``start()`` (a WebDriver session's opening) if it returns within ``seconds``; else its
    driver process is killed, which ends the wait, and None is returned. WebDriver's own
    client waits for ever (its HTTP timeout is the socket default), and a session's later
    commands may rightly take minutes, so the bound is on the opening alone."""
    import threading

    opened: list[Any] = []
    failed: list[BaseException] = []

    def run() -> None:
        try:
            opened.append(start())
        except BaseException as err:  # noqa: BLE001 - handed to the caller's thread below
            failed.append(err)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        process = getattr(service, "process", None)
        if process is not None:
            process.kill()
        thread.join(30)
        if opened:  # it opened as it was being killed: close it
            try:
                opened[0].quit()
            except Exception:  # noqa: BLE001 - the driver is gone already
                pass
        return None
    if failed:
        raise failed[0]
    return opened[0]


class WebKitBrowser:
    """A factory of WebKit pages; each page is its own WebDriver session (a fresh
    MiniBrowser with its own storage), all on one X display."""

    def __init__(self) -> None:
        import tempfile

        self.display = Display()
        self.version = ""
        self.sessions: list[WebKitPage] = []
        self.hung_launches = 0
        """Sessions that did not open in time and were opened again (the log reports them)."""
        self.config = tempfile.TemporaryDirectory(prefix="webkit-gtk-")
        (Path(self.config.name) / "gtk-3.0").mkdir()
        (Path(self.config.name) / "gtk-3.0" / "gtk.css").write_text(NARROW_TOOLBAR_CSS)

    def new_page(self) -> "WebKitPage":
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        options = Options()
        options.binary_location = minibrowser()
        options.add_argument("--automation")
        driver = None
        for _ in range(WEBKIT_LAUNCHES):
            service = Service(WEBKIT_DRIVER, env={**os.environ, "DISPLAY": self.display.name,
                                                  "XDG_CONFIG_HOME": self.config.name})
            driver = launch_bounded(partial(webdriver.WebKitGTK, options=options, service=service),
                                    service, WEBKIT_LAUNCH_S)
            if driver is not None:
                break
            self.hung_launches += 1
        if driver is None:
            raise RuntimeError(f"WebKit: no session opened in {WEBKIT_LAUNCHES} tries of "
                               f"{WEBKIT_LAUNCH_S:.0f} s each (WebKitWebDriver hung)")
        driver.set_script_timeout(READY_TIMEOUT_S)
        driver.set_page_load_timeout(READY_TIMEOUT_S)
        self.version = "WebKitGTK " + driver.capabilities.get("browserVersion", "?")
        page = WebKitPage(driver)
        self.sessions.append(page)
        return page

    def quit(self) -> None:
        for page in self.sessions:
            page.close()
        self.display.stop()
        self.config.cleanup()


FRAME_DRAWN = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
"""Until the page has drawn its next frame. What a redraw leaves for just before the paint (the
move list scrolled to the current move) then has run, so the point a click is aimed at stays
where it was measured: on a loaded machine WebKit's frame could come between the measuring
and the press, the list scrolled back, and the press landed on another move."""

CENTRE_OF = """(() => {
  const e = document.querySelector(SELECTOR);
  if (!e) return null;
  e.scrollIntoView({block: "nearest", inline: "nearest"});
  const r = e.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? [r.left + r.width / 2, r.top + r.height / 2] : null;
})()"""
"""The viewport point at the centre of the first match, once it is drawn at a real size."""

RESOURCES = ("() => location.protocol === 'about:' ? [] :"
             " [location.href, ...performance.getEntriesByType('resource').map(e => e.name)]")
"""What a page loaded, as far as WebKit lets a test see (no network events in WebDriver
classic); a new session's blank start page is no request."""


VIEWPORT_ROUNDS = 4
"""Tries at sizing WebKit's window to a page size before the last wait reports it."""


class WebKitPage(PageBase):
    engine = "webkit"
    reloads_a_stuck_start = True

    def __init__(self, driver: Any) -> None:
        self.driver = driver
        self.seen: list[str] = []
        self.closed = False

    def _note_resources(self) -> None:
        try:
            self.seen.extend(self.eval(RESOURCES))
        except Exception:  # noqa: BLE001 - a page mid-navigation has nothing to report
            pass

    def goto(self, url: str) -> None:
        self._note_resources()
        self.leave()
        self.driver.get(url)

    def reload(self) -> None:
        self._note_resources()
        self.leave()
        self.driver.refresh()

    def url(self) -> str:
        return self.driver.current_url

    def viewport(self, width: int, height: int) -> None:
        """Size the window so that the page's viewport (not the window) is width × height."""
        # The window answers before the page has its new size, and a busy machine may show
        # the page a size on the way: each round reads the window and the page as they are
        # now and asks for the window whose page is width × height, until the page has it.
        wanted = f"innerWidth === {width} && innerHeight === {height}"
        for _ in range(VIEWPORT_ROUNDS):
            window = self.driver.get_window_size()
            inner = self.eval("() => [innerWidth, innerHeight]")
            if inner == [width, height]:
                return
            self.driver.set_window_size(window["width"] + width - inner[0],
                                        window["height"] + height - inner[1])
            try:
                self.wait(wanted, 30)
                return
            except AssertionError:
                continue  # read both again: one of them had not settled
        self.wait(wanted, 30)

    def eval(self, source: str, *args: Any) -> Any:
        script = ("const done = arguments[arguments.length - 1];"
                  f"Promise.resolve().then(() => ({source})(...arguments[0]))"
                  ".then(v => done({ok: v === undefined ? null : v}),"
                  " e => done({error: String(e && e.message || e)}));")
        from selenium.common.exceptions import InvalidSessionIdException

        try:
            answer = self.driver.execute_async_script(script, list(args))
        except InvalidSessionIdException as err:
            raise BrowserGone("webkit: the WebDriver session ended (MiniBrowser closed or "
                              "crashed)") from err
        if answer is None or "error" in answer:
            raise RuntimeError(f"webkit eval: {answer and answer['error']}")
        return answer["ok"]

    def frame_eval(self, origin: str, source: str, *args: Any) -> Any:
        """``eval`` in this page's frame whose address starts with ``origin`` (WebDriver enters
        a frame of another origin; the page's own scripts cannot)."""
        from selenium.webdriver.common.by import By

        frames = [f for f in self.driver.find_elements(By.TAG_NAME, "iframe")
                  if (f.get_attribute("src") or "").startswith(origin)]
        if not frames:
            raise RuntimeError(f"webkit: no frame of {origin}")
        self.driver.switch_to.frame(frames[0])
        try:
            return self.eval(source, *args)
        finally:
            self.driver.switch_to.default_content()

    def click(self, selector: str) -> None:
        """A pointer press and release at the element's centre, like a player's click.

        Through viewport coordinates: WebKitWebDriver refuses element clicks (and
        element-origin actions) on SVG groups, whose in-view centre it cannot find.
        """
        from selenium.common.exceptions import InvalidSessionIdException, WebDriverException
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        self.eval(FRAME_DRAWN)
        x, y = self.wait(CENTRE_OF.replace("SELECTOR", json.dumps(selector)), 30)

        def press_and_release() -> None:
            actions = ActionBuilder(self.driver, duration=0)
            actions.pointer_action.move_to_location(int(x), int(y)).click()
            actions.perform()

        before = self.eval(PRESSES_SEEN)
        try:
            press_and_release()
        except InvalidSessionIdException:
            raise
        except WebDriverException as err:
            # Seen once on a loaded machine: an empty "unknown error" from WebKitWebDriver for a
            # click. One the page never received (no press, no click) is sent once more; one it
            # received in part may have been acted on, so it is not sent again: the test fails.
            if self.eval(PRESSES_SEEN) != before:
                raise
            LOST_CLICKS.append(f"{selector}: {err.msg or type(err).__name__}")
            ActionBuilder(self.driver).clear_actions()
            press_and_release()

    def screenshot(self, path: Path) -> None:
        self.painted()
        self.driver.save_screenshot(str(path))

    def requests(self) -> list[str]:
        self._note_resources()
        return list(self.seen)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.driver.quit()


def launch(engine: str) -> Any:
    return FirefoxBrowser() if engine == "firefox" else WebKitBrowser()
