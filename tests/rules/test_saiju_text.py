"""Saiju text forms: move tokens (notation.md) and the position text."""

from __future__ import annotations

import pytest

from games import BadPosition, MalformedMove
from games.saiju import END, FINISH, GAME, HEXES, Place, Setup

START2 = "..../...../....../....../....../...../.... s 0 --- 2 -"


@pytest.mark.parametrize("token", ["M@d2", "S@a1", "F@g7", "pS-c3", "wM-a4", "yF-d5", "end", "finish"])
def test_tokens_round_trip(token):
    move = GAME.parse_move(token)
    assert str(move) == token
    assert GAME.parse_move(str(move)) == move
    assert hash(GAME.parse_move(token)) == hash(move)


def test_token_values():
    assert GAME.parse_move("M@d2") == Setup(1, HEXES.index("d2"))
    assert GAME.parse_move("pS-c3") == Place(2, 0, HEXES.index("c3"))
    assert GAME.parse_move("end") is END and GAME.parse_move("finish") is FINISH
    assert END != FINISH and GAME.parse_move("pS-c3") != GAME.parse_move("pM-c3")


def test_every_placement_and_setup_token_round_trips():
    for c in "wyp":
        for s in "SMF":
            for h in HEXES:
                assert str(GAME.parse_move(f"{c}{s}-{h}")) == f"{c}{s}-{h}"
                assert str(GAME.parse_move(f"{s}@{h}")) == f"{s}@{h}"


@pytest.mark.parametrize("token,needle", [
    ("M@d4", "there is no hex d4 (d4, the centre"),
    ("pS-a5", "there is no hex a5"),
    ("pS-g1", "there is no hex g1"),
    ("X@a1", "starts with a Shadow's symbol S, M or F"),
    ("M@z9", "'z9' is not a hex name"),
    ("qS-c3", "starts with a colour w, y or p and a symbol"),
    ("pX-c3", "starts with a colour w, y or p and a symbol"),
    ("pS-", "'' is not a hex name"),
    ("End", "write 'end' in lower case"),
    ("FINISH", "write 'finish' in lower case"),
    ("pass", "is not a Saiju move"),
    ("", "is not a Saiju move"),
    ("pS-c3 ", "is not a hex name"),
])
def test_malformed_tokens_say_what_is_wrong(token, needle):
    with pytest.raises(MalformedMove) as info:
        GAME.parse_move(token)
    assert needle in str(info.value)


def test_start_position_text():
    assert GAME.start(players=2).position_text() == START2
    assert GAME.start(players=3).position_text() == START2.replace(" 2 -", " 3 -")
    assert GAME.start(players=2, switches=["tournament"]).position_text().endswith(" 2 tournament")


def test_position_text_example_from_the_docs():
    s = GAME.start(players=2)
    for tok in ["M@d2", "S@a1", "F@g7", "pS-c3"]:
        s = s.play(tok)
    text = s.position_text()
    assert text == "pS.../...../..S.../.M..../....../...../...F s:S 4 @@@ 2 -"
    t = GAME.parse_position(text)
    assert t.position_text() == text
    assert t.legal_tokens() == s.legal_tokens()
    assert t.to_move == 0 and t.first_symbol() == "S" and t.ply == 4


def test_finished_position_round_trips():
    text = ("pMwSyMyS/yFyFpFySpM/pMwFwSwMpFyF/wMwFpMwFwFwM/pSpFwSpSyMyS/wSpSyMwMpF/ySpSyMyF"
            " - 40 msm 2 tournament")
    s = GAME.parse_position(text)
    assert s.position_text() == text and s.over
    assert s.shadows_held() == (("M",), ("S", "F"))
    assert s.options.switches == {"tournament"}


@pytest.mark.parametrize("text,needle", [
    ("..../...../....../....../....../...../.... s 0 ---", "has 6 fields"),
    (START2.replace(" 2 -", " 4 -"), "players '4' should be 2 or 3"),
    (START2.replace(" 2 -", " 2 blitz"), "options field: saiju has no option 'blitz'"),
    (START2.replace(" 2 -", " 3 tournament"), "options field: saiju's tournament option is for 2 players only"),
    (START2.replace("..../", "...../", 1), "board row a '.....' has 5 hexes, not 4"),
    (START2.replace("..../", "..x./", 1), "board row a '..x.'"),
    (START2.replace("/....", "", 1), "the board has 7 rows"),
    (START2.replace(" 0 ", " -1 "), "ply '-1' is not a whole number"),
    (START2.replace("---", "--"), "shadows '--' should be 3 characters"),
    (START2.replace("---", "@--"), "the Snow Shadow is on the board, but the board does not show it"),
    ("M.../...../....../....../....../...../.... s 1 --- 2 -", "its character must be '@'"),
    ("S.../...../....../....../....../...../.... m 1 @-- 2 -", "the Shadows are put in the order Moon, Snow, Flower"),
    ("M.../...../....../....../....../...../.... s 1 -@- 2 -", "to-move 's': setup step 2 is moon's"),
    ("M.../...../....../....../....../...../.... m 2 -@- 2 -", "ply 2 does not fit setup step 2"),
    ("MwS../...../....../....../....../...../.... m 1 -@- 2 -", "no Colour piece is down"),
    ("M.../...../....../....../....../...../.... m 5 -@s 2 -", "no Colour piece is down and no Shadow has left"),
    ("MSF./...../....../....../....../...../.... s 2 @@@ 2 -", "setup alone takes 3 moves"),
    ("MSF./...../....../....../....../...../.... x 3 @@@ 2 -", "to-move 'x' should be a player's initial (s, m)"),
    ("MSF./...../....../....../....../...../.... f 3 @@@ 2 -", "to-move 'f' should be a player's initial (s, m)"),
    ("MSF./...../....../....../....../...../.... s:S 3 @@@ 2 -", "second placement comes at ply 4"),
    ("MS../...../....../....../....../...../.... s 5 @@s 2 -", "Flower Shadow has left the game but 12 Flower"),
    ("MSF./...../....../....../....../...../.... s 5 @@f 2 -", "its character must be '@', not 'f'"),
    ("MS../...../....../....../....../...../.... s 5 @@f 2 -", "'f' is not a player of a 2-player game"),
    ("wSwSwSwS/wS..../....../....../....../...../.... s 9 --- 2 -", "more than 4 white Snow pieces"),
    ("MMF./...../....../....../....../...../.... s 3 @@@ 2 -", "Moon Shadow is on the board twice"),
    ("pMwSyMyS/yFyFpFySpM/pMwFwSwMpFyF/wMwFpMwFwFwM/pSpFwSpSyMyS/wSpSyMwMpF/ySpSyMyF s 40 smm 2 -",
     "the game is over and to-move is '-'"),
])
def test_bad_positions_name_the_field(text, needle):
    with pytest.raises(BadPosition) as info:
        GAME.parse_position(text)
    assert needle in str(info.value)


def test_shadow_on_board_needs_two_pieces_left():
    # 11 Snow pieces down with the Snow Shadow still on the board (b5): impossible
    text = "wSwSwSwS/ySySySySS/pSpSpSMF./....../....../...../.... s 20 @@@ 2 -"
    with pytest.raises(BadPosition, match="leaves the game when one is left"):
        GAME.parse_position(text)


def test_position_text_is_ascii_with_single_space_separated_fields():
    s = GAME.start(players=3)
    for tok in ["M@d2", "F@a1", "S@g7", "pS-c3", "end", "yM-c4"]:
        s = s.play(tok)
    text = s.position_text()
    assert text.isascii() and "  " not in text and len(text.split(" ")) == 6
    assert GAME.parse_position(text).position_text() == text
