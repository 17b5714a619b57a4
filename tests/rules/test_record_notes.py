"""Comments and marks in records (docs/records.md#comments-and-marks): written, read back the
same for every game, and every kind of bad one refused by name, never with a traceback."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from games import get_game, untrusted
from games.errors import BadAnnotation, BadSquare, GameError
from games.notes import CODES, Annotation, Arrow, Mark, comment_record_text, make_annotation
from games.record_format import read_record, write_record
from tests.notes_strategies import annotated_lines

SIAM = get_game("siam")
NAMES = [f"{c}{r}" for c in "ABCDE" for r in "12345"]
HEAD = '[Game "siam"]\n\n'


@given(line=annotated_lines())
@settings(max_examples=60, deadline=None)
def test_records_keep_comments_and_marks_for_every_game(line):
    game, options, tokens, state, notes = line
    text = write_record(game, options, tokens, notes=notes)
    record = read_record(text)
    assert record.moves == tokens and record.notes == notes and record.final() == state
    assert write_record(game, options, tokens, notes=record.notes) == text


def test_a_ten_thousand_character_comment_of_every_kind_of_text_round_trips():
    piece = 'RTL שלום, CJK 象, "quotes" {braces} \\ [%cal GA1B2] <b>markup</b>\nnew line. '
    comment = (piece * (untrusted.MAX_COMMENT_CHARS // len(piece) + 1))[:untrusted.MAX_COMMENT_CHARS]
    comment = comment.strip()
    notes = {1: Annotation(comment, (Arrow("G", "B1", "B3"),))}
    record = read_record(write_record(SIAM, SIAM.options(), ["+B1S"], notes=notes))
    assert record.notes == notes


def test_a_hand_written_record_reads_as_an_author_means_it():
    text = (HEAD + "{ The opening }\n+B1S {Enter facing south [%cal GB1B3]\n"
            "# not a comment line here: it is inside the comment\n[%csl RB3] }\r\n"
            "# a comment line between moves\n+E1W{Rhino~answers}B1B2S\n")
    record = read_record(text)
    assert record.moves == ["+B1S", "+E1W", "B1B2S"]
    assert record.notes == {
        0: Annotation("The opening"),
        1: Annotation("Enter facing south\n# not a comment line here: it is inside the comment",
                      (Arrow("G", "B1", "B3"),), (Mark("R", "B3"),)),
        2: Annotation("Rhino~answers"),
    }


def test_marks_of_every_game_use_its_own_square_names():
    cases = {
        "siam": ("+B1S", "{[%cal GB1B3] [%csl RC3]}", (Arrow("G", "B1", "B3"),), (Mark("R", "C3"),)),
        "saiju": ("M@d2", "{[%cal Gd2c3] [%csl Ya1]}", (Arrow("G", "d2", "c3"),), (Mark("Y", "a1"),)),
        "ni-ju": ("0f@0,0", "{[%cal B(0,0)(-1,2)] [%csl R(1,0)]}", (Arrow("B", "0,0", "-1,2"),),
                  (Mark("R", "1,0"),)),
        "symbol-pallet": (">Gc1", "{[%cal G(0,0)(2,2)] [%csl Y(3,1)]}", (Arrow("G", "0,0", "2,2"),),
                          (Mark("Y", "3,1"),)),
    }
    for name, (move, comment, arrows, marks) in cases.items():
        game = get_game(name)
        first = game.start().legal_tokens()
        token = move if move in first else first[0]
        record = read_record(f'[Game "{name}"]\n\n{token} {comment}\n')
        assert record.notes == {1: Annotation("", arrows, marks)}, name
        assert comment_record_text(record.notes[1]) == comment


def bad(moves_text: str) -> BadAnnotation:
    with pytest.raises(GameError) as refused:
        read_record(HEAD + moves_text)
    assert isinstance(refused.value, BadAnnotation), refused.value
    assert len(str(refused.value)) < 300 and "\n" not in str(refused.value)
    return refused.value


BAD_RECORD_NOTES = [
    ("+B1S {never closed", "unclosed_comment", 1),
    ("{{{{{{{{deep}}}}}}}}", "nested_brace", 0),
    ("+B1S {a {b} c}", "nested_brace", 1),
    ("+B1S } +E1W", "stray_brace", 1),
    ("{odd}} +B1S", "stray_brace", 0),
    ("+B1S {a \\q b}", "bad_escape", 1),
    ("+B1S {ends in a backslash \\", "bad_escape", 1),
    ("+B1S {bell \x07}", "bad_character", 1),
    ("+B1S {nul \x00 here}", "bad_character", 1),
    ("+B1S {" + "x" * (untrusted.MAX_COMMENT_CHARS + 1) + "}", "comment_too_long", 1),
    ("+B1S {one} {two}", "repeated_comment", 1),
    ("+B1S {[%cal GB1B3}", "unclosed_mark", 1),
    ("+B1S {[%cal GB1B3 [%csl RB3]}", "unclosed_mark", 1),
    ("+B1S {[%clk 0:01:00]}", "unknown_mark", 1),
    ("+B1S {[%cal]}", "bad_mark", 1),
    ("+B1S {[%cal GB1]}", "bad_mark", 1),
    ("+B1S {[%csl RB3B4]}", "bad_mark", 1),
    ("+B1S {[%cal GB1B3,,RB3B4]}", "bad_mark", 1),
    ("+B1S {[%cal XB1B3]}", "bad_colour", 1),
    ("+B1S {[%csl gB3]}", "bad_colour", 1),
    ("+B1S {[%cal GB1B1]}", "same_square", 1),
    ("+B1S {[%cal GB1B3,RB1B3]}", "repeated_mark", 1),
    ("+B1S {[%csl GB3] [%csl RB3]}", "repeated_mark", 1),
    ("+B1S {[%csl " + ",".join(f"G{s}" for s in NAMES) + "] [%cal "
     + ",".join(f"R{a}{b}" for a in NAMES[:2] for b in NAMES if a != b) + "]}", "too_many_marks", 1),
    ("+B1S {[%cal GB1F1]}", "off_board", 1),
    ("+B1S {[%csl Rb3]}", "not_square", 1),
    ("+B1S {[%csl R(B3)x]}", "bad_mark", 1),
]


@pytest.mark.parametrize("moves_text, code, ply", BAD_RECORD_NOTES,
                         ids=[f"{code}-{i}" for i, (_, code, _) in enumerate(BAD_RECORD_NOTES)])
def test_every_kind_of_bad_comment_in_a_record_is_refused_by_name(moves_text, code, ply):
    err = bad(moves_text)
    assert err.code == code and err.code in CODES
    assert err.fields.get("ply") == ply
    where = "before the first move" if ply == 0 else f"after move {ply}"
    assert where in str(err)


def test_a_mark_off_the_board_is_refused_for_every_game():
    for name, comment in (("siam", "[%csl RA6]"), ("saiju", "[%csl Rd4]"),
                          ("ni-ju", "[%csl R(0,2000000000)]"), ("symbol-pallet", "[%csl R(0,500)]")):
        with pytest.raises(BadSquare) as refused:
            read_record(f'[Game "{name}"]\n\n{{{comment}}}')
        assert refused.value.code == "off_board", name


@pytest.mark.parametrize("body, code", [
    ("{" + "[%" * 200_000 + "}", "unclosed_mark"),
    ("{" + "\\{" * 200_000, "unclosed_comment"),
    ("{" * 500_000, "nested_brace"),
    ("}" * 500_000, "stray_brace"),
    ("{" + "[%cal " * 100_000 + "GB1B3]}", "unclosed_mark"),
])
def test_huge_runs_of_braces_and_marks_are_refused_by_name(body, code):
    """The limits hold for the worst texts of the grammar, each read in one pass."""
    assert bad(body).code == code


def test_the_writer_refuses_what_the_reader_would_refuse():
    for notes, code in (({0: Annotation("a", (Arrow("G", "B1", "F1"),))}, "off_board"),
                        ({0: Annotation(" padded ")}, "bad_character"),
                        ({0: Annotation("bell \x07")}, "bad_character"),
                        ({0: Annotation("", (), (Mark("P", "B1"),))}, "bad_colour"),
                        ({2: Annotation("after the end")}, "ply_beyond_moves")):
        with pytest.raises(BadAnnotation) as refused:
            write_record(SIAM, SIAM.options(), ["+B1S"], notes=notes)
        assert refused.value.code == code


def test_an_annotation_made_in_a_program_is_trimmed_and_checked():
    made = make_annotation(SIAM, "  why it matters \n", (Arrow("R", "A1", "A2"),))
    assert made == Annotation("why it matters", (Arrow("R", "A1", "A2"),))
    with pytest.raises(BadSquare):
        make_annotation(SIAM, "", (), (Mark("G", "Z9"),))


def test_a_record_without_comments_reads_and_writes_as_before():
    text = HEAD + "+B1S +E1W\n# a comment line\nB1B2S\n"
    record = read_record(text)
    assert record.notes == {} and record.moves == ["+B1S", "+E1W", "B1B2S"]
    assert "{" not in write_record(SIAM, record.options, record.moves)


def test_a_session_keeps_a_records_comments_through_export_and_saves():
    from games.session import Session

    text = write_record(SIAM, SIAM.options(), ["+B1S", "+E1W", "B1B2S"],
                        notes={0: Annotation("start"), 2: Annotation("two"), 3: Annotation("end")})
    session = Session.from_record_text(text)
    assert Session.from_record_text(session.record_text_full()).notes == session.notes
    session.goto(2)
    assert read_record(session.record_text()).notes == {0: Annotation("start"),
                                                       2: Annotation("two")}
    assert read_record(session.record_text_full()).notes == session.notes
    session.play("B1B1E")  # over the undone third move: its comment goes with it
    assert set(session.notes) == {0, 2}


def test_a_session_annotates_the_position_shown():
    from games.session import Session

    session = Session(SIAM.start())
    session.play("+B1S")
    session.annotate(Annotation("why", (Arrow("G", "B1", "B3"),)))
    assert session.notes == {1: Annotation("why", (Arrow("G", "B1", "B3"),))}
    with pytest.raises(BadSquare):
        session.annotate(Annotation("", (), (Mark("G", "Z9"),)))
    session.annotate(Annotation())
    assert session.notes == {}


DOCS = __import__("pathlib").Path(__file__).resolve().parent.parent.parent / "docs"


def test_the_documented_examples_read_with_their_comments_for_every_game():
    blocks = (DOCS / "records.md").read_text(encoding="utf-8").split("```")[1::2]
    annotated = [read_record(b.strip() + "\n") for b in blocks
                 if b.lstrip().startswith("[Game") and "{" in b]
    assert sorted(r.game.name for r in annotated) == ["ni-ju", "saiju", "siam", "symbol-pallet"]
    for record in annotated:
        assert any(n.arrows for n in record.notes.values()), record.game.name
        assert any(n.squares for n in record.notes.values()), record.game.name


def test_every_refusal_code_is_documented():
    records = (DOCS / "records.md").read_text(encoding="utf-8")
    notation = (DOCS / "notation.md").read_text(encoding="utf-8")
    for code in CODES:
        assert f"| `{code}` |" in records or f"| `{code}` |" in notation, code
