"""Siam for screen readers and the keyboard: squares, reserves and facing arrows.

A square's name says what stands on it ("B3, elephant facing north") and what
a tap there would do now ("move here", "push here"); the picked square and the
picked reserve are pressed. Directions are the board's (north is row 1's side
of a board not turned), as in the move list.
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

    def targets(self) -> str:
        if self.view.choice is not None:
            return "#board .chooser-button"
        return "#board rect.sq, #play .reserve"

    def name_targets(self, state: Any) -> None:
        view = self.view
        menu = view.menu
        picked = view.selected[1] if view.selected is not None and view.selected[0] == "square" else None
        source = view.selected[1] if view.selected is not None else None
        targets = menu.targets(source) if view.selected is not None and menu is not None else {}
        last = set(view.last)
        for name, rect in view.squares.items():
            piece = state.piece_at(name)
            if name not in targets:
                doing = ""
            elif name == picked:
                doing = "a11y.siam.turn"
            elif menu is not None and (source, name) in menu.pushes:
                doing = "a11y.siam.push"
            else:
                doing = "a11y.target.move"
            if not self.changed(name, rect, (piece, doing, name in last, name == picked)):
                continue
            parts = [name, piece_name(piece), t(doing) if doing else ""]
            self.put(name, rect, role="button", aria_label=join(parts, name in last),
                     aria_pressed="true" if name == picked else None)
        reserve_picked = view.selected == ("reserve", None)
        exit_target = view._exit_token() is not None
        for owner, button in enumerate(view.reserves):
            mine = state.to_move == owner
            self.put(("reserve", owner), button,
                     aria_pressed="true" if reserve_picked and mine else None,
                     aria_description=t("a11y.siam.exit") if exit_target and mine else None)
            # The name starts with the button's visible text ("Elephants ×5"), so that
            # speech input can say what it sees; written every time (the view sets its own).
            button.setAttribute("aria-label", t("a11y.siam.reserve", seat=view.seat_name(owner),
                                                n=state.reserve(owner)))
        if view.choice is not None:
            for button in view.choice_layer.querySelectorAll(".chooser-button"):
                facing = str(button.getAttribute("data-choice"))
                button.setAttribute("aria-label", t("a11y.siam.face", facing=t(f"a11y.dir.{facing}")))

    def preferred(self) -> str | None:
        return "#board .chooser-button" if self.view.choice is not None else None
