"""Why a game ended: ``Termination`` codes (as python-chess's), their facts, their English.

An ``Outcome`` carries a code and the facts the code needs; the English
``reason`` the records, diagrams and referee write is derived from the two (the
code's own ``english``), so that text stays one function of the result and a page
can word the same end in another language from the code.

Each game declares its own codes in ``games/<package>/terminations.py``: a
``Termination`` subclass whose members are the codes and whose ``english``
words an outcome, named by the game object (``Game.terminations``;
``games.registry.every_termination`` lists them all). A code is a ``StrEnum``
member: it equals, hashes and serialises as its text (``"rock-pushed-out"``),
the text records, pages and strings tables key on. Any game can also end in
``AGREED_DRAW`` (``games.session``), declared here.

This module imports no game: an outcome carries its code as a member, never as a
bare text to be looked up, so nothing here needs to know which games there are.

The engines' seat names (``Outcome.players``) are used as the engines have
always written them: Siam and Saiju capitalise them, Ni-Ju and Symbol Pallet
do not.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .base import Outcome


class Termination(StrEnum):
    """Base of every game's termination codes; a subclass lists the codes and words them."""

    def english(self, outcome: "Outcome") -> str:
        """The English reason of ``outcome`` (which ended with this code), no final stop."""
        raise NotImplementedError  # pragma: no cover - every subclass words its codes


class AnyGame(Termination):
    """The ends every game has, whatever its rules."""

    AGREED_DRAW = "agreed-draw"
    """Both sides agreed to a draw (``games.session``). No facts."""

    def english(self, outcome: "Outcome") -> str:
        return "Drawn by agreement"


AGREED_DRAW = AnyGame.AGREED_DRAW


def ranked(scores: tuple[int, ...]) -> list[int]:
    """Players from the highest score down, the earlier seat first among equals."""
    return sorted(range(len(scores)), key=lambda p: (-scores[p], p))


def capitalised_names(o: "Outcome") -> list[str]:
    """The seat names as the capitalising engines write them in a sentence."""
    return [n.capitalize() for n in o.players]
