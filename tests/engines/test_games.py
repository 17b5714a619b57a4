"""The four games in Firefox and WebKit: a link, every kind of move by real clicks,
Undo and Redo, the saved game resumed from the home page's list (after a reload in Siam's
test), the record and a shared link opened in a fresh browser context. One scenario per game,
with a page load only where a start is part of what is checked (``route`` opens the other
links), keeps WebKit's slow start-ups few; each test body runs in both engines (``engine`` is
parametrized).
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import quote

from games import get_game, replay_or_raise
from games.niju import Place, Step, kind_of, rotate
from games.record_format import write_record
from games.symbol_pallet import GAME as PALLET
from games.symbol_pallet.tiles import TILE_INDEX
from tests.conftest import OPEN_IN_PAGE, SETTLED
from tests.engines.drivers import READY
from tests.page.test_niju_page import ALL_DOWN, WIN_LINE as NIJU_LINE
from tests.page.test_siam_page import WINNING_LINE
from tests.page.test_symbol_pallet_page import DECK, DECK_LINK

SIAM, SAIJU, NIJU = get_game("siam"), get_game("saiju"), get_game("ni-ju")

SAVED_WITH = r"""(ply, last) => new Promise((resolve) => {
  const open = indexedDB.open("IDBMap/@pyscript/abstract-boards-saves");
  open.onerror = () => resolve(false);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains("entries")) { db.close(); resolve(false); return; }
    const all = db.transaction("entries", "readonly").objectStore("entries").getAll();
    all.onerror = () => { db.close(); resolve(false); };
    all.onsuccess = () => {
      db.close();
      // A value is pyscript.storage's JSON text (with our JSON inside): drop the escapes.
      resolve(all.result.some(v => { const s = String(v).replace(/\\/g, "");
        return s.includes('"cursor": ' + ply) && s.includes(last); }));
    };
  };
})"""
"""Whether a saved game (pyscript.storage's IndexedDB) holds ``ply`` moves ending in ``last``:
saving happens after the redraw, so a test must wait for it before it reloads."""


# ---------------------------------------------------------------- shared steps


READY_SECONDS: dict[str, list[float]] = {}
"""Navigation start to ``data-ready`` (a playable board) of every page opened, per engine."""


def open_link(tab: Any, base_url: str, query: str) -> None:
    tab.goto(base_url + "/" + query)
    tab.wait_ready()
    ms = tab.eval("() => performance.now()")
    READY_SECONDS.setdefault(tab.engine, []).append(ms / 1000)


def route(tab: Any, query: str) -> None:
    """Open ``query`` in the running page through its own routing, as Back and Forward do: no
    new start of Pyodide (each WebKit page starts plain, about 15 CPU-seconds: docs/start-up.md,
    "WebKit"), for a step about what the page shows rather than how it starts. Returns once
    the page is ready and its board stands still."""
    tab.eval(OPEN_IN_PAGE, query)
    tab.wait(READY)
    tab.wait(f"({SETTLED})()")


def show(tab: Any, base_url: str, query: str) -> None:
    """``route`` in a page already showing this site, else ``open_link``: how a ``kept_tab``
    opens each test's link."""
    shows_site = tab.eval(f"(site) => location.href.startsWith(site) && Boolean({READY})", base_url + "/")
    if shows_site:
        route(tab, query)
    else:
        open_link(tab, base_url, query)


def check_contract(tab: Any, game: str, ply: int) -> None:
    """The page contract: ready, the game and its ply on #app, a board drawn at a real size."""
    assert tab.eval("() => document.body.dataset.ready") == "1"
    assert tab.app("game") == game
    assert tab.app("ply") == str(ply)
    assert tab.app("to-move") not in (None, "")
    box = tab.eval("() => { const r = document.querySelector('#board').getBoundingClientRect();"
                   " return [r.width, r.height]; }")
    assert box[0] > 200 and box[1] > 200, box


def moves_listed(tab: Any) -> list[str]:
    """The move tokens of the move list (it shows each move in words; the token is its data-token)."""
    return list(tab.eval("() => [...document.querySelectorAll('#moves li')].map(e => e.dataset.token)"))


def undo_redo(tab: Any, ply: int, board: Any, before: Any, after: Any) -> None:
    """Undo takes the last move back, Redo plays it again; ``board()`` reads what is drawn."""
    tab.click("[data-action=undo]")
    tab.wait_ply(ply - 1)
    assert board() == before
    tab.click("[data-action=redo]")
    tab.wait_ply(ply)
    assert board() == after


def resume_saved(tab: Any, base_url: str, game: str, ply: int, last: str, reload: bool = False) -> None:
    """Once the save holds this game, open the home page and resume the game from the saved
    list, which the page reads from IndexedDB each time it shows it. With ``reload`` the home
    page is a new page load, so the save is seen to outlive the document that wrote it (in
    WebKit, whose test pages share no storage, this is the only such check: there is no second
    tab for ``test_saves_tabs``); otherwise it is opened through the routing."""
    # Ask IndexedDB again on each poll; the answer lands in window.__saved.
    tab.wait(f"window.__saved === true || (({SAVED_WITH})({ply}, {json.dumps(last)})"
             ".then(ok => { window.__saved = ok; }), false)", 30)
    if reload:
        open_link(tab, base_url, "")
    else:
        route(tab, "")
    tab.wait("document.querySelector('#saved-list [data-saved-action=resume]')", 30)
    rows = tab.eval("() => [...document.querySelectorAll('#saved-list li')].map(e => e.textContent)")
    assert len(rows) == 1 and f"{ply} moves" in rows[0], rows
    tab.click("#saved-list [data-saved-action=resume]")
    tab.wait(f"document.querySelector('#app').dataset.game === '{game}'"
             f" && document.querySelector('#app').dataset.ply === '{ply}'")


def export_record(tab: Any) -> str:
    tab.click("[data-action=record]")
    tab.wait("document.querySelector('#record-text') && document.querySelector('#record-text').value")
    text = tab.eval("() => document.querySelector('#record-text').value")
    tab.eval("() => document.querySelector('#record-text').closest('dialog').close()")
    return text


def shared_link(tab: Any, base_url: str) -> str:
    """The link the Share button gives, shown to copy (the clipboard is taken away, so every
    engine shows it); an unfinished game with hidden hands asks first, and is answered Copy."""
    tab.eval("() => { Object.defineProperty(navigator, 'clipboard', {configurable: true,"
             " value: {writeText: () => Promise.reject(new Error('no clipboard here'))}}); }")
    tab.click("[data-action=share]")
    tab.wait("document.querySelector('#confirm-share[open]') ||"
             " document.querySelector('#message.info:not([hidden])')")
    if tab.eval("() => Boolean(document.querySelector('#confirm-share[open]'))"):
        tab.click("#confirm-share [value=copy]")
    tab.wait("document.querySelector('#message.info:not([hidden])')")
    found = re.search(r"http://\S+", tab.text("#message-text"))
    assert found and found.group(0).startswith(base_url), tab.text("#message-text")
    tab.eval("() => { document.querySelector('#message').hidden = true; }")
    return found.group(0).rstrip(".")


def open_in_fresh_context(engine: Any, link: str, game: str, ply: int, board_of: Any) -> Any:
    """Open ``link`` in a new browser context (no storage shared) and read its board."""
    fresh = engine.new_page()
    try:
        fresh.goto(link)
        fresh.wait_ready()
        assert fresh.app("game") == game and fresh.app("ply") == str(ply)
        return board_of(fresh)
    finally:
        fresh.close()


def only_own_origin(tab: Any, base_url: str) -> None:
    seen = tab.requests()
    assert seen, "no request was seen"
    foreign = [u for u in seen if not u.startswith((base_url + "/", f"blob:{base_url}/", "data:"))]
    assert foreign == [], foreign


# ---------------------------------------------------------------- Siam


def siam_board(tab: Any) -> dict[str, tuple[str, str | None]]:
    found = tab.attrs("#board [data-piece]:not(.leaving)", "square", "piece", "facing")
    return {sq: (piece, facing) for sq, piece, facing in found}


def siam_engine(tokens: list[str]) -> dict[str, tuple[str, str | None]]:
    state = replay_or_raise(SIAM.start(), tokens)
    return {name: piece for name in state.geom.names if (piece := state.piece_at(name))}


def siam_click(tab: Any, token: str) -> None:
    move = SIAM.parse_move(token)
    ply = int(tab.app("ply"))
    reserve = f'[data-reserve="{ply % 2}"]'
    square = '#board rect[data-square="{}"]'.format
    if move.src is None:
        tab.click(reserve)
        tab.click(square(move.dst))
    elif move.dst is None:
        tab.click(square(move.src))
        tab.click(reserve)
    else:
        tab.click(square(move.src))
        tab.click(square(move.dst))
    if tab.count("#board [data-choice]"):
        tab.click(f'#board [data-choice="{move.facing}"]')
    tab.wait_ply(ply + 1)


def test_siam(engine: Any, tab: Any, base_url: str) -> None:
    tab.viewport(768, 1024)
    start = WINNING_LINE[:3]
    open_link(tab, base_url, "?game=siam&moves=" + quote(" ".join(start)))
    check_contract(tab, "siam", 3)
    assert siam_board(tab) == siam_engine(start)
    clicked = ["+A5S", "B2B3S", "E1-"]  # enter, push the rock, exit the board
    for token in clicked:
        siam_click(tab, token)
    tokens = start + clicked
    assert moves_listed(tab) == tokens
    assert siam_board(tab) == siam_engine(tokens)
    undo_redo(tab, 6, lambda: siam_board(tab), siam_engine(tokens[:-1]), siam_engine(tokens))
    assert export_record(tab) == write_record(SIAM, SIAM.options(), tokens)
    link = shared_link(tab, base_url)
    assert open_in_fresh_context(engine, link, "siam", 6, siam_board) == siam_engine(tokens)
    resume_saved(tab, base_url, "siam", 6, "E1-", reload=True)
    assert siam_board(tab) == siam_engine(tokens)
    only_own_origin(tab, base_url)


# ---------------------------------------------------------------- Saiju


def saiju_board(tab: Any) -> tuple[dict[str, str], dict[str, str]]:
    pieces = tab.attrs("#board [data-piece]", "hex", "piece")
    shadows = tab.attrs("#board [data-shadow]", "shadow", "hex")
    return dict(pieces), dict(shadows)


def saiju_engine(tokens: list[str]) -> tuple[dict[str, str], dict[str, str]]:
    state = replay_or_raise(SAIJU.start(), tokens)
    return state.pieces_on_board(), state.shadows_on_board()


def hex_(name: str) -> str:
    return f'#board .saiju-hex[data-hex="{name}"]'


def test_saiju(engine: Any, tab: Any, base_url: str) -> None:
    tab.viewport(768, 1024)
    start = ["M@d2", "S@a1"]
    open_link(tab, base_url, "?game=saiju&moves=" + quote(" ".join(start)))
    check_contract(tab, "saiju", 2)
    assert tab.count("#board .saiju-hex") == 36
    assert saiju_board(tab) == saiju_engine(start)
    tab.click(hex_("g7"))  # setup: the Flower Shadow goes down
    tab.wait_ply(3)
    # A placement: pick up the Moon Shadow, then change to the Snow Shadow (the
    # picked Shadow is swapped), choose pink, and send the Shadow to c3.
    tab.click(hex_("d2"))
    tab.click('#board [data-choice="y"]')
    tab.click(hex_("a1"))
    assert sorted(c for (c,) in tab.attrs("#board [data-choice]:not([data-choice=cancel])", "choice")) \
        == ["p", "w", "y"]
    tab.click('#board [data-choice="p"]')
    tab.click(hex_("c3"))
    tab.wait_ply(4)
    # A second placement with the Moon Shadow (the turn then passes by itself) …
    tab.click(hex_("d2"))
    tab.click('#board [data-choice="y"]')
    tab.click(hex_("e5"))
    tab.wait_ply(5)
    # … and Moon places once and ends the turn with the button.
    tab.click(hex_("g7"))
    tab.click('#board [data-choice="w"]')
    tab.click(hex_("b2"))
    tab.wait_ply(6)
    tab.click("[data-view-action=end]")
    tab.wait_ply(7)
    tokens = start + ["F@g7", "pS-c3", "yM-e5", "wF-b2", "end"]
    assert moves_listed(tab) == tokens
    assert saiju_board(tab) == saiju_engine(tokens)
    undo_redo(tab, 7, lambda: saiju_board(tab), saiju_engine(tokens[:-1]), saiju_engine(tokens))
    assert export_record(tab) == write_record(SAIJU, SAIJU.options(), tokens)
    link = shared_link(tab, base_url)
    assert open_in_fresh_context(engine, link, "saiju", 7, saiju_board) == saiju_engine(tokens)
    resume_saved(tab, base_url, "saiju", 7, "end")
    assert saiju_board(tab) == saiju_engine(tokens)
    only_own_origin(tab, base_url)


# ---------------------------------------------------------------- Ni-Ju


def niju_board(tab: Any) -> dict[str, tuple[int, str, int]]:
    found = tab.attrs("#board [data-tile]", "tile", "owner", "pattern", "kind")
    return {sq: (int(owner), pattern, int(kind)) for sq, owner, pattern, kind in found}


def niju_engine(tokens: list[str]) -> dict[str, tuple[int, str, int]]:
    state = replay_or_raise(NIJU.start(), tokens)
    return {f"{x},{y}": (t.owner, f"{t.byte:02x}", t.kind) for (x, y), t in state.tiles().items()}


def niju_click(tab: Any, token: str, turn_with: str) -> None:
    """Pick the tile (tray or board), turn it by clicking it again or the Rotate button, place it."""
    move = NIJU.parse_move(token)
    ply = int(tab.app("ply"))
    if isinstance(move, Place):
        picked = f'.niju-hand-tile[data-owner="{ply % 2}"][data-hand-kind="{kind_of(move.byte)}"]'
    else:
        assert isinstance(move, Step)
        picked = f'#board [data-tile="{move.origin[0]},{move.origin[1]}"]'
    tab.click(picked)
    for _ in range(4):
        shown = tab.eval("(s) => { const e = document.querySelector(s);"
                         " return e.dataset.turned || e.dataset.pattern; }", picked)
        if int(shown, 16) == move.byte:
            break
        tab.click(picked if turn_with == "tile" else "[data-view-action=rotate]")
    else:
        raise AssertionError(f"could not turn the tile to {move.byte:02x}")
    if isinstance(move, Place):
        # Each square it may go to previews it: a <use> of the one drawing, drawn at a tile's size.
        sizes = tab.eval("() => [...document.querySelectorAll('#board use.niju-ghost.preview')]"
                         ".map(e => Math.round(e.getBoundingClientRect().width))")
        assert len(sizes) == tab.count("#board rect.niju-cell.target") > 0
        assert len(set(sizes)) == 1 and sizes[0] > 30, sizes
    tab.click(f'#board rect[data-square="{move.target[0]},{move.target[1]}"]')
    tab.wait_ply(ply + 1)


def test_niju(engine: Any, tab: Any, base_url: str) -> None:
    tab.viewport(768, 1024)
    start = NIJU_LINE[:2]
    open_link(tab, base_url, "?game=ni-ju&moves=" + quote(" ".join(start)))
    check_contract(tab, "ni-ju", 2)
    assert niju_board(tab) == niju_engine(start)
    niju_click(tab, NIJU_LINE[2], "tile")    # a placement turned by clicking the tile
    niju_click(tab, NIJU_LINE[3], "button")  # one turned with the Rotate button
    tokens = NIJU_LINE[:4]
    assert moves_listed(tab) == tokens and niju_board(tab) == niju_engine(tokens)
    undo_redo(tab, 4, lambda: niju_board(tab), niju_engine(tokens[:-1]), niju_engine(tokens))
    assert export_record(tab) == write_record(NIJU, NIJU.options(), tokens)
    link = shared_link(tab, base_url)
    assert open_in_fresh_context(engine, link, "ni-ju", 4, niju_board) == niju_engine(tokens)
    resume_saved(tab, base_url, "ni-ju", 4, tokens[-1])
    # The movement phase: every tile down; a step, turned on the way.
    route(tab, "?game=ni-ju&moves=" + quote(" ".join(ALL_DOWN)))
    check_contract(tab, "ni-ju", len(ALL_DOWN))
    state = replay_or_raise(NIJU.start(), ALL_DOWN)
    movable = sorted(t for (t,) in tab.attrs("#board .niju-tile.movable", "tile"))
    assert movable == sorted(f"{x},{y}" for x, y in state.movable_tiles())
    origin = state.movable_tiles()[0]
    target = state.targets(origin)[-1]
    byte = rotate(state.tile_at(origin).byte, 1)
    step = f"{origin[0]},{origin[1]}>{target[0]},{target[1]}:{byte:02x}"
    niju_click(tab, step, "tile")
    assert moves_listed(tab)[-1] == step
    assert niju_board(tab) == niju_engine(ALL_DOWN + [step])
    undo_redo(tab, len(ALL_DOWN) + 1, lambda: niju_board(tab), niju_engine(ALL_DOWN),
              niju_engine(ALL_DOWN + [step]))
    only_own_origin(tab, base_url)


# ---------------------------------------------------------------- Symbol Pallet


def pallet_board(tab: Any) -> list[tuple[str, int, int, int]]:
    return [(t, int(x), int(y), int(lv)) for t, x, y, lv in
            tab.attrs("#board [data-tile]", "tile", "x", "y", "level")]


def pallet_engine(tokens: list[str]) -> list[tuple[str, int, int, int]]:
    state = replay_or_raise(PALLET.start(players=2, deck=DECK), tokens)
    return [tuple(t) for t in state.field_tiles()]


def hand(tab: Any) -> list[str]:
    return [h for (h,) in tab.attrs("[data-hand]", "hand")]


def reveal(tab: Any) -> None:
    tab.click('[data-sp="reveal"]')
    tab.wait("document.querySelector('[data-hand]')")


def test_symbol_pallet(engine: Any, tab: Any, base_url: str) -> None:
    tab.viewport(768, 1024)
    open_link(tab, base_url, DECK_LINK)
    check_contract(tab, "symbol-pallet", 0)
    assert pallet_board(tab) == pallet_engine([])
    for ply, tile in enumerate(["Bs1", "Rs1", "Ps1", "Gs1"], start=1):  # the chips go down
        tab.click(f'#board [data-tile="{tile}"]')
        tab.wait_ply(ply)
    tokens = [">Bs1", ">Rs1", ">Ps1", ">Gs1"]
    reveal(tab)
    assert hand(tab) == ["Yc1", "Pc1", "Ka1"]
    tab.click("[data-view-action=draw]")  # drawing
    tab.wait_ply(5)
    tab.click('[data-sp="hand:Yc1"]')  # placing beside, keeping the chip where it is
    tab.click('#board [data-ghost="-2,0"]')
    tab.click('[data-sp="no"]')
    tab.wait_ply(6)
    move = PALLET.parse_move("a:Ka1@0,1+")  # placing on top, moving chip a onto it
    tab.click(f'[data-sp="chip:{move.chip}"]')
    tab.click('[data-sp="hand:Ka1"]')
    tab.click(f'#board [data-ghost="{move.x},{move.y}"]')
    tab.click('[data-sp="yes"]')
    tab.wait_ply(7)
    tokens += ["draw", "a:Yc1@-2,0", "a:Ka1@0,1+"]
    assert tab.attrs('#board [data-chip="1a"]', "on") == [["Ka1"]]
    reveal(tab)  # blue takes the device, draws three times and discards down to three
    for ply in (8, 9, 10):
        tab.click("[data-view-action=draw]")
        tab.wait_ply(ply)
    tokens += ["draw"] * 3
    held = hand(tab)
    assert len(held) == 9
    chosen = held[::-1][:6]
    for tile in chosen:
        tab.click(f'[data-sp="hand:{tile}"]')
    tab.click('[data-sp="discard-go"]')
    tab.wait_ply(11)
    tokens.append("discard:" + ",".join(sorted(chosen, key=TILE_INDEX.get)))
    assert moves_listed(tab) == tokens
    assert pallet_board(tab) == pallet_engine(tokens)
    assert hand(tab) == []  # the next player's hand stays hidden
    undo_redo(tab, 11, lambda: pallet_board(tab), pallet_engine(tokens[:-1]), pallet_engine(tokens))
    assert export_record(tab) == write_record(PALLET, PALLET.options(players=2, deck=DECK), tokens)
    link = shared_link(tab, base_url)
    assert open_in_fresh_context(engine, link, "symbol-pallet", 11, pallet_board) == \
        pallet_engine(tokens)
    resume_saved(tab, base_url, "symbol-pallet", 11, tokens[-1])
    assert pallet_board(tab) == pallet_engine(tokens)
    only_own_origin(tab, base_url)

