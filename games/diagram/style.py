"""The page's board styles, trimmed and scoped for a static diagram.

A diagram should look like the page's board, so it embeds the page's own
rules: the colour variables, the shared board-drawing rules and the game's own
(``games.diagram.looks``, the diagrams' copy of the page's stylesheets, which a
test keeps equal to them). Only the rules a diagram can use are kept: a
selector survives when every class and element it names occurs in the
drawing; page layout, buttons and dialogs go. Every kept selector is scoped
under the diagram's root (``.ab-diagram``) so an SVG inlined into another page
styles only itself; ``:root`` and the game page's ``#app[data-game="…"]``
(which hold the colour variables) become the diagram's root.
"""

from __future__ import annotations

import re

from typing import TYPE_CHECKING

from .svg import Node

if TYPE_CHECKING:
    from .looks import Rules

ROOT_CLASS = "ab-diagram"

_CLASS = re.compile(r"\.([A-Za-z_][\w-]*)")
_TAG = re.compile(r"(?:^|[\s>+~(])([a-zA-Z][\w-]*)")


def scope(selector: str, game: str, classes: set[str], tags: set[str]) -> str | None:
    """The selector rewritten for the diagram, or None when it cannot match in it."""
    root = f'.{ROOT_CLASS}[data-game="{game}"]'
    page = f'#app[data-game="{game}"]'
    if selector == ":root":
        return f".{ROOT_CLASS}"
    if selector == f"{page} .board":
        return root
    if selector.startswith(page):
        rest = selector[len(page):]
        if rest.strip() == "":
            return root
        if not rest.startswith(" "):
            return None  # e.g. #app[…]:not(:has(…)): a state of the page, not of a board
        selector, prefix = rest.strip(), root + " "
    else:
        prefix = f".{ROOT_CLASS} "
    if "#" in selector or ":" in selector or "*" in selector:
        return None  # ids, pseudo-classes and pseudo-elements belong to the page's widgets
    named = _CLASS.findall(selector)
    bare = _CLASS.sub("", re.sub(r"\[[^\]]*\]", "", selector))
    elements = _TAG.findall(bare)
    if not named and not elements:
        return None  # attribute-only selectors ([hidden] …) are the page's
    if not all(c in classes for c in named) or not all(t in tags for t in elements):
        return None
    return prefix + selector


def _rules(rules: "Rules", game: str, classes: set[str], tags: set[str]) -> list[str]:
    kept = []
    for prelude, declarations in rules:
        selectors = [s for s in (scope(p, game, classes, tags) for p in prelude) if s is not None]
        if selectors:
            kept.append(f"{', '.join(selectors)} {{ {declarations} }}")
    return kept


def stylesheet(game: str, tree: Node) -> str:
    """The CSS for a diagram of ``game`` drawn as ``tree``: the shared board rules, and the
    game's own where the looks have them (a game added through the tables alone draws its
    squares and marks as every board does until ``tools/diagram_looks.py`` copies its own)."""
    from .looks import DRAWING, GAMES, VARIABLES

    classes: set[str] = {ROOT_CLASS}
    tags: set[str] = set()
    for node in tree.iter():
        classes.update(node.classes())
        tags.add(node.tag)
    rules = _rules(VARIABLES, game, classes, tags)
    rules += _rules(DRAWING, game, classes, tags)
    rules += _rules(GAMES.get(game, ()), game, classes, tags)
    return "\n".join(rules) + "\n"
