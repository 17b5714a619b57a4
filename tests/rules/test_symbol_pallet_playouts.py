"""Symbol Pallet random playouts: no legal sequence crashes or breaks an invariant."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.errors import IllegalMove
from games.symbol_pallet import GAME
from games.symbol_pallet.field import Field
from games.symbol_pallet.moves import Place
from games.symbol_pallet.rules import OVER, SETUP
from games.symbol_pallet.tiles import TILE_IDS


def check_invariants(s):
    # every tile in play in exactly one place
    places = [p.tile for p in s.field.placed] + [t for h in s.hands for t in h]
    places += list(s.discard) + list(s.deck)
    assert sorted(places) == list(s.tiles)
    # the quarter map agrees with the visible counts
    counts: dict[int, int] = {}
    for tile, _level in s.field.tops.values():
        counts[tile] = counts.get(tile, 0) + 1
    assert counts == s.field.vis
    # chips on visible tiles, at most one per tile
    down = [t for t in s.chips if t >= 0]
    assert len(set(down)) == len(down)
    assert all(t in s.field.vis for t in down)
    if s.phase != SETUP:
        assert len(down) == 2 * s.n
        for p, h in enumerate(s.hands):
            if p != s.player or s.phase == OVER:
                assert len(h) <= 3
    # levels: each tile rests on 2+ tiles one level lower, or lies on the table
    for p in s.field.placed:
        if p.level == 1:
            assert p.lower == ()
        else:
            assert len(p.lower) >= 2
            assert all(s.field.info[t].level == p.level - 1 for t in p.lower)
    # the incrementally kept spots agree with a field built from scratch
    fresh = Field.build((p.tile, p.x, p.y) for p in s.field.placed)
    assert fresh.spots() == s.field.spots()
    assert fresh.beside() == s.field.beside()
    scores = s.scores()
    assert all(0 <= x <= len(s.field.placed) for x in scores)
    if s.phase == OVER:
        assert s.to_move is None and s.legal_moves() == [] and s.outcome() is not None
    else:
        assert s.legal_moves(), "a player to move always has a move"


def check_page_queries(s, moves, rng):
    """ghost_spots / displaced_chips / send_targets agree with the legal moves."""
    places = [m for m in moves if isinstance(m, Place)]
    tiles = s.hands[s.player] + s.discard
    for chip in (0, 1):
        for tile in tiles:
            want = sorted({(m.x, m.y) for m in places if m.chip == chip and m.tile == tile})
            assert s.ghost_spots(chip, tile) == want
    for m in rng.sample(places, min(3, len(places))):
        disp = s.displaced_chips(m.chip, m.tile, m.x, m.y, m.plus)
        assert disp == [(x.player, x.chip) for x in m.sends]
        chosen = [TILE_IDS[x.tile] for x in m.sends]
        for i in range(len(chosen)):
            assert chosen[i] in s.send_targets(m.chip, m.tile, m.x, m.y, m.plus, chosen[:i])
        assert s.send_targets(m.chip, m.tile, m.x, m.y, m.plus, chosen) == []


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(2, 4), beginner=st.booleans(),
       pick=st.integers(0, 2**32))
def test_random_playout(seed, players, beginner, pick):
    rng = random.Random(pick)
    s = GAME.start(players=players, seed=seed, switches=["beginner"] if beginner else [])
    for _ in range(400):
        check_invariants(s)
        text = s.position_text()
        again = GAME.parse_position(text)
        assert again.position_text() == text
        if s.over:
            assert again.outcome() == s.outcome() and again.scores() == s.scores()
            break
        moves = s.legal_moves()
        if rng.random() < 0.2:
            assert again.legal_tokens() == s.legal_tokens()
        for m in rng.sample(moves, min(5, len(moves))):
            assert str(GAME.parse_move(str(m))) == str(m)
            assert GAME.parse_move(str(m)) == m
        if s.turn_info().phase == "actions" and rng.random() < 0.3:
            check_page_queries(s, moves, rng)
        # prefer placements, so stacks and relocations happen
        places = [m for m in moves if isinstance(m, Place)]
        m = rng.choice(places if places and rng.random() < 0.8 else moves)
        before = s.ply
        s = s.apply(m)
        assert s.ply == before + 1
    assert s.over


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), pick=st.integers(0, 2**32))
def test_wrong_moves_get_a_precise_reason(seed, pick):
    """Mutated legal placements that are illegal are refused with a specific reason."""
    rng = random.Random(pick)
    s = GAME.start(players=rng.randint(2, 4), seed=seed)
    for _ in range(60):
        if s.over:
            break
        moves = s.legal_moves()
        legal = set(moves)
        places = [m for m in moves if isinstance(m, Place)]
        for m in rng.sample(places, min(4, len(places))):
            for wrong in (m._replace(x=m.x + rng.choice((-1, 1))), m._replace(chip=1 - m.chip),
                          m._replace(y=m.y + 2), m._replace(sends=())):
                if wrong not in legal:
                    try:
                        s.apply(wrong)
                    except IllegalMove as err:
                        assert "not a legal placement" not in str(err)
                    else:  # pragma: no cover
                        raise AssertionError(f"{wrong} accepted")
        s = s.apply(rng.choice(places or moves))
