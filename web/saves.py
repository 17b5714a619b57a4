"""Saved games: every game is kept in the browser after each move, to resume later.

Storage is PyScript's ``pyscript.storage`` (IndexedDB behind a dict), not
hand-rolled code. A save is a small JSON text holding the game record
(docs/records.md), the ply on screen and, when the computer plays a seat,
those seats in the page link's form (``"computer": "2-normal"``), so a save is exactly as readable and
as checked as an exported record. Anything that cannot be read back (a
corrupt value, a record that no longer replays, a format from the future) is
reported once and moved aside, exactly as it was stored, under a new
``aside:<key>:<time>`` name that never replaces an older one: it is never
deleted and never allowed to break the page, and saving goes on. Values that
even pyscript's storage cannot decode (a bare string, a plain object, a
number as key) are read through ``TolerantStorage`` instead of failing the
whole store.

The codec (``encode``/``decode``) is pure and tested on CPython; ``SaveStore``
needs the browser.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from games import untrusted
from games.errors import GameError
from games.session import Session

from .links import format_seats, parse_seats

FORMAT = 1
STORE_NAME = "abstract-boards-saves"
ASIDE = "aside:"


MAX_ASIDE_KEY_CHARS = 60
"""The part of a bad key kept in its set-aside name (the name is shown to the player)."""


class BadSave(ValueError):
    """A stored value that is not a readable saved game."""


@dataclass(frozen=True)
class Unreadable:
    """A stored value the store's own codec could not decode, kept as it is in the store."""

    raw: Any


def aside_key(key: Any, taken: Any, now: float) -> str:
    """A new name for setting ``key``'s value aside: never one in ``taken``.

    ``aside:<key>:<time>``, with ``-2``, ``-3`` … added when that name is used
    already, so a second bad value under the same key never replaces the first.
    """
    shown = key if isinstance(key, str) else f"{type(key).__name__}-{key!r}"
    base = f"{ASIDE}{shown[:MAX_ASIDE_KEY_CHARS]}:{int(now)}"
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base}-{n}"
    return name


@dataclass
class SavedGame:
    key: str
    session: Session
    updated: float
    """Milliseconds since the epoch (the browser clock) of the last save."""
    computer: dict[int, str] = field(default_factory=dict)
    """Seats (from 0) the computer plays, and its level for each."""

    @property
    def title(self) -> str:
        return self.session.start.game.title

    @property
    def finished(self) -> bool:
        return record_finished(self.session)


def record_finished(session: Session) -> bool:
    """True when the game's record ends in a result, wherever the ply on screen is.

    A finished game stepped back through (or with its last move undone, not yet
    replaced) is still finished: it has nothing left to resume.
    """
    return session.states[-1].outcome() is not None \
        or session.draw_agreed_at == len(session.tokens)


def hides_hands(session: Session) -> bool:
    """Whether the game's record shows hands that no one else may see: an unfinished game of
    a game with hidden hands (``Game.hidden_hands``). Its seed or deck and its moves rebuild
    every hand; a finished game hides nothing any more."""
    return session.start.game.hidden_hands and not record_finished(session)


def encode(session: Session, updated: float, computer: dict[int, str] | None = None) -> str:
    """The stored text of a session: its record, the ply on screen, the time, the computer's seats."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "record": session.record_text_full(),
        "cursor": session.cursor,
        "updated": updated,
    }
    if computer:
        data["computer"] = format_seats(computer)  # optional: older pages ignore it
    return json.dumps(data, ensure_ascii=False)


def decode(key: Any, value: Any) -> SavedGame:
    """Read a stored value back; BadSave says why it cannot be."""
    if not isinstance(key, str):
        raise BadSave(f"saved game {untrusted.excerpt(key)}: its name is not text")
    if isinstance(value, Unreadable):
        raise BadSave(f"saved game {key}: not in the stored format")
    if not isinstance(value, str):
        raise BadSave(f"saved game {key}: not text but {type(value).__name__}")
    try:
        data = untrusted.json_value(value, f"saved game {key}", untrusted.MAX_STORED_CHARS)
    except untrusted.BadInput as err:
        raise BadSave(str(err)) from None
    if not isinstance(data, dict):
        raise BadSave(f"saved game {key}: not a saved game")
    if data.get("format") != FORMAT:
        raise BadSave(f"saved game {key}: format {data.get('format')!r} is not one this page reads")
    record, cursor, updated = data.get("record"), data.get("cursor"), data.get("updated")
    if not isinstance(record, str) or not isinstance(cursor, int) or not isinstance(updated, (int, float)):
        raise BadSave(f"saved game {key}: record, cursor or time missing")
    try:
        session = Session.from_record_text(record)
    except (GameError, RecursionError) as err:
        raise BadSave(f"saved game {key}: {err}") from None
    session.goto(cursor)
    seats = data.get("computer")
    computer = parse_seats(seats)[0] if isinstance(seats, str) else {}
    players = session.start.options.players
    return SavedGame(key, session, float(updated),
                     {s: n for s, n in computer.items() if s < players})


class StorageRefused(Exception):
    """The browser refuses this site's storage: nothing can be kept past this visit."""


class SaveStore:
    """The saved games of this browser (an open ``pyscript.storage``)."""

    def __init__(self, store: Any) -> None:
        self.store = store

    @classmethod
    async def open(cls) -> "SaveStore":
        """The store, or ``StorageRefused`` where the browser keeps no IndexedDB for this
        site: web/storage_fallback.js then answers from memory, which would lose every
        game at the end of the visit while seeming to save it."""
        from pyscript import storage, window  # type: ignore[import-not-found]

        store = cls(await storage(STORE_NAME, storage_class=tolerant_storage_class()))
        status = getattr(window, "ABSTRACT_BOARDS_STORAGE", None)
        if status is not None and status.refused:
            raise StorageRefused("this browser keeps no IndexedDB for this site")
        return store

    def put(self, key: str, session: Session, updated: float,
            computer: dict[int, str] | None = None) -> None:
        self.store[key] = encode(session, updated, computer)

    def delete(self, key: str) -> None:
        if key in self.store:
            del self.store[key]

    async def sync(self) -> None:
        await self.store.sync()

    def load(self, key: str) -> SavedGame:
        return decode(key, self.store.get(key))

    def unfinished(self, now: float = 0.0) -> tuple[list[SavedGame], list[str]]:
        """Saved games still to play (newest first) and the names unreadable ones were
        set aside under (``now``, the clock in milliseconds, makes those names unique).

        Unreadable saves are moved aside unchanged, so each is reported once.
        """
        games: list[SavedGame] = []
        aside: list[str] = []
        for key in list(self.store.keys()):
            if isinstance(key, str) and key.startswith(ASIDE):
                continue
            try:
                saved = decode(key, self.store[key])
            except BadSave:
                aside.append(self.set_aside(key, now))
                continue
            if not saved.finished:
                games.append(saved)
        games.sort(key=lambda g: g.updated, reverse=True)
        return games, aside

    def set_aside(self, key: Any, now: float) -> str:
        """Move ``key``'s value, exactly as stored, to a fresh ``aside:`` name; returns it."""
        name = aside_key(key, self.store, now)
        value = self.store[key]
        if isinstance(value, Unreadable):
            self.store.put_raw(name, value.raw)
        else:
            self.store[name] = value
        del self.store[key]
        return name


MAX_STORE_ENTRIES = 64
"""Entries of one value in the store's own encoding (pyscript's Flatted: a save is 3)."""


def shallow(raw: Any) -> Any:
    """``raw``, a value as the store keeps it, after checking that its decoding stays shallow.

    pyscript decodes a value with ``json.loads`` and then follows its Flatted
    references recursively, comparing each list with all those seen: a deep or
    long value would overflow the stack in the browser (fatal) or take minutes.
    So the text must be bounded and at most ``untrusted.MAX_DEPTH`` deep, and
    a list of at most ``MAX_STORE_ENTRIES`` entries; BadInput otherwise.
    Anything that is not text goes on to the codec, which refuses it.
    """
    if isinstance(raw, str):
        name = "stored value"
        entries = untrusted.json_value(raw, name, 2 * untrusted.MAX_STORED_CHARS)
        if not isinstance(entries, list) or len(entries) > MAX_STORE_ENTRIES:
            raise untrusted.BadInput("too_many", f"{name}: more than {MAX_STORE_ENTRIES} entries",
                                     name=name, limit=MAX_STORE_ENTRIES)
    return raw


def tolerant_storage_class() -> type:
    """pyscript's ``Storage`` that keeps values it cannot decode as ``Unreadable``.

    pyscript 0.7.31 decodes every value when a store opens, and one value
    not written by it (a bare string, a plain object) makes the whole store
    fail to open. This subclass decodes each value on its own with the same
    codec (``pyscript.storage._convert_from_idb``, pinned with the runtime)
    and can write a raw value back unchanged (``put_raw``), to set it aside.
    """
    from importlib import import_module

    # The module, not ``pyscript.storage`` the function that pyscript exports under its name.
    storage_module = import_module("pyscript.storage")

    decode_value = storage_module._convert_from_idb

    class TolerantStorage(storage_module.Storage):  # type: ignore[misc,name-defined]
        def __init__(self, store: Any) -> None:
            values: dict[Any, Any] = {}
            for key, raw in store.entries():
                try:
                    values[key] = decode_value(shallow(raw))
                except Exception:  # noqa: BLE001 - anything undecodable is kept, not fatal
                    values[key] = Unreadable(raw)
            dict.__init__(self, values)
            self._store = store

        def put_raw(self, key: str, raw: Any) -> None:
            self._store.set(key, raw)
            dict.__setitem__(self, key, Unreadable(raw))

    return TolerantStorage
