"""The Symbol Pallet field: draws tiles, stacks and chips, and turns taps into tokens.

It knows no rule. Where a tile may go comes from the engine's ``ghost_spots``;
whether the chip may (or must) move onto it from ``plus_choices``; which chips a
placement covers and where they may be sent from ``displaced_chips`` and
``send_targets``; setup and discard choices from the legal tokens and
``turn_info``. Everything secret is read through ``state.view(player)`` for the
player to move, and only after that player has taken the device (pass and
play): until then no hand is in the page at all.

The SVG is built once per game; each redraw adds or removes only the tiles that
changed, moves the chips, and rewrites the small overlay layers (ghost spots,
the pending tile, send targets) in one DOM call each.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from games.diagram import symbol_pallet as shapes
from games.diagram.svg import markup
from games.symbol_pallet import COLOURS, SYMBOLS, Place
from games.symbol_pallet.tiles import CATALOGUE, TILE_IDS, TILE_INDEX

from .. import dom, i18n
from ..i18n import t, tn

H = shapes.H
"""SVG units per half-tile: a tile is 2H × 2H."""
LIFT = shapes.LIFT
"""How far up-left each level above the table draws its tile (stacks look higher)."""
LETTERS = "ab"
SEAT_NAMES = shapes.SEAT_NAMES
CB_KEY = "abstract-boards.symbol-pallet.letters"

_tile_info = shapes.tile_info
"""(colour code, symbol code) of a tile id, from the engine's catalogue."""


@lru_cache(maxsize=None)
def _glyph(code: str) -> str:
    """A symbol's glyph as markup (the diagrams' ``GLYPHS``)."""
    return markup(shapes.GLYPHS[code])


def tile_name(tile_id: str) -> str:
    """A tile's name for screen readers: "red same colour (Rs1)" / "赤・同色（Rs1）"."""
    tile = CATALOGUE[TILE_INDEX[tile_id]]
    colour, symbol = COLOURS[tile.colour], SYMBOLS[tile.symbol]
    ja = i18n.lang() == "ja"
    return t("a11y.sp.tile", colour=colour.japanese if ja else colour.name,
             symbol=symbol.japanese if ja else symbol.name, id=tile_id)


@lru_cache(maxsize=None)
def _face(tile_id: str, size: int = 96) -> str:
    """The inner drawing of a tile centred on (0, 0): face, glyph, colour letter."""
    return markup(shapes.face_shapes(tile_id, size))


def _tile_button_svg(tile_id: str) -> str:
    return (f'<svg viewBox="-50 -50 100 100" aria-hidden="true">'
            f'<g class="sp-c-{_tile_info(tile_id)[0]}">{_face(tile_id)}</g></svg>')


def _chip_svg(player: int, letter: str) -> str:
    return (f'<svg viewBox="-22 -22 44 44" aria-hidden="true"><g class="sp-chip-shape sp-p{player}">'
            f'{markup(shapes.chip_shapes(letter, 20, 14, player))}</g></svg>')


class SymbolPalletView:
    """One Symbol Pallet table in the page: the field (SVG), the info strip and the tray."""

    game_name = "symbol-pallet"

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        self.board = board
        self.seats = (seat_top, seat_bottom)
        self.state: Any = None
        self.info: Any = None
        self.pv: Any = None
        self.revealed_for: int | None = None
        """The player who took the device and sees their hand (pass and play)."""
        self.computer_seats: frozenset[int] = frozenset()
        """Seats the computer plays (set by web/opponent.py): their hands are never
        shown, and the hand-off screen appears only between two people."""
        self.letters = dom.load_flag(CB_KEY)
        self.tile_els: dict[str, Any] = {}
        self.tile_keys: list[tuple[str, int, int]] = []
        self.levels: dict[str, int] = {}
        self.positions: dict[str, tuple[int, int]] = {}
        self.chip_els: dict[str, Any] = {}
        self.view_box = ""
        self.last: str | None = None
        self.controls: Any = None
        self._reset_choice()
        self.chip = 0
        self._build()

    # ----- static drawing ------------------------------------------------------------------
    def _build(self) -> None:
        dom.clear(self.board)
        dom.set_attrs(self.board, aria_label="Symbol Pallet field")
        self.root = dom.svg("g", self.board, class_="sp-root")
        self.tile_layer = dom.svg("g", self.root, class_="sp-tiles")
        self.mark_layer = dom.svg("g", self.root, class_="sp-marks")
        self.pending_layer = dom.svg("g", self.root, class_="sp-pending-layer")
        self.chip_layer = dom.svg("g", self.root, class_="sp-chips")
        self.ghost_layer = dom.svg("g", self.root, class_="sp-ghosts")
        self.send_layer = dom.svg("g", self.root, class_="sp-sends")
        for seat in self.seats:
            dom.clear(seat)
        self.strip = dom.html("div", self.seats[0], class_="sp-strip")
        self.tray = dom.html("div", self.seats[1], class_="sp-tray")
        self._apply_letters()

    def build_controls(self, container: Any) -> None:
        box = dom.html("div", container, class_="sp-panel")
        self.controls = box
        row = dom.html("div", box, class_="sp-buttons")
        self.draw_button = dom.html("button", row, text=t("symbol-pallet.draw"), type="button",
                                    data_view_action="draw")
        self.pass_button = dom.html("button", row, text=t("symbol-pallet.pass"), type="button",
                                    data_view_action="pass")
        self.letters_button = dom.html("button", row, text=t("symbol-pallet.letters"), type="button",
                                       data_view_action="letters", class_="sp-toggle")
        pile = dom.html("div", box, class_="sp-pile")
        dom.html("span", pile, text=t("symbol-pallet.pile"), class_="sp-pile-title")
        self.pile = dom.html("div", pile, class_="sp-pile-tiles")
        legend = dom.html("details", box, class_="sp-legend")
        dom.html("summary", legend, text=t("symbol-pallet.legend"))
        items = []
        for sym in SYMBOLS:
            items.append(
                f'<li><svg viewBox="-30 -30 60 60" aria-hidden="true"><g class="sp-glyph">'
                f'{_glyph(sym.code)}</g></svg><span><b>{t(f"symbol-pallet.symbol.{sym.code}")}</b> '
                f'({sym.japanese if i18n.lang() == "en" else sym.name}): '
                f'{t(f"symbol-pallet.rule.{sym.code}")}.</span></li>')
        legend.insertAdjacentHTML(
            "beforeend",
            "<ul>" + "".join(items) + "</ul><p>A tile laid beside others on the table ignores its "
            "symbol. On top it must rest on 2 or more tiles covering at least 3 of its quarters, "
            "one of them owned by the chosen chip. Each chip owns its tile and every tile below "
            "it; the score is the table tiles your chips own.</p>")
        self._apply_letters()
        if self.state is not None:
            self._update_controls()

    # ----- showing a state -------------------------------------------------------------------
    def show(self, state: Any, bottom: int, before: Any = None, move: str | None = None) -> None:
        if self.state is None:
            self._build()
            self.tile_els, self.tile_keys, self.chip_els = {}, [], {}
            self.view_box = ""
            self.revealed_for = None
            self.chip = 0
        previous = self.state
        self.state = state
        self.info = state.turn_info()
        mover = state.to_move
        if mover != self.revealed_for and mover not in self.computer_seats:
            # Someone else's turn (or the end): the page asks to hand the device over, so
            # whoever held it may no longer; Undo, Redo or a replay step back to the
            # earlier holder's turn must ask again before showing that hand.
            self.revealed_for = None
        self.pv = state.view(mover) if mover is not None else None
        if previous is None or previous.to_move != mover:
            self.chip = 0
        self._reset_choice()
        self._reconcile_tiles(state)
        if before is not None or move is not None:
            self.last = self._placed_tile(move)
        self._draw_chips(state)
        self._draw_marks()
        self._draw_overlays()
        self._update_strip()
        self._update_tray()
        self._update_controls()

    def set_last(self, before: Any, move: str | None) -> None:
        self.last = self._placed_tile(move)
        self._draw_marks()

    def _placed_tile(self, move: str | None) -> str | None:
        if move is None or self.state is None:
            return None
        try:
            parsed = self.state.game.parse_move(move)
        except Exception:  # noqa: BLE001 - a draw agreement or other non-move
            return None
        return TILE_IDS[parsed.tile] if type(parsed) is Place else None

    def _reset_choice(self) -> None:
        self.tile: str | None = None
        """The tile chosen to place (from the hand or the discard pile)."""
        self.ghosts: list[tuple[int, int]] = []
        self.spot_counts: tuple[int, int] | None = None
        self.pending: tuple[int, int] | None = None
        self.plus_options: list[bool] = []
        self.plus: bool | None = None
        self.displaced: list[tuple[int, int]] = []
        self.sends: list[str] = []
        self.send_choices: list[str] = []
        self.discarding: list[str] = []

    def _reconcile_tiles(self, state: Any) -> None:
        tiles = state.field_tiles()
        wanted = [(t, x, y) for t, x, y, _lv in tiles]
        keep = 0
        while keep < len(self.tile_keys) and keep < len(wanted) and self.tile_keys[keep] == wanted[keep]:
            keep += 1
        for key in self.tile_keys[keep:]:
            element = self.tile_els.pop(key[0], None)
            if element is not None:
                element.remove()
        fresh = self.tile_keys != [] or keep > 0
        extra = " sp-new" if fresh else ""
        parts = [markup(shapes.tile_node(tile_id, x, y, level, extra))
                 for tile_id, x, y, level in tiles[keep:]]
        if parts:
            self.tile_layer.insertAdjacentHTML("beforeend", "".join(parts))
            children = self.tile_layer.children
            count = children.length
            for i, (tile_id, _x, _y, _lv) in enumerate(tiles[keep:]):
                self.tile_els[tile_id] = children[count - len(parts) + i]
        self.tile_keys = wanted
        self.levels = {t: lv for t, _x, _y, lv in tiles}
        self.positions = {t: (x, y) for t, x, y, _lv in tiles}
        left, top, side = shapes.field_box(tiles)
        box = f"{left} {top} {side} {side}"
        if box != self.view_box:
            self.view_box = box
            self.board.setAttribute("viewBox", box)

    def _quarter_xy(self, quarters: list[tuple[int, int]], tile_id: str) -> tuple[float, float]:
        """Where a chip on this tile is drawn (``games.diagram.symbol_pallet.chip_xy``)."""
        return shapes.chip_xy(quarters, self.positions.get(tile_id, (0, 0)), self.levels.get(tile_id, 1))

    def _draw_chips(self, state: Any) -> None:
        visible = state.visible_quarters()
        mover = state.to_move
        wanted = {}
        for (player, letter), tile_id in state.chip_tiles().items():
            if tile_id is not None:
                wanted[f"{player + 1}{letter}"] = (player, letter, tile_id)
        for label in list(self.chip_els):
            if label not in wanted:
                self.chip_els.pop(label).remove()
        for label, (player, letter, tile_id) in wanted.items():
            element = self.chip_els.get(label)
            if element is None:
                element = dom.svg("g", self.chip_layer, class_=f"sp-chip sp-p{player}", data_chip=label)
                element.innerHTML = markup(shapes.chip_shapes(letter, player=player))
                self.chip_els[label] = element
            x, y = self._quarter_xy(visible.get(tile_id, [(0, 0)]), tile_id)
            mine = " mine" if player == mover and self.info.phase == "actions" else ""
            dom.set_attrs(element, transform=f"translate({x} {y})", data_on=tile_id, data_owner=player,
                          class_=f"sp-chip sp-p{player}{mine}")

    def _draw_marks(self) -> None:
        """Last tile placed; at the end, every player's owned table tiles."""
        state = self.state
        if state is None:
            return
        parts = []
        if self.last is not None and self.last in self.levels:
            parts.append(self._outline(self.last, "sp-last", 0))
        if state.over:
            for player in range(state.n):
                for tile_id in state.owned_table_ids(player):
                    parts.append(markup(shapes.owned_mark(player, self.positions[tile_id])))
        self.mark_layer.innerHTML = "".join(parts)

    def _outline(self, tile_id: str, cls: str, inset: int) -> str:
        return markup(shapes.outline(self.positions[tile_id], self.levels[tile_id], cls, inset))

    # ----- overlays: ghosts, pending tile, send targets, setup targets ------------------------
    def _draw_overlays(self) -> None:
        self._draw_ghosts()
        self._draw_pending()
        self._draw_sends()

    def _draw_ghosts(self) -> None:
        parts = []
        if self.tile is not None and self.pending is None:
            colour = _tile_info(self.tile)[0]
            spots = set(self.ghosts)
            for x, y in self.ghosts:
                near = 2
                for dx in (-1, 0, 1):
                    for dy in (-1, 0, 1):
                        if (dx or dy) and (x + dx, y + dy) in spots:
                            near = 1
                half = near * H // 2
                mark = half - 5
                foot = ('' if near == 2 else
                        '<rect class="sp-ghost-foot" x="-46" y="-46" width="92" height="92" rx="8"/>')
                parts.append(
                    f'<g class="sp-ghost sp-c-{colour}" data-ghost="{x},{y}" '
                    f'transform="translate({x * H} {y * H})">{foot}'
                    f'<rect class="sp-ghost-hit" x="{-half}" y="{-half}" width="{2 * half}" '
                    f'height="{2 * half}"/><rect class="sp-ghost-mark" x="{-mark}" y="{-mark}" '
                    f'width="{2 * mark}" height="{2 * mark}" rx="7"/></g>')
        elif self.info is not None and self.info.phase == "setup" and self.state is not None:
            for token in self.state.legal_tokens():
                tile_id = token[1:]
                x, y = self.positions[tile_id]
                box = f'x="{x * H - 40}" y="{y * H - 40}" width="80" height="80" rx="8"'
                parts.append(f'<g class="sp-setup" data-setup="{tile_id}"><rect class="sp-setup-under" '
                             f'{box}/><rect class="sp-setup-spot" {box}/></g>')
        self.ghost_layer.innerHTML = "".join(parts)

    def _draw_pending(self) -> None:
        if self.pending is None or self.tile is None:
            self.pending_layer.innerHTML = ""
            return
        x, y = self.pending
        colour = _tile_info(self.tile)[0]
        self.pending_layer.innerHTML = (
            f'<g class="sp-pending sp-c-{colour}" transform="translate({x * H} {y * H})">'
            f'{_face(self.tile)}<rect class="sp-pending-edge" x="-48" y="-48" width="96" '
            f'height="96" rx="9"/></g>')

    def _draw_sends(self) -> None:
        if not self.send_choices or self.tile is None or self.pending is None:
            self.send_layer.innerHTML = ""
            return
        x, y = self.pending
        visible = self.state.visible_quarters((self.tile, x, y))
        parts = []
        for tile_id in self.send_choices:
            lift = 0 if tile_id == self.tile else (self.levels.get(tile_id, 1) - 1) * LIFT
            for qx, qy in visible.get(tile_id, []):
                parts.append(f'<rect class="sp-send" data-send="{tile_id}" x="{qx * H - lift + 3}" '
                             f'y="{qy * H - lift + 3}" width="{H - 6}" height="{H - 6}" rx="6"/>')
        self.send_layer.innerHTML = "".join(parts)

    # ----- seats and panel -----------------------------------------------------------------------
    def _update_strip(self) -> None:
        state, pv = self.state, self.pv
        parts = []
        for p in range(state.n):
            cls = " to-move" if p == state.to_move else ""
            count = ""
            if state.over:
                count = (f'<span class="sp-count">{state.scores()[p]}<span class="sp-word">'
                         f'{t("symbol-pallet.owned")}</span></span>')
            elif pv is not None:
                n = pv.hand_sizes[p]
                count = (f'<span class="sp-count">{n}<span class="sp-word">'
                         f'{tn("symbol-pallet.tiles", n)}</span></span>')
            parts.append(f'<span class="sp-player sp-p{p}{cls}" data-player="{p}">'
                         f'<i class="sp-dot"></i>{self.seat_name(p)}{count}</span>')
        info = self.info
        if pv is not None:
            parts.append(f'<span class="sp-deck" data-deck="{pv.deck_size}">{t("symbol-pallet.deck", n=pv.deck_size)}</span>')
        if info.phase == "actions":
            final = t("symbol-pallet.final_round") if info.final_round else ""
            parts.append(f'<span class="sp-action" data-action-count="{info.action}">'
                         f'{t("symbol-pallet.action", n=info.action)}{final}</span>')
        elif info.phase == "discard":
            parts.append(f'<span class="sp-action">{t("symbol-pallet.phase.discard")}</span>')
        elif info.phase == "setup":
            parts.append(f'<span class="sp-action">{t("symbol-pallet.phase.setup")}</span>')
        self.strip.innerHTML = "".join(parts)

    def _revealed(self) -> bool:
        state = self.state
        if state is None or state.to_move is None or state.to_move in self.computer_seats:
            return False
        if self.computer_seats and len(self.computer_seats) == state.n - 1:
            return True  # the only person at the device: nobody to hand it to
        return self.revealed_for == state.to_move

    def _update_tray(self) -> None:
        state, info = self.state, self.info
        mover = state.to_move
        tray = self.tray
        if mover is None:
            scores = state.scores()
            owned = t("list.separator").join(f"{self.seat_name(p)} {scores[p]}" for p in range(state.n))
            tray.innerHTML = f'<p class="sp-note">{t("symbol-pallet.over", owned=owned)}</p>'
            return
        name = self.seat_name(mover)
        if mover in self.computer_seats:
            tray.innerHTML = f'<div class="sp-handoff"><span>{t("ai.sp.computer_hand", name=name)}</span></div>'
            return
        if not self._revealed():
            if info.phase == "setup":
                text = t("symbol-pallet.setup_chip", seat=name)
                label = t("symbol-pallet.see_hand")
            else:
                text = t("symbol-pallet.give_device", seat=name)
                label = t("symbol-pallet.show_hand", seat=name)
            tray.innerHTML = (f'<div class="sp-handoff"><span>{text}</span>'
                              f'<button type="button" class="sp-primary" data-sp="reveal">{label}'
                              '</button></div>')
            return
        if self.pending is not None and self.tile is not None:
            letter = LETTERS[self.chip]
            if self.plus is None:
                buttons = []
                if True in self.plus_options:
                    buttons.append(f'<button type="button" class="sp-primary" data-sp="yes">'
                                   f'{t("symbol-pallet.yes")}</button>')
                if False in self.plus_options:
                    buttons.append(f'<button type="button" data-sp="no">{t("symbol-pallet.no")}</button>')
                text = t("symbol-pallet.move_chip", chip=letter, tile=self.tile)
            else:
                player, chip = self.displaced[len(self.sends)]
                buttons = []
                text = t("symbol-pallet.covered", chip=f"{player + 1}{LETTERS[chip]}",
                         seat=self.seat_name(player))
            buttons.append('<button type="button" data-sp="cancel" aria-label="Cancel">✕</button>')
            tray.innerHTML = (f'<div class="sp-prompt"><span>{text}</span>'
                              f'<span class="sp-prompt-buttons">{"".join(buttons)}</span></div>')
            return
        pv = self.pv
        parts = ['<div class="sp-hand-row">']
        if info.phase == "discard":
            k = info.must_discard
            ready = len(self.discarding) == k
            parts.append(f'<button type="button" class="sp-primary sp-discard-go" data-sp="discard-go"'
                         f'{"" if ready else " disabled"}>'
                         f'{t("symbol-pallet.discard_go", n=len(self.discarding), k=k)}</button>')
        elif info.phase == "actions":
            parts.append('<span class="sp-chip-pick" role="group" aria-label="Chip">')
            for c in (0, 1):
                count = ""
                if self.spot_counts is not None:
                    count = f'<span class="sp-spots">{self.spot_counts[c]}</span>'
                selected = " selected" if c == self.chip else ""
                parts.append(f'<button type="button" class="sp-chip-button{selected}" data-sp="chip:{c}" '
                             f'aria-pressed="{"true" if selected else "false"}" '
                             f'aria-label="chip {LETTERS[c]}">{_chip_svg(mover, LETTERS[c])}{count}</button>')
            parts.append('</span>')
        parts.append('<span class="sp-hand" aria-label="Your hand">')
        for tile_id in pv.hand_ids:
            selected = tile_id == self.tile or tile_id in self.discarding
            parts.append(f'<button type="button" class="sp-tile-button{" selected" if selected else ""}" '
                         f'data-sp="hand:{tile_id}" data-hand="{tile_id}" '
                         f'aria-pressed="{"true" if selected else "false"}" '
                         f'aria-label="{tile_name(tile_id)}">{_tile_button_svg(tile_id)}</button>')
        if not pv.hand_ids:
            parts.append(f'<span class="sp-note">{t("symbol-pallet.hand_empty")}</span>')
        parts.append("</span></div>")
        tray.innerHTML = "".join(parts)

    def _update_controls(self) -> None:
        if self.controls is None or self.state is None:
            return
        info = self.info
        ready = self._revealed() and self.pending is None and info.phase == "actions"
        self.draw_button.disabled = not (ready and info.can_draw)
        self.pass_button.disabled = not (ready and info.can_pass)
        self.pass_button.hidden = not info.can_pass
        self.draw_button.hidden = info.can_pass
        discard = self.pv.discard_ids if self.pv is not None else list(self.state.discard_pile())
        parts = []
        for tile_id in discard:
            selected = " selected" if tile_id == self.tile else ""
            parts.append(f'<button type="button" class="sp-tile-button{selected}" '
                         f'data-view-action="pick:{tile_id}" data-pile="{tile_id}"'
                         f'{"" if ready else " disabled"} aria-label="{tile_name(tile_id)}">'
                         f'{_tile_button_svg(tile_id)}</button>')
        if not parts:
            parts.append(f'<span class="sp-note">{t("symbol-pallet.pile_empty")}</span>')
        self.pile.innerHTML = "".join(parts)

    # ----- colour letters ----------------------------------------------------------------------
    def _apply_letters(self) -> None:
        for node in (self.root, self.strip, self.tray, self.controls):
            if node is not None:
                node.classList.toggle("sp-letters", self.letters)
        if self.controls is not None:
            self.letters_button.setAttribute("aria-pressed", "true" if self.letters else "false")

    # ----- taps --------------------------------------------------------------------------------
    def clear_selection(self) -> None:
        self._reset_choice()
        if self.state is not None:
            self._refresh()

    def _refresh(self) -> None:
        self._draw_overlays()
        self._update_tray()
        self._update_controls()

    def tap(self, target: Any) -> str | None:
        state = self.state
        if state is None or state.to_move is None:
            return None
        hit = dom.closest_data(target, "sp", "ghost", "send", "setup", "chip", "tile")
        kind, value = hit if hit is not None else (None, "")
        token = self._resolve(kind, value)
        if token is None:
            self._refresh()
        return token

    def _resolve(self, kind: str | None, value: str) -> str | None:
        state, info = self.state, self.info
        mover = state.to_move
        if kind == "sp" and value == "reveal":
            self.revealed_for = mover
            self._reset_choice()
            return None
        if info.phase == "setup":
            if kind in ("setup", "tile") and ">" + value in state.legal_tokens():
                return ">" + value
            return None
        if not self._revealed():
            return None
        if info.phase == "discard":
            return self._resolve_discard(kind, value)
        if self.pending is not None:
            return self._resolve_pending(kind, value)
        if kind == "sp" and value.startswith("hand:"):
            self._choose_tile(value[5:])
        elif kind == "sp" and value.startswith("chip:"):
            self._choose_chip(int(value[5:]))
        elif kind == "chip" and value[0] == str(mover + 1):
            self._choose_chip(LETTERS.index(value[1]))
        elif kind == "ghost" and self.tile is not None:
            x, y = (int(v) for v in value.split(","))
            return self._choose_spot(x, y)
        else:
            self.tile = None
            self.ghosts = []
            self.spot_counts = None
        return None

    def _resolve_discard(self, kind: str | None, value: str) -> str | None:
        if kind != "sp":
            return None
        if value.startswith("hand:"):
            tile_id = value[5:]
            if tile_id in self.discarding:
                self.discarding.remove(tile_id)
            elif len(self.discarding) < self.info.must_discard:
                self.discarding.append(tile_id)
            return None
        if value == "discard-go" and len(self.discarding) == self.info.must_discard:
            chosen = [t for t in self.pv.hand_ids if t in self.discarding]  # catalogue order
            return "discard:" + ",".join(chosen)
        return None

    def _resolve_pending(self, kind: str | None, value: str) -> str | None:
        if self.plus is None:
            if kind == "sp" and value in ("yes", "no"):
                plus = value == "yes"
                if plus in self.plus_options:
                    return self._choose_plus(plus)
                return None
        elif kind == "send" and value in self.send_choices:
            self.sends.append(value)
            return self._next_send()
        if kind == "sp" and value == "cancel" or kind not in ("sp", "send"):
            self.pending = None
            self.plus = None
            self.sends = []
            self.send_choices = []
        return None

    def _choose_tile(self, tile_id: str) -> None:
        if tile_id == self.tile:
            self.tile, self.ghosts, self.spot_counts = None, [], None
            return
        self.tile = tile_id
        self._find_spots()

    def _choose_chip(self, chip: int) -> None:
        self.chip = chip
        if self.tile is not None:
            self._find_spots()

    def _find_spots(self) -> None:
        state = self.state
        spots = [state.ghost_spots(0, self.tile), state.ghost_spots(1, self.tile)]
        self.spot_counts = (len(spots[0]), len(spots[1]))
        self.ghosts = spots[self.chip]

    def _choose_spot(self, x: int, y: int) -> str | None:
        self.pending = (x, y)
        self.plus_options = self.state.plus_choices(self.chip, self.tile, x, y)
        if not self.plus_options:
            self.pending = None
            return None
        if len(self.plus_options) == 1:
            return self._choose_plus(self.plus_options[0])
        self.plus = None
        return None

    def _choose_plus(self, plus: bool) -> str | None:
        x, y = self.pending
        self.plus = plus
        self.displaced = self.state.displaced_chips(self.chip, self.tile, x, y, plus)
        self.sends = []
        return self._next_send()

    def _next_send(self) -> str | None:
        x, y = self.pending
        if len(self.sends) < len(self.displaced):
            self.send_choices = self.state.send_targets(self.chip, self.tile, x, y, self.plus, self.sends)
            if not self.send_choices:  # a dead end: choose the targets again
                self.sends = []
                self.send_choices = self.state.send_targets(self.chip, self.tile, x, y, self.plus, [])
            return None
        token = f"{LETTERS[self.chip]}:{self.tile}@{x},{y}{'+' if self.plus else ''}"
        for (player, chip), target in zip(self.displaced, self.sends):
            token += f"!{player + 1}{LETTERS[chip]}>{target}"
        return token

    def control(self, action: str) -> str | None:
        if self.state is None:
            return None
        if action == "letters":
            self.letters = not self.letters
            dom.save_flag(CB_KEY, self.letters)
            self._apply_letters()
            return None
        info = self.info
        ready = self._revealed() and info.phase == "actions" and self.pending is None
        if action == "draw" and ready and info.can_draw:
            return "draw"
        if action == "pass" and ready and info.can_pass:
            return "pass"
        if action.startswith("pick:") and ready:
            self._choose_tile(action[5:])
            self._refresh()
        return None

    # ----- text for the page -------------------------------------------------------------------
    @staticmethod
    def seat_name(player: int) -> str:
        return t(f"symbol-pallet.seat.{player}")

    @staticmethod
    def hint(state: Any) -> str:
        info = state.turn_info()
        if info.phase == "setup":
            chips = state.chip_tiles()
            letter = "a" if chips[(info.player, "a")] is None else "b"
            return t("symbol-pallet.hint.setup", chip=letter)
        if info.phase == "discard":
            return tn("symbol-pallet.hint.discard", info.must_discard)
        final = t("symbol-pallet.hint.final") if info.final_round else ""
        other = t("symbol-pallet.hint.draw") if info.can_draw else t("symbol-pallet.hint.pass")
        return t("symbol-pallet.hint.action", n=info.action, final=final, other=other)
