"""Async work of the page, guarded: ``spawn`` is to a coroutine what ``web.dom.listen`` is to an
event handler. Every task of ``web/`` starts here (a structure test keeps it so): it is kept
until it ends, and an error it raises reaches the page's one report (``web.reports.on_error``)."""

from __future__ import annotations

import asyncio
from typing import Any, Coroutine, TypeVar

from .reports import tell

Result = TypeVar("Result")

_running: set[asyncio.Task[Any]] = set()
"""The tasks ``spawn`` started, until each ends: the event loop holds its tasks only weakly,
and a task nobody holds can be collected before it is done."""


def spawn(work: Coroutine[Any, Any, Result]) -> asyncio.Task[Result | None]:
    """Run the coroutine ``work`` as a task, guarded as ``web.reports.guard`` guards a listener: an error it
    raises goes to ``on_error``'s report (once) and the task ends with None; a cancelled task
    ends quietly. Every task of ``web/`` starts here, so no other module catches errors only to
    keep them from vanishing in a task nobody awaits; awaiting one never raises its error again."""

    async def run() -> Result | None:
        try:
            return await work
        except Exception as err:  # noqa: BLE001 - the page must survive any bug
            tell(err)
            return None

    def ended(task: asyncio.Task[Result | None]) -> None:
        _running.discard(task)
        work.close()  # cancelled before it began, ``work`` never ran: closed, it warns of nothing

    task = asyncio.ensure_future(run())
    _running.add(task)
    task.add_done_callback(ended)
    return task
