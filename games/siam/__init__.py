"""Siam: elephants and rhinos push three rocks; push one off the board to win.

Modules, one job each (the same names in every game package):
- ``game``      the ``Game`` object: options, player names, the start, text forms,
  a move's facts, why a move is refused (from ``text``, ``describe``, ``illegal``);
- ``moves``     the move value and its token;
- ``rules``     the state and its rules (its docstring lists the decisions taken
  where the rulings are silent);
- ``text``      the position text;
- ``describe``  what a move did, for the page's words;
- ``illegal``   why a move is refused;
- ``geometry``  the board shape, as data.
"""

from __future__ import annotations

from .game import Siam
from .geometry import FACINGS, STANDARD, Geometry
from .moves import SiamMove
from .rules import SiamResult, SiamState, push_line

GAME = Siam()

__all__ = [
    "FACINGS", "GAME", "Geometry", "STANDARD", "Siam", "SiamMove", "SiamResult",
    "SiamState", "push_line",
]
