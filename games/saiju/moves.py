"""Saiju pieces and move tokens (``shared/rules/notation.md``, Saiju section).

Colours ``w y p`` (white, yellow, pink) and symbols ``S M F`` (Snow, Moon,
Flower) are small ints 0–2 inside the engine; a Colour piece's *kind* is
``3·colour + symbol`` (0–8), so the supply is a tuple of nine counts.

Tokens:

========================================  ===============  ==========
setup: put a Shadow                        symbol ``@`` hex  ``M@d2``
placement: piece onto its Shadow's hex,    colour symbol     ``pS-c3``
then the Shadow to ``hex``                 ``-`` hex
end the turn after one placement           ``end``           ``end``
finish early                               ``finish``        ``finish``
========================================  ===============  ==========

Every possible placement and setup move is built once at import and reused,
so move generation only picks objects out of tables.
"""

from __future__ import annotations

import re
from typing import NamedTuple, Union

from ..errors import MalformedMove
from .geometry import HEXES, INDEX, SIZE

COLOURS = "wyp"
COLOUR_NAMES = ("white", "yellow", "pink")
SYMBOLS = "SMF"
SYMBOL_NAMES = ("Snow", "Moon", "Flower")
SNOW, MOON, FLOWER = 0, 1, 2
KINDS = tuple(c + s for c in COLOURS for s in SYMBOLS)
"""The nine kinds of Colour piece, ``"wS"`` … ``"pF"``, in kind-number order."""
PER_KIND = 4


def kind_of(colour: int, symbol: int) -> int:
    return 3 * colour + symbol


def piece_name(kind: int) -> str:
    """``"pink Snow"`` for a kind number."""
    return f"{COLOUR_NAMES[kind // 3]} {SYMBOL_NAMES[kind % 3]}"


class Setup(NamedTuple):
    """Put the Shadow of ``symbol`` on ``hex`` (a setup step)."""

    symbol: int
    hex: int

    def __str__(self) -> str:
        return f"{SYMBOLS[self.symbol]}@{HEXES[self.hex]}"


class Place(NamedTuple):
    """Put a Colour piece on the ``symbol`` Shadow's hex, then move that Shadow to ``hex``."""

    colour: int
    symbol: int
    hex: int

    def __str__(self) -> str:
        return f"{COLOURS[self.colour]}{SYMBOLS[self.symbol]}-{HEXES[self.hex]}"

    @property
    def kind(self) -> int:
        return 3 * self.colour + self.symbol


class _Word:
    """A move spelt by one word (``end``, ``finish``): equal by class, one instance each."""

    __slots__ = ()
    word = ""

    def __str__(self) -> str:
        return self.word

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(self.word)

    def __reduce__(self) -> str:
        return self.word.upper()


class End(_Word):
    """End the turn after its first placement."""

    __slots__ = ()
    word = "end"


class Finish(_Word):
    """Put the whole (one-colour) supply down at once, take the last Shadow; the game ends."""

    __slots__ = ()
    word = "finish"


END = End()
FINISH = Finish()

SaijuMove = Union[Setup, Place, End, Finish]

SETUP_MOVES: tuple[tuple[Setup, ...], ...] = tuple(
    tuple(Setup(s, h) for h in range(SIZE)) for s in range(3)
)
"""``SETUP_MOVES[symbol][hex]``: the one shared instance of each setup move."""

PLACE_MOVES: tuple[tuple[Place, ...], ...] = tuple(
    tuple(Place(k // 3, k % 3, h) for h in range(SIZE)) for k in range(9)
)
"""``PLACE_MOVES[kind][hex]``: the one shared instance of each placement."""

_TOKEN = re.compile(r"([SMF])@([a-g][1-7])|([wyp])([SMF])-([a-g][1-7])")


def parse_move(token: str) -> SaijuMove:
    """Read a Saiju token (syntax only); MalformedMove says what is wrong."""
    if not isinstance(token, str):
        raise MalformedMove(f"a move token must be text, not {type(token).__name__}")
    if token == "end":
        return END
    if token == "finish":
        return FINISH
    m = _TOKEN.fullmatch(token)
    if m is None:
        raise MalformedMove(_malformed(token))
    if m.group(1):
        return SETUP_MOVES[SYMBOLS.index(m.group(1))][_hex(token, m.group(2))]
    h = _hex(token, m.group(5))
    kind = kind_of(COLOURS.index(m.group(3)), SYMBOLS.index(m.group(4)))
    return PLACE_MOVES[kind][h]


def _hex(token: str, name: str) -> int:
    """The hex number of a name that looks right; MalformedMove if the board has no such hex."""
    try:
        return INDEX[name]
    except KeyError:
        centre = " (d4, the centre, is not on the board)" if name == "d4" else ""
        raise MalformedMove(f"{token}: there is no hex {name}{centre}") from None


def _malformed(token: str) -> str:
    """The most helpful complaint about a token that matches no form."""
    forms = "setup 'M@d2', placement 'pS-c3', 'end' or 'finish'"
    if "@" in token:
        sym, _, hex_ = token.partition("@")
        if sym not in ("S", "M", "F"):
            return f"{token}: a setup move starts with a Shadow's symbol S, M or F, not {sym!r}"
        return f"{token}: {hex_!r} is not a hex name (rows a-g, diagonals 1-7, like d2)"
    if "-" in token:
        piece, _, hex_ = token.partition("-")
        if len(piece) != 2 or piece[0] not in COLOURS or piece[1] not in SYMBOLS:
            return (f"{token}: a placement starts with a colour w, y or p and a symbol "
                    f"S, M or F (like pS), not {piece!r}")
        return f"{token}: {hex_!r} is not a hex name (rows a-g, diagonals 1-7, like c3)"
    if token.lower() in ("end", "finish"):
        return f"{token}: write {token.lower()!r} in lower case"
    return f"{token!r} is not a Saiju move ({forms})"
