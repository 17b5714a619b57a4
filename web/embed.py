"""Embed mode and the host page API (docs/embedding.md).

``?embed=1`` shows only the board (``controls=1`` adds the replay buttons;
``interactive=0`` makes it view-only). The host page talks to the board with
``postMessage``: every message is validated by ``web.host_messages``, and
only the embedding window is obeyed. The board reports ``ready``, ``moved``
and ``position`` back to its parent window, and ``error`` (a reason code and a
short message) for every message it cannot carry out: nothing is changed then.

Messages are kept by web/boot.js from the page's first moment and read there
into text (``ABSTRACT_BOARDS_HOST``): the board takes them once it is ready,
those sent while it started first, so each message gets exactly one reply.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from web.browser import create_proxy, to_js

from games import untrusted
from games.errors import GameError
from games.page_link import Embedding, editing_link
from games.session import Session

from . import dom, i18n, reports
from .autoplay import Autoplay, Presses
from .host_messages import (
    BadMessage,
    Command,
    board_message,
    computer_seats,
    error_reply,
    host_message,
    load_session,
)
from .embed_ui import page_url
from .i18n import t
from .links import LinkRequest, fits_address, link_text, session_link
from .page import Page
from .reader_turn import ReaderTurn


class Embed:
    def __init__(self, page: Page, undo_target: Callable[[Session], int | None]) -> None:
        self.page = page
        self.undo_target = undo_target
        """The ply Undo goes back to as the computer's seats say (``Seating.undo_target``)."""
        self.reader: ReaderTurn | None = None
        """An interactive embed's whose-turn line and Undo of the reader's moves."""
        self.frame = page.frame
        self.active = False
        self._listener: Any = None
        self.autoplay: Autoplay | None = None
        """``autoplay=SECONDS``: the line steps by itself until a tap or a key (``web.autoplay``)."""
        self.presses = Presses()
        self.embedding = Embedding()
        """How the link asked this board to show (``embed=1`` and its parameters)."""

    def configure(self, request: LinkRequest) -> bool:
        """Switch embed mode on from the page link (once, at start-up); True when it is on.

        The controller then sets the page state from the link (interactive, orientation).
        """
        if not request.embed:
            return False
        self.active = True
        root = self.frame.document.documentElement
        root.setAttribute("data-embed", "1")
        root.setAttribute("data-controls", "1" if request.controls else "0")
        root.setAttribute("data-interactive", "1" if request.interactive else "0")
        if request.autoplay is not None:
            self.autoplay = Autoplay(request.autoplay, request.loop)
        self.embedding = Embedding(controls=request.controls, interactive=request.interactive,
                                   orientation=request.orientation, autoplay=request.autoplay,
                                   loop=request.loop)
        if request.interactive:
            self.reader = ReaderTurn(self.page, self.undo_target)
        window = self.frame.window
        editor_link = self.frame.document.querySelector("#export-dialog [data-embed-edit-link]")
        editor_link.href = page_url(window) + editing_link(
            link_text(str(window.location.search), str(window.location.hash)))
        editor_link.parentElement.hidden = False  # shown in an embed's picture menu only
        return True

    def follow(self) -> None:
        """After every redraw: the reader's whose-turn line (an interactive embed's)."""
        if self.reader is not None:
            self.reader.follow()

    def reopening_link(self, computer: dict[int, str] | None) -> str | None:
        """The link (``#game=…&embed=1…``) that opens this board again as it shows now: its
        line with the reader's moves, at the position shown, in its language, shown as its
        link asked (``computer``: the computer's seats). For a board whose interpreter goes
        away with another frame (``web/board_host.py``); None when no game is on screen or
        the line no longer fits a link."""
        state = self.page.state
        if state.game is None or state.session is None:
            return None
        embedding = replace(self.embedding, lang=i18n.lang())
        link = session_link(state.game, state.session, state.session.cursor, computer,
                            state.reveal, embed=embedding)
        return link if fits_address(link) else None

    # ----- autoplay ----------------------------------------------------------------------
    def start_autoplay(self, from_start: bool) -> None:
        """Once the line is on screen: step it by itself (``from_start``: the link named no
        position, so the line plays from its first), until a tap or a key pauses it; the
        play/pause button starts it again."""
        autoplay = self.autoplay
        session = self.page.state.session
        if autoplay is None or session is None or not session.tokens:
            self.autoplay = None
            return
        if from_start and session.cursor != 0:
            self.page.step_to(0)
        document = self.frame.document
        dom.listen(document, "pointerdown", self._press)
        dom.listen(document, "pointerup", self._lift)
        dom.listen(document, "pointercancel", self._cancel)
        dom.listen(document, "keydown", self._key)
        button = dom.by_id(self.frame, "autoplay-toggle")
        dom.listen(button, "click", self._toggle)
        button.hidden = False
        self._show_autoplay()
        self._later(autoplay)

    def _later(self, autoplay: Autoplay) -> None:
        run = autoplay.run
        dom.later(self.frame, autoplay.delay_ms, lambda: self._step(run))

    def _show_autoplay(self) -> None:
        if self.autoplay is None:
            return
        status = self.autoplay.status
        self.frame.document.documentElement.setAttribute("data-autoplay", status)
        key = "autoplay.pause" if status == "playing" else "autoplay.play"
        button = dom.by_id(self.frame, "autoplay-toggle")
        button.setAttribute("data-i18n-label", key)  # said again in a language switched to
        button.setAttribute("aria-label", t(key))
        button.textContent = "❚❚" if status == "playing" else "▶"

    @staticmethod
    def _on_toggle(event: Any) -> bool:
        return dom.closest_data(event.target, "autoplay-toggle") is not None

    def _press(self, event: Any) -> None:
        if not self._on_toggle(event):
            self.presses.down(event.pointerId, event.clientX, event.clientY)

    def _cancel(self, event: Any) -> None:
        self.presses.cancel(event.pointerId)  # the browser took the press to scroll the page

    def _lift(self, event: Any) -> None:
        if self.presses.up(event.pointerId, event.clientX, event.clientY):
            self._pause()

    def _key(self, event: Any) -> None:
        if not self._on_toggle(event):  # the button's own keys click it
            self._pause()

    def _pause(self) -> None:
        if self.autoplay is not None and self.autoplay.pause():
            self._show_autoplay()

    def _toggle(self, _event: Any) -> None:
        autoplay, session = self.autoplay, self.page.state.session
        if autoplay is None or session is None:
            return
        ply = autoplay.toggle(session.cursor, len(session.tokens))
        if ply is not None:
            self.page.step_to(ply, browsing=ply < len(session.tokens))
            self.position()
        if autoplay.status == "playing":
            self._later(autoplay)
        self._show_autoplay()

    def _step(self, run: int) -> None:
        autoplay, session = self.autoplay, self.page.state.session
        if autoplay is None or session is None or run != autoplay.run:
            return
        ply = autoplay.step(session.cursor, len(session.tokens))
        if ply is not None:
            self.page.step_to(ply, browsing=ply < len(session.tokens))
            self.position()
            self._later(autoplay)
        self._show_autoplay()

    # ----- to the host -------------------------------------------------------------------
    def _send(self, kind: str, **fields: Any) -> None:
        if not self.active or self.frame.window.parent == self.frame.window:
            return
        # Through the frame's own script (boot.js): the host knows the board by the window
        # that posts, which would be another board's where one Python serves several.
        self.frame.window.ABSTRACT_BOARDS_HOST.tell(to_js(board_message(kind, **fields)))

    def _where(self) -> dict[str, Any]:
        session = self.page.state.session
        if session is None:
            return {}
        outcome = session.outcome()
        state = session.current
        return {
            "game": session.start.game.name,
            "ply": session.cursor,
            "moves": len(session.tokens),
            "to_move": None if outcome else state.to_move,
            "outcome": outcome.code() if outcome else "",
            "reason": outcome.reason if outcome else "",
            "position": state.position_text() if self.page.state.reveal
            else state.game.public_position_text(state),
        }

    def ready(self) -> None:
        """Tell the host, then answer the messages it sent meanwhile and listen for more."""
        if self.reader is not None:
            self.reader.keep_line()  # the line the link brought is the author's
        self._send("ready", **self._where())
        host = getattr(self.frame.window, "ABSTRACT_BOARDS_HOST", None)
        if self.active and host is not None and self._listener is None:
            self._listener = create_proxy(reports.guard(self.on_message))
            host.listen(self._listener, untrusted.MAX_DEPTH, untrusted.MAX_MESSAGE_VALUES,
                        untrusted.MAX_MESSAGE_CHARS)

    def moved(self, token: str, by_reader: bool = False) -> None:
        """A move was played (``by_reader``: tapped on the board, or the computer's answer)."""
        if by_reader and self.reader is not None:
            self.reader.moved()
        self._send("moved", token=token, **self._where())

    def position(self) -> None:
        self._send("position", **self._where())

    # ----- from the host -------------------------------------------------------------------
    def on_message(self, text: Any, problem: Any = None, converted: bool = False) -> None:
        """One message from the embedding page, as web/boot.js hands it over (only that
        page's messages come here); carried out, or answered with one ``error`` reply."""
        try:
            self.run(host_message(text, problem, bool(converted)))
        except (BadMessage, GameError, RecursionError) as err:
            self._refuse(*error_reply(err))
        except Exception as err:  # noqa: BLE001 - a bug of ours still answers, without its text
            self.frame.window.console.error(f"abstract-boards: {type(err).__name__}: {err}")
            self._refuse("bad_message", "the board could not carry out this message")

    def _refuse(self, code: str, message: str) -> None:
        self.frame.window.console.warn(f"abstract-boards: {code}: {message}")
        self._send("error", code=code, message=message, **self._where())

    def run(self, command: Command) -> None:
        """Carry out a valid command, or raise before anything changes on the board; what the
        host page plays or loads is the author's line, which the reader's Undo keeps."""
        self._run(command)
        if self.reader is not None and command.kind != "goto":
            self.reader.keep_line()
            self.reader.follow()

    def _run(self, command: Command) -> None:
        page = self.page
        if command.kind == "load":
            loaded = load_session(command)
            seats = computer_seats(command.computer, loaded.start.options.players)
            if command.record is not None:
                page.open_record(loaded, command.computer)
            else:
                page.hide_message()
                page.set_seats(seats or {}, loaded.start.options.players)
                page.open_session(loaded.start.game, loaded,
                                  browsing=loaded.cursor < len(loaded.tokens))
            self.position()
            return
        session = page.state.session
        if session is None:
            raise BadMessage("no game is open", "no_game")
        if command.kind == "play":
            page.commit(session.read_moves(list(command.moves)), "host")  # all are played, or none
        elif command.kind == "goto":
            ply = command.ply or 0
            if ply > len(session.tokens):
                raise BadMessage(f"ply {ply} is past the last move ({len(session.tokens)})",
                                 "bad_ply")
            session.goto(ply)
            page.render()
            self.position()
        elif command.kind == "reset":
            page.open_session(session.start.game, Session(session.start))
            self.position()
