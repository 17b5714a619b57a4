"""The Confirm bar ("Confirm moves"): a tapped move drawn on the board waits there for
*Play it* or *Take it back*.

The controller shows the bar when it proposes a move and hides it when it drops the
proposal (it draws the session again: the move played, taken back, another game), so that
the proposal and the bar never disagree; the play flow hears the bar's buttons
(``web.play_flow``).
"""

from __future__ import annotations

from typing import Any

from . import dom
from .frame import frame_of
from .i18n import t


class ConfirmBar:
    def __init__(self, root: Any) -> None:
        self.root = root
        """``#app``: ``data-proposed`` names the move while it waits (the page contract)."""
        self.frame = frame_of(root)
        self.bar = dom.by_id(self.frame, "confirm-move")

    def show(self, token: str, words: str) -> None:
        """Ask about the move in ``words``; the page contract names it by its ``token``."""
        dom.by_id(self.frame, "confirm-move-text").textContent = t("confirm.question", move=words)
        self.bar.hidden = False
        self.root.setAttribute("data-proposed", token)
        dom.query(self.bar, "[data-confirm=play]").focus()

    def hide(self) -> None:
        self.bar.hidden = True
        self.root.removeAttribute("data-proposed")
