"""Back closes the dialog on screen and leaves the game as it was (headless Chromium).

Each dialog the player opens has a history entry (``web/dialog_history.py``): the browser's
Back (``page.go_back``, as the button or a phone's gesture) closes it with no answer, and
the same game stays at the same ply with every move; a dialog closed by its own button
leaves no entry behind, so one Back then goes where it went without the dialog. The tests
share one started page (``reused_page``) and open each link through the page's routing.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import READY_TIMEOUT_MS, app, open_at, open_link

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

SIAM = "#game=siam&moves=%2BB1S+%2BE1W+B1B2S&ply=2"
"""A Siam line of three moves, shown at its second."""
NIJU = "#game=ni-ju&moves=aa%400%2C0"

DIALOG_OPEN = "(id) => document.getElementById(id).open"


def shown(page: Any) -> tuple[str | None, str | None, int]:
    """The game on screen, its ply and how many moves its list holds."""
    return app(page, "game"), app(page, "ply"), page.locator("#moves li").count()


def back_closes(page: Any, opener: str, dialog: str) -> None:
    """Open ``dialog`` by ``opener``, press Back: the dialog closes, the game stays as it was."""
    before = shown(page)
    address = page.evaluate("location.href")
    page.locator(opener).click()
    page.wait_for_selector(f"#{dialog}[open]")
    page.go_back()
    page.wait_for_function(f"(id) => !({DIALOG_OPEN})(id)", arg=dialog)
    assert shown(page) == before
    assert page.evaluate("location.href") == address
    assert page.is_hidden("#message"), page.inner_text("#message")


def test_back_closes_the_rules_on_a_phone(page: Any) -> None:
    open_at(page, (390, 844), SIAM)
    back_closes(page, "[data-action=rules]", "rules-dialog")


def test_back_closes_the_embed_dialog(page: Any) -> None:
    open_at(page, (1280, 800), SIAM)
    back_closes(page, "[data-embed-open]", "embed-dialog")


def test_back_closes_the_record_dialog(page: Any) -> None:
    open_link(page, SIAM)
    back_closes(page, "[data-action=record]", "record-dialog")


def test_back_closes_the_new_game_dialog_and_starts_nothing(page: Any) -> None:
    open_link(page, SIAM)
    back_closes(page, "[data-action=new]", "new-game")


def test_back_closes_the_draw_offer_and_agrees_to_nothing(page: Any) -> None:
    open_link(page, SIAM)
    back_closes(page, "[data-action=draw]", "confirm-draw")
    assert app(page, "outcome") == ""


def test_back_closes_the_picture_dialog(page: Any) -> None:
    open_link(page, SIAM)
    back_closes(page, "#controls [data-export-menu]", "export-dialog")


def test_back_closes_the_question_to_play_a_new_move_here_and_drops_no_move(page: Any) -> None:
    open_link(page, SIAM)
    page.locator('[data-reserve="0"]').tap()
    page.locator('#board rect[data-square="D1"]').tap()
    page.locator('#board [data-choice="S"]').tap()
    page.wait_for_selector("#confirm-branch[open]")
    page.go_back()
    page.wait_for_function(f"(id) => !({DIALOG_OPEN})(id)", arg="confirm-branch")
    assert shown(page) == ("siam", "2", 3)


@pytest.mark.own_page  # the Share warning copies nothing, yet asks for a clipboard
def test_back_closes_the_share_warning(page: Any) -> None:
    open_link(page, "?game=symbol-pallet&players=2&seed=1")
    back_closes(page, "[data-action=share]", "confirm-share")


def back_to_the_game_before(page: Any) -> None:
    """Back, and the Ni-Ju game opened before Siam is on screen as it was left."""
    page.go_back()
    page.wait_for_function("document.querySelector('#app').dataset.game === 'ni-ju'")
    assert shown(page) == ("ni-ju", "1", 1)


@pytest.mark.parametrize("opener, dialog, close", [
    ("[data-action=record]", "record-dialog", "#record-dialog button[value=close]"),
    ("[data-action=new]", "new-game", "#new-game button[value=cancel]"),
    ("[data-action=rules]", "rules-dialog", "#rules-dialog [data-rules-close]"),
    ("[data-embed-open]", "embed-dialog", "#embed-dialog button[value=cancel]"),
])
def test_a_dialog_closed_by_its_button_leaves_back_where_it_was(
        page: Any, opener: str, dialog: str, close: str) -> None:
    open_link(page, NIJU)
    open_link(page, SIAM)
    page.locator(opener).click()
    page.wait_for_selector(f"#{dialog}[open]")
    page.locator(close).click()
    page.wait_for_function(f"(id) => !({DIALOG_OPEN})(id)", arg=dialog)
    back_to_the_game_before(page)


def test_a_dialog_closed_by_esc_leaves_back_where_it_was(page: Any) -> None:
    open_link(page, NIJU)
    open_link(page, SIAM)
    page.locator("[data-action=draw]").click()
    page.wait_for_selector("#confirm-draw[open]")
    page.keyboard.press("Escape")
    page.wait_for_function(f"(id) => !({DIALOG_OPEN})(id)", arg="confirm-draw")
    assert app(page, "outcome") == ""
    back_to_the_game_before(page)


def test_back_after_back_closed_a_dialog_goes_to_the_game_before(page: Any) -> None:
    open_link(page, NIJU)
    open_link(page, SIAM)
    back_closes(page, "[data-action=record]", "record-dialog")
    back_to_the_game_before(page)


def test_try_it_in_the_rules_takes_the_place_of_the_rules_entry(page: Any) -> None:
    open_link(page, NIJU)
    open_link(page, SIAM)
    page.locator("[data-action=rules]").click()
    link = page.locator("#rules-dialog a[href^='?'][href*='moves=']").first
    link.click()
    page.wait_for_function("!document.getElementById('rules-dialog').open")
    page.wait_for_function("document.querySelector('#app').dataset.ply !== '2'")
    page.go_back()  # the game the rules were opened from
    page.wait_for_function("document.querySelector('#app').dataset.ply === '2'")
    assert shown(page) == ("siam", "2", 3)
    page.go_back()
    page.wait_for_function("document.querySelector('#app').dataset.game === 'ni-ju'")


def test_back_closes_the_embed_dialog_after_its_preview_changed(page: Any) -> None:
    open_at(page, (1280, 800), SIAM)
    before = shown(page)
    page.click("[data-embed-open]")
    page.wait_for_selector("#embed-dialog[open]")
    page.click("#embed-preview summary")
    frame = page.frame_locator("#embed-preview-frame")
    frame.locator('body[data-ready="1"]').wait_for(state="attached", timeout=READY_TIMEOUT_MS)
    page.select_option("[data-embed-option=start]", "first")  # the preview opens again, at ply 0
    frame.locator('#app[data-ply="0"]').wait_for(state="attached", timeout=READY_TIMEOUT_MS)
    page.go_back()
    page.wait_for_function("!document.getElementById('embed-dialog').open")
    assert shown(page) == before


def test_a_new_game_started_from_its_dialog_leaves_back_where_it_was(page: Any) -> None:
    open_link(page, NIJU)
    open_link(page, SIAM)
    page.locator("[data-action=new]").click()
    page.wait_for_selector("#new-game[open]")
    page.locator("#new-game button[value=start]").click()
    page.wait_for_function("document.querySelector('#app').dataset.ply === '0'")
    page.wait_for_function("!location.href.includes('moves=')")  # the new game's address
    page.go_back()  # the new game took the place of the one it replaced, as without a dialog
    page.wait_for_function("document.querySelector('#app').dataset.game === 'ni-ju'")
    assert shown(page) == ("ni-ju", "1", 1)


def test_a_record_opened_from_its_dialog_takes_the_dialogs_entry(page: Any) -> None:
    open_link(page, NIJU)
    open_link(page, SIAM)
    page.locator("[data-action=record]").click()
    page.wait_for_selector("#record-dialog[open]")
    page.locator("#record-dialog [data-record=open]").click()  # the moves shown, as a record
    page.wait_for_function("document.querySelectorAll('#moves li').length === 2")
    page.go_back()  # the game the dialog was opened from, its third move with it
    page.wait_for_function("document.querySelectorAll('#moves li').length === 3")
    assert shown(page) == ("siam", "2", 3)
    page.go_back()
    page.wait_for_function("document.querySelector('#app').dataset.game === 'ni-ju'")


@pytest.mark.own_page  # an embedded board: the page is loaded as one
def test_an_embedded_boards_picture_dialog_adds_no_history_entry(page: Any) -> None:
    open_link(page, SIAM + "&embed=1&controls=1")
    entries = page.evaluate("history.length")
    page.locator("#replay [data-export-menu]").click()
    page.wait_for_selector("#export-dialog[open]")
    assert page.evaluate("history.length") == entries
    page.locator("#export-dialog button[value=cancel]").click()
    page.wait_for_function("!document.getElementById('export-dialog').open")
    assert page.evaluate("history.length") == entries
