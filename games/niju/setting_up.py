"""Setting up a Ni-Ju position by hand: put, remove, turn and move tiles, choose who moves.

Each change writes the position text of the board it asks for and reads it back with
``parse_position``, so a change the rules cannot allow raises the same ``BadPosition`` (with
its code: ``ni-ju.not_one_group``, ``ni-ju.placement_owners``, ``ni-ju.kind_twice`` …) as a
link to that position. One refusal is the editor's own: choosing who moves while tiles are
still being placed (``ni-ju.placement_mover``), where the tiles down already decide it.

What a board alone does not say is chosen so that play goes on from it. While fewer than 40
tiles are down the ply is the number of tiles (each came with one move), so the tiles down
say who moves; with all 40 down the ply is 40, or 41 for Black to move (the placement-only
game ends at 40). A position whose last mover has completed a pattern is a finished game, as
a link to it would be: the editor keeps it (an author may want to show a win).

Marks are not set by hand: the ``blocked-marks`` option marks the blocked tiles from the
tiles themselves, and the options come from the game the editor was opened on.

The editing area. The board is unbounded and its squares are named from the first tile
(0,0). The squares offered are those a tile can stand on after one change: the tiles' own
squares and the empty squares that share an edge with a tile (on an empty board, 0,0 alone).
A tile anywhere else would leave the tiles in two groups, which no game reaches, so offering
the whole plane (or a fixed window of it) would only offer refusals; and the area grows as
tiles go down, as the table does in play. The page shows it within the table's own view
(the tiles plus a one-square margin).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..errors import BadPosition
from .board import EDGE_STEPS, ORIGIN, coords
from .moves import parse_square
from .patterns import KIND_BYTES, KIND_OF, PATTERNS, kind_byte, rotate
from .rules import PLACEMENT_ONLY, TOTAL_TILES, NiJuState
from .text import parse_position

if TYPE_CHECKING:
    from .game import NiJu

Square = tuple[int, int]
_OWNERS = "wb"

PIECES: tuple[str, ...] = tuple(f"{owner}{byte:02x}" for owner in _OWNERS for byte in sorted(PATTERNS))
"""What may be put on a square, as the position text writes it: an owner (``w``/``b``) and a
pattern byte, turned as it lies (``w0f``): 2 × 70."""

PIECE_PARTS: dict[str, dict[str, str]] = {
    piece: {"kind": "tile", "seat": str(_OWNERS.index(piece[0])), "tile": str(KIND_OF[int(piece[1:], 16)]),
            "pattern": piece[1:]}
    for piece in PIECES}
"""What each piece is (owner, kind number, pattern as turned), for a page to draw and name it."""


def piece_of(seat: int, byte: int) -> str:
    """The piece of ``seat``'s tile turned as ``byte``."""
    return f"{_OWNERS[seat]}{byte:02x}"


def palette(seat: int, turns: int) -> tuple[str, ...]:
    """The 20 tiles ``seat`` owns, kinds 1–20 in order, each turned ``turns`` quarter turns
    clockwise from its upright pattern (the kind's smallest byte)."""
    return tuple(piece_of(seat, rotate(kind_byte(kind), turns % 4)) for kind in range(1, len(KIND_BYTES) + 1))


def turned_piece(piece: str) -> str:
    """``piece`` turned a quarter turn clockwise."""
    return piece[0] + f"{rotate(int(piece[1:], 16), 1):02x}"


def _square(name: str) -> int:
    return parse_square(name, BadPosition)


def piece_at(state: NiJuState, square: str) -> str | None:
    """The tile on ``square`` (as in ``PIECES``), or None when it is empty."""
    cell = state.board.get(_square(square))
    return None if cell is None else piece_of(cell >> 8, cell & 0xFF)


def on_board(state: NiJuState, piece: str) -> bool:
    """Whether the tile of ``piece``'s owner and kind (turned any way) is down."""
    seat, kind = _OWNERS.index(piece[0]), KIND_OF[int(piece[1:], 16)]
    return any(c >> 8 == seat and KIND_OF[c & 0xFF] == kind for c in state.board.values())


def mover(state: NiJuState) -> int:
    """The side to move (0 White, 1 Black); once the game is over, the side that would be."""
    return state.ply & 1


def next_owner(state: NiJuState) -> int | None:
    """Whose tile may go down next while tiles are being placed (they go down in turn, White
    first: any other would be refused), for a palette to show; None once all 40 are down."""
    n = len(state.board)
    return n & 1 if n < TOTAL_TILES else None


def squares(state: NiJuState) -> list[Square]:
    """The editing area's free squares (see the module docstring) as ``(x, y)``: the empty
    squares beside the tiles, in reading order; (0, 0) alone on an empty board. The tiles'
    own squares are the tiles themselves."""
    board = state.board
    if not board:
        return [coords(ORIGIN)]
    free = {s + d for s in board for d in EDGE_STEPS} - set(board)
    return sorted((coords(s) for s in free), key=lambda xy: (xy[1], xy[0]))


def _with(state: NiJuState, board: dict[int, int], side: int) -> NiJuState:
    """The position of ``board`` with ``side`` to move where the tiles allow it, read back by
    the parser."""
    n = len(board)
    if n < TOTAL_TILES:
        ply = n
    elif PLACEMENT_ONLY in state.options.switches:
        ply = TOTAL_TILES
    else:
        ply = TOTAL_TILES + side
    hands = state.hands  # not read by the text: the parser makes them from the tiles
    game = cast("NiJu", state.game)
    asked = NiJuState(game, state.options, board, hands, ply).position_text()
    return parse_position(game, asked)


def put(state: NiJuState, square: str, piece: str | None) -> NiJuState:
    """``state`` with ``piece`` on ``square`` (None: the square emptied)."""
    board = dict(state.board)
    at = _square(square)
    if piece is None:
        board.pop(at, None)
    else:
        if piece not in PIECE_PARTS:
            raise BadPosition(f"no Ni-Ju tile {piece!r}")
        board[at] = _OWNERS.index(piece[0]) << 8 | int(piece[1:], 16)
    return _with(state, board, mover(state))


def move(state: NiJuState, src: str, dst: str) -> NiJuState:
    """``state`` with the tile on ``src`` carried to ``dst`` as it is turned (whatever was
    there goes)."""
    board = dict(state.board)
    a, b = _square(src), _square(dst)
    if a not in board:
        raise ValueError(f"no tile on {src}")
    board[b] = board.pop(a)
    return _with(state, board, mover(state))


def turned(state: NiJuState, square: str) -> NiJuState:
    """``state`` with the tile on ``square`` turned a quarter turn clockwise."""
    piece = piece_at(state, square)
    if piece is None:
        raise ValueError(f"no tile on {square}")
    return put(state, square, turned_piece(piece))


def with_mover(state: NiJuState, side: int) -> NiJuState:
    """``state`` with ``side`` (0 White, 1 Black) to move: only once all 40 tiles are down;
    before, the tiles down decide, and another side is refused (``ni-ju.placement_mover``)."""
    if side not in (0, 1):
        raise BadPosition(f"Ni-Ju has no player {side + 1}")
    n = len(state.board)
    if n < TOTAL_TILES and side != n & 1:
        seat = n & 1
        raise BadPosition(f"while tiles are being placed the tiles down decide who moves: "
                          f"with {n} down, {('White', 'Black')[seat]}",
                          "ni-ju.placement_mover", count=n, seat=seat)
    if n == TOTAL_TILES and PLACEMENT_ONLY in state.options.switches:
        raise BadPosition("the placement-only game is over when all 40 tiles are down",
                          "ni-ju.placement_only_over")
    return _with(state, dict(state.board), side)


def cleared(state: NiJuState) -> NiJuState:
    """No tile down, White to move (the options kept)."""
    game = cast("NiJu", state.game)
    return parse_position(game, game.new(state.options).position_text())


def editable(state: NiJuState) -> NiJuState:
    """The position to start setting up from: ``state`` itself (every position a game or a
    link reaches can be changed from, a finished one too)."""
    return state
