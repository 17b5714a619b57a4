"""A game that starts from a position: its record, its saved game, the embed ``load``
message and the referee carry that start and agree with a page link."""

from __future__ import annotations

import json

import pytest

from games import get_game, referee
from games.errors import BadPosition, BadRecord
from games.record_format import read_record
from games.session import Session
from web.host_messages import BadMessage, load_session, parse_host_message
from web.links import make_link
from web.save_lines import contains
from web.saves import decode, encode

from tests.web.test_position_links import GAMES, game_from_a_position, open_link, playout


@pytest.mark.parametrize("name", GAMES)
def test_a_record_from_a_position_has_a_position_header_and_reads_back(name):
    text, tokens, session = game_from_a_position(name)
    record = session.record_text()
    assert f'[Position "{text}"]' in record.replace('\\"', '"')
    assert "[Players" not in record and "[Seed" not in record
    again = Session.from_record_text(record)
    assert again.start.position_text() == text and again.tokens == tokens
    assert again.current.position_text() == session.current.position_text()
    assert again.record_text() == record
    assert read_record(record).start_state().position_text() == text


def test_a_position_header_takes_no_option_headers_beside_it():
    text = playout("siam", 3, 1)[-1].position_text()
    with pytest.raises(BadRecord, match="Players cannot stand beside it"):
        read_record(f'[Game "siam"]\n[Position "{text}"]\n[Players "2"]\n\n')
    with pytest.raises(BadPosition):
        read_record('[Game "siam"]\n[Position "nonsense"]\n\n')


@pytest.mark.parametrize("name", GAMES)
def test_a_saved_game_from_a_position_keeps_its_start(name):
    text, tokens, session = game_from_a_position(name)
    session.undo()
    back = decode("key", encode(session, 1.0)).session
    assert back.start.position_text() == text and back.tokens == tokens
    assert back.cursor == len(tokens) - 1


@pytest.mark.parametrize("name", GAMES)
def test_the_referee_the_link_and_the_record_agree_on_a_game_from_a_position(name):
    text, tokens, session = game_from_a_position(name)
    status, out, err = referee.run([name, "--position", text, "--moves", " ".join(tokens)])
    assert (status, err) == (0, "")
    report = json.loads(out)
    linked, problems = open_link(make_link(name, moves=tokens, position=text))
    assert problems == []
    assert report["position"] == linked.current.position_text() == session.current.position_text()
    assert report["ply"] == linked.current.ply
    status, record, err = referee.run([name, "--position", text, "--moves", " ".join(tokens),
                                       "--write-record"])
    assert (status, err) == (0, "")
    assert record == session.record_text()


@pytest.mark.parametrize("name", GAMES)
def test_the_embed_load_message_takes_a_position(name):
    text, tokens, session = game_from_a_position(name)
    command = parse_host_message({"protocol": "abstract-boards/1", "kind": "load", "game": name,
                                  "position": text, "moves": tokens, "ply": 1})
    loaded = load_session(command)
    assert loaded.start.position_text() == text and loaded.cursor == 1
    assert loaded.states[-1].position_text() == session.current.position_text()


def test_the_embed_load_message_refuses_options_beside_a_position_and_bad_positions():
    text = playout("siam", 3, 1)[-1].position_text()
    with pytest.raises(BadMessage) as refused:
        parse_host_message({"protocol": "abstract-boards/1", "kind": "load", "game": "siam",
                            "position": text, "players": 2})
    assert refused.value.code == "bad_options"
    with pytest.raises(BadMessage) as refused:
        parse_host_message({"protocol": "abstract-boards/1", "kind": "load", "game": "siam",
                            "position": 7})
    assert refused.value.code == "bad_message"
    command = parse_host_message({"protocol": "abstract-boards/1", "kind": "load", "game": "siam",
                                  "position": "nonsense"})
    with pytest.raises(BadPosition):
        load_session(command)


def test_a_save_from_a_position_does_not_hold_a_game_from_another_start():
    _, _, session = game_from_a_position("siam")
    game = get_game("siam")
    opening = Session(game.new(game.options()))
    assert not contains(session, opening) and not contains(opening, session)
    assert contains(session, Session(session.start))


def test_the_computer_player_searches_from_the_start_position():
    from web.ai_service import Thinker

    text, tokens, session = game_from_a_position("ni-ju")
    state = Thinker().position({"game": "ni-ju", "players": 2, "switches": [], "seed": None,
                                "deck": None, "position": text, "moves": tokens})
    assert state.position_text() == session.current.position_text()


@pytest.mark.parametrize("name", GAMES)
def test_the_referees_link_of_a_game_from_a_position_opens_it_in_the_page(name, tmp_path):
    text, tokens, session = game_from_a_position(name)
    status, out, err = referee.run([name, "--position", text, "--moves", " ".join(tokens), "--link"])
    assert (status, err) == (0, "")
    linked, problems = open_link("#" + out.strip().split("#", 1)[1])
    assert problems == [] and linked.start.position_text() == text
    assert linked.current.position_text() == session.current.position_text()
    path = tmp_path / "game.txt"
    path.write_text(session.record_text(), encoding="utf-8")
    assert referee.run(["--record", str(path), "--link"]) == (0, out, "")


def test_the_embed_load_message_carries_comments_and_marks_or_refuses_a_bad_part():
    load = {"protocol": "abstract-boards/1", "kind": "load", "game": "siam",
            "moves": ["+B1S", "+E1W"], "ply": 1, "notes": "0_Elephants+first~1.GB1/B3.RB3_Enter+facing+south"}
    loaded = load_session(parse_host_message(load))
    assert loaded.cursor == 1 and loaded.notes[0].comment == "Elephants first"
    assert loaded.notes[1].comment == "Enter facing south" and len(loaded.notes[1].marks) == 2
    for bad in ("1.GB1/Z9_Off+the+board", "9_Past+the+moves", 7):
        with pytest.raises(BadMessage) as refused:
            load_session(parse_host_message({**load, "notes": bad}))
        assert refused.value.code == ("bad_message" if bad == 7 else "bad_notes"), bad
