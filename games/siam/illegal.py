"""Why a Siam move is refused: the message an ``IllegalMove`` carries.

Asked only once a move is known to be illegal (``State.apply``, through
``Siam.why_illegal``), so nothing here is on the search's path.
"""

from __future__ import annotations

from .geometry import FACINGS, opposite
from .moves import SiamMove
from .rules import ANIMAL_NAMES, EMPTY, SiamState, facing_of, owner_of, push_line


def why_illegal(state: SiamState, move: SiamMove) -> str:  # noqa: C901 - one reason per rule
    """Why ``move`` is not legal in ``state``: the message of its IllegalMove."""
    geom, cells, me = state.geom, state.cells, state.ply & 1
    mine = ANIMAL_NAMES[me]
    for name in (move.src, move.dst):
        if name is not None and name not in geom.names:
            return f"there is no square {name} on this board"
    if move.src is None:
        dst = geom.index(move.dst)  # type: ignore[arg-type]
        d = FACINGS.index(move.facing)  # type: ignore[arg-type]
        if state.reserve(me) == 0:
            return f"every {mine} is already on the board"
        if dst not in geom.edge:
            return f"{move.dst} is not an edge square"
        if state.opening and dst in geom.restricted:
            return f"no animal may enter {move.dst} in each player's first two turns"
        if opposite(d) not in geom.outside_sides(dst):
            return (f"{move.dst} is occupied and cannot be entered from outside "
                    f"towards {move.facing}")
        return _push_failure(state, dst, d)
    src = geom.index(move.src)
    cell = cells[src]
    if cell < 2 or owner_of(cell) != me:
        return f"{move.src} holds no animal of the player to move"
    if move.dst is None:
        if src not in geom.edge:
            return f"{move.src} is not an edge square, so the animal cannot exit from it"
        return "each player may exit only once in a game (remove-once)"
    dst = geom.index(move.dst)
    d = FACINGS.index(move.facing)  # type: ignore[arg-type]
    if src == dst:
        return f"the animal on {move.src} already faces {move.facing}"
    step = next((k for k in range(4) if geom.neighbour[src][k] == dst), None)
    if step is None:
        return f"{move.dst} is not next to {move.src}"
    if state.opening and dst in geom.restricted:
        return f"no animal may move onto {move.dst} in each player's first two turns"
    if cells[dst] != EMPTY:
        if facing_of(cell) != step:
            return (f"the animal on {move.src} faces {FACINGS[facing_of(cell)]} and can "
                    f"push only that way")
        if d != step:
            return "a pushing animal keeps its facing"
        return _push_failure(state, dst, d)
    return "not a legal move"  # pragma: no cover - every other case is legal


def _push_failure(state: SiamState, start: int, d: int) -> str:
    push = push_line(state.geom, state.cells, start, d)
    need = max(1, push.rocks)
    rocks = f" against {push.rocks} rock{'s' if push.rocks != 1 else ''}" if push.rocks else ""
    return f"the push is too weak: strength {push.net}{rocks}, needs {need}"
