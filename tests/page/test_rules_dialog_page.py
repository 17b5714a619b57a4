"""The in-app rules pages: opened from the home page and from a game, in the page's language.

The tests share one started page (``reused_page``) and open each link through the page's
routing; the one that switches the language, which the page keeps, has its own (``own_page``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import open_link

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""


@pytest.mark.parametrize("game", ["siam", "saiju", "ni-ju", "symbol-pallet"])
def test_each_game_has_its_rules_from_the_home_page(page: Any, game: str) -> None:
    open_link(page, "")
    page.locator(f'[data-rules="{game}"]').tap()
    article = page.locator("#rules-dialog[open] article.rules")
    article.wait_for()
    assert article.get_attribute("lang") == "en"
    assert page.locator("#rules-dialog h3", has_text="Rulings used on this site").count() == 1


@pytest.mark.own_page  # switches the language, which the page keeps
def test_rules_follow_the_language_and_try_it_opens_the_board(page: Any) -> None:
    open_link(page, "?game=siam")
    page.locator("[data-action=rules]").tap()
    page.locator("#rules-dialog[open] article.rules[lang=en]").wait_for()
    page.locator("#rules-dialog [data-rules-close]").tap()
    page.locator("[data-lang-switch]").tap()
    page.locator("[data-action=rules]").tap()
    page.locator("#rules-dialog[open] article.rules[lang=ja]").wait_for()
    assert page.locator("#rules-dialog h3", has_text="このサイトで採用している裁定").count() == 1
    rules = page.inner_text("#rules-body")  # the buttons are named as the Japanese page shows them
    assert "引き分けに合意" in rules and "取り消し" in rules and "Agree to a draw" not in rules
    link = page.locator("#rules-dialog a[href^='?'][href*='moves=']").first  # a Try it link, not Learn this
    href = link.get_attribute("href")
    link.tap()
    assert page.locator("#rules-dialog[open]").count() == 0
    moves = href.split("moves=")[1].split("&")[0].replace("+", " ").replace("%2B", "+").split()
    page.wait_for_function(f"document.querySelector('#app').dataset.ply === '{len(moves)}'")
    page.wait_for_function("location.search === '' && location.hash.includes('moves=')")
