"""Long random sequences of what a player does, with what the page draws checked after each.

For every game, a seeded random mix of moves (by taps, with "Confirm each
move" and the branch question when they come up), Undo, Redo, the replay
row, the "Turn board to player" and "Confirm each move" toggles, reloads and comments
pasted into the Annotate box from an alphabet with half emoji (lone surrogates),
non-characters and control characters in it.
After every action ``page_checks.check_page`` runs every check of what a
person sees: the drawn pieces must be exactly the state's, no Symbol Pallet
hand may be visible to anyone but the player to move who took the device, no
template, value or move token may leak into the visible text, the page may not
scroll and no tap target may be under 44 px.

The sequence is fixed by the seed and the test's own model of the session
(tokens, cursor): what the page should show is worked out by the engine on
CPython, never read back from the page. A fixed number of actions per game
keeps the run to about a minute for all four games.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

import pytest

from games import get_game
from games.base import Game, State
from games.errors import BadAnnotation
from games.notes import Annotation, comment_text
from games.session import Session
from games.symbol_pallet.tiles import TILE_IDS
from tests.conftest import READY_TIMEOUT_MS
from tests.rules.test_hostile_inputs import BROKEN_CHARACTERS
from tests.page.test_records_page import READ_ALL, SAVES_DB
from tests.page_checks import LAYOUT_SIZES, DeviceHolder, check_page
from web.links import make_link

ACTIONS = 36
"""Actions per game: enough to meet pushes off the board, reloads and toggles together."""
MAX_RELOADS = 2
"""Reloads per game (each costs a page start)."""
SEEDS = {"siam": 11, "saiju": 12, "ni-ju": 13, "symbol-pallet": 21}
TABLET = {"width": 1024, "height": 768}
WEIGHTS = {"move": 8, "undo": 2, "redo": 2, "prev": 2, "next": 1, "first": 0.5, "last": 0.5,
           "flip": 1, "confirm": 1, "reload": 1, "comment": 1}
COMMENT_PIECES = ["push", " ", "象", "\U0001f418", "\n", "\t", *BROKEN_CHARACTERS]
"""What a pasted comment is made of: words, white space, an emoji, and characters that are no
text or no line of text (refused or kept as U+FFFD, never a stopped page)."""
SET_BOX = """(text) => {
  const box = document.querySelector('#annotate-comment');
  box.value = text;
  box.dispatchEvent(new Event('input', {bubbles: true}));
}"""


@dataclass
class Model:
    """The session as the test expects it: the record, the ply on screen, the page's toggles."""

    game: Game
    start: State
    tokens: list[str] = field(default_factory=list)
    states: list[State] = field(default_factory=list)
    cursor: int = 0
    browsing: bool = False
    confirm: bool = False
    reloads: int = 0
    notes: dict[int, Annotation] = field(default_factory=dict)
    entered: list[str] = field(default_factory=list)
    """Comments on screen, as the author wrote them (the page checks skip an author's words)."""

    def __post_init__(self) -> None:
        self.states = [self.start]

    @property
    def state(self) -> State:
        return self.states[self.cursor]

    def play(self, token: str) -> None:
        for ply in [ply for ply in self.notes if ply > self.cursor]:
            del self.notes[ply]
        del self.tokens[self.cursor:]
        del self.states[self.cursor + 1:]
        self.tokens.append(token)
        self.states.append(self.state.play(token))
        self.cursor += 1
        self.browsing = False

    def link(self) -> str:
        options = self.start.options
        return make_link(
            self.game.name,
            players=options.players if self.game.max_players > self.game.min_players else None,
            options=sorted(options.switches), moves=self.tokens,
            ply=self.cursor if self.cursor < len(self.tokens) else None, seed=options.seed,
            deck=list(options.deck) if options.deck is not None else None, notes=self.notes)

    def comment(self, text: str) -> None:
        """The Annotate box now says ``text``: the comment of the ply shown, as the page keeps
        it (``comment_text``), or no change when the text is refused (a control character)."""
        try:
            kept = comment_text(text, self.cursor)
        except BadAnnotation:
            return
        if kept:
            self.notes[self.cursor] = Annotation(kept)
            self.entered.append(kept)
        else:
            self.notes.pop(self.cursor, None)


def saved_records(page: Any) -> list[str]:
    """The record of each readable save in the store (``[types, "generic", json-text]``)."""
    records = []
    for _key, value in page.evaluate(READ_ALL, SAVES_DB):
        try:
            records.append(str(json.loads(json.loads(value)[2])["record"]))
        except (TypeError, ValueError, KeyError, IndexError):
            continue
    return records


# ----- moves by taps, per game ------------------------------------------------------------------
def _siam_taps(page: Any, state: Any, token: str) -> None:
    move = state.game.parse_move(token)
    reserve = f'[data-reserve="{state.to_move}"]'
    square = '#board rect[data-square="{}"]'
    if move.src is None:
        page.locator(reserve).tap()
        page.locator(square.format(move.dst)).tap()
    elif move.dst is None:
        page.locator(square.format(move.src)).tap()
        page.locator(reserve).tap()
    else:
        page.locator(square.format(move.src)).tap()
        page.locator(square.format(move.dst)).tap()
    if page.locator("#board [data-choice]").count():
        page.locator(f'#board [data-choice="{move.facing}"]').tap()


def _saiju_taps(page: Any, state: Any, token: str) -> None:
    if token in ("end", "finish"):
        page.click(f"[data-view-action={token}]")
        return
    hex_at = '#board .saiju-hex[data-hex="{}"]'
    if "@" in token:  # setup: a Shadow put on a hex
        page.locator(hex_at.format(token.split("@")[1])).tap()
        return
    colour, symbol, target = token[0], token[1], token[3:]
    page.locator(hex_at.format(page.get_attribute(f"#board [data-shadow={symbol}]", "data-hex"))).tap()
    if page.locator("#board [data-choice]").count():
        page.locator(f'#board [data-choice="{colour}"]').tap()
    page.locator(hex_at.format(target)).tap()


def _turn_until(page: Any, selector: str, byte: int) -> None:
    """Tap the picked Ni-Ju tile again until it shows ``byte``."""
    for _ in range(4):
        shown = int(page.eval_on_selector(selector, "e => e.dataset.turned || e.dataset.pattern"), 16)
        if shown == byte:
            return
        page.locator(selector).tap()
    raise AssertionError(f"could not turn {selector} to {byte:02x}")


def _niju_taps(page: Any, state: Any, token: str) -> None:
    if token == "pass":
        page.click("[data-view-action=pass]")
        return
    move = state.game.parse_move(token)
    if "@" in token:
        picked = (f'.niju-hand-tile[data-owner="{state.to_move}"]'
                  f'[data-hand-kind="{move.kind}"]')
    else:
        fx, fy = move.origin
        picked = f'#board [data-tile="{fx},{fy}"]'
    page.locator(picked).tap()
    _turn_until(page, picked, move.byte)
    x, y = move.target
    page.locator(f'#board rect[data-square="{x},{y}"]').tap()


def _sp_taps(page: Any, state: Any, token: str) -> None:
    if token.startswith(">"):
        page.locator(f'#board [data-tile="{token[1:]}"]').tap()
    elif token in ("draw", "pass"):
        page.click(f"[data-view-action={token}]")
    elif token.startswith("discard:"):
        for tile in token[8:].split(","):
            page.locator(f'[data-sp="hand:{tile}"]').tap()
        page.locator("[data-sp=discard-go]").tap()
    else:
        move = state.game.parse_move(token)
        tile = TILE_IDS[move.tile]
        page.locator(f'[data-sp="chip:{move.chip}"]').tap()
        if page.locator(f'[data-hand="{tile}"]').count():
            page.locator(f'[data-sp="hand:{tile}"]').tap()
        else:
            page.locator(f'[data-pile="{tile}"]').tap()
        page.locator(f'#board [data-ghost="{move.x},{move.y}"]').tap()
        if page.locator('[data-sp="yes"], [data-sp="no"]').count():
            page.locator(f'[data-sp="{"yes" if move.plus else "no"}"]').tap()
        for send in move.sends:
            page.locator(f'#board [data-send="{TILE_IDS[send.tile]}"]').first.tap()


TAPS = {"siam": _siam_taps, "saiju": _saiju_taps, "ni-ju": _niju_taps, "symbol-pallet": _sp_taps}


# ----- the run ----------------------------------------------------------------------------------
class Run:
    """One game's random sequence in the page, checked after every action."""

    def __init__(self, page: Any, game_name: str) -> None:
        self.page = page
        self.rng = random.Random(SEEDS[game_name])
        game = get_game(game_name)
        seed = SEEDS[game_name] if game.uses_seed else None
        self.model = Model(game, game.new(game.options(seed=seed)))
        self.holder = DeviceHolder()
        self.log: list[str] = []

    def open(self) -> None:
        self.page.goto("/" + self.model.link())
        self.page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
        self.holder.passed()

    def check(self) -> None:
        model, page = self.model, self.page
        page.wait_for_function(f"document.querySelector('#app').dataset.ply === '{model.cursor}'")
        where = f"{model.game.name} after {' / '.join(self.log[-6:])}"
        check_page(page, model.state, where, holder=self.holder, entered=model.entered)

    def choices(self) -> list[str]:
        model = self.model
        at_end = model.cursor == len(model.tokens)
        possible = ["flip", "confirm", "comment"]
        if not model.state.over:
            possible.append("move")
        if model.cursor > 0:
            possible += ["undo", "prev", "first"]
        if not at_end:
            possible += ["redo", "next", "last"]
        if model.reloads < MAX_RELOADS:
            possible.append("reload")
        return possible

    def step(self) -> None:
        """One random action, at the next of the four sizes in turn (the page must follow a
        window that changes size mid-game, and every size meets every kind of moment)."""
        width, height = LAYOUT_SIZES[len(self.log) % len(LAYOUT_SIZES)]
        self.page.set_viewport_size({"width": width, "height": height})
        possible = self.choices()
        action = self.rng.choices(possible, [WEIGHTS[a] for a in possible])[0]
        getattr(self, f"do_{action}")()
        self.check()

    def choose_move(self, state: Any) -> str:
        """A random legal move; in Siam a push half the time (random play seldom pushes)."""
        legal = sorted(state.legal_tokens())
        if state.game.name == "siam" and self.rng.random() < 0.5:
            pushes = [str(m) for m in state.legal_moves() if len(state.displacements(m)) > 1]
            if pushes:
                return self.rng.choice(sorted(pushes))
        return self.rng.choice(legal)

    # ----- actions ------------------------------------------------------------------------------
    def do_move(self) -> None:
        model, page = self.model, self.page
        state = model.state
        token = self.choose_move(state)
        self.log.append(f"move {token}")
        if model.game.name == "symbol-pallet" and not token.startswith(">") \
                and self.holder.person != state.to_move:
            page.locator("[data-sp=reveal]").tap()
            page.wait_for_selector(".sp-hand")
            self.holder.took(state.to_move)
            self.check()
        TAPS[model.game.name](page, state, token)
        if model.browsing and model.cursor < len(model.tokens):
            page.wait_for_selector("#confirm-branch[open]")
            page.click("#confirm-branch button[value=play]")
            model.browsing = False  # the page stops asking, even if the move is then taken back
        if model.confirm:
            page.wait_for_function("(t) => document.querySelector('#app').dataset.proposed === t",
                                   arg=token)
            self.check()  # the proposed move is drawn as played
            if self.rng.random() < 0.25:
                self.log.append("take back")
                page.click("[data-confirm=cancel]")
                page.wait_for_function("!document.querySelector('#app').dataset.proposed")
                return
            page.click("[data-confirm=play]")
        model.play(token)

    def _control(self, action: str, cursor: int) -> None:
        self.log.append(action)
        self.page.click(f"[data-action={action}]")
        self.model.cursor = cursor
        self.model.browsing = False

    def do_undo(self) -> None:
        self._control("undo", self.model.cursor - 1)

    def do_redo(self) -> None:
        self._control("redo", self.model.cursor + 1)

    def _replay(self, button: str, cursor: int) -> None:
        self.log.append(button)
        self.page.click(f"[data-replay={button}]")
        self.model.cursor = cursor
        self.model.browsing = True

    def do_prev(self) -> None:
        self._replay("prev", self.model.cursor - 1)

    def do_next(self) -> None:
        self._replay("next", self.model.cursor + 1)

    def do_first(self) -> None:
        self._replay("first", 0)

    def do_last(self) -> None:
        self._replay("last", len(self.model.tokens))

    def do_flip(self) -> None:
        self.log.append("flip")
        self.page.click("[data-action=flip]")

    def do_confirm(self) -> None:
        self.log.append("confirm")
        self.page.click("[data-action=confirm]")
        self.model.confirm = not self.model.confirm

    def do_comment(self) -> None:
        """Paste a comment on the position shown, then close the Annotate panel."""
        model, page = self.model, self.page
        opener = page.locator("button[data-annotate-open]")
        if not opener.is_visible() or opener.is_disabled():
            self.log.append("no annotate")
            return
        text = "".join(self.rng.choice(COMMENT_PIECES) for _ in range(self.rng.randint(1, 8)))
        self.log.append(f"comment {text!r}")
        opener.click()
        page.wait_for_selector("#annotate:not([hidden])")
        page.evaluate(SET_BOX, text)
        before = dict(model.notes)
        model.comment(text)
        page.click("[data-annotate=done]")
        page.wait_for_selector("#annotate[hidden]", state="attached")
        page.wait_for_function("(link) => history.state && history.state.link === link",
                               arg=model.link())
        if model.notes != before and not model.state.over:
            self.wait_until_saved()

    def wait_until_saved(self) -> None:
        """Until the store holds the line with the model's comments: a reload while a save is
        still being written is another test (the saves' own)."""
        page, notes = self.page, self.model.notes
        deadline = time.monotonic() + READY_TIMEOUT_MS / 1000
        while not any(Session.from_record_text(record).notes == notes
                      for record in saved_records(page)):
            assert time.monotonic() < deadline, f"the comments were not saved: {notes}"
            page.wait_for_function("() => new Promise(ok => requestAnimationFrame(() => ok(true)))")

    def do_reload(self) -> None:
        model, page = self.model, self.page
        self.log.append("reload")
        model.reloads += 1
        page.wait_for_function("(link) => history.state && history.state.link === link", arg=model.link())
        page.reload()
        page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
        model.browsing = model.cursor < len(model.tokens)
        self.holder.passed()


@pytest.mark.parametrize("game_name", sorted(SEEDS))
def test_random_play_draws_exactly_the_state(page: Any, game_name: str, page_errors: list[str]) -> None:
    page.set_viewport_size(TABLET)
    run = Run(page, game_name)
    run.open()
    run.check()
    for _ in range(ACTIONS):
        run.step()
    assert page_errors == []
