"""Saving in the browser when writes fail, keys are strange and two tabs play one game.

A write that IndexedDB refuses once is told (with what to do when storage is
full) and the next move saves the whole game; site data cleared with a game open
is recovered from at the next move, or, where the store cannot be opened again,
said once; a save under an array key is set aside without any internal error
text, and the good saves are listed; two tabs of one game keep both lines, and
the home page's list follows another tab. The rules behind these are tested on
CPython in tests/web/test_saves.py.
"""

from __future__ import annotations

import json
import time
from typing import Any

from games.record_format import read_record
from tests.conftest import READY_TIMEOUT_MS, ready
from tests.page.test_records_page import PUT_RAW, READ_ALL, SAVES_DB, _saved_rows, wait_for_saves
from tests.page.test_siam_page import play_by_taps
from tests.warm_browsers import CLEARED

FAIL_PUTS = """(() => {
  const put = IDBObjectStore.prototype.put;
  self.failPuts = 0;
  IDBObjectStore.prototype.put = function (...args) {
    if (self.failPuts > 0) {
      self.failPuts -= 1;
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    return put.apply(this, args);
  };
})();"""
"""An init script: ``self.failPuts = n`` makes IndexedDB refuse the next ``n`` writes, as a
full disk does."""


def saved_lines(page: Any) -> list[list[str]]:
    """The move lines of every readable save, sorted."""
    lines = []
    for _key, value in page.evaluate(READ_ALL, SAVES_DB):
        try:
            record = json.loads(json.loads(value)[2])["record"]
        except (TypeError, ValueError, KeyError, IndexError):
            continue
        lines.append(list(read_record(record).moves))
    return sorted(lines)


def wait_for_lines(page: Any, wanted: list[list[str]]) -> None:
    """Until the saves hold exactly these lines (saving runs after the redraw)."""
    deadline = time.monotonic() + READY_TIMEOUT_MS / 1000
    while (found := saved_lines(page)) != sorted(wanted):
        assert time.monotonic() < deadline, f"saved lines: {found}"
        page.wait_for_function("() => new Promise(ok => requestAnimationFrame(() => ok(true)))")


def test_a_refused_write_is_told_and_the_next_move_saves_the_whole_game(page: Any) -> None:
    page.add_init_script(FAIL_PUTS)
    ready(page, "?game=siam")
    play_by_taps(page, "+B1S")
    wait_for_saves(page, 1, cursor=1)
    page.evaluate("self.failPuts = 1")
    play_by_taps(page, "+E1W")
    page.wait_for_selector("#message:not([hidden])", timeout=10_000)
    message = page.text_content("#message-text")
    assert "storage for this site is full" in message and "Delete old games" in message
    assert "Quota" not in message and "DOMException" not in message
    play_by_taps(page, "+A5E")
    wait_for_lines(page, [["+B1S", "+E1W", "+A5E"]])
    play_by_taps(page, "+A4E")  # and saving goes on
    wait_for_lines(page, [["+B1S", "+E1W", "+A5E", "+A4E"]])


WATCH_MESSAGES = """() => {
  self.messagesShown = [];
  const text = document.querySelector('#message-text');
  new MutationObserver(() => self.messagesShown.push(text.textContent))
    .observe(text, {childList: true, characterData: true, subtree: true});
}"""
"""Keep every text the message line shows from now on (a message may fade before a check)."""


def clear_site_data(page: Any, base_url: str) -> None:
    """The browser's "Clear site data" with the page open: its IndexedDB databases deleted and
    their connections closed, localStorage emptied. Cache Storage (the kept start-up snapshot)
    is left, as the test browsers' reset leaves it (tests/warm_browsers.py)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Storage.clearDataForOrigin", {"origin": base_url, "storageTypes": CLEARED})
    cdp.detach()


def test_site_data_cleared_mid_game_the_next_move_saves_the_whole_game_again(
        page: Any, base_url: str) -> None:
    ready(page, "?game=siam")
    play_by_taps(page, "+B1S")
    wait_for_saves(page, 1, cursor=1)
    page.evaluate(WATCH_MESSAGES)
    clear_site_data(page, base_url)
    assert saved_lines(page) == [] and page.evaluate("localStorage.length") == 0
    play_by_taps(page, "+E1W")
    wait_for_lines(page, [["+B1S", "+E1W"]])  # the store made again, the whole game in it
    play_by_taps(page, "+A5E")
    wait_for_lines(page, [["+B1S", "+E1W", "+A5E"]])
    assert page.evaluate("self.messagesShown") == []  # nothing failed, so nothing was said
    ready(page)
    rows = _saved_rows(page)
    assert len(rows) == 1 and "3 moves" in rows[0]


REFUSE_OPEN = """(() => {
  // ``self.refuseOpen = true``: IndexedDB refused from now on, as where site data is blocked.
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (...args) {
    if (self.refuseOpen) throw new DOMException("The operation is insecure.", "SecurityError");
    return open.apply(this, args);
  };
})();"""


def test_site_data_cleared_and_then_refused_is_said_once_and_play_goes_on(
        page: Any, base_url: str) -> None:
    """The store cannot be opened again (web/storage_fallback.js answers from memory): the
    page says this game is no longer kept, once, instead of promising a next try."""
    page.add_init_script(REFUSE_OPEN)
    ready(page, "?game=siam")
    play_by_taps(page, "+B1S")
    wait_for_saves(page, 1, cursor=1)
    page.evaluate(WATCH_MESSAGES)
    clear_site_data(page, base_url)
    page.evaluate("self.refuseOpen = true")
    play_by_taps(page, "+E1W")
    page.wait_for_function("self.messagesShown.length > 0", timeout=10_000)
    play_by_taps(page, "+A5E")
    page.wait_for_function("location.hash.includes('A5E')")  # the move went through, redrawn
    shown = page.evaluate("self.messagesShown")
    assert shown == ["This game is no longer being saved: the browser stopped keeping data for "
                     "this site. You can still play, and Share link keeps a game."], shown
    assert page.get_attribute("#app", "data-ply") == "3"
    page.evaluate("self.refuseOpen = false")
    assert saved_lines(page) == []  # nothing was kept anywhere it could be read back


def test_a_save_under_an_array_key_is_set_aside_and_the_good_ones_listed(page: Any) -> None:
    ready(page, "?game=siam")
    play_by_taps(page, "+B1S")
    wait_for_saves(page, 1, cursor=1)
    good = page.evaluate(READ_ALL, SAVES_DB)[0][1]
    page.evaluate(PUT_RAW, [SAVES_DB, [[["an", "array"], good], [[1, 2], "not a save"]]])
    ready(page)
    page.wait_for_selector("#message:not([hidden])", timeout=10_000)
    message = page.text_content("#message-text")
    assert "2 saved games could not be read" in message, message
    shown = page.inner_text("body")  # what is on screen
    assert "JsProxy" not in shown and "unhashable" not in shown and "pyodide.ffi" not in shown
    rows = _saved_rows(page)
    assert len(rows) == 1 and "1 move" in rows[0]
    stored = page.evaluate(READ_ALL, SAVES_DB)
    assert not [key for key, _ in stored if isinstance(key, list)]  # moved aside, not lost:
    assert sorted(value for key, value in stored if str(key).startswith("aside:")) \
        == sorted([good, "not a save"])


def test_two_copies_of_a_game_tab_keep_both_lines(page: Any) -> None:
    """Play +B1S, copy the tab, play +E1W in A, +A5E in B, B1B2S in A: both lines are kept."""
    a = page
    ready(a, "?game=siam")
    play_by_taps(a, "+B1S")
    wait_for_saves(a, 1, cursor=1)
    b = a.context.new_page()
    ready(b, a.url.split("/", 3)[3])  # the same link, and the same history state: a copied tab
    b.evaluate("(s) => history.replaceState(s, '', location.href)", a.evaluate("history.state"))
    b.reload()
    b.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    play_by_taps(a, "+E1W")
    wait_for_lines(a, [["+B1S", "+E1W"]])
    play_by_taps(b, "+A5E")
    wait_for_lines(a, [["+B1S", "+A5E"], ["+B1S", "+E1W"]])
    b.wait_for_selector("#message:not([hidden])", timeout=10_000)
    assert "another tab" in b.text_content("#message-text")
    play_by_taps(a, "B1B2S")
    wait_for_lines(a, [["+B1S", "+A5E"], ["+B1S", "+E1W", "B1B2S"]])
    assert a.is_hidden("#message")
    b.close()


def test_the_saved_games_list_follows_another_tab_and_resumes_its_line(page: Any) -> None:
    a = page
    ready(a, "?game=siam")
    play_by_taps(a, "+B1S")
    wait_for_saves(a, 1, cursor=1)
    ready(a)
    assert "1 move" in _saved_rows(a)[0]  # A's list, read now
    b = a.context.new_page()
    ready(b)
    b.click("#saved-list [data-saved-action=resume]")
    b.wait_for_function("document.querySelector('#app').dataset.ply === '1'")
    play_by_taps(b, "+E1W")
    a.wait_for_function("document.querySelector('#saved-list li') && "
                        "document.querySelector('#saved-list li').textContent.includes('2 moves')",
                        timeout=10_000)
    a.click("#saved-list [data-saved-action=resume]")
    a.wait_for_function("document.querySelector('#app').dataset.ply === '2'")
    play_by_taps(a, "+A5E")
    wait_for_lines(a, [["+B1S", "+E1W", "+A5E"]])
    play_by_taps(b, "+A4E")  # B is behind now: its line and A's are both kept
    wait_for_lines(a, [["+B1S", "+E1W", "+A4E"], ["+B1S", "+E1W", "+A5E"]])
    b.close()
