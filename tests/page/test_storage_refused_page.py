"""A page whose browser refuses storage still starts and plays (docs/embedding.md#storage).

A person or a policy may block site data, and a browser refuses it to a frame of another
site: reading ``localStorage`` or ``caches`` may throw, IndexedDB may fail to open, a
Cache Storage write may be rejected. Each kind of refusal is made here by an init script
that runs before the page's own scripts; the page must start, play a game by taps, show
no browser error text, and keep whatever it still can (the game in the address; the
saves where only localStorage is refused).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.conftest import READY_TIMEOUT_MS
from tests.page.test_siam_page import play_by_taps

STORAGES = ["localStorage", "sessionStorage", "indexedDB", "caches"]

REFUSE = """(() => {{
  for (const name of {names}) {{
    Object.defineProperty(window, name, {{
      configurable: true,
      get() {{ throw new DOMException("The operation is insecure.", "SecurityError"); }},
    }});
  }}
}})();"""

IDB_OPEN_FAILS = """(() => {
  // As in a frame of another site: the open request fires an error event.
  IDBFactory.prototype.open = function () {
    const request = new EventTarget();
    setTimeout(() => {
      request.error = new DOMException("Access denied", "UnknownError");
      const event = new Event("error", {cancelable: true});
      request.dispatchEvent(event);
      if (request.onerror) request.onerror.call(request, event);
    }, 0);
    return request;
  };
})();"""

CACHE_PUT_REJECTS = """(() => {
  Cache.prototype.put = function () {
    return Promise.reject(new DOMException("Quota exceeded", "QuotaExceededError"));
  };
})();"""

CHANNEL_REFUSED = """(() => {
  // As Firefox where site data is blocked (every cookie, or a frame of another site with
  // third-party storage blocked): the constructor throws.
  window.BroadcastChannel = function BroadcastChannel() {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
})();"""

RAW_ERRORS = ("SecurityError", "InvalidStateError", "QuotaExceededError", "UnknownError",
              "JsProxy", "Traceback", "insecure", "Access denied", "Could not start")


def refuse(page: Any, script: str) -> list[str]:
    """Install ``script`` before any page script; returns the page's uncaught errors."""
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.add_init_script(script)
    return errors


SAVING_OFF = "() => document.body.innerText.includes('This browser keeps no data for this site')"
"""The page's words (``saved.unavailable``) once a first save finds no storage."""


def start_and_play(page: Any, saving_off: bool = False) -> None:
    page.goto("/?game=siam")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    play_by_taps(page, "+B1S")
    if saving_off:  # said once, in the page's words, where saving was expected
        page.wait_for_function(SAVING_OFF, timeout=READY_TIMEOUT_MS)
    play_by_taps(page, "+E1W")
    assert page.get_attribute("#app", "data-ply") == "2"


def visible_text(page: Any) -> str:
    return page.evaluate("document.body.innerText")


def assert_no_raw_error(page: Any) -> None:
    text = visible_text(page)
    for raw in RAW_ERRORS:
        assert raw not in text, raw


def reload_keeps_the_game(page: Any) -> None:
    """The address carries the moves: a reload goes on with them, storage or not."""
    page.wait_for_function("location.hash.includes('E1W')")  # the address follows the redraw
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("#app", "data-ply") == "2"


@pytest.mark.parametrize("names", [[name] for name in STORAGES] + [STORAGES],
                         ids=STORAGES + ["all"])
def test_a_storage_that_throws_when_read_leaves_the_page_playable(page: Any, names: list[str]) -> None:
    errors = refuse(page, REFUSE.format(names=json.dumps(names)))
    start_and_play(page, saving_off="indexedDB" in names)
    assert_no_raw_error(page)
    reload_keeps_the_game(page)
    if "indexedDB" not in names:
        # The saves still work: the game is listed on the home page.
        page.goto("/")
        page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
        page.wait_for_selector("#saved-list li", timeout=READY_TIMEOUT_MS)
    assert_no_raw_error(page)
    assert errors == []


def test_a_broadcast_channel_refused_with_all_storage_leaves_the_page_playable(page: Any) -> None:
    """PyScript's core makes a BroadcastChannel as it loads: refused, it must not stop the start."""
    errors = refuse(page, REFUSE.format(names=json.dumps(STORAGES)))
    page.add_init_script(CHANNEL_REFUSED)
    start_and_play(page, saving_off=True)
    assert_no_raw_error(page)
    reload_keeps_the_game(page)
    assert errors == []


def test_an_indexeddb_that_fails_to_open_leaves_the_page_playable_without_saves(page: Any) -> None:
    errors = refuse(page, IDB_OPEN_FAILS)
    start_and_play(page, saving_off=True)
    assert_no_raw_error(page)
    reload_keeps_the_game(page)
    assert errors == []


def test_the_japanese_page_says_saving_is_off_in_japanese(page: Any) -> None:
    refuse(page, REFUSE.format(names=json.dumps(["indexedDB"])))
    page.goto("/?game=siam&lang=ja")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    play_by_taps(page, "+B1S")
    page.wait_for_function("() => document.body.innerText.includes('ゲームは保存されません')")
    assert "This browser" not in visible_text(page)


@pytest.mark.first_visit  # the snapshot must still be to keep
def test_a_rejected_snapshot_write_leaves_the_page_playable(page: Any) -> None:
    errors = refuse(page, CACHE_PUT_REJECTS)
    start_and_play(page)
    page.wait_for_selector("html[data-py-snapshot]", timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "data-py-snapshot") == "none"
    reload_keeps_the_game(page)
    assert page.get_attribute("html", "data-py-start") == "plain"
    assert_no_raw_error(page)
    assert errors == []


SERVICE_WORKER_READ_THROWS = """(() => {
  Object.defineProperty(Navigator.prototype, "serviceWorker", {
    configurable: true,
    get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
  });
  window.registerTried = true;  // nothing to try: the read itself throws
})();"""

SERVICE_WORKER_REGISTER_REJECTS = """(() => {
  ServiceWorkerContainer.prototype.register = function () {
    window.registerTried = true;
    return Promise.reject(new DOMException("The operation is insecure.", "SecurityError"));
  };
})();"""


@pytest.mark.parametrize("script", [SERVICE_WORKER_READ_THROWS, SERVICE_WORKER_REGISTER_REJECTS],
                         ids=["read-throws", "register-rejects"])
def test_the_built_site_starts_and_plays_where_service_workers_and_storage_are_refused(
        page: Any, tmp_path: Any, script: str) -> None:
    """The built site registers its service worker once playable: refused, it stays online only."""
    from tools.build_site import build
    from tools.serve import serve

    server, _ = serve(0, build(tmp_path / "site").out)
    try:
        errors = refuse(page, REFUSE.format(names=json.dumps(STORAGES)))
        page.add_init_script(script)
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/?game=siam")
        page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
        page.wait_for_function("window.registerTried === true", timeout=READY_TIMEOUT_MS)
        play_by_taps(page, "+B1S")
        play_by_taps(page, "+E1W")
        assert_no_raw_error(page)
        assert page.get_attribute("html", "data-boot-failed") is None
        assert errors == []
    finally:
        server.shutdown()
        server.server_close()
