"""Siam position text (documented in docs/notation.md and docs/rules/siam.md).

Position text: six fields separated by single spaces,

    <board> <to-move> <ply> <exits> <result> <options>
    ...../...../.OOO./...../..... e 0 0,0 - -

- board: the rows from 1 (top) to 5, separated by ``/``; a square is ``.``
  (empty), ``O`` (rock), or ``E``/``R`` (elephant/rhino) followed by its
  facing ``N E S W``;
- to-move: ``e`` or ``r``, or ``-`` once the game is over;
- ply: moves played so far (the opening restriction lasts plies 0–3);
- exits: Exit actions used so far by the elephants and the rhinos (``remove-once``);
- result: ``-`` while playing; else the winner's letter, ``@``, the square of
  the winning animal, and ``!`` when the other side made the push (``e@B2!``);
- options: ``-`` or the switched-on options, comma-separated, sorted.

Reserves are not written: they are the animals per side minus those on the board.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import BadPosition
from .geometry import FACINGS, Geometry
from .rules import (
    ANIMAL_NAMES,
    EMPTY,
    ROCK,
    SiamResult,
    SiamState,
    animal,
    facing_of,
    owner_of,
)

if TYPE_CHECKING:
    from .game import Siam

_PIECE = "ER"
_CELL = re.compile(r"\.|O|[ER][NESW]")
_RESULT = re.compile(r"([er])@([A-Z][0-9]+)(!?)")


def board_text(geom: Geometry, cells: tuple[int, ...]) -> str:
    rows: list[list[str]] = [[] for _ in range(geom.rows)]
    for sq, cell in enumerate(cells):
        if cell == EMPTY:
            text = "."
        elif cell == ROCK:
            text = "O"
        else:
            text = _PIECE[owner_of(cell)] + FACINGS[facing_of(cell)]
        rows[geom.coords[sq][1]].append(text)
    return "/".join("".join(r) for r in rows)


def position_text(state: SiamState) -> str:
    to_move = "-" if state.result is not None else "er"[state.ply & 1]
    if state.result is None:
        result = "-"
    else:
        r = state.result
        result = f"{'er'[r.winner]}@{r.square}{'!' if r.pusher != r.winner else ''}"
    options = ",".join(sorted(state.options.switches)) or "-"
    return (
        f"{board_text(state.geom, state.cells)} {to_move} {state.ply} "
        f"{state.exits[0]},{state.exits[1]} {result} {options}"
    )


def parse_position(game: "Siam", text: str) -> SiamState:
    """Read a position text; BadPosition names the field that is wrong."""
    geom = game.geometry
    if not isinstance(text, str):
        raise BadPosition("a position must be text")
    fields = text.split()
    if len(fields) != 6:
        raise BadPosition(
            f"a Siam position has 6 fields (board, to-move, ply, exits, result, options), "
            f"not {len(fields)}"
        )
    board, to_move, ply_text, exits_text, result_text, options_text = fields
    cells = _parse_board(board, geom)

    # ASCII digits only: str.isdigit() also accepts "²", which int() rejects.
    if re.fullmatch(r"[0-9]+", ply_text) is None:
        raise BadPosition(f"ply {ply_text!r} is not a whole number")
    ply = int(ply_text)

    m = re.fullmatch(r"([0-9]+),([0-9]+)", exits_text)
    if m is None:
        raise BadPosition(f"exits {exits_text!r} should be two counts like '0,1'")
    exits = (int(m.group(1)), int(m.group(2)))

    switches = frozenset() if options_text == "-" else frozenset(options_text.split(","))
    try:
        options = game.options(2, sorted(switches))
    except ValueError as err:
        raise BadPosition(f"options field: {err}") from None

    result = _parse_result(result_text, to_move, ply, cells, geom)

    for owner in (0, 1):
        lo = 2 + 4 * owner
        on_board = sum(1 for c in cells if lo <= c < lo + 4)
        if on_board > geom.animals_per_side:
            raise BadPosition(
                f"{on_board} {ANIMAL_NAMES[owner]}s on the board; each side has "
                f"{geom.animals_per_side}",
                "siam.too_many_animals", seat=owner, count=on_board, limit=geom.animals_per_side,
            )
        if "remove-once" in switches and exits[owner] > 1:
            raise BadPosition(f"remove-once allows one exit per side, not {exits[owner]}",
                              "siam.too_many_exits", seat=owner, count=exits[owner])
    return SiamState(game, options, geom, cells, ply, exits, result)


def _parse_result(result_text: str, to_move: str, ply: int, cells: tuple[int, ...],
                  geom: Geometry) -> SiamResult | None:
    """The result field (None while the game goes on), checked against to-move, the
    ply and the board."""
    rocks = cells.count(ROCK)
    if result_text == "-":
        if to_move not in ("e", "r"):
            raise BadPosition(f"to-move {to_move!r} should be 'e' or 'r' in a game still going")
        if "er".index(to_move) != ply & 1:
            raise BadPosition(
                f"to-move {to_move!r} does not fit ply {ply}: elephants move on even plies",
                "siam.wrong_side_to_move", seat=ply & 1, ply=ply,
            )
        if rocks != len(geom.rock_start):
            raise BadPosition(f"a game still going has {len(geom.rock_start)} rocks, not {rocks}",
                              "siam.rocks_in_play", count=rocks, expected=len(geom.rock_start))
        return None
    rm = _RESULT.fullmatch(result_text)
    if rm is None or rm.group(2) not in geom.names:
        raise BadPosition(f"result {result_text!r} should be '-' or like 'e@B2' / 'r@C4!'")
    if to_move != "-":
        raise BadPosition("to-move must be '-' once the game is over", "siam.to_move_when_over")
    if rocks != len(geom.rock_start) - 1:
        raise BadPosition(f"a finished game has {len(geom.rock_start) - 1} rocks, not {rocks}",
                          "siam.rocks_when_over", count=rocks, expected=len(geom.rock_start) - 1)
    winner = "er".index(rm.group(1))
    pusher = 1 - winner if rm.group(3) else winner
    sq = geom.index(rm.group(2))
    if cells[sq] < 2 or owner_of(cells[sq]) != winner:
        raise BadPosition(
            f"result names {rm.group(2)}, which holds no {ANIMAL_NAMES[winner]}",
            "siam.winner_not_there", seat=winner, square=rm.group(2),
        )
    if ply < 1:
        raise BadPosition("a finished game has at least one ply", "siam.over_at_ply_0")
    if (ply - 1) & 1 != pusher:
        raise BadPosition(f"result {result_text!r}: the push of ply {ply} was not that side's",
                          "siam.wrong_pusher", ply=ply)
    return SiamResult(winner, rm.group(2), pusher)


def _parse_board(board: str, geom: Geometry) -> tuple[int, ...]:
    rows = board.split("/")
    if len(rows) != geom.rows:
        raise BadPosition(f"the board has {geom.rows} rows separated by '/', not {len(rows)}")
    by_row: dict[int, list[int]] = {}
    for sq, (_, r) in enumerate(geom.coords):
        by_row.setdefault(r, []).append(sq)
    cells = [EMPTY] * geom.size
    for r, row in enumerate(rows):
        found = _CELL.findall(row)
        if "".join(found) != row:
            raise BadPosition(
                f"row {r + 1} {row!r}: squares are '.', 'O', or E/R with a facing N, E, S, W"
            )
        squares = by_row.get(r, [])
        if len(found) != len(squares):
            raise BadPosition(f"row {r + 1} {row!r} has {len(found)} squares, not {len(squares)}")
        for sq, text in zip(squares, found):
            if text == "O":
                cells[sq] = ROCK
            elif text != ".":
                cells[sq] = animal(_PIECE.index(text[0]), FACINGS.index(text[1]))
    return tuple(cells)
