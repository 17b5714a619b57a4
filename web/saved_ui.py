"""Saved games in the page: save after every change, list and resume on the home page.

Saving runs after the redraw (never inside the tap's critical path) and is
asynchronous; a storage failure is reported once and play goes on.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from pyscript import window  # type: ignore[import-not-found]

from . import dom
from .i18n import t, tn
from .page import Page
from .saves import SaveStore, record_finished

HISTORY_KEY = "save"
"""The page's history entry carries the key of its game's save, so a reload (or Back to
the game) goes on with the same save instead of starting a second one."""
LINK_KEY = "link"
"""The history entry also carries the whole link of its game: the address bar of an
unfinished game with hidden hands shows only ``web.links.private_link``."""


class SavedGames:
    def __init__(self, page: Page, computer: Callable[[], dict[int, str] | None]) -> None:
        self.page = page
        self.computer = computer
        """The computer's seats, saved with the game (``Opponent.link_value``)."""
        self.store: SaveStore | None = None
        self.failed = False
        self.key: str | None = None
        """The save of the game on screen; None until the player changes something."""
        self.section = dom.by_id("saved")
        self.list = dom.by_id("saved-list")
        self.items: dict[str, Any] = {}
        dom.listen(self.list, "click", self.on_click)

    async def _open(self) -> SaveStore | None:
        if self.store is None and not self.failed:
            try:
                self.store = await SaveStore.open()
            except Exception as err:  # noqa: BLE001 - storage may be refused, disabled or broken
                self.failed = True
                window.console.info(f"abstract-boards: no saved games: {err}")
                self.page.show_message(t("saved.unavailable"))
        return self.store

    # ----- saving ----------------------------------------------------------------------
    def forget_current(self) -> None:
        """A new game (or one opened from a link) gets a save of its own once played."""
        self.key = None
        self._remember()

    @staticmethod
    def remembered() -> str | None:
        """The save key this history entry carries (after a reload or Back), if any."""
        state = window.history.state
        key = getattr(state, HISTORY_KEY, None) if state is not None else None
        return key if isinstance(key, str) else None

    @staticmethod
    def kept_link() -> str | None:
        """The whole link this history entry keeps for its game (see ``LINK_KEY``), if any."""
        state = window.history.state
        link = getattr(state, LINK_KEY, None) if state is not None else None
        return link if isinstance(link, str) else None

    def adopt(self, key: str | None) -> None:
        """Go on with the save ``key`` for the game just opened from this history entry."""
        self.key = key
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
        from pyscript.ffi import to_js  # type: ignore[import-not-found]

        return to_js(kept)

    def _remember(self) -> None:
        window.history.replaceState(self.history_state(), "", window.location.href)

    def changed(self) -> None:
        if self.page.state.embedded:
            return  # a board embedded in another site is not one of this player's games
        asyncio.ensure_future(self._save())

    async def _save(self) -> None:
        session = self.page.state.session
        store = await self._open()
        if store is None or session is None:
            return
        if session is not self.page.state.session:
            return  # another game was opened meanwhile: this one was saved by its own change
        try:
            if self.key is None:
                if not session.tokens:
                    return
                self.key = f"game-{int(window.Date.now())}-{int(window.Math.random() * 1e6)}"
                self._remember()
            if record_finished(session):
                store.delete(self.key)  # nothing left to resume
            else:
                store.put(self.key, session, float(window.Date.now()), self.computer())
            await store.sync()
        except Exception as err:  # noqa: BLE001
            window.console.error(f"saving failed: {err}")

    # ----- the home page list ------------------------------------------------------------
    def show_list(self) -> None:
        asyncio.ensure_future(self._show_list())

    async def _show_list(self) -> None:
        store = await self._open()
        if store is None:
            return
        games, aside = store.unfinished(float(window.Date.now()))
        if aside:
            await store.sync()
            self.page.show_message(tn("saved.set_aside", len(aside), names="”, “".join(aside)))
        dom.clear(self.list)
        self.items = {}
        for saved in games:
            session = saved.session
            item = dom.html("li", self.list, data_saved=saved.key)
            what = dom.html("span", item, class_="saved-what")
            dom.html("strong", what, text=self.page.game_title(session.start.game))
            when = window.Date.new(saved.updated).toLocaleString()
            dom.html("small", what, text=tn("saved.moves", len(session.tokens), when=when))
            dom.html("button", item, text=t("saved.resume"), type="button", data_saved_action="resume")
            dom.html("button", item, text=t("saved.delete"), type="button", data_saved_action="delete")
        self.section.hidden = not games

    async def _resume(self, key: str) -> None:
        store = await self._open()
        if store is None:
            return
        saved = store.load(key)
        self.page.open_saved(saved.session, saved.computer)
        self.adopt(key)

    async def _delete(self, key: str) -> None:
        store = await self._open()
        if store is None:
            return
        store.delete(key)
        await store.sync()
        await self._show_list()

    def on_click(self, event: Any) -> None:
        action = dom.closest_data(event.target, "saved-action")
        item = dom.closest_data(event.target, "saved")
        if action is None or item is None:
            return
        coro = self._resume(item[1]) if action[1] == "resume" else self._delete(item[1])
        asyncio.ensure_future(self._guard(coro))

    async def _guard(self, coro: Any) -> None:
        try:
            await coro
        except Exception as err:  # noqa: BLE001 - never let a bad save break the page
            self.page.show_message(t("saved.bad", error=err))
