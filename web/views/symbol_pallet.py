"""The Symbol Pallet field: draws tiles, stacks, chips and the wizard's offers; passes taps on.

It knows no rule and keeps no selection. What a tap means comes from the tap
model (``web.models.symbol_pallet``), asked with the ``BoardState``'s
selection, which chooses among ``state.legal_moves()``:
the ghost spots of the chosen tile and chip, whether the chip may move on,
where covered chips may be sent, the setup spots, the discard. Everything
secret is read through ``PlayerView.of(state, player)`` for the player to move, and only
after that player has taken the device (pass and play): until then no hand is
in the page at all. Who holds the device is the page's to keep (``BoardState.holder``):
the "I have the device" tap only asks for it (``TakeDevice``).

Each part of the field is a keyed layer (``web.draw.KeyedLayer``): tiles by
id (a new tile fades in), the last-move and end marks, the pending tile, chips
by label (they slide), ghost or setup spots, send targets. The strip, tray and
pile are drawn by ``symbol_pallet_tray``. The drawings themselves are the
diagrams' shapes (``games.diagram.symbol_pallet``). A board that differs only
in its selection redraws only the offers, the tray, the pile and the buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any


from games.base import Move
from games.diagram import symbol_pallet as shapes
from games.symbol_pallet import GAME, SymbolPalletState
from games.symbol_pallet.view import PlayerView

from .. import dom
from ..board_state import BoardState, Selection, TakeDevice, same_but_selection
from ..draw import KeyedLayer, Sprite, attrs, node_sprite
from ..i18n import t, tn
from ..models.symbol_pallet import SymbolPalletModel, SymbolPalletSelection
from ..note_marks import NoteMarks
from .base import PannedView
from .pan_zoom import PanZoom, board_px, box_around, tappable_box
from .symbol_pallet_legend import build_legend
from .symbol_pallet_tray import SymbolPalletTray, tile_name

H = shapes.H
"""SVG units per half-tile: a tile is 2H × 2H."""
LIFT = shapes.LIFT
"""How far up-left each level above the table draws its tile (stacks look higher)."""
LETTERS = "ab"
SEAT_NAMES = shapes.SEAT_NAMES
CB_KEY = "abstract-boards.symbol-pallet.letters"
HITS = ("sp", "ghost", "send", "setup", "chip", "tile")
"""The ``data-*`` names a tap is read from, nearest first."""
SP_HITS = {"yes": ("plus", "yes"), "no": ("plus", "no"), "cancel": ("cancel", ""), "discard-go": ("discard-go", "")}
"""``data-sp`` buttons of the tray -> the model's hits (``hand:ID`` and ``chip:N`` below)."""

MIN_SIDE, MAX_SIDE = 3 * H, 80 * H
"""The closest and the farthest a pinch or the wheel may zoom (viewBox sides)."""
__all__ = ["SymbolPalletView", "tile_name"]


class SymbolPalletView(PannedView[SymbolPalletState]):
    """One Symbol Pallet table in the page: the field (SVG), the info strip, the tray and the pile."""

    game_name = "symbol-pallet"
    labels_key = CB_KEY

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        super().__init__(board, seat_top, seat_bottom)
        self.info: Any = None
        self.pv: Any = None
        self.levels: dict[str, int] = {}
        self.positions: dict[str, tuple[int, int]] = {}
        self.last: str | None = None
        self.turn: list[tuple[str, int]] = []
        """The tiles the last turn laid, in order, with who laid them."""
        self.controls: Any = None
        self.more_box: Any = None
        self._buttons: tuple[bool, bool, bool, bool] | None = None
        """Draw's and Pass's disabled and hidden as last written."""
        self.field: tuple[int, int, int] = (0, 0, 0)
        """(left, top, side) of the whole field (``shapes.field_box``)."""
        self.offered: list[tuple[int, int]] | None = None
        """The places the board editor offers (``web.editor_ui``) instead of play's offers, in
        ``offered_tile``'s colour; None when not setting up."""
        self.offered_tile = "Rs1"
        self.pan = PanZoom(board, self.listeners, self._when_shown, MIN_SIDE, MAX_SIDE,
                           lambda _target: None, lambda: None, self.fit)
        self._build()

    def _when_shown(self, handler: Callable[[Any], None]) -> Callable[[Any], None]:
        """A pan listener that waits for a state (``dom.listen`` guards it against errors)."""
        def run(event: Any) -> None:
            if self.state is not None and not dom.missing(self.root.parentNode):
                handler(event)
        return run

    def fit(self, width: float | None = None) -> None:
        """Show the field zoomed so that its smallest tap target now is 44 px: a tile (2H), or
        half-tile ghost spots and send quarters (H), the window then around the spots.
        ``width``: the board's width in CSS pixels, when read before the redraw (reading it
        after the redraw's writes would lay the page out once more)."""
        left, top, side = self.field
        model, sel = self.taps()
        spots = set(self.offered if self.offered is not None else model.ghosts(sel) if self._ready() else ())
        small = len(self.send_layer) > 0 or any((x + dx, y + dy) in spots for x, y in spots
                                               for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)))
        centre = None
        if small and spots:
            xs, ys = [x for x, _ in spots], [y for _, y in spots]
            centre = ((min(xs) + max(xs)) * H / 2, (min(ys) + max(ys)) * H / 2)
        whole = (float(left), float(top), float(side), float(side))
        if self.offered:  # the board editor's places beside the field are on screen too
            whole = box_around(whole, [(x * H, y * H) for x, y in self.offered], H)
        self.pan.fit(tappable_box(whole, H if small else 2 * H,
                                  board_px(self.board) if width is None else width, centre), whole)

    # ----- static drawing ------------------------------------------------------------------
    def _build(self) -> None:
        dom.clear(self.board)
        dom.set_attrs(self.board, aria_label=t("a11y.board.symbol-pallet"))
        self.root = dom.svg("g", self.board, class_="sp-root")
        self.tiles = KeyedLayer(self.root, "sp-tiles")
        self.marks = KeyedLayer(self.root, "sp-marks")
        self.pending_layer = KeyedLayer(self.root, "sp-pending-layer")
        self.chips = KeyedLayer(self.root, "sp-chips")
        self.ghost_layer = KeyedLayer(self.root, "sp-ghosts")
        self.send_layer = KeyedLayer(self.root, "sp-sends")
        self.notes = NoteMarks(self.root)
        for seat in self.seats:
            dom.clear(seat)
        old = getattr(self, "parts", None)
        self.parts = SymbolPalletTray(self)
        if old is not None:
            self.parts.pile = old.pile  # the pile sits in the panel, which outlives a layout
        self.apply_labels()

    @property
    def strip(self) -> Any:
        return self.parts.strip.group

    @property
    def tray(self) -> Any:
        return self.parts.tray.group

    def build_controls(self, container: Any, more: Any = None) -> None:
        """Draw 2 / Pass, See all and the pile to take from in the step's part; the Letters
        toggle and the symbols' legend in ``more``."""
        box = dom.html("div", container, class_="sp-panel")
        self.controls = box
        extra = dom.html("div", container if more is None else more, class_="sp-panel sp-more")
        self.more_box = extra
        self._buttons = None
        row = dom.html("div", box, class_="sp-buttons")
        self.draw_button = dom.html("button", row, text=t("symbol-pallet.draw"), type="button",
                                    data_view_action="draw")
        self.pass_button = dom.html("button", row, text=t("symbol-pallet.pass"), type="button",
                                    data_view_action="pass")
        fit = dom.html("button", row, text=t("symbol-pallet.fit"), type="button",
                       data_view_action="fit", class_="sp-fit")
        self.pan.set_fit_button(fit, t("view.see-all"), t("symbol-pallet.fit"))
        pile = dom.html("div", box, class_="sp-pile")
        dom.html("span", pile, text=t("symbol-pallet.pile"), class_="sp-pile-title")
        self.pile_box = pile
        self.parts.build_pile(pile)
        self.letters_button = dom.html("button", extra, text=t("symbol-pallet.letters"), type="button",
                                       data_view_action="letters", class_="sp-toggle")
        build_legend(extra)
        self.apply_labels()
        if self.state is not None:
            self._update_controls()

    # ----- showing a state -------------------------------------------------------------------
    def render(self, board: BoardState) -> None:
        """Draw ``board.state``: the last move's tile outlined, the last turn's tiles numbered;
        the mover's hand only once they took the device (or ``board.open_hands`` has them)."""
        state = board.state
        assert isinstance(state, SymbolPalletState)
        width = board_px(self.board)  # before any write: reading it later lays the page out mid-tap
        if same_but_selection(self.drawn, board):  # a tap: only the selection's offers change
            self.drawn = board
            self._refresh(width)
            return
        if board.relayout or self.state is None:
            self._build()
            self.pan.manual = False
            self.field = (0, 0, 0)
        self.drawn = board
        self.state = state
        self.info = state.turn_info()
        mover = state.to_move
        self.pv = PlayerView.of(state, mover) if mover is not None else None
        self._draw_tiles(state, width)
        self.turn = []
        for ply in board.turn:  # numbered by who laid them, from the states each ply joins
            before, after = ply.before, ply.after
            assert isinstance(before, SymbolPalletState) and isinstance(after, SymbolPalletState)
            had = {tile_id for tile_id, _x, _y, _lv in before.field_tiles()}
            self.turn += [(tile_id, before.to_move or 0) for tile_id, _x, _y, _lv in after.field_tiles()
                          if tile_id not in had]
        self.last = self._placed_tile(board.turn[-1].before) if board.turn else None
        self._draw_chips(state)
        self._draw_marks()
        self.draw_notes(board)
        self._refresh(width)
        self.parts.draw_strip()

    def note_point(self, name: str) -> tuple[float, float] | None:
        """A field place (half-tiles, a tile's centre) on the field as drawn."""
        x, y = GAME.parse_square(name)
        return float(x * H), float(y * H)

    def square_of(self, element: Any) -> str | None:
        """The centre of the tile ``element`` is or a chip stands on, or an editor's place."""
        hit = dom.closest_data(element, "square", "tile", "on")
        place = self.positions.get(hit[1]) if hit is not None and hit[0] != "square" else None
        return hit[1] if hit is not None and hit[0] == "square" else \
            None if place is None else GAME.square_text(place)

    def _placed_tile(self, before: Any) -> str | None:
        """The tile the last move put on the field: the one that was not there before."""
        if before is None or self.state is None:
            return None
        had = {tile_id for tile_id, _x, _y, _lv in before.field_tiles()}
        new = [tile_id for tile_id, _x, _y, _lv in self.state.field_tiles() if tile_id not in had]
        return new[0] if len(new) == 1 else None

    def _draw_tiles(self, state: SymbolPalletState, width: float) -> None:
        tiles = state.field_tiles()
        # Tiles laid after the first drawing fade in; the first layout does not.
        self.tiles.enter_class = "sp-new" if len(self.tiles) else None
        self.tiles.render({tile_id: node_sprite(("tile", tile_id, level),
                                                shapes.tile_node(tile_id, x, y, level))
                           for tile_id, x, y, level in tiles}, ordered=True)
        self.levels = {tid: lv for tid, _x, _y, lv in tiles}
        self.positions = {tid: (x, y) for tid, x, y, _lv in tiles}
        field = shapes.field_box(tiles)
        if field != self.field:  # the field grew: show it again, unless the player panned
            self.field = field
            if not self.pan.manual:
                self.fit(width)

    def _draw_chips(self, state: SymbolPalletState) -> None:
        visible = state.visible_quarters()
        mover = state.to_move
        acting = self.info.phase == "actions"
        chips: dict[Any, Sprite] = {}
        for (player, letter), tile_id in state.chip_tiles().items():
            if tile_id is None:
                continue
            label = f"{player + 1}{letter}"
            x, y = shapes.chip_xy(visible.get(tile_id, [(0, 0)]), self.positions.get(tile_id, (0, 0)),
                                  self.levels.get(tile_id, 1))
            mine = " mine" if player == mover and acting else ""
            chips[label] = Sprite(("chip", label), partial(dom.build, shapes.chip_shapes(letter, player=player)),
                                  attrs(class_=f"sp-chip sp-p{player}{mine}", data_chip=label,
                                        transform=f"translate({x} {y})", data_on=tile_id,
                                        data_owner=player))
        self.chips.render(chips)

    def _draw_marks(self) -> None:
        """Last tile placed; at the end, every player's owned table tiles."""
        state = self.state
        if state is None:
            return
        marks: dict[Any, Sprite] = {}
        counts = [0] * 4
        for tile_id, player in self.turn:
            counts[player] += 1  # numbered within each player's turn
            order = counts[player]
            if tile_id in self.levels:
                node = shapes.turn_mark(tile_id, self.positions[tile_id], self.levels[tile_id], player, order)
                marks[("turn", tile_id)] = node_sprite(("turn", tile_id, player, order), node)
        if self.last is not None and self.last in self.levels:
            node = shapes.outline(self.positions[self.last], self.levels[self.last], "sp-last", 0)
            marks[("last", self.last)] = node_sprite(("last", self.last), node)
        if state.over:
            for player in range(state.n):
                for tile_id in state.owned_table_ids(player):
                    node = shapes.owned_mark(player, self.positions[tile_id])
                    marks[("owned", player, tile_id)] = node_sprite("owned", node)
        self.marks.render(marks)

    def tile_elements(self) -> list[tuple[str, Any]]:
        """(tile id, element) of every field tile, in drawing order (for screen readers)."""
        return [(key, self.tiles.element(key)) for key in self.tiles.keys()]  # type: ignore[misc]  # noqa: SIM118

    def chip_elements(self) -> list[tuple[str, Any]]:
        """(label such as ``1a``, element) of every chip on the field."""
        return [(key, self.chips.element(key)) for key in self.chips.keys()]  # type: ignore[misc]  # noqa: SIM118

    # ----- the wizard's offers: ghost or setup spots, the pending tile, send targets ------------
    def taps(self) -> tuple[SymbolPalletModel, SymbolPalletSelection]:
        """The tap model of the board drawn last and its selection (the tray, the
        screen-reader names and the hint read them too)."""
        return self.taps_with(SymbolPalletModel)

    def _draw_offers(self) -> None:
        info = self.info
        model, sel = self.taps()
        spots: dict[Any, Sprite] = {}
        tile = sel.tile_id
        editing = self.offered is not None  # the board editor's places: data-square to tap
        if editing or tile is not None and not sel.pending and self.revealed():
            places, shown = (self.offered or [], self.offered_tile) if editing else (model.ghosts(sel), tile or "")
            taken, shape = set(places), shapes.place_node if editing else shapes.ghost_node
            for x, y in places:
                near = 1 if any((x + dx, y + dy) in taken for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                                if dx or dy) else 2
                spots[(editing, x, y)] = node_sprite((editing, near), shape(shown, x, y, near))
        elif info is not None and info.phase == "setup":
            for tile_id in model.setup_targets():
                node = shapes.setup_node(tile_id, self.positions[tile_id])
                spots[("setup", tile_id)] = node_sprite(("setup", node.get("class")), node)
        self.ghost_layer.render(spots)
        pending: dict[Any, Sprite] = {}
        sends: dict[Any, Sprite] = {}
        if sel.spot is not None and tile is not None:
            x, y = sel.spot
            pending["pending"] = node_sprite(("pending", tile), shapes.pending_node(tile, x, y))
            choices = model.send_choices(sel)
            if choices and self.state is not None:
                visible = self.state.visible_quarters((tile, x, y))
                for tile_id in choices:
                    lift = 0 if tile_id == tile else (self.levels.get(tile_id, 1) - 1) * LIFT
                    for quarter in visible.get(tile_id, []):
                        sends[(tile_id, quarter)] = node_sprite("send", shapes.send_node(tile_id, quarter, lift))
        self.pending_layer.render(pending)
        self.send_layer.render(sends)

    def offer_squares(self, squares: list[tuple[int, int]] | None, tile: str | None = None) -> None:
        """While a position is set up (``web.editor_ui``): the places to offer at the next
        redraw, in ``tile``'s colour, instead of play's; None: play's again."""
        self.offered = squares
        if tile is not None:
            self.offered_tile = tile

    # ----- seats and panel -----------------------------------------------------------------------
    def revealed(self) -> bool:
        """Whether the player to move holds the device and may see their hand."""
        state, board = self.state, self.drawn
        if state is None or board is None or state.to_move is None or state.to_move in board.computer \
                or board.watching:
            return False
        if state.to_move in board.open_hands:
            return True  # one learner, or the only person at the device: nobody to hand it to
        return board.holder == state.to_move

    def _ready(self) -> bool:
        model, sel = self.taps()
        return self.revealed() and model.picking(sel)

    def _update_controls(self) -> None:
        if self.controls is None or self.state is None:
            return
        info, ready = self.info, self._ready()
        buttons = (not (ready and info.can_draw), not (ready and info.can_pass), not info.can_pass,
                   info.can_pass)
        if buttons != self._buttons:  # most taps change none of them
            self._buttons = buttons
            (self.draw_button.disabled, self.pass_button.disabled, self.pass_button.hidden,
             self.draw_button.hidden) = buttons
        self.parts.draw_pile(ready)

    def apply_labels(self) -> None:
        for node in (self.root, self.strip, self.tray, self.controls, self.more_box):
            if node is not None:
                node.classList.toggle("sp-letters", self.labels_on)
        if self.controls is not None:
            self.letters_button.setAttribute("aria-pressed", "true" if self.labels_on else "false")

    # ----- taps --------------------------------------------------------------------------------
    def _refresh(self, width: float | None = None) -> None:
        """The selection's offers, fitted (``width``: the board's, read before any write)."""
        width = width if width is not None or self.pan.manual else board_px(self.board)
        self._draw_offers()
        if not self.pan.manual:
            self.fit(width)
        self.parts.draw_tray()
        self._update_controls()

    def tap(self, target: Any) -> Move | TakeDevice | Selection | None:
        """The move a tap makes, the device taken ("I have the device": the page draws the
        next board, the half-made choice dropped), the new selection, or None."""
        state = self.state
        if state is None or state.to_move is None:
            return None
        if self.pan.swallows_click():
            return None  # the end of a pan or pinch, not a tap
        hit = dom.closest_data(target, *HITS)
        if hit == ("sp", "reveal"):
            return TakeDevice(state.to_move)
        if self.info.phase != "setup" and not self.revealed():
            return None
        model, sel = self.taps()
        return self.changed(sel, model.tap(sel, self._hit(hit)))

    @staticmethod
    def _hit(hit: tuple[str, str] | None) -> tuple[str, str] | None:
        """The page's ``data-*`` hit as the model's: tray buttons carry ``data-sp``."""
        if hit is None or hit[0] != "sp":
            return hit
        value = hit[1]
        if value.startswith("hand:"):
            return "hand", value[len("hand:"):]
        if value.startswith("chip:"):
            return "pick", value[len("chip:"):]
        return SP_HITS.get(value, ("sp", value))

    def view_control(self, action: str) -> Move | Selection | None:
        if action == "letters":
            self.toggle_labels()
            return None
        if not self._ready():
            return None
        model, sel = self.taps()
        answer = model.control(sel, action)
        return None if answer is None else self.changed(sel, answer)

    # ----- text for the page -------------------------------------------------------------------
    def hint(self, state: Any) -> str:
        info = state.turn_info()
        step = ""
        if self.drawn is not None and self.drawn.state is state and self.revealed():
            model, sel = self.taps()
            step = model.step(sel)
        if step:
            return self._step_hint(step)
        if info.phase == "setup":
            chips = state.chip_tiles()
            letter = "a" if chips[(info.player, "a")] is None else "b"
            return t("symbol-pallet.hint.setup", chip=letter)
        if info.phase == "discard":
            return tn("symbol-pallet.hint.discard", info.must_discard)
        final = t("symbol-pallet.hint.final") if info.final_round else ""
        other = t("symbol-pallet.hint.draw") if info.can_draw else t("symbol-pallet.hint.pass")
        return t("symbol-pallet.hint.action", n=info.action, final=final, other=other)

    def _step_hint(self, step: str) -> str:
        """What to tap next once part of the move is chosen (the model's ``step``)."""
        model, sel = self.taps()
        chip = LETTERS[sel.chip]
        tile = tile_name(sel.tile_id) if sel.tile_id is not None else ""
        if step == "send":
            covered = model.next_displaced(sel)
            player, letter = covered if covered is not None else (0, 0)
            return t("symbol-pallet.hint.send", seat=self.seat_name(player), chip=LETTERS[letter])
        return t(f"symbol-pallet.hint.{step}", tile=tile, chip=chip)
