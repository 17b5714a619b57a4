"""Ni-Ju's level-dependent tactics: ``strong``'s deeper root defence and its tuning.

The defence is a stepped analysis (a generator) that ``Search`` drives before
its first iteration; these tests pin what it sees, that ``normal`` does not
run it, and that a seeded search stays the same however it is chunked.
"""

from __future__ import annotations

import itertools
import random

import pytest

from games.ai import choose_move, mcts
from games.ai.levels import GAME_SCALE, LEVELS, Tuning, iterations_for, tuning
from games.ai.ensemble import search
from games.ai.mcts import Search
from games.ai.policies import Policy, policy_for
from games.ai.policies.niju_threats import forced_win, forced_win_steps, run_steps
from games.errors import UnknownLevel
from games.niju import GAME as NIJU
from tests.service_search import answers_however_stepped

# A strong-against-normal game (bench ladder, seed 1, game 4): after these 11 plies Black
# played 2d@-3,2, which ``normal``'s root keeps (no forced win one threat deep), and White
# won with a threat, the block, and a forced win two threats deep from there.
OPENING = "33@0,0 4d@0,-1 78@-1,-1 5a@-1,0 6a@-2,0 39@-1,1 74@-1,2 2b@-2,2 c9@-2,1 e8@-3,1 1b@-4,1"
LOSING = "2d@-3,2"


def opening():
    state = NIJU.start()
    for token in OPENING.split():
        state = state.play(token)
    return state


def drive(steps):
    """Run a stepped analysis to its end; its result."""
    try:
        while True:
            next(steps)
    except StopIteration as stop:
        return stop.value


def test_strong_root_drops_a_move_that_loses_to_a_forced_win_two_threats_deep() -> None:
    state = opening()
    bad = NIJU.parse_move(LOSING)
    after = state.apply(bad)
    assert forced_win(after, 0, depth=1) is None      # what the shallow root looks for
    assert forced_win(after, 0, depth=2) is not None  # what it misses
    policy = policy_for("ni-ju")
    root = policy.root_moves(state, random.Random(1))
    assert bad in root
    kept = drive(policy.deeper_root(state, root, 2))
    assert bad not in kept and kept and set(kept) <= set(root)
    assert choose_move(state, "strong", seed=1) != bad


def test_the_deeper_root_keeps_every_move_when_all_lose_and_is_off_at_depth_one() -> None:
    state = opening()
    policy = policy_for("ni-ju")
    root = policy.root_moves(state, random.Random(1))
    assert drive(policy.deeper_root(state, root, 1)) == root
    bad = NIJU.parse_move(LOSING)
    assert drive(policy.deeper_root(state, [bad], 2)) == [bad]


def test_the_default_policy_has_nothing_deeper() -> None:
    state = opening()
    moves = state.legal_moves()[:3]
    assert drive(Policy().deeper_root(state, moves, 5)) == moves


def test_forced_win_in_steps_is_forced_win() -> None:
    state = opening().apply(NIJU.parse_move(LOSING))
    for depth in (0, 1, 2):
        steps = forced_win_steps(state, 0, depth)
        assert run_steps(steps) == forced_win(state, 0, depth)


def test_tuning_table_names_real_games_and_levels() -> None:
    from games.registry import game_names

    from games.ai.levels import TUNING
    for game, lv in TUNING:
        assert game in game_names() and lv in LEVELS
    assert tuning("ni-ju", "normal") == Tuning() == tuning("siam", "strong")
    assert tuning("ni-ju", "strong").tactics >= 2
    with pytest.raises(UnknownLevel):
        tuning("ni-ju", "hard")
    for game, scale in GAME_SCALE.items():
        for lv in LEVELS:
            own = tuning(game, lv).scale
            assert iterations_for(game, lv) == round(LEVELS[lv].iterations
                                                     * (scale if own is None else own))


def test_normal_runs_no_deeper_analysis() -> None:
    """``normal`` and ``easy`` search as before: no tactics, the policy's exploration."""
    for lv in ("easy", "normal"):
        t = tuning("ni-ju", lv)
        assert t.tactics == 0 and t.exploration is None and t.scale is None


def test_a_stepped_root_analysis_in_chunks_is_the_same_search(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A clock past every deadline: each ``run`` does one analysis step (or, once it
    has ended, one iteration); the tree and move equal one uninterrupted run's."""
    state = opening()
    policy = policy_for("ni-ju")
    whole = Search(state, policy, random.Random(4), 0.3, tactics=2)
    whole.run(80)
    assert whole.pending is None and NIJU.parse_move(LOSING) not in whole.root_moves

    ticks = itertools.count()
    monkeypatch.setattr(mcts, "clock", lambda: float(next(ticks)))
    pieces = Search(state, policy, random.Random(4), 0.3, tactics=2)
    calls = 0
    while pieces.iterations < 80:
        assert pieces.best in state.legal_moves()
        pieces.run(80 - pieces.iterations, deadline=0.0)
        calls += 1
    assert calls > 80  # the analysis took several calls of its own
    assert pieces.root_moves == whole.root_moves
    assert pieces.result().stats == whole.result().stats
    assert (pieces.nodes, pieces.plies) == (whole.nodes, whole.plies)
    monkeypatch.undo()
    assert search(state, policy, 80, None, random.Random(4), 0.3, 2).stats == whole.result().stats


def test_the_page_service_runs_the_strong_analysis_reproducibly() -> None:
    request = {"id": 1, "game": "ni-ju", "players": 2, "switches": [], "seed": None,
               "deck": None, "moves": OPENING.split(), "level": "strong", "ai_seed": 3,
               "time_limit": None}
    answers = answers_however_stepped(request, (2.0, 1000.0))
    assert len(answers) == 1
    move, _ = answers.pop()
    assert move != LOSING
