"""The Symbol Pallet game object: options (the deck), the deal, text forms, a move's facts,
why a move is refused, referee extras."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Hashable, Sequence

from ..base import Game, Options
from ..errors import BadOption, BadPosition
from .describe import SymbolPalletMoveFacts, describe
from .field import FIELD_POINTS, Field, parse_place
from .illegal import why_illegal
from .moves import SymbolPalletMove, parse_move
from .rules import PLAYER_NAMES, SETUP, SymbolPalletState, setup_order
from .shuffle import shuffled
from .terminations import SymbolPalletTermination
from .text import parse_position, position_text, public_position_text
from .tiles import TILE_IDS, TILE_INDEX, tile_set

DEFAULT_SEED = 0
HAND_AT_START = 3


class SymbolPallet(Game[SymbolPalletMove, SymbolPalletState]):
    name = "symbol-pallet"
    title = "Symbol Pallet"
    min_players = 2
    max_players = 4
    terminations = SymbolPalletTermination
    switches = {
        "beginner": "leave out every white and black tile and the six coloured warm/cool "
                    "tiles (42 tiles)",
    }
    uses_seed = True
    hidden_hands = True
    scoring = True

    def player_names(self, players: int) -> tuple[str, ...]:
        return PLAYER_NAMES[:players]

    def options(self, players: int | None = None, switches: Sequence[str] = (),
                seed: int | None = None, deck: Sequence[str] | None = None) -> Options:
        """Validated options, the deck included: a deck that ``new`` would refuse
        (a repeated or unknown tile, a seed beside it) is refused here, where
        callers ask "are these options good?" (a link then opens the usual deal)."""
        options = super().options(players, switches, seed, deck)
        self.deck_for(options)
        return options

    def deck_for(self, options: Options) -> tuple[int, ...]:
        """The starting deck (top first) for these options; BadOption if the deck is wrong."""
        in_play = tile_set("beginner" in options.switches)
        if options.deck is not None:
            if options.seed is not None:
                raise BadOption("give a seed or a deck, not both")
            order: list[int] = []
            for name in options.deck:
                if name not in TILE_INDEX:
                    raise BadOption(f"deck: {name!r} is not a tile id")
                order.append(TILE_INDEX[name])
            seen: set[int] = set()
            for t in order:
                if t in seen:
                    raise BadOption(f"deck: {TILE_IDS[t]} is listed twice")
                if t not in in_play:
                    raise BadOption(f"deck: {TILE_IDS[t]} is not in the beginner set")
                seen.add(t)
            if len(order) != len(in_play):
                missing = ",".join(TILE_IDS[t] for t in in_play if t not in seen)
                raise BadOption(f"deck: {len(order)} tiles given, {len(in_play)} needed "
                                f"(missing {missing})")
            return tuple(order)
        seed = DEFAULT_SEED if options.seed is None else options.seed
        return tuple(shuffled(in_play, seed))

    def new(self, options: Options) -> SymbolPalletState:
        deck = self.deck_for(options)
        if options.deck is None and options.seed is None:
            options = replace(options, seed=DEFAULT_SEED)
        n = options.players
        field = Field.build((t, x, y) for t, (x, y) in zip(deck, FIELD_POINTS))
        rest = deck[len(FIELD_POINTS):]
        hands = []
        for _ in range(n):
            hands.append(tuple(sorted(rest[:HAND_AT_START])))
            rest = rest[HAND_AT_START:]
        return SymbolPalletState(self, options, 0, field, (-1,) * (2 * n), tuple(hands), rest,
                                 (), SETUP, setup_order(n)[0], 0, False,
                                 tile_set("beginner" in options.switches))

    def parse_move(self, token: str):  # type: ignore[no-untyped-def]
        return parse_move(token)

    def parse_position(self, text: str) -> SymbolPalletState:
        return parse_position(self, text)

    def parse_position_dealing(self, text: str, seed: int) -> SymbolPalletState:
        """A text with ``start=-`` deals its unseen tiles from ``seed`` (``parse_position``:
        from seed 0), and the state's start is then ``seed:N``, so its whole text rebuilds
        that deal exactly; ``start=seed:N`` and ``start=deck:…`` keep their own."""
        return parse_position(self, text, seed)

    def position_text(self, state: SymbolPalletState) -> str:
        return position_text(state)

    def public_position_text(self, state: SymbolPalletState) -> str:
        return public_position_text(state)

    def public_deal_text(self, state: SymbolPalletState) -> str | None:
        seed = state.options.seed
        if seed is None:
            return None
        text = public_position_text(state)
        try:
            dealt = parse_position(self, text, seed)
        except BadPosition:
            return None
        return text if dealt.position_text() == state.position_text() else None

    def why_illegal(self, state: SymbolPalletState, move: SymbolPalletMove) -> str:
        return why_illegal(state, move)

    def describe(self, state: SymbolPalletState, move: SymbolPalletMove) -> SymbolPalletMoveFacts:
        return describe(state, move)

    def parse_square(self, text: str) -> tuple[int, int]:
        return parse_place(text)

    def square_text(self, square: Hashable) -> str:
        assert isinstance(square, tuple)
        return f"{square[0]},{square[1]}"

    def referee_extras(self, state: SymbolPalletState, reveal: bool) -> dict[str, Any]:  # type: ignore[override]
        """The hand of the player to move, the discard pile, the deck size; the deck
        order and every hand only with ``--reveal``."""
        p = state.to_move
        info = state.turn_info()
        out: dict[str, Any] = {
            "hand": list(state.hand(p)) if p is not None else None,
            "discard": list(state.discard_pile()),
            "deck_size": len(state.deck),
            "phase": info.phase,
            "action": info.action,
            "must_discard": info.must_discard,
        }
        if reveal:
            out["deck"] = [TILE_IDS[t] for t in state.deck]
            out["hands"] = [list(state.hand(q)) for q in range(state.n)]
        return out
