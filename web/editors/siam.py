"""Siam's part of the board editor: an animal facing each way, or a rock."""

from __future__ import annotations

from games.diagram.siam import facing_shapes
from games.diagram.svg import Node

from .. import dom
from ..i18n import t
from .base import EditorParts


class SiamEditor(EditorParts):
    def piece_name(self, parts: dict[str, str]) -> str:
        kind = parts["kind"]
        if kind == "rock":
            return t("a11y.siam.rock")
        return t("a11y.siam.animal", animal=t(f"a11y.siam.{kind}"), facing=t(f"a11y.dir.{parts['facing']}"))

    def piece_icon(self, parts: dict[str, str]) -> Node:
        kind = parts["kind"]
        return dom.icon("-44 -44 88 88", f"piece {kind}", facing_shapes(kind, parts.get("facing")))
