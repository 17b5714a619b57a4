"""Ni-Ju's own words: a tile placed or moved beside another, a pass."""

from __future__ import annotations

from typing import Any

from ..i18n import t
from .base import GameWords, SeatName


class NiJuWords(GameWords):
    def move(self, facts: Any, seat: SeatName) -> str:
        f = facts
        who = seat(f.side)
        if f.kind == "pass":
            return t("move.ni-ju.pass", seat=who)
        if not f.beside:
            return t("move.ni-ju.place.first", seat=who, tile=f.tile)
        owner, kind = f.beside[0]
        beside = t("move.ni-ju.beside", seat=seat(owner), tile=kind)
        return t(f"move.ni-ju.{f.kind}", seat=who, tile=f.tile, beside=beside)
