"""The control bar's buttons (Undo, Redo, Draw, New, Share, Record) and the replay's (first,
previous, next, last), enabled and disabled as the controller (``web.app``) wants.

A button is written only when what it should show changed: reading or writing a DOM
property from Python costs a call into the browser, and the controller asks after every
redraw, a tap's included.
"""

from __future__ import annotations

from typing import Any

from games.session import Session

from . import dom

BUTTONS = ("undo", "redo", "draw", "new", "share", "record")
REPLAY_BUTTONS = ("first", "prev", "next", "last")


class ControlButtons:
    def __init__(self, controls: Any, replay: Any, replay_ply: Any) -> None:
        self.controls = controls
        self.replay_ply = replay_ply
        """The replay's "ply / plies" line."""
        self._buttons = {name: dom.query(controls, f"[data-action={name}]") for name in BUTTONS}
        self._buttons.update({name: dom.query(replay, f"[data-replay={name}]") for name in REPLAY_BUTTONS})
        self._disabled: dict[str, bool] = {}  # the buttons' as last written (a read costs a call)

    def enable_all(self, flip: bool, confirm_moves: bool, hide_edit: bool) -> None:
        """A new game on screen: every button and input of the bar enabled, the two switches
        as the page has them, and the board editor's button (with the author tools) shown or not."""
        edit = self.controls.parentNode.querySelector("[data-action=edit]")
        for button in [*self.controls.querySelectorAll("button, input"), edit]:
            button.disabled = False
        self._disabled = {}
        self.controls.querySelector("[data-action=flip]").checked = flip
        self.controls.querySelector("[data-action=confirm]").checked = confirm_moves
        edit.hidden = hide_edit

    def follow(self, session: Session, *more: dict[str, bool]) -> None:
        """Undo, Redo, Draw and the replay as ``session`` allows, then as each of ``more`` says
        (a lesson's, the computer's: button name -> disabled)."""
        last = len(session.tokens)
        wanted = {"undo": not session.can_undo, "redo": not session.can_redo, "draw": session.over,
                  "first": session.cursor == 0, "prev": session.cursor == 0,
                  "next": session.cursor == last, "last": session.cursor == last}
        for each in more:
            wanted.update(each)
        self.replay_ply.textContent = f"{session.cursor} / {last}"
        for action, disabled in wanted.items():
            if self._disabled.get(action) != disabled:
                self._buttons[action].disabled = disabled
                self._disabled[action] = disabled
