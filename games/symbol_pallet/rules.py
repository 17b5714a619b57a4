"""Symbol Pallet's state: the rules of a turn, placement, chips and the end.

Rulings: ``shared/rules/symbol-pallet.md``; the site's rules text and every
decision taken where the rulings are silent: ``docs/rules/symbol-pallet.md``
(also listed in the package docstring).

A state holds the field (``field.Field``, shared between states that leave it
unchanged), the chips (``chips[2·player + c]`` is the tile under chip c, −1 while
not yet placed), every hand, the deck (top first), the discard pile (catalogue
order), and where the game stands: the phase (setup, actions, discard, over),
the player whose turn it is, how many actions they have taken, and whether the
extra round has begun. Tiles are catalogue indices throughout.
"""

from __future__ import annotations

from typing import Iterator, NamedTuple, Sequence, cast

from ..base import Options, Outcome, State
from .terminations import SymbolPalletTermination
from .field import Field, Spot
from .moves import (
    CHIP_LETTERS, DRAW, PASS, Chip, Discard, Draw, Pass, Place, Send, SymbolPalletMove,
)
from .table import TableReadings, tile_arg
from .tiles import TILE_IDS, TILE_KIND

SETUP, ACTIONS, DISCARD, OVER = 0, 1, 2, 3
PHASE_NAMES = ("setup", "actions", "discard", "over")
ACTIONS_PER_TURN = 3
HAND_LIMIT = 3
DRAW_COUNT = 2
PLAYER_NAMES = ("red", "blue", "yellow", "green")


def setup_order(players: int) -> tuple[int, ...]:
    """Who puts each chip down: reverse turn order, twice round (3 players: 2,1,0,2,1,0)."""
    once = tuple(range(players - 1, -1, -1))
    return once + once


def chip_label(slot: int) -> str:
    """``2a`` for chip slot 2 (player 2, chip a: counting players from 1)."""
    return f"{slot // 2 + 1}{CHIP_LETTERS[slot % 2]}"


class TurnInfo(NamedTuple):
    """Where the game stands, for the page's buttons."""

    phase: str
    """``setup``, ``actions``, ``discard`` or ``over``."""
    player: int | None
    action: int | None
    """1, 2 or 3 during the actions phase, else None."""
    can_draw: bool
    can_pass: bool
    must_discard: int
    """How many tiles the player must discard now (0 outside the discard phase)."""
    final_round: bool
    """Whether this is the extra round played because the discard pile held tiles."""


class SymbolPalletState(TableReadings, State[SymbolPalletMove]):
    __slots__ = ("game", "options", "ply", "field", "chips", "hands", "deck", "discard",
                 "phase", "player", "actions", "final", "tiles")

    def __init__(self, game, options: Options, ply: int, field: Field,  # type: ignore[no-untyped-def]
                 chips: tuple[int, ...], hands: tuple[tuple[int, ...], ...],
                 deck: tuple[int, ...], discard: tuple[int, ...], phase: int,
                 player: int, actions: int, final: bool, tiles: tuple[int, ...]) -> None:
        self.game = game
        self.options = options
        self.ply = ply
        self.field = field
        self.chips = chips
        self.hands = hands
        self.deck = deck
        self.discard = discard
        self.phase = phase
        self.player = player
        """Whose turn (setup: who puts the next chip); 0 once over."""
        self.actions = actions
        """Actions already taken this turn (0–2) during the actions phase."""
        self.final = final
        """The extra round (deck empty, discard pile not) has begun."""
        self.tiles = tiles
        """The tiles in play (60, or 42 with the beginner option), catalogue order."""

    # ----- protocol -----------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.player

    @property
    def n(self) -> int:
        return self.options.players

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        scores = self.scores()
        best = max(scores)
        tied = [p for p, s in enumerate(scores) if s == best]
        why = (SymbolPalletTermination.LATER_PLAYER_WINS_TIE if len(tied) > 1
               else SymbolPalletTermination.MOST_TABLE_TILES)
        return Outcome.of(tied[-1], why, self.players, scores=scores)

    def scores(self) -> tuple[int, ...]:
        """Per player: distinct level-1 tiles owned by either of their chips."""
        return tuple(len(self.owned_table_tiles(p)) for p in range(self.n))

    # ----- public queries for a board view -----------------------------------
    def hand(self, player: int) -> tuple[str, ...]:
        """A player's hand as ids (secret: a page shows it only to its owner)."""
        return tuple(TILE_IDS[t] for t in self.hands[player])

    def discard_pile(self) -> tuple[str, ...]:
        return tuple(TILE_IDS[t] for t in self.discard)

    def turn_info(self) -> TurnInfo:
        p = self.to_move
        phase = self.phase
        return TurnInfo(
            PHASE_NAMES[phase],
            p,
            self.actions + 1 if phase == ACTIONS else None,
            phase == ACTIONS and bool(self.deck),
            phase == ACTIONS and not self.deck,
            len(self.hands[self.player]) - HAND_LIMIT if phase == DISCARD else 0,
            self.final,
        )

    def ghost_spots(self, chip: int, tile: int | str) -> list[tuple[int, int]]:
        """Every centre where the player to move may place ``tile`` (id or catalogue
        index) with ``chip`` (0 = a, 1 = b): rules ① and ② together, sorted by (x, y).

        Empty when no placement is possible now (wrong phase, tile not in the
        mover's hand or the discard pile). Cheap: it reads the field's cached
        spots and filters them by ownership and symbol.
        """
        tile = tile_arg(tile)
        if self.phase != ACTIONS or tile not in self._available():
            return []
        out: set[tuple[int, int]] = set()
        slot = 2 * self.player + chip
        for x, y, spot in self._spots_for(chip, tile):
            if spot is None or not spot.covered or any(
                    True for plus in (False, True)
                    for _ in self._send_choices(slot, tile, spot.covered, plus)):
                out.add((x, y))
        return sorted(out)

    def displaced_chips(self, chip: int, tile: int | str, x: int, y: int,
                        plus: bool) -> list[tuple[int, int]]:
        """Chips (player, chip 0/1) that this placement sends away, in sending order
        (the order of the ``!`` parts). Assumes the placement itself is legal."""
        slot = 2 * self.player + chip
        covered = self.field.covered_by(x, y)
        return [(s // 2, s % 2) for s in self._displaced(slot, covered, plus)]

    def send_targets(self, chip: int, tile: int | str, x: int, y: int, plus: bool,
                     chosen: Sequence[int | str] = ()) -> list[str]:
        """Ids of the tiles the next displaced chip may go to, given the targets
        ``chosen`` for the chips before it (in ``displaced_chips`` order).

        Empty once every displaced chip has a target. The page asks this once per
        displaced chip.
        """
        tile = tile_arg(tile)
        slot = 2 * self.player + chip
        covered = self.field.covered_by(x, y)
        disp = self._displaced(slot, covered, plus)
        if len(chosen) >= len(disp):
            return []
        free = set(self._free_after(slot, tile, covered, plus, disp))
        free.difference_update(tile_arg(t) for t in chosen)
        if disp[len(chosen)] == slot and not plus:
            free.discard(tile)
        return [TILE_IDS[t] for t in sorted(free)]

    def plus_choices(self, chip: int, tile: int | str, x: int, y: int) -> list[bool]:
        """For a ghost spot: which of "leave the chip" (False) and "move the chip onto
        the new tile" (True, ``+``) complete a legal placement there, False first.

        Empty when (x, y) is no legal spot for that chip and tile. The page asks
        this once the player taps a spot, to offer only the answers that work.
        """
        tile = tile_arg(tile)
        if (x, y) not in self.ghost_spots(chip, tile):
            return []
        slot = 2 * self.player + chip
        covered = self.field.covered_by(x, y)
        return [plus for plus in (False, True)
                if any(True for _ in self._send_choices(slot, tile, covered, plus))]

    # ----- move generation ----------------------------------------------------
    def _available(self) -> tuple[int, ...]:
        """Tiles the player to move may place: their hand and the discard pile."""
        return self.hands[self.player] + self.discard

    def _spots_for(self, chip: int, tile: int) -> Iterator[tuple[int, int, Spot | None]]:
        """(x, y, spot) for every rule-①/② centre for this chip and tile (spot None: ①)."""
        t = self.chips[2 * self.player + chip]
        if t < 0:
            return
        field = self.field
        own = field.owned(t)
        for k, adj in field.beside().items():
            if not own.isdisjoint(adj):
                x, y = divmod(k, 1024)
                yield x - 512, y - 512, None
        bit = 1 << TILE_KIND[tile]
        for s in field.spots():
            if s.mask & bit and not own.isdisjoint(s.lower):
                yield s.x, s.y, s

    def _displaced(self, slot: int, covered: tuple[int, ...], plus: bool) -> list[int]:
        if not covered:
            return []
        cov = set(covered)
        return [s for s, t in enumerate(self.chips) if t in cov and not (plus and s == slot)]

    def _free_after(self, slot: int, tile: int, covered: tuple[int, ...], plus: bool,
                    disp: list[int]) -> list[int]:
        """Visible tiles holding no chip once the tile is down and ``+`` is done."""
        cov = set(covered)
        held = {t for s, t in enumerate(self.chips) if s not in disp and not (plus and s == slot)}
        if plus:
            held.add(tile)
        return [t for t in list(self.field.vis) + [tile] if t not in cov and t not in held]

    def _send_choices(self, slot: int, tile: int, covered: tuple[int, ...],
                      plus: bool) -> Iterator[tuple[Send, ...]]:
        disp = self._displaced(slot, covered, plus)
        if not disp:
            yield ()
            return
        free = sorted(self._free_after(slot, tile, covered, plus, disp))

        def rec(i: int, free: list[int]) -> Iterator[tuple[Send, ...]]:
            if i == len(disp):
                yield ()
                return
            s = disp[i]
            for t in free:
                if t == tile and s == slot and not plus:
                    continue
                rest = [u for u in free if u != t]
                for tail in rec(i + 1, rest):
                    yield (Send(s // 2, s % 2, t),) + tail

        yield from rec(0, free)

    def _generate_moves(self) -> list[SymbolPalletMove]:
        phase = self.phase
        if phase == SETUP:
            held = set(self.chips)
            return [Chip(p.tile) for p in self.field.placed if p.tile not in held]
        if phase == DISCARD:
            from itertools import combinations
            hand = self.hands[self.player]
            return [Discard(c) for c in combinations(hand, len(hand) - HAND_LIMIT)]
        out: list[SymbolPalletMove] = [DRAW if self.deck else PASS]
        available = self._available()
        field = self.field
        beside = field.beside()
        spots = field.spots()
        p = self.player
        for chip in (0, 1):
            slot = 2 * p + chip
            own = field.owned(self.chips[slot])
            side = [(k // 1024 - 512, k % 1024 - 512) for k, adj in beside.items()
                    if not own.isdisjoint(adj)]
            mine = [s for s in spots if not own.isdisjoint(s.lower)]
            for tile in available:
                for x, y in side:
                    out.append(Place(chip, tile, x, y, False, ()))
                    out.append(Place(chip, tile, x, y, True, ()))
                bit = 1 << TILE_KIND[tile]
                for s in mine:
                    if s.mask & bit:
                        if s.covered:
                            for plus in (False, True):
                                for sends in self._send_choices(slot, tile, s.covered, plus):
                                    out.append(Place(chip, tile, s.x, s.y, plus, sends))
                        else:
                            out.append(Place(chip, tile, s.x, s.y, False, ()))
                            out.append(Place(chip, tile, s.x, s.y, True, ()))
        return out

    # ----- applying ------------------------------------------------------------
    def _copy(self, **changes):  # type: ignore[no-untyped-def]
        fields = {name: getattr(self, name) for name in (
            "field", "chips", "hands", "deck", "discard", "phase", "player", "actions",
            "final")}
        fields.update(changes)
        return SymbolPalletState(self.game, self.options, self.ply + 1, fields["field"],
                                 fields["chips"], fields["hands"], fields["deck"],
                                 fields["discard"], fields["phase"], fields["player"],
                                 fields["actions"], fields["final"], self.tiles)

    def _with_hand(self, hand: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        hands = list(self.hands)
        hands[self.player] = hand
        return tuple(hands)

    def _successor(self, move: SymbolPalletMove) -> "SymbolPalletState":
        if type(move) is Place:
            return self._place(move)
        if type(move) is Draw:
            take = self.deck[:DRAW_COUNT]
            hand = tuple(sorted(self.hands[self.player] + take))
            return self._action_done(hands=self._with_hand(hand), deck=self.deck[DRAW_COUNT:])
        if type(move) is Pass:
            return self._turn_done({})
        if type(move) is Discard:
            gone = set(move.tiles)
            hand = tuple(t for t in self.hands[self.player] if t not in gone)
            discard = tuple(sorted(self.discard + move.tiles))
            return self._next_turn(dict(hands=self._with_hand(hand), discard=discard))
        move = cast(Chip, move)  # the last kind: a chip put down during setup
        placed = sum(1 for t in self.chips if t >= 0)
        n = self.n
        slot = 2 * self.player + (0 if placed < n else 1)
        chips = list(self.chips)
        chips[slot] = move.tile
        placed += 1
        if placed == 2 * n:
            return self._copy(chips=tuple(chips), phase=ACTIONS, player=0, actions=0)
        return self._copy(chips=tuple(chips), player=setup_order(n)[placed])

    def _place(self, move: Place) -> "SymbolPalletState":
        tile = move.tile
        p = self.player
        hand = self.hands[p]
        changes: dict = {}
        if tile in hand:
            changes["hands"] = self._with_hand(tuple(t for t in hand if t != tile))
        else:
            changes["discard"] = tuple(t for t in self.discard if t != tile)
        changes["field"] = self.field.place(tile, move.x, move.y)
        if move.plus or move.sends:
            chips = list(self.chips)
            if move.plus:
                chips[2 * p + move.chip] = tile
            for s in move.sends:
                chips[2 * s.player + s.chip] = s.tile
            changes["chips"] = tuple(chips)
        return self._action_done(**changes)

    def _action_done(self, **changes) -> "SymbolPalletState":  # type: ignore[no-untyped-def]
        if self.actions + 1 < ACTIONS_PER_TURN:
            changes["actions"] = self.actions + 1
            return self._copy(**changes)
        return self._turn_done(changes)

    def _turn_done(self, changes: dict) -> "SymbolPalletState":
        """Third action or pass: discard down to 3 first if needed, else next turn."""
        hands = changes.get("hands", self.hands)
        if len(hands[self.player]) > HAND_LIMIT:
            changes.update(phase=DISCARD, actions=0)
            return self._copy(**changes)
        return self._next_turn(changes)

    def _next_turn(self, changes: dict) -> "SymbolPalletState":
        """The turn has finished (after its discard): the next player, the extra
        round, or the end."""
        deck = changes.get("deck", self.deck)
        discard = changes.get("discard", self.discard)
        changes["actions"] = 0
        changes["phase"] = ACTIONS
        if self.player < self.n - 1:
            changes["player"] = self.player + 1
        elif deck:
            changes["player"] = 0
        elif self.final or not discard:
            changes.update(phase=OVER, player=0)
        else:
            changes.update(player=0, final=True)
        return self._copy(**changes)
