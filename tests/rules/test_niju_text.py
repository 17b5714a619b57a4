"""Ni-Ju move tokens (notation.md) and the position text."""

from __future__ import annotations

import pytest

from games.errors import BadPosition, MalformedMove
from games.niju import GAME, PASS, Place, Step
from games.niju.board import LIMIT, square


@pytest.mark.parametrize("token, move", [
    ("0f@1,0", Place(0x0F, square(1, 0))),
    ("0f@0,0", Place(0x0F, square(0, 0))),
    ("aa@-3,-12", Place(0xAA, square(-3, -12))),
    ("1,0>-1,2:e1", Step(square(1, 0), square(-1, 2), 0xE1)),
    ("-10,7>0,-1:55", Step(square(-10, 7), square(0, -1), 0x55)),
    ("pass", PASS),
])
def test_tokens_round_trip(token, move):
    assert GAME.parse_move(token) == move
    assert str(move) == token


def test_move_accessors():
    m = GAME.parse_move("1,0>-1,2:e1")
    assert m.origin == (1, 0) and m.target == (-1, 2) and m.kind == GAME.parse_move(
        "e1@0,0").kind
    assert GAME.parse_move("0f@1,0").target == (1, 0)


@pytest.mark.parametrize("token, words", [
    ("", "empty"),
    ("0F@1,0", "lower case: 0f"),
    ("0g@1,0", "not a pattern byte"),
    ("f@1,0", "not a pattern byte"),
    ("0e@1,0", "marks 3 squares"),
    ("ff@1,0", "marks 8 squares"),
    ("0f@1", "not a square"),
    ("0f@1,0,0", "not a square"),
    ("0f@+1,0", "not a square"),
    ("0f@01,0", "leading zeros"),
    ("0f@-0,0", "-0"),
    ("0f@1, 0", "not a square"),
    (f"0f@{LIMIT + 1},0", "too far out"),
    ("1,0>-1,2", "ends with ':'"),
    ("1,0>-1,2:e", "not a pattern byte"),
    ("1,0>x:e1", "not a square"),
    ("Pass", "not a Ni-Ju move"),
    ("0,0", "not a Ni-Ju move"),
])
def test_malformed_tokens(token, words):
    with pytest.raises(MalformedMove) as info:
        GAME.parse_move(token)
    assert words in str(info.value)


def test_start_position_text():
    s = GAME.start()
    assert s.position_text() == "w 0 - -"
    assert GAME.start(switches=["placement-only", "blocked-marks"]).position_text() == (
        "w 0 - blocked-marks,placement-only")


def test_documented_example():
    # docs/rules/ni-ju.md
    s = GAME.start().play("0f@0,0").play("17@1,0").play("b1@0,1")
    assert s.position_text() == "b 3 w0f@0,0/b17@1,0/wb1@0,1 -"
    back = GAME.parse_position("b 3 w0f@0,0/b17@1,0/wb1@0,1 -")
    assert back == s and back.legal_set() == s.legal_set()
    assert back.hand(0) == tuple(k for k in range(1, 21) if k not in (1, 3))  # 0f, b1
    assert back.hand(1) == tuple(k for k in range(1, 21) if k != 2)  # 17


def test_over_position_round_trips():
    tokens = "0f@0,0 17@-1,0 1b@1,0 1d@-2,0 1e@0,-1 27@-3,0 2b@1,-1 2d@-4,0 2e@1,1".split()
    s = GAME.start()
    for t in tokens:
        s = s.play(t)
    text = s.position_text()
    assert text.startswith("- 9 ")
    back = GAME.parse_position(text)
    assert back.outcome() == s.outcome() and back.position_text() == text


def test_options_in_any_order_are_read():
    s = GAME.parse_position("w 0 - placement-only,blocked-marks")
    assert s.position_text() == "w 0 - blocked-marks,placement-only"


@pytest.mark.parametrize("text, words", [
    ("w 0 -", "4 fields"),
    ("w  0 - -", "4 fields"),
    ("x 0 - -", "to-move: 'x'"),
    ("b 0 - -", "white is to move"),
    ("- 0 - -", "not over"),
    ("w zero - -", "ply: 'zero'"),
    ("w -1 - -", "ply"),
    ("w 00 - -", "leading zeros"),
    ("w 1 - -", "ply: in the placement phase"),
    ("w 0 - fast", "options: no option 'fast'"),
    ("w 0 - placement-only,placement-only", "written twice"),
    ("b 1 w0f@1,0 -", "0,0 must hold a tile"),
    ("b 1 x0f@0,0 -", "tiles: 'x0f@0,0'"),
    ("b 1 w0f0,0 -", "tiles: 'w0f0,0'"),
    ("b 1 w0e@0,0 -", "marks 3"),
    ("b 1 w0f@a,0 -", "not a square"),
    ("w 2 w0f@0,0/b17@0,0 -", "two tiles on 0,0"),
    ("w 2 w0f@0,0/w3c@1,0 -", "two tiles of kind 1"),
    ("w 2 w0f@0,0/b17@2,0 -", "one group"),
    ("w 2 w0f@0,0/b17@1,1 -", "one group"),
    ("w 2 w0f@0,0/w17@1,0 -", "White has placed 1 and Black 1"),
])
def test_bad_positions(text, words):
    with pytest.raises(BadPosition) as info:
        GAME.parse_position(text)
    assert words in str(info.value)


def _stripes(ply):
    tiles = []
    kinds = ["0f", "17", "1b", "1d", "1e", "27", "2b", "2d", "2e", "33",
             "35", "36", "39", "3a", "55", "56", "5a", "66", "6a", "aa"]
    n = [0, 0]
    for y in range(5):
        for x in range(8):
            owner = x & 1
            tiles.append(f"{'wb'[owner]}{kinds[n[owner]]}@{x},{y}")
            n[owner] += 1
    return f"{'wb'[ply & 1]} {ply} {'/'.join(tiles)} -"


def test_movement_positions():
    text = _stripes(57)
    s = GAME.parse_position(text)
    assert s.position_text() == text and s.to_move == 1 and s.phase == "movement"
    with pytest.raises(BadPosition, match="at least 40 moves"):
        GAME.parse_position(_stripes(57).replace(" 57 ", " 39 "))
    with pytest.raises(BadPosition, match="to-move"):
        GAME.parse_position(_stripes(57).replace("b 57", "w 57"))
    with pytest.raises(BadPosition, match="ends with the 40th tile"):
        GAME.parse_position(_stripes(41)[:-1] + "placement-only")
    over = GAME.parse_position(_stripes(40)[:-1].replace("w 40", "- 40") + "placement-only")
    assert over.outcome().draw and over.scores() == (0, 0)


def test_over_game_must_say_so():
    text = ("w 10 w55@0,0/w0f@0,-1/w17@-1,0/w1b@1,0/w1d@0,1/b0f@0,2/b17@1,2/b1b@2,2/"
            "b1d@3,2/b1e@4,2 -")
    with pytest.raises(BadPosition, match="not over"):
        GAME.parse_position(text.replace("w 10", "- 10"))
    # White has a cross, but Black moved last: the game goes on (White to move).
    assert GAME.parse_position(text).to_move == 0


def test_from_tiles_checks_like_the_parser():
    with pytest.raises(BadPosition, match="two tiles of kind 1"):
        GAME.from_tiles({(0, 0): (0, 0x0F), (1, 0): (1, 0x17), (2, 0): (0, 0x3C)})
    with pytest.raises(BadPosition, match="not a pattern"):
        GAME.from_tiles({(0, 0): (0, 0x07)})
    with pytest.raises(BadPosition, match="owner"):
        GAME.from_tiles({(0, 0): (2, 0x0F)})
