"""Ni-Ju's passing marks on the table: where a tile may go, the peek, the ghost tile.

- Cells: dashed squares where a tile from hand may go; once a tile is picked,
  the squares it may go to, turned as it is (``rect.niju-cell[data-square]``,
  ``.target`` for a picked tile's).
- Peek: the four squares the pattern of the hovered or last tapped tile marks,
  shown faintly (``rect.niju-peek``), as the picked tile is turned.
- Ghost: the picked tray tile, turned as it is, drawn faintly on the square
  under the pointer; with no pointer over one (a phone), on every square it may
  go to (``use.niju-ghost.preview[data-preview]``), so a turn shows on the board.

Each is a keyed layer (``web.draw``); hover is the only state kept here (the
selection is the ``BoardState``'s, read with its tap model through ``taps``).

The ghosts all show one pattern, so it is drawn once, in a ``<g>`` in the
board's ``<defs>`` (``#niju-ghost-shape``, carrying the owner's colour class
and ``data-pattern``), and each ghost is a ``<use>`` of it. Picking a tile makes
one element per target square, and turning it redraws the one pattern: drawing
the pattern into each of thirty-odd ghosts made a pick in the placement phase
cost 9 ms of Python instead of 1.5.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache
from typing import Any

from games.diagram.niju import OWNER_CLASS, cell_box, peek_box, square_xy, tile_shapes
from games.niju import NiJuState, marked_offsets

from .. import dom
from ..draw import KeyedLayer, Sprite, attrs
from ..models.niju import NiJuSelection, NiJuTapModel, Square, square_name

Hover = tuple[str, Square]
"""``("tile", square)`` (a tile under the mouse) or ``("ghost", square)`` (a free square)."""


def _nothing(_element: Any) -> None:
    """A plain shape (a ``rect``) has nothing inside."""


GHOST_SHAPE = "niju-ghost-shape"
"""The id of the ghosts' one pattern (one Ni-Ju board per document, as ``#niju-grid``)."""


def translate(sq: Square) -> str:
    """The CSS transform putting a tile drawn around (0, 0) on ``sq``."""
    x, y = square_xy(sq)
    return f"translate({x}px, {y}px)"


# A pick lights thirty-odd squares, and a turn of the picked tile lights them again: each
# square's sprites are made once, and a layer skips a sprite that ``is`` the one drawn.
@lru_cache(maxsize=1024)
def _cell(sq: Square, target: bool) -> Sprite:
    """The dashed square ``sq``; ``target``: a picked tile's."""
    return Sprite("cell", _nothing, attrs(class_="niju-cell target" if target else "niju-cell",
                                          data_square=square_name(sq), **cell_box(sq)))


@lru_cache(maxsize=1024)
def _ghost(sq: Square, preview: bool) -> Sprite:
    """A ghost on ``sq``: under the pointer, or (``preview``) one of the picked tile's targets."""
    if preview:
        return Sprite("ghost", _nothing, attrs(class_="niju-ghost preview", href="#" + GHOST_SHAPE,
                                               data_preview=square_name(sq)), transform=translate(sq))
    return Sprite("ghost", _nothing, attrs(class_="niju-ghost", href="#" + GHOST_SHAPE),
                  transform=translate(sq))


class NiJuMarks:
    """The cells, peek and ghost layers of one table.

    The view makes the layers, in drawing order (cells under the tiles, peek
    and ghost above them), and hands them here.
    """

    def __init__(self, taps: Callable[[], tuple[NiJuTapModel, NiJuSelection]], cells: KeyedLayer,
                 peeks: KeyedLayer, ghosts: KeyedLayer, defs: Any) -> None:
        """``taps``: the tap model and selection of the board drawn last (``NiJuView.taps``);
        ``defs``: the board's ``<defs>``, where the ghosts' pattern is kept."""
        self.taps = taps
        self.cells = cells
        self.peeks = peeks
        self.ghosts = ghosts
        self.hover: Hover | None = None
        self.offered: list[Square] | None = None
        """The squares the board editor offers (``web.editor_ui``), drawn instead of the
        squares play offers; None when not setting up."""
        self.shape = dom.svg("g", defs, id=GHOST_SHAPE)
        self._shape_drawn: tuple[int, int] | None = None
        """(pattern, owner) the shape shows."""

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
            model, sel = self.taps()
            sq = model.square(hit[1])
            if sq is not None:
                if hit[0] == "tile":
                    hover = ("tile", sq)
                elif model.picked_kind(sel) is not None:
                    hover = ("ghost", sq)
        if hover == self.hover:
            return False
        self.hover = hover
        return True

    # ----- drawing ------------------------------------------------------------------------------
    def cell_squares(self) -> tuple[list[Square], bool]:
        """The squares lit now, and whether they are a picked tile's targets."""
        if self.offered is not None:
            return self.offered, False
        model, sel = self.taps()
        if sel.pick is not None:
            return model.targets(sel), True
        return model.open_squares(), False

    def draw(self, state: NiJuState) -> None:
        squares, picked = self.cell_squares()
        self.cells.render({sq: _cell(sq, picked) for sq in squares})
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
        model, sel = self.taps()
        me = model.me
        if model.picked_kind(sel) is not None and me is not None:
            self._draw_shape(sel.byte, me)
            if self.hover is not None and self.hover[0] == "ghost":
                ghosts["ghost"] = _ghost(self.hover[1], False)
            else:  # no pointer (a phone): the picked tile, turned as it is, on every square it may go to
                for sq in model.targets(sel):
                    ghosts[sq] = _ghost(sq, True)
        self.ghosts.render(ghosts)

    def _draw_shape(self, byte: int, owner: int) -> None:
        """The ghosts' one pattern: ``byte`` in ``owner``'s colours."""
        if self._shape_drawn == (byte, owner):
            return
        self._shape_drawn = (byte, owner)
        dom.set_attrs(self.shape, class_=f"niju-tile {OWNER_CLASS[owner]}", data_pattern=f"{byte:02x}")
        dom.clear(self.shape)
        dom.fill(self.shape, tile_shapes(byte, None, False))

    def _peek_source(self, state: NiJuState) -> tuple[Square, int, int] | None:
        """(square, pattern, owner) whose marked squares to show faintly."""
        model, sel = self.taps()
        if self.hover is not None:
            what, sq = self.hover
            if what == "ghost" and sel.pick is not None and model.me is not None:
                return sq, sel.byte, model.me
            if what == "tile":
                tile = state.tile_at(sq)
                if tile is not None:
                    return sq, sel.byte if model.picked_tile(sel) == sq else tile.byte, tile.owner
        if sel.peek is not None:
            tile = state.tile_at(sel.peek)
            if tile is not None:
                byte = sel.byte if model.picked_tile(sel) == sel.peek else tile.byte
                return sel.peek, byte, tile.owner
        return None
