"""Where a game's board view lives on the page: ``#board``, the two seat rows and the view's
own buttons.

Another game on screen, or another language, needs a new view: the old one is destroyed and
its buttons go with it, and the game's stylesheet is loaded. The controller (``web.app``)
keeps the view made here in the page's state, with its names (``web.access``).
"""

from __future__ import annotations

from typing import Any

from games.base import Game

from . import dom
from .frame import frame_of
from .page_parts import PAGE_PARTS
from .views import view_for
from .views.base import BoardView


class ViewSlot:
    def __init__(self, board: Any, controls: Any, more: Any) -> None:
        self.board = board
        self.frame = frame_of(board)
        self.controls = controls
        self.more = more
        """A game's own buttons: the step's (always in view), and the rest, which scroll."""

    def make(self, game: Game, old: Any, rebuild: bool = False, labels: bool = False) -> BoardView | None:
        """A new view for ``game`` in place of ``old``, its buttons built; None when ``old``
        draws this game and no ``rebuild`` is asked (it is laid out again instead).
        ``labels``: the link said ``labels=1``, which wins over the kept Labels choice."""
        view_class = view_for(game.name)
        assert view_class is not None, f"{game.name} has no view: routing opens only games that have one"
        if not rebuild and old is not None and type(old) is view_class:
            if labels:
                old.show_labels(True)
            return None
        if old is not None:
            old.destroy()
        dom.clear(self.controls)
        dom.clear(self.more)
        dom.stylesheet(self.frame, PAGE_PARTS[game.name].css)
        view = view_class(self.board, dom.by_id(self.frame, "seat-top"),
                          dom.by_id(self.frame, "seat-bottom"))
        view.build_controls(self.controls, self.more)
        if labels:
            view.show_labels(True)
        return view
