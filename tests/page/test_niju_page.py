"""Ni-Ju in the real page (headless Chromium): played by taps, checked against the engine.

The tests share one started page (``reused_page``) and open each link through the page's
routing; the one that checks what a load requests has a page of its own (``own_page``)."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest

from games import get_game, replay_or_raise
from games.niju import KIND_BYTES, Place, Step, kind_byte, kind_of, marked_offsets, rotate
from games.niju.samples import quiet_placement
from tests.conftest import open_link
from tests.page_checks import LAYOUT_SIZES, check_page, open_and_check
from tests.conftest import app

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

NIJU = get_game("ni-ju")

# White surrounds its corner tile (kind 20, aa: NE SE SW NW) with four of its own;
# Black fills the edges between. White wins at the end of its fifth placement.
WIN_LINE = ["aa@0,0", "17@1,0", "3c@1,-1", "1b@-1,0", "2d@-1,-1", "39@0,1", "95@1,1",
            "a5@0,-1", "78@-1,1"]


ALL_DOWN = quiet_placement(7)


def open_page(page: Any, query: str) -> None:
    open_link(page, "?game=ni-ju" + query)


def moves_query(tokens: list[str]) -> str:
    return "&moves=" + quote(" ".join(tokens))


def tiles_shown(page: Any) -> dict[str, tuple[int, str, int]]:
    found = page.eval_on_selector_all(
        "#board [data-tile]",
        "els => els.map(e => [e.dataset.tile, e.dataset.owner, e.dataset.pattern, e.dataset.kind])")
    return {sq: (int(owner), pattern, int(kind)) for sq, owner, pattern, kind in found}


def engine_tiles(state: Any) -> dict[str, tuple[int, str, int]]:
    return {f"{x},{y}": (t.owner, f"{t.byte:02x}", t.kind) for (x, y), t in state.tiles().items()}


def squares_shown(page: Any, cls: str = "") -> list[str]:
    return sorted(page.eval_on_selector_all(f"#board rect[data-square]{cls}",
                                            "els => els.map(e => e.dataset.square)"))


def rotate_until(page: Any, read: str, want: int, how: str) -> None:
    """Turn the picked tile until ``read`` (a selector's data-pattern/turned) shows ``want``."""
    for _ in range(4):
        shown = int(page.eval_on_selector(read, "e => e.dataset.turned || e.dataset.pattern"), 16)
        if shown == want:
            return
        if how == "key":
            page.keyboard.press("r")
        elif how == "button":
            page.locator("[data-view-action=rotate]").tap()
        else:  # tap the picked tile again
            page.locator(read).tap()
    raise AssertionError(f"could not turn the tile to {want:02x}")


def play_by_taps(page: Any, token: str, how: str = "tap") -> None:
    move = NIJU.parse_move(token)
    ply = int(app(page, "ply"))
    me = ply % 2
    if isinstance(move, Place):
        tray_tile = f'.niju-hand-tile[data-owner="{me}"][data-hand-kind="{kind_of(move.byte)}"]'
        page.locator(tray_tile).tap()
        rotate_until(page, tray_tile, move.byte, how)
        x, y = move.target
    else:
        assert isinstance(move, Step)
        fx, fy = move.origin
        tile = f'#board [data-tile="{fx},{fy}"]'
        page.locator(tile).tap()
        rotate_until(page, tile, move.byte, how)
        x, y = move.target
    page.locator(f'#board rect[data-square="{x},{y}"]').tap()
    # At least: a computer seat may answer before the page is polled at ply + 1.
    page.wait_for_function(f"Number(document.querySelector('#app').dataset.ply) >= {ply + 1}")


@pytest.mark.own_page
def test_a_game_won_by_taps_in_the_placement_phase(tablet: Any, requests_seen: list[str],
                                                   base_url: str) -> None:
    open_page(tablet, "")
    assert app(tablet, "game") == "ni-ju"
    assert squares_shown(tablet) == ["0,0"]
    check_page(tablet, NIJU.start(), "the start", sizes=LAYOUT_SIZES)
    ways = ["tap", "key", "button"]
    for i, token in enumerate(WIN_LINE):
        play_by_taps(tablet, token, ways[i % 3])
        mid_or_end = i + 1 in (len(WIN_LINE) // 2, len(WIN_LINE))
        check_page(tablet, replay_or_raise(NIJU.start(), WIN_LINE[:i + 1]), f"after {token}",
                   sizes=LAYOUT_SIZES if mid_or_end else None)
    final = replay_or_raise(NIJU.start(), WIN_LINE)
    assert app(tablet, "outcome") == "win:0"
    assert "White win" in tablet.text_content("#status")
    assert tiles_shown(tablet) == engine_tiles(final)
    centre, partners = final.winning_tile()
    assert tablet.get_attribute(f'[data-tile="{centre[0]},{centre[1]}"]', "class").count(
        "win-centre") == 1
    marked = sorted(tablet.eval_on_selector_all("#board .win-partner",
                                                 "els => els.map(e => e.dataset.tile)"))
    assert marked == sorted(f"{x},{y}" for x, y in partners)
    # The trays show what is left in hand: White placed 5 tiles, Black 4.
    assert tablet.locator('.niju-hand-tile[data-owner="0"]:not([hidden])').count() == 15
    assert tablet.locator('.niju-hand-tile[data-owner="1"]:not([hidden])').count() == 16
    assert tablet.locator("#moves li").evaluate_all("els => els.map(e => e.dataset.token)") == WIN_LINE
    assert requests_seen and all(url.startswith(base_url) for url in requests_seen)


def test_placement_targets_peek_and_harmless_taps(tablet: Any) -> None:
    tokens = WIN_LINE[:4]
    state = replay_or_raise(NIJU.start(), tokens)
    open_page(tablet, moves_query(tokens))
    placement = sorted(f"{x},{y}" for x, y in state.placement_squares())
    assert squares_shown(tablet) == placement
    assert squares_shown(tablet, ".target") == []
    # The other player's tray cannot be picked from.
    assert tablet.locator('.niju-hand-tile[data-owner="1"]').first.is_disabled()
    tablet.locator('.niju-hand-tile[data-owner="0"][data-hand-kind="5"]').tap()
    assert squares_shown(tablet, ".target") == placement
    assert not tablet.is_disabled("[data-view-action=rotate]")
    # Tapping a tile shows faintly the squares its dots mark.
    tablet.locator('#board [data-tile="1,-1"]').tap()
    peeks = tablet.eval_on_selector_all(
        "#board .niju-peek:not([display=none])",
        "els => els.map(e => [Math.floor(+e.getAttribute('x') / 100),"
        " Math.floor(+e.getAttribute('y') / 100)])")
    want = [[1 + dx, -1 + dy] for dx, dy in marked_offsets(0x3C)]
    assert sorted(peeks) == sorted(want)
    # Tapping the empty table drops the pick; nothing was played.
    board = tablet.locator("#board").bounding_box()
    tablet.touchscreen.tap(board["x"] + 4, board["y"] + 4)
    assert squares_shown(tablet, ".target") == []
    assert app(tablet, "ply") == "4"


def test_the_movement_phase_from_a_link_and_a_tile_moved_by_taps(tablet: Any) -> None:
    state = replay_or_raise(NIJU.start(), ALL_DOWN)
    open_page(tablet, moves_query(ALL_DOWN))
    assert app(tablet, "ply") == "40"
    assert app(tablet, "to-move") == "0"
    assert tiles_shown(tablet) == engine_tiles(state)
    assert tablet.locator(".niju-hand-tile:not([hidden])").count() == 0
    movable = sorted(tablet.eval_on_selector_all("#board .niju-tile.movable",
                                                  "els => els.map(e => e.dataset.tile)"))
    assert movable == sorted(f"{x},{y}" for x, y in state.movable_tiles())
    sq = state.movable_tiles()[0]
    tablet.locator(f'#board [data-tile="{sq[0]},{sq[1]}"]').tap()
    assert squares_shown(tablet, ".target") == sorted(f"{x},{y}" for x, y in state.targets(sq))
    target = state.targets(sq)[-1]
    tile = state.tile_at(sq)
    token = f"{sq[0]},{sq[1]}>{target[0]},{target[1]}:{rotate(tile.byte, 1):02x}"
    tablet.locator(f'#board [data-tile="{sq[0]},{sq[1]}"]').tap()  # a second tap turns it
    tablet.locator(f'#board rect[data-square="{target[0]},{target[1]}"]').tap()
    tablet.wait_for_function("document.querySelector('#app').dataset.ply === '41'")
    after = replay_or_raise(NIJU.start(), ALL_DOWN + [token])
    assert tablet.locator("#moves li").last.get_attribute("data-token") == token
    assert tiles_shown(tablet) == engine_tiles(after)
    assert tablet.locator("#board [data-turned]").count() == 0
    # Black answers by taps too, then undo puts the tile back.
    black = next(str(m) for m in after.legal_moves())
    play_by_taps(tablet, black, "button")
    tablet.click("[data-action=undo]")
    tablet.click("[data-action=undo]")
    assert tiles_shown(tablet) == engine_tiles(state)


SPREAD = ([f"{kind_byte:02x}@{x},0" for x, kind_byte in zip(range(12), KIND_BYTES)]
          + [f"{b:02x}@11,{y}" for y, b in zip(range(1, 9), KIND_BYTES[12:])])
"""A long line to the right, then a column downwards from its far end (the last tile at 11,8)."""


def all_inside(page: Any) -> bool:
    """Whether every tile on the table is wholly inside the board's box."""
    board = page.locator("#board").bounding_box()
    for box in page.eval_on_selector_all(
            "#board [data-tile]", "els => els.map(e => e.getBoundingClientRect().toJSON())"):
        if (box["x"] < board["x"] - 0.5 or box["y"] < board["y"] - 0.5
                or box["x"] + box["width"] > board["x"] + board["width"] + 0.5
                or box["y"] + box["height"] > board["y"] + board["height"] + 0.5):
            return False
    return True


def smallest_cell(page: Any) -> float:
    """The smallest side, in CSS px, of a dashed square or a tile on the table."""
    return page.evaluate("""() => Math.min(...[...document.querySelectorAll(
        '#board rect.niju-cell, #board g.niju-tile[data-tile]')].map(e => {
          const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); }))""")


@pytest.mark.parametrize("size", [(390, 844), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_spread_out_board_keeps_44_px_squares_near_the_last_move_and_sees_all_on_request(
        page: Any, size: tuple[int, int]) -> None:
    """The page's zoom keeps every square and tile 44 px and shows the last move; See all shows
    every tile (the player's choice, marked), a tap there still plays; Fit brings the page's zoom
    back; a drag pans, the wheel and a pinch zoom, and none of them plays."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    tokens = SPREAD
    state = replay_or_raise(NIJU.start(), tokens)
    assert state.outcome() is None
    open_page(page, moves_query(tokens))
    assert app(page, "ply") == str(len(tokens))
    check_page(page, state, "a spread-out board")  # 44 px targets at the page's zoom
    assert smallest_cell(page) >= 44 - 0.5
    assert page.get_attribute("#board", "data-zoom") is None
    board = page.locator("#board").bounding_box()
    last = page.locator("#board [data-tile='11,8']").bounding_box()
    assert board["x"] - 0.5 <= last["x"] and last["x"] + last["width"] <= board["x"] + board["width"] + 0.5
    assert board["y"] - 0.5 <= last["y"] and last["y"] + last["height"] <= board["y"] + board["height"] + 0.5
    picked = page.get_attribute("#board", "viewBox")
    fit = page.locator("[data-view-action=fit]")
    parted = fit.text_content() == "See all"
    assert parted or size[0] > 500  # 12 × 9 squares do not fit a phone at 44 px
    if parted:  # only a part is shown: the button offers to see all
        assert not all_inside(page)
        fit.click()
        assert all_inside(page)
        assert page.get_attribute("#board", "data-zoom") == "player"
        assert smallest_cell(page) < 44
        assert fit.text_content() == "Fit board"
        check_page(page, state, "all shown: the player's zoom")
        # A tap on the zoomed-out board still plays: Black places on a dashed square.
        play_by_taps(page, next(str(m) for m in state.legal_moves() if isinstance(m, Place)), "button")
        page.locator("[data-action=undo]").click()
        page.wait_for_function(f"document.getElementById('app').dataset.ply === '{len(tokens)}'")
        fit.click()
        assert page.get_attribute("#board", "viewBox") == picked
        assert page.get_attribute("#board", "data-zoom") is None
    else:
        assert all_inside(page) and fit.text_content() == "Fit board"
    before = page.get_attribute("#board", "viewBox")
    page.mouse.move(board["x"] + board["width"] / 2, board["y"] + board["height"] / 2)
    page.mouse.wheel(0, -600)  # zoom in
    page.wait_for_function(f"document.querySelector('#board').getAttribute('viewBox') !== '{before}'")
    assert page.get_attribute("#board", "data-zoom") == "player"
    # A drag pans the board and is not a tap: nothing is played.
    zoomed = page.get_attribute("#board", "viewBox")
    page.mouse.down()
    page.mouse.move(board["x"] + board["width"] / 2 + 120, board["y"] + board["height"] / 2 + 40,
                    steps=6)
    page.mouse.up()
    assert page.get_attribute("#board", "viewBox") != zoomed
    assert app(page, "ply") == str(len(tokens))
    assert fit.text_content() == "Fit board"
    fit.click()
    assert page.get_attribute("#board", "viewBox") == before == picked
    assert page.get_attribute("#board", "data-zoom") is None
    # Two fingers spreading apart zoom in (synthetic pointer events on the board).
    page.evaluate("""() => {
      const svg = document.querySelector('#board');
      const r = svg.getBoundingClientRect(), cx = r.x + r.width / 2, cy = r.y + r.height / 2;
      const send = (type, id, x) => svg.dispatchEvent(new PointerEvent(type, {
        pointerId: id, pointerType: 'touch', clientX: x, clientY: cy, bubbles: true}));
      send('pointerdown', 11, cx - 20); send('pointerdown', 12, cx + 20);
      for (let d = 30; d <= 120; d += 10) { send('pointermove', 11, cx - d); send('pointermove', 12, cx + d); }
      send('pointerup', 11, cx - 120); send('pointerup', 12, cx + 120);
    }""")
    pinched = [float(v) for v in page.get_attribute("#board", "viewBox").split()]
    # Fingers six times as far apart: half the width, or as close as the view goes (three squares).
    assert pinched[2] <= max(float(before.split()[2]) / 2, 300)
    assert app(page, "ply") == str(len(tokens))


def test_blocked_marks_follow_the_tiles(tablet: Any) -> None:
    tokens = ALL_DOWN[:12]
    open_page(tablet, "&option=blocked-marks" + moves_query(tokens))

    def blocked() -> list[str]:
        return sorted(tablet.eval_on_selector_all("#board .niju-tile.blocked",
                                                   "els => els.map(e => e.dataset.tile)"))

    state = replay_or_raise(NIJU.start(switches=["blocked-marks"]), tokens)
    assert blocked() == sorted(f"{x},{y}" for x, y in state.blocked_tiles())
    for token in ALL_DOWN[12:16]:
        play_by_taps(tablet, token)
    state = replay_or_raise(NIJU.start(switches=["blocked-marks"]), ALL_DOWN[:16])
    assert blocked() == sorted(f"{x},{y}" for x, y in state.blocked_tiles())
    assert blocked(), "the sample line should block something by now"


@pytest.mark.parametrize("size", [{"width": 768, "height": 1024}, {"width": 1024, "height": 768}])
def test_tap_targets_on_tablets(page: Any, size: dict[str, int]) -> None:
    page.set_viewport_size(size)
    open_page(page, moves_query(WIN_LINE[:2]))
    for selector in ('.niju-hand-tile[data-owner="0"]:not([hidden])',
                     "[data-view-action=rotate]", "[data-view-action=fit]"):
        for box in page.eval_on_selector_all(
                selector, "els => els.map(e => e.getBoundingClientRect().toJSON())"):
            assert box["width"] >= 44 and box["height"] >= 44, (selector, box)
            assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"]
    board = page.locator("#board").bounding_box()
    assert board["y"] + board["height"] <= size["height"]
    assert page.evaluate("document.scrollingElement.scrollWidth") <= size["width"]


def test_a_phone_shows_the_board_and_both_trays(page: Any) -> None:
    page.set_viewport_size({"width": 360, "height": 640})
    open_page(page, moves_query(WIN_LINE[:3]))
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 360
    for box in page.eval_on_selector_all(
            ".niju-hand-tile:not([hidden])", "els => els.map(e => e.getBoundingClientRect().toJSON())"):
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360
    play_by_taps(page, WIN_LINE[3])
    assert app(page, "ply") == "4"


# ----- a phone ------------------------------------------------------------------------
PHONE = {"width": 390, "height": 844}
CONTRAST = """els => els.map(e => {
  const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = c => { const [r, g, b] = rgb(c).map(v => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const kind = getComputedStyle(e.querySelector('.niju-kind')).fill;
  const face = getComputedStyle(e.querySelector('.niju-face')).fill;
  let opacity = 1;
  for (let n = e.querySelector('.niju-kind'); n; n = n.parentElement) opacity *= +getComputedStyle(n).opacity;
  const [a, b] = [lum(kind), lum(face)].sort((x, y) => x - y);
  return [e.dataset.tile || e.dataset.handKind, (b + 0.05) / (a + 0.05), opacity];
})"""


def tray_places(page: Any, owner: int) -> dict[str, tuple[float, float]]:
    """Where each tile of ``owner``'s tray sits, from the tray's corner (hidden ones too)."""
    return {str(kind): (x, y) for kind, x, y in page.eval_on_selector_all(
        f'.niju-hand-tile[data-owner="{owner}"]',
        """els => els.map(e => { const r = e.getBoundingClientRect(),
                                        t = e.parentElement.getBoundingClientRect();
                                 return [e.dataset.handKind, r.x - t.x, r.y - t.y]; })""")}


def test_a_phone_taps_big_tray_tiles_reads_their_numbers_and_keeps_their_places(page: Any) -> None:
    page.set_viewport_size(PHONE)
    open_page(page, moves_query(ALL_DOWN[:10]))
    mine = '.niju-tray.to-move .niju-hand-tile:not([hidden]):not(:disabled)'
    boxes = page.eval_on_selector_all(mine, "els => els.map(e => e.getBoundingClientRect().toJSON())")
    assert len(boxes) == 15
    for box in boxes:
        assert box["width"] >= 44 and box["height"] >= 44, box
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    for selector in ("[data-view-action=rotate]", "[data-view-action=fit]"):
        box = page.locator(selector).bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, (selector, box)
    # What is read is the tiles at rest: a page that has just drawn may still be fading them in.
    page.wait_for_function("""() => [...document.querySelectorAll('#board .niju-tile, .niju-hand-tile')]
      .every(e => e.getAnimations({subtree: true}).every(a => a.playState !== 'running'))""")
    for selector in ("#board .niju-tile[data-tile]", ".niju-hand-tile:not([hidden])"):
        for name, ratio, opacity in page.eval_on_selector_all(selector, CONTRAST):
            assert ratio >= 4.5 and opacity == 1, (selector, name, ratio, opacity)
    # White places a tile, Black answers: White's other tiles are where they were.
    before = tray_places(page, 0)
    token = ALL_DOWN[10]
    kind = str(kind_of(NIJU.parse_move(token).byte))
    play_by_taps(page, token)
    play_by_taps(page, ALL_DOWN[11])
    after = tray_places(page, 0)
    assert page.locator(f'.niju-hand-tile[data-owner="0"][data-hand-kind="{kind}"]').is_hidden()
    assert {k: v for k, v in after.items() if k != kind} == {k: v for k, v in before.items() if k != kind}


def ghost_shape(page: Any) -> tuple[str, str]:
    """(colour, pattern) of the ghosts' drawing, after checking its dots are that pattern's."""
    from games.diagram.niju import dot_xy

    cls, pattern, dots = page.eval_on_selector(
        "#niju-ghost-shape", "g => [g.getAttribute('class'), g.dataset.pattern,"
        " [...g.querySelectorAll('.niju-dot')].map(c => [+c.getAttribute('cx'), +c.getAttribute('cy')])]")
    assert sorted(map(tuple, dots)) == sorted(dot_xy(int(pattern, 16)))
    return cls.split()[-1], pattern


def test_a_picked_and_turned_tray_tile_is_previewed_on_every_square_it_may_go_to(page: Any) -> None:
    page.set_viewport_size(PHONE)
    open_page(page, moves_query(WIN_LINE[:2]))
    assert page.locator("#board .niju-ghost").count() == 0
    tray_tile = '.niju-hand-tile[data-owner="0"][data-hand-kind="7"]'
    page.locator(tray_tile).tap()
    previews = page.eval_on_selector_all(
        "#board .niju-ghost.preview", "els => els.map(e => [e.dataset.preview, e.getAttribute('href')])")
    assert sorted(sq for sq, _ in previews) == squares_shown(page, ".target")
    # Every preview shows the one drawing of the picked tile, in its owner's colour and turn.
    assert {href for _, href in previews} == {"#niju-ghost-shape"}
    assert ghost_shape(page) == ("white", page.get_attribute(tray_tile, "data-pattern"))
    page.locator("[data-view-action=rotate]").tap()
    turned = page.get_attribute(tray_tile, "data-pattern")
    page.wait_for_function(f"document.querySelector('#niju-ghost-shape').dataset.pattern === '{turned}'")
    assert turned == f"{rotate(kind_byte(7), 1):02x}"
    assert ghost_shape(page) == ("white", turned)
    page.keyboard.press("Escape")
    page.wait_for_function("!document.querySelector('#board .niju-ghost')")


def test_the_status_line_says_what_to_tap_after_a_pick(tablet: Any) -> None:
    from tests.web.test_i18n import TABLES

    open_page(tablet, moves_query(WIN_LINE[:2]))
    status = "document.querySelector('#status').textContent"
    tablet.wait_for_function(f"t => {status}.includes(t)", arg=TABLES["en"]["ni-ju.hint.placement.touch"])
    tablet.locator('.niju-hand-tile[data-owner="0"][data-hand-kind="7"]').tap()
    tablet.wait_for_function(f"() => {status}.includes('tile 7 picked: tap a lit square')")
    tablet.keyboard.press("Escape")
    tablet.wait_for_function(f"t => {status}.includes(t)", arg=TABLES["en"]["ni-ju.hint.placement.touch"])
    open_page(tablet, moves_query(ALL_DOWN))
    sq = tablet.eval_on_selector("#board .niju-tile.movable", "e => e.dataset.tile")
    kind = tablet.eval_on_selector(f'#board [data-tile="{sq}"]', "e => e.dataset.kind")
    tablet.locator(f'#board [data-tile="{sq}"]').tap()
    tablet.wait_for_function(f"() => {status}.includes('tile {kind} picked: tap a lit square to move it')")
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_a_person_sees_at_the_start_mid_game_and_the_end(page: Any, lang: str) -> None:
    for name, tokens in (("the start", []), ("the movement phase", ALL_DOWN), ("the end", WIN_LINE)):
        open_and_check(page, "?game=ni-ju" + moves_query(tokens), replay_or_raise(NIJU.start(), tokens),
                       f"{name} ({lang})", lang=lang)


TRAY_ROWS = """sel => {
  const tops = [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length)
    .map(e => Math.round(e.getBoundingClientRect().top));
  const shown = [...document.querySelectorAll(sel + ':not([hidden])')]
    .map(e => Math.round(e.getBoundingClientRect().top));
  return {rows: new Set(tops).size, shown: shown.length, perRow: shown.filter(t => t === Math.min(...shown)).length};
}"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_puzzle_on_a_phone_closes_the_gaps_of_its_trays(page: Any, lang: str) -> None:
    """A puzzle's trays come set up: on a phone their tiles close up, no row stands empty or half
    empty for tiles the player never saw placed, and the 44 px tiles stay 44 px."""
    page.set_viewport_size(PHONE)
    open_link(page, f"?game=ni-ju&puzzle=ni-ju-w1-001&lang={lang}")
    page.wait_for_selector('#app[data-puzzle="ni-ju-w1-001"]')
    for tray in (".niju-tray.to-move .niju-hand-tile", ".niju-tray:not(.to-move) .niju-hand-tile"):
        found = page.evaluate(TRAY_ROWS, tray)
        assert found["shown"] > 0, (tray, found)
        assert found["rows"] == -(-found["shown"] // found["perRow"]), (tray, found)
    check_page(page, None, f"a puzzle on a phone ({lang})")
