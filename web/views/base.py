"""What every board view repeats: its elements, its listeners, seat names, hints, destroy.

A view (``web.views.<game>``) draws states through ``web.draw.KeyedLayer``
and passes taps to its game's tap model (``web.models.<game>``). The
controller uses only this interface:

- ``View(board_svg, seat_top, seat_bottom)``: made once per game kind;
- ``show(state, bottom, before=None, move=None)``: draw a state; with
  ``before``/``move`` the move was just played and may animate; ``bottom`` is
  the seat nearest the viewer;
- ``set_last(before, move)``: mark the last move after undo/redo;
- ``set_recent(steps)``: the same from the moves of the last turn
  (``Session.last_turn``), for a view that marks a whole turn (Saiju);
- ``set_turn(plies)``: mark the whole last turn, (before, after) per ply
  (``Session.last_turn``: the engine says who made each ply), for games
  whose turn has several plies;
- ``tap(target) -> token | None``; ``clear_selection()``;
- ``seat_name(player)``; ``hint(state)``;
- ``build_controls(container)`` and ``control(action) -> token | None`` for a
  game's own buttons;
- ``destroy()``: unbind every listener and empty the board and seats.

Setting ``view.state = None`` asks the next ``show`` to lay the board out anew.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar

from games.base import State

from .. import dom
from ..i18n import t


S = TypeVar("S", bound=State)
"""The game's state type (a view draws only its own game's states)."""


class BoardView(Generic[S]):
    """The base of the four views."""

    game_name: ClassVar[str] = ""
    """The game's name, which is also the prefix of its strings (``siam.seat.0``)."""

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        self.board = board
        self.seats = (seat_top, seat_bottom)
        self.listeners = dom.Listeners()
        """Every listener this view bound; ``destroy`` unbinds them."""
        self.state: S | None = None
        self.solo = False
        """One person plays alone and may see every seat's hidden hand (a lesson or a puzzle):
        the page never asks to hand the device over."""

    # ----- drawing and taps (each view's own) -------------------------------------------------
    def show(self, state: S, bottom: int, before: S | None = None,
             move: str | None = None) -> None:
        """Draw ``state``, ``bottom``'s seat nearest the viewer; ``before``/``move``: just played."""
        raise NotImplementedError

    def tap(self, target: Any) -> str | None:
        """A tap on ``target``: the move token it completes, or None (the selection changed)."""
        raise NotImplementedError

    def clear_selection(self) -> None:
        """Drop whatever is picked and redraw without it."""
        raise NotImplementedError

    # ----- the last move ------------------------------------------------------------------
    def set_last(self, before: Any, move: str | None) -> None:
        """Mark ``move``, played from ``before``, as the last move (None: no move yet)."""
        raise NotImplementedError

    def set_recent(self, steps: Sequence[tuple[State, str]]) -> None:
        """Mark the last move after undo, redo, a jump or a reload: ``steps`` are the moves of
        the last turn (``Session.last_turn``: the engine says who made each) that led to the
        state on screen, oldest first, each with the state it was played from."""
        if steps:
            self.set_last(*steps[-1])
        else:
            self.set_last(None, None)

    # ----- text for the page -------------------------------------------------------------
    def seat_name(self, player: int) -> str:
        return t(f"{self.game_name}.seat.{player}")

    def hint(self, state: State) -> str:
        return t(f"{self.game_name}.hint")

    def set_turn(self, plies: list[tuple[State, State]]) -> None:
        """Mark the last turn's plies (nothing by default: one ply a turn, marked by ``show``)."""

    # ----- a game's own buttons (optional) ---------------------------------------------------
    def build_controls(self, container: Any, more: Any = None) -> None:
        """Add buttons carrying ``data-view-action`` (none by default).

        ``container`` holds what the current step needs (End turn, Draw 2, Rotate, the pile to
        take from): it is always in view. ``more`` (``container`` when None) holds the rest, such
        as view toggles, a legend or a score sheet: it may scroll out of sight on a phone."""

    def control(self, action: str) -> str | None:
        """Answer one of those buttons: the move token it plays, if any."""
        return None

    # ----- the end of a view ------------------------------------------------------------------
    def destroy(self) -> None:
        """Unbind every listener and empty the board and the seats (another game comes)."""
        self.listeners.unbind_all()
        dom.clear(self.board)
        for seat in self.seats:
            dom.clear(seat)
        self.state = None


class PannedView(BoardView[S]):
    """A view whose board pans and zooms (Ni-Ju, Symbol Pallet): its Fit button
    (``data-view-action="fit"``) shows the whole board when the page's zoom shows only
    the part where play is, and the page's zoom again otherwise (``web.views.pan_zoom``)."""

    pan: Any
    """The board's ``PanZoom``."""

    def fit(self, width: float | None = None) -> None:
        """Show the page's zoom: every tap target at least 44 px, around where play is;
        ``width``: the board's width in CSS pixels, if read before the redraw's writes."""
        raise NotImplementedError

    def control(self, action: str) -> str | None:
        """Fit answers the Fit button, ``view_control`` every other one (both only once a
        state is shown)."""
        if self.state is None:
            return None
        if action == "fit":
            if not self.pan.see_all():
                self.fit()
            return None
        return self.view_control(action)

    def view_control(self, action: str) -> str | None:
        """Answer a button other than Fit, a state being shown: the move token it plays, if any."""
        return None
