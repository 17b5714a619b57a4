"""Impossible positions named in words (games/*/text.py, web/error_words.py).

Each kind of impossible position has its own code on the ``BadPosition`` its parser raises,
and its own message in English and Japanese (``position.<code>`` in web/strings.js), so a
player who sets up a position, or opens a link to one, reads what is wrong in the page's
language; the engine's English sentence (the referee's output) stays as it was.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from games import get_game, untrusted
from games.errors import BadPosition
from web import i18n
from web.error_words import error_text
from tests.web.test_error_words import japanese  # noqa: F401 - the Japanese page's fixture

ROOT = Path(__file__).resolve().parent.parent.parent
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")

SIAM_OVER = "...../...../.OO../...../...ES. - 9 0,0 e@D5 -"
SAIJU_PLAY = "MSpFF/...../....../....../....../...../.... s 4 @@@ 2 -"
NIJU = "b 3 w17@-1,-1/b0f@-1,0/w0f@0,0 -"
SP_SETUP = ("players=2 options=- start=seed:3 ply=1 turn=setup final=0 "
            "field=Gt1@0,0;Bc1@2,0;Wc2@4,0;Ks2@0,2;Gc2@2,2;Pa2@4,2;Ys1@0,4;Gc1@2,4;Gs1@4,4 "
            "chips=-,-,Bc1,- hands=Yw1,Ps1,Pc2/Rs2,Bw1,Oa2 discard=- deck=Kc2,Rc2,Pw1,Ga2,Ra2,Ba2,"
            "Oc1,Rw1,Bc2,Kc1,Os1,Pc1,Gw1,Kw1,Bs2,Bt1,Ya2,Os2,Rc1,Ow1,Bs1,Oa1,Ps2,Ot1,Oc2,Ys2,Ws1,"
            "Ba1,Yc1,Ka1,Wa1,Ww1,Rt1,Ks1,Rs1,Ra1,Ya1,Pt1,Pa1,Yt1,Ga1,Wc1,Ws2,Yc2,Gs2")
SP_PLAY = (SP_SETUP.replace("ply=1 turn=setup", "ply=4 turn=1:1")
           .replace("chips=-,-,Bc1,-", "chips=Gc1,Gs1,Bc1,Gc2"))

SAIJU_FULL = "/".join("".join(f"{c}{s}" for c in "wyp" for s in "SMF" for _ in range(4))[2 * a:2 * b]
                      for a, b in ((0, 4), (4, 9), (9, 15), (15, 21), (21, 27), (27, 32), (32, 36)))
NIJU_FULL = ("w8e@2,-4/ba5@1,-3/b33@2,-3/w36@3,-3/baa@5,-3/w71@-2,-2/b6a@1,-2/w9a@2,-2/b66@3,-2/"
             "bc9@4,-2/b3c@5,-2/wf0@-2,-1/wc6@-1,-1/b36@0,-1/b59@1,-1/bb2@2,-1/be8@3,-1/b47@4,-1/"
             "w95@5,-1/b71@-3,0/w33@-2,0/waa@0,0/bb4@1,0/b55@2,0/w96@3,0/w4e@-2,1/wd4@-1,1/w1d@0,1/"
             "b4e@2,1/w2e@3,1/w2d@4,1/w55@5,1/b78@-2,2/w27@-1,2/wb2@0,2/w78@3,2/bc6@-2,3/b8b@-1,3/"
             "w99@3,3/b4d@3,4")


def sp(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


EXAMPLES: dict[str, tuple[str, str]] = {
    "siam.too_many_animals": ("siam", "ENENENENEN/EN..../.OOO./...../..... e 0 0,0 - -"),
    "siam.too_many_exits": ("siam", "...../...../.OOO./...../..... e 0 2,0 - remove-once"),
    "siam.wrong_side_to_move": ("siam", "...../...../.OOO./...../..... r 0 0,0 - -"),
    "siam.rocks_in_play": ("siam", "...../...../.OO../...../..... e 0 0,0 - -"),
    "siam.rocks_when_over": ("siam", SIAM_OVER.replace(".OO..", ".OOO.")),
    "siam.to_move_when_over": ("siam", SIAM_OVER.replace(" - 9", " e 9")),
    "siam.winner_not_there": ("siam", SIAM_OVER.replace("e@D5", "e@C5")),
    "siam.over_at_ply_0": ("siam", SIAM_OVER.replace(" 9 ", " 0 ")),
    "siam.wrong_pusher": ("siam", SIAM_OVER.replace(" 9 ", " 8 ")),
    "saiju.shadow_not_on_board": ("saiju", SAIJU_PLAY.replace("MSpFF/", "MSpF./")),
    "saiju.shadow_on_board": ("saiju", SAIJU_PLAY.replace("@@@", "@@s")),
    "saiju.holder_not_playing": ("saiju", SAIJU_PLAY.replace("MSpFF/", "MSpF./").replace("@@@", "@@f")),
    "saiju.pieces_during_setup": ("saiju", SAIJU_PLAY.replace("MSpFF/", "MSpF./").replace("@@@", "@@-")),
    "saiju.setup_order": ("saiju", "S.../...../....../....../....../...../.... m 1 @-- 2 -"),
    "saiju.wrong_side_to_move": ("saiju", "M.../...../....../....../....../...../.... s 1 -@- 2 -"),
    "saiju.setup_ply": ("saiju", "M.../...../....../....../....../...../.... m 2 -@- 2 -"),
    "saiju.shadow_stays_too_long": ("saiju", "MSpFF/wFwFwFwFyF/yFyFyFpFpFpF/....../....../...../.... s 15 @@@ 2 -"),
    "saiju.shadow_left_early": ("saiju", "MS../...../....../....../....../...../.... s 4 @@s 2 -"),
    "saiju.ply_before_play": ("saiju", SAIJU_PLAY.replace(" 4 ", " 2 ")),
    "saiju.to_move_when_over": ("saiju", f"{SAIJU_FULL} s 40 ssm 2 -"),
    "saiju.second_placement_early": ("saiju", "MSF./...../....../....../....../...../.... s:S 3 @@@ 2 -"),
    "saiju.shadow_twice": ("saiju", "MSMF/...../....../....../....../...../.... s 3 @@@ 2 -"),
    "saiju.too_many_pieces": ("saiju", "MSFpF/pFpFpFpF./....../....../....../...../.... s 8 @@@ 2 -"),
    "ni-ju.two_tiles_on_square": ("ni-ju", "b 3 w17@0,0/b0f@-1,0/w0f@0,0 -"),
    "ni-ju.kind_twice": ("ni-ju", "b 3 w0f@-1,-1/b0f@-1,0/w0f@0,0 -"),
    "ni-ju.to_move_when_over": ("ni-ju", "w 10 b6a@1,-2/w9a@2,-2/b66@3,-2/bb2@2,-1/waa@0,0/bb4@1,0/b55@2,0/"
                                         "w96@3,0/wd4@-1,1/w1d@0,1 -"),
    "ni-ju.not_over": ("ni-ju", NIJU.replace("b 3", "- 3")),
    "ni-ju.wrong_side_to_move": ("ni-ju", NIJU.replace("b 3", "w 3")),
    "ni-ju.not_one_group": ("ni-ju", "b 3 w17@-3,-3/b0f@-1,0/w0f@0,0 -"),
    "ni-ju.placement_ply": ("ni-ju", NIJU.replace("b 3", "b 5")),
    "ni-ju.placement_owners": ("ni-ju", "b 3 b17@-1,-1/b0f@-1,0/w0f@0,0 -"),
    "ni-ju.first_square_empty": ("ni-ju", "b 3 w17@-1,-1/b0f@-1,0/w0f@-1,1 -"),
    "ni-ju.movement_ply": ("ni-ju", f"b 39 {NIJU_FULL} -"),
    "ni-ju.placement_only_ply": ("ni-ju", f"b 41 {NIJU_FULL} placement-only"),
    "symbol-pallet.hand_too_big": ("symbol-pallet", sp(sp(SP_PLAY, "hands=Yw1,Ps1,Pc2/Rs2,Bw1,Oa2", "hands=Yw1,Ps1,Pc2/Rs2,Bw1,Os1,Oa2"), "Kc1,Os1,", "Kc1,")),
    "symbol-pallet.nothing_to_discard": ("symbol-pallet", sp(SP_PLAY, "turn=1:1", "turn=1:discard")),
    "symbol-pallet.final_with_deck": ("symbol-pallet", sp(SP_PLAY, "final=0", "final=1")),
    "symbol-pallet.counts_do_not_add_up": (
        "symbol-pallet", "players=2 options=- start=- ply=0 turn=setup final=0 field=- chips=-,-,-,- "
                         "hands=3/3 discard=- deck=1"),
    "symbol-pallet.tile_not_supported": ("symbol-pallet", sp(SP_SETUP, "Gs1@4,4", "Gs1@5,1")),
    "symbol-pallet.tile_apart": ("symbol-pallet", sp(SP_SETUP, "Gs1@4,4", "Gs1@9,9")),
    "symbol-pallet.tile_twice": ("symbol-pallet", sp(SP_SETUP, "deck=Kc2,", "deck=Yw1,")),
    "symbol-pallet.tile_not_in_play": (
        "symbol-pallet", sp(SP_SETUP, "options=-", "options=beginner")),
    "symbol-pallet.tiles_missing": ("symbol-pallet", sp(SP_SETUP, "deck=Kc2,", "deck=")),
    "symbol-pallet.two_chips_on_a_tile": ("symbol-pallet", sp(SP_PLAY, "chips=Gc1,Gs1,Bc1,Gc2", "chips=Gc1,Gc1,Bc1,Gc2")),
    "symbol-pallet.chip_not_on_top": ("symbol-pallet", sp(SP_SETUP, "chips=-,-,Bc1,-", "chips=-,-,Kc2,-")),
    "symbol-pallet.setup_over": ("symbol-pallet", sp(SP_PLAY, "turn=1:1", "turn=setup")),
    "symbol-pallet.setup_chip_order": ("symbol-pallet", sp(SP_SETUP, "chips=-,-,Bc1,-", "chips=Bc1,-,-,-")),
    "symbol-pallet.chips_not_down": ("symbol-pallet", sp(SP_PLAY, "chips=Gc1,Gs1,Bc1,Gc2", "chips=Gc1,Gs1,Bc1,-")),
}

CODE_IN_SOURCE = re.compile(r'"((?:siam|saiju|ni-ju|symbol-pallet)\.[a-z0-9_]+)"')


@pytest.fixture
def tables() -> dict[str, dict[str, str]]:
    return i18n.parse_table_source((ROOT / "web" / "strings.js").read_text(encoding="utf-8"))


def refusal(code: str) -> BadPosition:
    name, text = EXAMPLES[code]
    with pytest.raises(BadPosition) as refused:
        get_game(name).parse_position(text)
    return refused.value


@pytest.mark.parametrize("code", sorted(EXAMPLES))
def test_each_impossible_position_raises_its_own_code(code: str) -> None:
    assert refusal(code).code == code


def test_every_code_the_parsers_raise_has_an_example_and_words_in_both_languages(tables) -> None:
    raised = set()
    for path in (ROOT / "games").rglob("text.py"):
        raised |= set(CODE_IN_SOURCE.findall(path.read_text(encoding="utf-8")))
    assert raised == set(EXAMPLES)
    for lang in i18n.LANGS:
        missing = {code for code in raised if f"position.{code}" not in tables[lang]}
        assert not missing, (lang, missing)


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_each_kind_gets_its_own_message_within_its_game_in_each_language(lang: str) -> None:
    i18n.load_file()
    i18n.set_lang(lang)
    try:
        words = {code: error_text(refusal(code)) for code in EXAMPLES}
    finally:
        i18n.set_lang("en")
    by_text: dict[tuple[str, str], list[str]] = {}
    for code, text in words.items():
        assert "{" not in text and "position." not in text, (code, text)
        by_text.setdefault((EXAMPLES[code][0], text), []).append(code)
    assert all(len(codes) == 1 for codes in by_text.values()), by_text


@pytest.mark.usefixtures("japanese")
@pytest.mark.parametrize("code", sorted(EXAMPLES))
def test_the_japanese_page_words_an_impossible_position_without_english(code: str) -> None:
    text = error_text(refusal(code))
    facts = [str(v) for v in refusal(code).fields.values()]
    for fact in facts:
        text = text.replace(fact, "")
    assert not ENGLISH_WORD.findall(text.replace("hands", "")), text


@pytest.mark.usefixtures("japanese")
def test_the_sides_and_pieces_are_named_in_the_pages_words() -> None:
    assert error_text(refusal("siam.too_many_animals")) == "盤上のゾウが6頭います(各陣営5頭まで)"
    assert error_text(refusal("saiju.too_many_pieces")) == "桃・花の駒が盤上に4個より多くあります"
    i18n.set_lang("en")
    assert error_text(refusal("ni-ju.kind_twice")) == \
        "White has two tiles of kind 1: each player owns one of each kind"


def test_the_engine_sentence_stays_the_referees_words() -> None:
    err = refusal("siam.too_many_animals")
    assert str(err) == "6 elephants on the board; each side has 5"
    assert err.fields == {"seat": 0, "count": 6, "limit": 5}


@pytest.mark.usefixtures("japanese")
def test_a_link_keeps_the_kind_of_an_impossible_position() -> None:
    name, text = EXAMPLES["ni-ju.two_tiles_on_square"]
    with pytest.raises(BadPosition) as refused:
        untrusted.position(get_game(name), text)
    assert refused.value.code == "ni-ju.two_tiles_on_square"
    assert error_text(refused.value) == "0,0にタイルが2枚あります"
