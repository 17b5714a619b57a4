"""Every game played by keyboard alone (headless Chromium): Tab, arrows, Enter/Space, Esc, R.

The test reads the page to decide which arrow to press next (it plays like a
sighted keyboard user), but every input is a key press: no tap, no click.
"""

from __future__ import annotations

from typing import Any

import pytest

from games import get_game
from games.niju import Place, Step, kind_of
from games.symbol_pallet import GAME as SYMBOL_PALLET
from games.symbol_pallet.tiles import TILE_IDS
from tests.conftest import ready as open_page
from tests.page.test_symbol_pallet_page import DECK_LINK

SIAM = get_game("siam")
NIJU = get_game("ni-ju")
DESKTOP = {"width": 1024, "height": 768}

ACTIVE_JS = """(sel) => {
  const a = document.activeElement;
  const play = document.getElementById('play');
  if (!a || !play.contains(a)) return {inside: false};
  const r = a.getBoundingClientRect();
  let best = null, bestD = Infinity;
  for (const el of document.querySelectorAll(sel)) {
    const q = el.getBoundingClientRect();
    if (q.width < 1 || q.height < 1) continue;
    const d = Math.hypot(q.left + q.width / 2 - r.left - r.width / 2, q.top + q.height / 2 - r.top - r.height / 2);
    if (d < bestD) { bestD = d; best = q; }
  }
  return {inside: true, on: a.matches(sel), x: r.left + r.width / 2, y: r.top + r.height / 2,
          tx: best ? best.left + best.width / 2 : null, ty: best ? best.top + best.height / 2 : null};
}"""


def ply(page: Any) -> int:
    return int(page.get_attribute("#app", "data-ply"))


def wait_ply(page: Any, n: int) -> None:
    page.wait_for_function(f"document.querySelector('#app').dataset.ply === '{n}'")


def tab_to(page: Any, selector: str, limit: int = 60) -> None:
    """Press Tab until the focus is on ``selector`` (a control outside the board, say)."""
    for _ in range(limit):
        if page.evaluate("(s) => !!document.activeElement && document.activeElement.matches(s)",
                         selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def into_board(page: Any) -> None:
    """Tab until the focus is inside the play area (the board's one tab stop)."""
    for _ in range(40):
        if page.evaluate(ACTIVE_JS, "#play *")["inside"]:
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached the board")


def go_to(page: Any, selector: str, limit: int = 40) -> None:
    """Arrow keys until the focused target matches ``selector``."""
    into_board(page)
    tried: set[tuple[float, float, str]] = set()
    for _ in range(limit):
        where = page.evaluate(ACTIVE_JS, selector)
        assert where["inside"], "the focus left the board"
        if where["on"]:
            return
        assert where["tx"] is not None, f"nothing shows {selector}"
        dx, dy = where["tx"] - where["x"], where["ty"] - where["y"]
        keys = (["ArrowRight" if dx > 0 else "ArrowLeft", "ArrowDown" if dy > 0 else "ArrowUp"]
                if abs(dx) >= abs(dy) else
                ["ArrowDown" if dy > 0 else "ArrowUp", "ArrowRight" if dx > 0 else "ArrowLeft"])
        for key in keys:
            spot = (round(where["x"]), round(where["y"]), key)
            if spot not in tried:
                tried.add(spot)
                page.keyboard.press(key)
                break
        else:
            raise AssertionError(f"the arrows do not lead to {selector}")
    raise AssertionError(f"{limit} arrow presses did not reach {selector}")


def choose(page: Any, selector: str, key: str = "Enter") -> None:
    go_to(page, selector)
    page.keyboard.press(key)


@pytest.fixture
def desk(page: Any) -> Any:
    page.set_viewport_size(DESKTOP)
    return page


# ----- Siam ----------------------------------------------------------------------------------
def siam_move(page: Any, token: str) -> None:
    move = SIAM.parse_move(token)
    n = ply(page)
    reserve = f'[data-reserve="{n % 2}"]'
    square = '#board rect[data-square="{}"]'
    if move.src is None:
        choose(page, reserve)
        choose(page, square.format(move.dst), " ")
    elif move.dst is None:
        choose(page, square.format(move.src))
        choose(page, reserve)
    else:
        choose(page, square.format(move.src))
        choose(page, square.format(move.dst))
    if page.locator("#board [data-choice]").count():
        choose(page, f'#board [data-choice="{move.facing}"]')
    wait_ply(page, n + 1)


def test_siam_by_keyboard(desk: Any, page_errors: list[str]) -> None:
    page = desk
    open_page(page, "?game=siam")
    for token in ["+B1S", "+E1W", "B1B2S", "E1E1S"]:
        siam_move(page, token)
    assert ply(page) == 4
    # Esc drops a picked piece, and a facing chooser left open.
    choose(page, '#board rect[data-square="B2"]')
    assert page.get_attribute('#board rect[data-square="B2"]', "aria-pressed") == "true"
    assert page.locator("#board .mark.target").count() > 0
    page.keyboard.press("Escape")
    assert page.get_attribute('#board rect[data-square="B2"]', "aria-pressed") is None
    assert page.locator("#board .mark.target").count() == 0
    choose(page, '#board rect[data-square="B2"]')
    choose(page, '#board rect[data-square="C2"]')
    assert page.locator("#board .chooser-button").count() > 1
    page.keyboard.press("Escape")
    assert page.locator("#board .chooser-button").count() == 0
    assert ply(page) == 4
    # The arrows moved the cursor, not the record: still at the last move.
    assert page.get_attribute("#app", "data-ply") == "4"
    # Off the board, the arrows step through the record again.
    tab_to(page, "[data-action=undo]")
    page.keyboard.press("ArrowLeft")
    wait_ply(page, 3)
    assert page_errors == []


# ----- Saiju ---------------------------------------------------------------------------------
def saiju_place(page: Any, token: str) -> None:
    n = ply(page)
    colour, symbol, target = token[0], token[1], token[3:]
    at = page.get_attribute(f"#board [data-shadow={symbol}]", "data-hex")
    choose(page, f'#board .saiju-hex[data-hex="{at}"]')
    if page.locator("#board .saiju-choice").count():
        choose(page, f'#board .saiju-choice[data-choice="{colour}"]')
    choose(page, f'#board .saiju-hex[data-hex="{target}"]')
    wait_ply(page, n + 1)


def test_saiju_by_keyboard(desk: Any, page_errors: list[str]) -> None:
    page = desk
    open_page(page, "?game=saiju")
    for n, name in enumerate(["d2", "a1", "g7"], start=1):
        choose(page, f'#board .saiju-hex[data-hex="{name}"]')
        wait_ply(page, n)
    # Esc closes the colour chooser and drops the Shadow.
    choose(page, '#board .saiju-hex[data-hex="a1"]')
    assert page.locator("#board .saiju-choice").count() == 3
    page.keyboard.press("Escape")
    assert page.locator("#board .saiju-choice").count() == 0
    assert page.get_attribute('#board .saiju-hex[data-hex="a1"]', "aria-pressed") is None
    assert page.evaluate("document.activeElement.dataset.hex") == "a1"  # back where it was
    saiju_place(page, "pS-c3")  # a pink Snow where the Shadow stood; the Shadow to c3
    assert page.get_attribute('#board .saiju-hex[data-hex="a1"]', "aria-label") == \
        "a1, pink Snow, last move"
    assert page.get_attribute('#board .saiju-hex[data-hex="c3"]', "aria-label") == \
        "c3, Snow Shadow, used this turn"  # the Shadow moved on: not a move of its own
    # End turn is a real button in the panel: Tab reaches it.
    tab_to(page, "[data-view-action=end]")
    page.keyboard.press("Enter")
    wait_ply(page, 5)
    assert page_errors == []


# ----- Ni-Ju ---------------------------------------------------------------------------------
def niju_move(page: Any, token: str) -> None:
    move = NIJU.parse_move(token)
    n = ply(page)
    if isinstance(move, Place):
        picked = f'.niju-hand-tile[data-owner="{n % 2}"][data-hand-kind="{kind_of(move.byte)}"]'
    else:
        assert isinstance(move, Step)
        picked = f'#board [data-tile="{move.origin[0]},{move.origin[1]}"]'
    choose(page, picked)
    for _ in range(4):
        shown = page.eval_on_selector(picked, "e => e.dataset.turned || e.dataset.pattern")
        if int(shown, 16) == move.byte:
            break
        page.keyboard.press("r")
    else:
        raise AssertionError("R never turned the tile right")
    x, y = move.target
    choose(page, f'#board rect[data-square="{x},{y}"]')
    wait_ply(page, n + 1)


def test_niju_by_keyboard(desk: Any, page_errors: list[str]) -> None:
    page = desk
    open_page(page, "?game=ni-ju")
    for token in ["aa@0,0", "17@1,0", "3c@1,-1"]:
        niju_move(page, token)
    assert ply(page) == 3
    tray = '.niju-hand-tile[data-owner="1"][data-hand-kind="5"]'
    choose(page, tray)
    assert page.get_attribute(tray, "aria-pressed") == "true"
    assert page.locator("#board rect.niju-cell.target").count() > 0
    page.keyboard.press("Escape")
    assert page.get_attribute(tray, "aria-pressed") == "false"
    assert page.locator("#board rect.niju-cell.target").count() == 0
    assert page_errors == []


# ----- Symbol Pallet -------------------------------------------------------------------------
def sp_place(page: Any, token: str) -> None:
    move = SYMBOL_PALLET.parse_move(token)
    n = ply(page)
    choose(page, f'[data-sp="chip:{move.chip}"]')
    choose(page, f'[data-sp="hand:{TILE_IDS[move.tile]}"]')
    choose(page, f'#board [data-ghost="{move.x},{move.y}"]')
    if page.locator('[data-sp="yes"], [data-sp="no"]').count():
        choose(page, f'[data-sp="{"yes" if move.plus else "no"}"]')
    for send in move.sends:
        choose(page, f'#board [data-send="{TILE_IDS[send.tile]}"]')
    wait_ply(page, n + 1)


def test_symbol_pallet_turn_and_handoff_by_keyboard(desk: Any, page_errors: list[str]) -> None:
    page = desk
    open_page(page, DECK_LINK)
    for n, tile in enumerate(["Bs1", "Rs1", "Ps1", "Gs1"], start=1):
        choose(page, f'#board [data-setup="{tile}"]')
        wait_ply(page, n)
    # Red takes the device: the handoff button, by keyboard.
    choose(page, "[data-sp=reveal]")
    page.wait_for_selector("[data-hand]")
    tab_to(page, "[data-view-action=draw]")
    page.keyboard.press("Enter")
    wait_ply(page, 5)
    # Esc drops a chosen tile (its ghost spots go).
    choose(page, '[data-sp="hand:Yc1"]')
    assert page.locator("#board [data-ghost]").count() > 0
    page.keyboard.press("Escape")
    assert page.locator("#board [data-ghost]").count() == 0
    assert page.get_attribute('[data-sp="hand:Yc1"]', "aria-pressed") == "false"
    sp_place(page, "a:Yc1@-2,0")
    sp_place(page, "a:Ka1@0,1+")
    # The turn passed: Blue's handoff, then Blue's hand, all by keyboard.
    assert page.get_attribute("#app", "data-to-move") == "1"
    assert page.locator("[data-hand]").count() == 0
    choose(page, "[data-sp=reveal]", " ")
    page.wait_for_selector("[data-hand]")
    assert page.locator("[data-hand]").count() == 3
    assert page_errors == []
