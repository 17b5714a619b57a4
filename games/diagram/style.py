"""The page's stylesheets, trimmed and scoped for a static diagram.

A diagram should look like the page's board, so it embeds the page's own
CSS, read at run time from the checkout (``web/style.css`` and
``web/css/<game>.css``), rather than a copy that would drift. Only the rules a
diagram can use are kept: a selector survives when every class and element
it names occurs in the drawing; page layout, buttons, dialogs, ``@media`` and
animations go. Every kept selector is scoped under the diagram's root
(``.ab-diagram``) so an SVG inlined into another page styles only itself;
``:root`` and the game page's ``#app[data-game="…"]`` (which hold the colour
variables) become the diagram's root.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..catalog import CATALOG
from .svg import Node

ROOT_CLASS = "ab-diagram"
WEB = Path(__file__).resolve().parents[2] / "web"
CSS_FILE = {name: parts.css_name for name, parts in CATALOG.items()}

_COMMENT = re.compile(r"/\*.*?\*/", re.S)
_CLASS = re.compile(r"\.([A-Za-z_][\w-]*)")
_TAG = re.compile(r"(?:^|[\s>+~(])([a-zA-Z][\w-]*)")


def _blocks(css: str) -> list[tuple[str, str]]:
    """Top-level (prelude, body) pairs of a stylesheet; at-rules keep their whole body."""
    css = _COMMENT.sub("", css)
    out = []
    i, n = 0, len(css)
    while i < n:
        start = css.find("{", i)
        if start < 0:
            break
        depth, j = 1, start + 1
        while j < n and depth:
            if css[j] == "{":
                depth += 1
            elif css[j] == "}":
                depth -= 1
            j += 1
        out.append((css[i:start].strip(), css[start + 1:j - 1].strip()))
        i = j
    return out


def _scope(selector: str, game: str, classes: set[str], tags: set[str]) -> str | None:
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


def _rules(css: str, game: str, classes: set[str], tags: set[str], variables_only: bool) -> list[str]:
    kept = []
    for prelude, body in _blocks(css):
        if prelude.startswith("@"):
            continue  # @media (page layout, reduced motion), @keyframes (animations)
        if variables_only and prelude != ":root":
            continue
        selectors = [s for s in (_scope(p.strip(), game, classes, tags) for p in prelude.split(","))
                     if s is not None]
        if selectors:
            declarations = " ".join(line.strip() for line in body.splitlines() if line.strip())
            kept.append(f"{', '.join(selectors)} {{ {declarations} }}")
    return kept


def _shared_part(css: str) -> tuple[str, str]:
    """``web/style.css`` split into its variables block and its board-drawing section."""
    marker = css.find("board drawing (shared)")
    return css, css[css.rfind("/*", 0, marker):] if marker >= 0 else ""


def stylesheet(game: str, tree: Node, web: Path = WEB) -> str:
    """The CSS for a diagram of ``game`` drawn as ``tree`` ("" when the page's files are absent)."""
    classes: set[str] = {ROOT_CLASS}
    tags: set[str] = set()
    for node in tree.iter():
        classes.update(node.classes())
        tags.add(node.tag)
    try:
        shared = (web / "style.css").read_text(encoding="utf-8")
        own = (web / "css" / CSS_FILE[game]).read_text(encoding="utf-8")
    except (OSError, KeyError):
        return ""
    whole, drawing = _shared_part(shared)
    rules = _rules(whole, game, classes, tags, variables_only=True)
    rules += _rules(drawing, game, classes, tags, variables_only=False)
    rules += _rules(own, game, classes, tags, variables_only=False)
    return "\n".join(rules) + "\n"
