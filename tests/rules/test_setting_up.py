"""Setting up positions by hand (games/setting_up.py, games/<game>/setting_up.py): each change
is a position the game reads back, and an impossible one raises the code of its kind."""

from __future__ import annotations

import pytest

from games import get_game
from games.errors import BadPosition
from games.setting_up import GAMES, for_game


def start(name: str):  # type: ignore[no-untyped-def]
    game = get_game(name)
    return for_game(name).editable(game.new(game.options()))  # type: ignore[union-attr]


def test_only_the_games_with_a_module_are_offered() -> None:
    assert GAMES == ("siam", "saiju", "ni-ju", "symbol-pallet")
    assert all(for_game(name) is not None for name in GAMES) and for_game("nope") is None


@pytest.mark.parametrize("name", ["siam", "saiju"])  # Ni-Ju's: tests/rules/test_setting_up_niju.py
def test_every_change_is_a_position_the_game_reads_back(name: str) -> None:
    edit = for_game(name)
    assert edit is not None
    state = start(name)
    square = "A1" if name == "siam" else "a1"
    for piece in edit.PIECES[:3]:
        state = edit.put(state, square, piece)
        assert edit.piece_at(state, square) == piece
        assert get_game(name).parse_position(state.position_text()).position_text() == state.position_text()
    other = "B1" if name == "siam" else "a2"
    moved = edit.move(state, square, other)
    assert edit.piece_at(moved, square) is None and edit.piece_at(moved, other) == edit.PIECES[2]
    gone = edit.put(moved, other, None)
    assert edit.piece_at(gone, other) is None
    assert edit.mover(edit.with_mover(gone, 1)) == 1
    assert edit.mover(edit.with_mover(edit.with_mover(gone, 1), 0)) == 0


def test_siam_ply_fits_the_animals_down_and_the_side_to_move() -> None:
    edit = for_game("siam")
    state = edit.put(start("siam"), "A1", "EN")  # type: ignore[union-attr]
    assert state.position_text() == "EN..../...../.OOO./...../..... e 2 0,0 - -"
    assert edit.with_mover(state, 1).position_text() == "EN..../...../.OOO./...../..... r 1 0,0 - -"  # type: ignore[union-attr]


def test_siam_turns_an_animal_by_putting_it_with_another_facing() -> None:
    edit = for_game("siam")
    state = edit.put(edit.put(start("siam"), "C2", "RS"), "C2", "RW")  # type: ignore[union-attr]
    assert edit.piece_at(state, "C2") == "RW"  # type: ignore[union-attr]


@pytest.mark.parametrize("name, change, code", [
    ("siam", lambda e, s: e.put(s, "C3", None), "siam.rocks_in_play"),
    ("siam", lambda e, s: e.put(s, "A1", "O"), "siam.rocks_in_play"),
    ("saiju", lambda e, s: e.put(s, "a1", "S"), "saiju.shadow_twice"),
    ("saiju", lambda e, s: e.put(s, "c3", None), "saiju.shadow_left_early"),
])
def test_an_impossible_change_raises_its_code(name, change, code) -> None:
    with pytest.raises(BadPosition) as refused:
        change(for_game(name), start(name))
    assert refused.value.code == code


def test_siam_rocks_move_but_never_vanish() -> None:
    edit = for_game("siam")
    state = edit.move(start("siam"), "C3", "A1")  # type: ignore[union-attr]
    assert state.position_text().startswith("O..../...../.O.O./")


def test_too_many_animals_is_refused() -> None:
    edit = for_game("siam")
    state = start("siam")
    for square in ("A1", "B1", "C1", "D1", "E1"):
        state = edit.put(state, square, "EN")  # type: ignore[union-attr]
    with pytest.raises(BadPosition) as refused:
        edit.put(state, "A2", "ES")  # type: ignore[union-attr]
    assert refused.value.code == "siam.too_many_animals"


def test_saiju_set_up_from_the_start_is_after_the_setup_with_the_shadows_down() -> None:
    state = start("saiju")
    assert state.position_text() == "..../...../..S.../...M../..F.../...../.... s 3 @@@ 2 -"
    edit = for_game("saiju")
    state = edit.put(state, "a1", "pF")  # type: ignore[union-attr]
    assert state.position_text() == "pF.../...../..S.../...M../..F.../...../.... s 4 @@@ 2 -"


def test_saiju_to_move_must_be_a_player_of_the_game() -> None:
    with pytest.raises(BadPosition):
        for_game("saiju").with_mover(start("saiju"), 2)  # type: ignore[union-attr]


def test_a_finished_game_sets_up_from_a_cleared_board() -> None:
    over = get_game("siam").parse_position("...../...../.OO../...../...ES. - 9 0,0 e@D5 -")
    assert for_game("siam").editable(over).position_text() == start("siam").position_text()  # type: ignore[union-attr]
