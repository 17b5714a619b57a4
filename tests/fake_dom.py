"""A small stand-in for the browser DOM, so that ``web/`` renderers run in CPython.

``install()`` puts fake ``pyscript`` and ``pyscript.ffi`` modules into
``sys.modules`` (before anything imports ``web.dom``). It models only what
the renderers use: elements with attributes, children, ``style``, listeners
and ``textContent``, in one ``document`` and ``window`` (one ``frame``). Tests read the tree it builds (``find_all``) and count
writes (``Element.writes``) to check that a render pass writes only what
changed. It is not a browser: layout, CSS and real events are the page
tests' job.
"""

from __future__ import annotations

import sys
import types
from xml.etree import ElementTree
from typing import Any, Callable, Iterator

from web.frame import Frame

SVG_NS = "http://www.w3.org/2000/svg"


class Style:
    def __init__(self, owner: "Element") -> None:
        object.__setattr__(self, "_owner", owner)
        object.__setattr__(self, "_values", {})

    def __getattr__(self, name: str) -> str:
        return self._values.get(name, "")  # type: ignore[no-any-return]

    def __setattr__(self, name: str, value: Any) -> None:
        self._owner.writes += 1
        self._values[name] = str(value)

    def setProperty(self, name: str, value: Any) -> None:  # noqa: N802 - the DOM's name
        self.__setattr__(name, value)


class ClassList:
    """``element.classList``: toggles words of the ``class`` attribute."""

    def __init__(self, owner: "Element") -> None:
        self._owner = owner

    def _words(self) -> list[str]:
        return (self._owner.getAttribute("class") or "").split()

    def contains(self, word: str) -> bool:
        return word in self._words()

    def toggle(self, word: str, on: bool | None = None) -> bool:
        words = self._words()
        on = word not in words if on is None else on
        words = [w for w in words if w != word] + ([word] if on else [])
        self._owner.setAttribute("class", " ".join(words))
        return on


class Element:
    nodeType = 1
    ownerDocument: Any = None
    """Every fake element's is the one fake ``document`` (set below)."""

    def __init__(self, tag: str, namespace: str | None = None) -> None:
        self.tagName = tag.upper() if namespace is None else tag
        self.namespace = namespace
        self.attributes: dict[str, str] = {}
        self.children: list[Element] = []
        self.parentNode: Element | None = None
        self.style = Style(self)
        self.listeners: dict[str, list[Callable[[Any], None]]] = {}
        self.writes = 0
        """Attribute and style writes on this element (render passes should keep it low)."""
        self._text: str | None = None
        self.disabled = False
        self.hidden = False
        self.checked = False
        self.value = ""
        self.classList = ClassList(self)

    @property
    def className(self) -> str:  # noqa: N802 - the DOM's name
        """The ``class`` attribute, as in a browser (one value, two ways to write it)."""
        return self.attributes.get("class", "")

    @className.setter
    def className(self, value: str) -> None:  # noqa: N802
        self.setAttribute("class", value)

    # attributes
    def setAttribute(self, name: str, value: Any) -> None:  # noqa: N802
        self.writes += 1
        self.attributes[name] = str(value)

    def getAttribute(self, name: str) -> str | None:  # noqa: N802
        return self.attributes.get(name)

    def getBoundingClientRect(self) -> Any:  # noqa: N802
        """Not laid out: a box of zero size (views then draw as if on no screen in particular)."""
        from types import SimpleNamespace
        return SimpleNamespace(x=0, y=0, left=0, top=0, width=0, height=0, right=0, bottom=0)

    def removeAttribute(self, name: str) -> None:  # noqa: N802
        self.writes += 1
        self.attributes.pop(name, None)

    def hasAttribute(self, name: str) -> bool:  # noqa: N802
        return name in self.attributes

    # tree
    def appendChild(self, child: "Element") -> "Element":  # noqa: N802
        if child.parentNode is not None:
            child.parentNode.children.remove(child)
        child.parentNode = self
        self.children.append(child)
        return child

    def remove(self) -> None:
        if self.parentNode is not None:
            self.parentNode.children.remove(self)
            self.parentNode = None

    def replaceChildren(self, *nodes: "Element") -> None:  # noqa: N802
        for child in list(self.children):
            child.remove()
        for node in nodes:
            self.appendChild(node)

    def insertAdjacentHTML(self, position: str, text: str) -> None:  # noqa: N802
        """Parse SVG markup (``dom.fill``) into elements appended here."""
        assert position == "beforeend", position
        for node in ElementTree.fromstring(f"<root>{text}</root>"):
            self.appendChild(_parsed(node))

    @property
    def firstChild(self) -> "Element | None":  # noqa: N802
        return self.children[0] if self.children else None

    @property
    def textContent(self) -> str:  # noqa: N802
        if self._text is not None:
            return self._text
        return "".join(child.textContent for child in self.children)

    @textContent.setter
    def textContent(self, value: str) -> None:  # noqa: N802
        for child in list(self.children):
            child.remove()
        self._text = str(value)

    # events
    def addEventListener(self, event: str, handler: Callable[[Any], None], *_capture: Any) -> None:  # noqa: N802
        self.listeners.setdefault(event, []).append(handler)

    def removeEventListener(self, event: str, handler: Callable[[Any], None], *_capture: Any) -> None:  # noqa: N802
        handlers = self.listeners.get(event, [])
        for index, bound in enumerate(handlers):
            if bound is handler:
                del handlers[index]
                break

    def dispatch(self, event: str, target: "Element | None" = None) -> None:
        """Call the listeners of ``event`` here and on every ancestor (bubbling)."""
        node: Element | None = self
        fake = types.SimpleNamespace(type=event, target=target or self, preventDefault=lambda: None,
                                     defaultPrevented=False)
        while node is not None:
            for handler in list(node.listeners.get(event, [])):
                handler(fake)
            node = node.parentNode

    # queries (only what the renderers use: by attribute)
    def walk(self) -> Iterator["Element"]:
        for child in self.children:
            yield child
            yield from child.walk()

    def find_all(self, attribute: str, value: str | None = None) -> list["Element"]:
        """Descendants carrying ``attribute`` (equal to ``value`` when given)."""
        return [node for node in self.walk() if attribute in node.attributes
                and (value is None or node.attributes[attribute] == value)]

    def querySelector(self, selector: str) -> "Element | None":  # noqa: N802
        found = self.querySelectorAll(selector)
        return found[0] if found else None

    def querySelectorAll(self, selector: str) -> list["Element"]:  # noqa: N802
        """``[name]`` and ``[name=value]`` selectors only."""
        inner = selector.strip()
        if not (inner.startswith("[") and inner.endswith("]")):
            raise NotImplementedError(f"fake DOM: selector {selector!r}")
        name, _, value = inner[1:-1].partition("=")
        return self.find_all(name, value.strip("'\"") if value else None)

    def focus(self) -> None:
        pass


class Document:
    nodeType = 9

    def __init__(self) -> None:
        self.body = Element("body")
        self.documentElement = Element("html")  # noqa: N815 - the DOM's name
        self.by_id: dict[str, Element] = {}
        self.title = ""
        self.defaultView: Any = None
        """The fake ``window`` (set below)."""

    def createElementNS(self, namespace: str, tag: str) -> Element:  # noqa: N802
        return self._own(Element(tag, namespace))

    def createElement(self, tag: str) -> Element:  # noqa: N802
        return self._own(Element(tag))

    def _own(self, element: Element) -> Element:
        element.ownerDocument = self
        return element

    def createTextNode(self, text: str) -> Element:  # noqa: N802
        """A text node, as an element of tag ``#text`` holding only its text."""
        node = Element("#text", "text")
        node.nodeType = 3
        node.textContent = text
        return node

    def getElementById(self, element_id: str) -> Element | None:  # noqa: N802
        return self.by_id.get(element_id)

    def querySelector(self, selector: str) -> Element | None:  # noqa: N802
        return self.body.querySelector(selector)

    @property
    def listeners(self) -> dict[str, list[Callable[[Any], None]]]:
        """Listeners bound on the document itself (keys)."""
        return self.documentElement.listeners

    def addEventListener(self, event: str, handler: Callable[[Any], None], *_capture: Any) -> None:  # noqa: N802
        self.documentElement.addEventListener(event, handler)

    def removeEventListener(self, event: str, handler: Callable[[Any], None], *_capture: Any) -> None:  # noqa: N802
        self.documentElement.removeEventListener(event, handler)


class _Proxy:
    """``create_proxy``'s result: callable, and ``destroy()`` marks it dead."""

    def __init__(self, handler: Callable[..., Any]) -> None:
        self.handler = handler
        self.destroyed = False

    def __call__(self, *args: Any) -> Any:
        if self.destroyed:
            raise RuntimeError("fake DOM: a destroyed proxy was called")
        return self.handler(*args)

    def destroy(self) -> None:
        self.destroyed = True


def _parsed(node: ElementTree.Element) -> Element:
    element = Element(node.tag, SVG_NS)
    for name, value in node.attrib.items():
        element.setAttribute(name, value)
    if node.text:
        element.textContent = node.text
    for child in node:
        element.appendChild(_parsed(child))
    return element


def _write(element: Element, attrs: str, removed: str, transform: str | None) -> Element:
    parts = attrs.split("\0") if attrs else []
    for name, value in zip(parts[::2], parts[1::2]):
        element.setAttribute(name, value)
    for name in removed.split("\0") if removed else []:
        element.removeAttribute(name)
    if transform is not None:
        element.style.transform = transform
    return element


def _make(parent: Element, svg: bool, tag: str, attrs: str, transform: str | None) -> Element:
    element = document.createElementNS(SVG_NS, tag) if svg else document.createElement(tag)
    _write(element, attrs, "", transform)
    parent.appendChild(element)
    return element


def _make_all(parent: Element, svg: bool, tags: str, attrs: str, transforms: str) -> list[Element]:
    return [_make(parent, svg, tag, packed, transform or None)
            for tag, packed, transform in zip(tags.split("\1"), attrs.split("\1"), transforms.split("\1"))]


def _write_all(elements: list[Element], attrs: str, removed: str, transforms: str) -> None:
    for element, packed, gone, transform in zip(elements, attrs.split("\1"), removed.split("\1"),
                                                transforms.split("\1")):
        _write(element, packed, gone, None if transform == "\2" else transform)


class Window:
    def __init__(self) -> None:
        self.timers: list[Callable[[], Any]] = []
        self.localStorage = types.SimpleNamespace(getItem=lambda key: None, setItem=lambda k, v: None)
        self.reduced_motion = False
        self.performance = types.SimpleNamespace(now=lambda: 0.0)
        """A clock that stands still at 0 ms (pan and zoom compare gesture times with it)."""
        self.console = types.SimpleNamespace(error=lambda *args: None, log=lambda *args: None)
        self.listeners: dict[str, list[Callable[[Any], None]]] = {}
        self.ABSTRACT_BOARDS_DOM = types.SimpleNamespace(  # noqa: N815
            make=_make, makeAll=_make_all, write=_write, writeAll=_write_all)
        """``web/boot.js``'s element writer, as the page has it."""

    def addEventListener(self, event: str, handler: Callable[[Any], None], *_capture: Any) -> None:  # noqa: N802
        self.listeners.setdefault(event, []).append(handler)

    def removeEventListener(self, event: str, handler: Callable[[Any], None], *_capture: Any) -> None:  # noqa: N802
        self.listeners[event] = [h for h in self.listeners.get(event, []) if h is not handler]

    def setTimeout(self, handler: Callable[[], Any], ms: int) -> None:  # noqa: N802
        self.timers.append(handler)

    def requestAnimationFrame(self, handler: Callable[..., Any]) -> None:  # noqa: N802
        self.timers.append(handler)

    def run_timers(self) -> None:
        timers, self.timers = self.timers, []
        for handler in timers:
            handler()

    def matchMedia(self, query: str) -> Any:  # noqa: N802
        return types.SimpleNamespace(matches=self.reduced_motion)


document = Document()
window = Window()
document.defaultView = window
Element.ownerDocument = document
frame = Frame(document, window)
"""The fake page's frame, as ``web/main.py`` makes the page's own."""


def install() -> tuple[Document, Window]:
    """Make ``import pyscript`` (and ``pyscript.ffi``) give the fakes; returns them."""
    if "pyscript" not in sys.modules or getattr(sys.modules["pyscript"], "FAKE", False):
        module = types.ModuleType("pyscript")
        module.FAKE = True  # type: ignore[attr-defined]
        module.document = document  # type: ignore[attr-defined]
        module.window = window  # type: ignore[attr-defined]
        ffi = types.ModuleType("pyscript.ffi")
        ffi.create_proxy = _Proxy  # type: ignore[attr-defined]
        ffi.is_none = lambda value: value is None  # type: ignore[attr-defined]
        ffi.to_js = lambda value, **_: value  # type: ignore[attr-defined]
        module.ffi = ffi  # type: ignore[attr-defined]
        sys.modules["pyscript"] = module
        sys.modules["pyscript.ffi"] = ffi
    return document, window
