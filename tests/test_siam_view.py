"""The Siam view on the fake DOM: what one ``BoardState`` draws (the last move's squares through
the squares' keyed layer, pieces that slide) and that a tap answers with a move value."""

from __future__ import annotations

from typing import Any

from tests import fake_dom

document, window = fake_dom.install()

from games.siam import GAME, SiamMove  # noqa: E402 - after the fake DOM
from web.board_state import BoardState  # noqa: E402
from web.views.siam import SiamView  # noqa: E402
from tests.tap_helpers import played  # noqa: E402


def make_view() -> SiamView:
    board = document.createElementNS("http://www.w3.org/2000/svg", "svg")
    return SiamView(board, document.createElement("div"), document.createElement("div"))


def last_squares(view: SiamView) -> set[str]:
    return {name for name, rect in view.squares.items() if "last" in rect.getAttribute("class").split()}


def test_the_last_turn_marks_its_squares_and_the_squares_keep_their_elements() -> None:
    view = make_view()
    start = GAME.start()
    view.render(BoardState(start))
    rects: dict[str, Any] = dict(view.squares)
    assert last_squares(view) == set() and len(rects) == 25
    first = played(start, "+B1S")
    view.render(first)
    assert last_squares(view) == {"B1"}
    second = played(first.state, "+E1W", bottom=1)  # the rhinos' turn, the board turned
    view.render(second)
    assert last_squares(view) == {"E1"}
    assert all(view.squares[name] is rect for name, rect in rects.items())  # only attributes changed
    view.render(BoardState(second.state, 1, (), relayout=True))  # a take-back: nothing marked
    assert last_squares(view) == set()


def test_a_tap_answers_the_tap_models_move_value() -> None:
    view = make_view()
    start = GAME.start()
    view.render(BoardState(start))
    reserve = view.reserves[0]
    assert view.tap(reserve) is None  # the elephants' reserve: now a square on the edge
    assert view.tap(view.squares["B1"]) is None  # the square: now the facing
    move = view.tap(view.chooser.element(("arrow", "S")))
    assert isinstance(move, SiamMove) and str(move) == "+B1S"
