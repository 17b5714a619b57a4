"""Symbol Pallet's part of the board editor (``web.editor_ui``): a palette of its own, a row
of colours, a row of that colour's tiles (one per symbol), and a row of chips.

Sixty tiles are 38 kinds (a colour and a symbol; the copy is the game's choice,
``games.symbol_pallet.setting_up``): a palette of all of them would not fit a phone under the
board, so a tile is chosen as its colour and its symbol (``PositionEditor.choose_part``). The
symbol row shows the chosen colour's tiles as they will lie, so what a tap lays is seen
before it is laid. The chips row holds each player's two chips. Nothing here knows a rule:
which kinds and chips the game has comes from the model's ``pieces``.
"""

from __future__ import annotations

from typing import Any

from games.diagram import symbol_pallet as shapes
from games.diagram.svg import Node, el
from games.symbol_pallet.colours import COLOUR_INDEX, COLOURS
from games.symbol_pallet.setting_up import CHIPS

from .. import dom
from ..editor import PositionEditor
from ..i18n import lang, local_name, t
from .base import EditorParts

PART_ATTR = "edit-part"
"""``data-edit-part="colour:R"`` / ``"symbol:s"``: a part of the tile to lay."""


def colour_name(code: str) -> str:
    return local_name(COLOURS[COLOUR_INDEX[code]])


def _kind_tile(kind: str) -> str:
    """The id of the first copy of a kind (for its face: every copy looks alike)."""
    return f"{kind}1"


class SymbolPalletEditor(EditorParts):
    own_palette = True

    def piece_name(self, parts: dict[str, str]) -> str:
        """A tile kind's or a chip's name, in the page's language."""
        if parts["kind"] == "chip":
            return t("editor.sp.chip", player=t(f"symbol-pallet.seat.{parts['seat']}"), letter=parts["letter"])
        return t("editor.sp.tile", colour=colour_name(parts["colour"]),
                 symbol=t(f"symbol-pallet.symbol.{parts['symbol']}"))

    def piece_icon(self, parts: dict[str, str]) -> Node:
        """A chip of its player's colour, or a tile kind's face."""
        if parts["kind"] == "chip":
            return dom.icon("-24 -24 48 48", f"sp-chip sp-p{parts['seat']}",
                            shapes.chip_shapes(parts["letter"], player=int(parts["seat"])))
        kind = parts["colour"] + parts["symbol"]
        return dom.icon("-50 -50 100 100", f"sp-c-{parts['colour']}", shapes.face_shapes(_kind_tile(kind)))

    def build(self, model: PositionEditor, palette: Any) -> None:
        """The three rows; ``draw`` then marks what is chosen and fills the symbol row."""
        kinds = [p for p in model.pieces if model.parts(p)["kind"] == "tile"]
        colours = list(dict.fromkeys(k[0] for k in kinds))
        row = dom.html("div", palette, class_="sp-edit-colours", role="group", aria_label=t("editor.sp.colours"))
        for code in colours:
            button = dom.html("button", row, type="button", class_=f"edit-part sp-edit-colour sp-c-{code}",
                              data_edit_part=f"colour:{code}", aria_label=colour_name(code),
                              title=colour_name(code), aria_pressed="false")
            dom.fill(button, dom.icon("-50 -50 100 100", f"sp-c-{code}",
                                      [el("rect", class_="sp-face", x=-42, y=-42, width=84, height=84, rx=10)]))
        dom.html("div", palette, class_="sp-edit-symbols", id="sp-edit-symbols", role="group",
                 aria_label=t("editor.sp.symbols"))
        chips = dom.html("div", palette, class_="sp-edit-chips", role="group", aria_label=t("editor.sp.chips"))
        dom.html("span", chips, t("editor.sp.chips"), class_="editor-to-move", aria_hidden="true")
        for piece in model.pieces:
            if piece not in CHIPS:
                continue
            parts = model.parts(piece)
            name = self.piece_name(parts)
            button = dom.html("button", chips, type="button", class_="edit-piece sp-edit-chip", data_edit_piece=piece,
                              aria_label=name, title=name, aria_pressed="false")
            dom.fill(button, self.piece_icon(parts))

    def draw(self, model: PositionEditor, palette: Any) -> None:
        """Press the chosen colour, symbol and chip; the symbol row shows the colour's tiles."""
        chosen = model.parts(model.piece) if model.piece is not None else {}
        colour = chosen.get("colour") or model.last_parts.get("colour") or "R"
        row = dom.query(palette, "#sp-edit-symbols")
        shown = f"{colour}:{lang()}"
        if row.getAttribute("data-shows") != shown:
            row.setAttribute("data-shows", shown)
            dom.clear(row)
            for kind in model.pieces:
                parts = model.parts(kind)
                if parts["kind"] != "tile" or parts["colour"] != colour:
                    continue
                name = self.piece_name(parts)
                button = dom.html("button", row, type="button", class_="edit-part sp-edit-symbol",
                                  data_edit_part=f"symbol:{parts['symbol']}", aria_label=name, title=name,
                                  aria_pressed="false")
                dom.fill(button, self.piece_icon(parts))
        for button in palette.querySelectorAll("[data-edit-part]"):
            name, _, value = str(button.getAttribute("data-edit-part")).partition(":")
            button.setAttribute("aria-pressed", "true" if chosen.get(name) == value else "false")

    def offer_tile(self, model: PositionEditor) -> str:
        """The tile whose colour the places offered show: the lifted one, else the chosen kind's."""
        if model.lifted is not None and model.lifted not in CHIPS:
            return model.lifted
        if model.piece is not None and model.parts(model.piece)["kind"] == "tile":
            return _kind_tile(model.piece)
        return "Rs1"
