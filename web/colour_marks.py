"""Saiju's colour-blind mode: a letter on every Colour piece (W, Y, P), remembered.

Saiju's three colours (white, yellow, pink) are told apart by hue alone; with
this toggle on, each piece, chooser colour and ghost carries its colour's
letter, the one the move list uses (``pS-c3``), and each colour box of the
supply starts with it. The letters are drawn
with the pieces (``games.diagram.saiju.piece_shapes``) and only shown under
the ``colour-marks`` class on the play area, so switching costs no redraw.
Symbol Pallet has the same kind of toggle in its own view ("Colour letters").
"""

from __future__ import annotations

from typing import Any

from games.base import Game

from . import dom
from .frame import frame_of
from .i18n import t
from .page_parts import PAGE_PARTS

KEY = "abstract-boards.saiju.letters"


def has_toggle(game_name: str) -> bool:
    """Whether the game's view has the toggle (``PageParts.colour_marks``: Saiju's)."""
    parts = PAGE_PARTS.get(game_name)
    return parts is not None and parts.colour_marks


class ColourMarks:
    """The toggle button (added to a Saiju view's controls) and the class it sets."""

    def __init__(self, play_area: Any) -> None:
        self.play_area = play_area
        """``#play``: the element whose class shows the letters."""
        self.frame = frame_of(play_area)
        self.on = dom.load_flag(self.frame, KEY)
        self.button: Any = None
        self._apply()

    def attach(self, view: Any, container: Any) -> None:
        """Add the toggle to a new view's controls, for the games that need it."""
        self.button = None
        if not has_toggle(getattr(view, "game_name", "")):
            return
        button = dom.html("button", self.frame, text=t("a11y.colour-marks"), type="button",
                          class_="saiju-toggle", data_i18n="a11y.colour-marks",
                          data_colour_marks="toggle")
        sheet = getattr(view, "sheet", None)
        if sheet is not None and container.contains(sheet):
            container.insertBefore(button, sheet)
        else:
            container.appendChild(button)
        dom.listen(button, "click", self.toggle)
        self.button = button
        self._apply()

    def shown_on(self, game: Game | None) -> bool:
        """Whether the page shows the letters on ``game`` (a saved picture shows them too)."""
        return game is not None and self.on and has_toggle(game.name)

    def toggle(self, _event: Any = None) -> None:
        self.on = not self.on
        dom.save_flag(self.frame, KEY, self.on)
        self._apply()

    def _apply(self) -> None:
        self.play_area.classList.toggle("colour-marks", self.on)
        if self.button is not None:
            self.button.setAttribute("aria-pressed", "true" if self.on else "false")
