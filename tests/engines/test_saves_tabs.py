"""Two tabs of one saved game in Firefox: both lines are kept, and the home page's list
follows the other tab (the same cases as tests/page/test_saves_page.py in Chromium).

Firefox only: each WebKitGTK page is a WebDriver session of its own, with storage of its
own, so it has no second tab of the same site to test.
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from games.record_format import read_record
from tests.engines.drivers import FirefoxBrowser
from tests.engines.test_games import open_link, siam_click
from tests.page.test_records_page import READ_ALL, SAVES_DB


@pytest.fixture
def two_tabs(engine: Any, tab: Any) -> Any:
    if not isinstance(engine, FirefoxBrowser):
        pytest.skip("WebKitGTK's pages share no storage: there is no second tab to open")
    other = tab.sibling()
    yield tab, other
    other.close()


def saved_lines(tab: Any) -> list[list[str]]:
    lines = []
    for _key, value in tab.eval(READ_ALL, SAVES_DB):
        try:
            lines.append(list(read_record(json.loads(json.loads(value)[2])["record"]).moves))
        except (TypeError, ValueError, KeyError, IndexError):
            continue
    return sorted(lines)


def play(tab: Any, token: str) -> None:
    """Play a move in ``tab``, brought to the front first, as a player switching tabs does."""
    tab.front()
    siam_click(tab, token)


def wait_for_lines(tab: Any, wanted: list[list[str]], timeout: float = 60.0) -> None:
    """Until the saves hold exactly these lines (saving runs after the redraw)."""
    deadline = time.monotonic() + timeout
    while (found := saved_lines(tab)) != sorted(wanted):
        assert time.monotonic() < deadline, f"{tab.engine}: saved lines {found}"
        tab.eval("() => new Promise(ok => setTimeout(ok, 50))")


def test_two_copies_of_a_game_tab_keep_both_lines(two_tabs: Any, base_url: str) -> None:
    a, b = two_tabs
    open_link(a, base_url, "?game=siam")
    play(a, "+B1S")
    wait_for_lines(a, [["+B1S"]])
    a.wait("location.hash.includes('moves=')")  # the link is kept up to date after the move
    b.front()
    b.goto(a.eval("() => location.href"))  # a copied tab: the same link and history state
    b.wait_ready()
    b.eval("(s) => history.replaceState(s, '', location.href)", a.eval("() => history.state"))
    b.reload()
    b.wait_ready()
    b.wait_ply(1)
    play(a, "+E1W")
    wait_for_lines(a, [["+B1S", "+E1W"]])
    play(b, "+A5E")
    wait_for_lines(a, [["+B1S", "+A5E"], ["+B1S", "+E1W"]])
    b.wait("!document.querySelector('#message').hidden")
    assert "another tab" in b.text("#message-text")
    play(a, "B1B2S")
    wait_for_lines(a, [["+B1S", "+A5E"], ["+B1S", "+E1W", "B1B2S"]])


def test_the_saved_games_list_follows_another_tab(two_tabs: Any, base_url: str) -> None:
    a, b = two_tabs
    open_link(a, base_url, "?game=siam")
    play(a, "+B1S")
    wait_for_lines(a, [["+B1S"]])
    open_link(a, base_url, "")
    a.wait("document.querySelector('#saved-list li')")
    b.front()
    open_link(b, base_url, "")
    b.click("#saved-list [data-saved-action=resume]")
    b.wait_ply(1)
    play(b, "+E1W")
    a.wait("document.querySelector('#saved-list li') && "
           "document.querySelector('#saved-list li').textContent.includes('2 moves')", timeout=20)
    a.front()
    a.click("#saved-list [data-saved-action=resume]")
    a.wait_ply(2)
    play(a, "+A5E")
    wait_for_lines(a, [["+B1S", "+E1W", "+A5E"]])
    play(b, "+A4E")  # B is behind now: its line and A's are both kept
    wait_for_lines(a, [["+B1S", "+E1W", "+A4E"], ["+B1S", "+E1W", "+A5E"]])
