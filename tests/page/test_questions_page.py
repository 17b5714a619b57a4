"""A question the page asks belongs to the game it was asked about (headless Chromium).

"Play a new move here?", "Agree to a draw?", the Share warning of a game with hidden hands,
New game, the record and the other dialogs about the game on screen: going back past the
dialog's own entry to another game (a long press on Back; Back alone closes the dialog and
stays: ``test_back_closes_dialogs_page.py``), or any other way to another game, withdraws
them. The dialog closes and nothing is played, agreed, started or copied, in either game; an
answer that comes anyway is dropped. The tests
share one started page (``reused_page``) and open each link through the page's routing, as
Back does.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import open_link
from tests.conftest import app

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

BROWSING = "#game=siam&moves=%2BB1S+%2BE1W&ply=0"
"""A Siam line of two moves, browsed back to its start."""

ANSWER = """([id, value]) => {
  const dialog = document.getElementById(id);
  window.answerHeard = false;
  // Heard after the page's own close listener, bound at start-up: its answer is then handled.
  dialog.addEventListener('close', () => { window.answerHeard = true; }, {once: true});
  if (value === null) return;
  if (dialog.open) {
    dialog.querySelector(`button[value="${value}"]`).click();
  } else {  // the page closed it: the answer arrives all the same
    dialog.returnValue = value;
    dialog.dispatchEvent(new Event('close'));
  }
}"""
"""Answer dialog ``id`` by its button ``value`` (if the page closed it, the close comes again
with that answer, as the press of a player quicker than the page would: a dialog opened again
would have a history entry of its own); with ``value`` null, only listen for the close.
``window.answerHeard`` says when the page has heard it."""


def is_open(page: Any, dialog: str) -> bool:
    return bool(page.evaluate("(id) => document.getElementById(id).open", dialog))


def answer(page: Any, dialog: str, value: str) -> None:
    """Press ``value`` in ``dialog`` and wait until the page heard the answer."""
    page.evaluate(ANSWER, [dialog, value])
    page.wait_for_function("window.answerHeard")


def back_to(page: Any, game: str) -> None:
    """Back by two entries, past the open dialog's own, to ``game``."""
    page.evaluate("history.go(-2)")
    page.wait_for_function("(game) => document.querySelector('#app').dataset.game === game", arg=game)


def tap_entry(page: Any, square: str, facing: str) -> None:
    """An Elephant enters by taps: the Elephants' reserve, the square, the facing."""
    page.locator('[data-reserve="0"]').tap()
    page.locator(f'#board rect[data-square="{square}"]').tap()
    page.locator(f'#board [data-choice="{facing}"]').tap()


def ask_then_go_back(page: Any) -> None:
    """Ni-Ju, then the Siam line at its start; tap +D1S there (the page asks whether to drop
    the later moves), and go back past the question's entry: Ni-Ju is on screen again."""
    open_link(page, "#game=ni-ju")
    open_link(page, BROWSING)
    assert (app(page, "game"), app(page, "ply")) == ("siam", "0")
    tap_entry(page, "D1", "S")
    page.wait_for_selector("#confirm-branch[open]")
    back_to(page, "ni-ju")


def test_back_withdraws_the_question_to_play_a_new_move_here(page: Any) -> None:
    ask_then_go_back(page)
    assert not is_open(page, "confirm-branch")  # the question went with its game
    assert (app(page, "ply"), page.locator("#moves li").count()) == ("0", 0)
    assert page.is_hidden("#message"), page.inner_text("#message")
    page.go_forward()  # and the Siam line is as it was: two moves, none dropped
    page.wait_for_function("document.querySelector('#app').dataset.game === 'siam'")
    assert page.locator("#moves li").count() == 2


def test_drop_them_and_play_after_back_plays_nothing_in_the_game_on_screen(page: Any) -> None:
    ask_then_go_back(page)
    answer(page, "confirm-branch", "play")
    assert (app(page, "game"), app(page, "ply")) == ("ni-ju", "0")
    assert page.is_hidden("#message"), page.inner_text("#message")


def test_back_withdraws_the_draw_offer(page: Any) -> None:
    open_link(page, "#game=ni-ju&moves=aa%400%2C0")
    open_link(page, "#game=siam&moves=%2BB1S")
    page.click("[data-action=draw]")
    page.wait_for_selector("#confirm-draw[open]")
    back_to(page, "ni-ju")
    assert not is_open(page, "confirm-draw")
    answer(page, "confirm-draw", "draw")
    assert app(page, "outcome") == ""  # no draw agreed in Ni-Ju
    page.go_forward()
    page.wait_for_function("document.querySelector('#app').dataset.game === 'siam'")
    assert app(page, "outcome") == ""  # nor in the Siam game the offer was made in


def test_back_withdraws_the_new_game_dialog(page: Any) -> None:
    open_link(page, "#game=ni-ju&moves=aa%400%2C0")
    open_link(page, "#game=siam&moves=%2BB1S")
    page.click("[data-action=new]")
    page.wait_for_selector("#new-game[open]")
    back_to(page, "ni-ju")
    assert not is_open(page, "new-game")
    answer(page, "new-game", "start")
    assert (app(page, "game"), app(page, "ply")) == ("ni-ju", "1")  # the game on screen goes on
    assert page.is_hidden("#message"), page.inner_text("#message")


@pytest.mark.own_page  # grants the clipboard
def test_back_withdraws_the_share_warning_of_a_game_with_hidden_hands(page: Any) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_link(page, "?game=siam")
    open_link(page, "?game=symbol-pallet&players=2&seed=1")
    page.evaluate("navigator.clipboard.writeText('nothing copied')")
    page.click("[data-action=share]")
    page.wait_for_selector("#confirm-share[open]")
    back_to(page, "siam")
    assert not is_open(page, "confirm-share")
    answer(page, "confirm-share", "copy")
    assert page.evaluate("navigator.clipboard.readText()") == "nothing copied"
    assert page.is_hidden("#message"), page.inner_text("#message")


@pytest.mark.parametrize("opener, dialog", [
    ("[data-action=record]", "record-dialog"),
    ("#controls [data-export-menu]", "export-dialog"),
    ("[data-embed-open]", "embed-dialog"),
])
def test_back_closes_the_dialogs_about_the_game_it_leaves(page: Any, opener: str, dialog: str) -> None:
    open_link(page, "#game=ni-ju")
    open_link(page, "#game=siam&moves=%2BB1S")
    page.locator(opener).click()
    page.wait_for_selector(f"#{dialog}[open]")
    back_to(page, "ni-ju")
    assert not is_open(page, dialog)
