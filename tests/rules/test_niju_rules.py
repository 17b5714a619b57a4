"""Ni-Ju rules: placement, the win, the movement phase, pass, the variant, the option.

Boards are drawn as rows of ``W``/``B``/``.`` (x to the right, y down, the
top-left character at ``origin``); tiles get kinds in reading order unless a
byte is given for their square.
"""

from __future__ import annotations

import pytest

from games.errors import BadPosition, IllegalMove
from games.niju import GAME, KIND_BYTES, PASS, Place, Step, kind_of, orientations
from games.niju.board import connected, square
from games.niju.patterns import KINDS


def layout(rows, bytes_=None, ply=None, switches=(), origin=(0, 0)):
    """A state from a drawing; ``bytes_`` fixes some tiles' bytes by square."""
    bytes_ = dict(bytes_ or {})
    used = {0: set(), 1: set()}
    cells = {}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in "WB":
                sq = (x + origin[0], y + origin[1])
                cells[sq] = "WB".index(ch)
    for sq, b in bytes_.items():
        used[cells[sq]].add(kind_of(b))
    tiles = {}
    for sq in sorted(cells, key=lambda s: (s[1], s[0])):
        owner = cells[sq]
        if sq in bytes_:
            tiles[sq] = (owner, bytes_[sq])
            continue
        kind = next(k for k in KINDS if k not in used[owner])
        used[owner].add(kind)
        tiles[sq] = (owner, KIND_BYTES[kind - 1])
    return GAME.from_tiles(tiles, ply, switches)


def play(state, *tokens):
    for t in tokens:
        state = state.play(t)
    return state


def illegal(state, token):
    with pytest.raises(IllegalMove) as info:
        state.play(token)
    return str(info.value)


# 8 x 5 rectangle, white on even columns, black on odd: nobody can complete a
# pattern (each tile has only N and S of its own colour around it).
STRIPES = ["WBWBWBWB"] * 5


# ----- placement ---------------------------------------------------------------
def test_start():
    s = GAME.start()
    assert s.to_move == 0 and s.ply == 0 and s.phase == "placement"
    assert s.players == ("white", "black")
    assert s.hand(0) == s.hand(1) == tuple(range(1, 21))
    assert s.placement_squares() == [(0, 0)]
    # every distinct oriented byte once, all at 0,0
    tokens = s.legal_tokens()
    assert len(tokens) == len(set(tokens)) == 70
    assert all(t.endswith("@0,0") for t in tokens)
    assert s.outcome() is None and s.scores() is None
    assert s.view_box() == (0, 0, 0, 0)


def test_first_tile_goes_on_origin():
    s = GAME.start()
    assert "first tile goes on 0,0" in illegal(s, "0f@1,0")
    s = s.play("0f@0,0")
    assert s.tiles() == {(0, 0): (0, 0x0F, 1)}
    assert s.to_move == 1


def test_hands_lose_the_placed_kind():
    s = play(GAME.start(), "3c@0,0")  # kind 1 turned once
    assert s.hand(0) == tuple(range(2, 21))
    assert s.hand(1) == tuple(range(1, 21))
    s = s.play("c3@1,0")  # black may still place its own kind 1
    assert s.hand(1) == tuple(range(2, 21))
    msg = illegal(s, "f0@-1,0")
    assert msg.endswith("white has already placed the tile of kind 1 (pattern f0)")
    assert not any(m.kind == 1 for m in s.legal_moves())


def test_each_player_places_each_kind_once():
    s = GAME.start()
    bytes_w = [KIND_BYTES[k - 1] for k in KINDS]
    tokens = []
    for i in range(40):
        x = i  # a line to the right
        tokens.append(f"{bytes_w[i // 2]:02x}@{x},0")
    s = play(s, *tokens)
    assert s.hand(0) == s.hand(1) == ()
    assert s.phase == "movement" and s.ply == 40 and s.to_move == 0


def test_edge_contact_only():
    s = play(GAME.start(), "0f@0,0")
    assert s.placement_squares() == [(-1, 0), (0, -1), (0, 1), (1, 0)]
    for corner in ("1,1", "-1,-1", "1,-1", "-1,1"):
        assert illegal(s, f"17@{corner}").endswith(
            f"{corner} shares no edge with a tile (touching at a corner is not enough)")
    assert "2,0" in illegal(s, "17@2,0")
    s = s.play("17@1,0")
    assert (1, 1) in s.placement_squares() and (2, 0) in s.placement_squares()


def test_occupied_square():
    s = play(GAME.start(), "0f@0,0")
    assert illegal(s, "17@0,0").endswith("0,0 already holds a tile")


def test_orientations_are_distinct_moves():
    s = GAME.start()
    legal = s.legal_set()
    for b in orientations(1):  # 0f 1e 3c 78 ... : four turnings of kind 1
        assert Place(b, 0) in legal
    assert len([m for m in legal if m.kind == 15]) == 1  # 55: one turning only


def test_no_moving_or_passing_while_placing():
    s = play(GAME.start(), "0f@0,0", "17@1,0")
    assert "tiles move only once all 40 are down (2 are)" in illegal(s, "0,0>0,1:1b")
    assert "no passing in the placement phase" in illegal(s, "pass")


# ----- the win ---------------------------------------------------------------------
WIN_LINE = ("0f@0,0", "17@-1,0", "1b@1,0", "1d@-2,0", "1e@0,-1", "27@-3,0", "2b@1,-1",
            "2d@-4,0")


def test_win_by_completing_the_pattern():
    # White's 0f on 0,0 marks N, NE, E, SE: 0,-1  1,-1  1,0  1,1.
    s = play(GAME.start(), *WIN_LINE)
    assert not s.over
    s = s.play("2e@1,1")
    assert s.over and s.to_move is None and s.phase == "over"
    assert s.outcome().winner == 0 and "0,0" in s.outcome().reason
    assert s.legal_moves() == []
    assert s.winning_tile() == ((0, 0), ((0, -1), (1, -1), (1, 0), (1, 1)))
    assert s.scores() is None
    with pytest.raises(IllegalMove, match="the game is over"):
        s.play("33@2,1")


def test_other_four_squares_do_not_matter():
    # Black tiles on the unmarked squares of 0,0 (W) do not stop White.
    s = play(GAME.start(), *WIN_LINE, "2e@1,1")
    assert s.tile_at((-1, 0)).owner == 1
    assert s.outcome().winner == 0


def test_opponent_tile_on_a_mark_blocks_the_win():
    s = play(GAME.start(), "0f@0,0", "17@1,0")  # black sits on white's E mark
    assert s.blocked_tiles() == [(0, 0)]


def test_only_the_mover_is_checked():
    # Both have a completed cross (55): Black moved last (ply 10), so Black won,
    # though White's pattern stands too.
    rows = [".W.",
            "WWW",
            ".W.",
            ".B.",
            "BBB",
            ".B."]
    s = layout(rows, {(0, 0): 0x55, (0, 3): 0x55}, origin=(-1, -1))
    assert s.ply == 10
    assert s.completed_tiles(0) == [(0, 0)] and s.completed_tiles(1) == [(0, 3)]
    assert s.outcome().winner == 1
    assert [c for c, _ in s.winning_patterns()] == [(0, 3)]


def test_pattern_standing_at_start_of_turn_wins_at_the_end_of_it():
    # Cannot arise in play, but the rule still says when it counts: Black's
    # cross is complete with Black to move; the game ends only after Black's turn.
    rows = [".WWWWWW",
            ".B.....",
            "BBB....",
            ".B....."]
    s = layout(rows, {(0, 2): 0x55}, origin=(-1, 0))
    assert s.ply == 11 and s.to_move == 1
    assert s.completed_tiles(1) == [(0, 2)]
    assert not s.over  # White moved last and White has nothing complete
    s = s.play("aa@-1,1")
    assert s.outcome().winner == 1


def test_rulebook_end_of_game_example():
    # Black's cross on 1,1 needs 1,2; White places there and stops it for now
    # (the cross is then blocked); Black completes another tile instead and wins.
    rows = ["WB.W",
            "BBBW",
            "W..."]
    s = layout(rows, {(1, 1): 0x55, (1, 0): 0x3C})
    assert s.ply == 8 and s.to_move == 0 and not s.over
    s = s.play("aa@1,2")
    assert not s.over and (1, 1) in s.blocked_tiles()
    s = s.play("6a@2,0")
    assert s.outcome().winner == 1
    assert s.winning_tile() == ((1, 0), ((2, 0), (2, 1), (1, 1), (0, 1)))


# ----- the movement phase --------------------------------------------------------------
def test_stripes_board():
    s = layout(STRIPES)
    assert s.ply == 40 and s.phase == "movement" and s.to_move == 0
    assert s.completed_tiles(0) == s.completed_tiles(1) == []
    assert s.hand(0) == s.hand(1) == ()
    assert s.placement_squares() == []
    assert s.view_box() == (-1, -1, 8, 5)


def test_movable_tiles_need_a_free_side():
    s = layout(STRIPES)
    movable = s.movable_tiles()
    assert movable == sorted([(0, y) for y in range(5)] + [(x, y) for x in (2, 4, 6)
                                                            for y in (0, 4)])
    assert illegal(s, "2,2>8,2:1b").endswith("the tile on 2,2 has no free side")
    assert s.targets((2, 2)) == []


def test_target_squares():
    s = layout(STRIPES)
    targets = s.targets((0, 0))
    # the 26 squares around the rectangle, less the two touching only 0,0
    assert len(targets) == 24
    assert (-1, 0) not in targets and (0, -1) not in targets
    assert (0, 0) not in targets
    assert (8, 0) in targets and (-1, 1) in targets
    moves = [m for m in s.legal_moves() if m.frm == square(0, 0)]
    assert len(moves) == 24 * len(orientations(1))
    assert illegal(s, "0,0>-1,0:0f").endswith("-1,0 shares no edge with the other tiles")
    assert illegal(s, "0,0>1,0:0f").endswith("1,0 already holds a tile")


def test_different_square_but_same_turning_allowed():
    s = layout(STRIPES)
    msg = illegal(s, "0,0>0,0:3c")
    assert msg.endswith("a tile must move to a different square (turning it on 0,0 "
                        "is not a move)")
    s2 = s.play("0,0>8,0:0f")  # same byte, new square
    assert s2.tile_at((8, 0)) == (0, 0x0F, 1) and s2.tile_at((0, 0)) is None
    s3 = s.play("0,0>8,0:f0")  # re-turned
    assert s3.tile_at((8, 0)).byte == 0xF0


def test_move_only_own_tile_of_its_kind():
    s = layout(STRIPES)
    assert illegal(s, "1,0>8,0:0f").endswith("the tile on 1,0 is black's, not white's")
    assert illegal(s, "0,0>8,0:17").endswith(
        "the tile on 0,0 is of kind 1: it can be turned to 0f, 3c, c3, f0, not 17")
    assert illegal(s, "-5,0>8,0:17").endswith("-5,0 holds no tile")
    assert "movement phase moves tiles" in illegal(s, "0f@8,0")


def test_lifting_must_not_split_the_group():
    # A 6x6 block with a tail: 6,0 and 8,0 (White) hold the tail on.
    rows = ["WBWBWBWBWB"] + ["WBWBWB"] * 5
    s = layout(rows)
    assert s.phase == "movement" and s.to_move == 0
    assert illegal(s, "6,0>6,1:" + f"{s.tile_at((6, 0)).byte:02x}").endswith(
        "lifting the tile on 6,0 would split the other tiles in two groups")
    assert (6, 0) not in s.movable_tiles() and (8, 0) not in s.movable_tiles()
    assert (4, 0) in s.movable_tiles()
    black = layout(rows, ply=41)
    assert black.to_move == 1
    assert (9, 0) in black.movable_tiles() and (7, 0) not in black.movable_tiles()
    # the tail's end may not go next to itself only
    assert (10, 0) not in black.targets((9, 0))
    assert (9, 1) not in black.targets((9, 0))
    assert (8, 1) in black.targets((9, 0))


CORNER_ROWS = [".......WB",
               "WBWBWBWB.",
               "WBWBWB...",
               "WBWBWB...",
               "WBWBWB...",
               "WBWBWB...",
               "WBWBWB..."]
"""7,0 (Black) joins 6,0 and 7,-1, which touch only at a corner."""


def test_a_corner_touch_does_not_connect():
    s = layout(CORNER_ROWS, ply=41, origin=(0, -1))
    assert s.to_move == 1 and s.phase == "movement"
    assert (7, 0) not in s.movable_tiles()
    assert "would split" in illegal(s, f"7,0>7,1:{s.tile_at((7, 0)).byte:02x}")


def test_movable_and_targets_match_a_brute_force_definition():
    for ply in (40, 41):
        s = layout(CORNER_ROWS, ply=ply, origin=(0, -1))
        occupied = {square(*sq) for sq in s.tiles()}
        expect = set()
        for sq, tile in s.tiles().items():
            if tile.owner != s.to_move:
                continue
            x, y = sq
            sides = [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]
            if all(n in s.tiles() for n in sides):
                continue
            rest = occupied - {square(x, y)}
            if not connected(rest):
                continue
            for tx in range(-2, 11):
                for ty in range(-3, 8):
                    t = (tx, ty)
                    if t == sq or t in s.tiles():
                        continue
                    if any(square(tx + dx, ty + dy) in rest
                           for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0))):
                        for b in orientations(tile.kind):
                            expect.add(Step(square(*sq), square(*t), b))
        assert set(s.legal_moves()) == expect


def test_win_in_the_movement_phase():
    # 0,2 (White, d1: N, S, W, NW) has 0,1, 0,3 and -1,1: moving a tile to -1,2
    # completes it.
    rows = [".WBWBWBWBB",
            "WWBWBWBWB",
            ".WBWBWBWB",
            ".WBWBWBWB",
            ".WBWBWB"]
    s = layout(rows, {(0, 2): 0xD1}, origin=(-1, 0))
    assert s.phase == "movement" and s.to_move == 0 and not s.over
    assert s.completed_tiles(0) == []
    assert (6, 3) in s.movable_tiles()
    assert (-1, 2) in s.targets((6, 3))
    byte = s.tile_at((6, 3)).byte
    after = s.play(f"6,3>-1,2:{byte:02x}")
    assert after.outcome().winner == 0
    assert after.winning_tile() == ((0, 2), ((0, 1), (0, 3), (-1, 2), (-1, 1)))


def test_movement_can_unblock():
    # 0,0 (White, 87: NW, N, NE, E) is blocked by Black's 1,0 only.
    s = layout(STRIPES, {(0, 0): 0x87})
    assert (0, 0) in s.blocked_tiles()
    s = s.play(f"0,4>8,0:{s.tile_at((0, 4)).byte:02x}")
    assert (0, 0) in s.blocked_tiles()
    s = s.play(f"1,0>8,1:{s.tile_at((1, 0)).byte:02x}")
    assert (0, 0) not in s.blocked_tiles()
    assert s.to_move == 0 and not s.over


# ----- pass ---------------------------------------------------------------------------
LINE = ["B" + "W" * 20 + "B" * 19]


def test_pass_only_when_no_tile_may_move():
    s = layout(LINE)
    assert s.to_move == 0 and s.movable_tiles() == []
    assert s.legal_tokens() == ["pass"]
    s = s.play("pass")
    assert s.ply == 41 and s.to_move == 1 and s.tiles() == layout(LINE).tiles()
    assert s.movable_tiles() == [(0, 0), (39, 0)]
    assert "pass" not in s.legal_tokens()
    assert illegal(s, "pass").endswith("black has a tile that may move, so may not pass")
    assert PASS not in s.legal_set()


def test_white_tile_interior_of_line_cannot_move():
    s = layout(LINE)
    assert illegal(s, f"5,0>5,1:{s.tile_at((5, 0)).byte:02x}").endswith(
        "lifting the tile on 5,0 would split the other tiles in two groups")


# ----- the placement-only variant --------------------------------------------------------
def test_placement_only_no_win_while_placing():
    s = play(GAME.start(switches=["placement-only"]), *WIN_LINE, "2e@1,1")
    assert not s.over and s.to_move == 1
    assert s.scores() == (1, 0)  # provisional count
    assert s.completed_tiles(0) == [(0, 0)]


def test_placement_only_draw_when_equal():
    s = layout(STRIPES[:4] + ["WBWBWBW."], switches=["placement-only"])
    assert s.ply == 39 and s.to_move == 1 and s.scores() == (0, 0)
    s = s.play(f"{KIND_BYTES[19]:02x}@7,4")
    assert s.over and s.outcome().winner is None and s.outcome().draw
    assert s.outcome().reason == "all 40 tiles down, completed tiles: white 0, black 0"
    assert s.scores() == (0, 0)
    assert s.legal_moves() == [] and s.winning_tile() is None


def test_placement_only_more_completed_wins():
    # White's cross on 1,1 is complete; Black completes nothing.
    rows = ["WWWBWBWB",
            "WWWBWBWB",
            "WWWBWBWB",
            "WBWBWBWB",
            "WBBBBBBB"]
    s = layout(rows, {(1, 1): 0x55}, ply=40, switches=["placement-only"])
    assert s.scores() == (1, 0)
    assert s.over and s.outcome().winner == 0
    assert s.outcome().reason == "all 40 tiles down, completed tiles: white 1, black 0"
    assert s.winning_tile() == ((1, 1), ((1, 0), (2, 1), (1, 2), (0, 1)))


def test_placement_only_never_moves():
    with pytest.raises(BadPosition, match="ends with the 40th tile"):
        layout(STRIPES, ply=41, switches=["placement-only"])


# ----- blocked marks ----------------------------------------------------------------------
def test_rulebook_blocked_example():
    # Right: a white tile marking W; left: the black tile there. White is blocked.
    s = GAME.from_tiles({(0, 0): (0, 0x47), (-1, 0): (1, 0xD1)})  # d1 does not mark E
    assert s.blocked_tiles() == [(0, 0)]
    s2 = GAME.from_tiles({(0, 0): (0, 0x47), (-1, 0): (1, 0x17)})  # 17 marks E
    assert s2.blocked_tiles() == [(-1, 0), (0, 0)]


def test_blocked_marks_option_changes_no_legality():
    plain = play(GAME.start(), *WIN_LINE)
    marked = play(GAME.start(switches=["blocked-marks"]), *WIN_LINE)
    assert plain.legal_tokens() == marked.legal_tokens()
    assert plain.blocked_tiles() == marked.blocked_tiles()
    assert marked.show_blocked and not plain.show_blocked
    a, b = plain.play("2e@1,1"), marked.play("2e@1,1")
    assert a.outcome() == b.outcome()


def test_states_are_immutable_values():
    s = play(GAME.start(), "0f@0,0")
    before = s.position_text()
    s.play("17@1,0")
    s.legal_moves()
    assert s.position_text() == before
    assert s == GAME.parse_position(before) and hash(s) == hash(GAME.parse_position(before))


# ----- queries for the view ------------------------------------------------------------
def test_view_queries_outside_their_phase():
    s = play(GAME.start(), "0f@0,0", "17@1,0")
    assert s.movable_tiles() == [] and s.targets((0, 0)) == []
    assert s.view_box() == (-1, -1, 2, 1)
    assert s.tiles()[(1, 0)] == (1, 0x17, 2)
    assert s.tile_at((5, 5)) is None
    assert s.winning_tile() is None and s.winning_patterns() == []
    over = play(GAME.start(), *WIN_LINE, "2e@1,1")
    assert over.placement_squares() == [] and over.movable_tiles() == []
    assert over.phase == "over"


def test_local_cut_test_table():
    from games.niju.board import EDGE_RUNS

    n, ne, e, se, s, sw, w, nw = (1 << i for i in range(8))
    assert EDGE_RUNS[0] == 0 and EDGE_RUNS[0xFF] == 1
    assert EDGE_RUNS[n | s] == 2            # a bridge, as far as the ring can tell
    assert EDGE_RUNS[n | ne | e] == 1       # joined round the corner
    assert EDGE_RUNS[n | e] == 2            # a corner touch does not join
    assert EDGE_RUNS[n | ne | e | se | s] == 1
    assert EDGE_RUNS[n | ne] == 1 and EDGE_RUNS[ne | sw] == 0
    assert EDGE_RUNS[n | e | s | w] == 4
    assert EDGE_RUNS[0xFF & ~nw] == 1


def test_random_move_covers_every_kind_of_move():
    from random import Random

    rng = Random(5)
    s = layout(STRIPES)
    seen = {s.random_move(rng) for _ in range(3000)}
    assert seen <= s.legal_set()
    assert len(seen) > 0.8 * len(s.legal_set())
    assert layout(LINE).random_move(rng) == PASS
