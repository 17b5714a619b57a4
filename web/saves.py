"""Saved games: every game is kept in the browser after each move, to resume later.

Storage is PyScript's ``pyscript.storage`` (IndexedDB behind a dict), not
hand-rolled code. A save is a small JSON text holding the game record
(docs/records.md), the ply on screen and, when the computer plays a seat,
those seats in the page link's form (``"computer": "2-normal"``), so a save is exactly as readable and
as checked as an exported record. Anything that cannot be read back (a
corrupt value, a record that no longer replays, a format from the future) is
reported and moved aside under ``aside:<key>``, never deleted and never
allowed to break the page.

The codec (``encode``/``decode``) is pure and tested on CPython; ``SaveStore``
needs the browser.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from games.errors import GameError
from games.session import Session

from .links import format_seats, parse_seats

FORMAT = 1
STORE_NAME = "abstract-boards-saves"
ASIDE = "aside:"


class BadSave(ValueError):
    """A stored value that is not a readable saved game."""


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


def decode(key: str, value: Any) -> SavedGame:
    """Read a stored value back; BadSave says why it cannot be."""
    if not isinstance(value, str):
        raise BadSave(f"saved game {key}: not text but {type(value).__name__}")
    try:
        data = json.loads(value)
    except ValueError as err:
        raise BadSave(f"saved game {key}: not JSON ({err})") from None
    if not isinstance(data, dict):
        raise BadSave(f"saved game {key}: not a saved game")
    if data.get("format") != FORMAT:
        raise BadSave(f"saved game {key}: format {data.get('format')!r} is not one this page reads")
    record, cursor, updated = data.get("record"), data.get("cursor"), data.get("updated")
    if not isinstance(record, str) or not isinstance(cursor, int) or not isinstance(updated, (int, float)):
        raise BadSave(f"saved game {key}: record, cursor or time missing")
    try:
        session = Session.from_record_text(record)
    except GameError as err:
        raise BadSave(f"saved game {key}: {err}") from None
    session.goto(cursor)
    seats = data.get("computer")
    computer = parse_seats(seats)[0] if isinstance(seats, str) else {}
    players = session.start.options.players
    return SavedGame(key, session, float(updated),
                     {s: n for s, n in computer.items() if s < players})


class SaveStore:
    """The saved games of this browser (an open ``pyscript.storage``)."""

    def __init__(self, store: Any) -> None:
        self.store = store

    @classmethod
    async def open(cls) -> "SaveStore":
        from pyscript import storage  # type: ignore[import-not-found]

        return cls(await storage(STORE_NAME))

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

    def unfinished(self) -> tuple[list[SavedGame], list[str]]:
        """Saved games still to play (newest first) and messages about unreadable ones.

        Unreadable saves are moved aside, so each is reported once.
        """
        games: list[SavedGame] = []
        problems: list[str] = []
        for key in list(self.store.keys()):
            if key.startswith(ASIDE):
                continue
            try:
                saved = decode(key, self.store[key])
            except BadSave as err:
                problems.append(str(err))
                self.store[ASIDE + key] = self.store[key] if isinstance(self.store[key], str) \
                    else repr(self.store[key])
                del self.store[key]
                continue
            if not saved.finished:
                games.append(saved)
        games.sort(key=lambda g: g.updated, reverse=True)
        return games, problems
