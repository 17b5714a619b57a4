"""Saiju in the real page (headless Chromium): played by taps, checked against the engine.

The tests share one started page (``reused_page``) and open each link through the page's
routing; the one that checks what a load requests, and those that turn on a view setting the
page keeps, have a page of their own (``own_page``)."""

from __future__ import annotations

import json
import random
import re
from typing import Any
from urllib.parse import quote

import pytest

from games import get_game, replay_or_raise
from games.referee import run
from games.saiju import HEXES, scoring_groups
from games.saiju.records import record_for_board
from tests.conftest import open_link
from tests.page_checks import LAYOUT_SIZES, check_page, open_and_check
from tests.conftest import app

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

SAIJU = get_game("saiju")
FIG4 = "pMwSyMyS/yFyFpFySpM/pMwFwSwMpFyF/wMwFpMwFwFwM/pSpFwSpSyMyS/wSpSyMwMpF/ySpSyMyF"
FIG4_PIECES = dict(zip(HEXES, re.findall(r"[wyp][SMF]", FIG4)))


def open_page(page: Any, query: str = "?game=saiju") -> None:
    open_link(page, query)


def link(tokens: list[str], players: int = 2) -> str:
    extra = "&players=3" if players == 3 else ""
    return f"?game=saiju{extra}&moves=" + quote(" ".join(tokens))


def seen(page: Any, tokens: list[str], where: str, sizes: Any = None) -> None:
    """What a person sees after ``tokens`` (page_checks.check_page)."""
    check_page(page, replay_or_raise(SAIJU.start(), tokens), where, sizes=sizes)


def tap_hex(page: Any, name: str) -> None:
    page.locator(f'#board .saiju-hex[data-hex="{name}"]').tap()


def wait_ply(page: Any, ply: int) -> None:
    page.wait_for_function(f"document.querySelector('#app').dataset.ply === '{ply}'")


def board(page: Any) -> tuple[dict[str, str], dict[str, str]]:
    """(hex -> kind of every Colour piece, symbol -> hex of every Shadow) as drawn."""
    pieces = page.eval_on_selector_all(
        "#board [data-piece]", "els => els.map(e => [e.dataset.hex, e.dataset.piece])")
    shadows = page.eval_on_selector_all(
        "#board [data-shadow]", "els => els.map(e => [e.dataset.shadow, e.dataset.hex])")
    return dict(pieces), dict(shadows)


def engine_board(tokens: list[str], players: int = 2) -> tuple[dict[str, str], dict[str, str]]:
    state = replay_or_raise(SAIJU.start(players=players), tokens)
    return state.pieces_on_board(), state.shadows_on_board()


def supply(page: Any) -> dict[str, int]:
    found = page.eval_on_selector_all(
        "#seat-bottom [data-kind]",
        "els => els.map(e => [e.dataset.kind, e.querySelector('[data-count]').dataset.count])")
    return {kind: int(n) for kind, n in found}


def place_by_taps(page: Any, token: str) -> None:
    """Play a placement such as ``pS-c3``: tap the Shadow, the colour if asked, the hex."""
    ply = int(app(page, "ply"))
    colour, symbol, target = token[0], token[1], token[3:]
    at = page.get_attribute(f"#board [data-shadow={symbol}]", "data-hex")
    tap_hex(page, at)
    if page.locator("#board [data-choice]").count():
        page.locator(f'#board [data-choice="{colour}"]').tap()
    tap_hex(page, target)
    wait_ply(page, ply + 1)


@pytest.mark.own_page
def test_setup_first_placement_end_and_undo_by_taps(tablet: Any, requests_seen: list[str],
                                                   base_url: str, page_errors: list[str]) -> None:
    open_page(tablet)
    assert app(tablet, "game") == "saiju"
    assert tablet.locator("#board .saiju-hex").count() == 36
    assert tablet.locator('#board .saiju-hex[data-hex="d4"]').count() == 0  # the missing centre
    assert "Moon Shadow" in tablet.text_content("#status")
    seen(tablet, [], "the start", LAYOUT_SIZES)
    # Setup: Snow puts the Moon Shadow, Moon the Snow and the Flower Shadows.
    assert tablet.locator("#board .saiju-hex.target").count() == 36
    for ply, hex_name in enumerate(["d2", "a1"], start=1):
        tap_hex(tablet, hex_name)
        wait_ply(tablet, ply)
    tap_hex(tablet, "d2")  # occupied: nothing happens
    assert app(tablet, "ply") == "2"
    assert tablet.locator("#board .saiju-hex.target").count() == 34
    tap_hex(tablet, "g7")
    wait_ply(tablet, 3)
    assert board(tablet) == ({}, {"M": "d2", "S": "a1", "F": "g7"})
    assert app(tablet, "to-move") == "0"
    seen(tablet, ["M@d2", "S@a1", "F@g7"], "after the setup")
    assert tablet.is_hidden("[data-view-action=end]")
    assert tablet.is_hidden("[data-view-action=finish]")
    # A placement: the Snow Shadow, a colour from the chooser, then where the Shadow goes.
    tap_hex(tablet, "a1")
    assert sorted(tablet.eval_on_selector_all(
        "#board [data-choice]:not([data-choice=cancel])", "els => els.map(e => e.dataset.choice)")
    ) == ["p", "w", "y"]
    tablet.locator('#board [data-choice="p"]').tap()
    assert tablet.locator("#board .saiju-hex.target").count() == 33  # every empty hex
    seen(tablet, ["M@d2", "S@a1", "F@g7"], "a colour chosen")
    assert "eligible" in tablet.get_attribute('[data-kind="wS"]', "class")
    tap_hex(tablet, "c3")
    wait_ply(tablet, 4)
    assert board(tablet) == engine_board(["M@d2", "S@a1", "F@g7", "pS-c3"])
    assert supply(tablet)["pS"] == 3 and supply(tablet)["wS"] == 4
    seen(tablet, ["M@d2", "S@a1", "F@g7", "pS-c3"], "after pS-c3", LAYOUT_SIZES)
    # Second placement: Snow is used up for this turn; End turn is offered.
    assert tablet.is_visible("[data-view-action=end]")
    assert "used" in tablet.get_attribute("#board [data-shadow=S]", "class")
    assert "used" in tablet.get_attribute('[data-kind="wS"]', "class")
    tap_hex(tablet, "c3")  # the used Snow Shadow can't be picked up
    assert tablet.locator("#board [data-choice]").count() == 0
    assert "another Shadow" in tablet.text_content("#status")
    # Undo the placement: the board is as after setup again.
    tablet.click("[data-action=undo]")
    assert app(tablet, "ply") == "3"
    assert board(tablet) == ({}, {"M": "d2", "S": "a1", "F": "g7"})
    assert supply(tablet)["pS"] == 4
    assert tablet.is_hidden("[data-view-action=end]")
    # Play it again, a second one with the Moon Shadow, then End turn is not needed …
    place_by_taps(tablet, "pS-c3")
    place_by_taps(tablet, "yM-e5")
    assert app(tablet, "to-move") == "1"
    # … and Moon plays one placement and ends the turn with the button.
    place_by_taps(tablet, "wF-b2")
    tablet.click("[data-view-action=end]")
    wait_ply(tablet, 7)
    tokens = ["M@d2", "S@a1", "F@g7", "pS-c3", "yM-e5", "wF-b2", "end"]
    assert tablet.locator("#moves li").evaluate_all("els => els.map(e => e.dataset.token)") == tokens
    assert board(tablet) == engine_board(tokens)
    assert app(tablet, "to-move") == "0"
    seen(tablet, tokens, "after Moon's turn", LAYOUT_SIZES)
    assert requests_seen and all(url.startswith(base_url) for url in requests_seen)
    assert not page_errors


def test_colour_choice_can_be_cancelled_and_changed(tablet: Any) -> None:
    open_page(tablet, link(["M@d2", "S@a1", "F@g7"]))
    tap_hex(tablet, "d2")
    tablet.locator("#board [data-choice=cancel]").tap(position={"x": 10, "y": 10})
    assert tablet.locator("#board [data-choice]").count() == 0
    assert tablet.locator("#board .saiju-hex.target").count() == 0
    tap_hex(tablet, "d2")
    tablet.locator('#board [data-choice="y"]').tap()
    assert tablet.locator("#board .saiju-ghost.saiju-cy").count() == 1
    tap_hex(tablet, "g7")  # another Shadow: pick it up instead
    tablet.locator('#board [data-choice="w"]').tap()
    tap_hex(tablet, "a4")
    wait_ply(tablet, 4)
    assert tablet.locator("#moves li").evaluate_all("els => els.map(e => e.dataset.token)")[-1] == "wF-a4"


def referee_scores(tokens: list[str], players: int) -> list[int]:
    status, out, err = run(["saiju", "--players", str(players), "--moves", " ".join(tokens)])
    assert status == 0, err
    return json.loads(out)["scores"]


@pytest.mark.own_page  # turns the scoring view off and on: a view setting the page keeps
@pytest.mark.parametrize("players", [2, 3])
def test_a_finished_game_link_shows_the_scoring_view(tablet: Any, players: int) -> None:
    tokens = record_for_board(FIG4_PIECES, players)
    open_page(tablet, link(tokens, players))
    expected = referee_scores(tokens, players)  # 2: [13, 19]; 3: [13, 3, 16]
    assert app(tablet, "scores") == ",".join(map(str, expected))
    assert app(tablet, "outcome") == ("win:1" if players == 2 else "win:2")
    # Totals in the seats and in the sheet are the referee's.
    totals = tablet.eval_on_selector_all("#seat-top [data-total]", "els => els.map(e => +e.dataset.total)")
    assert totals == expected
    assert tablet.is_visible(".saiju-sheet")
    sheet_totals = tablet.get_attribute(".saiju-sheet [data-totals]", "data-totals")
    assert sheet_totals == ",".join(map(str, expected))
    # Every scoring group is outlined with its size, taker, doubling and points.
    state = replay_or_raise(SAIJU.start(players=players), tokens)
    want = sorted((",".join(g.hexes), str(g.size), "none" if g.taker is None else str(g.taker),
                   str(g.points), "1" if g.doubled else "0")
                  for g in scoring_groups(state).groups if g.scoring)
    drawn = sorted(tuple(row) for row in tablet.eval_on_selector_all(
        "#board .saiju-group", "els => els.map(e => [e.dataset.group, e.dataset.size, "
        "e.dataset.taker, e.dataset.points, e.dataset.doubled])"))
    assert drawn == want and len(drawn) == 4
    by_taker = [0] * players
    for _, _, taker, points, _ in drawn:
        if taker != "none":
            by_taker[int(taker)] += int(points)
    assert by_taker == expected
    white = tablet.locator("#board .saiju-group.saiju-gw .badge").text_content()
    assert "2×8=16" in white
    # The toggle hides and shows it again.
    tablet.click("[data-view-action=scoring]")
    assert tablet.locator("#board .saiju-group").count() == 0
    assert tablet.is_hidden(".saiju-sheet")
    tablet.click("[data-view-action=scoring]")
    assert tablet.locator("#board .saiju-group").count() == 4


@pytest.mark.own_page  # turns on a view setting the page keeps
def test_provisional_scoring_toggle_and_labels_during_play(tablet: Any) -> None:
    tokens = record_for_board(FIG4_PIECES, 2)[:20]
    open_page(tablet, link(tokens))
    assert tablet.locator("#board .saiju-group").count() == 0
    assert tablet.is_hidden(".saiju-sheet")
    tablet.click("[data-view-action=scoring]")
    state = replay_or_raise(SAIJU.start(), tokens)
    scoring = [g for g in scoring_groups(state).groups if g.scoring]
    assert tablet.locator("#board .saiju-group").count() == len(scoring) > 0
    assert "so far" in tablet.text_content(".saiju-sheet")
    assert tablet.get_attribute(".saiju-sheet [data-totals]", "data-totals") == app(tablet, "scores")
    # Labels: hidden until asked for.
    assert tablet.locator("#board .saiju-label").first.is_hidden()
    tablet.click("[data-view-action=labels]")
    assert tablet.locator("#board .saiju-label").first.is_visible()
    assert tablet.get_attribute("[data-view-action=labels]", "aria-pressed") == "true"


def test_three_players_start_with_three_seats(tablet: Any) -> None:
    open_page(tablet, "?game=saiju&players=3")
    seats = tablet.eval_on_selector_all("#seat-top [data-seat]", "els => els.map(e => e.dataset.seat)")
    assert seats == ["0", "1", "2"]  # no neutral Flower with three players
    assert "Flower" in tablet.text_content('#seat-top [data-seat="2"]')
    # Setup with 3 players: Moon, then Flower, then Snow Shadow.
    for ply, hex_name in enumerate(["b2", "f5", "c6"], start=1):
        tap_hex(tablet, hex_name)
        wait_ply(tablet, ply)
    assert board(tablet) == engine_board(["M@b2", "F@f5", "S@c6"], 3)
    assert app(tablet, "to-move") == "0"
    assert "to-move" in tablet.get_attribute('#seat-top [data-seat="0"]', "class")
    assert app(tablet, "scores") == "0,0,0"


def finish_record() -> list[str]:
    """A seeded random 2-player game up to a turn start where ``finish`` is legal."""
    for seed in range(500):
        rng = random.Random(seed)
        state, tokens = SAIJU.start(), []
        while not state.over:
            if state.finish_legal() and state.placement_number() == 1:
                return tokens
            token = rng.choice(state.legal_tokens())
            tokens.append(token)
            state = state.play(token)
    raise AssertionError("no seeded game reached a finish")


def test_finish_appears_only_when_legal_and_ends_the_game(tablet: Any) -> None:
    tokens = finish_record()
    open_page(tablet, link(tokens))
    assert tablet.is_visible("[data-view-action=finish]")
    tablet.click("[data-action=undo]")
    before = replay_or_raise(SAIJU.start(), tokens[:-1])
    assert tablet.is_hidden("[data-view-action=finish]") != before.finish_legal()
    tablet.click("[data-action=redo]")
    tablet.click("[data-view-action=finish]")
    wait_ply(tablet, len(tokens) + 1)
    final = replay_or_raise(SAIJU.start(), tokens + ["finish"])
    assert app(tablet, "outcome") == final.outcome().code()
    assert board(tablet) == (final.pieces_on_board(), {})
    assert app(tablet, "scores") == ",".join(map(str, final.scores()))
    assert tablet.locator("#board .saiju-group").count() > 0  # the scoring view opens by itself
    assert tablet.is_hidden("[data-view-action=finish]")


@pytest.mark.own_page  # turns on a view setting the page keeps
def test_the_board_turns_to_moon(tablet: Any) -> None:
    open_page(tablet, link(["M@d2"]))
    tablet.check("[data-action=flip]")
    a1 = tablet.locator('#board .saiju-hex[data-hex="a1"]').bounding_box()
    g7 = tablet.locator('#board .saiju-hex[data-hex="g7"]').bounding_box()
    assert a1["y"] < g7["y"]  # Moon to move: row a is at the top
    tap_hex(tablet, "a1")
    wait_ply(tablet, 2)
    assert board(tablet) == engine_board(["M@d2", "S@a1"])


def test_tap_targets_and_fit_on_tablets_and_a_small_phone(page: Any) -> None:
    open_page(page, link(["M@d2", "S@a1", "F@g7"]))
    for size in ({"width": 768, "height": 1024}, {"width": 1024, "height": 768},
                 {"width": 360, "height": 640}):
        page.set_viewport_size(size)
        box = page.locator("#board").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"], size
        assert page.evaluate("document.scrollingElement.scrollWidth") <= size["width"], size
        cell = page.locator('#board .saiju-hex[data-hex="c3"] .cell').bounding_box()
        assert cell["width"] >= 44 and cell["height"] >= 44, (size, cell)
        tap_hex(page, "a1")
        choice = page.locator('#board [data-choice="w"]').bounding_box()
        assert choice["width"] >= 44 and choice["height"] >= 44, (size, choice)
        page.locator('#board [data-choice="w"]').tap()
        assert page.locator("#board .saiju-hex.target").count() == 33
        page.locator("#board").tap(position={"x": 3, "y": 3})  # off the hexes: drops the choice
        assert page.locator("#board .saiju-hex.target").count() == 0
        for selector in ("[data-view-action=scoring]", "[data-view-action=labels]",
                         "[data-action=undo]"):
            assert page.locator(selector).bounding_box()["height"] >= 44, (size, selector)
    assert app(page, "ply") == "3"
    assert page.eval_on_selector("#board", "e => getComputedStyle(e).touchAction") == "none"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_a_person_sees_at_the_start_mid_game_and_the_end(page: Any, lang: str) -> None:
    finished = record_for_board(FIG4_PIECES, 2)
    mid = finish_record()
    for name, tokens in (("the start", []), ("mid-game", mid), ("the end", finished)):
        open_and_check(page, link(tokens), replay_or_raise(SAIJU.start(), tokens), f"{name} ({lang})",
                       lang=lang)
