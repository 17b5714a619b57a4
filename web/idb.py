"""One IndexedDB object store, each read or write in a transaction of its own.

The saved games need three things pyscript's ``storage`` (polyscript's
``IDBMapSync``) does not give: a write that fails must fail alone (its
writes are chained on one promise, so after one rejected write, a
``QuotaExceededError`` say, every later write and ``sync`` is skipped for
the rest of the visit); a read must see what another tab wrote since (its
dict is read once, when the store opens); and a key that is not text (an
array, which becomes an unhashable ``JsProxy``) must not stop the others
from being read. This module is that small store: the same database and
object store (``IDBMap/@pyscript/<name>``, ``entries``), so the saves
pyscript wrote are read as they are, and values are whatever the caller
hands it (``web.saves`` keeps pyscript's value codec).

A write resolves when its transaction is complete (an error found at commit,
like a full disk, is a failure, not a success); a failure raises
``StorageFailed`` with the DOM error's name only, never its text.

The browser may close the connection under the page: "Clear site data" deletes
the database and closes every connection to it (Chromium fires ``close``), and
another page that deletes or upgrades the database asks this one to close first
(``versionchange``: it is closed at once, so theirs is not blocked). Every
transaction on a closed connection fails, so ``Database.closed`` says so, and
``web.reconnecting`` opens a new one.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from web.browser import create_proxy

PREFIX = "IDBMap/@pyscript/"
"""pyscript's own database names, so the saves it wrote are still found."""
STORE = "entries"


class StorageFailed(Exception):
    """A read or write the browser refused; ``name`` is the DOM error's name."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def _safe_name(name: Any) -> str:
    """A DOM error's name (``QuotaExceededError``), or ``UnknownError`` for anything else."""
    return name if isinstance(name, str) and name.isidentifier() and len(name) <= 60 else "UnknownError"


def _thrown_name(err: BaseException) -> str:
    """The DOM error name of an exception a call threw.

    Pyodide hands a thrown ``DOMException`` to Python wrapped in a plain
    ``Error`` whose text starts with the original ``<name>: <message>``, so
    the name is read from there when the error's own is the generic one.
    """
    name = _safe_name(getattr(err, "name", None))
    if name not in ("Error", "UnknownError"):
        return name
    for word in str(err).replace('"', " ").split():
        if word.endswith("Error:") and word != "Error:":
            return _safe_name(word[:-1])
    return "UnknownError"


def _error_name(source: Any) -> str:
    """The DOM error name of a failed request or transaction."""
    try:
        error = source.error
        return _safe_name(getattr(error, "name", None) if error is not None else None)
    except Exception:  # noqa: BLE001 - reading .error of a live request throws
        return "UnknownError"


async def _settled(target: Any, done: str, failed: tuple[str, ...]) -> None:
    """Until ``target`` fires ``done`` (returns) or one of ``failed`` (raises StorageFailed)."""
    future = asyncio.get_event_loop().create_future()

    def finish(_event: Any) -> None:
        if not future.done():
            future.set_result(None)

    def fail(_event: Any) -> None:
        if not future.done():
            future.set_exception(StorageFailed(_error_name(target)))

    handlers = [(done, create_proxy(finish))] + [(kind, create_proxy(fail)) for kind in failed]
    for kind, proxy in handlers:
        target.addEventListener(kind, proxy)
    try:
        await future
    finally:
        for kind, proxy in handlers:
            target.removeEventListener(kind, proxy)
            proxy.destroy()


class Database:
    """An open database with its one object store."""

    def __init__(self, db: Any) -> None:
        self.db = db
        self.closed = False
        """The browser closed this connection, or this page did for another one: every
        transaction on it fails from now on, and a new connection is needed."""
        self._listeners = [(kind, create_proxy(self._on_closed)) for kind in ("close", "versionchange")]
        for kind, proxy in self._listeners:
            db.addEventListener(kind, proxy)

    def _on_closed(self, event: Any) -> None:
        """The connection is gone (``close``) or another page waits for it to go
        (``versionchange``: closed now, so that page's deletion or upgrade goes on)."""
        if self.closed:
            return
        self.closed = True
        if getattr(event, "type", None) == "versionchange":
            self.db.close()

    @classmethod
    async def open(cls, window: Any, name: str) -> "Database":
        """The database ``name`` of ``window``'s site (its ``indexedDB``)."""
        try:
            request = window.indexedDB.open(PREFIX + name)
        except Exception:  # noqa: BLE001 - IndexedDB refused (a frame of another site, a setting)
            raise StorageFailed("SecurityError") from None

        def upgrade(_event: Any) -> None:
            if not request.result.objectStoreNames.contains(STORE):
                request.result.createObjectStore(STORE)

        proxy = create_proxy(upgrade)
        request.addEventListener("upgradeneeded", proxy)
        try:
            await _settled(request, "success", ("error", "blocked"))
        finally:
            request.removeEventListener("upgradeneeded", proxy)
            proxy.destroy()
        return cls(request.result)

    def _transaction(self, mode: str) -> tuple[Any, Any]:
        try:
            tx = self.db.transaction(STORE, mode)
            return tx, tx.objectStore(STORE)
        except Exception as err:  # noqa: BLE001 - e.g. InvalidStateError once the database closed
            name = _thrown_name(err)
            if name == "InvalidStateError":  # closed before its close event was heard
                self.closed = True
            raise StorageFailed(name) from None

    async def entries(self) -> list[tuple[Any, Any]]:
        """Every (key, value) as stored: keys may be text, numbers or ``JsProxy`` objects."""
        tx, store = self._transaction("readonly")
        keys, values = store.getAllKeys(), store.getAll()
        await _settled(tx, "complete", ("abort", "error"))
        return list(zip(list(keys.result), list(values.result)))

    async def get(self, key: str) -> Any:
        """The value under ``key`` now (None when there is none)."""
        tx, store = self._transaction("readonly")
        request = store.get(key)
        await _settled(tx, "complete", ("abort", "error"))
        return request.result  # None (undefined) when there is none

    async def put(self, key: str, value: Any) -> None:
        tx, store = self._transaction("readwrite")
        try:
            store.put(value, key)
        except Exception as err:  # noqa: BLE001 - put throws at once for some refusals
            tx.abort()
            raise StorageFailed(_thrown_name(err)) from None
        await _settled(tx, "complete", ("abort", "error"))

    async def delete(self, key: Any) -> None:
        tx, store = self._transaction("readwrite")
        store.delete(key)
        await _settled(tx, "complete", ("abort", "error"))

    async def put_if(self, key: str, choose: Callable[[Any], tuple[str, Any] | None]) -> tuple[bool, Any]:
        """Do what ``choose(current value)`` says under ``key``: ``("put", value)``,
        ``("delete", None)`` or nothing (None), in one transaction, so no other tab writes in
        between; returns (whether it wrote, the value found)."""
        tx, store = self._transaction("readwrite")
        request = store.get(key)
        found: list[Any] = [None]
        written = [False]
        refused: list[str] = []

        def decide(_event: Any) -> None:
            found[0] = request.result
            try:
                action = choose(found[0])
                if action is None:
                    return
                if action[0] == "delete":
                    store.delete(key)
                else:
                    store.put(action[1], key)
                written[0] = True
            except Exception as err:  # noqa: BLE001 - put throws at once for some refusals
                refused.append(_thrown_name(err))
                tx.abort()

        proxy = create_proxy(decide)
        request.addEventListener("success", proxy)
        try:
            await _settled(tx, "complete", ("abort", "error"))
        except StorageFailed:
            if not refused:
                raise
        finally:
            request.removeEventListener("success", proxy)
            proxy.destroy()
        if refused:
            raise StorageFailed(refused[0])
        return written[0], found[0]
