"""Saiju position text: a whole state as one line (documented in docs/rules/saiju.md).

Six fields separated by single spaces::

    <board> <to-move> <ply> <shadows> <players> <options>
    ..../...../....../....../....../...../.... s 0 --- 2 -

- board: rows ``a`` (bottom) to ``g`` separated by ``/``, each row's hexes in
  diagonal order (a1 a2 a3 a4 / b1 … b5 / … / g4 … g7; row d is d1 d2 d3 d5
  d6 d7). A hex is ``.`` (empty), a Colour piece as colour + symbol
  (``wS``, ``pF`` …) or a Shadow as its bare symbol (``S``, ``M``, ``F``).
- to-move: the initial of the player to move (``s``, ``m``, ``f``); after the
  turn's first placement, a colon and that placement's symbol (``m:S``); ``-``
  once the game is over.
- ply: moves played so far (setup steps, placements, ``end``, ``finish``).
- shadows: one character per Shadow in the order Snow, Moon, Flower: ``-`` not
  yet put (setup), ``@`` on the board, or the initial of the player who
  removed it and holds it (``s``, ``m``, ``f``).
- players: ``2`` or ``3``.
- options: ``-`` or the switched-on options, comma-separated, sorted
  (``tournament``).

The supply is not written: it is four of each kind minus what is on the board.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import BadPosition
from .geometry import HEXES, ROW_HEXES, ROWS, SIZE
from .moves import COLOURS, SYMBOL_NAMES, SYMBOLS, piece_name
from .rules import EMPTY, SETUP_ORDER, SHADOW, SaijuState

if TYPE_CHECKING:
    from .game import Saiju

_CELL = re.compile(r"\.|[wyp][SMF]|[SMF]")
_TO_MOVE = re.compile(r"([smf])(?::([SMF]))?")
_INITIALS = "smf"


def board_text(board: tuple[int, ...]) -> str:
    out = []
    for row in ROW_HEXES:
        cells = []
        for h in row:
            c = board[h]
            if c == EMPTY:
                cells.append(".")
            elif c >= SHADOW:
                cells.append(SYMBOLS[c - SHADOW])
            else:
                cells.append(COLOURS[(c - 1) // 3] + SYMBOLS[(c - 1) % 3])
        out.append("".join(cells))
    return "/".join(out)


def position_text(state: SaijuState) -> str:
    if state.over:
        to_move = "-"
    else:
        to_move = _INITIALS[state.player]
        if state.first >= 0:
            to_move += ":" + SYMBOLS[state.first]
    shadows = "".join(
        "@" if state.shadow_at[s] >= 0 else (_INITIALS[state.holders[s]] if state.holders[s] >= 0 else "-")
        for s in range(3)
    )
    options = ",".join(sorted(state.options.switches)) or "-"
    return (f"{board_text(state.board)} {to_move} {state.ply} {shadows} "
            f"{state.options.players} {options}")


def parse_position(game: "Saiju", text: str) -> SaijuState:
    """Read a position text; BadPosition names the field that is wrong."""
    if not isinstance(text, str):
        raise BadPosition("a position must be text")
    fields = text.split()
    if len(fields) != 6:
        raise BadPosition(
            "a Saiju position has 6 fields (board, to-move, ply, shadows, players, options), "
            f"not {len(fields)}"
        )
    board_field, to_move_field, ply_field, shadows_field, players_field, options_field = fields

    if players_field not in ("2", "3"):
        raise BadPosition(f"players {players_field!r} should be 2 or 3")
    players = int(players_field)
    switches = [] if options_field == "-" else options_field.split(",")
    try:
        options = game.options(players, switches)
    except ValueError as err:
        raise BadPosition(f"options field: {err}") from None

    board = _parse_board(board_field)

    if not (ply_field.isascii() and ply_field.isdigit()):
        raise BadPosition(f"ply {ply_field!r} is not a whole number")
    ply = int(ply_field)

    shadow_at, holders = _parse_shadows(shadows_field, board, players)
    supply = [4] * 9
    for c in board:
        if 1 <= c <= 9:
            supply[c - 1] -= 1

    first = -1
    if "-" in shadows_field:
        player = _setup_mover(game, to_move_field, ply, shadows_field, board, shadow_at,
                              holders, players)
    else:
        player, first = _play_mover(to_move_field, ply, shadow_at, supply, players)
    return SaijuState(game, options, ply, board, tuple(shadow_at), tuple(holders),  # type: ignore[arg-type]
                      tuple(supply), player, first)


def _parse_shadows(field: str, board: tuple[int, ...], players: int
                   ) -> tuple[list[int], list[int]]:
    """The shadows field, checked against the board: (hex of each Shadow or -1,
    holder of each Shadow or -1)."""
    if re.fullmatch(r"[-@smf]{3}", field) is None:
        raise BadPosition(
            f"shadows {field!r} should be 3 characters (Snow, Moon, Flower Shadows), "
            "each '-' (not yet put), '@' (on the board) or the holder's initial s, m, f"
        )
    shadow_at = [-1, -1, -1]
    for h, c in enumerate(board):
        if c >= SHADOW:
            shadow_at[c - SHADOW] = h
    holders = [-1, -1, -1]
    for s, ch in enumerate(field):
        name = SYMBOL_NAMES[s]
        if ch == "@":
            if shadow_at[s] < 0:
                raise BadPosition(f"shadows field says the {name} Shadow is on the board, "
                                  "but the board does not show it",
                                  "saiju.shadow_not_on_board", symbol=SYMBOLS[s])
        else:
            if shadow_at[s] >= 0:
                raise BadPosition(f"shadows field: the board shows the {name} Shadow on "
                                  f"{HEXES[shadow_at[s]]}, so its character must be '@', not {ch!r}",
                                  "saiju.shadow_on_board", symbol=SYMBOLS[s], hex=HEXES[shadow_at[s]])
            if ch != "-":
                holder = _INITIALS.index(ch)
                if holder >= players:
                    raise BadPosition(f"shadows field: {ch!r} is not a player of a "
                                      f"{players}-player game",
                                      "saiju.holder_not_playing", symbol=SYMBOLS[s], players=players)
                holders[s] = holder
    return shadow_at, holders


def _setup_mover(game: "Saiju", to_move_field: str, ply: int, shadows_field: str,
                 board: tuple[int, ...], shadow_at: list[int], holders: list[int],
                 players: int) -> int:
    """During setup (a Shadow not yet put): the player to move, checked against the
    Shadows already put, the ply and the to-move field."""
    order = SETUP_ORDER[players]
    placed = 3 - shadows_field.count("-")
    if any(h >= 0 for h in holders) or any(1 <= c <= 9 for c in board):
        raise BadPosition("shadows field: a Shadow not yet put means the game is in setup, "
                          "when no Colour piece is down and no Shadow has left",
                          "saiju.pieces_during_setup")
    expected = {sym for sym, _ in order[:placed]}
    if {s for s in range(3) if shadow_at[s] >= 0} != expected:
        put = ", ".join(SYMBOL_NAMES[sym] for sym, _ in order)
        raise BadPosition(f"shadows field: the Shadows are put in the order {put}",
                          "saiju.setup_order")
    player = order[placed][1]
    if to_move_field != _INITIALS[player]:
        raise BadPosition(f"to-move {to_move_field!r}: setup step {placed + 1} is "
                          f"{game.player_names(players)[player]}'s",
                          "saiju.wrong_side_to_move", seat=player, step=placed + 1)
    if ply != placed:
        raise BadPosition(f"ply {ply} does not fit setup step {placed + 1} (ply {placed})",
                          "saiju.setup_ply", ply=ply, step=placed + 1, expected=placed)
    return player


def _play_mover(to_move_field: str, ply: int, shadow_at: list[int], supply: list[int],
                players: int) -> tuple[int, int]:
    """After setup: (the player to move, the symbol of the turn's first placement or
    -1), checked against the Shadows, the supply and the ply."""
    for s in range(3):
        left = supply[s] + supply[s + 3] + supply[s + 6]
        name = SYMBOL_NAMES[s]
        if shadow_at[s] >= 0 and left < 2:
            raise BadPosition(f"the {name} Shadow is on the board with {left} {name} "
                              "piece(s) in the supply; it leaves the game when one is left",
                              "saiju.shadow_stays_too_long", symbol=SYMBOLS[s], count=left)
        if shadow_at[s] < 0 and left:
            raise BadPosition(f"the {name} Shadow has left the game but {left} {name} "
                              "piece(s) are not on the board",
                              "saiju.shadow_left_early", symbol=SYMBOLS[s], count=left)
    if ply < 3:
        raise BadPosition(f"ply {ply}: setup alone takes 3 moves", "saiju.ply_before_play", ply=ply)
    if not any(supply):
        if to_move_field != "-":
            raise BadPosition(f"to-move {to_move_field!r}: every piece is down, "
                              "so the game is over and to-move is '-'", "saiju.to_move_when_over")
        return 0, -1
    m = _TO_MOVE.fullmatch(to_move_field)
    if m is None or _INITIALS.index(m.group(1)) >= players:
        initials = ", ".join(_INITIALS[:players])
        raise BadPosition(f"to-move {to_move_field!r} should be a player's initial "
                          f"({initials}), with ':' and the first placement's symbol "
                          "after a turn's first placement")
    player = _INITIALS.index(m.group(1))
    first = -1
    if m.group(2):
        first = SYMBOLS.index(m.group(2))
        if ply < 4:
            raise BadPosition(f"ply {ply}: a turn's second placement comes at ply 4 "
                              "or later", "saiju.second_placement_early", ply=ply)
    return player, first


def _parse_board(field: str) -> tuple[int, ...]:
    rows = field.split("/")
    if len(rows) != len(ROWS):
        raise BadPosition(f"the board has {len(ROWS)} rows (a to g) separated by '/', "
                          f"not {len(rows)}")
    board = [EMPTY] * SIZE
    seen_shadow: set[str] = set()
    counts = [0] * 9
    for letter, row, hexes in zip(ROWS, rows, ROW_HEXES):
        found = _CELL.findall(row)
        if "".join(found) != row:
            raise BadPosition(f"board row {letter} {row!r}: a hex is '.', a piece like 'pS' "
                              "(colour w/y/p, symbol S/M/F) or a Shadow 'S', 'M', 'F'")
        if len(found) != len(hexes):
            raise BadPosition(f"board row {letter} {row!r} has {len(found)} hexes, "
                              f"not {len(hexes)}")
        for h, cell in zip(hexes, found):
            if cell == ".":
                continue
            if len(cell) == 1:
                if cell in seen_shadow:
                    raise BadPosition(f"board: the {SYMBOL_NAMES[SYMBOLS.index(cell)]} "
                                      "Shadow is on the board twice", "saiju.shadow_twice", symbol=cell)
                seen_shadow.add(cell)
                board[h] = SHADOW + SYMBOLS.index(cell)
            else:
                kind = 3 * COLOURS.index(cell[0]) + SYMBOLS.index(cell[1])
                counts[kind] += 1
                if counts[kind] > 4:
                    raise BadPosition(f"board: more than 4 {piece_name(kind)} pieces",
                                      "saiju.too_many_pieces", colour=cell[0], symbol=cell[1], limit=4)
                board[h] = kind + 1
    return tuple(board)
