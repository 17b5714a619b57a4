"""The move list of a record with variations: the main line one row a move, as without
variations, and under a row the alternatives to its move in parentheses, inline.

The rows come from ``web.variation_rows`` (DOM-free); this draws them, keyed: a row or a block
of alternatives is made again only when its moves or words change, and a tap or a key that
only moves through the record re-classes the entries whose class changed. A variation's move
is a ``span[data-variation][data-path]`` (its depth, and its path for ``Session.show``); the
move that led to the position shown carries ``class="current"`` and ``aria-current``, as the
main line's row does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import dom
from .variation_rows import Entry, Rows, main_class, where

Words = Callable[[Entry], str]
"""An entry's move in words, in the page's language."""


def path_text(path: tuple[int, ...]) -> str:
    """A path as ``data-path`` writes it: "0.1.0" (what ``path_of`` reads back)."""
    return ".".join(map(str, path))


def path_of(text: str) -> tuple[int, ...] | None:
    """``data-path``'s value read back; None for anything else."""
    try:
        path = tuple(int(part) for part in text.split("."))
    except ValueError:
        return None
    return path if path and all(index >= 0 for index in path) else None


def set_class(element: Any, cls: str) -> None:
    """Write a list entry's class and ``aria-current`` (the shown position's move)."""
    element.className = cls
    if "current" in cls.split():
        element.setAttribute("aria-current", "step")
    else:
        element.removeAttribute("aria-current")


class Block:
    """The alternatives after one main-line row: ``div.variations`` and its entries."""

    def __init__(self, row: Any) -> None:
        self.element = dom.html("div", row, class_="variations")
        self.keys: list[tuple[Any, ...]] = []
        self.spans: list[Any] = []
        self.classes: list[str] = []

    def _make(self, entries: list[Entry], texts: list[str]) -> None:
        """The block's elements anew: a span for each move, its parentheses drawn with it
        (``data-open``/``data-close``, so a parenthesis never sits alone on a line), each
        alternative to the row's move on a line of its own."""
        dom.clear(self.element)
        self.spans, self.classes = [], []
        opens, last = "", None
        for entry, text in zip(entries, texts):
            if entry.kind == "open":
                if entry.depth == entries[0].depth and last is not None:
                    dom.html("br", self.element)
                opens += "("
            elif entry.kind == "close":
                if last is not None:
                    last.setAttribute("data-close", (last.getAttribute("data-close") or "") + ")")
            else:
                last = dom.html("span", self.element, text=text, data_variation=entry.depth,
                                data_path=path_text(entry.path), data_token=entry.token,
                                data_number=len(entry.path), data_open=opens or None)
                opens = ""
            self.spans.append(last)
            self.classes.append("")

    def draw(self, entries: list[Entry], words: Words, path: tuple[int, ...], cursor: int) -> Any:
        """Bring the block up to date; returns the current move's element if it is here."""
        keys = [(e.key, words(e) if e.kind == "move" else "") for e in entries]
        if keys != self.keys:
            self._make(entries, [text for _, text in keys])
            self.keys = keys
        current = None
        for i, entry in enumerate(entries):
            if entry.kind != "move":
                continue
            cls = where(entry, path, cursor)
            if cls != self.classes[i]:
                set_class(self.spans[i], cls)
                self.classes[i] = cls
            if cls == "current":
                current = self.spans[i]
        return current


class VariationList:
    """Draws ``Rows`` into the move list's rows (``items``/``shown``: the status panel's, so
    a list without variations goes on from the rows this leaves)."""

    def __init__(self, moves: Any, items: list[Any], shown: list[tuple[str, str, str]]) -> None:
        self.moves = moves
        self.items = items
        self.shown = shown
        self.blocks: dict[int, Block] = {}
        self.current: Any = None
        """The element of the move that led to the position shown (None: the start)."""

    def draw(self, rows: Rows, words: Words, path: tuple[int, ...], cursor: int) -> None:
        items, shown = self.items, self.shown
        main = rows.main
        while len(items) > len(main):
            items.pop().remove()
            shown.pop()
            self.blocks.pop(len(items), None)
        self.current = None
        for i, entry in enumerate(main):
            text = words(entry)
            cls = main_class(i + 1, rows.fork, cursor)
            if i == len(items):
                items.append(dom.html("li", self.moves, text=text, data_ply=i + 1, data_token=entry.token))
                shown.append((entry.token, "", ""))
            old = shown[i]
            if old[:2] != (entry.token, text):
                if old[0] != entry.token:
                    items[i].setAttribute("data-token", entry.token)
                items[i].textContent = text  # the block under it goes with the words: made again below
                self.blocks.pop(i, None)
            forks = i in rows.blocks
            full = f"{cls} forks".strip() if forks else cls
            if old[2] != full:
                set_class(items[i], full)
            shown[i] = (entry.token, text, full)
            if cls == "current":
                self.current = items[i]
            if forks:
                block = self.blocks.get(i)
                if block is None:
                    block = self.blocks[i] = Block(items[i])
                here = block.draw(rows.blocks[i], words, path, cursor)
                self.current = here or self.current
            elif i in self.blocks:
                self.blocks.pop(i).element.remove()

    def clear(self) -> None:
        """The record has no variations any more: the rows stay, their blocks go."""
        for i, block in self.blocks.items():
            block.element.remove()
            if i < len(self.shown):
                token, text, cls = self.shown[i]
                self.shown[i] = (token, text, cls.replace("forks", "").strip())
                set_class(self.items[i], self.shown[i][2])
        self.blocks.clear()
        self.current = None
