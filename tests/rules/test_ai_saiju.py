"""Saiju's search knowledge (games.ai.policies.saiju): its shortcuts give exactly
what the plain ways would (the playout's random move, the evaluation)."""

from __future__ import annotations

import random

import pytest

from games.ai.policies import Policy, policy_for
from games.saiju.moves import END

from tests.rules.test_ai import random_position


def test_saiju_playouts_draw_the_move_legal_moves_would_give() -> None:
    """Saiju's playout picks its move without listing the legal moves, yet the same
    random draw gives the same move as indexing ``legal_moves()``, at every stage:
    setup, a turn's first and second placement, near the end where ``finish`` is legal."""
    policy = policy_for("saiju")
    seen = {"setup": 0, "end": 0, "finish": 0}
    for seed in range(400):
        state = random_position("saiju", {"players": 2 + seed % 2}, seed, seed % 80)
        if state.outcome() is not None:
            continue
        moves = state.legal_moves()
        seen["setup"] += state.in_setup
        seen["end"] += END in moves
        seen["finish"] += any(str(m) == "finish" for m in moves)
        for draw in range(4):
            expected = moves[random.Random(draw).randrange(len(moves))]
            assert policy.playout_move(state, random.Random(draw)) == expected
    assert all(seen.values()), seen


@pytest.mark.parametrize("players", [2, 3])
def test_saiju_evaluation_is_the_default_one(players) -> None:
    """Saiju reads the scores once for two players: the values are the default's."""
    policy = policy_for("saiju")
    for seed in range(30):
        state = random_position("saiju", {"players": players}, seed, 10 + seed)
        assert policy.evaluate(state) == Policy.evaluate(policy, state)


def test_saiju_playouts_reach_the_state_of_the_plain_playout() -> None:
    """Saiju's playout builds no states on the way, yet ends where the plain one
    (``playout_move`` ply by ply, ``Policy.playout``) ends, with the same plies."""
    policy = policy_for("saiju")
    for seed in range(120):
        state = random_position("saiju", {"players": 2 + seed % 2}, seed, seed % 45)
        fast, plies = policy.playout(state, random.Random(seed))
        slow, slow_plies = Policy.playout(policy, state, random.Random(seed))
        assert plies == slow_plies
        assert fast.position_text() == slow.position_text()
        assert (fast.holders, fast.ply, fast.over) == (slow.holders, slow.ply, slow.over)


def test_saiju_explores_less_than_the_default() -> None:
    """Saiju's leaf values lie close together; at the default exploration the
    root's visits were nearly uniform and the search lost more games to the plain
    UCT (docs/ai.md). A search with its own constant concentrates its visits:
    the most visited root move gets several times the mean share."""
    policy = policy_for("saiju")
    assert policy.exploration < Policy.exploration
    from games.ai.mcts import Search
    state = random_position("saiju", {"players": 2}, 3, 19)
    run = Search(state, policy, random.Random(3))
    run.run(3000)
    visits = sorted((c.visits for c in run.root.children.values()), reverse=True)
    assert visits[0] > 4 * 3000 / len(visits)
