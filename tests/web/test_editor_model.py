"""The board editor's taps without a browser (web/editor.py): pieces put, turned, lifted and
removed through the game, an impossible change refused and not kept, who moves, Clear, Reset."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from games import get_game
from web import i18n
from web.editor import PositionEditor
from web.error_words import error_text
from web.links import parse_link


def editor(name: str) -> PositionEditor:
    game = get_game(name)
    return PositionEditor(game, game.new(game.options()))


def test_a_game_without_setting_up_has_no_editor() -> None:
    game = get_game("siam")
    with pytest.raises(ValueError):
        PositionEditor(SimpleNamespace(name="no-such-game"), game.new(game.options()))  # type: ignore[arg-type]


def test_siam_put_turn_and_take_off_by_taps() -> None:
    ed = editor("siam")
    ed.choose("EN")
    assert ed.tap(("square", "A1"))
    assert ed.position_text() == "EN..../...../.OOO./...../..... e 2 0,0 - -"
    ed.choose("EE")
    assert ed.tap(("square", "A1"))  # the same elephant, turned
    assert ed.position_text().startswith("EE....")
    assert ed.tap(("square", "A1"))  # the chosen piece again: taken off
    assert ed.position_text() == "...../...../.OOO./...../..... e 0 0,0 - -"


def test_the_chosen_piece_tapped_again_stays_chosen_and_the_next_tap_puts_it() -> None:
    """The palette keeps its choice: the chosen piece tapped again changes nothing, so a tap on
    a square holding another piece puts the chosen one there instead of lifting that piece."""
    ed = editor("siam")
    ed.choose("EN")
    assert ed.tap(("square", "A1"))
    ed.choose("RW")
    ed.choose("RW")
    assert ed.piece == "RW"
    assert ed.tap(("square", "A1")) and ed.lifted is None
    assert ed.position_text().startswith("RW....")
    assert ed.piece == "RW"


def test_move_is_the_choice_of_no_piece_and_a_tap_then_lifts() -> None:
    ed = editor("siam")
    ed.choose("EN")
    assert ed.tap(("square", "A1"))
    ed.choose(None)
    assert ed.piece is None and not ed.tap(("square", "A1")) and ed.lifted == "A1"
    assert ed.tap(("square", "B1")) and ed.position_text().startswith(".EN...")


def test_an_impossible_change_is_refused_not_kept_and_worded() -> None:
    ed = editor("siam")
    ed.choose("O")
    before = ed.position_text()
    assert not ed.tap(("square", "A1"))  # a fourth rock
    assert ed.position_text() == before
    assert ed.refusal is not None and ed.refusal.code == "siam.rocks_in_play"
    i18n.load_file()
    i18n.set_lang("ja")
    try:
        assert error_text(ed.refusal) == "対局中の盤には岩が3個あります(4個ではありません)"
    finally:
        i18n.set_lang("en")
    ed.choose("EN")
    assert ed.tap(("square", "A1")) and ed.refusal is None  # a good change clears the message


def test_a_lifted_rock_is_put_down_elsewhere_in_one_change() -> None:
    ed = editor("siam")
    assert not ed.tap(("square", "C3")) and ed.lifted == "C3"
    assert ed.tap(("square", "A1"))
    assert ed.lifted is None and ed.position_text().startswith("O..../...../.O.O./")
    assert not ed.tap(("square", "B2"))  # an empty square lifts nothing
    assert ed.lifted is None


@pytest.mark.parametrize("name, piece, square, elsewhere, moved", [
    ("siam", "O", "C3", "A1", "O..../...../.O.O./"),
    ("saiju", "S", "c3", "a1", "S.../...../....../"),
])
def test_a_piece_the_game_keeps_is_lifted_when_taken_off(name: str, piece: str, square: str,
                                                          elsewhere: str, moved: str) -> None:
    """Taking off a rock or a Shadow is refused in words; the piece is lifted instead, so the
    next tap moves it there though the palette still has a piece chosen."""
    ed = editor(name)
    ed.choose(piece)
    before = ed.position_text()
    assert not ed.tap(("square" if name == "siam" else "hex", square))
    assert ed.position_text() == before and ed.refusal is not None and ed.lifted == square
    assert ed.tap(("square" if name == "siam" else "hex", elsewhere))
    assert ed.refusal is None and ed.lifted is None and ed.position_text().startswith(moved)
    assert ed.piece == piece


def test_a_refusal_dismissed_leaves_the_board_and_the_choice() -> None:
    ed = editor("siam")
    ed.choose("O")
    assert not ed.tap(("square", "A1")) and ed.refusal is not None  # a fourth rock
    before = ed.position_text()
    ed.dismiss()
    assert ed.refusal is None and ed.position_text() == before and ed.piece == "O"


def test_a_tap_off_the_board_drops_the_lifted_piece() -> None:
    ed = editor("siam")
    ed.tap(("square", "C3"))
    assert not ed.tap(None) and ed.lifted is None


def test_who_moves_clear_and_reset() -> None:
    ed = editor("saiju")
    opened = ed.position_text()
    ed.choose("pF")
    ed.tap(("hex", "a1"))
    assert ed.set_mover(1) and ed.mover == 1
    assert not ed.set_mover(2) and ed.refusal is not None  # no third player in a 2-player game
    assert ed.clear() and ed.position_text() == opened
    ed.tap(("hex", "a1"))
    assert ed.reset() and ed.position_text() == opened


def test_play_from_here_is_the_page_link_with_the_position() -> None:
    ed = editor("saiju")
    ed.choose("wS")
    ed.tap(("hex", "b2"))
    request = parse_link(ed.play_link())
    assert request.game == "saiju" and request.position == ed.position_text()
    assert parse_link(ed.edit_link()).problems == []


def test_the_palette_names_what_each_piece_is() -> None:
    ed = editor("siam")
    assert ed.parts("RW") == {"kind": "rhino", "seat": "1", "facing": "W"}
    assert ed.parts("O") == {"kind": "rock"}
    assert list(ed.seats) == [0, 1]



def test_a_shadow_refused_is_worded_without_plural_brackets() -> None:
    """The words a newcomer reads on taking a Shadow off, or on a Shadow kept too long: a
    sentence that reads right for any count, no "piece(s)"."""
    from games.errors import BadPosition

    ed = editor("saiju")
    ed.choose("S")
    ed.tap(("hex", "c3"))
    assert ed.refusal is not None
    i18n.load_file()
    assert error_text(ed.refusal) == \
        "the Snow Shadow has left the game, but not every Snow piece is down (12 to go)"
    with pytest.raises(BadPosition) as kept:
        get_game("saiju").parse_position(
            "MSpFF/wFwFwFwFyF/yFyFyFpFpFpF/....../....../...../.... s 15 @@@ 2 -")
    assert error_text(kept.value) == ("the Flower Shadow is still on the board, but it leaves when one"
                                      " Flower piece is left to put down (here: 0)")
