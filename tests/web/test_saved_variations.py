"""A game with variations kept by a save and loaded by a host page (web/saves.py,
web/save_lines.py, web/host_messages.py): the whole tree and the line shown come back, a
corrupt line shown loses nothing else, a variation that ends the game leaves it unfinished,
and a link-form ``load`` takes ``variations`` and ``branch`` as a link has them."""

from __future__ import annotations

import json

import pytest

from games.session import Session
from tests.memory_store import MemoryStore, run_async
from web.host_messages import BadMessage, load_session, parse_host_message
from web.save_lines import contains, record_finished
from web.saves import SaveStore, decode, encode

STUDY = """[Game "siam"]

{Start} +B1S {Enter} +E1W (+E5W {far corner [%cal RE5E3]} B1B2S (B1B1E) +A5S) (+D5S)
B1B2S {step} E1E1S
"""


def study(path: tuple[int, ...] = (0, 1, 1), cursor: int = 2) -> Session:
    session = Session.from_record_text(STUDY)
    session.show(path)
    session.goto(cursor)
    return session


def test_a_save_keeps_every_variation_and_the_line_shown() -> None:
    session = study()
    saved = decode("game-1", encode(session, 1000.0))
    again = saved.session
    assert (again.tokens, again.path, again.cursor) == (session.tokens, session.path, 2)
    assert again.tree() == session.tree() and again.notes == session.notes
    assert json.loads(encode(session, 1000.0))["branch"] == "2.1~3.1"


def test_a_save_on_the_main_line_writes_no_line_shown() -> None:
    assert "branch" not in json.loads(encode(study((0, 0), 1), 1000.0))


@pytest.mark.parametrize("branch", ["9.1", "2.7", "x", 5, None, ["2.1"], "2.1~" * 3000])
def test_a_corrupt_line_shown_opens_the_main_line_and_loses_nothing_else(branch: object) -> None:
    data = json.loads(encode(study(), 1000.0, {1: "easy"}))
    data["branch"] = branch
    saved = decode("game-1", json.dumps(data))
    assert saved.session.tokens == ["+B1S", "+E1W", "B1B2S", "E1E1S"]
    assert saved.session.tree() == study().tree() and saved.computer == {1: "easy"}
    assert saved.session.cursor == 2


def test_a_variation_that_ends_the_game_leaves_the_saved_game_unfinished() -> None:
    session = Session.from_record_text('[Game "siam"]\n\n+B1S +E1W B1B2S E1E1S B2B3S E1E1E '
                                       'B3B4S E1E1N B4B4E (B4B5S)\n')
    session.show((0,) * 8 + (1,))
    assert session.over and session.in_variation
    assert not record_finished(session)
    store = SaveStore(MemoryStore())
    written = run_async(store.save("game-1", None, session, 1000.0, None, lambda: "game-2"))
    assert written is not None
    games, _ = run_async(store.unfinished())
    assert [g.session.path for g in games] == [session.path]


def test_a_game_holds_another_when_it_holds_every_line_of_it() -> None:
    whole, shown_elsewhere = study(), study((0, 2), 2)
    assert contains(whole, shown_elsewhere) and contains(shown_elsewhere, whole)
    fewer = study()
    assert fewer.drop_variation()
    assert contains(whole, fewer) and not contains(fewer, whole)


def load(**fields: object) -> Session:
    return load_session(parse_host_message({"protocol": "abstract-boards/1", "kind": "load",
                                            **fields}))


def test_a_load_of_a_record_keeps_its_variations() -> None:
    loaded = load(record=STUDY)
    assert loaded.tree() == study().tree()


def test_a_load_of_a_link_takes_its_variations_and_the_line_shown() -> None:
    loaded = load(game="siam", moves=["+B1S", "+E1W", "B1B2S", "E1E1S"], notes="1_Enter",
                  variations="2(%2BE5W+%7Bfar+corner%7D+B1B2S+(B1B1E))2(%2BD5S)",
                  branch="2.1~3.1", ply=2)
    assert (loaded.tokens, loaded.cursor) == (["+B1S", "+E5W", "B1B1E"], 2)
    assert loaded.notes[1].comment == "Enter" and loaded.notes[2].comment == "far corner"


@pytest.mark.parametrize("fields", [
    {"variations": "2(%2BE5W"}, {"variations": "2(E5E4W)"}, {"branch": "2.1"},
    {"variations": "2(%2BE5W)", "branch": "2.2"}, {"variations": "2(%2BE5W)", "branch": "2.1", "ply": 3},
])
def test_a_load_with_variations_it_cannot_read_is_refused_by_name(fields: dict[str, object]) -> None:
    with pytest.raises(BadMessage) as refused:
        load(game="siam", moves=["+B1S", "+E1W", "B1B2S", "E1E1S"], **fields)
    assert refused.value.code == ("bad_ply" if "ply" in fields else "bad_variations")


def test_a_load_refuses_variations_beyond_their_limit_before_reading_them() -> None:
    with pytest.raises(BadMessage) as refused:
        parse_host_message({"protocol": "abstract-boards/1", "kind": "load", "game": "siam",
                            "variations": "2(" * 60_000})
    assert refused.value.code == "too_long"
