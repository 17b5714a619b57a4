"""The Labels choice of a board view (``BoardView.labels_shown``): kept on the site like the
other view settings, and a link's ``labels=1`` wins over it for the visit without changing it."""

from __future__ import annotations

import types

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from games import get_game  # noqa: E402 - after the fake DOM
from web.board_state import BoardState  # noqa: E402
from web.links import parse_link  # noqa: E402
from web.views import view_for  # noqa: E402

SVG = "http://www.w3.org/2000/svg"


@pytest.fixture
def kept(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The site's storage, as a dict."""
    items: dict[str, str] = {}
    monkeypatch.setattr(window, "localStorage", types.SimpleNamespace(
        getItem=items.get, setItem=items.__setitem__))
    return items


def _view(name: str):
    view_class = view_for(name)
    assert view_class is not None
    return view_class(document.createElementNS(SVG, "svg"), document.createElement("div"),
                      document.createElement("div"))


def test_saiju_labels_are_kept_and_a_link_wins_for_the_visit(kept: dict[str, str]) -> None:
    view = _view("saiju")
    assert view.has_labels() and not view.labels_shown()
    view.show_labels(True)  # labels=1
    assert view.labels_shown() and kept == {}
    view.toggle_labels()  # the Labels button: off, and kept
    assert not view.labels_shown() and kept == {"abstract-boards.saiju.labels": "0"}
    view.toggle_labels()
    assert _view("saiju").labels_shown()  # the next visit shows them


def test_saiju_labels_draw_the_hex_names(kept: dict[str, str]) -> None:
    game = get_game("saiju")
    view = _view("saiju")
    view.show_labels(True)
    view.render(BoardState(game.new(game.options(2, [], None, None))))
    assert "labels" in view.root.getAttribute("class").split()


def test_symbol_pallets_labels_are_its_colour_letters(kept: dict[str, str]) -> None:
    kept["abstract-boards.symbol-pallet.letters"] = "1"
    assert _view("symbol-pallet").labels_shown()


@pytest.mark.parametrize("name", ["siam", "ni-ju"])
def test_a_board_with_nothing_more_to_name_has_no_labels(name: str, kept: dict[str, str]) -> None:
    view = _view(name)
    view.show_labels(True)
    assert not view.has_labels() and not view.labels_shown()


def test_the_labels_link_parameter() -> None:
    assert parse_link("#game=saiju&labels=1").labels
    assert not parse_link("#game=saiju").labels
    assert parse_link("#game=saiju&labels=yes").problems
