"""Symbol Pallet rules: catalogue, colour model, symbols, placement, chips, turns, end."""

from __future__ import annotations

import pytest

from games.errors import BadOption, IllegalMove
from games.symbol_pallet import GAME
from games.symbol_pallet.colours import COLOURS, COLOUR_INDEX, colour_of_vector, complementary
from games.symbol_pallet.symbols import SYMBOL_INDEX, satisfies
from games.symbol_pallet.tiles import BEGINNER_SET, CATALOGUE, TILE_IDS, TILE_INDEX

# ---------------------------------------------------------------- helpers
BASE = [("Rs1", 0, 0), ("Rc1", 2, 0), ("Rt1", 4, 0),
        ("Gs1", 0, 2), ("Bs1", 2, 2), ("Bs2", 4, 2),
        ("Ys1", 0, 4), ("Ps1", 2, 4), ("Os1", 4, 4)]
"""A field with known colours: row 0 red, row 1 green blue blue, row 2 yellow purple orange."""


def make(field=BASE, chips=("Rs1", "Os1", "Bs1", "Ys1"), hands=(("Ys2", "Ka1", "Rc2"), ("Ws1",)),
         discard=(), deck=None, players=2, turn="1:1", final=0, ply=20, options="-"):
    """A state from parts; tiles not named go to the deck in catalogue order."""
    used = {t for t, _, _ in field} | {t for h in hands for t in h} | set(discard)
    pool = [TILE_IDS[t] for t in (BEGINNER_SET if options == "beginner" else range(60))]
    if deck is None:
        deck = [t for t in pool if t not in used]
    else:  # a short deck: lay the other tiles out as a block of table tiles below
        used |= set(deck)
        rest = [t for t in pool if t not in used]
        field = list(field) + [(t, 2 * (i % 10), 6 + 2 * (i // 10)) for i, t in enumerate(rest)]
    lst = lambda ts: ",".join(sorted(ts, key=TILE_INDEX.get)) or "-"  # noqa: E731
    text = " ".join([
        f"players={players}", f"options={options}", "start=seed:0", f"ply={ply}",
        f"turn={turn}", f"final={final}",
        "field=" + (";".join(f"{t}@{x},{y}" for t, x, y in field) or "-"),
        "chips=" + ",".join(c or "-" for c in chips),
        "hands=" + "/".join(lst(h) for h in hands),
        "discard=" + lst(discard),
        "deck=" + (",".join(deck) or "-"),
    ])
    return GAME.parse_position(text)


def C(code: str) -> int:
    return COLOUR_INDEX[code]


def ok(symbol: str, colour: str, lower: str) -> bool:
    return satisfies(SYMBOL_INDEX[symbol], C(colour), tuple(sorted(C(c) for c in lower)))


def tid(name: str) -> int:
    return TILE_INDEX[name]


# ---------------------------------------------------------------- catalogue
def test_catalogue_totals():
    assert len(CATALOGUE) == 60
    per_colour = {c.code: sum(1 for t in CATALOGUE if t.colour_code == c.code) for c in COLOURS}
    assert per_colour == {"R": 8, "B": 8, "Y": 8, "P": 8, "G": 8, "O": 8, "W": 6, "K": 6}
    per_symbol = {s: sum(1 for t in CATALOGUE if t.symbol_code == s) for s in "sctwa"}
    assert per_symbol == {"s": 16, "c": 16, "t": 6, "w": 8, "a": 14}
    assert len(set(TILE_IDS)) == 60
    # one warm/cool tile per colour (the rulebook's only fixed symbol count)
    assert sorted(t.colour_code for t in CATALOGUE if t.symbol_code == "w") == sorted("RBYPGOWK")


def test_catalogue_ids_and_order():
    assert TILE_IDS[:8] == ("Rs1", "Rs2", "Rc1", "Rc2", "Rt1", "Rw1", "Ra1", "Ra2")
    assert TILE_IDS[8] == "Bs1"
    assert TILE_IDS[-5:] == ("Ks2", "Kc1", "Kc2", "Kw1", "Ka1")
    assert [t.colour_code for t in CATALOGUE[::8]][:6] == list("RBYPGO")


def test_beginner_set():
    ids = {TILE_IDS[t] for t in BEGINNER_SET}
    assert len(ids) == 42
    assert not any(i[0] in "WK" for i in ids)
    assert not any(i[1] == "w" for i in ids)
    s = GAME.start(players=2, switches=["beginner"], seed=3)
    assert len(s.deck) + 9 + 6 == 42


# ---------------------------------------------------------------- colour model
def test_warm_and_cool_groups():
    assert {c.code for c in COLOURS if c.warm} == set("RYOW")
    assert {c.code for c in COLOURS if not c.warm} == set("BPGK")


@pytest.mark.parametrize("a,b", [("R", "G"), ("Y", "P"), ("B", "O"), ("W", "K")])
def test_complementary_pairs(a, b):
    assert complementary(C(a), C(b)) and complementary(C(b), C(a))


@pytest.mark.parametrize("a,b", [("R", "B"), ("R", "R"), ("Y", "G"), ("W", "W"), ("O", "P")])
def test_not_complementary(a, b):
    assert not complementary(C(a), C(b))


def vec(code):
    return COLOURS[C(code)].vector


def combine(*terms):
    total = [0, 0, 0]
    for sign, code in terms:
        for k in range(3):
            total[k] += sign * vec(code)[k]
    return colour_of_vector(total)


def test_rulings_arithmetic_examples():
    assert combine((1, "R"), (1, "B")) == C("P")
    assert combine((1, "R"), (1, "G")) == C("K")
    assert combine((1, "P"), (-1, "B")) == C("R")
    assert combine((1, "K"), (-1, "R"), (-1, "Y")) == C("B")
    assert combine((1, "R"), (-1, "R")) == C("W")
    assert combine((1, "R"), (1, "W")) == C("R")
    assert combine((1, "R"), (1, "R")) is None  # (2,0,0) is no colour


# ---------------------------------------------------------------- symbols, both ways
def test_same_colour():
    assert ok("s", "B", "RR") and ok("s", "Y", "GGG")
    assert not ok("s", "R", "RB") and not ok("s", "R", "R")


def test_complement():
    assert ok("c", "R", "RG") and ok("c", "W", "YYPP") and ok("c", "K", "WK")
    assert not ok("c", "R", "RRG")  # unequal numbers
    assert not ok("c", "R", "RB")  # not complementary
    assert not ok("c", "R", "RGB")  # three colours


def test_triad():
    assert ok("t", "R", "RYB") and ok("t", "G", "OGP")
    assert not ok("t", "R", "RYO") and not ok("t", "R", "RYBB") and not ok("t", "R", "RB")


def test_warm_cool():
    assert ok("w", "R", "RYOW") and ok("w", "K", "BPGK")
    assert not ok("w", "R", "RYO") and not ok("w", "R", "RYOK") and not ok("w", "R", "RRYO")


def test_add_subtract_uses_own_colour():
    assert ok("a", "P", "RB") and ok("a", "R", "PB") and ok("a", "B", "KRY")
    assert ok("a", "W", "RR")  # red - red
    assert not ok("a", "R", "RB")  # red ± blue is never red
    assert not ok("a", "Y", "RR")


def test_only_add_subtract_looks_at_own_colour():
    for sym in "sctw":
        for lower in ("RR", "RG", "RYB", "RYOW"):
            assert len({ok(sym, c.code, lower) for c in COLOURS}) == 1


# ---------------------------------------------------------------- setup
def test_setup_deal_and_chip_order_three_players():
    s = GAME.start(players=3, seed=5)
    deck = GAME.deck_for(s.options)
    assert [p.tile for p in s.field.placed] == list(deck[:9])
    assert [(p.x, p.y) for p in s.field.placed] == [(x, y) for y in (0, 2, 4) for x in (0, 2, 4)]
    assert s.hands == tuple(tuple(sorted(deck[9 + 3 * i: 12 + 3 * i])) for i in range(3))
    assert s.deck == deck[18:]
    order = []
    for _ in range(6):
        order.append(s.to_move)
        s = s.apply(s.legal_moves()[0])
    assert order == [2, 1, 0, 2, 1, 0]
    assert s.to_move == 0 and s.turn_info().action == 1
    chips = s.chip_tiles()
    assert chips[(2, "a")] == TILE_IDS[deck[0]]  # first field tile, first chip of player 3
    assert chips[(2, "b")] == TILE_IDS[deck[3]]


def test_setup_chip_needs_free_field_tile():
    s = GAME.start(players=2, seed=1)
    first = TILE_IDS[s.field.placed[0].tile]
    s = s.play(">" + first)
    with pytest.raises(IllegalMove, match="already holds chip 2a"):
        s.play(">" + first)
    with pytest.raises(IllegalMove, match="not a field tile"):
        s.play(">" + TILE_IDS[s.deck[0]])
    with pytest.raises(IllegalMove, match="chips are still being placed"):
        s.play("draw")


def test_default_seed_is_zero_and_seed_deck_exclusive():
    assert GAME.start(players=2).position_text() == GAME.start(players=2, seed=0).position_text()
    assert GAME.start(players=2).options.seed == 0
    with pytest.raises(BadOption, match="not both"):
        GAME.start(players=2, seed=1, deck=list(TILE_IDS))


def test_explicit_deck():
    order = list(reversed(TILE_IDS))
    s = GAME.start(players=2, deck=order)
    assert [TILE_IDS[p.tile] for p in s.field.placed] == order[:9]
    assert s.hand(0) == tuple(sorted(order[9:12], key=TILE_INDEX.get))
    with pytest.raises(BadOption, match="missing"):
        GAME.start(players=2, deck=order[:-1])
    with pytest.raises(BadOption, match="twice"):
        GAME.start(players=2, deck=order[:-1] + order[:1])
    with pytest.raises(BadOption, match="not a tile id"):
        GAME.start(players=2, deck=order[:-1] + ["Zz9"])
    with pytest.raises(BadOption, match="beginner"):
        GAME.start(players=2, switches=["beginner"], deck=order[:42])


# ---------------------------------------------------------------- placement geometry
def test_rule_one_beside_owned_table_tile():
    s = make()  # chip 1a on Rs1 at (0,0)
    assert s.ghost_spots(0, tid("Ys2")) == [(-2, 0), (0, -2), (1, 0)]
    s2 = s.play("a:Ys2@-2,0")
    placed = s2.field.placed[-1]
    assert (TILE_IDS[placed.tile], placed.level, placed.lower) == ("Ys2", 1, ())
    with pytest.raises(IllegalMove, match="share a whole edge"):
        s.play("a:Ys2@-3,0")
    with pytest.raises(IllegalMove, match="not owned by chip a"):
        s.play("a:Ys2@2,-2")  # beside Rc1, which chip a does not own


def test_rule_one_ignores_symbol():
    s = make()
    for tile in ("Ys2", "Ka1", "Rc2"):
        assert (-2, 0) in s.ghost_spots(0, tid(tile))


def test_rule_two_on_top_and_levels():
    s = make()
    s2 = s.play("a:Ka1@0,1")  # rests on Rs1 (red) and Gs1 (green): red + green = black
    p = s2.field.placed[-1]
    assert (p.level, sorted(TILE_IDS[t] for t in p.lower)) == (2, ["Gs1", "Rs1"])
    assert s2.field.top_at(0, 0) == (tid("Ka1"), 2)
    assert s.ghost_spots(0, tid("Ka1")) == [(-2, 0), (0, -2), (0, 1)]


def test_rule_two_needs_two_lower_tiles():
    s = make()
    with pytest.raises(IllegalMove, match="rests? on Rs1 alone"):
        s.play("a:Ys2@0,0")


def test_rule_two_needs_three_quarters_support():
    s = make()
    with pytest.raises(IllegalMove, match="only 2 of the tile's 4 quarters"):
        s.play("a:Ys2@0,-1")


def test_rule_two_needs_owned_lower_tile():
    s = make()
    with pytest.raises(IllegalMove, match="none of the tiles below"):
        s.play("a:Ys2@3,2")  # Bs1 and Bs2: same colour, but chip a owns neither


def test_symbol_condition_checked_on_field():
    s = make()
    with pytest.raises(IllegalMove, match=r"Ys2 \(same colour\) needs"):
        s.play("a:Ys2@0,1")  # red and green
    s.play("a:Rc2@0,1")  # complement: red and green


FIELD_L = BASE + [("Ys2", 6, 0)]
"""The base field plus a yellow tile right of Rt1: quarter (5,1) is empty table."""


def test_three_quarters_with_overhang_and_no_sliding_under():
    s = make(field=FIELD_L, chips=("Rt1", "Ys2", "Bs1", "Ys1"), hands=(("Gt1", "Wc1"), ("Ws1",)))
    # Gt1 (triad) at (5,1): on Rt1 (red), Ys2 (yellow), Bs2 (blue), overhanging quarter (5,1)
    assert (5, 1) in s.ghost_spots(0, tid("Gt1"))
    assert (6, 2) in s.ghost_spots(1, tid("Wc1"))  # beside Ys2 (chip b), all quarters empty
    s2 = s.play("a:Gt1@5,1")
    p = s2.field.placed[-1]
    assert p.level == 2 and sorted(TILE_IDS[t] for t in p.lower) == ["Bs2", "Rt1", "Ys2"]
    assert s2.field.top_at(5, 1) == (tid("Gt1"), 2)  # the overhung table quarter
    # Now (6,2) has one overhung quarter: a tile cannot be slid under it (FAQ Q2).
    assert (6, 2) not in s2.ghost_spots(1, tid("Wc1"))
    with pytest.raises(IllegalMove, match="slid under"):
        s2.play("b:Wc1@6,2")


def test_three_quarters_rule_counts_only_the_highest_level():
    # Gt1 now sits at level 2 over (4,0)-(5,1); a tile at (5,0) would have quarters
    # (4,-1) Rt1 L1, (5,-1) Ys2 L1, (4,0) Gt1 L2, (5,0) Gt1 L2: only 2 at level 2.
    s = make(field=FIELD_L + [("Gt1", 5, 1)], chips=("Rt1", "Ys2", "Bs1", "Ys1"),
             hands=(("Wc1", "Ra1"), ("Ws1",)))
    with pytest.raises(IllegalMove, match="only 2 of the tile's 4 quarters would rest on tiles at level 2"):
        s.play("a:Wc1@5,0")


STACK = BASE + [("Ys2", 1, 0), ("Ws1", 3, 0), ("Ka1", 2, 0)]
"""Ys2 on Rs1+Rc1, Ws1 on Rc1+Rt1 (level 2), Ka1 on Ys2+Ws1 (level 3)."""


def test_ownership_through_stacks():
    s = make(field=STACK, chips=("Ka1", "Rs1", "Rt1", "Bs1"), hands=(("Ra1",), ("Rc2",)))
    assert [lv for _, _, _, lv in s.field_tiles()][-3:] == [2, 2, 3]
    assert {TILE_IDS[t] for t in s.owned_tiles(0, 0)} == {"Ka1", "Ys2", "Ws1", "Rs1", "Rc1", "Rt1"}
    assert s.owned_table_ids(0) == ["Rs1", "Rc1", "Rt1"]  # chip b's Rs1 is not counted twice
    assert s.owned_table_ids(1) == ["Rt1", "Bs1"]  # both players own Rt1
    assert s.scores() == (3, 2)


def test_placing_on_top_extends_ownership():
    s = make()
    assert s.scores() == (2, 2)
    s2 = s.play("a:Ys2@1,0+")  # same colour on Rs1, Rc1; chip a moves up
    assert s2.chip_tiles()[(0, "a")] == "Ys2"
    assert s2.scores() == (3, 2)
    s3 = s.play("a:Ys2@1,0")  # without +, chip a stays on Rs1 (still visible)
    assert s3.chip_tiles()[(0, "a")] == "Rs1" and s3.scores() == (2, 2)


def test_placing_on_a_tile_with_another_players_chip():
    s = make(chips=("Rs1", "Os1", "Gs1", "Ys1"))  # chip 2a on Gs1
    s2 = s.play("a:Rc2@0,1")  # on Rs1 and Gs1: chip 2a stays (Gs1 still partly visible)
    assert s2.chip_tiles()[(1, "a")] == "Gs1"


# ---------------------------------------------------------------- relocation
RELOC = BASE + [("Rs2", -2, 0), ("Ws1", 1, 0)]
"""Rs1 is visible only through its left half; Ys2 at (-1,0) would cover it wholly."""


def test_other_chip_displaced_must_be_sent():
    s = make(field=RELOC, chips=("Rs2", "Os1", "Rs1", "Bs1"), hands=(("Ys2",), ("Ra1",)))
    assert s.displaced_chips(0, tid("Ys2"), -1, 0, False) == [(1, 0)]
    with pytest.raises(IllegalMove, match=r"covers chip 2a's tile Rs1 wholly: send it on with !2a>TILE"):
        s.play("a:Ys2@-1,0")
    targets = s.send_targets(0, "Ys2", -1, 0, False)
    assert "Ys2" in targets and "Ws1" in targets
    assert not {"Rs2", "Os1", "Bs1", "Rs1"} & set(targets)
    s2 = s.play("a:Ys2@-1,0!2a>Ys2")
    assert s2.chip_tiles()[(1, "a")] == "Ys2"
    plus_targets = s.send_targets(0, tid("Ys2"), -1, 0, True)
    assert "Rs2" in plus_targets and "Ys2" not in plus_targets  # chip a left Rs2 for Ys2
    s3 = s.play("a:Ys2@-1,0+!2a>Rs2")
    assert s3.chip_tiles()[(0, "a")] == "Ys2" and s3.chip_tiles()[(1, "a")] == "Rs2"
    with pytest.raises(IllegalMove, match="holds a chip"):
        s.play("a:Ys2@-1,0!2a>Bs1")
    with pytest.raises(IllegalMove, match="not visible"):
        s.play("a:Ys2@-1,0!2a>Rs1")
    tokens = s.legal_tokens()
    assert "a:Ys2@-1,0!2a>Ys2" in tokens and "a:Ys2@-1,0+!2a>Rs2" in tokens


def test_own_chosen_chip_displaced_without_plus():
    s = make(field=RELOC, chips=("Rs1", "Rs2", "Os1", "Bs1"), hands=(("Ys2",), ("Ra1",)))
    assert s.displaced_chips(0, tid("Ys2"), -1, 0, True) == []
    s.play("a:Ys2@-1,0+")  # moving onto the new tile needs no send
    with pytest.raises(IllegalMove, match="written with \\+"):
        s.play("a:Ys2@-1,0!1a>Ys2")
    s2 = s.play("a:Ys2@-1,0!1a>Ws1")
    assert s2.chip_tiles()[(0, "a")] == "Ws1"
    assert "Ys2" not in s.send_targets(0, "Ys2", -1, 0, False)
    assert s.ghost_spots(0, "Ys2") == s.ghost_spots(0, tid("Ys2"))


def test_sends_in_chip_order_and_sequential_targets():
    # chips 1b and 2a both wholly covered? Only Rs1 is covered here: a second chip
    # that is not displaced may not be sent.
    s = make(field=RELOC, chips=("Rs2", "Os1", "Rs1", "Bs1"), hands=(("Ys2",), ("Ra1",)))
    with pytest.raises(IllegalMove, match="chip 2b is not displaced"):
        s.play("a:Ys2@-1,0!2a>Ys2!2b>Ws1")
    with pytest.raises(IllegalMove, match="no chip 3a"):
        s.play("a:Ys2@-1,0!2a>Ys2!3a>Ws1")


# ---------------------------------------------------------------- actions, turn and end
def test_draw_takes_two_or_the_last_one():
    s = make(deck=None)
    before = len(s.deck)
    s2 = s.play("draw")
    assert len(s2.deck) == before - 2 and len(s2.hands[0]) == 5
    s = make(hands=(("Ys2",), ("Ws1",)), deck=["Ka1"])
    s2 = s.play("draw")
    assert s2.deck == () and s2.hand(0) == ("Ys2", "Ka1")


def test_three_actions_then_next_player_or_discard():
    s = make(hands=(("Ys2",), ("Ws1",)))
    assert s.turn_info().action == 1
    s = s.play("draw")
    assert (s.to_move, s.turn_info().action) == (0, 2)
    s = s.play("draw").play("draw")
    assert s.turn_info().phase == "discard" and s.turn_info().must_discard == 4
    assert all(m.startswith("discard:") for m in s.legal_tokens())
    with pytest.raises(IllegalMove, match="must first discard 4"):
        s.play("draw")
    with pytest.raises(IllegalMove, match="discard exactly 4"):
        s.play("discard:Ys2")
    keep = s.hands[0][:3]
    drop = [t for t in s.hands[0] if t not in keep]
    s2 = s.play("discard:" + ",".join(TILE_IDS[t] for t in drop))
    assert s2.to_move == 1 and s2.hands[0] == keep and s2.discard == tuple(drop)
    s = make(hands=(("Ys2", "Ka1"), ("Ws1",)))
    s = s.play("a:Ys2@-2,0").play("a:Ka1@0,-2").play("draw")
    assert s.to_move == 1 and s.turn_info().action == 1  # 2 tiles in hand: no discard


def test_pass_only_with_empty_deck():
    s = make()
    assert "pass" not in s.legal_tokens() and "draw" in s.legal_tokens()
    with pytest.raises(IllegalMove, match="no passing until it is empty"):
        s.play("pass")
    s = make(deck=[], hands=(("Ys2",), ("Ws1",)))
    assert "pass" in s.legal_tokens() and "draw" not in s.legal_tokens()
    with pytest.raises(IllegalMove, match="the deck is empty"):
        s.play("draw")
    assert s.play("pass").to_move == 1  # passing at any point ends the turn


def _chips(n):
    base = ["Rs1", "Os1", "Bs1", "Ys1", "Gs1", "Ps1", "Rc1", "Rt1"]
    return tuple(base[: 2 * n])


def test_end_when_deck_empty_after_last_player_two_players():
    s = make(hands=(("Ys2", "Ka1"), ("Ws1",)), deck=["Rc2"])
    s = s.play("draw")  # deck now empty, player 1 holds 3
    s = s.play("pass")
    assert s.to_move == 1 and not s.over
    s = s.play("pass")  # the last player finishes: discard pile empty -> over
    assert s.over and s.to_move is None and s.legal_moves() == []


def test_extra_round_when_discard_pile_holds_tiles():
    s = make(hands=(("Ys2", "Ka1", "Ra1"), ("Ws1",)), deck=["Rc2"])
    s = s.play("draw").play("pass")
    assert s.turn_info().must_discard == 1
    s = s.play("discard:Ra1")
    assert s.to_move == 1 and not s.final
    s = s.play("pass")  # last player done, discard pile not empty: one more round
    assert not s.over and s.final and s.to_move == 0 and s.turn_info().final_round
    s = s.play("pass")
    assert s.to_move == 1
    s = s.play("pass")
    assert s.over


def test_extra_round_started_by_last_players_discard():
    s = make(hands=(("Ys2",), ("Ws1", "Ka1", "Ra1")), deck=["Rc2"], turn="2:1")
    s = s.play("draw").play("pass").play("discard:Ra1")  # finishing the turn = after discard
    assert s.final and s.to_move == 0


@pytest.mark.parametrize("n", [3, 4])
def test_end_timing_more_players(n):
    hands = tuple(("Ys2",) if p == 0 else ((), ("Ws1",), ("Ka1",), ("Ra1",))[p] for p in range(n))
    s = make(players=n, chips=_chips(n), hands=hands, deck=["Rc2", "Rs2"], turn="2:1")
    s = s.play("draw")  # player 2 empties the deck
    assert s.deck == ()
    s = s.play("pass")
    for p in range(2, n):
        assert s.to_move == p and not s.over
        s = s.play("pass")
    assert s.over  # no discard pile: over when player N finishes


@pytest.mark.parametrize("n", [3, 4])
def test_extra_round_more_players(n):
    hands = tuple((("Ys2",), ("Ws1",), ("Ka1",), ("Ra1",))[p] for p in range(n))
    s = make(players=n, chips=_chips(n), hands=hands, deck=[], discard=["Rc2"], turn=f"{n}:1")
    s = s.play("pass")
    assert s.final and s.to_move == 0
    for p in range(n):
        assert s.to_move == p and not s.over
        s = s.play("pass")
    assert s.over


def test_discard_pile_tiles_can_be_placed():
    s = make(hands=(("Ys2",), ("Ws1",)), discard=["Ka1"])
    assert (0, 1) in s.ghost_spots(0, tid("Ka1"))
    s2 = s.play("a:Ka1@0,1")
    assert s2.discard == () and s2.hand(0) == ("Ys2",)


def test_tile_not_available():
    s = make()
    with pytest.raises(IllegalMove, match="neither in red's hand nor in the discard pile"):
        s.play("a:Ws1@-2,0")
    with pytest.raises(IllegalMove, match="already on the field"):
        s.play("a:Bs1@-2,0")


def test_beginner_tiles_out_of_game():
    s = make(field=BASE, hands=(("Ys2",), ("Ra1",)), options="beginner")
    with pytest.raises(IllegalMove, match="beginner set"):
        s.play("a:Ka1@-2,0")


# ---------------------------------------------------------------- winner
def test_tie_break_later_player_wins():
    s = make(turn="over")
    assert s.scores() == (2, 2)
    out = s.outcome()
    assert out.winner == 1 and "tied" in out.reason
    s3 = make(players=3, chips=("Rs1", "Os1", "Bs1", "Bs2", "Ys1", "Ps1"),
              hands=((), (), ()), turn="over")
    assert s3.scores() == (2, 2, 2) and s3.outcome().winner == 2


def test_highest_score_wins():
    s = make(field=STACK, chips=("Ka1", "Rs1", "Rt1", "Bs1"), hands=((), ()), turn="over")
    assert s.scores() == (3, 2) and s.outcome().winner == 0 and "tied" not in s.outcome().reason


# ---------------------------------------------------------------- queries for the page
def test_plus_choices_offer_only_completable_answers():
    s = make()
    assert s.plus_choices(0, "Ka1", 0, 1) == [False, True]
    assert s.plus_choices(0, "Ka1", 5, 5) == []  # not a legal spot
    assert s.plus_choices(0, "Ka1", -2, 0) == [False, True]  # beside: both
    # Only one free visible tile is left for the covered chip 2a: without "+" the
    # chosen chip keeps Rs2, so 2a can go only to Ys2 or Ws1 ... both answers work.
    r = make(field=RELOC, chips=("Rs2", "Os1", "Rs1", "Bs1"), hands=(("Ys2",), ("Ra1",)))
    assert r.plus_choices(0, "Ys2", -1, 0) == [False, True]


def test_visible_quarters_now_and_as_if_placed():
    s = make(field=RELOC, chips=("Rs2", "Os1", "Rs1", "Bs1"), hands=(("Ys2",), ("Ra1",)))
    now = s.visible_quarters()
    assert now["Rs1"] == [(-1, -1), (-1, 0)]  # only its left half shows
    assert now["Ws1"] == [(0, -1), (0, 0), (1, -1), (1, 0)]
    after = s.visible_quarters(("Ys2", -1, 0))
    assert "Rs1" not in after  # wholly covered by the tile being placed
    assert after["Ys2"] == [(-2, -1), (-2, 0), (-1, -1), (-1, 0)]
    # it lies wholly on tiles: no new quarter is covered, and the state is unchanged
    assert sum(len(q) for q in after.values()) == sum(len(q) for q in now.values())
    assert s.visible_quarters() == now
