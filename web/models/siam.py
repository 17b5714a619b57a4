"""Siam taps with no DOM: pick a piece (or the reserve), tap where it goes, choose a facing.

A turn is entered in at most three taps:

- the source: the player's reserve (to enter) or one of their animals;
- the target: a square (enter, step, push, or the animal's own square to turn
  in place) or, for an animal on an edge square, the player's reserve (exit);
- a facing, when more than one is offered for that target (the view shows
  arrows around the square; any other tap cancels).

Everything offered comes from grouping ``state.legal_moves()`` by the moves'
``src``, ``dst`` and ``facing`` fields; whose reserve may be tapped comes from
``state.to_move``; whether a target is a push from ``state.pushes``.
"""

from __future__ import annotations

from typing import NamedTuple

from games.siam import SiamMove, SiamState

from .base import Hit, TapModel

Targets = dict[str | None, dict[str | None, SiamMove]]
"""Target square (None: the reserve, an exit) -> facing (None for an exit) -> move."""


class Choice(NamedTuple):
    """A facing still to choose: the square the arrows surround and facing -> move."""

    square: str
    moves: dict[str, SiamMove]


class SiamTapModel(TapModel[SiamState]):
    """The selection on one Siam position and the moves taps make from it."""

    def __init__(self) -> None:
        super().__init__()
        self._menu: dict[str | None, Targets] = {}
        """Source square (None: the reserve) -> its targets, from the legal moves."""
        self.picked: str | None = None
        """The square of the animal picked up, if any."""
        self.reserve_picked = False
        """Whether the reserve of the player to move is picked (an animal about to enter)."""
        self.choice: Choice | None = None

    def reset(self, state: SiamState) -> None:
        menu: dict[str | None, Targets] = {}
        for move in state.legal_moves():
            assert isinstance(move, SiamMove)
            menu.setdefault(move.src, {}).setdefault(move.dst, {})[move.facing] = move
        self._menu = menu
        super().reset(state)

    def clear(self) -> None:
        self.picked = None
        self.reserve_picked = False
        self.choice = None

    # ----- what the renderer draws ---------------------------------------------------------
    @property
    def selected(self) -> bool:
        return self.picked is not None or self.reserve_picked

    def step(self) -> str:
        """How far the move is made: ``""`` (nothing chosen), ``"reserve"``, ``"animal"``
        (with ``"-exit"`` when the reserve takes it off the board) or ``"facing"``."""
        if self.choice is not None:
            return "facing"
        if self.reserve_picked:
            return "reserve"
        if self.picked is not None:
            return "animal-exit" if self.exit_move() is not None else "animal"
        return ""

    def targets(self) -> dict[str, str]:
        """The squares a tap would now play to: square -> ``"push"``, ``"turn"`` or ``"move"``."""
        if not self.selected or self.state is None:
            return {}
        out: dict[str, str] = {}
        for target, moves in self._menu.get(self.picked, {}).items():
            if target is None:
                continue
            if target == self.picked:
                out[target] = "turn"
            else:
                out[target] = "push" if self.state.pushes(next(iter(moves.values()))) else "move"
        return out

    def exit_move(self) -> SiamMove | None:
        """The exit a tap on the mover's reserve would play now (an edge animal is picked)."""
        if self.picked is None:
            return None
        return self._menu.get(self.picked, {}).get(None, {}).get(None)

    def can_pick(self, square: str) -> bool:
        """Whether an animal of the player to move stands on ``square`` with a move to make."""
        return bool(self._menu.get(square))

    def can_enter(self) -> bool:
        """Whether the player to move may enter an animal (their reserve can be picked)."""
        return bool(self._menu.get(None))

    def _forbidden_to(self, name: str) -> SiamMove | None:
        """A forbidden move (``forbidden``) of the picked animal or reserve onto ``name``."""
        for move in self.forbidden:
            if isinstance(move, SiamMove) and move.src == self.picked and move.dst == name:
                return move
        return None

    # ----- taps ----------------------------------------------------------------------------------
    def tap(self, hit: Hit) -> SiamMove | None:
        """One tap on a square (``square``/``target``), a reserve or a facing arrow (``choice``)."""
        state = self.state
        if state is None or state.to_move is None:
            return None
        if self.choice is not None:
            chosen = self.choice.moves.get(hit[1]) if hit is not None and hit[0] == "choice" else None
            self.clear()  # a facing chosen, or the choice cancelled: either way a fresh start
            return chosen
        if hit is None:
            self.clear()
            return None
        kind, value = hit
        if kind == "reserve":
            return self._tap_reserve(int(value), state.to_move)
        if kind not in ("square", "target"):
            self.clear()
            return None
        return self._tap_square(value)

    def _tap_reserve(self, owner: int, me: int) -> SiamMove | None:
        exit_move = self.exit_move()
        if owner == me and exit_move is not None:
            self.clear()
            return exit_move
        picking = owner == me and not self.reserve_picked and self.can_enter()
        self.clear()
        self.reserve_picked = picking
        return None

    def _tap_square(self, name: str) -> SiamMove | None:
        if self.selected:
            moves = self._menu.get(self.picked, {}).get(name)
            tried = None if moves else self._forbidden_to(name)
            if tried is not None:
                self.clear()
                return tried
            if moves:
                if len(moves) == 1:
                    self.clear()
                    return next(iter(moves.values()))
                self.choice = Choice(name, {f: m for f, m in moves.items() if f is not None})
                return None
        self.clear()
        if self.can_pick(name):
            self.picked = name
        return None
