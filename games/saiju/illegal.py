"""Why a Saiju move is refused: the message an ``IllegalMove`` carries.

Asked only once a move is known to be illegal (``State.apply``, through
``Saiju.why_illegal``), so nothing here is on the search's path.
"""

from __future__ import annotations

from .geometry import HEXES
from .moves import COLOUR_NAMES, SYMBOL_NAMES, SYMBOLS, End, Finish, Place, SaijuMove, Setup, piece_name
from .rules import EMPTY, SETUP_ORDER, SHADOW, SaijuState


def why_illegal(state: SaijuState, move: SaijuMove) -> str:  # noqa: C901 - one reason per rule
    """Why ``move`` is not legal in ``state``: the message of its IllegalMove."""
    step = state.setup_step
    if type(move) is Setup:
        if step is None:
            return ("the Shadows are already set up: a turn places a Colour piece "
                    "(like pS-c3)")
        want = SETUP_ORDER[state.options.players][step][0]
        if move.symbol != want:
            return (f"the {SYMBOL_NAMES[want]} Shadow is to be put now "
                    f"({SYMBOLS[want]}@hex), not the {SYMBOL_NAMES[move.symbol]} Shadow")
        return f"{HEXES[move.hex]} {_holds(state, move.hex)}"
    if step is not None:
        want = SETUP_ORDER[state.options.players][step][0]
        return (f"the Shadows are still being set up: put the {SYMBOL_NAMES[want]} "
                f"Shadow first ({SYMBOLS[want]}@hex)")
    if type(move) is End:
        return "a turn places at least one Colour piece before it can end"
    if type(move) is Finish:
        on_board = sum(1 for h in state.shadow_at if h >= 0)
        if on_board != 1:
            return f"finish needs exactly one Shadow on the board, and there are {on_board}"
        left = [COLOUR_NAMES[c] for c in range(3) if any(state.supply[3 * c: 3 * c + 3])]
        return ("finish needs every Colour piece left in the supply to be of one colour, "
                f"and it holds {' and '.join(left)} pieces")
    assert type(move) is Place
    s = move.symbol
    name = SYMBOL_NAMES[s]
    if state.shadow_at[s] < 0:
        return (f"the {name} Shadow has left the game: every {name} piece is on the board")
    if s == state.first:
        return (f"the turn's second placement must use a different symbol from the first "
                f"({name}); play another symbol or end")
    if not state.supply[move.kind]:
        return f"no {piece_name(move.kind)} piece is left in the supply"
    if move.hex == state.shadow_at[s]:
        return (f"{HEXES[move.hex]} is where the {name} Shadow stands and where the piece "
                "goes; the Shadow must move to another, empty hex")
    return f"{HEXES[move.hex]} {_holds(state, move.hex)}, so the Shadow cannot go there"


def _holds(state: SaijuState, h: int) -> str:
    cell = state.board[h]
    if cell >= SHADOW:
        return f"already holds the {SYMBOL_NAMES[cell - SHADOW]} Shadow"
    if cell != EMPTY:
        return f"already holds a {piece_name(cell - 1)} piece"
    return "is empty"  # pragma: no cover - only asked about occupied hexes
