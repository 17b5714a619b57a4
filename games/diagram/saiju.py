"""Saiju drawn as SVG nodes: the piece and Shadow glyphs, hexes, score outlines, a whole board.

``piece_shapes`` (a disc and its symbol), ``hex_points`` and ``group_node``
(a scoring group's outline and badge) are the one drawing the page's view
(``web.views.saiju``) and the diagrams share. ``draw`` lays out the board as
the page does, not turned: the same viewBox, layers, classes and ``data-*``
attributes (``data-hex`` on hexes and pieces, ``data-piece`` on colour pieces,
``data-shadow`` on Shadows, ``data-group`` … on scoring outlines).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable, Sequence

from ..saiju import HEXES, SYMBOLS, GroupScore, Place, SaijuState, Setup, neighbour_names
from ..saiju import pixel_centre, scoring_groups
from .svg import Node, el, num

R = 50
"""Hex circumradius in SVG units (pointy-top hexes, rows horizontal)."""
HALF = 312
"""Half the viewBox side: the board spans ±303 across and ±275 down."""
PIECE_R = 36
GLYPH_TEXT = {"S": "❄", "M": "☾", "F": "✿"}


def _snow_path() -> str:
    parts = []
    for k in range(6):
        a = math.radians(60 * k - 90)
        ca, sa = math.cos(a), math.sin(a)
        parts.append(f"M0 0L{21 * ca:.1f} {21 * sa:.1f}")
        bx, by = 12 * ca, 12 * sa
        for side in (-1, 1):
            b = a + side * math.radians(50)
            parts.append(f"M{bx:.1f} {by:.1f}L{bx + 8 * math.cos(b):.1f} {by + 8 * math.sin(b):.1f}")
    return "".join(parts)


def _flower_path() -> str:
    petal = [(0, -3), (-8, -6), (-10, -16), (-5, -21), (0, -17), (5, -21), (10, -16), (8, -6)]
    parts = []
    for k in range(5):
        a = math.radians(72 * k)
        ca, sa = math.cos(a), math.sin(a)
        pts = [(x * ca - y * sa, x * sa + y * ca) for x, y in petal]
        p = [f"{x:.1f} {y:.1f}" for x, y in pts]
        parts.append(f"M{p[0]}C{p[1]} {p[2]} {p[3]}L{p[4]}L{p[5]}C{p[6]} {p[7]} {p[0]}Z")
    return "".join(parts)


GLYPHS = {
    "S": (_snow_path(), "stroke"),
    "M": ("M8 -15.6A18 18 0 1 0 8 15.6A14.5 14.5 0 1 1 8 -15.6Z", "fill"),
    "F": (_flower_path(), "fill"),
}
"""Symbol letter -> (path, how it is painted: a ``stroke`` or a ``fill`` glyph)."""


@lru_cache(maxsize=None)
def piece_shapes(symbol: str, radius: float = PIECE_R, colour: str | None = None) -> tuple[Node, ...]:
    """A round piece with its symbol centred on (0, 0): the disc and the glyph.

    The colour comes from the enclosing group's ``saiju-c*`` class (``saiju-ck``
    for a Shadow) through the stylesheet. With ``colour`` (``w``, ``y``, ``p``)
    the piece also carries that colour's letter in a badge, shown only in
    colour-blind mode (under a ``colour-marks`` class), so that no colour is
    told by hue alone.
    """
    d, mode = GLYPHS[symbol]
    scale = None if radius == PIECE_R else f"scale({radius / PIECE_R:.3f})"
    shapes = (el("circle", class_="disc", r=num(radius)),
              el("path", class_=f"glyph {mode}", d=d, transform=scale))
    if colour is None:
        return shapes
    return (*shapes, colour_mark(colour, radius))


def colour_mark(colour: str, radius: float = PIECE_R) -> Node:
    """The colour-blind badge of a piece: its colour's letter, lower left on the disc
    (the colour chooser's count badge sits lower right)."""
    k = radius / PIECE_R
    return el("g", el("circle", r=12), el("text", text=colour.upper()),
              class_="saiju-mark", transform=f"translate({num(-25 * k)} {num(25 * k)})"
              + (f" scale({k:.3f})" if k != 1 else ""))


def corner(x: float, y: float, k: int, r: float = R) -> tuple[float, float]:
    """Corner ``k`` (0 at the top, clockwise) of the hex of circumradius ``r`` centred on (x, y)."""
    a = math.radians(60 * k - 90)
    return x + r * math.cos(a), y + r * math.sin(a)


@lru_cache(maxsize=None)
def hex_points(x: float, y: float, r: float) -> str:
    """The ``points`` of a pointy-top hex polygon (remembered: the page asks for the same
    few hundred again at every new game and board turn)."""
    return " ".join(f"{cx:.1f},{cy:.1f}" for cx, cy in (corner(x, y, k, r) for k in range(6)))


def hex_xy(name: str) -> tuple[float, float]:
    """The centre of a hex on the board not turned (row a at the bottom)."""
    return pixel_centre(name, R)


XY = Callable[[str], tuple[float, float]]
"""A hex's centre on the board as it is drawn (the page passes its turned one)."""


# ----- the static board: the diagrams and the page's view both build it from these -------------
def base_nodes(xy: XY = hex_xy) -> list[Node]:
    """The wooden base under the hexes and the missing centre."""
    base = [el("polygon", points=hex_points(*xy(name), R + 7)) for name in HEXES]
    base.append(el("polygon", class_="saiju-hole", points=hex_points(0, 0, R - 3)))
    return base


@lru_cache(maxsize=None)
def cell_nodes(x: float, y: float) -> tuple[Node, ...]:
    """The inside of one hex centred on (x, y): its cell and the target dot."""
    return (el("polygon", class_="cell", points=hex_points(x, y, R - 2.5)),
            el("circle", class_="dot", cx=f"{x:.1f}", cy=f"{y:.1f}", r=13))


def label_nodes(xy: XY = hex_xy) -> list[Node]:
    """Each hex's name, under its centre (shown by the Labels toggle)."""
    nodes = []
    for name in HEXES:
        x, y = xy(name)
        nodes.append(el("text", class_="saiju-label", x=f"{x:.1f}", y=f"{y + 33:.1f}", text=name))
    return nodes


# ----- the scoring view ---------------------------------------------------------------------------
SCORING_HALF = 360
"""Half the viewBox side while the scoring view shows: a margin round the board for the badges."""
BADGE_W, BADGE_H = 136, 64
BADGE_SLOTS: tuple[tuple[float, float], ...] = (
    *((x, -322.0) for x in (-288, -144, 0, 144, 288)),
    *((x, 322.0) for x in (-288, -144, 0, 144, 288)),
    (-288, -254), (288, -254), (-288, 254), (288, 254),
)
"""Badge centres in the margin round the board (top and bottom rows, then the corners): none
overlaps another, the board's pieces, or the edge of the ``SCORING_HALF`` viewBox. The board
turned by a half or a third maps onto itself, so the slots serve every orientation."""


def badge_places(groups: Sequence[GroupScore], xy: XY = hex_xy) -> list[tuple[float, float] | None]:
    """Where each group's badge goes: a margin slot for each, near its group.

    The groups take their nearest free slot in order of points (the biggest
    first), then pairs of groups swap slots, or a group moves to a free slot,
    while that shortens the lines to the groups (crossing lines are never the
    shortest, so most crossings go). None once the slots run out: that badge
    sits on its group, as before the margin existed.
    """
    centres = [[xy(n) for n in g.hexes] for g in groups]
    costs: dict[tuple[int, tuple[float, float]], float] = {}

    def cost(i: int, slot: tuple[float, float]) -> float:  # asked again and again by the swaps
        known = costs.get((i, slot))
        if known is None:
            known = costs[(i, slot)] = min(math.hypot(slot[0] - x, slot[1] - y) for x, y in centres[i])
        return known

    free = list(BADGE_SLOTS)
    places: list[tuple[float, float] | None] = [None] * len(groups)
    for i in sorted(range(len(groups)), key=lambda i: (-groups[i].points, groups[i].hexes)):
        if not free:
            break
        slot = min(free, key=lambda s: cost(i, s))
        free.remove(slot)
        places[i] = slot
    placed = [i for i, at in enumerate(places) if at is not None]
    for _ in range(20):
        better = False
        for a in placed:
            for b in placed:
                pa, pb = places[a], places[b]
                if a < b and pa is not None and pb is not None \
                        and cost(a, pb) + cost(b, pa) < cost(a, pa) + cost(b, pb) - 0.5:
                    places[a], places[b] = pb, pa
                    better = True
            here = places[a]
            nearest = min(free, key=lambda s: cost(a, s), default=None)
            if nearest is not None and here is not None and cost(a, nearest) < cost(a, here) - 0.5:
                free.remove(nearest)
                free.append(here)
                places[a] = nearest
                better = True
        if not better:
            break
    return places


def _outline(g: GroupScore, xy: XY) -> str:
    members = set(g.hexes)
    parts = []
    for name in g.hexes:
        x, y = xy(name)
        inside = set()
        for n in neighbour_names(name):
            if n in members:
                nx, ny = xy(n)
                angle = math.degrees(math.atan2(ny - y, nx - x))
                inside.add(round((angle + 60) / 60) % 6)
        for k in range(6):  # edge k joins corners k and k+1; its neighbour lies at -60+60k°
            if k in inside:
                continue
            ax, ay = corner(x, y, k)
            bx, by = corner(x, y, k + 1)
            parts.append(f"M{ax:.1f} {ay:.1f}L{bx:.1f} {by:.1f}")
    return "".join(parts)


def _leader(g: GroupScore, xy: XY, at: tuple[float, float]) -> Node:
    """A line from the badge's edge to the edge of the group's member nearest to it."""
    bx, by = at
    x, y = min((xy(n) for n in g.hexes), key=lambda p: (p[0] - bx) ** 2 + (p[1] - by) ** 2)
    dx, dy = bx - x, by - y
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    # leave the badge where the line crosses its box; reach the hex's inner circle
    t_box = min(BADGE_W / 2 / abs(ux) if ux else math.inf, BADGE_H / 2 / abs(uy) if uy else math.inf)
    sx, sy = bx - ux * t_box, by - uy * t_box
    ex, ey = x + ux * (R * 0.87), y + uy * (R * 0.87)
    return el("g", el("line", x1=f"{sx:.1f}", y1=f"{sy:.1f}", x2=f"{ex:.1f}", y2=f"{ey:.1f}"),
              el("circle", cx=f"{ex:.1f}", cy=f"{ey:.1f}", r=6), class_="leader")


def group_node(g: GroupScore, xy: XY = hex_xy, badge_at: tuple[float, float] | None = None,
               tie: str = "tie") -> Node:
    """A scoring group: its outline round the member hexes and a badge with counts and points.

    With ``badge_at`` (from ``badge_places``) the badge stands there, in the margin, with a
    line to the group; without, on the member nearest the group's middle. ``tie``: the
    badge's word for a group nobody takes (the page passes it in its own language).
    """
    if badge_at is None:
        pts = [xy(n) for n in g.hexes]
        mx = sum(p[0] for p in pts) / len(pts)
        my = sum(p[1] for p in pts) / len(pts)
        bx, by = min(pts, key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)
        leader = None
    else:
        bx, by = badge_at
        leader = _leader(g, xy, badge_at)
    counts = " ".join(f"{GLYPH_TEXT[s]}{n}" for s, n in zip(SYMBOLS, g.counts) if n)
    if g.taker is None:
        worth = f"{g.size}: {tie}"
    elif g.doubled:
        worth = f"{GLYPH_TEXT[SYMBOLS[g.taker]]} 2×{g.size}={g.points}"
    else:
        worth = f"{GLYPH_TEXT[SYMBOLS[g.taker]]} +{g.points}"
    badge = el("g",
               el("rect", x=-BADGE_W // 2, y=-BADGE_H // 2, width=BADGE_W, height=BADGE_H, rx=14),
               el("text", class_="counts", y=-13, text=counts),
               el("text", class_="worth", y=15, text=worth),
               class_="badge", transform=f"translate({bx:.1f} {by:.1f})")
    return el("g", el("path", class_="outline", d=_outline(g, xy)), leader, badge,
              class_=f"saiju-group saiju-g{g.colour}", data_group=",".join(g.hexes),
              data_size=g.size, data_taker="none" if g.taker is None else g.taker,
              data_points=g.points, data_doubled="1" if g.doubled else "0")


def placed_groups(groups: Sequence[GroupScore], xy: XY = hex_xy
                  ) -> list[tuple[GroupScore, tuple[float, float] | None]]:
    """Each group with its badge's place, in drawing order: the badges in the corners last,
    above the lines that come down to the board from the rows above and below them."""
    pairs = list(zip(groups, badge_places(groups, xy)))
    return sorted(pairs, key=lambda pair: pair[1] is not None and abs(pair[1][1]) < 300)


def scoring_nodes(groups: Sequence[GroupScore], xy: XY = hex_xy) -> list[Node]:
    """The scoring groups' outlines and badges, the badges in the margin round the board."""
    return [group_node(g, xy, at) for g, at in placed_groups(groups, xy)]


def view_box(scoring: bool) -> str:
    """The board's viewBox: with a margin for the badges while the scoring view shows."""
    half = SCORING_HALF if scoring else HALF
    return f"{-half} {-half} {2 * half} {2 * half}"


def touched(before: SaijuState, token: str) -> tuple[str, ...]:
    """The hexes where a move put something (the page marks them as the last move): a
    Shadow in the setup, else the piece, where its Shadow stood; not the hex the Shadow
    moved on to, where nothing was played."""
    move = before.game.parse_move(token)
    if type(move) is Setup:
        return (HEXES[move.hex],)
    if type(move) is Place:
        was = before.shadows_on_board().get(SYMBOLS[move.symbol])
        return (was,) if was else ()
    return ()


def draw(state: SaijuState, before: SaijuState | None = None, move: str | None = None,
         labels: bool = False, reveal: bool = False, letters: bool = False) -> Node:
    """The board of ``state`` as the page draws it, not turned.

    With ``before`` and ``move`` the hexes the move touched are marked; with
    ``labels`` the hex names show (the page's Labels toggle); with ``letters``
    the pieces' colour letters (its Colour letters toggle); once the game is
    over the scoring outlines show, as the page shows them. Saiju hides
    nothing, so ``reveal`` changes nothing. A Shadow already moved this turn is
    drawn as any other: the page greys it as a hint of what a tap may still
    move, which a printed position has no use for.
    """
    last = set(touched(before, move)) if before is not None and move else set()
    hexes = [el("g", cell_nodes(*hex_xy(name)), class_="saiju-hex last" if name in last else "saiju-hex",
                data_hex=name) for name in HEXES]
    scoring = state.over
    groups: list[Node] = []
    in_group: set[str] = set()
    if scoring:
        scored = [g for g in scoring_groups(state).groups if g.scoring]
        in_group = {h for g in scored for h in g.hexes}
        groups = scoring_nodes(scored)
    pieces = []
    for name, kind in state.pieces_on_board().items():
        x, y = hex_xy(name)
        dim = " dim" if scoring and name not in in_group else ""
        pieces.append(el("g", piece_shapes(kind[1], colour=kind[0]),
                         class_=f"saiju-piece saiju-c{kind[0]}{dim}",
                         data_piece=kind, data_hex=name, transform=f"translate({x:.1f} {y:.1f})"))
    for sym, name in state.shadows_on_board().items():  # Shadows stay above the pieces
        x, y = hex_xy(name)
        pieces.append(el("g", piece_shapes(sym), class_="saiju-piece saiju-ck",
                         data_shadow=sym, data_hex=name, transform=f"translate({x:.1f} {y:.1f})"))
    root_cls = "saiju" + (" scoring" if scoring else "") + (" labels" if labels else "") \
        + (" colour-marks" if letters else "")
    return el("svg",
              el("g",
                 el("g", base_nodes(), class_="saiju-base"),
                 el("g", hexes, class_="saiju-hexes"),
                 el("g", pieces, class_="saiju-pieces"),
                 el("g", class_="saiju-marks"),
                 el("g", groups, class_="saiju-scoring"),
                 el("g", label_nodes(), class_="saiju-labels"),
                 class_=root_cls),
              viewBox=view_box(scoring), aria_label="Saiju board")


NOTE_UNIT = R * 1.7
"""A hex's size, to which an annotation's arrows are drawn (``games.diagram.note_marks``)."""


def note_point(state: SaijuState, name: str) -> tuple[float, float] | None:
    """The centre of the hex ``name`` in this drawing (None: not on the board)."""
    return hex_xy(name) if name in HEXES else None
