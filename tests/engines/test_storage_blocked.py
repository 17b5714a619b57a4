"""Firefox told to block storage, as a person or a policy may (docs/embedding.md#storage).

Firefox's default partitions a frame of another site (tests/engines/test_site.py); with
third-party cookies blocked it refuses that frame's storage, and with every cookie blocked
it refuses the site's own pages too. There it throws ``SecurityError`` from
``localStorage``, ``caches.open``, Web Locks and ``new BroadcastChannel`` (which
PyScript's core makes while it loads). Each page here runs in a Firefox of its own,
launched with that preference.
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from tests.engines.conftest import ENGINES
from tests.engines.drivers import FirefoxBrowser
from tests.engines.test_games import open_link, siam_click
from tests.engines.test_site import heard, host_site, send  # noqa: F401 (fixture)

pytestmark = [pytest.mark.engines, pytest.mark.browser,
              pytest.mark.skipif("firefox" not in ENGINES, reason="ENGINES leaves Firefox out")]

THIRD_PARTY_BLOCKED = 1
ALL_BLOCKED = 2
"""Values of Firefox's ``network.cookie.cookieBehavior`` (its cookies and site data setting)."""

REFUSED = """async () => {
  const out = {};
  try { localStorage.length; out.local = "ok"; } catch (e) { out.local = e.name; }
  out.caches = await caches.open("probe").then(() => "ok", (e) => e.name);
  out.locks = await navigator.locks.request("probe", () => 1).then(() => "ok", (e) => e.name);
  return out;
}"""
"""What the page gets of each kind of storage: "ok" or the error's name. (Its BroadcastChannel
is the page's own stand-in by then: web/storage_fallback.js.)"""


def firefox(cookie_behavior: int) -> Iterator[Any]:
    browser = FirefoxBrowser(prefs={"network.cookie.cookieBehavior": cookie_behavior})
    page = browser.new_page()
    try:
        yield page
    finally:
        page.close()
        browser.quit()


@pytest.fixture
def third_party_blocked() -> Iterator[Any]:
    yield from firefox(THIRD_PARTY_BLOCKED)


@pytest.fixture
def all_blocked() -> Iterator[Any]:
    yield from firefox(ALL_BLOCKED)


def test_an_embedded_board_on_another_site_starts_where_third_party_storage_is_blocked(
        third_party_blocked: Any, host_site: str, base_url: str) -> None:  # noqa: F811 (fixture)
    tab = third_party_blocked
    tab.viewport(800, 600)
    tab.goto(host_site)
    assert heard(tab, "one", "ready")[0]["ply"] == 0
    refused = tab.frame_eval(base_url + "/", REFUSED)
    assert refused == {"local": "SecurityError", "caches": "SecurityError", "locks": "SecurityError"}
    send(tab, "one", {"kind": "play", "moves": ["+B1S", "+E1W"]})
    assert [m["token"] for m in heard(tab, "one", "moved", 2)] == ["+B1S", "+E1W"]
    text = tab.frame_eval(base_url + "/", "() => document.body.innerText")
    for raw in ("Error", "insecure", "not saved", "could not start"):
        assert raw not in text


def test_a_page_starts_and_plays_where_every_cookie_is_blocked(all_blocked: Any, base_url: str) -> None:
    tab = all_blocked
    open_link(tab, base_url, "?game=siam")
    assert tab.eval(REFUSED) == {"local": "SecurityError", "caches": "SecurityError", "locks": "SecurityError"}
    siam_click(tab, "+B1S")
    tab.wait("document.body.innerText.includes('This browser keeps no data for this site')")
    siam_click(tab, "+E1W")
    assert tab.app("ply") == "2"
    assert "insecure" not in tab.text("body") and "could not start" not in tab.text("body")
