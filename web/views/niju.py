"""The Ni-Ju table: tiles with four dots on an unbounded board, trays in the seats.

It knows no rule and keeps no selection: the tap model (``web.models.niju``),
asked with the ``BoardState``'s selection, says what is picked, how it is
turned, where it may go and which move a tap makes; the state says what is on the table (``tiles()``, ``hand(player)``)
and ``games.diagram.niju`` how it looks (the table, a tile's shapes, the
lasting marks: win, blocked, completed, the area to show).

Taps: pick a tile in your tray (tap it again, the Rotate button or the R key,
which presses that button, turns it), then tap a dashed square. In the movement phase tap one of your
highlighted tiles, turn it the same way if you like, then tap a target.
Tapping any tile shows faintly the squares its pattern marks (with a mouse,
hovering does). The board is panned by dragging, zoomed by pinching or the
wheel (``web.views.pan_zoom``); a drag never counts as a tap. The page's zoom
(at the start, after each move, on Fit) keeps a dashed square at least 44 px:
when the whole table is bigger, it shows the part around the tiles and the
last move (at the end the winning pattern, whole), its edges cutting no square
past its centre, and the Fit button then reads "See all" and shows everything.
After the player's own pan or zoom, a new move (the computer's) still comes
wholly into sight. What to show is ``web.models.niju_view``'s to say; this
module only reads the board's size and writes the viewBox.

The table's ground is built once per view; the tiles, cells, peek and ghost
are keyed layers (``web.draw``), so a redraw writes only what changed and a
moved tile keeps its element and slides; a board that differs only in its
selection redraws the tiles' classes, the marks, the trays and the buttons.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import Any


from games.base import Move, State
from games.diagram.niju import (
    CELL,
    OWNER_CLASS,
    fitted_box,
    note_point,
    table_defs,
    table_ground,
    tile_marks,
    tile_shapes,
)
from games.niju import NiJuState

from .. import dom
from ..board_state import BoardState, Selection, same_but_selection
from ..draw import KeyedLayer, Sprite, attrs
from ..i18n import t, tn
from ..models.niju import NiJuSelection, NiJuTapModel, Square, square_name
from ..models.niju_view import Box, focus_squares, followed, open_tray, page_window, squares_box
from ..note_marks import NoteMarks
from ..pointer import for_pointer
from .base import PannedView
from .niju_marks import NiJuMarks, translate
from .niju_trays import NiJuTrays
from .pan_zoom import PanZoom, board_px, tappable_box

MAX_SIDE = 80 * CELL
MIN_ZOOM_SIDE = 3 * CELL
LAST_PAD = CELL // 4
"""How much of the table around the last move's square the page's zoom shows with it."""
WIN_PAD = 12
"""How much of the table around a winning pattern the view shows with it."""


def _draw_tile(byte: int, kind: int, group: Any) -> None:
    dom.fill(group, tile_shapes(byte, kind))


class NiJuView(PannedView[NiJuState]):
    """One Ni-Ju table in the page: the SVG board and the two trays."""

    game_name = "ni-ju"

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        super().__init__(board, seat_top, seat_bottom)
        self.flipped = False
        self.last: list[Square] = []
        """The square the last move put a tile on (outlined)."""
        self.keep: Box | None = None
        """What the view keeps in sight: the last move's square, or the winning pattern."""
        self.won = False
        """Whether ``keep`` is a winning pattern (shown whole even if that zooms out)."""
        self.focus: tuple[Move, ...] = ()
        """The move a lesson's step asks for (``BoardState.focus``): kept in sight before any move."""
        self.lasting: dict[Square, str] = {}
        """The position's lasting marks per square (class suffixes: win, blocked, completed)."""
        self.rotate_button: Any = None
        self.pass_button: Any = None
        self._buttons: tuple[bool, bool] | None = None
        """The Rotate button's disabled and the Pass button's hidden as last written."""
        self._tile_sprites: dict[tuple[Any, ...], Sprite] = {}
        """Last redraw's tile sprites by what they show (square, tile, class, turn, picked)."""
        dom.clear(board)
        dom.set_attrs(board, aria_label=t("a11y.board.niju"))
        defs = dom.build(table_defs(), board)
        self.world = dom.svg("g", board, class_="niju-world")
        dom.build(table_ground(), self.world)
        cells = KeyedLayer(self.world, "niju-cells", tag="rect")
        self.tiles = KeyedLayer(self.world, "niju-tiles", enter_class="entering")
        self.marks = NiJuMarks(self.taps, cells, KeyedLayer(self.world, "niju-peeks", tag="rect"),
                               KeyedLayer(self.world, "niju-ghosts", tag="use"), defs)
        self.notes = NoteMarks(self.world)
        self.trays = NiJuTrays(self.seats)
        self.trays.place(0)
        self.pan = PanZoom(board, self.listeners, self._when_shown, MIN_ZOOM_SIDE, MAX_SIDE,
                           self.hover, self.unhover, self.fit)
        self.listeners.on(self.frame.document, "keydown", self._when_shown(self._on_key))

    def _when_shown(self, handler: Callable[[Any], None]) -> Callable[[Any], None]:
        """A listener that waits for a state (``dom.listen`` guards it against errors).

        ``destroy`` unbinds the listeners; a view whose table another view
        has already replaced does nothing either.
        """
        def run(event: Any) -> None:
            if self.state is not None and not dom.missing(self.world.parentNode):
                handler(event)
        return run

    def build_controls(self, container: Any, more: Any = None) -> None:
        """Rotate, See all and Pass: each may be the current step's, so all are in ``container``."""
        rotate = t(for_pointer("ni-ju.rotate", self.frame.window))  # "(R)" only with a keyboard
        self.rotate_button = dom.html("button", container, text=rotate, type="button",
                                      data_view_action="rotate", class_="niju-rotate",
                                      aria_label=t("a11y.niju.rotate"))
        fit = dom.html("button", container, text=t("ni-ju.fit"), type="button",
                       data_view_action="fit", class_="niju-fit")
        self.pan.set_fit_button(fit, t("view.see-all"), t("ni-ju.fit"))
        self.pass_button = dom.html("button", container, text=t("ni-ju.pass"), type="button",
                                    data_view_action="pass", class_="niju-pass")
        self.pass_button.hidden = True
        self._buttons = None
        self._draw_controls()

    # ----- keys, hover ------------------------------------------------------------------
    def _on_key(self, event: Any) -> None:
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        target = event.target
        tag = str(getattr(target, "tagName", "") or "").upper()
        if tag in ("INPUT", "TEXTAREA", "SELECT") or getattr(target, "isContentEditable", False):
            return
        if dom.query(self.frame.document, "dialog[open]") is not None:
            return
        if str(event.key) in ("r", "R") and self.taps()[1].pick is not None \
                and self.rotate_button is not None:
            self.rotate_button.click()  # the page's path: Rotate answers a new selection
            event.preventDefault()

    def hover(self, target: Any) -> None:
        """The mouse or the keyboard cursor is over ``target``: peek at a tile, ghost the pick."""
        if self.state is not None and self.marks.hover_target(target, self.state):
            self.marks.draw_hover(self.state)

    def unhover(self) -> None:
        if self.marks.hover is not None and self.state is not None:
            self.marks.hover = None
            self.marks.draw_hover(self.state)

    # ----- showing a state --------------------------------------------------------------
    def fit(self, width: float | None = None) -> None:
        """The page's zoom: the whole table if a dashed square (the smallest target) is 44 px
        there, else a window as big as that allows, around the table's middle and moved to
        show the last move; the whole table is then the Fit button's "See all". ``width``:
        the board's width in CSS pixels, when read before a redraw (read after the redraw's
        writes, it lays the page out in the middle of the tap: 1.5–3 ms of a move's 10)."""
        assert self.state is not None
        whole = fitted_box(self.state, self.flipped)
        most = tappable_box(whole, float(CELL - 12), board_px(self.board) if width is None else width)[2]
        self.pan.fit(page_window(whole, most, self.keep, self.won), whole)

    def _kept(self, state: NiJuState) -> tuple[Box | None, bool]:
        """What the view keeps in sight (``keep``) for ``state``, and whether it is a win."""
        won = state.winning_tile()
        if won is not None:
            return squares_box([won[0], *won[1]], self.flipped, WIN_PAD), True
        if self.focus:  # a lesson's step: what its move is about, more than the reply before it
            return squares_box(focus_squares(state, self.focus), self.flipped), False
        return squares_box(self.last, self.flipped, LAST_PAD), False

    def _follow(self) -> None:
        """A new position while the player's pan or zoom is on: the last move, or the winning
        pattern, comes wholly into view (the least pan, at the player's zoom)."""
        if self.keep is not None:
            window = followed(self.pan.shown(), self.keep, self.won)
            if window is not None:
                self.pan.pan_to(window)

    def render(self, board: BoardState) -> None:
        """Draw ``board.state``; a tile ``board.played`` moved slides; the last move's square
        (``board.turn``'s last ply) is outlined."""
        state = board.state
        assert isinstance(state, NiJuState)
        if same_but_selection(self.drawn, board):  # a tap: only the selection's marks change
            self.drawn = board
            self._redraw()
            return
        self.drawn = board
        width = board_px(self.board)  # before any write: no layout (a tray that changes size refits)
        fresh = board.relayout or self.state is None
        flipped = board.bottom == 1
        if fresh:
            self.tiles.clear()
            self.marks.clear()
            self.pan.manual = False
        if fresh or flipped != self.flipped:
            if flipped != self.flipped:
                self.pan.manual = False
            self.flipped = flipped
            self.world.setAttribute("class", "niju-world flipped" if flipped else "niju-world")
        moved = state is not self.state
        self.state = state
        self.marks.hover = None
        self.lasting = tile_marks(state)
        last = board.turn[-1] if board.turn else None
        target = None if last is None else getattr(last.move, "target", None)
        self.last = [target] if target is not None else []
        self.focus = board.focus
        self.keep, self.won = self._kept(state)
        played = board.played
        if played is not None and not fresh:
            origin, moved_to = getattr(played.move, "origin", None), getattr(played.move, "target", None)
            if origin is not None and moved_to is not None and origin != moved_to:
                self.tiles.rekey(origin, moved_to)
        self._redraw()
        self.draw_notes(board)
        me = state.to_move
        self.trays.place(me if flipped and me is not None else 0)
        if not self.pan.manual:
            self.fit(width)
        elif moved:
            self._follow()

    def note_point(self, name: str) -> tuple[float, float] | None:
        """A cell's centre on the table (the world group turns the whole table when flipped)."""
        return None if self.state is None else note_point(self.state, name)

    def taps(self) -> tuple[NiJuTapModel, NiJuSelection]:
        """The tap model of the board drawn last and its selection (the marks, the
        screen-reader names and the hint read them too)."""
        return self.taps_with(NiJuTapModel)

    def _redraw(self) -> None:
        """Everything that follows the state and the selection."""
        if self.state is None:
            return
        model, sel = self.taps()
        self._draw_tiles(model, sel)
        self.marks.draw(self.state)
        board = self.drawn
        whole = None if board is None else open_tray(self.state.to_move, board.computer, board.bottom)
        self.trays.draw(self.state, model, sel, whole)
        self._draw_controls(model, sel)

    def _draw_tiles(self, model: NiJuTapModel, sel: NiJuSelection) -> None:
        """Each tile's sprite: owner, pattern as shown, movable, picked, last move, lasting marks."""
        state = self.state
        if state is None:
            return
        picked = model.picked_tile(sel)
        movable = model.movable()
        sprites: dict[Hashable, Sprite] = {}
        # A tap changes the look of a tile or two: the others keep last redraw's sprite
        # object, which the layer passes over without comparing.
        made, kept = self._tile_sprites, {}
        for sq, tile in state.tiles().items():
            cls = "niju-tile " + OWNER_CLASS[tile.owner]
            if sq == picked:
                cls += " picked"
            elif sq in movable:
                cls += " movable"
            if sq in self.last:
                cls += " last"
            if sq == sel.peek:
                cls += " peeked"
            cls += self.lasting.get(sq, "")
            byte = sel.byte if sq == picked else tile.byte
            key = (sq, tile, cls, byte, sq == picked)
            sprite = made.get(key)
            if sprite is None:
                sprite = Sprite(
                    ("tile", tile.owner, tile.kind), partial(_draw_tile, byte, tile.kind),
                    attrs(class_=cls, data_tile=square_name(sq), data_owner=tile.owner,
                          data_kind=tile.kind, data_pattern=f"{tile.byte:02x}",
                          data_turned=f"{byte:02x}" if sq == picked else None),
                    transform=translate(sq), content=byte)
            sprites[sq] = kept[key] = sprite
        self._tile_sprites = kept
        self.tiles.render(sprites)

    def _draw_controls(self, model: NiJuTapModel | None = None, sel: NiJuSelection | None = None) -> None:
        if self.rotate_button is None or self.state is None:
            return
        if model is None or sel is None:
            model, sel = self.taps()
        buttons = (not model.can_rotate(sel), model.pass_move() is None)
        if buttons != self._buttons:
            self._buttons = buttons
            self.rotate_button.disabled, self.pass_button.hidden = buttons

    # ----- taps and buttons ------------------------------------------------------------------
    def offer_squares(self, squares: list[Square] | None) -> None:
        """While a position is set up (``web.editor_ui``): the squares to draw as free cells
        at the next redraw, whatever play would offer; None: play's again."""
        self.marks.offered = squares

    def view_control(self, action: str) -> Move | Selection | None:
        """Rotate: the selection turned; Pass: its move when legal."""
        model, sel = self.taps()
        answer = model.control(sel, action)
        return None if answer is None else self.changed(sel, answer)

    def tap(self, target: Any) -> Move | Selection | None:
        """A tap on ``target`` (in the board or a tray): the move to play, the new selection,
        or None (nothing changed)."""
        if self.state is None or self.state.to_move is None:
            return None
        if self.pan.swallows_click():
            return None  # the end of a pan or pinch, not a tap
        model, sel = self.taps()
        return self.changed(sel, model.tap(sel, dom.closest_data(target, "hand-kind", "square", "tile", "bg")))

    # ----- text for the page ----------------------------------------------------------------
    def seat_facts(self, state: State) -> list[str]:
        """Each player and the tiles still in hand, as on their tray."""
        assert isinstance(state, NiJuState)
        return [t("picture.held", seat=self.seat_name(p), held=tn("ni-ju.in_hand", len(held))
                  if (held := state.hand(p)) else t("ni-ju.all_down")) for p in (0, 1)]

    def hint(self, state: State) -> str:
        assert isinstance(state, NiJuState)
        step, sel = "", None
        shown = self.drawn is not None and self.drawn.state is state
        if shown:  # the hint follows the selection of the board on screen
            model, sel = self.taps()
            step = model.step(sel)
        if step and sel is not None:
            kind = NiJuTapModel.picked_kind(sel)
            if kind is None:
                tile = state.tile_at(NiJuTapModel.picked_tile(sel) or (0, 0))
                kind = tile.kind if tile is not None else 0
            return t(f"ni-ju.hint.{step}", kind=kind)
        if state.phase == "placement":
            return t(for_pointer("ni-ju.hint.placement", self.frame.window))
        if state.phase == "movement":
            return t("ni-ju.hint.blocked" if not state.movable_tiles() else "ni-ju.hint.movement")
        return ""
