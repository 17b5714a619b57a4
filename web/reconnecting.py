"""The saves' database connection, opened again when the browser closes it under the page.

"Clear site data" while a game is open deletes the saves' database and closes
the page's connection to it; another page deleting or upgrading the database
has it closed too (``web.idb``). Every later read or write on that connection
fails, so without a new one no move would be saved again for the rest of the
visit while each failure promised a next try. ``Reconnecting`` opens a new
connection when the old one is closed, before a read or write, or when one
fails and the connection turns out to be closed, and then tries that read or
write once more. Opening creates the database and its store again when they
were deleted, and a save writes the whole game, so the game on screen is
saved again at the next save.

When no new connection can be had (site data now blocked, so the browser
would answer from memory: ``saves.StorageRefused``), it raises ``StoreLost``:
the page says once that the game is no longer kept, rather than fail quietly
at every move.

Pure (the opener is handed in): tested on CPython with tests/memory_store.py.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class Connection(Protocol):
    """An open connection to the store (``web.idb.Database``; ``saves.Backend``'s calls) that
    knows when it was closed. Declared here, not imported: ``web.saves`` imports this module."""

    closed: bool

    async def entries(self) -> list[tuple[Any, Any]]: ...

    async def get(self, key: str) -> Any: ...

    async def put(self, key: str, value: Any) -> None: ...

    async def delete(self, key: Any) -> None: ...

    async def put_if(self, key: str, choose: Callable[[Any], tuple[str, Any] | None]) -> tuple[bool, Any]: ...


class StoreLost(Exception):
    """The connection was closed and no new one could be opened: nothing is kept from now on."""


class Reconnecting:
    """A ``saves.Backend`` over the current connection, opening a new one when it was closed.

    The first connection is opened by ``connection()``; a failure to open it is the
    caller's to report (the browser keeps nothing for this site: ``StorageRefused``).
    A failure to open a later one, after the first was closed, is ``StoreLost``.
    """

    def __init__(self, connect: Callable[[], Awaitable[Connection]]) -> None:
        self.connect = connect
        self.current: Connection | None = None
        self.opened = False
        """A connection was opened once: failing to open one again is ``StoreLost``."""

    async def connection(self) -> Connection:
        """The open connection, a new one when there is none or it was closed."""
        if self.current is None or self.current.closed:
            self.current = None
            try:
                self.current = await self.connect()
            except Exception as err:
                if self.opened:
                    raise StoreLost(f"the store could not be opened again: {err!r}") from err
                raise
            self.opened = True
        return self.current

    async def _run(self, work: Callable[[Connection], Awaitable[T]]) -> T:
        """``work`` on the connection; once more on a new one when it failed because the
        connection was closed (a failed transaction wrote nothing, so trying again is safe)."""
        connection = await self.connection()
        try:
            return await work(connection)
        except Exception:
            if not connection.closed:
                raise
        return await work(await self.connection())

    async def entries(self) -> list[tuple[Any, Any]]:
        return await self._run(lambda c: c.entries())

    async def get(self, key: str) -> Any:
        return await self._run(lambda c: c.get(key))

    async def put(self, key: str, value: Any) -> None:
        await self._run(lambda c: c.put(key, value))

    async def delete(self, key: Any) -> None:
        await self._run(lambda c: c.delete(key))

    async def put_if(self, key: str, choose: Callable[[Any], tuple[str, Any] | None]) -> tuple[bool, Any]:
        return await self._run(lambda c: c.put_if(key, choose))
