"""The Embed dialog (``dialog#embed-dialog``), opened by ``button[data-embed-open]``: the
``<iframe>`` code of the game on screen for another site, in ``textarea#embed-code``,
rewritten as the author changes a choice (``[data-embed-option]``), and a Copy button.

What the code says is decided in ``web.embed_code`` (DOM-free); this only reads the
form and writes the text.
"""

from __future__ import annotations

from typing import Any


from games.errors import GameError
from games.page_link import editing_link

from . import dom, tasks
from .embed_code import (EmbedChoices, applied, embed_code, frame_link, frame_size, holds_deal,
                         lone_position, preview_src)
from .error_words import error_text
from .i18n import t
from .page import Page, guarded
from .questions import Question


def page_url(window: Any) -> str:
    """The address of ``window``'s page without its query and fragment: the frame opens the same page."""
    return f"{window.location.origin}{window.location.pathname}"


class EmbedDialog:
    def __init__(self, page: Page) -> None:
        self.page = page
        self.frame = page.frame
        self.choices = EmbedChoices()
        self.dialog = dom.by_id(self.frame, "embed-dialog")
        self.shown: Question[None] = page.state.questions.question(lambda: dom.withdraw(self.dialog))
        """The game whose code the dialog shows: another game on screen closes it."""
        self.code = dom.by_id(self.frame, "embed-code")
        self.status = dom.by_id(self.frame, "embed-status")
        self.secret = dom.by_id(self.frame, "embed-secret")
        self.reveal_row = self.dialog.querySelector("[data-embed-reveal]")
        """The ``reveal=1`` checkbox's row, shown only for a game that hides hands."""
        self.controls_box = self.dialog.querySelector("input[data-embed-option=controls]")
        self.controls_why = self.dialog.querySelector("[data-embed-controls-why]")
        """Why the replay buttons do not apply: a lone position has nothing to step through."""
        self.edit_link = dom.by_id(self.frame, "embed-edit-link")
        """"Open in the editor": the site's page of the line the frame opens, to annotate it."""
        self.preview = dom.by_id(self.frame, "embed-preview")
        self.preview_frame = dom.by_id(self.frame, "embed-preview-frame")
        dom.listen(self.preview, "toggle", self.on_preview)
        for opener in self.frame.document.querySelectorAll("[data-embed-open]"):
            dom.listen(opener, "click", self.on_open)
        dom.listen(self.dialog, "change", self.on_change)
        dom.listen(self.dialog, "click", self.on_click)

    def text(self) -> str:
        """The code for the choices, or "" and why not in the dialog's status line."""
        state = self.page.state
        if state.session is None or state.game is None:
            return ""
        title = t("embed.frame_title", game=self.page.game_title(state.game))
        try:
            code = embed_code(page_url(self.frame.window), state.game, state.session, self.choices, title)
        except GameError as err:
            # Said in the empty box itself too: on a phone the status line is below the fold.
            self.status.textContent = self.code.placeholder = t("embed.cannot", reason=error_text(err))
            return ""
        self.status.textContent = self.code.placeholder = ""
        self.edit_link.href = page_url(self.frame.window) + editing_link(
            frame_link(state.game, state.session, self.choices))
        return code

    @guarded
    def on_open(self, _event: Any) -> None:
        if self.page.state.session is None:
            return
        session = self.page.state.session
        self.code.value = self.text()
        self.secret.hidden = not holds_deal(session.start.game, session)
        self.reveal_row.hidden = not session.start.game.hidden_hands
        lone = lone_position(session)
        self.controls_box.disabled = lone
        self.controls_why.hidden = not lone
        self.show_preview()
        self.shown.ask(self.page.state.session, None, whole_game=True)
        self.dialog.showModal()

    @guarded
    def on_change(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "embed-option")
        if hit is None:
            return
        value = bool(event.target.checked) if event.target.type == "checkbox" else str(event.target.value)
        self.choices = self.choices.with_value(hit[1], value)
        self.code.value = self.text()
        self.show_preview()

    @guarded
    def on_preview(self, _event: Any) -> None:
        self.show_preview()

    def show_preview(self) -> None:
        """The frame as the code would show it, only while the preview is open (each board
        in a frame starts its own Python)."""
        state = self.page.state
        if not self.preview.open or state.session is None or state.game is None:
            return
        width, height = frame_size(state.game.name, applied(self.choices, state.session),
                                   bool(state.session.notes))
        dom.set_attrs(self.preview_frame, width=width, height=height)
        # Replaced, not navigated: a frame's next page is a history entry of the page's own,
        # and Back would go back in the preview instead of closing the dialog
        # (web.dialog_history).
        self.preview_frame.contentWindow.location.replace(
            preview_src(page_url(self.frame.window), state.game, state.session, self.choices))

    @guarded
    def on_click(self, event: Any) -> None:
        if dom.closest_data(event.target, "embed-copy") is None:
            return
        text, status, code = self.code.value, self.status, self.code

        async def copy() -> None:
            try:
                await self.frame.window.navigator.clipboard.writeText(text)
                status.textContent = t("embed.copied")
            except Exception:  # noqa: BLE001 - no clipboard here: the code is selected to copy
                code.focus()
                code.select()
                status.textContent = t("embed.copy_this")

        tasks.spawn(copy())
