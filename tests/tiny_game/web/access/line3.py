"""Line 3 for screen readers and the keyboard: each square says its mark."""

from __future__ import annotations

from typing import Any

from ..i18n import t
from . import Access, join


class Line3Access(Access):
    board_key = "a11y.board.line3"

    def targets(self) -> str:
        return "#board rect.sq"

    def name_targets(self, state: Any) -> None:
        view = self.view
        for name, rect in view.squares.items():
            mark = state.mark_at(name)
            if not self.changed(name, rect, (mark, name == view.last)):
                continue
            what = t(f"a11y.line3.{mark}") if mark else t("a11y.empty")
            self.put(name, rect, role="button", aria_label=join([name, what], name == view.last))
