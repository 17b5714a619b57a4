"""Which moves an interactive embed's Undo may take back: the reader's, never the author's.

An embedded board that readers may play on (``embed=1`` without ``interactive=0``) opens on
the author's line. A reader who plays from a position of that line drops the author's later
moves from the session (a move played over undone ones does), so Undo must both know where
the reader's moves begin and give the author's whole line back once the last of them is
taken back. DOM-free, tested in CPython (``tests/web/test_reader_moves.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from games.session import Session


@dataclass(frozen=True)
class ReaderMoves:
    """Where the reader's moves on the line begin."""

    branch: int | None = None
    """The ply the reader's first move was played from (the author's line up to it is
    kept); None: the reader has played nothing since the line was brought."""

    def played(self, before: int) -> "ReaderMoves":
        """After the reader played a move from the position after ``before`` plies: a move
        from before the first of theirs begins their moves there."""
        if self.branch is None or before < self.branch:
            return ReaderMoves(before)
        return self

    def count(self, cursor: int) -> int:
        """How many of the reader's moves lead to the position after ``cursor`` plies."""
        return 0 if self.branch is None else max(0, cursor - self.branch)

    def undo_target(self, cursor: int, target: int | None) -> int | None:
        """The ply Undo goes back to from ``cursor``: ``target`` (as far as the computer's
        seats say, None: one ply), never before the reader's first move; None when no move of
        the reader's leads to the position shown."""
        if self.branch is None or self.count(cursor) == 0:
            return None
        return max(self.branch, cursor - 1 if target is None else target)

    def back_to_line(self, ply: int) -> bool:
        """Whether Undo to ``ply`` takes back the last of the reader's moves (the author's
        line is then shown again, whole)."""
        return self.branch is not None and ply <= self.branch


def kept_line(session: Session) -> Session:
    """A copy of ``session`` that later moves on it leave as it is (its moves, positions and
    comments in lists and dicts of its own; the positions are immutable values)."""
    return replace(session, moves=list(session.moves), states=list(session.states),
                   notes=dict(session.notes), record_extra=dict(session.record_extra))


def line_at(kept: Session, ply: int) -> Session:
    """The author's line (``kept``, left as it is) shown at ``ply``."""
    line = kept_line(kept)
    line.goto(ply)
    return line
