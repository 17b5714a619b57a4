"""The record dialog: copy or download the game as a record, or open one pasted or uploaded."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from web.browser import to_js

from games import untrusted
from games.errors import GameError
from games.session import Session

from . import dom, tasks
from .error_words import error_text
from .i18n import t
from .links import COMPUTER_HEADER, format_seats, line_link
from .page import Page
from .questions import Question
from .save_lines import hides_hands


class RecordDialog:
    def __init__(self, page: Page, computer: Callable[[], dict[int, str] | None]) -> None:
        self.page = page
        self.frame = page.frame
        self.computer = computer
        """The computer's seats, for the record's header (``Opponent.link_value``)."""
        self.dialog = dom.by_id(self.frame, "record-dialog")
        self.text = dom.by_id(self.frame, "record-text")
        self.error = dom.by_id(self.frame, "record-error")
        self.secret = dom.by_id(self.frame, "record-secret")
        """Said before anything is copied: this record shows every hand (``hides_hands``)."""
        self.file = dom.by_id(self.frame, "record-file")
        self.shown: Question[None] = page.state.questions.question(lambda: dom.withdraw(self.dialog))
        """The game whose record the dialog shows: another game on screen closes the dialog."""
        dom.listen(self.dialog, "click", self.on_click)
        dom.listen(self.file, "change", self.on_file)

    def open(self) -> None:
        session = self.page.state.session
        if session is None:
            return
        seats = self.computer()
        self.text.value = session.record_text({COMPUTER_HEADER: format_seats(seats)} if seats else None)
        self.secret.hidden = not hides_hands(session)
        self.error.hidden = True
        self.shown.ask(session, None, whole_game=True)
        self.dialog.showModal()

    def _fail(self, text: str) -> None:
        self.error.textContent = text
        self.error.hidden = False

    def on_click(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "record")
        if hit is None:
            return
        if hit[1] == "copy":
            tasks.spawn(self._copy())
        elif hit[1] == "download":
            self._download()
        elif hit[1] == "open":
            self._open_text(str(self.text.value))

    async def _copy(self) -> None:
        try:
            await self.frame.window.navigator.clipboard.writeText(self.text.value)
            self.error.hidden = True
        except Exception:  # noqa: BLE001 - no clipboard: the text is selected instead
            self.text.select()
            self._fail(t("record.copy_failed"))

    def _download(self) -> None:
        shown = self.shown.asked
        if shown is None or not shown.holds(self.page.state.session):
            return
        session = shown.session
        blob = self.frame.window.Blob.new(to_js([str(self.text.value)]), to_js({"type": "text/plain"}))
        url = self.frame.window.URL.createObjectURL(blob)
        link = self.frame.document.createElement("a")
        link.href = url
        link.download = f"{session.start.game.name}-{len(session.shown_tokens)}-moves.txt"
        link.click()
        self.frame.window.URL.revokeObjectURL(url)

    def _open_text(self, text: str) -> None:
        try:
            session = Session.from_record_text(text)
            line_link(session.start.game, session)  # a line the page can write and read back
        except GameError as err:
            self._fail(t("record.bad", error=error_text(err)))
            return
        self.dialog.close()
        self.page.open_record(session)

    def on_file(self, _event: Any) -> None:
        """Read a chosen file, unless its size alone shows it cannot be a record: a huge
        file is refused at once, without being read (that took seconds to minutes)."""
        files = self.file.files
        if files.length == 0:
            return
        file = files.item(0)
        if float(file.size) > untrusted.MAX_RECORD_BYTES:
            self.file.value = ""
            self._fail(t("record.too_big", size=megabytes(float(file.size)),
                         limit=megabytes(untrusted.MAX_RECORD_BYTES)))
            return
        tasks.spawn(self._read(file))

    async def _read(self, file: Any) -> None:
        try:
            text = await file.text()
        except Exception as err:  # noqa: BLE001
            self._fail(t("record.unreadable", error=err))
            return
        self.text.value = text
        self.file.value = ""
        self._open_text(str(text))


def megabytes(size: float) -> str:
    """A file size as people read it (``1 MB``, ``1.1 MB``, ``200 MB``), rounded up, so a
    file just over the limit never reads as the limit itself; a no-break space keeps the
    number and its unit on one line."""
    tenths = math.ceil(size / 100_000)
    if tenths % 10 == 0 or tenths >= 100:
        return f"{math.ceil(tenths / 10):,}\u00a0MB"
    return f"{tenths / 10:.1f}\u00a0MB"
