"""What the board editor's panel (``web.editor_ui``) asks of a game.

The panel draws a button per palette piece, named and pictured by the game
(``piece_name``, ``piece_icon``), and the side-to-move buttons; a game whose pieces are
too many for a button each draws its palette itself (``own_palette``: ``build`` once,
``draw`` after every change). A turning palette (one owner's pieces, turned by Rotate)
is the panel's, read from the game's setting-up module (``PositionEditor.turning``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from games.diagram.svg import Node

from ..editor import PositionEditor


class EditorParts(ABC):
    """One game's part of the editor."""

    own_palette = False
    """Whether the game draws its palette itself (``build``, ``draw``) instead of a button
    per piece of ``PositionEditor.pieces``."""

    @abstractmethod
    def piece_name(self, parts: dict[str, str]) -> str:
        """A palette piece's name (``PIECE_PARTS`` of the game's setting-up module), in the
        page's language: a button's name and tooltip."""

    def piece_label(self, parts: dict[str, str]) -> str:
        """A piece's name for a sentence ("Tap a square to put …"): its name, unless the
        game says it shorter."""
        return self.piece_name(parts)

    @abstractmethod
    def piece_icon(self, parts: dict[str, str]) -> Node:
        """What a piece's button shows: the piece as the board draws it, so that a newcomer
        finds the piece they see on the board (the button's name says it in words)."""

    def build(self, model: PositionEditor, palette: Any) -> None:  # noqa: B027 (a hook only an own palette needs)
        """Draw an own palette into ``palette`` (``own_palette``): nothing for the others."""

    def draw(self, model: PositionEditor, palette: Any) -> None:  # noqa: B027 (a hook only an own palette needs)
        """Show an own palette's choice after a change (``own_palette``): nothing for the others."""

    def offer_tile(self, model: PositionEditor) -> str | None:
        """The piece whose colour the squares offered on the board show (a board with no
        edge offers places, ``PositionEditor.squares``), or None for the view's own offer."""
        return None
