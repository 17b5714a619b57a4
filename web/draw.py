"""One keyed drawing layer for every board (chessground's one render pass).

A view describes what one ``<g>`` of its board should hold now, as a map
from a key (a square, a tile id, ``("mark", square)``) to a ``Sprite``: what
the element is (``kind`` and the function that draws its inside) and how it
stands (attributes, a CSS transform, a turn of its first child). ``render``
then makes the elements that are new, writes only what changed on the ones
that stay, and removes the ones no longer wanted. The new elements are made,
and the changed ones written, by one call into the page each (``dom.make_all``,
``dom.write_all``): a call costs more than the browser's work for a small
element, and a pick can light thirty-odd squares. No view keeps its own
"write only if changed" caches or looks elements up by ``id()``.

Moves animate because an element keeps its DOM node while its key changes:
``rekey(old, new)`` before ``render`` slides the piece that stood on ``old``
(CSS transitions the transform). ``leave(key, …)`` fades one out.

The layer holds no rule and no state of the game; it only draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Callable, Hashable, Iterator, Mapping

from games.diagram.svg import Node

from . import dom
from .frame import frame_of

Attrs = tuple[tuple[str, str | None], ...]
"""Attribute name (as written in SVG: ``data-square``, ``class``) -> value; None removes it."""


_ATTR_NAMES: dict[str, str] = {}
"""Keyword -> attribute name, worked out once per keyword (``attrs`` runs for every
sprite of every redraw: a Ni-Ju board has forty tiles of six attributes each)."""


def attrs(**values: Any) -> Attrs:
    """``attrs(class_="piece", data_square="A1")`` as a sorted, hashable tuple (``_`` -> ``-``)."""
    names = _ATTR_NAMES
    out = []
    for name, value in values.items():
        written = names.get(name)
        if written is None:
            written = names[name] = dom.attr_name(name)
        out.append((written, None if value is None else value if type(value) is str else str(value)))
    out.sort()
    return tuple(out)


@dataclass(frozen=True)
class Sprite:
    """What one keyed element should look like now.

    ``kind`` names what the element *is* (a rhino, tile 17, a target ring):
    when it changes the element is drawn anew. ``draw`` fills a fresh ``<g>``
    with its shapes (usually ``dom.build`` of a ``games.diagram`` tree); it is
    called once per element, not per render, and takes no part in equality.
    """

    kind: Hashable
    draw: Callable[[Any], None] = field(compare=False)
    attrs: Attrs = ()
    transform: str | None = None
    """The group's CSS ``transform`` (``translate(…px, …px)``), transitioned by CSS."""
    turn: str | None = None
    """The first child's CSS ``transform`` (a piece's facing), turned apart from the slide."""
    tag: str | None = None
    """The element's tag when not the layer's own (a ``rect`` mark, a ``p`` note in a tray)."""
    content: Hashable = None
    """What the inside shows when it can change without the element being made anew
    (a tile's pattern as the player turns it): when it changes, the element keeps
    its node (focus, transitions) and ``draw`` fills it again."""


@dataclass(eq=False)
class _Drawn:
    element: Any
    sprite: Sprite


class KeyedLayer:
    """The keyed children of one ``<g>`` of a board."""

    def __init__(self, parent: Any, class_: str, enter_class: str | None = None, *,
                 tag: str = "g", html: tuple[str, str] | bool | None = None, group: Any = None) -> None:
        """``tag`` is the children's element (``rect`` for plain shapes).
        ``html=("span", "button")`` makes an HTML layer (a tray of buttons): a ``<span>``
        group of ``<button>`` elements instead of SVG ``<g>``s; ``html=True`` is a ``<div>``
        of ``tag`` elements. ``group`` adopts an element already made (then ``parent`` and
        ``class_`` are not used)."""
        if html is True:
            html = ("div", tag)
        self.html: tuple[str, str] | None = html or None
        self.tag = tag
        if group is not None:
            self.group = group
        elif self.html is None:
            self.group = dom.svg("g", parent, class_=class_)
        else:
            self.group = dom.html(self.html[0], parent, class_=class_)
        self.frame = frame_of(self.group)
        """The board's frame, whose writer makes and writes this layer's elements."""
        self.enter_class = enter_class
        """Added to an element's class when it is made (a CSS entry animation), kept until its class changes."""
        self._drawn: dict[Hashable, _Drawn] = {}

    # ----- the render pass -------------------------------------------------------------
    def render(self, sprites: Mapping[Hashable, Sprite], ordered: bool = False) -> None:
        """Make, update and remove elements so that the layer shows exactly ``sprites``.

        New elements are appended in the order of ``sprites``; elements that
        stay keep their place (and so their running transitions). With
        ``ordered`` the elements are then put in the order of ``sprites`` (a
        sorted hand, where a drawn tile joins in the middle); only when it differs.
        """
        for key in [k for k in self._drawn if k not in sprites]:
            self._drawn.pop(key).element.remove()
        fresh: list[tuple[Hashable, Sprite]] = []
        writes: list[dom.Write] = []
        for key, sprite in sprites.items():
            drawn = self._drawn.get(key)
            if drawn is not None and (drawn.sprite.kind, drawn.sprite.tag) != (sprite.kind, sprite.tag):
                drawn.element.remove()  # made again at the end: ``ordered`` puts it back in its place
                del self._drawn[key]
                drawn = None
            if drawn is None:
                fresh.append((key, sprite))
            elif drawn.sprite is not sprite and drawn.sprite != sprite:
                self._update(drawn, sprite, writes)
        if writes:
            dom.write_all(self.frame, writes)
        if fresh:
            self._make([sprite for _, sprite in fresh], [key for key, _ in fresh])
        if ordered and list(self._drawn) != list(sprites):
            self._drawn = {key: self._drawn[key] for key in sprites}
            for drawn in self._drawn.values():
                self.group.appendChild(drawn.element)

    def _make(self, sprites: list[Sprite], keys: list[Hashable]) -> None:
        """Append an element for each of ``sprites`` (in one call into the page: a pick
        lights thirty-odd squares at once), draw its inside and keep it under its key."""
        tags: list[str] = []
        packed: list[str] = []
        own_tag = self.tag if self.html is None else self.html[1]
        for sprite in sprites:
            words: list[str] = []
            for name, value in sprite.attrs:
                if value is not None:
                    if name == "class" and self.enter_class:
                        value = f"{value} {self.enter_class}"
                    words += (name, value)
            tags.append(sprite.tag or own_tag)
            packed.append(dom.pack(words))
        elements = dom.make_all(self.frame, self.group, self.html is None, tags, packed,
                                [sprite.transform for sprite in sprites])
        for key, sprite, element in zip(keys, sprites, elements):
            sprite.draw(element)
            if sprite.turn is not None and not dom.missing(element.firstChild):
                element.firstChild.style.transform = sprite.turn
            self._drawn[key] = _Drawn(element, sprite)

    @staticmethod
    def _update(drawn: _Drawn, sprite: Sprite, writes: list[dom.Write]) -> None:
        """Bring ``drawn`` to ``sprite``: its inside and turn now, its attributes and
        transform added to ``writes`` (written by one call for the whole pass)."""
        element, old = drawn.element, drawn.sprite
        words: list[str] = []
        removed: list[str] = []
        if old.attrs != sprite.attrs:
            before = dict(old.attrs)
            after = dict(sprite.attrs)
            removed += before.keys() - after.keys()
            for name, value in after.items():
                if before.get(name, "\0") != value:
                    if value is None:
                        removed.append(name)
                    else:
                        words += (name, value)
        transform = None if old.transform == sprite.transform else sprite.transform or ""
        if words or removed or transform is not None:
            writes.append((element, dom.pack(words), dom.pack(removed), transform))
        if old.content != sprite.content:
            dom.clear(element)
            sprite.draw(element)
            old = replace(old, turn=None)  # a fresh first child: turn it again
        if old.turn != sprite.turn and not dom.missing(element.firstChild):
            element.firstChild.style.transform = sprite.turn or ""
        drawn.sprite = sprite

    # ----- moves and exits ---------------------------------------------------------------
    def rekey(self, old: Hashable, new: Hashable) -> None:
        """The element drawn under ``old`` is from now on the one under ``new`` (a slide).

        Call for every moving element before the ``render`` that draws the
        new position; an element already under ``new`` is dropped first.
        """
        drawn = self._drawn.pop(old, None)
        if drawn is None:
            return
        displaced = self._drawn.pop(new, None)
        if displaced is not None:
            displaced.element.remove()
        self._drawn[new] = drawn

    def rekey_all(self, moves: Mapping[Hashable, Hashable]) -> None:
        """Several ``rekey``s at once (a push moves a row: each takes the next one's key)."""
        taken = {old: self._drawn.pop(old) for old in moves if old in self._drawn}
        for old, drawn in taken.items():
            displaced = self._drawn.pop(moves[old], None)  # never one of ``taken``: all popped above
            if displaced is not None:
                displaced.element.remove()
            self._drawn[moves[old]] = drawn

    def leave(self, key: Hashable, transform: str | None = None, ms: int = 260,
              leaving_class: str = "leaving") -> None:
        """Take ``key``'s element out of the layer, fading it (and sliding it to ``transform``).

        With reduced motion asked for, it goes at once.
        """
        drawn = self._drawn.pop(key, None)
        if drawn is None:
            return
        element = drawn.element
        if dom.reduced_motion(self.frame):
            element.remove()
            return
        if transform is not None:
            element.style.transform = transform
        element.setAttribute("class", f"{element.getAttribute('class') or ''} {leaving_class}".strip())
        dom.later(self.frame, ms, element.remove)

    # ----- reading -----------------------------------------------------------------------
    def element(self, key: Hashable) -> Any:
        """The element drawn under ``key``, or None."""
        drawn = self._drawn.get(key)
        return None if drawn is None else drawn.element

    def sprite(self, key: Hashable) -> Sprite | None:
        drawn = self._drawn.get(key)
        return None if drawn is None else drawn.sprite

    def keys(self) -> Iterator[Hashable]:
        return iter(list(self._drawn))

    def __contains__(self, key: object) -> bool:
        return key in self._drawn

    def __len__(self) -> int:
        return len(self._drawn)

    def clear(self) -> None:
        """Remove every element (a new layout)."""
        self._drawn.clear()
        dom.clear(self.group)

    def raise_to_top(self) -> None:
        """Put this layer's group above its siblings (e.g. Saiju's Shadows over new pieces)."""
        parent = self.group.parentNode
        if not dom.missing(parent):
            parent.appendChild(self.group)


def _children(node: Node, element: Any) -> None:
    """Fill a keyed ``<g>`` with a shape's children (the shape's own attributes go on the ``<g>``)."""
    dom.fill(element, node.children)


def node_sprite(kind: Any, node: Node) -> Sprite:
    """A keyed element drawn as a shape tree made by ``games.diagram`` (``node``): its attributes
    on the keyed element, its children inside; ``kind`` is its content key."""
    return Sprite(kind, partial(_children, node), tuple(sorted(node.attrs.items())),
                  tag=None if node.tag == "g" else node.tag)
