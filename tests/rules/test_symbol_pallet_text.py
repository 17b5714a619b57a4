"""Symbol Pallet: tokens, position texts, the seeded shuffle, views and the referee."""

from __future__ import annotations

import json

import pytest

from games.errors import BadPosition, MalformedMove
from games.referee import run
from games.symbol_pallet import GAME
from games.symbol_pallet.moves import DRAW, PASS, Chip, Discard, Place, Send
from games.symbol_pallet.shuffle import SplitMix64, shuffled
from games.symbol_pallet.tiles import TILE_IDS, TILE_INDEX
from games.symbol_pallet.view import PlayerView

# Fixed deals: a browser (Pyodide) test compares against these same constants.
DECK_SEED_0 = (
    "Bt1,Os2,Pa2,Yt1,Gs1,Gw1,Kc2,Gt1,Ot1,Rw1,Wc1,Bw1,Pt1,Ys1,Oa2,Bs1,Oa1,Gc1,Oc2,Bc1,"
    "Ga1,Wa1,Ys2,Ws1,Pc1,Rc2,Ks1,Kc1,Yc2,Pa1,Os1,Ya1,Ps2,Ps1,Ba1,Oc1,Gs2,Rs1,Yc1,Ga2,"
    "Ws2,Ra1,Ww1,Pw1,Ra2,Yw1,Bs2,Pc2,Ka1,Rs2,Rc1,Bc2,Kw1,Ya2,Ba2,Wc2,Rt1,Gc2,Ow1,Ks2")
DECK_SEED_7 = (
    "Ka1,Ks2,Wc1,Pa2,Ba1,Bs2,Bt1,Pw1,Yw1,Bc2,Ws2,Ra1,Ks1,Yc2,Pt1,Ow1,Ww1,Oa1,Rc2,Bw1,"
    "Ys1,Gc2,Gw1,Bs1,Ot1,Ps2,Wa1,Yt1,Ys2,Ya1,Kc2,Ra2,Ba2,Yc1,Rs1,Gs1,Rs2,Ga2,Rc1,Ws1,"
    "Ps1,Kw1,Ga1,Ya2,Oa2,Oc1,Bc1,Kc1,Oc2,Wc2,Rw1,Gs2,Rt1,Gc1,Os1,Pc1,Pa1,Gt1,Os2,Pc2")
DECK_SEED_7_BEGINNER = (
    "Oa1,Ys2,Os1,Ot1,Gc2,Yc2,Pa2,Ba1,Gs2,Ya2,Os2,Rt1,Rs2,Pc1,Oa2,Bc2,Ya1,Ps2,Gt1,Ba2,"
    "Gs1,Rc2,Ys1,Gc1,Yc1,Ra1,Oc2,Yt1,Rc1,Rs1,Ga1,Bt1,Bs2,Pt1,Bs1,Ga2,Pc2,Ra2,Ps1,Pa1,Oc1,Bc1")


def ids(tiles):
    return ",".join(TILE_IDS[t] for t in tiles)


# ---------------------------------------------------------------- shuffle
def test_splitmix64_reference_vector():
    # Vigna's splitmix64 seeded with 1234567: first outputs of the reference C code
    rng = SplitMix64(1234567)
    assert [rng.next() for _ in range(3)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423]


def test_fisher_yates_small():
    assert shuffled(range(5), 0) == shuffled(range(5), 0)
    assert sorted(shuffled(range(10), 99)) == list(range(10))


@pytest.mark.parametrize("seed,switches,expected", [
    (0, [], DECK_SEED_0), (7, [], DECK_SEED_7), (7, ["beginner"], DECK_SEED_7_BEGINNER)])
def test_same_seed_same_deal(seed, switches, expected):
    opts = GAME.options(players=3, seed=seed, switches=switches)
    assert ids(GAME.deck_for(opts)) == expected
    s = GAME.new(opts)
    deck = expected.split(",")
    assert [TILE_IDS[p.tile] for p in s.field.placed] == deck[:9]
    assert s.hand(0) == tuple(sorted(deck[9:12], key=TILE_INDEX.get))
    assert s.hand(2) == tuple(sorted(deck[15:18], key=TILE_INDEX.get))
    assert [TILE_IDS[t] for t in s.deck] == deck[18:]
    assert GAME.new(opts).position_text() == s.position_text()


def test_negative_and_huge_seeds_wrap_modulo_2_64():
    a = GAME.deck_for(GAME.options(players=2, seed=-1))
    b = GAME.deck_for(GAME.options(players=2, seed=2**64 - 1))
    assert a == b


# ---------------------------------------------------------------- tokens
@pytest.mark.parametrize("token,move", [
    ("draw", DRAW), ("pass", PASS), (">Gc1", Chip(TILE_INDEX["Gc1"])),
    ("a:Pa1@3,1", Place(0, TILE_INDEX["Pa1"], 3, 1, False, ())),
    ("a:Pa1@3,1+", Place(0, TILE_INDEX["Pa1"], 3, 1, True, ())),
    ("b:Yt1@1,1!2a>Rs2", Place(1, TILE_INDEX["Yt1"], 1, 1, False,
                               (Send(1, 0, TILE_INDEX["Rs2"]),))),
    ("a:Ka1@-1,-3+!1b>Rs1!4a>Ws2", Place(0, TILE_INDEX["Ka1"], -1, -3, True,
                                          (Send(0, 1, TILE_INDEX["Rs1"]),
                                           Send(3, 0, TILE_INDEX["Ws2"])))),
    ("discard:Rs1,Kc2", Discard((TILE_INDEX["Rs1"], TILE_INDEX["Kc2"]))),
])
def test_tokens_round_trip(token, move):
    assert GAME.parse_move(token) == move
    assert str(move) == token


@pytest.mark.parametrize("token,why", [
    ("", "empty"), ("Draw", "not a Symbol Pallet move"), (">Zz1", "not a tile id"),
    ("c:Pa1@3,1", "not a Symbol Pallet move"), ("a:Pa1@3", "a placement is"),
    ("a:Pa1@03,1", "a placement is"), ("a:Pa1@-0,1", "not -0"),
    ("a:Pa9@3,1", "not a tile id"), ("a:Pa1@3,1!5a>Rs1", "is not a chip sent"),
    ("a:Pa1@3,1!2a>Rs1!1b>Gc1", "chip order"), ("a:Pa1@3,1!2a>Rs1!2a>Gc1", "chip order"),
    ("a:Pa1@3,1!2a>Rs1+", "comes before the ! parts"), ("discard:Kc2,Rs1", "catalogue order"),
    ("discard:Rs1,Rs1", "twice"), ("discard:", "not a tile id"),
])
def test_malformed_tokens(token, why):
    with pytest.raises(MalformedMove, match=why):
        GAME.parse_move(token)


# ---------------------------------------------------------------- positions
def test_position_text_documented_example_shape():
    s = GAME.start(players=2, seed=7)
    text = s.position_text()
    assert text.startswith("players=2 options=- start=seed:7 ply=0 turn=setup final=0 field=Ka1@0,0;")
    assert " chips=-,-,-,- hands=Ra1,Bc2,Ws2/Yc2,Pt1,Ks1 discard=- deck=Ow1," in text
    assert text.isascii() and "  " not in text


def test_position_round_trip_through_a_game():
    s = GAME.start(players=3, seed=11, switches=["beginner"])
    for _ in range(60):
        if s.over:
            break
        again = GAME.parse_position(s.position_text())
        assert again.position_text() == s.position_text()
        assert again.legal_tokens() == s.legal_tokens()
        assert again.scores() == s.scores()
        s = s.apply(s.legal_moves()[len(s.legal_moves()) // 2])


def test_position_with_explicit_deck_keeps_it():
    order = list(reversed(TILE_IDS))
    s = GAME.start(players=2, deck=order)
    again = GAME.parse_position(s.position_text())
    assert again.options.deck == tuple(order) and again.options.seed is None


@pytest.mark.parametrize("edit,why", [
    (lambda t: t.replace("players=2", "players=5"), "players"),
    (lambda t: t.replace("options=-", "options=huge"), "options"),
    (lambda t: t.replace("start=seed:7", "start=dice:7"), "start"),
    (lambda t: t.replace("ply=0", "ply=x"), "ply"),
    (lambda t: t.replace("turn=setup", "turn=3:1"), "turn"),
    (lambda t: t.replace("final=0", "final=2"), "final"),
    (lambda t: t.replace("Ka1@0,0;", "Ka1@0,0;Zz1@9,9;"), "field"),
    (lambda t: t.replace("Ks2@2,0", "Ks2@1,0"), "field"),
    (lambda t: t.replace("Ks2@2,0", "Ks2@8,0"), "field"),
    (lambda t: t.replace("chips=-,-,-,-", "chips=-,-,-"), "chips"),
    (lambda t: t.replace("chips=-,-,-,-", "chips=Ka1,-,-,-"), "chips"),
    (lambda t: t.replace("hands=Ra1,Bc2,Ws2/", "hands=Ra1,Bc2,Ws2,Ka1/"), "also in"),
    (lambda t: t.replace("hands=Ra1,Bc2,Ws2/", "hands=Bc2,Ra1,Ws2/"), "catalogue order"),
    (lambda t: t.replace("deck=Ow1,", "deck="), "missing"),
    (lambda t: t.replace(" deck=", "  deck="), "fields"),
])
def test_bad_positions_name_the_field(edit, why):
    good = GAME.start(players=2, seed=7).position_text()
    with pytest.raises(BadPosition, match=why):
        GAME.parse_position(edit(good))


def test_setup_position_names_player_from_chips():
    s = GAME.start(players=3, seed=2)
    s = s.apply(s.legal_moves()[0])
    again = GAME.parse_position(s.position_text())
    assert again.to_move == 1 == s.to_move


# ---------------------------------------------------------------- views
def test_view_hides_other_hands_and_deck_order():
    s = GAME.start(players=3, seed=4)
    v = PlayerView.of(s, 1)
    assert v.hand_ids == list(s.hand(1))
    assert v.hand_sizes == (3, 3, 3) and v.deck_size == len(s.deck)
    assert not hasattr(v, "deck") and not hasattr(v, "hands")
    hidden = set(s.hand(0)) | set(s.hand(2)) | {TILE_IDS[t] for t in s.deck}
    assert set(v.unseen_tiles()) == hidden


def test_view_legal_moves_match_for_the_mover():
    import random
    s = GAME.start(players=2, seed=9)
    rng = random.Random(1)
    for _ in range(40):
        if s.over:
            break
        v = PlayerView.of(s, s.to_move)
        assert sorted(map(str, v.legal_moves())) == s.legal_tokens()
        sample = v.sample_state(rng)
        assert sample.hand(s.to_move) == s.hand(s.to_move)
        assert len(sample.deck) == len(s.deck)
        s = s.apply(rng.choice(s.legal_moves()))


# ---------------------------------------------------------------- referee
def referee(*args):
    status, out, err = run(["symbol-pallet", *args])
    return status, (json.loads(out) if out else None), err


def test_referee_seed_and_fields():
    status, js, err = referee("--players", "2", "--seed", "7")
    assert status == 0 and err == ""
    assert js["options"] == {"players": 2, "beginner": False, "seed": 7, "deck": None}
    assert js["players"] == ["red", "blue"] and js["to_move"] == 1 and js["ply"] == 0
    assert js["scores"] == [0, 0] and js["over"] is False
    assert js["legal"] == sorted(">" + t for t in DECK_SEED_7.split(",")[:9])
    assert js["hand"] == ["Yc2", "Pt1", "Ks1"] and js["discard"] == [] and js["deck_size"] == 45
    assert "deck" not in js and "hands" not in js


def test_referee_reveal():
    status, js, _ = referee("--players", "2", "--seed", "7", "--reveal")
    assert status == 0 and js["deck"] == DECK_SEED_7.split(",")[15:]
    assert js["hands"][0] == ["Ra1", "Bc2", "Ws2"]


def test_referee_default_seed():
    _, js, _ = referee("--players", "4")
    assert js["options"]["seed"] == 0 and js["to_move"] == 3
    assert js["position"].startswith("players=4 options=- start=seed:0 ")


def test_referee_deck_and_moves():
    order = list(reversed(TILE_IDS))
    moves = [">" + order[i] for i in (0, 1, 2, 3)]
    status, js, _ = referee("--players", "2", "--deck", ",".join(order), "--moves", " ".join(moves))
    assert status == 0
    assert js["options"]["deck"] == order and js["options"]["seed"] is None
    assert js["to_move"] == 0 and js["phase"] == "actions" and js["action"] == 1
    assert "draw" in js["legal"] and "pass" not in js["legal"]
    assert js["scores"] == [2, 2]
    assert js["hand"] == sorted(order[9:12], key=TILE_INDEX.get)


def test_referee_beginner():
    status, js, _ = referee("--players", "3", "--seed", "7", "--option", "beginner", "--reveal")
    assert status == 0 and js["options"]["beginner"] is True
    assert js["deck_size"] == 42 - 9 - 9
    assert js["position"].split()[1] == "options=beginner"


def test_referee_illegal_move_message():
    status, out, err = run(["symbol-pallet", "--players", "2", "--seed", "7",
                            "--moves", ">Ka1 draw"])
    assert status == 2 and out == ""
    assert err == ("move 2 'draw': chips are still being placed: red puts a chip on a field "
                   "tile (>TILE)\n")
    status, out, err = run(["symbol-pallet", "--seed", "7", "--moves", ">Ka1 >Ka1"])
    assert status == 2 and err.startswith("move 2 '>Ka1': Ka1 already holds chip 2a")
    assert err.count("\n") == 1


def test_referee_malformed_and_bad_options():
    status, out, err = run(["symbol-pallet", "--moves", "x"])
    assert status == 2 and out == "" and err.startswith("move 1 'x': not a Symbol Pallet move")
    status, _, err = run(["symbol-pallet", "--players", "5"])
    assert status == 2 and "2 to 4" in err
    status, _, err = run(["symbol-pallet", "--deck", "Rs1,Rs2"])
    assert status == 2 and err.startswith("deck: 2 tiles given, 60 needed")
    status, _, err = run(["symbol-pallet", "--seed", "1", "--deck", "Rs1"])
    assert status == 2 and "not both" in err


def test_referee_position_start():
    s = GAME.start(players=2, seed=3)
    status, js, _ = referee("--position", s.position_text())
    assert status == 0 and js["position"] == s.position_text()


def test_documented_position_example():
    doc = open("docs/rules/symbol-pallet.md", encoding="utf-8").read()
    example = next(line for line in doc.splitlines() if line.startswith("players=2 options=- start=seed:7 ply=5"))
    s = GAME.start(players=2, seed=7)
    for t in (">Ka1", ">Ks2", ">Wc1", ">Pa2", "draw"):
        s = s.play(t)
    assert s.position_text() == example
    assert GAME.parse_position(example).legal_tokens() == s.legal_tokens()
    assert "a:Ra1@1,1" in s.legal_tokens()  # Ka1 - Ks2 + Pa2 - Ba1 = red
