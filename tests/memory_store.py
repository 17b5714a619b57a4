"""An in-memory stand-in for the saves' IndexedDB store (``web.idb.Database``), for CPython.

Keys may be anything IndexedDB takes, lists included (which no dict could
hold), so entries are kept as a list of pairs. ``fail_next`` makes the next
writes fail as the browser's would (``web.idb.StorageFailed``), one per name given.

A ``MemoryStore`` is one connection: ``connect()`` opens another to the same
entries, and ``clear_site_data()`` does what the browser's "Clear site data"
does to an open page: every entry gone, every connection closed. Its
``heard`` says whether the connections have heard their ``close`` event yet;
when not, the next read or write on one fails as ``web.idb.Database`` does on a
connection the browser closed, and only then marks it closed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


DELETE = object()
"""What ``_write`` is given to delete a key."""


class MemoryStore:
    def __init__(self, entries: dict[Any, Any] | list[tuple[Any, Any]] | None = None) -> None:
        pairs = entries.items() if isinstance(entries, dict) else (entries or [])
        self.pairs: list[list[Any]] = [[k, v] for k, v in pairs]
        self.fail_next: list[str] = []
        self.writes = 0
        self.closed = False
        """As ``web.idb.Database.closed``: this connection is gone, a new one is needed."""
        self.dropped = False
        """Closed by the browser, its close event not heard yet."""
        self.connections: list[MemoryStore] = [self]
        """Every connection to these entries, this one included."""

    def connect(self) -> "MemoryStore":
        """A new connection to the same entries (a database opened again)."""
        other = MemoryStore()
        other.pairs = self.pairs
        other.connections = self.connections
        self.connections.append(other)
        return other

    def clear_site_data(self, heard: bool = True) -> None:
        """Every entry deleted and every connection closed, as by "Clear site data"."""
        self.pairs.clear()
        for connection in self.connections:
            connection.closed, connection.dropped = heard, not heard

    def _check_open(self) -> None:
        if self.closed or self.dropped:
            from web.idb import StorageFailed  # needs the (fake) DOM: only tests that close

            self.closed = True  # web.idb.Database: an InvalidStateError marks it closed
            raise StorageFailed("InvalidStateError")

    def _index(self, key: Any) -> int | None:
        for i, (k, _) in enumerate(self.pairs):
            if type(k) is type(key) and k == key:
                return i
        return None

    def _write(self, key: Any, value: Any) -> None:
        self._check_open()
        if self.fail_next:
            from web.idb import StorageFailed  # needs the (fake) DOM: only tests that fail writes

            raise StorageFailed(self.fail_next.pop(0))
        self.writes += 1
        i = self._index(key)
        if value is DELETE:
            if i is not None:
                del self.pairs[i]
        elif i is None:
            self.pairs.append([key, value])
        else:
            self.pairs[i][1] = value

    def value(self, key: Any) -> Any:
        i = self._index(key)
        return None if i is None else self.pairs[i][1]

    def as_dict(self) -> dict[str, Any]:
        return {repr(k) if not isinstance(k, str) else k: v for k, v in self.pairs}

    async def entries(self) -> list[tuple[Any, Any]]:
        self._check_open()
        return [(k, v) for k, v in self.pairs]

    async def get(self, key: str) -> Any:
        self._check_open()
        return self.value(key)

    async def put(self, key: str, value: Any) -> None:
        self._write(key, value)

    async def delete(self, key: Any) -> None:
        self._write(key, DELETE)

    async def put_if(self, key: str, choose: Callable[[Any], tuple[str, Any] | None]) -> tuple[bool, Any]:
        self._check_open()
        found = self.value(key)
        action = choose(found)
        if action is None:
            return False, found
        self._write(key, DELETE if action[0] == "delete" else action[1])
        return True, found


def run_async(coroutine: Any) -> Any:
    """Run ``coroutine`` to its end on a loop of its own, in a thread of its own: the browser
    tests' Playwright keeps an event loop running in the main thread, where ``asyncio.run``
    refuses to start another (so a CPython test run after a page test would fail)."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
