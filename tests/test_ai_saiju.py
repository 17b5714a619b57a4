"""Saiju's knowledge for the search (games/ai/policies/saiju.py, saiju_gain.py). CPython, seeded."""

from __future__ import annotations

import random

import pytest

from games.ai.policies import policy_for
from games.ai.policies.saiju import colour_gains
from games.ai.policies.saiju_gain import margin, placement_delta
from games.registry import get_game
from games.saiju.moves import END, FINISH, Place
from games.saiju.scoring import totals

POLICY = policy_for("saiju")


def random_games(players: int, games: int):
    """Every position of ``games`` random games (after the setup)."""
    for seed in range(games):
        rng = random.Random(seed)
        state = get_game("saiju").start(players=players)
        while state.outcome() is None:
            if state.setup_step is None:
                yield state
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])


@pytest.mark.parametrize("players", [2, 3])
def test_placement_delta_matches_applying_the_move(players) -> None:
    checked = 0
    for state in random_games(players, 4):
        for move in state.legal_moves():
            if type(move) is not Place:
                continue
            at = state.shadow_at[move.symbol]
            board = list(state.board)
            board[at] = move.kind + 1
            change = [a - b for a, b in zip(totals(tuple(board), players), totals(state.board, players))]
            assert placement_delta(state.board, at, move.kind, players) == change
            checked += 1
    assert checked > 2000


def test_candidates_are_few_legal_and_keep_the_best_colour_and_the_end() -> None:
    rng = random.Random(1)
    for state in random_games(2, 3):
        moves = POLICY.candidates(state, rng)
        legal = state.legal_moves()
        assert set(moves) <= set(legal)
        assert len(moves) <= 50 or len(moves) == len(legal)
        if state.first >= 0:
            assert END in moves
        if state.finish_legal():
            assert FINISH in moves
        me = state.to_move
        for s in range(3):
            if state.shadow_at[s] < 0 or s == state.first:
                continue
            best = max(colour_gains(state, s, me))[0]
            kept = {m.colour for m in moves if type(m) is Place and m.symbol == s}
            assert any(g == best for g, c in colour_gains(state, s, me) if c in kept)


def test_a_shadow_goes_where_it_gives_the_next_player_least() -> None:
    rng = random.Random(2)
    checked = 0
    for state in random_games(2, 3):
        me = state.to_move
        moves = [m for m in POLICY.candidates(state, rng) if type(m) is Place]
        for m in moves:
            s = m.symbol
            left = sum(state.supply[k] for k in (s, s + 3, s + 6)) - 1
            if left == 1:
                continue
            board = list(state.board)
            board[state.shadow_at[s]] = m.kind + 1
            after = [k for k in (s, s + 3, s + 6) if state.supply[k] - (k == m.kind)]

            def gift(h, board=board, after=after):
                return max(margin(placement_delta(board, h, k, 2), 1 - me) for k in after)

            empties = [h for h, c in enumerate(board) if c == 0]
            smallest = min(gift(h) for h in empties)
            same = [x for x in moves if x.symbol == s and x.colour == m.colour]
            assert min(gift(x.hex) for x in same) == smallest
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("players", [2, 3])
def test_playouts_are_legal_and_reach_the_end(players) -> None:
    rng = random.Random(players)
    for state in random_games(players, 2):
        if rng.random() > 0.2:
            continue
        plies = 0
        while state.outcome() is None:
            move = POLICY.playout_move(state, rng)
            assert move in state.legal_moves()
            if state.finish_legal():
                assert move == FINISH
            state = state._successor(move)
            plies += 1
        assert plies < POLICY.playout_depth


def test_playout_colours_take_the_best_gain_most_of_the_time() -> None:
    rng = random.Random(5)
    best = total = 0
    for state in random_games(2, 2):
        move = POLICY.playout_move(state, rng)
        if type(move) is not Place:
            continue
        gains = dict((c, g) for g, c in colour_gains(state, move.symbol, state.to_move))
        total += 1
        best += gains[move.colour] == max(gains.values())
    assert best >= 0.85 * total
