"""Setting up a Symbol Pallet position by hand: tiles put, replaced, lifted and moved on the
field, chips put and moved, who moves chosen.

Each change writes the *public* position text of the position it asks for (``start=-``, each
hand and the deck as a count) and reads it back with ``parse_position``, so a change the
rules cannot allow raises the same ``BadPosition`` as a link to that position
(``symbol-pallet.tile_not_supported``, ``symbol-pallet.tile_apart``,
``symbol-pallet.chip_not_on_top``, ``symbol-pallet.two_chips_on_a_tile``,
``symbol-pallet.setup_chip_order`` …). The kit adds the checks that a position text alone
does not make but a game does:

- every tile on top of others obeys its symbol for the tiles it rests on
  (``symbol-pallet.symbol_not_met``): a game never lays it otherwise, so such a stack
  cannot exist;
- a tile is put as a colour and a symbol; the copy is chosen from those not on the field
  (an unseen one first, else one from the discard pile), and when every copy is on the
  field there is none to put (``symbol-pallet.no_copy_left``);
- only a tile nothing rests on can be lifted or taken off (``symbol-pallet.tile_under_another``),
  as from a real table; a tile lifted carries its chip with it, and taking off what a tile
  with a chip holds takes off the chip;
- while chips are being put down, the chips down decide who puts the next one
  (``symbol-pallet.setup_mover``).

Decisions, for the author of a rules page who shows a field and its chips:

- **What is edited**: the field (tiles, stacks) and the chips. The discard pile is kept as
  the game opened had it (a copy of a tile may be taken from it for the field). Hands and
  the deck are never shown nor set: the tiles nobody sees are dealt when the game is played
  on (``start=-``), from a fresh seed in the page, as for any public position link played on
  (``web.links.link_start``), from seed 0 by the referee. The hands keep
  their sizes (at most 3 each: the position is the start of a turn) and the deck holds the
  rest; a tile put on the field comes out of the deck, or out of the hands once the deck is
  empty, and a tile taken off goes back to the deck. The number of players and the options
  are the game's the editor was opened on.
- **Who moves**: with every chip down, the chosen player is to take the first action of
  their turn (``P:1``); while chips are missing, the position is the setup, the chips down
  must be the first ones in setup order (reverse turn order, twice round) and they say who
  puts the next. A position is always the start of a turn: a game opened mid-turn, at a
  discard or over is opened at the start of that player's turn (player 1 once over). The
  ply is the number of chips down.
- **Clear** empties the field and takes every chip off: setup, all tiles unseen. Tiles then
  go down from (0, 0), the one place offered on an empty field. Play goes on only from a
  position with moves: a setup with fewer free tiles than chips to go down is kept while it
  is set up, but "Play from here" is refused (``symbol-pallet.no_tile_for_chip``).
- **Places to tap** (``spots``): with a tile chosen (or lifted), the centres where that tile
  may lie: beside a table tile on empty table (rule ①'s geometry), or on top of 2 or more
  tiles covering 3 of its quarters where its symbol allows (rule ②, chips aside). A tap on
  a tile with another colour or symbol chosen replaces that tile where it lies (its stack
  and chip stay); with a chip chosen, a tap on a tile puts that chip there.

Squares (what a tap names): ``x,y`` (a place, in half-tiles), a tile id on the field
(``Rs1``), or a chip's label (``1a``: the tile under it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..errors import BadPosition
from .colours import COLOURS
from .field import Field
from .rules import ACTIONS, DISCARD, HAND_LIMIT, OVER, SETUP, SymbolPalletState, chip_label, setup_order
from .symbols import SYMBOLS, satisfies
from .tiles import CATALOGUE, TILE_COLOUR, TILE_IDS, TILE_INDEX
from .text import parse_position

if TYPE_CHECKING:
    from . import SymbolPallet

KINDS: tuple[str, ...] = tuple(dict.fromkeys(t.colour_code + t.symbol_code for t in CATALOGUE))
"""Every tile kind, colour code + symbol code (``Rs``), in catalogue order: 38."""
CHIPS: tuple[str, ...] = tuple(chip_label(slot) for slot in range(8))
"""Every chip's label, ``1a`` … ``4b``."""

PIECES: tuple[str, ...] = KINDS + CHIPS
"""What may be put: a tile of a kind (the copy is the kit's choice) or a chip."""

PIECE_PARTS: dict[str, dict[str, str]] = {
    **{kind: {"kind": "tile", "colour": kind[0], "symbol": kind[1]} for kind in KINDS},
    **{chip: {"kind": "chip", "seat": str(int(chip[0]) - 1), "letter": chip[1]} for chip in CHIPS},
}
"""What each piece is (a tile's colour and symbol; a chip's seat and letter)."""

Spot = tuple[int, int]


def pieces_for(state: SymbolPalletState) -> tuple[str, ...]:
    """The palette: the tile kinds in play (fewer with the beginner option), then the chips
    of the players in the game."""
    kinds = tuple(dict.fromkeys(CATALOGUE[t].colour_code + CATALOGUE[t].symbol_code for t in state.tiles))
    return kinds + CHIPS[:2 * state.n]


def _copies(kind: str) -> list[int]:
    return [t.index for t in CATALOGUE if t.colour_code + t.symbol_code == kind]


def _kind(tile: int) -> str:
    return CATALOGUE[tile].colour_code + CATALOGUE[tile].symbol_code


def _placements(state: SymbolPalletState) -> list[tuple[int, int, int]]:
    return [(p.tile, p.x, p.y) for p in state.field.placed]


def _slot(label: str) -> int:
    if label not in CHIPS:
        raise ValueError(f"no chip {label!r}")
    return CHIPS.index(label)


def _place(name: str) -> Spot | None:
    """``x,y`` as a place, or None when ``name`` names a tile or a chip."""
    x, sep, y = name.partition(",")
    if not sep:
        return None
    try:
        return int(x), int(y)
    except ValueError:
        raise ValueError(f"no place {name!r}") from None


def _tile_of(state: SymbolPalletState, square: str) -> int | None:
    """The field tile ``square`` names (a tile id, or a chip's label: the tile under it)."""
    if square in CHIPS:
        under = state.chips[_slot(square)] if _slot(square) < len(state.chips) else -1
        return under if under >= 0 else None
    tile = TILE_INDEX.get(square)
    return tile if tile is not None and tile in state.field.info else None


def piece_at(state: SymbolPalletState, square: str) -> str | None:
    """What a tap on ``square`` finds: the chip on that tile if one stands there, else the
    tile's kind; None on a place (``x,y``) or a tile not on the field."""
    if _place(square) is not None:
        return None
    tile = _tile_of(state, square)
    if tile is None:
        return None
    if tile in state.chips:
        return CHIPS[state.chips.index(tile)]
    return _kind(tile)


def mover(state: SymbolPalletState) -> int:
    """Who is to move (during setup: who puts the next chip); 0 once the game is over."""
    return state.player


def next_piece(state: SymbolPalletState, piece: str | None) -> str | None:
    """The piece the palette chooses when the author picks ``piece``: during setup a chip picked
    becomes the chip that goes down next (chips go down in setup order; any other would be
    refused). The palette keeps it chosen after it is put; only another pick moves it on."""
    if piece is None or PIECE_PARTS[piece]["kind"] != "chip" or state.phase != SETUP:
        return piece
    down = sum(1 for c in state.chips if c >= 0)
    seat = setup_order(state.n)[down]
    return CHIPS[2 * seat + (0 if down < state.n else 1)]


# ----- the places a tile may go ----------------------------------------------------------------
def spots(state: SymbolPalletState, piece: str | None, lifted: str | None) -> list[Spot] | None:
    """The places to offer (see the module docstring), in reading order, for the chosen tile
    or the lifted one; None when neither is a tile (chips and lifting tap the tiles)."""
    field = state.field
    tile: int | None = None
    lifted_tile = _tile_of(state, lifted) if lifted is not None and lifted not in CHIPS else None
    if lifted_tile is not None:
        tile = lifted_tile
        field = Field.build(p for p in _placements(state) if p[0] != tile)
    elif piece is not None and PIECE_PARTS[piece]["kind"] == "tile":
        tile = _copies(piece)[0]
    if tile is None:
        return None
    if not field.placed:
        return [(0, 0)]
    found = set(field.beside())
    colour, symbol = TILE_COLOUR[tile], CATALOGUE[tile].symbol
    cands = {q + d for q in field.tops for d in (0, 1, 1024, 1025)}
    for k in cands:
        x, y = k // 1024 - 512, k % 1024 - 512
        a = field.analyse(x, y)
        if a.support >= 3 and len(a.lower) >= 2 and \
                satisfies(symbol, colour, tuple(sorted(TILE_COLOUR[t] for t in a.lower))):
            found.add(k)
    return sorted(((k // 1024 - 512, k % 1024 - 512) for k in found), key=lambda xy: (xy[1], xy[0]))


# ----- the position, written and read back ------------------------------------------------------
def _with(state: SymbolPalletState, placements: list[tuple[int, int, int]], chips: list[int],
          player: int, discard: tuple[int, ...] | None = None) -> SymbolPalletState:
    """The position of this field and these chips at the start of ``player``'s turn (during
    setup the chips say whose), its unseen tiles counted as the module docstring says, read
    back by the parser and checked for stacks no game lays."""
    n = state.n
    discard = state.discard if discard is None else discard
    sizes = [min(len(h), HAND_LIMIT) for h in state.hands]
    deck = len(state.tiles) - len(placements) - len(discard) - sum(sizes)
    for seat in reversed(range(n)):  # the deck ran out: the hands give the rest
        while deck < 0 and sizes[seat]:
            sizes[seat] -= 1
            deck += 1
    down = sum(1 for c in chips if c >= 0)
    setup = down < 2 * n
    turn = "setup" if setup else f"{player + 1}:1"
    final = int(not setup and state.final and deck == 0)
    field = ";".join(f"{TILE_IDS[t]}@{x},{y}" for t, x, y in placements) or "-"
    words = {
        "players": n, "options": ",".join(sorted(state.options.switches)) or "-", "start": "-",
        "ply": down, "turn": turn, "final": final, "field": field,
        "chips": ",".join(TILE_IDS[c] if c >= 0 else "-" for c in chips),
        "hands": "/".join(str(s) for s in sizes),
        "discard": ",".join(TILE_IDS[t] for t in sorted(discard)) or "-", "deck": max(deck, 0),
    }
    game = cast("SymbolPallet", state.game)
    made = parse_position(game, " ".join(f"{name}={value}" for name, value in words.items()))
    _check_stacks(made.field)
    return made


def _check_stacks(field: Field) -> None:
    for p in field.placed:
        if p.lower and not satisfies(CATALOGUE[p.tile].symbol, TILE_COLOUR[p.tile],
                                     tuple(sorted(TILE_COLOUR[t] for t in p.lower))):
            tile, lower = TILE_IDS[p.tile], ", ".join(TILE_IDS[t] for t in p.lower)
            raise BadPosition(f"{tile} rests on {lower}, which its symbol "
                              f"({SYMBOLS[CATALOGUE[p.tile].symbol].name}) does not allow",
                              "symbol-pallet.symbol_not_met", tile=tile, lower=lower)


def _copy_for(state: SymbolPalletState, kind: str, placements: list[tuple[int, int, int]]
              ) -> tuple[int, tuple[int, ...]]:
    """A copy of ``kind`` not on the field (an unseen one first, else off the discard pile),
    and the discard pile after it."""
    copies = _copies(kind)
    in_play = [t for t in copies if t in state.tiles]
    if not in_play:
        raise BadPosition(f"{TILE_IDS[copies[0]]} is not in play (beginner set)",
                          "symbol-pallet.tile_not_in_play", tile=TILE_IDS[copies[0]])
    on_field = {t for t, _x, _y in placements}
    free = [t for t in in_play if t not in on_field]
    unseen = [t for t in free if t not in state.discard]
    if unseen:
        return unseen[0], state.discard
    if free:
        return free[0], tuple(t for t in state.discard if t != free[0])
    colour = COLOURS[TILE_COLOUR[in_play[0]]]
    raise BadPosition(f"every {colour.name} {SYMBOLS[CATALOGUE[in_play[0]].symbol].name} tile is on the "
                      f"field already ({len(in_play)})", "symbol-pallet.no_copy_left",
                      colour=kind[0], symbol=kind[1], count=len(in_play))


def _removable(state: SymbolPalletState, tile: int) -> None:
    """Refuse to take ``tile`` off the field while a tile rests on it."""
    for p in state.field.placed:
        if tile in p.lower:
            raise BadPosition(f"{TILE_IDS[p.tile]} rests on {TILE_IDS[tile]}: lift the tile on top first",
                              "symbol-pallet.tile_under_another", tile=TILE_IDS[tile], top=TILE_IDS[p.tile])


def check_lift(state: SymbolPalletState, square: str) -> None:
    """Refuse to lift the tile on ``square`` while another rests on it (a chip may always be
    lifted, and a tile carries its chip with it)."""
    tile = _tile_of(state, square)
    if tile is not None and square not in CHIPS:
        _removable(state, tile)


def put(state: SymbolPalletState, square: str, piece: str | None) -> SymbolPalletState:
    """``state`` with ``piece`` put on ``square``: a tile of that kind laid on a place or
    replacing the tile there, a chip moved onto the tile; None takes off what the square
    holds (the chip on it, else the tile)."""
    placements, chips = _placements(state), list(state.chips)
    place, tile = _place(square), _tile_of(state, square)
    if piece is None:
        if tile is None:
            return state
        if square in CHIPS or tile in chips:
            chips[chips.index(tile)] = -1
            return _with(state, placements, chips, mover(state))
        _removable(state, tile)
        return _with(state, [p for p in placements if p[0] != tile], chips, mover(state))
    parts = PIECE_PARTS.get(piece)
    if parts is None:
        raise ValueError(f"no piece {piece!r}")
    if parts["kind"] == "chip":
        slot = _slot(piece)
        if tile is None or slot >= len(chips):
            return state
        chips[slot] = tile
        return _with(state, placements, chips, _after_chip(state, chips))
    if tile is not None:
        if _kind(tile) == piece:
            return state
        new, discard = _copy_for(state, piece, placements)
        placements = [(new if t == tile else t, x, y) for t, x, y in placements]
        chips = [new if c == tile else c for c in chips]
        return _with(state, placements, chips, mover(state), discard)
    if place is None:
        return state
    new, discard = _copy_for(state, piece, placements)
    return _with(state, placements + [(new, *place)], chips, mover(state), discard)


def _after_chip(state: SymbolPalletState, chips: list[int]) -> int:
    """Who moves once these chips are down: player 1 as setup ends, else as before."""
    if state.phase == SETUP and all(c >= 0 for c in chips):
        return 0
    return mover(state)


def move(state: SymbolPalletState, src: str, dst: str) -> SymbolPalletState:
    """``state`` with what was lifted on ``src`` carried to ``dst``: a tile to a place (its
    chip with it), a chip to a tile. Anything else leaves the position as it is."""
    tile, place, target = _tile_of(state, src), _place(dst), _tile_of(state, dst)
    if tile is None:
        return state
    chips = list(state.chips)
    if src in CHIPS:
        if target is None:
            return state
        chips[_slot(src)] = target
        return _with(state, _placements(state), chips, mover(state))
    info = state.field.info[tile]
    if place is None or place == (info.x, info.y):
        return state  # put down where it lay: it keeps its place in the order of placing
    _removable(state, tile)
    rest = [p for p in _placements(state) if p[0] != tile]
    return _with(state, rest + [(tile, *place)], chips, mover(state))


def with_mover(state: SymbolPalletState, seat: int) -> SymbolPalletState:
    """``state`` with ``seat`` to take the first action of a turn; during setup the chips
    down decide, and another seat is refused (``symbol-pallet.setup_mover``)."""
    if seat not in range(state.n):
        raise BadPosition(f"Symbol Pallet has no player {seat + 1} here")
    if state.phase == SETUP and seat != state.player:
        raise BadPosition(f"while chips are being put down the chips decide who is next: "
                          f"player {state.player + 1}", "symbol-pallet.setup_mover", seat=state.player)
    return _with(state, _placements(state), list(state.chips), seat)


def cleared(state: SymbolPalletState) -> SymbolPalletState:
    """No tile on the field, no chip down, no discard pile: setup, every tile unseen."""
    return _with(state, [], [-1] * len(state.chips), 0, ())


def editable(state: SymbolPalletState) -> SymbolPalletState:
    """The position to start setting up from: ``state`` at the start of its player's turn
    (player 1 once over), hidden parts as counts."""
    player = 0 if state.phase == OVER else state.player
    assert state.phase in (SETUP, ACTIONS, DISCARD, OVER)
    return _with(state, _placements(state), list(state.chips), player)


def check_play(state: SymbolPalletState) -> None:
    """Refuse to play on from a setup with fewer visible tiles free of chips than chips still to
    go down (an empty field, after Clear): the setup would stop with no move. Every position
    the editor keeps may be finished later, but play needs moves
    (``symbol-pallet.no_tile_for_chip``)."""
    if state.phase != SETUP:
        return
    chips = sum(1 for c in state.chips if c < 0)
    free = sum(1 for t in state.field.vis if t not in state.chips)
    if free < chips:
        raise BadPosition(f"{chips} chips still to go down need a free tile each, and {free} are free: "
                          "lay more tiles first", "symbol-pallet.no_tile_for_chip", count=chips, free=free)


def link_text(state: SymbolPalletState) -> str:
    """The text a link to the position carries: the public one (nothing hidden)."""
    return state.game.public_position_text(state)


