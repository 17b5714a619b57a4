"""Random Saiju games (2 and 3 players): nothing crashes, every invariant holds,
every game ends with 36 pieces down and no Shadow left, tokens, positions and
records round-trip, and scores agree with an independent reference scorer."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games import GameError, replay_or_raise
from games.saiju import COORDS, END, FINISH, GAME, HEXES, Place, Setup, scoring_groups


def reference_scores(state):
    """Scoring written again from the ruling, on names and coordinates only."""
    pieces = state.pieces_on_board()
    at = {COORDS[HEXES.index(h)]: h for h in pieces}
    players = state.options.players
    seen, result = set(), [0] * players
    for start in pieces:
        if start in seen:
            continue
        colour, group, todo = pieces[start][0], [], [start]
        seen.add(start)
        while todo:
            h = todo.pop()
            group.append(h)
            x, y = COORDS[HEXES.index(h)]
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)):
                n = at.get((x + dx, y + dy))
                if n and n not in seen and pieces[n][0] == colour:
                    seen.add(n)
                    todo.append(n)
        count = {s: sum(1 for h in group if pieces[h][1] == s) for s in "SMF"}
        if len(group) < 3 or sum(1 for v in count.values() if v) < 2:
            continue
        rivals = "SM" if players == 2 else "SMF"
        best = max(count[s] for s in rivals)
        leaders = [s for s in rivals if count[s] == best]
        if len(leaders) == 1:
            points = len(group) * (2 if all(count.values()) else 1)
            result["SMF".index(leaders[0])] += points
    return tuple(result)


def check_invariants(state):
    on_board = state.pieces_on_board()
    supply = state.supply_counts()
    for kind, left in supply.items():
        assert left + sum(1 for k in on_board.values() if k == kind) == 4
    shadows = state.shadows_on_board()
    empty = [h for h in HEXES if state.hex_contents(h) == ""]
    assert len(on_board) + len(shadows) + len(empty) == 36
    if not state.in_setup:
        for s in "SMF":
            left = sum(n for k, n in supply.items() if k[1] == s)
            assert left != 1
            assert (s in shadows) == (left >= 2)
            held = any(s in h for h in state.shadows_held())
            assert held == (left == 0)
    legal = state.legal_moves()
    assert len(set(legal)) == len(legal)
    if state.over:
        assert legal == [] and state.to_move is None
    else:
        assert legal, "a game still going always has a legal move"
        assert state.to_move in range(state.options.players)
    assert state.scores() == reference_scores(state) == scoring_groups(state).totals


def pick(rng, state):
    legal = state.legal_moves()
    if FINISH in legal and rng.random() < 0.5:
        return FINISH
    if END in legal and rng.random() < 0.3:
        return END
    return rng.choice(legal)


def play_random(players, seed, switches=()):
    rng = random.Random(seed)
    state = GAME.start(players=players, switches=switches)
    record = []
    while not state.over:
        move = pick(rng, state)
        token = str(move)
        assert GAME.parse_move(token) == move and str(GAME.parse_move(token)) == token
        record.append(token)
        state = state.apply(move)
        text = state.position_text()
        again = GAME.parse_position(text)
        assert again.position_text() == text
        assert again.legal_tokens() == state.legal_tokens()
        assert again.scores() == state.scores() and again.outcome() == state.outcome()
        check_invariants(state)
        assert len(record) < 200
    return state, record


def check_final(state, record, players):
    assert len(state.pieces_on_board()) == 36
    assert state.shadows_on_board() == {}
    assert sorted(s for held in state.shadows_held() for s in held) == ["F", "M", "S"]
    assert sum(state.supply_counts().values()) == 0
    out = state.outcome()
    scores = state.scores()
    best = max(scores)
    if scores.count(best) == 1:
        assert out.winner == scores.index(best)
    elif "tournament" not in state.options.switches:
        assert out.winner is None
    else:  # 3 Shadows between 2 players: never equal
        assert out.winner is not None
    assert scoring_groups(state).final
    replayed = replay_or_raise(GAME.start(players=players, switches=sorted(state.options.switches)),
                               record)
    assert replayed.position_text() == state.position_text()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_two_player_games(seed):
    state, record = play_random(2, seed)
    check_final(state, record, 2)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_three_player_games(seed):
    state, record = play_random(3, seed)
    check_final(state, record, 3)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_tournament_games_never_draw(seed):
    state, record = play_random(2, seed, switches=["tournament"])
    check_final(state, record, 2)
    assert state.outcome().winner is not None


def all_moves():
    moves = [END, FINISH]
    moves += [Setup(s, h) for s in range(3) for h in range(36)]
    moves += [Place(c, s, h) for c in range(3) for s in range(3) for h in range(36)]
    return moves


ALL = all_moves()


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([2, 3]))
def test_every_other_move_is_refused_with_a_reason(seed, players):
    """On sampled plies, every move not in the legal list raises IllegalMove with a reason."""
    rng = random.Random(seed)
    state = GAME.start(players=players)
    while not state.over:
        if rng.random() < 0.2 or state.ply < 3:
            legal = set(state.legal_moves())
            for move in ALL:
                if move in legal:
                    continue
                try:
                    state.apply(move)
                except GameError as err:
                    assert str(err).startswith(f"{move}: ") and len(str(err)) > len(str(move)) + 10
                    assert "is empty" not in str(err)
                else:
                    raise AssertionError(f"{move} was accepted but is not legal")
        state = state.apply(pick(rng, state))
    assert "the game is over" in _error(state, "end")


def _error(state, token):
    try:
        state.play(token)
    except GameError as err:
        return str(err)
    raise AssertionError("accepted")
