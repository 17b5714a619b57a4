"""The in-app rules pages: web/rules/<game>.<lang>.html, one per game and language.

Pure Python (no browser). Each page is an HTML fragment that the page puts into a
<dialog> with innerHTML, so it must be well formed, self-contained and inert: no
scripts, styles, images or links to anywhere else. Its "Try it" links open
positions on the board and must replay legally. The English and Japanese pages of
a game must have the same sections and the same links.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

from games import get_game
from games.record import replay
from games.registry import game_names
from web.links import parse_link

ROOT = Path(__file__).resolve().parent.parent.parent
RULES_DIR = ROOT / "web" / "rules"
LANGS = ("en", "ja")
RULINGS_HEADING = {"en": "Rulings used on this site", "ja": "このサイトで採用している裁定"}
PLAYING_HEADING = {"en": "Playing on this site", "ja": "このサイトでの遊び方"}

VOID = frozenset({"br", "wbr", "hr", "img", "input", "meta", "link", "col", "area", "base",
                  "embed", "source", "track", "param"})
ALLOWED_TAGS = frozenset({"article", "section", "h2", "h3", "h4", "p", "ul", "ol", "li", "strong",
                          "em", "b", "i", "table", "thead", "tbody", "tr", "th", "td", "kbd",
                          "code", "span", "a", "br", "small", "abbr", "dl", "dt", "dd"})
FORBIDDEN_TAGS = frozenset({"script", "style", "iframe", "img", "object", "embed", "link", "meta",
                            "base", "form", "input", "button", "svg", "math", "video", "audio",
                            "picture", "source", "frame", "frameset", "html", "head", "body",
                            "template", "noscript", "dialog"})
FORBIDDEN_ATTRS = frozenset({"style", "src", "srcset", "action", "formaction", "background",
                             "poster", "xlink:href", "ping", "target"})


@dataclass
class Element:
    tag: str
    attrs: dict[str, str | None]
    depth: int
    parent: "Element | None"
    text: list[str] = field(default_factory=list)

    @property
    def text_content(self) -> str:
        return " ".join("".join(self.text).split())


class FragmentChecker(HTMLParser):
    """Parses a fragment, recording every element and every nesting problem."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[Element] = []
        self.elements: list[Element] = []
        self.roots: list[Element] = []
        self.problems: list[str] = []
        self.stray_text: list[str] = []
        self.texts: list[str] = []

    def _where(self) -> str:
        line, col = self.getpos()
        return f"line {line}, col {col + 1}"

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        parent = self.stack[-1] if self.stack else None
        names = [name for name, _ in attrs]
        if len(names) != len(set(names)):
            self.problems.append(f"<{tag}> repeats an attribute at {self._where()}")
        element = Element(tag, dict(attrs), len(self.stack), parent)
        self.elements.append(element)
        if parent is None:
            self.roots.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in VOID:
            self.problems.append(f"<{tag}/> is not a void element ({self._where()})")
        parent = self.stack[-1] if self.stack else None
        element = Element(tag, dict(attrs), len(self.stack), parent)
        self.elements.append(element)
        if parent is None:
            self.roots.append(element)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            self.problems.append(f"</{tag}> closes a void element ({self._where()})")
            return
        if not self.stack:
            self.problems.append(f"</{tag}> closes nothing ({self._where()})")
            return
        top = self.stack[-1]
        if top.tag != tag:
            self.problems.append(f"</{tag}> at {self._where()} but <{top.tag}> is open")
            # recover: close up to the matching tag if there is one
            for i in range(len(self.stack) - 1, -1, -1):
                if self.stack[i].tag == tag:
                    del self.stack[i:]
                    break
            return
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.texts.append(data)
        if not self.stack:
            if data.strip():
                self.stray_text.append(data.strip())
            return
        for element in self.stack:
            element.text.append(data)

    def handle_comment(self, data: str) -> None:
        self.problems.append(f"comment at {self._where()} (keep the fragments plain)")

    def handle_decl(self, decl: str) -> None:
        self.problems.append(f"declaration <!{decl}> in a fragment")

    def handle_pi(self, data: str) -> None:
        self.problems.append(f"processing instruction <?{data}> in a fragment")

    def close(self) -> None:
        super().close()
        for element in self.stack:
            self.problems.append(f"<{element.tag}> is never closed")
        self.stack = []


def parse_fragment(text: str) -> FragmentChecker:
    checker = FragmentChecker()
    checker.feed(text)
    checker.close()
    return checker


@dataclass
class Page:
    game: str
    lang: str
    path: Path
    text: str
    doc: FragmentChecker

    def by_tag(self, tag: str) -> list[Element]:
        return [e for e in self.doc.elements if e.tag == tag]

    @property
    def hrefs(self) -> list[str]:
        return [e.attrs.get("href") or "" for e in self.by_tag("a")]

    @property
    def body_text(self) -> str:
        return "".join(self.doc.texts)


def page_path(game: str, lang: str) -> Path:
    return RULES_DIR / f"{game}.{lang}.html"


def load(game: str, lang: str) -> Page:
    path = page_path(game, lang)
    text = path.read_text(encoding="utf-8")
    return Page(game, lang, path, text, parse_fragment(text))


CASES = [(game, lang) for game in game_names() for lang in LANGS]
IDS = [f"{game}-{lang}" for game, lang in CASES]


@pytest.fixture(params=CASES, ids=IDS)
def page(request: pytest.FixtureRequest) -> Page:
    game, lang = request.param
    if not page_path(game, lang).is_file():
        pytest.fail(f"{page_path(game, lang).relative_to(ROOT)} is missing")
    return load(game, lang)


# ----- the checker itself ----------------------------------------------------------------------

@pytest.mark.parametrize("bad", [
    "<article><p>open</article>",
    "<article><p>x</p>",
    "<article><em><strong>x</em></strong></article>",
    "<article></p></article>",
    "<article><p>x</p></article></article>",
    "<article><br></br></article>",
    "<article><p/>x</article>",
])
def test_checker_finds_unbalanced_tags(bad: str) -> None:
    assert parse_fragment(bad).problems


def test_checker_accepts_a_balanced_fragment() -> None:
    doc = parse_fragment('<article class="rules" lang="en"><h2>T</h2><p>a<br>b <kbd>R</kbd>'
                         '</p><ul><li>x</li></ul></article>')
    assert doc.problems == [] and [r.tag for r in doc.roots] == ["article"]


# ----- every page ------------------------------------------------------------------------------

def test_every_game_has_both_pages() -> None:
    missing = [str(page_path(g, lang).relative_to(ROOT)) for g, lang in CASES
               if not page_path(g, lang).is_file()]
    assert not missing, f"missing rules pages: {missing}"


def test_no_stray_rules_pages() -> None:
    expected = {page_path(g, lang).name for g, lang in CASES}
    present = {p.name for p in RULES_DIR.glob("*")}
    assert present <= expected, f"unexpected files in web/rules: {sorted(present - expected)}"


def test_tags_are_balanced(page: Page) -> None:
    assert page.doc.problems == [], f"{page.path.name}: {page.doc.problems}"


def test_root_is_one_rules_article(page: Page) -> None:
    roots = page.doc.roots
    assert [r.tag for r in roots] == ["article"], f"{page.path.name}: roots {[r.tag for r in roots]}"
    assert page.doc.stray_text == [], f"{page.path.name}: text outside the article"
    root = roots[0]
    assert "rules" in (root.attrs.get("class") or "").split()
    assert root.attrs.get("lang") == page.lang
    assert page.by_tag("article") == [root], "only one <article>"


def test_title_and_sections(page: Page) -> None:
    root = page.doc.roots[0]
    children = [e for e in page.doc.elements if e.parent is root]
    assert children and children[0].tag == "h2", f"{page.path.name}: the first element is not <h2>"
    assert len(page.by_tag("h2")) == 1
    assert children[0].text_content
    headings = [h.text_content for h in page.by_tag("h3")]
    assert len(headings) >= 5, f"{page.path.name}: only {len(headings)} sections"
    assert len(set(headings)) == len(headings), f"{page.path.name}: repeated section headings"
    for wanted in (RULINGS_HEADING[page.lang], PLAYING_HEADING[page.lang]):
        assert wanted in headings, f"{page.path.name}: no section {wanted!r}"
    rulings = next(h for h in page.by_tag("h3") if h.text_content == RULINGS_HEADING[page.lang])
    siblings = [e for e in page.doc.elements if e.parent is root]
    after = siblings[siblings.index(rulings) + 1]
    items = [e for e in page.doc.elements if e.tag == "li" and e.parent is after]
    assert after.tag in ("ul", "ol") and len(items) >= 3, \
        f"{page.path.name}: the rulings section should be a list of points"


def test_nothing_active_or_external(page: Page) -> None:
    name = page.path.name
    for e in page.doc.elements:
        assert e.tag not in FORBIDDEN_TAGS, f"{name}: <{e.tag}> is not allowed"
        assert e.tag in ALLOWED_TAGS, f"{name}: <{e.tag}> is not an allowed tag"
        for attr, value in e.attrs.items():
            assert not attr.startswith("on"), f"{name}: event handler {attr} on <{e.tag}>"
            assert attr not in FORBIDDEN_ATTRS, f"{name}: attribute {attr} on <{e.tag}>"
            v = (value or "").strip().lower()
            for bad in ("javascript:", "data:", "vbscript:"):
                assert not v.startswith(bad), f"{name}: {attr}={value!r}"
        href = (e.attrs.get("href") or "").strip()
        if "href" in e.attrs:
            assert e.tag == "a"
            assert not href.lower().startswith(("http:", "https:", "//")), f"{name}: external {href!r}"
            assert href.startswith(("?", "#")), f"{name}: href {href!r} is not a link inside the site"
    lowered = page.text.lower()
    for needle in ("http", "<script", "<style", "style=", "src=", "javascript:", "<!doctype"):
        assert needle not in lowered, f"{name}: contains {needle!r}"


def test_try_it_links_replay_legally(page: Page) -> None:
    links = [h for h in page.hrefs if h.startswith("?")]
    assert 1 <= len(links) <= 3, f"{page.path.name}: {len(links)} Try it links (want 1-3)"
    for href in links:
        request = parse_link(href)
        assert request.problems == [], f"{href}: {request.problems}"
        assert request.game == page.game, f"{href}: opens {request.game!r}, not {page.game!r}"
        assert request.moves, f"{href}: no moves"
        assert not request.embed
        game = get_game(request.game)
        options = game.options(request.players, request.options, request.seed, request.deck)
        result = replay(game.new(options), request.moves)
        assert result.error is None, f"{page.path.name}: {href}: {result.error}"
        if request.ply is not None:
            assert request.ply <= len(request.moves)


def _letters(text: str) -> tuple[int, int, int]:
    """(Japanese letters, Latin letters, all letters) of ``text``."""
    japanese = latin = total = 0
    for ch in text:
        if not ch.isalpha():
            continue
        total += 1
        code = ord(ch)
        if (0x3040 <= code <= 0x30FF or 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF
                or 0xFF66 <= code <= 0xFF9F or 0x31F0 <= code <= 0x31FF):
            japanese += 1
        elif ch.isascii() or 0x00C0 <= code <= 0x024F:
            latin += 1
    return japanese, latin, total


def test_language_of_the_text(page: Page) -> None:
    japanese, latin, total = _letters(page.body_text)
    assert total > 500, f"{page.path.name}: too little text"
    if page.lang == "ja":
        assert japanese > total / 2, f"{page.path.name}: only {japanese} of {total} letters are Japanese"
        assert "です" in page.body_text or "ます" in page.body_text, "write in です・ます調"
    else:
        assert latin > 0.95 * total, f"{page.path.name}: only {latin} of {total} letters are Latin"


def test_keyboard_is_mentioned(page: Page) -> None:
    kbd = {e.text_content for e in page.by_tag("kbd")}
    assert {"Enter", "Esc"} <= kbd, f"{page.path.name}: the keyboard controls are not described"


# ----- the two languages of a game agree ---------------------------------------------------------

@pytest.mark.parametrize("game", game_names())
def test_english_and_japanese_match(game: str) -> None:
    en, ja = load(game, "en"), load(game, "ja")
    assert len(en.by_tag("h3")) == len(ja.by_tag("h3")), \
        f"{game}: {len(en.by_tag('h3'))} sections in English, {len(ja.by_tag('h3'))} in Japanese"
    assert sorted(en.hrefs) == sorted(ja.hrefs), f"{game}: the Try it links differ"
    rulings = {}
    for p in (en, ja):
        root = p.doc.roots[0]
        siblings = [e for e in p.doc.elements if e.parent is root]
        heading = next(h for h in p.by_tag("h3") if h.text_content == RULINGS_HEADING[p.lang])
        listing = siblings[siblings.index(heading) + 1]
        rulings[p.lang] = [e for e in p.doc.elements if e.tag == "li" and e.parent is listing]
    assert len(rulings["en"]) == len(rulings["ja"]), \
        f"{game}: {len(rulings['en'])} rulings in English, {len(rulings['ja'])} in Japanese"
    ja_words = len("".join(ja.body_text.split()))
    en_words = len(en.body_text.split())
    assert 500 <= en_words <= 2000, f"{game}: {en_words} English words"
    assert ja_words >= en_words, f"{game}: the Japanese page looks much shorter than the English one"


# ----- the interface's own words -------------------------------------------------------------------

INTERFACE_KEYS = ("control.draw", "control.flip", "control.undo", "control.redo", "siam.seat.0",
                  "siam.seat.1", "saiju.end", "saiju.finish", "saiju.scoring", "saiju.labels",
                  "ni-ju.rotate", "ni-ju.pass", "symbol-pallet.draw", "symbol-pallet.letters",
                  "symbol-pallet.phase.discard", "symbol-pallet.pass")
"""Buttons and seats the rules pages name: their English words must not appear on a Japanese page."""


def _words(key: str, lang: str, attrs: dict[str, str | None]) -> str:
    from web import i18n

    before = i18n.lang()
    i18n.set_lang(lang)
    try:
        fields = {name[len("data-ui-"):]: (i18n.t(value) if i18n.has(value) else value)
                  for name, value in attrs.items() if name.startswith("data-ui-") and value is not None}
        return i18n.t(key, **fields)
    finally:
        i18n.set_lang(before)


def test_named_buttons_are_the_interfaces_words(page: Page) -> None:
    """Each ``data-ui`` element says what the interface's string table says (the dialog writes it
    from the table too): a button renamed in web/strings.js fails here until the page follows."""
    from web import i18n

    for element in page.doc.elements:
        key = element.attrs.get("data-ui")
        if key is None:
            continue
        assert i18n.has(key), f"{page.path.name}: data-ui={key!r} is no string of web/strings.js"
        assert element.text_content == " ".join(_words(key, page.lang, element.attrs).split()), (
            f"{page.path.name}: {element.text_content!r} is not the interface's {key!r}")


@pytest.mark.parametrize("game", game_names())
def test_a_japanese_page_names_no_button_in_english(game: str) -> None:
    text = " ".join(load(game, "ja").doc.texts)
    english = {key: _words(key, "en", {}) for key in INTERFACE_KEYS}
    found = [words for words in english.values() if len(words) > 3 and words in text]
    assert not found, f"{game}.ja.html names buttons in English: {found}"
    for example in ("wins", " to ", "points each", "Give the device", "show my hand"):
        assert example not in text, f"{game}.ja.html: {example!r}"
