"""A picture saved from the page is the diagram command's picture of the same position."""

from __future__ import annotations

import pytest

from tests import fake_dom

fake_dom.install()

from games.diagram import cli  # noqa: E402 - after the fake DOM
from games.session import Session  # noqa: E402
from web.export import diagram_words, file_name, picture  # noqa: E402

from .test_position_links import GAMES, _tokens_between, playout  # noqa: E402


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
    for reveal, labels in ((False, False), (True, name == "saiju")):
        status, out, err = cli.run(diagram_words(session, reveal, labels))
        assert (status, err) == (0, "")
        assert picture(session, reveal, labels) == out
        assert "<svg" in out[:200] and 'width="600"' in out


def test_symbol_pallet_picture_shows_no_hand_unless_revealed():
    session = _session("symbol-pallet", 3)
    state = session.current
    hands = [tile for p in range(state.n) for tile in state.hand(p)]
    hidden, shown = picture(session), picture(session, reveal=True)
    assert hands and all(tile in shown for tile in hands)
    assert not any(tile in hidden for tile in hands)


def test_picture_file_names():
    session = _session("siam", 3)
    ply = session.current.ply
    assert file_name(session, "svg") == f"siam-ply-{ply}.svg"
    assert file_name(session, "png", 2) == f"siam-ply-{ply}@2x.png"
