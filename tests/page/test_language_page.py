"""The page in Japanese and English: chosen from the browser, switched by hand, remembered."""

from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from tests.conftest import READY_TIMEOUT_MS, japanese_page, names_settled, ready


@pytest.fixture
def ja_page(new_context: Any, base_url: str) -> Iterator[Any]:
    """A page in a browser whose preferred language is Japanese."""
    yield from japanese_page(new_context, base_url)


def test_a_japanese_browser_gets_the_japanese_page(ja_page: Any) -> None:
    ready(ja_page)
    assert ja_page.get_attribute("html", "lang") == "ja"
    assert ja_page.text_content("#home-title") == "4つの現代アブストラクトゲーム"
    assert ja_page.text_content("[data-lang-switch]") == "English"


def test_the_start_up_progress_is_said_in_the_pages_language(ja_page: Any) -> None:
    ready(ja_page, "?game=siam")
    ja_page.evaluate("""() => dispatchEvent(new CustomEvent("py:progress", {detail: "Loading files"}))""")
    assert ja_page.text_content("#load-text") == "Python を起動しています…"


def test_the_switch_changes_the_game_page_at_once_and_sticks(page: Any) -> None:
    ready(page, "?game=siam&moves=%2BA1E")
    assert page.get_attribute("html", "lang") == "en"
    assert page.text_content("#status").startswith("Rhinos to move")
    assert page.text_content("[data-action=undo]") == "Undo"
    page.locator("[data-lang-switch]").tap()
    assert page.get_attribute("html", "lang") == "ja"
    assert page.text_content("#status").startswith("サイの番")
    assert page.text_content("[data-action=undo]") == "取り消し"
    assert page.title().startswith("シャム")
    # The board still plays after the view was rebuilt in the new language.
    assert page.locator("#board [data-piece]").count() >= 4
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "lang") == "ja"
    assert page.text_content("#status").startswith("サイの番")
    page.locator("[data-lang-switch]").tap()
    assert page.text_content("#status").startswith("Rhinos to move")
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "lang") == "en"


@pytest.mark.parametrize("game, expected", [
    ("saiju", "雪 ❄の番"), ("ni-ju", "白の番"), ("symbol-pallet", "青の番"),
])
def test_every_game_speaks_japanese(ja_page: Any, game: str, expected: str) -> None:
    ready(ja_page, f"?game={game}")
    assert ja_page.text_content("#status").startswith(expected)
    # Nothing in the panel or the view's own controls is left in English.
    text = ja_page.inner_text(".panel")
    for english in ("Undo", "New game", "to move", "Pass", "End turn", "Rotate", "Draw 2"):
        assert english not in text, english
    # Nor what a screen reader or a tooltip says: labels and titles of the board and its seats.
    names_settled(ja_page)
    said = ja_page.eval_on_selector_all(
        "#play [aria-label], #play [title]",
        "els => els.flatMap(e => [e.getAttribute('aria-label'), e.getAttribute('title')]).filter(Boolean)")
    english = [words for words in said if re.search(r"[A-Za-z]{3}", words)]
    assert english == [], english


def test_a_finished_game_is_announced_in_japanese(ja_page: Any) -> None:
    moves = "%2BB1S+%2BE1W+B1B2S+E1E1S+B2B3S+E1E1E+B3B4S+E1E1N+B4B5S"
    ready(ja_page, f"?game=siam&moves={moves}")
    assert ja_page.get_attribute("#app", "data-outcome") == "win:0"
    assert ja_page.text_content("#status") == "B5のゾウが岩を押し出しました。ゾウの勝ちです。"


def test_a_bad_move_in_a_japanese_link_is_explained_in_japanese(page: Any) -> None:
    """The engine's reason is English; the Japanese page words it from the error's facts."""
    ready(page, "?game=siam&lang=ja&moves=%2BB1S+Z9Z")
    page.wait_for_selector("#message:not([hidden])")
    message = page.inner_text("#message")
    assert "2手目の「Z9Z」は手の書き方になっていません" in message, message
    assert not re.search(r"[A-Za-z]{3,}", message.replace("Z9Z", "")), message
    assert page.get_attribute("#app", "data-ply") == "1"  # the position before it


def test_an_unforeseen_error_is_said_in_japanese(ja_page: Any) -> None:
    """A Python error in a handler (a bug): the Japanese message names no English exception;
    its text is in the console."""
    ready(ja_page, "?game=siam")
    # Corrupt what the tap handler reads, so that Python raises inside it.
    ja_page.evaluate("document.querySelector('[data-reserve=\"0\"]').dataset.reserve = 'x'")
    ja_page.locator('[data-reserve="x"]').tap()
    ja_page.wait_for_selector("#message:not([hidden])")
    message = ja_page.inner_text("#message")
    assert "問題が起きました" in message and not re.search(r"[A-Za-z]{3,}", message), message
    assert ja_page.get_attribute("#app", "data-ply") == "0"
