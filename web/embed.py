"""Embed mode and the host page API (docs/embedding.md).

``?embed=1`` shows only the board (``controls=1`` adds the replay buttons;
``interactive=0`` makes it view-only). The host page talks to the board with
``postMessage``: every message is validated by ``web.host_messages``, and
only the embedding window is obeyed. The board reports ``ready``, ``moved``
and ``position`` back to its parent window, and ``error`` (a reason code and a
short message) for every message it cannot carry out: nothing is changed then.
"""

from __future__ import annotations

from typing import Any

from pyscript import document, window  # type: ignore[import-not-found]
from pyscript.ffi import to_js  # type: ignore[import-not-found]

from games.errors import GameError
from games.session import Session

from . import dom
from .host_messages import (
    BadMessage,
    Command,
    board_message,
    error_reply,
    load_session,
    parse_host_message,
)
from .links import LinkRequest, parse_seats
from .page import Page


class Embed:
    def __init__(self, page: Page) -> None:
        self.page = page
        self.active = False

    def configure(self, request: LinkRequest) -> bool:
        """Switch embed mode on from the page link (once, at start-up); True when it is on.

        The controller then sets the page state from the link (interactive, orientation).
        """
        if not request.embed:
            return False
        self.active = True
        root = document.documentElement
        root.setAttribute("data-embed", "1")
        root.setAttribute("data-controls", "1" if request.controls else "0")
        root.setAttribute("data-interactive", "1" if request.interactive else "0")
        dom.listen(window, "message", self.on_message)
        return True

    # ----- to the host -------------------------------------------------------------------
    def _send(self, kind: str, **fields: Any) -> None:
        if not self.active or window.parent == window:
            return
        window.parent.postMessage(to_js(board_message(kind, **fields)), "*")

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
        }

    def ready(self) -> None:
        self._send("ready", **self._where())

    def moved(self, token: str) -> None:
        self._send("moved", token=token, **self._where())

    def position(self) -> None:
        self._send("position", **self._where())

    # ----- from the host -------------------------------------------------------------------
    def on_message(self, event: Any) -> None:
        if event.source != window.parent or window.parent == window:
            return  # only the page that embeds this board may drive it
        data = event.data
        try:
            if hasattr(data, "to_py"):
                data = data.to_py()
            self.run(parse_host_message(data))
        except (BadMessage, GameError, RecursionError) as err:
            code, message = error_reply(err)
            window.console.warn(f"abstract-boards: {code}: {message}")
            self._send("error", code=code, message=message, **self._where())

    def run(self, command: Command) -> None:
        """Carry out a valid command, or raise before anything changes on the board."""
        page = self.page
        if command.kind == "load":
            seats, problems = parse_seats(command.computer or "")
            if problems:
                raise BadMessage("; ".join(problems))
            loaded = load_session(command)
            if command.record is not None:
                page.open_record(loaded, command.computer)
            else:
                page.hide_message()
                page.set_seats(seats, loaded.start.options.players)
                page.open_session(loaded.start.game, loaded,
                                  browsing=loaded.cursor < len(loaded.tokens))
            self.position()
            return
        session = page.state.session
        if session is None:
            raise BadMessage("no game is open", "no_game")
        if command.kind == "play":
            page.commit(command.moves, "host")  # all are played, or none
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
