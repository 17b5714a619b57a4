"""The board editor's taps on a Symbol Pallet field, without a browser (web/editor.py): a tile
chosen as a colour and a symbol, laid on the places offered, changed and taken off; tiles
and chips lifted and carried; chips put in setup order; who moves; the link's text public;
a refusal worded, the position kept."""

from __future__ import annotations

import pytest

from games import get_game
from tests.web.test_error_words import japanese  # noqa: F401 - the Japanese page's fixture
from tests.rules.test_setting_up_symbol_pallet import PLAYING, SQUARE4, STACKED
from web.editor import PositionEditor
from web.error_words import error_text
from web.links import parse_link


def editor(text: str | None = None) -> PositionEditor:
    game = get_game("symbol-pallet")
    return PositionEditor(game, game.new(game.options(2)) if text is None else game.parse_position(text))


def test_a_tile_is_chosen_as_a_colour_and_a_symbol() -> None:
    ed = editor()
    ed.choose_part("symbol", "c")
    assert ed.piece == "Rc"  # the first colour with that symbol
    ed.choose_part("colour", "G")
    assert ed.piece == "Gc"  # the symbol kept
    ed.choose_part("symbol", "t")
    ed.choose_part("colour", "W")
    assert ed.piece == "Ws"  # white has no triad: the first white tile
    ed.choose_part("colour", "W")
    assert ed.piece == "Ws"  # the chosen colour again: still chosen, the next tap lays it
    ed.choose_part("colour", "B")
    assert ed.piece == "Bs"
    assert ed.pieces[-4:] == ("1a", "1b", "2a", "2b")


def test_a_field_and_its_chips_set_up_by_taps() -> None:
    ed = editor()
    assert ed.clear() and ed.squares() is None
    ed.choose_part("colour", "R")  # red, and the first symbol: same colour
    assert ed.piece == "Rs" and ed.squares() == [(0, 0)]
    for place in ("0,0", "2,0"):
        assert ed.tap(("square", place))
    ed.choose_part("colour", "G")
    for place in ("0,2", "2,2"):
        assert ed.tap(("square", place))
    assert ed.position_text() == SQUARE4
    ed.choose_part("colour", "R")
    ed.choose_part("symbol", "c")
    assert (1, 1) in (ed.squares() or [])
    assert ed.tap(("square", "1,1")) and ed.position_text() == STACKED
    ed.choose("1a")
    assert ed.piece == "2a"  # during setup, the chip that goes down next: Blue's first
    for chip, tile in (("2a", "Rs1"), ("1a", "Rs2"), ("2b", "Gs1"), ("1b", "Gs2")):
        ed.choose(chip)
        assert ed.piece == chip and ed.tap(("tile", tile))
    assert ed.set_mover(1) and ed.position_text() == PLAYING
    assert ed.mover == 1


def test_a_chip_stays_chosen_once_put_and_moves_on_only_when_another_is_picked() -> None:
    """A second tap with the chosen chip moves that chip (the palette does not move on to the
    next chip in setup order by itself); picking any other chip picks the one that goes down
    next, and picking the chosen one again changes nothing."""
    ed = editor(SQUARE4)
    ed.choose("2a")
    assert ed.tap(("tile", "Rs1")) and ed.piece == "2a"
    assert ed.tap(("tile", "Gs2")) and ed.piece == "2a"
    assert " chips=-,-,Gs2,- " in ed.position_text()  # the same chip, moved: no second chip down
    ed.choose("2a")
    assert ed.piece == "2a"  # chosen again: kept
    ed.choose("2b")
    assert ed.piece == "1a"  # another chip picked: the one that goes down next, Red's first
    assert ed.tap(("tile", "Rs1")) and ed.piece == "1a"
    assert " chips=Rs1,-,Gs2,- " in ed.position_text()


def test_the_chosen_tile_kind_stays_chosen_through_a_part_tapped_again_and_puts() -> None:
    ed = editor(SQUARE4)
    ed.choose_part("symbol", "a")
    ed.choose_part("colour", "R")  # the chosen colour again
    assert ed.piece == "Ra"
    ed.choose_part("symbol", "a")  # and the chosen symbol
    assert ed.piece == "Ra"
    assert ed.tap(("square", "4,0")) and ed.tap(("square", "4,2"))  # two tiles of that kind in a row
    assert "Gs2@2,2;Ra1@4,0;Ra2@4,2 " in ed.position_text()
    assert ed.piece == "Ra"


def test_a_tile_and_a_chip_lifted_and_carried() -> None:
    ed = editor(PLAYING)
    assert not ed.tap(("tile", "Rc1")) and ed.lifted == "Rc1"
    assert ed.squares() is not None and (4, 0) in (ed.squares() or [])
    assert ed.tap(("square", "4,0")) and "Rc1@4,0" in ed.position_text()
    assert not ed.tap(("chip", "2a")) and ed.lifted == "2a"
    assert ed.tap(("tile", "Rc1")) and "chips=Rs2,Gs2,Rc1,Gs1" in ed.position_text()


def test_a_tile_changed_where_it_lies_and_taken_off() -> None:
    ed = editor(STACKED)
    ed.choose_part("colour", "R")
    ed.choose_part("symbol", "a")
    assert ed.tap(("tile", "Rs1")) and "field=Ra1@0,0;" in ed.position_text()
    ed.choose_part("colour", "R")
    ed.choose_part("symbol", "c")
    assert ed.piece == "Rc" and ed.tap(("tile", "Rc1"))  # the chosen kind where it lies: off
    assert "Rc1" not in ed.position_text()


@pytest.mark.usefixtures("japanese")
def test_a_tile_under_another_is_not_lifted_and_says_why() -> None:
    ed = editor(STACKED)
    assert not ed.tap(("tile", "Gs1")) and ed.lifted is None
    assert ed.refusal is not None and ed.refusal.code == "symbol-pallet.tile_under_another"
    assert error_text(ed.refusal) == "Gs1の上にRc1が乗っています。上のタイルから持ち上げてください"
    ed = editor(SQUARE4)
    ed.choose_part("colour", "B")
    assert ed.piece == "Bs" and (1, 1) not in (ed.squares() or [])
    assert not ed.tap(("square", "1,1"))  # on red and green tiles: not all one colour
    assert ed.refusal is not None and ed.refusal.code == "symbol-pallet.symbol_not_met"
    assert error_text(ed.refusal) == "Bs1の記号ではRs1, Rs2, Gs1, Gs2の上に置けません"
    assert ed.position_text() == SQUARE4


def test_a_chip_taken_off_out_of_setup_order_is_lifted_instead() -> None:
    ed = editor(PLAYING)
    ed.choose("1a")
    assert not ed.tap(("chip", "1a"))
    assert ed.refusal is not None and ed.refusal.code == "symbol-pallet.setup_chip_order"
    assert ed.lifted == "1a"
    assert ed.tap(("tile", "Rc1")) and "chips=Rc1," in ed.position_text()


def test_the_links_hold_nothing_hidden_and_reopen_the_position() -> None:
    game = get_game("symbol-pallet")
    ed = PositionEditor(game, game.new(game.options(3, [], seed=7)))
    link = parse_link(ed.edit_link())
    assert link.edit and link.position == ed.position_text()
    assert "start=- " in ed.position_text() and "hands=3/3/3 " in ed.position_text()
    again = PositionEditor(game, game.parse_position(link.position or ""))
    assert again.position_text() == ed.position_text()
    assert ed.clear() and ed.reset() and ed.position_text() == again.position_text()


def test_play_from_here_is_refused_where_no_chip_can_go_down() -> None:
    ed = editor(SQUARE4)
    assert ed.playable() and ed.refusal is None
    assert ed.clear() and not ed.playable()
    assert ed.refusal is not None and ed.refusal.code == "symbol-pallet.no_tile_for_chip"
    ed.choose_part("colour", "R")
    for place in ("0,0", "2,0"):  # two tiles for four chips
        assert ed.tap(("square", place))
    assert not ed.playable()
    assert ed.reset() and ed.playable()
