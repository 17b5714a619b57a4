"""Helpers of the lesson and puzzle page tests: opening pages, and moves as taps.

``tap_token(page, state, token)`` plays any move token of any game through the
board the way a player taps it (no waiting: the caller waits for the page
contract, since a lesson may answer with a reply).
"""

from __future__ import annotations

from typing import Any

import games.lessons as LESSONS  # noqa: F401  (the tutorial tests take it from here)
import games.puzzles as PUZZLES  # noqa: F401  (the puzzle tests take it from here)
from games.niju import Place, Step, kind_of
from games.symbol_pallet.moves import Chip, Discard, Draw, Pass
from games.symbol_pallet.moves import Place as SPPlace
from games.symbol_pallet.tiles import TILE_IDS
from tests.conftest import app  # noqa: F401  (the lesson and puzzle tests take it from here)
from tests.conftest import ready as open_page  # noqa: F401  (the lesson and puzzle tests take it from here)
from tests.page.test_niju_page import rotate_until
from tests.page.test_symbol_pallet_page import tap_placement, tap_sp


def wait_app(page: Any, name: str, value: str) -> None:
    page.wait_for_function(
        "([n, v]) => document.querySelector('#app').getAttribute('data-' + n) === v", arg=[name, value])


# ----- moves as taps, per game ------------------------------------------------------------------
def tap_token(page: Any, state: Any, token: str) -> None:
    """Tap ``token`` on the board of ``state`` (the position the page shows)."""
    {"siam": _siam, "saiju": _saiju, "ni-ju": _niju, "symbol-pallet": _symbol_pallet}[
        state.game.name](page, state, token)


def _square(page: Any, name: str) -> None:
    page.locator(f'#board rect[data-square="{name}"]').tap()


def _siam(page: Any, state: Any, token: str) -> None:
    move = state.game.parse_move(token)
    reserve = f'[data-reserve="{state.to_move}"]'
    if move.src is None:
        page.locator(reserve).tap()
        _square(page, move.dst)
    elif move.dst is None:
        _square(page, move.src)
        page.locator(reserve).tap()
    else:
        _square(page, move.src)
        _square(page, move.dst)
    if page.locator("#board [data-choice]").count():
        page.locator(f'#board [data-choice="{move.facing}"]').tap()


def _hex(page: Any, name: str) -> None:
    page.locator(f'#board .saiju-hex[data-hex="{name}"]').tap()


def _saiju(page: Any, state: Any, token: str) -> None:
    if token in ("end", "finish"):
        page.locator(f"[data-view-action={token}]").tap()
    elif token[1] == "@":  # setup: a Shadow onto a hex
        _hex(page, token[2:])
    else:  # colour symbol - hex
        colour, symbol, target = token[0], token[1], token[3:]
        _hex(page, page.get_attribute(f"#board [data-shadow={symbol}]", "data-hex"))
        if page.locator("#board [data-choice]").count():
            page.locator(f'#board [data-choice="{colour}"]').tap()
        _hex(page, target)


def _niju(page: Any, state: Any, token: str) -> None:
    move = state.game.parse_move(token)
    if isinstance(move, Place):
        tile = f'.niju-hand-tile[data-owner="{state.to_move}"][data-hand-kind="{kind_of(move.byte)}"]'
        page.locator(tile).tap()
        rotate_until(page, tile, move.byte, "tap")
    elif isinstance(move, Step):
        fx, fy = move.origin
        tile = f'#board [data-tile="{fx},{fy}"]'
        page.locator(tile).tap()
        rotate_until(page, tile, move.byte, "tap")
    else:
        page.locator("[data-view-action=pass]").tap()
        return
    x, y = move.target
    page.locator(f'#board rect[data-square="{x},{y}"]').tap()


def _symbol_pallet(page: Any, state: Any, token: str) -> None:
    move = state.game.parse_move(token)
    if isinstance(move, Chip):
        page.locator(f'#board [data-tile="{TILE_IDS[move.tile]}"]').tap()
        return
    # One learner at the device: the hand is shown, never a hand-over to a seat.
    assert page.locator("[data-sp=reveal]").count() == 0
    if isinstance(move, (Draw, Pass)):
        page.locator(f"[data-view-action={move.word}]").tap()
    elif isinstance(move, Discard):
        for index in move.tiles:
            tap_sp(page, f"hand:{TILE_IDS[index]}")
        tap_sp(page, "discard-go")
    else:
        assert isinstance(move, SPPlace)
        tap_placement(page, move)


def other_token(state: Any, accepted: tuple[str, ...], avoid: Any = None) -> str | None:
    """A legal move that is not accepted (and, given ``avoid``, not one it flags), for wrong tries.

    Prefers moves of the same kind as the answer's first character, so the taps
    stay on the board the answer uses.
    """
    wanted = {str(state.game.parse_move(a)) for a in accepted}
    legal = [t for t in state.legal_tokens() if t not in wanted and not (avoid and avoid(t))]
    same = [t for t in legal if t[:1] == next(iter(wanted))[:1]]
    return (same or legal or [None])[0]
