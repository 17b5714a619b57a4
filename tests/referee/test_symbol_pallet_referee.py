"""The command-line referee on Symbol Pallet: JSON fields, the hidden hands, the deal,
options and errors."""

from __future__ import annotations

import json
from typing import Any

import pytest

from games.referee import run
from games.symbol_pallet import GAME

SETUP = ">Ka1 >Wc1 >Ks2 >Bs2"
"""Seed 7: the four chips go down (blue, red, blue, red: reverse turn order, twice round)."""


def ok(*argv: str) -> dict[str, Any]:
    status, out, err = run(["symbol-pallet", *argv])
    assert status == 0, err
    assert err == "" and out.endswith("\n") and out.count("\n") == 1
    return json.loads(out)  # type: ignore[no-any-return]


def bad(*argv: str) -> str:
    status, out, err = run(["symbol-pallet", *argv])
    assert status == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1
    return err.rstrip("\n")


def fields(position: str) -> dict[str, str]:
    return dict(word.split("=", 1) for word in position.split(" "))


def test_start_lists_the_fields_and_the_chips_that_may_go_down() -> None:
    j = ok("--seed", "7")
    assert list(j) == ["game", "options", "ply", "to_move", "players", "legal", "over",
                       "winner", "draw", "scores", "position", "hand", "discard", "deck_size",
                       "phase", "action", "must_discard"]
    assert j["game"] == "symbol-pallet"
    assert j["options"] == {"players": 2, "beginner": False, "seed": 7, "deck": None}
    assert j["ply"] == 0 and j["to_move"] == 1  # the last player puts the first chip
    assert j["players"] == ["red", "blue"]
    assert j["legal"] == sorted(j["legal"]) and len(j["legal"]) == 9
    assert all(token.startswith(">") for token in j["legal"])
    assert (j["over"], j["winner"], j["draw"], j["scores"]) == (False, None, False, [0, 0])
    assert (j["phase"], j["action"], j["must_discard"]) == ("setup", None, 0)
    assert j["discard"] == [] and j["deck_size"] == 60 - 9 - 2 * 3


def test_the_hand_shown_is_the_player_to_moves_and_the_deck_only_with_reveal() -> None:
    j = ok("--seed", "7")
    hands = fields(j["position"])["hands"].split("/")
    assert j["hand"] == hands[j["to_move"]].split(",")
    assert "hands" not in j and "deck" not in j
    shown = ok("--seed", "7", "--reveal")
    assert shown["hands"] == [h.split(",") for h in hands]
    assert shown["deck"] == fields(j["position"])["deck"].split(",")
    assert len(shown["deck"]) == j["deck_size"]


def test_no_seed_is_seed_zero() -> None:
    assert ok() == ok("--seed", "0")
    assert ok()["options"]["seed"] == 0


def test_a_turn_after_setup_offers_draw_and_placements() -> None:
    j = ok("--seed", "7", "--moves", SETUP + " draw")
    assert j["ply"] == 5 and j["to_move"] == 0
    assert (j["phase"], j["action"], j["must_discard"]) == ("actions", 2, 0)
    assert j["deck_size"] == 43 and len(j["hand"]) == 5
    assert "draw" in j["legal"] and any(t.startswith("a:") for t in j["legal"])
    assert j["scores"] == [2, 2]


def test_players_and_the_beginner_set() -> None:
    j = ok("--seed", "7", "--players", "3")
    assert j["players"] == ["red", "blue", "yellow"] and j["to_move"] == 2
    assert j["deck_size"] == 60 - 9 - 3 * 3
    beginner = ok("--seed", "7", "--option", "beginner")
    assert beginner["options"]["beginner"] is True and beginner["deck_size"] == 42 - 9 - 2 * 3
    assert fields(beginner["position"])["options"] == "beginner"


def test_position_argument_continues_the_same_game() -> None:
    mid = ok("--seed", "7", "--moves", SETUP)
    again = ok("--position", mid["position"], "--moves", "draw")
    assert again == ok("--seed", "7", "--moves", SETUP + " draw")


def test_a_public_position_is_dealt_from_seed_0_and_a_seed_is_named_in_its_text() -> None:
    """The referee reads a text that leaves its deal open (``start=-``, hands and deck as
    counts) with seed 0, every time, as it starts a game without ``--seed``; another deal is
    asked for in the text (``start=seed:N``), since ``--position`` carries its own options."""
    public = GAME.public_position_text(GAME.start(seed=7).play(">Ka1"))
    once, twice = ok("--position", public, "--reveal"), ok("--position", public, "--reveal")
    assert once == twice and once["options"]["seed"] == 0
    assert once["position"] == GAME.parse_position(public).position_text()
    nine = ok("--position", public.replace("start=-", "start=seed:9"), "--reveal")
    assert nine["options"]["seed"] == 9 and nine["hands"] != once["hands"]
    assert bad("--position", public, "--seed", "9") == "--position carries its own options: give none beside it"


def test_a_finished_game_shows_no_hand() -> None:
    from tests.referee.test_referee_ends import FINISHED
    options, moves, _, _ = FINISHED["symbol-pallet"]
    j = ok(*options, "--moves", moves)
    assert j["over"] and j["to_move"] is None and j["legal"] == []
    assert j["hand"] is None and j["phase"] == "over"
    assert j["winner"] == max(range(2), key=lambda p: (j["scores"][p], p))


@pytest.mark.parametrize("argv, message", [
    (["--seed", "7", "--moves", "draw"],
     "move 1 'draw': chips are still being placed: blue puts a chip on a field tile (>TILE)"),
    (["--seed", "7", "--moves", "??"],
     "move 1 '??': not a Symbol Pallet move (draw, pass, >TILE, a:TILE@x,y, discard:TILES)"),
    (["--seed", "7", "--deck", "Rs1"], "give a seed or a deck, not both"),
    (["--deck", "Rs1,Rs1"], "deck: Rs1 is listed twice"),
    (["--deck", "Zz9"], "deck: 'Zz9' is not a tile id"),
    (["--players", "5"], "symbol-pallet is played by 2 to 4 players, not 5"),
    (["--option", "nope"], "symbol-pallet has no option 'nope' (options: beginner)"),
    (["--seed", "1x"], "argument --seed: --seed must be a whole number of at most 20 digits, not '1x'"),
])
def test_bad_input_is_one_line(argv: list[str], message: str) -> None:
    assert bad(*argv) == message


def test_a_short_deck_names_the_missing_tiles() -> None:
    message = bad("--deck", "Rs1")
    assert message.startswith("deck: 1 tiles given, 60 needed (missing Rs2,Rc1,")


def test_the_referee_deals_as_the_game_does() -> None:
    j = ok("--seed", "11", "--players", "4")
    assert j["position"] == GAME.start(players=4, seed=11).position_text()
