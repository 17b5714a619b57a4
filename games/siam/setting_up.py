"""Setting up a Siam position by hand: put, turn, move and remove pieces, choose who moves.

Each change writes the position text of the board it asks for and reads it back with
``parse_position``, so a change the rules cannot allow raises the same ``BadPosition`` (with
its code: ``siam.too_many_animals``, ``siam.rocks_in_play`` …) as a link to that position.

What a board alone does not say is chosen so that play goes on from it: the game is still
going (no result), the exits used are kept, and the ply is the number of animals on the
board and exits used (each came in with one move), raised by one when needed so that its
parity fits the side chosen to move. The opening restriction (plies 0–3) therefore holds
while fewer than four animals have come in, as it would in a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..errors import BadPosition
from .geometry import FACINGS
from .rules import EMPTY, ROCK, SiamState, animal, facing_of, owner_of
from .text import board_text, parse_position

if TYPE_CHECKING:
    from .game import Siam

PIECES: tuple[str, ...] = tuple(f"{side}{facing}" for side in "ER" for facing in FACINGS) + ("O",)
"""What may be put on a square, as the position text writes it: an elephant or a rhino with
its facing, or a rock."""

PIECE_PARTS: dict[str, dict[str, str]] = {
    piece: ({"kind": "rock"} if piece == "O" else
            {"kind": ("elephant", "rhino")["ER".index(piece[0])], "seat": str("ER".index(piece[0])),
             "facing": piece[1]})
    for piece in PIECES}
"""What each piece is, for a page to draw and name it without reading the notation."""


def _cell(piece: str) -> int:
    if piece not in PIECES:
        raise BadPosition(f"no Siam piece {piece!r}")
    if piece == "O":
        return ROCK
    return animal("ER".index(piece[0]), FACINGS.index(piece[1]))


def _piece(cell: int) -> str | None:
    if cell == EMPTY:
        return None
    if cell == ROCK:
        return "O"
    return "ER"[owner_of(cell)] + FACINGS[facing_of(cell)]


def piece_at(state: SiamState, square: str) -> str | None:
    """The piece on ``square`` (as in ``PIECES``), or None when it is empty."""
    return _piece(state.cells[state.geom.index(square)])


def mover(state: SiamState) -> int:
    """The side to move (0 elephants, 1 rhinos); once the game is over, the side that would be."""
    return state.ply & 1


def _with(state: SiamState, cells: tuple[int, ...], side: int) -> SiamState:
    """The still-going position of ``cells`` with ``side`` to move, read back by the parser."""
    exits = state.exits
    ply = sum(1 for c in cells if c >= 2) + exits[0] + exits[1]
    if ply & 1 != side:
        ply += 1
    options = ",".join(sorted(state.options.switches)) or "-"
    text = (f"{board_text(state.geom, cells)} {'er'[side]} {ply} {exits[0]},{exits[1]} - "
            f"{options}")
    return parse_position(cast("Siam", state.game), text)


def put(state: SiamState, square: str, piece: str | None) -> SiamState:
    """``state`` with ``piece`` on ``square`` (None: the square emptied)."""
    cells = list(state.cells)
    cells[state.geom.index(square)] = EMPTY if piece is None else _cell(piece)
    return _with(state, tuple(cells), mover(state))


def move(state: SiamState, src: str, dst: str) -> SiamState:
    """``state`` with the piece on ``src`` carried to ``dst`` (whatever was there goes)."""
    cells = list(state.cells)
    a, b = state.geom.index(src), state.geom.index(dst)
    cells[a], cells[b] = EMPTY, cells[a]
    return _with(state, tuple(cells), mover(state))


def with_mover(state: SiamState, side: int) -> SiamState:
    """``state`` with ``side`` (0 elephants, 1 rhinos) to move."""
    return _with(state, state.cells, side)


def cleared(state: SiamState) -> SiamState:
    """No animal on the board: the rocks on their starting squares, the elephants to move."""
    game = cast("Siam", state.game)
    return parse_position(game, game.new(state.options).position_text())


def editable(state: SiamState) -> SiamState:
    """The position to start setting up from: ``state`` itself while it is going on; after
    the end (a rock is off the board, which no going game has), a cleared board."""
    if state.result is None:
        return state
    return cleared(state)
