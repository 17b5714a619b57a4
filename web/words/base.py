"""What the page asks of a game's words (``web.words``), and the words of its strings alone.

A game is worded from its strings (``move.<game>.<kind>`` filled with its ``describe``
facts, ``position.<code>`` with its refusal's facts) unless it says more here: a move
whose words depend on its facts beyond a string per kind, a position's symbol or colour
letter to name.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

from ..i18n import t

SeatName = Callable[[int], str]
"""A seat number -> its name on the page (the view's, which knows the players' names)."""


def fields_of(facts: Any) -> dict[str, Any]:
    """A ``describe`` value's fields by name (every game's facts are a dataclass)."""
    return {f.name: getattr(facts, f.name) for f in dataclasses.fields(facts)}


class GameWords:
    """One game's words, worded from its strings; a game's own class says more."""

    def __init__(self, game_name: str) -> None:
        self.game_name = game_name

    def move(self, facts: Any, seat: SeatName) -> str:
        """A legal move's ``describe`` facts in the page's language: the string
        ``move.<game>.<kind>`` filled with the facts' fields, ``seat`` the mover's seat
        name (``side``). So a new game words its moves from its strings alone."""
        values = fields_of(facts)
        if isinstance(values.get("side"), int):
            values["seat"] = seat(values["side"])
        return t(f"move.{self.game_name}.{values['kind']}", **values)

    def position_facts(self, words: dict[str, object]) -> None:
        """Put an impossible position's facts (``BadPosition.fields``) into the page's words,
        in place, beyond the seat (``web.error_words`` names it for every game)."""
