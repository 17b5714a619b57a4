"""Why a Ni-Ju move is refused: the message an ``IllegalMove`` carries.

Asked only once a move is known to be illegal (``State.apply``), so nothing
here is on the search's path.
"""

from __future__ import annotations

from .board import EDGE_STEPS, square_text
from .moves import Pass, Place, Step
from .patterns import KIND_OF, ORIENTATIONS
from .rules import PLAYER_NAMES, TOTAL_TILES, NiJuState


def why_illegal(state: NiJuState, move: object) -> str:  # noqa: C901 - one case per rule
    """Why ``move`` is not legal in ``state``: the message of its IllegalMove."""
    board = state.board
    player = state.ply & 1
    name = PLAYER_NAMES[player]
    placing = len(board) < TOTAL_TILES
    if type(move) is Pass:
        if placing:
            return "no passing in the placement phase: a tile must be placed"
        return f"{name} has a tile that may move, so may not pass"
    if type(move) is Place:
        byte, to = move
        if not placing:
            return "all 40 tiles are down: the movement phase moves tiles, it places none"
        kind = KIND_OF[byte]
        if not state.hands[player] >> (kind - 1) & 1:
            return f"{name} has already placed the tile of kind {kind} (pattern {byte:02x})"
        at = square_text(to)
        if to in board:
            return f"{at} already holds a tile"
        if not board:
            return "the first tile goes on 0,0"
        return f"{at} shares no edge with a tile (touching at a corner is not enough)"
    if type(move) is Step:
        frm, to, byte = move
        a, b = square_text(frm), square_text(to)
        if placing:
            return f"tiles move only once all 40 are down ({len(board)} are)"
        cell = board.get(frm)
        if cell is None:
            return f"{a} holds no tile"
        if cell >> 8 != player:
            return f"the tile on {a} is {PLAYER_NAMES[cell >> 8]}'s, not {name}'s"
        if all(frm + d in board for d in EDGE_STEPS):
            return f"the tile on {a} has no free side"
        if state._is_cut(frm):
            return f"lifting the tile on {a} would split the other tiles in two groups"
        if KIND_OF[byte] != KIND_OF[cell & 0xFF]:
            return (f"the tile on {a} is of kind {KIND_OF[cell & 0xFF]}: it can be turned "
                    f"to {', '.join(f'{o:02x}' for o in ORIENTATIONS[KIND_OF[cell & 0xFF]])}"
                    f", not {byte:02x}")
        if to == frm:
            return f"a tile must move to a different square (turning it on {a} is not a move)"
        if to in board:
            return f"{b} already holds a tile"
        return f"{b} shares no edge with the other tiles"
    return f"{move!r} is not a Ni-Ju move"
