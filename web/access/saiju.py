"""Saiju for screen readers and the keyboard: hexes, the colour chooser and the supply.

A hex's name says what it holds ("c3, pink Snow", "a1, Snow Shadow") and what
a tap would do now ("put the Shadow here", "the Shadow moves here"); the hex of
the picked Shadow is pressed; the hexes of the last whole turn say so. The
chooser's colours say how many pieces of that kind are left. All of it is read
from the board the view drew last (``view.taps()``: its tap model and
``BoardState.selection``) and the view's public parts.
"""

from __future__ import annotations

from typing import Any

from games.saiju import COLOURS, HEXES

from ..i18n import t
from . import Access, join


def colour_name(code: str) -> str:
    return t(f"a11y.saiju.colour.{code}")


def symbol_name(code: str) -> str:
    return t(f"a11y.saiju.symbol.{code}")


def contents_name(content: str, used: bool = False) -> str:
    """What ``SaijuState.hex_contents`` says, in words ("" empty, "pS", "#S" a Shadow)."""
    if not content:
        return t("a11y.empty")
    if content[0] == "#":
        key = "a11y.saiju.shadow.used" if used else "a11y.saiju.shadow"
        return t(key, symbol=symbol_name(content[1]))
    return t("a11y.saiju.piece", colour=colour_name(content[0]), symbol=symbol_name(content[1]))


class SaijuAccess(Access):
    board_key = "a11y.board.saiju"

    def __init__(self, view: Any) -> None:
        super().__init__(view)
        self._state: Any = None
        """The position ``_contents`` was read from (a tap keeps it; a move replaces it)."""
        self._contents: dict[str, tuple[str, bool]] = {}
        """Hex -> (what it holds, a Shadow its player may not move now), for ``_state``."""

    def _read(self, state: Any) -> dict[str, tuple[str, bool]]:
        if state is not self._state:
            allowed = state.allowed_symbols()
            playing = not state.in_setup and not state.over
            contents = {name: state.hex_contents(name) for name in HEXES}
            self._contents = {name: (c, playing and c[:1] == "#" and c[1] not in allowed)
                              for name, c in contents.items()}
        return self._contents

    def _choosing(self) -> bool:
        return self.view.drawn is not None and self.view.taps()[1].choosing

    def targets(self) -> str:
        if self._choosing():
            return "#board .saiju-choice"
        return "#board .saiju-hex"

    def preferred(self) -> str | None:
        return "#board .saiju-choice" if self._choosing() else None

    def forget(self) -> None:
        super().forget()
        self._state = None

    def name_targets(self, state: Any) -> None:
        view = self.view
        model, sel = view.taps()
        targets = model.targets(sel)
        target_word = t("a11y.saiju.setup" if model.step(sel) == "setup" else "a11y.saiju.place")
        picked = model.picked_hex(sel)
        last = view.last_hexes()
        contents = self._read(state)
        fresh = state is not self._state
        self._state = state
        hexes = view.hexes
        for name, (content, used) in contents.items():
            group = hexes.element(name)
            if group is None:
                continue
            facts = (content, used, name in targets and target_word, name in last, name == picked)
            if not self.changed(name, group, facts):
                continue
            parts = [name, contents_name(content, used)]
            if name in targets:
                parts.append(target_word)
            self.put(name, group, role="button", aria_label=join(parts, name in last),
                     aria_pressed="true" if name == picked else None)
        symbol = sel.symbol
        if sel.choosing and symbol:
            counts = state.supply_counts()
            for c in COLOURS:
                choice = view.chooser.element(("choice", c))
                if choice is not None:
                    self.put(("choice", c), choice, aria_label=t(
                        "a11y.saiju.choice", colour=colour_name(c), symbol=symbol_name(symbol),
                        n=counts[c + symbol]))
        if not fresh:
            return  # the supply's counts are the position's
        supply = state.supply_counts()
        for kind, item in view.seat_parts.kind_elements().items():
            if self.changed(("kind", kind), item, supply[kind]):
                self.put(("kind", kind), item, role="img", aria_label=t(
                    "a11y.saiju.supply", colour=colour_name(kind[0]), symbol=symbol_name(kind[1]),
                    n=supply[kind]))
