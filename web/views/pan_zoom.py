"""Pan, pinch and wheel-zoom of a square SVG board that is bigger than the screen.

Used by boards with no edge (Ni-Ju's unbounded table, Symbol Pallet's field).
It owns the board's ``viewBox``: one finger (or the mouse) drags it, two
fingers pinch it, the wheel zooms about the pointer, and ``fit(box)`` shows a
given area again. A drag never counts as a tap: ``swallows_click()`` tells the
view that the click ending a drag or pinch belongs to it.

It knows nothing of the game: a mouse moving without a button is handed to
``on_hover(target)``, the pointer leaving the board and the start of a drag
to ``on_unhover()``.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from typing import Any

from pyscript import window

from .. import dom

DRAG_PX = 8
"""A pointer that moves less than this between down and up is a tap."""
CLICK_GRACE_MS = 400
"""Clicks this soon after a drag or pinch ended belong to it: they are not taps."""
TARGET_PX = 44
"""The smallest tap target a fitted board shows."""
Handler = Callable[[Any], None]
Guard = Callable[[Handler], Handler]
"""Wraps each handler (the view's: nothing before a state is shown, errors logged)."""


def tappable_box(box: tuple[float, float, float, float], smallest: float, board_px: float,
                 centre: tuple[float, float] | None = None) -> tuple[float, float, float, float]:
    """``box`` (a square: x, y, side, side), or a window around ``centre`` (by default
    the box's) small enough that a target ``smallest`` units wide is 44 px on a board
    ``board_px`` wide (0: not laid out yet, ``box`` as it is). The rest is a pan away."""
    x, y, side, _ = box
    most = board_px * smallest / TARGET_PX if board_px > 0 else side
    if side <= most:
        return box
    cx, cy = centre if centre is not None else (x + side / 2, y + side / 2)
    return cx - most / 2, cy - most / 2, most, most


class PanZoom:
    """The viewBox of ``board`` moved by drags, pinches and the wheel."""

    def __init__(self, board: Any, listeners: dom.Listeners, guard: Guard, min_side: float,
                 max_side: float, on_hover: Handler, on_unhover: Callable[[], None],
                 refit: Callable[[], None] | None = None) -> None:
        """Bind the board's pointer and wheel listeners (through ``listeners``, each ``guard``ed);
        with ``refit``, the window's resize (a tablet turned, a window dragged) fits the board
        again unless the player has panned or zoomed it."""
        self.board = board
        self.min_side = min_side
        self.max_side = max_side
        self.on_hover = on_hover
        self.on_unhover = on_unhover
        self.vb = [0.0, 0.0, float(min_side), float(min_side)]
        self.manual = False
        """True once the player panned or zoomed: the view then stops fitting itself."""
        self._written = ""
        """The viewBox as last written (a tap fits the board again, mostly to the same box)."""
        self.pointers: dict[int, tuple[float, float]] = {}
        self.press: tuple[float, float] | None = None
        self.dragging = False
        self.gesture_end = -1e9
        for name, handler in (("pointerdown", self._on_down), ("pointermove", self._on_move),
                              ("pointerup", self._on_up), ("pointercancel", self._on_up),
                              ("pointerleave", self._on_leave), ("wheel", self._on_wheel)):
            listeners.on(board, name, guard(handler))
        if refit is not None:
            listeners.on(window, "resize", guard(lambda _event: None if self.manual else refit()))

    # ----- what the view asks --------------------------------------------------------------
    def fit(self, box: tuple[float, float, float, float]) -> None:
        """Show ``box`` (x, y, width, height) and follow the game again."""
        self.vb = list(box)
        self.manual = False
        self._apply()

    def swallows_click(self) -> bool:
        """Whether a click now is the end of a pan or pinch (not a tap)."""
        return float(window.performance.now()) - self.gesture_end < CLICK_GRACE_MS

    # ----- pointers -------------------------------------------------------------------------
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
            self.on_unhover()
        with contextlib.suppress(Exception):  # the pointer may already be gone
            self.board.setPointerCapture(event.pointerId)

    def _on_move(self, event: Any) -> None:
        pid = int(event.pointerId)
        x, y = float(event.clientX), float(event.clientY)
        if pid not in self.pointers:
            if str(event.pointerType) == "mouse" and not event.buttons:
                self.on_hover(event.target)
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
        side = min(float(self.max_side), max(float(self.min_side), self.vb[2] * factor))
        k2 = k * side / self.vb[2]
        self.vb = [wx - (tx - ox) * k2, wy - (ty - oy) * k2, side, side]
        self.manual = True
        self._apply()

    def _on_up(self, event: Any) -> None:
        self.pointers.pop(int(event.pointerId), None)
        if self.dragging:
            self.gesture_end = float(window.performance.now())
            if not self.pointers:
                self.dragging = False
            self.press = None  # one finger of a pinch lifted: the other may pan on

    def _on_leave(self, event: Any) -> None:
        if str(event.pointerType) == "mouse":
            self.on_unhover()

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

    def _apply(self) -> None:
        x, y, w, h = self.vb
        text = f"{x:.1f} {y:.1f} {w:.1f} {h:.1f}"
        if text != self._written:
            self._written = text
            self.board.setAttribute("viewBox", text)
