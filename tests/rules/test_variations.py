"""Variations in records and sessions: alternatives in parentheses, one tree kept whole
whichever line is shown (games.variations, games.record_format, games.session)."""

from __future__ import annotations

import pytest

from games.errors import BadRecord, IllegalMove
from games.notes import Annotation
from games.record_format import read_record, write_record
from games.registry import get_game
from games.session import Session

SIAM = get_game("siam")
STUDY = """[Game "siam"]

{Start} +B1S {Enter} +E1W (+E5W {far corner [%cal RE5E3]} B1B2S (B1B1E) +A5S) (+D5S)
B1B2S {step} E1E1S
"""


def moves_text(record: str) -> str:
    return record.split("\n\n", 1)[1].replace("\n", " ").strip()


def test_a_record_reads_its_variations_beside_its_main_line() -> None:
    record = read_record(STUDY)
    assert record.moves == ["+B1S", "+E1W", "B1B2S", "E1E1S"]
    assert sorted(record.notes) == [0, 1, 3]
    far, d5 = record.alternatives[1]
    assert (far.move, far.note and far.note.comment, d5.move) == ("+E5W", "far corner", "+D5S")
    assert [node.move for node in far.next] == ["B1B2S", "B1B1E"]
    assert far.next[0].next[0].move == "+A5S"


def test_a_record_with_variations_writes_back_as_it_was_read() -> None:
    record = read_record(STUDY)
    text = write_record(record.game, record.options, record.moves, notes=record.notes,
                        alternatives=record.alternatives)
    assert moves_text(text) == moves_text(STUDY)
    again = read_record(text)
    assert (again.moves, again.notes, again.alternatives) == (record.moves, record.notes,
                                                              record.alternatives)


@pytest.mark.parametrize(("moves", "code"), [
    ("+B1S ( +E1W", "unclosed_variation"),
    ("( +B1S", "stray_variation"),
    ("+B1S )", "stray_parenthesis"),
    ("+B1S ()", "empty_variation"),
    ("+B1S (+B1S)", "repeated_move"),
    ("+B1S ({why} +E1W)", "misplaced_comment"),
    ("+B1S +E1W (+E5W ((+D5S)))", "stray_variation"),
])
def test_a_misplaced_parenthesis_is_refused_by_name(moves: str, code: str) -> None:
    with pytest.raises(BadRecord) as refused:
        read_record('[Game "siam"]\n\n' + moves)
    assert refused.value.fields["variation"] == code


def test_an_illegal_move_inside_a_variation_is_refused_naming_it() -> None:
    with pytest.raises(IllegalMove, match="in a variation, move 3 'E5E4W'"):
        read_record('[Game "siam"]\n\n+B1S +E1W (+E5W E5E4W B1B2S) B1B2S')


def test_variations_nest_no_deeper_than_the_limit() -> None:
    deep = "+B1S +E1W " + "(+E5W " * 40 + ")" * 40
    with pytest.raises(BadRecord) as refused:
        read_record('[Game "siam"]\n\n' + deep)
    assert refused.value.fields["variation"] in ("too_deep", "stray_variation")


def study_session() -> Session:
    return Session.from_record_text(STUDY)


def test_showing_a_variation_keeps_every_line_and_the_main_line_first() -> None:
    session = study_session()
    session.show((0, 1, 0))
    assert session.tokens == ["+B1S", "+E5W", "B1B2S", "+A5S"]
    assert session.cursor == 3 and session.in_variation
    assert session.notes[2].comment == "far corner"
    assert moves_text(session.record_text_full()) == moves_text(STUDY)
    session.show((0, 0))
    assert session.tokens == ["+B1S", "+E1W", "B1B2S", "E1E1S"] and not session.in_variation


def test_adding_a_variation_keeps_the_moves_it_replaces() -> None:
    session, _ = Session.from_tokens(SIAM.new(SIAM.options(None, [], None, None)),
                                     "+B1S +E1W B1B2S E1E1S".split())
    session.goto(1)
    session.add_variation(SIAM.parse_move("+E5W"))
    session.play("B1B2S")
    session.annotate(Annotation("the far corner"))
    assert session.path == (0, 1, 0)
    assert moves_text(session.record_text_full()) == \
        "+B1S +E1W (+E5W B1B2S {the far corner}) B1B2S E1E1S"
    session.goto(1)
    session.add_variation(SIAM.parse_move("+E5W"))  # given already: shown, not added twice
    assert session.path == (0, 1, 0) and session.cursor == 2


def test_playing_over_later_moves_drops_only_the_line_shown() -> None:
    session = study_session()
    session.goto(1)
    session.play("+A5S")
    assert moves_text(session.record_text_full()) == \
        "{Start} +B1S {Enter} +A5S (+E5W {far corner [%cal RE5E3]} B1B2S (B1B1E) +A5S) (+D5S)"


def test_dropping_a_variation_shows_where_it_branched() -> None:
    session = study_session()
    session.show((0, 1, 1))
    assert session.drop_variation()
    assert session.tokens == ["+B1S", "+E5W", "B1B2S", "+A5S"] and session.cursor == 2
    assert session.drop_variation()
    assert session.tokens == ["+B1S", "+E1W", "B1B2S", "E1E1S"] and session.cursor == 1
    assert not session.drop_variation()
    assert moves_text(session.record_text_full()) == \
        "{Start} +B1S {Enter} +E1W (+D5S) B1B2S {step} E1E1S"


def test_the_record_as_shown_ends_the_line_shown_at_the_cursor_and_keeps_the_others() -> None:
    session = study_session()
    session.show((0, 1))
    assert moves_text(session.record_text()) == \
        "{Start} +B1S {Enter} +E1W (+E5W {far corner [%cal RE5E3]}) (+D5S) B1B2S {step} E1E1S"


def test_an_agreed_draw_stays_with_the_main_line_while_a_variation_is_shown() -> None:
    session = study_session()
    session.agree_draw()
    session.show((0, 1, 0))
    assert not session.over
    with pytest.raises(IllegalMove, match="main line"):
        session.agree_draw()
    session.show((0, 0, 0, 0))
    assert session.over and session.record_text_full().count('[Result "draw"]') == 1
