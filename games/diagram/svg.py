"""A tiny SVG element tree and its serializer.

The board drawings are built as plain ``Node`` values so that one piece of
code serves two places: the static diagram command writes them out as SVG
text (``to_svg``), and the page's views turn the very same trees into DOM
elements (``web.dom.build``) or, where a view inserts markup for speed, into
a fragment of text (``markup``). Nothing here touches a browser or a file.
"""

from __future__ import annotations

from typing import Any, Iterator, Sequence, Union

from ..untrusted import xml_text

SVG_NS = "http://www.w3.org/2000/svg"


def attr_name(name: str) -> str:
    """A Python keyword's attribute name: ``class_`` -> ``class``, ``data_square`` -> ``data-square``.

    The same rule as ``web.dom.set_attrs`` so views and diagrams spell attributes alike.
    """
    return name.rstrip("_").replace("_", "-")


class Node:
    """One SVG element: tag, attributes (names as written in SVG, values as text),
    children and optional text content. Trees are treated as values: shape
    functions may cache and share them, so nobody mutates one after building it.
    """

    __slots__ = ("tag", "attrs", "children", "text")

    def __init__(self, tag: str, attrs: dict[str, str] | None = None,
                 children: Sequence["Node"] = (), text: str | None = None) -> None:
        self.tag = tag
        self.attrs: dict[str, str] = attrs if attrs is not None else {}
        self.children: tuple[Node, ...] = tuple(children)
        self.text = text

    def __repr__(self) -> str:
        return f"Node({self.tag!r}, {self.attrs!r}, {len(self.children)} children)"

    def iter(self) -> Iterator["Node"]:
        """This node and every descendant, in document order."""
        yield self
        for child in self.children:
            yield from child.iter()

    def get(self, name: str, default: str | None = None) -> str | None:
        return self.attrs.get(name, default)

    def classes(self) -> list[str]:
        return self.attrs.get("class", "").split()


Children = Union[Node, Sequence[Node], None]


def el(tag: str, *children: Children, text: str | None = None, **attrs: Any) -> Node:
    """Build a node: ``el("rect", class_="sq", x=0, data_square="A1")``.

    ``None`` attribute values are left out; numbers become text as ``str()``
    writes them (floats should be rounded by the caller). Children may be
    nodes, lists of nodes, or None (skipped), so optional parts read naturally.
    """
    kids: list[Node] = []
    for child in children:
        if child is None:
            continue
        if isinstance(child, Node):
            kids.append(child)
        else:
            kids.extend(child)
    values = {attr_name(k): str(v) for k, v in attrs.items() if v is not None}
    return Node(tag, values, kids, text)


def num(value: float) -> str:
    """A coordinate as short text: integers without a point, others to 0.1."""
    if value == int(value):
        return str(int(value))
    return f"{value:.1f}"


def _escape_text(text: str) -> str:
    """``text`` as XML character data; whatever it holds, the document stays well-formed (a
    control character XML cannot hold, a lone surrogate: ``untrusted.xml_text``)."""
    if not text.isprintable():  # a line break, a tab, a control character: rare
        text = xml_text(text)
    if "&" not in text and "<" not in text and ">" not in text:
        return text  # nearly every text (the page writes shapes as markup at every redraw)
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _escape_attr(text: str) -> str:
    if '"' not in text:
        return _escape_text(text)
    return _escape_text(text).replace('"', "&quot;")


def _write(node: Node, out: list[str]) -> None:
    out.append("<" + node.tag)
    for name, value in node.attrs.items():
        out.append(f' {name}="{_escape_attr(value)}"')
    if not node.children and node.text is None:
        out.append("/>")
        return
    out.append(">")
    if node.text is not None:
        out.append(_escape_text(node.text))
    for child in node.children:
        _write(child, out)
    out.append(f"</{node.tag}>")


def markup(nodes: Union[Node, Sequence[Node]]) -> str:
    """SVG text of a node (or several) as a fragment: no XML declaration, no namespace."""
    out: list[str] = []
    for node in ([nodes] if isinstance(nodes, Node) else nodes):
        _write(node, out)
    return "".join(out)


def to_svg(root: Node) -> str:
    """A standalone SVG document: the namespace on the root and an XML declaration."""
    if root.tag == "svg" and "xmlns" not in root.attrs:
        root = Node(root.tag, {"xmlns": SVG_NS, **root.attrs}, root.children, root.text)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + markup(root) + "\n"
