"""Saiju's search knowledge (games.ai.policies.saiju): its shortcuts give exactly
what the plain ways would (the playout's random move, the evaluation)."""

from __future__ import annotations

import random

import pytest

from games.ai.mcts import Search, terminal_rewards
from games.ai.policies import Policy, policy_for
from games.ai.policies.saiju import SaijuPolicy
from games.registry import get_game
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
    state = random_position("saiju", {"players": 2}, 3, 19)
    run = Search(state, policy, random.Random(3))
    run.run(3000)
    visits = sorted((c.visits for c in run.root.children.values()), reverse=True)
    assert visits[0] > 4 * 3000 / len(visits)


def _finished_games(players: int, count: int) -> list:
    """Random games of Saiju played to the end (every kind of result occurs)."""
    game = get_game("saiju")
    finished = []
    for seed in range(count):
        rng = random.Random(seed)
        state = game.start(players=players)
        while state.outcome() is None:
            state = state._successor(state.random_legal_move(rng))
        finished.append(state)
    return finished


def test_saiju_final_rewards_credit_the_result_and_the_margin() -> None:
    """Two players: a finished game is worth at least ¾ to its winner and at most ¼
    to its loser, ½ each when drawn, the two values add up to 1, and the value
    grows with the final margin, so a big win counts more than a narrow one."""
    policy = policy_for("saiju")
    by_margin = []
    kinds = set()
    for state in _finished_games(2, 200):
        values = policy.final_rewards(state, 2)
        scores = state.scores()
        winner = state.outcome().winner
        assert values[0] + values[1] == pytest.approx(1.0)
        if winner is None:
            kinds.add("draw")
            assert values == (0.5, 0.5)
        else:
            kinds.add("win")
            assert values[winner] >= 0.75 and values[1 - winner] <= 0.25
        by_margin.append((scores[0] - scores[1], values[0]))
    by_margin.sort()
    assert all(a[1] <= b[1] for a, b in zip(by_margin, by_margin[1:]))
    assert kinds == {"draw", "win"}
    assert len({v for _m, v in by_margin}) > 10  # margins are told apart, not just 0/½/1


def test_saiju_final_rewards_with_three_players_are_the_plain_result() -> None:
    """Three players: the winner takes 1 (a draw 1/3 each), as every other game."""
    policy = policy_for("saiju")
    for state in _finished_games(3, 40):
        assert policy.final_rewards(state, 3) == terminal_rewards(state, 3)


def test_saiju_playouts_go_to_the_end_of_the_longest_game() -> None:
    """Saiju's playouts run to the end: the playout depth covers a game where every
    turn is one placement and ``end`` (the most plies a game can have), and a
    playout from the first move finishes the game."""
    policy = policy_for("saiju")
    state = get_game("saiju").start()
    plies = 0
    while state.outcome() is None:
        moves = state.legal_moves()
        state = state._successor(END if END in moves else moves[0])
        plies += 1
    assert plies <= policy.playout_depth
    for seed in range(20):
        start = random_position("saiju", {"players": 2}, seed, 3)
        end, _ = policy.playout(start, random.Random(seed))
        assert end.outcome() is not None


class _FlatEnd(SaijuPolicy):
    """Every finished game worth ¼ to Snow and ¾ to Moon, whatever happened."""

    def final_rewards(self, state, players):
        return (0.25, 0.75)


def test_the_search_values_finished_games_by_the_policy() -> None:
    """The search values a finished game, at a playout's end and at a node where the
    game ends in the tree, by the policy's ``final_rewards``: with a policy that
    values every end alike, every root move's mean is that value."""
    ended_in_tree = 0
    for seed, plies in ((1, 12), (2, 60)):
        state = random_position("saiju", {"players": 2}, seed, plies)
        run = Search(state, _FlatEnd(), random.Random(seed))
        run.run(300)
        expected = (0.25, 0.75)[state.to_move]
        for child in run.root.children.values():
            assert child.value / child.visits == pytest.approx(expected)
            ended_in_tree += child.terminal
    assert ended_in_tree  # the second position is one move from the end
