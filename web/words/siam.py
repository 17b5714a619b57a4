"""Siam's own words: a move as the animal that makes it, where it goes and what it pushes."""

from __future__ import annotations

from typing import Any

from ..i18n import t
from .base import GameWords, SeatName


class SiamWords(GameWords):
    def move(self, facts: Any, seat: SeatName) -> str:
        """A Siam move: its words depend on whether it enters, pushes, turns or leaves, and on
        what it pushes off the board."""
        f = facts
        animal = t(f"siam.animal.{f.side}")
        if f.kind == "exit":
            return t("move.siam.exit", animal=animal, square=f.src)
        direction = t(f"a11y.dir.{f.facing}")
        if f.kind == "turn":
            return t("move.siam.turn", animal=animal, square=f.src, dir=direction)
        if f.kind == "enter":
            key = "move.siam.enter.push" if f.pushes else "move.siam.enter"
            text = t(key, animal=animal, square=f.dst, dir=direction)
        elif f.pushes:
            text = t("move.siam.push", animal=animal, src=f.src, to=f.dst, dir=direction)
        else:
            text = t("move.siam.move", animal=animal, src=f.src, to=f.dst, dir=direction)
        if f.pushed_off is not None:
            text = t(f"move.siam.off.{f.pushed_off}", move=text)
        return text
