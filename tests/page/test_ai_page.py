"""The computer opponent in the real page (headless Chromium), and its pure parts on CPython.

Page tests use the ``easy`` level to stay quick, except where a search must
still be running when the test cancels it (``strong``: up to 4 s). A
computer's move is never shown sooner than 0.5 s after its turn began
(``web/opponent.py``), which leaves the tests time to see it thinking.

The page tests share one started page (``reused_page``), and with it one started worker, as
a player who goes from game to game does: each link opens through the page's routing. Those
that check what a page load requests (the worker's files, or none) get a page of their own
(``own_page``).
"""

from __future__ import annotations

import json
import random
from typing import Any
from urllib.parse import quote

import pytest

from games import get_game, replay_or_raise
from games.session import Session
from tests.conftest import READY_TIMEOUT_MS, open_link, ready
from tests.service_search import answers_however_stepped
from tests.page.test_symbol_pallet_page import BLUE_HAND, DECK, DECK_LINK, RED_HAND
from tests.conftest import app

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

COMPUTER_TIMEOUT_MS = 90_000
"""The first answer includes starting the worker's own Pyodide (seconds on a loaded machine)."""


# ----- pure parts (CPython) -------------------------------------------------------------------
def test_undo_and_redo_skip_the_computers_turns() -> None:
    from web.seating import Seating

    saiju = get_game("saiju")
    # Setup: Snow places one Shadow, Moon two; then Snow plays two placements.
    tokens = ["M@d2", "S@a1", "F@g7", "pS-c3", "yM-e5", "wF-b2", "end"]
    session, error = Session.from_tokens(saiju.start(), tokens)
    assert error is None
    moon_computer = Seating({1: "easy"})
    movers = [s.to_move for s in session.states]
    assert movers == [0, 1, 1, 0, 0, 1, 1, 0]
    assert moon_computer.undo_target(session) == 4  # Snow's last turn: its second placement
    session.goto(4)
    assert moon_computer.undo_target(session) == 3
    session.goto(3)
    assert moon_computer.undo_target(session) == 0  # over Moon's two setup plies
    assert moon_computer.redo_target(session) == 4
    session.goto(0)
    assert moon_computer.undo_target(session) is None
    assert moon_computer.redo_target(session) == 3
    session.goto(5)
    assert moon_computer.redo_target(session) == 7  # the end of the record
    # The computer opened the game and nobody has moved since: nothing to undo.
    snow_computer = Seating({0: "normal"})
    session.goto(1)
    assert snow_computer.undo_target(session) is None
    # Nobody seated (a demo) and everybody seated: one ply.
    session.goto(5)
    for seating in (Seating({0: "easy", 1: "easy"}), Seating()):
        assert (seating.undo_target(session), seating.redo_target(session)) == (4, 6)


def test_seats_that_the_game_does_not_have_are_dropped() -> None:
    from web.seating import Seating

    seating, dropped = Seating.for_players({1: "easy", 3: "strong"}, 2)
    assert seating.computer == {1: "easy"} and dropped == [3]
    assert seating.people(2) == [0] and seating.is_computer(1) and not seating.is_computer(None)
    assert seating.text() == "2-easy" and Seating().link_value() is None


@pytest.mark.parametrize("name,options", [("siam", {}), ("saiju", {"players": 3}), ("ni-ju", {}),
                                          ("symbol-pallet", {"players": 2, "seed": 5})])
def test_the_worker_service_replays_and_answers_a_legal_move(name: str, options: dict) -> None:
    from web.ai_service import Thinker

    game = get_game(name)
    state = game.start(**options)
    rng = random.Random(3)
    tokens: list[str] = []
    for _ in range(6):
        move = rng.choice(state.legal_moves())
        tokens.append(str(move))
        state = state.apply(move)
    thinker = Thinker()
    request = {"id": 7, "game": name, "players": options.get("players", 2), "switches": [],
               "seed": options.get("seed"), "deck": None, "moves": tokens, "level": "easy",
               "ai_seed": 1}
    begun = thinker.begin(json.loads(json.dumps(request)))
    assert begun == {"id": 7, "ok": True, "budget": begun["budget"], "to_move": state.to_move}
    reply = thinker.step(7, 5)
    while not reply["done"]:
        reply = thinker.step(7, 5)
    assert state.play(reply["move"]) is not None  # legal for the player to move
    assert reply["iterations"] <= reply["budget"]
    assert thinker.step(6, 5) == {"id": 6, "stale": True}
    # The next request extends the record: replayed from the cache, same answer rules.
    request.update(id=8, moves=tokens + [reply["move"]])
    assert thinker.begin(request)["ok"]
    thinker.cancel(8)
    assert thinker.step(8, 5) == {"id": 8, "stale": True}
    bad = thinker.begin({**request, "id": 9, "moves": tokens + ["nonsense"]})
    assert bad["ok"] is False and "nonsense" in bad["error"]


def test_a_chunked_service_search_is_reproducible() -> None:
    """Same seed, no time cap: the same move however the page chunks the search."""
    request = {"id": 1, "game": "ni-ju", "players": 2, "switches": [], "seed": None, "deck": None,
               "moves": ["0f@0,0", "17@1,0"], "level": "easy", "ai_seed": 11, "time_limit": None}
    assert len(answers_however_stepped(request, (0.0, 1.0, 1000.0))) == 1


# ----- the page ----------------------------------------------------------------------------------


def wait_ply(page: Any, ply: int, timeout: int = COMPUTER_TIMEOUT_MS) -> None:
    page.wait_for_function(f"document.querySelector('#app').dataset.ply === '{ply}'",
                           timeout=timeout)


def wait_computer_done(page: Any, ply: int) -> None:
    """The computer has played up to ``ply`` and stopped thinking."""
    page.wait_for_function(
        f"(() => {{ const a = document.querySelector('#app').dataset;"
        f" return a.ply === '{ply}' && a.thinking === '0'; }})()", timeout=COMPUTER_TIMEOUT_MS)


def wait_worker_thinking(page: Any) -> None:
    """The worker is up and searching (not still starting)."""
    page.wait_for_function(
        "document.querySelector('#status').textContent.includes('the computer is thinking')",
        timeout=COMPUTER_TIMEOUT_MS)


def watch_thinking(page: Any) -> None:
    page.evaluate("""() => {
      window.__thinking = [];
      new MutationObserver(() => window.__thinking.push(document.querySelector('#app').dataset.thinking))
        .observe(document.querySelector('#app'), {attributes: true, attributeFilter: ['data-thinking']});
    }""")


def thinking_seen(page: Any) -> list[str]:
    return page.evaluate("window.__thinking")


def moves_shown(page: Any) -> list[str]:
    return page.locator("#moves li").evaluate_all("els => els.map(e => e.dataset.token)")


def own_origin(urls: list[str], base_url: str) -> list[str]:
    """Requests that went anywhere but this site (a worker's ``blob:`` URL is this origin's)."""
    return [u for u in urls if not (u.startswith(base_url) or u.startswith("blob:" + base_url))]


def hand(page: Any) -> list[str]:
    return page.eval_on_selector_all("[data-hand]", "els => els.map(e => e.dataset.hand)")


def person_moves_siam(page: Any) -> None:
    from tests.page.test_siam_page import play_by_taps

    play_by_taps(page, "+B1S")


def person_moves_saiju(page: Any) -> None:
    page.locator('#board .saiju-hex[data-hex="d2"]').tap()  # Snow puts the Moon Shadow on d2


def person_moves_niju(page: Any) -> None:
    from tests.page.test_niju_page import WIN_LINE, play_by_taps

    play_by_taps(page, WIN_LINE[0])


def person_moves_symbol_pallet(page: Any) -> None:
    """Blue (the computer) sets a chip first; then red, the person, sees their hand and sets one."""
    wait_ply(page, 1)
    assert sorted(hand(page)) == sorted(RED_HAND)  # the only person: no hand-off screen
    html = page.evaluate("document.documentElement.outerHTML")
    assert not any(tile in html for tile in BLUE_HAND)  # the computer's hand is never in the page
    state = replay_or_raise(get_game("symbol-pallet").start(players=2, deck=DECK), moves_shown(page))
    tile = sorted(t for t in state.legal_tokens() if t.startswith(">"))[0][1:]
    watch_thinking(page)
    # Read at the moment blue's turn begins, by an observer of the ply: the computer may
    # answer before a poll of the page would see ply 2.
    page.evaluate("""() => {
      const app = document.querySelector('#app');
      new MutationObserver((changes, observer) => {
        if (app.dataset.ply !== '2') return;
        observer.disconnect();
        window.__atPly2 = [[...document.querySelectorAll('[data-hand]')].map(e => e.dataset.hand),
                           document.querySelector('#seat-bottom').textContent];
      }).observe(app, {attributes: true, attributeFilter: ['data-ply']});
    }""")
    page.locator(f'#board [data-tile="{tile}"]').tap()
    hands, seat = page.wait_for_function("() => window.__atPly2",
                                         timeout=COMPUTER_TIMEOUT_MS).json_value()
    assert hands == []  # blue's turn: no hand on show
    assert "played by the computer" in seat


GAMES = {
    # game: (link, start options, the person's move, ply after the computer's answer)
    "siam": ("?game=siam", {}, person_moves_siam, 2),
    "saiju": ("?game=saiju", {}, person_moves_saiju, 3),
    "ni-ju": ("?game=ni-ju", {}, person_moves_niju, 2),
    "symbol-pallet": (DECK_LINK, {"players": 2, "deck": DECK}, person_moves_symbol_pallet, 3),
}


@pytest.mark.own_page  # the worker's start: its files, and nothing else, requested from this site
@pytest.mark.parametrize("name", list(GAMES))
def test_a_person_moves_and_the_computer_answers(page: Any, name: str, requests_seen: list[str],
                                                 base_url: str, page_errors: list[str]) -> None:
    query, options, person_moves, answered_at = GAMES[name]
    person = 0
    open_link(page, f"{query}&computer=2-easy")
    assert app(page, "computer") == "2-easy"
    watch_thinking(page)
    person_moves(page)
    wait_computer_done(page, answered_at)
    seen = thinking_seen(page)
    assert "1" in seen and seen[-1] == "0", seen
    assert app(page, "to-move") == str(person)
    assert page.get_attribute("#app", "aria-busy") is None
    # Every move on the list is legal, and the computer's were made for its seat.
    tokens = moves_shown(page)
    assert len(tokens) == answered_at
    state = get_game(name).start(**options)
    for ply, token in enumerate(tokens):
        if ply >= answered_at - (2 if name == "saiju" else 1):
            assert state.to_move == 1, (ply, token)  # the computer's answer, for its seat
        state = state.play(token)  # raises if the move is not legal
    assert state.to_move == person
    # Nothing left this site, and the page itself never fetched the computer's code.
    assert requests_seen and not own_origin(requests_seen, base_url)
    assert any(u.endswith("/web/ai_worker.toml") for u in requests_seen)
    assert not [e for e in page_errors if "SharedArrayBuffer" not in e], page_errors


def test_taps_are_ignored_while_the_computer_thinks_and_undo_takes_back_both_moves(page: Any) -> None:
    from tests.page.test_siam_page import board_pieces, engine_pieces, play_by_taps

    # A strong search thinks for 4 s: an easy one, once its worker was warm, could answer
    # before the taps below (it did on a busy machine), and they would then be a person's.
    open_link(page, "?game=siam&computer=2-strong")
    play_by_taps(page, "+B1S")
    assert app(page, "thinking") == "1" and app(page, "computer-turn") == "1"
    assert page.get_attribute("#app", "aria-busy") == "true"
    page.locator('[data-reserve="1"]').tap()  # the computer's reserve: nothing lights up
    page.locator('#board rect[data-square="B1"]').tap()
    assert page.locator("#board .mark.target").count() == 0
    assert app(page, "ply") == "1"  # the taps came while the computer still had the move
    wait_computer_done(page, 2)
    assert page.is_disabled("[data-action=draw]")  # no draw can be agreed with the computer
    page.click("[data-action=undo]")  # the computer's answer and the person's move
    assert app(page, "ply") == "0" and app(page, "to-move") == "0"
    assert app(page, "thinking") == "0"
    page.click("[data-action=redo]")  # and forward again to the person's turn
    assert app(page, "ply") == "2" and app(page, "thinking") == "0"
    assert page.is_disabled("[data-action=redo]")
    page.wait_for_function("!document.querySelector('#board .leaving')")  # a pushed-off piece has gone
    assert board_pieces(page) == engine_pieces(moves_shown(page))


def test_computer_against_computer_plays_by_itself_and_stops_at_the_end(page: Any) -> None:
    open_link(page, "?game=ni-ju&computer=1-easy+2-easy")
    wait_ply(page, 3)
    assert replay_or_raise(get_game("ni-ju").start(), moves_shown(page)) is not None
    # From a won-in-one Siam position, with both seats the computer's: it wins and stops.
    from tests.page.test_siam_page import WINNING_LINE

    open_link(page, "?game=siam&computer=1-easy+2-easy&moves=" + quote(" ".join(WINNING_LINE[:8])))
    page.wait_for_function("document.querySelector('#app').dataset.outcome !== ''",
                           timeout=COMPUTER_TIMEOUT_MS)
    ply = app(page, "ply")
    assert app(page, "thinking") == "0"
    page.wait_for_timeout(1500)
    assert app(page, "ply") == ply and app(page, "thinking") == "0"
    assert app(page, "outcome") == "win:0"


def test_undo_while_thinking_cancels(page: Any) -> None:
    from tests.page.test_siam_page import play_by_taps

    open_link(page, "?game=siam&computer=2-strong")
    play_by_taps(page, "+B1S")
    wait_worker_thinking(page)
    page.click("[data-action=undo]")
    assert app(page, "ply") == "0" and app(page, "thinking") == "0"
    page.wait_for_timeout(5000)  # longer than a strong search (4 s) and its pause
    assert app(page, "ply") == "0" and app(page, "thinking") == "0"
    assert moves_shown(page) == ["+B1S"]  # kept for Redo; no answer was added
    assert not page.is_disabled("[data-action=redo]")


def test_new_game_while_thinking_cancels_and_the_dialog_names_the_seats(page: Any) -> None:
    from tests.page.test_siam_page import play_by_taps

    open_link(page, "?game=siam&computer=2-strong")
    play_by_taps(page, "+B1S")
    wait_worker_thinking(page)
    page.click("[data-action=new]")
    rows = page.locator("#new-game .seat-row")
    assert [t.strip() for t in rows.locator("span").all_text_contents()] == ["Elephants", "Rhinos"]
    assert page.input_value("#new-game select[data-seat='1']") == "strong"
    page.select_option("#new-game select[data-seat='1']", "")  # Rhinos: a person
    page.click("#new-game button[value=start]")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '0'")
    assert app(page, "thinking") == "0" and app(page, "computer") is None
    page.wait_for_timeout(5000)
    assert app(page, "ply") == "0" and moves_shown(page) == []
    page.wait_for_function("location.hash.startsWith('#game=') && !location.href.includes('computer')")


def test_computer_seats_survive_a_reload_and_the_dialog_sets_them(page: Any) -> None:
    open_link(page, "?game=saiju&players=3")
    page.click("[data-action=new]")
    assert page.locator("#new-game .seat-row").count() == 3
    page.select_option("#new-game select[name=players]", "2")
    assert page.locator("#new-game .seat-row").count() == 2
    page.select_option("#new-game select[data-seat='0']", "easy")
    page.click("#new-game button[value=start]")
    # The dialog's close event starts the game a moment after the click.
    page.wait_for_function("document.querySelector('#app').dataset.computer === '1-easy'")
    wait_computer_done(page, 1)  # the computer opens: Snow's Moon Shadow
    page.wait_for_function("location.hash.includes('computer=1-easy')")
    address = page.evaluate("location.href")
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    assert page.evaluate("location.href") == address
    assert app(page, "computer") == "1-easy" and app(page, "ply") == "1"
    assert app(page, "to-move") == "1" and app(page, "thinking") == "0"
    # A seat the game does not have is reported, not played.
    open_link(page, "?game=siam&computer=3-easy")
    assert "no seat 3" in page.text_content("#message-text")
    assert app(page, "computer") is None


@pytest.mark.own_page  # what a page load requests
def test_plain_pages_never_load_the_computer_and_the_home_page_offers_it(
        page: Any, requests_seen: list[str]) -> None:
    # A plain game page and an embedded board without `computer` never start the worker.
    ready(page, "?game=siam")
    ready(page, "?game=siam&embed=1")  # an embedded board is a page load of its own
    page.wait_for_timeout(1000)
    assert app(page, "computer") is None
    ready(page, "")
    page.wait_for_timeout(500)
    assert not [u for u in requests_seen if "ai_worker" in u or "/games/ai/" in u]
    page.click('[data-game-card="siam"] .vs-computer')
    page.wait_for_function("document.querySelector('#app').dataset.game === 'siam'")
    assert app(page, "computer") == "2-normal" and app(page, "to-move") == "0"
    page.wait_for_function("location.search === '' && location.hash === '#game=siam&computer=2-normal'")
    # The worker starts soon after, before the computer's first turn; a busy machine may
    # take as long as a page start, so wait for the request up to that long.
    for _ in range(READY_TIMEOUT_MS // 100):
        if any(u.endswith("/web/ai_worker.toml") for u in requests_seen):
            break
        page.wait_for_timeout(100)
    else:
        raise AssertionError("the computer's worker was not started")


BLUE_TURN_WATCH = """(() => {
  window.blueTurn = [];
  const look = () => {
    const app = document.querySelector('#app');
    if (!app || app.dataset.toMove !== '1' || document.body.dataset.ready !== '1') return;
    window.blueTurn.push([[...document.querySelectorAll('[data-hand]')].map(e => e.dataset.hand),
                          (document.querySelector('#seat-bottom') || {}).textContent || '',
                          document.documentElement.outerHTML]);
  };
  window.blueWatch = new MutationObserver(look);
  window.blueWatch.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
})()"""
"""Keeps what the page shows at every change while seat 1 (Blue, the computer's) is to move."""


def test_symbol_pallet_hands_off_only_between_people(page: Any) -> None:
    """Red and Yellow are people, Blue the computer: after Blue's turn, Yellow gets the
    hand-off screen (Red had the device), never Blue's hand."""
    game = get_game("symbol-pallet")
    state = game.start(players=3, seed=4)
    rng = random.Random(2)
    tokens: list[str] = []
    while not (state.turn_info().phase == "actions" and state.to_move == 1):
        move = rng.choice(state.legal_moves())
        tokens.append(str(move))
        state = state.apply(move)
    # The computer may answer before the link's page is read: every change of the page is
    # watched from its load, and what it showed while Blue was to move is read afterwards.
    open_link(page, "?game=symbol-pallet&players=3&seed=4")  # the page up: the next link is routed
    page.evaluate(BLUE_TURN_WATCH)
    open_link(page, "?game=symbol-pallet&players=3&seed=4&computer=2-easy&moves="
              + quote(" ".join(tokens)))
    page.wait_for_function("window.blueTurn.length > 0")
    assert state.hand(1)
    seen = page.evaluate("window.blueWatch.disconnect(), window.blueTurn")
    for shown_hand, bottom, markup in seen:
        assert shown_hand == [] and "played by the computer" in bottom
        assert not any(tile in markup for tile in state.hand(1))
    page.wait_for_function(
        "(() => { const a = document.querySelector('#app').dataset;"
        " return a.toMove === '2' && a.thinking === '0'; })()", timeout=COMPUTER_TIMEOUT_MS)
    assert page.locator('[data-sp="reveal"]').is_visible() and hand(page) == []
    after = replay_or_raise(game.start(players=3, seed=4), moves_shown(page))
    assert not any(tile in page.evaluate("document.documentElement.outerHTML")
                   for tile in after.hand(1))  # what Blue still holds
    page.locator('[data-sp="reveal"]').tap()
    assert sorted(hand(page)) == sorted(after.hand(2))


SETUP_PULSING_JS = """[document.querySelector('#app').dataset.computerTurn || null,
  document.querySelectorAll('#board .sp-setup').length,
  document.getAnimations().filter(a => a.playState === 'running' && a.effect && a.effect.target
    && a.effect.target.matches('#board .sp-setup')).length]"""


def test_symbol_pallet_setup_places_pulse_only_for_a_person(page: Any) -> None:
    """While the computer is to move, the setup places stay marked but still (their pulse kept
    the compositor busy while the computer's worker started, docs/ai.md)."""
    open_link(page, "?game=symbol-pallet&players=2&seed=3")
    turn, places, pulsing = page.evaluate(SETUP_PULSING_JS)
    assert turn is None and places > 0 and pulsing > 0
    seat = int(app(page, "to-move") or "0") + 1  # the computer takes the seat to move
    open_link(page, f"?game=symbol-pallet&players=2&seed=3&computer={seat}-strong")
    turn, places, pulsing = page.evaluate(SETUP_PULSING_JS)  # read at one instant
    assert (turn, pulsing) == ("1", 0) and places > 0


def test_records_carry_the_computer_seats(page: Any) -> None:
    """The record dialog writes the seats into a ``Computer`` header and
    reads them back; a header naming a seat the game lacks is reported and
    those seats are people."""
    from games.record_format import read_record

    open_link(page, "?game=siam&computer=2-easy")
    page.click("[data-action=record]")
    exported = page.input_value("#record-text")
    assert read_record(exported).extra == {"Computer": "2-easy"}
    # The computer opens this one: its seat comes from the header.
    page.fill("#record-text", exported.replace('"2-easy"', '"1-easy"'))
    page.click("[data-record=open]")
    page.wait_for_function("document.querySelector('#app').dataset.computer === '1-easy'")
    wait_computer_done(page, 1)
    page.click("[data-action=record]")
    again = page.input_value("#record-text")
    assert again.count("[Computer ") == 1 and read_record(again).extra == {"Computer": "1-easy"}
    # A seat Siam does not have: reported, and nobody is the computer.
    page.fill("#record-text", again.replace('"1-easy"', '"3-easy"'))
    page.click("[data-record=open]")
    page.wait_for_function("!document.querySelector('#message').hidden")
    assert "3-easy" in page.text_content("#message-text")
    assert app(page, "computer") is None and app(page, "ply") == "1"
    page.click("[data-action=record]")
    assert "Computer" not in page.input_value("#record-text")
