"""Checks of what a person sees, for any page test to call after each step.

The page tests used to compare ``data-*`` attributes of the app; a piece drawn
twice, or a hand shown to the wrong person, passed them. These checks read
the drawn board itself and compare it with the engine's state (replayed on
CPython by the test), whatever game is open:

- ``check_pieces``: a drawn piece the state does not have, or a piece of the
  state not drawn (counted, so a piece drawn twice on one square fails);
- ``check_hands``: a Symbol Pallet hand in the page when it is not the
  viewer's, i.e. not the hand of the player to move, shown after that player
  took the device (``DeviceHolder`` tracks who has it, as the test knows it).

A move waiting for *Play it* (``#app[data-proposed]``) is drawn as played, so
the checks compare with the state after it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from games.base import State

LEAVING_TIMEOUT_MS = 5_000
"""A piece pushed off fades out (a few hundred ms); a test waits for that, not a fixed time."""


def shown_state(page: Any, state: State) -> State:
    """The state the board draws: ``state``, or the state after the move waiting for confirmation."""
    proposed = page.get_attribute("#app", "data-proposed")
    return state.play(proposed) if proposed else state


# ----- pieces ------------------------------------------------------------------------------
def _siam_drawn(page: Any) -> list[tuple]:
    page.wait_for_function("!document.querySelector('#board .leaving')", timeout=LEAVING_TIMEOUT_MS)
    pieces = page.eval_on_selector_all(
        "#board [data-piece]",
        "els => els.map(e => ['board', e.dataset.square, e.dataset.piece, e.dataset.facing || null])")
    counts = page.eval_on_selector_all(
        "[data-reserve]", "els => els.map(e => ['reserve', +e.dataset.reserve, "
        "e.querySelector('.count').textContent])")
    return [tuple(p) for p in pieces] + [tuple(c) for c in counts]


def _siam_state(state: Any) -> list[tuple]:
    pieces = [("board", name, *piece) for name in state.geom.names
              if (piece := state.piece_at(name)) is not None]
    return pieces + [("reserve", owner, f"×{state.reserve(owner)}") for owner in (0, 1)]


def _saiju_drawn(page: Any) -> list[tuple]:
    pieces = page.eval_on_selector_all(
        "#board [data-piece]", "els => els.map(e => ['piece', e.dataset.hex, e.dataset.piece])")
    shadows = page.eval_on_selector_all(
        "#board [data-shadow]", "els => els.map(e => ['shadow', e.dataset.hex, e.dataset.shadow])")
    return [tuple(p) for p in pieces + shadows]


def _saiju_state(state: Any) -> list[tuple]:
    return ([("piece", hex_name, kind) for hex_name, kind in state.pieces_on_board().items()]
            + [("shadow", hex_name, sym) for sym, hex_name in state.shadows_on_board().items()])


def _niju_drawn(page: Any) -> list[tuple]:
    tiles = page.eval_on_selector_all(
        "#board [data-tile]", "els => els.map(e => ['board', e.dataset.tile, +e.dataset.owner, "
        "+e.dataset.kind, e.dataset.pattern])")
    trays = page.eval_on_selector_all(
        ".niju-hand-tile:not([hidden])",
        "els => els.map(e => ['tray', +e.dataset.owner, +e.dataset.handKind])")
    return [tuple(t) for t in tiles + trays]


def _niju_state(state: Any) -> list[tuple]:
    tiles = [("board", f"{x},{y}", tile.owner, tile.kind, f"{tile.byte:02x}")
             for (x, y), tile in state.tiles().items()]
    return tiles + [("tray", owner, kind) for owner in (0, 1) for kind in state.hand(owner)]


def _sp_drawn(page: Any) -> list[tuple]:
    tiles = page.eval_on_selector_all(
        "#board [data-tile]", "els => els.map(e => ['tile', e.dataset.tile, +e.dataset.x, "
        "+e.dataset.y, +e.dataset.level])")
    chips = page.eval_on_selector_all(
        "#board [data-chip]", "els => els.map(e => ['chip', e.dataset.chip, e.dataset.on])")
    return [tuple(t) for t in tiles + chips]


def _sp_state(state: Any) -> list[tuple]:
    tiles = [("tile", tile_id, x, y, level) for tile_id, x, y, level in state.field_tiles()]
    chips = [("chip", f"{player + 1}{letter}", tile_id)
             for (player, letter), tile_id in state.chip_tiles().items() if tile_id is not None]
    return tiles + chips


PIECES: dict[str, tuple[Callable[[Any], list[tuple]], Callable[[Any], list[tuple]]]] = {
    "siam": (_siam_drawn, _siam_state),
    "saiju": (_saiju_drawn, _saiju_state),
    "ni-ju": (_niju_drawn, _niju_state),
    "symbol-pallet": (_sp_drawn, _sp_state),
}
"""Per game: (what the page draws, what the state holds), as comparable rows."""


def piece_problems(page: Any, state: State) -> list[str]:
    """The differences between the drawn pieces and ``state`` (empty when they agree)."""
    drawn_of, state_of = PIECES[state.game.name]
    drawn = Counter(drawn_of(page))
    wanted = Counter(state_of(shown_state(page, state)))
    extra = sorted((drawn - wanted).elements(), key=repr)
    missing = sorted((wanted - drawn).elements(), key=repr)
    problems = [f"drawn, not in the state: {row}" for row in extra]
    problems += [f"in the state, not drawn: {row}" for row in missing]
    return problems


def check_pieces(page: Any, state: State, where: str = "") -> None:
    """Fail on a drawn piece the state does not have, or a piece of the state not drawn."""
    problems = piece_problems(page, state)
    assert not problems, f"{where}: " + "; ".join(problems)


# ----- Symbol Pallet hands -------------------------------------------------------------------
class DeviceHolder:
    """Who holds the device in a pass-and-play game, as far as the test knows.

    Nobody, until a player taps "show my hand" (``took``); nobody again as soon
    as the page asks for the device to be handed over, and after a reload, a
    link or a new game (``passed``). With one person against the computer that
    person always holds it.
    """

    def __init__(self, only_person: int | None = None) -> None:
        self.only_person = only_person
        self.person: int | None = only_person

    def took(self, player: int) -> None:
        self.person = player

    def passed(self) -> None:
        self.person = self.only_person

    def observe(self, page: Any) -> None:
        """The page shows the hand-over screen: the device is between people."""
        if self.only_person is None and page.locator("[data-sp=reveal]").count():
            self.person = None


def hand_problems(page: Any, state: State, holder: DeviceHolder) -> list[str]:
    """Ways the page shows a hand that is not the viewer's (empty when it does not)."""
    if state.game.name != "symbol-pallet":
        return []
    state = shown_state(page, state)
    shown = page.eval_on_selector_all("[data-hand]", "els => els.map(e => e.dataset.hand)")
    tray = page.inner_html(".sp-tray")
    viewer = holder.person
    problems = []
    mover = state.to_move
    if shown and (viewer is None or viewer != mover):
        problems.append(f"a hand is shown ({shown}) to player {viewer}, but player {mover} is to move")
    elif shown and shown != list(state.view(mover).hand_ids):
        problems.append(f"the hand shown {shown} is not player {mover}'s {list(state.view(mover).hand_ids)}")
    for player in range(state.n):
        if player == viewer and player == mover:
            continue
        secret = [tile for tile in state.hand(player) if f'"{tile}"' in tray or f">{tile}<" in tray]
        if secret:
            problems.append(f"player {player}'s tiles {secret} are in the tray")
    return problems


def check_hands(page: Any, state: State, holder: DeviceHolder, where: str = "") -> None:
    """Fail when a Symbol Pallet hand is visible and it is not the viewer's."""
    holder.observe(page)
    problems = hand_problems(page, state, holder)
    assert not problems, f"{where}: " + "; ".join(problems)


# ----- layout ------------------------------------------------------------------------------
LAYOUT_SIZES = ((390, 844), (768, 1024), (1024, 768), (1366, 1024))
"""A phone, a tablet held upright and sideways, a large tablet (issue 14, section 3)."""

_LAYOUT_PROBLEMS = """() => {
  const problems = [];
  const doc = document.documentElement, vw = innerWidth, vh = innerHeight;
  if (doc.scrollHeight > vh + 1) problems.push(`the page is ${doc.scrollHeight} px tall in a ${vh} px window`);
  if (doc.scrollWidth > vw + 1) problems.push(`the page is ${doc.scrollWidth} px wide in a ${vw} px window`);
  if (scrollX || scrollY) problems.push(`the page is scrolled to ${scrollX},${scrollY}`);
  const app = document.getElementById('app');
  if (app.scrollHeight > app.clientHeight + 1)
    problems.push(`the game area holds ${app.scrollHeight} px in ${app.clientHeight} px: something is cut off`);
  const inside = (sel, what) => {
    const el = document.querySelector(sel);
    if (!el || el.hidden || !el.getClientRects().length) return;
    const r = el.getBoundingClientRect();
    if (r.top < -1 || r.left < -1 || r.bottom > vh + 1 || r.right > vw + 1)
      problems.push(`${what} is not wholly on screen (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`);
  };
  inside('#board', 'the board');
  inside('#seat-top', 'the top seat');
  inside('#seat-bottom', 'the bottom seat');
  inside('#status', 'the status line');
  inside('#controls [data-action=undo]', 'Undo');
  return problems;
}"""


def layout_problems(page: Any) -> list[str]:
    """Why the game page does not fit its window without scrolling (empty when it fits)."""
    return list(page.evaluate(_LAYOUT_PROBLEMS))


def check_layout(page: Any, where: str = "") -> None:
    """Fail when the document scrolls or the board, seats, status or Undo are off screen."""
    problems = layout_problems(page)
    size = page.viewport_size
    assert not problems, f"{where} at {size['width']}×{size['height']}: " + "; ".join(problems)
