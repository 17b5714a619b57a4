"""The board editor in Firefox and WebKit: a Siam position set up by clicks alone (a piece put,
turned, a rock lifted and put down, the side to move), an impossible click refused in words,
and "Play from here" opening the game at that position; a Saiju and a Ni-Ju position set up by
the clicks the Chromium test makes (tests/page/test_editor_page.py's ``CASES``: a Saiju, a Ni-Ju
and a Symbol Pallet position, its field and chips) and played from. The tests share one page
per engine (``kept_tab``), each opening its editor link through the page's routing, as the
Chromium test does."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.engines.test_games import show
from tests.page.test_editor_page import CASES, MOVE, SQUARE

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


def test_siam_set_up_by_clicks_and_played_from_here(kept_tab: Any, base_url: str) -> None:
    tab = kept_tab
    tab.viewport(768, 1024)
    show(tab, base_url, "?game=siam&edit=1")
    tab.wait("document.querySelector('#app').dataset.editing === '1'")
    for piece, square in (("EN", "A1"), ("RW", "D5"), ("ES", "B1"), ("EE", "B1")):
        put(tab, piece, square)
    click_and_wait(tab, '[data-edit="move"]',  # Move: nothing chosen, a click lifts
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


def pressed(selector: str) -> str:
    return f"document.querySelector({json.dumps(selector)}).getAttribute('aria-pressed') === 'true'"


def click_square(tab: Any, game: str, square: str) -> None:
    """A click on a square: the position changes, or the piece there is lifted."""
    before = json.dumps(position(tab))
    click_and_wait(tab, SQUARE[game].format(square),
                   f"document.querySelector('#app').dataset.position !== {before}"
                   " || document.querySelector('#board .edit-lifted')")


def click_turn(tab: Any) -> None:
    """Rotate: the lifted tile turns (the position changes), else the palette's tiles do."""
    before = json.dumps([position(tab), tab.eval(
        "() => document.querySelector('[data-edit-piece]').dataset.editPiece")])
    click_and_wait(tab, '[data-edit="turn"]',
                   f"(([p, first]) => document.querySelector('#app').dataset.position !== p || "
                   f"document.querySelector('[data-edit-piece]').dataset.editPiece !== first)({before})")


def set_up(tab: Any, game: str, steps: list[tuple[Any, ...]]) -> None:
    """The steps of ``CASES`` (tests/page/test_editor_page.py) as clicks."""
    for step in steps:
        if step[0] == "lift":
            if tab.eval(f"() => document.querySelector({json.dumps(MOVE)}).getAttribute('aria-pressed')") != "true":
                click_and_wait(tab, MOVE, pressed(MOVE))  # Move: no piece chosen, a click lifts
            click_square(tab, game, step[1])
            for _ in range(step[3] if len(step) > 3 else 0):
                click_turn(tab)
            click_square(tab, game, step[2])
        elif step[0] == "turn":
            click_turn(tab)
        elif step[0] == "clear":
            click_and_wait(tab, '[data-edit="clear"]',
                           "document.querySelector('#app').dataset.position.includes(' field=- ')")
        elif step[0] == "part":
            selector = f'[data-edit-part="{step[1]}"]'
            click_and_wait(tab, selector, pressed(selector))
        elif step[0] == "at":
            click_square(tab, game, step[1])
        elif step[0] in ("owner", "mover"):
            selector = f'[data-edit-{step[0]}="{step[1]}"]'
            click_and_wait(tab, selector, pressed(selector))
        else:
            selector = f'[data-edit-piece="{step[0]}"]'
            if not tab.eval(f"() => {pressed(selector)}"):
                click_and_wait(tab, selector, pressed(selector))
            click_square(tab, game, step[1])


@pytest.mark.parametrize("game, steps, target", [c for c in CASES if c[0] != "siam"],
                         ids=[c[0] for c in CASES if c[0] != "siam"])
def test_a_position_set_up_by_clicks_is_played_from_here(kept_tab: Any, base_url: str, game: str,
                                                         steps: list[tuple[Any, ...]], target: str) -> None:
    tab = kept_tab
    tab.viewport(768, 1024)
    show(tab, base_url, f"?game={game}&edit=1")
    tab.wait("document.querySelector('#app').dataset.editing === '1'")
    set_up(tab, game, steps)
    assert position(tab) == target
    click_and_wait(tab, '[data-edit="play"]', "!document.querySelector('#app').dataset.editing")
    tab.wait(f"document.querySelector('#app').dataset.position === {json.dumps(target)}")
    assert tab.app("ply") == "0"
    # A Symbol Pallet game under way keeps its deal out of the address bar (docs/rules).
    assert ("private=1" if game == "symbol-pallet" else "position=") in tab.eval("() => location.hash")
