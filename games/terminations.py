"""Why a game ended: ``Termination`` codes (as python-chess's), their facts, their English.

An ``Outcome`` carries a code and the facts the code needs; the English
``reason`` the records, diagrams and referee write is derived from the two, so
that text stays one function of the result and a page can word the same end in
another language from the code.

Each game declares its own codes in ``games/<package>/terminations.py``: a
``Termination`` subclass whose members are the codes and whose ``english``
words an outcome, named by the game object (``Game.terminations``). A code is a
``StrEnum`` member: it equals, hashes and serialises as its text
(``"rock-pushed-out"``), the text records, pages and strings tables key on. Any
game can also end in ``AGREED_DRAW`` (``games.session``), declared here.

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


def _declared() -> list[type[Termination]]:
    kinds: list[type[Termination]] = []
    todo = list(Termination.__subclasses__())
    while todo:
        kind = todo.pop()
        kinds.append(kind)
        todo.extend(kind.__subclasses__())
    return kinds


def every_termination() -> list[Termination]:
    """Every code of every game (each game's engine is imported) and the common ones."""
    from .catalog import CATALOG
    from .registry import get_game

    for name in CATALOG:
        get_game(name)
    return [code for kind in _declared() for code in kind]


def termination(code: str) -> Termination:
    """The ``Termination`` whose text is ``code``; KeyError for a text no game declares."""
    if isinstance(code, Termination):
        return code
    for kind in _declared():
        try:
            return kind(code)
        except ValueError:
            continue
    known = {str(c): c for c in every_termination()}  # a game not imported yet
    if code in known:
        return known[code]
    raise KeyError(f"no game ends in {code!r}")


def english(outcome: "Outcome") -> str:
    """The English reason of an outcome (no final stop)."""
    return termination(outcome.termination).english(outcome)


def ranked(scores: tuple[int, ...]) -> list[int]:
    """Players from the highest score down, the earlier seat first among equals."""
    return sorted(range(len(scores)), key=lambda p: (-scores[p], p))


def capitalised_names(o: "Outcome") -> list[str]:
    """The seat names as the capitalising engines write them in a sentence."""
    return [n.capitalize() for n in o.players]
