"""Page links with a line's comments and marks (games/page_link.py, docs/notation.md): the
``notes`` parameter round-trips for every game, a bad part is refused alone, and the link
is written exactly as the page writes its own (web/links.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import get_game, untrusted
from games.errors import BadAnnotation, BadSquare
from games.notes import CODES, Annotation, Arrow, Mark
from games.page_link import (PAGE, SAFE, checked_link, form_encode, notes_from_param,
                             notes_to_param, page_link)
from games.record_format import read_record, write_record
from tests.notes_strategies import annotated_lines
from tests.rules.test_records import SETUPS, random_line

ROOT = Path(__file__).resolve().parent.parent.parent
SIAM = get_game("siam")


@given(line=annotated_lines())
@settings(max_examples=60, deadline=None)
def test_notes_in_a_link_round_trip_for_every_game(line):
    from web.links import parse_qs

    game, options, tokens, _, notes = line
    assert notes_from_param(game, notes_to_param(notes), len(tokens)) == (notes, [])
    link = page_link(game, options, tokens, notes)
    params = parse_qs(link.lstrip("#"))
    assert params.get("moves", [""])[0].split() == tokens
    read, refused = notes_from_param(game, params["notes"][0] if notes else "", len(tokens))
    assert (read, refused) == (notes, [])


@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 10**6), plies=st.integers(0, 40),
       agreed=st.booleans(), ply=st.one_of(st.none(), st.integers(0, 40)))
@settings(max_examples=40, deadline=None)
def test_the_link_is_written_as_the_page_writes_it(setup, seed, plies, agreed, ply):
    from web.links import make_link

    game, options, tokens, _ = random_line(*setup, seed, plies)
    ours = page_link(game, options, tokens, {}, "2-easy", agreed, ply)
    page = make_link(game.name, players=options.players if game.max_players > game.min_players
                     else None, options=sorted(options.switches), moves=tokens, ply=ply,
                     seed=options.seed, deck=list(options.deck) if options.deck else None,
                     computer={1: "easy"}, agreed_draw=agreed)
    assert ours == page


def test_the_link_encodes_as_the_page_does():
    from web.links import FRAGMENT_SAFE, quote_plus

    assert SAFE == FRAGMENT_SAFE
    for text in ("+B1S E1E1N", "a:Pa1@3,1+!2a>Rs2", "象 ~_./ %+&=#", "\n\t\"'<>"):
        assert form_encode(text) == quote_plus(text, FRAGMENT_SAFE)


def test_a_siam_line_with_a_comment_and_an_arrow_on_each_move_makes_a_short_link():
    notes = {1: Annotation("Enter facing south", (Arrow("G", "B1", "B3"),)),
             2: Annotation("The Rhino answers", (Arrow("R", "E1", "E3"),)),
             3: Annotation("Step towards the rocks", (Arrow("G", "B2", "B3"),), (Mark("Y", "B3"),))}
    link = page_link(SIAM, SIAM.options(), ["+B1S", "+E1W", "B1B2S"], notes)
    assert link == ("#game=siam&moves=%2BB1S+%2BE1W+B1B2S&notes=1.GB1/B3_Enter+facing+south"
                    "~2.RE1/E3_The+Rhino+answers~3.GB2/B3.YB3_Step+towards+the+rocks")


def refusals(value: str, plies: int = 3) -> tuple[dict[int, Annotation], list[str]]:
    notes, refused = notes_from_param(SIAM, value, plies)
    for err in refused:
        assert isinstance(err, (BadAnnotation, untrusted.BadInput))
        assert len(str(err)) < 300
    return notes, [err.code for err in refused]


@pytest.mark.parametrize("value, codes, kept", [
    ("1.GB1/B3_ok~x_lost", ["bad_ply"], {1: Annotation("ok", (Arrow("G", "B1", "B3"),))}),
    ("01_lead~1_ok", ["bad_ply"], {1: Annotation("ok")}),
    ("9_late~1_ok", ["ply_beyond_moves"], {1: Annotation("ok")}),
    ("1_a~1_b", ["repeated_note"], {1: Annotation("a")}),
    ("1~2_ok", ["empty_note"], {2: Annotation("ok")}),
    ("1.GB1/F1.RB3_kept", ["off_board"], {1: Annotation("kept", (), (Mark("R", "B3"),))}),
    ("1.Gb1/b3.RB3", ["not_square"], {1: Annotation("", (), (Mark("R", "B3"),))}),
    ("1.XB1/B3_kept", ["bad_colour"], {1: Annotation("kept")}),
    ("1.G.RB3", ["bad_mark"], {1: Annotation("", (), (Mark("R", "B3"),))}),
    ("1.GB1/_kept", ["bad_mark"], {1: Annotation("kept")}),
    ("1..RB3", ["bad_mark"], {1: Annotation("", (), (Mark("R", "B3"),))}),
    ("1.GB1/B1_kept", ["same_square"], {1: Annotation("kept")}),
    ("1.RB3.GB3_kept", ["repeated_mark"], {1: Annotation("kept", (), (Mark("R", "B3"),))}),
    ("1.RB3_bell\x07", ["bad_character"], {1: Annotation("", (), (Mark("R", "B3"),))}),
    ("1.RB3_" + "x" * (untrusted.MAX_COMMENT_CHARS + 1), ["comment_too_long"],
     {1: Annotation("", (), (Mark("R", "B3"),))}),
    ("1_tilde~~kept~~~2_next", [], {1: Annotation("tilde~kept~"), 2: Annotation("next")}),
    ("", [], {}),
])
def test_a_bad_part_of_the_notes_is_refused_by_name_and_the_rest_kept(value, codes, kept):
    notes, refused = refusals(value)
    assert refused == codes and notes == kept
    assert all(code in CODES for code in refused)


def test_too_many_marks_in_a_link_keep_the_first_ones():
    names = [f"{c}{r}" for c in "ABCDE" for r in "12345"]
    marks = [f"G{a}/{b}" for a in names[:3] for b in names if a != b]
    notes, codes = refusals("1." + ".".join(marks) + "_kept")
    assert codes == ["too_many_marks"]
    assert len(notes[1].arrows) == untrusted.MAX_MARKS and notes[1].comment == "kept"


def test_notes_beyond_the_links_limits_are_refused_without_reading_them():
    _, codes = refusals("1_" + "x" * untrusted.MAX_NOTES_CHARS)
    assert codes == ["too_long"]
    _, codes = refusals("~".join("0_a" for _ in range(untrusted.MAX_MOVES + 2)), plies=0)
    assert codes[0] == "too_many" and codes.count("repeated_note") == untrusted.MAX_MOVES


def test_a_link_the_page_would_refuse_is_not_written():
    with pytest.raises(untrusted.BadInput):
        checked_link("#notes=" + "x" * untrusted.MAX_LINK_CHARS)
    assert checked_link("#game=siam") == "#game=siam"


def test_notes_off_the_board_are_refused_for_every_game():
    for name, value in (("siam", "0.RA6"), ("saiju", "0.Rd4"), ("ni-ju", "0.R0,2000000000"),
                        ("symbol-pallet", "0.R0,500")):
        notes, refused = notes_from_param(get_game(name), value, 0)
        assert notes == {} and [type(e) for e in refused] == [BadSquare], name
        assert refused[0].code == "off_board"


# ----- the referee ------------------------------------------------------------------------------
def referee(*argv: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "games", *argv], input=stdin,
                          capture_output=True, text=True, cwd=ROOT)


RECORD = ('[Game "saiju"]\n[Players "3"]\n[Computer "2-normal"]\n\n'
          "{Three players [%csl Ya1]} M@d2 {The Moon's Shadow [%cal Gd2c3]}\n")


def test_the_referee_prints_the_link_of_a_record_with_its_comments_and_marks(tmp_path):
    path = tmp_path / "line.txt"
    path.write_text(RECORD, encoding="utf-8")
    record = read_record(RECORD)
    for argv in (["--record", str(path), "--link"], ["--record", "-", "--link"]):
        done = referee(*argv, stdin=RECORD)
        assert done.returncode == 0 and done.stderr == ""
        assert done.stdout == PAGE + page_link(record.game, record.options, record.moves,
                                               record.notes, "2-normal") + "\n"
    assert done.stdout == ("index.html#game=saiju&players=3&computer=2-normal&moves=M@d2"
                           "&notes=0.Ya1_Three+players~1.Gd2/c3_The+Moon%27s+Shadow\n")
    done = referee("saiju", "--players", "3", "--moves", "M@d2", "--link")
    assert done.stdout == "index.html#game=saiju&players=3&moves=M@d2\n"


def test_the_referee_keeps_comments_and_marks_when_it_writes_a_record(tmp_path):
    path = tmp_path / "line.txt"
    path.write_text(RECORD, encoding="utf-8")
    written = referee("--record", str(path), "--write-record")
    assert written.returncode == 0
    assert read_record(written.stdout).notes == read_record(RECORD).notes
    assert written.stdout == write_record(get_game("saiju"), get_game("saiju").options(3),
                                          ["M@d2"], extra={"Computer": "2-normal"},
                                          notes=read_record(RECORD).notes)
    state = json.loads(referee("--record", str(path)).stdout)
    assert state["ply"] == 1


@pytest.mark.parametrize("argv, stdin, words", [
    (["--record", "-", "--link", "--write-record"], RECORD, "not both"),
    (["--record", "-", "--link"], '[Game "siam"]\n\n+B1S {[%cal GB1B9]}', "B9"),
    (["--record", "-", "--write-record"], '[Game "siam"]\n\n+B1S {unclosed', "{ has no }"),
])
def test_the_referee_refuses_bad_link_requests_in_one_line(argv, stdin, words):
    done = referee(*argv, stdin=stdin)
    assert done.returncode == 2 and done.stdout == ""
    assert words in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_the_referee_refuses_every_kind_of_bad_comment_in_one_line(tmp_path):
    from games.referee import run
    from tests.rules.test_record_notes import BAD_RECORD_NOTES, HEAD

    path = tmp_path / "bad.txt"
    for moves_text, code, _ in BAD_RECORD_NOTES:
        path.write_text(HEAD + moves_text, encoding="utf-8")
        for extra in ([], ["--link"], ["--write-record"]):
            status, out, err = run(["--record", str(path), *extra])
            assert (status, out) == (2, ""), (code, err)
            assert err.startswith("comment ") and err.count("\n") == 1, (code, err)
            assert "Traceback" not in err and len(err) <= 301
