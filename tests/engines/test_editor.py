"""The board editor in Firefox and WebKit: a Siam position set up by clicks alone (a piece put,
turned, a rock lifted and put down, the side to move), an impossible click refused in words,
and "Play from here" opening the game at that position."""

from __future__ import annotations

import json
from typing import Any

from tests.engines.test_games import open_link

TARGET = "ENEE..O/...../.O.O./...../...RW. r 3 0,0 - -"


def position(tab: Any) -> str | None:
    return tab.app("position")


def click_and_wait(tab: Any, selector: str, until: str) -> None:
    tab.click(selector)
    tab.wait(until)


def put(tab: Any, piece: str, square: str) -> None:
    if tab.eval(f"() => document.querySelector('[data-edit-piece=\"{piece}\"]')"
                ".getAttribute('aria-pressed')") != "true":
        click_and_wait(tab, f'[data-edit-piece="{piece}"]',
                       f"document.querySelector('[data-edit-piece=\"{piece}\"]')"
                       ".getAttribute('aria-pressed') === 'true'")
    before = json.dumps(position(tab))
    click_and_wait(tab, f'#board rect[data-square="{square}"]',
                   f"document.querySelector('#app').dataset.position !== {before}")


def test_siam_set_up_by_clicks_and_played_from_here(engine: Any, tab: Any, base_url: str) -> None:
    tab.viewport(768, 1024)
    open_link(tab, base_url, "?game=siam&edit=1")
    tab.wait("document.querySelector('#app').dataset.editing === '1'")
    for piece, square in (("EN", "A1"), ("RW", "D5"), ("ES", "B1"), ("EE", "B1")):
        put(tab, piece, square)
    click_and_wait(tab, '[data-edit-piece="EE"]',  # chosen again: nothing chosen, a click lifts
                   "document.querySelector('[data-edit-piece=\"EE\"]').getAttribute('aria-pressed') === 'false'")
    click_and_wait(tab, '#board rect[data-square="C3"]', "document.querySelector('#board .edit-lifted')")
    before = json.dumps(position(tab))
    click_and_wait(tab, '#board rect[data-square="E1"]',
                   f"document.querySelector('#app').dataset.position !== {before}")
    click_and_wait(tab, '[data-edit-mover="1"]',
                   "document.querySelector('[data-edit-mover=\"1\"]').getAttribute('aria-pressed') === 'true'")
    assert position(tab) == TARGET
    put(tab, "EN", "A1")  # taken off again: the same piece on the same square
    click_and_wait(tab, '[data-edit-piece="O"]',
                   "document.querySelector('[data-edit-piece=\"O\"]').getAttribute('aria-pressed') === 'true'")
    kept = position(tab)
    click_and_wait(tab, '#board rect[data-square="A1"]',
                   "document.querySelector('#editor').dataset.refused === '1'")
    assert tab.text("#editor-message") == "a game still going has 3 rocks, not 4"
    assert position(tab) == kept
    put(tab, "EN", "A1")
    assert position(tab) == TARGET
    click_and_wait(tab, '[data-edit="play"]', "!document.querySelector('#app').dataset.editing")
    tab.wait(f"document.querySelector('#app').dataset.position === {json.dumps(TARGET)}")
    assert tab.app("ply") == "0"
