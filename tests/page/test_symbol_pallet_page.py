"""Symbol Pallet in the real page (headless Chromium): played by taps, hands kept secret.

The tests share one started page (``reused_page``) and open each link through the page's
routing; those about a reload, what the page's address holds, or a view setting the page keeps
have their own (``own_page``)."""

from __future__ import annotations

import json
import random
import time
from typing import Any
from urllib.parse import quote

import pytest

from games import replay_or_raise
from games.referee import run as referee_run
from games.symbol_pallet import GAME
from games.symbol_pallet.field import FIELD_POINTS
from games.symbol_pallet.tiles import TILE_IDS, TILE_INDEX
from tests.conftest import READY_TIMEOUT_MS, open_link
from tests.page_checks import LAYOUT_SIZES, DeviceHolder, check_hands, check_page, open_and_check
from tests.rules.test_symbol_pallet_text import DECK_SEED_7
from tests.conftest import app

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

TABLET = {"width": 768, "height": 1024}

FIELD = ["Rs1", "Bs1", "Ys1", "Gs1", "Ps1", "Os1", "Ws1", "Rc1", "Bc1"]
RED_HAND = ["Ka1", "Yc1", "Pc1"]
BLUE_HAND = ["Bc2", "Ra1", "Gc1"]
DECK = FIELD + RED_HAND + BLUE_HAND + [t for t in TILE_IDS if t not in FIELD + RED_HAND + BLUE_HAND]
"""A fixed deck: red (chip a on Rs1) can lay Yc1 beside and Ka1 on Rs1 + Gs1 (red + green = black)."""
DECK_LINK = "?game=symbol-pallet&players=2&deck=" + ",".join(DECK)


def open_page(page: Any, query: str) -> None:
    open_link(page, query)


def wait_ply(page: Any, ply: int) -> None:
    page.wait_for_function(f"document.querySelector('#app').dataset.ply === '{ply}'")


def field(page: Any) -> list[tuple[str, int, int, int]]:
    """Field tiles in drawing order: (id, x, y, level)."""
    found = page.eval_on_selector_all(
        "#board [data-tile]",
        "els => els.map(e => [e.dataset.tile, +e.dataset.x, +e.dataset.y, +e.dataset.level])")
    return [tuple(f) for f in found]


def hand(page: Any) -> list[str]:
    return page.eval_on_selector_all("[data-hand]", "els => els.map(e => e.dataset.hand)")


def ghosts(page: Any) -> set[tuple[int, int]]:
    found = page.eval_on_selector_all("#board [data-ghost]", "els => els.map(e => e.dataset.ghost)")
    return {tuple(int(v) for v in g.split(",")) for g in found}


def chips(page: Any) -> dict[str, str]:
    found = page.eval_on_selector_all("#board [data-chip]", "els => els.map(e => [e.dataset.chip, e.dataset.on])")
    return dict(found)


def tap_sp(page: Any, value: str) -> None:
    page.locator(f'[data-sp="{value}"]').tap()


def reveal(page: Any) -> None:
    tap_sp(page, "reveal")
    page.wait_for_selector("[data-hand]")


def dom_text(page: Any) -> str:
    """Everything in the page's DOM (markup and attributes)."""
    return page.evaluate("document.documentElement.outerHTML")


def engine(tokens: list[str], **options: Any) -> Any:
    options = options or {"deck": DECK}
    return replay_or_raise(GAME.start(players=2, **options), tokens)


def place_by_taps(page: Any, token: str) -> None:
    """Play one placement token through the tray and the field, as a player taps it."""
    ply = int(app(page, "ply"))
    tap_placement(page, GAME.parse_move(token))
    wait_ply(page, ply + 1)


def tap_placement(page: Any, move: Any) -> None:
    """The taps of a placement move (the caller waits for what follows)."""
    tap_placement_until_sends(page, move)
    for send in move.sends:
        target = TILE_IDS[send.tile]
        page.locator(f'#board [data-send="{target}"]').first.tap()


def tap_placement_until_sends(page: Any, move: Any) -> None:
    """The taps of a placement move up to the covered chips it sends: chip, tile, spot, plus."""
    tile = TILE_IDS[move.tile]
    tap_sp(page, f"chip:{move.chip}")
    if page.locator(f'[data-hand="{tile}"]').count():
        tap_sp(page, f"hand:{tile}")
    else:
        page.locator(f'[data-pile="{tile}"]').tap()
    page.locator(f'#board [data-ghost="{move.x},{move.y}"]').tap()
    if page.locator('[data-sp="yes"], [data-sp="no"]').count():
        tap_sp(page, "yes" if move.plus else "no")


def test_a_two_player_game_by_taps_keeps_each_hand_secret(tablet: Any, page_errors: list[str]) -> None:
    page = tablet
    open_page(page, DECK_LINK)
    assert app(page, "game") == "symbol-pallet"
    assert app(page, "to-move") == "1"  # chips go down in reverse turn order
    assert field(page) == [(t, x, y, 1) for t, (x, y) in zip(FIELD, FIELD_POINTS)]
    assert hand(page) == []  # no hand before its player takes the device
    holder = DeviceHolder()

    def seen(tokens: list[str], where: str, sizes: Any = None) -> None:
        check_page(page, engine(tokens), where, holder=holder, sizes=sizes)

    seen([], "the start", LAYOUT_SIZES)
    # Setup: each chip by tapping a field tile.
    for ply, tile in enumerate(["Bs1", "Rs1", "Ps1", "Gs1"]):
        page.locator(f'#board [data-tile="{tile}"]').tap()
        wait_ply(page, ply + 1)
        seen([f">{t}" for t in ("Bs1", "Rs1", "Ps1", "Gs1")[:ply + 1]], f"chip on {tile}")
    assert chips(page) == {"2a": "Bs1", "1a": "Rs1", "2b": "Ps1", "1b": "Gs1"}
    assert app(page, "to-move") == "0"
    # Red takes the device: their hand, in catalogue order, as the engine deals it.
    assert hand(page) == []
    reveal(page)
    holder.took(0)
    seen([">Bs1", ">Rs1", ">Ps1", ">Gs1"], "red took the device")
    assert hand(page) == list(engine([">Bs1", ">Rs1", ">Ps1", ">Gs1"]).hand(0)) == ["Yc1", "Pc1", "Ka1"]
    assert not any(t in dom_text(page) for t in BLUE_HAND)
    # A draw.
    page.locator("[data-view-action=draw]").tap()
    wait_ply(page, 5)
    assert len(hand(page)) == 5
    assert page.text_content(".sp-action") == "Action 2/3"
    # A placement beside: the ghost spots are the engine's, then "No" keeps the chip.
    tokens = [">Bs1", ">Rs1", ">Ps1", ">Gs1", "draw"]
    tap_sp(page, "hand:Yc1")
    assert ghosts(page) == set(engine(tokens).ghost_spots(0, "Yc1"))
    page.locator('#board [data-ghost="-2,0"]').tap()
    assert "Move chip a onto yellow complement (Yc1)?" in page.text_content(".sp-prompt")  # the tile in words
    assert [page.inner_text(f"[data-sp={b}]") for b in ("yes", "no")] == ["Yes", "No"]
    seen(tokens, "asked whether the chip moves")
    tap_sp(page, "no")
    wait_ply(page, 6)
    assert ("Yc1", -2, 0, 1) in field(page)
    # A placement on top (Ka1 on Rs1 and Gs1), moving chip a onto it.
    place_by_taps(page, "a:Ka1@0,1+")
    assert ("Ka1", 0, 1, 2) in field(page)
    assert chips(page)["1a"] == "Ka1"
    seen(tokens + ["a:Yc1@-2,0", "a:Ka1@0,1+"], "red's turn is over", LAYOUT_SIZES)
    # The turn passed: red's hand is gone from the page until blue takes the device.
    tokens += ["a:Yc1@-2,0", "a:Ka1@0,1+"]
    red_left = engine(tokens).hand(0)
    assert app(page, "to-move") == "1"
    assert hand(page) == [] and page.locator("[data-sp=reveal]").is_visible()
    assert "Give the device to Blue" in page.text_content("#seat-bottom")
    assert not any(t in dom_text(page) for t in red_left)
    assert page.is_disabled("[data-view-action=draw]")
    reveal(page)
    holder.took(1)
    seen(tokens, "blue took the device")
    assert hand(page) == list(engine(tokens).hand(1))
    assert not any(t in dom_text(page) for t in red_left)
    # Blue draws three times, then must discard down to 3.
    for ply in (8, 9, 10):
        page.locator("[data-view-action=draw]").tap()
        wait_ply(page, ply)
    tokens += ["draw"] * 3
    held = list(engine(tokens).hand(1))
    assert hand(page) == held and len(held) == 9
    assert page.is_disabled("[data-sp=discard-go]")
    chosen = held[::-1][:6]  # chosen in any order; the token lists them in catalogue order
    for tile in chosen:
        tap_sp(page, f"hand:{tile}")
    tap_sp(page, f"hand:{held[0]}")  # a seventh is refused
    assert page.text_content("[data-sp=discard-go]") == "Discard 6/6"
    tap_sp(page, "discard-go")
    wait_ply(page, 11)
    discard = "discard:" + ",".join(sorted(chosen, key=TILE_INDEX.get))
    tokens.append(discard)
    assert page.locator("#moves li").evaluate_all("els => els.map(e => e.dataset.token)") == tokens
    state = engine(tokens)
    assert app(page, "to-move") == "0"
    assert page.eval_on_selector_all("[data-pile]", "els => els.map(e => e.dataset.pile)") == \
        list(state.discard_pile())
    assert not any(t in dom_text(page) for t in state.hand(1))  # blue's kept tiles
    assert app(page, "scores") == ",".join(str(s) for s in state.scores())
    assert field(page) == [(t, x, y, lv) for t, x, y, lv in state.field_tiles()]
    holder.passed()
    seen(tokens, "blue discarded", LAYOUT_SIZES)
    assert page_errors == []


def test_the_same_seed_deals_the_same_game_in_the_page(page: Any) -> None:
    open_page(page, "?game=symbol-pallet&players=2&seed=7")
    dealt = DECK_SEED_7.split(",")
    assert [f[0] for f in field(page)] == dealt[:9]
    assert [(f[1], f[2]) for f in field(page)] == list(FIELD_POINTS)
    state = GAME.start(players=2, seed=7)
    assert [f[0] for f in field(page)] == [t for t, *_ in state.field_tiles()]
    reveal(page)  # blue puts the first chip down; blue's hand is the second three dealt
    assert hand(page) == sorted(dealt[12:15], key=TILE_INDEX.get) == list(state.hand(1))
    assert page.text_content(".sp-deck") == f"Deck {60 - 9 - 6}"


def random_game(seed: int, players: int = 2, stop=None) -> list[str]:  # type: ignore[no-untyped-def]
    """A reproducible game record (random legal moves, placements preferred)."""
    rng = random.Random(seed)
    state = GAME.start(players=players, seed=seed)
    tokens: list[str] = []
    while not state.over:
        legal = state.legal_tokens()
        if stop is not None and stop(state, legal):
            break
        places = [t for t in legal if "@" in t]
        token = rng.choice(places) if places and rng.random() < 0.7 else rng.choice(legal)
        tokens.append(token)
        state = state.play(token)
    return tokens


def test_a_finished_game_link_shows_the_referees_scores(tablet: Any) -> None:
    tokens = random_game(3)
    status, out, _err = referee_run(["symbol-pallet", "--players", "2", "--seed", "3",
                                     "--moves", " ".join(tokens)])
    assert status == 0
    report = json.loads(out)
    assert report["over"]
    open_page(tablet, "?game=symbol-pallet&players=2&seed=3&moves=" + quote(" ".join(tokens)))
    assert app(tablet, "ply") == str(len(tokens))
    assert app(tablet, "scores") == ",".join(str(s) for s in report["scores"])
    assert app(tablet, "outcome") == f"win:{report['winner']}"
    state = engine(tokens, seed=3)
    outcome = state.outcome()
    best = max(report["scores"])
    seat = ("Red", "Blue")[outcome.winner]
    assert f"{seat} wins with {best} table tile" in tablet.text_content("#status")
    owned = tablet.eval_on_selector_all("#board [data-owned]", "els => els.map(e => +e.dataset.owned)")
    assert sorted(owned) == sorted(p for p in range(2) for _ in state.owned_table_ids(p))
    assert hand(tablet) == [] and tablet.locator("[data-sp=reveal]").count() == 0
    # Nothing is hidden any more: the address bar is the whole game, to share at once.
    tablet.wait_for_function("location.hash.includes('seed=3') && location.hash.includes('moves=')")
    tablet.set_viewport_size({"width": 390, "height": 844})  # long tokens never widen a phone page
    assert tablet.evaluate("document.scrollingElement.scrollWidth") <= 390


def test_a_covered_chip_is_sent_where_the_player_taps(tablet: Any) -> None:
    # Play a reproducible game up to a turn where a placement covers a chip.
    def covering(state, legal):  # type: ignore[no-untyped-def]
        return state.turn_info().phase == "actions" and any("!" in t for t in legal)

    tokens = random_game(11, stop=covering)
    state = engine(tokens, seed=11)
    token = next(t for t in state.legal_tokens() if "!" in t)
    open_page(tablet, "?game=symbol-pallet&players=2&seed=11&moves=" + quote(" ".join(tokens)))
    reveal(tablet)
    move = GAME.parse_move(token)
    tap_placement_until_sends(tablet, move)
    first = move.sends[0]
    assert "is covered" in tablet.text_content(".sp-prompt")
    lit = set(tablet.eval_on_selector_all("#board [data-send]", "els => els.map(e => e.dataset.send)"))
    plus = move.plus
    assert lit == set(state.send_targets(move.chip, move.tile, move.x, move.y, plus))
    for send in move.sends:
        tablet.locator(f'#board [data-send="{TILE_IDS[send.tile]}"]').first.tap()
    wait_ply(tablet, len(tokens) + 1)
    assert tablet.locator("#moves li").last.get_attribute("data-token") == token
    after = state.play(token)
    label = f"{first.player + 1}{'ab'[first.chip]}"
    assert chips(tablet)[label] == after.chip_tiles()[(first.player, "ab"[first.chip])]


def test_undo_hides_the_hand_again_and_cancel_drops_a_choice(tablet: Any) -> None:
    open_page(tablet, DECK_LINK + "&moves=" + quote(">Bs1 >Rs1 >Ps1 >Gs1"))
    reveal(tablet)
    tap_sp(tablet, "hand:Yc1")
    tablet.locator('#board [data-ghost="-2,0"]').tap()
    tap_sp(tablet, "cancel")
    assert tablet.locator(".sp-prompt").count() == 0 and app(tablet, "ply") == "4"
    tap_sp(tablet, "chip:1")  # chip b (on Gs1) has its own spots for Yc1
    assert ghosts(tablet) == set(engine([">Bs1", ">Rs1", ">Ps1", ">Gs1"]).ghost_spots(1, "Yc1"))
    tablet.locator("#board [data-tile=Bc1]").tap()  # a tap elsewhere drops the tile
    assert ghosts(tablet) == set()
    tablet.click("[data-action=undo]")  # red's second chip: still red, hand still shown
    assert app(tablet, "to-move") == "0" and hand(tablet) == list(engine([]).hand(0))
    tablet.click("[data-action=undo]")  # back to blue's setup move: red's hand leaves the page
    assert app(tablet, "to-move") == "1" and hand(tablet) == []
    assert not any(t in dom_text(tablet) for t in RED_HAND)


@pytest.mark.own_page  # turns on a view setting the page keeps
def test_colour_letters_tap_targets_and_small_screens(page: Any) -> None:
    page.set_viewport_size(TABLET)
    open_page(page, DECK_LINK + "&moves=" + quote(">Bs1 >Rs1 >Ps1 >Gs1 draw"))
    reveal(page)
    assert not page.locator("#board [data-tile=Rs1] .sp-letter").is_visible()
    page.locator("[data-view-action=letters]").tap()
    assert page.locator("#board [data-tile=Rs1] .sp-letter").is_visible()
    assert page.text_content("#board [data-tile=Rs1] .sp-letter") == "R"
    assert page.locator("[data-hand=Ka1] .sp-letter").is_visible()
    for size in ({"width": 768, "height": 1024}, {"width": 1024, "height": 768},
                 {"width": 360, "height": 640}):
        page.set_viewport_size(size)
        for selector in ("[data-hand]", "[data-sp^=chip]", "[data-view-action=draw]",
                         "[data-view-action=letters]"):
            for box in (page.locator(selector).nth(i).bounding_box()
                        for i in range(page.locator(selector).count())):
                assert box["height"] >= 44 and box["width"] >= 44, (size, selector, box)
        board = page.locator("#board").bounding_box()
        assert board["x"] >= 0 and board["x"] + board["width"] <= size["width"]
        assert page.evaluate("document.scrollingElement.scrollWidth") <= size["width"]
    assert page.eval_on_selector("#board", "e => getComputedStyle(e).touchAction") == "none"


def handover_shown(page: Any, seat: str) -> bool:
    """The tray asks for the device to go to ``seat`` and shows no hand (drawn with the ply)."""
    return page.locator("[data-sp=reveal]").count() == 1 and hand(page) == [] and f"Give the device to {seat}" in page.text_content("#seat-bottom")


@pytest.mark.own_page
def test_no_step_shows_a_hand_before_its_player_takes_the_device(tablet: Any) -> None:
    """Undo, Redo, the replay row and a reload all ask for the hand-over first."""
    page = tablet
    tokens = [">Bs1", ">Rs1", ">Ps1", ">Gs1", "draw", "a:Yc1@-2,0"]
    open_page(page, DECK_LINK + "&moves=" + quote(" ".join(tokens)))
    holder = DeviceHolder()
    reveal(page)
    holder.took(0)
    place_by_taps(page, "a:Ka1@0,1+")  # red's third action: blue's turn
    tokens.append("a:Ka1@0,1+")
    assert handover_shown(page, "Blue")
    check_hands(page, engine(tokens), holder, "after red's turn")
    page.click("[data-action=undo]")  # back to red's turn: the device may be with blue
    wait_ply(page, 6)
    assert handover_shown(page, "Red")
    check_hands(page, engine(tokens[:6]), holder, "undo")
    page.click("[data-action=redo]")
    wait_ply(page, 7)
    assert handover_shown(page, "Blue")
    reveal(page)
    holder.took(1)
    check_hands(page, engine(tokens), holder, "blue took it")
    for ply, seat in ((6, "Red"), (5, "Red")):  # the replay row, back through red's turn
        page.click("[data-replay=prev]")
        wait_ply(page, ply)
        assert handover_shown(page, seat)
        check_hands(page, engine(tokens[:ply]), holder, f"replay to {ply}")
    reveal(page)  # red looks at their earlier hand …
    holder.took(0)
    page.click("[data-replay=last]")  # … and blue's turn asks for the device again
    wait_ply(page, 7)
    assert handover_shown(page, "Blue")
    reveal(page)
    holder.took(1)
    page.wait_for_function("history.state && history.state.link.includes('Ka1')")
    assert page.evaluate("location.search") == ""  # the address holds no deal and no moves
    assert page.evaluate("location.hash") == "#game=symbol-pallet&players=2&private=1"
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    holder.passed()
    assert handover_shown(page, "Blue")
    check_hands(page, engine(tokens), holder, "reload")


SECRET_WORDS = {"en": ("shows every hand", "can see every player's hand"),
                "ja": ("全員の手札が見える", "全員の手札と山札の順番を見られます")}


def stub_clipboard(page: Any) -> None:
    """Keep what the page copies in ``window.copied``."""
    page.evaluate("() => { window.copied = []; navigator.clipboard.writeText = "
                  "text => { window.copied.push(text); return Promise.resolve(); }; }")


@pytest.mark.own_page
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_unfinished_game_shows_no_deal_in_its_address_and_warns_before_share_and_record(
        tablet: Any, lang: str) -> None:
    page = tablet
    tokens = [">Bs1", ">Rs1", ">Ps1", ">Gs1", "draw"]
    page.add_init_script("new MutationObserver(() => { if (document.body.dataset.ready === '1' "
                         "&& !window.addressWhenReady) window.addressWhenReady = location.href; })"
                         ".observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ready']})")
    open_page(page, DECK_LINK + "&moves=" + quote(" ".join(tokens)) + f"&lang={lang}")
    # The deal left the address as the game opened, not some frames later.
    assert page.evaluate("window.addressWhenReady").endswith("/#game=symbol-pallet&players=2&private=1")
    assert page.evaluate("location.search") == ""
    assert "Ka1" in page.evaluate("history.state.link")  # a reload reopens it from here
    stub_clipboard(page)
    title, text = SECRET_WORDS[lang]
    page.click("[data-action=share]")  # asks first, and Cancel copies nothing
    page.wait_for_selector("#confirm-share[open]")
    assert title in page.inner_text("#confirm-share h2") and text in page.inner_text("#confirm-share")
    page.click("#confirm-share [value=cancel]")
    page.wait_for_selector("#confirm-share", state="hidden")
    assert page.evaluate("window.copied") == []
    page.click("[data-action=share]")
    page.click("#confirm-share [value=copy]")
    page.wait_for_function("window.copied.length === 1")
    copied = page.evaluate("window.copied[0]")
    assert "#game=symbol-pallet&players=2&deck=Rs1," in copied and "moves=" in copied
    page.wait_for_selector("#message:not([hidden])")
    shown = page.text_content("#message")
    assert title in shown and "deck=" not in shown  # the link is not put on the table's screen
    page.click("[data-action=record]")
    page.wait_for_selector("#record-secret:visible")
    assert text in page.inner_text("#record-secret")
    assert page.evaluate("document.querySelector('#record-text').value").count("Ka1") >= 1
    page.click("#record-dialog [value=close]")
    page.click(".brand")  # home, then Back: the history entry reopens the game
    page.wait_for_function("document.documentElement.dataset.route === 'home'")
    page.go_back()
    page.wait_for_function("document.documentElement.dataset.route === 'game'")
    wait_ply(page, 5)
    assert page.evaluate("location.hash") == "#game=symbol-pallet&players=2&private=1"
    # Another tab or device opening the address bar's link gets no hand, and is told why.
    other = page.context.new_page()
    open_page(other, page.evaluate("location.hash") + f"&lang={lang}")
    other.wait_for_selector("#message:not([hidden])")
    assert ("Symbol Pallet game in progress" if lang == "en" else "対局中のシンボルパレット") in \
        other.text_content("#message")
    assert other.evaluate("document.documentElement.dataset.route") == "home"
    other.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_a_person_sees_at_the_start_mid_game_and_the_end(page: Any, lang: str) -> None:
    tokens = random_game(3)
    mid = tokens[:len(tokens) // 2]
    query = "?game=symbol-pallet&players=2&seed=3&moves="
    for name, shown in (("the start", []), ("mid-game", mid), ("the end", tokens)):
        open_and_check(page, query + quote(" ".join(shown)), engine(shown, seed=3), f"{name} ({lang})",
                       lang=lang)
# ----- the last turn --------------------------------------------------------------------
SEED3_LINK = "?game=symbol-pallet&players=2&seed=3&moves="


def turn_marks(page: Any) -> dict[str, tuple[int, int]]:
    """Tiles marked as laid in the last turn: id -> (number, player)."""
    found = page.eval_on_selector_all(
        "#board [data-laid]", "els => els.map(e => [e.dataset.laid, +e.dataset.turn, +e.dataset.by])")
    return {tile: (order, by) for tile, order, by in found}


def test_the_whole_last_turn_is_marked_not_only_its_last_action(tablet: Any) -> None:
    tokens = random_game(3)[:10]  # ... then blue lays Oa2, Bw1 and Rs2: red is to move
    assert tokens[7:] == ["a:Oa2@6,4+", "b:Bw1@0,-2+", "b:Rs2@0,-4"]
    open_page(tablet, SEED3_LINK + quote(" ".join(tokens)))
    assert turn_marks(tablet) == {"Oa2": (1, 1), "Bw1": (2, 1), "Rs2": (3, 1)}
    tablet.locator("[data-action=undo]").tap()  # blue has laid two: red's turn before stays marked
    wait_ply(tablet, 9)
    assert turn_marks(tablet) == {"Ps1": (1, 0), "Pc2": (2, 0), "Yw1": (3, 0), "Oa2": (1, 1), "Bw1": (2, 1)}


def test_the_computers_whole_turn_is_marked(page: Any) -> None:
    page.set_viewport_size(TABLET)
    tokens = random_game(3)[:7]  # red has laid three: blue, the computer, is to move
    before = set(engine_field(tokens))
    open_page(page, SEED3_LINK + quote(" ".join(tokens)) + "&computer=2-easy")
    page.wait_for_function(
        "(() => { const a = document.querySelector('#app').dataset;"
        " return a.toMove === '0' && a.thinking === '0'; })()", timeout=90_000)
    laid = [tile for tile, *_ in field(page) if tile not in before]
    marks = turn_marks(page)
    assert {tile for tile, (_n, by) in marks.items() if by == 1} == set(laid)
    assert sorted(n for n, by in marks.values() if by == 1) == list(range(1, len(laid) + 1))


def engine_field(tokens: list[str]) -> list[str]:
    state = replay_or_raise(GAME.start(players=2, seed=3), tokens)
    return [tile for tile, *_ in state.field_tiles()]


def test_the_status_line_says_what_to_tap_at_each_step(tablet: Any) -> None:
    status = "document.querySelector('#status').textContent"
    open_page(tablet, DECK_LINK + "&moves=" + quote(">Bs1 >Rs1 >Ps1 >Gs1"))
    reveal(tablet)
    tap_sp(tablet, "chip:0")
    tap_sp(tablet, "hand:Yc1")
    tablet.wait_for_function(f"() => {status}.includes('with chip a: tap a lit spot')")
    spot = sorted(ghosts(tablet))[0]
    tablet.locator(f'#board [data-ghost="{spot[0]},{spot[1]}"]').tap()
    if tablet.locator('[data-sp="yes"]').count():
        tablet.wait_for_function(f"() => {status}.includes('onto the new tile? tap Yes or No')")
        tap_sp(tablet, "cancel")
        tablet.wait_for_function(f"() => {status}.includes('tap a lit spot')")


# ----- a phone: the field pans and pinches, its targets stay 44 px ---------------------
def inside_boxes(page: Any, selector: str) -> list[dict[str, float]]:
    """Bounding boxes of ``selector`` in the board whose centre is in the board's visible box."""
    board = page.locator("#board").bounding_box()
    return [b for b in page.eval_on_selector_all(
        selector, "els => els.map(e => e.getBoundingClientRect().toJSON())")
        if board["x"] <= b["x"] + b["width"] / 2 <= board["x"] + board["width"]
        and board["y"] <= b["y"] + b["height"] / 2 <= board["y"] + board["height"]]


def test_a_grown_field_on_a_phone_keeps_44_px_targets_pans_and_fits(page: Any) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    tokens = random_game(3)
    state = engine(tokens[:1], seed=3)
    for n in range(len(tokens) * 2 // 3, 0, -1):  # a late position: a person places a tile
        state = engine(tokens[:n], seed=3)
        if state.turn_info().phase == "actions" and any("@" in t for t in state.legal_tokens()):
            break
    assert len(state.field_tiles()) >= 20
    open_page(page, SEED3_LINK + quote(" ".join(tokens[:n])))
    reveal(page)
    tile = next(t for t in state.legal_tokens() if "@" in t and t.split(":")[1].split("@")[0] in hand(page))
    chip, rest = tile.split(":")
    tap_sp(page, f"chip:{'ab'.index(chip)}")
    tap_sp(page, f"hand:{rest.split('@')[0]}")
    page.wait_for_selector("#board [data-ghost]")
    targets = inside_boxes(page, "#board [data-ghost] .sp-ghost-hit") + inside_boxes(page, "#board [data-tile]")
    assert targets
    for box in targets:
        assert box["width"] >= 44 - 0.5 and box["height"] >= 44 - 0.5, box
    # A drag pans and plays nothing; Fit brings the picked zoom back.
    fitted = page.get_attribute("#board", "viewBox")
    board = page.locator("#board").bounding_box()
    page.evaluate("""() => {
      const svg = document.querySelector('#board');
      const r = svg.getBoundingClientRect(), cx = r.x + r.width / 2, cy = r.y + r.height / 2;
      const send = (type, x) => svg.dispatchEvent(new PointerEvent(type, {
        pointerId: 7, pointerType: 'touch', clientX: x, clientY: cy, bubbles: true}));
      send('pointerdown', cx); for (let d = 10; d <= 120; d += 10) send('pointermove', cx + d);
      send('pointerup', cx + 120);
    }""")
    assert page.get_attribute("#board", "viewBox") != fitted
    assert app(page, "ply") == str(n)
    fit = page.locator("[data-view-action=fit]")
    assert fit.text_content() == "Fit field"  # after a pan the button fits again
    fit.tap()
    assert page.get_attribute("#board", "viewBox") == fitted
    assert board == page.locator("#board").bounding_box()
    # The field is wider than a phone shows at 44 px: the page's zoom is a part, See all the whole
    # (the player's choice, marked for the checks), and the next press the page's zoom again.
    assert fit.text_content() == "See all" and page.get_attribute("#board", "data-zoom") is None
    fit.tap()
    assert page.get_attribute("#board", "data-zoom") == "player"
    assert len(inside_boxes(page, "#board [data-tile]")) == page.locator("#board [data-tile]").count()
    assert fit.text_content() == "Fit field"
    fit.tap()
    assert page.get_attribute("#board", "viewBox") == fitted
    assert page.get_attribute("#board", "data-zoom") is None


def strip_words(page: Any) -> list[str]:
    """The strip above the field as read left to right: each pill's first word."""
    return [text.split()[0] for text in page.eval_on_selector_all(
        ".sp-strip > *", "els => els.map(e => e.innerText.trim())")]


DRAW_READY = "() => document.querySelector('[data-view-action=draw]')?.disabled === false"
NEXT_FRAME = "() => new Promise(ok => requestAnimationFrame(() => ok(true)))"


def draw_when_the_turn_is_up(page: Any) -> None:
    """Tap Draw once the player to move holds the device: the hand-over screen answered
    whenever it shows (again, if a tap on it came while the tray was being redrawn), until
    Draw can be tapped."""
    deadline = time.monotonic() + READY_TIMEOUT_MS / 1000
    while not page.evaluate(DRAW_READY):
        assert time.monotonic() < deadline, "Draw never came up for the player to move"
        if page.is_visible("[data-sp=reveal]"):
            page.locator("[data-sp=reveal]").click()
        page.wait_for_function(NEXT_FRAME)
    page.locator("[data-view-action=draw]").click()


def test_the_player_strip_keeps_its_order_while_counts_change(page: Any) -> None:
    open_page(page, "?game=symbol-pallet&players=3&seed=1&moves=" + quote(
        ">Oa1 >Os1 >Pc1 >Ks1 >Rt1 >Os2"))
    before = strip_words(page)
    assert before[:4] == ["Red", "Blue", "Yellow", "Deck"], before
    for ply in (7, 8):
        draw_when_the_turn_is_up(page)
        wait_ply(page, ply)
        assert strip_words(page) == before, f"after {ply - 6} draws: {strip_words(page)}"
