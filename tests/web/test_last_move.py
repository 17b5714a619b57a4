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
from web.last_move import LastMoveLine, last_move_plies, last_move_text, without_mover  # noqa: E402
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


class Line(fake_dom.Element):
    """An element that records each change to its children, as a live region's observer
    would see it (a screen reader says what each change adds)."""

    def __init__(self) -> None:
        super().__init__("p")
        self.ownerDocument = fake_dom.Document()
        self.changes: list[tuple[str, str]] = []
        """("add", text) per span added, ("all", text) per rewrite."""
        self.rewriting = False

    def appendChild(self, child: fake_dom.Element) -> fake_dom.Element:  # noqa: N802 - the DOM's name
        if not self.rewriting:
            self.changes.append(("add", child.textContent))
        return super().appendChild(child)

    def replaceChildren(self, *nodes: fake_dom.Element) -> None:  # noqa: N802
        self.changes.append(("all", "".join(n.textContent for n in nodes)))
        self.rewriting = True
        super().replaceChildren(*nodes)
        self.rewriting = False

    @property
    def texts(self) -> list[str]:
        """The line's text after each change."""
        texts, text = [], ""
        for how, value in self.changes:
            text = text + value if how == "add" else value
            texts.append(text)
        return texts


class View:
    def __init__(self, session: Session) -> None:
        self.seat_name = seat_name(session)


# ----- which words for which ply ------------------------------------------------------------------
def test_it_says_nothing_at_the_start_and_the_move_that_led_to_each_position_shown() -> None:
    session = played("siam", plies=4)
    words = words_of(session)
    assert last_move_text(session, words, seat_name(session)) == f"Last move: {words(3)}"
    assert words(3).startswith(("Elephant", "Rhino"))
    session.goto(2)  # stepped back through the list, or Undo
    assert last_move_text(session, words, seat_name(session)) == f"Last move: {words(1)}"
    session.goto(0)
    assert last_move_plies(session) == range(0) and last_move_text(session, words, seat_name(session)) == ""
    session.goto(3)  # Redo
    assert last_move_plies(session) == range(3, 4)


def test_a_turn_of_several_actions_is_said_whole_not_its_last_action_alone() -> None:
    session = played("saiju", SAIJU)
    assert last_move_plies(session) == range(6, 8)  # Moon's placement and its End turn
    text = last_move_text(session, words_of(session), seat_name(session))
    assert text == ("Last move: Moon ☾: white Flower on g7, the Shadow to b2; ends the turn")  # named once
    session.goto(5)
    assert last_move_plies(session) == range(4, 6)  # Snow's two placements
    session.goto(4)
    assert last_move_plies(session) == range(4, 5)  # Snow's first placement, the turn not over
    session.goto(3)
    assert last_move_plies(session) == range(2, 4)  # Moon's two Shadows
    session.goto(1)
    assert last_move_plies(session) == range(1, 2)


def test_mid_turn_the_other_sides_last_turn_stays_before_this_turns_actions() -> None:
    """A player in the middle of a turn of several actions still reads what the other side
    did on its turn, first; its own actions so far follow."""
    session = played("symbol-pallet", plies=14, seed=5)
    session.goto(6)  # Red's chip and two actions: the turn goes on
    assert last_move_text(session, words_of(session), seat_name(session)) == (
        "Last move: Blue puts chip b on orange triad (Ot1) — this turn: Red puts chip b on green"
        " triad (Gt1); places blue warm/cool (Bw1) with chip b, and moves the chip onto it;"
        " draws 2 tiles")
    session.goto(7)  # Red's turn over: it alone
    assert last_move_text(session, words_of(session), seat_name(session)).startswith(
        "Last move: Red puts chip b on green triad (Gt1); places blue")
    session = played("saiju", SAIJU)
    session.goto(4)  # Snow's first placement, the turn not over
    assert last_move_text(session, words_of(session), seat_name(session)) == (
        "Last move: Moon ☾ puts the Snow Shadow on a1; puts the Flower Shadow on g7"
        " — this turn: Snow ❄: pink Snow on a1, the Shadow to c3")


def test_a_turn_names_its_mover_once() -> None:
    session = played("symbol-pallet", plies=14, seed=5)
    session.goto(10)
    text = last_move_text(session, words_of(session), seat_name(session))
    assert text.count("Blue") == 1 and "; draws 2 tiles; places orange" in text, text
    i18n.set_lang("ja")
    text = last_move_text(session, words_of(session), seat_name(session))
    assert text.count("青") == 1 and text.startswith("直前の手：青がチップbで"), text
    assert without_mover("青はパス", "青") == "パス" and without_mover("Moon ☾: yellow", "Moon ☾") == "yellow"
    assert without_mover("Blueberry", "Blue") == "Blueberry"  # a name, not the mover's


def test_japanese_page_says_it_all_in_japanese() -> None:
    i18n.set_lang("ja")
    for game, session in (("siam", played("siam", plies=3)), ("saiju", played("saiju", SAIJU)),
                          ("ni-ju", played("ni-ju", plies=3))):
        text = last_move_text(session, words_of(session), seat_name(session))
        assert text.startswith("直前の手："), text
        # Only the board's own names stay in Latin letters (squares, hexes): no English word.
        latin = re.findall(r"[A-Za-z]{2,}", re.sub(r"\b[A-Ea-g][1-7]\b", "", text))
        assert not latin, (game, text)


# ----- written once per position ----------------------------------------------------------------
def test_the_line_is_written_once_per_position_shown_not_on_every_redraw() -> None:
    session, element = played("siam", plies=2), Line()
    view = View(session)
    line = LastMoveLine(element)
    words = words_of(session)
    line.show(session, view, words)
    line.show(session, view, words)  # a redraw of the same position: a tap, a hint, thinking
    assert element.texts == [f"Last move: {words(1)}"]
    session.play_move(session.current.legal_moves()[0])  # the computer's move
    line.show(session, view, words)
    line.show(session, view, words)
    assert element.texts[1:] == [f"Last move: {words(2)}"]
    session.goto(0)
    line.show(session, view, words)
    assert element.texts[-1] == "" and len(element.texts) == 3
    session.goto(3)
    i18n.set_lang("ja")  # the language switch words it again, once
    line.show(session, view, words)
    line.show(session, view, words)
    assert len(element.texts) == 4 and element.texts[-1].startswith("直前の手：")
    line.clear()  # no game on screen
    assert element.texts[-1] == "" and line.shown is None


def test_as_a_turn_grows_each_action_is_added_and_said_once() -> None:
    """A live region says what a change adds: an action played adds its own words alone, the
    other side's turn is not said again; a finished turn is written anew, once."""
    session, element = played("symbol-pallet", plies=14, seed=5), Line()
    line, view = LastMoveLine(element), View(session)
    for ply in range(3, 11):
        session.goto(ply)
        line.show(session, view, words_of(session))
    assert [how for how, _ in element.changes] == ["all", "add", "add", "add", "all", "add", "add", "all"]
    added = [text for how, text in element.changes if how == "add"]
    assert not any("Blue" in text for text in added[:3]) and not any("Red" in text for text in added[3:])
    assert element.textContent == element.texts[-1] == last_move_text(session, words_of(session),
                                                                       seat_name(session))
