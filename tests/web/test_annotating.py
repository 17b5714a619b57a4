"""An author's tools in the page, with no DOM (web/models/annotating.py): the comment and the
marks of the shown ply, each change kept in the session and so in its link and record, every
limit of games.untrusted held with the line left as it was, and the gestures that draw."""

from __future__ import annotations

import pytest

from games import get_game, untrusted
from games.errors import BadAnnotation, BadSquare
from games.notes import Annotation, Arrow, Mark
from games.page_link import notes_from_param, notes_to_param
from games.record_format import read_record
from games.session import Session
from web.links import session_link
from web.models.annotating import Annotator, Gesture, LinkTooLong

SIAM = get_game("siam")
MOVES = ["+B1S", "+E1W", "B1B2S"]


def line(ply: int = 1) -> Session:
    session, error = Session.from_tokens(SIAM.new(SIAM.options()), list(MOVES))
    assert error is None
    session.goto(ply)
    return session


def test_a_comment_goes_on_the_shown_ply_without_the_white_space_at_its_ends() -> None:
    author = Annotator(line(1))
    assert author.comment("  Enter facing south\n") is True
    assert author.session.notes == {1: Annotation("Enter facing south")}
    assert author.comment("Enter facing south ") is False  # nothing changed
    assert author.comment("") is True and author.session.notes == {}


def test_each_ply_keeps_its_own_comment_and_marks() -> None:
    session = line(0)
    author = Annotator(session)
    author.comment("Elephants first")
    for ply in (1, 2):
        session.goto(ply)
        author.comment(f"After {ply}")
        author.arrow("B1", "B3")
    session.goto(1)
    assert author.note == Annotation("After 1", (Arrow("G", "B1", "B3"),))
    assert sorted(session.notes) == [0, 1, 2]
    session.goto(3)
    assert author.note == Annotation()


def test_the_same_arrow_again_takes_it_off_and_another_colour_recolours_it() -> None:
    author = Annotator(line())
    assert author.arrow("B1", "B3") and author.arrow("E1", "C1")
    author.choose_colour("R")
    assert author.arrow("B1", "B3")
    assert author.note.arrows == (Arrow("R", "B1", "B3"), Arrow("G", "E1", "C1"))
    assert author.arrow("B1", "B3")
    assert author.note.arrows == (Arrow("G", "E1", "C1"),)
    assert author.arrow("C1", "E1")  # the other way is another arrow
    assert len(author.note.arrows) == 2


def test_a_square_is_marked_by_a_tap_or_an_arrow_to_itself_and_toggled_off() -> None:
    author = Annotator(line())
    author.choose_colour("Y")
    assert author.mark("C3") and author.note.squares == (Mark("Y", "C3"),)
    author.choose_colour("B")
    assert author.arrow("C3", "C3") and author.note.squares == (Mark("B", "C3"),)
    assert author.mark("C3") and author.note.squares == ()
    author.choose_colour("X")  # not a colour: the choice stays
    assert author.colour == "B"


def test_clear_marks_keeps_the_comment() -> None:
    author = Annotator(line())
    author.comment("Look")
    author.arrow("B1", "B3")
    author.mark("C3")
    assert author.clear_marks() is True
    assert author.note == Annotation("Look")
    assert author.clear_marks() is False
    author.comment("")
    assert author.session.notes == {}


def test_the_annotations_round_trip_through_the_link_and_the_record() -> None:
    session = line(3)
    author = Annotator(session)
    for ply, comment in ((1, "Enter {south} [%cal GA1A2]"), (2, "象が入る\nnew line"), (3, "")):
        session.goto(ply)
        author.comment(comment)
        author.choose_colour("GRBY"[ply])
        author.arrow("B1", "B3")
        author.mark("D3")
    session.goto(3)
    param = notes_to_param(session.notes)
    assert notes_from_param(SIAM, param, len(MOVES)) == (session.notes, [])
    assert read_record(session.record_text()).notes == session.notes
    assert Session.from_record_text(session.record_text_full()).notes == session.notes


def test_a_square_the_board_does_not_have_is_refused_and_nothing_changes() -> None:
    author = Annotator(line())
    assert author.arrow("B1", "Q9") is False
    assert isinstance(author.refusal, BadSquare) and author.refusal.code == "off_board"
    assert author.mark("b3") is False and author.refusal.code == "not_square"
    assert author.session.notes == {}
    assert author.mark("B3") is True and author.refusal is None


def test_a_comment_past_the_limit_or_with_control_characters_is_refused() -> None:
    author = Annotator(line())
    author.comment("Kept")
    assert author.comment("x" * (untrusted.MAX_COMMENT_CHARS + 1)) is False
    assert isinstance(author.refusal, BadAnnotation) and author.refusal.code == "comment_too_long"
    assert author.refusal.fields["ply"] == 1
    assert author.comment("bell\x07") is False and author.refusal.code == "bad_character"
    assert author.note.comment == "Kept"
    assert author.comment("x" * untrusted.MAX_COMMENT_CHARS) is True and author.refusal is None


def test_more_marks_than_a_position_may_hold_are_refused() -> None:
    game = get_game("ni-ju")
    session = Session(game.new(game.options()))
    author = Annotator(session)
    for k in range(untrusted.MAX_MARKS):
        assert author.mark(f"{k},0")
    assert author.mark("99,0") is False
    assert isinstance(author.refusal, BadAnnotation) and author.refusal.code == "too_many_marks"
    assert len(author.note.marks) == untrusted.MAX_MARKS


def test_a_change_that_would_make_the_link_too_long_is_refused_and_undone() -> None:
    session = line(0)
    author = Annotator(session, lambda s: len(session_link(SIAM, s, s.cursor)))
    long = "象" * 4000  # nine characters each in a link: two such comments fit, not three
    assert author.comment(long) is True
    session.goto(1)
    assert author.comment(long) is True
    session.goto(2)
    assert author.comment(long) is False
    assert isinstance(author.refusal, LinkTooLong) and author.refusal.length > untrusted.MAX_LINK_CHARS
    assert sorted(session.notes) == [0, 1]
    assert len(session_link(SIAM, session, 2)) <= untrusted.MAX_LINK_CHARS


def test_the_box_is_rewritten_for_another_ply_and_left_alone_while_it_is_typed_in() -> None:
    session = line(1)
    author = Annotator(session)
    assert author.box_text(None, "") == ""
    author.comment("Enter ")
    assert author.box_text(1, "Enter ") is None  # the space the author just typed stays
    session.goto(2)
    assert author.box_text(1, "Enter ") == ""
    session.goto(1)
    assert author.box_text(2, "") == "Enter"
    session.notes.clear()  # a link opened over it, say
    assert author.box_text(1, "Enter") == ""
    author.comment("x" * (untrusted.MAX_COMMENT_CHARS + 1))
    assert author.box_text(1, "x" * (untrusted.MAX_COMMENT_CHARS + 1)) is None  # to be mended


@pytest.mark.parametrize("button, pointer, marking, kind", [
    (2, "mouse", False, "right"),
    (0, "touch", False, "hold"),
    (0, "pen", False, "hold"),
    (0, "mouse", True, "press"),
    (0, "touch", True, "press"),
])
def test_the_presses_that_can_draw(button: int, pointer: str, marking: bool, kind: str) -> None:
    gesture = Gesture.begin("B1", button, pointer, marking)
    assert gesture is not None and gesture.kind == kind


@pytest.mark.parametrize("start, button, pointer", [
    (None, 2, "mouse"), ("B1", 0, "mouse"), ("B1", 1, "mouse"), ("B1", 2, "touch")])
def test_a_press_for_the_game_starts_no_gesture(start: str | None, button: int, pointer: str) -> None:
    assert Gesture.begin(start, button, pointer, marking=False) is None


def test_letting_go_draws_an_arrow_or_a_mark_and_says_whose_click_follows() -> None:
    right = Gesture("B1", "right", armed=True)
    assert right.release("B3") == (("B1", "B3"), False)  # a right button makes no click
    assert right.release("B1") == (("B1", "B1"), False)
    assert right.release(None) == (None, False)
    hold = Gesture("B1", "hold")
    assert hold.release("B3") == (None, False)  # let go before the hold: a tap for the game
    hold.armed = True
    assert hold.release("B3") == (("B1", "B3"), True)
    assert hold.release(None) == (None, True)
    press = Gesture("B1", "press", armed=True)
    assert press.release("B1") == (None, False)  # a tap: its click marks the square
    assert press.release("C2") == (("B1", "C2"), True)
