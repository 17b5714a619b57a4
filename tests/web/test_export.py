"""A picture saved from the page is the diagram command's picture of the same position."""

from __future__ import annotations

import re

import pytest

from tests import fake_dom

document, _window = fake_dom.install()

from games.diagram import cli  # noqa: E402 - after the fake DOM
from games.notes import Annotation  # noqa: E402
from games.saiju import HEXES  # noqa: E402
from games.session import Session  # noqa: E402
from web import i18n  # noqa: E402
from web.export import diagram_words, file_name, picture, picture_caption  # noqa: E402
from web.views import view_for  # noqa: E402

from tests.web.test_position_links import GAMES, _tokens_between, playout  # noqa: E402


def _session(name: str, cursor: int) -> Session:
    states = playout(name, 9, 4)
    session, error = Session.from_tokens(states[3], _tokens_between(states[3:8]))
    assert error is None
    session.goto(cursor)
    return session


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("cursor", [0, 3])
def test_the_pages_picture_is_the_diagram_commands(name, cursor):
    session = _session(name, cursor)
    for reveal, labels, letters in ((False, False, False), (True, True, False), (False, True, True),
                                    (False, False, True)):
        status, out, err = cli.run(diagram_words(session, reveal, labels, letters=letters))
        assert (status, err) == (0, "")
        assert picture(session, reveal, labels, letters=letters) == out
        assert "<svg" in out[:200] and 'width="600"' in out


def test_saiju_picture_with_labels_names_the_hexes_as_the_diagram_command_does():
    """The page's Picture… with Labels on and ``python -m games.diagram --labels``: the same
    hex names, and no colour letters unless Colour letters is on too."""
    session = _session("saiju", 3)
    labelled = picture(session, labels=True)
    status, out, _err = cli.run(diagram_words(session, labels=True))
    assert status == 0 and labelled == out and "--labels" in diagram_words(session, labels=True)
    root_class = re.search(r'<g class="(saiju[^"]*)"', labelled)
    assert root_class is not None and root_class.group(1).split() == ["saiju", "labels"]
    assert all(f">{name}</text>" in labelled for name in HEXES)
    lettered = re.search(r'<g class="(saiju[^"]*)"', picture(session, letters=True))
    assert lettered is not None and lettered.group(1).split() == ["saiju", "colour-marks"]


def test_the_picture_carries_the_comment_of_the_shown_position():
    session = _session("siam", 3)
    session.notes = {3: Annotation("The Rhino pushes & wins", (), ()), 2: Annotation("Not this one")}
    caption = picture_caption(session.current, _view("siam"))
    out = picture(session, caption=caption)
    assert ">The Rhino pushes &amp; wins</text>" in out and "Not this one" not in out
    assert out.index(caption.split("\n")[0]) < out.index("The Rhino pushes")
    status, drawn, _err = cli.run(diagram_words(session, caption=caption))
    assert status == 0 and drawn == out


def test_the_picture_has_no_hint_of_the_interactive_board():
    """Ni-Ju's dashed squares where a tile may go are not in the saved picture."""
    session = _session("ni-ju", 0)
    assert session.current.placement_squares()
    assert "niju-cell" not in picture(session) and "data-square" not in picture(session)


def _view(name: str):
    view_class = view_for(name)
    assert view_class is not None
    return view_class(document.createElementNS("http://www.w3.org/2000/svg", "svg"),
                      document.createElement("div"), document.createElement("div"))


@pytest.mark.parametrize("name", GAMES)
def test_the_pages_picture_says_who_is_to_move_and_what_each_seat_holds(name):
    session = _session(name, 3)
    state = session.current
    caption = picture_caption(state, _view(name))
    first, seats = caption.split("\n") if "\n" in caption else (caption, "")
    assert first.endswith(" to move") and "{" not in caption
    if name == "siam":
        assert seats == f"Elephants ×{state.reserve(0)}, Rhinos ×{state.reserve(1)}"
    elif name == "ni-ju":
        assert seats.startswith("White: ") and " in hand" in seats
    else:
        assert seats == ", ".join(f"{_view(name).seat_name(p)} {n}" for p, n in enumerate(state.scores()))
    status, out, err = cli.run(diagram_words(session, caption=caption))
    assert (status, err) == (0, "")
    assert picture(session, caption=caption) == out
    assert f">{first}</text>" in out and (not seats or f">{seats}</text>" in out)
    assert f"<title>{state.game.title}, ply {state.ply}: {first}</title>" in out


def test_the_caption_is_in_the_pages_language():
    session = _session("siam", 3)
    i18n.set_lang("ja")
    try:
        caption = picture_caption(session.current, _view("siam"))
    finally:
        i18n.set_lang("en")
    assert caption.startswith(("ゾウの番", "サイの番")) and "×" in caption and "to move" not in caption


def test_symbol_pallet_picture_shows_no_hand_unless_revealed():
    session = _session("symbol-pallet", 3)
    state = session.current
    hands = [tile for p in range(state.n) for tile in state.hand(p)]
    hidden, shown = picture(session), picture(session, reveal=True)
    assert hands and all(tile in shown for tile in hands)
    assert not any(tile in hidden for tile in hands)


def test_picture_file_names_count_the_moves_of_the_line():
    """A line from a position (here the fourth of a game) names its pictures by its own moves,
    as its move list numbers them, not by the game's ply."""
    session = _session("siam", 1)
    assert session.current.ply != 1
    assert file_name(session, "svg") == "siam-move-1.svg"
    assert file_name(session, "png", 2) == "siam-move-1@2x.png"
    session.goto(0)
    assert file_name(session, "png") == "siam-start.png"
