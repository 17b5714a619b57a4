"""Write ``games/diagram/looks.py``: the page's board styles, as the diagrams' own data.

A diagram should look like the page's board, yet ``games/`` never reads
``web/``. So the rules a diagram can use are copied from the page's stylesheets
(``web/style.css``: its ``:root`` colour variables and its "board drawing
(shared)" section; ``web/css/<name>.css`` for each game) into a module of
``games/diagram``, comments, ``@media``, ``@keyframes`` and the selectors of the
page's widgets (ids, pseudo-classes: ``games.diagram.style.scope`` drops them in
any drawing) left out, each rule on one line. ``tests/referee/test_diagram.py`` fails when the copy and the page's CSS
differ, so a colour changed on the page is changed here by running

    python tools/diagram_looks.py            # write the module
    python tools/diagram_looks.py --check    # only compare (exit 1 when stale)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.diagram.style import scope  # noqa: E402
from web.page_parts import PAGE_PARTS  # noqa: E402

TARGET = ROOT / "games" / "diagram" / "looks.py"
_COMMENT = re.compile(r"/\*.*?\*/", re.S)
Rules = tuple[tuple[tuple[str, ...], str], ...]


class _Everything(set[str]):
    """Stands for a drawing holding every class and element: what a selector could match."""

    def __contains__(self, item: object) -> bool:
        return True


def possible(selector: str) -> bool:
    """Whether some diagram of some game could keep ``selector`` (``style.scope``)."""
    return any(scope(selector, game, _Everything(), _Everything()) is not None for game in PAGE_PARTS)


def blocks(css: str) -> list[tuple[str, str]]:
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


def selector_list(prelude: str) -> list[str]:
    """The selectors of a rule's prelude: split at its top-level commas, never inside the
    parentheses of ``:is()``, ``:not()`` or ``:lang()``."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(prelude):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(prelude[start:i])
            start = i + 1
    return parts + [prelude[start:]]


def rules(css: str, variables_only: bool = False) -> Rules:
    """The (selectors, declarations) a diagram may use: no at-rule, no selector of the page's
    widgets; ``:root`` only if asked."""
    kept = []
    for prelude, body in blocks(css):
        if prelude.startswith("@") or (variables_only and prelude != ":root"):
            continue
        selectors = tuple(s for s in (p.strip() for p in selector_list(prelude)) if possible(s))
        if selectors:
            kept.append((selectors, " ".join(line.strip() for line in body.splitlines() if line.strip())))
    return tuple(kept)


def shared_drawing(css: str) -> str:
    """The board-drawing section of ``web/style.css`` ("" when it has none)."""
    marker = css.find("board drawing (shared)")
    return css[css.rfind("/*", 0, marker):] if marker >= 0 else ""


def source(web: Path = ROOT / "web") -> str:
    """The text of ``games/diagram/looks.py`` for the page's stylesheets in ``web``."""
    shared = (web / "style.css").read_text(encoding="utf-8")
    games = {name: rules((web / "css" / parts.css_name).read_text(encoding="utf-8"))
             for name, parts in PAGE_PARTS.items()}

    def table(items: Rules, indent: str) -> str:
        return "".join(f"{indent}({selectors!r}, {body!r}),\n" for selectors, body in items)

    lines = [
        '"""The page\'s board styles for the diagrams: colour variables and drawing rules.',
        "",
        "Written by ``tools/diagram_looks.py`` from the page's stylesheets (do not edit;",
        "``tests/referee/test_diagram.py`` fails when this copy and the page's CSS differ).",
        "``games.diagram.style`` keeps the rules a drawing can use and scopes them.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "Rules = tuple[tuple[tuple[str, ...], str], ...]",
        '"""(selectors, declarations) pairs, in the stylesheet\'s order; only the selectors a"',
        '"drawing could match (none of the page\'s widgets)."""',
        "",
        "VARIABLES: Rules = (",
        table(rules(shared, variables_only=True), "    ").rstrip("\n"),
        ")",
        '"""The shared ``:root`` blocks: the colour variables every board uses."""',
        "",
        "DRAWING: Rules = (",
        table(rules(shared_drawing(shared)), "    ").rstrip("\n"),
        ")",
        '"""The shared board-drawing rules."""',
        "",
        "GAMES: dict[str, Rules] = {",
    ]
    for name, items in games.items():
        lines += [f"    {name!r}: (", table(items, "        ").rstrip("\n"), "    ),"]
    lines += ["}", '"""Each game\'s own rules, by game name."""', ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    text = source()
    if "--check" in argv:
        if TARGET.read_text(encoding="utf-8") != text:
            print(f"{TARGET.relative_to(ROOT)} differs from the page's CSS: "
                  "run python tools/diagram_looks.py", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
