"""Playing by keyboard: a cursor over the board's targets, the same for every game.

The play area (board and seats) is one tab stop. Inside it the arrow keys
move the focus to the nearest target in that direction *on screen*, so a
turned board, a hex grid or a field of stacked tiles need no code of their
own; Enter or Space "taps" the focused target by dispatching a click on it,
which runs the page's one tap path (``PlayFlow.on_board_tap`` ->
``view.tap``): no rule is read here. Esc drops the half-made choice.

What counts as a target comes from the game's ``web.access`` companion (a
CSS selector for the state on screen). After a key press changed the board,
the focus goes back to the same target if it is still there, else to the one
chosen just before (a chooser closing returns to the square that opened it),
else to the nearest one. A ring drawn in the board's SVG shows the cursor on
SVG targets (the seats' buttons use ``:focus-visible``): SVG outlines are not
drawn alike by every browser.

Focus handling is roving tabindex: the focused target has ``tabindex=0``,
every other seat button ``-1``; with no target yet, the board itself takes
the tab stop and hands the focus on when it gets it.
"""

from __future__ import annotations

import math
from typing import Any

from web.browser import to_js

from . import dom
from .board_state import carried
from .i18n import t
from .page import Page

ARROWS = {"ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}
CONE = 0.95
"""A target counts as "in that direction" when it is off the arrow's line by less than
this many times its distance along it (within about 44°, so a square grid's diagonal
neighbour and a hex grid's upper neighbours are not "right"); beyond, only when
nothing is inside."""
HISTORY = 8
RING_PAD = 4
"""Pixels between a target's box and the ring around it."""


def _identity(element: Any) -> tuple[str, str] | None:
    """The first ``data-*`` attribute of an element: what names it across redraws."""
    for name in element.getAttributeNames():
        name = str(name)
        if name.startswith("data-"):
            return name, str(element.getAttribute(name))
    return None


class BoardKeys:
    """The keyboard cursor of the play area (``#play``: the board and the seats)."""

    def __init__(self, play: Any, board: Any, root: Any, page: Page) -> None:
        self.page = page
        self.frame = page.frame
        self.play = play
        self.board = board
        self.current: Any = None
        """The target holding the tab stop (None: the board itself holds it)."""
        self.history: list[tuple[str, str]] = []
        """Identities of the targets chosen by keyboard, latest last."""
        self.last_xy: tuple[float, float] | None = None
        self.pointing = False
        self.ring: Any = None
        self.board.setAttribute("tabindex", "0")
        if dom.missing(self.frame.document.getElementById("kb-help")):
            dom.html("p", self.play, text=t("a11y.keys.help"), id="kb-help",
                     class_="visually-hidden", data_i18n="a11y.keys.help")
        self.title = dom.html("h1", self.frame, id="game-title", class_="visually-hidden")
        root.insertBefore(self.title, root.firstChild)
        dom.listen(self.play, "keydown", self.on_keydown)
        dom.listen(self.play, "focusin", self.on_focusin)
        dom.listen(self.play, "focusout", self.on_focusout)
        dom.listen(self.play, "pointerdown", self.on_pointerdown)
        dom.listen(self.board, "focus", self.on_board_focus)
        dom.listen(self.frame.document, "keydown", self.on_document_key)

    def heading(self, text: str) -> None:
        """The game page's level-one heading (read by screen readers, not shown)."""
        self.title.textContent = text

    # ----- targets ------------------------------------------------------------------------
    def _selector(self) -> str | None:
        access = self.page.state.access
        return access.targets() if access is not None else None

    def targets(self) -> list[tuple[Any, float, float]]:
        """Every target now shown: (element, centre x, centre y) in client pixels.

        Hidden, disabled and zero-size elements are left out, and so are SVG
        targets outside the board's visible box (a panned Ni-Ju table).
        """
        selector = self._selector()
        if not selector:
            return []
        box = self.board.getBoundingClientRect()
        left, top = float(box.left), float(box.top)
        right, bottom = left + float(box.width), top + float(box.height)
        found = []
        for element in self.play.querySelectorAll(selector):
            if element.matches(":disabled"):
                continue
            r = element.getBoundingClientRect()
            w, h = float(r.width), float(r.height)
            if w < 1 or h < 1:
                continue
            x, y = float(r.left) + w / 2, float(r.top) + h / 2
            if self.board.contains(element) and not (left <= x <= right and top <= y <= bottom):
                continue
            found.append((element, x, y))
        return found

    def _find(self, found: list[tuple[Any, float, float]], element: Any) -> int:
        for i, (other, _x, _y) in enumerate(found):
            if other.isSameNode(element):
                return i
        return -1

    # ----- moving the focus ----------------------------------------------------------------
    def focus(self, element: Any, x: float | None = None, y: float | None = None) -> None:
        """Give ``element`` the focus and the tab stop, and ring it when it is in the board."""
        old = self.current
        if old is not None and not old.isSameNode(element):
            if str(old.tagName).lower() == "button":
                old.setAttribute("tabindex", "-1")
            else:
                old.removeAttribute("tabindex")
        self.current = element
        element.setAttribute("tabindex", "0")
        self.board.removeAttribute("tabindex")
        element.focus(to_js({"focusVisible": True, "preventScroll": False}))
        access = self.page.state.access
        if access is not None:
            access.focus(element)
        if x is None or y is None:
            r = element.getBoundingClientRect()
            x, y = float(r.left) + float(r.width) / 2, float(r.top) + float(r.height) / 2
        self.last_xy = (x, y)
        self.draw_ring(element)

    def move(self, dx: int, dy: int) -> None:
        found = self.targets()
        if not found:
            return
        at = self._find(found, self.current) if self._current_alive() else -1
        if at < 0:
            self.enter(found)
            return
        _el, cx, cy = found[at]
        best, best_score, outside, outside_score = None, math.inf, None, math.inf
        for i, (element, x, y) in enumerate(found):
            if i == at:
                continue
            ex, ey = x - cx, y - cy
            along = ex * dx + ey * dy
            if along < 1:
                continue
            off = abs(ex * dy - ey * dx)
            score = math.hypot(ex, ey) + off / 2
            if off < CONE * along:
                if score < best_score:
                    best, best_score = (element, x, y), score
            elif score < outside_score:
                outside, outside_score = (element, x, y), score
        chosen = best or outside
        if chosen is not None:
            self.focus(*chosen)

    def enter(self, found: list[tuple[Any, float, float]] | None = None) -> None:
        """Put the cursor on the board: the pressed target, the view's preference, else the middle."""
        found = self.targets() if found is None else found
        if not found:
            return
        for element, x, y in found:
            if element.getAttribute("aria-pressed") == "true":
                self.focus(element, x, y)
                return
        if self._focus_preferred(found):
            return
        if self.last_xy is not None:
            mx, my = self.last_xy
        else:
            box = self.board.getBoundingClientRect()
            mx = float(box.left) + float(box.width) / 2
            my = float(box.top) + float(box.height) / 2
        self.focus(*min(found, key=lambda f: math.hypot(f[1] - mx, f[2] - my)))

    def restore(self) -> None:
        """After a key changed the board: keep, or find again, the cursor's target."""
        self.page.settle_names()  # the target's new name, before the focus lands on it
        found = self.targets()
        if not found:
            self.current = None
            self.board.setAttribute("tabindex", "0")
            self.board.focus()
            self.hide_ring()
            return
        if self._current_alive():
            at = self._find(found, self.current)
            if at >= 0:
                self.focus(*found[at])
                return
        for name, value in reversed(self.history):
            for element, x, y in found:
                if element.getAttribute(name) == value:
                    self.focus(element, x, y)
                    return
        if self._focus_preferred(found):
            return
        self.enter(found)

    def _focus_preferred(self, found: list[tuple[Any, float, float]]) -> bool:
        """Focus the target the game's companion prefers (e.g. the piece to move); False if none."""
        access = self.page.state.access
        preferred = access.preferred() if access is not None else None
        if preferred:
            for element, x, y in found:
                if element.matches(preferred):
                    self.focus(element, x, y)
                    return True
        return False

    def _current_alive(self) -> bool:
        return self.current is not None and bool(self.current.isConnected)

    def sync(self) -> None:
        """After any redraw: keep exactly one tab stop in the play area (cheap: no layout)."""
        if self.current is not None and not self.current.isConnected:
            self.current = None
        if self.current is None and self.board.getAttribute("tabindex") != "0":
            self.board.setAttribute("tabindex", "0")
        for button in self.play.querySelectorAll(".seat button:not([tabindex])"):
            button.setAttribute("tabindex", "-1")

    # ----- choosing ------------------------------------------------------------------------
    def activate(self, element: Any) -> None:
        """Tap ``element`` through the page's own click path, then find the cursor again."""
        who = _identity(element)
        if who is not None:
            if who in self.history:
                self.history.remove(who)
            self.history.append(who)
            del self.history[:-HISTORY]
        click = self.frame.window.MouseEvent.new("click", to_js({"bubbles": True, "cancelable": True}))
        element.dispatchEvent(click)
        self.restore()

    def cancel(self) -> None:
        """Esc: forget the half-made choice and draw the board without it."""
        page = self.page
        if page.state.view is None or page.state.session is None:
            return
        inside = self.play.contains(self.frame.document.activeElement)
        page.select(carried(page.state.drawn, relayout=False))  # Ni-Ju keeps its turned tray tiles
        if inside:
            self.restore()

    # ----- events --------------------------------------------------------------------------
    def _playable(self) -> bool:
        state = self.page.state
        if state.session is None or state.view is None or state.access is None:
            return False
        if state.route != "game":
            return False
        return dom.missing(self.frame.document.querySelector("dialog[open]"))

    def on_keydown(self, event: Any) -> None:
        self.pointing = False
        if event.defaultPrevented or event.ctrlKey or event.metaKey or event.altKey:
            return
        if not self._playable():
            return
        self.page.settle_names()  # a key just after a tap finds the tap's names in place
        key = str(event.key)
        if key in ARROWS:
            event.preventDefault()
            self.move(*ARROWS[key])
            return
        if key in ("Enter", " "):
            target = event.target
            selector = self._selector()
            if target.isSameNode(self.board):
                event.preventDefault()
                self.enter()
                return
            if selector and target.matches(selector):
                event.preventDefault()
                if not self.page.state.interactive:
                    return
                self.activate(target)

    def on_document_key(self, event: Any) -> None:
        if str(event.key) != "Escape" or event.defaultPrevented or not self._playable():
            return
        tag = str(getattr(event.target, "tagName", "") or "").lower()
        if tag in ("input", "textarea", "select"):
            return
        self.cancel()

    def on_board_focus(self, _event: Any) -> None:
        """The board got the tab stop's focus: hand it to a target (not on a mouse press)."""
        if self.pointing or not self._playable():
            return
        self.enter()

    def on_focusin(self, event: Any) -> None:
        target = event.target
        if target.isSameNode(self.board):
            return
        selector = self._selector()
        if selector and target.matches(selector) and (self.current is None
                                                       or not self.current.isSameNode(target)):
            self.focus(target)

    def on_focusout(self, event: Any) -> None:
        related = event.relatedTarget
        if dom.missing(related) or not self.play.contains(related):
            self.hide_ring()
            access = self.page.state.access
            if access is not None:
                access.focus(None)

    def on_pointerdown(self, _event: Any) -> None:
        self.pointing = True
        self.hide_ring()

    # ----- the ring ------------------------------------------------------------------------
    def draw_ring(self, element: Any) -> None:
        """Ring an SVG target (in the board's own units, so it scales with the board)."""
        if not self.board.contains(element) or self.pointing:
            self.hide_ring()
            return
        ring = self.ring
        if ring is None or not ring.isConnected:
            ring = dom.svg("g", self.frame, class_="kb-ring", aria_hidden="true")
            dom.svg("rect", ring, class_="kb-ring-halo")
            dom.svg("rect", ring, class_="kb-ring-line")
            self.ring = ring
        self.board.appendChild(ring)  # last child: drawn above every layer
        ctm = self.board.getScreenCTM()
        r = element.getBoundingClientRect()
        sx, sy = float(ctm.a) or 1.0, float(ctm.d) or 1.0
        x = (float(r.left) - RING_PAD - float(ctm.e)) / sx
        y = (float(r.top) - RING_PAD - float(ctm.f)) / sy
        w = (float(r.width) + 2 * RING_PAD) / sx
        h = (float(r.height) + 2 * RING_PAD) / sy
        for rect in ring.children:
            dom.set_attrs(rect, x=f"{x:.1f}", y=f"{y:.1f}", width=f"{w:.1f}", height=f"{h:.1f}",
                          rx=f"{min(w, h) / 8:.1f}")
        ring.removeAttribute("display")

    def hide_ring(self) -> None:
        if self.ring is not None:
            self.ring.setAttribute("display", "none")
