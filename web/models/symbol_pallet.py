"""Symbol Pallet's tap model: the placement wizard, with no DOM.

A turn's choices come one at a time, each narrowing ``state.legal_moves()``
by the fields of the engine's moves (``games.symbol_pallet.moves``):

- setup: a field tile (``Chip.tile``);
- actions: a tile from the hand or the discard pile and a chip (``Place.tile``,
  ``Place.chip``), then a spot (``x``, ``y``), then – only when both are legal –
  whether the chip moves onto the new tile (``plus``), then one target per
  covered chip (``sends``, in the engine's order); Draw and Pass are buttons;
- discard: the tiles to give up, then the button (``Discard.tiles``).

Every offer (ghost spots, yes/no, send targets) is read from the moves still
matching the choices made, so a tap sequence can only end in a legal move and
every legal move has one. The model never writes or reads a token and knows
whose turn it is only from ``state.to_move``. Whether the hand may be seen
(pass and play) is the view's business: it passes taps on only when it is.

Hits (``web.models.base.Hit``) are the page's ``data-*`` names and values:
``("hand", id)``, ``("pick", "0"|"1")`` (the tray's chip buttons),
``("chip", "1a")`` (a chip on the field), ``("ghost", "x,y")``,
``("plus", "yes"|"no")``, ``("send", id)``, ``("setup", id)``, ``("tile", id)``,
``("cancel", "")``, ``("discard-go", "")``; None is empty space. The
selection (``SymbolPalletSelection``) is a value the page keeps in its
``BoardState``; the chosen chip outlasts the mover's actions (``carried``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from games.base import Move
from games.symbol_pallet.moves import (
    CHIP_LETTERS,
    Chip,
    Discard,
    Draw,
    Pass,
    Place,
    Send,
)
from games.symbol_pallet.rules import SymbolPalletState
from games.symbol_pallet.tiles import TILE_IDS, TILE_INDEX

from ..board_state import Selection
from .base import Hit, TapModel


@dataclass(frozen=True)
class SymbolPalletSelection(Selection):
    """The half-made choice of the player to move (defaults: nothing chosen, chip a)."""

    mover: int | None = None
    """The player whose choice it is (the chip is theirs)."""
    chip: int = 0
    """The chosen chip (0 = a, 1 = b); kept through the mover's turn (``carried``)."""
    tile: int | None = None
    """The tile chosen to place (catalogue index), from the hand or the discard pile."""
    spot: tuple[int, int] | None = None
    """The ghost spot chosen for it; the wizard then asks plus and sends."""
    plus: bool | None = None
    sends: tuple[Send, ...] = ()
    """The ``Send``s chosen so far, in the engine's order."""
    discarding: tuple[int, ...] = ()
    """The tiles chosen to give up, in the order chosen."""

    def carried(self) -> SymbolPalletSelection:
        """The next position of the same mover keeps the chosen chip."""
        return SymbolPalletSelection(self.mover, self.chip)

    @property
    def tile_id(self) -> str | None:
        return None if self.tile is None else TILE_IDS[self.tile]

    @property
    def pending(self) -> bool:
        """A spot is chosen: the tray asks plus or the field offers send targets."""
        return self.spot is not None


NOTHING = SymbolPalletSelection()


class SymbolPalletModel(TapModel[SymbolPalletState, SymbolPalletSelection]):
    """What taps offer on one Symbol Pallet position, step by step."""

    empty = NOTHING

    def __init__(self, state: SymbolPalletState, forbidden: tuple[Move, ...] = ()) -> None:
        super().__init__(state, forbidden)
        self.info = state.turn_info()
        self._place_cache: list[Place] | None = None

    def own(self, selection: Selection) -> SymbolPalletSelection:
        """``selection`` when it is this game's and its mover's; another player's turn starts
        with nothing chosen and chip a."""
        sel = super().own(selection)
        mover = self.state.to_move
        return sel if sel.mover == mover else SymbolPalletSelection(mover)

    @property
    def _places(self) -> list[Place]:
        """The state's placements, read once it is first asked (most shown states never are)."""
        if self._place_cache is None:
            self._place_cache = [m for m in self.state.legal_moves() if type(m) is Place]
        return self._place_cache

    # ----- queries the renderer draws from ---------------------------------------------------
    @property
    def phase(self) -> str:
        return self.info.phase

    def _matching(self, sel: SymbolPalletSelection, chip: int | None = None) -> list[Place]:
        chip = sel.chip if chip is None else chip
        return [m for m in self._places if m.tile == sel.tile and m.chip == chip]

    def ghosts(self, sel: SymbolPalletSelection, chip: int | None = None) -> list[tuple[int, int]]:
        """Where the chosen tile may go with ``chip`` (the chosen one by default), sorted."""
        if sel.tile is None:
            return []
        return sorted({(m.x, m.y) for m in self._matching(sel, chip)})

    def spot_counts(self, sel: SymbolPalletSelection) -> tuple[int, int] | None:
        """How many spots each chip has for the chosen tile (shown on the chip buttons)."""
        if sel.tile is None:
            return None
        return len(self.ghosts(sel, 0)), len(self.ghosts(sel, 1))

    def _at_spot(self, sel: SymbolPalletSelection) -> list[Place]:
        return [m for m in self._matching(sel) if (m.x, m.y) == sel.spot]

    def plus_options(self, sel: SymbolPalletSelection) -> list[bool]:
        """At the chosen spot: leave the chip (False) and/or move it on (True), False first."""
        return sorted({m.plus for m in self._at_spot(sel)})

    def _with_prefix(self, sel: SymbolPalletSelection) -> list[Place]:
        n = len(sel.sends)
        return [m for m in self._at_spot(sel) if m.plus == sel.plus and m.sends[:n] == sel.sends]

    def displaced(self, sel: SymbolPalletSelection) -> list[tuple[int, int]]:
        """The chips (player, chip) the placement covers wholly, in sending order."""
        if sel.plus is None:
            return []
        moves = self._with_prefix(sel)
        return [(s.player, s.chip) for s in moves[0].sends] if moves else []

    def next_displaced(self, sel: SymbolPalletSelection) -> tuple[int, int] | None:
        """The covered chip whose target is asked now, or None."""
        shown = self.displaced(sel)
        return shown[len(sel.sends)] if len(sel.sends) < len(shown) else None

    def send_choices(self, sel: SymbolPalletSelection) -> list[str]:
        """Ids of the tiles the next covered chip may go to (catalogue order)."""
        if self.next_displaced(sel) is None:
            return []
        n = len(sel.sends)
        return [TILE_IDS[t] for t in sorted({m.sends[n].tile for m in self._with_prefix(sel)})]

    @staticmethod
    def asking_plus(sel: SymbolPalletSelection) -> bool:
        return sel.spot is not None and sel.plus is None

    def setup_targets(self) -> list[str]:
        """Field tiles the next chip may go on (setup), in the engine's order."""
        return [TILE_IDS[m.tile] for m in self.state.legal_moves() if type(m) is Chip]

    def must_discard(self) -> int:
        return self.info.must_discard

    def discard_ready(self, sel: SymbolPalletSelection) -> bool:
        return self.phase == "discard" and len(sel.discarding) == self.must_discard()

    @staticmethod
    def selected(sel: SymbolPalletSelection, tile_id: str) -> bool:
        """Whether a hand or pile tile shows as chosen."""
        tile = TILE_INDEX[tile_id]
        return tile == sel.tile or tile in sel.discarding

    def can(self, sel: SymbolPalletSelection, action: str) -> bool:
        """Whether the Draw / Pass button plays now (the view adds: the hand is shown)."""
        if self.phase != "actions" or sel.spot is not None:
            return False
        kind = Draw if action == "draw" else Pass if action == "pass" else None
        return kind is not None and any(type(m) is kind for m in self.state.legal_moves())

    def step(self, sel: SymbolPalletSelection) -> str:
        """How far the turn's choice is made, for the status line: ``""`` (nothing yet),
        ``"spot"`` (a tile chosen), ``"nospot"`` (a tile with no spot for this chip),
        ``"plus"`` (a spot chosen, the chip may move onto it), ``"send"`` (a covered
        chip waits for a target), ``"discard-ready"`` (enough tiles chosen to discard)."""
        if self.discard_ready(sel):
            return "discard-ready"
        if self.phase != "actions" or sel.tile is None:
            return ""
        if sel.spot is None:
            return "spot" if self.ghosts(sel) else "nospot"
        return "plus" if self.asking_plus(sel) else "send"

    def picking(self, sel: SymbolPalletSelection) -> bool:
        """Whether tiles of the hand and the pile may be chosen to place now."""
        return self.phase == "actions" and sel.spot is None

    # ----- taps ------------------------------------------------------------------------------
    def tap(self, sel: SymbolPalletSelection, hit: Hit) -> Move | SymbolPalletSelection:
        mover = self.state.to_move
        if mover is None:
            return sel
        kind, value = hit if hit is not None else ("", "")
        phase = self.phase
        if phase == "setup":
            return self._setup(kind, value) or sel
        if phase == "discard":
            return self._discard(sel, kind, value)
        if sel.spot is not None:
            return self._pending(sel, kind, value)
        if kind == "hand":
            return self._choose_tile(sel, TILE_INDEX[value])
        if kind == "pick":
            return replace(sel, chip=int(value))
        if kind == "chip" and value[:1] == str(mover + 1):
            return replace(sel, chip=CHIP_LETTERS.index(value[1]))
        if kind == "ghost" and sel.tile is not None:
            x, y = (int(v) for v in value.split(","))
            return self._choose_spot(sel, x, y)
        return replace(sel, tile=None)

    def control(self, sel: SymbolPalletSelection, action: str) -> Move | SymbolPalletSelection | None:
        """``draw``, ``pass`` and ``pick:ID`` (a discard-pile tile) buttons."""
        if not self.picking(sel):
            return None
        if action in ("draw", "pass") and self.can(sel, action):
            kind = Draw if action == "draw" else Pass
            return next(m for m in self.state.legal_moves() if type(m) is kind)
        if action.startswith("pick:"):
            return self._choose_tile(sel, TILE_INDEX[action[len("pick:"):]])
        return None

    # ----- steps -------------------------------------------------------------------------------
    def _setup(self, kind: str, value: str) -> Move | None:
        if kind in ("setup", "tile"):
            for m in self.state.legal_moves():
                if type(m) is Chip and TILE_IDS[m.tile] == value:
                    return m
        return None

    def _discard(self, sel: SymbolPalletSelection, kind: str, value: str) -> Move | SymbolPalletSelection:
        if kind == "hand":
            tile = TILE_INDEX[value]
            if tile in sel.discarding:
                return replace(sel, discarding=tuple(t for t in sel.discarding if t != tile))
            if len(sel.discarding) < self.must_discard():
                return replace(sel, discarding=(*sel.discarding, tile))
        elif kind == "discard-go" and self.discard_ready(sel):
            chosen = sorted(sel.discarding)
            for m in self.state.legal_moves():
                if type(m) is Discard and list(m.tiles) == chosen:
                    return m
        return sel

    def _pending(self, sel: SymbolPalletSelection, kind: str, value: str) -> Move | SymbolPalletSelection:
        if sel.plus is None:
            if kind == "plus" and value in ("yes", "no"):
                plus = value == "yes"
                return self._choose_plus(sel, plus) if plus in self.plus_options(sel) else sel
        elif kind == "send" and value in self.send_choices(sel):
            n = len(sel.sends)
            send = next(m.sends[n] for m in self._with_prefix(sel) if TILE_IDS[m.sends[n].tile] == value)
            return self._complete(replace(sel, sends=(*sel.sends, send)))
        if kind == "cancel" or kind not in ("hand", "pick", "plus", "send", "discard-go"):
            # Cancel, or a tap elsewhere on the board: back to the ghost spots.
            return replace(sel, spot=None, plus=None, sends=())
        return sel

    @staticmethod
    def _choose_tile(sel: SymbolPalletSelection, tile: int) -> SymbolPalletSelection:
        return replace(sel, tile=None if tile == sel.tile else tile)

    def _choose_spot(self, sel: SymbolPalletSelection, x: int, y: int) -> Move | SymbolPalletSelection:
        if (x, y) not in self.ghosts(sel):
            return sel
        sel = replace(sel, spot=(x, y))
        options = self.plus_options(sel)
        return self._choose_plus(sel, options[0]) if len(options) == 1 else sel

    def _choose_plus(self, sel: SymbolPalletSelection, plus: bool) -> Move | SymbolPalletSelection:
        return self._complete(replace(sel, plus=plus, sends=()))

    def _complete(self, sel: SymbolPalletSelection) -> Move | SymbolPalletSelection:
        """The move, once no covered chip waits for a target; else the selection so far."""
        if self.next_displaced(sel) is not None:
            return sel
        moves = self._with_prefix(sel)
        return moves[0] if len(moves) == 1 else sel
