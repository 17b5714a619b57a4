"""Which positions a printable line (``print=1``) shows, and the words under each.

Pure Python, no browser: ``web.print_sheet`` draws what this lists. Every position of the
main line is listed, from its first (before any move) to the last, so a reader of the
printed page can follow the line without a board; each is named by its move counted from
the line's first position (as the move list and a saved picture's file name count them,
whatever the game's ply there) and carries the author's comment on that position.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.session import Session

from .i18n import t


@dataclass(frozen=True)
class SheetPosition:
    """One picture of the printed line."""

    ply: int
    """The position's place in the line: 0 is its first, ``k`` is after its ``k``-th move."""
    title: str
    """"Start" or "After move k", in the page's language."""
    comment: str
    """The author's comment on that position ("" for none)."""


def position_title(ply: int) -> str:
    """The words naming the line's position ``ply`` (``print.start``, ``print.after``)."""
    return t("print.after", n=ply) if ply else t("print.start")


def sheet_positions(session: Session) -> list[SheetPosition]:
    """Every position of ``session``'s line, first to last (``len(tokens) + 1`` of them),
    wherever the line is shown now, each with its title and comment."""
    positions = []
    for ply in range(len(session.tokens) + 1):
        note = session.notes.get(ply)
        positions.append(SheetPosition(ply, position_title(ply),
                                       note.comment if note is not None else ""))
    return positions
