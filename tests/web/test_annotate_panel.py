"""The Annotate panel against a made-up page (CPython, fake DOM): it opens on the shown ply,
keeps the author's typing as it is, turns a tap in the marks mode into a marked square that
plays nothing, words a refusal, and closes when another game comes on screen."""

from __future__ import annotations

import types
from typing import Any

from tests import fake_dom

document, window = fake_dom.install()

from games import get_game  # noqa: E402
from games.notes import Annotation, Mark  # noqa: E402
from games.session import Session  # noqa: E402
from web import i18n  # noqa: E402
from web.annotate_ui import AnnotatePanel  # noqa: E402
from web.page import PageState  # noqa: E402
from web.views.base import BoardView  # noqa: E402

SIAM = get_game("siam")


class FakeView:
    """The board view's part the panel asks: which square an element stands for."""

    square_of = BoardView.square_of


class FakePage:
    def __init__(self, session: Session) -> None:
        self.state = PageState(game=SIAM, session=session, view=FakeView())  # type: ignore[arg-type]
        self.frame = fake_dom.frame
        self.root = fake_dom.Element("div")
        self.renders = 0

    def render(self, animate: bool = False, relayout: bool = False) -> None:
        self.renders += 1


def element(tag: str, parent: Any = None, element_id: str | None = None, **attrs: str) -> Any:
    node = fake_dom.Element(tag)
    for name, value in attrs.items():
        node.setAttribute(name.replace("_", "-"), value)
    if element_id is not None:
        document.by_id[element_id] = node
    if parent is not None:
        parent.appendChild(node)
    return node


def build() -> tuple[AnnotatePanel, FakePage, Any, Any]:
    """The panel's elements as index.html has them (only what it reads), and the panel."""
    document.body.replaceChildren()
    panel = element("section", document.body, "annotate", hidden="")
    panel.hidden = True
    element("label", panel, "annotate-where")
    box = element("textarea", panel, "annotate-comment")
    box.value = ""
    marks = element("div", panel, "annotate-marks")
    for letter in "GRBY":
        element("button", marks, data_annotate_colour=letter)
    element("button", marks, data_annotate="marking")
    element("button", marks, data_annotate="clear")
    element("p", panel, "annotate-hint")
    element("button", document.body, data_annotate_open="")
    play = element("div", document.body, "play")
    board = element("svg", play, "board")
    for name in ("B1", "B3", "C3"):
        element("rect", board, data_square=name)
    session, _ = Session.from_tokens(SIAM.new(SIAM.options()), ["+B1S", "+E1W"])
    session.goto(1)
    page = FakePage(session)
    saved = types.SimpleNamespace(saves=0)
    saved.changed = lambda: setattr(saved, "saves", saved.saves + 1)
    return AnnotatePanel(page, saved, lambda: "#game=siam"), page, saved, board


def click(target: Any) -> Any:
    event = types.SimpleNamespace(target=target, stopped=False, prevented=False)
    event.stopPropagation = lambda: setattr(event, "stopped", True)
    event.preventDefault = lambda: setattr(event, "prevented", True)
    return event


def setup_function() -> None:
    i18n.set_lang("en")


def test_the_panel_opens_on_the_shown_ply_and_keeps_what_the_author_types() -> None:
    annotate, page, saved, _ = build()
    annotate.open()
    assert annotate.panel.hidden is False and page.root.getAttribute("data-annotating") == "1"
    assert annotate.where.textContent == "Comment after move 1"
    annotate.box.value = "Enter facing south "
    annotate.on_input(None)
    assert page.state.session.notes == {1: Annotation("Enter facing south")}
    window.run_timers()
    assert page.renders == 1 and saved.saves == 1
    annotate.follow()  # the redraw leaves the box as typed (its last space included)
    assert annotate.box.value == "Enter facing south "
    page.state.session.goto(2)
    annotate.follow()
    assert annotate.box.value == "" and annotate.where.textContent == "Comment after move 2"


def test_a_tap_in_the_marks_mode_marks_the_square_and_plays_nothing() -> None:
    annotate, page, _, board = build()
    annotate.open()
    square = board.find_all("data-square", "C3")[0]
    event = click(square)
    annotate.on_board_click(event)
    assert not event.stopped  # not in the marks mode: the tap is the game's
    annotate.on_click(click(annotate.panel.find_all("data-annotate-colour", "R")[0]))
    annotate.on_click(click(annotate.panel.find_all("data-annotate", "marking")[0]))
    assert page.root.getAttribute("data-marking") == "1"
    event = click(square)
    annotate.on_board_click(event)
    assert event.stopped and event.prevented
    assert page.state.session.notes[1].squares == (Mark("R", "C3"),)
    annotate.on_click(click(annotate.panel.find_all("data-annotate", "clear")[0]))
    assert 1 not in page.state.session.notes


def test_a_refusal_is_said_in_the_panel_and_the_line_is_kept() -> None:
    annotate, page, _, _ = build()
    annotate.open()
    annotate.box.value = "x" * 10_001
    annotate.on_input(None)
    assert annotate.panel.getAttribute("data-refused") == "1"
    assert annotate.hint.textContent == "comment after move 1: longer than 10000 characters (10001)"
    assert page.state.session.notes == {}


def test_another_game_on_screen_closes_the_panel() -> None:
    annotate, page, _, _ = build()
    annotate.open()
    page.state.session = Session(SIAM.new(SIAM.options()))
    annotate.follow()
    assert annotate.panel.hidden is True and page.root.getAttribute("data-annotating") is None
    page.state.embedded = True
    annotate.open()
    assert annotate.panel.hidden is True  # never in an embedded board
