"""Symbol Pallet's moves and their tokens (``shared/rules/notation.md``).

| move | token |
|---|---|
| setup: put your next chip on a field tile | ``>Gc1`` |
| A: draw | ``draw`` |
| B: place (chip, tile, centre), ``+`` moves the chip on, ``!`` sends a chip | ``b:Yt1@1,1+!2a>Rs2`` |
| pass (deck empty) | ``pass`` |
| discard down to 3 | ``discard:Rs1,Kc2`` |

Moves are NamedTuples of small ints (tiles as catalogue indices), so they are
cheap to make by the thousand and hash fast. Their shapes differ (``Draw`` and
``Pass`` hold their word, ``Chip`` one int, ``Discard`` one tuple, ``Place``
six fields), so no two kinds of move ever compare equal.

``parse_move`` checks syntax only – including what the token itself can show:
ids that are no tile at all, discards not in catalogue order, ``!`` parts not
in chip order – and says what is wrong.
"""

from __future__ import annotations

import re
from typing import NamedTuple, Union

from ..errors import MalformedMove
from .tiles import TILE_IDS, TILE_INDEX

CHIP_LETTERS = "ab"


class Draw(NamedTuple):
    word: str = "draw"

    def __str__(self) -> str:
        return "draw"


class Pass(NamedTuple):
    word: str = "pass"

    def __str__(self) -> str:
        return "pass"


class Chip(NamedTuple):
    """Setup: the player to move puts their next chip on a field tile."""

    tile: int

    def __str__(self) -> str:
        return ">" + TILE_IDS[self.tile]


class Discard(NamedTuple):
    """Discard these tiles (catalogue order) face up after the turn."""

    tiles: tuple[int, ...]

    def __str__(self) -> str:
        return "discard:" + ",".join(TILE_IDS[t] for t in self.tiles)


class Send(NamedTuple):
    """A wholly covered tile's chip (player index, chip 0/1) goes to ``tile``."""

    player: int
    chip: int
    tile: int

    def __str__(self) -> str:
        return f"!{self.player + 1}{CHIP_LETTERS[self.chip]}>{TILE_IDS[self.tile]}"


class Place(NamedTuple):
    """Action B: ``chip`` (0 = a, 1 = b) puts ``tile`` centred at (x, y)."""

    chip: int
    tile: int
    x: int
    y: int
    plus: bool = False
    """Move the chosen chip onto the placed tile."""
    sends: tuple[Send, ...] = ()
    """Where each displaced chip goes, in chip order."""

    def __str__(self) -> str:
        return (f"{CHIP_LETTERS[self.chip]}:{TILE_IDS[self.tile]}@{self.x},{self.y}"
                + ("+" if self.plus else "") + "".join(str(s) for s in self.sends))


DRAW = Draw()
PASS = Pass()
SymbolPalletMove = Union[Draw, Pass, Chip, Discard, Place]

_INT = r"-?(?:0|[1-9][0-9]*)"
_PLACE = re.compile(rf"([ab]):([^@]*)@({_INT}),({_INT})(\+?)((?:![^!]*)*)")
_SEND = re.compile(r"!([1-4])([ab])>(.*)")


def _tile(text: str, token: str) -> int:
    try:
        return TILE_INDEX[text]
    except KeyError:
        raise MalformedMove(
            f"{token}: {text!r} is not a tile id (colour RBYPGOWK, symbol sctwa, copy number: Rs1)"
        ) from None


def parse_move(token: str) -> SymbolPalletMove:
    """Read one move token (syntax only); raises MalformedMove saying what is wrong."""
    if token == "draw":
        return DRAW
    if token == "pass":
        return PASS
    if not token:
        raise MalformedMove("empty move token")
    if token.startswith(">"):
        return Chip(_tile(token[1:], token))
    if token.startswith("discard:"):
        names = token[len("discard:"):].split(",")
        tiles = tuple(_tile(n, token) for n in names)
        if len(set(tiles)) != len(tiles):
            raise MalformedMove(f"{token}: a tile is listed twice")
        if list(tiles) != sorted(tiles):
            canon = ",".join(TILE_IDS[t] for t in sorted(tiles))
            raise MalformedMove(f"{token}: list the tiles in catalogue order (discard:{canon})")
        return Discard(tiles)
    m = _PLACE.fullmatch(token)
    if m is None:
        if token[0] in CHIP_LETTERS and token[1:2] == ":":
            raise MalformedMove(
                f"{token}: a placement is chip:TILE@x,y, then an optional +, then "
                "!PLAYERCHIP>TILE parts (a:Pa1@3,1+!2a>Rs2)")
        raise MalformedMove(
            f"{token}: not a Symbol Pallet move (draw, pass, >TILE, a:TILE@x,y, discard:TILES)")
    chip, name, x, y, plus, rest = m.groups()
    if x == "-0" or y == "-0":
        raise MalformedMove(f"{token}: write 0, not -0")
    tile = _tile(name, token)
    sends: list[Send] = []
    if rest:
        if "+" in rest:
            raise MalformedMove(f"{token}: the + comes before the ! parts (a:Pa1@3,1+!2a>Rs2)")
        for part in rest.split("!")[1:]:
            s = _SEND.fullmatch("!" + part)
            if s is None:
                raise MalformedMove(f"{token}: '!{part}' is not a chip sent to a tile (!2a>Rs2)")
            sends.append(Send(int(s.group(1)) - 1, CHIP_LETTERS.index(s.group(2)),
                              _tile(s.group(3), token)))
        keys = [(s.player, s.chip) for s in sends]
        if keys != sorted(set(keys)):
            raise MalformedMove(
                f"{token}: the ! parts go in chip order (player number, then a before b), "
                "each chip once")
    return Place(CHIP_LETTERS.index(chip), tile, int(x), int(y), plus == "+", tuple(sends))
