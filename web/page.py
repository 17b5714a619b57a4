"""The page's state and the few commands its parts may call.

The controller (``web/app.py``) owns one ``PageState`` and implements
``Page``. Everything else in ``web/`` that acts on the game on screen (the
computer opponent, lessons, saved games, the record dialog, embed mode, the
routes and the play flow) receives a ``Page``: it reads the state through
``ReadOnlyPageState`` (the same object, typed without setters: nothing is
copied on a tap) and changes it only by the commands, and never reaches into
the controller itself. Only the controller writes a field of the state (the
selection and a proposed move included), the control buttons and the board's
orientation (``tests/test_web_structure.py`` checks the writes).

This module imports no other part of the page, so every part can import it
without making an import cycle.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, Literal, Protocol, TypeVar

from games.base import Game, Move, State
from games.session import Session

from .board_state import BoardState, Ply, Selection, TakeDevice
from .error_words import failure_text
from .frame import Frame
from .i18n import t
from .questions import Asked, Questions

CommitSource = Literal["move", "host", "exercise"]
Route = Literal["home", "game", "puzzles"]
"""What fills the page: the home page, a game (or a lesson), a game's puzzle list."""
"""Who played a move: a person or the computer on the page (``move``: the message is
dropped, the game saved and the host told), the embedding page (``host``: saved and
told), or a lesson or puzzle (``exercise``: nothing is saved or sent out)."""


class View(Protocol):
    """A board view as the page uses it (documented in ``web/views/base.py``)."""

    state: Any
    """The state drawn last (the keyboard and screen-reader names read it)."""

    def render(self, board: BoardState) -> None: ...

    def tap(self, target: Any) -> Move | TakeDevice | Selection | None: ...

    def square_of(self, element: Any) -> str | None: ...

    def seat_name(self, player: int) -> str: ...

    def seat_facts(self, state: State) -> list[str]: ...

    def hint(self, state: State) -> str: ...

    def build_controls(self, container: Any, more: Any = None) -> None: ...

    def has_labels(self) -> bool: ...

    def labels_shown(self) -> bool: ...

    def show_labels(self, on: bool) -> None: ...

    def toggle_labels(self) -> None: ...

    def control(self, action: str) -> Move | Selection | None: ...

    def destroy(self) -> None: ...


@dataclass
class PageState:
    """What is on screen: the game, its record, its view and how the board faces."""

    game: Game | None = None
    session: Session | None = None
    view: View | None = None
    """The board view; None on the home page before any game."""
    access: Any = None
    """Names and keyboard targets of the view's board (``web.access``)."""
    flip: bool = False
    """"Turn board to player": the person to move sits at the bottom."""
    holder: int | None = None
    """The seat that took the device (pass and play) while it is their turn: their hidden hand
    may be shown (``BoardState.holder``)."""
    turned_to: int | None = None
    """With ``flip``: the person the board faced last (kept on computer turns)."""
    fixed_bottom: int = 0
    """The seat at the bottom when the board does not turn to the player to move."""
    confirm_moves: bool = False
    """Ask before a tapped move is played (against mis-taps on a shared tablet)."""
    browsing: bool = False
    """True after the player stepped back through the record (not by Undo)."""
    proposed: Asked[Move] | None = None
    """A tapped move shown on the board, waiting for Play it / Take back (asked about the
    position it was tapped in: ``web.questions``)."""
    on_show: Move | None = None
    """A lesson's or puzzle's wrong try drawn on the board but not played (until Take it back)."""
    questions: Questions = field(default_factory=Questions)
    """The dialogs' questions about the game on screen (``web.questions``): the page withdraws
    those that no longer hold when it draws another position or leaves the game."""
    link: str = ""
    """The whole link of what is on screen (``web.links``); the address bar shows less for
    an unfinished game with hidden hands (``web.links.private_link``)."""
    reveal: bool = False
    """``reveal=1``: ``#app[data-position]`` and a saved picture show hidden parts too."""
    labels: bool = False
    """``labels=1``: the board names its squares (``BoardView.show_labels``) whatever the
    choice the site keeps."""
    route: Route = "home"
    """What fills the page (``show_route`` sets it and ``html[data-route]``, the styles' hook)."""
    embedded: bool = False
    """``?embed=1``: only the board, inside another site (``web/embed.py``)."""
    interactive: bool = True
    """False for an embedded view-only board: taps play nothing."""
    editing: bool = False
    """The board editor is open (``web.editor_ui``): board taps set up a position, none plays."""
    solo: bool = False
    """One person plays alone and may see every seat's hidden hand (a lesson or a puzzle):
    the page never asks to hand the device over."""
    drawn: BoardState | None = None
    """The board the page drew last on ``view`` (None before the first on that view): its
    ``selection`` is the half-made move (a tap's or a key's), which the next board keeps what
    of carries over (``board_state.carried``); a tap's selection is drawn on it."""

    @property
    def watching(self) -> bool:
        """A view-only embed: nobody plays at this board (``BoardState.watching``)."""
        return self.embedded and not self.interactive


class ReadOnlyPageState(Protocol):
    """``PageState`` as the page's parts see it: every field read, none written (the
    controller changes them through the ``Page`` commands)."""

    @property
    def game(self) -> Game | None: ...
    @property
    def session(self) -> Session | None: ...
    @property
    def view(self) -> View | None: ...
    @property
    def access(self) -> Any: ...
    @property
    def flip(self) -> bool: ...
    @property
    def holder(self) -> int | None: ...
    @property
    def turned_to(self) -> int | None: ...
    @property
    def fixed_bottom(self) -> int: ...
    @property
    def confirm_moves(self) -> bool: ...
    @property
    def browsing(self) -> bool: ...
    @property
    def proposed(self) -> Asked[Move] | None: ...
    @property
    def on_show(self) -> Move | None: ...
    @property
    def questions(self) -> Questions: ...
    @property
    def link(self) -> str: ...
    @property
    def reveal(self) -> bool: ...
    @property
    def route(self) -> Route: ...
    @property
    def embedded(self) -> bool: ...
    @property
    def interactive(self) -> bool: ...
    @property
    def editing(self) -> bool: ...
    @property
    def solo(self) -> bool: ...
    @property
    def drawn(self) -> BoardState | None: ...
    @property
    def watching(self) -> bool: ...


class Page(Protocol):
    """The commands of the page, as its parts see them (``web.app.App`` implements them)."""

    @property
    def state(self) -> ReadOnlyPageState:
        """What is on screen, read only: a command changes it."""

    frame: Frame
    """The board's document and window: every part draws and listens in these."""
    root: Any
    """``#app``: the page contract's attributes live on it."""

    def render(self, animate: bool = False, relayout: bool = False) -> None:
        """Draw the session's current state; ``animate``: the last ply was just played (or
        stepped forward to) and may move on the board; ``relayout``: lay the board out anew."""

    def commit(self, moves: Sequence[Move], source: CommitSource = "move") -> None:
        """Play ``moves`` on the session (checked first: all or none) and show the result."""

    def open_session(self, game: Game, session: Session, browsing: bool = False, solo: bool = False) -> None:
        """Put ``session`` on screen (a new game, a link, a save, a lesson)."""

    def open_saved(self, session: Session, computer: dict[int, str] | None = None) -> list[int]:
        """Open a saved or imported game in a history entry of its own."""

    def open_record(self, session: Session, computer: str | None = None) -> None:
        """Open a session read from a record, with the computer seats it names."""

    def open_link(self, query: str) -> None:
        """Open an in-site link as a new page state."""

    def leave_game(self) -> None:
        """No game on screen any more (the home page, a puzzles list)."""

    def set_seats(self, computer: dict[int, str], players: int) -> list[int]:
        """Who plays from the next game on; returns the seats dropped for not existing."""

    def set_link(self, link: str) -> None:
        """The link of what is on screen (a lesson or a puzzle writes its own)."""

    def set_reveal(self, reveal: bool, labels: bool = False) -> None:
        """Whether the page contract and a saved picture show hidden parts (``reveal=1``), and
        whether the board names its squares whatever the kept choice (``labels=1``)."""

    def show_route(self, route: Route) -> None:
        """Fill the page with ``route`` (the home page, a game, a puzzle list)."""

    def step_to(self, ply: int, browsing: bool = True) -> None:
        """Move the record's cursor to ``ply`` and draw it (forward by one animates);
        ``browsing``: the player looks back through the record (a move tapped then asks
        before it replaces the later ones)."""

    def play_on(self) -> None:
        """The player plays on from the position on screen (after Undo or Redo, or agreeing to
        replace the later moves): a tapped move no longer asks about the later ones."""

    def propose(self, move: Move) -> None:
        """Show ``move`` on the board, not played, with the Confirm bar (``proposed``): the page
        drops it when it draws the session again (a move played, taken back, another game)."""

    def show_try(self, ply: Ply) -> None:
        """A lesson's or puzzle's wrong try drawn on the board, not played (``on_show``)."""

    def forget_try(self) -> None:
        """No try on show any more (taken back, another step, the lesson left)."""

    def set_editing(self, editing: bool) -> None:
        """The board editor is open (board taps set up a position) or closed."""

    def show_setup(self, state: State, relayout: bool = False) -> None:
        """The board editor's position on the board, as a session of its own."""

    def take_device(self, seat: int) -> None:
        """``seat`` has taken the device (pass and play): draw their hidden hand."""

    def show_preview(self, ply: Ply) -> None:
        """Show ``ply.after`` (not in the record) as ``ply.move`` played from ``ply.before``."""

    def refresh_controls(self) -> None:
        """Enable and disable the control buttons for the state of the page."""

    def select(self, selection: Selection) -> None:
        """Draw the board again with ``selection`` (a tap's or a key's half-made move; ``NOTHING``
        drops it), then let the names and the hint follow."""

    def after_view_change(self) -> None:
        """Names, the keyboard's tab stop and the status line's hint follow every redraw and
        every tap (a tap that played nothing changed what to tap next)."""

    def settle_names(self) -> None:
        """Write the board's names and tab stop now if a redraw left them for after the paint
        (the keyboard is about to move the focus by them)."""

    def show_message(self, text: str, info: bool = False, fleeting: bool = False,
                     undo: Callable[[], None] | None = None) -> None: ...

    def hide_message(self) -> None: ...

    def recover(self) -> None:
        """After an error: forget any half-made choice and draw the session again."""

    def game_title(self, game: Game) -> str: ...

    def start_editing(self) -> None:
        """Open the board editor on the position on screen (a link with ``edit=1``)."""


Handler = TypeVar("Handler", bound=Callable[..., Any])


def show_route(state: PageState, route: Route, document: Any) -> None:
    """Fill the page (``document``) with ``route``: the page's parts read ``state.route``; the
    stylesheet reads ``html[data-route]`` (it shows one of the home page, the game and the puzzle list)."""
    state.route = route
    document.documentElement.setAttribute("data-route", route)


def report_error(page: Page, err: BaseException, redraw: bool = True) -> None:
    """Log a Python error, show a short message in the page's language (``failure_text``) and,
    unless the error is one of the work a redraw asks for (``reports.guard``'s ``redraw``), draw
    the last good state again."""
    page.frame.window.console.error(traceback.format_exc())
    page.show_message(t("error.unexpected", error=failure_text(err)))
    if redraw:
        page.recover()


def guarded(handler: Handler) -> Handler:
    """Run a method the page calls itself, outside any listener (start-up opens the address
    this way), so that no Python error escapes; listeners, timers and tasks need no such
    wrapper (``dom.listen``, ``dom.later`` and ``tasks.spawn`` guard them).

    The handler's object is the page itself or one of its parts holding it as ``page``.
    """

    @wraps(handler)
    def run(self: Any, *args: Any) -> Any:
        try:
            return handler(self, *args)
        except Exception as err:  # noqa: BLE001 - the page must survive any bug
            report_error(getattr(self, "page", self), err)
            return None

    return run  # type: ignore[return-value]
