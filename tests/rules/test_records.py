"""Game records (docs/records.md): written, read back, checked, for all four games."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import BadOption, IllegalMove, UnknownGame, get_game
from games.errors import BadRecord, MalformedMove
from games.record_format import read_record, write_record
from games.session import Session

SETUPS = [("siam", {}), ("saiju", {"players": 2}), ("saiju", {"players": 3}), ("ni-ju", {}),
          ("ni-ju", {"switches": ["placement-only"]}), ("symbol-pallet", {"players": 3, "seed": 11})]


def random_line(name: str, kwargs: dict, seed: int, plies: int) -> tuple:
    game = get_game(name)
    options = game.options(**kwargs)
    state = game.new(options)
    rng = random.Random(seed)
    tokens = []
    while not state.over and len(tokens) < plies:
        move = rng.choice(state.legal_moves())
        tokens.append(str(move))
        state = state.apply(move)
    return game, options, tokens, state


@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 10**6), plies=st.integers(0, 120))
@settings(max_examples=40, deadline=None)
def test_records_round_trip(setup, seed, plies):
    game, options, tokens, state = random_line(*setup, seed, plies)
    text = write_record(game, options, tokens, extra={"Date": "2026-11-22", "White": 'Ann "A"'})
    record = read_record(text)
    assert (record.game, record.options, record.moves) == (game, options, tokens)
    assert record.final() == state
    assert record.result == (state.outcome().code() if state.over else "*")
    assert record.extra == {"Date": "2026-11-22", "White": 'Ann "A"'}
    assert write_record(record.game, record.options, record.moves, extra=record.extra) == text


def test_a_finished_siam_record_reads_with_its_result():
    text = ('[Game "siam"]\n[Result "win:0"]\n\n'
            "+B1S +E1W B1B2S E1E1S\n# a comment line\nB2B3S E1E1E B3B4S E1E1N B4B5S\n")
    record = read_record(text)
    assert record.final().outcome().winner == 0 and record.options.players == 2


def test_an_agreed_draw_survives_a_round_trip_through_the_session():
    session = Session(get_game("siam").start())
    session.play("+B1S")
    session.agree_draw()
    text = session.record_text()
    assert '[Result "draw"]' in text and "Drawn by agreement" in text
    again = Session.from_record_text(text)
    assert again.over and again.outcome().draw and again.tokens == ["+B1S"]


@pytest.mark.parametrize("text, error, words", [
    ("+B1S", BadRecord, "Game"),
    ('[Game "chess"]\n\n', UnknownGame, "chess"),
    ('[Game "siam"]\n[Options "fly"]\n\n', BadOption, "fly"),
    ('[Game "siam"]\n[Players "two"]\n\n', BadRecord, "whole number"),
    ('[Game "siam"]\n[Game "siam"]\n\n', BadRecord, "twice"),
    ('[Game siam]\n\n', BadRecord, "header looks like"),
    ('[Game "siam"]\n[Result "won"]\n\n', BadRecord, "'won'"),
    ('[Game "siam"]\n[Result "win:1"]\n\n+B1S', BadRecord, "do not end"),
    ('[Game "siam"]\n\n+B1S B2C2W', IllegalMove, "move 2 'B2C2W'"),
    ('[Game "siam"]\n\n+B1S ???', MalformedMove, "move 2"),
])
def test_bad_records_say_what_is_wrong(text, error, words):
    with pytest.raises(error) as raised:
        read_record(text)
    assert words in str(raised.value)
    assert isinstance(raised.value, ValueError)


def _referee(argv, stdin=None):
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "games", *argv], input=stdin, capture_output=True,
                          text=True, cwd=__import__("pathlib").Path(__file__).resolve().parent.parent.parent)


def test_the_referee_writes_and_reads_records(tmp_path):
    import json

    written = _referee(["siam", "--option", "remove-once", "--moves", "+B1S +E1W", "--write-record"])
    assert written.returncode == 0
    assert written.stdout == write_record(SIAM_GAME, SIAM_GAME.options(switches=["remove-once"]),
                                          ["+B1S", "+E1W"])
    path = tmp_path / "game.txt"
    path.write_text(written.stdout)
    played = _referee(["--record", str(path), "--moves", "B1B2S"])
    report = json.loads(played.stdout)
    assert report["ply"] == 3 and report["options"]["remove-once"] is True
    again = _referee(["--record", "-", "--write-record"], stdin=written.stdout)
    assert again.stdout == written.stdout


@pytest.mark.parametrize("argv, words", [
    (["siam", "--record", "x.txt"], "carries its own game"),
    (["--record", "/no/such/file"], "cannot read the record"),
    ([], "name a game"),
])
def test_the_referee_refuses_bad_record_use(argv, words):
    result = _referee(argv)
    assert result.returncode == 2 and result.stdout == ""
    assert words in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_the_referee_reports_a_bad_record_in_one_line(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text('[Game "siam"]\n[Result "win:1"]\n\n+B1S\n')
    result = _referee(["--record", str(path)])
    assert result.returncode == 2 and "do not end" in result.stderr


SIAM_GAME = get_game("siam")


@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 10**6), plies=st.integers(0, 80),
       ply=st.one_of(st.none(), st.integers(0, 80)))
@settings(max_examples=40, deadline=None)
def test_links_round_trip_for_every_game(setup, seed, plies, ply):
    from games.record import replay
    from web.links import make_link, parse_link

    game, options, tokens, state = random_line(*setup, seed, plies)
    link = make_link(game.name, players=options.players, options=sorted(options.switches),
                     moves=tokens, ply=ply, seed=options.seed)
    request = parse_link(link)
    assert request.problems == [] and request.game == game.name and request.ply == ply
    again = game.options(request.players, request.options, request.seed, request.deck)
    assert again == options
    assert replay(game.new(again), request.moves).final == state
