"""What a player reads on the page: moves in words, the result,
every word in the page's language, how to start a game.

Each test reads the visible text, as a person would, not the ``data-*`` contract. The English
tests share one started page (``reused_page``); a Japanese browser's page is each test's own.
Both open their links through the page's routing after the first (``open_link``).
"""

from __future__ import annotations

import re
from typing import Any, Iterator
from urllib.parse import quote

import pytest

from games import get_game
from tests.conftest import japanese_page, open_link
from web.links import make_link

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""


@pytest.fixture
def ja_page(new_context: Any, base_url: str) -> Iterator[Any]:
    yield from japanese_page(new_context, base_url, viewport={"width": 1024, "height": 768})


def moves_link(game: str, tokens: list[str], extra: str = "") -> str:
    return f"?game={game}&moves={quote(' '.join(tokens))}{extra}"


def move_texts(page: Any) -> list[str]:
    return [t.strip() for t in page.locator("#moves li").all_inner_texts()]


# ----- 1. moves in words --------------------------------------------------------------------
def test_siam_move_list_reads_as_words_in_english_and_japanese(page: Any, ja_page: Any) -> None:
    link = moves_link("siam", ["+A4N", "+E1W", "A4A4E", "E1D1W"])
    open_link(page, link)
    assert move_texts(page) == [
        "Elephant enters at A4 facing north", "Rhino enters at E1 facing west",
        "Elephant on A4 turns to face east", "Rhino on E1 moves to D1 facing west"]
    open_link(ja_page, link)
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
    open_link(page, moves_link(game, tokens))
    texts = move_texts(page)
    assert texts == words
    assert not any(token in text for token in tokens for text in texts)


@pytest.mark.own_page  # turns on "Confirm each move", which the page keeps
def test_the_confirm_prompt_names_the_move_in_words(page: Any, ja_page: Any) -> None:
    for p, words in ((page, "Rhino enters at E1 facing west — play this move?"),
                     (ja_page, "サイがE1に入る（西向き） — この手を指しますか?")):
        open_link(p, moves_link("siam", ["+A4N"]))
        p.click("[data-action=confirm]")
        p.locator('[data-reserve="1"]').tap()
        p.locator('#board rect[data-square="E1"]').tap()
        p.locator('#board [data-choice="W"]').tap()
        p.wait_for_selector("#confirm-move:not([hidden])")
        assert p.inner_text("#confirm-move-text") == words  # the buttons' group is named by it
        # The status line asks it, in place of the prompt the taps have answered.
        p.wait_for_function("(words) => document.getElementById('status').innerText === words", arg=words)
        assert p.locator("#confirm-move [data-confirm=play]").is_visible()


# ----- 2. the result ------------------------------------------------------------------------
SIAM_WIN = ["+B1S", "+E1W", "B1B2S", "E1E1S", "B2B3S", "E1E1E", "B3B4S", "E1E1N", "B4B5S"]
NIJU_WIN = ["aa@0,0", "17@1,0", "3c@1,-1", "1b@-1,0", "2d@-1,-1", "39@0,1", "95@1,1", "a5@0,-1",
            "78@-1,1"]


def test_the_result_names_winner_and_reason_in_both_languages(page: Any, ja_page: Any) -> None:
    for p, words in ((page, "Elephant now on B5 pushed the rock out. Elephants win."),
                     (ja_page, "B5のゾウが岩を押し出しました。ゾウの勝ちです。")):
        open_link(p, moves_link("siam", SIAM_WIN))
        assert p.inner_text("#status") == words
    for p, words in ((page, "White completed the pattern of tile 20. White wins."),
                     (ja_page, "白がタイル20の模様を完成させました。白の勝ちです。")):
        open_link(p, moves_link("ni-ju", NIJU_WIN))
        assert p.inner_text("#status") == words  # no "0,0": the board draws no square names


def test_play_again_starts_the_same_game_with_the_same_seats(page: Any) -> None:
    open_link(page, moves_link("siam", SIAM_WIN, "&computer=2-easy&option=remove-once"))
    assert page.is_visible("#play-again") and page.inner_text("#play-again") == "Play again"
    assert page.inner_text("#seating") == "The computer plays Rhinos (easy)."
    page.locator("#play-again").tap()
    page.wait_for_function("document.querySelector('#app').dataset.ply === '0'")
    assert page.get_attribute("#app", "data-game") == "siam"
    assert page.get_attribute("#app", "data-outcome") == ""
    assert page.locator("#moves li").count() == 0
    assert not page.is_visible("#play-again")
    assert page.inner_text("#seating") == "The computer plays Rhinos (easy)."
    assert "computer=2-easy" in page.url and "option=remove-once" in page.url


# ----- 3. every word in the page's language -----------------------------------------------------
def test_no_internal_names_in_the_new_game_dialog(page: Any) -> None:
    open_link(page, "?game=siam")
    page.click("[data-action=new]")
    text = page.inner_text("#new-game")
    assert "Exit only once" in text and "No opening restriction" in text
    assert "remove-once" not in text and "no-opening-restriction" not in text


def test_the_japanese_page_shows_no_english_site_name_or_legend(ja_page: Any) -> None:
    open_link(ja_page, "")
    assert ja_page.inner_text(".brand") == "アブストラクト・ボード"
    assert "Abstract Boards" not in ja_page.title()
    open_link(ja_page, "?game=ni-ju")
    assert "in hand" not in ja_page.inner_text("#app")
    assert "手持ち20枚" in ja_page.inner_text("#app")
    open_link(ja_page, "?game=symbol-pallet&players=2&seed=1")
    ja_page.locator(".sp-legend summary").click()
    legend = ja_page.inner_text(".sp-legend")
    assert not re.search(r"[A-Za-z]{3,}", legend), legend


# ----- 4. starting a game -----------------------------------------------------------------------
def test_the_home_page_offers_players_at_this_device(page: Any, ja_page: Any) -> None:
    open_link(page, "")
    card = page.locator('[data-game-card="saiju"] .card-people')
    assert card.inner_text().split("\n")[0].strip() == "Players at this device:"
    assert [a.strip() for a in card.locator("a").all_inner_texts()] == ["2 players", "3 players"]
    pallet = page.locator('[data-game-card="symbol-pallet"] .card-people a')
    assert pallet.count() == 3
    assert page.locator('[data-game-card="siam"] .card-people a').count() == 1
    card.locator("a", has_text="3 players").click()
    page.wait_for_function("document.querySelector('#app').dataset.game === 'saiju'")
    assert len(page.get_attribute("#app", "data-scores").split(",")) == 3
    open_link(ja_page, "")
    people = ja_page.locator('[data-game-card="siam"] .card-people')
    assert "この端末で対戦" in people.inner_text() and people.locator("a").inner_text() == "2人"


def test_a_computer_game_says_which_side_the_computer_plays(ja_page: Any, page: Any) -> None:
    open_link(page, "?game=siam")
    assert not page.is_visible("#seating")
    open_link(ja_page, "?game=siam&computer=2-normal")
    assert ja_page.inner_text("#seating") == "コンピューターの担当: サイ（ふつう）"


def test_play_again_after_a_game_from_a_set_up_position_starts_from_that_position(page: Any) -> None:
    siam = get_game("siam")
    start = siam.start()
    for token in SIAM_WIN[:2]:
        start = start.play(token)
    open_link(page, "?" + make_link("siam", moves=SIAM_WIN[2:], position=start.position_text())[1:])
    assert page.get_attribute("#app", "data-outcome") != ""
    page.locator("#play-again").tap()
    page.wait_for_function("document.querySelector('#app').dataset.ply === '0'")
    assert page.get_attribute("#app", "data-position") == start.position_text()
    assert page.get_attribute("#app", "data-outcome") == ""
    assert "position=" in page.url
