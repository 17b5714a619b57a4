"""Records with variations through the referee and its links (games/variation_link.py,
docs/records.md#variations, docs/notation.md): random trees of alternatives with comments and
marks, for every game, written and read back the same by the record, by ``python -m games
--record F --write-record`` and by ``--link`` read back as the page reads its links."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import get_game
from games.errors import BadRecord
from games.page_link import PAGE, notes_from_param, page_link
from games.record import replay
from games.record_format import read_record, write_record
from games.referee import run
from games.session import Session
from games.variation_link import (branch_from_param, branch_to_param, groups_of,
                                  variations_from_param, variations_to_param)
from tests.notes_strategies import paths_through, variation_trees

ROOT = Path(__file__).resolve().parent.parent.parent
SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
STUDY = """[Game "siam"]
[Computer "2-easy"]

{Start} +B1S {Enter} +E1W (+E5W {far corner (really) [%cal RE5E3]} B1B2S (B1B1E) +A5S) (+D5S)
B1B2S {step} E1E1S
"""


def record_of(tree: tuple[Any, ...]) -> str:
    game, options, tokens, _, notes, alternatives = tree
    return write_record(game, options, tokens, notes=notes, alternatives=alternatives)


def read_link(link: str) -> tuple[list[str], dict[int, Any], dict[int, Any], tuple[int, ...]]:
    """A page link read back as the page reads it: the main line, its comments, the
    alternatives and the line shown."""
    from web.links import parse_link

    request = parse_link(link.removeprefix(PAGE))
    assert request.problems == [] and request.game is not None
    game = get_game(request.game)
    start = game.new(game.options(request.players, request.options, request.seed, request.deck))
    states = replay(start, request.moves).states
    notes, refused = notes_from_param(game, request.notes or "", len(request.moves))
    assert refused == []
    alternatives = variations_from_param(game, request.variations or "", states, request.moves)
    session, _ = Session.from_tokens(start, request.moves)
    session.notes, session.alternatives = notes, alternatives
    path = branch_from_param(session.tree(), request.branch or "")
    return request.moves, notes, alternatives, path


@given(tree=variation_trees())
@SETTINGS
def test_a_record_with_random_variations_reads_back_as_written(tree: tuple[Any, ...]) -> None:
    game, options, tokens, _, notes, alternatives = tree
    text = record_of(tree)
    record = read_record(text)
    assert (record.moves, record.notes, record.alternatives) == (tokens, notes, alternatives)
    assert write_record(game, options, record.moves, notes=record.notes,
                        alternatives=record.alternatives) == text


@given(tree=variation_trees())
@SETTINGS
def test_the_referee_keeps_random_variations_in_its_record_and_its_link(
        tree: tuple[Any, ...], tmp_path_factory: Any) -> None:
    game, options, tokens, states, notes, alternatives = tree
    path = tmp_path_factory.mktemp("records") / "study.txt"
    path.write_text(record_of(tree), encoding="utf-8")
    status, out, err = run(["--record", str(path), "--write-record"])
    assert (status, err) == (0, "")
    assert out == record_of(tree)
    status, link, err = run(["--record", str(path), "--link"])
    assert (status, err) == (0, "")
    assert link == PAGE + page_link(game, options, tokens, notes, alternatives=alternatives) + "\n"
    assert read_link(link.strip()) == (tokens, notes, alternatives, ())
    assert variations_from_param(game, variations_to_param(game, alternatives), states,
                                 tokens) == alternatives


@given(tree=variation_trees(), data=st.data())
@SETTINGS
def test_the_pages_link_of_any_line_shown_reopens_that_line_in_the_same_tree(
        tree: tuple[Any, ...], data: Any) -> None:
    from web.links import session_link

    game, options, tokens, _, notes, alternatives = tree
    session = Session.from_record_text(record_of(tree))
    wanted = data.draw(paths_through(session.tree()))
    session.show(wanted)
    whole = session.tree()
    link = session_link(game, session)
    moves, read_notes, read_alternatives, path = read_link(link)
    assert (moves, read_notes, read_alternatives) == (tokens, notes, alternatives)
    again = Session.from_record_text(record_of(tree))
    again.show(path)
    assert (again.tokens, again.path, again.tree()) == (session.tokens, session.path, whole)
    assert branch_to_param(session.path) == branch_to_param(path)


def referee(*argv: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "games", *argv], input=stdin,
                          capture_output=True, text=True, cwd=ROOT)


def test_the_command_writes_a_studys_record_and_link_with_its_variations() -> None:
    record = read_record(STUDY)
    done = referee("--record", "-", "--write-record", stdin=STUDY)
    assert done.returncode == 0 and done.stderr == ""
    again = read_record(done.stdout)
    assert (again.moves, again.notes, again.alternatives, again.extra) == \
        (record.moves, record.notes, record.alternatives, record.extra)
    done = referee("--record", "-", "--link", stdin=STUDY)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout == (
        "index.html#game=siam&computer=2-easy&moves=%2BB1S+%2BE1W+B1B2S+E1E1S"
        "&variations=2(%2BE5W+%7Bfar+corner+(really)+%5B%25cal+RE5E3%5D%7D+B1B2S+(B1B1E)+%2BA5S)"
        "2(%2BD5S)&notes=0_Start~1_Enter~3_step\n")


def test_moves_after_a_record_continue_its_main_line_and_keep_its_variations() -> None:
    done = referee("--record", "-", "--moves", "B2B3S", "--write-record", stdin=STUDY)
    assert done.returncode == 0
    record = read_record(done.stdout)
    assert record.moves == read_record(STUDY).moves + ["B2B3S"]
    assert record.alternatives == read_record(STUDY).alternatives
    link = referee("--record", "-", "--moves", "B2B3S", "--link", stdin=STUDY).stdout
    assert "&moves=%2BB1S+%2BE1W+B1B2S+E1E1S+B2B3S&variations=2(" in link


def test_the_referees_json_of_a_record_with_variations_is_its_main_lines() -> None:
    plain = '[Game "siam"]\n\n+B1S +E1W B1B2S E1E1S\n'
    with_variations = json.loads(referee("--record", "-", stdin=STUDY).stdout)
    assert with_variations == json.loads(referee("--record", "-", stdin=plain).stdout)


@pytest.mark.parametrize("moves, code", [
    ("+B1S +E1W (+E5W", "unclosed_variation"),
    ("+B1S ()", "empty_variation"),
    ("+B1S (+B1S)", "repeated_move"),
])
def test_the_referee_refuses_a_bad_variation_in_one_line(moves: str, code: str) -> None:
    for extra in ([], ["--link"], ["--write-record"]):
        done = referee("--record", "-", *extra, stdin='[Game "siam"]\n\n' + moves)
        assert done.returncode == 2 and done.stdout == ""
        assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    with pytest.raises(BadRecord) as refused:
        read_record('[Game "siam"]\n\n' + moves)
    assert refused.value.fields["variation"] == code


def test_a_group_ends_at_its_own_parenthesis_whatever_its_comments_hold() -> None:
    assert groups_of("2(+E5W {a ) \\} (} B1B2S) 3(B1B2S\n#x)") == \
        [(2, "+E5W {a ) \\} (} B1B2S"), (3, "B1B2S #x")]
