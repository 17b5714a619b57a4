"""An annotation's arrows and marked squares (``games.notes``) as drawing nodes.

One drawing for the page's boards (``web.note_marks`` puts these nodes in a keyed layer
over the pieces) and the diagrams (``games.diagram.diagram(…, notes=…)``): each board
says where a square's centre lies (``Point``: its own coordinates, turned as it is shown)
and how large a square is (``unit``), and gets paths that look alike on every game.

The colours are set on the nodes themselves, not by a stylesheet, so a picture saved from
the page and a diagram written by the command carry them with nothing else. Each mark has a
thin light outline so it reads on dark squares and light ones, and is drawn partly
transparent so a piece under an arrow still shows through.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from ..notes import Arrow, Mark
from .svg import Node, el

COLOURS: dict[str, str] = {"G": "#15781b", "R": "#b0241d", "B": "#1d4fa8", "Y": "#d08a00"}
"""The fill of each ``games.notes.COLOURS`` letter: green, red, blue, yellow (lichess's
brushes, the red and blue a little lighter to stand apart on the dark Siam rocks)."""
OUTLINE = "#ffffff"
OPACITY = "0.78"

Point = Callable[[str], "tuple[float, float] | None"]
"""A square's centre on the board as drawn, from its name (None: not on this board)."""


def _f(value: float) -> str:
    text = f"{value:.1f}"
    return "0.0" if text == "-0.0" else text


def arrow_path(start: tuple[float, float], end: tuple[float, float], unit: float) -> str:
    """An arrow's outline from the centre of one square towards another's: a shaft of
    0.15 ``unit`` leaving a little of the start square free (its piece shows), a head
    whose tip stops short of the end square's centre."""
    (x1, y1), (x2, y2) = start, end
    length = math.hypot(x2 - x1, y2 - y1)
    if length == 0:
        return ""
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    nx, ny = -uy, ux
    back, tip_gap = 0.22 * unit, 0.12 * unit
    shaft, head, head_len = 0.075 * unit, 0.2 * unit, 0.34 * unit
    sx, sy = x1 + ux * back, y1 + uy * back
    tx, ty = x2 - ux * tip_gap, y2 - uy * tip_gap
    head_len = min(head_len, max(length - back - tip_gap, 0.0) * 0.6)
    bx, by = tx - ux * head_len, ty - uy * head_len
    points = [(sx + nx * shaft, sy + ny * shaft), (bx + nx * shaft, by + ny * shaft),
              (bx + nx * head, by + ny * head), (tx, ty), (bx - nx * head, by - ny * head),
              (bx - nx * shaft, by - ny * shaft), (sx - nx * shaft, sy - ny * shaft)]
    return "M" + " L".join(f"{_f(x)} {_f(y)}" for x, y in points) + " Z"


def ring_path(centre: tuple[float, float], unit: float) -> str:
    """A marked square: a ring just inside the square, leaving its piece in view."""
    x, y = centre
    outer, inner = 0.46 * unit, 0.38 * unit
    return (f"M{_f(x - outer)} {_f(y)} a{_f(outer)} {_f(outer)} 0 1 0 {_f(2 * outer)} 0 "
            f"a{_f(outer)} {_f(outer)} 0 1 0 {_f(-2 * outer)} 0 Z "
            f"M{_f(x - inner)} {_f(y)} a{_f(inner)} {_f(inner)} 0 1 1 {_f(2 * inner)} 0 "
            f"a{_f(inner)} {_f(inner)} 0 1 1 {_f(-2 * inner)} 0 Z")


def mark_nodes(marks: Iterable[Arrow | Mark], point: Point, unit: float
               ) -> list[tuple[tuple[str, ...], Node]]:
    """Each mark's key (``("arrow", "B1", "B3")``, ``("square", "B3")``) and node; marks
    naming a square the board does not show are left out. Squares first, then arrows, so
    an arrow is never under a ring."""
    squares: list[tuple[tuple[str, ...], Node]] = []
    arrows: list[tuple[tuple[str, ...], Node]] = []
    stroke = _f(max(unit * 0.025, 1.0))
    for mark in marks:
        if isinstance(mark, Arrow):
            start, end = point(mark.start), point(mark.end)
            if start is None or end is None:
                continue
            arrows.append((("arrow", mark.start, mark.end), el(
                "path", class_="note-arrow", d=arrow_path(start, end, unit),
                fill=COLOURS[mark.colour], stroke=OUTLINE, stroke_width=stroke,
                opacity=OPACITY, data_colour=mark.colour, data_from=mark.start, data_to=mark.end)))
        else:
            centre = point(mark.square)
            if centre is None:
                continue
            squares.append((("square", mark.square), el(
                "path", class_="note-square", d=ring_path(centre, unit), fill=COLOURS[mark.colour],
                fill_rule="evenodd", stroke=OUTLINE, stroke_width=stroke, opacity=OPACITY,
                data_colour=mark.colour, data_note_square=mark.square)))
    return squares + arrows


def marks_group(marks: Iterable[Arrow | Mark], point: Point, unit: float) -> Node:
    """The marks as one group over a diagram's pieces (taps pass through it on a page)."""
    return el("g", [node for _key, node in mark_nodes(marks, point, unit)], class_="note-marks",
              pointer_events="none")
