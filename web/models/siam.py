"""Siam taps with no DOM: pick a piece (or the reserve), tap where it goes, choose a facing.

A turn is entered in at most three taps:

- the source: the player's reserve (to enter) or one of their animals;
- the target: a square (enter, step, push, or the animal's own square to turn
  in place) or, for an animal on an edge square, the player's reserve (exit);
- a facing, when more than one is offered for that target (the view shows
  arrows around the square; any other tap cancels).

Everything offered comes from grouping ``state.legal_moves()`` by the moves'
``src``, ``dst`` and ``facing`` fields; whose reserve may be tapped comes from
``state.to_move``; whether a target is a push from ``state.pushes``. The
selection (``SiamSelection``) is a value the page keeps in its ``BoardState``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from games.base import Move
from games.siam import SiamMove, SiamState

from ..board_state import Selection
from .base import Hit, TapModel

Targets = dict[str | None, dict[str | None, SiamMove]]
"""Target square (None: the reserve, an exit) -> facing (None for an exit) -> move."""


class Choice(NamedTuple):
    """A facing still to choose: the square the arrows surround and facing -> move."""

    square: str
    moves: dict[str, SiamMove]


@dataclass(frozen=True)
class SiamSelection(Selection):
    """What the taps so far picked on a Siam board (all None/False: nothing)."""

    picked: str | None = None
    """The square of the animal picked up, if any."""
    reserve_picked: bool = False
    """Whether the reserve of the player to move is picked (an animal about to enter)."""
    facing_at: str | None = None
    """The target square whose facings are offered (arrows around it), if any."""

    @property
    def selected(self) -> bool:
        return self.picked is not None or self.reserve_picked


NOTHING = SiamSelection()


class SiamTapModel(TapModel[SiamState, SiamSelection]):
    """The moves taps make on one Siam position, and what each selection lights."""

    empty = NOTHING

    def __init__(self, state: SiamState, forbidden: tuple[Move, ...] = ()) -> None:
        super().__init__(state, forbidden)
        menu: dict[str | None, Targets] = {}
        for move in state.legal_moves():
            assert isinstance(move, SiamMove)
            menu.setdefault(move.src, {}).setdefault(move.dst, {})[move.facing] = move
        self._menu = menu
        """Source square (None: the reserve) -> its targets, from the legal moves."""

    # ----- what the renderer draws ---------------------------------------------------------
    def choice(self, sel: SiamSelection) -> Choice | None:
        """The facings offered around ``sel.facing_at`` (None: no choice open)."""
        if sel.facing_at is None:
            return None
        moves = self._menu.get(sel.picked, {}).get(sel.facing_at, {})
        return Choice(sel.facing_at, {f: m for f, m in moves.items() if f is not None})

    def step(self, sel: SiamSelection) -> str:
        """How far the move is made: ``""`` (nothing chosen), ``"reserve"``, ``"animal"``
        (with ``"-exit"`` when the reserve takes it off the board) or ``"facing"``."""
        if sel.facing_at is not None:
            return "facing"
        if sel.reserve_picked:
            return "reserve"
        if sel.picked is not None:
            return "animal-exit" if self.exit_move(sel) is not None else "animal"
        return ""

    def targets(self, sel: SiamSelection) -> dict[str, str]:
        """The squares a tap would now play to: square -> ``"push"``, ``"turn"`` or ``"move"``."""
        if not sel.selected:
            return {}
        out: dict[str, str] = {}
        for target, moves in self._menu.get(sel.picked, {}).items():
            if target is None:
                continue
            if target == sel.picked:
                out[target] = "turn"
            else:
                out[target] = "push" if self.state.pushes(next(iter(moves.values()))) else "move"
        return out

    def exit_move(self, sel: SiamSelection) -> SiamMove | None:
        """The exit a tap on the mover's reserve would play now (an edge animal is picked)."""
        if sel.picked is None:
            return None
        return self._menu.get(sel.picked, {}).get(None, {}).get(None)

    def can_pick(self, square: str) -> bool:
        """Whether an animal of the player to move stands on ``square`` with a move to make."""
        return bool(self._menu.get(square))

    def can_enter(self) -> bool:
        """Whether the player to move may enter an animal (their reserve can be picked)."""
        return bool(self._menu.get(None))

    def _forbidden_to(self, sel: SiamSelection, name: str) -> SiamMove | None:
        """A forbidden move (``forbidden``) of the picked animal or reserve onto ``name``."""
        for move in self.forbidden:
            if isinstance(move, SiamMove) and move.src == sel.picked and move.dst == name:
                return move
        return None

    # ----- taps ----------------------------------------------------------------------------------
    def tap(self, sel: SiamSelection, hit: Hit) -> SiamMove | SiamSelection:
        """One tap on a square (``square``/``target``), a reserve or a facing arrow (``choice``)."""
        me = self.state.to_move
        if me is None:
            return sel
        if sel.facing_at is not None:
            # a facing chosen, or the choice cancelled: either way a fresh start
            choice = self.choice(sel)
            chosen = choice.moves.get(hit[1]) if choice and hit is not None and hit[0] == "choice" else None
            return NOTHING if chosen is None else chosen
        if hit is None:
            return NOTHING
        kind, value = hit
        if kind == "reserve":
            return self._tap_reserve(sel, int(value), me)
        if kind not in ("square", "target"):
            return NOTHING
        return self._tap_square(sel, value)

    def _tap_reserve(self, sel: SiamSelection, owner: int, me: int) -> SiamMove | SiamSelection:
        exit_move = self.exit_move(sel)
        if owner == me and exit_move is not None:
            return exit_move
        picking = owner == me and not sel.reserve_picked and self.can_enter()
        return SiamSelection(reserve_picked=True) if picking else NOTHING

    def _tap_square(self, sel: SiamSelection, name: str) -> SiamMove | SiamSelection:
        if sel.selected:
            moves = self._menu.get(sel.picked, {}).get(name)
            tried = None if moves else self._forbidden_to(sel, name)
            if tried is not None:
                return tried
            if moves:
                if len(moves) == 1:
                    return next(iter(moves.values()))
                return SiamSelection(sel.picked, sel.reserve_picked, name)
        return SiamSelection(picked=name) if self.can_pick(name) else NOTHING
