"""Comments and marks on the positions of a line (docs/records.md#comments-and-marks).

An author explaining a rule or a tactic says, at a position, why the move matters and
points at the board: ``Annotation(comment, arrows, squares)``, one per ply (0 before the
first move, N after move N). In a record they are PGN's brace comments with lichess's
marks inside::

    +B1S {The Elephant comes in facing south [%cal GB1B3] [%csl RB3]} +E1W

The marks name squares as each game's notation does (``B3``, ``c4``, ``1,0``), read
by the game itself (``Game.parse_square``), so a new game brings its own names and
nothing here changes. A name made of anything but letters then digits is put in
parentheses: Ni-Ju's ``[%cal G(0,0)(1,0)]``.

Everything read here comes from outside (a pasted record, a link), so every part has a
bound from ``games.untrusted`` and every refusal is a ``BadAnnotation`` whose ``code``
says which rule (``CODES``); reading is one linear pass. The values are immutable and
hold only canonical square names, so two equal annotations write the same text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping

from . import untrusted
from .base import Game
from .errors import BadAnnotation, BadSquare

COLOURS: dict[str, str] = {"G": "green", "R": "red", "B": "blue", "Y": "yellow"}
"""Mark colours by letter, as lichess names them."""

CODES: dict[str, str] = {
    "unclosed_comment": "a { without its }",
    "nested_brace": "a { inside a comment (write \\{)",
    "stray_brace": "a } outside any comment",
    "bad_escape": "a \\ before anything but \\ { } [",
    "bad_character": "a control character other than a line break or a tab",
    "comment_too_long": f"a comment of more than {untrusted.MAX_COMMENT_CHARS:,} characters",
    "repeated_comment": "two comments on one position",
    "unclosed_mark": "a [% without its ]",
    "unknown_mark": "a mark other than [%cal …] (arrows) and [%csl …] (squares)",
    "bad_mark": "a mark that is not a colour and its squares",
    "bad_colour": "a colour other than G, R, B and Y",
    "same_square": "an arrow from a square to itself",
    "repeated_mark": "two arrows between the same squares, or a square marked twice",
    "too_many_marks": f"more than {untrusted.MAX_MARKS} marks on one position",
    "not_square": "a square not written as the game's notation writes squares",
    "off_board": "a square the board does not have",
    "bad_ply": "a position that is not a move number (links)",
    "ply_beyond_moves": "a position after the last move (links)",
    "empty_note": "a position with neither marks nor a comment (links)",
    "repeated_note": "a position given twice (links)",
}
"""Every ``BadAnnotation.code`` and what it refuses (docs/records.md lists the same)."""


@dataclass(frozen=True)
class Arrow:
    """An arrow of ``colour`` (a ``COLOURS`` letter) from square ``start`` to ``end`` (names)."""

    colour: str
    start: str
    end: str


@dataclass(frozen=True)
class Mark:
    """A square marked in ``colour``."""

    colour: str
    square: str


@dataclass(frozen=True)
class Annotation:
    """What an author says at one position: plain text (no markup, never interpreted) and
    marks. ``comment`` has no white space at either end."""

    comment: str = ""
    arrows: tuple[Arrow, ...] = ()
    squares: tuple[Mark, ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.comment or self.arrows or self.squares)

    @property
    def marks(self) -> tuple[Arrow | Mark, ...]:
        """The marked squares, then the arrows: the order they are drawn in (an arrow over a ring)."""
        return (*self.squares, *self.arrows)


Notes = Mapping[int, Annotation]
"""The annotations of a line by ply: 0 before the first move, N after move N."""


def place(ply: int) -> str:
    """Where an annotation stands, in words for a message."""
    return "before the first move" if ply == 0 else f"after move {ply}"


def _prefix(ply: int | None) -> str:
    return "comment: " if ply is None else f"comment {place(ply)}: "


def refusal(code: str, ply: int | None, detail: str, **fields: object) -> BadAnnotation:
    """The error for rule ``code`` at ``ply`` (None: not known)."""
    return BadAnnotation(code, _prefix(ply) + detail, ply=ply, **fields)


# ----- the parts, checked one at a time (the readers and the writers share them) ----------
def comment_text(text: str, ply: int | None) -> str:
    """``text`` as a comment: without the white space at its ends, no control character but
    line breaks and tabs, at most ``MAX_COMMENT_CHARS`` long, each code point that is no
    character (half an emoji) replaced (``untrusted.kept_text``)."""
    text = untrusted.kept_text(text)
    bad = untrusted.LINE_CONTROL.search(text)  # a comment is lines of text, tabs allowed
    if bad is not None:
        raise _bad_character(bad.group(), ply)
    text = text.strip()
    if len(text) > untrusted.MAX_COMMENT_CHARS:
        raise refusal("comment_too_long", ply, f"longer than {untrusted.MAX_COMMENT_CHARS:,} "
                      f"characters ({len(text):,})", limit=untrusted.MAX_COMMENT_CHARS,
                      length=len(text))
    return text


def _bad_character(char: str, ply: int | None) -> BadAnnotation:
    shown = untrusted.excerpt(char)
    return refusal("bad_character", ply, f"holds the control character {shown}", character=shown)


def colour(letter: str, ply: int | None) -> str:
    if letter not in COLOURS:
        raise refusal("bad_colour", ply, f"{untrusted.excerpt(letter)} is not a colour "
                      f"({', '.join(COLOURS)})", colour=untrusted.excerpt(letter))
    return letter


def square(game: Game, text: str, ply: int | None) -> str:
    """``text`` if it names a square of ``game`` as its notation writes it."""
    shown = untrusted.excerpt(text)
    if len(text) > untrusted.MAX_SQUARE_CHARS:
        raise BadSquare("not_square", f"{_prefix(ply)}{shown} is too long for a square",
                        ply=ply, square=shown)
    try:
        name = game.square_text(game.parse_square(text))
    except BadSquare as err:
        raise BadSquare(err.code, f"{_prefix(ply)}{err}", **{**err.fields, "ply": ply}) from None
    if name != text:
        raise refusal("not_square", ply, f"write the square {shown} as {name}",
                      square=shown, game=game.name)
    return text


class MarkList:
    """The marks of one position as they are read: counted and checked for repeats."""

    def __init__(self, ply: int | None) -> None:
        self.ply = ply
        self.arrows: list[Arrow] = []
        self.squares: list[Mark] = []
        self._seen: set[tuple[str, ...]] = set()

    def add(self, game: Game, letter: str, names: list[str]) -> None:
        """A mark of colour ``letter`` on ``names`` (one square, or an arrow's two)."""
        letter = colour(letter, self.ply)
        names = [square(game, name, self.ply) for name in names]
        if len(names) == 2 and names[0] == names[1]:
            raise refusal("same_square", self.ply, f"an arrow from {names[0]} to itself "
                          "(mark the square instead)", square=names[0])
        if tuple(names) in self._seen:
            raise refusal("repeated_mark", self.ply, f"{'-'.join(names)} is marked twice",
                          square="-".join(names))
        if len(self._seen) == untrusted.MAX_MARKS:
            raise refusal("too_many_marks", self.ply, f"more than {untrusted.MAX_MARKS} marks",
                          limit=untrusted.MAX_MARKS)
        self._seen.add(tuple(names))
        if len(names) == 2:
            self.arrows.append(Arrow(letter, names[0], names[1]))
        else:
            self.squares.append(Mark(letter, names[0]))

    def annotation(self, comment: str) -> Annotation:
        return Annotation(comment, tuple(self.arrows), tuple(self.squares))


def checked(game: Game, annotation: Annotation, ply: int) -> Annotation:
    """``annotation`` if every part of it could be read back (the writers call it)."""
    marks = MarkList(ply)
    for arrow in annotation.arrows:
        marks.add(game, arrow.colour, [arrow.start, arrow.end])
    for mark in annotation.squares:
        marks.add(game, mark.colour, [mark.square])
    text = comment_text(annotation.comment, ply)
    if text != annotation.comment:
        raise refusal("bad_character", ply, "white space at either end is not part of a comment",
                      character="' '")
    return annotation


def checked_notes(game: Game, notes: Notes, plies: int) -> dict[int, Annotation]:
    """The non-empty annotations of a line of ``plies`` moves, each checked."""
    out: dict[int, Annotation] = {}
    for ply in sorted(notes):
        if not 0 <= ply <= plies:
            raise BadAnnotation("ply_beyond_moves", f"a comment at position {ply} of a line "
                                f"of {plies} moves", ply=ply, plies=plies)
        if not notes[ply].empty:
            out[ply] = checked(game, notes[ply], ply)
    return out


def make_annotation(game: Game, comment: str = "", arrows: tuple[Arrow, ...] = (),
               squares: tuple[Mark, ...] = (), ply: int = 0) -> Annotation:
    """An annotation made in a program or the page: the comment without the white space at
    its ends, every part checked."""
    return checked(game, Annotation(comment.strip(), tuple(arrows), tuple(squares)), ply)


# ----- in a record: {text [%cal GB1B3] [%csl RB3]} ----------------------------------------
ESCAPED = "\\{}["
_PLAIN = re.compile(r"[^\\{}\[\r\x00-\x08\x0b-\x1f\x7f-\x9f]+")
"""A run of comment text with nothing to look at (one step of the linear scan)."""
_MARK = re.compile(r"\[%([A-Za-z]*)([^\[\]{}\\\n\r]*)\]")
"""A mark command: ``[%cal …]``. Its body cannot hold ``[``, so a failed match stops at the
next ``[`` and a comment full of ``[%`` is still read in linear time."""
_BARE = re.compile(r"[A-Za-z]+[0-9]+")
"""A square name written without parentheses: letters, then digits (``B3``, ``c4``)."""
_MARK_NAMES = {"cal": 2, "csl": 1}
"""Mark commands and how many squares each entry names (an arrow two, a square one)."""


def square_token(name: str) -> str:
    """A square name as a mark writes it: bare (``B3``), or in parentheses (``(1,0)``)."""
    return name if _BARE.fullmatch(name) else f"({name})"


def _entry(game: Game, entry: str, count: int, marks: MarkList) -> None:
    """One ``GB1B3`` (arrow) or ``RB3`` (square) of a mark command."""
    if not entry:
        raise refusal("bad_mark", marks.ply, "an empty mark (write a colour and squares: GB1B3)")
    names: list[str] = []
    j = 1
    for _ in range(count):
        if entry.startswith("(", j):
            close = entry.find(")", j)
            if close == -1:
                break
            names.append(entry[j + 1:close])
            j = close + 1
        elif (bare := _BARE.match(entry, j)) is not None:
            names.append(bare.group())
            j = bare.end()
        else:
            break
    if len(names) != count or j != len(entry):
        colour(entry[0], marks.ply)
        what = "a colour and two squares (GB1B3)" if count == 2 else "a colour and a square (RB3)"
        raise refusal("bad_mark", marks.ply, f"{untrusted.excerpt(entry)} is not {what}",
                      mark=untrusted.excerpt(entry))
    marks.add(game, entry[0], names)


def _mark(game: Game, text: str, i: int, marks: MarkList) -> int:
    """Read the mark command at ``text[i]`` (``[%``); the index after its ``]``."""
    found = _MARK.match(text, i)
    if found is None:
        raise refusal("unclosed_mark", marks.ply, f"{untrusted.excerpt(text[i:i + 20])} has "
                      "no ] before the comment or the line ends")
    name, body = found.groups()
    if name not in _MARK_NAMES:
        raise refusal("unknown_mark", marks.ply, f"[%{untrusted.excerpt(name)[1:-1]} is not a "
                      "mark ([%cal …] draws arrows, [%csl …] marks squares)",
                      mark=untrusted.excerpt(name))
    if not body[:1].isspace() or not body.strip():
        raise refusal("bad_mark", marks.ply, f"[%{name}] names no squares (write [%{name} "
                      f"{'GB1B3' if name == 'cal' else 'RB3'}])", mark=name)
    for entry in _entries(body):
        _entry(game, entry.strip(), _MARK_NAMES[name], marks)
    return found.end()


def _entries(body: str) -> list[str]:
    """A mark command's entries: split at the commas outside parentheses (``(1,0)``)."""
    entries: list[str] = []
    start = depth = 0
    for k, char in enumerate(body):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "," and depth <= 0:
            entries.append(body[start:k])
            start = k + 1
    entries.append(body[start:])
    return entries


def read_comment(game: Game, text: str, start: int, ply: int) -> tuple[Annotation, int]:
    """The comment that opens at ``text[start]`` (``{``), and the index after its ``}``.

    ``\\`` escapes ``\\ { } [``; a line break of any kind is kept as ``\\n``; each mark and
    the white space just before it are taken out of the text, whose ends are then trimmed.
    """
    marks = MarkList(ply)
    out: list[str] = []
    i, n = start + 1, len(text)
    while True:
        plain = _PLAIN.match(text, i)
        if plain is not None:
            out.append(plain.group())
            i = plain.end()
        if i >= n:
            raise refusal("unclosed_comment", ply, "a { has no } after it")
        char = text[i]
        if char == "}":
            break
        if char == "{":
            raise refusal("nested_brace", ply, "a { inside a comment (write \\{ for the "
                          "character)")
        if char == "\\":
            escaped = text[i + 1:i + 2]
            if not escaped or escaped not in ESCAPED:
                raise refusal("bad_escape", ply, f"\\{untrusted.excerpt(escaped)[1:-1]} is "
                              "not an escape (\\\\, \\{, \\} and \\[ are)",
                              escape=untrusted.excerpt(escaped))
            out.append(escaped)
            i += 2
        elif char == "[":
            if not text.startswith("[%", i):
                out.append("[")
                i += 1
                continue
            while out and out[-1][-1:].isspace():
                trimmed = out[-1].rstrip()
                if trimmed:
                    out[-1] = trimmed
                    break
                out.pop()
            i = _mark(game, text, i, marks)
        elif char == "\r":
            out.append("\n")
            i += 2 if text.startswith("\r\n", i) else 1
        else:
            raise _bad_character(char, ply)
    return marks.annotation(comment_text("".join(out), ply)), i + 1


def _escaped(text: str) -> str:
    return (text.replace("\\", "\\\\").replace("{", "\\{").replace("}", "\\}")
            .replace("[%", "\\[%"))


def comment_record_text(annotation: Annotation) -> str:
    """``{text [%cal …] [%csl …]}``: what ``read_comment`` reads back as ``annotation``."""
    parts = [_escaped(annotation.comment)] if annotation.comment else []
    if annotation.arrows:
        parts.append("[%cal " + ",".join(a.colour + square_token(a.start) + square_token(a.end)
                                          for a in annotation.arrows) + "]")
    if annotation.squares:
        parts.append("[%csl " + ",".join(m.colour + square_token(m.square)
                                          for m in annotation.squares) + "]")
    return "{" + " ".join(parts) + "}"
