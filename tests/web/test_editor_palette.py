"""The board editor's palette draws each piece as the board does (CPython, fake DOM): a
newcomer looks for the elephant they see on the board, not for a letter and an arrow."""

from __future__ import annotations

import pytest

from tests import fake_dom

fake_dom.install()

from games import get_game  # noqa: E402
from games.diagram.svg import markup  # noqa: E402
from web.editor import PositionEditor  # noqa: E402
from web.editors import editor_for  # noqa: E402


def piece_icon(game: str, parts: dict[str, str]) -> str:
    """The palette button's picture of a piece, as the game's editor part draws it."""
    own = editor_for(game)
    assert own is not None
    return markup(own.piece_icon(parts))


def palette(game: str) -> dict[str, str]:
    editor = PositionEditor(get_game(game), get_game(game).start())
    return {piece: piece_icon(game, editor.parts(piece)) for piece in editor.pieces}


def test_siam_animals_are_drawn_turned_to_their_facing_and_the_rock_as_a_rock() -> None:
    icons = palette("siam")
    assert 'class="piece elephant"' in icons["EE"] and 'rotate(90)' in icons["EE"]
    assert 'class="piece rhino"' in icons["RW"] and 'rotate(270)' in icons["RW"]
    assert 'class="piece elephant"' in icons["EN"] and "rotate(0)" in icons["EN"]
    assert 'class="piece rock"' in icons["O"] and "rotate" not in icons["O"]
    assert len(set(icons.values())) == len(icons)  # no two pieces look alike


@pytest.mark.parametrize("game", ["siam", "saiju"])
def test_a_palette_piece_carries_no_letters_and_no_names(game: str) -> None:
    for icon in palette(game).values():
        assert icon.startswith("<svg") and 'aria-hidden="true"' in icon
        assert "data-" not in icon  # not a square, not a piece of the board: a picture
        if game == "siam":
            assert "<text" not in icon  # no "E→": the button's name says it in words


def test_saiju_pieces_take_their_colour_and_shadows_the_shadows_look() -> None:
    editor = PositionEditor(get_game("saiju"), get_game("saiju").start())
    for piece in editor.pieces:
        parts = editor.parts(piece)
        icon = piece_icon("saiju", parts)
        colour = "k" if parts["kind"] == "shadow" else parts["colour"]
        assert f"saiju-c{colour}" in icon
