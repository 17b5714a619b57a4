"""An author annotating a line in the page, with no DOM: the comment and marks of the shown ply.

The page's Annotate panel (``web.annotate_ui``) hands this model what the author does and
draws what it says; every change goes into the session (``Session.annotate``), so the
link, the record, the saved game and the Embed dialog's code all carry it, and Undo or a
replay step shows each ply's own annotation. What an author can do is what lichess and
PGN editors taught them:

- write a comment on the shown ply (plain text; the white space at its ends is not kept);
- draw an arrow from one square to another in the chosen colour; the same arrow again
  takes it off, the same arrow in another colour changes its colour;
- mark a square (an "arrow" that ends where it starts is a marked square), with the same
  toggles;
- clear the ply's marks (its comment stays).

Every limit of ``games.untrusted`` holds: a comment too long or holding control
characters, too many marks on a ply, or a line whose link would no longer open, is
refused; nothing of the line changes and ``refusal`` says why (the page words it).

Drawing an arrow is a gesture (``Gesture``): the right mouse button pressed on one square
and let go on another, a long press on a touch screen and then a drag, or, in the "marks"
mode, any press and drag; a tap in that mode marks a square.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TypeVar

from games import untrusted
from games.errors import BadAnnotation, BadSquare
from games.notes import COLOURS, Annotation, Arrow, Mark, checked, comment_text, square
from games.session import Session

DEFAULT_COLOUR = "G"


@dataclass(frozen=True)
class LinkTooLong:
    """A change refused because the line's link would pass ``MAX_LINE_LINK_CHARS`` (so that it
    still reopens from the page's address, its Embed code and its save)."""

    length: int
    limit: int = untrusted.MAX_LINE_LINK_CHARS


Refusal = BadAnnotation | LinkTooLong
M = TypeVar("M", Arrow, Mark)


def toggled(items: tuple[M, ...], new: M, same: Callable[[M], bool]) -> tuple[M, ...]:
    """``items`` with ``new`` added; one in its place (``same``) is taken off when it has the
    same colour, recoloured otherwise."""
    for k, item in enumerate(items):
        if same(item):
            if item.colour == new.colour:
                return items[:k] + items[k + 1:]
            return items[:k] + (new,) + items[k + 1:]
    return items + (new,)


class Annotator:
    """The author's tools on one session: the colour, the marks mode, the last refusal."""

    def __init__(self, session: Session, link_length: Callable[[Session], int] | None = None) -> None:
        self.session = session
        self.link_length = link_length
        """The length of the line's link as the page writes it (None: not checked)."""
        self.colour = DEFAULT_COLOUR
        self.marking = False
        """The marks mode: a tap on a square marks it (and plays nothing)."""
        self.refusal: Refusal | None = None
        """Why the last change was refused (None: it was made)."""

    # ----- what the panel shows -------------------------------------------------------------
    @property
    def ply(self) -> int:
        return self.session.cursor

    @property
    def note(self) -> Annotation:
        return self.session.notes.get(self.ply, Annotation())

    def box_text(self, ply_shown: int | None, box: str) -> str | None:
        """What the comment box should now hold, or None to leave it as the author typed it:
        the box showing ``box`` for ``ply_shown`` is rewritten only for another ply or when
        the comment is no longer what the box says (Undo of a move, a link opened)."""
        if ply_shown == self.ply and self._same_comment(box):
            return None
        return self.note.comment

    def _same_comment(self, box: str) -> bool:
        try:
            return comment_text(box, self.ply) == self.note.comment
        except BadAnnotation:
            return self.refusal is not None  # the refused text stays for the author to mend

    # ----- the tools ----------------------------------------------------------------------------
    def choose_colour(self, letter: str) -> None:
        if letter in COLOURS:
            self.colour = letter

    def toggle_marking(self) -> None:
        self.marking = not self.marking

    def comment(self, text: str) -> bool:
        """The box now says ``text``: True when the ply's comment changed."""
        try:
            text = comment_text(text, self.ply)
        except BadAnnotation as err:
            self.refusal = err
            return False
        return self._put(replace(self.note, comment=text))

    def arrow(self, start: str, end: str) -> bool:
        """An arrow from the square named ``start`` to ``end`` (a marked square when they are
        one): True when the ply's marks changed."""
        if start == end:
            return self.mark(start)
        try:
            names = [square(self.session.start.game, name, self.ply) for name in (start, end)]
        except BadSquare as err:
            self.refusal = err
            return False
        new = Arrow(self.colour, names[0], names[1])
        arrows = toggled(self.note.arrows, new, lambda a: (a.start, a.end) == (new.start, new.end))
        return self._put(replace(self.note, arrows=arrows))

    def mark(self, name: str) -> bool:
        """Mark the square named ``name`` (or take the mark off): True when the marks changed."""
        try:
            name = square(self.session.start.game, name, self.ply)
        except BadSquare as err:
            self.refusal = err
            return False
        new = Mark(self.colour, name)
        squares = toggled(self.note.squares, new, lambda m: m.square == name)
        return self._put(replace(self.note, squares=squares))

    def clear_marks(self) -> bool:
        """Take every mark off the shown ply (its comment stays)."""
        if not self.note.marks:
            return False
        return self._put(Annotation(self.note.comment))

    def _put(self, note: Annotation) -> bool:
        """Put ``note`` on the shown ply if every limit holds; else keep the line as it was."""
        session, ply = self.session, self.ply
        before = session.notes.get(ply)
        if note == (before or Annotation()):
            self.refusal = None
            return False
        try:
            session.annotate(checked(session.start.game, note, ply) if not note.empty else note)
        except BadAnnotation as err:
            self.refusal = err
            return False
        length = self.link_length(session) if self.link_length is not None else 0
        if length > untrusted.MAX_LINE_LINK_CHARS:
            session.annotate(before or Annotation())
            self.refusal = LinkTooLong(length)
            return False
        self.refusal = None
        return True


@dataclass
class Gesture:
    """One press on the board while annotating, from ``start`` (a square name): what letting
    go means. ``kind``: ``right`` (the right mouse button), ``press`` (any press in the marks
    mode) or ``hold`` (a touch that becomes an arrow once held: ``armed``)."""

    start: str
    kind: str
    armed: bool = False

    @classmethod
    def begin(cls, start: str | None, button: int, pointer: str, marking: bool) -> Gesture | None:
        """The gesture a press starts, or None when it is a tap for the game (or not on a square)."""
        if start is None:
            return None
        if button == 2 and pointer == "mouse":
            return cls(start, "right", armed=True)
        if button != 0:
            return None
        if marking:
            return cls(start, "press", armed=True)
        if pointer in ("touch", "pen"):
            return cls(start, "hold")
        return None

    def release(self, end: str | None) -> tuple[tuple[str, str] | None, bool]:
        """Let go over ``end`` (None: not a square): the arrow to draw (from and to one square:
        the mark), or None; and whether the click that follows is this gesture's own, never
        a tap for the game.

        A press in the marks mode that ends where it started is a tap: its click marks the
        square (a keyboard's Enter makes the same click), so letting go draws nothing then."""
        if not self.armed:
            return None, False
        if end is None or (self.kind == "press" and end == self.start):
            return None, self.kind == "hold"
        return (self.start, end), self.kind != "right"
