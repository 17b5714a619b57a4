"""Siam moves: the move value and its token (docs/notation.md).

Tokens: enter ``+C1S``, move ``B2C2E`` (src, dst, facing), turn ``B2B2N``
(src equals dst), exit ``A3-``.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..errors import MalformedMove

_TOKEN = re.compile(r"\+([A-Z][0-9]+)([NESW])|([A-Z][0-9]+)-|([A-Z][0-9]+)([A-Z][0-9]+)([NESW])")


class SiamMove(NamedTuple):
    """One action. ``src`` None = enter; ``dst`` None = exit; src == dst = turn."""

    src: str | None
    dst: str | None
    facing: str | None

    def __str__(self) -> str:
        if self.src is None:
            return f"+{self.dst}{self.facing}"
        if self.dst is None:
            return f"{self.src}-"
        return f"{self.src}{self.dst}{self.facing}"

    @property
    def kind(self) -> str:
        """``enter``, ``exit``, ``turn`` or ``move`` (a move may push)."""
        if self.src is None:
            return "enter"
        if self.dst is None:
            return "exit"
        return "turn" if self.src == self.dst else "move"


def parse_move(token: str) -> SiamMove:
    """Read a Siam token (syntax only; whether the squares exist is checked on apply)."""
    if not isinstance(token, str):
        raise MalformedMove(f"a move token must be text, not {type(token).__name__}")
    m = _TOKEN.fullmatch(token)
    if m is None:
        raise MalformedMove(
            f"{token!r} is not a Siam move (enter '+C1S', move 'B2C2E', turn 'B2B2N', exit 'A3-')"
        )
    if m.group(1):
        return SiamMove(None, m.group(1), m.group(2))
    if m.group(3):
        return SiamMove(m.group(3), None, None)
    return SiamMove(m.group(4), m.group(5), m.group(6))
