"""The printable line lists every position of the main line, each with its title and the
author's comment on that very position."""

from __future__ import annotations

from games import get_game
from games.notes import Annotation
from games.session import Session
from web import i18n
from web.print_line import position_title, sheet_positions

SIAM_MOVES = ["+B1S", "+E1W", "B1B2S"]


def _annotated_siam() -> Session:
    session, error = Session.from_tokens(get_game("siam").start(), SIAM_MOVES)
    assert error is None
    session.notes = {0: Annotation("Elephants first"), 2: Annotation("The Rhino answers")}
    return session


def test_every_position_from_the_first_to_the_last_with_its_own_comment():
    session = _annotated_siam()
    session.goto(1)  # whatever is shown, the whole line is listed
    positions = sheet_positions(session)
    assert [p.ply for p in positions] == [0, 1, 2, 3]
    assert [p.comment for p in positions] == ["Elephants first", "", "The Rhino answers", ""]
    assert [p.title for p in positions] == ["Start", "After move 1", "After move 2", "After move 3"]


def test_a_line_without_moves_is_its_one_position():
    session, _error = Session.from_tokens(get_game("siam").start(), [])
    assert [(p.ply, p.title, p.comment) for p in sheet_positions(session)] == [(0, "Start", "")]


def test_the_titles_are_in_the_pages_language():
    i18n.set_lang("ja")
    try:
        assert (position_title(0), position_title(3)) == ("開始局面", "3手目の後")
    finally:
        i18n.set_lang("en")
