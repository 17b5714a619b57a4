"""The computer player (games.ai): legal, within budget, reproducible, blind to
hidden information, tactically awake; and the referee's ``--suggest``.

Searches here run at small budgets with ``time_limit=None`` (iterations only),
so the tests are deterministic and quick whatever the machine's load.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.ai import GreedyPlayer, MctsPlayer, RandomPlayer, analyse, choose_move, suggest
from games.errors import UnknownLevel
from games.ai.levels import LEVELS, iterations_for, level
from games.ai import mcts
from games.ai.ensemble import search
from games.ai.mcts import Search
from games.ai.policies import Policy, policy_for
from games.ai.policies.niju import winning_squares
from games.ai.policies.siam import push_winner, winning_push
from games.errors import BadOption
from games.niju import GAME as NIJU
from games.niju.moves import Place
from games.referee import run
from games.registry import get_game
from games.siam import GAME as SIAM
from games.symbol_pallet import GAME as PALLET
from games.symbol_pallet.view import PlayerView

SETUPS = [
    ("siam", {}),
    ("saiju", {"players": 2}),
    ("saiju", {"players": 3}),
    ("ni-ju", {}),
    ("ni-ju", {"switches": ["placement-only"]}),
    ("symbol-pallet", {"players": 2}),
    ("symbol-pallet", {"players": 3, "switches": ["beginner"]}),
    ("symbol-pallet", {"players": 4}),
]


def random_position(name: str, kwargs: dict, seed: int, plies: int):
    game = get_game(name)
    rng = random.Random(seed)
    extra = {"seed": seed} if game.uses_seed else {}
    state = game.start(**kwargs, **extra)
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        nxt = state.apply(moves[rng.randrange(len(moves))])
        if nxt.outcome() is not None:
            break
        state = nxt
    return state


# ----- always a legal move ----------------------------------------------------------
@settings(max_examples=24, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 10_000), plies=st.integers(0, 90))
def test_search_returns_a_legal_move_in_random_positions(setup, seed, plies) -> None:
    name, kwargs = setup
    state = random_position(name, kwargs, seed, plies)
    result = analyse(state, "easy", seed=seed, time_limit=None)
    assert result.move in state.legal_moves()
    assert state.apply(result.move) is not None
    assert result.iterations <= iterations_for(name, "easy")


@pytest.mark.parametrize("name,kwargs", SETUPS)
def test_baselines_return_legal_moves(name, kwargs) -> None:
    state = random_position(name, kwargs, 3, 12)
    for player in (RandomPlayer(1), GreedyPlayer(1)):
        assert player.choose(state) in state.legal_moves()


def test_multi_move_turns_keep_the_mover() -> None:
    """Saiju after a first placement: the same player moves again (or ends)."""
    state = get_game("saiju").start().play("M@d2").play("S@a1").play("F@g7").play("pS-c3")
    assert state.to_move == 0
    result = analyse(state, "easy", seed=2, time_limit=None)
    assert result.move in state.legal_moves()
    # Every root edge is the mover's: its statistics are for player 0.
    assert all(0.0 <= mean <= 1.0 for _, _, mean in result.stats)


# ----- budget and levels ------------------------------------------------------------
def test_levels_table() -> None:
    assert list(LEVELS) == ["easy", "normal", "strong"]
    budgets = [LEVELS[n].iterations for n in LEVELS]
    assert budgets == sorted(budgets) and LEVELS["normal"].time_limit <= 1.0
    with pytest.raises(UnknownLevel, match="levels: easy, normal, strong"):
        level("hard")
    assert isinstance(UnknownLevel("x"), BadOption)


@pytest.mark.parametrize("name,kwargs", SETUPS[:1] + SETUPS[1:2] + SETUPS[3:4] + SETUPS[5:6])
def test_iteration_budget_is_respected(name, kwargs) -> None:
    state = random_position(name, kwargs, 5, 10)
    result = MctsPlayer("easy", seed=1, time_limit=None, iterations=17).search(state)
    assert result.iterations <= 17


def test_time_cap_stops_the_search_when_the_clock_reaches_the_deadline(monkeypatch) -> None:
    """The cap is read on ``mcts.clock``; a clock that ticks 0.01 s per reading makes
    the stop exact on any machine: the deadline is read once per iteration after the
    first, so a 0.05 s cap allows exactly five iterations."""
    ticks = iter(range(10**6))
    monkeypatch.setattr(mcts, "clock", lambda: next(ticks) / 100)
    state = random_position("siam", {}, 1, 10)
    result = MctsPlayer("strong", seed=1, time_limit=0.05, iterations=10**9).search(state)
    assert result.iterations == 5


# ----- reproducible with a seed ------------------------------------------------------
@pytest.mark.parametrize("name,kwargs", SETUPS)
def test_deterministic_with_a_seed(name, kwargs) -> None:
    state = random_position(name, kwargs, 11, 15)
    a = analyse(state, "easy", seed=42, time_limit=None)
    b = analyse(state, "easy", seed=42, time_limit=None)
    assert a.move == b.move and a.stats == b.stats
    # A position read back from its text is searched the same way.
    again = state.game.parse_position(state.position_text())
    assert analyse(again, "easy", seed=42, time_limit=None).move == a.move


def test_seeded_choose_move_ignores_the_time_cap() -> None:
    state = random_position("saiju", {}, 2, 8)
    assert choose_move(state, "easy", seed=9) == choose_move(state, "easy", seed=9)


# ----- a search in chunks (the page's worker) ----------------------------------------------
@pytest.mark.parametrize("name,kwargs", SETUPS)
def test_a_search_in_chunks_is_the_same_search(name, kwargs) -> None:
    """Same seed and total iterations: the same tree and move however the run is split."""
    state = random_position(name, kwargs, 13, 12)
    policy = policy_for(name)
    whole = Search(state, policy, random.Random(5))
    assert whole.run(60) == 60 or whole.forced is not None
    pieces = Search(state, policy, random.Random(5))
    for n in (1, 7, 0, 20, 32):
        pieces.run(n)
    assert pieces.iterations == whole.iterations
    assert pieces.best == whole.best
    assert pieces.result().stats == whole.result().stats
    assert (pieces.nodes, pieces.plies) == (whole.nodes, whole.plies)
    assert search(state, policy, 60, None, random.Random(5)).stats == whole.result().stats


def test_a_chunk_stops_at_its_deadline_and_the_best_move_so_far_is_legal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import itertools
    import time

    from games.ai import mcts

    state = random_position("siam", {}, 3, 10)
    run = Search(state, policy_for("siam"), random.Random(1))
    assert run.run(10**9, deadline=time.perf_counter() - 1) == 1  # at least one iteration
    assert run.best in state.legal_moves()
    # A clock that moves 10 ms a reading, whatever the machine's load: the chunk reads it
    # once as it starts and once before each iteration after the first, so a deadline 55 ms
    # on stops it after the sixth iteration.
    ticks = itertools.count()
    monkeypatch.setattr(mcts.time, "perf_counter", lambda: next(ticks) * 0.01)
    assert run.run(10**9, deadline=0.055) == 6
    assert run.iterations == 7 and run.best in state.legal_moves()


def test_a_forced_move_needs_no_search() -> None:
    # Siam with a winning push: the root considers that move only.
    state = SIAM.parse_position("...../...../.O.O./...EEO/..... e 20 0,0 - -")
    run = Search(state, policy_for("siam"), random.Random(1))
    assert run.forced is not None and run.run(50) == 0 and run.best == run.forced
    assert run.result().iterations == 0


# ----- hidden information ------------------------------------------------------------
@pytest.mark.parametrize("players,plies,seed", [(2, 6, 1), (2, 20, 4), (3, 14, 7), (4, 25, 2)])
def test_symbol_pallet_never_reads_hidden_information(players, plies, seed) -> None:
    """Same view, other hands and deck reshuffled: the same choice."""
    state = random_position("symbol-pallet", {"players": players}, seed, plies)
    me = state.to_move
    view = PlayerView.of(state, me)
    choice = analyse(state, "easy", seed=3, time_limit=None)
    for reshuffle in range(3):
        other = view.sample_state(random.Random(100 + reshuffle))
        assert other.hands[me] == state.hands[me]
        assert other.deck_size if hasattr(other, "deck_size") else True
        assert len(other.deck) == len(state.deck)
        if players > 1 and (other.deck != state.deck or other.hands != state.hands):
            pass  # the hidden part differs: exactly the point
        assert analyse(other, "easy", seed=3, time_limit=None).move == choice.move
        assert analyse(other, "easy", seed=3, time_limit=None).stats == choice.stats


def test_symbol_pallet_hidden_part_really_differs() -> None:
    state = random_position("symbol-pallet", {"players": 3}, 7, 14)
    me = state.to_move
    other = PlayerView.of(state, me).sample_state(random.Random(5))
    assert (other.deck, other.hands) != (state.deck, state.hands)
    assert PlayerView.of(other, me).hand == PlayerView.of(state, me).hand


# ----- tactics ------------------------------------------------------------------------
def test_siam_takes_a_winning_push() -> None:
    # Rulebook example 1: an elephant on D4 facing E, a rock on E4.
    state = SIAM.parse_position("...../...../.O.O./...EEO/..... e 20 0,0 - -")
    win = winning_push(state)
    assert str(win) == "D4E4E"
    assert str(choose_move(state, "easy", seed=1)) == "D4E4E"


def test_siam_push_that_hands_the_win_over_is_not_a_win() -> None:
    # Rulebook example 4: the rhinos' entry on A3 makes the elephants win.
    state = SIAM.parse_position("...../...../EEEERNOO/...../.O... r 11 0,0 - -")
    move = SIAM.parse_move("+A3E")
    assert push_winner(state, move) == 0
    assert winning_push(state) is None
    assert choose_move(state, "easy", seed=1) != move


WHITE_THREAT = {
    (0, 0): (0, 0x55), (0, -1): (0, 0x0F), (1, 0): (0, 0x17), (0, 1): (0, 0x1B),
    (2, 0): (1, 0x0F), (2, 1): (1, 0x17), (2, -1): (1, 0x1B), (3, 0): (1, 0x1D),
}


def test_niju_winning_squares_and_a_win_taken() -> None:
    state = NIJU.from_tiles(WHITE_THREAT)  # 8 tiles: White to move
    assert state.to_move == 0
    wins = winning_squares(state, 0)
    assert list(wins) == [NIJU.parse_move("0f@-1,0").to]
    move = choose_move(state, "easy", seed=1)
    after = state.apply(move)
    assert after.outcome() is not None and after.outcome().winner == 0


def test_niju_threat_is_blocked() -> None:
    tiles = dict(WHITE_THREAT)
    del tiles[(3, 0)]  # 7 tiles: Black to move, White threatens -1,0
    state = NIJU.from_tiles(tiles)
    assert state.to_move == 1
    move = choose_move(state, "easy", seed=1)
    assert isinstance(move, Place) and str(move).endswith("@-1,0")
    assert GreedyPlayer(1).choose(state) in state.legal_moves()


def test_default_policy_plays_any_protocol_game() -> None:
    """A game without knowledge still gets uniform playouts to the end."""
    state = get_game("saiju").start()
    result = search(state, Policy(), 20, None, random.Random(1))
    assert result.move in state.legal_moves()


def test_policies_evaluate_in_range() -> None:
    for name, kwargs in SETUPS:
        state = random_position(name, kwargs, 9, 30)
        values = policy_for(name).evaluate(state)
        assert len(values) == state.options.players
        assert all(0.0 <= v <= 1.0 for v in values)


# ----- referee --suggest ----------------------------------------------------------------
def ok(argv: list[str]) -> dict:
    status, out, err = run(argv)
    assert (status, err) == (0, ""), err
    return json.loads(out)


def fails(argv: list[str]) -> str:
    status, out, err = run(argv)
    assert status == 2 and out == "" and err.count("\n") == 1, err
    return err[:-1]


def test_referee_suggests_a_legal_reproducible_move() -> None:
    report = ok(["siam", "--moves", "+A1E +E5W", "--suggest", "easy", "--ai-seed", "4"])
    assert list(report)[-1] == "suggested"
    assert report["suggested"] in report["legal"]
    again = ok(["siam", "--moves", "+A1E +E5W", "--suggest", "easy", "--ai-seed", "4"])
    assert again["suggested"] == report["suggested"]
    # For a game that does not shuffle, --seed with --suggest is the search's seed.
    same = ok(["siam", "--moves", "+A1E +E5W", "--suggest", "easy", "--seed", "4"])
    assert same == report


def test_referee_without_suggest_is_unchanged() -> None:
    assert "suggested" not in ok(["saiju"])
    assert fails(["siam", "--seed", "3"]) == "siam does not shuffle: it takes no seed or deck"


def test_referee_suggest_symbol_pallet_keeps_seed_for_the_shuffle() -> None:
    argv = ["symbol-pallet", "--players", "2", "--seed", "7", "--moves", ">Ka1 >Ks2 >Wc1 >Pa2",
            "--suggest", "easy", "--ai-seed", "1"]
    report = ok(argv)
    assert report["options"]["seed"] == 7
    assert report["suggested"] in report["legal"]
    assert ok(argv)["suggested"] == report["suggested"]


def test_referee_suggest_errors() -> None:
    assert fails(["siam", "--suggest", "hard"]) == \
        "unknown level 'hard' (levels: easy, normal, strong)"
    assert fails(["siam", "--suggest", "easy", "--seed", "1", "--ai-seed", "2"]) == \
        "give the search's seed once: --seed or --ai-seed"
    over = "...../...../REEEEERNO/...../.O... - 12 0,0 e@C3! -"
    assert fails(["siam", "--position", over, "--suggest", "easy"]) == \
        "the game is over: there is no move to suggest"
    assert fails(["siam", "--moves", "A1A1N", "--suggest", "easy"]).startswith("move 1 'A1A1N': ")


def test_referee_suggest_from_a_position() -> None:
    report = ok(["ni-ju", "--position", NIJU.from_tiles(WHITE_THREAT).position_text(),
                 "--suggest", "normal", "--seed", "1"])
    assert report["suggested"].endswith("@-1,0")


def test_suggest_function() -> None:
    state = random_position("saiju", {"players": 3}, 4, 12)
    assert suggest(state, "easy", seed=1) in state.legal_tokens()


def test_siam_focus_keeps_pushes_and_rock_lines() -> None:
    from games.ai.policies.siam import focus
    state = SIAM.parse_position("...../...../.O.O./...EEO/..... e 20 0,0 - -")
    kept = {str(m) for m in focus(state, state.legal_moves())}
    assert "D4E4E" in kept            # a push
    assert "D4D4N" in kept            # turn to face along column D (a rock on D3)
    assert "D4-" not in kept          # exits are dropped
    assert kept <= set(state.legal_tokens())
    assert focus(state, []) == []


# ----- per-game knowledge: exact shortcuts and tactics ----------------------------------
def test_niju_placement_threats_match_applying_the_move() -> None:
    """The local threat count equals the winning squares after really placing."""
    from games.ai.policies.niju import placement_threats
    checked = 0
    for seed in range(6):
        state = NIJU.start()
        rng = random.Random(seed)
        greedy = GreedyPlayer(seed)
        for ply in range(22):
            if state.outcome() is not None or len(state.board) >= 40:
                break
            me = state.to_move
            if not winning_squares(state, me):
                threats = placement_threats(state, me)
                for m in state.legal_moves()[::7]:
                    exact = len(winning_squares(state._successor(m), me))
                    assert threats.get((m.to, m.byte), 0) == exact, (state.position_text(), str(m))
                    checked += 1
            moves = state.legal_moves()
            state = state.apply(greedy.choose(state) if ply % 2 else moves[rng.randrange(len(moves))])
    assert checked > 500


def test_niju_root_drops_a_move_that_allows_a_forced_win() -> None:
    """From a lost game: after 6 plies White played c6@1,0, and Black then won by a
    threat (forcing the block) followed by a fork. The root sees it now."""
    from games.ai.policies.niju import NiJuPolicy, forced_win
    state = NIJU.start()
    for token in "17@0,0 8e@-1,0 53@0,-1 ca@0,1 2d@-1,-1 35@-1,1".split():
        state = state.play(token)
    bad = NIJU.parse_move("c6@1,0")
    assert forced_win(state.apply(bad), 1, depth=1) is not None
    root = NiJuPolicy().root_moves(state, random.Random(1))
    assert bad not in root and set(root) <= set(state.legal_moves())
    assert choose_move(state, "easy", seed=1) != bad


def test_niju_fork_is_taken() -> None:
    """A placement that makes two winning squares at once wins: it is the only root move."""
    from games.ai.policies.niju import forced_win, placement_threats
    for seed in range(40):
        state = random_position("ni-ju", {}, seed, 14)
        me = state.to_move
        if winning_squares(state, me) or winning_squares(state, 1 - me):
            continue
        threats = placement_threats(state, me)
        if threats and max(threats.values()) >= 2:
            move = forced_win(state, me, depth=0)
            assert move is not None and len(winning_squares(state.apply(move), me)) >= 2
            return
    pytest.skip("no fork in these positions")  # pragma: no cover


def test_symbol_pallet_place_scores_match_applying_the_move() -> None:
    from games.ai.policies.symbol_pallet import place_scores
    from games.symbol_pallet.moves import Place as SpPlace
    checked = 0
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        state = PALLET.start(players=players, seed=seed)
        greedy = GreedyPlayer(seed)
        while state.outcome() is None and state.ply < 70:
            if state.phase == 1:
                for m in state.legal_moves():
                    if type(m) is SpPlace:
                        assert place_scores(state, m) == list(state._successor(m).scores())
                        checked += 1
            state = state.apply(greedy.choose(state))
    assert checked > 200


def test_symbol_pallet_ranked_moves_keep_the_best_gain_and_draw() -> None:
    from games.ai.policies.symbol_pallet import margin, place_gain, ranked_moves
    for seed in range(30):
        state = random_position("symbol-pallet", {"players": 2}, seed, 20 + seed)
        if state.phase != 1 or len(state.legal_moves()) <= 12:
            continue
        me = state.to_move
        now = margin(state, me)
        kept = ranked_moves(state, random.Random(seed), 6, 3)
        assert set(kept) <= set(state.legal_moves())
        assert all(m in kept for m in state.legal_moves() if str(m) in ("draw", "pass"))
        best = max(place_gain(state, m, me, now) for m in state.legal_moves())
        assert max(place_gain(state, m, me, now) for m in kept) == best


def _greedy_positions(players: int, seed: int, plies: int = 90):
    """Positions of a greedy game (long enough to reach stacks and discards)."""
    state = PALLET.start(players=players, seed=seed)
    greedy = GreedyPlayer(seed)
    while state.outcome() is None and state.ply < plies:
        yield state
        state = state.apply(greedy.choose(state))


def test_symbol_pallet_tile_gains_match_applying_the_placements() -> None:
    """A tile's gain for the player to move is the best margin change that
    placing it actually makes; for a player not to move it is read the same
    way from the position as if they were to act with that tile."""
    from games.ai.policies.symbol_pallet import margin, tile_gains
    from games.symbol_pallet.moves import Place as SpPlace
    checked = scoring = 0
    for seed, players in ((4, 2), (5, 3)):
        for state in _greedy_positions(players, seed):
            if state.phase != 1 or state.ply % 3:
                continue
            me = state.to_move
            tiles = state.hands[me] + state.discard
            got = tile_gains(state, me, tiles)
            now = margin(state, me)
            want = {t: 0.0 for t in tiles}
            for m in state.legal_moves():
                if type(m) is SpPlace:
                    want[m.tile] = max(want[m.tile], margin(state._successor(m), me) - now)
            assert got == want
            checked += 1
            scoring += any(v > 0 for v in want.values())
            # The same tiles seen from the next player, as if it were to act.
            other = (me + 1) % players
            gains = tile_gains(state, other, tiles, memo={})
            assert set(gains) == set(tiles) and all(v >= 0 for v in gains.values())
    assert checked > 20 and scoring > 5


def test_symbol_pallet_discards_prefer_not_to_feed_the_next_player() -> None:
    """The discards the search considers are the cheapest legal ones, and a
    discard that hands the next player a tile it could score with at once
    (beyond what the pile already offers) costs more than every discard that
    does not, unless that one throws away tiles worth more to us or two
    points more to them."""
    from games.ai.policies.symbol_pallet import discard_cost, ranked_discards, tile_gains
    found = compared = 0
    for seed in range(6, 30):
        for state in _greedy_positions(2, seed, 120):
            if state.phase != 2:
                continue
            found += 1
            legal = state.legal_moves()
            cost = discard_cost(state)
            kept = ranked_discards(state, random.Random(seed), 4)
            assert set(kept) <= set(legal) and len(kept) == min(4, len(legal))
            assert max(map(cost, kept)) <= min(cost(m) for m in legal if m not in kept) \
                if len(legal) > 4 else set(kept) == set(legal)
            me = state.to_move
            gift = tile_gains(state, 1 - me, state.hands[me] + state.discard)
            own = tile_gains(state, me, state.hands[me])
            floor = max((gift[t] for t in state.discard), default=0.0)

            def feeds(m, gift=gift, floor=floor):
                return max(gift[t] for t in m.tiles) > floor

            for a in legal:
                for b in legal:
                    if feeds(a) and not feeds(b) and (
                            sum(own[t] for t in b.tiles) <= sum(own[t] for t in a.tiles)
                            and sum(gift[t] for t in b.tiles) <= sum(gift[t] for t in a.tiles) + 2):
                        compared += 1
                        assert cost(b) < cost(a)
    assert found > 10 and compared > 0


def test_symbol_pallet_playouts_take_the_best_scoring_placement() -> None:
    from games.ai.policies.symbol_pallet import margin, place_gain
    policy = policy_for("symbol-pallet")
    rng = random.Random(3)
    took = 0
    for state in _greedy_positions(2, 8):
        move = policy.playout_move(state, rng)
        assert move in state.legal_moves()
        if state.phase != 1:
            continue
        me = state.to_move
        now = margin(state, me)
        best = max(place_gain(state, m, me, now) for m in state.legal_moves())
        assert place_gain(state, move, me, now) == best or best <= 0
        if best > 0:
            took += 1
        else:
            assert place_gain(state, move, me, now) == 0
    assert took > 3


def test_siam_board_scan_finds_exactly_the_winning_pushes() -> None:
    """winning_push (a scan of the board) against every legal move's push_winner."""
    from games.ai.policies.siam import threats
    seen = 0
    for seed in range(12):
        state = SIAM.start()
        player = RandomPlayer(seed)
        while state.outcome() is None and state.ply < 100:
            me = state.to_move
            legal = state.legal_moves()
            wins = [m for m in legal if m.dst is not None and m.src != m.dst
                    and push_winner(state, m) == me]
            found = winning_push(state)
            assert (found is None) == (not wins), state.position_text()
            if found is not None:
                seen += 1
                assert found in legal and push_winner(state, found) == me
                assert threats(state, me)
            state = state.apply(player.choose(state))
    assert seen > 0
