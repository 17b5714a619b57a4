"""Back closes the dialog on screen: each ``<dialog>`` the player opens has a history entry.

On a phone, Back (the button or the gesture) is how a sheet is closed; without an entry of
its own, Back with a dialog open left the game and left the dialog on screen. So opening a
dialog pushes an entry (the same address, a copy of the entry's state), and:

* Back with the dialog open lands on the entry below, the *base*, marked when the entry was
  pushed: the dialog closes with no answer (``dom.withdraw``) and the page stays as it is,
  the same game at the same ply (the ``popstate`` is not opened as a link). Back by more
  than one entry (a long press on the button) lands elsewhere: the dialog closes and the
  page opens that entry's link as for any Back.
* The dialog closed by its own buttons or Esc: the page goes back over its entry itself, so
  a later Back goes where it went before the dialog (the ``popstate`` of that step is not
  opened either).
* A dialog that opens a page (a rules page's "Try it", a record opened): the new page's
  entry takes the dialog's place (``push``), so Back returns to the game under the dialog.

Every opening is seen here, whoever opens the dialog: a ``MutationObserver`` hears each
``<dialog>``'s ``open`` attribute. A board embedded in another site never changes its own
history: nothing is pushed there. The steps are decided by ``DialogEntry`` (no DOM,
tested in CPython); ``DialogHistory`` writes them to the browser.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

from web.browser import create_proxy, to_js

from . import dom
from .frame import Frame
from .reports import guard

BASE_KEY = "abstractBoardsDialogBase"
"""In the history state of the entry under a dialog's: the mark of that dialog's entry, which
tells a Back to it (the dialog closes, the page stays) from a Back past it."""


class Entry(Enum):
    IDLE = "idle"
    """No entry of a dialog: Back and Forward are the routes'."""
    OPEN = "open"
    """A dialog is open on its own entry, the current one."""
    LEAVING = "leaving"
    """The dialog closed by its buttons: the page asked to go back over its entry."""
    LEAVING_REOPENED = "leaving, reopened"
    """As ``LEAVING``, and a dialog opened before the step back landed: it gets an entry of its
    own once it has."""


class DialogEntry:
    """Which history steps the dialogs take, without the browser. Each method hears one
    event and says what to do."""

    def __init__(self) -> None:
        self.entry = Entry.IDLE

    def opened(self) -> bool:
        """A dialog opened: True to push its entry (none is there yet, nor on its way)."""
        if self.entry is Entry.IDLE:
            self.entry = Entry.OPEN
            return True
        if self.entry is Entry.LEAVING:
            self.entry = Entry.LEAVING_REOPENED  # pushed once the step back has landed
        return False  # a second dialog over the first shares its entry

    def closed(self, another_open: bool) -> bool:
        """A dialog closed (``another_open``: one is still open): True to go back over the
        dialog's entry (closed by its own buttons or Esc)."""
        if another_open:
            return False
        if self.entry is Entry.OPEN:
            self.entry = Entry.LEAVING
            return True
        if self.entry is Entry.LEAVING_REOPENED:
            self.entry = Entry.LEAVING  # the reopened dialog closed before it had an entry
        return False

    def popped(self, on_base: bool) -> tuple[bool, bool, bool]:
        """The browser went to another entry (``on_base``: the one under the dialog's). Says
        (stay: the page keeps what it shows, the link is not opened; close the dialogs with
        no answer; push an entry again for the dialog open now)."""
        entry, self.entry = self.entry, Entry.IDLE
        if entry is Entry.IDLE:
            return False, False, False
        if entry is Entry.OPEN:  # Back with the dialog open
            return on_base, True, False
        if entry is Entry.LEAVING:
            return on_base, False, False
        if on_base:  # LEAVING_REOPENED: the step back landed, the dialog open now gets its entry
            self.entry = Entry.OPEN
            return True, False, True
        return False, True, False

    def navigating(self) -> bool:
        """The page opens a new page in a history entry of its own: True to write it in the
        dialog's entry instead of after it (Back then returns to the page under the dialog)."""
        if self.entry is Entry.OPEN:
            self.entry = Entry.IDLE
            return True
        return False


class DialogHistory:
    """The history entries of the dialogs of ``frame``'s document (``DialogEntry``'s steps);
    ``embedded``: the board is embedded in another site (nothing is ever pushed)."""

    def __init__(self, frame: Frame, embedded: Callable[[], bool]) -> None:
        self.frame = frame
        self.embedded = embedded
        self.model = DialogEntry()
        self._mark = ""
        """The mark of the dialog's entry in its base's state (``BASE_KEY``)."""
        observer_class = getattr(frame.window, "MutationObserver", None)
        if observer_class is None or dom.missing(observer_class):
            return  # the tests' fake DOM
        self._proxy = create_proxy(guard(self._on_change))  # kept for the page's whole life
        observer = observer_class.new(self._proxy)
        options = to_js({"attributes": True, "attributeFilter": ["open"], "attributeOldValue": True})
        for dialog in frame.document.querySelectorAll("dialog"):
            observer.observe(dialog, options)

    def _on_change(self, records: Any, *_: Any) -> None:
        """Each dialog opened or closed since the last call, in order (an ``open`` attribute
        added: it had no old value; removed: it had one)."""
        if self.embedded():
            return
        for record in records:
            if dom.missing(record.oldValue):
                if self.model.opened():
                    self._push()
            else:
                another = dom.query(self.frame.document, "dialog[open]") is not None
                if self.model.closed(another):
                    self.frame.window.history.back()

    def _push(self) -> None:
        """The dialog's entry: the same address and state as the entry under it, which gets
        a new mark."""
        history, window = self.frame.window.history, self.frame.window
        self._mark = str(window.Math.random())
        state = history.state
        kept = window.Object.assign(to_js({}), state) if not dom.missing(state) else to_js({})
        history.replaceState(window.Object.assign(to_js({}), kept, to_js({BASE_KEY: self._mark})),
                             "", window.location.href)
        history.pushState(kept, "", window.location.href)

    def popped(self, state: Any) -> bool:
        """Hear a ``popstate`` (``state``: the entry's) before the routes: True when the page
        stays as it is (Back closed a dialog, or went back over a closed one's entry)."""
        on_base = not dom.missing(state) and getattr(state, BASE_KEY, None) == self._mark
        stay, close, push = self.model.popped(on_base)
        if close:
            for dialog in self.frame.document.querySelectorAll("dialog[open]"):
                dom.withdraw(dialog)
        if push:
            self._push()
        return stay

    def push(self, url: str) -> None:
        """A new history entry at ``url`` for a page opened here, or the open dialog's entry
        given to it (``DialogEntry.navigating``)."""
        history = self.frame.window.history
        if self.model.navigating():
            history.replaceState(None, "", url)
        else:
            history.pushState(None, "", url)
