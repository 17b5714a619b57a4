"""The questions the page asks about the game on screen, each bound to what it asked about.

"Play a new move here?", "Agree to a draw?", "Copy a link that shows every hand?", a move
waiting for *Play it*, and the dialogs that show this game (New game, the record, Save a
picture, Embed) are all asked about one game (a ``Session``); a move to play and a draw to
agree, about one position of it. The browser's Back and Forward, a link, a new game or a
saved one can put another game on screen while such a question waits, and its answer must
never act on that other game (the move of one game played into another is refused as
illegal at best; a draw agreed in a game nobody offered it in is saved). So a question
keeps the session, and the position, it was asked about (``Asked``); its answer counts
only while they are on screen; and the page withdraws every question that no longer holds
each time it draws another position or leaves the game (``Questions.follow``): its dialog
closes with no answer.

Made without the browser, so that it is tested in CPython: a question closes its dialog
through the callback it is given.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from games.base import State
from games.session import Session

T = TypeVar("T")


@dataclass(frozen=True)
class Asked(Generic[T]):
    """A question's ``subject`` (the move to play, the link to copy …), and what it was asked
    about: a ``session``, and the ``position`` on screen then (None: any position of that
    game, for a dialog about the whole game that a move under it leaves true)."""

    session: Session
    position: State | None
    subject: T

    def holds(self, session: Session | None) -> bool:
        """The game asked about is on screen, at the position asked about. By identity: a
        game opened again from the same link is another session, and a session's states are
        values kept for as long as their ply is in its record."""
        return session is self.session and (self.position is None or session.current is self.position)


class Question(Generic[T]):
    """One question of the page (one dialog, or the Confirm bar): at most one asked at a
    time, answered once."""

    def __init__(self, close: Callable[[], None]) -> None:
        self._close = close
        """Takes the question off the screen (its dialog closed with no answer)."""
        self.asked: Asked[T] | None = None

    def ask(self, session: Session, subject: T, whole_game: bool = False) -> Asked[T]:
        """Ask about the position on screen of ``session`` (``whole_game``: about any of it)."""
        self.asked = Asked(session, None if whole_game else session.current, subject)
        return self.asked

    def answer(self, session: Session | None) -> Asked[T] | None:
        """The question as asked, taken (a second answer finds none), if it still holds for
        the game on screen, ``session``; else None: an answer about another game or position
        is dropped."""
        asked, self.asked = self.asked, None
        return asked if asked is not None and asked.holds(session) else None

    def withdraw(self) -> None:
        """Nothing is asked any more: the question leaves the screen unanswered."""
        self.asked = None
        self._close()

    def follow(self, session: Session | None) -> None:
        """``session`` is on screen now (None: no game): withdraw the question if it was asked
        about another game or position."""
        if self.asked is not None and not self.asked.holds(session):
            self.withdraw()


class Questions:
    """Every question the page's parts may ask (each makes its own with ``question``)."""

    def __init__(self) -> None:
        self._all: list[Question[Any]] = []

    def question(self, close: Callable[[], None]) -> Question[Any]:
        made: Question[Any] = Question(close)
        self._all.append(made)
        return made

    def follow(self, session: Session | None) -> None:
        """The page drew ``session``'s position, or left the game (None): every question
        asked about something no longer on screen is withdrawn."""
        for question in self._all:
            question.follow(session)
