"""Symbol Pallet's own words: tiles named by colour and symbol in a move, a count of tiles
drawn, the chips a placement sends; an impossible position's symbol and colour as names."""

from __future__ import annotations

from typing import Any

from games.symbol_pallet.colours import COLOUR_INDEX, COLOURS

from ..i18n import local_name, t, tn
from .base import GameWords, SeatName


class SymbolPalletWords(GameWords):
    def move(self, facts: Any, seat: SeatName) -> str:
        from ..views.symbol_pallet_tray import tile_name

        f = facts
        who = seat(f.side)
        if f.kind == "chip":
            return t("move.symbol-pallet.chip", seat=who, chip=f.chip, tile=tile_name(f.tile))
        if f.kind == "draw":
            return tn("move.symbol-pallet.draw", f.count, seat=who)
        if f.kind == "discard":
            tiles = t("list.separator").join(tile_name(tile) for tile in f.tiles)
            return t("move.symbol-pallet.discard", seat=who, tiles=tiles)
        if f.kind == "pass":
            return t("move.symbol-pallet.pass", seat=who)
        key = "move.symbol-pallet.place.discard" if f.from_discard else "move.symbol-pallet.place"
        text = t(key, seat=who, tile=tile_name(f.tile), chip=f.chip)
        if f.plus:
            text = t("move.symbol-pallet.plus", move=text)
        for owner, chip, tile in f.sends:
            text = t("move.symbol-pallet.send", move=text, owner=seat(owner), chip=chip,
                     tile=tile_name(tile))
        return text

    def position_facts(self, words: dict[str, object]) -> None:
        if "symbol" in words:
            words["symbol"] = t(f"symbol-pallet.symbol.{words['symbol']}")
        if "colour" in words:
            words["colour"] = local_name(COLOURS[COLOUR_INDEX[str(words["colour"])]])
