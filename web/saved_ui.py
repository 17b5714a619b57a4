"""Saved games in the page: save after every change, list and resume on the home page.

Saving runs after the redraw (never inside the tap's critical path) and is
asynchronous, one save at a time (changes made meanwhile are saved together
next). Each save is tried on its own: a failed write is reported once, in the
page's language (a full disk with what to do about it), and the next change
tries again; play goes on either way. When the browser closes the store under
the page (site data cleared), the next save opens it again and saves the whole
game (``web.reconnecting``); where it cannot, the page says once that the game
is no longer kept, and stops trying. When another tab moved this game on
meanwhile, both lines are kept and the page says so (``SaveStore.save``);
the home page's list is read again when another tab changes the saves
(``web.other_tabs``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from web.browser import to_js

from games.session import Session

from . import dom, tasks
from .i18n import t, tn
from .idb import StorageFailed
from .other_tabs import OtherTabs
from .page import Page
from .reconnecting import StoreLost
from .saves import BadSave, SaveStore

HISTORY_KEY = "save"
"""The page's history entry carries the key of its game's save, so a reload (or Back to
the game) goes on with the same save instead of starting a second one."""
LINK_KEY = "link"
"""The history entry also carries the whole link of its game: the address bar of an
unfinished game with hidden hands shows only ``web.links.private_link``."""


class SavedGames:
    def __init__(self, page: Page, computer: Callable[[], dict[int, str] | None]) -> None:
        self.page = page
        self.frame = page.frame
        self.computer = computer
        """The computer's seats, saved with the game (``Opponent.link_value``)."""
        self.store: SaveStore | None = None
        self.failed = False
        self.key: str | None = None
        """The save of the game on screen; None until the player changes something."""
        self.rev: int | None = None
        """The save's revision this tab last wrote or read (None: not known, as after a reload)."""
        self.opened_line: Session | None = None
        """The line a link opened, until the first save looks for a save that holds it."""
        self.write_trouble = False
        """The last write failed and the player was told; the next failure is not told again."""
        self._saving = False
        self._again = False
        self.section = dom.by_id(self.frame, "saved")
        self.list = dom.by_id(self.frame, "saved-list")
        self.items: dict[str, Any] = {}
        self._names: dict[str, str] = {}
        """Each listed save's game title, for the notice after Delete."""
        dom.listen(self.list, "click", self.on_click)
        self.other_tabs = OtherTabs(self.frame, self.on_other_tab)

    async def _open(self) -> SaveStore | None:
        if self.store is None and not self.failed:
            try:
                self.store = await SaveStore.open(self.frame.window)
            except Exception as err:  # noqa: BLE001 - storage may be refused, disabled or broken
                self.failed = True
                self.frame.window.console.info(f"abstract-boards: no saved games: {err}")
                self.page.show_message(t("saved.unavailable"))
        return self.store

    # ----- saving ----------------------------------------------------------------------
    def forget_current(self) -> None:
        """A new game (or one opened from a link) gets a save of its own once played."""
        self.key = None
        self.rev = None
        self.opened_line = None
        self._remember()

    def opened_from_link(self, session: Session) -> None:
        """The game on screen was opened from a link with moves: if a save holds exactly that
        line, the first change goes on in it (``SaveStore.find_line``); after a reload or Back
        (the save's key adopted, its revision not known), at the revision it is stored at when
        it still holds that line (``SaveStore.revision_holding``)."""
        if (self.key is None or self.rev is None) and session.tokens:
            self.opened_line = Session(session.start, list(session.moves), list(session.states),
                                       len(session.tokens))

    def remembered(self) -> str | None:
        """The save key this history entry carries (after a reload or Back), if any."""
        state = self.frame.window.history.state
        key = getattr(state, HISTORY_KEY, None) if state is not None else None
        return key if isinstance(key, str) else None

    def kept_link(self) -> str | None:
        """The whole link this history entry keeps for its game (see ``LINK_KEY``), if any."""
        state = self.frame.window.history.state
        link = getattr(state, LINK_KEY, None) if state is not None else None
        return link if isinstance(link, str) else None

    def adopt(self, key: str | None, rev: int | None = None) -> None:
        """Go on with the save ``key`` (at revision ``rev`` when known) for the game just
        opened from it or from this history entry."""
        self.key = key
        self.rev = rev
        self._remember()

    def history_state(self) -> Any:
        """The history entry's state for the game on screen (for pushState/replaceState)."""
        kept: dict[str, str] = {}
        if self.key is not None:
            kept[HISTORY_KEY] = self.key
        if self.page.state.link:
            kept[LINK_KEY] = self.page.state.link
        if not kept:
            return None
        return to_js(kept)

    def follow_other_tabs(self) -> None:
        """Keep the list of saved games up to date with the other tabs (not in an embed)."""
        self.other_tabs.listen()

    @property
    def keeps_games(self) -> bool:
        """False on a board embedded in another site: it is not one of this player's games.

        Such a board writes no save and no history entry (it never changes its address,
        Routes.sync_soon), and a history write costs about 10 ms of the start, on every
        board of a rules page."""
        return not self.page.state.embedded

    def _remember(self) -> None:
        if self.keeps_games:
            self.frame.window.history.replaceState(self.history_state(), "", self.frame.window.location.href)

    def changed(self) -> None:
        if self.keeps_games:
            tasks.spawn(self._save())

    async def _save(self) -> None:
        """Save the game on screen; while a save runs, later changes wait and are saved next."""
        if self._saving:
            self._again = True
            return
        self._saving = True
        try:
            self._again = True
            while self._again:
                self._again = False
                await self._save_once()
        finally:
            self._saving = False

    async def _save_once(self) -> None:
        session = self.page.state.session
        store = await self._open()
        if store is None or session is None or session is not self.page.state.session:
            return
        if self.key is None:
            if not session.tokens:
                return
            line, self.opened_line = self.opened_line, None
            found = await store.find_line(line) if line is not None else None
            if session is not self.page.state.session or self.key is not None:
                return  # another game was opened, or this one saved, meanwhile
            if found is not None:
                self.key, self.rev = found.key, found.rev
            else:
                self.key = self._new_key()
            self._remember()
        elif self.rev is None and self.opened_line is not None:
            line, self.opened_line = self.opened_line, None
            rev = await store.revision_holding(self.key, line)
            if session is not self.page.state.session:
                return  # another game was opened meanwhile
            self.rev = rev
        key, seen = self.key, self.rev
        try:
            written = await store.save(key, seen, session, float(self.frame.window.Date.now()),
                                       self.computer(), self._new_key)
        except StoreLost as err:
            self._lost(err)
            return
        except StorageFailed as err:
            self._write_failed(err.name)
            return
        except Exception as err:  # noqa: BLE001 - never let saving break the page
            self.frame.window.console.error(f"saving failed: {err!r}")
            self._write_failed("UnknownError")
            return
        self.write_trouble = False
        self.other_tabs.tell()
        if session is not self.page.state.session or self.key != key:
            return  # another game was opened meanwhile: it has its own save
        if written is None:
            self.rev = None  # finished: the save is gone
            return
        self.rev = written.rev
        if written.forked:
            self.key = written.key
            self._remember()
            self.page.show_message(t("saved.kept_both"), info=True)

    def _new_key(self) -> str:
        return f"game-{int(self.frame.window.Date.now())}-{int(self.frame.window.Math.random() * 1e6)}"

    def _write_failed(self, name: str) -> None:
        """Tell the player once that this game is not saved now; the next change tries again."""
        if self.write_trouble:
            return
        self.write_trouble = True
        self.page.show_message(t("saved.quota" if name == "QuotaExceededError" else "saved.write_failed"))

    def _lost(self, err: StoreLost) -> None:
        """The store was closed under the page and cannot be opened again: say once that
        nothing is kept from now on (this game, or on the home page any game), rather than
        promise a next try at every move."""
        if self.failed:
            return  # told already (a save and the list may both find it lost)
        self.frame.window.console.info(f"abstract-boards: saved games lost: {err}")
        self.store = None
        self.failed = True  # ``_open`` tries no more: this visit keeps nothing
        on_screen = self.page.state.session is not None
        self.page.show_message(t("saved.lost" if on_screen else "saved.unavailable"))

    # ----- the home page list ------------------------------------------------------------
    def show_list(self) -> None:
        tasks.spawn(self._show_list())

    async def _show_list(self) -> None:
        store = await self._open()
        if store is None:
            return
        try:
            games, aside = await store.unfinished(float(self.frame.window.Date.now()))
        except StoreLost as err:
            self._lost(err)
            return
        except Exception as err:  # noqa: BLE001 - the store could not be read now: try next time
            self.frame.window.console.warn(f"saved games not listed: {err!r}")
            return
        if aside:
            self.other_tabs.tell()
            self.page.show_message(tn("saved.set_aside", len(aside), names="”, “".join(aside)))
        dom.clear(self.list)
        self.items = {}
        for saved in games:
            session = saved.session
            item = dom.html("li", self.list, data_saved=saved.key)
            what = dom.html("span", item, class_="saved-what")
            title = self.page.game_title(session.start.game)
            self._names[saved.key] = title
            dom.html("strong", what, text=title)
            moves = len(session.tokens)
            if saved.updated is None:  # a damaged time: the game is listed without one
                about = tn("saved.moves_undated", moves)
            else:
                about = tn("saved.moves", moves, when=self.frame.window.Date.new(saved.updated).toLocaleString())
            dom.html("small", what, text=about)
            dom.html("button", item, text=t("saved.resume"), type="button", data_saved_action="resume")
            dom.html("button", item, text=t("saved.delete"), type="button", data_saved_action="delete")
        self.section.hidden = not games

    async def _resume(self, key: str) -> None:
        store = await self._open()
        if store is None:
            return
        saved = await store.load(key)
        self.page.open_saved(saved.session, saved.computer)
        self.adopt(key, saved.rev)

    async def _delete(self, key: str) -> None:
        """Delete at once (no question first), and offer Undo in the notice that says so."""
        store = await self._open()
        if store is None:
            return
        name = self._names.get(key, "")
        value = await store.take(key)
        self.other_tabs.tell()
        await self._show_list()
        if value is None:
            return

        def undo() -> None:
            tasks.spawn(self._told(self._put_back(key, value)))

        self.page.show_message(t("saved.deleted", game=name), info=True, undo=undo)

    async def _put_back(self, key: str, value: Any) -> None:
        store = await self._open()
        if store is None:
            return
        await store.put_back(key, value)
        self.other_tabs.tell()
        await self._show_list()

    def on_click(self, event: Any) -> None:
        action = dom.closest_data(event.target, "saved-action")
        item = dom.closest_data(event.target, "saved")
        if action is None or item is None:
            return
        coro = self._resume(item[1]) if action[1] == "resume" else self._delete(item[1])
        tasks.spawn(self._told(coro))

    async def _told(self, coro: Any) -> None:
        """Run a Resume, Delete or Undo of the list, telling the player what the store refused:
        a save that cannot be read or a failed read or write is left as it is and said so;
        a store gone for good is said once (``_lost``). Any other error is a bug, for
        ``tasks.spawn``'s report."""
        try:
            await coro
        except StoreLost as err:
            self._lost(err)
        except (BadSave, StorageFailed) as err:
            self.frame.window.console.warn(f"saved game action failed: {err!r}")
            self.page.show_message(t("saved.bad"))

    def on_other_tab(self) -> None:
        """Another tab changed the saved games: the home page lists them again."""
        if self.page.state.session is None and self.page.state.route == "home":
            self.show_list()
