"""Setting up a Saiju position by hand: put, move and remove pieces and Shadows, choose who
moves.

Each change writes the position text of the board it asks for and reads it back with
``parse_position``, so a change the rules cannot allow raises the same ``BadPosition`` (with
its code: ``saiju.too_many_pieces``, ``saiju.shadow_stays_too_long`` …) as a link to that
position.

A set-up position is one after the setup, at the start of a turn: the three Shadows were put
(a cleared board shows them on c3, d5 and e4), and what a board alone does not say is chosen
so that play goes on from it. A Shadow not on the board has left the game, held by the
player who held it before, else by the player to move; the ply is 3 (the setup) plus the
pieces on the board; a full board is a game over.
"""

from __future__ import annotations

from ..errors import BadPosition
from .geometry import HEXES
from .moves import COLOURS, SYMBOLS
from .rules import EMPTY, SHADOW, SaijuState
from .text import board_text

PIECES: tuple[str, ...] = tuple(c + s for c in COLOURS for s in SYMBOLS) + tuple(SYMBOLS)
"""What may be put on a hex, as the position text writes it: a Colour piece (colour and
symbol) or a Shadow (its bare symbol)."""

PIECE_PARTS: dict[str, dict[str, str]] = {
    piece: ({"kind": "shadow", "symbol": piece} if len(piece) == 1 else
            {"kind": "piece", "colour": piece[0], "symbol": piece[1]})
    for piece in PIECES}
"""What each piece is, for a page to draw and name it without reading the notation."""

CLEARED_SHADOWS = ("c3", "d5", "e4")
"""Where a cleared board shows the Snow, Moon and Flower Shadows."""

_INITIALS = "smf"
_INDEX = {name: i for i, name in enumerate(HEXES)}


def _hex(name: str) -> int:
    if name not in _INDEX:
        raise BadPosition(f"no Saiju hex {name!r}")
    return _INDEX[name]


def _cell(piece: str) -> int:
    if piece not in PIECES:
        raise BadPosition(f"no Saiju piece {piece!r}")
    if len(piece) == 1:
        return SHADOW + SYMBOLS.index(piece)
    return 3 * COLOURS.index(piece[0]) + SYMBOLS.index(piece[1]) + 1


def _piece(cell: int) -> str | None:
    if cell == EMPTY:
        return None
    if cell >= SHADOW:
        return SYMBOLS[cell - SHADOW]
    return COLOURS[(cell - 1) // 3] + SYMBOLS[(cell - 1) % 3]


def piece_at(state: SaijuState, hex_name: str) -> str | None:
    """The piece on ``hex_name`` (as in ``PIECES``), or None when it is empty."""
    return _piece(state.board[_hex(hex_name)])


def mover(state: SaijuState) -> int:
    """The player to move (0 Snow, 1 Moon, 2 Flower); 0 once the game is over."""
    return state.player


def _with(state: SaijuState, board: tuple[int, ...], player: int) -> SaijuState:
    """The position of ``board`` at the start of ``player``'s turn, read back by the parser."""
    players = state.options.players
    if player >= players:
        raise BadPosition(f"player {player + 1} is not in a {players}-player game")
    on_board = {c - SHADOW for c in board if c >= SHADOW}
    shadows = "".join(
        "@" if s in on_board else _INITIALS[state.holders[s] if state.holders[s] >= 0 else player]
        for s in range(3))
    pieces = sum(1 for c in board if 1 <= c < SHADOW)
    to_move = "-" if pieces == 36 else _INITIALS[player]
    options = ",".join(sorted(state.options.switches)) or "-"
    text = f"{board_text(board)} {to_move} {3 + pieces} {shadows} {players} {options}"
    return state.game.parse_position(text)


def put(state: SaijuState, hex_name: str, piece: str | None) -> SaijuState:
    """``state`` with ``piece`` on ``hex_name`` (None: the hex emptied)."""
    board = list(state.board)
    board[_hex(hex_name)] = EMPTY if piece is None else _cell(piece)
    return _with(state, tuple(board), mover(state))


def move(state: SaijuState, src: str, dst: str) -> SaijuState:
    """``state`` with the piece on ``src`` carried to ``dst`` (whatever was there goes)."""
    board = list(state.board)
    a, b = _hex(src), _hex(dst)
    board[a], board[b] = EMPTY, board[a]
    return _with(state, tuple(board), mover(state))


def with_mover(state: SaijuState, player: int) -> SaijuState:
    """``state`` with ``player`` (0 Snow, 1 Moon, 2 Flower) to move."""
    return _with(state, state.board, player)


def cleared(state: SaijuState) -> SaijuState:
    """No Colour piece down, the three Shadows on ``CLEARED_SHADOWS``, Snow to move."""
    board = [EMPTY] * len(state.board)
    for s, name in enumerate(CLEARED_SHADOWS):
        board[_hex(name)] = SHADOW + s
    fresh = state.game.new(state.options)
    return _with(fresh, tuple(board), 0)  # type: ignore[arg-type]


def editable(state: SaijuState) -> SaijuState:
    """The position to start setting up from: ``state`` at the start of its player's turn;
    during the setup (a Shadow not yet put), a cleared board."""
    if any(at < 0 and holder < 0 for at, holder in zip(state.shadow_at, state.holders)):
        return cleared(state)
    return _with(state, state.board, mover(state))
