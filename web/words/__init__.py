"""Each game's own words on the page, by game name (``web.page_parts``): its moves in
words and the facts of an impossible position in words. Every entry is a ``GameWords``
(``web.words.base``); a game with no entry is worded from its strings alone.

Words only (no DOM, no rule): ``web.move_words`` and ``web.error_words`` ask here and
stay the same for every game.
"""

from __future__ import annotations

from importlib import import_module

from ..page_parts import PAGE_PARTS
from .base import GameWords

_WORDS: dict[str, tuple[str, str] | None] = {name: parts.words for name, parts in PAGE_PARTS.items()}
_MADE: dict[str, GameWords] = {}


def words_for(game_name: str) -> GameWords:
    """The words of game ``game_name``: its own class when the table names one, else the
    words of its strings (imported on first use: the page loads only the game on screen)."""
    made = _MADE.get(game_name)
    if made is None:
        entry = _WORDS.get(game_name)
        cls = GameWords if entry is None else getattr(import_module(entry[0]), entry[1])
        made = _MADE[game_name] = cls(game_name)
    return made
