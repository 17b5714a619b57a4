"""Starting boards in this interpreter: the page's own, then its siblings' (one Python per page).

A rules page embeds ten or twenty boards of this site, each in a frame of its own. The
first that wants Python starts it (``web/main.py``) and becomes the host
(``web/shared_python.js`` keeps its registry); every later board of the same host page
is adopted here instead of starting an interpreter of its own: its controller
(``web.app.App``) is made in this interpreter with the guest frame's document and window
(``web.frame.Frame``), in a ``BoardContext`` of its own (its language, its error report:
``web.board_context``). Its listeners, timers, host messages and page contract all live
in its own document and window, so it behaves as a board alone: only the Python behind it
is shared.

Each adoption answers the guest with an ``AdoptedBoard``: the registry asks its
``link_now`` when the host frame is about to go (removed or navigated by the host page),
and the guest then reopens its own document at that link, with the reader's moves and the
position shown, and starts or joins an interpreter again; the guest calls its ``release``
when the guest frame itself goes, and everything of that board is let go.
"""

from __future__ import annotations

from typing import Any

from web.browser import create_proxy

from . import i18n
from .app import App
from .board_context import BoardContext, release, serving
from .frame import Frame

REGISTRY = "ABSTRACT_BOARDS_PYTHON"
"""The name ``web/shared_python.js`` gives the registry on the window of the board that
claimed the host's role (absent on a page that does not share: the site itself, a board
the host page sandboxes)."""

def start_board(frame: Frame, start: str) -> App:
    """Start the board of ``frame`` in the board context served now: its language from its
    own ``boot.js``, its controller, its page contract (``start``: how the interpreter
    started, ``<html data-py-code>``, for tests and bench/)."""
    frame.document.documentElement.setAttribute("data-py-code", start)
    i18n.attach(frame.window)  # the strings boot.js loaded (web/strings.js), before any view names a thing
    app = App(frame)
    app.start()
    return app


def offer(frame: Frame) -> bool:
    """After the page's own board has started: serve the boards of the host page that
    wait for this interpreter, and every one that comes later. False where this page
    shares nothing (no registry)."""
    registry = getattr(frame.window, REGISTRY, None)
    if registry is None or not hasattr(registry, "serve"):
        return False
    registry.serve(create_proxy(adopt))
    return True


class AdoptedBoard:
    """What a guest frame holds of the board adopted for it (``web/shared_python.js`` calls
    its methods through the proxy ``adopt`` returns)."""

    def __init__(self, app: App, board: BoardContext) -> None:
        self.app = app
        self.board = board

    def link_now(self) -> str | None:
        """The link that opens this board again as it shows now (its host frame is going)."""
        with serving(self.board):  # the board's own language goes into its link
            return self.app.embed.reopening_link(self.app.opponent.link_value())

    def release(self) -> None:
        """The guest frame has gone: free what the browser held of its board, and the board."""
        release(self.board)  # the guest frees its proxy of this object once this call returns


def adopt(window: Any) -> Any:
    """Start the board of the guest frame ``window`` here; returns what the guest holds of it
    (an ``AdoptedBoard``, as a JS proxy). An error goes back to the guest, which then starts
    an interpreter of its own."""
    frame = Frame(window.document, window)
    board = BoardContext()
    with serving(board):
        window.document.documentElement.setAttribute("data-py-start", "shared")
        adopted = AdoptedBoard(start_board(frame, "shared"), board)
    return create_proxy(adopted)  # held by the guest: it keeps the board alive until released
