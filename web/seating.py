"""Who plays each seat: a person at this device, or the computer at a level.

Pure Python (tested on CPython). It also decides what Undo and Redo mean
when the computer plays a seat, because that depends only on the seats and
the record:

- **Undo** takes back to the last position where *a person* was to move
  (so one Undo after the computer answered takes back the computer's answer
  and your move: twice as many plies when needed, more in Saiju and Symbol
  Pallet, whose turns have several plies). Undo never stops on a position
  where the computer is to move: it would only play again. When no earlier
  position has a person to move (the computer opened the game and you have
  not moved yet) there is nothing to undo.
- **Redo** is the mirror: forward to the next position where a person is to
  move, or the end of the record.
- With no person seated (the computer against itself, as a demo) both step
  one ply, like the replay buttons, and the demo waits while the record has
  later moves: it goes on from the last position only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .links import DEFAULT_LEVEL, LEVEL_NAMES, format_seats


@dataclass
class Seating:
    computer: dict[int, str] = field(default_factory=dict)
    """Seats (from 0) the computer plays -> its level; every other seat is a person."""

    def __post_init__(self) -> None:
        self.computer = {int(s): (n if n in LEVEL_NAMES else DEFAULT_LEVEL)
                         for s, n in self.computer.items()}

    @classmethod
    def for_players(cls, computer: dict[int, str], players: int) -> tuple["Seating", list[int]]:
        """The seats that exist with ``players`` players, and the seat numbers dropped."""
        kept = {s: n for s, n in computer.items() if 0 <= s < players}
        return cls(kept), sorted(s for s in computer if s not in kept)

    def level(self, seat: int | None) -> str | None:
        """The computer's level at ``seat``, or None for a person (or no seat)."""
        return None if seat is None else self.computer.get(seat)

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and seat in self.computer

    def people(self, players: int) -> list[int]:
        return [p for p in range(players) if p not in self.computer]

    @property
    def any(self) -> bool:
        return bool(self.computer)

    def link_value(self) -> dict[int, str] | None:
        """For ``make_link(computer=…)``: None when every seat is a person."""
        return dict(self.computer) if self.computer else None

    def text(self) -> str:
        return format_seats(self.computer)

    # ----- undo and redo ---------------------------------------------------------------------
    def _person_to_move(self, state: Any) -> bool:
        return state.to_move is not None and state.to_move not in self.computer

    def undo_target(self, session: Any) -> int | None:
        """The ply Undo goes back to, or None when there is no move to undo.

        (An agreed draw on screen is undone first, by ``Session.undo``, before any move.)
        """
        if session.cursor == 0:
            return None
        players = session.start.options.players
        if not self.computer or not self.people(players):
            return session.cursor - 1
        for ply in range(session.cursor - 1, -1, -1):
            if self._person_to_move(session.states[ply]):
                return ply
        return None

    def redo_target(self, session: Any) -> int | None:
        """The ply Redo goes forward to, or None when there is nothing to redo."""
        last = len(session.tokens)
        if session.cursor >= last:
            return None
        players = session.start.options.players
        if not self.computer or not self.people(players):
            return session.cursor + 1
        for ply in range(session.cursor + 1, last + 1):
            if ply == last or self._person_to_move(session.states[ply]):
                return ply
        return last
