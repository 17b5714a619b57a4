"""Line 3: three in a row on a 3×3 board (noughts and crosses), a test-only game.

It lives under ``tests/tiny_game`` and is put into a copy of the sources by
``tests/page/test_tiny_game.py``: the proof that a game declares itself through the
two game tables. Squares are named ``A1`` (column A, row 1) to ``C3``; a move is
the square's name. The position text is the three rows, row 1 first, ``x``,
``o`` or ``.`` each, then the seat to move: ``x.o/.x./... o``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, NamedTuple

from games.base import Game, Options, Outcome, State
from games.errors import BadPosition, BadSquare, MalformedMove

from .terminations import Line3Termination

SQUARES = tuple(f"{c}{r}" for r in "123" for c in "ABC")
"""Every square, in reading order (row 1 first): index = 3 * row + column."""
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
MARKS = "xo"
NAMES = ("crosses", "noughts")


class Line3Move(NamedTuple):
    """A mark on one square (its index)."""

    square: int

    def __str__(self) -> str:
        return SQUARES[self.square]


@dataclass(frozen=True)
class Line3Facts:
    """What a move did, for the page's words: ``kind`` ``place``, the ``side`` and the square."""

    kind: str
    side: int
    square: str


def parse_square(text: str) -> int:
    if not isinstance(text, str) or len(text) != 2 or text[0] not in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" \
            or not text[1].isdigit():
        raise BadSquare("not_square", f"{text!r} is not a Line 3 square: a column letter and a row "
                        "number, A1 to C3", game="line3", square=str(text)[:8])
    if text not in SQUARES:
        raise BadSquare("off_board", f"{text} is not on the Line 3 board (A1 to C3)",
                        game="line3", square=text)
    return SQUARES.index(text)


class Line3State(State[Line3Move]):
    """A position: the nine cells (``x``, ``o`` or ``.``, A1 to C3 in reading order)."""

    __slots__ = ("game", "options", "ply", "cells")
    game: "Line3"
    cells: str

    def __init__(self, game: "Line3", options: Options, cells: str) -> None:
        object.__setattr__(self, "game", game)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "cells", cells)
        object.__setattr__(self, "ply", 9 - cells.count("."))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Line 3 state is immutable")

    def line(self) -> tuple[int, ...] | None:
        for line in LINES:
            marks = {self.cells[i] for i in line}
            if len(marks) == 1 and "." not in marks:
                return line
        return None

    @property
    def to_move(self) -> int | None:
        return None if self.outcome() is not None else self.ply % 2

    def _generate_moves(self) -> list[Line3Move]:
        return [Line3Move(i) for i, c in enumerate(self.cells) if c == "."]

    def _successor(self, move: Line3Move) -> "Line3State":
        cells = self.cells[:move.square] + MARKS[self.ply % 2] + self.cells[move.square + 1:]
        return Line3State(self.game, self.options, cells)

    def outcome(self) -> Outcome | None:
        line = self.line()
        if line is not None:
            return Outcome.of(MARKS.index(self.cells[line[0]]), Line3Termination.LINE3_ROW, NAMES,
                              line="-".join(SQUARES[i] for i in line))
        if "." not in self.cells:
            return Outcome.of(None, Line3Termination.LINE3_FULL, NAMES)
        return None

    def mark_at(self, square: str) -> str | None:
        """``x``, ``o`` or None for an empty square."""
        cell = self.cells[SQUARES.index(square)]
        return None if cell == "." else cell


class Line3(Game[Line3Move, Line3State]):
    name = "line3"
    title = "Line 3"
    terminations = Line3Termination

    def player_names(self, players: int) -> tuple[str, ...]:
        return NAMES

    def new(self, options: Options) -> Line3State:
        return Line3State(self, options, "." * 9)

    def parse_move(self, token: str) -> Line3Move:
        if not isinstance(token, str) or token not in SQUARES:
            raise MalformedMove(f"{str(token)[:12]!r} is not a Line 3 move (a square, A1 to C3)")
        return Line3Move(SQUARES.index(token))

    def parse_position(self, text: str) -> Line3State:
        parts = text.split(" ") if isinstance(text, str) else []
        rows = parts[0].split("/") if len(parts) == 2 else []
        if len(rows) != 3 or any(len(r) != 3 or set(r) - set("xo.") for r in rows):
            raise BadPosition("a Line 3 position is three rows of x, o or . and the seat to move: "
                              "'x.o/.x./... o'")
        cells = "".join(rows)
        if cells.count("x") - cells.count("o") not in (0, 1) \
                or parts[1] != MARKS[(9 - cells.count(".")) % 2]:
            raise BadPosition("crosses start: they have as many marks as noughts or one more, "
                              "and the seat to move follows from that")
        return Line3State(self, self.options(), cells)

    def position_text(self, state: Line3State) -> str:
        rows = "/".join(state.cells[i:i + 3] for i in (0, 3, 6))
        return f"{rows} {MARKS[state.ply % 2]}"

    def why_illegal(self, state: Line3State, move: Line3Move) -> str:
        return f"{SQUARES[move.square]} is taken"

    def describe(self, state: Line3State, move: Line3Move) -> Line3Facts:
        return Line3Facts("place", state.ply % 2, SQUARES[move.square])

    def parse_square(self, text: str) -> int:
        return parse_square(text)

    def square_text(self, square: Hashable) -> str:
        assert isinstance(square, int)
        return SQUARES[square]


GAME = Line3()
