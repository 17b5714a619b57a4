"""Symbol Pallet for screen readers and the keyboard: field tiles, chips, spots, the tray.

Field tiles say their colour, symbol, id, height and the chips on them ("red
same colour (Rs1), level 2, chip 1a"); a ghost spot says which tiles the new
tile would cover ("place at -2,0, on Rs1 and Gs1", or "beside" when it lies
on the table); send targets and setup spots say what choosing them does. The
tray's buttons are the view's own (they carry names already).

What the keyboard may stop on follows the half-made choice (the selection of
the board the view drew last, ``view.taps()``): the ghost spots while a tile is
chosen, the send targets while a covered chip waits, the field tiles and the
player's chips otherwise; the tray's buttons always. While a position is set up
(the board editor), the places it offers, every tile and every chip.
"""

from __future__ import annotations

from typing import Any

from ..i18n import t
from ..views.symbol_pallet_tray import tile_name
from . import Access, join

TRAY = "#seat-bottom button"
EDITOR_PLACES = "#board .sp-ghost[data-square]"
"""The places the board editor offers for a tile (``SymbolPalletView.offer_squares``)."""


class SymbolPalletAccess(Access):
    board_key = "a11y.board.symbol-pallet"

    def __init__(self, view: Any) -> None:
        super().__init__(view)
        self._state: Any = None
        self._facts: dict[str, Any] = {}

    def targets(self) -> str:
        view = self.view
        state, info = view.state, view.info
        if view.offered is not None:  # the board editor: its places, the tiles and the chips
            return f"{EDITOR_PLACES}, #board .sp-tile, #board .sp-chip"
        if state is None or info is None or state.over or view.drawn is None:
            return "#board .sp-tile"
        if info.phase == "setup":
            return f"#board .sp-setup, {TRAY}"
        model, sel = view.taps()
        if sel.pending:
            return f"#board .sp-send, {TRAY}" if model.send_choices(sel) else TRAY
        if sel.tile is not None:
            return f"#board .sp-ghost, {TRAY}"
        return f"#board .sp-tile, #board .sp-chip.mine, {TRAY}"

    def preferred(self) -> str | None:
        if self.view.offered is not None:
            return EDITOR_PLACES if self.view.offered else None
        if self.view.drawn is None:
            return None
        model, sel = self.view.taps()
        if sel.pending:
            return "#board .sp-send" if model.send_choices(sel) else "#seat-bottom [data-sp=yes]"
        if sel.tile is not None:
            return "#board .sp-ghost"
        return "#seat-bottom .sp-primary, #board .sp-setup"

    def name_targets(self, state: Any) -> None:
        view = self.view
        chips_on = self._chips_on(state)
        for tile_id, element in view.tile_elements():
            level, chips = view.levels.get(tile_id, 1), chips_on.get(tile_id, [])
            if not self.changed(("tile", tile_id), element, (level, chips, tile_id == view.last)):
                continue
            parts = [tile_name(tile_id), t("a11y.sp.level", n=level)]
            parts.extend(t("a11y.sp.chip-on", chip=c) for c in chips)
            self.put(("tile", tile_id), element, role="img",
                     aria_label=join(parts, tile_id == view.last))
        mover = state.to_move
        acting = view.info is not None and view.info.phase == "actions"
        for label, element in view.chip_elements():
            player = int(label[0]) - 1
            mine = acting and player == mover
            if not self.changed(("chip", label), element, mine):
                continue
            self.put(("chip", label), element, role="button" if mine else "img",
                     aria_label=t("a11y.sp.chip", chip=label, player=view.seat_name(player)))
        self._name_overlays(state)
        self._name_chip_buttons()

    def _name_chip_buttons(self) -> None:
        """The tray's chip buttons: their name holds the spot count they show, when shown."""
        model, sel = self.view.taps()
        counts = model.spot_counts(sel)
        for button in self.view.tray.querySelectorAll(".sp-chip-button"):
            chip = int(str(button.getAttribute("data-sp"))[5:])
            letter = "ab"[chip]
            name = (t("a11y.sp.chip-button", letter=letter) if counts is None
                    else t("a11y.sp.chip-button.spots", letter=letter, n=counts[chip]))
            button.setAttribute("aria-label", name)

    def _per_state(self, state: Any) -> dict[str, Any]:
        """Facts read from the engine once per position (choosing tiles redraws often)."""
        if self._state is not state:
            self._state, self._facts = state, {}
        return self._facts

    def _chips_on(self, state: Any) -> dict[str, list[str]]:
        facts = self._per_state(state)
        if "chips" not in facts:
            chips_on: dict[str, list[str]] = {}
            for (player, letter), tile_id in state.chip_tiles().items():
                if tile_id is not None:
                    chips_on.setdefault(tile_id, []).append(f"{player + 1}{letter}")
            facts["chips"] = chips_on
        return facts["chips"]

    def _tops(self, state: Any) -> dict[tuple[int, int], tuple[str, int]]:
        facts = self._per_state(state)
        if "tops" not in facts:
            facts["tops"] = state.quarters()
        return facts["tops"]

    def _name_overlays(self, state: Any) -> None:
        """Ghost spots, setup spots and send targets: redrawn with every refresh, so named anew."""
        view = self.view
        model, sel = view.taps()
        editing = view.offered is not None
        if editing or sel.tile is not None and not sel.pending:
            tops = self._tops(state)
            for ghost in view.ghost_layer.group.querySelectorAll(".sp-ghost"):
                spot = str(ghost.getAttribute("data-square" if editing else "data-ghost"))
                x, y = (int(v) for v in spot.split(","))
                under: list[str] = []
                for q in ((x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)):
                    top = tops.get(q)
                    if top is not None and top[0] not in under:
                        under.append(top[0])
                if under:
                    name = t("a11y.sp.ghost.on", spot=spot, tiles=t("a11y.list").join(under))
                else:
                    name = t("a11y.sp.ghost.beside", spot=spot)
                ghost.setAttribute("role", "button")
                ghost.setAttribute("aria-label", name)
        elif view.info is not None and view.info.phase == "setup":
            chips = state.chip_tiles()
            letter = "a" if chips.get((view.info.player, "a")) is None else "b"
            for spot in view.ghost_layer.group.querySelectorAll(".sp-setup"):
                tile_id = str(spot.getAttribute("data-setup"))
                spot.setAttribute("role", "button")
                spot.setAttribute("aria-label", t("a11y.sp.setup", letter=letter, tile=tile_name(tile_id)))
        waiting = model.next_displaced(sel) if sel.pending else None
        if waiting is not None:
            player, chip = waiting
            label = f"{player + 1}{'ab'[chip]}"
            for send in view.send_layer.group.querySelectorAll(".sp-send"):
                tile_id = str(send.getAttribute("data-send"))
                send.setAttribute("role", "button")
                send.setAttribute("aria-label", t("a11y.sp.send", chip=label, tile=tile_name(tile_id)))
