"""The keyed drawing layer (web/draw.py) and listener unbinding, in CPython on a fake DOM."""

from __future__ import annotations

from tests import fake_dom

document, window = fake_dom.install()

from web import dom  # noqa: E402 - after the fake pyscript is installed
from web.draw import KeyedLayer, Sprite, attrs  # noqa: E402


def dot(group: fake_dom.Element) -> None:
    dom.svg("circle", group, r=5)


def piece(kind: str, square: str, turn: str | None = None) -> Sprite:
    return Sprite(kind, dot, attrs(class_=f"piece {kind}", data_square=square),
                  transform=f"translate({square})", turn=turn)


def layer() -> KeyedLayer:
    return KeyedLayer(document.createElementNS(dom.SVG_NS, "svg"), "pieces", enter_class="entering")


def test_render_makes_updates_and_removes_by_key() -> None:
    drawn = layer()
    drawn.render({"A1": piece("rhino", "A1"), "B2": piece("elephant", "B2")})
    assert [e.getAttribute("data-square") for e in drawn.group.children] == ["A1", "B2"]
    assert drawn.element("A1").getAttribute("class") == "piece rhino entering"
    kept = drawn.element("B2")
    drawn.render({"B2": piece("elephant", "B2")})
    assert drawn.element("B2") is kept and "A1" not in drawn and len(drawn.group.children) == 1


def test_an_unchanged_sprite_writes_nothing() -> None:
    drawn = layer()
    drawn.render({"A1": piece("rhino", "A1", turn="rotate(90deg)")})
    element = drawn.element("A1")
    before = element.writes
    drawn.render({"A1": piece("rhino", "A1", turn="rotate(90deg)")})
    assert element.writes == before
    drawn.render({"A1": Sprite("rhino", dot, attrs(class_="piece rhino selected", data_square="A1"),
                               transform="translate(A1)", turn="rotate(90deg)")})
    assert element.writes == before + 1  # the class only
    assert element.getAttribute("class") == "piece rhino selected"


def test_a_new_kind_draws_the_element_anew() -> None:
    drawn = layer()
    drawn.render({"A1": piece("rhino", "A1")})
    old = drawn.element("A1")
    drawn.render({"A1": piece("rock", "A1")})
    assert drawn.element("A1") is not old and old.parentNode is None


def test_rekey_keeps_the_node_so_the_move_slides() -> None:
    drawn = layer()
    drawn.render({"A1": piece("rhino", "A1"), "A2": piece("rock", "A2")})
    rhino, rock = drawn.element("A1"), drawn.element("A2")
    drawn.rekey_all({"A1": "A2", "A2": "A3"})  # a push: each piece takes the next square
    drawn.render({"A2": piece("rhino", "A2"), "A3": piece("rock", "A3")})
    assert drawn.element("A2") is rhino and drawn.element("A3") is rock
    assert rhino.style.transform == "translate(A2)"


def test_leave_fades_then_removes_and_reduced_motion_removes_at_once() -> None:
    drawn = layer()
    drawn.render({"A1": piece("rhino", "A1"), "B1": piece("rock", "B1")})
    rhino = drawn.element("A1")
    drawn.leave("A1", transform="translate(off)")
    assert "leaving" in rhino.getAttribute("class") and rhino.parentNode is not None
    window.run_timers()
    assert rhino.parentNode is None
    window.reduced_motion = True
    try:
        rock = drawn.element("B1")
        drawn.leave("B1")
        assert rock.parentNode is None
    finally:
        window.reduced_motion = False


def test_listeners_unbind_all() -> None:
    node = document.createElement("div")
    taps: list[str] = []
    bag = dom.Listeners()
    bag.on(node, "click", lambda event: taps.append("a"))
    bag.on(node, "click", lambda event: taps.append("b"))
    node.dispatch("click")
    bag.unbind_all()
    node.dispatch("click")
    assert taps == ["a", "b"] and len(bag) == 0 and node.listeners["click"] == []


def test_an_html_layer_keeps_its_buttons_in_the_order_asked() -> None:
    tray = KeyedLayer(document.createElement("div"), "hand", html=("span", "button"))
    tray.render({t: Sprite("tile", lambda e: None, attrs(data_hand=t)) for t in ("Rs1", "Yc1")}, ordered=True)
    first = tray.element("Rs1")
    assert tray.group.tagName == "SPAN" and first.tagName == "BUTTON"
    tray.render({t: Sprite("tile", lambda e: None, attrs(data_hand=t)) for t in ("Rs1", "Bs2", "Yc1")},
                ordered=True)
    assert [e.getAttribute("data-hand") for e in tray.group.children] == ["Rs1", "Bs2", "Yc1"]
    assert tray.element("Rs1") is first and list(tray.keys()) == ["Rs1", "Bs2", "Yc1"]


def test_an_ordered_layer_keeps_an_element_drawn_anew_in_its_place() -> None:
    """A strip of players whose counts change (each count a new kind) reads in seat order."""
    strip = KeyedLayer(document.createElement("div"), "strip", html=("div", "span"))

    def pills(counts: dict[str, int]) -> dict[str, Sprite]:
        return {name: Sprite(("player", n), lambda e: None, attrs(data_player=name)) for name, n in counts.items()}

    strip.render(pills({"red": 5, "blue": 5, "yellow": 5}), ordered=True)
    strip.render(pills({"red": 5, "blue": 7, "yellow": 5}), ordered=True)
    assert [e.getAttribute("data-player") for e in strip.group.children] == ["red", "blue", "yellow"]
    strip.render(pills({"red": 3, "blue": 7, "yellow": 6}), ordered=True)
    assert [e.getAttribute("data-player") for e in strip.group.children] == ["red", "blue", "yellow"]


def test_a_sprite_tag_and_an_adopted_group() -> None:
    own = document.createElementNS(dom.SVG_NS, "g")
    marks = KeyedLayer(None, "", group=own)
    marks.render({"last": Sprite("last", lambda e: None, attrs(class_="sp-last"), tag="rect")})
    assert marks.group is own and own.children[0].tagName == "rect"
    marks.render({"last": Sprite("last", lambda e: None, attrs(class_="sp-last"))})  # another tag: drawn anew
    assert own.children[0].tagName == "g" and len(own.children) == 1
