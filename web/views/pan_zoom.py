"""Pan, pinch and wheel-zoom of a square SVG board that is bigger than the screen.

Used by boards with no edge (Ni-Ju's unbounded table, Symbol Pallet's field).
It owns the board's ``viewBox``: one finger (or the mouse) drags it, two
fingers pinch it, the wheel zooms about the pointer, and ``fit(box)`` shows a
given area again (embedded in another page, the wheel zooms only with Ctrl: plainly it
scrolls that page). A drag never counts as a tap: ``swallows_click()`` tells the
view that the click ending a drag or pinch belongs to it.

The zoom the page picks never shows a tap target under 44 px (``tappable_box``):
when the whole board is bigger than that allows, the page shows the part where
play is, and the rest is a pan away. Seeing the whole is the player's choice:
the Fit button (``see_all``) then shows it all, however small, and the next
press brings the page's zoom back (as after a pan or a pinch). A tap on the
zoomed-out board still plays what it hits, like at any zoom: a player who asked
to see everything and taps a square they can see means that square. The board
carries ``data-zoom="player"`` while the zoom is the player's (all shown, pinched
or wheeled), so a check of 44 px targets knows the page did not pick it.

It knows nothing of the game: a mouse moving without a button is handed to
``on_hover(target)``, the pointer leaving the board and the start of a drag
to ``on_unhover()``.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Sequence
from typing import Any


from .. import dom
from ..frame import frame_of

DRAG_PX = 8
"""A pointer that moves less than this between down and up is a tap."""
CLICK_GRACE_MS = 400
"""Clicks this soon after a drag or pinch ended belong to it: they are not taps."""
TARGET_PX = 44
"""The smallest tap target a fitted board shows."""
Handler = Callable[[Any], None]
Guard = Callable[[Handler], Handler]
"""Wraps each handler (the view's: nothing before a state is shown; dom.listen guards errors)."""


Box = tuple[float, float, float, float]
"""x, y, width, height in board units."""


def tappable_box(box: Box, smallest: float, board_px: float, centre: tuple[float, float] | None = None,
                 keep: Box | None = None) -> Box:
    """``box`` (a square: x, y, side, side), or a window around ``centre`` (by default
    the box's) small enough that a target ``smallest`` units wide is 44 px on a board
    ``board_px`` wide (0: not laid out yet, ``box`` as it is). The rest is a pan away.

    The window stays inside ``box`` (nothing beyond the whole is worth showing), then
    moves the least it must to show all of ``keep`` (the last move, say) when it can."""
    x, y, side, _ = box
    # To a tenth of a unit, down: the viewBox is written so (``_apply``), and a side rounded up
    # would show the target a hair under 44 px.
    most = math.floor(board_px * smallest / TARGET_PX * 10) / 10 if board_px > 0 else side
    if side <= most:
        return box
    cx, cy = centre if centre is not None else (x + side / 2, y + side / 2)
    left = min(max(cx - most / 2, x), x + side - most)
    top = min(max(cy - most / 2, y), y + side - most)
    if keep is not None:
        kx, ky, kw, kh = keep
        if kw <= most:
            left = min(max(left, kx + kw - most), kx)
        if kh <= most:
            top = min(max(top, ky + kh - most), ky)
    return left, top, most, most


def box_around(box: Box, points: Sequence[tuple[float, float]], margin: float) -> Box:
    """The square (left, top, side, side) around ``box`` and ``points`` (each with ``margin``
    around it), centred on both."""
    left, top, side, _ = box
    xs = [left, left + side] + [x + d for x, _ in points for d in (-margin, margin)]
    ys = [top, top + side] + [y + d for _, y in points for d in (-margin, margin)]
    width, height = max(xs) - min(xs), max(ys) - min(ys)
    big = max(width, height)
    return min(xs) - (big - width) / 2, min(ys) - (big - height) / 2, big, big


def board_px(board: Any) -> float:
    """The side in CSS px of the square a board's viewBox fills (0 before layout)."""
    rect = board.getBoundingClientRect()
    return min(float(rect.width), float(rect.height))


def _embedded(document: Any) -> bool:
    """Whether the board (of ``document``) is embedded in another site's page (``embed=1``):
    there a plain wheel scrolls that page, as over any picture in it, and only Ctrl+wheel (or
    a pinch) zooms the board, as embedded maps do."""
    return document.documentElement.getAttribute("data-embed") == "1"


class PanZoom:
    """The viewBox of ``board`` moved by drags, pinches and the wheel."""

    def __init__(self, board: Any, listeners: dom.Listeners, guard: Guard, min_side: float,
                 max_side: float, on_hover: Handler, on_unhover: Callable[[], None],
                 refit: Callable[[], None] | None = None) -> None:
        """Bind the board's pointer and wheel listeners (through ``listeners``, each wrapped by
        ``guard``, which lets it run only while the view has a state to pan);
        with ``refit``, a change of the board's size (a tablet turned, a window dragged, the
        parts around it) fits the board again unless the player has panned or zoomed it."""
        self.board = board
        self.frame = frame_of(board)
        self.min_side = min_side
        self.max_side = max_side
        self.on_hover = on_hover
        self.on_unhover = on_unhover
        self.vb = [0.0, 0.0, float(min_side), float(min_side)]
        self.manual = False
        """True once the player panned or zoomed: the view then stops fitting itself."""
        self._written = ""
        """The viewBox as last written (a tap fits the board again, mostly to the same box)."""
        self._label_written = ""
        """The Fit button's text as last written here."""
        self.whole: Box | None = None
        """What the Fit button shows when the page's zoom shows only a part (``see_all``)."""
        self.fit_button: Any = None
        self.labels = ("", "")
        """The Fit button's text when a press shows all, and when it fits again."""
        self.pointers: dict[int, tuple[float, float]] = {}
        self.press: tuple[float, float] | None = None
        self.dragging = False
        self.gesture_end = -1e9
        for name, handler in (("pointerdown", self._on_down), ("pointermove", self._on_move),
                              ("pointerup", self._on_up), ("pointercancel", self._on_up),
                              ("pointerleave", self._on_leave), ("wheel", self._on_wheel)):
            listeners.on(board, name, guard(handler))
        if refit is not None:
            follow = guard(lambda _event: None if self.manual else refit())
            listeners.on(self.frame.window, "resize", follow)
            # The board also changes size with the window's other parts (a label, a tray, the
            # status line wrapping): the page's zoom is measured on the board as it is now.
            listeners.resized(board, follow)

    # ----- what the view asks --------------------------------------------------------------
    def fit(self, box: Box, whole: Box | None = None) -> None:
        """Show ``box`` (x, y, width, height), the page's zoom, and follow the game again;
        ``whole``: all the board, when ``box`` is only the part where play is."""
        self.vb = list(box)
        self.whole = whole if whole is not None and tuple(whole) != tuple(box) else None
        self.manual = False
        self.board.removeAttribute("data-zoom")
        self._apply()

    def pan_to(self, box: Box) -> None:
        """Show ``box`` and leave the zoom the player's if it was (the view following a move
        the player had panned away from)."""
        self.vb = list(box)
        self._apply()

    def shown(self) -> Box:
        """The viewBox shown now."""
        x, y, w, h = self.vb
        return x, y, w, h

    def see_all(self) -> bool:
        """The Fit button: show the whole board, if the page's zoom shows only a part of it
        and is on screen now; False when the view should fit itself again instead."""
        if self.manual or self.whole is None:
            return False
        self.vb = list(self.whole)
        self._chosen()
        self._apply()
        return True

    def set_fit_button(self, button: Any, see_all: str, fit: str) -> None:
        """The button whose text says what its next press does (see all, or fit again)."""
        self.fit_button, self._label_written = button, ""
        self.labels = (see_all, fit)
        self._label()

    def _chosen(self) -> None:
        self.manual = True
        self.board.setAttribute("data-zoom", "player")

    def _label(self) -> None:
        if self.fit_button is not None:
            text = self.labels[1] if self.manual or self.whole is None else self.labels[0]
            if text != self._label_written:  # reading it back would cost a bridge call a tap
                self._label_written = text
                self.fit_button.textContent = text

    def swallows_click(self) -> bool:
        """Whether a click now is the end of a pan or pinch (not a tap)."""
        return float(self.frame.window.performance.now()) - self.gesture_end < CLICK_GRACE_MS

    # ----- pointers -------------------------------------------------------------------------
    def _scale(self) -> tuple[float, float, float]:
        """Board units per CSS pixel, and the client point of the viewBox's origin."""
        rect = self.board.getBoundingClientRect()
        side = min(float(rect.width), float(rect.height)) or 1.0
        ox = float(rect.left) + (float(rect.width) - side) / 2
        oy = float(rect.top) + (float(rect.height) - side) / 2
        return self.vb[2] / side, ox, oy

    def _on_down(self, event: Any) -> None:
        if str(event.pointerType) == "mouse" and int(event.button) != 0:
            return  # the right button draws an author's arrow (web.annotate_ui); it never pans
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
        old_side = self.vb[2]
        side = min(float(self.max_side), max(float(self.min_side), self.vb[2] * factor))
        k2 = k * side / self.vb[2]
        self.vb = [wx - (tx - ox) * k2, wy - (ty - oy) * k2, side, side]
        if side != old_side:
            self._chosen()
        self.manual = True
        self._apply()

    def _on_up(self, event: Any) -> None:
        self.pointers.pop(int(event.pointerId), None)
        if self.dragging:
            self.gesture_end = float(self.frame.window.performance.now())
            if not self.pointers:
                self.dragging = False
            self.press = None  # one finger of a pinch lifted: the other may pan on

    def _on_leave(self, event: Any) -> None:
        if str(event.pointerType) == "mouse":
            self.on_unhover()

    def _on_wheel(self, event: Any) -> None:
        if _embedded(self.frame.document) and not (event.ctrlKey or event.metaKey):
            return  # a reader scrolling the rules page around the frame (a trackpad pinch has Ctrl)
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
        self._label()
