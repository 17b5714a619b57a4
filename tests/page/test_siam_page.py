"""Siam in the real page (headless Chromium): played by taps, checked by what it shows.

The tests share one started page (``reused_page``) and open each link through the page's
routing; those about a reload, what a load requests, or a view setting the page keeps ("Turn
board to player", "Confirm each move") have their own (``own_page``)."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest

from games import get_game, replay_or_raise
from tests.conftest import READY_TIMEOUT_MS, open_link
from tests.page_checks import LAYOUT_SIZES, check_page, check_pieces, open_and_check
from tests.conftest import app

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

SIAM = get_game("siam")

# Elephants push the B3 rock down column B and off; the rhinos only turn.
WINNING_LINE = ["+B1S", "+E1W", "B1B2S", "E1E1S", "B2B3S", "E1E1E", "B3B4S", "E1E1N", "B4B5S"]


def tap_square(page: Any, square: str) -> None:
    page.locator(f'#board rect[data-square="{square}"]').tap()


def choose_facing(page: Any, facing: str) -> None:
    page.locator(f'#board [data-choice="{facing}"]').tap()


def play_by_taps(page: Any, token: str) -> None:
    """Play one Siam token through the board the way a player taps it."""
    move = SIAM.parse_move(token)
    ply = int(app(page, "ply"))
    if move.src is None:
        page.locator(f'[data-reserve="{ply % 2}"]').tap()
        tap_square(page, move.dst)
    elif move.dst is None:
        tap_square(page, move.src)
        page.locator(f'[data-reserve="{ply % 2}"]').tap()
    else:
        tap_square(page, move.src)
        tap_square(page, move.dst)
    if page.locator("#board [data-choice]").count():
        choose_facing(page, move.facing)
    # At least: a computer seat may answer before the page is polled at ply + 1.
    page.wait_for_function(f"Number(document.querySelector('#app').dataset.ply) >= {ply + 1}")


def board_pieces(page: Any) -> dict[str, tuple[str, str | None]]:
    found = page.eval_on_selector_all(
        "#board [data-piece]:not(.leaving)",
        "els => els.map(e => [e.dataset.square, e.dataset.piece, e.dataset.facing || null])",
    )
    return {sq: (piece, facing) for sq, piece, facing in found}


def engine_pieces(tokens: list[str]) -> dict[str, tuple[str, str | None]]:
    state = replay_or_raise(SIAM.start(), tokens)
    return {name: piece for name in state.geom.names if (piece := state.piece_at(name))}


@pytest.mark.own_page  # what a load requests
def test_whole_game_won_by_taps_on_a_tablet(tablet: Any, requests_seen: list[str],
                                             base_url: str) -> None:
    open_link(tablet, "?game=siam")
    assert app(tablet, "game") == "siam"
    assert app(tablet, "to-move") == "0"
    check_page(tablet, SIAM.start(), "the start", sizes=LAYOUT_SIZES)
    for ply, token in enumerate(WINNING_LINE, start=1):
        play_by_taps(tablet, token)
        mid_or_end = ply in (len(WINNING_LINE) // 2, len(WINNING_LINE))
        check_page(tablet, replay_or_raise(SIAM.start(), WINNING_LINE[:ply]), f"after {token}",
                   sizes=LAYOUT_SIZES if mid_or_end else None)
    assert app(tablet, "outcome") == "win:0"
    assert app(tablet, "to-move") == ""
    status = tablet.text_content("#status")
    assert "Elephant now on B5 pushed the rock out" in status
    assert "Elephants win" in status
    assert tablet.locator("#moves li").evaluate_all("els => els.map(e => e.dataset.token)") == WINNING_LINE
    assert board_pieces(tablet) == engine_pieces(WINNING_LINE)
    # Offline: every request went to the local server.
    assert requests_seen and all(url.startswith(base_url) for url in requests_seen), [
        u for u in requests_seen if not u.startswith(base_url)]


def test_targets_light_up_and_invalid_taps_are_harmless(tablet: Any) -> None:
    open_link(tablet, "?game=siam")
    tap_square(tablet, "C3")  # a rock: nothing to pick up
    assert tablet.locator("#board .mark").count() == 0
    tablet.locator('[data-reserve="1"]').tap()  # the other side's reserve
    assert tablet.locator("#board .mark.target").count() == 0
    tablet.locator('[data-reserve="0"]').tap()
    # 16 edge squares minus C1 and C5 (opening restriction)
    assert tablet.locator("#board .mark.target").count() == 14
    tap_square(tablet, "C2")  # not a target: selection is dropped, nothing played
    assert tablet.locator("#board .mark.target").count() == 0
    assert app(tablet, "ply") == "0"


def test_facing_arrows_offer_only_legal_facings_for_a_corner_push(tablet: Any) -> None:
    open_link(tablet, "?game=siam&moves=" + quote("+A1E +E5W"))
    tablet.locator('[data-reserve="0"]').tap()
    tap_square(tablet, "A1")  # occupied corner: enter pushing down or along
    offered = sorted(tablet.eval_on_selector_all("#board [data-choice]:not([data-choice=cancel])",
                                                  "els => els.map(e => e.dataset.choice)"))
    assert offered == ["E", "S"]
    choose_facing(tablet, "S")
    assert app(tablet, "ply") == "3"
    assert board_pieces(tablet) == engine_pieces(["+A1E", "+E5W", "+A1S"])


def test_undo_and_redo(tablet: Any) -> None:
    open_link(tablet, "?game=siam")
    for token in WINNING_LINE[:3]:
        play_by_taps(tablet, token)
    tablet.click("[data-action=undo]")
    assert app(tablet, "ply") == "2"
    assert board_pieces(tablet) == engine_pieces(WINNING_LINE[:2])
    tablet.click("[data-action=undo]")
    tablet.click("[data-action=redo]")
    assert app(tablet, "ply") == "2"
    assert board_pieces(tablet) == engine_pieces(WINNING_LINE[:2])
    play_by_taps(tablet, "B1B1E")  # a new move drops the undone one
    assert tablet.is_disabled("[data-action=redo]")
    assert tablet.locator("#moves li").evaluate_all("els => els.map(e => e.dataset.token)") == [
        "+B1S", "+E1W", "B1B1E"]


# ----- links: each opens through the page's routing (``open_link``), the code a load runs too


def test_a_moves_link_opens_that_position(tablet: Any) -> None:
    tokens = WINNING_LINE[:5]
    open_link(tablet, "?game=siam&moves=" + quote(" ".join(tokens)))
    assert app(tablet, "ply") == "5"
    assert app(tablet, "to-move") == "1"
    assert board_pieces(tablet) == engine_pieces(tokens)
    assert tablet.is_hidden("#message")


def test_a_finished_game_link_shows_the_winner(tablet: Any) -> None:
    open_link(tablet, "?game=siam&moves=" + quote(" ".join(WINNING_LINE)))
    assert app(tablet, "outcome") == "win:0"
    assert "Elephant now on B5 pushed the rock out" in tablet.text_content("#status")


def test_a_ply_link_shows_an_earlier_point(tablet: Any) -> None:
    open_link(tablet, "?game=siam&ply=2&moves=" + quote(" ".join(WINNING_LINE[:5])))
    assert app(tablet, "ply") == "2"
    assert board_pieces(tablet) == engine_pieces(WINNING_LINE[:2])
    assert not tablet.is_disabled("[data-action=redo]")


def test_a_bad_token_is_named_and_the_position_before_it_opens(tablet: Any) -> None:
    open_link(tablet, "?game=siam&moves=" + quote("+B1S +E1W B2C2W B1B2S"))
    message = tablet.text_content("#message")
    assert "B2C2W" in message and "move 3" in message
    assert app(tablet, "ply") == "2"
    assert board_pieces(tablet) == engine_pieces(["+B1S", "+E1W"])


def test_a_malformed_token_and_bad_options_are_reported(tablet: Any) -> None:
    open_link(tablet, "?game=siam&option=fly&moves=" + quote("+B1S zz9"))
    message = tablet.text_content("#message")
    assert "'zz9'" in message and "fly" in message
    assert app(tablet, "ply") == "1"


def test_an_unknown_game_goes_home_with_a_message(tablet: Any) -> None:
    open_link(tablet, "?game=chess")
    assert "no game called “chess”" in tablet.text_content("#message")
    assert tablet.is_visible("#home")
    assert tablet.is_hidden("#app")


def test_the_home_page_lists_the_four_games_and_opens_siam(page: Any) -> None:
    open_link(page, "")
    names = page.locator(".game-card .game-name").all_text_contents()
    assert [n.split()[0] for n in names] == ["Siam", "Saiju", "Ni-Ju", "Symbol"]
    page.click('[data-open-game="siam"]')
    page.wait_for_function("document.querySelector('#app').dataset.game === 'siam'")
    assert page.locator("#board [data-piece=rock]").count() == 3


def test_agree_to_a_draw(tablet: Any) -> None:
    open_link(tablet, "?game=siam")
    play_by_taps(tablet, "+B1S")
    tablet.click("[data-action=draw]")
    tablet.click("#confirm-draw button[value=draw]")
    tablet.wait_for_function("document.querySelector('#app').dataset.outcome === 'draw'")
    assert "Drawn by agreement" in tablet.text_content("#status")
    tablet.click("[data-action=undo]")  # the agreement is undone like a move
    assert app(tablet, "outcome") == ""
    assert app(tablet, "ply") == "1"


@pytest.mark.own_page  # reloads
def test_an_agreed_draw_stays_a_draw_after_a_reload(tablet: Any) -> None:
    open_link(tablet, "?game=siam")
    play_by_taps(tablet, "+B1S")
    play_by_taps(tablet, "+E1W")
    tablet.click("[data-action=draw]")
    tablet.click("#confirm-draw button[value=draw]")
    tablet.wait_for_function("location.hash.includes('agreed=draw')")
    link = tablet.evaluate("location.hash")
    for how in ("reload", "a new visit"):
        if how == "reload":
            tablet.reload()
        else:
            tablet.goto("/" + link)
        tablet.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
        assert "Drawn by agreement" in tablet.text_content("#status"), how
        assert tablet.is_visible("#play-again"), how
    tablet.click("[data-action=undo]")  # taking the agreement back takes it out of the address too
    tablet.wait_for_function("!location.hash.includes('agreed')")
    assert "to move" in tablet.text_content("#status")


def test_new_game_with_an_option(tablet: Any) -> None:
    open_link(tablet, "?game=siam")
    play_by_taps(tablet, "+B1S")
    tablet.click("[data-action=new]")
    tablet.check("#new-game input[name=remove-once]")
    tablet.click("#new-game button[value=start]")
    tablet.wait_for_function("document.querySelector('#app').dataset.ply === '0'")
    tablet.wait_for_url("**option=remove-once**")
    assert board_pieces(tablet) == engine_pieces([])


@pytest.mark.own_page  # turns on a view setting the page keeps
def test_the_board_turns_to_the_player_to_move(tablet: Any) -> None:
    open_link(tablet, "?game=siam")
    tablet.check("[data-action=flip]")
    play_by_taps(tablet, "+B1S")  # rhinos to move: their side at the bottom
    a1 = tablet.locator('#board rect[data-square="A1"]').bounding_box()
    e5 = tablet.locator('#board rect[data-square="E5"]').bounding_box()
    assert a1["y"] > e5["y"] and a1["x"] > e5["x"]
    bottom_seat = tablet.locator("#seat-bottom [data-reserve]").get_attribute("data-reserve")
    assert bottom_seat == "1"
    play_by_taps(tablet, "+E1W")  # still playable by taps when turned
    assert app(tablet, "ply") == "2"


@pytest.mark.own_page  # breaks the page's own elements on purpose
def test_a_python_error_in_a_handler_shows_a_message_and_keeps_the_game(tablet: Any) -> None:
    open_link(tablet, "?game=siam")
    play_by_taps(tablet, "+B1S")
    # Corrupt what the tap handler reads, so that Python raises inside it.
    tablet.evaluate("document.querySelector('[data-reserve=\"1\"]').dataset.reserve = 'x'")
    tablet.locator('[data-reserve="x"]').tap()
    tablet.wait_for_selector("#message:not([hidden])")
    assert "Something went wrong" in tablet.text_content("#message")
    assert app(tablet, "ply") == "1"
    assert board_pieces(tablet) == engine_pieces(["+B1S"])
    play_by_taps(tablet, "+E1W")  # the page was redrawn from the last good state
    assert board_pieces(tablet) == engine_pieces(["+B1S", "+E1W"])


@pytest.mark.parametrize("size", [{"width": 360, "height": 640}, {"width": 390, "height": 844},
                                  {"width": 1024, "height": 768}])
def test_the_board_fits_phones_and_landscape_tablets(page: Any, size: dict[str, int]) -> None:
    page.set_viewport_size(size)
    open_link(page, "?game=siam")
    box = page.locator("#board").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"]
    assert box["y"] + box["height"] <= size["height"]
    assert page.evaluate("document.scrollingElement.scrollWidth") <= size["width"]
    for selector in ("[data-reserve='0']", "[data-action=undo]", "[data-action=new]"):
        target = page.locator(selector).bounding_box()
        assert target["height"] >= 44


def test_the_board_does_not_scroll_or_zoom_on_touch(page: Any) -> None:
    open_link(page, "?game=siam")
    assert page.eval_on_selector("#board", "e => getComputedStyle(e).touchAction") == "none"


@pytest.mark.own_page  # turns on a view setting the page keeps
def test_a_confirmed_push_draws_each_piece_once(tablet: Any) -> None:
    """With "Confirm each move" the preview slid the pieces, then Play it slid them again,
    leaving a pushed rock drawn twice (and still drawn after it fell off)."""
    tokens = WINNING_LINE[:6]
    open_link(tablet, "?game=siam&moves=" + quote(" ".join(tokens)))
    tablet.click("[data-action=confirm]")
    for token in WINNING_LINE[6:]:
        move = SIAM.parse_move(token)
        tap_square(tablet, move.src)
        tap_square(tablet, move.dst)
        if tablet.locator("#board [data-choice]").count():
            choose_facing(tablet, move.facing)
        check_pieces(tablet, replay_or_raise(SIAM.start(), tokens), f"{token} proposed")
        tablet.click("[data-confirm=play]")
        tokens.append(token)
        tablet.wait_for_function(f"document.querySelector('#app').dataset.ply === '{len(tokens)}'")
        check_pieces(tablet, replay_or_raise(SIAM.start(), tokens), f"{token} played")
    assert app(tablet, "outcome") == "win:0"


# ----- the status line follows each step ----------------------------------------------
def status_says(page: Any, key: str, lang: str = "en") -> None:
    """The status line shows string ``key`` of the table (it is redrawn after each tap)."""
    from tests.web.test_i18n import TABLES

    text = TABLES[lang][key]
    page.wait_for_function("t => document.querySelector('#status').textContent.includes(t)", arg=text)


def test_the_status_line_says_what_to_tap_at_each_step(tablet: Any) -> None:
    open_link(tablet, "?game=siam&moves=" + quote(" ".join(WINNING_LINE[:2])))
    status_says(tablet, "siam.hint")
    tablet.locator('[data-reserve="0"]').tap()
    status_says(tablet, "siam.hint.reserve")
    tap_square(tablet, "A1")
    status_says(tablet, "siam.hint.facing")
    tablet.keyboard.press("Escape")
    status_says(tablet, "siam.hint")
    tap_square(tablet, "B1")  # an edge animal: it may also leave by the reserve
    status_says(tablet, "siam.hint.animal-exit")
    tap_square(tablet, "B2")  # a step with one facing... or its choice
    if tablet.locator("#board [data-choice]").count():
        status_says(tablet, "siam.hint.facing")
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_a_person_sees_at_the_start_mid_game_and_the_end(page: Any, lang: str) -> None:
    for name, tokens in (("the start", []), ("mid-game", WINNING_LINE[:5]), ("the end", WINNING_LINE)):
        open_and_check(page, "?game=siam&moves=" + quote(" ".join(tokens)),
                       replay_or_raise(SIAM.start(), tokens), f"{name} ({lang})", lang=lang)
