"""Why a Symbol Pallet move is refused: the message an ``IllegalMove`` carries.

Asked only once a move is known to be illegal (``State.apply``), so nothing
here is on the search's path; each rule the move breaks has its own sentence,
naming the tiles, chips and squares concerned.
"""

from __future__ import annotations

from typing import cast

from .colours import COLOURS
from .field import key
from .moves import CHIP_LETTERS, Chip, Discard, Draw, Pass, Place, SymbolPalletMove
from .rules import DISCARD, HAND_LIMIT, SETUP, SymbolPalletState, chip_label
from .symbols import SYMBOLS
from .tiles import CATALOGUE, TILE_COLOUR, TILE_IDS


def _names(tiles) -> str:  # type: ignore[no-untyped-def]
    return ", ".join(TILE_IDS[t] for t in tiles)


def _colour_names(tiles) -> str:  # type: ignore[no-untyped-def]
    return ", ".join(COLOURS[TILE_COLOUR[t]].name for t in tiles)


def why_illegal(state: SymbolPalletState, move: SymbolPalletMove) -> str:  # noqa: C901 - one case per rule
    """Why ``move`` is not legal in ``state``: the message of its IllegalMove."""
    name = state.players[state.player]
    phase = state.phase
    if type(move) is not Chip and move_tile_out_of_game(state, move):
        return move_tile_out_of_game(state, move)  # type: ignore[return-value]
    if phase == SETUP and type(move) is not Chip:
        return f"chips are still being placed: {name} puts a chip on a field tile (>TILE)"
    if phase == DISCARD and type(move) is not Discard:
        k = len(state.hands[state.player]) - HAND_LIMIT
        return f"{name} holds {k + HAND_LIMIT} tiles and must first discard {k} (discard:TILES)"
    if type(move) is Chip:
        if phase != SETUP:
            return "every chip is already on the field"
        t = move.tile
        if t not in state.field.info:
            return f"{TILE_IDS[t]} is not a field tile"
        holder = state.chips.index(t)
        return f"{TILE_IDS[t]} already holds chip {chip_label(holder)}"
    if type(move) is Discard:
        if phase != DISCARD:
            return "no discarding now: tiles are discarded only after a turn, down to 3"
        hand = state.hands[state.player]
        for t in move.tiles:
            if t not in hand:
                return f"{TILE_IDS[t]} is not in {name}'s hand"
        k = len(hand) - HAND_LIMIT
        return f"{name} holds {len(hand)} tiles: discard exactly {k}, not {len(move.tiles)}"
    if type(move) is Draw:
        return "the deck is empty: nothing to draw (pass ends the turn)"
    if type(move) is Pass:
        return (f"the deck still holds {len(state.deck)} tile"
                f"{'s' if len(state.deck) != 1 else ''}: no passing until it is empty")
    return _why_place(state, cast(Place, move))


def _why_place(state: SymbolPalletState, move: Place) -> str:
    tile, x, y = move.tile, move.x, move.y
    tid = TILE_IDS[tile]
    name = state.players[state.player]
    letter = CHIP_LETTERS[move.chip]
    if tile not in state._available():
        if tile in state.field.info:
            return f"{tid} is already on the field"
        return f"{tid} is neither in {name}'s hand nor in the discard pile"
    slot = 2 * state.player + move.chip
    own = state.field.owned(state.chips[slot])
    a = state.field.analyse(x, y)
    at = f"{x},{y}"
    if a.empty == 4:
        adj = state.field.beside().get(key(x, y), frozenset())
        if not adj:
            return (f"{at}: a tile laid on the table must share a whole edge with a "
                    "table tile (a centre 2 half-tiles left, right, above or below)")
        mine = sorted(t for t in own if state.field.info[t].level == 1)
        return (f"{at}: the table tiles beside it ({_names(sorted(adj))}) are not owned by "
                f"chip {letter}, which owns {_names(mine) or 'none'} on the table")
    if a.support < 3:
        return (f"{at}: only {a.support} of the tile's 4 quarters would rest on tiles at "
                f"level {a.level} (3 needed); beside others all 4 quarters must be empty, "
                "and a tile cannot be slid under another")
    if len(a.lower) < 2:
        return f"{at}: the tile would rest on {TILE_IDS[a.lower[0]]} alone (2 or more tiles needed)"
    if own.isdisjoint(a.lower):
        return (f"{at}: none of the tiles below ({_names(a.lower)}) is owned by chip {letter}")
    t = CATALOGUE[tile]
    from .symbols import satisfies
    if not satisfies(t.symbol, t.colour, tuple(sorted(TILE_COLOUR[u] for u in a.lower))):
        sym = SYMBOLS[t.symbol]
        return (f"{tid} ({sym.name}) needs {sym.rule}; below {at} are "
                f"{_names(a.lower)} ({_colour_names(a.lower)})")
    covered = state.field.covered_by(x, y)
    disp = state._displaced(slot, covered, move.plus)
    want = [(s // 2, s % 2) for s in disp]
    got = [(send.player, send.chip) for send in move.sends]
    for s in disp:
        if (s // 2, s % 2) not in got:
            return (f"this placement covers chip {chip_label(s)}'s tile "
                    f"{TILE_IDS[state.chips[s]]} wholly: send it on with "
                    f"!{chip_label(s)}>TILE")
    for send in move.sends:
        if (send.player, send.chip) not in want:
            label = f"{send.player + 1}{CHIP_LETTERS[send.chip]}"
            if send.player >= state.n:
                return f"there is no chip {label} with {state.n} players"
            return f"chip {label} is not displaced by this placement"
    free = set(state._free_after(slot, tile, covered, move.plus, disp))
    for send in move.sends:
        label = f"{send.player + 1}{CHIP_LETTERS[send.chip]}"
        if send.tile == tile and 2 * send.player + send.chip == slot:
            return (f"chip {label} cannot be sent onto the tile just placed: "
                    "moving it there is written with +")
        if send.tile not in free:
            if send.tile in covered or send.tile not in state.field.vis and send.tile != tile:
                return f"chip {label} cannot go to {TILE_IDS[send.tile]}: it is not visible"
            return f"chip {label} cannot go to {TILE_IDS[send.tile]}: it holds a chip"
        free.discard(send.tile)
    if disp and not any(True for _ in state._send_choices(slot, tile, covered, move.plus)):
        return "no visible tile without a chip is left for the displaced chips"
    return "not a legal placement"  # pragma: no cover - every case is named above


def move_tile_out_of_game(state: SymbolPalletState, move: SymbolPalletMove) -> str | None:
    """A message when the move names a tile the beginner set removed, else None."""
    tiles: tuple[int, ...] = ()
    if type(move) is Place:
        tiles = (move.tile,) + tuple(s.tile for s in move.sends)
    elif type(move) is Discard:
        tiles = move.tiles
    in_play = state.tiles
    for t in tiles:
        if len(in_play) != len(CATALOGUE) and t not in in_play:
            return f"{TILE_IDS[t]} is not in this game (the beginner set leaves it out)"
    return None
