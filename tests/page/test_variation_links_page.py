"""A link with variations in Chromium (docs/notation.md#variations-in-a-link-variations-and-branch): it opens on the
variation's position it names, the address after a move keeps every variation and the line
shown, a reload reopens them, and an embedded board steps through the variation."""

from __future__ import annotations

from typing import Any

import pytest

from games import get_game
from tests.conftest import READY_TIMEOUT_MS, app, open_link
from tests.page.test_siam_page import play_by_taps

pytestmark = pytest.mark.shares_page

SIAM = get_game("siam")
MAIN = "#game=siam&moves=%2BB1S+%2BE1W+B1B2S+E1E1S"
VARIATIONS = "variations=2(%2BE5W+%7Bthe+far+corner%7D+B1B2S)2(%2BD5S)"
LINK = f"{MAIN}&{VARIATIONS}&branch=2.1"


def position_after(*tokens: str) -> str:
    state = SIAM.new(SIAM.options())
    for token in tokens:
        state = state.play(token)
    return state.position_text()


def wait_for_ply(page: Any, ply: int) -> None:
    page.wait_for_function("(ply) => document.querySelector('#app').dataset.ply === String(ply)",
                           arg=ply)


def test_a_link_opens_on_the_position_of_the_variation_it_names(page: Any) -> None:
    open_link(page, f"{LINK}&ply=2")
    wait_for_ply(page, 2)
    assert app(page, "position") == position_after("+B1S", "+E5W")
    assert page.text_content("[data-caption]") == "the far corner"
    assert page.is_hidden("#message")


def test_a_bad_branch_is_named_and_the_main_line_opens(page: Any) -> None:
    open_link(page, f"{MAIN}&{VARIATIONS}&branch=2.5&ply=2")
    page.wait_for_selector("#message:not([hidden])")
    assert "branch: move 2 has 2 alternatives, not 5" in page.text_content("#message")
    wait_for_ply(page, 2)
    assert app(page, "position") == position_after("+B1S", "+E1W")


@pytest.mark.own_page  # reloads
def test_the_address_after_a_move_keeps_the_variations_and_a_reload_reopens_them(page: Any) -> None:
    open_link(page, LINK)
    wait_for_ply(page, 3)
    play_by_taps(page, "E5E4W")
    wait_for_ply(page, 4)
    page.wait_for_function("() => location.hash.includes('E5E4W')")
    link = page.evaluate("location.hash")
    assert "&moves=%2BB1S+%2BE1W+B1B2S+E1E1S&" in link
    assert "&variations=2(%2BE5W+%7Bthe+far+corner%7D+B1B2S+E5E4W)2(%2BD5S)&" in link
    assert "&branch=2.1" in link and "ply=" not in link
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    wait_for_ply(page, 4)
    assert app(page, "position") == position_after("+B1S", "+E5W", "B1B2S", "E5E4W")
    assert page.evaluate("location.hash") == link
    page.click("[data-replay=first]")
    wait_for_ply(page, 0)
    for _ in range(2):
        page.click("[data-replay=next]")
    wait_for_ply(page, 2)
    assert app(page, "position") == position_after("+B1S", "+E5W")


def test_an_embedded_board_steps_through_the_variation(page: Any) -> None:
    open_link(page, f"{LINK}&ply=0&embed=1&controls=1&interactive=0")
    wait_for_ply(page, 0)
    shown = []
    for ply in (1, 2, 3):
        page.click("[data-replay=next]")
        wait_for_ply(page, ply)
        shown.append(app(page, "position"))
    assert shown == [position_after("+B1S"), position_after("+B1S", "+E5W"),
                     position_after("+B1S", "+E5W", "B1B2S")]
