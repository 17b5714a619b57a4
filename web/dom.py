"""Thin helpers over the browser DOM (through PyScript's FFI).

Kept tiny on purpose: views build SVG once and then only set attributes, so
the few calls here are the whole cost of a redraw.

No helper here knows a document or a window of its own: each acts in the frame it is
given (``web.frame.Frame``), or in the document of the element it is given, so that one
interpreter can draw the boards of several frames.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from web.browser import create_proxy, is_none, to_js

from games.diagram.svg import Node, el, markup

from .board_context import current
from .frame import Frame, frame_of
from .reports import guard

SVG_NS = "http://www.w3.org/2000/svg"

def _kept() -> list[Any]:
    """Where a proxy handed to the browser is kept, to outlive the call that made it: with
    the board it serves (``web.board_context``), whose proxies all go when its frame does."""
    return current().kept


def _let_go(kept: list[Any], proxy: Any) -> None:
    """Free ``proxy`` and forget it (once: a board's frame gone may have freed it already)."""
    for index, held in enumerate(kept):
        if held is proxy:  # by identity: a proxy's == would ask JavaScript
            del kept[index]
            proxy.destroy()
            break


def missing(value: Any) -> bool:
    """True for Python None and for JavaScript null/undefined.

    Pyodide 314 hands JavaScript ``null`` to Python as a ``JsNull`` object,
    not as None, so ``x is None`` is not enough for DOM results.
    """
    return value is None or is_none(value)


def query(root: Any, selector: str) -> Any:
    """``root.querySelector(selector)`` with None for no match."""
    found = root.querySelector(selector)
    return None if missing(found) else found


def attr_name(name: str) -> str:
    """``data_square`` -> ``data-square``, ``class_`` -> ``class``."""
    return name.rstrip("_").replace("_", "-")


def set_attrs(node: Any, **attrs: Any) -> Any:
    """Set attributes (``data_square`` -> ``data-square``, ``class_`` -> ``class``)."""
    for name, value in attrs.items():
        if value is None:
            node.removeAttribute(attr_name(name))
        else:
            node.setAttribute(attr_name(name), str(value))
    return node


Place = Any
"""Where ``svg``, ``html`` and ``build`` put an element: a parent element (made in the
parent's document, appended to it), or a ``Frame`` (made in its document, appended nowhere)."""


def _made_in(place: Place) -> Any:
    """The document a new element for ``place`` is made in."""
    return place.document if isinstance(place, Frame) else place.ownerDocument


def _append(place: Place, node: Any) -> None:
    if not isinstance(place, Frame):
        place.appendChild(node)


def svg(tag: str, place: Place, **attrs: Any) -> Any:
    node = _made_in(place).createElementNS(SVG_NS, tag)
    set_attrs(node, **attrs)
    _append(place, node)
    return node


def pack(names: Iterable[str]) -> str:
    """Names or name/value words as ``make``/``write`` take them: joined by NUL, a character
    no attribute name or value of the page holds."""
    return "\0".join(names)


def make(frame: Frame, parent: Any, svg: bool, tag: str, attrs: str, transform: str | None = None) -> Any:
    """A new element appended to ``parent`` (of ``frame``), with ``attrs`` (``pack``ed name/value
    pairs) and a CSS ``transform``, in one call into the page instead of one per attribute."""
    return frame.writer.make(parent, svg, tag, attrs, transform)


def make_all(frame: Frame, parent: Any, svg: bool, tags: Sequence[str], attrs: Sequence[str],
             transforms: Sequence[str | None]) -> list[Any]:
    """``make`` for several elements, appended in order, in one call into the page.

    A call into the page costs more than the browser's work for a small element; the
    lists go as strings joined by U+0001, which no tag, attribute or transform holds.
    """
    if len(tags) == 1:
        return [make(frame, parent, svg, tags[0], attrs[0], transforms[0])]
    made = frame.writer.makeAll(parent, svg, "\1".join(tags), "\1".join(attrs),
                                  "\1".join(transform or "" for transform in transforms))
    return list(made)


def write(frame: Frame, element: Any, attrs: str, removed: str = "", transform: str | None = None) -> None:
    """Set ``attrs`` (``pack``ed pairs), remove the ``pack``ed ``removed`` names and set the CSS
    ``transform`` (None: leave it) on ``element`` (of ``frame``), in one call into the page."""
    frame.writer.write(element, attrs, removed, transform)


Write = tuple[Any, str, str, "str | None"]
"""One ``write``'s arguments: element, ``pack``ed attributes, ``pack``ed removed names, transform."""


def write_all(frame: Frame, writes: Sequence[Write]) -> None:
    """Several ``write``s in one call into the page (a pick relights thirty-odd squares).

    The strings go joined by U+0001; a transform to leave as it is goes as U+0002.
    """
    if len(writes) == 1:
        write(frame, *writes[0])
        return
    frame.writer.writeAll(to_js([w[0] for w in writes]), "\1".join(w[1] for w in writes),
                            "\1".join(w[2] for w in writes),
                            "\1".join("\2" if w[3] is None else w[3] for w in writes))


def fill(parent: Any, nodes: Node | Sequence[Node]) -> None:
    """Append a shape tree's elements to ``parent`` (an SVG element, or an HTML one when the
    tree is an ``svg``) in one call: the browser parses the markup. ``build`` makes a call
    per element and per attribute, and a tile's shapes are a dozen elements; use it where
    the elements made are read back."""
    parent.insertAdjacentHTML("beforeend", markup(nodes))


def icon(view_box: str, cls: str, shapes: Sequence[Node], svg_class: str | None = None) -> Node:
    """A small inline SVG for a button or a label, to ``fill`` it with: ``shapes`` in a
    ``<g class=cls>``, hidden from screen readers (the button or the text carries the name);
    ``svg_class``: the ``<svg>``'s own class, if any."""
    return el("svg", el("g", *shapes, class_=cls), class_=svg_class, viewBox=view_box, aria_hidden="true")


def build(node: Any, place: Place) -> Any:
    """Make DOM elements of a shape tree (``games.diagram.svg.Node``, or a list of them).

    The board drawings live in ``games.diagram`` as plain trees shared with the
    static diagrams; this turns one into SVG elements appended to ``parent``.
    Returns the element made (for a list: the list of elements made).
    """
    return _build(_made_in(place), node, place)


def _build(document: Any, node: Any, place: Place) -> Any:
    if not hasattr(node, "tag"):
        return [_build(document, child, place) for child in node]
    element = document.createElementNS(SVG_NS, node.tag)
    for name, value in node.attrs.items():
        element.setAttribute(name, value)
    if node.text is not None:
        element.textContent = node.text
    for child in node.children:
        _build(document, child, element)
    _append(place, element)
    return element


def html(tag: str, place: Place, text: str | None = None, **attrs: Any) -> Any:
    node = _made_in(place).createElement(tag)
    set_attrs(node, **attrs)
    if text is not None:
        node.textContent = text
    _append(place, node)
    return node


def stylesheet(frame: Frame, href: str) -> None:
    """Link the stylesheet ``href`` unless the page links it already (``index.html`` links
    every game's own; a game known only from the tables gets its own when it opens)."""
    if query(frame.document, f'link[rel="stylesheet"][href="{href}"]') is None:
        html("link", frame.document.head, rel="stylesheet", href=href)


def by_id(frame: Frame, element_id: str) -> Any:
    return frame.document.getElementById(element_id)


def clear(node: Any) -> None:
    node.replaceChildren()


Unbind = Callable[[], None]
"""Undoes one ``listen``: the listener is removed and its proxy freed."""


def listen(node: Any, event: str, handler: Callable[[Any], None], capture: bool = False) -> Unbind:
    """``node.addEventListener(event, handler)``, guarded (``guard``); returns what removes it.
    ``capture``: heard on the way down, before the listeners of ``node`` and below hear it.

    A listener that outlives its view keeps answering taps on elements that
    are gone; every view therefore binds through a ``Listeners`` bag and
    unbinds it in ``destroy()``.
    """
    proxy = create_proxy(guard(handler))
    kept = _kept()
    kept.append(proxy)
    options = (True,) if capture else ()
    node.addEventListener(event, proxy, *options)

    def unbind() -> None:
        if any(held is proxy for held in kept):
            node.removeEventListener(event, proxy, *options)
            _let_go(kept, proxy)

    return unbind


def watch_size(node: Any, handler: Callable[[Any], None]) -> Unbind:
    """Call ``handler`` whenever ``node``'s laid-out size changes (a ``ResizeObserver``; a
    browser without one, or the tests' fake DOM, never calls it); returns what stops it."""
    observer_class = getattr(frame_of(node).window, "ResizeObserver", None)
    if observer_class is None or is_none(observer_class):
        return lambda: None
    proxy = create_proxy(guard(lambda entries, *_: handler(entries)))
    kept = _kept()
    kept.append(proxy)
    observer = observer_class.new(proxy)
    observer.observe(node)

    def unbind() -> None:
        if any(held is proxy for held in kept):
            observer.disconnect()
            _let_go(kept, proxy)

    return unbind


class Listeners:
    """The listeners one owner (a view, a dialog) bound, so that it can unbind them all."""

    def __init__(self) -> None:
        self._unbinds: list[Unbind] = []

    def on(self, node: Any, event: str, handler: Callable[[Any], None]) -> None:
        self._unbinds.append(listen(node, event, handler))

    def resized(self, node: Any, handler: Callable[[Any], None]) -> None:
        """``handler`` on each change of ``node``'s size (``watch_size``), unbound with the rest."""
        self._unbinds.append(watch_size(node, handler))

    def unbind_all(self) -> None:
        while self._unbinds:
            self._unbinds.pop()()

    def __len__(self) -> int:
        return len(self._unbinds)


def later(frame: Frame, ms: int, action: Callable[[], None]) -> None:
    """Run ``action`` after ``ms`` milliseconds of ``frame``'s clock (used to drop faded-out pieces)."""
    guarded = guard(action)  # serves the board that set the timer (web.board_context)

    def once(*_: Any) -> None:
        try:
            guarded()
        finally:
            proxy.destroy()  # a one-shot timer: free the proxy once it has run

    proxy = create_proxy(once)
    frame.window.setTimeout(proxy, ms)


class Soon:
    """``action`` run once soon after the current handler (a zero timeout), however often it
    was asked for in between; one proxy for its whole life (making one per call cost more
    than the rest of the call). Timed by ``frame``'s window."""

    def __init__(self, frame: Frame, action: Callable[[], None]) -> None:
        self._window = frame.window
        self._action = action
        self._guarded = guard(self._run, redraw=False)  # serves the board that made it
        self._kept = _kept()
        self._proxy: Any = None
        self._pending = False

    @property
    def pending(self) -> bool:
        """Asked for and not run yet."""
        return self._pending

    def request(self) -> None:
        if self._pending:
            return
        if self._proxy is None:
            self._proxy = create_proxy(self._guarded)
            self._kept.append(self._proxy)
        self._pending = True
        self._schedule(self._proxy)

    def _schedule(self, proxy: Any) -> None:
        self._window.setTimeout(proxy, 0)

    def _run(self, *_: Any) -> None:
        if not self._pending:
            return  # already run by ``flush``
        self._pending = False
        self._action()

    def flush(self) -> None:
        """Run the action now if it is still waiting (someone needs its result at once)."""
        self._run()


class BeforePaint(Soon):
    """``action`` run once before the browser next paints, however often it was asked for.

    For what must read the layout (a scroll position): read in the frame's own
    callback, the layout the redraw made dirty is computed once, where reading it
    inside the handler computed it twice (once there, once again for the paint).
    """

    def _schedule(self, proxy: Any) -> None:
        self._window.requestAnimationFrame(proxy)


class AfterPaint(Soon):
    """``action`` run once after the browser next paints, however often it was asked for.

    For work a tap makes necessary but nobody sees in the tap's frame (the
    screen-reader names of the board's targets): a frame callback sets a zero
    timeout, which runs once the frame is painted, so the tap's redraw reaches
    the screen without waiting for it. ``flush`` runs it at once for a caller that
    reads the result (the keyboard, before it moves the focus).
    """

    def __init__(self, frame: Frame, action: Callable[[], None]) -> None:
        super().__init__(frame, action)
        self._paint_proxy: Any = None

    def _schedule(self, proxy: Any) -> None:
        if self._paint_proxy is None:
            self._paint_proxy = create_proxy(lambda *_: self._window.setTimeout(proxy, 0))
            self._kept.append(self._paint_proxy)
        self._window.requestAnimationFrame(self._paint_proxy)


def closest_data(target: Any, *names: str) -> tuple[str, str] | None:
    """The nearest ancestor-or-self carrying one of the ``data-*`` names: (name, value)."""
    node = target
    while not missing(node) and getattr(node, "nodeType", None) == 1:
        for name in names:
            value = node.getAttribute(f"data-{name}")
            if not missing(value):
                return name, str(value)
        node = node.parentNode
    return None


def ask(dialog: Any) -> None:
    """Show a ``<dialog>`` whose close listener reads its ``returnValue`` as the answer. The
    value is emptied first: a dialog keeps the value its last button set, and the standard's
    Esc leaves it as it was (Chromium empties it, not every browser or case need), which would
    answer a question nobody agreed to."""
    dialog.returnValue = ""
    dialog.showModal()


def withdraw(dialog: Any) -> None:
    """Close a ``<dialog>`` with no answer (``returnValue`` empty): what it asked no longer
    holds (``web.questions``); its close listener finds nothing to do."""
    if dialog.open:
        dialog.close("")


_VISIT_FLAGS: dict[str, bool] = {}
"""Preferences set in this visit: where the browser refuses localStorage (site data
blocked, a frame of another site), a choice still holds until the page is closed."""


def load_flag(frame: Frame, key: str) -> bool:
    """A remembered on/off preference (False when never set)."""
    try:
        return frame.window.localStorage.getItem(key) == "1"
    except Exception:  # noqa: BLE001 - storage may be refused (private mode, embeds)
        return _VISIT_FLAGS.get(key, False)


def save_flag(frame: Frame, key: str, on: bool) -> None:
    _VISIT_FLAGS[key] = on
    try:
        frame.window.localStorage.setItem(key, "1" if on else "0")
    except Exception:  # noqa: BLE001 - a preference that cannot be kept is not an error
        pass


def reduced_motion(frame: Frame) -> bool:
    """True when the player asked the system for less motion (skip timed animations)."""
    try:
        return bool(frame.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:  # noqa: BLE001 - an old browser without matchMedia: animate as usual
        return False
