"""Each game reads and writes its own square names (``Game.parse_square``/``square_text``):
the names that comments' marks use (games/notes.py), refused off the board or misspelled."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import get_game
from games.errors import BadAnnotation, BadSquare
from games.niju.board import LIMIT
from games.saiju.geometry import HEXES
from games.siam.geometry import STANDARD
from games.symbol_pallet.field import REACH

NAME = re.compile(r"[A-Za-z0-9,-]+")
"""What a square's name may hold: the links' ``notes`` grammar relies on it."""


def round_trips(game_name: str, text: str) -> None:
    game = get_game(game_name)
    assert game.square_text(game.parse_square(text)) == text
    assert NAME.fullmatch(text)


@pytest.mark.parametrize("text", STANDARD.names)
def test_every_siam_square_reads_back_as_itself(text: str) -> None:
    round_trips("siam", text)


@pytest.mark.parametrize("text", HEXES)
def test_every_saiju_hex_reads_back_as_itself(text: str) -> None:
    round_trips("saiju", text)


@given(x=st.integers(-LIMIT, LIMIT), y=st.integers(-LIMIT, LIMIT))
@settings(max_examples=60, deadline=None)
def test_niju_squares_read_back_as_themselves(x: int, y: int) -> None:
    round_trips("ni-ju", f"{x},{y}")


@given(x=st.integers(-REACH, REACH), y=st.integers(-REACH, REACH))
@settings(max_examples=60, deadline=None)
def test_symbol_pallet_places_read_back_as_themselves(x: int, y: int) -> None:
    round_trips("symbol-pallet", f"{x},{y}")


def test_symbol_pallet_reach_holds_every_tile_of_a_long_game() -> None:
    """Every tile centre of a played-out game lies within the places marks may name."""
    import random

    game = get_game("symbol-pallet")
    state = game.start(players=2, seed=3)
    rng = random.Random(3)
    while not state.over:
        state = state.apply(rng.choice(state.legal_moves()))
    for placed in state.field.placed:
        game.parse_square(f"{placed.x},{placed.y}")


@pytest.mark.parametrize("game_name, text, code", [
    ("siam", "F1", "off_board"),
    ("siam", "A6", "off_board"),
    ("siam", "A10", "off_board"),
    ("siam", "a1", "not_square"),
    ("siam", "A01", "not_square"),
    ("siam", "A", "not_square"),
    ("siam", "", "not_square"),
    ("siam", "1,0", "not_square"),
    ("saiju", "d4", "off_board"),
    ("saiju", "a7", "off_board"),
    ("saiju", "h1", "off_board"),
    ("saiju", "C3", "not_square"),
    ("saiju", "c33", "not_square"),
    ("saiju", "c0", "not_square"),
    ("ni-ju", f"{LIMIT + 1},0", "off_board"),
    ("ni-ju", f"0,-{LIMIT + 1}", "off_board"),
    ("ni-ju", "01,0", "not_square"),
    ("ni-ju", "-0,1", "not_square"),
    ("ni-ju", "+1,0", "not_square"),
    ("ni-ju", "1,0,", "not_square"),
    ("ni-ju", "\u0661,0", "not_square"),
    ("ni-ju", "1" * 5000 + ",0", "not_square"),
    ("ni-ju", "A1", "not_square"),
    ("symbol-pallet", f"{REACH + 1},0", "off_board"),
    ("symbol-pallet", f"0,-{REACH + 1}", "off_board"),
    ("symbol-pallet", "1.5,0", "not_square"),
    ("symbol-pallet", "Rs1", "not_square"),
    ("symbol-pallet", " 1,0", "not_square"),
])
def test_squares_off_the_board_or_misspelled_are_refused_by_name(game_name: str, text: str,
                                                                   code: str) -> None:
    with pytest.raises(BadSquare) as refused:
        get_game(game_name).parse_square(text)
    assert refused.value.code == code
    assert isinstance(refused.value, BadAnnotation)
    assert len(str(refused.value)) < 200
