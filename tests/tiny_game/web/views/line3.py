"""The Line 3 board: squares and marks through keyed layers; taps go to the tap model, asked
with the board's selection (nothing is ever half made in Line 3)."""

from __future__ import annotations

from functools import partial
from typing import Any, Hashable

from games.base import Move
from games.diagram.line3 import CELL, MARGIN, coord_nodes, mark_shapes, square_nodes, square_xy
from games.diagram.svg import el
from games.line3 import SQUARES, Line3Move, Line3State

from .. import dom
from ..board_state import BoardState, Selection
from ..draw import KeyedLayer, Sprite, attrs
from ..i18n import t
from ..models.line3 import Line3TapModel
from .base import BoardView


def _draw_nothing(_element: Any) -> None:
    """A plain square: everything it is lies in its attributes."""


def _draw_mark(mark: str, group: Any) -> None:
    dom.fill(group, mark_shapes(mark))


class Line3View(BoardView[Line3State]):
    game_name = "line3"

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        super().__init__(board, seat_top, seat_bottom)
        self.squares: dict[str, Any] = {}
        self.last: str | None = None
        self._build()

    def _build(self) -> None:
        dom.clear(self.board)
        side = 3 * CELL + 2 * MARGIN
        dom.set_attrs(self.board, viewBox=f"{-MARGIN} {-MARGIN} {side} {side}",
                      aria_label=t("a11y.board.line3"))
        self.square_layer = KeyedLayer(self.board, "squares", tag="rect")
        dom.build(el("g", coord_nodes(), class_="labels"), self.board)
        self.pieces = KeyedLayer(self.board, "pieces", enter_class="entering")

    def render(self, board: BoardState) -> None:
        state = board.state
        assert isinstance(state, Line3State)
        if dom.missing(self.square_layer.group.parentNode):  # destroyed: the board was emptied
            self._build()
        self.drawn = board
        self.state = state
        last = board.turn[-1].move if board.turn else None
        self.last = str(last) if isinstance(last, Line3Move) else None
        self._draw_squares()
        sprites: dict[Hashable, Sprite] = {}
        for square in SQUARES:
            mark = state.mark_at(square)
            if mark is not None:
                x, y = square_xy(square)
                sprites[square] = Sprite(mark, partial(_draw_mark, mark),
                                         attrs(class_=f"piece line3-{mark}", data_square=square),
                                         transform=f"translate({x}px, {y}px)")
        self.pieces.render(sprites)
        self.squares = {square: self.square_layer.element(square) for square in SQUARES}

    def _draw_squares(self) -> None:
        targets = set(Line3TapModel.of(self.state).targets()) if self.state is not None else set()
        sprites: dict[Hashable, Sprite] = {}
        for node in square_nodes(self.last):
            square = node.attrs["data-square"]
            cls = node.attrs["class"] + (" target" if square in targets else "")
            sprites[square] = Sprite("sq", _draw_nothing, tuple(sorted({**node.attrs, "class": cls}.items())))
        self.square_layer.render(sprites)

    def tap(self, target: Any) -> Move | Selection | None:
        if self.state is None or self.drawn is None:
            return None
        selection = self.drawn.selection
        return self.changed(selection, Line3TapModel.of(self.state).tap(selection,
                                                                         dom.closest_data(target, "square")))
