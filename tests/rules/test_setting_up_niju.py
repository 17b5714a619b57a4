"""Setting up a Ni-Ju position by hand (games/niju/setting_up.py): tiles put, turned, moved and
taken off through the game's own parser, the editing area around the tiles, who moves, and
every kind of impossible change refused with its own words in English and Japanese."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from games import get_game
from games.errors import BadPosition
from games.niju import setting_up as edit
from games.niju.rules import NiJuState
from tests.refusal_words import check_position_words, refused_words

GAME = get_game("ni-ju")
ROW = "w 2 w0f@0,0/b17@1,0 -"
"""Two tiles: White's kind 1 on 0,0, Black's kind 2 beside it; White to move."""
LINE = "b 3 w0f@0,0/b17@1,0/w1b@2,0 -"
NIJU_FULL = ("b63@-1,-7/w33@-1,-6/b53@-2,-5/w95@-1,-5/b93@2,-5/baa@-4,-4/we2@-3,-4/b72@-2,-4/"
             "w1b@-1,-4/bb2@1,-4/w99@2,-4/w2b@-3,-3/w4e@-2,-3/b6a@-1,-3/bd2@0,-3/w47@1,-3/ba3@2,-3/"
             "b95@3,-3/w3c@-1,-2/b1d@0,-2/b0f@1,-2/ba5@2,-2/we8@-3,-1/bc6@-2,-1/w69@-1,-1/b99@0,-1/"
             "b17@2,-1/w5c@-2,0/b33@-1,0/w78@0,0/b2e@1,0/wd8@3,0/w55@-1,1/wa6@1,1/w2d@2,1/w9c@3,1/"
             "b55@-1,2/waa@0,2/w53@1,2/be1@2,2")
"""All 40 tiles down, no pattern of either player completed (from a random placement)."""


def at(text: str) -> NiJuState:
    return GAME.parse_position(text)  # type: ignore[return-value]


def fresh() -> NiJuState:
    return edit.editable(GAME.new(GAME.options()))  # type: ignore[arg-type]


def test_tiles_go_down_turn_move_and_come_off_through_the_parser() -> None:
    state = edit.put(fresh(), "0,0", "w0f")
    assert state.position_text() == "b 1 w0f@0,0 -"
    state = edit.put(state, "1,0", "b17")
    assert state.position_text() == ROW
    turned = edit.turned(state, "1,0")
    assert edit.piece_at(turned, "1,0") == "b5c"  # 17 turned a quarter clockwise
    again = edit.put(turned, "1,0", "b17")  # the same tile put turned another way
    assert again.position_text() == ROW
    moved = edit.move(state, "1,0", "0,1")
    assert moved.position_text() == "w 2 w0f@0,0/b17@0,1 -"
    assert edit.put(moved, "0,1", None).position_text() == "b 1 w0f@0,0 -"
    for s in (state, turned, moved):
        assert GAME.parse_position(s.position_text()).position_text() == s.position_text()


def test_the_editing_area_is_the_empty_squares_beside_the_tiles() -> None:
    assert edit.squares(fresh()) == [(0, 0)]
    assert edit.squares(at(ROW)) == [(0, -1), (1, -1), (-1, 0), (2, 0), (0, 1), (1, 1)]


def test_the_palette_is_one_owners_twenty_tiles_turned_alike() -> None:
    upright = edit.palette(1, 0)
    assert len(upright) == 20 and upright[0] == "b0f" and all(p[0] == "b" for p in upright)
    assert edit.palette(1, 1)[0] == "b3c" and edit.palette(1, 4) == upright
    assert edit.PIECE_PARTS["b3c"] == {"kind": "tile", "seat": "1", "tile": "1", "pattern": "3c"}
    assert len(edit.PIECES) == 140 and set(upright) <= set(edit.PIECES)


def test_tiles_go_down_in_turn_until_all_forty_are_down() -> None:
    assert edit.next_owner(fresh()) == 0 and edit.next_owner(at(LINE)) == 1
    assert edit.next_owner(at(f"w 40 {NIJU_FULL} -")) is None


def test_a_tile_is_down_whichever_way_it_is_turned() -> None:
    assert edit.on_board(at(ROW), "w0f") and edit.on_board(at(ROW), "w3c")
    assert not edit.on_board(at(ROW), "b0f")


def test_who_moves_is_free_only_once_all_forty_are_down() -> None:
    full = at(f"w 40 {NIJU_FULL} -")
    black = edit.with_mover(full, 1)
    assert black.position_text() == f"b 41 {NIJU_FULL} -" and edit.mover(black) == 1
    assert edit.with_mover(black, 0).position_text() == full.position_text()
    assert edit.with_mover(at(ROW), 0).position_text() == ROW  # already White's: no change


def test_a_completed_pattern_is_kept_as_a_finished_game() -> None:
    # White's 0f on 0,0 marks N, NE, E and SE: White's tiles on 0,-1, 1,-1, 1,0 and 1,1 complete it.
    state = at("w 8 b0f@-1,-1/w17@0,-1/w1b@1,-1/b17@-1,0/w0f@0,0/w1d@1,0/b1b@-1,1/b1d@0,1 -")
    assert state.result is None
    done = edit.put(state, "1,1", "w1e")
    assert done.result is not None and done.result.winner == 0
    assert done.position_text().startswith("- 9 ")
    assert edit.editable(done) is done
    assert edit.put(done, "1,1", None).position_text() == state.position_text()


CHANGES = [
    ("apart", ROW, lambda s: edit.put(s, "3,0", "w1b"), "ni-ju.not_one_group"),
    ("split", LINE, lambda s: edit.put(s, "1,0", None), "ni-ju.not_one_group"),
    ("carried away", LINE, lambda s: edit.move(s, "2,0", "0,-2"), "ni-ju.not_one_group"),
    ("out of turn", ROW, lambda s: edit.put(s, "2,0", "b1b"), "ni-ju.placement_owners"),
    ("first square", LINE, lambda s: edit.put(s, "0,0", None), "ni-ju.first_square_empty"),
    ("kind twice", ROW, lambda s: edit.put(s, "2,0", "w3c"), "ni-ju.kind_twice"),
    ("mover while placing", ROW, lambda s: edit.with_mover(s, 1), "ni-ju.placement_mover"),
    ("mover once over", f"- 40 {NIJU_FULL} placement-only", lambda s: edit.with_mover(s, 1),
     "ni-ju.placement_only_over"),
]
"""Impossible changes: (what it is, the position, the change, the code it is refused with)."""


@pytest.mark.parametrize("name, start, change, code", CHANGES, ids=[c[0] for c in CHANGES])
def test_each_impossible_change_is_refused_with_its_own_code(name: str, start: str,
                                                              change: Callable[[Any], Any], code: str) -> None:
    with pytest.raises(BadPosition) as refused:
        change(at(start))
    assert refused.value.code == code


REFUSALS = {
    "ni-ju.not_one_group": (ROW, lambda s: edit.put(s, "3,0", "w1b")),
    "ni-ju.placement_owners": (ROW, lambda s: edit.put(s, "2,0", "b1b")),
    "ni-ju.first_square_empty": (LINE, lambda s: edit.put(s, "0,0", None)),
    "ni-ju.kind_twice": (ROW, lambda s: edit.put(s, "2,0", "w3c")),
    "ni-ju.placement_mover": (ROW, lambda s: edit.with_mover(s, 1)),
    "ni-ju.placement_only_over": (f"- 40 {NIJU_FULL} placement-only", lambda s: edit.with_mover(s, 1)),
}
"""One change of each kind the editor can be refused, for the words test."""

WORDS = {
    "en": {
        "ni-ju.not_one_group": "the tiles do not form one group joined by edges",
        "ni-ju.placement_owners": "tiles go down in turn, White first: with 3 down White has placed 2 and Black 1, not 1 and 2",
        "ni-ju.first_square_empty": "the first tile is on 0,0 and no tile moves before all 40 are down, "
                                    "so 0,0 must hold a tile",
        "ni-ju.kind_twice": "White has two tiles of kind 1: each player owns one of each kind",
        "ni-ju.placement_mover": "while tiles are being placed the tiles down decide who moves: "
                                 "with 2 down, White is to move",
        "ni-ju.placement_only_over": "the placement-only game is over once all 40 tiles are down, "
                                     "so no one is to move",
    },
    "ja": {
        "ni-ju.not_one_group": "タイルが辺でつながった1つのまとまりになっていません",
        "ni-ju.placement_owners": "タイルは白から交互に置きます。3枚置いたなら白が2枚、黒が1枚です(1枚と2枚ではありません)",
        "ni-ju.first_square_empty": "最初のタイルは0,0に置かれ、40枚すべて置くまでタイルは動かないので、"
                                    "0,0にタイルが必要です",
        "ni-ju.kind_twice": "白の種類1のタイルが2枚あります(種類ごとに1枚ずつです)",
        "ni-ju.placement_mover": "配置の間は置いたタイルの数で手番が決まります。2枚なら白の番です",
        "ni-ju.placement_only_over": "配置のみのゲームは40枚すべて置いた時点で終わるので、手番はありません",
    },
}
"""What a player reads for each refusal, in each language."""


@pytest.mark.parametrize("lang", sorted(WORDS))
@pytest.mark.parametrize("code", sorted(REFUSALS))
def test_each_refusal_is_worded_in_each_language(code: str, lang: str) -> None:
    start, change = REFUSALS[code]
    assert refused_words(change, at(start), lang) == (code, WORDS[lang][code])


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_no_two_kinds_of_ni_ju_position_share_words(lang: str) -> None:
    check_position_words("ni-ju", REFUSALS, lang)
