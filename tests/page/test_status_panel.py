"""The status panel's move list (CPython, fake DOM): the rows always match the record.

The list is updated in place (rows appended, trimmed and re-classed, not rebuilt), so
every way the record can change is tried against a list drawn from scratch: moves
played, undone and redone, a move played from an earlier ply, another game opened
with fewer moves (an embedded board told to load one, a link, New game).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests import fake_dom

fake_dom.install()

from games import get_game  # noqa: E402
from games.session import Session  # noqa: E402
from tests.page.test_siam_page import WINNING_LINE  # noqa: E402
from web.page import PageState  # noqa: E402
from web.status_panel import StatusPanel  # noqa: E402


class SeatNames:
    """The one thing the move list asks of a view: what a seat is called."""

    def seat_name(self, seat: int) -> str:
        return ("Elephants", "Rhinos", "Third")[seat]


def session(game: str, tokens: list[str]) -> Session:
    g = get_game(game)
    s = Session(g.new(g.options()))
    for token in tokens:
        s.play(token)
    return s


def panel() -> StatusPanel:
    return StatusPanel(fake_dom.Element("div"), fake_dom.Element("p"), fake_dom.Element("p"),
                       fake_dom.Element("ol"))


def rows(p: StatusPanel) -> list[tuple[str, str, str]]:
    return [(str(li.getAttribute("data-token")), str(li.textContent), str(li.className))
            for li in p.moves.children]


def drawn(page: PageState) -> list[tuple[str, str, str]]:
    """The rows a new panel draws for ``page``: what any update must end with."""
    fresh = panel()
    fresh.move_list(page)
    return rows(fresh)


SAIJU = ["M@d2", "S@a1"]


@pytest.mark.parametrize("change", ["another game with fewer moves", "undo", "undo then redo",
                                    "a move from an earlier ply", "a new game", "one more move"])
def test_the_move_list_matches_a_fresh_drawing_after_every_change(change: str) -> None:
    view: Any = SeatNames()
    siam = session("siam", WINNING_LINE[:4])
    page = PageState(game=siam.start.game, session=siam, view=view)
    p = panel()
    p.move_list(page)
    assert [r[0] for r in rows(p)] == WINNING_LINE[:4]
    if change == "another game with fewer moves":
        page = PageState(game=get_game("saiju"), session=session("saiju", SAIJU), view=view)
    elif change == "undo":
        siam.undo()
    elif change == "undo then redo":
        siam.undo()
        siam.undo()
        p.move_list(page)
        siam.redo()
    elif change == "a move from an earlier ply":
        siam.undo()
        siam.undo()
        p.move_list(page)
        siam.play(next(str(m) for m in siam.current.legal_moves() if str(m) != WINNING_LINE[2]))
    elif change == "a new game":
        page = PageState(game=siam.start.game, session=session("siam", []), view=view)
    else:
        siam.play(WINNING_LINE[4])
    p.move_list(page)
    assert rows(p) == drawn(page)
