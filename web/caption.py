"""The comment an author wrote on the shown position (``games.notes``), under the board.

The text is plain: it is written with ``textContent`` and never read as markup, so a
comment holding ``<script>`` or ``<img onerror=…>`` shows those characters and runs
nothing. The element is a polite live region: a screen reader says the comment when
stepping through a line reaches a position that has one, without cutting off what it was
saying. It is written only when the text changes, so a redraw of the same position (a
tap, a language switch) does not say it again.

A line with comments keeps the caption's room on every position (``data-room``), empty or
not: an embedded frame is sized for the comment (``web.embed_code``), and its board stays
where it is as the line plays instead of moving as comments of other lengths come and go
(web/style.css).
"""

from __future__ import annotations

from typing import Any

from games.notes import Annotation


class Caption:
    """``p#caption[data-caption]``: the shown position's comment, or nothing."""

    def __init__(self, element: Any) -> None:
        self.element = element
        self.text = ""

    def show(self, note: Annotation | None, commented: bool = False) -> None:
        """Show ``note``'s comment; ``commented``: some position of the line has one."""
        if commented != (self.element.getAttribute("data-room") == "1"):
            self.element.setAttribute("data-room", "1" if commented else "0")
        text = note.comment if note is not None else ""
        if text != self.text:
            self.text = text
            self.element.textContent = text
