"""The Ni-Ju table: tiles with four dots on an unbounded board, trays in the seats.

It knows no rule. Where a tile may be placed comes from the state's
``placement_squares()`` and ``hand(player)``; which tiles may move and where
from ``movable_tiles()`` and ``targets(sq)``; turning a tile from the engine's
``rotate``; what a pattern marks from ``marked_offsets``; wins, blocked and
completed tiles from ``winning_tile()``, ``blocked_tiles()`` and
``completed_tiles()``; the area to show from ``view_box()``.

Taps: pick a tile in your tray (tap it again, the Rotate button or the R key
turns it), then tap a dashed square. In the movement phase tap one of your
highlighted tiles, turn it the same way if you like, then tap a target.
Tapping any tile shows faintly the squares its pattern marks (with a mouse,
hovering does). The board is panned by dragging, zoomed by pinching or the
wheel, and fitted again by the Fit button; a drag never counts as a tap.

The SVG is built once per game; each redraw only adds, moves or restyles the
tiles and cells that changed.
"""

from __future__ import annotations

import math
import traceback
from typing import Any

from pyscript import document, window  # type: ignore[import-not-found]

from games.diagram.niju import (
    CELL, HALF, MIN_SIDE, OWNER_CLASS, dot_xy, fitted_box, tile_marks, tile_shapes,
)
from games.niju import NiJuState, kind_byte, marked_offsets, orientations, rotate

from .. import dom
from ..i18n import t, tn

MAX_SIDE = 80 * CELL
MIN_ZOOM_SIDE = 3 * CELL
DRAG_PX = 8
"""A pointer that moves less than this between down and up is a tap."""
CLICK_GRACE_MS = 400
"""Clicks this soon after a drag or pinch ended belong to it: they are not taps."""
SEAT_NAMES = ("White", "Black")


def _xy(sq: tuple[int, int]) -> tuple[int, int]:
    """The centre of square ``sq`` in board units."""
    return sq[0] * CELL + HALF, sq[1] * CELL + HALF


def _sq_text(sq: tuple[int, int]) -> str:
    return f"{sq[0]},{sq[1]}"


def _parse_sq(text: str) -> tuple[int, int]:
    x, y = text.split(",")
    return int(x), int(y)


def _set_dots(dots: list[Any], byte: int) -> None:
    for dot, (x, y) in zip(dots, dot_xy(byte)):
        dot.setAttribute("cx", str(x))
        dot.setAttribute("cy", str(y))


def _tile_shapes(group: Any, byte: int, kind: int | None, ring: bool = True) -> list[Any]:
    """A tile around (0, 0) (``games.diagram.niju.tile_shapes``). Returns the dots."""
    nodes = tile_shapes(byte, kind, ring)
    elements = dom.build(nodes, group)
    return [e for e, n in zip(elements, nodes) if n.attrs.get("class") == "niju-dot"]


class NiJuView:
    """One Ni-Ju table in the page: the SVG board and the two trays."""

    game_name = "ni-ju"
    active: "NiJuView | None" = None
    """The view in charge: listeners of an older instance do nothing."""

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        NiJuView.active = self
        self.board = board
        self.seats = (seat_top, seat_bottom)
        self.root = dom.by_id("app")
        self.state: NiJuState | None = None
        self.flipped = False
        # what the state offers (cached per state)
        self.me: int | None = None
        self.place_squares: list[tuple[int, int]] = []
        self.place_set: set[tuple[int, int]] = set()
        self.movable: set[tuple[int, int]] = set()
        self.hand_sets: tuple[set[int], set[int]] = (set(), set())
        self.marks: dict[tuple[int, int], str] = {}
        # the player's half-made choice
        self.pick: tuple[str, Any] | None = None
        """("hand", kind) or ("tile", (x, y)) while a tile is picked up."""
        self.byte = 0
        """The picked tile's pattern as it would go down (turned by Rotate)."""
        self.turned: dict[tuple[int, int], int] = {}
        """Per (owner, kind), how the player last turned that tile in the tray."""
        self.targets: list[tuple[int, int]] = []
        self.peek: tuple[int, int] | None = None
        """The tile whose marked squares show faintly (last tapped, or hovered)."""
        self.hover: tuple[str, tuple[int, int]] | None = None
        self.last: list[tuple[int, int]] = []
        self.entering: set[tuple[int, int]] = set()
        # drawn things
        self.tiles: dict[tuple[int, int], Any] = {}
        self.tile_dots: dict[int, list[Any]] = {}
        self.tile_drawn: dict[int, tuple[int, int]] = {}
        self.tile_class: dict[int, str] = {}
        self.tile_square: dict[int, tuple[int, int]] = {}
        self.cells: list[Any] = []
        self.cell_drawn: list[tuple[str, str]] = []
        # pan and zoom
        self.vb = [0.0, 0.0, float(MIN_SIDE), float(MIN_SIDE)]
        self.manual = False
        self.pointers: dict[int, tuple[float, float]] = {}
        self.press: tuple[float, float] | None = None
        self.dragging = False
        self.gesture_end = -1e9
        self._build()
        self._build_trays()
        self._listen()

    # ----- static drawing, once per game --------------------------------------------
    def _build(self) -> None:
        dom.clear(self.board)
        dom.set_attrs(self.board, aria_label="Ni-Ju table")
        defs = dom.svg("defs", self.board)
        grid = dom.svg("pattern", defs, id="niju-grid", width=CELL, height=CELL,
                       patternUnits="userSpaceOnUse")
        dom.svg("path", grid, class_="niju-gridline", d=f"M{CELL} 0H0V{CELL}")
        self.world = dom.svg("g", self.board, class_="niju-world")
        dom.svg("rect", self.world, class_="niju-bg", x=-200 * CELL, y=-200 * CELL,
                width=400 * CELL, height=400 * CELL, data_bg="1")
        dom.svg("rect", self.world, class_="niju-grid", x=-200 * CELL, y=-200 * CELL,
                width=400 * CELL, height=400 * CELL, fill="url(#niju-grid)")
        self.cell_layer = dom.svg("g", self.world, class_="niju-cells")
        self.tile_layer = dom.svg("g", self.world, class_="niju-tiles")
        self.peek_layer = dom.svg("g", self.world, class_="niju-peeks")
        self.peeks = [dom.svg("rect", self.peek_layer, class_="niju-peek", width=CELL - 8,
                              height=CELL - 8, rx=10, display="none") for _ in range(4)]
        self.ghost = dom.svg("g", self.world, class_="niju-ghost", display="none")
        self.peek_drawn = None
        self.ghost_shown = False
        self.ghost_dots = _tile_shapes(self.ghost, 0x0F, None, ring=False)
        self.tiles = {}
        self.tile_dots = {}
        self.tile_drawn = {}
        self.tile_class = {}
        self.tile_square = {}
        self.cells = []
        self.cell_drawn = []

    def _build_trays(self) -> None:
        self.trays: list[Any] = []
        self.tray_counts: list[Any] = []
        self.tray_buttons: list[dict[int, Any]] = []
        self.tray_dots: list[dict[int, list[Any]]] = []
        self.tray_drawn: list[dict[int, tuple[bool, str, bool, int]]] = []
        """Per owner and kind: (shown, class, disabled, pattern) as last set."""
        self.tray_class: list[str] = ["", ""]
        for seat in self.seats:
            dom.clear(seat)
        for owner in (0, 1):
            tray = dom.html("div", None, class_=f"niju-tray {OWNER_CLASS[owner]}",
                            data_tray=owner)
            head = dom.html("div", tray, class_="niju-tray-head")
            dom.html("span", head, text=t(f"ni-ju.seat.{owner}"), class_="niju-tray-name")
            count = dom.html("span", head, text="20", class_="niju-tray-count")
            tiles = dom.html("div", tray, class_="niju-tray-tiles")
            buttons: dict[int, Any] = {}
            dots: dict[int, list[Any]] = {}
            for kind in range(1, 21):
                button = dom.html("button", tiles, type="button",
                                  class_=f"niju-hand-tile {OWNER_CLASS[owner]}",
                                  data_hand_kind=kind, data_owner=owner,
                                  data_pattern=f"{kind_byte(kind):02x}",
                                  aria_label=f"{SEAT_NAMES[owner]} tile {kind}")
                icon = dom.svg("svg", button, viewBox="-50 -50 100 100", aria_hidden="true")
                group = dom.svg("g", icon, class_=f"niju-tile {OWNER_CLASS[owner]}")
                dots[kind] = _tile_shapes(group, kind_byte(kind), kind, ring=False)
                buttons[kind] = button
            self.trays.append(tray)
            self.tray_counts.append(count)
            self.tray_buttons.append(buttons)
            self.tray_dots.append(dots)
            self.tray_drawn.append({kind: (True, "", False, kind_byte(kind)) for kind in buttons})
        self._place_seats()

    def _place_seats(self) -> None:
        bottom = self.me if self.flipped and self.me is not None else 0
        if getattr(self, "bottom_tray", None) != bottom:
            self.bottom_tray = bottom
            self.seats[1].appendChild(self.trays[bottom])
            self.seats[0].appendChild(self.trays[1 - bottom])

    def build_controls(self, container: Any) -> None:
        self.rotate_button = dom.html("button", container, text=t("ni-ju.rotate"), type="button",
                                      data_view_action="rotate", class_="niju-rotate",
                                      aria_label="Rotate the picked tile a quarter turn")
        self.fit_button = dom.html("button", container, text=t("ni-ju.fit"), type="button",
                                   data_view_action="fit", class_="niju-fit")
        self.pass_button = dom.html("button", container, text=t("ni-ju.pass"), type="button",
                                    data_view_action="pass", class_="niju-pass")
        self.pass_button.hidden = True
        self._update_controls()

    # ----- listeners: keys, pan and zoom (taps come from the controller) --------------
    def _listen(self) -> None:
        dom.listen(document, "keydown", self._guard(self._on_key))
        for name, handler in (("pointerdown", self._on_down), ("pointermove", self._on_move),
                              ("pointerup", self._on_up), ("pointercancel", self._on_up),
                              ("pointerleave", self._on_leave), ("wheel", self._on_wheel)):
            dom.listen(self.board, name, self._guard(handler))

    def _guard(self, handler: Any) -> Any:
        def run(event: Any) -> None:
            if NiJuView.active is not self or self.state is None:
                return
            if self.root.getAttribute("data-game") != self.game_name:
                return
            try:
                handler(event)
            except Exception:  # noqa: BLE001 - a pan or key must never break the page
                window.console.error(traceback.format_exc())
        return run

    def _on_key(self, event: Any) -> None:
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        target = event.target
        tag = str(getattr(target, "tagName", "") or "").upper()
        if tag in ("INPUT", "TEXTAREA", "SELECT") or getattr(target, "isContentEditable", False):
            return
        if dom.query(document, "dialog[open]") is not None:
            return
        key = str(event.key)
        if key in ("r", "R"):
            if self.rotate_pick():
                event.preventDefault()
        elif key == "Escape":
            self.clear_selection()

    def _scale(self) -> tuple[float, float, float]:
        """Board units per CSS pixel, and the client point of the viewBox's origin."""
        rect = self.board.getBoundingClientRect()
        side = min(float(rect.width), float(rect.height)) or 1.0
        ox = float(rect.left) + (float(rect.width) - side) / 2
        oy = float(rect.top) + (float(rect.height) - side) / 2
        return self.vb[2] / side, ox, oy

    def _on_down(self, event: Any) -> None:
        self.pointers[int(event.pointerId)] = (float(event.clientX), float(event.clientY))
        if len(self.pointers) == 1:
            self.press = (float(event.clientX), float(event.clientY))
            self.dragging = False
        else:
            self._start_drag(event)

    def _start_drag(self, event: Any) -> None:
        if not self.dragging:
            self.dragging = True
            self._clear_hover()
        try:
            self.board.setPointerCapture(event.pointerId)
        except Exception:  # noqa: BLE001 - the pointer may already be gone
            pass

    def _on_move(self, event: Any) -> None:
        pid = int(event.pointerId)
        x, y = float(event.clientX), float(event.clientY)
        if pid not in self.pointers:
            if str(event.pointerType) == "mouse" and not event.buttons:
                self._hover(event.target)
            return
        old = dict(self.pointers)
        self.pointers[pid] = (x, y)
        if not self.dragging:
            if self.press is None or math.hypot(x - self.press[0], y - self.press[1]) < DRAG_PX:
                return
            self._start_drag(event)
            old = {pid: self.press}
        if len(self.pointers) >= 2:
            ids = list(self.pointers)[:2]
            if any(i not in old for i in ids):
                return
            (ax, ay), (bx, by) = old[ids[0]], old[ids[1]]
            (cx, cy), (dx, dy) = self.pointers[ids[0]], self.pointers[ids[1]]
            before = math.hypot(bx - ax, by - ay) or 1.0
            after = math.hypot(dx - cx, dy - cy) or 1.0
            self._zoom_pan(before / after, (ax + bx) / 2, (ay + by) / 2, (cx + dx) / 2,
                           (cy + dy) / 2)
        else:
            px, py = old.get(pid, (x, y))
            self._zoom_pan(1.0, px, py, x, y)

    def _zoom_pan(self, factor: float, fx: float, fy: float, tx: float, ty: float) -> None:
        """Scale the view by ``factor``, the point under client (fx, fy) moving to (tx, ty)."""
        k, ox, oy = self._scale()
        wx = self.vb[0] + (fx - ox) * k
        wy = self.vb[1] + (fy - oy) * k
        side = min(float(MAX_SIDE), max(float(MIN_ZOOM_SIDE), self.vb[2] * factor))
        k2 = k * side / self.vb[2]
        self.vb = [wx - (tx - ox) * k2, wy - (ty - oy) * k2, side, side]
        self.manual = True
        self._apply_view_box()

    def _on_up(self, event: Any) -> None:
        self.pointers.pop(int(event.pointerId), None)
        if self.dragging:
            self.gesture_end = float(window.performance.now())
            if not self.pointers:
                self.dragging = False
                self.press = None
            else:  # one finger of a pinch lifted: the other may pan on
                self.press = None

    def _on_leave(self, event: Any) -> None:
        if str(event.pointerType) == "mouse":
            self._clear_hover()

    def _on_wheel(self, event: Any) -> None:
        event.preventDefault()
        delta = float(event.deltaY)
        if int(event.deltaMode) == 1:
            delta *= 40
        elif int(event.deltaMode) == 2:
            delta *= 400
        factor = math.exp(max(-300.0, min(300.0, delta)) * 0.0015)
        x, y = float(event.clientX), float(event.clientY)
        self._zoom_pan(factor, x, y, x, y)

    # ----- fitting the view -------------------------------------------------------------
    def fit(self) -> None:
        assert self.state is not None
        self.vb = list(fitted_box(self.state, self.flipped))
        self.manual = False
        self._apply_view_box()

    def _apply_view_box(self) -> None:
        x, y, w, h = self.vb
        self.board.setAttribute("viewBox", f"{x:.1f} {y:.1f} {w:.1f} {h:.1f}")

    # ----- showing a state --------------------------------------------------------------
    def show(self, state: NiJuState, bottom: int, before: NiJuState | None = None,
             move: str | None = None) -> None:
        """Draw ``state``; with ``before`` and ``move`` (just played) a moved tile slides."""
        fresh = self.state is None
        self.me = state.to_move
        flipped = bottom == 1
        if fresh:
            self._build()
            self.manual = False
            self.peek = None
            self.turned = {}
        if fresh or flipped != self.flipped:
            if flipped != self.flipped:
                self.manual = False
            self.flipped = flipped
            self.world.setAttribute("class", "niju-world flipped" if flipped else "niju-world")
        if not fresh:
            self._drop_pick()
        self.state = state
        self.pick = None
        self.targets = []
        self.hover = None
        self.place_squares = state.placement_squares()
        self.place_set = set(self.place_squares)
        self.movable = set(state.movable_tiles())
        self.hand_sets = (set(state.hand(0)), set(state.hand(1)))
        if before is not None and move is not None:
            self.last = self._touched(before, move)
            parsed = state.game.parse_move(move)
            origin = getattr(parsed, "origin", None)
            if origin is not None and origin in self.tiles and origin != parsed.target:
                element = self.tiles.pop(origin)
                self.tiles[parsed.target] = element
        elif before is None and move is None:
            self.last = []
        self._reconcile(state)
        if self.peek is not None and state.tile_at(self.peek) is None:
            self.peek = None
        self._redraw_marks()
        self._update_trays()
        self._place_seats()
        self._update_controls()
        if not self.manual:
            self.fit()

    def set_last(self, before: NiJuState | None, move: str | None) -> None:
        """Mark the last move's squares (after undo/redo)."""
        self.last = [] if before is None or move is None else self._touched(before, move)
        self._restyle()

    @staticmethod
    def _touched(before: NiJuState, move: str) -> list[tuple[int, int]]:
        parsed = before.game.parse_move(move)
        target = getattr(parsed, "target", None)
        return [target] if target is not None else []

    def _reconcile(self, state: NiJuState) -> None:
        wanted = state.tiles()
        self.entering: set[tuple[int, int]] = set()
        for sq in [s for s in self.tiles if s not in wanted]:
            element = self.tiles.pop(sq)
            key = id(element)
            for table in (self.tile_dots, self.tile_drawn, self.tile_class, self.tile_square):
                table.pop(key, None)
            element.remove()
        for sq, tile in wanted.items():
            element = self.tiles.get(sq)
            if element is None:
                element = dom.svg("g", self.tile_layer, class_="niju-tile entering")
                self.tile_dots[id(element)] = _tile_shapes(element, tile.byte, tile.kind)
                self.tiles[sq] = element
                self.tile_drawn[id(element)] = (-1, -1)
                self.tile_class[id(element)] = "niju-tile entering"
                self.entering.add(sq)
            if self.tile_square.get(id(element)) != sq:
                self.tile_square[id(element)] = sq
                dom.set_attrs(element, data_tile=_sq_text(sq))
                x, y = _xy(sq)
                element.style.transform = f"translate({x}px, {y}px)"
            drawn = (tile.owner, tile.byte)
            if self.tile_drawn[id(element)] != drawn:
                self.tile_drawn[id(element)] = drawn
                _set_dots(self.tile_dots[id(element)], tile.byte)
                element.removeAttribute("data-turned")
                dom.set_attrs(element, data_owner=tile.owner, data_kind=tile.kind,
                              data_pattern=f"{tile.byte:02x}")
                element.lastChild.textContent = str(tile.kind)
        # Lasting marks of the position: win, blocked, completed (placement-only).
        marks = tile_marks(state)
        self.marks = marks

    # ----- selection marks ---------------------------------------------------------------
    def _redraw_marks(self) -> None:
        self._restyle()
        self._draw_cells()
        self._draw_peek()
        self._draw_ghost()

    def _restyle(self) -> None:
        """Set each tile's classes (owner, movable, picked, last move, lasting marks)."""
        state = self.state
        if state is None:
            return
        picked = self.pick[1] if self.pick is not None and self.pick[0] == "tile" else None
        last = self.last
        marks = self.marks
        movable = self.movable
        for sq, element in self.tiles.items():
            owner = self.tile_drawn[id(element)][0]
            cls = "niju-tile " + OWNER_CLASS[owner]
            if sq == picked:
                cls += " picked"
            elif sq in movable:
                cls += " movable"
            if sq in last:
                cls += " last"
            if sq == self.peek:
                cls += " peeked"
            if sq in self.entering:
                cls += " entering"
            cls += marks.get(sq, "")
            key = id(element)
            if self.tile_class.get(key) != cls:
                self.tile_class[key] = cls
                element.setAttribute("class", cls)
        if picked is not None and picked in self.tiles:
            element = self.tiles[picked]
            drawn = self.tile_drawn[id(element)]
            if drawn[1] != self.byte:
                _set_dots(self.tile_dots[id(element)], self.byte)
                self.tile_drawn[id(element)] = (drawn[0], self.byte)
                element.setAttribute("data-turned", f"{self.byte:02x}")

    def _draw_cells(self) -> None:
        """Squares a tile may go to: dashed in placement, strong for the picked tile."""
        if self.pick is not None:
            squares, cls = self.targets, "niju-cell target"
        else:
            squares, cls = self.place_squares, "niju-cell"
        pool, drawn = self.cells, self.cell_drawn
        while len(pool) < len(squares):
            pool.append(dom.svg("rect", self.cell_layer, class_="niju-cell", width=CELL - 12,
                                height=CELL - 12, rx=12))
            drawn.append(("", ""))
        for i, sq in enumerate(squares):
            name = _sq_text(sq)
            if drawn[i] != (name, cls):
                rect = pool[i]
                if drawn[i][0] != name:
                    x, y = _xy(sq)
                    dom.set_attrs(rect, x=x - HALF + 6, y=y - HALF + 6, data_square=name)
                rect.setAttribute("class", cls)
                drawn[i] = (name, cls)
        for i in range(len(squares), len(pool)):
            if drawn[i] != ("", ""):
                dom.set_attrs(pool[i], class_="niju-cell off", data_square=None)
                drawn[i] = ("", "")

    def _peek_source(self) -> tuple[tuple[int, int], int, int] | None:
        """(square, pattern, owner) whose marked squares to show faintly."""
        state = self.state
        if state is None:
            return None
        if self.hover is not None:
            what, sq = self.hover
            if what == "ghost" and self.pick is not None and self.me is not None:
                return sq, self.byte, self.me
            if what == "tile":
                tile = state.tile_at(sq)
                if tile is not None:
                    byte = self.byte if self.pick == ("tile", sq) else tile.byte
                    return sq, byte, tile.owner
        if self.peek is not None:
            tile = state.tile_at(self.peek)
            if tile is not None:
                byte = self.byte if self.pick == ("tile", self.peek) else tile.byte
                return self.peek, byte, tile.owner
        return None

    def _draw_peek(self) -> None:
        source = self._peek_source()
        if source == getattr(self, "peek_drawn", None):
            return
        self.peek_drawn = source
        if source is None:
            for rect in self.peeks:
                rect.setAttribute("display", "none")
            return
        (sx, sy), byte, owner = source
        for rect, (dx, dy) in zip(self.peeks, marked_offsets(byte)):
            x, y = _xy((sx + dx, sy + dy))
            dom.set_attrs(rect, x=x - HALF + 4, y=y - HALF + 4, display="inline",
                          class_=f"niju-peek {OWNER_CLASS[owner]}")

    def _draw_ghost(self) -> None:
        if (self.hover is None or self.hover[0] != "ghost" or self.pick is None
                or self.me is None):
            if self.ghost_shown:
                self.ghost_shown = False
                self.ghost.setAttribute("display", "none")
            return
        self.ghost_shown = True
        x, y = _xy(self.hover[1])
        _set_dots(self.ghost_dots, self.byte)
        dom.set_attrs(self.ghost, display="inline",
                      class_=f"niju-ghost niju-tile {OWNER_CLASS[self.me]}")
        self.ghost.style.transform = f"translate({x}px, {y}px)"

    def _hover(self, target: Any) -> None:
        hit = dom.closest_data(target, "tile", "square")
        hover = None
        if hit is not None:
            sq = _parse_sq(hit[1])
            if hit[0] == "tile":
                hover = ("tile", sq)
            elif self.pick is not None and self.pick[0] == "hand":
                hover = ("ghost", sq)
        if hover != self.hover:
            self.hover = hover
            self._draw_peek()
            self._draw_ghost()

    def _clear_hover(self) -> None:
        if self.hover is not None:
            self.hover = None
            self._draw_peek()
            self._draw_ghost()

    # ----- trays and controls ------------------------------------------------------------
    def _update_trays(self) -> None:
        state = self.state
        if state is None:
            return
        picked_kind = self.pick[1] if self.pick is not None and self.pick[0] == "hand" else None
        for owner in (0, 1):
            held = self.hand_sets[owner]
            active = state.to_move == owner and state.phase == "placement"
            cls = f"niju-tray {OWNER_CLASS[owner]}"
            if state.to_move == owner:
                cls += " to-move"
            if not held:
                cls += " empty"
            if self.tray_class[owner] != cls:
                self.tray_class[owner] = cls
                self.trays[owner].setAttribute("class", cls)
            self.tray_counts[owner].textContent = (
                f"{len(held)} in hand" if held else "all tiles down")
            drawn = self.tray_drawn[owner]
            for kind, button in self.tray_buttons[owner].items():
                show = kind in held
                picked = active and kind == picked_kind
                byte = self.byte if picked else self.turned.get((owner, kind), kind_byte(kind))
                want = (show, "niju-hand-tile " + OWNER_CLASS[owner] + (" picked" if picked else ""),
                        not active, byte)
                have = drawn[kind]
                if have == want:
                    continue
                drawn[kind] = want
                if have[0] != show:
                    button.hidden = not show
                if have[1] != want[1]:
                    button.className = want[1]
                if have[2] != want[2]:
                    button.disabled = want[2]
                if have[3] != byte:
                    _set_dots(self.tray_dots[owner][kind], byte)
                    button.setAttribute("data-pattern", f"{byte:02x}")

    def _update_controls(self) -> None:
        if not hasattr(self, "rotate_button") or self.state is None:
            return
        kind = self._pick_kind()
        self.rotate_button.disabled = kind is None or len(orientations(kind)) < 2
        state = self.state
        self.pass_button.hidden = not (state.phase == "movement" and not self.movable)

    def _pick_kind(self) -> int | None:
        state = self.state
        if self.pick is None or state is None:
            return None
        if self.pick[0] == "hand":
            return int(self.pick[1])
        tile = state.tile_at(self.pick[1])
        return tile.kind if tile is not None else None

    # ----- choices ------------------------------------------------------------------------
    def rotate_pick(self) -> bool:
        """Turn the picked tile a quarter turn clockwise; False if nothing is picked."""
        kind = self._pick_kind()
        if kind is None:
            return False
        self.byte = rotate(self.byte, 1)
        if self.pick is not None and self.pick[0] == "hand" and self.me is not None:
            self.turned[(self.me, kind)] = self.byte
        self._restyle()
        self._update_trays()
        self._draw_peek()
        self._draw_ghost()
        return True

    def _pick_hand(self, kind: int) -> None:
        assert self.state is not None
        self.pick = ("hand", kind)
        self.byte = self.turned.get((self.state.ply & 1, kind), kind_byte(kind))
        self.targets = list(self.place_squares)

    def _pick_tile(self, sq: tuple[int, int]) -> None:
        assert self.state is not None
        tile = self.state.tile_at(sq)
        assert tile is not None
        self.pick = ("tile", sq)
        self.byte = tile.byte
        element = self.tiles.get(sq)
        if element is not None:
            element.setAttribute("data-turned", f"{tile.byte:02x}")
        self.targets = self.state.targets(sq)

    def _drop_pick(self) -> None:
        if self.pick is not None and self.pick[0] == "tile":
            sq = self.pick[1]
            element = self.tiles.get(sq)
            tile = self.state.tile_at(sq) if self.state is not None else None
            if element is not None and tile is not None:
                _set_dots(self.tile_dots[id(element)], tile.byte)
                self.tile_drawn[id(element)] = (tile.owner, tile.byte)
                element.removeAttribute("data-turned")
        self.pick = None
        self.targets = []

    def clear_selection(self) -> None:
        self._drop_pick()
        self.hover = None
        if self.state is not None:
            self._redraw_marks()
            self._update_trays()
            self._update_controls()

    def control(self, action: str) -> str | None:
        state = self.state
        if state is None:
            return None
        if action == "rotate":
            self.rotate_pick()
            return None
        if action == "fit":
            self.fit()
            return None
        if action == "pass" and state.phase == "movement" and not self.movable:
            return "pass"
        return None

    def tap(self, target: Any) -> str | None:
        """A tap on ``target`` (in the board or a tray): the token to play, or None."""
        state = self.state
        if state is None or state.to_move is None:
            return None
        if float(window.performance.now()) - self.gesture_end < CLICK_GRACE_MS:
            return None  # the end of a pan or pinch, not a tap
        hit = dom.closest_data(target, "hand-kind", "square", "tile", "bg")
        token = self._resolve(hit, state)
        if token is None:
            self._redraw_marks()
            self._update_trays()
            self._update_controls()
        return token

    def _resolve(self, hit: tuple[str, str] | None, state: NiJuState) -> str | None:
        me = state.to_move
        if hit is None:
            return None  # a seat's label or gap: keep the choice
        kind, value = hit
        if kind == "hand-kind":
            number = int(value)
            if state.phase != "placement" or number not in self.hand_sets[me]:
                return None
            if self.pick == ("hand", number):
                self.rotate_pick()
            else:
                self._drop_pick()
                self._pick_hand(number)
            return None
        if kind == "square":
            sq = _parse_sq(value)
            if self.pick is not None and sq in self.targets:
                if self.pick[0] == "hand":
                    token = f"{self.byte:02x}@{sq[0]},{sq[1]}"
                else:
                    frm = self.pick[1]
                    token = f"{frm[0]},{frm[1]}>{sq[0]},{sq[1]}:{self.byte:02x}"
                return token  # the pick is dropped when the state after it is shown
            self._drop_pick()
            return None
        if kind == "tile":
            sq = _parse_sq(value)
            self.peek = sq
            if self.pick == ("tile", sq):
                self.rotate_pick()
            elif sq in self.movable:
                self._drop_pick()
                self._pick_tile(sq)
            elif self.pick is not None and self.pick[0] == "tile":
                self._drop_pick()
            return None
        # the empty table
        self._drop_pick()
        self.peek = None
        return None

    # ----- text for the page ----------------------------------------------------------------
    @staticmethod
    def seat_name(player: int) -> str:
        return t(f"ni-ju.seat.{player}")

    def hint(self, state: NiJuState) -> str:
        if state.phase == "placement":
            return t("ni-ju.hint.placement")
        if state.phase == "movement":
            if not self.movable:
                return t("ni-ju.hint.blocked")
            return t("ni-ju.hint.movement")
        return ""
