"""Ni-Ju position text (move tokens are in ``games.niju.moves``).

Position text (docs/rules/ni-ju.md), four fields separated by single spaces::

    TO-MOVE PLY TILES OPTIONS
    b 3 w0f@0,0/b17@0,1/be1@1,0 -     (hypothetical: order is y, then x)

- TO-MOVE: ``w``, ``b``, or ``-`` when the game is over;
- PLY: moves played so far (placements, moves and passes);
- TILES: ``-`` or ``/``-separated entries owner (``w``/``b``), byte, ``@``,
  square, in reading order (by y, then x);
- OPTIONS: ``-`` or the switches on, comma-separated, sorted.
Hands are not written: a player holds exactly the kinds they have not put down.
"""

from __future__ import annotations


from typing import Iterable, Mapping

from ..base import Options
from ..errors import BadPosition
from .board import LIMIT, connected, in_range, square, square_text
from .patterns import ALL_KINDS_MASK, KIND_OF, is_pattern
from .moves import parse_byte, parse_square
from .packed import reading_order
from .rules import PLAYER_NAMES, TOTAL_TILES, NiJuState

_OWNERS = "wb"


def position_text(state: NiJuState) -> str:
    """The position text of ``state`` (see the module docstring)."""
    to_move = state.to_move
    mover = "-" if to_move is None else _OWNERS[to_move]
    board = state.board
    if board:
        tiles = "/".join(
            f"{_OWNERS[board[s] >> 8]}{board[s] & 0xFF:02x}@{square_text(s)}"
            for s in sorted(board, key=reading_order)
        )
    else:
        tiles = "-"
    opts = ",".join(sorted(state.options.switches)) or "-"
    return f"{mover} {state.ply} {tiles} {opts}"


def parse_position(game: object, text: str) -> NiJuState:
    """Read a position text; BadPosition names the field that is wrong."""
    if not isinstance(text, str):
        raise BadPosition("a position text must be a string")
    fields = text.split(" ")
    if len(fields) != 4:
        raise BadPosition(f"a Ni-Ju position has 4 fields separated by single spaces "
                          f"(to-move ply tiles options), not {len(fields)}")
    mover_f, ply_f, tiles_f, opts_f = fields

    # options
    switches: list[str] = []
    if opts_f != "-":
        for name in opts_f.split(","):
            if name not in game.switches:  # type: ignore[attr-defined]
                known = ", ".join(sorted(game.switches))  # type: ignore[attr-defined]
                raise BadPosition(f"options: no option {name!r} (options: {known}, or -)")
            if name in switches:
                raise BadPosition(f"options: {name} is written twice")
            switches.append(name)
    options = game.options(2, switches)  # type: ignore[attr-defined]

    # ply
    if not ply_f.isdigit() or not ply_f.isascii():
        raise BadPosition(f"ply: {ply_f!r} is not a whole number")
    if len(ply_f) > 1 and ply_f[0] == "0":
        raise BadPosition(f"ply: write {int(ply_f)} without leading zeros")
    ply = int(ply_f)

    # tiles
    board: dict[int, int] = {}
    hands = [ALL_KINDS_MASK, ALL_KINDS_MASK]  # only to catch a kind written twice
    if tiles_f != "-":
        for entry in tiles_f.split("/"):
            where = f"tiles: {entry!r}"
            if len(entry) < 4 or entry[0] not in _OWNERS or entry[3] != "@":
                raise BadPosition(f"{where} is not owner, byte, @, square (like w0f@0,0)")
            owner = _OWNERS.index(entry[0])
            try:
                byte = parse_byte(entry[1:3], BadPosition)
                sq = parse_square(entry[4:], BadPosition)
            except BadPosition as err:
                raise BadPosition(f"{where}: {err}") from None
            if sq in board:
                raise BadPosition(f"tiles: two tiles on {square_text(sq)}",
                                  "ni-ju.two_tiles_on_square", square=square_text(sq))
            bit = 1 << (KIND_OF[byte] - 1)
            if not hands[owner] & bit:
                raise BadPosition(f"tiles: {PLAYER_NAMES[owner]} has two tiles of kind "
                                  f"{KIND_OF[byte]} (each player owns one of each kind)",
                                  "ni-ju.kind_twice", seat=owner, kind=KIND_OF[byte])
            hands[owner] &= ~bit
            board[sq] = owner << 8 | byte

    state = build_state(game, options, board, ply)
    expected = "-" if state.to_move is None else _OWNERS[state.to_move]
    if mover_f != expected:
        if mover_f not in ("w", "b", "-"):
            raise BadPosition(f"to-move: {mover_f!r} is not w, b or - (game over)")
        if state.result is not None:
            raise BadPosition(f"to-move: the game is over ({state.result.reason}): write -",
                              "ni-ju.to_move_when_over")
        mover = state.to_move
        assert mover is not None  # the game is not over, so someone is to move
        if mover_f == "-":
            raise BadPosition(f"to-move: the game is not over; {PLAYER_NAMES[mover]} "
                              f"is to move at ply {ply}: write {expected}",
                              "ni-ju.not_over", seat=mover, ply=ply)
        raise BadPosition(f"to-move: at ply {ply} {PLAYER_NAMES[mover]} is to move "
                          f"(White moves at even plies): write {expected}",
                          "ni-ju.wrong_side_to_move", seat=mover, ply=ply)
    return state


def build_state(game: object, options: Options, board: dict[int, int], ply: int) -> NiJuState:
    """Check that a board (one tile per kind and player, already) can arise at ``ply``.

    Raises BadPosition naming the field (tiles or ply) that is impossible.
    """
    switches = options.switches
    hands = [ALL_KINDS_MASK, ALL_KINDS_MASK]
    for c in board.values():
        hands[c >> 8] &= ~(1 << (KIND_OF[c & 0xFF] - 1))
    n = len(board)
    if not connected(board):
        raise BadPosition("tiles: the tiles do not form one group joined by edges",
                          "ni-ju.not_one_group")
    if n < TOTAL_TILES:
        whites = sum(1 for c in board.values() if c >> 8 == 0)
        if ply != n:
            raise BadPosition(f"ply: in the placement phase the ply is the number of "
                              f"tiles down ({n}), not {ply}", "ni-ju.placement_ply", ply=ply, count=n)
        if whites != (n + 1) // 2:
            raise BadPosition(f"tiles: with {n} tiles down White has placed {(n + 1) // 2} "
                              f"and Black {n // 2}, not {whites} and {n - whites}",
                              "ni-ju.placement_owners", count=n, white=(n + 1) // 2, black=n // 2,
                              whites=whites, blacks=n - whites)
        if n and square(0, 0) not in board:
            raise BadPosition("tiles: the first tile is on 0,0 and no tile moves before "
                              "all 40 are down, so 0,0 must hold a tile", "ni-ju.first_square_empty")
    elif ply < TOTAL_TILES:
        raise BadPosition(f"ply: all 40 tiles are down, so at least 40 moves were made, "
                          f"not {ply}", "ni-ju.movement_ply", ply=ply)
    elif "placement-only" in switches and ply != TOTAL_TILES:
        raise BadPosition(f"ply: the placement-only game ends with the 40th tile, at ply "
                          f"40, not {ply}", "ni-ju.placement_only_ply", ply=ply)

    return NiJuState(game, options, board, (hands[0], hands[1]), ply)


def from_tiles(
    game: object,
    tiles: Mapping[tuple[int, int], tuple[int, int]],
    ply: int | None = None,
    switches: Iterable[str] = (),
) -> NiJuState:
    """A state from ``{(x, y): (owner, byte)}`` (owner 0 white, 1 black).

    ``ply`` defaults to the number of tiles (so the placement phase is right;
    a 40-tile board then has White to move the first movement ply). For
    puzzles, examples and tests; raises BadPosition like ``parse_position``.
    """
    options = game.options(2, list(switches))  # type: ignore[attr-defined]
    board: dict[int, int] = {}
    seen: set[tuple[int, int]] = set()
    for (x, y), (owner, byte) in tiles.items():
        where = f"tiles: {x},{y}"
        if owner not in (0, 1):
            raise BadPosition(f"{where}: owner {owner!r} is not 0 (white) or 1 (black)")
        if not is_pattern(byte):
            raise BadPosition(f"{where}: {byte!r} is not a pattern byte")
        if not in_range(x, y):
            raise BadPosition(f"{where}: too far out (coordinates are limited to ±{LIMIT})")
        if (owner, KIND_OF[byte]) in seen:
            raise BadPosition(f"tiles: {PLAYER_NAMES[owner]} has two tiles of kind "
                              f"{KIND_OF[byte]} (each player owns one of each kind)",
                              "ni-ju.kind_twice", seat=owner, kind=KIND_OF[byte])
        seen.add((owner, KIND_OF[byte]))
        board[square(x, y)] = owner << 8 | byte
    return build_state(game, options, board, len(board) if ply is None else ply)
