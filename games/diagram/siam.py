"""Siam drawn as SVG nodes: the piece shapes the page uses and a whole static board.

``piece_shapes`` is the one drawing of an elephant, a rhino and a rock: the
page's view (``web.views.siam``) builds its pieces from it and ``draw`` builds
a diagram with it. ``draw`` lays out the board as the page does with the board
not turned: the same viewBox, layers, classes and ``data-*`` attributes
(``data-square`` on squares and pieces, ``data-piece``, ``data-facing``,
``data-owner`` on pieces).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import cache

from ..siam import Geometry, SiamMove, SiamState
from .svg import Node, el

CELL = 100
MARGIN = 56
LABEL_OFFSET = 28
PIECE_NAMES = ("elephant", "rhino")
ANGLE = {"N": 0, "E": 90, "S": 180, "W": 270}

CellXY = Callable[[int, int], tuple[int, int]]
"""Column, row -> the centre of that cell in the board's coordinates (the page turns it)."""


def grid_xy(column: int, row: int) -> tuple[int, int]:
    """The centre of a cell with the board not turned (A1 top left): the diagrams' ``CellXY``."""
    return column * CELL + CELL // 2, row * CELL + CELL // 2


def square_nodes(geom: Geometry, xy: CellXY, last: Collection[str] = ()) -> list[Node]:
    """One ``rect.sq`` per square, in ``geom.names`` order (``edge``/``last`` classes as drawn)."""
    squares = []
    for sq, name in enumerate(geom.names):
        x, y = xy(*geom.coords[sq])
        cls = "sq edge" if sq in geom.edge else "sq"
        if name in last:
            cls += " last"
        squares.append(el("rect", class_=cls, x=x - CELL // 2, y=y - CELL // 2, width=CELL,
                          height=CELL, data_square=name))
    return squares


def coord_nodes(geom: Geometry, xy: CellXY) -> list[Node]:
    """The letters above and below each column, then the numbers beside each row."""
    size = 5 * CELL
    coords = []
    for c in range(geom.columns):
        x = xy(c, 0)[0]
        for y in (-LABEL_OFFSET, size + LABEL_OFFSET):
            coords.append(el("text", class_="coord", x=x, y=y, text="ABCDEFGHIJ"[c]))
    for r in range(geom.rows):
        y = xy(0, r)[1]
        for x in (-LABEL_OFFSET, size + LABEL_OFFSET):
            coords.append(el("text", class_="coord", x=x, y=y, text=str(r + 1)))
    return coords


@cache
def piece_shapes(kind: str) -> tuple[Node, ...]:
    """The children of a piece group, drawn facing north around (0, 0).

    Animals put everything that turns into a first child ``g.turn`` (the caller
    rotates it to the facing); rocks do not turn. Colours come from the group's
    class (``piece elephant`` …) through the stylesheet.
    """
    if kind == "rock":
        return (el("path", class_="stone", d="M-34 6 L-26 -24 L2 -36 L30 -20 L36 10 L18 34 L-16 34 Z"),
                el("path", class_="crack", d="M-8 -18 L2 -2 L-4 14"))
    if kind == "elephant":
        body = [
            el("ellipse", class_="skin", cx=-30, cy=4, rx=14, ry=22),
            el("ellipse", class_="skin", cx=30, cy=4, rx=14, ry=22),
            el("circle", class_="skin", cx=0, cy=6, r=30),
            el("path", class_="skin", d="M-9 -14 L-7 -44 Q0 -50 7 -44 L9 -14 Z"),
            el("path", class_="detail", d="M-16 -8 L-20 -24 M16 -8 L20 -24"),
        ]
    else:
        body = [
            el("circle", class_="skin", cx=0, cy=6, r=32),
            el("path", class_="skin", d="M-11 -18 L0 -44 L11 -18 Z"),
            el("path", class_="detail", d="M-5 -28 L0 -42 L5 -28 Z"),
        ]
    nose = el("path", class_="nose", d="M0 -6 L14 16 L0 9 L-14 16 Z")
    return (el("g", body, nose, class_="turn"),)


def square_xy(state: SiamState, name: str) -> tuple[int, int]:
    """The centre of a square, board not turned (A1 top left, as on the page)."""
    geom = state.geom
    return grid_xy(*geom.coords[geom.index(name)])


def facing_shapes(kind: str, facing: str | None) -> tuple[Node, ...]:
    """A piece's shapes around (0, 0), turned to ``facing`` (a rock's, which has none, as drawn)."""
    shapes = piece_shapes(kind)
    if facing is None:
        return shapes
    turn = shapes[0]
    return (Node(turn.tag, {**turn.attrs, "transform": f"rotate({ANGLE[facing]})"}, turn.children),)


def piece_node(kind: str, facing: str | None, name: str, x: int, y: int) -> Node:
    """One piece placed on square ``name`` whose centre is (x, y)."""
    shapes = facing_shapes(kind, facing)
    owner = PIECE_NAMES.index(kind) if kind in PIECE_NAMES else None
    return el("g", shapes, class_=f"piece {kind}", data_piece=kind, data_square=name,
              data_facing=facing, data_owner=owner, transform=f"translate({x} {y})")


def last_squares(before: SiamState, move: str) -> list[str]:
    """The squares a move touched (the page marks them), from the engine's displacements."""
    parsed = before.game.parse_move(move)
    assert isinstance(parsed, SiamMove)
    return [n for pair in before.displacements(parsed) for n in pair if n is not None]


def draw(state: SiamState, before: SiamState | None = None, move: str | None = None,
         labels: bool = False, reveal: bool = False, letters: bool = False) -> Node:
    """The board of ``state`` as the page draws it; with ``before`` and ``move`` (the
    move that led to it) the squares it touched are highlighted, as on the page.

    Siam has no hidden information and always shows coordinates, so ``labels``,
    ``letters`` and ``reveal`` change nothing; they are accepted so every game draws alike.
    """
    geom = state.geom
    last_set = set(last_squares(before, move)) if before is not None and move else set()
    size = 5 * CELL
    squares = square_nodes(geom, grid_xy, last_set)
    pieces = []
    for name in geom.names:
        piece = state.piece_at(name)
        if piece is not None:
            x, y = square_xy(state, name)
            pieces.append(piece_node(piece[0], piece[1], name, x, y))
    coords = coord_nodes(geom, grid_xy)
    side = size + 2 * MARGIN
    return el("svg",
              el("g", squares, class_="squares"),
              el("g", coords, class_="labels"),
              el("g", class_="marks"),
              el("g", pieces, class_="pieces"),
              viewBox=f"{-MARGIN} {-MARGIN} {side} {side}", aria_label="Siam board",
              data_reserves=",".join(str(state.reserve(p)) for p in (0, 1)))


NOTE_UNIT = CELL
"""A square's size, to which an annotation's arrows are drawn (``games.diagram.note_marks``)."""


def note_point(state: SiamState, name: str) -> tuple[float, float] | None:
    """The centre of the square ``name`` in this drawing (None: not on the board)."""
    return square_xy(state, name) if name in state.geom.names else None
