"""A board draws, listens and times in its own frame: ``web.dom``'s helpers act in the
document and window they are given (or the element's), never in one page-wide pair, so one
interpreter can drive boards in several frames of a page."""

from __future__ import annotations

from tests import fake_dom

fake_dom.install()

from games.diagram.svg import el  # noqa: E402
from web import dom  # noqa: E402
from web.frame import Frame, frame_of  # noqa: E402


def other_frame() -> Frame:
    """A second frame beside the fake page's: a document and a window of its own."""
    document, window = fake_dom.Document(), fake_dom.Window()
    document.defaultView = window
    return Frame(document, window)


def test_elements_are_made_in_the_document_of_their_place() -> None:
    other = other_frame()
    loose = dom.html("div", other, class_="tray")
    inside = dom.svg("g", dom.svg("svg", other))
    drawn = dom.build(el("g", el("rect", width="1")), inside)
    assert loose.ownerDocument is other.document and loose.parentNode is None
    assert inside.ownerDocument is other.document and drawn.ownerDocument is other.document
    assert drawn.children[0].ownerDocument is other.document
    assert frame_of(drawn).window is other.window and frame_of(other.document).document is other.document
    assert dom.html("p", fake_dom.frame).ownerDocument is fake_dom.document


def test_ids_timers_and_preferences_are_the_given_frames() -> None:
    other = other_frame()
    other.document.by_id["board"] = board = other.document.createElement("svg")
    assert dom.by_id(other, "board") is board and dom.by_id(fake_dom.frame, "board") is not board
    fake_dom.window.timers.clear()
    ran: list[str] = []
    dom.later(other, 5, lambda: ran.append("later"))
    dom.Soon(other, lambda: ran.append("soon")).request()
    dom.BeforePaint(other, lambda: ran.append("paint")).request()
    assert fake_dom.window.timers == [] and len(other.window.timers) == 3
    other.window.run_timers()
    assert ran == ["later", "soon", "paint"]


def test_a_layer_writes_through_its_own_frames_writer() -> None:
    from web.draw import KeyedLayer, Sprite, attrs

    other = other_frame()
    used: list[str] = []
    writer = other.window.ABSTRACT_BOARDS_DOM
    other.window.ABSTRACT_BOARDS_DOM = type(writer)(
        make=lambda *a: (used.append("make"), writer.make(*a))[1],
        makeAll=lambda *a: (used.append("makeAll"), writer.makeAll(*a))[1],
        write=writer.write, writeAll=writer.writeAll)
    layer = KeyedLayer(dom.svg("svg", other), "pieces")
    layer.render({"a": Sprite(("a",), lambda _element: None, attrs(class_="piece"))})
    assert used == ["make"] and layer.element("a") is not None
