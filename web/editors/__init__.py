"""Each game's part of the board editor, by game name (``web.page_parts``): what its
palette's pieces are called and look like, and a palette of its own when a button per
piece would not do. Every entry is an ``EditorParts`` (``web.editors.base``); the panel
(``web.editor_ui``) asks here and names no game.
"""

from __future__ import annotations

from importlib import import_module

from ..page_parts import PAGE_PARTS
from .base import EditorParts

_EDITORS: dict[str, tuple[str, str]] = {name: parts.editor for name, parts in PAGE_PARTS.items()
                                         if parts.editor is not None}


def editor_for(game_name: str) -> EditorParts | None:
    """The editor parts of game ``game_name``, or None for a game not set up by hand
    (imported only then: the page loads only the game on screen)."""
    entry = _EDITORS.get(game_name)
    if entry is None:
        return None
    module, name = entry
    parts: EditorParts = getattr(import_module(module), name)()
    return parts
