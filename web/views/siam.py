"""The Siam board: draws a SiamState through keyed layers and passes taps to the tap model.

It knows no rule and keeps no selection. What a tap does and what is lit comes
from the tap model (``web.models.siam``) asked with the ``BoardState``'s
selection; how pieces slide comes from the engine's ``displacements``. The
squares and coordinates are built once per layout from the diagrams' shape
functions (``games.diagram.siam``) with this view's turned coordinates; pieces,
marks and the facing chooser are keyed layers (``web.draw.KeyedLayer``)
rendered on every redraw; a board that differs only in its selection redraws
only the marks, the chooser and the reserves.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

from games.diagram.siam import (
    ANGLE,
    CELL,
    MARGIN,
    PIECE_NAMES,
    coord_nodes,
    grid_xy,
    piece_shapes,
    square_nodes,
)
from games.base import Move, State
from games.siam import Geometry, SiamMove, SiamState

from .. import dom
from ..board_state import BoardState, Selection, same_but_selection
from ..draw import KeyedLayer, Sprite, attrs
from ..i18n import t
from ..models.siam import Choice, SiamSelection, SiamTapModel
from ..note_marks import NoteMarks
from .base import BoardView

ARROW_DISTANCE = 72
ARROW_RADIUS = 30
ARROW_HIT = 40
"""The arrows' invisible tap circle: 44 px even on a 390 px wide phone."""
DIR_DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
ARROW_PATH = "M0 -20 L16 6 L6 6 L6 18 L-6 18 L-6 6 L-16 6 Z"


def _draw_piece(kind: str, group: Any) -> None:
    """A piece facing north around (0, 0) (the diagrams' shapes); its sprite turns it."""
    dom.fill(group, piece_shapes(kind))


def _draw_rect(half: int, rx: int, group: Any) -> None:
    dom.svg("rect", group, x=-half, y=-half, width=2 * half, height=2 * half, rx=rx)


def _draw_nothing(_element: Any) -> None:
    """A plain shape: everything it is lies in its attributes."""


def _draw_dot(group: Any) -> None:
    dom.svg("circle", group, cx=0, cy=0, r=18)


def _draw_backdrop(group: Any) -> None:
    side = 5 * CELL + 2 * MARGIN
    dom.svg("rect", group, x=-MARGIN, y=-MARGIN, width=side, height=side)


def _draw_arrow(group: Any) -> None:
    dom.svg("circle", group, class_="chooser-hit", r=ARROW_HIT)  # a 44 px tap on phones
    dom.svg("circle", group, r=ARROW_RADIUS)
    dom.svg("path", group, d=ARROW_PATH)


def touched(before: SiamState, move: SiamMove | None) -> list[str]:
    """The squares ``move`` touched (marked as the last move), from the engine's displacements."""
    if move is None:
        return []
    return [n for pair in before.displacements(move) for n in pair if n is not None]


class SiamView(BoardView[SiamState]):
    """One Siam board in the page: the SVG and the two seats (reserves)."""

    game_name = "siam"

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        super().__init__(board, seat_top, seat_bottom)
        self.flipped = False
        self.last: list[str] = []
        """The squares the last move touched (class ``last``, drawn through the squares' layer)."""
        self._square_looks: tuple[dict[str, Sprite], dict[str, Sprite]] = ({}, {})
        """Each square's sprite unmarked and marked as the last move's, made once per layout:
        a move re-describes all the squares, and the layer passes over a sprite it drew."""
        self.squares: dict[str, Any] = {}
        """Square name -> its ``rect.sq`` (the keyboard and screen readers name these)."""
        self.reserves: list[Any] = []
        self.reserve_counts: list[Any] = []
        self.geom: Geometry | None = None
        self._build()

    # ----- static drawing, once per game ------------------------------------------------
    def _build(self) -> None:
        dom.clear(self.board)
        dom.set_attrs(self.board, viewBox=f"{-MARGIN} {-MARGIN} {5 * CELL + 2 * MARGIN} "
                      f"{5 * CELL + 2 * MARGIN}", aria_label=t("a11y.board.siam"))
        self.square_layer = KeyedLayer(self.board, "squares", tag="rect")
        self.label_layer = dom.svg("g", self.board, class_="labels")
        self.marks = KeyedLayer(self.board, "marks")
        self.pieces = KeyedLayer(self.board, "pieces", enter_class="entering")
        self.notes = NoteMarks(self.board)
        self.chooser = KeyedLayer(self.board, "chooser")

    def _layout(self, geom: Geometry) -> None:
        """Squares and coordinates for this geometry and orientation (the diagrams' shapes)."""
        if dom.missing(self.square_layer.group.parentNode):  # destroyed: the board was emptied
            self._build()
        self.geom = geom
        dom.clear(self.label_layer)
        plain, marked = ({node.attrs["data-square"]: Sprite("sq", _draw_nothing, tuple(sorted(node.attrs.items())))
                          for node in square_nodes(geom, self._cell_xy, last)} for last in ((), geom.names))
        self._square_looks = (plain, marked)
        self._draw_squares()
        self.squares = {name: self.square_layer.element(name) for name in geom.names}
        dom.build(coord_nodes(geom, self._cell_xy), self.label_layer)
        self._build_seats()

    def _build_seats(self) -> None:
        self.reserves = []
        self.reserve_counts = []
        for seat in self.seats:
            dom.clear(seat)
        for owner in (0, 1):
            button = dom.html("button", self.frame, type="button", class_="reserve", data_reserve=owner,
                              aria_label=t("a11y.siam.reserve_name", seat=t(f"siam.seat.{owner}")))
            icon = dom.svg("svg", button, viewBox="-50 -56 100 100", aria_hidden="true")
            _draw_piece(PIECE_NAMES[owner], dom.svg("g", icon, class_=f"piece {PIECE_NAMES[owner]}"))
            dom.html("span", button, text=t(f"siam.seat.{owner}"), class_="seat-name")
            count = dom.html("span", button, text="×5", class_="count")
            self.reserves.append(button)
            self.reserve_counts.append(count)
        self._place_seats()

    def _place_seats(self) -> None:
        bottom = 1 if self.flipped else 0
        self.seats[1].appendChild(self.reserves[bottom])
        self.seats[0].appendChild(self.reserves[1 - bottom])

    def _cell_xy(self, column: int, row: int) -> tuple[int, int]:
        """The centre of a cell as this board is turned (row 5 nearest when flipped)."""
        if self.flipped and self.geom is not None:
            column, row = self.geom.columns - 1 - column, self.geom.rows - 1 - row
        return grid_xy(column, row)

    def _xy(self, name: str) -> tuple[int, int]:
        assert self.geom is not None
        return self._cell_xy(*self.geom.coords[self.geom.index(name)])

    def _translate(self, name: str) -> str:
        x, y = self._xy(name)
        return f"translate({x}px, {y}px)"

    def _angle(self, facing: str) -> int:
        return ANGLE[facing] + (180 if self.flipped else 0)

    # ----- showing a state ---------------------------------------------------------------------
    def render(self, board: BoardState) -> None:
        """Draw ``board.state``; pieces slide when ``board.played`` starts from what is drawn.

        ``board.bottom`` is the seat whose side of the board is nearest the
        viewer: with the rhinos (1) there, the board is seen from row 5.
        """
        state = board.state
        assert isinstance(state, SiamState)
        if same_but_selection(self.drawn, board):  # a tap: only the selection's marks change
            self.drawn = board
            self._draw_selection()
            return
        self.drawn = board
        flipped = board.bottom == 1
        drawn = None if board.relayout else self.state
        relayout = drawn is None or flipped != self.flipped or state.geom is not drawn.geom
        self.flipped = flipped
        if relayout:
            self._layout(state.geom)
        self.state = state
        played = board.played
        if played is not None and isinstance(played.move, SiamMove) and drawn is not None \
                and (drawn is played.before or drawn == played.before):
            # Slide only pieces drawn where ``before`` has them: a move confirmed after
            # its preview is drawn already, and sliding it again drew a pushed piece twice.
            assert isinstance(played.before, SiamState)
            self._slide(played.before, played.move)
        last = board.turn[-1] if board.turn else None
        touched_now = touched(last.before, last.move) if last is not None and isinstance(
            last.before, SiamState) and isinstance(last.move, SiamMove) else []
        if touched_now != self.last:
            self.last = touched_now
            self._draw_squares()
        self.pieces.render(self._piece_sprites(state))
        self.draw_notes(board)
        self._draw_selection()

    def note_point(self, name: str) -> tuple[float, float] | None:
        if self.geom is None or name not in self.geom.names:
            return None
        return self._xy(name)

    def _draw_squares(self) -> None:
        """Each square's ``rect.sq`` (``edge``, ``last``: the diagrams' classes), by name."""
        plain, marked = self._square_looks
        last = set(self.last)
        self.square_layer.render({name: marked[name] if name in last else sprite
                                  for name, sprite in plain.items()})

    def _slide(self, before: SiamState, move: SiamMove) -> None:
        """Keep each moving piece's element under its new square (CSS slides it); fade the
        pieces that leave the board, one step on in the push's direction."""
        steps = before.displacements(move)
        for src, dst in steps:
            if src is not None and dst is None:
                self.pieces.leave(src, self._off_board(src, move))
        self.pieces.rekey_all({src: dst for src, dst in steps if src is not None and dst is not None})

    def _off_board(self, name: str, move: SiamMove) -> str | None:
        if move.facing is None:  # an exit: it fades where it stands
            return None
        x, y = self._xy(name)
        dx, dy = DIR_DELTA[move.facing]
        if self.flipped:
            dx, dy = -dx, -dy
        return f"translate({x + dx * CELL}px, {y + dy * CELL}px)"

    def _piece_sprites(self, state: SiamState) -> dict[Hashable, Sprite]:
        sprites: dict[Hashable, Sprite] = {}
        for name in state.geom.names:
            piece = state.piece_at(name)
            if piece is None:
                continue
            kind, facing = piece
            owner = PIECE_NAMES.index(kind) if kind in PIECE_NAMES else None
            sprites[name] = Sprite(
                kind, partial(_draw_piece, kind),
                attrs(class_=f"piece {kind}", data_piece=kind, data_square=name,
                      data_facing=facing, data_owner=owner),
                transform=self._translate(name),
                turn=None if facing is None else f"rotate({self._angle(facing)}deg)")
        return sprites

    # ----- the selection: marks, facing arrows, reserves ------------------------------------
    def taps(self) -> tuple[SiamTapModel, SiamSelection]:
        """The tap model of the board drawn last and its selection (the screen-reader names
        and the hint read them too)."""
        return self.taps_with(SiamTapModel)

    def _draw_selection(self) -> None:
        if self.state is None:
            return
        model, sel = self.taps()
        self.marks.render(self._mark_sprites(model, sel))
        choice = model.choice(sel)
        self.chooser.render({} if choice is None else self._choice_sprites(choice))
        self._update_seats(model, sel)

    def _mark_sprites(self, model: SiamTapModel, sel: SiamSelection) -> dict[Hashable, Sprite]:
        sprites: dict[Hashable, Sprite] = {}
        if sel.picked is not None:
            sprites[("selected",)] = Sprite("selected", partial(_draw_rect, 46, 10),
                                            attrs(class_="mark selected"),
                                            transform=self._translate(sel.picked))
        for target, doing in model.targets(sel).items():
            if doing == "push":
                sprites[("target", target)] = Sprite(
                    "push", partial(_draw_rect, 40, 12),
                    attrs(class_="mark target-push", data_target=target),
                    transform=self._translate(target))
            elif doing == "move":
                sprites[("target", target)] = Sprite(
                    "move", _draw_dot, attrs(class_="mark target", data_target=target),
                    transform=self._translate(target))
        return sprites

    def _choice_sprites(self, choice: Choice) -> dict[Hashable, Sprite]:
        x, y = self._xy(choice.square)
        sprites: dict[Hashable, Sprite] = {
            ("backdrop",): Sprite("backdrop", _draw_backdrop,
                                  attrs(class_="chooser-backdrop", data_choice="cancel")),
            ("hole",): Sprite("hole", partial(_draw_rect, CELL // 2, 6), attrs(class_="chooser-hole"),
                              transform=f"translate({x}px, {y}px)"),
        }
        for facing in sorted(choice.moves):
            dx, dy = DIR_DELTA[facing]
            if self.flipped:
                dx, dy = -dx, -dy
            sprites[("arrow", facing)] = Sprite(
                "arrow", _draw_arrow,
                attrs(class_="chooser-button", data_choice=facing, role="button",
                      aria_label=f"face {facing}"),
                transform=(f"translate({x + dx * ARROW_DISTANCE}px, {y + dy * ARROW_DISTANCE}px) "
                           f"rotate({self._angle(facing)}deg)"))
        return sprites

    def _update_seats(self, model: SiamTapModel, sel: SiamSelection) -> None:
        state = self.state
        assert state is not None
        exit_target = model.exit_move(sel) is not None
        for owner in (0, 1):
            button = self.reserves[owner]
            n = state.reserve(owner)
            self.reserve_counts[owner].textContent = f"×{n}"
            classes = ["reserve"]
            mine = state.to_move == owner
            if mine:
                classes.append("to-move")
            if sel.reserve_picked and mine:
                classes.append("selected")
            if exit_target and mine:
                classes.append("target")
            dom.set_attrs(button, class_=" ".join(classes),
                          aria_label=t("a11y.siam.reserve", seat=t(f"siam.seat.{owner}"), n=n))
        self._place_seats()

    # ----- taps --------------------------------------------------------------------------------
    def tap(self, target: Any) -> Move | Selection | None:
        """Handle a tap on ``target`` (an element inside the board or a seat): the move to
        play, the new selection, or None when the tap changed nothing."""
        if self.state is None:
            return None
        model, sel = self.taps()
        return self.changed(sel, model.tap(sel, dom.closest_data(target, "choice", "reserve", "square", "target")))

    # ----- text for the page ----------------------------------------------------------------
    def seat_facts(self, state: State) -> list[str]:
        """Each side and the animals it has in reserve, as on its seat (``×4``)."""
        assert isinstance(state, SiamState)
        return [t("picture.reserve", seat=self.seat_name(p), n=state.reserve(p)) for p in (0, 1)]

    def hint(self, state: State) -> str:
        """What to tap next: the step of the move the selection has reached."""
        step = ""
        if self.drawn is not None and state is self.drawn.state:
            model, sel = self.taps()
            step = model.step(sel)
        return t(f"siam.hint.{step}" if step else "siam.hint")
