"""Replay, share links, records and saved games in the page.

The replay and record tests share one started page (``reused_page``) and open each link
through the page's routing; those of saved games, and the share link opened in another tab,
get a page of their own (``own_page``): what they check is what storage and a load keep.
"""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import quote

import pytest

from games import get_game, replay_or_raise
from games.record_format import read_record, write_record
from tests.conftest import READY_TIMEOUT_MS, open_link, ready
from tests.page.test_siam_page import WINNING_LINE, board_pieces, engine_pieces, play_by_taps
from tests.conftest import app

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

SIAM = get_game("siam")
SAVES_DB = "IDBMap/@pyscript/abstract-boards-saves"


def wait_ply(page: Any, ply: int) -> None:
    page.wait_for_function(f"document.querySelector('#app').dataset.ply === '{ply}'")


def test_replay_buttons_move_list_and_arrow_keys(page: Any) -> None:
    open_link(page, "?game=siam&moves=" + quote(" ".join(WINNING_LINE[:6])))
    page.click("[data-replay=first]")
    wait_ply(page, 0)
    assert board_pieces(page) == engine_pieces([])
    page.click("[data-replay=next]")
    wait_ply(page, 1)
    page.click("#moves li[data-ply='4']")
    wait_ply(page, 4)
    assert board_pieces(page) == engine_pieces(WINNING_LINE[:4])
    assert page.text_content("#replay-ply") == "4 / 6"
    page.keyboard.press("ArrowLeft")
    wait_ply(page, 3)
    page.keyboard.press("End")
    wait_ply(page, 6)
    page.keyboard.press("Home")
    wait_ply(page, 0)
    assert page.is_disabled("[data-replay=prev]") and not page.is_disabled("[data-replay=last]")
    page.click("[data-replay=last]")
    wait_ply(page, 6)
    assert board_pieces(page) == engine_pieces(WINNING_LINE[:6])


def test_playing_at_an_earlier_ply_asks_before_dropping_later_moves(page: Any) -> None:
    open_link(page, "?game=siam&moves=" + quote(" ".join(WINNING_LINE[:4])))
    page.click("#moves li[data-ply='2']")
    wait_ply(page, 2)
    page.locator('[data-reserve="0"]').tap()
    page.locator('#board rect[data-square="A1"]').tap()
    page.locator('#board [data-choice="E"]').tap()
    assert page.is_visible("#confirm-branch")
    assert "drops the 2 later moves" in page.text_content("#confirm-branch-text")
    page.click("#confirm-branch button[value=cancel]")  # keep them: nothing changes
    assert app(page, "ply") == "2" and page.locator("#moves li").count() == 4
    page.locator('[data-reserve="0"]').tap()
    page.locator('#board rect[data-square="A1"]').tap()
    page.locator('#board [data-choice="E"]').tap()
    page.click("#confirm-branch button[value=play]")
    wait_ply(page, 3)
    assert page.locator("#moves li").evaluate_all("els => els.map(e => e.dataset.token)") == [
        *WINNING_LINE[:2], "+A1E"]


@pytest.mark.own_page  # a second tab of the same browser, and the clipboard's permission
def test_share_copies_a_link_that_reopens_the_same_position(page: Any, base_url: str) -> None:
    context = page.context
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    tokens = WINNING_LINE[:5]
    ready(page, "?game=siam&option=remove-once&moves=" + quote(" ".join(tokens)))
    page.click("#moves li[data-ply='3']")
    wait_ply(page, 3)
    page.click("[data-action=share]")
    page.wait_for_selector("#message.info:not([hidden])")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link.startswith(base_url) and "ply=3" in link and "option=remove-once" in link
    other = context.new_page()
    other.goto(link)
    other.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    assert app(other, "ply") == "3"
    assert board_pieces(other) == engine_pieces(tokens[:3])
    assert other.locator("#moves li").count() == 5


def test_a_long_record_still_gives_a_working_link(page: Any) -> None:
    import random

    state, rng, tokens = SIAM.start(), random.Random(4), []
    while len(tokens) < 400 and not state.over:
        move = rng.choice(state.legal_moves())
        tokens.append(str(move))
        state = state.apply(move)
    open_link(page, "?game=siam&moves=" + quote(" ".join(tokens)))
    assert app(page, "ply") == str(len(tokens))
    assert board_pieces(page) == engine_pieces(tokens)


def test_record_export_and_import(page: Any) -> None:
    tokens = WINNING_LINE[:3]
    open_link(page, "?game=siam&moves=" + quote(" ".join(tokens)))
    page.click("[data-action=record]")
    exported = page.input_value("#record-text")
    assert exported == write_record(SIAM, SIAM.options(), tokens)
    # A bad record: a message in the dialog, the game on screen untouched.
    page.fill("#record-text", '[Game "siam"]\n\n+B1S B2C2W')
    page.click("[data-record=open]")
    assert "move 2 'B2C2W'" in page.text_content("#record-error")
    assert app(page, "ply") == "3"
    # A record of another game opens that game.
    saiju = get_game("saiju")
    state = saiju.start(players=3)
    moves = []
    for _ in range(5):
        move = state.legal_moves()[0]
        moves.append(str(move))
        state = state.apply(move)
    page.fill("#record-text", write_record(saiju, saiju.options(3), moves))
    page.click("[data-record=open]")
    page.wait_for_function("document.querySelector('#app').dataset.game === 'saiju'")
    assert app(page, "ply") == "5"
    assert read_record(write_record(saiju, saiju.options(3), moves)).final() == state


def test_record_upload(page: Any, tmp_path: Any) -> None:
    open_link(page, "?game=siam")
    path = tmp_path / "game.txt"
    path.write_text(write_record(SIAM, SIAM.options(), WINNING_LINE))
    page.click("[data-action=record]")
    page.set_input_files("#record-file", str(path))
    page.wait_for_function("document.querySelector('#app').dataset.outcome === 'win:0'")
    assert board_pieces(page) == engine_pieces(WINNING_LINE)


PUT_RAW = """async ([name, entries]) => {
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open(name);
    r.onupgradeneeded = () => r.result.createObjectStore('entries');
    r.onsuccess = () => ok(r.result); r.onerror = fail;
  });
  await new Promise((ok, fail) => {
    const t = db.transaction('entries', 'readwrite');
    for (const [key, value] of entries) t.objectStore('entries').put(value, key);
    t.oncomplete = ok; t.onerror = fail;
  });
  db.close();
}"""
"""Write raw values under keys into the saves' IndexedDB store, as a damaged or older page might."""
READ_ALL = """async (name) => {
  // Never create the database: opened before the page makes it, it would lack its store.
  if (!(await indexedDB.databases()).some((found) => found.name === name)) return [];
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open(name); r.onsuccess = () => ok(r.result); r.onerror = fail;
  });
  if (!db.objectStoreNames.contains('entries')) { db.close(); return []; }
  const t = db.transaction('entries', 'readonly');
  const store = t.objectStore('entries');
  const keys = await new Promise(ok => { const r = store.getAllKeys(); r.onsuccess = () => ok(r.result); });
  const values = await new Promise(ok => { const r = store.getAll(); r.onsuccess = () => ok(r.result); });
  db.close();
  return keys.map((k, i) => [k, values[i]]);
}"""


def saved_cursors(page: Any) -> list[int]:
    """The ply on screen of each readable saved game in the store (pyscript's storage keeps a
    value as ``[types, "generic", json-text]``)."""
    cursors = []
    for _key, value in page.evaluate(READ_ALL, SAVES_DB):
        try:
            cursors.append(json.loads(json.loads(value)[2])["cursor"])
        except (TypeError, ValueError, KeyError, IndexError):
            continue  # not a readable save (the tests put such values there on purpose)
    return cursors


def wait_for_saves(page: Any, count: int, cursor: int | None = None) -> None:
    """Until the store holds ``count`` saved games (and, given ``cursor``, one of them saved at
    that ply): saving runs after the redraw, so a test waits for the store, not for a time."""
    deadline = time.monotonic() + READY_TIMEOUT_MS / 1000
    while True:
        cursors = saved_cursors(page)
        if len(cursors) >= count and (cursor is None or cursor in cursors):
            return
        assert time.monotonic() < deadline, f"the game was not saved: {cursors}"
        page.wait_for_function("() => new Promise(ok => requestAnimationFrame(() => ok(true)))")


def _saved_rows(page: Any) -> list[str]:
    page.wait_for_selector("#saved:not([hidden])")
    return page.locator("#saved-list li").all_text_contents()


@pytest.mark.own_page  # what the saves store holds
def test_games_are_saved_after_each_move_and_resume_after_a_reload(page: Any) -> None:
    ready(page, "?game=siam")
    for token in WINNING_LINE[:3]:
        play_by_taps(page, token)
    wait_for_saves(page, 1, cursor=3)
    page.goto("/")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    rows = _saved_rows(page)
    assert len(rows) == 1 and "Siam" in rows[0] and "3 moves" in rows[0]
    page.click("#saved-list [data-saved-action=resume]")
    page.wait_for_function("document.querySelector('#app').dataset.game === 'siam'")
    assert app(page, "ply") == "3"
    assert board_pieces(page) == engine_pieces(WINNING_LINE[:3])
    play_by_taps(page, WINNING_LINE[3])  # the same save goes on
    wait_for_saves(page, 1, cursor=4)
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.goto("/")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    rows = _saved_rows(page)
    assert len(rows) == 1 and "4 moves" in rows[0]
    page.click("#saved-list [data-saved-action=delete]")
    page.wait_for_selector("#saved", state="hidden")
    # Deleted at once, and the notice that says so offers Undo: the game comes back as it was.
    page.wait_for_selector("#message:not([hidden])")
    assert page.inner_text("#message-text") == "Siam deleted from Unfinished games."
    page.click("#message [data-action=message-undo]")
    page.wait_for_selector("#saved:not([hidden])")
    rows = _saved_rows(page)
    assert len(rows) == 1 and "4 moves" in rows[0]
    assert page.locator("#message").is_hidden()
    page.click("#saved-list [data-saved-action=resume]")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '4'")


@pytest.mark.own_page  # what the saves store holds
def test_a_saved_games_own_link_opened_in_a_new_tab_goes_on_in_the_same_save(page: Any) -> None:
    ready(page, "?game=siam")
    for token in WINNING_LINE[:2]:
        play_by_taps(page, token)
    wait_for_saves(page, 1, cursor=2)
    page.wait_for_function("location.hash.includes('moves=')")
    address = page.evaluate("location.href")
    tab = page.context.new_page()  # a new tab (or a bookmark): no history entry to follow
    tab.goto(address)
    tab.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    play_by_taps(tab, WINNING_LINE[2])
    wait_for_saves(tab, 1, cursor=3)
    tab.goto("/")
    tab.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    rows = _saved_rows(tab)
    assert len(rows) == 1 and "3 moves" in rows[0], rows
    tab.close()


@pytest.mark.own_page  # what the saves store holds
def test_a_corrupt_save_is_reported_kept_aside_and_harmless(page: Any) -> None:
    ready(page, "?game=siam")
    play_by_taps(page, "+B1S")
    wait_for_saves(page, 1, cursor=1)
    page.evaluate(PUT_RAW, [SAVES_DB, [["game-corrupt", '[["1","2"],"generic","{broken"]']]])
    page.goto("/")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.wait_for_selector("#message:not([hidden])")
    message = page.text_content("#message")
    assert "game-corrupt" in message and "kept aside" in message
    rows = _saved_rows(page)
    assert len(rows) == 1 and "1 move ·" in rows[0]
    # Reported once: the bad save now sits aside, the good one still resumes.
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    _saved_rows(page)
    assert page.is_hidden("#message")
    page.click("#saved-list [data-saved-action=resume]")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '1'")


def test_engine_replays_what_the_record_dialog_shows(page: Any) -> None:
    """The exported text is a record the referee side reads back to the same state."""
    open_link(page, "?game=siam&moves=" + quote(" ".join(WINNING_LINE)))
    page.click("[data-action=record]")
    record = read_record(page.input_value("#record-text"))
    assert record.result == "win:0"
    assert record.final() == replay_or_raise(SIAM.start(), WINNING_LINE)


SAVED_VALUES = """async (name) => {
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open(name);
    r.onupgradeneeded = () => r.result.createObjectStore('entries');
    r.onsuccess = () => ok(r.result); r.onerror = fail;
  });
  const t = db.transaction('entries', 'readonly');
  const keys = await new Promise(ok => { const r = t.objectStore('entries').getAllKeys(); r.onsuccess = () => ok(r.result); });
  const values = await new Promise(ok => { const r = t.objectStore('entries').getAll(); r.onsuccess = () => ok(r.result); });
  db.close();
  return keys.map((k, i) => [String(k), JSON.stringify(values[i])]).filter(([k]) => !k.startsWith('aside:'));
}"""
"""Every saved game in the browser's store: (key, stored value as text)."""


def wait_saves(page: Any, predicate: str) -> list[list[str]]:
    """Wait until the saved games satisfy ``predicate`` (JS over ``saves``); saving is asynchronous."""
    page.wait_for_function(f"async () => {{ const saves = await ({SAVED_VALUES})({SAVES_DB!r}); "
                           f"return {predicate}; }}")
    return page.evaluate(SAVED_VALUES, SAVES_DB)


def reload(page: Any) -> None:
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)


@pytest.mark.own_page  # what the saves store holds
def test_one_game_is_one_save_through_reloads_and_a_finish_removes_it(page: Any) -> None:
    ready(page, "?game=siam")
    for token in WINNING_LINE[:2]:
        play_by_taps(page, token)
    wait_saves(page, f"saves.length === 1 && saves[0][1].includes({WINNING_LINE[1]!r})")
    reload(page)  # the link reopens the game: its moves go on in the same save
    play_by_taps(page, WINNING_LINE[2])
    saves = wait_saves(page, f"saves.some(([k, v]) => v.includes({WINNING_LINE[2]!r}))")
    assert len(saves) == 1, saves
    page.click("[data-replay=prev]")
    page.wait_for_function("location.hash.includes('ply=2')")
    reload(page)  # reloaded while looking back: still the same game
    page.click("[data-replay=last]")
    for token in WINNING_LINE[3:]:
        play_by_taps(page, token)
    assert app(page, "outcome") == "win:0"
    wait_saves(page, "saves.length === 0")  # finished: nothing left to resume
    page.click("[data-action=undo]")  # looking back at a finished game does not save it again
    page.click("[data-replay=first]")
    page.goto("/")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    assert page.is_hidden("#saved")
    assert page.evaluate(SAVED_VALUES, SAVES_DB) == []
