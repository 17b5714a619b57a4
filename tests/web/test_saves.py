"""Saving that survives failures and other tabs (CPython: a dict for IndexedDB, a fake DOM).

A failed write fails alone, is told once in the page's language and is tried
again at the next change; keys of any type are set aside without an internal
error text; a tab never writes over moves another tab saved since: both lines
are kept; site data cleared under an open game is recovered from at the next
move, or said once to end saving; a save whose time is no time is listed
without one. The same cases in the browser are in tests/page/test_saves_page.py.
"""

from __future__ import annotations

import asyncio
import types
from typing import Any

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from games import get_game  # noqa: E402 - after the fake DOM
from games.session import Session  # noqa: E402
from tests.memory_store import MemoryStore, run_async  # noqa: E402
from web import dom, i18n  # noqa: E402
from web import reports as web_reports  # noqa: E402
from web.page import PageState  # noqa: E402
from web.reconnecting import Reconnecting  # noqa: E402
from web.saves import SaveStore, StorageRefused, encode  # noqa: E402

SIAM = get_game("siam")


def line(*tokens: str) -> Session:
    session = Session(SIAM.start())
    for token in tokens:
        session.play(token)
    return session


class Page:
    def __init__(self, session: Session) -> None:
        self.state = PageState(game=SIAM, session=session)
        self.frame = fake_dom.frame
        self.messages: list[str] = []

    def show_message(self, text: str, info: bool = False, fleeting: bool = False,
                     undo: Any = None) -> None:
        self.messages.append(text)

    def game_title(self, game: Any) -> str:
        return str(game.title)


@pytest.fixture
def tab(monkeypatch: pytest.MonkeyPatch) -> Any:
    """A SavedGames of one tab on a made-up page, with the browser clock and history it uses."""
    clock = [1000.0]

    def now() -> float:
        clock[0] += 1
        return clock[0]

    def date(ms: float) -> Any:
        return types.SimpleNamespace(toLocaleString=lambda: f"at {ms:.0f}")

    monkeypatch.setattr(window, "Date", types.SimpleNamespace(now=now, new=date), raising=False)
    monkeypatch.setattr(window, "Math", types.SimpleNamespace(random=lambda: 0.5), raising=False)
    monkeypatch.setattr(window, "history", types.SimpleNamespace(
        state=None, replaceState=lambda *_: None), raising=False)
    monkeypatch.setattr(window, "location", types.SimpleNamespace(href="/"), raising=False)
    monkeypatch.setattr(window, "console", types.SimpleNamespace(
        error=lambda *_: None, warn=lambda *_: None, info=lambda *_: None), raising=False)
    for name in ("saved", "saved-list"):
        document.by_id[name] = fake_dom.Element("div")
    i18n.load_file()
    i18n.set_lang("en")
    from web.saved_ui import SavedGames

    def make(store: MemoryStore, session: Session) -> Any:
        saved = SavedGames(Page(session), lambda: None)  # type: ignore[arg-type]
        saved.store = SaveStore(store)
        return saved
    return make


def changed(saved: Any, *tokens: str) -> None:
    """Moves played in the tab, then the save that follows them."""
    for token in tokens:
        saved.page.state.session.play(token)
    run_async(saved._save())


def stored_tokens(store: MemoryStore) -> list[list[str]]:
    games = run_async(SaveStore(store).unfinished(5000.0))[0]
    return sorted(g.session.tokens for g in games)


def test_a_failed_write_is_told_once_and_the_next_change_saves_the_whole_game(tab: Any) -> None:
    store = MemoryStore()
    saved = tab(store, line())
    changed(saved, "+B1S")
    store.fail_next = ["QuotaExceededError", "QuotaExceededError"]
    changed(saved, "+E1W")
    changed(saved, "+A5E")
    assert saved.page.messages == [i18n.t("saved.quota")]  # told once, not at every move
    assert "Delete old games" in saved.page.messages[0]
    assert stored_tokens(store) == [["+B1S"]]
    changed(saved, "+A4E")  # the next change is saved whole
    assert stored_tokens(store) == [["+B1S", "+E1W", "+A5E", "+A4E"]]
    store.fail_next = ["UnknownError"]
    changed(saved, "+E2W")  # a new failure after a good save is told again
    assert saved.page.messages[1:] == [i18n.t("saved.write_failed")]


def test_a_failed_write_is_told_in_japanese_on_a_japanese_page(tab: Any) -> None:
    store = MemoryStore()
    saved = tab(store, line())
    i18n.set_lang("ja")
    try:
        store.fail_next = ["QuotaExceededError"]
        changed(saved, "+E1W")
    finally:
        i18n.set_lang("en")
    assert saved.page.messages and "古いゲームを削除" in saved.page.messages[0]


def test_keys_of_any_type_are_set_aside_and_the_good_saves_listed() -> None:
    good = encode(line("+E1W"), 5.0)
    store = MemoryStore([(["a", 1], good), (3.5, good), ("game-ok", good), (7, {"an": "object"})])
    games, aside = run_async(SaveStore(store).unfinished(9000.0))
    assert [g.key for g in games] == ["game-ok"]
    assert len(aside) == 3 and all(name.startswith("aside:") for name in aside)
    assert not any("JsProxy" in name or "unhashable" in name for name in aside)
    assert sorted(map(repr, (store.value(name) for name in aside))) == sorted(
        map(repr, [good, good, {"an": "object"}]))


def test_a_tab_keeps_both_lines_when_another_tab_saved_moves_it_lacks(tab: Any) -> None:
    """Open a game, copy the tab, play +E1W in A, +A5E in B, B1B2S in A: both lines stay."""
    store = MemoryStore()
    a = tab(store, line("+B1S"))
    changed(a)  # the game as both tabs have it when B is opened from A
    b = tab(store, line("+B1S"))
    b.adopt(a.key)  # B carries A's save, as a copied tab does (revision not known)
    changed(a, "+E1W")
    changed(b, "+A5E")
    changed(a, "B1B2S")
    assert stored_tokens(store) == [["+B1S", "+A5E"], ["+B1S", "+E1W", "B1B2S"]]
    assert b.key != a.key and b.page.messages == [i18n.t("saved.kept_both")]
    assert a.page.messages == []
    changed(b, "+E2W")  # B goes on in its own save, without asking again
    assert stored_tokens(store) == [["+B1S", "+A5E", "+E2W"], ["+B1S", "+E1W", "B1B2S"]]
    assert len(b.page.messages) == 1


def test_a_tab_that_resumed_an_older_copy_keeps_both_lines(tab: Any) -> None:
    store = MemoryStore()
    a = tab(store, line("+B1S"))
    changed(a)
    key = a.key
    game = run_async(SaveStore(store).load(key))
    b = tab(store, game.session)
    b.adopt(key, game.rev)  # resumed from the list at this revision
    changed(a, "+E1W", "+A5E")
    changed(b, "+A4E")  # B's line leaves A's
    assert stored_tokens(store) == [["+B1S", "+A4E"], ["+B1S", "+E1W", "+A5E"]]


def test_a_tab_behind_another_tab_on_the_same_line_goes_on_in_the_same_save(tab: Any) -> None:
    store = MemoryStore()
    a = tab(store, line("+B1S"))
    changed(a)
    b = tab(store, line("+B1S"))
    b.adopt(a.key)  # after a reload: the link's moves, the save's key, no revision
    changed(b, "+E1W")  # what is stored is the start of B's line: nothing to keep apart
    assert stored_tokens(store) == [["+B1S", "+E1W"]] and b.key == a.key


def test_undo_in_the_tab_that_wrote_last_replaces_its_own_save(tab: Any) -> None:
    store = MemoryStore()
    a = tab(store, line())
    changed(a, "+B1S", "+E1W")
    a.page.state.session = line("+B1S", "+E2W")  # a line that replaced the last move
    run_async(a._save())
    assert stored_tokens(store) == [["+B1S", "+E2W"]]


def test_a_finished_game_leaves_the_list_but_another_tabs_line_stays(tab: Any) -> None:
    store = MemoryStore()
    a = tab(store, line("+B1S"))
    changed(a)
    a.page.state.session.agree_draw()
    run_async(a._save())  # finished: nothing left to resume
    assert stored_tokens(store) == [] and store.pairs == []
    b = tab(store, line("+B1S"))
    changed(b)
    c = tab(store, line("+B1S"))
    c.adopt(b.key)
    changed(b, "+E1W")
    c.page.state.session.agree_draw()
    run_async(c._save())  # C's finished game may not take B's line with it
    assert stored_tokens(store) == [["+B1S", "+E1W"]]


def test_a_deleted_save_can_be_put_back_as_it_was_unless_its_key_was_taken() -> None:
    kept = encode(line("+E1W", "+A1E"), 5.0)
    store = MemoryStore([("game-a", kept)])
    saves = SaveStore(store)
    value = run_async(saves.take("game-a"))
    assert value == kept and stored_tokens(store) == []
    run_async(saves.put_back("game-a", value))
    assert stored_tokens(store) == [["+E1W", "+A1E"]]
    # Another tab saved a game under the key meanwhile: Undo leaves that game alone.
    value = run_async(saves.take("game-a"))
    newer = encode(line("+B1S"), 9.0)
    run_async(store.put("game-a", newer))
    run_async(saves.put_back("game-a", value))
    assert stored_tokens(store) == [["+B1S"]]
    assert run_async(saves.take("game-none")) is None


def test_a_link_to_a_saved_game_opened_anew_goes_on_in_that_save(tab: Any) -> None:
    """A new tab or a bookmark opens the saved game's own link: its first move goes on in the
    same save, not a second entry; a link to another line starts a save of its own."""
    store = MemoryStore([])
    first = tab(store, line("+E1W", "+A1E"))
    run_async(first._save())
    (key,) = [k for k, _ in run_async(store.entries())]
    again = tab(store, line("+E1W", "+A1E"))
    again.opened_from_link(again.page.state.session)
    changed(again, "+B1S")
    assert again.key == key and stored_tokens(store) == [["+E1W", "+A1E", "+B1S"]]
    other = tab(store, line("+E1W"))  # a link to an earlier point: another line
    other.opened_from_link(other.page.state.session)
    changed(other, "+A5N")
    assert other.key != key
    assert stored_tokens(store) == [["+E1W", "+A1E", "+B1S"], ["+E1W", "+A5N"]]


def reopening(store: MemoryStore, refused: list[bool] | None = None) -> SaveStore:
    """A store whose connection is opened again as in the page (``SaveStore.open``): each
    new connection reaches ``store``'s entries, or is refused while ``refused[0]``."""
    async def connect() -> MemoryStore:
        if refused and refused[0]:
            raise StorageRefused("site data blocked")
        return store.connect()
    return SaveStore(Reconnecting(connect))


@pytest.mark.parametrize("heard", [True, False], ids=["close-heard", "close-not-heard-yet"])
def test_site_data_cleared_mid_game_the_next_move_saves_the_whole_game_again(tab: Any, heard: bool) -> None:
    """Clear site data with a game open: the next move opens the store again and saves the
    game on screen whole, without a word of failure; and so again after a second clearing.
    Not heard yet: the browser closed the connection, and the first write on it finds out."""
    store = MemoryStore()
    saved = tab(store, line())
    saved.store = reopening(store)
    changed(saved, "+B1S")
    store.clear_site_data(heard=heard)
    assert stored_tokens(store.connect()) == []
    changed(saved, "+E1W")
    assert stored_tokens(store.connect()) == [["+B1S", "+E1W"]]
    store.clear_site_data(heard=heard)
    assert run_async(saved.store.unfinished(9000.0)) == ([], [])  # the home list reads it anew
    changed(saved, "+A5E")
    changed(saved, "+A4E")
    assert stored_tokens(store.connect()) == [["+B1S", "+E1W", "+A5E", "+A4E"]]
    assert saved.page.messages == []


def test_a_store_that_cannot_be_opened_again_is_told_once_as_no_longer_kept(tab: Any) -> None:
    """Site data cleared and then blocked: no new connection. The page says once that this
    game is no longer kept, not "tried again at your next move" at every move."""
    store = MemoryStore()
    refused = [False]
    saved = tab(store, line())
    saved.store = reopening(store, refused)
    changed(saved, "+B1S")
    store.clear_site_data()
    refused[0] = True
    changed(saved, "+E1W")
    changed(saved, "+A5E")
    assert saved.page.messages == [i18n.t("saved.lost")]
    assert "no longer being saved" in saved.page.messages[0]
    saved.show_list()  # nor does the home page say it again
    refused[0] = False
    changed(saved, "+A4E")  # and nothing pretends to save afterwards
    assert saved.page.messages == [i18n.t("saved.lost")] and saved.store is None
    assert stored_tokens(store.connect()) == []
    home = tab(store, line())  # the home page finds it out: no game on screen, none kept
    home.store = reopening(store, refused)
    run_async(home._show_list())
    home.page.state.session = None
    store.clear_site_data()
    refused[0] = True
    run_async(home._show_list())
    assert home.page.messages == [i18n.t("saved.unavailable")]


def test_a_store_refused_from_the_start_is_not_a_lost_one() -> None:
    """Refused at the first open, the page says games are not saved (``saved.unavailable``):
    the refusal comes through as it was, not as a store lost since."""
    async def refuse() -> MemoryStore:
        raise StorageRefused("no IndexedDB")

    with pytest.raises(StorageRefused):
        run_async(Reconnecting(refuse).connection())


def test_a_failed_write_on_an_open_connection_is_not_tried_twice(tab: Any) -> None:
    store = MemoryStore()
    saved = tab(store, line())
    saved.store = reopening(store)
    changed(saved, "+B1S")
    connection = saved.store.backend.current
    connection.fail_next = ["QuotaExceededError"]
    writes = connection.writes
    changed(saved, "+E1W")
    assert saved.page.messages == [i18n.t("saved.quota")] and connection.writes == writes
    assert saved.store.backend.current is connection  # the same connection: it was not closed


@pytest.mark.parametrize("lang, words", [("en", "2 moves · time not known"), ("ja", "2手 · 日時不明")])
def test_a_save_whose_time_is_no_time_is_listed_without_one_after_the_dated_ones(
        tab: Any, lang: str, words: str) -> None:
    """NaN, an infinity, a time past what a Date holds, true: the game is listed and can be
    resumed, said to have no known time in the page's language, never "Invalid Date"."""
    good = encode(line("+E1W"), 5000.0)
    bad = [encode(line("+E1W", "+A1E"), 1.0).replace('"updated": 1.0', f'"updated": {time}')
           for time in ("NaN", "-Infinity", "1e300", "true")]
    assert all('"updated": 1.0' not in text for text in bad)
    store = MemoryStore([("game-nan", bad[0]), ("game-good", good), ("game-inf", bad[1]),
                         ("game-far", bad[2]), ("game-true", bad[3])])
    games, aside = run_async(SaveStore(store).unfinished(9000.0))
    assert aside == [] and games[0].key == "game-good" and games[0].updated == 5000.0
    assert {g.key for g in games[1:]} == {"game-nan", "game-inf", "game-far", "game-true"}
    assert all(g.updated is None and g.session.tokens == ["+E1W", "+A1E"] for g in games[1:])
    saved = tab(store, line())
    saved.page.state.session = None
    i18n.set_lang(lang)
    try:
        run_async(saved._show_list())
    finally:
        i18n.set_lang("en")
    rows = [item.textContent for item in saved.list.children]
    assert len(rows) == 5 and rows[0].startswith("Siam1") and "at 5000" in rows[0]
    assert all(words in row and "Invalid" not in row for row in rows[1:]), rows


def reloaded(tab: Any, store: MemoryStore, key: str, tokens: list[str], cursor: int) -> Any:
    """The tab after a reload: the game reopened from its history entry (its whole line, the
    ply shown) with the save's key adopted and its revision not known, as ``Routes.open_url``
    does."""
    session = line(*tokens)
    session.goto(cursor)
    saved = tab(store, session)
    saved.adopt(key)
    saved.opened_from_link(session)
    return saved


def test_after_a_reload_a_new_move_from_an_earlier_position_goes_on_in_the_tabs_own_save(
        tab: Any) -> None:
    """Play three moves, reload, step back one and play another move there: the tab's own save
    takes the new line (the dropped move was this tab's), no second save, no message."""
    store = MemoryStore()
    saved = tab(store, line())
    changed(saved, "+B1S", "+E1W", "+A5E")
    key = saved.key
    saved = reloaded(tab, store, key, ["+B1S", "+E1W", "+A5E"], 2)
    session = saved.page.state.session
    session.play("+A4E")  # drops +A5E: a branch from ply 2
    run_async(saved._save())
    assert stored_tokens(store) == [["+B1S", "+E1W", "+A4E"]]
    assert saved.key == key and saved.page.messages == []


def test_after_a_reload_a_save_another_tab_moved_on_is_still_kept_apart(tab: Any) -> None:
    store = MemoryStore()
    saved = tab(store, line())
    changed(saved, "+B1S", "+E1W")
    key = saved.key
    other = reloaded(tab, store, key, ["+B1S", "+E1W"], 2)
    changed(other, "+A5E")  # another tab of the same game goes on meanwhile
    saved = reloaded(tab, store, key, ["+B1S", "+E1W"], 1)
    saved.page.state.session.play("+A4E")
    run_async(saved._save())
    assert stored_tokens(store) == [["+B1S", "+A4E"], ["+B1S", "+E1W", "+A5E"]]
    assert saved.page.messages == [i18n.t("saved.kept_both")]
def tapped_in_the_list(saved: Any, key: str, action: str) -> None:
    """Tap Resume or Delete on the listed save ``key``, and wait until what it started ends."""
    item = dom.html("li", saved.list, data_saved=key)
    button = dom.html("button", item, type="button", data_saved_action=action)

    async def tap_and_wait() -> None:
        saved.on_click(types.SimpleNamespace(target=button))
        await asyncio.gather(*(task for task in asyncio.all_tasks() if task is not asyncio.current_task()))

    run_async(tap_and_wait())


def test_resuming_a_save_that_cannot_be_read_says_so_and_leaves_it(tab: Any) -> None:
    store = MemoryStore([("game-bad", "not a saved game")])
    saved = tab(store, line())
    reports: list[BaseException] = []
    web_reports.on_error(lambda err, _redraw: reports.append(err))
    try:
        tapped_in_the_list(saved, "game-bad", "resume")
    finally:
        web_reports.on_error(web_reports.log)
    assert saved.page.messages == [i18n.t("saved.bad")] and reports == []
    assert store.value("game-bad") == "not a saved game"


def test_a_bug_while_resuming_is_the_pages_error_not_a_bad_save(tab: Any) -> None:
    """Only what the store refuses is said as a save that cannot be opened; an error of the
    page's own goes to its one report (``tasks.spawn``), which draws the last good state again."""
    store = MemoryStore([("game-ok", encode(line("+E1W"), 5.0))])
    saved = tab(store, line())

    def open_saved(session: Session, computer: Any = None) -> list[int]:
        raise RuntimeError("a bug in opening a game")

    saved.page.open_saved = open_saved
    reports: list[BaseException] = []
    web_reports.on_error(lambda err, _redraw: reports.append(err))
    try:
        tapped_in_the_list(saved, "game-ok", "resume")
    finally:
        web_reports.on_error(web_reports.log)
    assert [str(err) for err in reports] == ["a bug in opening a game"]
    assert saved.page.messages == []
