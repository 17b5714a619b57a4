"""Which board the running Python serves: the state of ``web/`` that belongs to one board.

One interpreter may serve several boards, each in a frame of its own (a rules page with
twenty diagrams: ``docs/embedding.md#many-boards-on-one-page``). What the page's parts
read as "the page's" language and "the page's" error report is then the board's they
work for: a board embedded in Japanese beside one in English, each with its own report
and message line. That state lives in a ``BoardContext``, and the one the running code
serves is a context variable:

* every listener, timer and frame callback is wrapped by ``web.reports.guard``, which
  takes the board being served when it is bound and serves it again whenever it runs;
* every task (``web.tasks.spawn``) is an ``asyncio`` task, which runs in a copy of the
  context it was made in, so each of its steps serves the board that started it;
* ``web/main.py`` starts each board inside ``serving(its own context)``.

A page with one board (the site itself, the CPython tests) never leaves the first
context, made here: nothing changes for it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

Report = Callable[[BaseException, bool], None]
"""Hears an error and whether to draw the last good state again (``web.reports``)."""


@dataclass(eq=False)
class BoardContext:
    """One board's language (``web.i18n``) and error report (``web.reports``)."""

    lang: str = "en"
    language_listeners: list[Callable[[], None]] = field(default_factory=list)
    """Called after each switch of this board's language (its controller redraws)."""
    report: Report | None = None
    """Hears the errors of this board's listeners, timers and tasks; None: the console."""
    console: Any = None
    """Where errors the report itself raises go (the board's ``window.console``); None:
    standard error."""
    kept: list[Any] = field(default_factory=list)
    """The proxies this board handed to the browser (its listeners and frame callbacks,
    ``web.dom``): kept alive with it, and freed together when its frame goes
    (``release``)."""


def release(board: BoardContext) -> int:
    """Free every proxy ``board`` handed to the browser (its frame has gone: nothing will
    call them again), so that its controller and views can be collected; returns how many."""
    freed = len(board.kept)
    while board.kept:
        board.kept.pop().destroy()
    return freed


_FIRST = BoardContext()
_serving: ContextVar[BoardContext] = ContextVar("web.board", default=_FIRST)


def current() -> BoardContext:
    """The board the running code serves."""
    return _serving.get()


@contextmanager
def serving(board: BoardContext) -> Iterator[BoardContext]:
    """Serve ``board`` inside the ``with``: listeners bound, timers set and tasks started
    there serve it whenever they run. Nests: the board served before comes back after."""
    token = _serving.set(board)
    try:
        yield board
    finally:
        _serving.reset(token)

