"""Setting up a Symbol Pallet position by hand (games/symbol_pallet/setting_up.py): tiles laid,
replaced, lifted and moved and chips put through the game's own parser, nothing hidden in
the position's text, the places offered for a tile, who moves, and every kind of impossible
change refused with its own words in English and Japanese."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from games import get_game
from games.errors import BadPosition
from games.symbol_pallet import setting_up as edit
from games.symbol_pallet.rules import SymbolPalletState
from games.symbol_pallet.tiles import TILE_IDS
from tests.refusal_words import check_position_words, refused_words

GAME = get_game("symbol-pallet")
SQUARE4 = ("players=2 options=- start=- ply=0 turn=setup final=0 field=Rs1@0,0;Rs2@2,0;Gs1@0,2;Gs2@2,2 "
           "chips=-,-,-,- hands=3/3 discard=- deck=50")
"""Four table tiles, two red and two green, in a square; no chip down yet."""
STACKED = SQUARE4.replace("Gs2@2,2 ", "Gs2@2,2;Rc1@1,1 ").replace("deck=50", "deck=49")
"""The square with a red complement tile on the middle of the four."""
PLAYING = ("players=2 options=- start=- ply=4 turn=2:1 final=0 field=Rs1@0,0;Rs2@2,0;Gs1@0,2;Gs2@2,2;Rc1@1,1 "
           "chips=Rs2,Gs2,Rs1,Gs1 hands=3/3 discard=- deck=49")
"""Every chip down, Blue to take the first action."""
RING = ("players=2 options=- start=- ply=1 turn=setup final=0 field=Bs1@0,0;Gt1@2,0;Ks1@4,0;Wc2@0,2;"
        "Ws1@2,2;Rt1@4,2;Ys1@0,4;Ra2@2,4;Pa2@4,4;Ya1@1,1;Wa1@3,1;Oa1@1,3 chips=-,-,Ws1,- hands=3/3 "
        "discard=- deck=42")
"""Blue's chip a on the middle tile, three of its quarters covered: a purple add/subtract tile on
3,3 would cover the fourth."""


def at(text: str) -> SymbolPalletState:
    return edit.editable(GAME.parse_position(text))  # type: ignore[arg-type]


def fresh(players: int = 2, switches: tuple[str, ...] = ()) -> SymbolPalletState:
    return edit.editable(GAME.new(GAME.options(players, list(switches))))  # type: ignore[arg-type]


def text(state: SymbolPalletState) -> str:
    return edit.link_text(state)


def test_tiles_laid_on_the_table_and_on_top_through_the_parser() -> None:
    state = edit.cleared(fresh())
    assert text(state) == ("players=2 options=- start=- ply=0 turn=setup final=0 field=- chips=-,-,-,- "
                           "hands=3/3 discard=- deck=54")
    for kind, place in (("Rs", "0,0"), ("Rs", "2,0"), ("Gs", "0,2"), ("Gs", "2,2")):
        state = edit.put(state, place, kind)  # the copy is the first not on the field
    assert text(state) == SQUARE4
    state = edit.put(state, "1,1", "Rc")
    assert text(state) == STACKED
    assert GAME.public_position_text(GAME.parse_position(text(state))) == text(state)


def test_the_position_holds_nothing_hidden_and_the_unseen_tiles_come_from_the_seed() -> None:
    opened = GAME.new(GAME.options(3))
    state = edit.editable(opened)  # type: ignore[arg-type]
    assert "start=- " in text(state) and "hands=3/3/3 " in text(state) and text(state).endswith("deck=42")
    assert [t for t, *_ in state.field_tiles()] == [t for t, *_ in opened.field_tiles()]
    assert state.position_text().startswith("players=3 options=- start=seed:0 ")  # dealt from seed 0


def test_a_tile_is_replaced_where_it_lies_with_its_stack_and_chip() -> None:
    state = edit.put(at(PLAYING), "Rs1", "Ra")  # Blue's chip a stands on Rs1; Rc1 rests on it
    assert "field=Ra1@0,0;" in text(state) and "chips=Rs2,Gs2,Ra1,Gs1" in text(state)
    assert edit.piece_at(state, "Ra1") == "2a" and edit.piece_at(state, "Rc1") == "Rc"


def test_a_tile_lifted_carries_its_chip_and_only_a_top_tile_is_lifted() -> None:
    state = edit.move(at(PLAYING), "Rc1", "4,0")
    assert "Gs2@2,2;Rc1@4,0 " in text(state)
    with pytest.raises(BadPosition) as refused:
        edit.check_lift(at(PLAYING), "Rs1")
    assert refused.value.code == "symbol-pallet.tile_under_another"
    moved = edit.move(edit.put(at(SQUARE4), "Gs2", "Gs"), "Gs2", "2,-2")  # Gs2 laid above Rs2
    assert "Rs2@2,0;Gs1@0,2;Gs2@2,-2 " in text(moved)
    edit.check_lift(at(PLAYING), "2a")  # a chip may always be lifted
    assert edit.move(at(PLAYING), "Rc1", "1,1").position_text() == at(PLAYING).position_text()


def test_chips_go_down_in_setup_order_then_move_freely() -> None:
    state = at(STACKED)
    chip: str | None = "1a"
    for tile in ("Rs1", "Rs2", "Gs1", "Gs2"):
        chip = edit.next_piece(state, chip)
        state = edit.put(state, tile, chip)
    assert text(state) == PLAYING.replace("turn=2:1", "turn=1:1")  # red starts once setup is over
    assert edit.next_piece(state, "1a") == "1a"
    state = edit.move(state, "1a", "Rc1")
    assert "chips=Rc1,Gs2,Rs1,Gs1" in text(state)
    assert edit.piece_at(state, "Rc1") == "1a" and edit.piece_at(state, "1a") == "1a"
    back = edit.put(state, "1b", None)  # the last chip in setup order comes off: setup again
    assert "turn=setup" in text(back) and edit.mover(back) == 0


def test_who_moves_is_chosen_once_every_chip_is_down() -> None:
    state = edit.with_mover(at(PLAYING), 0)
    assert "turn=1:1" in text(state) and edit.mover(state) == 1 - 1
    assert edit.with_mover(at(STACKED), 1).position_text() == at(STACKED).position_text()


def test_a_tile_put_comes_out_of_the_deck_then_the_hands_and_a_copy_off_the_discard_pile() -> None:
    full = GAME.parse_position(SQUARE4.replace("discard=-", "discard=Rc1,Rc2").replace("deck=50", "deck=48"))
    state = edit.put(edit.editable(full), "1,1", "Rc")  # type: ignore[arg-type]
    assert "Rc1@1,1" in text(state) and "discard=Rc2 " in text(state)
    low = SQUARE4.replace("hands=3/3", "hands=28/28")  # a discard with too many in hand
    state = at(low.replace("deck=50", "deck=0").replace("turn=setup", "turn=setup"))
    assert "hands=3/3 " in text(state) and text(state).endswith("deck=50")  # hands at most 3
    field = {"Rs1", "Rs2", "Gs1", "Gs2"}
    discard = [t for t in TILE_IDS if t not in field][6:]  # every tile but six on the pile
    empty = GAME.parse_position(SQUARE4.replace("discard=-", "discard=" + ",".join(discard))
                                .replace("deck=50", "deck=0"))
    state = edit.put(edit.editable(empty), "4,0", "Rc")  # type: ignore[arg-type]
    assert "Rc1@4,0" in text(state) and "hands=3/2 " in text(state)  # the last hand gives it


def test_the_places_offered_are_where_the_chosen_or_lifted_tile_may_lie() -> None:
    state = at(SQUARE4)
    assert edit.spots(edit.cleared(state), "Rs", None) == [(0, 0)]
    assert edit.spots(state, None, None) is None and edit.spots(state, "1a", None) is None
    complement = edit.spots(state, "Rc", None)
    assert complement is not None and (1, 1) in complement and (4, 0) in complement
    assert (1, 0) not in complement  # on two red tiles: same colour, not complement
    same = edit.spots(state, "Rs", None)
    assert same is not None and (1, 0) in same and (1, 1) not in same
    lifted = edit.spots(at(STACKED), None, "Rc1")
    assert lifted == complement


def test_the_palette_holds_the_kinds_in_play_and_the_chips_of_the_players() -> None:
    assert len(edit.pieces_for(fresh())) == 38 + 4
    beginner = edit.pieces_for(fresh(4, ("beginner",)))
    assert len(beginner) == 6 * 4 + 8 and "Ks" not in beginner and "Rw" not in beginner
    assert edit.PIECE_PARTS["Pa"] == {"kind": "tile", "colour": "P", "symbol": "a"}
    assert edit.PIECE_PARTS["3b"] == {"kind": "chip", "seat": "2", "letter": "b"}


def test_a_game_opened_mid_turn_or_over_is_set_up_at_the_start_of_a_turn() -> None:
    state = GAME.new(GAME.options(2))
    for token in (">Ot1", ">Gt1", ">Kc2", ">Gw1", "draw"):
        state = state.play(token)
    assert "turn=1:2" in state.game.public_position_text(state)
    assert "turn=1:1 " in text(edit.editable(state))  # type: ignore[arg-type]


CHANGES: list[tuple[str, str, Callable[[Any], Any], str]] = [
    ("apart", SQUARE4, lambda s: edit.put(s, "6,0", "Bs"), "symbol-pallet.tile_apart"),
    ("unsupported", SQUARE4, lambda s: edit.put(s, "3,1", "Bs"), "symbol-pallet.tile_not_supported"),
    ("symbol", SQUARE4, lambda s: edit.put(s, "1,1", "Bs"), "symbol-pallet.symbol_not_met"),
    ("replaced below", STACKED, lambda s: edit.put(s, "Gs1", "Bs"), "symbol-pallet.symbol_not_met"),
    ("no copy left", SQUARE4, lambda s: edit.put(edit.put(s, "4,0", "Rt"), "4,2", "Rt"),
     "symbol-pallet.no_copy_left"),
    ("not in play", SQUARE4.replace("options=-", "options=beginner").replace("deck=50", "deck=32"),
     lambda s: edit.put(s, "4,0", "Ks"), "symbol-pallet.tile_not_in_play"),
    ("under another", STACKED, lambda s: edit.put(s, "Rs1", None), "symbol-pallet.tile_under_another"),
    ("moved from under", STACKED, lambda s: edit.move(s, "Gs1", "-2,0"), "symbol-pallet.tile_under_another"),
    ("chip covered", RING, lambda s: edit.put(s, "3,3", "Pa"), "symbol-pallet.chip_not_on_top"),
    ("two chips", SQUARE4, lambda s: edit.put(edit.put(s, "Rs1", "2a"), "Rs1", "1a"),
     "symbol-pallet.two_chips_on_a_tile"),
    ("out of order", SQUARE4, lambda s: edit.put(s, "Rs1", "1a"), "symbol-pallet.setup_chip_order"),
    ("taken off out of order", PLAYING, lambda s: edit.put(s, "1a", None), "symbol-pallet.setup_chip_order"),
    ("mover in setup", SQUARE4, lambda s: edit.with_mover(s, 0), "symbol-pallet.setup_mover"),
    ("played from a cleared field", SQUARE4, lambda s: edit.check_play(edit.cleared(s)),
     "symbol-pallet.no_tile_for_chip"),
]
"""Impossible changes: (what it is, the position, the change, the code it is refused with)."""


@pytest.mark.parametrize("name, start, change, code", CHANGES, ids=[c[0] for c in CHANGES])
def test_each_impossible_change_is_refused_with_its_own_code(name: str, start: str,
                                                              change: Callable[[Any], Any], code: str) -> None:
    state = at(start)
    with pytest.raises(BadPosition) as refused:
        change(state)
    assert refused.value.code == code
    assert text(state) == text(at(start))  # nothing kept


REFUSALS = {code: (start, change) for _name, start, change, code in CHANGES}
"""One change of each kind the editor can be refused, for the words test."""

WORDS = {
    "en": {
        "symbol-pallet.tile_apart": "Bs1 shares no whole edge with a tile on the table",
        "symbol-pallet.tile_not_supported": "Bs1 neither lies on the table nor rests on 2 or more tiles "
                                            "covering 3 of its 4 quarters",
        "symbol-pallet.symbol_not_met": "Rc1 rests on Rs1, Rs2, Bs1, Gs2, which its symbol does not allow",
        "symbol-pallet.no_copy_left": "every red triad tile is on the field already (1)",
        "symbol-pallet.tile_not_in_play": "Ks1 is not in play in the beginner set",
        "symbol-pallet.tile_under_another": "Rc1 rests on Gs1: lift the tile on top first",
        "symbol-pallet.chip_not_on_top": "a chip is on Ws1, which is not a visible field tile",
        "symbol-pallet.two_chips_on_a_tile": "two chips are on one tile",
        "symbol-pallet.setup_chip_order": "during setup the chips down are the first ones in setup order "
                                          "(reverse turn order, twice round)",
        "symbol-pallet.setup_mover": "while chips are being put down the chips down decide who is next: Blue",
        "symbol-pallet.no_tile_for_chip": "4 chips still to go down need a free tile each, and 0 are free: lay more tiles first",
    },
    "ja": {
        "symbol-pallet.tile_apart": "Bs1は台の上のどのタイルとも辺を共有していません",
        "symbol-pallet.tile_not_supported": "Bs1は台の上にもなく、4分の3を覆う2枚以上のタイルの上にも乗っていません",
        "symbol-pallet.symbol_not_met": "Rc1の記号ではRs1, Rs2, Bs1, Gs2の上に置けません",
        "symbol-pallet.no_copy_left": "赤・三組のタイルは1枚とも場に出ています",
        "symbol-pallet.tile_not_in_play": "Ks1は初心者向けセットでは使いません",
        "symbol-pallet.tile_under_another": "Gs1の上にRc1が乗っています。上のタイルから持ち上げてください",
        "symbol-pallet.chip_not_on_top": "チップがWs1にありますが、見えている場のタイルではありません",
        "symbol-pallet.two_chips_on_a_tile": "1枚のタイルにチップが2つあります",
        "symbol-pallet.setup_chip_order": "準備中に置かれたチップは、準備の順(手番の逆順で2周)の最初のものです",
        "symbol-pallet.setup_mover": "チップを置いている間は、置いたチップで次の人が決まります。次は青です",
        "symbol-pallet.no_tile_for_chip": "まだ置くチップ4個に空いたタイルが1枚ずつ必要ですが、空いているのは0枚です。先にタイルを置いてください",
    },
}
"""What a player reads for each refusal, in each language (the last change of each code in
``CHANGES`` is the one worded)."""


@pytest.mark.parametrize("lang", sorted(WORDS))
@pytest.mark.parametrize("code", sorted(REFUSALS))
def test_each_refusal_is_worded_in_each_language(code: str, lang: str) -> None:
    start, change = REFUSALS[code]
    assert refused_words(change, at(start), lang) == (code, WORDS[lang][code])


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_no_two_kinds_of_symbol_pallet_position_share_words(lang: str) -> None:
    check_position_words("symbol-pallet", REFUSALS, lang, japanese_of=REFUSALS)
