"""What one player may see of a state: the page and computer players use this.

A ``PlayerView`` holds no reference to the full state, so nothing secret can
leak through it: the viewer's own hand, the other hands only as sizes, the deck
only as a size, and everything public (field, chips, discard pile, turn).

Because legal moves never depend on hidden tiles (a placement uses the mover's
own hand and the discard pile; ``draw`` and ``pass`` depend only on the deck's
size), a view can list the viewer's legal moves, and ``sample_state`` deals the
unseen tiles at random into a full state consistent with the view – the usual
"determinisation" a Monte Carlo player needs.
"""

from __future__ import annotations

import random as _random
from dataclasses import dataclass

from ..base import Options
from .rules import SymbolPalletState
from .tiles import TILE_IDS


@dataclass(frozen=True)
class PlayerView:
    player: int
    """Whose view this is."""
    game: object
    options_players: int
    switches: frozenset[str]
    ply: int
    phase: int
    turn_player: int
    actions: int
    final: bool
    field: object
    """The shared ``field.Field`` (public)."""
    chips: tuple[int, ...]
    hand: tuple[int, ...]
    """The viewer's own hand (catalogue indices)."""
    hand_sizes: tuple[int, ...]
    deck_size: int
    discard: tuple[int, ...]
    tiles: tuple[int, ...]
    _unseen: tuple[int, ...]
    """Tiles in other hands or the deck, sorted: the viewer knows which, not where."""

    @classmethod
    def of(cls, s: SymbolPalletState, player: int) -> "PlayerView":
        unseen = sorted(t for p, h in enumerate(s.hands) if p != player for t in h)
        unseen.extend(s.deck)
        return cls(player, s.game, s.n, s.options.switches, s.ply, s.phase, s.player,
                   s.actions, s.final, s.field, s.chips, s.hands[player],
                   tuple(len(h) for h in s.hands), len(s.deck), s.discard, s.tiles,
                   tuple(sorted(unseen)))

    # ----- plain data -----------------------------------------------------------
    @property
    def hand_ids(self) -> list[str]:
        return [TILE_IDS[t] for t in self.hand]

    @property
    def discard_ids(self) -> list[str]:
        return [TILE_IDS[t] for t in self.discard]

    def unseen_tiles(self) -> list[str]:
        """Ids of the tiles the viewer cannot see (other hands and the deck)."""
        return [TILE_IDS[t] for t in self._unseen]

    # ----- a consistent full state ------------------------------------------------
    def sample_state(self, rng: _random.Random | None = None) -> SymbolPalletState:
        """A full state matching this view, the unseen tiles dealt at random.

        With ``rng`` None the unseen tiles are dealt in catalogue order (enough
        for ``legal_moves``, which never looks at them).
        """
        unseen = list(self._unseen)
        if rng is not None:
            rng.shuffle(unseen)
        hands = []
        for p, size in enumerate(self.hand_sizes):
            if p == self.player:
                hands.append(self.hand)
            else:
                hands.append(tuple(sorted(unseen[:size])))
                del unseen[:size]
        options = Options(self.options_players, self.switches, 0, None)
        return SymbolPalletState(self.game, options, self.ply, self.field,  # type: ignore[arg-type]
                                 self.chips, tuple(hands), tuple(unseen), self.discard,
                                 self.phase, self.turn_player, self.actions, self.final,
                                 self.tiles)

    def legal_moves(self) -> list:  # type: ignore[type-arg]
        """The legal moves of the player to move (whoever views: they are public
        knowledge except for the mover's hand, so only exact for the mover)."""
        return self.sample_state().legal_moves()
