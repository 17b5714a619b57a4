"""Ni-Ju's part of the board editor: its tiles, one owner's at a time, turned as chosen (the
turning palette is the panel's, ``PositionEditor.turning``)."""

from __future__ import annotations

from games.diagram.niju import OWNER_CLASS, tile_shapes
from games.diagram.svg import Node

from .. import dom
from ..access.niju import marks_name
from ..i18n import t
from .base import EditorParts


class NiJuEditor(EditorParts):
    def piece_name(self, parts: dict[str, str]) -> str:
        """A tile's owner, kind and the squares its turned pattern marks (which tell two
        turns of a kind apart)."""
        return t("editor.ni-ju.tile", owner=t(f"ni-ju.seat.{parts['seat']}"), kind=parts["tile"],
                 marks=marks_name(int(parts["pattern"], 16)))

    def piece_label(self, parts: dict[str, str]) -> str:
        """Without the marked squares: a sentence names the tile, the button shows its turn."""
        return t("a11y.niju.tray_tile", seat=t(f"ni-ju.seat.{parts['seat']}"), kind=parts["tile"])

    def piece_icon(self, parts: dict[str, str]) -> Node:
        return dom.icon("-50 -50 100 100", f"niju-tile {OWNER_CLASS[int(parts['seat'])]}",
                        tile_shapes(int(parts["pattern"], 16), int(parts["tile"]), False))
