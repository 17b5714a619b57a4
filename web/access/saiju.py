"""Saiju for screen readers and the keyboard: hexes and the colour chooser.

A hex's name says what it holds ("c3, pink Snow", "a1, Snow Shadow") and what
a tap would do now ("put the Shadow here", "the Shadow moves here"); the hex of
the picked Shadow is pressed. The chooser's colours say how many pieces of
that kind are left.
"""

from __future__ import annotations

from typing import Any

from games.saiju import COLOURS, SYMBOLS

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

    def targets(self) -> str:
        if self.view.choosing:
            return "#board .saiju-choice"
        return "#board .saiju-hex"

    def preferred(self) -> str | None:
        return "#board .saiju-choice" if self.view.choosing else None

    def name_targets(self, state: Any) -> None:
        view = self.view
        menu = view.menu
        if menu is None:
            return
        targets = view._targets()
        target_word = t("a11y.saiju.setup" if menu.setup else "a11y.saiju.place")
        shadows = state.shadows_on_board()
        picked = shadows.get(view.sym) if view.sym else None
        allowed = state.allowed_symbols()
        playing = not state.in_setup and not state.over
        last = set(view.last)
        for name, group in view.hexes.items():
            content = state.hex_contents(name)
            used = playing and content[:1] == "#" and content[1] not in allowed
            facts = (content, used, name in targets and target_word, name in last, name == picked)
            if not self.changed(name, group, facts):
                continue
            parts = [name, contents_name(content, used)]
            if name in targets:
                parts.append(target_word)
            self.put(name, group, role="button", aria_label=join(parts, name in last),
                     aria_pressed="true" if name == picked else None)
        if view.choosing and view.sym:
            counts = state.supply_counts()
            for choice in view.choice_layer.querySelectorAll(".saiju-choice"):
                c = str(choice.getAttribute("data-choice"))
                if c in COLOURS:
                    choice.setAttribute("aria-label", t(
                        "a11y.saiju.choice", colour=colour_name(c), symbol=symbol_name(view.sym),
                        n=counts[c + view.sym]))
        supply = state.supply_counts()
        for kind, item in view.kind_els.items():
            if kind[1] in SYMBOLS and self.changed(("kind", kind), item, supply[kind]):
                self.put(("kind", kind), item, role="img", aria_label=t(
                    "a11y.saiju.supply", colour=colour_name(kind[0]), symbol=symbol_name(kind[1]),
                    n=supply[kind]))
