"""The last move in words (``web/last_move.py``): which plies it words for the ply shown,
in which language, and that it is written once per position shown (a live region)."""

from __future__ import annotations

import random
import re
from typing import Any, Iterator

import pytest

from games.registry import get_game
from games.session import Session
from tests import fake_dom

fake_dom.install()

from web import i18n  # noqa: E402  (after the fake DOM)
from web.last_move import LastMoveLine, last_move_plies, last_move_text  # noqa: E402
from web.move_words import move_words  # noqa: E402

SAIJU = ["M@d2", "S@a1", "F@g7", "pS-c3", "yM-e5", "wF-b2", "end"]
"""Snow puts one Shadow, Moon two; Snow places twice; Moon places once and ends the turn."""


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_lang("en")


def played(game: str, tokens: list[str] | None = None, plies: int = 0, seed: int = 3) -> Session:
    """A session of ``tokens``, or of ``plies`` seeded random moves."""
    g = get_game(game)
    session = Session(g.new(g.options()))
    if tokens is not None:
        for token in tokens:
            session.play(token)
        return session
    rng = random.Random(seed)
    for _ in range(plies):
        session.play_move(rng.choice(session.current.legal_moves()))
    return session


def seat_name(session: Session) -> Any:
    game = session.start.game.name
    return lambda seat: i18n.t(f"{game}.seat.{seat}")


def words_of(session: Session) -> Any:
    """The ``i``-th move in words, as the status panel gives them."""
    return lambda i: move_words(session.states[i], session.moves[i], seat_name(session))


class Line:
    """An element that counts what is written into it (a screen reader says each write)."""

    def __init__(self) -> None:
        self.writes: list[str] = []

    @property
    def textContent(self) -> str:  # noqa: N802 - the DOM's name
        return self.writes[-1] if self.writes else ""

    @textContent.setter
    def textContent(self, value: str) -> None:  # noqa: N802
        self.writes.append(value)


# ----- which words for which ply ------------------------------------------------------------------
def test_it_says_nothing_at_the_start_and_the_move_that_led_to_each_position_shown() -> None:
    session = played("siam", plies=4)
    words = words_of(session)
    assert last_move_text(session, words) == f"Last move: {words(3)}"
    assert words(3).startswith(("Elephant", "Rhino"))
    session.goto(2)  # stepped back through the list, or Undo
    assert last_move_text(session, words) == f"Last move: {words(1)}"
    session.goto(0)
    assert last_move_plies(session) == range(0) and last_move_text(session, words) == ""
    session.goto(3)  # Redo
    assert last_move_plies(session) == range(3, 4)


def test_a_turn_of_several_actions_is_said_whole_not_its_last_action_alone() -> None:
    session = played("saiju", SAIJU)
    assert last_move_plies(session) == range(6, 8)  # Moon's placement and its End turn
    text = last_move_text(session, words_of(session))
    assert text == ("Last move: Moon ☾: white Flower on g7, the Shadow to b2; Moon ☾ ends the turn")
    session.goto(5)
    assert last_move_plies(session) == range(4, 6)  # Snow's two placements
    session.goto(4)
    assert last_move_plies(session) == range(4, 5)  # Snow's first placement, the turn not over
    session.goto(3)
    assert last_move_plies(session) == range(2, 4)  # Moon's two Shadows
    session.goto(1)
    assert last_move_plies(session) == range(1, 2)


def test_japanese_page_says_it_all_in_japanese() -> None:
    i18n.set_lang("ja")
    for game, session in (("siam", played("siam", plies=3)), ("saiju", played("saiju", SAIJU)),
                          ("ni-ju", played("ni-ju", plies=3))):
        text = last_move_text(session, words_of(session))
        assert text.startswith("直前の手："), text
        # Only the board's own names stay in Latin letters (squares, hexes): no English word.
        latin = re.findall(r"[A-Za-z]{2,}", re.sub(r"\b[A-Ea-g][1-7]\b", "", text))
        assert not latin, (game, text)


# ----- written once per position ----------------------------------------------------------------
def test_the_line_is_written_once_per_position_shown_not_on_every_redraw() -> None:
    session, view, element = played("siam", plies=2), object(), Line()
    line = LastMoveLine(element)
    words = words_of(session)
    line.show(session, view, words)
    line.show(session, view, words)  # a redraw of the same position: a tap, a hint, thinking
    assert element.writes == [f"Last move: {words(1)}"]
    session.play_move(session.current.legal_moves()[0])  # the computer's move
    line.show(session, view, words)
    line.show(session, view, words)
    assert element.writes[1:] == [f"Last move: {words(2)}"]
    session.goto(0)
    line.show(session, view, words)
    assert element.writes[-1] == "" and len(element.writes) == 3
    session.goto(3)
    i18n.set_lang("ja")  # the language switch words it again, once
    line.show(session, view, words)
    line.show(session, view, words)
    assert len(element.writes) == 4 and element.writes[-1].startswith("直前の手：")
    line.clear()  # no game on screen
    assert element.writes[-1] == "" and line.shown is None
