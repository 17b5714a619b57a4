"""An author's comments and marks on the page (web/note_marks.py, web/caption.py,
games/diagram/note_marks.py): every game's view draws the shown position's arrows and
marked squares over its pieces through a keyed layer, where the game's squares are, and a
comment shows as plain text under the board."""

from __future__ import annotations

import math
import re
from typing import Any

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from games import get_game  # noqa: E402 - after the fake DOM
from games.diagram import diagram, to_svg  # noqa: E402
from games.diagram.note_marks import COLOURS, arrow_path, mark_nodes  # noqa: E402
from games.notes import Annotation, Arrow, Mark  # noqa: E402
from web.board_state import BoardState  # noqa: E402
from web.caption import Caption  # noqa: E402
from web.views import view_for  # noqa: E402

SVG = "http://www.w3.org/2000/svg"
MARKS = {
    "siam": (Mark("R", "C3"), Arrow("G", "B1", "B3"), Arrow("B", "E5", "A5")),
    "saiju": (Mark("Y", "c4"), Arrow("G", "d2", "c3")),
    "ni-ju": (Mark("R", "1,0"), Arrow("B", "0,0", "-1,2")),
    "symbol-pallet": (Mark("Y", "3,1"), Arrow("G", "0,0", "2,2")),
}


def make_view(game: str) -> Any:
    view_class = view_for(game)
    assert view_class is not None
    board = document.createElementNS(SVG, "svg")
    return view_class(board, document.createElement("div"), document.createElement("div"))


def drawn_marks(view: Any) -> list[Any]:
    return [el for el in view.board.walk()
            if el.getAttribute("class") in ("note-arrow", "note-square")]


def points(d: str) -> list[tuple[float, float]]:
    return [(float(x), float(y)) for x, y in re.findall(r"[ML](-?[\d.]+) (-?[\d.]+)", d)]


def tip(d: str) -> tuple[float, float]:
    return points(d)[3]


@pytest.mark.parametrize("game", sorted(MARKS))
def test_every_game_draws_the_shown_positions_marks_over_its_pieces(game: str) -> None:
    view = make_view(game)
    state = get_game(game).start()
    view.render(BoardState(state, marks=MARKS[game]))
    drawn = drawn_marks(view)
    assert len(drawn) == len(MARKS[game])
    layer = drawn[0].parentNode
    assert layer.getAttribute("class") == "note-marks" and layer.getAttribute("pointer-events") == "none"
    # above every other layer of its group: nothing drawn later covers an arrow
    siblings = [child for child in layer.parentNode.children if child.tagName == "g"]
    later = siblings[siblings.index(layer) + 1:]
    assert all(c.getAttribute("class") in ("siam-chooser", "chooser", "saiju-labels", "saiju-chooser",
                                           "sp-pending-layer", "sp-chips", "sp-ghosts", "sp-sends")
               for c in later), [c.getAttribute("class") for c in later]
    arrows = [el for el in drawn if el.getAttribute("class") == "note-arrow"]
    for arrow, mark in zip(arrows, [m for m in MARKS[game] if isinstance(m, Arrow)]):
        assert (arrow.getAttribute("data-from"), arrow.getAttribute("data-to")) == (mark.start, mark.end)
        assert arrow.getAttribute("fill") == COLOURS[mark.colour]
        end = view.note_point(mark.end)
        assert math.dist(tip(arrow.getAttribute("d")), end) < view.note_unit * 0.2
    view.render(BoardState(state))  # a position without marks: none left
    assert drawn_marks(view) == []


def test_stepping_keeps_the_element_of_a_mark_that_stays_and_turns_with_the_board() -> None:
    view = make_view("siam")
    game = get_game("siam")
    state = game.start()
    arrow = Arrow("G", "B1", "B3")
    view.render(BoardState(state, marks=(arrow,)))
    first = drawn_marks(view)[0]
    view.render(BoardState(state, marks=(arrow, Mark("R", "C3"))))
    assert first in drawn_marks(view)  # the keyed layer kept it
    assert view.note_point("B1") == (150, 50)
    view.render(BoardState(state, bottom=1, marks=(arrow,)))  # the rhinos' side nearest
    assert view.note_point("B1") == (350, 450)
    assert math.dist(tip(drawn_marks(view)[0].getAttribute("d")), (350, 250)) < 20


def test_an_arrow_points_from_its_start_to_its_end_and_leaves_the_start_square_free() -> None:
    d = arrow_path((50.0, 50.0), (50.0, 250.0), 100)
    pts = points(d)
    assert pts[3] == (50.0, 238.0)  # the tip, short of the end's centre
    assert min(y for _x, y in pts) == pytest.approx(72.0)  # the start's piece stays in view
    xs = sorted({x for x, _y in pts})
    assert xs[0] + xs[-1] == pytest.approx(100.0)  # symmetric about its line


def test_marks_on_squares_the_board_does_not_show_are_left_out() -> None:
    marks = (Arrow("G", "A1", "Z9"), Mark("R", "Z9"), Mark("B", "A1"))
    nodes = mark_nodes(marks, lambda name: (0.0, 0.0) if name == "A1" else None, 100)
    assert [key for key, _node in nodes] == [("square", "A1")]


@pytest.mark.parametrize("game", sorted(MARKS))
def test_a_picture_carries_the_marks_as_the_board_shows_them(game: str) -> None:
    state = get_game(game).start()
    text = to_svg(diagram(state, marks=MARKS[game]))
    assert text.count('class="note-arrow"') == sum(isinstance(m, Arrow) for m in MARKS[game])
    assert text.count('class="note-square"') == sum(isinstance(m, Mark) for m in MARKS[game])
    assert 'class="note-arrow"' not in to_svg(diagram(state))


def test_a_comment_shows_as_text_and_runs_nothing() -> None:
    element = document.createElement("p")
    caption = Caption(element)
    hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> & more'
    caption.show(Annotation(hostile))
    assert element.textContent == hostile
    assert all(child.tagName not in ("IMG", "SCRIPT", "img", "script") for child in element.walk())
    caption.show(None)
    assert element.textContent == ""


def test_the_caption_is_written_only_when_its_text_changes() -> None:
    element = document.createElement("p")
    caption = Caption(element)
    caption.show(Annotation("Enter facing south"))
    written = element.children[:]
    caption.show(Annotation("Enter facing south", (Arrow("G", "B1", "B3"),)))
    assert element.children == written  # the same text: a screen reader is not told it again


def test_a_saved_picture_of_an_annotated_position_is_the_diagram_commands() -> None:
    from games.diagram import cli
    from games.session import Session
    from web.export import diagram_words, picture

    session, error = Session.from_tokens(get_game("siam").start(), ["+B1S", "+E1W"])
    assert error is None
    session.notes = {1: Annotation("Enter", (Arrow("G", "B1", "B3"),), (Mark("R", "B3"),)),
                     2: Annotation("Only words")}
    session.goto(1)
    status, out, err = cli.run(diagram_words(session))
    assert (status, err) == (0, "")
    assert picture(session) == out and 'data-from="B1"' in out and 'data-note-square="B3"' in out
    session.goto(2)  # words only: the comment under the picture, no marks drawn
    assert "note-marks" not in picture(session) and "Only words" in picture(session)
    assert cli.run(diagram_words(session))[1] == picture(session)


def test_the_diagram_command_refuses_bad_notes_in_one_line() -> None:
    from games.diagram import cli

    status, out, err = cli.run(["siam", "--moves", "+B1S", "--notes", "1.GB1/Q9"])
    assert status == 2 and out == "" and err.count("\n") == 1 and "Q9" in err


def test_a_line_with_comments_keeps_the_captions_room_on_positions_without_one() -> None:
    element = document.createElement("p")
    caption = Caption(element)
    caption.show(None, commented=True)
    assert element.getAttribute("data-room") == "1" and element.textContent == ""
    caption.show(Annotation("Enter facing south"), commented=True)
    assert element.getAttribute("data-room") == "1"
    caption.show(None)
    assert element.getAttribute("data-room") == "0"
