"""The one reader of values that come from outside: links, stored data, records, messages.

Everything a person, another site or a damaged store can hand the project
(a link's parameters, a stored preference or save, a pasted or uploaded
record, a host page's message, a command's words) is read here first, with
explicit limits, before anything else looks at it:

* numbers are ASCII digits only (no spaces, no ``_``, no full-width or
  Arabic-Indic digits), with a bounded count of digits and a range;
* texts have a maximum length, lists a maximum count;
* a record is read in time and memory linear in its size (no backtracking
  pattern over a whole line) and is refused beyond ``MAX_RECORD_CHARS``;
* structured values (JSON texts: a host page's message, a stored save or
  learning progress) are nested at most ``MAX_DEPTH`` deep, which ``nesting``
  checks in one pass without recursion *before* anything decodes them: in the
  browser a deep value overflows the JavaScript stack under the interpreter,
  a fatal error that no ``except`` catches.

A refused value raises ``BadInput``, a ``GameError`` like every other bad
input: its English text is what the commands print, and its ``code`` and
``fields`` let the page say the same in its own language (``web/strings.js``
keys ``untrusted.<code>``). A message never quotes more than a short,
escaped excerpt of the input (``excerpt``), so a 10 MB token cannot become a
10 MB error line or reply.

Pure Python with no browser import: the page, the embed, the referee and the
diagram command all use it, so one rule holds everywhere (a seed a record
accepts is a seed a link accepts, and the same deal).
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any, Iterable

# BadInput lives in games.errors with every other error; it is named here too because
# the readers of this module's limits (the page's included) catch it as untrusted.BadInput.
from .errors import BadInput as BadInput
from .errors import GameError
from .kept_text import REPLACEMENT as REPLACEMENT
from .kept_text import kept_text as kept_text
from .kept_text import kept_values, might_hold_escaped_non_text
from .kept_text import xml_text as xml_text

# ----- limits ---------------------------------------------------------------------------
EXCERPT_CHARS = 40
"""At most this many characters of an input are quoted in a message."""
MAX_MESSAGE_QUOTE = 200
"""A message from a parser that quotes its input is cut to this many characters."""
MAX_NAME_CHARS = 40
"""A game, option, header or parameter name."""
MAX_TOKEN_CHARS = 40
"""One move token (the longest real ones are about 20 characters)."""
MAX_MOVES = 5000
"""Moves in one record, link or ``load`` message (real games end far sooner)."""
MAX_PLAY_MOVES = 200
"""Moves in one embed ``play`` message: each is drawn, so a message stays short work."""
MAX_OPTIONS = 16
MAX_DECK = 100
"""Deck entries (Symbol Pallet uses 60 tiles)."""
MAX_HEADERS = 40
MAX_HEADER_CHARS = 2000
"""One header line of a record (a ``Reason`` or a player's name, not a book)."""
MAX_RECORD_CHARS = 1_000_000
"""A record: 5,000 moves of 40 characters and every header fit with room to spare."""
MAX_RECORD_BYTES = MAX_RECORD_CHARS
"""A record file's size, checked before it is read: a real record is mostly ASCII moves and
headers, far below it, and a 200 MB file is refused without reading a byte."""
MAX_POSITION_CHARS = 20_000
MAX_LINK_CHARS = 100_000
"""A whole link's parameters, query and fragment together (5,000 moves of a few characters,
percent-encoded)."""
LINK_ROOM = 1_000
"""What the page may add to a line's link: the ply shown, the computer's seats, an embedded
board's parameters (together a few hundred characters)."""
MAX_LINE_LINK_CHARS = MAX_LINK_CHARS - LINK_ROOM
"""The longest link of a line the page takes in (a record opened, a comment written): with
``LINK_ROOM`` added it is still a link the page reads, so the line reopens from its address,
its Embed code and its save. Moves played on can still pass it (a move is never refused):
the page then keeps the line in the tab instead (``MAX_KEPT_LINK_CHARS``)."""
MAX_KEPT_LINK_CHARS = 1_000_000
"""A link the page keeps for itself in a tab's history entry, for a line whose address would
be longer than ``MAX_LINK_CHARS`` (5,000 moves of the longest tokens and a line's comments)."""
MAX_MESSAGE_CHARS = MAX_RECORD_CHARS + 10_000
"""A host page's message given as JSON text."""
MAX_PLAYERS_DIGITS = 2
MAX_SEED_DIGITS = 20
SEED_LIMIT = 2 ** 64
"""Seeds are whole numbers with ``|seed| < 2**64``: the shuffle takes them modulo
2**64, so this range holds every deal, written in at most 20 digits."""
MAX_PLY_DIGITS = 6
MAX_WIDTH = 10_000
"""The diagram command's ``--width`` in pixels."""
MAX_STORED_CHARS = 2_000_000
"""One stored value (a save or a preference)."""
MAX_DEPTH = 32
"""Nesting of lists and objects in a structured outside value: the project's own go 4 deep
(a stored save inside the store's envelope); a few thousand levels stop Pyodide for good."""
MAX_MESSAGE_VALUES = MAX_MOVES + 1000
"""Values (texts, numbers, lists, objects …) in one host message sent as an object: a ``load``
of the longest game with its deck and options fits."""
MAX_COMMENT_CHARS = 10_000
"""One comment of a record or link (a paragraph or two explaining a move, not a chapter)."""
MAX_MARKS = 64
"""Arrows and marked squares together on one position (a Siam board has 25 squares)."""
MAX_SQUARE_CHARS = 24
"""One square's name in a mark (``E5``, ``g7``, ``-12,40``)."""
MAX_NOTES_CHARS = MAX_LINK_CHARS
"""A link's ``notes`` parameter: every comment and mark of a line, within the link's own limit."""
MAX_VARIATIONS_CHARS = MAX_LINK_CHARS
"""A link's ``variations`` parameter: every alternative to its main line, within the link's limit."""
MAX_BRANCH_CHARS = 10_000
"""A link's ``branch`` parameter: the line shown, one ``K.I`` entry per variation it enters
(a few, in a real study; a thousand nested ones fit)."""
MAX_CAPTION_CHARS = 1_000
"""A picture's caption (``python -m games.diagram --caption``): a few short lines."""
MAX_COORDINATE_DIGITS = 10
"""One coordinate of an ``x,y`` square name (Ni-Ju's table reaches ±10**9)."""
MAX_STORED_KEY_CHARS = 200
"""The name a value is stored under (a save's ``game-<time>-<n>``, an ``aside:`` name)."""

DIGITS = frozenset("0123456789")


def excerpt(value: Any, limit: int = EXCERPT_CHARS) -> str:
    """A short, escaped, quoted excerpt of ``value`` for a message.

    Control characters, quotes and characters that print oddly are escaped as
    ``repr`` does, and the escaped form stops at ``limit`` characters, followed
    by ``…`` and the full length: a message about a huge or strange input
    stays one short line.
    """
    text = value if isinstance(value, str) else repr(value)
    shown: list[str] = []
    size = 0
    for char in text:
        escaped = repr(char)[1:-1] if char != "'" else "\\'"
        if size + len(escaped) > limit:
            return f"'{''.join(shown)}'… ({len(text):,} characters)"
        shown.append(escaped)
        size += len(escaped)
    return f"'{''.join(shown)}'"


# ----- numbers ---------------------------------------------------------------------------------
def whole_number(name: str, value: Any, low: int, high: int, digits: int,
                 signed: bool = False) -> int:
    """``value`` (text or int) as a whole number in ``low..high``; BadInput otherwise.

    Text must be ASCII digits only (a leading ``-`` when ``signed``), at most
    ``digits`` of them: `` 2``, ``２``, ``٣``, ``7_7`` and ``+3`` are refused,
    and no text longer than the limit is ever converted.
    """
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise BadInput("not_number", f"{name} must be a whole number, not {excerpt(value)}",
                       name=name, value=excerpt(value))
    if isinstance(value, str):
        body = value[1:] if signed and value.startswith("-") else value
        if not body or len(body) > digits or not DIGITS.issuperset(body):
            raise BadInput("not_number",
                           f"{name} must be a whole number of at most {digits} digits, "
                           f"not {excerpt(value)}", name=name, value=excerpt(value))
        number = int(value)
    else:
        number = value
    if not low <= number <= high:
        shown = excerpt(str(number)) if abs(number) > 10 ** 30 else str(number)
        raise BadInput("out_of_range", f"{name} must be from {low} to {high}, not {shown}",
                       name=name, value=shown, low=low, high=high)
    return number


def players(value: Any, name: str = "players") -> int:
    """A player count as written (the game then checks its own range)."""
    return whole_number(name, value, 1, 99, MAX_PLAYERS_DIGITS)


def seed(value: Any, name: str = "seed") -> int:
    """A shuffle seed: ``|seed| < 2**64``, the one rule of links, records, commands and messages."""
    return whole_number(name, value, -(SEED_LIMIT - 1), SEED_LIMIT - 1, MAX_SEED_DIGITS, signed=True)


def ply(value: Any, name: str = "ply") -> int:
    return whole_number(name, value, 0, 10 ** MAX_PLY_DIGITS - 1, MAX_PLY_DIGITS)


def width(value: Any, name: str = "--width") -> int:
    return whole_number(name, value, 0, MAX_WIDTH, len(str(MAX_WIDTH)))


def check_seed_value(number: int) -> None:
    """A seed already an int (from a game's options): the same range as ``seed``."""
    seed(number)


# ----- texts and lists ---------------------------------------------------------------------------
MIN_AUTOPLAY_SECONDS = 0.5
MAX_AUTOPLAY_SECONDS = 10.0
"""An embedded board's ``autoplay``: the time each position of its line stays, in seconds."""


def autoplay_seconds(value: Any, name: str = "autoplay") -> float:
    """Seconds written as ASCII digits with at most one decimal (``2``, ``1.5``), from
    ``MIN_AUTOPLAY_SECONDS`` to ``MAX_AUTOPLAY_SECONDS``; BadInput otherwise."""
    text = value if isinstance(value, str) else ""
    whole, point, tenths = text.partition(".")
    if not (whole and len(whole) <= 2 and DIGITS.issuperset(whole)
            and (not point or (len(tenths) == 1 and DIGITS.issuperset(tenths)))):
        raise BadInput("not_seconds", f"{name} must be seconds such as 2 or 1.5, not "
                       f"{excerpt(value)}", name=name, value=excerpt(value))
    seconds = float(text)
    if not MIN_AUTOPLAY_SECONDS <= seconds <= MAX_AUTOPLAY_SECONDS:
        raise BadInput("out_of_range", f"{name} must be from {MIN_AUTOPLAY_SECONDS} to "
                       f"{MAX_AUTOPLAY_SECONDS:g}, not {text}", name=name, value=text,
                       low=MIN_AUTOPLAY_SECONDS, high=f"{MAX_AUTOPLAY_SECONDS:g}")
    return seconds


LINE_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
"""Control characters a line of text for people has no use for: all but tabs and line breaks
(a caption's, and a comment's: ``games.notes.comment_text``)."""


def bounded_text(name: str, value: Any, limit: int) -> str:
    """``value`` if it is a text of at most ``limit`` characters, as ``kept_text``; BadInput
    otherwise."""
    if not isinstance(value, str):
        raise BadInput("not_text", f"{name} must be text, not {excerpt(value)}",
                       name=name, value=excerpt(value))
    if len(value) > limit:
        raise BadInput("too_long", f"{name} is longer than {limit:,} characters "
                       f"({len(value):,})", name=name, limit=limit, length=len(value))
    return kept_text(value)


def line_text(name: str, value: Any, limit: int) -> str:
    """``bounded_text`` for lines people read (a picture's caption): a control character other
    than a tab or a line break is refused (BadInput ``control_character``), not written."""
    text = bounded_text(name, value, limit)
    bad = LINE_CONTROL.search(text)
    if bad is not None:
        raise BadInput("control_character", f"{name} holds the control character "
                       f"{excerpt(bad.group())}", name=name, character=excerpt(bad.group()))
    return text


def name_text(name: str, value: Any) -> str:
    """A name (game, option, tile id …): short text."""
    return bounded_text(name, value, MAX_NAME_CHARS)


def names(name: str, values: Iterable[Any], limit: int) -> list[str]:
    """A bounded list of short names."""
    out: list[str] = []
    for value in values:
        if len(out) == limit:
            raise BadInput("too_many", f"{name}: more than {limit} entries",
                           name=name, limit=limit)
        out.append(name_text(name, value))
    return out


def move_tokens(value: Any, name: str = "moves", limit: int = MAX_MOVES) -> list[str]:
    """Move tokens from a text (any white space separates them) or a list of texts.

    At most ``limit`` tokens of at most ``MAX_TOKEN_CHARS`` characters each;
    the text is split once (linear), never matched against a pattern.
    """
    if isinstance(value, str):
        if len(value) > limit * (MAX_TOKEN_CHARS + 1) + 1000:
            raise BadInput("too_long", f"{name}: longer than any {limit} moves",
                           name=name, limit=limit, length=len(value))
        value = value.split()
    if not isinstance(value, (list, tuple)):
        raise BadInput("not_moves", f"{name} must be move tokens, not {excerpt(value)}",
                       name=name, value=excerpt(value))
    if len(value) > limit:
        raise BadInput("too_many", f"{name}: more than {limit} moves ({len(value):,})",
                       name=name, limit=limit)
    for token in value:
        if not isinstance(token, str) or not token or len(token) > MAX_TOKEN_CHARS \
                or token.split() != [token]:
            raise BadInput("bad_token", f"{name}: {excerpt(token)} is not a move token",
                           name=name, value=excerpt(token))
    return list(value)


def deck(value: str, name: str = "deck") -> list[str]:
    """A deck written ``ID,ID,…`` (empty entries skipped), bounded."""
    return names(name, (d for d in bounded_text(name, value, MAX_DECK * 8).split(",") if d), MAX_DECK)


def coordinate_pair(text: str) -> tuple[int, int] | None:
    """``x,y`` written canonically (ASCII digits, ``-`` for a negative, no ``+``, no leading
    zero, no ``-0``, at most ``MAX_COORDINATE_DIGITS`` digits each) as two ints; None when
    ``text`` is not written so. Squares of Ni-Ju and places of Symbol Pallet are named so."""
    x, comma, y = text.partition(",")
    if not comma:
        return None
    out: list[int] = []
    for part in (x, y):
        body = part[1:] if part.startswith("-") else part
        if not body or len(body) > MAX_COORDINATE_DIGITS or not DIGITS.issuperset(body) \
                or (body[0] == "0" and (len(body) > 1 or part != body)):
            return None
        out.append(int(part))
    return out[0], out[1]


# ----- records -------------------------------------------------------------------------------------
BOM = "\ufeff"


def record_text(value: Any, name: str = "record") -> str:
    """A record's text, bounded, without a byte-order mark a text editor may have added."""
    value = bounded_text(name, value, MAX_RECORD_CHARS)
    return value[1:] if value.startswith(BOM) else value


# ----- stored values ---------------------------------------------------------------------------------
def stored_text(value: Any, name: str = "stored value") -> str:
    """A stored value that should be text (a save, a preference), bounded."""
    return bounded_text(name, value, MAX_STORED_CHARS)


def stored_key(value: Any, name: str = "stored name") -> str:
    """The key a stored value is kept under, if it is short text.

    IndexedDB also takes numbers, dates, binary data and arrays of those as
    keys; in the page an array arrives as an unhashable proxy object. Such a
    key is refused here, before it is used as a dict key or shown anywhere.
    """
    return bounded_text(name, value, MAX_STORED_KEY_CHARS)


def one_of(name: str, value: Any, allowed: Iterable[str]) -> str:
    """``value`` if it is exactly one of ``allowed`` (no lookup through any table's attributes)."""
    choices = tuple(allowed)
    if isinstance(value, str) and value in choices:
        return value
    raise BadInput("not_allowed", f"{name} must be one of {', '.join(choices)}, not {excerpt(value)}",
                   name=name, value=excerpt(value), allowed=", ".join(choices))


# ----- structured values (JSON) ---------------------------------------------------------------------
_JSON_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+\\?(?:"|\Z)', re.DOTALL)
"""A JSON string, or an unterminated one up to the end of the text. Possessive throughout, and
it matches wherever it starts, so removing strings is one linear pass (no retry per quote)."""
_NOT_BRACKET = re.compile(r"[^\[\]{}]++")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def nesting(text: str) -> int:
    """How deep lists and objects nest in a JSON text, counted without decoding it.

    Brackets inside strings do not count; the rest are summed as +1/-1 and the
    deepest point is the answer. Linear, and every step runs in C (regular
    expressions without backtracking, ``accumulate``): about as fast as the
    decoding it guards, and never recursive. A malformed text gets a number
    too; ``json.loads`` then refuses it.
    """
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def json_value(value: Any, name: str, limit: int) -> Any:
    """The value of a JSON text of at most ``limit`` characters nested at most ``MAX_DEPTH``
    deep; BadInput (``too_long``, ``too_deep``, ``not_json``) otherwise, before any decoding."""
    text = bounded_text(name, value, limit)
    if nesting(text) > MAX_DEPTH:
        raise BadInput("too_deep", f"{name} is nested more than {MAX_DEPTH} levels deep",
                       name=name, limit=MAX_DEPTH)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise BadInput("not_json", f"{name} is not JSON", name=name) from None
    return kept_values(data) if might_hold_escaped_non_text(text) else data


# ----- positions -------------------------------------------------------------------------------------
POSITION_PARTS = ("board", "to-move", "ply", "exits", "result", "options", "shadows", "players",
                  "tiles", "start", "turn", "final", "field", "chips", "hands", "discard", "deck",
                  "row")
"""The parts of the games' position texts (docs/notation.md) a refusal may name first."""


def position_part(message: str) -> str:
    """The part of a position text that a parser's message names first ('' when none;
    ``fields`` when the text has too many or too few parts): a page words the refusal in
    its language around it (``engine.bad_position``)."""
    words = message.replace(":", " ").split()
    for word in words[:3]:
        if word in POSITION_PARTS:
            return word
    if "fields" in words[:6]:
        return "fields"  # the text has too many or too few parts
    return ""


def position(game: Any, value: Any, name: str = "position", deal_seed: int | None = None) -> Any:
    """``game.parse_position`` of a bounded text; any ``ValueError`` a game's parser lets
    through (a number of thousands of digits) becomes its ``BadPosition``, briefly.
    ``deal_seed``: deal what the text leaves to the deal from it
    (``Game.parse_position_dealing``).

    A refusal's ``fields`` hold ``part``, the part of the text it names (``position_part``)."""
    from .errors import BadPosition

    value = bounded_text(name, value, MAX_POSITION_CHARS)
    try:
        if deal_seed is not None:
            return game.parse_position_dealing(value, deal_seed)
        return game.parse_position(value)
    except BadInput:
        raise
    except GameError as err:
        message = str(err)
        if len(message) > MAX_MESSAGE_QUOTE:
            # Some parsers quote a whole bad field: keep the start, which says which field.
            message = excerpt(message, MAX_MESSAGE_QUOTE)[1:]
        refused = type(err)(message)
        refused.code = err.code  # the kind of impossible position, when the parser named one
        refused.fields = {**err.fields, "part": position_part(message)}
        raise refused from None
    except ValueError as err:
        message = f"{name}: {excerpt(str(err), 80)}"
        refused = BadPosition(message)
        refused.fields = {"part": position_part(str(err))}
        raise refused from None
