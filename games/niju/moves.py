"""Ni-Ju moves: the move values and their tokens (shared/rules/notation.md).

Tokens: ``0f@1,0`` (place a tile turned as byte 0f on 1,0), ``1,0>-1,2:e1``
(move the tile on 1,0 to -1,2 turned as e1), ``pass``. Bytes are two lower-case
hex digits with exactly 4 bits set; coordinates are integers written without
``+`` or leading zeros. Parsing is strict so that a token has one spelling and
``str(parse_move(t)) == t``; the error says what to write instead.
"""

from __future__ import annotations

import re
from typing import NamedTuple, Union

from ..errors import MalformedMove
from .board import LIMIT, coords, in_range, square, square_text
from .patterns import KIND_OF, is_pattern

Square = tuple[int, int]


class Place(NamedTuple):
    """Place a tile from hand, oriented as ``byte``, on square ``to`` (packed int)."""

    byte: int
    to: int

    def __str__(self) -> str:
        return f"{self.byte:02x}@{square_text(self.to)}"

    @property
    def kind(self) -> int:
        return KIND_OF[self.byte]

    @property
    def target(self) -> Square:
        return coords(self.to)


class Step(NamedTuple):
    """Move the tile on ``frm`` to ``to`` (packed ints), turned to ``byte``."""

    frm: int
    to: int
    byte: int

    def __str__(self) -> str:
        return f"{square_text(self.frm)}>{square_text(self.to)}:{self.byte:02x}"

    @property
    def kind(self) -> int:
        return KIND_OF[self.byte]

    @property
    def origin(self) -> Square:
        return coords(self.frm)

    @property
    def target(self) -> Square:
        return coords(self.to)


class Pass(NamedTuple):
    """No tile of the mover may move."""

    def __str__(self) -> str:
        return "pass"


PASS = Pass()

NiJuMove = Union[Place, Step, Pass]
"""A Ni-Ju move: ``str()`` of each is its token."""



_INT = r"-?[0-9]+"
_SQUARE = re.compile(rf"({_INT}),({_INT})")
_BYTE = re.compile(r"[0-9a-fA-F]{2}")
def _int(text: str, what: str, err: type[ValueError]) -> int:
    body = text[1:] if text.startswith("-") else text
    if len(body) > 1 and body[0] == "0" or text == "-0":
        raise err(f"{what} {text!r} is not written canonically (no leading zeros, no -0)")
    return int(text)


def parse_square(text: str, err: type[ValueError] = MalformedMove) -> int:
    """A ``x,y`` square as its packed int; ``err`` saying what is wrong otherwise."""
    m = _SQUARE.fullmatch(text)
    if m is None:
        raise err(f"{text!r} is not a square: write x,y with integer x and y (like -1,2)")
    x = _int(m.group(1), "coordinate", err)
    y = _int(m.group(2), "coordinate", err)
    if not in_range(x, y):
        raise err(f"square {text} is too far out (coordinates are limited to ±{LIMIT})")
    return square(x, y)


def parse_byte(text: str, err: type[ValueError] = MalformedMove) -> int:
    """A pattern byte (two lower-case hex digits, exactly 4 bits set)."""
    if _BYTE.fullmatch(text) is None:
        raise err(f"{text!r} is not a pattern byte: write two hex digits (like 0f)")
    if text != text.lower():
        raise err(f"write the pattern byte in lower case: {text.lower()}, not {text}")
    byte = int(text, 16)
    if not is_pattern(byte):
        n = bin(byte).count("1")
        raise err(f"pattern {text} marks {n} square{'s' if n != 1 else ''}; "
                  "a tile marks exactly 4 of the 8 around it")
    return byte


def parse_move(token: str) -> NiJuMove:
    """Read a Ni-Ju move token (syntax only); MalformedMove says what is wrong."""
    if not isinstance(token, str) or not token:
        raise MalformedMove("empty move token")
    if token == "pass":
        return PASS
    if "@" in token:
        byte_text, _, sq = token.partition("@")
        return Place(parse_byte(byte_text), parse_square(sq))
    if ">" in token:
        frm, _, rest = token.partition(">")
        to, colon, byte_text = rest.partition(":")
        if not colon:
            raise MalformedMove(f"{token!r}: a move ends with ':' and the byte the tile is "
                                "turned to (like 1,0>-1,2:e1)")
        return Step(parse_square(frm), parse_square(to), parse_byte(byte_text))
    raise MalformedMove(f"{token!r} is not a Ni-Ju move: place 'bb@x,y', "
                        "move 'x,y>x,y:bb', or 'pass'")
