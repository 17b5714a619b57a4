"""The board editor's taps on a Ni-Ju table, without a browser (web/editor.py): one owner's
tiles in the palette, turned alike by Rotate; tiles put, turned, lifted, turned where they lie
and carried; the squares offered around the tiles; a refusal worded, the board kept."""

from __future__ import annotations

import pytest

from games import get_game
from tests.web.test_error_words import japanese  # noqa: F401 - the Japanese page's fixture
from web.editor import PositionEditor
from web.error_words import error_text

ROW = "w 2 w0f@0,0/b17@1,0 -"


def editor(text: str | None = None) -> PositionEditor:
    game = get_game("ni-ju")
    return PositionEditor(game, game.new(game.options()) if text is None else game.parse_position(text))


def test_the_palette_is_the_chosen_owners_tiles_turned_alike() -> None:
    ed = editor()
    assert ed.turning and ed.pieces[:2] == ("w0f", "w17") and len(ed.pieces) == 20
    ed.choose("w17")
    ed.choose_owner(1)
    assert ed.pieces[:2] == ("b0f", "b17") and ed.piece == "b17"  # the same kind, Black's
    assert not ed.turn()  # the palette turns: no change to the position
    assert ed.pieces[:2] == ("b3c", "b5c") and ed.piece == "b5c"


def test_tiles_put_turned_and_taken_off_by_taps() -> None:
    ed = editor()
    assert ed.squares() == [(0, 0)]
    ed.choose("w0f")
    assert ed.tap(("square", "0,0"))
    ed.choose("b17")
    assert ed.tap(("square", "1,0")) and ed.position_text() == ROW
    ed.choose_owner(1)
    ed.choose("b17")
    ed.turn()
    assert ed.piece == "b5c" and ed.tap(("tile", "1,0"))  # the same tile, turned
    assert ed.position_text() == "w 2 w0f@0,0/b5c@1,0 -"
    ed.choose_owner(1)
    ed.choose("b5c")
    assert ed.tap(("tile", "1,0"))  # the chosen tile where it lies: taken off
    assert ed.position_text() == "b 1 w0f@0,0 -"
    assert ed.squares() == [(0, -1), (-1, 0), (1, 0), (0, 1)]


def test_the_palette_follows_whose_tile_goes_down_next() -> None:
    ed = editor()
    ed.choose("w17")
    ed.tap(("square", "0,0"))
    assert ed.owner == 1 and ed.piece == "b17"  # Black places next: Black's tile of that kind
    ed.tap(("square", "1,0"))
    assert ed.owner == 0 and ed.piece is None  # White's kind 2 is down already
    ed.choose_owner(1)
    ed.choose("b0f")
    assert not ed.tap(("square", "-1,0"))  # out of turn: refused, the palette kept
    assert ed.owner == 1 and ed.refusal is not None and ed.refusal.code == "ni-ju.placement_owners"


def test_a_lifted_tile_turns_where_it_lies_and_is_carried() -> None:
    ed = editor(ROW)
    assert not ed.tap(("tile", "1,0")) and ed.lifted == "1,0"
    assert ed.turn() and ed.lifted == "1,0"  # turned on the board, still lifted
    assert ed.position_text() == "w 2 w0f@0,0/b5c@1,0 -"
    assert ed.tap(("square", "0,1"))
    assert ed.lifted is None and ed.position_text() == "w 2 w0f@0,0/b5c@0,1 -"


@pytest.mark.usefixtures("japanese")
def test_a_tile_down_already_is_marked_and_refused_a_second_time_in_words() -> None:
    ed = editor(ROW)
    assert ed.on_board("w0f") and ed.on_board("w3c") and not ed.on_board("w17")
    ed.choose("w0f")
    assert not ed.tap(("square", "-1,0"))
    assert ed.position_text() == ROW and ed.refusal is not None
    assert ed.refusal.code == "ni-ju.kind_twice"
    assert error_text(ed.refusal) == "白の種類1のタイルが2枚あります(種類ごとに1枚ずつです)"


def test_who_moves_follows_the_tiles_while_placing_and_clear_and_reset() -> None:
    ed = editor(ROW)
    assert ed.mover == 0
    assert not ed.set_mover(1) and ed.refusal is not None and ed.refusal.code == "ni-ju.placement_mover"
    assert ed.clear() and ed.position_text() == "w 0 - -"
    assert ed.reset() and ed.position_text() == ROW


def test_the_options_of_the_game_opened_are_kept() -> None:
    game = get_game("ni-ju")
    ed = PositionEditor(game, game.new(game.options(2, ["blocked-marks"])))
    ed.choose("w0f")
    ed.tap(("square", "0,0"))
    assert ed.position_text() == "b 1 w0f@0,0 blocked-marks"
    assert ed.clear() and ed.position_text() == "w 0 - blocked-marks"
