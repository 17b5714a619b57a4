"""A move in words, in the page's language: "Elephant enters at A4 facing north".

Each game's engine describes a legal move as typed fields (``State.describe``,
``games/<game>/describe.py``); the game's words (``web.words``: its own class, or its
``move.<game>.*`` strings alone) word those fields with the view's seat names. It never
reads a token: the notation stays in the record dialog.
"""

from __future__ import annotations

from typing import Any

from .words import words_for
from .words.base import SeatName


def move_words(state: Any, move: Any, seat_name: SeatName) -> str:
    """``move`` (a legal move value of ``state``) in words, in the page's language."""
    facts = state.game.describe(state, move)
    return words_for(state.game.name).move(facts, seat_name)
