"""Variations in the page, in Chromium: an author steps back, plays another move and adds it as
a variation; the move list shows the main line with the alternatives in parentheses
(``[data-variation]`` moves, in words); taps, ↑/↓ and Shift+← play into and out of them; one is
deleted (and comes back by Undo); a variation position takes a comment; the record has the
parentheses. The tests share one started page (``reused_page``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import app, open_link
from games import get_game
from tests.page.test_siam_page import (WINNING_LINE, board_pieces, choose_facing, engine_pieces,
                                       play_by_taps, tap_square)

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

SIAM = get_game("siam")
MAIN = WINNING_LINE[:4]  # +B1S +E1W B1B2S E1E1S


def wait_ply(page: Any, ply: int) -> None:
    page.wait_for_function(f"document.querySelector('#app').dataset.ply === '{ply}'")


def variation_moves(page: Any) -> list[tuple[str, str, str, str]]:
    """Each ``[data-variation]`` move of the list: token, path, depth, class."""
    return [tuple(row) for row in page.eval_on_selector_all(
        "#moves [data-variation]",
        "els => els.map(e => [e.dataset.token, e.dataset.path, e.dataset.variation, e.className])")]


def main_tokens(page: Any) -> list[str]:
    return page.eval_on_selector_all("#moves li", "els => els.map(e => e.dataset.token)")


def tap_move(page: Any, token: str) -> None:
    """Tap a Siam move on the board, as ``play_by_taps`` does, without waiting for it to be
    played (where later moves follow, the page asks first)."""
    move = SIAM.parse_move(token)
    reserve = page.locator(f'[data-reserve="{int(app(page, "ply")) % 2}"]')
    if move.src is None:
        reserve.tap()
        tap_square(page, move.dst)
    else:
        tap_square(page, move.src)
        tap_square(page, move.dst)
    if page.locator("#board [data-choice]").count():
        choose_facing(page, move.facing)


def add_variation(page: Any, token: str, ply: int) -> None:
    """Tap ``token`` on the board where later moves follow, and choose Add a variation."""
    tap_move(page, token)
    page.wait_for_selector("#confirm-branch[open]")
    button = page.locator("#confirm-branch button[value=variation]")
    assert button.text_content() == "Add a variation"
    button.click()
    wait_ply(page, ply)


def build_study(page: Any) -> None:
    """The main line by taps, then +E5W instead of +E1W, then inside it B1B1E instead of B1B2S."""
    open_link(page, "?game=siam")
    for ply, token in enumerate(MAIN, 1):
        play_by_taps(page, token)
        wait_ply(page, ply)
    page.click("#moves li[data-ply='1']")  # a step back
    wait_ply(page, 1)
    add_variation(page, "+E5W", 2)
    play_by_taps(page, "B1B2S")  # the end of the variation: played at once, in it
    wait_ply(page, 3)
    page.focus("#moves")
    page.keyboard.press("ArrowLeft")
    wait_ply(page, 2)
    add_variation(page, "B1B1E", 3)


def test_an_added_variation_is_listed_in_words_beside_the_main_line(page: Any) -> None:
    build_study(page)
    assert main_tokens(page) == MAIN  # nothing of the main line was dropped
    assert variation_moves(page) == [
        ("+E5W", "0.1", "1", ""), ("B1B2S", "0.1.0", "1", ""), ("B1B1E", "0.1.1", "2", "current")]
    words = page.eval_on_selector_all("#moves [data-variation]", "els => els.map(e => e.textContent)")
    assert words[0].startswith("Rhino") and "+E5W" not in " ".join(words), words
    assert page.get_attribute("#moves [data-path='0.1.1']", "aria-current") == "step"
    # In parentheses, drawn with the moves: one around +E5W's line, one nested around B1B1E.
    assert page.eval_on_selector_all(
        "#moves li[data-ply='2'] [data-variation]",
        "els => els.map(e => (e.dataset.open || '') + '|' + (e.dataset.close || ''))") == [
            "(|", "|", "(|))"]
    assert board_pieces(page) == engine_pieces(["+B1S", "+E5W", "B1B1E"])
    assert page.is_visible("#variation-tools")
    heights = page.eval_on_selector_all(
        "#moves [data-variation]", "els => els.map(e => e.getBoundingClientRect().height)")
    assert min(heights) >= 44, heights  # each variation move a finger's tap target


def test_taps_and_keys_play_into_and_out_of_variations(page: Any) -> None:
    build_study(page)
    page.click("#moves li[data-ply='3']")  # a main-line move: the main line again
    wait_ply(page, 3)
    assert board_pieces(page) == engine_pieces(MAIN[:3])
    assert page.get_attribute("#moves li[data-ply='3']", "aria-current") == "step"
    assert all(cls == "" for *_, cls in variation_moves(page)) and page.is_hidden("#variation-tools")
    page.click("#moves [data-path='0.1.0']")  # a variation's move
    wait_ply(page, 3)
    assert board_pieces(page) == engine_pieces(["+B1S", "+E5W", "B1B2S"])
    assert page.get_attribute("#moves li[data-ply='3']", "class") in ("", None)
    words = page.text_content("#moves [data-path='0.1.0']")
    assert page.text_content("#last-move") == f"Last move: {words}"
    assert page.text_content("#status").startswith("Rhinos to move")
    page.click("[data-action=undo]")  # Undo and Redo go along the variation too
    page.wait_for_selector("#moves [data-path='0.1'].current")
    page.click("[data-action=redo]")
    page.wait_for_selector("#moves [data-path='0.1.0'].current")
    page.click("[data-replay=prev]")  # the replay buttons step along the variation
    wait_ply(page, 2)
    assert board_pieces(page) == engine_pieces(["+B1S", "+E5W"])
    page.click("[data-replay=next]")
    wait_ply(page, 3)
    assert board_pieces(page) == engine_pieces(["+B1S", "+E5W", "B1B2S"])
    page.focus("#moves")
    page.keyboard.press("ArrowDown")  # the other alternative at this fork
    page.wait_for_selector("#moves [data-path='0.1.1'].current")
    assert board_pieces(page) == engine_pieces(["+B1S", "+E5W", "B1B1E"])
    page.keyboard.press("ArrowUp")
    page.wait_for_selector("#moves [data-path='0.1.0'].current")
    page.keyboard.press("Shift+ArrowLeft")  # back to the line the variation left, where it left it
    wait_ply(page, 1)
    page.wait_for_selector("#moves li[data-ply='1'].current")
    page.keyboard.press("ArrowRight")
    wait_ply(page, 2)
    assert board_pieces(page) == engine_pieces(MAIN[:2])  # on the main line
    assert page.evaluate("scrollY") == 0


def test_a_deleted_variation_goes_and_comes_back_by_undo(page: Any) -> None:
    build_study(page)
    page.click("#variation-tools [data-variation-action=delete]")  # the innermost: B1B1E
    page.wait_for_function("!document.querySelector('#moves [data-path=\"0.1.1\"]')")
    assert app(page, "ply") == "2"
    assert [m[0] for m in variation_moves(page)] == ["+E5W", "B1B2S"]
    assert page.text_content("#message") and "Variation deleted" in page.text_content("#message")
    page.click("#message button")  # Undo
    page.wait_for_selector("#moves [data-path='0.1.1'].current")
    assert app(page, "ply") == "3"


def test_a_variation_position_takes_a_comment_and_the_record_has_the_parentheses(page: Any) -> None:
    build_study(page)
    page.click("#moves [data-path='0.1']")
    wait_ply(page, 2)
    page.click("button[data-annotate-open]")
    page.wait_for_selector("#annotate:not([hidden])")
    page.fill("#annotate-comment", "far corner")
    page.click("#moves li[data-ply='4']")  # the main line's end
    wait_ply(page, 4)
    assert page.input_value("#annotate-comment") == ""
    page.click("#moves [data-path='0.1']")
    wait_ply(page, 2)
    assert page.input_value("#annotate-comment") == "far corner"
    page.click("button[data-annotate-open]")  # closed again
    page.click("#moves li[data-ply='4']")
    wait_ply(page, 4)
    page.click("[data-action=record]")
    page.wait_for_selector("#record-dialog[open]")
    text = page.input_value("#record-text")
    assert "+B1S +E1W (+E5W {far corner} B1B2S (B1B1E)) B1B2S E1E1S" in " ".join(text.split()), text
    page.keyboard.press("Escape")
