"""Saiju rules: board, setup, placements, the second placement, end, Shadow
removal, finish, the end of the game and the outcome (shared/rules/saiju.md)."""

from __future__ import annotations

import math
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import BadOption, IllegalMove, Options, get_game, replay_or_raise
from games.saiju import COORDS, GAME, HEXES, NEIGHBOURS, ROW_HEXES, pixel_centre
from games.saiju.geometry import hex_coords, neighbour_names

FIG4 = "pMwSyMyS/yFyFpFySpM/pMwFwSwMpFyF/wMwFpMwFwFwM/pSpFwSpSyMyS/wSpSyMwMpF/ySpSyMyF"
DRAW2 = "wSwFyFpM/pFpSwFpMwM/yFpFySwFwFyF/wMwSpFwMpSyS/ySwSpFpSpMyS/yMyMwMpSpM/wSyMyFyM"
TIE3 = "yMwMpMyF/pFpMwFwMwF/pSwFySwFySyF/pMwSpFyMpSyM/ySyFpSwMwSpS/pFySwMyFpM/yMpFwSwS"
ALLTIE3 = "pMwFpFyM/pSpFySyFyS/yMwSwMwSwFpM/ySyFwFwFpFyM/yFwMpSpFwSpS/pSyFwMwMpM/ySpMyMwS"

FIG4_KINDS = re.findall(r"[wyp][SMF]", FIG4)

SETUP2 = ["M@d2", "S@a1", "F@g7"]


def play(tokens, players=2, switches=()):
    return replay_or_raise(GAME.start(players=players, switches=switches), tokens)


def illegal(state, token):
    with pytest.raises(IllegalMove) as info:
        state.play(token)
    return str(info.value)


def tokens(state):
    return set(state.legal_tokens())


# ----- board ---------------------------------------------------------------------------
def test_registry_and_metadata():
    assert get_game("saiju") is GAME
    assert GAME.scoring and not GAME.uses_seed
    assert (GAME.min_players, GAME.max_players) == (2, 3)
    assert GAME.player_names(2) == ("snow", "moon")
    assert GAME.player_names(3) == ("snow", "moon", "flower")
    assert set(GAME.switches) == {"tournament"}


def test_board_has_36_hexes_named_like_abalone():
    rows = {r: [HEXES[h] for h in ROW_HEXES[i]] for i, r in enumerate("abcdefg")}
    assert rows["a"] == ["a1", "a2", "a3", "a4"]
    assert rows["b"] == ["b1", "b2", "b3", "b4", "b5"]
    assert rows["c"] == [f"c{i}" for i in range(1, 7)]
    assert rows["d"] == ["d1", "d2", "d3", "d5", "d6", "d7"]
    assert rows["e"] == [f"e{i}" for i in range(2, 8)]
    assert rows["f"] == [f"f{i}" for i in range(3, 8)]
    assert rows["g"] == ["g4", "g5", "g6", "g7"]
    assert len(HEXES) == len(set(HEXES)) == 36 and "d4" not in HEXES


def test_coordinates_follow_the_ruling():
    for name, (x, y) in zip(HEXES, COORDS):
        assert x == int(name[1]) - 4 and y == "abcdefg".index(name[0]) - 3
        assert max(abs(x), abs(y), abs(x - y)) <= 3 and (x, y) != (0, 0)
    assert hex_coords("a1") == (-3, -3) and hex_coords("g7") == (3, 3)


def test_neighbours_are_the_six_axial_steps():
    steps = {(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)}
    for h, (x, y) in enumerate(COORDS):
        expected = {COORDS.index((x + dx, y + dy)) for dx, dy in steps if (x + dx, y + dy) in COORDS}
        assert set(NEIGHBOURS[h]) == expected
        for n in NEIGHBOURS[h]:
            assert h in NEIGHBOURS[n]
    assert set(neighbour_names("a1")) == {"a2", "b1", "b2"}
    # the hexes around the missing centre touch each other, not through d4
    assert set(neighbour_names("d3")) == {"c2", "c3", "d2", "e3", "e4"}


def test_pixel_centres_put_row_a_at_the_bottom_in_horizontal_rows():
    ya = pixel_centre("a1")[1]
    assert all(pixel_centre(n)[1] == ya for n in ("a2", "a3", "a4"))
    assert ya > pixel_centre("g4")[1]
    xs = [pixel_centre(n)[0] for n in ("d1", "d2", "d3")]
    assert xs == sorted(xs)
    for h, n in enumerate(HEXES):  # neighbours are one hex-width apart
        for m in NEIGHBOURS[h]:
            (x1, y1), (x2, y2) = pixel_centre(n), pixel_centre(HEXES[m])
            assert math.isclose(math.hypot(x1 - x2, y1 - y2), math.sqrt(3))


# ----- setup ---------------------------------------------------------------------------------
def test_two_player_setup_order():
    s = GAME.start(players=2)
    assert s.in_setup and s.setup_shadow() == "M" and s.to_move == 0
    assert tokens(s) == {f"M@{h}" for h in HEXES}
    s = s.play("M@d2")
    assert s.setup_shadow() == "S" and s.to_move == 1
    assert tokens(s) == {f"S@{h}" for h in HEXES if h != "d2"}
    s = s.play("S@a1")
    assert s.setup_shadow() == "F" and s.to_move == 1
    assert len(s.legal_moves()) == 34
    s = s.play("F@g7")
    assert not s.in_setup and s.setup_shadow() is None
    assert s.to_move == 0 and s.ply == 3
    assert s.shadows_on_board() == {"S": "a1", "M": "d2", "F": "g7"}
    assert s.placement_number() == 1


def test_three_player_setup_order():
    s = GAME.start(players=3)
    assert (s.setup_shadow(), s.to_move) == ("M", 0)
    s = s.play("M@a1")
    assert (s.setup_shadow(), s.to_move) == ("F", 1)
    s = s.play("F@b2")
    assert (s.setup_shadow(), s.to_move) == ("S", 2)
    s = s.play("S@c3")
    assert (s.setup_shadow(), s.to_move) == (None, 0)
    assert s.shadows_on_board() == {"S": "c3", "M": "a1", "F": "b2"}


def test_setup_rejects_wrong_shadow_occupied_hex_and_turn_moves():
    s = GAME.start(players=2)
    assert "the Moon Shadow is to be put now" in illegal(s, "S@a1")
    assert "Shadows are still being set up" in illegal(s, "wS-a1")
    assert "still being set up" in illegal(s, "end")
    assert "still being set up" in illegal(s, "finish")
    s = s.play("M@d2")
    assert "d2 already holds the Moon Shadow" in illegal(s, "S@d2")
    s = play(SETUP2)
    assert "already set up" in illegal(s, "M@c3")


# ----- a turn ------------------------------------------------------------------------------
def test_first_placement_puts_the_piece_on_the_shadows_hex_and_moves_the_shadow():
    s = play(SETUP2)
    legal = tokens(s)
    # every symbol, every colour, every empty hex
    assert len(legal) == 3 * 3 * 33
    assert "end" not in legal and "finish" not in legal
    t = s.play("pS-c3")
    assert t.pieces_on_board() == {"a1": "pS"}
    assert t.shadows_on_board() == {"S": "c3", "M": "d2", "F": "g7"}
    assert t.supply_counts()["pS"] == 3 and sum(t.supply_counts().values()) == 35
    assert t.to_move == 0 and t.ply == 4
    assert t.placement_number() == 2 and t.first_symbol() == "S"


def test_second_placement_must_use_another_symbol_and_end_is_offered():
    t = play(SETUP2 + ["pS-c3"])
    legal = tokens(t)
    assert "end" in legal
    assert not any(tok[1] == "S" for tok in legal if tok != "end")
    assert t.allowed_symbols() == ("M", "F")
    assert t.colours_for("S") == ()
    assert "different symbol from the first (Snow)" in illegal(t, "wS-c4")
    u = t.play("yM-c4")
    assert u.to_move == 1 and u.placement_number() == 1 and u.first_symbol() is None
    assert u.pieces_on_board() == {"a1": "pS", "d2": "yM"}


def test_end_passes_the_turn_after_one_placement():
    t = play(SETUP2 + ["pS-c3", "end"])
    assert t.to_move == 1 and t.placement_number() == 1 and t.ply == 5
    assert "at least one Colour piece" in illegal(t, "end")


def test_turns_rotate_through_three_players():
    s = play(["M@a1", "F@b2", "S@c3", "wS-d1", "end", "wM-d2", "end"], players=3)
    assert s.to_move == 2
    s = s.play("wF-d3").play("pS-e2")
    assert s.to_move == 0


def test_placement_errors_say_why():
    s = play(SETUP2)
    assert "the Shadow must move to another, empty hex" in illegal(s, "wS-a1")
    assert "d2 already holds the Moon Shadow" in illegal(s, "wS-d2")
    s = play(SETUP2 + ["wS-b1", "end"])
    assert "a1 already holds a white Snow piece" in illegal(s, "wM-a1")
    # four white Snow pieces used up -> that kind is gone from the supply
    s = play(SETUP2 + ["wS-b2", "end", "wS-b3", "end", "wS-b4", "end", "wS-b5", "end"])
    assert s.supply_counts()["wS"] == 0 and s.colours_for("S") == ("y", "p")
    assert "no white Snow piece is left in the supply" in illegal(s, "wS-c1")


def test_any_colour_in_the_supply_may_be_chosen():
    s = play(SETUP2)
    assert s.colours_for("M") == ("w", "y", "p")
    assert set(s.shadow_targets("M")) == set(HEXES) - {"a1", "d2", "g7"}


# ----- hand-built positions ------------------------------------------------------------------------
def position(pieces, shadows, held="---", to_move="s", ply=30, players=2, switches="-"):
    """A position text from {hex: kind} and {symbol: hex}; shadows field from ``held``."""
    cells = []
    for row in ROW_HEXES:
        out = ""
        for h in row:
            name = HEXES[h]
            sym = next((k for k, v in shadows.items() if v == name), None)
            out += sym if sym else pieces.get(name, ".")
        cells.append(out)
    field = "".join("@" if sym in shadows else held[i] for i, sym in enumerate("SMF"))
    return GAME.parse_position(f"{'/'.join(cells)} {to_move} {ply} {field} {players} {switches}")


def fill(kinds, start=0):
    """Pieces of the given kinds on consecutive hexes from hex number ``start``."""
    return {HEXES[start + i]: k for i, k in enumerate(kinds)}


# Snow: 10 pieces down, one white and one pink left; Moon and Flower untouched.
SNOW_NEARLY_OUT = fill(["wS"] * 3 + ["yS"] * 4 + ["pS"] * 3)


def test_shadow_removal_puts_the_last_piece_where_the_shadow_went():
    s = position(SNOW_NEARLY_OUT, {"S": "d1", "M": "d2", "F": "d3"})
    assert s.supply_counts()["wS"] == 1 and s.supply_counts()["pS"] == 1
    t = s.play("wS-e4")
    assert t.pieces_on_board()["d1"] == "wS"
    assert t.pieces_on_board()["e4"] == "pS"  # the last Snow piece replaced the Shadow
    assert "S" not in t.shadows_on_board()
    assert t.shadows_held() == (("S",), ())
    assert sum(n for k, n in t.supply_counts().items() if k[1] == "S") == 0
    # the turn goes on: a second placement of another symbol, or end
    assert t.to_move == 0 and t.placement_number() == 2
    assert "end" in tokens(t) and t.allowed_symbols() == ("M", "F")


def test_a_removed_shadow_cannot_be_used_again():
    t = position(SNOW_NEARLY_OUT, {"S": "d1", "M": "d2", "F": "d3"}).play("wS-e4").play("end")
    assert t.to_move == 1
    assert "the Snow Shadow has left the game" in illegal(t, "pS-e5")
    assert "S" not in t.allowed_symbols() and t.shadow_targets("S") == ()
    assert t.colours_for("S") == ()


def test_removal_on_a_second_placement_credits_the_mover():
    s = position(SNOW_NEARLY_OUT, {"S": "d1", "M": "d2", "F": "d3"}, to_move="m")
    t = s.play("wM-e2").play("pS-e5")
    assert t.pieces_on_board()["e5"] == "wS"
    assert t.shadows_held() == ((), ("S",)) and t.to_move == 0


def test_the_last_placement_ends_the_game_even_as_a_first_placement():
    pieces = dict(zip(HEXES, FIG4_KINDS))
    # f7 (pF) and g7 (yF) not yet down: the Flower Shadow stands on g7
    del pieces["f7"], pieces["g7"]
    s = position(pieces, {"F": "g7"}, held="sm-", to_move="m", ply=40)
    assert s.supply_counts()["pF"] == 1 and s.supply_counts()["yF"] == 1
    assert s.finish_legal() is False  # two colours left
    t = s.play("yF-f7")
    assert t.over and t.to_move is None and t.legal_moves() == []
    assert t.pieces_on_board()["g7"] == "yF" and t.pieces_on_board()["f7"] == "pF"
    assert t.shadows_on_board() == {} and t.shadows_held() == (("S",), ("M", "F"))
    assert len(t.pieces_on_board()) == 36 and t.ply == 41
    assert t.placement_number() is None and t.allowed_symbols() == ()


# ----- finish ---------------------------------------------------------------------------------------
def flower_left(missing, shadow, held="sm", to_move="s", first=""):
    """The figure-4 board with the ``missing`` hexes' pieces back in the supply."""
    pieces = dict(zip(HEXES, FIG4_KINDS))
    for h in missing + [shadow]:
        del pieces[h]
    return position(pieces, {"F": shadow}, held=held + "-", to_move=to_move + first, ply=50)


# b1, b2, g7 hold the yellow Flowers wanted: yF on b1 b2 ... (FIG4 row b: yF yF pF yS pM)
def test_finish_is_legal_with_one_shadow_and_a_one_colour_supply():
    s = flower_left(["b1", "b2"], shadow="g7")
    assert {k: n for k, n in s.supply_counts().items() if n} == {"yF": 3}
    assert s.finish_legal() and "finish" in tokens(s)
    t = s.play("finish")
    assert t.over and len(t.pieces_on_board()) == 36
    assert all(t.pieces_on_board()[h] == "yF" for h in ("b1", "b2", "g7"))
    assert t.shadows_held() == (("S", "F"), ("M",))  # the finisher takes the last Shadow
    assert t.scores() == (13, 19)


def test_finish_gives_the_same_board_as_ordinary_play():
    s = flower_left(["b1", "b2"], shadow="g7", to_move="m")
    ordinary = s.play("yF-b1").play("end").play("yF-b2")
    finished = s.play("finish")
    assert ordinary.over and ordinary.board == finished.board
    assert ordinary.shadows_held() == (("S", "F"), ("M",))  # Snow made the last placement
    assert finished.shadows_held() == (("S",), ("M", "F"))  # only who holds it changes


def test_finish_is_illegal_with_two_shadows_or_a_mixed_supply():
    s = play(SETUP2)
    assert not s.finish_legal()
    assert "exactly one Shadow on the board, and there are 3" in illegal(s, "finish")
    s = flower_left(["b3"], shadow="g7")  # b3 pF and g7 yF left
    assert {k for k, n in s.supply_counts().items() if n} == {"yF", "pF"}
    assert not s.finish_legal()
    assert "of one colour, and it holds yellow and pink pieces" in illegal(s, "finish")


def test_finish_after_a_first_placement_even_of_the_same_symbol():
    s = flower_left(["b1"], shadow="b2", first=":F")  # yF on b1 and b2 still to come
    assert {k: n for k, n in s.supply_counts().items() if n} == {"yF": 2}
    assert s.placement_number() == 2 and s.first_symbol() == "F"
    assert tokens(s) == {"end", "finish"}
    t = s.play("finish")
    assert t.over and t.shadows_held() == (("S", "F"), ("M",))


# ----- the end and the outcome ---------------------------------------------------------------------------
def final(board, players=2, held="smm", switches="-"):
    return GAME.parse_position(f"{board} - 40 {held} {players} {switches}")


def test_outcome_two_players():
    s = final(FIG4)
    assert s.over and s.to_move is None and s.legal_moves() == []
    assert s.scores() == (13, 19)
    assert s.outcome().winner == 1 and s.outcome().reason == "Moon wins 19 to 13"


def test_outcome_three_players():
    s = final(FIG4, players=3, held="smf")
    assert s.scores() == (13, 3, 16)
    assert s.outcome().winner == 2
    assert s.outcome().reason == "Flower wins with 16 to Snow 13 and Moon 3"


def test_equal_highest_is_a_draw():
    s = final(DRAW2)
    assert s.scores() == (26, 26)
    assert s.outcome().draw and s.outcome().reason == "Draw at 26 points each"
    s = final(TIE3, players=3, held="smf")
    assert s.scores() == (16, 16, 5)
    assert s.outcome().winner is None
    assert s.outcome().reason == "Draw: Snow and Moon 16 points each, Flower 5"
    s = final(ALLTIE3, players=3, held="smf")
    assert s.scores() == (8, 8, 8) and s.outcome().draw


def test_tournament_breaks_ties_by_shadows_held():
    s = final(DRAW2, held="smm", switches="tournament")
    assert s.outcome().winner == 1
    assert s.outcome().reason == "Moon wins on Shadows held (2 to 1) after a tie at 26 points"
    s = final(DRAW2, held="ssm", switches="tournament")
    assert s.outcome().winner == 0
    # a clear score still wins whatever the Shadows
    s = final(FIG4, held="sss", switches="tournament")
    assert s.outcome().winner == 1


def test_tournament_is_refused_for_three_players():
    with pytest.raises(BadOption, match="2 players only"):
        GAME.options(3, ["tournament"])
    with pytest.raises(BadOption):
        GAME.new(Options(players=3, switches=frozenset({"tournament"})))
    assert GAME.options(2, ["tournament"]).switches == {"tournament"}


def test_shadows_are_held_in_every_game_and_all_three_by_the_end():
    s = final(FIG4, held="msm")
    assert s.shadows_held() == (("M",), ("S", "F"))


# ----- moves by index --------------------------------------------------------------------
def random_position(players: int, seed: int, plies: int):
    """The position after up to ``plies`` random legal moves from the start (fewer if the
    game ends first), drawn by ``random_legal_move`` with ``seed``."""
    rng = random.Random(seed)
    state = GAME.start(players=players)
    for _ in range(plies):
        if state.over:
            break
        state = state.apply(state.random_legal_move(rng))
    return state


@settings(max_examples=60, deadline=None)
@given(players=st.sampled_from([2, 3]), seed=st.integers(0, 10_000), plies=st.integers(0, 90))
def test_nth_legal_move_is_legal_moves_at_that_index(players, seed, plies):
    """A playout draws its move by index without listing the legal moves; that is only
    uniform and reproducible if ``nth_legal_move(i)`` is ``legal_moves()[i]`` for every
    i, in every stage (setup, first and second placement, ``end``, ``finish``)."""
    state = random_position(players, seed, plies)
    moves = state.legal_moves()
    assert state.legal_move_count() == len(moves)
    assert [state.nth_legal_move(i) for i in range(len(moves))] == moves
    with pytest.raises(IndexError):
        state.nth_legal_move(len(moves))
    for draw in range(3):
        if moves:
            expected = moves[random.Random(draw).randrange(len(moves))]
            assert state.random_legal_move(random.Random(draw)) == expected


def test_nth_legal_move_reaches_end_and_finish():
    """The moves after the placements (``end``, ``finish``) are indexed too."""
    seen = set()
    for seed in range(300):
        rng = random.Random(seed)
        state = GAME.start(players=2)
        while not state.over:
            moves = state.legal_moves()
            for i in (len(moves) - 2, len(moves) - 1):
                if i >= 0:
                    assert state.nth_legal_move(i) == moves[i]
                    seen.add(str(moves[i]))
            state = state.apply(moves[rng.randrange(len(moves))])
        if {"end", "finish"} <= seen:
            break
    assert {"end", "finish"} <= seen


@settings(max_examples=80, deadline=None)
@given(players=st.sampled_from([2, 3]), seed=st.integers(0, 10_000), plies=st.integers(0, 90),
       length=st.integers(0, 40))
def test_a_random_playout_is_the_same_moves_one_state_at_a_time(players, seed, plies, length):
    """``random_playout`` keeps the position in lists, not states, yet must reach the
    very state (board, Shadows, holders, supply, turn, ply) that applying
    ``random_legal_move`` ply by ply reaches with the same generator, through Shadow
    removals, ``end``, ``finish`` and the end of the game."""
    state = random_position(players, seed, plies)
    fast, done = state.random_playout(random.Random(seed + 1), length)
    slow, step, played = state, random.Random(seed + 1), 0
    while played < length and not slow.over:
        slow = slow.apply(slow.random_legal_move(step))
        played += 1
    assert done == played
    assert fast.position_text() == slow.position_text()
    assert (fast.board, fast.shadow_at, fast.holders, fast.supply, fast.player, fast.first,
            fast.ply, fast.over) == (slow.board, slow.shadow_at, slow.holders, slow.supply,
                                     slow.player, slow.first, slow.ply, slow.over)
    assert fast.legal_moves() == slow.legal_moves()


def test_random_playouts_to_the_end_match_through_finish():
    """Whole games played by ``random_playout`` end exactly as the stepped ones,
    ``finish`` included (it is rare: a one-colour supply with one Shadow left)."""
    finished = 0
    for seed in range(150):
        start = GAME.start(players=2 + seed % 2)
        fast, _ = start.random_playout(random.Random(seed), 200)
        slow, rng = start, random.Random(seed)
        while not slow.over:
            move = slow.random_legal_move(rng)
            finished += str(move) == "finish"
            slow = slow._successor(move)
        assert fast.position_text() == slow.position_text() and fast.holders == slow.holders
        assert fast.ply == slow.ply and fast.over
    assert finished > 0
