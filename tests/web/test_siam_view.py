"""The Siam view on the fake DOM: what one ``BoardState`` draws (the last move's squares through
the squares' keyed layer, pieces that slide) and that a tap answers with a selection, which the
page draws as the board drawn last with it, or a move value."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tests import fake_dom

document, window = fake_dom.install()

from games.diagram.siam import square_nodes  # noqa: E402 - after the fake DOM
from games.siam import GAME, SiamMove  # noqa: E402
from web.board_state import BoardState  # noqa: E402
from web.models.siam import SiamSelection  # noqa: E402
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


def test_a_move_marks_its_squares_with_sprites_made_once_per_layout(monkeypatch: Any) -> None:
    import web.views.siam as siam_view

    made: list[object] = []

    def counted(*args: Any) -> Any:
        made.append(args)
        return square_nodes(*args)

    monkeypatch.setattr(siam_view, "square_nodes", counted)
    view = make_view()
    start = GAME.start()
    view.render(BoardState(start))
    laid_out = len(made)
    first = played(start, "+B1S")
    view.render(first)
    view.render(played(first.state, "+E1W"))
    assert len(made) == laid_out and last_squares(view) == {"E1"}  # no square described anew


def test_a_tap_answers_a_selection_or_the_tap_models_move_value() -> None:
    view = make_view()
    start = GAME.start()
    board = BoardState(start)
    view.render(board)
    picked = view.tap(view.reserves[0])  # the elephants' reserve: the page draws the selection
    assert isinstance(picked, SiamSelection) and picked.reserve_picked
    board = replace(board, selection=picked)
    view.render(board)
    assert "selected" in view.reserves[0].getAttribute("class").split()
    facing = view.tap(view.squares["B1"])  # the square: now the facing
    assert isinstance(facing, SiamSelection) and facing.facing_at == "B1"
    view.render(replace(board, selection=facing))
    move = view.tap(view.chooser.element(("arrow", "S")))
    assert isinstance(move, SiamMove) and str(move) == "+B1S"


def test_a_tap_that_changes_nothing_answers_none() -> None:
    view = make_view()
    view.render(BoardState(GAME.start()))
    assert view.tap(view.reserves[1]) is None  # the rhinos' reserve, nothing picked before or after


def test_a_new_selection_redraws_only_the_marks_and_a_new_board_drops_it() -> None:
    view = make_view()
    start = GAME.start()
    board = played(played(start, "+B1S").state, "+E1W")
    view.render(board)
    pieces = {key: view.pieces.element(key) for key in view.pieces.keys()}
    picked = view.tap(view.squares["B1"])
    assert isinstance(picked, SiamSelection)
    view.render(replace(board, selection=picked, played=None))
    assert {key: view.pieces.element(key) for key in view.pieces.keys()} == pieces
    assert view.marks.element(("selected",)) is not None and len(view.marks) > 1
    assert last_squares(view) == {"E1"}  # the last move stays marked
    view.render(played(board.state, "B1B2S"))  # the move: nothing selected
    assert len(view.marks) == 0 and view.chooser.element(("hole",)) is None
