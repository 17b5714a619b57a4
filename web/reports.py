"""The page's one report of Python errors: every listener, timer and frame callback
(``guard``, which ``web.dom`` wraps them in) and every task (``web.tasks.spawn``) hands an
error here, and the page (``web.app``) says what the report does (``on_error``: a short
message, and the last good state drawn again). One for the whole interpreter, whichever
frame a listener was bound in.
"""

from __future__ import annotations

import traceback
from typing import Any, Callable

_console: Any = None
"""The console the interpreter's unreported errors go to (``on_error``); before it is
set, its standard error."""


def log(_err: BaseException, _redraw: bool = True) -> None:
    if _console is None:
        traceback.print_exc()
    else:
        _console.error(traceback.format_exc())


Report = Callable[[BaseException, bool], None]
"""Hears an error and whether to draw the last good state again (False for an error of the
work that follows a redraw: drawing again would only run that work, and fail, again)."""
_report: Report = log
"""Who hears an error a listener, a timer or a task raised (``on_error``)."""


def on_error(report: Report, console: Any = None) -> None:
    """Send every error a listener, a timer or a task (``web.tasks.spawn``) raises to ``report``
    (the page shows its message and draws the last good state again:
    ``web.page.report_error``), and what ``report`` itself raises to ``console`` (the page's
    ``window.console``; None: standard error). One for the whole interpreter, whichever frame
    the listener was bound in."""
    global _report, _console
    _report, _console = report, console


def guard(action: Callable[..., Any], redraw: bool = True) -> Callable[..., None]:
    """``action`` made safe to hand to the browser: no Python error escapes it into the page;
    ``on_error``'s report hears it. Every listener, timer and frame callback of this module
    runs through it, so nothing else in ``web/`` catches errors for its handlers. ``redraw``:
    whether the report may draw the last good state again (not for ``Soon``'s work, which a
    redraw asks for: a failing address sync would otherwise fail again at every redraw, an
    endless loop of reports)."""

    def run(*args: Any) -> None:
        try:
            action(*args)
        except Exception as err:  # noqa: BLE001 - the page must survive any bug
            tell(err, redraw)

    return run


def tell(err: Exception, redraw: bool = True) -> None:
    """Hand ``err``, being handled (its traceback is the current one), to ``on_error``'s report
    (``guard``'s, and ``web.tasks.spawn``'s for a coroutine)."""
    try:
        _report(err, redraw)
    except Exception:  # noqa: BLE001 - the report failed too: the console keeps both
        log(err)
