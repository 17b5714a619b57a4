"""The printable line (``print=1``): every position of the line on screen, one picture
each with its move and comment under it, in ``[data-print-sheet]``.

Each picture is the one drawing of "Save a picture" (``web.export.ply_picture``,
``games.diagram``); ``web.print_line`` says which positions and which words. The sheet is
read-only (nothing in it is tapped) and follows the page's language. ``web/css/print.css``
lays it out in columns and, when the page is printed, prints only the sheet; the address
keeps ``print=1`` (``Routes.sync_url``) so that a reload shows the sheet again.
"""

from __future__ import annotations

from typing import Any

from games.base import Game
from games.session import Session

from . import dom, i18n
from .export import ply_picture
from .i18n import t
from .page import Page
from .print_line import sheet_positions


class PrintSheet:
    def __init__(self, page: Page) -> None:
        self.page = page
        self.frame = page.frame
        self.sheet = dom.by_id(self.frame, "print-sheet")
        self.game: Game | None = None
        self.session: Session | None = None
        self._listening = False

    @property
    def shown(self) -> bool:
        return self.session is not None

    def show(self, game: Game, session: Session) -> None:
        """Lay out ``session``'s line: the pictures are drawn once, as the link opens it."""
        self.game, self.session = game, session
        if not self._listening:  # the board's language listeners (web.i18n.on_change)
            i18n.on_change(self.draw)
            self._listening = True
        self.draw()

    def clear(self) -> None:
        if self.session is None:
            return
        self.game = self.session = None
        dom.clear(self.sheet)
        self.sheet.hidden = True
        self.frame.document.documentElement.removeAttribute("data-print")

    def draw(self) -> None:
        session, game = self.session, self.game
        if session is None or game is None:
            return
        state = self.page.state
        labels = state.view is not None and state.view.labels_shown()
        title = t("print.sheet", game=self.page.game_title(game))
        document = self.frame.document
        dom.clear(self.sheet)
        heading = document.createElement("h2")
        heading.className, heading.textContent = "print-title", title
        grid = document.createElement("div")
        grid.className = "print-grid"
        for position in sheet_positions(session):
            figure = document.createElement("figure")
            figure.className = "print-position"
            figure.setAttribute("data-print-ply", str(position.ply))
            # the SVG text is games.diagram's (every text in it escaped); the words go in as text
            figure.innerHTML = ply_picture(session, position.ply, state.reveal, labels, comment=False)
            caption = document.createElement("figcaption")
            for kind, words in (("print-move", position.title), ("print-comment", position.comment)):
                if words:
                    part = document.createElement("span")
                    part.className, part.textContent = kind, words
                    caption.appendChild(part)
            figure.appendChild(caption)
            grid.appendChild(figure)
        self.sheet.append(heading, grid)
        self.sheet.setAttribute("aria-label", title)
        self.sheet.hidden = False
        root: Any = self.frame.document.documentElement
        root.setAttribute("data-print", "1")
