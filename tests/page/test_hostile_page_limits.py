"""Outside values past every limit, in the page (Chromium): host messages of every shape,
messages sent before the board is ready, and deep stored values. Each check is of the
outcome: exactly one reply per message, a page that starts, nothing lost.
"""

from __future__ import annotations

import importlib.util
from typing import Any

from games import get_game
from games.session import Session
from tests.conftest import READY_TIMEOUT_MS, ROOT
from tests.page.test_embed_page import (PROTOCOL, host, host_site, messages, near_and_far,  # noqa: F401
                                   serve_host, wait_for)
from tests.page.test_records_page import PUT_RAW, READ_ALL, SAVES_DB, _saved_rows
from web.saves import encode

SEND_HOSTILE = """() => {
  const P = 'abstract-boards/1';
  const deep = {protocol: P, kind: 'reset'};
  let o = deep;
  for (let i = 0; i < 1000; i++) { o.more = {}; o = o.more; }
  const deepList = [];
  let l = deepList;
  for (let i = 0; i < 1000; i++) { const n = []; l.push(n); l = n; }
  const sparse = [];
  sparse.length = 4e9;
  const cycle = {protocol: P, kind: 'play'};
  cycle.moves = [cycle];
  const sent = [
    '['.repeat(100000),
    deep,
    {protocol: P, kind: 'play', moves: deepList},
    new Map([[{}, 1]]),
    new Map([['protocol', P], ['kind', 'play'], ['moves', new Map([[{}, '+B1S']])]]),
    new Set([{}]),
    {protocol: P, kind: 'play', moves: new Set(['+B1S'])},
    {protocol: P, kind: 'play', moves: sparse},
    cycle,
    {protocol: P, kind: 'goto', ply: 10n},
    new Date(0),
    {protocol: P, kind: 'load', game: 'siam', computer: '9-easy'},
    {protocol: P, kind: 'load', game: 'siam', computer: '1-superhard'},
    new Map([['protocol', P], ['kind', 'goto'], ['ply', 0]]),
  ];
  for (const value of sent) send('one', value);
  return sent.length;
}"""
EXPECTED = ["error:bad_message"] * 7 + ["error:too_long"] + ["error:bad_message"] * 3 \
    + ["error:bad_options", "error:bad_message", "position"]
"""The one reply to each message of SEND_HOSTILE, in order (a cycle is too deep; a Map with text
keys is an object)."""


def replies(page: Any, who: str, after: int = 0) -> list[str]:
    """The board's replies after its first ``after`` messages: ``kind`` or ``error:code``."""
    found = messages(page, who)[after:]
    return [m["kind"] + (f":{m['code']}" if m["kind"] == "error" else "") for m in found]


def wait_for_replies(page: Any, who: str, count: int) -> None:
    page.wait_for_function("([who, n]) => window.messages.filter(m => m[0] === who).length >= n",
                           arg=[who, count], timeout=READY_TIMEOUT_MS)


def test_every_hostile_host_message_gets_exactly_one_reply_and_the_board_lives_on(
        host: Any) -> None:  # noqa: F811 (fixture)
    before = len(messages(host, "one"))
    count = host.evaluate(SEND_HOSTILE)
    assert count == len(EXPECTED)
    wait_for_replies(host, "one", before + count)
    assert replies(host, "one", before) == EXPECTED
    errors = messages(host, "one", "error")
    assert all(len(e["message"]) <= 300 for e in errors)
    assert "seat 9" in errors[-2]["message"]
    frame = host.query_selector("#one").content_frame()
    assert frame.get_attribute("#app", "data-computer") is None  # the refused load changed nothing
    host.evaluate("send('one', {protocol: 'abstract-boards/1', kind: 'play', moves: ['+B1S']})")
    assert wait_for(host, "one", "moved")[-1]["ply"] == 1
    assert replies(host, "one", before + count) == ["moved"]


def test_messages_sent_before_the_board_is_ready_are_answered_in_order_once_it_is(
        page: Any, tmp_path: Any, base_url: str) -> None:
    """A board far down the page has not started; messages start it, and it answers each
    after its ``ready``, the ones past the 100 it keeps with an error."""
    for url in serve_host(tmp_path, near_and_far("about:blank", f"{base_url}/?game=siam&embed=1")):
        page.set_viewport_size({"width": 800, "height": 600})
        page.goto(url)
        far = page.frame_locator("#far")
        far.locator("#board .skeleton").wait_for(state="attached", timeout=READY_TIMEOUT_MS)
        assert far.locator("html").get_attribute("data-python-started") == "0"
        page.evaluate("""() => {
          const P = 'abstract-boards/1';
          send('far', {protocol: P, kind: 'load', game: 'siam', moves: ['+B1S']});
          send('far', {protocol: P, kind: 'play', moves: ['+E1W']});
          send('far', {protocol: P, kind: 'play', moves: ['nonsense']});
          send('far', '['.repeat(100000));
          for (let i = 0; i < 100; i++) send('far', {protocol: P, kind: 'goto', ply: 1});
        }""")
        wait_for_replies(page, "far", 1 + 104)
        got = replies(page, "far")
        assert got == ["ready", "position", "moved", "error:illegal_move", "error:bad_message"] \
            + ["position"] * 96 + ["error:too_long"] * 4
        assert messages(page, "far")[2]["ply"] == 2 and messages(page, "far")[-5]["ply"] == 1
        assert far.locator("#app").get_attribute("data-ply") == "1"


def flatted(value: str) -> str:
    """``value`` as pyscript's storage writes it (its own Flatted codec, loaded from the runtime)."""
    path = ROOT / "node_modules/@pyscript/core/src/stdlib/pyscript/flatted.py"
    spec = importlib.util.spec_from_file_location("pyscript_flatted", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.stringify(["generic", value]))


PUT_DEEP_ARRAY = """async ([name, key]) => {
  const deep = [];
  let l = deep;
  for (let i = 0; i < 1000; i++) { const n = []; l.push(n); l = n; }
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open(name); r.onsuccess = () => ok(r.result); r.onerror = fail;
  });
  await new Promise((ok, fail) => {
    const t = db.transaction('entries', 'readwrite');
    t.objectStore('entries').put(deep, key);
    t.oncomplete = ok; t.onerror = fail;
  });
  db.close();
}"""


READ_TEXTS = READ_ALL.replace("return keys.map((k, i) => [k, values[i]]);",
                               "return keys.map((k, i) => [String(k), typeof values[i] === 'string' "
                               "? values[i] : (Array.isArray(values[i]) ? 'array' : 'other')]);")
"""Every key of the store with its value, a list written as ``array`` (a deep one cannot cross)."""


def test_deep_stored_values_neither_stop_the_page_nor_hide_the_good_saves(page: Any) -> None:
    siam = get_game("siam")
    session = Session(siam.start())
    session.play("+B1S")
    good = flatted(encode(session, 5.0))
    page.goto("/")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.evaluate(PUT_RAW, [SAVES_DB, [
        ["game-good", good],
        ["game-deep-text", "[" * 200_000],
        ["game-deep-save", flatted("[" * 5000 + "]" * 5000)],
    ]])
    page.evaluate(PUT_DEEP_ARRAY, [SAVES_DB, "game-deep-array"])
    page.evaluate("localStorage.setItem('abstract-boards.learn', '['.repeat(200000))")
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.wait_for_selector("#message:not([hidden])")
    assert "3 saved games could not be read" in page.text_content("#message-text")
    rows = _saved_rows(page)
    assert len(rows) == 1 and "1 move" in rows[0]
    stored = dict(page.evaluate(READ_TEXTS, SAVES_DB))
    aside = {k: v for k, v in stored.items() if k.startswith("aside:")}
    assert sorted(aside.values()) == sorted(["array", flatted("[" * 5000 + "]" * 5000), "[" * 200_000])
    assert stored["game-good"] == good and not {"game-deep-text", "game-deep-save"} & set(stored)
