"""Symbol Pallet's ``strong``: an ensemble of deals, each searched openly.

What these tests protect: the ensemble chooses from the mover's view alone
(re-dealing the other hands and the deck changes nothing), every deal's root
is the same set of the mover's own moves, a seeded search is the same however
it is chunked (in the search and in the page's service), and ``easy`` and
``normal`` play exactly as they did before the ensemble existed.
"""

from __future__ import annotations

import functools
import itertools
import random
from typing import Any

import pytest

from games.ai import analyse, mcts
from games.ai.ensemble import EnsembleSearch, new_search
from games.ai.levels import TUNING, iterations_for, tuning
from games.ai.ensemble import search
from games.ai.mcts import Search
from games.ai.players import MctsPlayer
from games.ai.policies import policy_for
from games.registry import get_game
from games.symbol_pallet.view import PlayerView
from tests.service_search import answers_however_stepped

# Two players' games of seed 5, the players seeded 11 and 12, as the code before the
# ensemble played them (main at 9e1f1d2): the levels below ``strong`` must not change.
BEFORE = {
    "normal": ">Ba2 >Ks2 >Ra2 >Rc1 b:Yt1@2,6 b:Ot1@1,5+ b:Bt1@3,5 draw draw a:Ps2@0,3+ "
              "discard:Rt1,Gt1,Gw1 b:Rt1@-2,4 b:Gw1@2,8 draw draw a:Ys2@-2,2 b:Wc1@4,1+ "
              "a:Gc1@2,1+ a:Gt1@2,-2 draw draw b:Yc1@6,2 b:Oa1@4,-2 b:Ka1@2,5+",
    "easy": ">Ws2 >Ks2 >Ba2 >Gs1 draw b:Yt1@6,2 a:Yc1@2,1 b:Ps2@-2,4 b:Rt1@0,6 a:Wc1@2,-2 "
            "draw draw draw discard:Bt1,Ys2,Pt1,Gt1,Gw1,Ot1 draw draw draw "
            "discard:Yc2,Oc2,Kw1 draw b:Rc2@4,1 draw discard:Bw1,Pw1,Os1 "
            "a:Ps1@2,-1!2a>Yc1 b:Os1@0,3+",
}

GAME = get_game("symbol-pallet")
POLICY = policy_for("symbol-pallet")


def played(plies: int, seed: int = 5) -> tuple[Any, list[str]]:
    """A position of an ``easy``-against-``easy`` game after ``plies`` plies, and its tokens."""
    state = GAME.start(players=2, seed=seed)
    players = [MctsPlayer("easy", seed=11, time_limit=None),
               MctsPlayer("easy", seed=12, time_limit=None)]
    tokens = []
    while state.ply < plies and state.outcome() is None:
        move = players[state.to_move].choose(state)
        tokens.append(str(move))
        state = state.apply(move)
    return state, tokens


@functools.lru_cache(maxsize=None)
def strong_at_ply_22() -> Any:
    """``strong``'s whole search (seed 3) of ``played(22)``, one uninterrupted run: what two
    tests compare with (a search of another deal of the unseen tiles, the page's stepped one)."""
    return analyse(played(22)[0], "strong", seed=3)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_levels_below_strong_play_move_for_move_as_before(level: str) -> None:
    assert tuning("symbol-pallet", level).deals == 0
    state = GAME.start(players=2, seed=5)
    players = [MctsPlayer(level, seed=11, time_limit=None),
               MctsPlayer(level, seed=12, time_limit=None)]
    tokens = []
    for _ in BEFORE[level].split():
        move = players[state.to_move].choose(state)
        tokens.append(str(move))
        state = state.apply(move)
    assert " ".join(tokens) == BEFORE[level]


def test_normal_is_still_the_one_information_set_search() -> None:
    state, _ = played(22)
    ours = analyse(state, "normal", seed=4)
    plain = search(state, POLICY, iterations_for("symbol-pallet", "normal"), None,
                   random.Random(4))
    assert ours.stats == plain.stats and ours.move == plain.move
    assert isinstance(new_search(state, POLICY, random.Random(4)), Search)


def test_only_symbol_pallets_strong_uses_deals() -> None:
    assert tuning("symbol-pallet", "strong").deals > 1
    assert [key for key, t in TUNING.items() if t.deals] == [("symbol-pallet", "strong")]
    state, _ = played(22)
    assert isinstance(new_search(state, POLICY, random.Random(1), deals=3), EnsembleSearch)


@pytest.mark.parametrize("plies", [9, 14, 17, 33])
def test_every_deal_searches_the_same_root_of_the_movers_own_moves(plies: int) -> None:
    state, _ = played(plies)
    run = EnsembleSearch(state, POLICY, random.Random(2), 4)
    legal = set(state.legal_moves())
    assert set(run.root_moves) <= legal
    for one in run.searches:
        assert one.root_moves == run.root_moves
        assert set(one.root_state.legal_moves()) == legal
    hidden = {(s.root_state.hands, s.root_state.deck)
              for s in run.searches}
    assert len(hidden) > 1  # the deals differ in what the mover cannot see


@pytest.mark.parametrize("plies", [14, 17])
def test_the_ensemble_never_reads_the_other_hands_or_the_deck(plies: int) -> None:
    """Same view, the other hand and the deck re-dealt: the same root statistics."""
    state, _ = played(plies)
    me = state.to_move
    view = PlayerView.of(state, me)

    def stats(s: Any) -> list:
        run = EnsembleSearch(s, POLICY, random.Random(6), 3)
        run.run(90)
        return run.result().stats

    expected = stats(state)
    for deal in range(2):
        other = view.sample_state(random.Random(50 + deal))
        assert (other.hands, other.deck) != (state.hands, state.deck)
        assert stats(other) == expected


def test_the_strong_level_never_reads_the_other_hands_or_the_deck() -> None:
    state, _ = played(22)
    other = PlayerView.of(state, state.to_move).sample_state(random.Random(9))
    assert analyse(other, "strong", seed=3).stats == strong_at_ply_22().stats


def test_a_seeded_ensemble_is_the_same_however_it_is_chunked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state, _ = played(22)
    whole = EnsembleSearch(state, POLICY, random.Random(8), 5)
    whole.run(103)
    ticks = itertools.count()
    monkeypatch.setattr(mcts, "clock", lambda: float(next(ticks)))
    pieces = EnsembleSearch(state, POLICY, random.Random(8), 5)
    assert pieces.forced is None
    calls = 0
    while pieces.iterations < 103:
        assert pieces.best in state.legal_moves()
        pieces.run(103 - pieces.iterations, deadline=0.0)  # one iteration a call
        calls += 1
    assert calls == 103
    assert pieces.result().stats == whole.result().stats
    assert (pieces.nodes, pieces.plies) == (whole.nodes, whole.plies)


def test_a_seeded_strong_move_is_reproducible() -> None:
    state, _ = played(33)
    first = analyse(state, "strong", seed=12)
    assert first.iterations == iterations_for("symbol-pallet", "strong")
    assert analyse(state, "strong", seed=12).stats == first.stats


def test_the_page_service_gives_the_same_strong_move_however_stepped() -> None:
    state, tokens = played(22)
    assert len(EnsembleSearch(state, POLICY, random.Random(3), 2).root_moves) > 1
    request = {"id": 1, "game": "symbol-pallet", "players": 2, "switches": [], "seed": 5,
               "deck": None, "moves": tokens, "level": "strong", "ai_seed": 3,
               "time_limit": None}
    # In 2 ms steps, as the worker of a busy page runs it, against one uninterrupted run.
    assert answers_however_stepped(request, (2.0,)) == {
        (str(strong_at_ply_22().move), iterations_for("symbol-pallet", "strong"))}
