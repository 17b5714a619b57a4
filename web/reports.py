"""The page's one report of Python errors: every listener, timer and frame callback
(``guard``, which ``web.dom`` wraps them in) and every task (``web.tasks.spawn``) hands an
error here, and the page (``web.app``) says what the report does (``on_error``: a short
message, and the last good state drawn again). One per board (``web.board_context``):
where one interpreter serves several boards, an error is told to the board whose
listener, timer or task raised it, and shown in that board's frame only.
"""

from __future__ import annotations

import traceback
from typing import Any, Callable

from .board_context import Report, current, serving


def log(_err: BaseException, _redraw: bool = True) -> None:
    console = current().console
    if console is None:
        traceback.print_exc()
    else:
        console.error(traceback.format_exc())


def on_error(report: Report, console: Any = None) -> None:
    """Send every error a listener, a timer or a task (``web.tasks.spawn``) of the board
    served now raises to ``report`` (the page shows its message and draws the last good
    state again: ``web.page.report_error``), and what ``report`` itself raises to ``console``
    (the board's ``window.console``; None: standard error)."""
    board = current()
    board.report, board.console = report, console


def guard(action: Callable[..., Any], redraw: bool = True) -> Callable[..., None]:
    """``action`` made safe to hand to the browser: no Python error escapes it into the page;
    ``on_error``'s report hears it. Every listener, timer and frame callback of this module
    runs through it, so nothing else in ``web/`` catches errors for its handlers. ``redraw``:
    whether the report may draw the last good state again (not for ``Soon``'s work, which a
    redraw asks for: a failing address sync would otherwise fail again at every redraw, an
    endless loop of reports)."""

    board = current()  # the board whose listener this is serves it whenever it runs

    def run(*args: Any) -> None:
        with serving(board):
            try:
                action(*args)
            except Exception as err:  # noqa: BLE001 - the page must survive any bug
                tell(err, redraw)

    return run


def tell(err: Exception, redraw: bool = True) -> None:
    """Hand ``err``, being handled (its traceback is the current one), to ``on_error``'s report
    (``guard``'s, and ``web.tasks.spawn``'s for a coroutine)."""
    report = current().report or log
    try:
        report(err, redraw)
    except Exception:  # noqa: BLE001 - the report failed too: the console keeps both
        log(err)
