"""Accessibility of the game pages (headless Chromium): axe-core, names, colour-blind mode,
reduced motion, focus, tap-target sizes.

axe-core comes from npm (package.json devDependencies, pinned) and is injected
into the page; every rule runs, so a missing name, a bad ARIA attribute or
low-contrast text on the board or the controls fails here.

The tests share one started page (``reused_page``) and open each link through the page's
routing; those about a reload, reduced motion or a view setting the page keeps have their own
(``own_page``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.conftest import READY_TIMEOUT_MS, names_settled, open_link, ready
from tests.page.test_keyboard import choose, into_board, wait_ply
from tests.page.test_symbol_pallet_page import DECK_LINK

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

ROOT = Path(__file__).resolve().parent.parent.parent
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
DESKTOP = {"width": 1024, "height": 768}
PHONE = {"width": 390, "height": 844}
SP_SETUP_DONE = DECK_LINK + "&moves=%3EBs1+%3ERs1+%3EPs1+%3EGs1"

AXE_JS = """async (context) => {
  const result = await axe.run(context === 'document' ? document : context,
                               {resultTypes: ['violations']});
  const allowed = (id, node) => id === 'label-content-name-mismatch' &&
    document.querySelector(node.target.join(' ')).matches('.sp-chip-button');
  return result.violations
    .map(v => ({...v, nodes: v.nodes.filter(n => !allowed(v.id, n))}))
    .filter(v => v.nodes.length)
    .map(v => v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | '));
}"""
"""Every rule, with one exception: a Symbol Pallet chip button shows its letter and, while a
tile is chosen, a spot count glued to it ("a3"); its name is "chip a, 3 spots", which axe's
label-in-name heuristic cannot match although both words a person reads are in it."""

NAMES_JS = """() => { axe.setup(document); try { return [...document.querySelectorAll(
    '#play [role=button], #play button, #play [tabindex], #app .panel button, #app .panel input')]
  .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'
            && !e.closest('[aria-hidden=true]'))
  .map(e => [e.outerHTML.slice(0, 80), axe.commons.text.accessibleText(e).trim()])
  .filter(([_, name]) => !name); } finally { axe.teardown(); } }"""


def open_page(page: Any, query: str) -> None:
    open_link(page, query)


def axe_violations(page: Any, context: str = "document") -> list[str]:
    names_settled(page)
    if not AXE.exists():
        pytest.fail("node_modules/axe-core is missing: run `make test` (npm ci installs it)")
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate(AXE_JS, context)


def unnamed(page: Any) -> list[str]:
    axe_violations(page, "#play")  # makes sure axe is in the page
    names_settled(page)
    return page.evaluate(NAMES_JS)


def label(page: Any, selector: str) -> str:
    names_settled(page)
    return page.get_attribute(selector, "aria-label")


# Each case: a page, then taps that leave a half-made choice on screen (choosers, spots …).
CASES = {
    "siam": ("?game=siam&moves=%2BB1S+%2BE1W", []),
    "siam-facing-chooser": ("?game=siam&moves=%2BB1S+%2BE1W",
                            ['#board rect[data-square="B1"]', '#board rect[data-square="B2"]']),
    "saiju-setup": ("?game=saiju", []),
    "saiju-colour-chooser": ("?game=saiju&moves=M%40d2+S%40a1+F%40g7", ['#board [data-hex="a1"]']),
    "saiju-3-players-scoring": ("?game=saiju&players=3&moves=M%40d2+S%40a1+F%40g7+pS-c3",
                                ["[data-view-action=scoring]", "[data-view-action=labels]"]),
    "ni-ju-tile-picked": ("?game=ni-ju&moves=aa%400%2C0+17%401%2C0",
                          ['.niju-hand-tile[data-owner="0"][data-hand-kind="3"]']),
    "symbol-pallet-setup": (DECK_LINK, []),
    "symbol-pallet-handoff": (SP_SETUP_DONE, []),
    "symbol-pallet-ghost-spots": (SP_SETUP_DONE, ["[data-sp=reveal]", '[data-sp="hand:Yc1"]']),
    "symbol-pallet-yes-no": (SP_SETUP_DONE, ["[data-sp=reveal]", '[data-sp="hand:Yc1"]',
                                             '#board [data-ghost="-2,0"]']),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_axe_finds_nothing_and_every_target_is_named(page: Any, case: str) -> None:
    query, taps = CASES[case]
    page.set_viewport_size(DESKTOP)
    open_page(page, query)
    for selector in taps:
        page.locator(selector).first.click()
    assert axe_violations(page) == []
    assert unnamed(page) == []

@pytest.mark.own_page  # turns on a view setting the page keeps
def test_axe_on_a_phone_with_the_colour_letters_on(page: Any) -> None:
    page.set_viewport_size(PHONE)
    open_page(page, "?game=saiju&moves=M%40d2+S%40a1+F%40g7+pS-c3")
    page.locator("[data-colour-marks=toggle]").click()
    assert axe_violations(page) == []


def test_names_follow_the_position_and_the_choice(page: Any) -> None:
    page.set_viewport_size(DESKTOP)
    open_page(page, "?game=siam&moves=%2BB1S")
    assert label(page, '#board rect[data-square="B1"]') == "B1, elephant facing south, last move"
    assert label(page, '#board rect[data-square="B3"]') == "B3, rock"
    assert label(page, '#board rect[data-square="E2"]') == "E2, empty"
    assert label(page, "[data-reserve='1']") == "Rhinos ×5 in reserve"
    page.locator("[data-reserve='1']").click()
    names_settled(page)
    assert page.get_attribute("[data-reserve='1']", "aria-pressed") == "true"
    assert label(page, '#board rect[data-square="E1"]') == "E1, empty, move here"
    page.locator('#board rect[data-square="E1"]').click()
    assert page.locator("#board .chooser-button").count() == 4
    names_settled(page)  # the names are written after the paint
    assert sorted(page.eval_on_selector_all("#board .chooser-button", "els => els.map(e => e.ariaLabel)")) \
        == ["face east", "face north", "face south", "face west"]
    page.locator('#board [data-choice="W"]').click()
    wait_ply(page, 2)
    assert label(page, '#board rect[data-square="E1"]') == "E1, rhino facing west, last move"
    names_settled(page)
    assert page.get_attribute("[data-reserve='1']", "aria-pressed") is None
    # Ni-Ju: the picked tray tile's name follows R.
    open_page(page, "?game=ni-ju")
    tile = '.niju-hand-tile[data-owner="0"][data-hand-kind="1"]'
    page.locator(tile).click()
    before = label(page, tile)
    assert before.startswith("White tray, tile 1, marks ")
    page.keyboard.press("r")
    assert label(page, tile) != before
    names_settled(page)
    assert page.get_attribute(tile, "aria-pressed") == "true"


def test_names_are_in_the_page_language(page: Any) -> None:
    page.set_viewport_size(DESKTOP)
    open_page(page, "?game=siam&lang=ja&moves=%2BB1S")
    assert label(page, '#board rect[data-square="B1"]') == "B1、ゾウ（南向き）、直前の手"
    assert page.get_attribute("#board", "aria-label") == "シャムの盤"
    open_page(page, "?game=symbol-pallet&lang=ja&players=2&seed=7")
    names_settled(page)
    names = page.eval_on_selector_all("#board .sp-tile", "els => els.map(e => e.ariaLabel)")
    assert names and all("段目" in n for n in names)


def test_the_board_is_one_tab_stop_with_a_visible_cursor(page: Any) -> None:
    page.set_viewport_size(DESKTOP)
    open_page(page, "?game=siam&moves=%2BB1S+%2BE1W")
    into_board(page)
    assert page.evaluate("document.activeElement.matches('#board rect.sq')")
    assert page.is_visible("#board .kb-ring")
    ring = page.locator("#board .kb-ring").bounding_box()
    square = page.evaluate("(() => { const r = document.activeElement.getBoundingClientRect();"
                           " return {x: r.x, y: r.y, width: r.width, height: r.height}; })()")
    assert ring["x"] < square["x"] and ring["x"] + ring["width"] > square["x"] + square["width"]
    page.keyboard.press("Tab")  # one press leaves the whole play area, seats included
    assert not page.evaluate("document.getElementById('play').contains(document.activeElement)")
    assert page.is_hidden("#board .kb-ring")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.matches('#board rect.sq')")
    # Every control shows a focus ring when reached by keyboard.
    page.keyboard.press("Tab")
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"


@pytest.mark.own_page  # reloads
# ----- colour-blind mode --------------------------------------------------------------------
def test_saiju_colour_letters_show_and_stick_across_reload(page: Any) -> None:
    page.set_viewport_size(DESKTOP)
    open_page(page, "?game=saiju&moves=M%40d2+S%40a1+F%40g7+pS-c3")
    mark = '#board [data-piece="pS"] .saiju-mark'
    assert page.is_hidden(mark)
    toggle = page.locator("[data-colour-marks=toggle]")
    assert toggle.get_attribute("aria-pressed") == "false"
    toggle.focus()
    page.keyboard.press("Enter")
    assert page.is_visible(mark)
    assert page.text_content(mark) == "P"
    letters = page.eval_on_selector_all(  # the supply too: one letter per colour box
        ".saiju-supply-colour", "els => els.map(e => getComputedStyle(e, '::before').content)")
    assert letters == ['"W"', '"Y"', '"P"']
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    assert page.is_visible(mark)
    assert page.get_attribute("[data-colour-marks=toggle]", "aria-pressed") == "true"
    page.locator("[data-colour-marks=toggle]").click()
    assert page.is_hidden(mark)

@pytest.mark.own_page  # reloads
def test_symbol_pallet_colour_letters_mark_tiles_and_players(page: Any) -> None:
    page.set_viewport_size(DESKTOP)
    open_page(page, SP_SETUP_DONE)
    letter = '#board [data-tile="Bs1"] .sp-letter'
    blue_chip = '#board [data-chip="2a"] .sp-chip-mark'
    assert page.is_hidden(letter) and page.is_hidden(blue_chip)
    assert page.locator('#board [data-chip="1a"] .sp-chip-mark').count() == 0  # red stays round
    page.locator("[data-view-action=letters]").click()
    assert page.is_visible(letter) and page.text_content(letter) == "B"
    assert page.is_visible(blue_chip)
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    assert page.is_visible(letter) and page.is_visible(blue_chip)
    page.locator("[data-view-action=letters]").click()
    assert page.is_hidden(letter)


# ----- reduced motion -----------------------------------------------------------------------
RUNNING_JS = "document.getAnimations().filter(a => a.playState === 'running').length"


COUNT_MOTION_JS = """() => { window.motionsStarted = 0; window.fadedOut = false;
  for (const kind of ['transitionrun', 'animationstart'])
    document.addEventListener(kind, () => { window.motionsStarted += 1; }, true);
  new MutationObserver(() => { window.fadedOut ||= !!document.querySelector('#board .piece.leaving'); })
    .observe(document.getElementById('board'), {subtree: true, childList: true, attributes: true}); }"""
"""Count every CSS transition or animation the document starts from now on (an event each,
however short it is and however late the test looks), and see any piece left to fade out."""
TWO_FRAMES_JS = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


def push_rock_off(page: Any) -> None:
    """Siam: B4 pushes the rock from B5 off the board (a slide and a fade-out); motions counted.
    Each time in a page loaded anew, so that the counters see this push alone."""
    ready(page, "?game=siam&moves=%2BB1S+%2BE1W+B1B2S+E1E1S+B2B3S+E1E1E+B3B4S+E1E1N")
    page.evaluate(COUNT_MOTION_JS)
    page.locator('#board rect[data-square="B4"]').click()
    page.locator('#board rect[data-square="B5"]').click()
    wait_ply(page, 9)

@pytest.mark.own_page  # a page-wide media setting
def test_reduced_motion_leaves_nothing_moving(page: Any) -> None:
    page.set_viewport_size(DESKTOP)
    push_rock_off(page)  # first as usual: the test sees motion when there is some
    page.wait_for_function("window.motionsStarted > 0")
    assert page.evaluate("window.fadedOut")  # the rock pushed off faded out
    page.emulate_media(reduced_motion="reduce")
    push_rock_off(page)
    page.evaluate(TWO_FRAMES_JS)  # any transition the move made has started by now
    assert page.evaluate("window.motionsStarted") == 0
    assert not page.evaluate("window.fadedOut")
    assert page.evaluate(RUNNING_JS) == 0
    assert page.locator("#board .piece.leaving").count() == 0  # removed at once, not faded
    open_page(page, DECK_LINK)  # the setup spots pulse too (only the page-wide rule stops them)
    assert page.locator("#board .sp-setup").count() > 0
    assert page.evaluate(RUNNING_JS) == 0
    open_page(page, SP_SETUP_DONE)
    page.locator("[data-sp=reveal]").click()
    page.locator('[data-sp="hand:Yc1"]').click()  # ghost spots pulse unless motion is reduced
    assert page.locator("#board .sp-ghost").count() > 0
    assert page.evaluate(RUNNING_JS) == 0


# ----- tap targets --------------------------------------------------------------------------
SIZES_JS = """(sel) => [...document.querySelectorAll(sel)]
  .filter(e => !e.matches(':disabled') && !e.closest('[hidden]') && e.getClientRects().length)
  .map(e => { const r = e.getBoundingClientRect();
    return [e.getAttribute('class') || e.tagName, Math.floor(Math.min(r.width, r.height))]; })
  .filter(([_, side]) => side < 44)
  .map(([what, _]) => what)"""
TARGETS = ("#board [role=button], #play button, .topbar button, .topbar a, .panel button, "
           ".panel summary, .panel label")
KNOWN_SMALL = {
    (390, "ni-ju"): {"niju-hand-tile white", "niju-hand-tile black"},
    (390, "symbol-pallet"): {"sp-chip sp-p0 mine"},
    (1024, "symbol-pallet"): {"sp-chip sp-p0 mine"},
}
"""Below 44 px on purpose: twenty tray tiles a row pair must fit a phone (the tray is the
only way to pick them); a chip on the field has a 48 px twin in the tray."""


@pytest.mark.parametrize("width,height", [(390, 844), (1024, 768)])
def test_tap_targets_are_44_px(page: Any, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    cases = {"siam": ("?game=siam&moves=%2BB1S+%2BE1W", ['#board rect[data-square="B1"]',
                                                        '#board rect[data-square="B2"]']),
             "saiju": ("?game=saiju&moves=M%40d2+S%40a1+F%40g7", ['#board [data-hex="a1"]']),
             "ni-ju": ("?game=ni-ju&moves=aa%400%2C0+17%401%2C0", []),
             "symbol-pallet": (SP_SETUP_DONE, ["[data-sp=reveal]"])}
    for game, (query, taps) in cases.items():
        open_page(page, query)
        for selector in taps:
            page.locator(selector).first.click()
        small = set(page.evaluate(SIZES_JS, TARGETS))
        assert small <= KNOWN_SMALL.get((width, game), set()), (game, small)


def test_keyboard_chosen_target_keeps_the_cursor(page: Any) -> None:
    """Choosing by keyboard leaves the focus where the next choice is made."""
    page.set_viewport_size(DESKTOP)
    open_page(page, "?game=saiju&moves=M%40d2+S%40a1+F%40g7")
    choose(page, '#board [data-hex="a1"]')
    assert page.evaluate("document.activeElement.matches('#board .saiju-choice')")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.hex") == "a1"
