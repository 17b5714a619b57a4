"""Write the home page's game cards in ``index.html`` from the two game tables.

The cards are plain HTML in ``index.html`` (not drawn by Python) so that the
home page is whole at its first paint, before Pyodide has started. They are
made here from ``web/page_parts.py`` (which games the page shows, in order) and
the games' own facts (how many players, whether hands are hidden), with the
English words of ``web/strings.js`` as the text the page shows until its
language is applied: a new game gets its card by being in the tables, and
``tests/rules/test_catalog.py`` fails when ``index.html`` holds other cards than
these (``python tools/home_cards.py`` writes them; ``--check`` only compares).
"""

from __future__ import annotations

import sys
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from games.registry import get_game  # noqa: E402
from web import i18n  # noqa: E402
from web.page_parts import PAGE_PARTS  # noqa: E402

INDEX = ROOT / "index.html"
BEGIN = "<!-- game cards: written by tools/home_cards.py from the game tables -->"
END = "<!-- end of the game cards -->"
INDENT = "      "


def _english() -> dict[str, str]:
    source = (ROOT / "web" / "strings.js").read_text(encoding="utf-8")
    return i18n.parse_table_source(source)["en"]


def name_key(name: str, words: dict[str, str]) -> str:
    """The card's title: the home page's own name of the game where it has one
    (Saiju's carries its kanji), else the game's name."""
    return f"home.name.{name}" if f"home.name.{name}" in words else f"game.{name}"


def computer_link(name: str) -> str:
    """Against the computer: two seats, the second the computer's. A game of hidden hands
    names its seat count, so the one person's hand is the only one shown."""
    players = "players=2&" if get_game(name).hidden_hands else ""
    return f"?game={name}&{players}computer=2-normal"


def card(name: str, words: dict[str, str]) -> list[str]:
    """One ``<li class="game-card">``, line by line, without the list's indent."""
    game = get_game(name)

    def text(key: str) -> str:
        return escape(words[key], quote=False)

    def attr(value: str) -> str:
        return escape(value, quote=False).replace('"', "&quot;")

    def link(href: str, key: str, lead: str = "", mid: str = "", tail: str = "") -> str:
        """``<a>`` opening ``href`` in the page; ``lead``, ``mid`` and ``tail`` are more
        attributes, before the address, before the words' key and after it."""
        return (f'<a{lead} href="{attr(href)}" data-open-link="{href}"{mid} '
                f'data-i18n="{key}"{tail}>{text(key)}</a>')

    title = name_key(name, words)
    people = [
        link(f"?game={name}&players={n}", f"home.people.{n}",
             tail=f' aria-label="{attr(words[f"home.people.label.{n}"])}"'
                  f' data-i18n-label="home.people.label.{n}"')
        for n in range(game.min_players, game.max_players + 1)
    ]
    return [
        f'<li class="game-card" data-game-card="{name}">',
        f'  <a href="?game={name}" data-open-game="{name}">',
        f'    <img class="game-picture" src="previews/{name}.svg" width="600" height="600" '
        f'loading="lazy" decoding="async" alt="{attr(words[f"home.picture.{name}"])}" '
        f'data-i18n-alt="home.picture.{name}">',
        f'    <span class="game-name" data-i18n="{title}">{text(title)}</span>',
        f'    <span class="game-meta" data-i18n="home.meta.{name}">{text(f"home.meta.{name}")}</span>',
        '  </a>',
        '  <div class="card-actions">',
        '    ' + link(computer_link(name), "ai.home.play", lead=' class="vs-computer"'),
        f'    <button type="button" class="rules-button" data-rules="{name}" '
        f'data-i18n="rules.open">{text("rules.open")}</button>',
        '  </div>',
        '  <div class="card-people">',
        f'    <span data-i18n="home.people">{text("home.people")}</span>',
        *(f"    {line}" for line in people),
        '  </div>',
        '  <div class="card-learn">',
        '    ' + link(f"?game={name}&tutorial=1", "learn.home.learn", mid=' data-learn-link="tutorial"'),
        '    ' + link(f"?game={name}&puzzles=1", "learn.home.puzzles", mid=' data-learn-link="puzzles"'),
        '  </div>',
        '</li>',
    ]


def cards() -> str:
    """The whole block between the markers, markers included."""
    words = _english()
    lines = [BEGIN]
    for name in PAGE_PARTS:
        lines.extend(card(name, words))
    lines.append(END)
    return "\n".join(INDENT + line for line in lines)


def with_cards(page: str) -> str:
    """``page`` with its block of cards made anew."""
    start = page.index(INDENT + BEGIN)
    stop = page.index(END, start) + len(END)
    return page[:start] + cards() + page[stop:]


def main(argv: list[str]) -> int:
    page = INDEX.read_text(encoding="utf-8")
    made = with_cards(page)
    if "--check" in argv:
        if made != page:
            print("index.html's game cards differ from the tables: run python tools/home_cards.py")
            return 1
        return 0
    if made != page:
        INDEX.write_text(made, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
