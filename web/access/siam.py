"""Siam for screen readers and the keyboard: squares, reserves and facing arrows.

A square's name says what stands on it ("B3, elephant facing north") and what
a tap there would do now ("move here", "push here"); the picked square and the
picked reserve are pressed. Directions are the board's (north is row 1's side
of a board not turned), as in the move list. The selection is the one of the
board the view drew last (``view.taps()``: its tap model and ``BoardState.selection``).
"""

from __future__ import annotations

from typing import Any

from ..i18n import t
from . import Access, join


def piece_name(piece: tuple[str, str | None] | None) -> str:
    """"empty", "rock" or "elephant facing north" in the page's language."""
    if piece is None:
        return t("a11y.empty")
    kind, facing = piece
    if kind == "rock" or facing is None:
        return t("a11y.siam.rock")
    return t("a11y.siam.animal", animal=t(f"a11y.siam.{kind}"), facing=t(f"a11y.dir.{facing}"))


class SiamAccess(Access):
    board_key = "a11y.board.siam"

    def _choosing(self) -> bool:
        return self.view.drawn is not None and self.view.taps()[1].facing_at is not None

    def targets(self) -> str:
        if self._choosing():
            return "#board .chooser-button"
        return "#board rect.sq, #play .reserve"

    def name_targets(self, state: Any) -> None:
        view = self.view
        model, sel = view.taps()
        picked = sel.picked
        targets = model.targets(sel)
        last = set(view.last)
        for name, rect in view.squares.items():
            piece = state.piece_at(name)
            doing = {"turn": "a11y.siam.turn", "push": "a11y.siam.push",
                     "move": "a11y.target.move"}.get(targets.get(name, ""), "")
            if not self.changed(name, rect, (piece, doing, name in last, name == picked)):
                continue
            parts = [name, piece_name(piece), t(doing) if doing else ""]
            self.put(name, rect, role="button", aria_label=join(parts, name in last),
                     aria_pressed="true" if name == picked else None)
        exit_target = model.exit_move(sel) is not None
        for owner, button in enumerate(view.reserves):
            mine = state.to_move == owner
            self.put(("reserve", owner), button,
                     aria_pressed="true" if sel.reserve_picked and mine else None,
                     aria_description=t("a11y.siam.exit") if exit_target and mine else None)
            # The name starts with the button's visible text ("Elephants ×5"), so that
            # speech input can say what it sees; written every time (the view sets its own).
            button.setAttribute("aria-label", t("a11y.siam.reserve", seat=view.seat_name(owner),
                                                n=state.reserve(owner)))
        if sel.facing_at is not None:
            for button in view.chooser.group.querySelectorAll(".chooser-button"):
                facing = str(button.getAttribute("data-choice"))
                button.setAttribute("aria-label", t("a11y.siam.face", facing=t(f"a11y.dir.{facing}")))

    def preferred(self) -> str | None:
        return "#board .chooser-button" if self._choosing() else None
