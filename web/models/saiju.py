"""Saiju taps with no DOM: put a Shadow in setup; else pick a Shadow, a colour, a hex.

A move is entered in at most three taps:

- setup: an empty hex (the Shadow to put is the engine's; one tap);
- a placement: the Shadow (its hex), then a colour in the chooser that opens
  next to it (skipped when one colour is left), then the empty hex the Shadow
  moves to;
- ``end`` and ``finish`` are the view's buttons (``control``).

Everything offered comes from grouping ``state.legal_moves()`` by the moves'
fields (``Setup.hex``; ``Place.symbol``, ``colour``, ``hex``); where each
Shadow stands comes from ``state.shadows_on_board()``. The selection
(``SaijuSelection``) is a value the page keeps in its ``BoardState``.

``LastTurn`` keeps the moves of the last whole turn for the board's marks:
which moves belong together comes from the engine's ``to_move`` of the
states they were played from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from games.base import Move
from games.saiju import COLOURS, HEXES, SYMBOLS, End, Finish, Place, SaijuMove, SaijuState, Setup

from ..board_state import Selection
from .base import Hit, TapModel

Step = Literal["setup", "shadow", "colour", "hex", "over"]
"""What the next tap is for (the status line's hint and the board's marks follow it)."""


@dataclass(frozen=True)
class SaijuSelection(Selection):
    """What the taps so far chose on a Saiju board (all None/False: nothing)."""

    symbol: str | None = None
    """The Shadow picked up (its symbol letter), or None."""
    colour: str | None = None
    """The colour chosen for that Shadow's piece, or None."""
    choosing: bool = False
    """The colour chooser is open (a Shadow is picked, its colour not yet chosen)."""


NOTHING = SaijuSelection()


class SaijuTapModel(TapModel[SaijuState, SaijuSelection]):
    """The moves taps make on one Saiju position, and what each selection lights."""

    empty = NOTHING

    def __init__(self, state: SaijuState, forbidden: tuple[Move, ...] = ()) -> None:
        super().__init__(state, forbidden)
        self._setup: dict[str, Setup] = {}
        """Hex -> the setup move putting the Shadow there."""
        self._place: dict[str, dict[str, dict[str, Place]]] = {}
        """Symbol -> colour -> hex the Shadow moves to -> the placement."""
        self._end: End | None = None
        self._finish: Finish | None = None
        for move in state.legal_moves():
            if isinstance(move, Place):
                colours = self._place.setdefault(SYMBOLS[move.symbol], {})
                colours.setdefault(COLOURS[move.colour], {})[HEXES[move.hex]] = move
            elif isinstance(move, Setup):
                self._setup[HEXES[move.hex]] = move
            elif isinstance(move, End):
                self._end = move
            elif isinstance(move, Finish):
                self._finish = move
        self._pickable = {hex_: sym for sym, hex_ in state.shadows_on_board().items() if sym in self._place}

    # ----- what the renderer draws ---------------------------------------------------------
    def step(self, sel: SaijuSelection) -> Step:
        """What the next tap is for: a setup hex, a Shadow, a colour, the Shadow's new hex."""
        if self._setup:
            return "setup"
        if not self._place and self._end is None and self._finish is None:
            return "over"
        if sel.choosing:
            return "colour"
        return "hex" if sel.colour is not None else "shadow"

    def targets(self, sel: SaijuSelection) -> dict[str, SaijuMove]:
        """The hexes a tap would now play to, with the move each makes."""
        if self._setup:
            return dict(self._setup)
        if sel.symbol is None or sel.colour is None or sel.choosing:
            return {}
        return dict(self._place.get(sel.symbol, {}).get(sel.colour, {}))

    def pickable(self, sel: SaijuSelection) -> dict[str, str]:
        """Hex -> symbol of each Shadow a tap would pick up now (none while one is picked)."""
        return {} if sel.symbol is not None else self._pickable

    def picked_hex(self, sel: SaijuSelection) -> str | None:
        """Where the picked Shadow stands (the colour chooser and the ghost piece go there)."""
        if sel.symbol is None:
            return None
        return self.state.shadows_on_board().get(sel.symbol)

    def colours(self, sel: SaijuSelection) -> tuple[str, ...]:
        """The colours the picked Shadow's piece may take now, in the engine's colour order."""
        return self.colours_of(sel.symbol or "")

    def colours_of(self, symbol: str) -> tuple[str, ...]:
        """The colours a piece put for the ``symbol`` Shadow may take now."""
        offered = self._place.get(symbol, {})
        return tuple(c for c in COLOURS if c in offered)

    def end_move(self) -> End | None:
        return self._end

    def finish_move(self) -> Finish | None:
        return self._finish

    # ----- taps ----------------------------------------------------------------------------------
    def tap(self, sel: SaijuSelection, hit: Hit) -> SaijuMove | SaijuSelection:
        """One tap on a hex (``hex``) or on the colour chooser (``choice``: a colour or ``cancel``)."""
        if self.state.to_move is None:
            return sel
        if sel.choosing:
            if hit is not None and hit[0] == "choice" and hit[1] in self._place.get(sel.symbol or "", {}):
                return SaijuSelection(sel.symbol, hit[1])
            return NOTHING
        if hit is None or hit[0] != "hex":
            return NOTHING
        name = hit[1]
        move = self.targets(sel).get(name)
        if move is not None:
            return move
        sym = self.pickable(NOTHING).get(name)
        if sym is None:
            return NOTHING
        colours = self._place[sym]
        if len(colours) == 1:
            return SaijuSelection(sym, next(iter(colours)))
        return SaijuSelection(sym, choosing=True)

    def control(self, sel: SaijuSelection, action: str) -> SaijuMove | None:
        """The End turn and Finish buttons: their move when legal (nothing stays selected)."""
        move: SaijuMove | None = {"end": self._end, "finish": self._finish}.get(action)
        return move


@dataclass(frozen=True)
class Played:
    """One move of the record as the board saw it played: the states before and after it."""

    before: SaijuState
    after: SaijuState


class LastTurn:
    """The moves of the last whole turn, in order (all the moves one player made in a row).

    ``set`` takes the plies the page names as the last turn (``BoardState.turn``, from
    ``Session.last_turn``) and keeps their last player's run.
    """

    def __init__(self) -> None:
        self.steps: list[Played] = []
        self._hexes: dict[str, str] | None = None
        """``hexes()`` as last computed (a tap asks for it several times; the steps rarely change)."""

    def clear(self) -> None:
        self.steps = []
        self._hexes = None

    def set(self, plies: list[tuple[SaijuState, SaijuState]]) -> bool:
        """Hold the last run of one player's moves among ``plies`` ((before, after) each, in
        order, one after the other); True when that changed what is held."""
        run: list[tuple[SaijuState, SaijuState]] = []
        for before, after in reversed(plies):
            if run and before.to_move != run[-1][0].to_move:
                break
            run.append((before, after))
        run.reverse()
        if len(run) == len(self.steps) and all(
                held.before is before and held.after is after for held, (before, after) in zip(self.steps, run)):
            return False
        self.steps = [Played(before, after) for before, after in run]
        self._hexes = None
        return True

    def hexes(self) -> dict[str, str]:
        """Hex -> what the turn did there: ``placed`` (a Colour piece went down) or, in the
        setup, ``shadow`` (a Shadow was put there), read from the states before and after
        each move. Only what was played is marked: the hex a placement's Shadow moved on to
        is not (the move is the piece put where the Shadow stood; the Shadow shows where it
        went, and the last move's words say it), nor a hex a move left empty."""
        if self._hexes is None:
            out: dict[str, str] = {}
            for step in self.steps:
                setup = step.before.in_setup
                for name in HEXES:
                    now = step.after.hex_contents(name)
                    if now == step.before.hex_contents(name) or not now:
                        continue
                    if now[:1] != "#":
                        out[name] = "placed"
                    elif setup:
                        out[name] = "shadow"
            self._hexes = out
        return self._hexes
