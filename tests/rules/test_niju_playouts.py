"""Random Ni-Ju playouts through both phases, checked against brute force.

Every state reached: the legal moves equal an independent, slow definition of
the rules; tokens and position texts round-trip; the incremental frontier and
the articulation points agree with recomputation; ``random_move`` draws legal
moves. The movement phase is capped here (a test setting, not a rule).
"""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.niju import GAME, PASS, Place, Step, marked_offsets, orientations
from games.niju.board import EDGE_STEPS, MARK_STEPS, connected, cut_squares, frontier_of
from games.niju.patterns import KIND_OF, PATTERNS
from games.niju.rules import TOTAL_TILES

MOVEMENT_CAP = 24


def slow_moves(state):
    """The legal moves from the rules' words, with no cleverness."""
    board = state.board
    me = state.to_move
    if me is None:
        return set()
    if len(board) < TOTAL_TILES:
        held = {k for k in range(1, 21)
                if not any(c >> 8 == me and KIND_OF[c & 0xFF] == k for c in board.values())}
        squares = ({s + d for s in board for d in EDGE_STEPS} - set(board)) if board else {0}
        return {Place(b, s) for s in squares for b in PATTERNS if KIND_OF[b] in held}
    moves = set()
    for s, c in board.items():
        if c >> 8 != me or all(s + d in board for d in EDGE_STEPS):
            continue
        rest = set(board) - {s}
        if not connected(rest):
            continue
        for t in {r + d for r in rest for d in EDGE_STEPS} - rest - {s}:
            for b in orientations(KIND_OF[c & 0xFF]):
                moves.add(Step(s, t, b))
    return moves or {PASS}


def slow_winner(state):
    if state.ply == 0 or "placement-only" in state.options.switches:
        return None
    mover = (state.ply - 1) & 1
    board = state.board
    for s, c in board.items():
        if c >> 8 == mover and all(
            s + d in board and board[s + d] >> 8 == mover for d in MARK_STEPS[c & 0xFF]
        ):
            return mover
    return None


def check(state, rng, deep):
    legal = state.legal_moves()
    assert len(legal) == len(set(legal))
    for m in (legal if deep else rng.sample(legal, min(8, len(legal)))):
        token = str(m)
        assert " " not in token and token.isascii()
        assert GAME.parse_move(token) == m and str(GAME.parse_move(token)) == token
    text = state.position_text()
    assert text.isascii() and len(text.split(" ")) == 4
    back = GAME.parse_position(text)
    assert back.position_text() == text
    assert back.outcome() == state.outcome() and back.scores() == state.scores()
    assert set(state.frontier) == (frontier_of(state.board) if state.board else set())
    assert connected(state.board)
    n = len(state.board)
    assert n == min(state.ply, TOTAL_TILES)
    for p in (0, 1):
        on_board = sorted(KIND_OF[c & 0xFF] for c in state.board.values() if c >> 8 == p)
        assert sorted(on_board + list(state.hand(p))) == list(range(1, 21))
    if deep:
        assert set(legal) == slow_moves(state)
        assert back.legal_set() == state.legal_set()
        cuts = cut_squares(state.board)
        for s in state.board:
            assert (s in cuts) == (n > 1 and not connected(set(state.board) - {s}))
    if state.over:
        assert legal == []
    else:
        assert legal
        assert state.random_move(rng) in state.legal_set()
        lo_x, lo_y, hi_x, hi_y = state.view_box()
        for sq in state.placement_squares() + state.movable_tiles():
            assert lo_x <= sq[0] <= hi_x and lo_y <= sq[1] <= hi_y


def playout(seed, switches, fast):
    rng = Random(seed)
    state = GAME.start(switches=switches)
    while not state.over and state.ply < TOTAL_TILES + MOVEMENT_CAP:
        deep = state.ply % 7 == 3 or state.ply in (0, 39, 40)
        check(state, rng, deep)
        move = state.random_move(rng) if fast else rng.choice(state.legal_moves())
        before = state.position_text()
        nxt = state.apply(move)
        assert state.position_text() == before  # apply never mutates
        assert nxt.ply == state.ply + 1
        winner = slow_winner(nxt)
        if winner is not None:
            assert nxt.outcome().winner == winner
            assert nxt.winning_tile()[0] in nxt.completed_tiles(winner)
            x, y = nxt.winning_tile()[0]
            assert nxt.outcome().reason.endswith(f" {x},{y}")
        elif "placement-only" not in switches:
            assert nxt.outcome() is None
        state = nxt
    check(state, rng, True)
    return state


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), fast=st.booleans())
def test_standard_playouts(seed, fast):
    playout(seed, [], fast)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_placement_only_playouts(seed):
    state = playout(seed, ["placement-only"], True)
    assert state.over and state.ply == 40
    w, b = state.scores()
    assert (w, b) == (len(state.completed_tiles(0)), len(state.completed_tiles(1)))
    assert state.outcome().winner == (None if w == b else (0 if w > b else 1))


def test_playouts_reach_the_movement_phase():
    # Blocked-marks playouts with a seed list: at least one reaches movement.
    reached = 0
    for seed in range(6):
        rng = Random(seed)
        state = GAME.start(switches=["blocked-marks"])
        while not state.over and state.ply < TOTAL_TILES + 10:
            state = state.apply(state.random_move(rng))
            for sq in state.blocked_tiles():
                tile = state.tile_at(sq)
                assert any(
                    (t := state.tile_at((sq[0] + dx, sq[1] + dy))) is not None
                    and t.owner != tile.owner
                    for dx, dy in marked_offsets(tile.byte)
                )
        reached += state.ply > TOTAL_TILES
    assert reached >= 1
