"""What a player reads on the page (issue 14, section 2): moves in words, the result,
every word in the page's language, how to start a game.

Each test reads the visible text, as a person would, not the ``data-*`` contract.
"""

from __future__ import annotations

from typing import Any, Iterator
from urllib.parse import quote

import pytest

from tests.conftest import READY_TIMEOUT_MS



@pytest.fixture
def ja_page(browser: Any, base_url: str) -> Iterator[Any]:
    context = browser.new_context(base_url=base_url, locale="ja-JP", has_touch=True,
                                  viewport={"width": 1024, "height": 768})
    page = context.new_page()
    yield page
    context.close()


def ready(page: Any, query: str = "") -> None:
    page.goto("/" + query)
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)


def moves_link(game: str, tokens: list[str], extra: str = "") -> str:
    return f"?game={game}&moves={quote(' '.join(tokens))}{extra}"


def move_texts(page: Any) -> list[str]:
    return [t.strip() for t in page.locator("#moves li").all_inner_texts()]


# ----- 1. moves in words --------------------------------------------------------------------
def test_siam_move_list_reads_as_words_in_english_and_japanese(page: Any, ja_page: Any) -> None:
    link = moves_link("siam", ["+A4N", "+E1W", "A4A4E", "E1D1W"])
    ready(page, link)
    assert move_texts(page) == [
        "Elephant enters at A4 facing north", "Rhino enters at E1 facing west",
        "Elephant on A4 turns to face east", "Rhino on E1 moves to D1 facing west"]
    ready(ja_page, link)
    assert move_texts(ja_page) == [
        "ゾウがA4に入る（北向き）", "サイがE1に入る（西向き）", "A4のゾウが東を向く",
        "E1のサイがD1へ動く（西向き）"]


@pytest.mark.parametrize("game, tokens, words", [
    ("saiju", ["M@d2", "S@b3", "F@f5", "yS-a1"],
     ["Snow ❄ puts the Moon Shadow on d2", "Moon ☾ puts the Snow Shadow on b3",
      "Moon ☾ puts the Flower Shadow on f5", "Snow ❄: yellow Snow on b3, the Shadow to a1"]),
    ("ni-ju", ["aa@0,0", "0f@1,0"], ["White places tile 20 first", "Black places tile 1 beside White's 20"]),
])
def test_other_games_move_lists_read_as_words(page: Any, game: str, tokens: list[str],
                                              words: list[str]) -> None:
    ready(page, moves_link(game, tokens))
    texts = move_texts(page)
    assert texts == words
    assert not any(token in text for token in tokens for text in texts)


def test_the_confirm_prompt_names_the_move_in_words(page: Any, ja_page: Any) -> None:
    for p, words in ((page, "Rhino enters at E1 facing west — play this move?"),
                     (ja_page, "サイがE1に入る（西向き） — この手を指しますか?")):
        ready(p, moves_link("siam", ["+A4N"]))
        p.click("[data-action=confirm]")
        p.locator('[data-reserve="1"]').tap()
        p.locator('#board rect[data-square="E1"]').tap()
        p.locator('#board [data-choice="W"]').tap()
        p.wait_for_selector("#confirm-move:not([hidden])")
        assert p.inner_text("#confirm-move-text") == words
