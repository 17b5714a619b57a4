"""Ni-Ju's passing marks on the table: where a tile may go, the peek, the ghost tile.

- Cells: dashed squares where a tile from hand may go; once a tile is picked,
  the squares it may go to, turned as it is (``rect.niju-cell[data-square]``,
  ``.target`` for a picked tile's).
- Peek: the four squares the pattern of the hovered or last tapped tile marks,
  shown faintly (``rect.niju-peek``), as the picked tile is turned.
- Ghost: the picked tray tile, turned as it is, drawn faintly on the square
  under the pointer; with no pointer over one (a phone), on every square it may
  go to (``.niju-ghost.preview[data-preview]``), so a turn shows on the board.

Each is a keyed layer (``web.draw``); hover is the only state kept here (the
selection is the tap model's).
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

from games.diagram.niju import OWNER_CLASS, cell_box, peek_box, square_xy, tile_shapes
from games.niju import NiJuState, marked_offsets

from .. import dom
from ..draw import KeyedLayer, Sprite, attrs
from ..models.niju import NiJuTapModel, Square, square_name

Hover = tuple[str, Square]
"""``("tile", square)`` (a tile under the mouse) or ``("ghost", square)`` (a free square)."""


def _nothing(_element: Any) -> None:
    """A plain shape (a ``rect``) has nothing inside."""


def _draw_ghost(byte: int, group: Any) -> None:
    dom.fill(group, tile_shapes(byte, None, False))


def translate(sq: Square) -> str:
    """The CSS transform putting a tile drawn around (0, 0) on ``sq``."""
    x, y = square_xy(sq)
    return f"translate({x}px, {y}px)"


class NiJuMarks:
    """The cells, peek and ghost layers of one table.

    The view makes the layers, in drawing order (cells under the tiles, peek
    and ghost above them), and hands them here.
    """

    def __init__(self, model: NiJuTapModel, cells: KeyedLayer, peeks: KeyedLayer,
                 ghosts: KeyedLayer) -> None:
        self.model = model
        self.cells = cells
        self.peeks = peeks
        self.ghosts = ghosts
        self.hover: Hover | None = None

    def clear(self) -> None:
        self.hover = None
        for layer in (self.cells, self.peeks, self.ghosts):
            layer.clear()

    # ----- hover ------------------------------------------------------------------------------
    def hover_target(self, target: Any, state: NiJuState | None) -> bool:
        """The mouse (or keyboard cursor) is over ``target``; True if what shows changed."""
        hit = dom.closest_data(target, "tile", "square")
        hover: Hover | None = None
        if hit is not None and state is not None:
            sq = self.model.square(hit[1])
            if sq is not None:
                if hit[0] == "tile":
                    hover = ("tile", sq)
                elif self.model.picked_kind() is not None:
                    hover = ("ghost", sq)
        if hover == self.hover:
            return False
        self.hover = hover
        return True

    # ----- drawing ------------------------------------------------------------------------------
    def cell_squares(self) -> tuple[list[Square], bool]:
        """The squares lit now, and whether they are a picked tile's targets."""
        if self.model.pick is not None:
            return self.model.targets(), True
        return self.model.open_squares(), False

    def draw(self, state: NiJuState) -> None:
        squares, picked = self.cell_squares()
        cls = "niju-cell target" if picked else "niju-cell"
        self.cells.render({sq: Sprite("cell", _nothing, attrs(class_=cls, data_square=square_name(sq),
                                                               **cell_box(sq)))
                           for sq in squares})
        self.draw_hover(state)

    def draw_hover(self, state: NiJuState) -> None:
        """The peek and the ghost, which follow the pointer and the picked tile's turn."""
        peeks: dict[Hashable, Sprite] = {}
        source = self._peek_source(state)
        if source is not None:
            (sx, sy), byte, owner = source
            for i, (dx, dy) in enumerate(marked_offsets(byte)):
                peeks[i] = Sprite("peek", _nothing, attrs(class_=f"niju-peek {OWNER_CLASS[owner]}",
                                                          **peek_box((sx + dx, sy + dy))))
        self.peeks.render(peeks)
        ghosts: dict[Hashable, Sprite] = {}
        me = self.model.me
        if self.model.picked_kind() is not None and me is not None:
            byte = self.model.byte
            cls = f"niju-ghost niju-tile {OWNER_CLASS[me]}"
            if self.hover is not None and self.hover[0] == "ghost":
                ghosts["ghost"] = Sprite("ghost", partial(_draw_ghost, byte), attrs(class_=cls),
                                         transform=translate(self.hover[1]), content=byte)
            else:  # no pointer (a phone): the picked tile, turned as it is, on every square it may go to
                for sq in self.model.targets():
                    ghosts[sq] = Sprite("ghost", partial(_draw_ghost, byte),
                                        attrs(class_=cls + " preview", data_preview=square_name(sq),
                                              data_pattern=f"{byte:02x}"),
                                        transform=translate(sq), content=byte)
        self.ghosts.render(ghosts)

    def _peek_source(self, state: NiJuState) -> tuple[Square, int, int] | None:
        """(square, pattern, owner) whose marked squares to show faintly."""
        model = self.model
        if self.hover is not None:
            what, sq = self.hover
            if what == "ghost" and model.pick is not None and model.me is not None:
                return sq, model.byte, model.me
            if what == "tile":
                tile = state.tile_at(sq)
                if tile is not None:
                    return sq, model.byte if model.picked_tile() == sq else tile.byte, tile.owner
        if model.peek is not None:
            tile = state.tile_at(model.peek)
            if tile is not None:
                byte = model.byte if model.picked_tile() == model.peek else tile.byte
                return model.peek, byte, tile.owner
        return None
