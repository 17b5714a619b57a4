"""Saiju's knowledge for the search (games/ai/policies/saiju.py, saiju_gain.py) and the
search's progressive widening. CPython, seeded."""

from __future__ import annotations

import random

import pytest

from games.ai.mcts import Search
from games.ai.policies import policy_for
from games.ai.policies.saiju_gain import margin, placement_delta
from games.registry import get_game
from games.saiju.moves import Place
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
            change = [a - b for a, b in zip(totals(tuple(board), players),
                                            totals(state.board, players))]
            assert placement_delta(state.board, at, move.kind, players) == change
            checked += 1
    assert checked > 2000


def test_expansion_order_puts_the_greatest_immediate_gain_last() -> None:
    rng = random.Random(1)
    seen_gain = False
    for state in random_games(2, 2):
        moves = POLICY.expansion_order(state, list(state.legal_moves()), rng)
        assert sorted(moves, key=str) == sorted(state.legal_moves(), key=str)
        me = state.to_move

        def gain(move):
            if type(move) is not Place:
                return 0
            board = list(state.board)
            board[state.shadow_at[move.symbol]] = move.kind + 1
            after, before = totals(tuple(board), 2), totals(state.board, 2)
            return margin([a - b for a, b in zip(after, before)], me)

        gains = [gain(m) for m in moves]
        assert gains == sorted(gains)
        seen_gain = seen_gain or gains[-1] > 0
    assert seen_gain


def test_widening_keeps_few_children_at_a_node_with_few_visits() -> None:
    state = next(s for i, s in enumerate(random_games(2, 1)) if i == 10)
    assert len(state.legal_moves()) > 100
    run = Search(state, POLICY, random.Random(5))
    run.run(400)

    def check(node) -> None:
        # A child is added while a node has fewer than 1 + w·√n (n before its visit).
        assert len(node.children) < 2 + POLICY.widening * node.visits ** 0.5
        for child in node.children.values():
            check(child)

    check(run.root)
    assert len(run.root.children) < len(state.legal_moves())
    # The moves tried first at the root are those that gain most now.
    first = POLICY.expansion_order(state, list(state.legal_moves()), random.Random(0))
    best_gain = first[-1]
    assert any(type(m) is Place and m.kind == best_gain.kind for m in run.root.children)


def test_without_widening_every_candidate_is_expanded_before_any_is_revisited() -> None:
    state = next(s for i, s in enumerate(random_games(2, 1)) if i == 10)
    policy = type(POLICY)()
    policy.widening = None
    run = Search(state, policy, random.Random(5))
    run.run(len(state.legal_moves()))
    assert len(run.root.children) == len(state.legal_moves())
