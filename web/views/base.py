"""What every board view repeats: its elements, its listeners, seat names, hints, destroy.

A view (``web.views.<game>``) draws states through ``web.draw.KeyedLayer``
and passes taps to its game's tap model (``web.models.<game>``), asked with
the selection of the board it drew last. It keeps no selection of its own: the
selection is part of the ``BoardState``, as in chessground's one state object.
The controller uses only this interface:

- ``View(board_svg, seat_top, seat_bottom)``: made once per game kind;
- ``render(board)``: draw one ``web.board_state.BoardState``: the state, the
  seat at the bottom, the last whole turn to mark, the ply just played (which
  may animate), the computer's seats, whose hidden hand may be shown, whether
  to lay the board out anew, and the selection. It is the only way the page
  tells a view anything; ``state`` and ``drawn`` are what the view drew last
  (read, never written, outside: the screen-reader names and the keyboard read
  the selection from ``drawn``). A board that differs from ``drawn`` only in
  its selection (``same_but_selection``) redraws only the selection's marks;
- ``tap(target) -> Move | TakeDevice | Selection | None``: the move the tap
  completes (a value, never a token), the device taken, the new selection
  (the page draws it: ``render(replace(drawn, selection=…))``), or None when
  nothing changed;
- ``seat_name(player)``; ``hint(state)``;
- ``build_controls(container)`` and ``control(action) -> Move | Selection | None``
  for a game's own buttons;
- ``destroy()``: unbind every listener and empty the board and seats.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, TypeVar

from games.base import Move, State

from .. import dom
from ..frame import frame_of
from ..board_state import BoardState, Selection, TakeDevice
from ..i18n import t
from ..models.base import TapModel
from ..note_marks import NoteMarks


SQUARE_DATA = ("square", "hex", "tile")
"""The ``data-*`` names a board gives its squares (Siam's squares, Saiju's hexes, Ni-Ju's cells
and tiles, each named by its square)."""
S = TypeVar("S", bound=State)
"""The game's state type (a view draws only its own game's states)."""
M = TypeVar("M", bound=TapModel[Any, Any])


class BoardView(Generic[S]):
    """The base of the four views."""

    game_name: ClassVar[str] = ""
    """The game's name, which is also the prefix of its strings (``siam.seat.0``)."""
    labels_key: ClassVar[str] = ""
    """Where the site keeps the view's Labels choice (``dom.save_flag``); "": the board has
    no labels to show."""

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        self.board = board
        self.frame = frame_of(board)
        """The board's document and window: the view draws and listens there."""
        self.seats = (seat_top, seat_bottom)
        self.listeners = dom.Listeners()
        """Every listener this view bound; ``destroy`` unbinds them."""
        self.state: S | None = None
        """The state drawn last (None: nothing yet, or the view was destroyed)."""
        self.drawn: BoardState | None = None
        """The board value drawn last (None: nothing yet)."""
        self._taps: tuple[BoardState, Any, Any] | None = None
        """(board, its tap model, its selection) as ``taps_with`` last answered."""
        self.labels_on = bool(self.labels_key) and dom.load_flag(self.frame, self.labels_key)
        """The Labels choice as shown (``labels_shown``): the kept one, or the link's."""

    # ----- drawing and taps (each view's own) -------------------------------------------------
    def render(self, board: BoardState) -> None:
        """Draw ``board`` (``web.board_state``): its state, turned for ``board.bottom``."""
        raise NotImplementedError

    def tap(self, target: Any) -> Move | TakeDevice | Selection | None:
        """A tap on ``target``: the move it completes, the device taken by the player to move
        (a game with hidden hands), the selection after it, or None (nothing changed)."""
        raise NotImplementedError

    def square_of(self, element: Any) -> str | None:
        """The square ``element`` of the board stands for, as the game writes it (an author's
        mark names what they pressed on): a square's, a hex's or a tile's ``data-*`` name."""
        hit = dom.closest_data(element, *SQUARE_DATA)
        return hit[1] if hit is not None else None

    def taps_with(self, model_class: type[M]) -> tuple[M, Any]:
        """The tap model ``model_class`` of the board drawn last (``TapModel.of``: made once per
        position) and that board's selection as the model's own (each view's ``taps``)."""
        board = self.drawn
        assert board is not None, "a tap model is asked only once a board is drawn"
        asked = self._taps
        if asked is not None and asked[0] is board:  # a redraw asks five or six times
            return asked[1], asked[2]
        model = model_class.of(board.state, board.forbidden)
        selection = model.own(board.selection)
        self._taps = (board, model, selection)
        return model, selection

    @staticmethod
    def changed(before: Selection, answer: Move | Selection) -> Move | Selection | None:
        """A tap model's ``answer`` as ``tap`` returns it: None when it is the selection
        ``before`` again (nothing to redraw)."""
        return None if answer == before and isinstance(answer, Selection) else answer

    # ----- an author's marks (games.notes) --------------------------------------------------
    notes: NoteMarks | None = None
    """The layer of the shown position's arrows and marked squares, above the pieces; each
    view makes it in its board (``NoteMarks``) and calls ``draw_notes`` on every redraw."""
    note_unit: ClassVar[float] = 100
    """A square's size in the board's units (arrows and rings are drawn to it)."""

    def note_point(self, name: str) -> tuple[float, float] | None:
        """The centre of the square named ``name`` as the board is drawn (None: not on it)."""
        return None

    def draw_notes(self, board: BoardState) -> None:
        if self.notes is not None:
            self.notes.draw(board.marks, self.note_point, self.note_unit)

    # ----- text for the page -------------------------------------------------------------
    def seat_name(self, player: int) -> str:
        return t(f"{self.game_name}.seat.{player}")

    def seat_facts(self, state: State) -> list[str]:
        """Each seat as a saved picture's caption names it: its name and what it holds that
        the board does not show (by default its score, when the game keeps one)."""
        scores = state.scores()
        if scores is None:
            return []
        return [t("picture.score", seat=self.seat_name(p), n=n) for p, n in enumerate(scores)]

    def hint(self, state: State) -> str:
        return t(f"{self.game_name}.hint")

    # ----- a game's own buttons (optional) ---------------------------------------------------
    def build_controls(self, container: Any, more: Any = None) -> None:
        """Add buttons carrying ``data-view-action`` (none by default).

        ``container`` holds what the current step needs (End turn, Draw 2, Rotate, the pile to
        take from): it is always in view. ``more`` (``container`` when None) holds the rest, such
        as view toggles, a legend or a score sheet: it may scroll out of sight on a phone."""

    def control(self, action: str) -> Move | Selection | None:
        """Answer one of those buttons: the move it plays, the selection after it, or None."""
        return None

    # ----- the Labels choice (``labels=1``) ---------------------------------------------------
    def has_labels(self) -> bool:
        """Whether the board has labels to show (its Labels button, ``labels=1``)."""
        return bool(self.labels_key)

    def labels_shown(self) -> bool:
        """Whether the board shows its labels now (a saved picture shows them too): Saiju's hex
        names, Symbol Pallet's colour letters. Always False for a board with nothing more to
        name (Siam always shows its coordinates; Ni-Ju's squares have no names)."""
        return self.labels_on

    def show_labels(self, on: bool) -> None:
        """Show or hide the labels for this visit, leaving the kept choice as it is (a link's
        ``labels=1`` wins over it); nothing for a board without labels."""
        if self.labels_key and on != self.labels_on:
            self.labels_on = on
            self.apply_labels()

    def toggle_labels(self) -> None:
        """The view's Labels button: the other choice, shown and kept for the next visits."""
        self.labels_on = not self.labels_on
        dom.save_flag(self.frame, self.labels_key, self.labels_on)
        self.apply_labels()

    def apply_labels(self) -> None:
        """Draw the board with ``labels_on`` as it is now (each view with labels has its own)."""

    # ----- the end of a view ------------------------------------------------------------------
    def destroy(self) -> None:
        """Unbind every listener and empty the board and the seats (another game comes)."""
        self.listeners.unbind_all()
        dom.clear(self.board)
        for seat in self.seats:
            dom.clear(seat)
        self.state = None
        self.drawn = None


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

    def control(self, action: str) -> Move | Selection | None:
        """Fit answers the Fit button, ``view_control`` every other one (both only once a
        state is shown)."""
        if self.state is None:
            return None
        if action == "fit":
            if not self.pan.see_all():
                self.fit()
            return None
        return self.view_control(action)

    def view_control(self, action: str) -> Move | Selection | None:
        """Answer a button other than Fit, a state being shown: the move it plays, the
        selection after it, or None."""
        return None
