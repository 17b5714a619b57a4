"""Saiju's own words: a move with its colour and symbol named, and the symbol and colour
letters of an impossible position as names."""

from __future__ import annotations

from typing import Any

from ..i18n import t
from .base import GameWords, SeatName


class SaijuWords(GameWords):
    def move(self, facts: Any, seat: SeatName) -> str:
        f = facts
        who = seat(f.side)
        if f.kind in ("end", "finish"):
            return t(f"move.saiju.{f.kind}", seat=who,
                     colour=t(f"saiju.colour.{f.colour}") if f.colour else "")
        symbol = t(f"saiju.symbol.{f.symbol}")
        if f.kind == "setup":
            return t("move.saiju.setup", seat=who, symbol=symbol, hex=f.hex)
        values = {"seat": who, "colour": t(f"saiju.colour.{f.colour}"), "symbol": symbol,
                  "hex": f.hex, "to": f.shadow_to}
        if f.taken:
            return t("move.saiju.place.taken", last=t(f"saiju.colour.{f.last}"), **values)
        return t("move.saiju.place", **values)

    def position_facts(self, words: dict[str, object]) -> None:
        for name in ("symbol", "colour"):
            if name in words:
                words[name] = t(f"a11y.saiju.{name}.{words[name]}")
