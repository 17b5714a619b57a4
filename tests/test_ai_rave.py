"""RAVE in the search (games.ai.mcts): what its all-moves-as-first tables hold,
how they steer the choice at a node, that a seeded search with them stays
reproducible however it is split, and that a policy without them (Siam,
Ni-Ju, Symbol Pallet) keeps none.
"""

from __future__ import annotations

import random

import pytest

from games.ai.mcts import Search, amaf_entries
from games.ai.policies import policy_for
from games.ai.policies.saiju import FINISH_KEY, SaijuPolicy
from games.registry import get_game
from games.saiju.moves import END

from .test_ai import random_position


def opening():
    """Saiju, two players, Shadows set up, Snow (player 0) to make a turn's first placement."""
    return get_game("saiju").start().play("M@d2").play("S@a1").play("F@g7")


class RecordingSaiju(SaijuPolicy):
    """Saiju's policy, writing down each playout: its plies (mover, state, move) and its
    rewards, so a test can count what the tables should hold."""

    def __init__(self) -> None:
        self.playouts: list[list[tuple[int, object, object]]] = [[]]
        self.rewards: list[tuple[float, ...]] = []

    def playout_move(self, state, rng):
        move = super().playout_move(state, rng)
        self.playouts[-1].append((state.to_move, state, move))
        return move

    def evaluate(self, state):
        values = super().evaluate(state)
        self.rewards.append(values)
        self.playouts.append([])
        return values


def test_saiju_keys_name_the_piece_and_the_shadows_destination() -> None:
    state = opening()
    policy = policy_for("saiju")
    move = state.game.parse_move("pS-c3")  # a pink Snow piece on a1, the Snow Shadow to c3
    piece, shadow = policy.amaf_keys(state, move)
    a1, c3, snow, pink = 0, state.game.parse_move("wS-c3").hex, 0, 2
    assert piece == (3 * pink + snow) * 36 + a1
    assert shadow == 9 * 36 + snow * 36 + c3
    # The same placement later, when the Snow Shadow stands elsewhere, is another piece
    # on another hex, but the same destination for the Shadow.
    later = state.play("wM-e2").play("end").play("yM-b2").play("end")
    assert policy.amaf_keys(later, move)[1] == shadow
    every = {k for s in (state, later) for m in s.legal_moves() for k in policy.amaf_keys(s, m)}
    assert every and max(every) < policy.amaf_size and FINISH_KEY == policy.amaf_size - 1
    assert policy.amaf_keys(state.play("pS-c3"), END) != policy.amaf_keys(state, move)


def test_rave_tables_count_every_later_move_with_its_movers_reward() -> None:
    """The root's table holds, for each iteration from its second on, every entry played
    after the root (the root's own move and each playout ply), once, credited with the
    reward of the player who played it; the opponent's entries are kept apart."""
    state = opening()
    policy = RecordingSaiju()
    run = Search(state, policy, random.Random(3))
    iterations = 12  # fewer than the root's moves: each iteration expands a root child
    run.run(iterations)
    players = 2
    counts = [0] * (policy.amaf_size * players)
    sums = [0.0] * (policy.amaf_size * players)
    root_moves = list(run.root.children)  # in the order they were expanded
    for i in range(1, iterations):  # the table is made on the root's second visit
        entries = set(amaf_entries(policy, state, root_moves[i], players))
        for _mover, before, move in policy.playouts[i]:
            entries.update(amaf_entries(policy, before, move, players))
        for e in entries:
            counts[e] += 1
            sums[e] += policy.rewards[i][e % players]
    assert run.root.amaf is not None
    got_counts, got_sums = run.root.amaf
    assert got_counts == counts
    assert got_sums == pytest.approx(sums)
    # The moves of both players were counted, each under its own mover.
    movers = {e % players for e, n in enumerate(counts) if n}
    assert movers == {0, 1}
    # A later playout ply of the root's mover is there: its entry was counted.
    mover, before, move = next(p for p in policy.playouts[5] if p[0] == 0)
    for e in amaf_entries(policy, before, move, players):
        assert got_counts[e] >= 1


def test_a_child_keeps_the_entries_of_its_edge() -> None:
    state = opening()
    run = Search(state, policy_for("saiju"), random.Random(4))
    run.run(5)
    for move, child in run.root.children.items():
        assert child.akeys == amaf_entries(policy_for("saiju"), state, move, 2)
        assert all(e % 2 == 0 for e in child.akeys)  # Snow, player 0, made them


def expanded_root(policy) -> Search:
    """A Saiju search whose root has tried every move once, then every child made equal."""
    state = opening()
    run = Search(state, policy, random.Random(6))
    run.run(len(run.root_moves))
    assert not run.root.untried
    for child in run.root.children.values():
        child.visits, child.value = 10, 5.0
    run.root.visits = 10 * len(run.root_moves)
    return run


def test_rave_steers_the_choice_among_equal_children() -> None:
    """Children with the same visits and mean: the one whose entries did best in the
    table is chosen; without RAVE the tie goes to the first."""
    policy = policy_for("saiju")
    run = expanded_root(policy)
    children = list(run.root.children.values())
    favourite = children[len(children) // 2]
    size = policy.amaf_size * 2
    counts, sums = [0] * size, [0.0] * size
    for child in children:
        for e in child.akeys:
            counts[e], sums[e] = 50, 20.0
    for e in favourite.akeys:
        sums[e] = 45.0
    run.root.amaf = (counts, sums)
    path = [run.root]
    run._select(run.root_state, path)
    assert path[1] is favourite

    class NoRave(SaijuPolicy):
        rave = 0.0

    plain = expanded_root(NoRave())
    plain.root.amaf = (counts, sums)
    path = [plain.root]
    plain._select(plain.root_state, path)
    assert path[1] is next(iter(plain.root.children.values()))


def test_a_search_with_rave_is_reproducible_and_the_same_in_chunks() -> None:
    state = random_position("saiju", {"players": 2}, 21, 14)
    policy = policy_for("saiju")
    assert policy.rave > 0
    whole = Search(state, policy, random.Random(8))
    whole.run(400)
    pieces = Search(state, policy, random.Random(8))
    for n in (1, 90, 0, 9, 300):
        pieces.run(n)
    assert whole.root.amaf is not None
    assert pieces.root.amaf == whole.root.amaf
    assert pieces.result().stats == whole.result().stats
    again = Search(state, policy, random.Random(8))
    again.run(400)
    assert again.best == whole.best and again.root.amaf == whole.root.amaf


@pytest.mark.parametrize("name,kwargs", [("siam", {}), ("ni-ju", {}),
                                         ("symbol-pallet", {"players": 2})])
def test_the_other_games_keep_no_rave_tables(name, kwargs) -> None:
    state = random_position(name, kwargs, 5, 10)
    policy = policy_for(name)
    assert policy.rave == 0
    run = Search(state, policy, random.Random(2))
    run.run(80)
    nodes = [run.root]
    while nodes:
        node = nodes.pop()
        assert node.amaf is None and node.akeys == ()
        nodes.extend(node.children.values())
