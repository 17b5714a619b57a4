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
``("cancel", "")``, ``("discard-go", "")``; None is empty space.
"""

from __future__ import annotations

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

from .base import Hit, TapModel


class SymbolPalletModel(TapModel[SymbolPalletState]):
    """The half-made choice of the player to move."""

    def __init__(self) -> None:
        super().__init__()
        self.chip = 0
        """The chosen chip (0 = a, 1 = b); kept through the mover's turn."""
        self._mover: int | None = None
        self._place_cache: list[Place] | None = None
        self.clear()

    # ----- life cycle ----------------------------------------------------------------------
    def reset(self, state: SymbolPalletState) -> None:
        if state.to_move != self._mover:
            self.chip = 0  # another player's turn starts with chip a
        self._mover = state.to_move
        self._place_cache = None
        super().reset(state)

    @property
    def _places(self) -> list[Place]:
        """The state's placements, read once it is first asked (most shown states never are)."""
        if self._place_cache is None:
            moves = self.state.legal_moves() if self.state is not None else []
            self._place_cache = [m for m in moves if type(m) is Place]
        return self._place_cache

    def clear(self) -> None:
        self.tile: int | None = None
        """The tile chosen to place (catalogue index), from the hand or the discard pile."""
        self.spot: tuple[int, int] | None = None
        """The ghost spot chosen for it; the wizard then asks plus and sends."""
        self.plus: bool | None = None
        self.sends: tuple[Send, ...] = ()
        """The ``Send``s chosen so far, in the engine's order."""
        self.discarding: list[int] = []

    # ----- queries the renderer draws from ---------------------------------------------------
    @property
    def phase(self) -> str:
        return "over" if self.state is None else self.state.turn_info().phase

    @property
    def tile_id(self) -> str | None:
        return None if self.tile is None else TILE_IDS[self.tile]

    @property
    def pending(self) -> bool:
        """A spot is chosen: the tray asks plus or the field offers send targets."""
        return self.spot is not None

    def _matching(self, chip: int | None = None) -> list[Place]:
        chip = self.chip if chip is None else chip
        return [m for m in self._places if m.tile == self.tile and m.chip == chip]

    def ghosts(self, chip: int | None = None) -> list[tuple[int, int]]:
        """Where the chosen tile may go with ``chip`` (the chosen one by default), sorted."""
        if self.tile is None:
            return []
        return sorted({(m.x, m.y) for m in self._matching(chip)})

    def spot_counts(self) -> tuple[int, int] | None:
        """How many spots each chip has for the chosen tile (shown on the chip buttons)."""
        if self.tile is None:
            return None
        return len(self.ghosts(0)), len(self.ghosts(1))

    def _at_spot(self) -> list[Place]:
        return [m for m in self._matching() if (m.x, m.y) == self.spot]

    def plus_options(self) -> list[bool]:
        """At the chosen spot: leave the chip (False) and/or move it on (True), False first."""
        return sorted({m.plus for m in self._at_spot()})

    def _with_prefix(self) -> list[Place]:
        n = len(self.sends)
        return [m for m in self._at_spot() if m.plus == self.plus and m.sends[:n] == self.sends]

    def displaced(self) -> list[tuple[int, int]]:
        """The chips (player, chip) the placement covers wholly, in sending order."""
        if self.plus is None:
            return []
        moves = self._with_prefix()
        return [(s.player, s.chip) for s in moves[0].sends] if moves else []

    def next_displaced(self) -> tuple[int, int] | None:
        """The covered chip whose target is asked now, or None."""
        shown = self.displaced()
        return shown[len(self.sends)] if len(self.sends) < len(shown) else None

    def send_choices(self) -> list[str]:
        """Ids of the tiles the next covered chip may go to (catalogue order)."""
        if self.next_displaced() is None:
            return []
        n = len(self.sends)
        return [TILE_IDS[t] for t in sorted({m.sends[n].tile for m in self._with_prefix()})]

    def asking_plus(self) -> bool:
        return self.spot is not None and self.plus is None

    def setup_targets(self) -> list[str]:
        """Field tiles the next chip may go on (setup), in the engine's order."""
        if self.state is None:
            return []
        return [TILE_IDS[m.tile] for m in self.state.legal_moves() if type(m) is Chip]

    def must_discard(self) -> int:
        return 0 if self.state is None else self.state.turn_info().must_discard

    def discard_ready(self) -> bool:
        return self.phase == "discard" and len(self.discarding) == self.must_discard()

    def selected(self, tile_id: str) -> bool:
        """Whether a hand or pile tile shows as chosen."""
        tile = TILE_INDEX[tile_id]
        return tile == self.tile or tile in self.discarding

    def can(self, action: str) -> bool:
        """Whether the Draw / Pass button plays now (the view adds: the hand is shown)."""
        if self.phase != "actions" or self.spot is not None or self.state is None:
            return False
        kind = Draw if action == "draw" else Pass if action == "pass" else None
        return kind is not None and any(type(m) is kind for m in self.state.legal_moves())

    def step(self) -> str:
        """How far the turn's choice is made, for the status line: ``""`` (nothing yet),
        ``"spot"`` (a tile chosen), ``"nospot"`` (a tile with no spot for this chip),
        ``"plus"`` (a spot chosen, the chip may move onto it), ``"send"`` (a covered
        chip waits for a target), ``"discard-ready"`` (enough tiles chosen to discard)."""
        if self.discard_ready():
            return "discard-ready"
        if self.phase != "actions" or self.tile is None:
            return ""
        if self.spot is None:
            return "spot" if self.ghosts() else "nospot"
        return "plus" if self.asking_plus() else "send"

    def picking(self) -> bool:
        """Whether tiles of the hand and the pile may be chosen to place now."""
        return self.phase == "actions" and self.spot is None

    # ----- taps ------------------------------------------------------------------------------
    def tap(self, hit: Hit) -> Move | None:
        if self.state is None or self.state.to_move is None:
            return None
        kind, value = hit if hit is not None else ("", "")
        phase = self.phase
        if phase == "setup":
            return self._setup(kind, value)
        if phase == "discard":
            return self._discard(kind, value)
        if self.spot is not None:
            return self._pending(kind, value)
        if kind == "hand":
            self._choose_tile(TILE_INDEX[value])
        elif kind == "pick":
            self.chip = int(value)
        elif kind == "chip" and value[:1] == str(self.state.to_move + 1):
            self.chip = CHIP_LETTERS.index(value[1])
        elif kind == "ghost" and self.tile is not None:
            x, y = (int(v) for v in value.split(","))
            return self._choose_spot(x, y)
        else:
            self.tile = None
        return None

    def control(self, action: str) -> Move | None:
        """``draw``, ``pass`` and ``pick:ID`` (a discard-pile tile) buttons."""
        if self.state is None or not self.picking():
            return None
        if action in ("draw", "pass") and self.can(action):
            kind = Draw if action == "draw" else Pass
            return next(m for m in self.state.legal_moves() if type(m) is kind)
        if action.startswith("pick:"):
            self._choose_tile(TILE_INDEX[action[len("pick:"):]])
        return None

    # ----- steps -------------------------------------------------------------------------------
    def _setup(self, kind: str, value: str) -> Move | None:
        if kind in ("setup", "tile") and self.state is not None:
            for m in self.state.legal_moves():
                if type(m) is Chip and TILE_IDS[m.tile] == value:
                    return m
        return None

    def _discard(self, kind: str, value: str) -> Move | None:
        if kind == "hand":
            tile = TILE_INDEX[value]
            if tile in self.discarding:
                self.discarding.remove(tile)
            elif len(self.discarding) < self.must_discard():
                self.discarding.append(tile)
        elif kind == "discard-go" and self.discard_ready() and self.state is not None:
            chosen = sorted(self.discarding)
            for m in self.state.legal_moves():
                if type(m) is Discard and list(m.tiles) == chosen:
                    return m
        return None

    def _pending(self, kind: str, value: str) -> Move | None:
        if self.plus is None:
            if kind == "plus" and value in ("yes", "no"):
                plus = value == "yes"
                return self._choose_plus(plus) if plus in self.plus_options() else None
        elif kind == "send" and value in self.send_choices():
            n = len(self.sends)
            send = next(m.sends[n] for m in self._with_prefix() if TILE_IDS[m.sends[n].tile] == value)
            self.sends = self.sends + (send,)
            return self._complete()
        if kind == "cancel" or kind not in ("hand", "pick", "plus", "send", "discard-go"):
            # Cancel, or a tap elsewhere on the board: back to the ghost spots.
            self.spot, self.plus, self.sends = None, None, ()
        return None

    def _choose_tile(self, tile: int) -> None:
        self.tile = None if tile == self.tile else tile

    def _choose_spot(self, x: int, y: int) -> Move | None:
        if (x, y) not in self.ghosts():
            return None
        self.spot = (x, y)
        options = self.plus_options()
        return self._choose_plus(options[0]) if len(options) == 1 else None

    def _choose_plus(self, plus: bool) -> Move | None:
        self.plus = plus
        self.sends = ()
        return self._complete()

    def _complete(self) -> Move | None:
        """The move, once no covered chip waits for a target."""
        if self.next_displaced() is not None:
            return None
        moves = self._with_prefix()
        return moves[0] if len(moves) == 1 else None
