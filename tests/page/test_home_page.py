"""The home page as a newcomer meets it: a picture of each game's board on its card, the four
cards laid out evenly at every size, and the unfinished games in reach on a phone.

What is checked is what a person sees: images loaded and drawn, alt text in the page's
language, the cards' rectangles on screen, the heading inside the first screenful.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from tests.conftest import READY_TIMEOUT_MS, ROOT, japanese_page, ready
from tests.page.test_a11y import axe_violations
from tests.page.test_records_page import wait_for_saves
from tests.page.test_siam_page import play_by_taps as siam_move
from tools.make_previews import PREVIEWS
from web import i18n

TABLES = i18n.parse_table_source((ROOT / "web" / "strings.js").read_text(encoding="utf-8"))
GAMES = ("siam", "saiju", "ni-ju", "symbol-pallet")
SIZES = ((390, 844), (768, 1024), (1024, 768), (1366, 1024))
PHONE = {"width": 390, "height": 844}

PICTURES = """() => [...document.querySelectorAll('#home .game-card')].map(card => {
  const img = card.querySelector('img');
  return img && {game: card.dataset.gameCard, complete: img.complete, natural: img.naturalWidth,
                 alt: img.alt, width: img.getBoundingClientRect().width,
                 height: img.getBoundingClientRect().height};
})"""
"""Each card's picture as the page has it now (null for a card without one)."""

CARDS = """() => [...document.querySelectorAll('#home .game-card')].map(card => {
  const r = card.getBoundingClientRect();
  const targets = [...card.querySelectorAll('a:not([data-open-game]), button')].map(t => {
    const b = t.getBoundingClientRect();
    return {text: t.textContent.trim(), top: b.top + scrollY, bottom: b.bottom + scrollY,
            height: b.height, width: b.width};
  });
  const img = card.querySelector('img');
  const picture = img ? img.getBoundingClientRect() : null;
  return {game: card.dataset.gameCard, top: Math.round(r.top + scrollY), left: r.left,
          width: r.width, height: r.height, targets,
          picture: picture && {width: picture.width, height: picture.height}};
})"""
"""Each card's rectangle (from the top of the page), its tap targets and its picture's box."""


@pytest.fixture
def ja_page(new_context: Any, base_url: str) -> Iterator[Any]:
    yield from japanese_page(new_context, base_url)


@pytest.fixture(params=["en", "ja"])
def lang(request: Any) -> str:
    """The language the browser of ``on`` prefers."""
    return str(request.param)


@pytest.fixture
def on(request: Any, lang: str, browser_type: Any) -> Any:
    """A page whose browser prefers ``lang`` (``browser_type`` named so that the test is
    marked ``browser``: the page comes from ``getfixturevalue``)."""
    return request.getfixturevalue("page" if lang == "en" else "ja_page")


def pictures_loaded(page: Any) -> list[dict[str, Any]]:
    """Every card's picture once each is loaded: scrolled to, as a person would (they load
    lazily), and decoded."""
    for game in GAMES:
        page.locator(f'[data-game-card="{game}"] img').scroll_into_view_if_needed()
    page.wait_for_function("() => [...document.querySelectorAll('#home .game-card img')]"
                           ".every(img => img.complete)", timeout=READY_TIMEOUT_MS)
    page.evaluate("() => Promise.all([...document.querySelectorAll('#home .game-card img')]"
                  ".map(img => img.decode().catch(() => null)))")
    return page.evaluate(PICTURES)


def check_pictures(page: Any, lang: str) -> None:
    found = pictures_loaded(page)
    assert [p and p["game"] for p in found] == list(GAMES), found
    for picture in found:
        assert picture["natural"] > 0, f"{picture['game']}: the picture did not load"
        assert picture["width"] > 0 and picture["height"] > 0, picture
        assert picture["alt"] == TABLES[lang][f"home.picture.{picture['game']}"], picture


def test_each_card_shows_a_picture_of_its_board_with_alt_text_in_the_pages_language(
        page: Any, ja_page: Any) -> None:
    ready(page)
    check_pictures(page, "en")
    ready(ja_page)
    check_pictures(ja_page, "ja")
    ja_page.click("[data-lang-switch]")  # the switch re-words the pictures too, at once
    ja_page.wait_for_function("document.documentElement.lang === 'en'")
    assert [p["alt"] for p in ja_page.evaluate(PICTURES)] == \
        [TABLES["en"][f"home.picture.{game}"] for game in GAMES]


def uneven(cards: list[dict[str, Any]], width: int, height: int) -> list[str]:
    """What keeps the cards from an even layout: rows of different lengths (a card alone in
    the last row), unequal widths or heights in a row, a tap target under 44 px, a picture
    with no box of its own before it loads."""
    problems: list[str] = []
    rows: dict[int, list[dict[str, Any]]] = {}
    for card in cards:
        rows.setdefault(card["top"], []).append(card)
    lengths = [len(row) for row in rows.values()]
    if len(set(lengths)) != 1:
        problems.append(f"rows of {lengths} cards")
    if width >= 600 and lengths[0] == 1:
        problems.append("one card a row on a wide screen")
    for row in rows.values():
        widths = {round(card["width"]) for card in row}
        heights = {round(card["height"]) for card in row}
        if len(widths) != 1 or len(heights) != 1:
            problems.append(f"a row of widths {widths} and heights {heights}")
    for card in cards:
        if card["left"] < 0 or card["left"] + card["width"] > width:
            problems.append(f"{card['game']} runs off the screen sideways")
        if not card["picture"] or card["picture"]["height"] < 40:
            problems.append(f"{card['game']}: no picture box ({card['picture']})")
        for target in card["targets"]:
            if round(target["height"]) < 44 or round(target["width"]) < 44:
                problems.append(f"{card['game']}: {target['text']!r} is {target['width']:.0f}×"
                                f"{target['height']:.0f} px")
    return problems


def test_the_four_cards_lay_out_evenly_at_every_size(on: Any, lang: str) -> None:
    ready(on)
    for width, height in SIZES:
        on.set_viewport_size({"width": width, "height": height})
        on.wait_for_function(f"document.documentElement.clientWidth === {width}")
        cards = on.evaluate(CARDS)
        assert uneven(cards, width, height) == [], (width, height, cards)
        if width >= 1000:
            # Four across: every card's last button is on the first screen (no scrolling to
            # find Symbol Pallet's player counts).
            lowest = max(t["bottom"] for card in cards for t in card["targets"])
            assert lowest <= height, (width, height, lowest)


def test_a_picture_has_its_box_before_it_arrives_so_nothing_moves(page: Any) -> None:
    """The cards measure the same with their pictures held back as with them loaded: the
    pictures never push the buttons a person is about to tap."""
    def measure() -> list[Any]:
        found = []
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_function(f"document.documentElement.clientWidth === {width}")
            found.append(page.evaluate(CARDS))
        return found

    page.route("**/previews/*", lambda route: route.abort())
    ready(page)
    without = measure()
    page.unroute("**/previews/*")
    ready(page)
    pictures_loaded(page)
    assert measure() == without


def save_a_game(page: Any) -> None:
    ready(page, "?game=siam")
    siam_move(page, "+B1S")
    wait_for_saves(page, 1)


def test_unfinished_games_are_on_a_phones_first_screen(on: Any, lang: str) -> None:
    on.set_viewport_size(PHONE)
    save_a_game(on)
    ready(on)
    on.wait_for_selector("#saved-list li", timeout=READY_TIMEOUT_MS)
    heading = on.get_by_role("heading", name=TABLES[lang]["home.saved"])
    box = heading.bounding_box()
    assert on.evaluate("scrollY") == 0
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= PHONE["height"], box
    resume = on.locator("#saved-list [data-saved-action=resume]").first.bounding_box()
    assert resume is not None and resume["y"] + resume["height"] <= PHONE["height"], resume


def test_index_html_names_each_generated_picture_once() -> None:
    """The cards' pictures are the files tools/make_previews.py draws, and none waits the
    page's start: lazy, decoded off the main thread, sized in advance."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    for preview in PREVIEWS:
        assert html.count(f'src="{preview.file}"') == 1, preview.file
    for tag in re.findall(r"<img [^>]*>", html):
        for attribute in ('loading="lazy"', 'decoding="async"', "width=", "height=", "alt=",
                          "data-i18n-alt="):
            assert attribute in tag, (attribute, tag)
    assert (ROOT / ".gitignore").read_text().count("/previews\n") == 1


def test_axe_finds_nothing_on_the_home_page_with_its_pictures(on: Any, lang: str) -> None:
    for width, height in (SIZES[0], SIZES[2]):
        on.set_viewport_size({"width": width, "height": height})
        ready(on)
        pictures_loaded(on)
        assert axe_violations(on) == [], (width, height)
