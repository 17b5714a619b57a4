"""Saved games: every game is kept in the browser after each move, to resume later.

The saves live in IndexedDB (``web.idb``, the database pyscript's storage
used, read and written with its value codec). A save is a small JSON text holding the game record
(docs/records.md: its variations too), the line shown when it is not the main line (a link's
``branch``), the ply on screen and, when the computer plays a seat,
those seats in the page link's form (``"computer": "2-normal"``), so a save is exactly as readable and
as checked as an exported record. Anything that cannot be read back (a
corrupt value, a record that no longer replays, a format from the future) is
reported once and moved aside, exactly as it was stored, under a new
``aside:<key>:<time>`` name that never replaces an older one: it is never
deleted and never allowed to break the page, and saving goes on. Every key
and value is read through ``games.untrusted`` first: a value the codec
cannot decode (a bare string, a plain object) or a key that is not text (a
number, an array) is set aside like any other unreadable save.

The codec (``encode``/``decode``) and ``SaveStore``'s rules are pure and
tested on CPython with a dict for a database; ``web.idb`` needs the browser.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from games import untrusted
from games.errors import GameError
from games.session import Session
from games.variation_link import branch_to_param

from .links import format_seats, parse_seats
from .save_lines import contains, record_finished, show_branch

if TYPE_CHECKING:
    from .idb import Database

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
    if isinstance(key, str):
        shown = key
    else:  # a number, or a key the page sees as a proxy object (an array, a date)
        label = type(key).__name__ if isinstance(key, (int, float)) else "key"
        shown = f"{label}-{untrusted.excerpt(key, MAX_ASIDE_KEY_CHARS)[1:].split(chr(39))[0]}"
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
    updated: float | None
    """Milliseconds since the epoch (the browser clock) of the last save; None when the
    stored time is not one a clock can show (``shown_time``)."""
    computer: dict[int, str] = field(default_factory=dict)
    """Seats (from 0) the computer plays, and its level for each."""
    rev: int = 0
    """The save's revision: one more at every write (``SaveStore.save``)."""

    @property
    def title(self) -> str:
        return self.session.start.game.title

    @property
    def finished(self) -> bool:
        return record_finished(self.session)


MAX_TIME_MS = 8.64e15
"""The latest (and, negated, the earliest) time a JavaScript ``Date`` holds, in milliseconds."""


def shown_time(updated: float) -> float | None:
    """A stored save time the page can show as a date, or None: NaN, an infinity, a time
    outside ``Date``'s range or a true/false (a hostile or damaged store) is no time. Such a
    save is still listed and resumed, without a date, as a seat the game lacks is dropped:
    a broken time is no reason to set a playable game aside."""
    if isinstance(updated, bool) or not -MAX_TIME_MS <= updated <= MAX_TIME_MS:
        return None  # NaN compares false with everything, so it is refused here too
    return float(updated)


def encode(session: Session, updated: float, computer: dict[int, str] | None = None,
           rev: int = 1) -> str:
    """The stored text of a session: its record, the ply on screen, the time, the computer's
    seats and the save's revision (older pages ignore ``rev``; a save without one is at 0)."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "record": session.record_text_full(),
        "cursor": session.cursor,
        "updated": updated,
        "rev": rev,
    }
    if computer:
        data["computer"] = format_seats(computer)  # optional: older pages ignore it
    if session.chosen:  # the line shown, as a link's branch= writes it; older pages ignore it
        data["branch"] = branch_to_param(session.path)
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
    show_branch(session, data.get("branch"))
    session.goto(cursor)
    seats = data.get("computer")
    computer = parse_seats(seats)[0] if isinstance(seats, str) else {}
    players = session.start.options.players
    return SavedGame(key, session, shown_time(updated),
                     {s: n for s, n in computer.items() if s < players}, stored_rev(value) or 0)


def holds(saved: SavedGame, line: Session) -> bool:
    """Whether ``saved`` is an unfinished save of exactly ``line``'s game, options and moves
    (every line of its variations, whichever is shown)."""
    return not saved.finished and contains(line, saved.session) and contains(saved.session, line)


class Backend(Protocol):
    """Where the saves live: ``web.idb.Database`` in the page, a dict in the tests."""

    async def entries(self) -> list[tuple[Any, Any]]: ...

    async def get(self, key: str) -> Any: ...

    async def put(self, key: str, value: Any) -> None: ...

    async def delete(self, key: Any) -> None: ...

    async def put_if(self, key: str, choose: Callable[[Any], tuple[str, Any] | None]) -> tuple[bool, Any]:
        """``choose(value found)`` says ``("put", value)``, ``("delete", None)`` or None (leave it)."""


@dataclass(frozen=True)
class Written:
    """What a save did: the key the game is now saved under and its revision there."""

    key: str
    rev: int
    forked: bool = False
    """True when another tab's newer line was found under the old key: it was kept there,
    and this game was saved as a second saved game under ``key``."""


def stored_rev(text: Any) -> int | None:
    """The revision in a save's text without replaying its record (None when unreadable)."""
    try:
        data = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    rev = data.get("rev", 0)
    return rev if isinstance(rev, int) and not isinstance(rev, bool) and rev >= 0 else None


class StorageRefused(Exception):
    """The browser refuses this site's storage: nothing can be kept past this visit."""


async def open_database(window: Any) -> "Database":
    """A new connection to the saves' database (``web.idb.Database``) of ``window``'s site, or
    ``StorageRefused`` where the browser keeps no IndexedDB for this site: web/storage_fallback.js
    then answers from memory, which would lose every game at the end of the visit while seeming
    to save it."""
    from .idb import Database

    database = await Database.open(window, STORE_NAME)
    status = getattr(window, "ABSTRACT_BOARDS_STORAGE", None)
    if status is not None and status.refused:
        raise StorageRefused("this browser keeps no IndexedDB for this site")
    return database


class SaveStore:
    """The saved games of this browser, read fresh from the store at every look.

    Every read and write is a transaction of its own, so one failed write
    (a full disk) fails alone and the next one is tried as usual. A save
    carries a revision (``rev``), one more at every write: a tab writes over a
    save only when the save still holds the revision it last wrote or read,
    or when the tab's line holds every move of what is stored (``contains``).
    Otherwise another tab moved on meanwhile, and both lines are kept: this
    tab's game becomes a second saved game (``Written.forked``).
    """

    def __init__(self, backend: Backend, pack: Callable[[str], Any] = lambda text: text,
                 unpack: Callable[[Any], Any] = lambda raw: raw) -> None:
        self.backend = backend
        self.pack = pack
        """A save's text as stored (pyscript's value codec in the page)."""
        self.unpack = unpack

    @classmethod
    async def open(cls, window: Any) -> "SaveStore":
        """The store of ``window``'s site, or ``StorageRefused`` where the browser keeps no
        IndexedDB for this site. Its connection is opened again whenever the browser closes it
        (``web.reconnecting``)."""
        from functools import partial
        from importlib import import_module

        from .reconnecting import Reconnecting

        # The module, not ``pyscript.storage`` the function that pyscript exports under its name:
        # its codec keeps the saves readable by the pages that wrote them with pyscript's storage.
        codec = import_module("pyscript.storage")
        backend = Reconnecting(partial(open_database, window))
        await backend.connection()  # refused now: said now, before the first save
        # Its decoder recurses: a value too deep or long for it is refused first (``shallow``).
        return cls(backend, codec._convert_to_idb, lambda raw: codec._convert_from_idb(shallow(raw)))

    def _read(self, key: Any, raw: Any) -> SavedGame:
        """A stored (key, value) as a saved game; BadSave when either cannot be read."""
        try:
            key = untrusted.stored_key(key)
            text = untrusted.stored_text(raw, "saved game")
        except untrusted.BadInput as err:
            raise BadSave(str(err)) from None
        try:
            value = self.unpack(text)
        except Exception:  # noqa: BLE001 - anything the codec cannot read is a bad save, not a crash
            value = Unreadable(raw)
        return decode(key, value)

    async def load(self, key: str) -> SavedGame:
        """The save under ``key`` as it is now (another tab may have written it since)."""
        return self._read(key, await self.backend.get(key))

    async def save(self, key: str, seen: int | None, session: Session, updated: float,
                   computer: dict[int, str] | None, new_key: Callable[[], str]) -> Written | None:
        """Save ``session`` under ``key``, which this tab last wrote or read at revision ``seen``
        (None: not known, after a reload). A finished game's save is deleted instead (nothing is
        left to resume; None). When the stored save holds moves this one lacks, it stays as it
        is and the game is saved under ``new_key()`` instead."""
        finished = record_finished(session)
        chosen: list[int] = []

        def choose(raw: Any) -> tuple[str, Any] | None:
            if raw is not None and not self._replaceable(key, raw, seen, session):
                return None
            rev = (stored_rev(self._text(raw)) or 0) + 1 if raw is not None else 1
            chosen.append(rev)
            return ("delete", None) if finished else ("put", self.pack(encode(session, updated, computer, rev)))

        written, _found = await self.backend.put_if(key, choose)
        if written:
            return None if finished else Written(key, chosen[-1])
        if finished:
            return None  # another tab's line stays; a finished game is not listed anyway
        fork = new_key()
        await self.backend.put(fork, self.pack(encode(session, updated, computer, 1)))
        return Written(fork, 1, forked=True)

    def _text(self, raw: Any) -> Any:
        try:
            return self.unpack(untrusted.stored_text(raw))
        except Exception:  # noqa: BLE001 - unreadable: no revision
            return None

    def _replaceable(self, key: str, raw: Any, seen: int | None, session: Session) -> bool:
        """True when writing ``session`` over the stored ``raw`` loses no moves of another tab."""
        rev = stored_rev(self._text(raw))
        if rev is not None and seen is not None and rev == seen:
            return True  # nobody wrote since this tab did
        try:
            stored = self._read(key, raw)
        except BadSave:
            return False  # keep what cannot be read: it is set aside when the list is shown
        return contains(session, stored.session)

    async def take(self, key: str) -> Any:
        """Delete the save under ``key`` and return what was stored there (None: nothing), so
        that Undo can put it back as it was."""
        value = await self.backend.get(key)
        await self.backend.delete(key)
        return value

    async def put_back(self, key: str, value: Any) -> None:
        """Put back what ``take`` removed, unless a game was saved under ``key`` meanwhile."""
        await self.backend.put_if(key, lambda found: ("put", value) if found is None else None)

    async def find_line(self, line: Session) -> SavedGame | None:
        """The unfinished save holding exactly ``line``'s game, options and moves, if one does:
        a link to a saved game, opened anew (a new tab, a bookmark), goes on in that save
        rather than start a second one. Unreadable saves are skipped here (the list sets
        them aside)."""
        for key, raw in await self.backend.entries():
            if not isinstance(key, str) or key.startswith(ASIDE):
                continue
            try:
                saved = self._read(key, raw)
            except BadSave:
                continue
            if holds(saved, line):
                return saved
        return None

    async def revision_holding(self, key: str, line: Session) -> int | None:
        """The revision of the save under ``key`` if it holds exactly ``line`` (None: it does
        not, or cannot be read). A tab reopening its game from its own history entry (a reload,
        Back) learns so that the save is the one it wrote last, and goes on in it: without the
        revision, its first change that drops moves (a new move played from an earlier
        position) would read as another tab's line and be kept apart."""
        try:
            saved = self._read(key, await self.backend.get(key))
        except BadSave:
            return None
        return saved.rev if holds(saved, line) else None

    async def unfinished(self, now: float = 0.0) -> tuple[list[SavedGame], list[str]]:
        """Saved games still to play (newest first, those without a time last) and the
        names unreadable ones were set aside under (``now``, the clock in milliseconds,
        makes those names unique).

        Unreadable saves, and values under a key that is not text, are moved aside
        unchanged, so each is reported once. A save that cannot be moved aside (the
        write failed) is left where it is, unlisted, and tried again at the next look.
        """
        entries = await self.backend.entries()
        taken = {key for key, _ in entries if isinstance(key, str)}
        games: list[SavedGame] = []
        aside: list[str] = []
        for key, raw in entries:
            if isinstance(key, str) and key.startswith(ASIDE):
                continue
            try:
                saved = self._read(key, raw)
            except BadSave:
                name = aside_key(key, taken, now)
                try:
                    await self.backend.put(name, raw)
                    await self.backend.delete(key)
                except Exception:  # noqa: BLE001 - storage refused: keep it where it is
                    continue
                taken.add(name)
                aside.append(name)
                continue
            if not saved.finished:
                games.append(saved)
        games.sort(key=lambda g: -1 - MAX_TIME_MS if g.updated is None else g.updated, reverse=True)
        return games, aside


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
