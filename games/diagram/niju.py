"""Ni-Ju drawn as SVG nodes: the tile with its four dots, and a whole static table.

``tile_shapes`` (face, dots, blocked disc, kind number) and ``dot_xy`` are the
one drawing the page's view (``web.views.niju``) and the diagrams share;
``fitted_box`` is the area both show. ``draw`` lays out the table as the page
does, not turned: the same grid, layers, classes and ``data-*`` attributes
(``data-tile`` "x,y", ``data-owner``, ``data-kind``, ``data-pattern`` on tiles;
``data-square`` on the dashed squares where the player to move may place).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from ..niju import NiJuState, marked_offsets
from ..niju.board import coords, parse_square_name
from .svg import Node, el

CELL = 100
HALF = CELL // 2
FACE = 45
DOT_AT = 31
DOT_R = 9
MIN_SIDE = 5 * CELL
"""The fitted view shows at least 5 × 5 squares, so the first tiles are not huge."""
FIT_PAD = 12
OWNER_CLASS = ("white", "black")
XY = Callable[[tuple[int, int]], tuple[int, int]]
"""A coordinate function: square -> its centre in board units."""


def dot_xy(byte: int) -> list[tuple[int, int]]:
    """Where a tile's four dots sit (tile centred on (0, 0)) for pattern ``byte``."""
    return [(dx * DOT_AT, dy * DOT_AT) for dx, dy in marked_offsets(byte)]


@cache
def tile_shapes(byte: int, kind: int | None, ring: bool = True) -> tuple[Node, ...]:
    """A tile around (0, 0): selection ring, face, 4 dots, blocked disc, kind number.

    The ring and the blocked disc are only for tiles on the table (``ring``);
    the kind number is left out when ``kind`` is None. The dots are the
    children with class ``niju-dot``; the kind number is the last child.
    Colours come from the group's ``niju-tile white|black`` classes.
    """
    parts: list[Node] = []
    if ring:
        parts.append(el("rect", class_="niju-ring", x=-HALF + 1, y=-HALF + 1,
                        width=CELL - 2, height=CELL - 2, rx=14))
    parts.append(el("rect", class_="niju-face", x=-FACE, y=-FACE, width=2 * FACE,
                    height=2 * FACE, rx=10))
    parts.extend(el("circle", class_="niju-dot", r=DOT_R, cx=x, cy=y) for x, y in dot_xy(byte))
    if kind is not None:
        if ring:
            parts.append(el("circle", class_="niju-blot", r=17))
        parts.append(el("text", class_="niju-kind", x=0, y=0, text=str(kind)))
    return tuple(parts)


def square_xy(sq: tuple[int, int]) -> tuple[int, int]:
    """The centre of square ``sq`` in board units."""
    return sq[0] * CELL + HALF, sq[1] * CELL + HALF


def cell_box(sq: tuple[int, int], xy: XY = square_xy) -> dict[str, Any]:
    """The dashed square where a tile may go, as rect attributes (``xy``: square -> centre)."""
    x, y = xy(sq)
    return {"width": CELL - 12, "height": CELL - 12, "rx": 12, "x": x - HALF + 6, "y": y - HALF + 6}


def peek_box(sq: tuple[int, int], xy: XY = square_xy) -> dict[str, Any]:
    """A square a tile's pattern marks, shown faintly, as rect attributes."""
    x, y = xy(sq)
    return {"width": CELL - 8, "height": CELL - 8, "rx": 10, "x": x - HALF + 4, "y": y - HALF + 4}


def table_defs() -> Node:
    """The grid's pattern (one square of grid lines, repeated under the whole table)."""
    return el("defs", el("pattern", el("path", class_="niju-gridline", d=f"M{CELL} 0H0V{CELL}"),
                         id="niju-grid", width=CELL, height=CELL, patternUnits="userSpaceOnUse"))


def table_ground() -> list[Node]:
    """The table under the tiles: its colour (tapping it drops a pick) and the grid.

    The table is unbounded and the same however it is turned, so it needs no
    coordinate function: the page turns the whole world group instead.
    """
    big: dict[str, Any] = {"x": -200 * CELL, "y": -200 * CELL, "width": 400 * CELL,
                           "height": 400 * CELL}
    return [el("rect", class_="niju-bg", data_bg="1", **big),
            el("rect", class_="niju-grid", fill="url(#niju-grid)", **big)]


def fitted_box(state: NiJuState, flipped: bool = False) -> tuple[float, float, float, float]:
    """The viewBox (x, y, width, height) showing every tile and every square a tile may reach."""
    x0, y0, x1, y1 = state.view_box()
    left, top = x0 * CELL - FIT_PAD, y0 * CELL - FIT_PAD
    right, bottom = (x1 + 1) * CELL + FIT_PAD, (y1 + 1) * CELL + FIT_PAD
    if flipped:
        left, top, right, bottom = -right, -bottom, -left, -top
    side = max(right - left, bottom - top, MIN_SIDE)
    cx, cy = (left + right) / 2, (top + bottom) / 2
    return cx - side / 2, cy - side / 2, float(side), float(side)


def tile_marks(state: NiJuState) -> dict[tuple[int, int], str]:
    """Lasting marks of the position per square: win, blocked, completed (class suffixes)."""
    marks: dict[tuple[int, int], str] = {}
    won = state.winning_tile()
    if won is not None:
        centre, partners = won
        for sq in partners:
            marks[sq] = " win-partner"
        marks[centre] = " win-centre"
    if state.show_blocked:
        for sq in state.blocked_tiles():
            marks[sq] = marks.get(sq, "") + " blocked"
    if state.scores() is not None:
        for player in (0, 1):
            for sq in state.completed_tiles(player):
                marks[sq] = marks.get(sq, "") + " complete"
    return marks


def moved(before: NiJuState, move: str) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
    """Where the tile a move took came from (None for a placement or a pass) and went to."""
    parsed = before.game.parse_move(move)
    return getattr(parsed, "origin", None), getattr(parsed, "target", None)


def touched(before: NiJuState, move: str) -> list[tuple[int, int]]:
    """The square a move put a tile on (the page marks it as the last move)."""
    target = moved(before, move)[1]
    return [target] if target is not None else []


def draw(state: NiJuState, before: NiJuState | None = None, move: str | None = None,
         labels: bool = False, reveal: bool = False, letters: bool = False) -> Node:
    """The table of ``state`` as the page draws it, not turned and fitted to the tiles.

    With ``before`` and ``move`` the tile just put down is outlined. The page's
    dashed squares where a tile may go are a hint of the interactive board and are
    not drawn. Ni-Ju hides nothing and its squares have no names to show (a
    square is named by its place relative to the first tile), so ``labels``,
    ``letters`` and ``reveal`` change nothing.
    """
    last = set(touched(before, move)) if before is not None and move else set()
    marks = tile_marks(state)
    tiles = []
    for sq, tile in state.tiles().items():
        x, y = square_xy(sq)
        cls = "niju-tile " + OWNER_CLASS[tile.owner]
        if sq in last:
            cls += " last"
        cls += marks.get(sq, "")
        tiles.append(el("g", tile_shapes(tile.byte, tile.kind), class_=cls,
                        data_tile=f"{sq[0]},{sq[1]}", data_owner=tile.owner, data_kind=tile.kind,
                        data_pattern=f"{tile.byte:02x}", transform=f"translate({x} {y})"))
    box = " ".join(f"{v:.1f}" for v in fitted_box(state))
    return el("svg",
              table_defs(),
              el("g",
                 table_ground(),
                 el("g", tiles, class_="niju-tiles"),
                 class_="niju-world"),
              viewBox=box, aria_label="Ni-Ju table")


NOTE_UNIT = CELL
"""A cell's size, to which an annotation's arrows are drawn (``games.diagram.note_marks``)."""


def note_point(state: NiJuState, name: str) -> tuple[float, float] | None:
    """The centre of the cell ``name`` (``x,y``) on the table."""
    x, y = square_xy(coords(parse_square_name(name)))
    return float(x), float(y)
