"""What a Siam move does, as typed fields a page can word in any language.

``describe(state, move)`` (``Siam.describe``) reads a legal move in the position
before it; it never parses a token. The page's words come from these fields
(``web/move_words.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .geometry import FACINGS
from .moves import SiamMove
from .rules import ANIMAL_NAMES, EMPTY, ROCK, SiamState, owner_of, push_line


@dataclass(frozen=True)
class SiamMoveFacts:
    """One Siam action.

    ``kind`` is ``enter``, ``move``, ``turn`` or ``exit``; ``side`` 0 elephants,
    1 rhinos; ``src`` / ``dst`` square names (``src`` None when entering,
    ``dst`` None when leaving); ``facing`` the letter ``N E S W`` the animal
    faces afterwards (None on exit). ``pushes``: the action pushes a line (and
    then ``facing`` is the direction of the push); ``pushed_off``: what the push
    sends off the board (``rock``, ``elephant``, ``rhino``) or None.
    """

    kind: str
    side: int
    src: str | None
    dst: str | None
    facing: str | None
    pushes: bool = False
    pushed_off: str | None = None


def describe(state: SiamState, move: SiamMove) -> SiamMoveFacts:
    """The facts of ``move`` (a legal move) played in ``state``."""
    side = state.ply & 1
    pushes = state.pushes(move)
    off: str | None = None
    if pushes:
        assert move.dst is not None and move.facing is not None
        geom = state.geom
        fallen = push_line(geom, state.cells, geom.index(move.dst), FACINGS.index(move.facing)).fallen
        if fallen == ROCK:
            off = "rock"
        elif fallen != EMPTY:
            off = ANIMAL_NAMES[owner_of(fallen)]
    return SiamMoveFacts(move.kind, side, move.src, move.dst, move.facing, pushes, off)
