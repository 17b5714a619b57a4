"""The Japanese rules pages (``web/rules/<game>.ja.html``) are Japanese throughout.

A Japanese reader of the Rules dialog should meet no English word: the only Latin
letters a page may hold are names (of the game, its designer, its publisher) and the
notation it deliberately shows, each allowed in the tables below with its reason.
What a page quotes in 「」 is either the interface's own Japanese words (a string of
``web/strings.js``'s ``ja`` table, or a ``data-ui`` element, which the dialog fills from
that table) or a word of the rules listed here; so a button named in the rules reads
exactly as the button on screen, and a button named in English, or under another name,
fails. (``tests/page/test_rules_pages.py`` checks that each ``data-ui`` element's text is
the table's.)
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from games.registry import game_names
from web import i18n

ROOT = Path(__file__).resolve().parent.parent.parent
JA = i18n.parse_table_source((ROOT / "web" / "strings.js").read_text(encoding="utf-8"))["ja"]
JA_WORDS = frozenset(JA.values())

NAMES: dict[str, tuple[str, ...]] = {
    "siam": (
        "Siam",             # the game's name, beside シャム, as the rulebook's own title gives both
        "Didier Dhorbait",  # the designer
        "Ferti",            # the publisher: a company's proper name, written as it writes it
    ),
    "saiju": (),
    "ni-ju": (
        "Ni-Ju",                  # the game's name (the title glosses it ニジュウ)
        "Néstor Romeral Andrés",  # the designer
    ),
    "symbol-pallet": (
        "Symbol Pallet",  # the game's name, beside シンボルパレット
        "ボドゲ工房R",     # the designer's studio, whose name ends in a Latin R
    ),
}
"""Names on each page, written in Latin letters as their owners write them."""

KEYS = r"Enter|Esc"
"""Keys named as their key caps print them (each page's <kbd> list of keyboard controls)."""

NOTATION: dict[str, str] = {
    # Squares (A1) and columns (A〜E): the square names the move list and the board show.
    "siam": r"[A-E][1-5]?",
    # Hexes (a1) and rows (a〜g): the hex names the move list and the 座標 labels show.
    "saiju": r"[a-g][1-7]?",
    # The rotate key, <kbd>R</kbd>, which the Rotate button's own label shows too: ⟳ 回転 (R).
    "ni-ju": r"R",
    # Chips a and b, as the chip buttons and the move list name them; A and B, the Japanese
    # rulebook's own labels of the two actions (A:引く, B:置く); Q2, its question the rulings cite.
    "symbol-pallet": r"[ab]|[AB]|Q2",
}
"""Notation each page deliberately shows (a whole Latin word must match)."""

RULE_TERMS: dict[str, frozenset[str]] = {
    "siam": frozenset({
        "ボードから外に出す", "向きを変える", "押す",  # the page's own names of three of the five actions
        "取り除きは1回まで",  # the rulebook's name of the option, in its words
        "変則ボード",  # the rulebook's variant the site leaves out
        "お互いの最初の2手番",  # the opening rule's words, which a ruling explains
        "岩は(岩の数−1)×−1と数え、合計が1以上",  # the rulebook's count of a push, which a ruling restates
    }),
    "saiju": frozenset({
        "影", "色",  # the rulebook's names of the two kinds of pieces
        "ストック",  # the page's name for the supply
        "雪月花",  # the pattern the game is themed on
    }),
    "ni-ju": frozenset({
        "20",  # what the name means in Japanese
    }),
    "symbol-pallet": frozenset({
        "下のタイル",  # the rules' term for the tiles a new tile rests on
        "チップを置いたタイルの上に移動する",  # the place action's own choice, as the turn section words it
    }),
}
"""Words of the rules a page quotes in 「」 that are no words of the interface."""

LATIN_LETTER = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"  # not × (d7) nor ÷ (f7)
LATIN_WORD = re.compile(rf"[0-9{LATIN_LETTER}'’\-]*[{LATIN_LETTER}][0-9{LATIN_LETTER}'’\-]*")
UI_MARK = re.compile(r"⟦([^⟧]*)⟧")


class Reading(HTMLParser):
    """A page's text twice: as a reader sees it (``text``), and ``marked``, where a ``data-ui``
    element stands as ⟦key⟧ (its words are the table's) and any other <strong> as 《its text》."""

    VOID = frozenset({"br", "wbr", "hr"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.marked: list[str] = []
        self._open: list[str] = []  # what each open element closes with in ``marked``
        self._quiet = 0  # open data-ui elements: their text is kept out of ``marked``

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        key = dict(attrs).get("data-ui")
        close = ""
        if self._quiet:
            close = ""
        elif key is not None:
            self.marked.append(f"⟦{key}⟧")
            close = "quiet"
            self._quiet += 1
        elif tag == "strong":
            self.marked.append("《")
            close = "》"
        self._open.append(close)

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID or not self._open:
            return
        close = self._open.pop()
        if close == "quiet":
            self._quiet -= 1
        else:
            self.marked.append(close)

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if not self._quiet:
            self.marked.append(data)


def read(source: str) -> tuple[str, str]:
    reading = Reading()
    reading.feed(source)
    reading.close()
    return " ".join("".join(reading.text).split()), " ".join("".join(reading.marked).split())


def english_words(game: str, text: str) -> list[str]:
    """The Latin words of ``text`` that are neither a name nor the page's notation."""
    for name in NAMES[game]:
        text = text.replace(name, " ")
    allowed = re.compile(rf"(?:{KEYS}|{NOTATION[game]})")
    return [word for word in LATIN_WORD.findall(text) if not allowed.fullmatch(word)]


def quoted(marked: str) -> list[str]:
    """What ``marked`` quotes in 「」, emphasis dropped (「<strong>影</strong>」 quotes 影)."""
    return [words.replace("《", "").replace("》", "") for words in re.findall(r"「([^「」]*)」", marked)]


def quotes_not_the_interfaces(game: str, marked: str) -> list[str]:
    """Quotes that are neither the interface's Japanese words nor a listed word of the rules."""
    wrong = []
    for words in quoted(marked):
        keys = UI_MARK.fullmatch(words)
        if keys is not None and i18n.has(keys.group(1)):
            continue
        if words not in JA_WORDS and words not in RULE_TERMS[game]:
            wrong.append(words)
    return wrong


def buttons_not_the_interfaces(marked: str) -> list[str]:
    """Names written before ボタン, in 「」 or in <strong>, that are no Japanese label."""
    wrong = []
    for words in re.findall(r"(?:「([^「」]*)」|《([^《》]*)》|⟦([^⟧]*)⟧)ボタン", marked):
        quote, strong, key = words
        if key:
            if not i18n.has(key):
                wrong.append(key)
        elif (quote or strong) not in JA_WORDS:
            wrong.append(quote or strong)
    return wrong


def page(game: str) -> str:
    return (ROOT / "web" / "rules" / f"{game}.ja.html").read_text(encoding="utf-8")


# ----- the checks themselves --------------------------------------------------------------------

def test_the_checks_find_english_and_a_button_under_another_name() -> None:
    text, marked = read('<p>「<strong>Yes</strong>かNoで答えます」。相手が押したときは「(the rhinos\' push)」'
                        'と書き添え、<strong>Pass</strong>ボタンか<strong>はい</strong>ボタンを押し、'
                        '<kbd>Enter</kbd>、<strong data-ui="symbol-pallet.no">いいえ</strong>、B3。</p>')
    assert english_words("siam", text) == ["Yes", "No", "the", "rhinos'", "push", "Pass"]
    assert quotes_not_the_interfaces("siam", marked) == ["YesかNoで答えます", "(the rhinos' push)"]
    assert buttons_not_the_interfaces(marked) == ["Pass"]
    assert english_words("saiju", text)[-1] == "B3", "a square name of another game is no notation here"


# ----- every Japanese page ----------------------------------------------------------------------

def test_every_game_has_its_tables() -> None:
    games = set(game_names())
    assert set(NAMES) == set(NOTATION) == set(RULE_TERMS) == games


@pytest.mark.parametrize("game", game_names())
def test_a_japanese_rules_page_has_no_english_word(game: str) -> None:
    text, _ = read(page(game))
    assert english_words(game, text) == [], f"{game}.ja.html: words in Latin letters"


@pytest.mark.parametrize("game", game_names())
def test_what_a_japanese_rules_page_quotes_is_the_interfaces_words_or_the_rules(game: str) -> None:
    _, marked = read(page(game))
    assert quotes_not_the_interfaces(game, marked) == [], (
        f"{game}.ja.html: a quote that is neither a Japanese string of web/strings.js "
        "(a button's label as it reads) nor a word of the rules listed in RULE_TERMS")


@pytest.mark.parametrize("game", game_names())
def test_a_button_a_japanese_rules_page_names_is_a_japanese_label(game: str) -> None:
    _, marked = read(page(game))
    assert buttons_not_the_interfaces(marked) == [], f"{game}.ja.html: buttons not named as they read"
