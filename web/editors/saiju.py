"""Saiju's part of the board editor: a Colour piece of each colour and symbol, a Shadow."""

from __future__ import annotations

from games.diagram.saiju import piece_shapes
from games.diagram.svg import Node

from .. import dom
from ..i18n import t
from .base import EditorParts


class SaijuEditor(EditorParts):
    def piece_name(self, parts: dict[str, str]) -> str:
        symbol = t(f"a11y.saiju.symbol.{parts['symbol']}")
        if parts["kind"] == "shadow":
            return t("a11y.saiju.shadow", symbol=symbol)
        return t("a11y.saiju.piece", colour=t(f"a11y.saiju.colour.{parts['colour']}"), symbol=symbol)

    def piece_icon(self, parts: dict[str, str]) -> Node:
        colour = "k" if parts["kind"] == "shadow" else parts["colour"]
        return dom.icon("-40 -40 80 80", f"saiju-piece saiju-c{colour}",
                        piece_shapes(parts["symbol"], colour=None if colour == "k" else colour))
