"""The Annotate panel (``section#annotate``, ``#app[data-annotating="1"]``): an author writes
the shown ply's comment and draws its marks in the page.

Players never meet it: it opens only from "Annotate" among the authors' tools (beside
"Embed…"), never in a lesson, a puzzle or an embedded board, and closes with Done. While
it is open the comment box takes the caption's place (the caption shows the same text to
readers), the board draws arrows from a right-button drag or a long press and a drag, and
the "Mark squares" mode turns taps into marked squares. What an author does, and every
limit, is ``web.models.annotating``'s (DOM-free); this module reads the controls and the
board's pointer, and after each change draws the page again (the address bar follows)
and saves the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


from games.notes import COLOURS

from . import dom
from .error_words import error_text
from .i18n import t
from .models.annotating import Annotator, Gesture, LinkTooLong
from .page import Page
from .pointer import touch_only

HOLD_MS = 450
"""How long a finger rests on a square before a drag from it draws an arrow."""
MOVE_SLOP = 12
"""How far (CSS pixels) a finger may wander while it is held before it counts as a drag
that is not an arrow (a scroll, a pan)."""


class AnnotatePanel:
    def __init__(self, page: Page, saved: Any, link: Callable[[], str]) -> None:
        self.page = page
        self.frame = page.frame
        self.saved = saved
        """``SavedGames``: each change is saved with the game."""
        self.link = link
        """The link of the game on screen (``Routes.full_link``), whose length is bounded."""
        self.panel = dom.by_id(self.frame, "annotate")
        self.where = dom.by_id(self.frame, "annotate-where")
        self.box = dom.by_id(self.frame, "annotate-comment")
        self.hint = dom.by_id(self.frame, "annotate-hint")
        self.marks_row = dom.by_id(self.frame, "annotate-marks")
        self.opener = dom.query(self.frame.document, "[data-annotate-open]")
        self.model: Annotator | None = None
        self.ply_shown: int | None = None
        """The ply whose comment the box holds (None: the box was not filled yet)."""
        self.gesture: Gesture | None = None
        self._gesture_xy = (0.0, 0.0)
        self._swallow_click = False
        self._hold_count = 0
        """Presses seen so far: a long press's timer arms only the press it was started for."""
        self._redraw = dom.Soon(self.frame, self._changed)
        board, play = dom.by_id(self.frame, "board"), dom.by_id(self.frame, "play")
        dom.listen(self.opener, "click", self.on_toggle)
        dom.listen(self.panel, "click", self.on_click)
        dom.listen(self.box, "input", self.on_input)
        dom.listen(play, "click", self.on_board_click, capture=True)
        dom.listen(board, "pointerdown", self.on_pointerdown)
        dom.listen(board, "pointermove", self.on_pointermove)
        dom.listen(self.frame.document, "pointerup", self.on_pointerup)
        dom.listen(self.frame.document, "pointercancel", self.on_pointercancel)
        dom.listen(board, "contextmenu", self.on_contextmenu)

    @property
    def active(self) -> bool:
        state = self.page.state
        return self.model is not None and state.session is self.model.session \
            and not state.editing and not state.embedded

    # ----- opening and closing ----------------------------------------------------------------
    def on_toggle(self, _event: Any) -> None:
        if self.active:
            self.close()
        else:
            self.open()

    def open(self) -> None:
        state = self.page.state
        if state.session is None or state.game is None or state.embedded or state.solo \
                or state.editing:
            return
        self.model = Annotator(state.session, lambda _session: len(self.link()))
        self.ply_shown = None
        self.panel.hidden = False
        self.page.root.setAttribute("data-annotating", "1")
        self.opener.setAttribute("aria-pressed", "true")
        self.follow()
        if not touch_only(self.frame.window):  # a screen keyboard would cover the board before it is wanted
            self.box.focus()

    def close(self) -> None:
        self.model = None
        self.page.root.removeAttribute("data-marking")
        self.gesture = None
        self.panel.hidden = True
        self.page.root.removeAttribute("data-annotating")
        self.opener.setAttribute("aria-pressed", "false")

    # ----- drawing ----------------------------------------------------------------------------
    def follow(self) -> None:
        """After every redraw of the page (a language switch draws it again too): the panel
        shows the ply on screen; another game on screen closes it."""
        model = self.model
        if model is None:
            return
        if not self.active:
            self.close()
            return
        text = model.box_text(self.ply_shown, str(self.box.value))
        if text is not None:
            self.box.value = text
            model.refusal = None
        self.ply_shown = model.ply
        self.where.textContent = t("annotate.where.start") if model.ply == 0 \
            else t("annotate.where.after", ply=model.ply)
        self.box.setAttribute("placeholder", t("annotate.placeholder"))
        for button in self.panel.querySelectorAll("[data-annotate-colour]"):
            chosen = button.getAttribute("data-annotate-colour") == model.colour
            button.setAttribute("aria-pressed", "true" if chosen else "false")
        dom.query(self.panel, "[data-annotate=marking]").setAttribute(
            "aria-pressed", "true" if model.marking else "false")
        if model.marking:
            self.page.root.setAttribute("data-marking", "1")
        else:
            self.page.root.removeAttribute("data-marking")
        self._say()

    def _say(self, text: str | None = None) -> None:
        """The hint for the tools in use, or why the last change was refused, or ``text``."""
        model = self.model
        assert model is not None
        refusal = model.refusal
        self.panel.setAttribute("data-refused", "1" if refusal is not None else "0")
        if refusal is not None:
            text = t("annotate.link_too_long", limit=f"{refusal.limit:,}") \
                if isinstance(refusal, LinkTooLong) else error_text(refusal)
        elif text is None:
            if model.marking:
                text = t("annotate.hint.marking")
            else:  # a touch screen has no right button to name
                text = t("annotate.hint.touch" if touch_only(self.frame.window) else "annotate.hint.arrows")
        self.hint.textContent = text

    def _changed(self) -> None:
        """The line's annotations changed: draw the page (marks, address) and save the game."""
        self.page.render()
        self.saved.changed()

    def _after(self, changed: bool) -> None:
        if changed:
            self._redraw.request()
        else:
            self._say()

    # ----- the controls -----------------------------------------------------------------------
    def on_input(self, _event: Any) -> None:
        if self.model is not None and self.active:
            self._after(self.model.comment(str(self.box.value)))

    def on_click(self, event: Any) -> None:
        model = self.model
        if model is None:
            return
        colour = dom.closest_data(event.target, "annotate-colour")
        hit = dom.closest_data(event.target, "annotate")
        if colour is not None and colour[1] in COLOURS:
            model.choose_colour(colour[1])
        elif hit is None:
            return
        elif hit[1] == "done":
            self.close()
            self.page.render()
            return
        elif hit[1] == "marking":
            model.toggle_marking()
        elif hit[1] == "clear":
            self._after(model.clear_marks())
        self.follow()

    # ----- the board --------------------------------------------------------------------------
    def _square(self, element: Any) -> str | None:
        """The square the author pressed on, as the game writes it (the board view knows)."""
        view = self.page.state.view
        return None if view is None or dom.missing(element) else view.square_of(element)

    def on_pointerdown(self, event: Any) -> None:
        self._swallow_click = False
        self.gesture = None
        model = self.model
        if model is None or not self.active or not event.isPrimary:
            return
        gesture = Gesture.begin(self._square(event.target), int(event.button),
                                str(event.pointerType), model.marking)
        if gesture is None:
            return
        self.gesture, self._gesture_xy = gesture, (float(event.clientX), float(event.clientY))
        if gesture.kind == "right":
            event.preventDefault()
            self._say(t("annotate.hint.from", square=gesture.start))
        if not gesture.armed:
            self._hold_count += 1
            count = self._hold_count
            dom.later(self.frame, HOLD_MS, lambda: self._arm(count))

    def _arm(self, count: int) -> None:
        gesture = self.gesture
        if gesture is None or count != self._hold_count or gesture.armed:
            return
        gesture.armed = True
        self._say(t("annotate.hint.from", square=gesture.start))

    def on_pointermove(self, event: Any) -> None:
        gesture = self.gesture
        if gesture is None:
            return
        if gesture.armed and gesture.kind != "right":
            event.preventDefault()  # a held finger draws; it does not scroll or pan
            return
        x, y = self._gesture_xy
        if not gesture.armed and abs(float(event.clientX) - x) + abs(float(event.clientY) - y) > MOVE_SLOP:
            self.gesture = None  # a drag before the hold: the finger scrolls, pans or plays

    def on_pointerup(self, event: Any) -> None:
        gesture, self.gesture = self.gesture, None
        model = self.model
        if gesture is None or model is None or not self.active:
            return
        end = self._square(self.frame.document.elementFromPoint(event.clientX, event.clientY))
        arrow, self._swallow_click = gesture.release(end)
        if arrow is not None:
            self._after(model.arrow(*arrow))
        elif gesture.armed:
            self._say()

    def on_pointercancel(self, _event: Any) -> None:
        self.gesture = None
        if self.model is not None and self.active:
            self._say()

    def on_contextmenu(self, event: Any) -> None:
        """No menu over the board while annotating: the right button and a long press draw."""
        if self.active:
            event.preventDefault()

    def on_board_click(self, event: Any) -> None:
        """Heard before the board's own tap: a gesture's click, or a tap in the marks mode,
        plays nothing (the tap marks the square it is on)."""
        model = self.model
        if model is None or not self.active:
            return
        swallow, self._swallow_click = self._swallow_click, False
        if not (swallow or model.marking):
            return
        if dom.closest_data(event.target, "view-action") is not None:
            return  # a game's own button on the board (Ni-Ju's Fit) still works
        event.stopPropagation()
        event.preventDefault()
        name = self._square(event.target)
        if not swallow and name is not None:
            self._after(model.mark(name))
