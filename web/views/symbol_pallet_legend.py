"""Symbol Pallet's legend: each symbol's glyph, name and rule, folded under its summary."""

from __future__ import annotations

from typing import Any

from games.diagram import symbol_pallet as shapes
from games.symbol_pallet import SYMBOLS

from .. import dom
from ..i18n import t


def build_legend(parent: Any) -> Any:
    """Add the legend (a closed ``details``) to ``parent``; return it."""
    legend = dom.html("details", parent, class_="sp-legend")
    dom.html("summary", legend, text=t("symbol-pallet.legend"))
    items = dom.html("ul", legend)
    for sym in SYMBOLS:
        item = dom.html("li", items)
        glyph = dom.svg("svg", item, viewBox="-30 -30 60 60", aria_hidden="true")
        dom.build(shapes.GLYPHS[sym.code], dom.svg("g", glyph, class_="sp-glyph"))
        words = dom.html("span", item)
        dom.html("b", words, text=t(f"symbol-pallet.symbol.{sym.code}"))
        dom.html("span", words, text=t("symbol-pallet.legend.rule", rule=t(f"symbol-pallet.rule.{sym.code}")))
    dom.html("p", legend, text=t("symbol-pallet.legend.text"))
    return legend
