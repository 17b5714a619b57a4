"""The strength benchmark's baselines (bench/plain_uct.py) and its figures (bench/strength.py).

CPython, seeded, iteration-bound: no timing.
"""

from __future__ import annotations

import random

import pytest

from bench.plain_uct import DeterminisedUct, PlainUct, _rewards, plain_uct_for, uct_visits
from bench.strength import elo, play_match, wilson
from games.registry import get_game
from games.symbol_pallet.view import PlayerView
from tests.rules.test_ai import SETUPS, random_position


@pytest.mark.parametrize("name,kwargs", SETUPS)
def test_plain_uct_plays_legal_moves_reproducibly(name, kwargs) -> None:
    state = random_position(name, kwargs, 3, 10)
    player = plain_uct_for(state, 0.0)
    player.iterations = 25
    move = player.choose(state)
    assert move in state.legal_moves()
    again = plain_uct_for(state, 0.0)
    again.iterations = 25
    assert type(player) is type(again)
    player.rng, again.rng = random.Random(4), random.Random(4)
    assert player.choose(state) == again.choose(state)


def test_the_hidden_game_gets_the_determinised_baseline_and_the_others_the_plain_one() -> None:
    assert isinstance(plain_uct_for(get_game("symbol-pallet").start(players=2, seed=1), 0.1),
                      DeterminisedUct)
    for name in ("siam", "saiju", "ni-ju"):
        assert isinstance(plain_uct_for(get_game(name).start(), 0.1), PlainUct)


@pytest.mark.parametrize("players,plies,seed", [(2, 6, 1), (3, 14, 7)])
def test_determinised_uct_never_reads_hidden_information(players, plies, seed) -> None:
    """Same view, other hands and deck dealt: the same choice (same seed, same iterations)."""
    state = random_position("symbol-pallet", {"players": players}, seed, plies)
    me = state.to_move
    choice = DeterminisedUct(0.0, seed=5, iterations=15).choose(state)
    for deal in range(3):
        other = PlayerView.of(state, me).sample_state(random.Random(50 + deal))
        assert (other.deck, other.hands) != (state.deck, state.hands)
        assert DeterminisedUct(0.0, seed=5, iterations=15).choose(other) == choice


def test_a_playout_cut_short_scores_a_draw_and_a_win_scores_the_winner() -> None:
    start = get_game("siam").start()
    assert _rewards(start, 2) == [0.5, 0.5]
    state = random_position("saiju", {"players": 3}, 1, 0)
    assert _rewards(state, 3) == [1 / 3] * 3


def test_plain_uct_spends_its_iterations_on_the_root_moves() -> None:
    state = get_game("siam").start()
    visits = uct_visits(state, 0.0, random.Random(1), iterations=60)
    assert sum(visits.values()) == 60
    assert set(visits) <= set(state.legal_moves())


def test_elo_and_wilson() -> None:
    assert elo(0.5) == 0
    assert round(elo(0.75)) == 191
    assert round(elo(1.0)) == -round(elo(0.0)) == 1200  # clamped, not infinite
    lo, hi = wilson(5, 10)
    assert lo < 0.5 < hi and round(lo, 3) == 0.237


def test_a_ladder_match_is_reproducible() -> None:
    one = play_match("saiju", "easy", 2, "easy", None, 10, 400, 1)
    two = play_match("saiju", "easy", 2, "easy", None, 10, 400, 1)
    assert one["wins"] == two["wins"] and one["games"] == 2
