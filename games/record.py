"""Playing a list of move tokens from a start position.

Used by the referee, by shared links and by saved games: each of them needs the
states along the way and, when a token is bad, which one and why, while keeping
every state before it (a bad link opens the position before the bad move).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .base import State
from .errors import GameError


@dataclass(frozen=True)
class ReplayResult:
    """The states reached (``states[0]`` is the start) and the first error, if any."""

    states: list[State]
    tokens: list[str]
    error: GameError | None = None
    """The error for token number ``len(tokens) + 1``, its message naming it."""

    @property
    def final(self) -> State:
        return self.states[-1]


def split_moves(text: str) -> list[str]:
    """A record's moves as tokens (any run of white space separates them)."""
    return text.split()


def numbered_error(err: GameError, token: str, number: int, where: str = "") -> GameError:
    """``err`` of the move ``token``, said as the referee says it: ``move 7 'B2C2W': …`` (with
    ``where`` before it, as ``in a variation, ``), the same class, with its move's number."""
    reason = str(err)
    prefix = f"{token}: "
    if reason.startswith(prefix):
        reason = reason[len(prefix):]
    wrapped = type(err)(f"{where}move {number} {token!r}: {reason}")
    wrapped.fields = {**err.fields, "ply": number, "token": token}
    return wrapped


def replay(start: State, tokens: Iterable[str]) -> ReplayResult:
    """Play ``tokens`` from ``start``, stopping at the first bad one.

    A bad token's error is re-raised as the same class with the message the
    referee prints: ``move 7 'B2C2W': B2 holds no animal of the player to move``.
    """
    states = [start]
    played: list[str] = []
    state = start
    for number, token in enumerate(tokens, start=1):
        try:
            state = state.play(token)
        except GameError as err:
            return ReplayResult(states, played, numbered_error(err, token, number))
        states.append(state)
        played.append(token)
    return ReplayResult(states, played)


def replay_or_raise(start: State, tokens: Iterable[str]) -> State:
    """The final state after ``tokens``; raises the first bad token's error."""
    result = replay(start, tokens)
    if result.error is not None:
        raise result.error
    return result.final
