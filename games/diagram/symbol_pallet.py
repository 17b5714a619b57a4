"""Symbol Pallet drawn as SVG nodes: tile faces with their glyphs, chips, a whole field.

``GLYPHS``, ``face_shapes``, ``level_badge`` and ``chip_shapes`` are the one
drawing the page's view (``web.views.symbol_pallet``) and the diagrams share
(the view inserts them as markup). ``draw`` lays out the field as the page
does: the same viewBox, layers, classes and ``data-*`` attributes
(``data-tile``, ``data-level``, ``data-x``, ``data-y`` on tiles; ``data-chip``,
``data-on``, ``data-owner`` on chips). Hands are secret: a diagram shows them
only when asked to reveal them, in rows under the field.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..symbol_pallet import Place
from ..symbol_pallet.tiles import CATALOGUE, TILE_IDS, TILE_INDEX
from .svg import Node, el

H = 50
"""SVG units per half-tile: a tile is 2H × 2H."""
LIFT = 5
"""How far up-left each level above the table draws its tile (stacks look higher)."""
MARGIN = 2 * H + 12
MIN_SPAN = 400
SEAT_NAMES = ("Red", "Blue", "Yellow", "Green")
ROW_STEP = 80
"""Height of one revealed hand row under the field."""
ROW_TILE = 0.6
"""Scale of a revealed hand tile (60 units instead of 100)."""

GLYPHS: dict[str, tuple[Node, ...]] = {
    # same colour: an equals sign
    "s": (el("path", d="M-19 -9H19M-19 9H19"),),
    # complement: a disc half filled
    "c": (el("circle", r=19), el("path", class_="sp-fill", d="M0 -19A19 19 0 0 1 0 19Z")),
    # triad: a triangle with its three corners marked
    "t": (el("path", d="M0 -19L18 13H-18Z"), el("circle", class_="sp-fill", cx=0, cy=-19, r=6),
          el("circle", class_="sp-fill", cx=18, cy=13, r=6),
          el("circle", class_="sp-fill", cx=-18, cy=13, r=6)),
    # warm/cool: four in a square
    "w": (el("rect", x=-19, y=-19, width=38, height=38, rx=5),
          el("circle", class_="sp-fill", cx=-7, cy=-7, r=5), el("circle", class_="sp-fill", cx=7, cy=-7, r=5),
          el("circle", class_="sp-fill", cx=-7, cy=7, r=5), el("circle", class_="sp-fill", cx=7, cy=7, r=5)),
    # add/subtract: plus-minus
    "a": (el("path", d="M-16 -12H16M0 -27V3M-16 19H16"),),
}
"""Symbol code -> the glyph's shapes (stroked in the tile's ink; ``sp-fill`` parts filled)."""


def tile_info(tile_id: str) -> tuple[str, str]:
    """(colour code, symbol code) of a tile id, from the engine's catalogue."""
    t = CATALOGUE[TILE_INDEX[tile_id]]
    return t.colour_code, t.symbol_code


@lru_cache(maxsize=None)
def face_shapes(tile_id: str, size: int = 96) -> tuple[Node, ...]:
    """The inner drawing of a tile centred on (0, 0): face, glyph, colour letter.

    The colours come from an enclosing ``sp-c-<colour>`` class; the letter
    shows only under ``sp-letters`` (the colour-letters setting).
    """
    colour, symbol = tile_info(tile_id)
    half = size // 2
    return (el("rect", class_="sp-face", x=-half, y=-half, width=size, height=size, rx=9),
            el("g", GLYPHS[symbol], class_="sp-glyph"),
            el("text", class_="sp-letter", x=-half + 8, y=-half + 8, text=colour))


def level_badge(level: int) -> Node:
    """The stack height shown on a tile above the table."""
    return el("g", el("circle", cx=33, cy=-33, r=13), el("text", x=33, y=-33, text=str(level)),
              class_="sp-level")


def tile_node(tile_id: str, x: int, y: int, level: int, extra: str = "") -> Node:
    """A field tile centred on half-tile point (x, y) at ``level``, lifted as stacks are."""
    lift = (level - 1) * LIFT
    shadow = 3 + 2 * level
    return el("g",
              el("rect", class_="sp-shadow", x=-46, y=-46, width=96, height=96, rx=9,
                 transform=f"translate({shadow} {shadow})"),
              face_shapes(tile_id),
              level_badge(level) if level > 1 else None,
              class_=f"sp-tile sp-c-{tile_info(tile_id)[0]}{extra}", data_tile=tile_id,
              data_level=level, data_x=x, data_y=y, transform=f"translate({x * H - lift} {y * H - lift})")


@lru_cache(maxsize=None)
def chip_shapes(letter: str, ring: int = 19, body: int = 13, player: int | None = None) -> tuple[Node, ...]:
    """A chip around (0, 0): white ring, body in the player's colour (group class), letter.

    With ``player`` the chip also holds its player's shape (``player_shape``),
    shown only with colour letters on (``sp-letters``): players are then told
    apart by shape as well as by hue.
    """
    marks = (chip_mark(player, body),) if player else ()
    return (el("circle", class_="sp-chip-ring", r=ring), el("circle", class_="sp-chip-body", r=body),
            *marks, el("text", class_="sp-chip-label", text=letter))


def player_shape(player: int, r: float) -> str:
    """The path of a player's shape of about radius ``r``: 1 square, 2 triangle, 3 diamond.

    Player 0 (red) keeps the round body, so every player's chip has its own outline.
    """
    if player == 1:
        h = round(r * 0.88, 1)
        return f"M{-h} {-h}H{h}V{h}H{-h}Z"
    if player == 2:
        top, side, base = round(r * 1.15, 1), round(r * 1.1, 1), round(r * 0.75, 1)
        return f"M0 {-top}L{side} {base}H{-side}Z"
    d = round(r * 1.2, 1)
    return f"M0 {-d}L{d} 0L0 {d}L{-d} 0Z"


def chip_mark(player: int, body: int) -> Node:
    """The colour-blind body of a chip: a white disc hiding the round body, then the shape."""
    return el("g", el("circle", class_="sp-chip-erase", r=body + 1),
              el("path", class_="sp-chip-body", d=player_shape(player, body)), class_="sp-chip-mark")


def field_box(tiles: list[tuple[str, int, int, int]]) -> tuple[int, int, int]:
    """(left, top, side) of the square view around the field's tiles (the page's framing)."""
    xs = [x for _t, x, _y, _l in tiles] or [2]
    ys = [y for _t, _x, y, _l in tiles] or [2]
    left, right = min(xs) * H - MARGIN - H, max(xs) * H + MARGIN + H
    top, bottom = min(ys) * H - MARGIN - H, max(ys) * H + MARGIN + H
    width, height = right - left, bottom - top
    side = max(width, height, MIN_SPAN)
    return left - (side - width) // 2, top - (side - height) // 2, side


def chip_xy(quarters: list[tuple[int, int]], position: tuple[int, int], level: int) -> tuple[float, float]:
    """Where a chip on a tile is drawn: the centre of one of the tile's quarters still in
    view, the lower right one when it shows (the glyph stays readable)."""
    lift = (level - 1) * LIFT
    x, y = position
    for q in ((x, y), (x - 1, y), (x, y - 1), (x - 1, y - 1)):
        if q in quarters:
            break
    else:
        q = quarters[0]
    return (q[0] + 0.5) * H - lift, (q[1] + 0.5) * H - lift


def outline(position: tuple[int, int], level: int, cls: str, inset: int = 0) -> Node:
    """A rectangle around a field tile (the last tile placed)."""
    x, y = position
    lift = (level - 1) * LIFT
    half = 48 - inset
    return el("rect", class_=cls, x=x * H - lift - half, y=y * H - lift - half,
              width=2 * half, height=2 * half, rx=8)


def turn_mark(tile_id: str, position: tuple[int, int], level: int, player: int, order: int) -> Node:
    """A tile the last turn laid: an outline in its player's colour and the action's number."""
    x, y = position
    lift = (level - 1) * LIFT
    cx, cy = x * H - lift, y * H - lift
    return el("g", el("rect", class_="sp-turn-line", x=cx - 46, y=cy - 46, width=92, height=92, rx=8),
              el("rect", class_="sp-turn-dot", x=cx - 50, y=cy - 50, width=30, height=30, rx=6),
              el("text", class_="sp-turn-num", x=cx - 35, y=cy - 35, text=str(order)),
              class_=f"sp-turn sp-p{player}", data_turn=order, data_laid=tile_id, data_by=player)


def owned_mark(player: int, position: tuple[int, int]) -> Node:
    """The end-of-game mark of a table tile a player owns (nested outlines, a dot each)."""
    x, y = position
    half = 44 - 7 * player
    return el("g", *(el("rect", class_=cls, x=x * H - half, y=y * H - half, width=2 * half,
                        height=2 * half, rx=8) for cls in ("sp-owned-under", "sp-owned-line")),
              el("circle", class_="sp-owned-dot", cx=x * H - 30 + 16 * player, cy=y * H + 30, r=9),
              el("text", class_="sp-owned-num", x=x * H - 30 + 16 * player, y=y * H + 30,
                 text=str(player + 1)),
              class_=f"sp-owned sp-p{player}", data_owned=player)


def ghost_node(tile_id: str, x: int, y: int, near: int) -> Node:
    """A spot where the chosen tile may go (the page's wizard): a dashed square, a tap target.

    ``near`` is 1 when another spot touches this one (the targets then shrink
    to a half tile and a faint foot shows the tile's extent), else 2.
    """
    half = near * H // 2
    mark = half - 5
    foot = (None if near == 2 else
            el("rect", class_="sp-ghost-foot", x=-46, y=-46, width=92, height=92, rx=8))
    return el("g", foot, el("rect", class_="sp-ghost-hit", x=-half, y=-half, width=2 * half, height=2 * half),
              el("rect", class_="sp-ghost-mark", x=-mark, y=-mark, width=2 * mark, height=2 * mark, rx=7),
              class_=f"sp-ghost sp-c-{tile_info(tile_id)[0]}", data_ghost=f"{x},{y}",
              transform=f"translate({x * H} {y * H})")


def place_node(tile_id: str, x: int, y: int, near: int) -> Node:
    """A place the board editor offers for a tile (``ghost_node``'s look): a ``data-square``
    to tap, not a move's ``data-ghost``."""
    ghost = ghost_node(tile_id, x, y, near)
    attrs = {k: v for k, v in ghost.attrs.items() if k != "data-ghost"}
    return Node(ghost.tag, {**attrs, "data-square": f"{x},{y}"}, ghost.children)


def setup_node(tile_id: str, position: tuple[int, int]) -> Node:
    """A field tile that may take the next chip during setup."""
    x, y = position
    return el("g", *(el("rect", class_=cls, x=x * H - 40, y=y * H - 40, width=80, height=80, rx=8)
                     for cls in ("sp-setup-under", "sp-setup-spot")),
              class_="sp-setup", data_setup=tile_id)


def pending_node(tile_id: str, x: int, y: int) -> Node:
    """The tile being placed, shown at its spot while the wizard asks plus or sends."""
    return el("g", face_shapes(tile_id),
              el("rect", class_="sp-pending-edge", x=-48, y=-48, width=96, height=96, rx=9),
              class_=f"sp-pending sp-c-{tile_info(tile_id)[0]}", transform=f"translate({x * H} {y * H})")


def send_node(tile_id: str, quarter: tuple[int, int], lift: int) -> Node:
    """One visible quarter of a tile a covered chip may be sent to (a tap target)."""
    qx, qy = quarter
    return el("rect", class_="sp-send", data_send=tile_id, x=qx * H - lift + 3, y=qy * H - lift + 3,
              width=H - 6, height=H - 6, rx=6)


def placed_tile(state, move: str | None) -> str | None:  # type: ignore[no-untyped-def]
    """The tile a move put on the field, or None (draws, passes, discards, setup)."""
    if move is None:
        return None
    try:
        parsed = state.game.parse_move(move)
    except Exception:  # noqa: BLE001 - not a move of this game: nothing to mark
        return None
    return TILE_IDS[parsed.tile] if type(parsed) is Place else None


def _hand_rows(state, top: int, left: int) -> tuple[list[Node], int]:  # type: ignore[no-untyped-def]
    """Revealed hands (and the discard pile) in rows from ``top``; returns (rows, widest)."""
    rows: list[Node] = []
    step = round(100 * ROW_TILE) + 6
    widest = 0
    lines: list[tuple[str, str, int | None, tuple[str, ...]]] = [
        (f"{SEAT_NAMES[p]}", "hand", p, state.hand(p)) for p in range(state.n)]
    lines.append(("Discard", "discard", None, state.discard_pile()))
    for i, (name, what, player, ids) in enumerate(lines):
        y = top + i * ROW_STEP + ROW_STEP // 2
        tiles = [el("g", face_shapes(t), class_=f"sp-hand-tile sp-c-{tile_info(t)[0]}",
                    data_hand=t if what == "hand" else None, data_pile=t if what == "discard" else None,
                    data_player=player,
                    transform=f"translate({left + 150 + k * step} {y}) scale({ROW_TILE})")
                 for k, t in enumerate(ids)]
        widest = max(widest, 150 + len(ids) * step)
        rows.append(el("g", el("text", class_="sp-row-label", x=left + 12, y=y, font_size=24,
                          font_weight=700, dominant_baseline="central", fill="#1f2a30", text=name),
                       tiles, class_=f"sp-row sp-{what}" + (f" sp-p{player}" if player is not None else ""),
                       data_row=what if player is None else f"hand:{player}"))
    return rows, widest


def draw(state, before=None, move: str | None = None,  # type: ignore[no-untyped-def]
         labels: bool = False, reveal: bool = False, letters: bool = False) -> Node:
    """The field of ``state`` as the page draws it: tiles, stack heights, chips, marks.

    With ``move`` the tile it placed is outlined; with ``labels`` or ``letters`` the
    colour letters show (the page's Colour letters setting, its Labels: the field's
    places have no names, the letters name what is on them); with ``reveal`` every hand
    and the discard pile are drawn in rows under the field. At the end of the
    game each player's owned table tiles are outlined, as on the page.
    """
    tiles = state.field_tiles()
    levels = {t: lv for t, _x, _y, lv in tiles}
    positions = {t: (x, y) for t, x, y, _lv in tiles}
    tile_nodes = [tile_node(t, x, y, lv) for t, x, y, lv in tiles]
    marks: list[Node] = []
    last = placed_tile(state, move) if before is not None else None
    if last is not None and last in levels:
        marks.append(outline(positions[last], levels[last], "sp-last"))
    if state.over:
        for player in range(state.n):
            marks.extend(owned_mark(player, positions[t]) for t in state.owned_table_ids(player))
    visible = state.visible_quarters()
    chips = []
    for (player, letter), tile_id in state.chip_tiles().items():
        if tile_id is None:
            continue
        x, y = chip_xy(visible.get(tile_id, [(0, 0)]), positions.get(tile_id, (0, 0)),
                       levels.get(tile_id, 1))
        chips.append(el("g", chip_shapes(letter, player=player), class_=f"sp-chip sp-p{player}",
                        data_chip=f"{player + 1}{letter}", data_on=tile_id, data_owner=player,
                        transform=f"translate({x} {y})"))
    left, top, side = field_box(tiles)
    width = height = side
    rows: list[Node] = []
    if reveal:
        rows, widest = _hand_rows(state, top + side, left)
        width = max(side, widest)
        height = side + len(rows) * ROW_STEP
    return el("svg",
              el("g",
                 el("g", tile_nodes, class_="sp-tiles"),
                 el("g", marks, class_="sp-marks"),
                 el("g", chips, class_="sp-chips"),
                 el("g", rows, class_="sp-hands") if rows else None,
                 class_="sp-root sp-letters" if labels or letters else "sp-root"),
              viewBox=f"{left} {top} {width} {height}", aria_label="Symbol Pallet field")


NOTE_UNIT = 2 * H
"""A tile's size, to which an annotation's arrows are drawn (``games.diagram.note_marks``)."""


def note_point(state: Any, name: str) -> tuple[float, float] | None:
    """The field place ``name`` (``x,y`` in half-tiles, a tile's centre) in this drawing."""
    place = state.game.parse_square(name)
    assert isinstance(place, tuple)
    return float(place[0] * H), float(place[1] * H)
