"""Line 3 drawn as SVG nodes: the marks the page uses and a whole static board."""

from __future__ import annotations

from games.line3 import SQUARES, Line3State

from .svg import Node, el

CELL = 100
MARGIN = 40
LABEL_OFFSET = 22


def square_xy(square: str) -> tuple[int, int]:
    """The centre of a square (A1 top left)."""
    index = SQUARES.index(square)
    return (index % 3) * CELL + CELL // 2, (index // 3) * CELL + CELL // 2


def mark_shapes(mark: str) -> list[Node]:
    """A cross or a nought around (0, 0)."""
    if mark == "x":
        return [el("path", class_="stroke", d="M-30 -30 L30 30 M30 -30 L-30 30")]
    return [el("circle", class_="stroke", r=30)]


def square_nodes(last: str | None = None) -> list[Node]:
    """One ``rect.sq`` per square, A1 to C3 (``last``: the square of the last move)."""
    nodes = []
    for square in SQUARES:
        x, y = square_xy(square)
        cls = "sq last" if square == last else "sq"
        nodes.append(el("rect", class_=cls, x=x - CELL // 2, y=y - CELL // 2, width=CELL,
                        height=CELL, data_square=square))
    return nodes


def coord_nodes() -> list[Node]:
    """The column letters above the board and the row numbers beside it (the moves' names)."""
    nodes = [el("text", class_="coord", x=c * CELL + CELL // 2, y=-LABEL_OFFSET, text="ABC"[c])
             for c in range(3)]
    nodes += [el("text", class_="coord", x=-LABEL_OFFSET, y=r * CELL + CELL // 2, text=str(r + 1))
              for r in range(3)]
    return nodes


def draw(state: Line3State, before: Line3State | None = None, move: str | None = None,
         labels: bool = False, reveal: bool = False, letters: bool = False) -> Node:
    """The board of ``state`` as the page draws it (``move``: the last move, marked)."""
    marks = []
    for square in SQUARES:
        mark = state.mark_at(square)
        if mark is not None:
            x, y = square_xy(square)
            marks.append(el("g", mark_shapes(mark), class_=f"piece line3-{mark}", data_square=square,
                            transform=f"translate({x} {y})"))
    side = 3 * CELL + 2 * MARGIN
    return el("svg", el("g", square_nodes(move), class_="squares"),
              el("g", coord_nodes(), class_="labels"), el("g", marks, class_="pieces"),
              viewBox=f"{-MARGIN} {-MARGIN} {side} {side}", aria_label="Line 3 board")
