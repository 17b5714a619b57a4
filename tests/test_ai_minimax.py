"""Implicit minimax backups (``Policy.minimax_weight``, ``games.ai.mcts``): every
tree node keeps the minimax of the evaluations below it, from the point of view
of whoever chooses at each node, kept up to date cheaply as the tree grows."""

from __future__ import annotations

import random

import pytest

from games.ai.mcts import Node, Search, _back_up_minimax
from games.ai.policies import policy_for

from .test_ai import random_position


def _child(parent: Node, name: str, mover: int, mm: tuple[float, ...]) -> Node:
    child = Node(name, mover, None)
    child.mm = mm
    parent.children[name] = child
    return child


def test_a_node_takes_the_value_of_its_best_child_for_the_player_choosing_there() -> None:
    root = Node(None, None, None)
    a = _child(root, "a", 0, (0.5, 0.5))
    x = _child(a, "x", 1, (0.7, 0.3))
    _back_up_minimax([root, a, x])
    assert a.mm == (0.7, 0.3), "a first child's value replaces the node's own evaluation"
    y = _child(a, "y", 1, (0.2, 0.8))
    _back_up_minimax([root, a, y])
    assert a.mm == (0.2, 0.8) and a.mm_child is y, "player 1 chooses at a: the larger second value"
    z = _child(a, "z", 1, (0.4, 0.6))
    _back_up_minimax([root, a, z])
    assert a.mm_child is y
    y.mm = (0.9, 0.1)  # the best child got worse for its mover: look at all the children
    _back_up_minimax([root, a, y])
    assert a.mm == (0.4, 0.6) and a.mm_child is z


def test_the_backup_reaches_up_the_path_and_stops_where_nothing_changes() -> None:
    root = Node(None, None, None)
    b = _child(root, "b", 1, (0.5, 0.5))
    a = _child(b, "a", 0, (0.5, 0.5))
    _back_up_minimax([root, b, a])
    x = _child(a, "x", 0, (0.8, 0.2))  # the same player moves twice (a second placement)
    _back_up_minimax([root, b, a, x])
    assert a.mm == b.mm == (0.8, 0.2)
    other = _child(b, "other", 0, (0.9, 0.1))
    _back_up_minimax([root, b, other])
    assert b.mm_child is other
    y = _child(a, "y", 0, (0.6, 0.4))  # no better for player 0 at a: nothing above changes
    _back_up_minimax([root, b, a, y])
    assert a.mm_child is x and b.mm_child is other


@pytest.mark.parametrize("players,plies,seed", [(2, 10, 1), (2, 19, 2), (3, 12, 3), (2, 30, 4)])
def test_every_node_holds_the_minimax_of_the_evaluations_below_it(players, plies, seed) -> None:
    """After a search, each node's value is its own evaluation (a leaf, or the end's
    rewards) or its best child's for the player who chooses there."""
    policy = policy_for("saiju")
    assert policy.minimax_weight > 0
    state = random_position("saiju", {"players": players}, seed, plies)
    run = Search(state, policy, random.Random(seed))
    run.run(600)
    checked = 0
    stack = list(run.root.children.values())
    while stack:
        node = stack.pop()
        kids = list(node.children.values())
        if not kids:
            want = node.rewards if node.terminal else policy.evaluate(node.state)
        else:
            chooser = kids[0].mover
            want = max((k.mm for k in kids), key=lambda v: v[chooser])
            checked += 1
        assert node.mm == pytest.approx(want)
        stack.extend(kids)
    assert checked > 10


def test_hidden_information_searches_keep_plain_means() -> None:
    """Under determinisation a node's subtree changes with every deal, so the
    minimax weight is not used there, whatever the policy says."""
    policy = policy_for("symbol-pallet")
    state = random_position("symbol-pallet", {"players": 2}, 1, 6)
    old = type(policy).minimax_weight
    try:
        type(policy).minimax_weight = 0.5
        assert Search(state, policy, random.Random(1)).minimax == 0.0
    finally:
        type(policy).minimax_weight = old
