"""The Saiju board: draws a SaijuState through keyed layers and passes taps to the tap model.

It knows no rule and keeps no selection: the tap model (``web.models.saiju``),
asked with the ``BoardState``'s selection, says what a tap offers (setup hexes; Shadow -> colour -> hex; End turn and
Finish) and which move it makes; ``LastTurn`` which hexes the last whole turn
changed. The base, hexes and names are built from the diagrams' functions
(``games.diagram.saiju``) with this view's turned coordinates; pieces,
Shadows, the last turn's marks, the ghost piece, the colour chooser and the
scoring outlines are keyed layers (``web.draw.KeyedLayer``) rendered on every
redraw; a board that differs only in its selection redraws only the hexes'
classes, the ghost, the chooser, the supply and the buttons. The seats and supply (``saiju_seats``) and the buttons and score
sheet (``saiju_sheet``) are parts of their own.

Taps: during setup, tap an empty hex. Then tap a Shadow, choose a colour in
the little chooser that opens next to it (skipped when one colour is left),
and tap the empty hex the Shadow moves to.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

from games.diagram.saiju import (
    HALF,
    SCORING_HALF,
    R,
    base_nodes,
    cell_nodes,
    group_node,
    hex_points,
    label_nodes,
    piece_shapes,
    placed_groups,
    view_box,
)
from games.base import Move, State
from games.saiju import HEXES, SaijuMove, SaijuState, pixel_centre, scoring_groups
from games.saiju.scoring import GroupScore
from games.diagram.svg import Node

from .. import dom
from ..board_state import BoardState, Selection, same_but_selection
from ..draw import KeyedLayer, Sprite, attrs
from ..i18n import t
from ..models.saiju import LastTurn, SaijuSelection, SaijuTapModel
from ..note_marks import NoteMarks
from .base import BoardView
from .saiju_seats import SaijuSeats
from .saiju_sheet import SaijuControls

CHOICE_R = 44
CHOICE_STEP = 98
SIN_120 = 0.8660254037844386


def _draw_shapes(nodes: Any, group: Any) -> None:
    dom.fill(group, nodes)


# The shapes are made only when an element is drawn: a tap re-describes every hex and piece,
# and the keyed layer draws only those whose content key changed.
def _draw_cell(x: float, y: float, group: Any) -> None:
    dom.fill(group, cell_nodes(x, y))


def _draw_piece(symbol: str, colour: str | None, group: Any) -> None:
    dom.fill(group, piece_shapes(symbol, colour=colour))


def _draw_choice(symbol: str, colour: str, left: int, group: Any) -> None:
    dom.svg("circle", group, class_="pad", r=CHOICE_R + 2)
    dom.fill(group, piece_shapes(symbol, 36, colour))
    badge = dom.svg("g", group, class_="count", transform="translate(30 30)")
    dom.svg("circle", badge, r=15)
    dom.svg("text", badge).textContent = str(left)


def _draw_nothing(_element: Any) -> None:
    """A plain shape: everything it is lies in its attributes."""


class SaijuView(BoardView[SaijuState]):
    """One Saiju board in the page: the SVG, the players' seats and the supply."""

    game_name = "saiju"
    labels_key = "abstract-boards.saiju.labels"

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        super().__init__(board, seat_top, seat_bottom)
        self.last_turn = LastTurn()
        self.turn = 0
        """Degrees the board is turned so that the seat at the bottom faces it (0, 120, 180, 240)."""
        self.scoring_on = False
        self._placed: tuple[tuple[SaijuState, int] | None, list[tuple[GroupScore, tuple[float, float] | None]]] \
            = (None, [])
        """The scoring view's groups with their badges' places, and the (state, turn) they are for."""
        self._group_shapes: dict[tuple[str, ...], Node] = {}
        """Each of those groups' shapes, by its hexes, once drawn."""
        self.scoring_auto = False
        """The scoring view opened by itself at the end (it closes again on Undo)."""
        self.controls: SaijuControls | None = None
        self.seat_parts = SaijuSeats(seat_top, seat_bottom)
        self._hex_sprites: dict[tuple[str, str, int], Sprite] = {}
        """A hex's sprite by (hex, class, turn): a tap re-describes all 36 hexes, and a hex's
        position and shapes never change within an orientation, so each is made once."""
        self._build()

    # ----- static drawing ----------------------------------------------------------------------
    def _build(self) -> None:
        dom.clear(self.board)
        dom.set_attrs(self.board, viewBox=view_box(False), aria_label="Saiju board")
        self.root = dom.svg("g", self.board, class_="saiju")
        self._frame = (view_box(False), "saiju")
        """The board's viewBox and the root's class as last written."""
        self.base_layer = dom.svg("g", self.root, class_="saiju-base")
        self.hexes = KeyedLayer(self.root, "saiju-hexes")
        self.pieces = KeyedLayer(self.root, "saiju-pieces", enter_class="entering")
        self.shadows = KeyedLayer(self.root, "saiju-shadows", enter_class="entering")
        """Shadows are a layer above the pieces: a piece put where a Shadow stood never hides it."""
        self.last_marks = KeyedLayer(self.root, "saiju-last", tag="polygon")
        self.ghost = KeyedLayer(self.root, "saiju-marks")
        self.scoring = KeyedLayer(self.root, "saiju-scoring")
        self.notes = NoteMarks(self.root)
        self.label_layer = dom.svg("g", self.root, class_="saiju-labels")
        self.chooser = KeyedLayer(self.root, "saiju-chooser")

    def build_controls(self, container: Any, more: Any = None) -> None:
        """End turn / Finish (shown only when legal) in the step's part; Scoring and Labels
        toggles and the score sheet in ``more``."""
        self.controls = SaijuControls(container, container if more is None else more)
        if self.state is not None:
            self._render()

    def _xy(self, name: str) -> tuple[float, float]:
        """A hex's centre as the board is turned (by a half, or by thirds round the missing centre)."""
        x, y = pixel_centre(name, R)
        if self.turn == 0:
            return x, y
        if self.turn == 180:
            return -x, -y
        c, s = (-0.5, SIN_120) if self.turn == 120 else (-0.5, -SIN_120)
        return x * c - y * s, x * s + y * c

    note_unit = R * 1.7

    def note_point(self, name: str) -> tuple[float, float] | None:
        try:
            return self._xy(name)
        except (KeyError, ValueError, IndexError):
            return None

    def _translate(self, name: str) -> str:
        x, y = self._xy(name)
        return f"translate({x:.1f}px, {y:.1f}px)"

    def _layout(self) -> None:
        """The base and the hex names for this orientation (the diagrams' shapes)."""
        if dom.missing(self.root.parentNode):  # destroyed: the board was emptied
            self._build()
        dom.clear(self.base_layer)
        dom.build(base_nodes(self._xy), self.base_layer)
        dom.clear(self.label_layer)
        dom.build(label_nodes(self._xy), self.label_layer)

    # ----- showing a state ----------------------------------------------------------------------
    def render(self, board: BoardState) -> None:
        """Draw ``board.state`` seen from seat ``board.bottom``: turned 180° for Moon with 2
        players, by thirds of a turn with 3 (players sitting round a tablet lying flat); the
        hexes where the last turn's last player put a piece (a Shadow in the setup) are ringed
        (``board.turn``'s states)."""
        state = board.state
        assert isinstance(state, SaijuState)
        if same_but_selection(self.drawn, board):  # a tap: only the selection's marks change
            self.drawn = board
            self._draw_selection()
            return
        self.drawn = board
        bottom = board.bottom
        turn = (180 * bottom) if state.options.players == 2 else (120 * bottom) % 360
        drawn = None if board.relayout else self.state
        relayout = drawn is None or turn != self.turn or state.options.players != drawn.options.players
        self.turn = turn
        if relayout:
            self._layout()
        self.state = state
        plies: list[tuple[SaijuState, SaijuState]] = []
        for ply in board.turn:
            assert isinstance(ply.before, SaijuState) and isinstance(ply.after, SaijuState)
            plies.append((ply.before, ply.after))
        self.last_turn.set(plies)
        self.draw_notes(board)
        if state.over and not self.scoring_on:
            self.scoring_on = self.scoring_auto = True
        elif not state.over and self.scoring_auto:
            self.scoring_on = self.scoring_auto = False
        self._render()

    def last_hexes(self) -> dict[str, str]:
        """The hexes where the last whole turn put something: ``placed`` or ``shadow``."""
        return self.last_turn.hexes()

    def _render(self) -> None:
        state = self.state
        assert state is not None
        scoring = self.scoring_on
        sheet = scoring_groups(state) if scoring else None
        groups = [g for g in sheet.groups if g.scoring] if sheet is not None else []
        in_group = {h for g in groups for h in g.hexes}
        frame = (view_box(scoring), "saiju" + (" scoring" if scoring else "") + (" labels" if self.labels_on else ""))
        if frame != self._frame:  # a viewBox written, even unchanged, lays the whole board out again
            self._frame = frame
            self.board.setAttribute("viewBox", frame[0])
            self.root.setAttribute("class", frame[1])
        self.pieces.render({name: Sprite(
            kind, partial(_draw_piece, kind[1], kind[0]),
            attrs(class_=f"saiju-piece saiju-c{kind[0]}" + (" dim" if scoring and name not in in_group else ""),
                  data_piece=kind, data_hex=name),
            transform=self._translate(name)) for name, kind in state.pieces_on_board().items()})
        allowed = state.allowed_symbols()
        playing = not state.in_setup and not state.over
        self.shadows.render({sym: Sprite(
            sym, partial(_draw_piece, sym, None),
            attrs(class_="saiju-piece saiju-ck" + (" used" if playing and sym not in allowed else ""),
                  data_shadow=sym, data_hex=name),
            transform=self._translate(name)) for sym, name in state.shadows_on_board().items()})
        self._draw_last_marks()
        pairs: list[tuple[GroupScore, tuple[float, float] | None]] = []
        if scoring:  # where the badges go: worked out once per position and turn of the board
            placed_for, pairs = self._placed
            if placed_for is None or placed_for[0] is not state or placed_for[1] != self.turn:
                pairs = placed_groups(groups, self._xy)
                self._placed = ((state, self.turn), pairs)
                self._group_shapes = {}
        self.scoring.render({tuple(g.hexes): Sprite(
            (tuple(g.hexes), g.points, g.taker, g.counts, at, self.turn),
            partial(self._draw_group, g, at)) for g, at in pairs}, ordered=True)
        self._draw_selection()
        if self.controls is not None:
            self.controls.show_sheet(sheet, self.seat_name)

    def _draw_group(self, group: GroupScore, at: tuple[float, float] | None, element: Any) -> None:
        """A group's outline and badge (kept with the badges' places: the view toggles)."""
        shapes = self._group_shapes.get(group.hexes)
        if shapes is None:
            shapes = self._group_shapes[group.hexes] = group_node(group, self._xy, at, t("saiju.badge.tie"))
        dom.fill(element, shapes)

    def _draw_last_marks(self) -> None:
        self.last_marks.render({name: Sprite("last", _draw_nothing, attrs(
            class_=f"saiju-last-mark {doing}", points=hex_points(*self._xy(name), R - 8)))
            for name, doing in self.last_hexes().items()})

    # ----- the selection: hexes, ghost, chooser -------------------------------------------------
    def taps(self) -> tuple[SaijuTapModel, SaijuSelection]:
        """The tap model of the board drawn last and its selection (the screen-reader names
        and the hint read them too)."""
        return self.taps_with(SaijuTapModel)

    def _draw_selection(self) -> None:
        state = self.state
        assert state is not None
        model, sel = self.taps()
        picked = self._draw_hexes(model, sel)
        ghost: dict[Hashable, Sprite] = {}
        if picked is not None and sel.symbol is not None and sel.colour is not None:
            kind = sel.colour + sel.symbol
            ghost["ghost"] = Sprite(kind, partial(_draw_piece, sel.symbol, sel.colour),
                                    attrs(class_=f"saiju-ghost saiju-c{sel.colour}", data_ghost=kind),
                                    transform=self._translate(picked))
        self.ghost.render(ghost)
        self.chooser.render(self._chooser_sprites(state, picked, model, sel) if sel.choosing and picked else {})
        self.seat_parts.render(state, model, sel)
        if self.controls is not None:
            self.controls.render(model, self.scoring_on, self.labels_on)

    def _draw_hexes(self, model: SaijuTapModel, sel: SaijuSelection) -> str | None:
        """Each hex's class (last turn, target, picked, pickable); the picked Shadow's hex."""
        targets = model.targets(sel)
        picked = model.picked_hex(sel)
        can = model.pickable(sel)
        last = self.last_hexes()
        sprites: dict[Hashable, Sprite] = {}
        cache, turn = self._hex_sprites, self.turn
        for name in HEXES:
            cls = "saiju-hex"
            if name in last:
                cls += " last"
            if name in targets:
                cls += " target"
            if name == picked:
                cls += " selected"
            elif name in can:
                cls += " can"
            sprite = cache.get((name, cls, turn))
            if sprite is None:
                x, y = self._xy(name)
                sprite = cache[(name, cls, turn)] = Sprite(("hex", x, y), partial(_draw_cell, x, y),
                                                           attrs(class_=cls, data_hex=name))
            sprites[name] = sprite
        self.hexes.render(sprites)
        return picked

    def _chooser_sprites(self, state: SaijuState, at: str, model: SaijuTapModel,
                         sel: SaijuSelection) -> dict[Hashable, Sprite]:
        symbol = sel.symbol
        assert symbol is not None
        half = SCORING_HALF if self.scoring_on else HALF
        x, y = self._xy(at)
        sprites: dict[Hashable, Sprite] = {
            "backdrop": Sprite("backdrop", _draw_nothing, attrs(
                class_="saiju-backdrop", data_choice="cancel", x=-half, y=-half, width=2 * half,
                height=2 * half), tag="rect"),
            "hole": Sprite("hole", _draw_nothing, attrs(class_="saiju-hole-ring",
                                                        points=hex_points(x, y, R - 2)), tag="polygon"),
        }
        colours = model.colours(sel)
        counts = state.supply_counts()
        cy = y - 100 if y - 100 - CHOICE_R >= -HALF else y + 100
        width = (len(colours) - 1) * CHOICE_STEP
        left = min(max(x - width / 2, -HALF + CHOICE_R + 4), HALF - CHOICE_R - 4 - width)
        for i, c in enumerate(colours):
            n = counts[c + symbol]
            sprites[("choice", c)] = Sprite(
                ("choice", c, symbol, n), partial(_draw_choice, symbol, c, n),
                attrs(class_=f"saiju-choice saiju-c{c}", data_choice=c, role="button",
                      transform=f"translate({left + i * CHOICE_STEP:.1f} {cy:.1f})"))
        return sprites

    # ----- taps and buttons --------------------------------------------------------------------
    def tap(self, target: Any) -> Move | Selection | None:
        """A tap inside the board or the seats: the move to play, the new selection, or None
        (nothing changed)."""
        if self.state is None:
            return None
        model, sel = self.taps()
        return self.changed(sel, model.tap(sel, dom.closest_data(target, "choice", "hex")))

    def apply_labels(self) -> None:
        """The hex names shown or hidden (the root's ``labels`` class) and the toggle's state."""
        if self.state is not None:
            self._render()

    def control(self, action: str) -> SaijuMove | None:
        """Answer a button of ``#view-controls``; End turn and Finish return their move."""
        if action == "labels":
            self.toggle_labels()
            return None
        if action == "scoring":
            self.scoring_on = not self.scoring_on
            self.scoring_auto = False
        elif self.state is not None:
            model, sel = self.taps()
            return model.control(sel, action)
        if self.state is not None:
            self._render()
        return None

    # ----- text for the page -------------------------------------------------------------------
    def hint(self, state: State) -> str:
        """What to tap next: the step of the move being made on ``state``, else the turn's."""
        assert isinstance(state, SaijuState)
        sel = self.taps()[1] if self.drawn is not None and self.drawn.state is state else None
        if sel is not None and sel.symbol is not None:
            shadow = t(f"saiju.symbol.{sel.symbol}")
            if sel.choosing:
                return t("saiju.hint.colour", shadow=shadow)
            return t("saiju.hint.hex", shadow=shadow, colour=t(f"saiju.colour.{sel.colour}"))
        if state.in_setup:
            sym = state.setup_shadow() or "S"
            return t("saiju.hint.setup", shadow=t(f"saiju.symbol.{sym}"))
        finish = t("saiju.hint.or_finish") if state.finish_legal() else ""
        if state.placement_number() == 2:
            return t("saiju.hint.second", finish=finish)
        return t("saiju.hint.first", finish=finish)

