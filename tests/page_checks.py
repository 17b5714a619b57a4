"""Checks of what a person sees, for any page test to call after each step.

The page tests used to compare ``data-*`` attributes of the app; a piece drawn
twice, a hand shown to the wrong person, ``{t("x")}`` on a button or English in
the Japanese page passed them. These checks read the page as a person does and
compare the board with the engine's state (replayed on CPython by the test):

- ``check_pieces``: a drawn piece the state does not have, or a piece of the
  state not drawn (counted, so a piece drawn twice on one square fails);
- ``check_hands``: a Symbol Pallet hand in the page when it is not the
  viewer's, i.e. not the hand of the player to move, shown after that player
  took the device (``DeviceHolder`` tracks who has it, as the test knows it);
- ``text_problems``: visible text holding ``{``, ``}``, ``undefined``, ``None``,
  ``[object``, ``NaN``, a move token (as the engine's own ``parse_move`` reads
  it) outside the notation views (``NOTATION_VIEWS``), or an option's internal
  name (``game.switches``) as a whole text;
- ``japanese_problems``: in the Japanese page, Latin letters that are not a
  board label, notation in a notation view, typed text or a word of
  ``LATIN_IN_JAPANESE`` (its docstring says why this and not template matching);
- ``check_layout``: the document scrolling either way, the board, seats,
  status or Undo off screen, or a control cut at the side of its row (a row
  that scrolls sideways hides what is past its edge), or an enabled button the status
  line names that is not wholly in sight (off screen or scrolled away inside the panel), at
  the four ``LAYOUT_SIZES``;
- ``lit_problems`` (part of the layout check): a lit square (``LIT_SQUARES``: a free square
  a tile may go to, a picked tile's target) shown in part on the board, whose centre is not on
  the board (a finger aiming at it lands on a tray, the panel, a notice);
- ``target_problems``: a visible, enabled tap target under 44×44 px
  (exceptions, with reasons, in ``TARGET_EXCEPTIONS``).

``check_page`` runs every check that applies and lets nothing through.
``tests/page/test_page_checks.py`` shows every check failing on a made-up bad page.

A move waiting for *Play it* (``#app[data-proposed]``) is drawn as played, so
the checks compare with the state after it.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from games.base import Game, State
from games.symbol_pallet.view import PlayerView
from tests.conftest import names_settled


@dataclass(frozen=True)
class Problem:
    """One thing wrong with what the page shows: which check, where in the page, what."""

    check: str
    where: str
    detail: str

    def __str__(self) -> str:
        return f"[{self.check}] {self.where}: {self.detail}"


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
    elif shown and shown != list(PlayerView.of(state, mover).hand_ids):
        problems.append(f"the hand shown {shown} is not player {mover}'s {list(PlayerView.of(state, mover).hand_ids)}")
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
"""A phone, a tablet held upright and sideways, a large tablet."""

_LAYOUT_PROBLEMS = """() => {
  const problems = [];
  const doc = document.documentElement, vw = innerWidth, vh = innerHeight;
  if (doc.scrollHeight > vh + 1) problems.push(`the page is ${doc.scrollHeight} px tall in a ${vh} px window`);
  if (doc.scrollWidth > vw + 1) problems.push(`the page is ${doc.scrollWidth} px wide in a ${vw} px window`);
  if (scrollX || scrollY) problems.push(`the page is scrolled to ${scrollX},${scrollY}`);
  const app = document.getElementById('app');
  if (app && app.scrollHeight > app.clientHeight + 1)
    problems.push(`the game area holds ${app.scrollHeight} px in ${app.clientHeight} px: something is cut off`);
  const inside = (sel, what, across = true) => {
    const el = document.querySelector(sel);
    if (!el || !el.checkVisibility()) return;
    const r = el.getBoundingClientRect();
    if (r.top < -1 || r.bottom > vh + 1 || (across && (r.left < -1 || r.right > vw + 1)))
      problems.push(`${what} is not wholly on screen (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`);
  };
  inside('#board', 'the board');
  inside('#seat-top', 'the top seat');
  inside('#seat-bottom', 'the bottom seat');
  inside('#status', 'the status line');
  // What the last move was, in words: in the window and not scrolled away inside a box.
  inside('[data-last-move-words]', 'the last move in words');
  const said = document.querySelector('[data-last-move-words]');
  if (said && said.checkVisibility()) {
    const r = said.getBoundingClientRect();
    for (let box = said.parentElement; box; box = box.parentElement) {
      if (!/(auto|scroll|hidden|clip)/.test(getComputedStyle(box).overflowY)) continue;
      const b = box.getBoundingClientRect();
      if (r.top < b.top - 1 || r.bottom > b.bottom + 1)
        problems.push(`the last move in words is scrolled out of sight in ${box.id ? '#' + box.id : box.tagName.toLowerCase()}`);
    }
  }
  inside('#controls [data-action=undo]', 'Undo');
  // No control cut at the side: by a row that scrolls sideways, or by the window.
  for (const el of document.querySelectorAll('#controls > *, #view-controls > *, #view-more > *, #view-controls .sp-buttons > *, .author-tools > *')) {
    if (!el.checkVisibility()) continue;
    const r = el.getBoundingClientRect(), row = el.parentElement.getBoundingClientRect();
    if (!r.width) continue;
    if (r.left < Math.max(row.left, 0) - 1 || r.right > Math.min(row.right, vw) + 1)
      problems.push(`the control "${el.textContent.trim().slice(0, 24)}" is cut at the side (${Math.round(r.left)} to ${Math.round(r.right)} in ${Math.round(row.left)} to ${Math.round(Math.min(row.right, vw))})`);
  }
  return problems;
}"""


_NAMED_CONTROLS = """() => {
  // Every enabled button whose words the status line uses ("… or Finish", "Draw 2", "パス")
  // must be where a person can tap it now: shown, inside the window, and not scrolled out of
  // sight inside a box that scrolls.
  const status = document.getElementById('status');
  if (!status || !status.checkVisibility()) return [];
  const said = status.innerText.replace(/\\s+/g, ' ').toLowerCase();
  const problems = [], vw = innerWidth, vh = innerHeight;
  for (const el of document.querySelectorAll('#app button, #app [role=button]')) {
    const words = (el.innerText || el.textContent || '').replace(/\\s+/g, ' ').trim();
    // A closed dialog's or panel's controls (the editor's "who moves" buttons name the seats
    // too) are not the ones the status line speaks of.
    if (words.length < 2 || el.disabled || el.parentElement.closest('dialog:not([open]), section[hidden]')) continue;
    // A piece on the board is no control the status names, though its number may be in the
    // words ("the pattern of tile 15"): a panned table may show it at its edge, or not at all.
    if (!said.includes(words.toLowerCase()) || status.contains(el) || el.closest('#board')) continue;
    let r = el.getBoundingClientRect();
    if (!el.checkVisibility() || !r.width || !r.height) {
      problems.push(`the status names "${words}", but that button is not shown`);
      continue;
    }
    let cut = r.top < -1 || r.bottom > vh + 1 || r.left < -1 || r.right > vw + 1;
    for (let box = el.parentElement; box && !cut; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (!/(auto|scroll|hidden|clip)/.test(style.overflowY + style.overflowX)) continue;
      const b = box.getBoundingClientRect();
      cut = r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1 || r.right > b.right + 1;
    }
    if (cut) problems.push(`the status names "${words}", but that button is out of sight ` +
                           `(${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`);
  }
  return problems;
}"""


_COLUMN_SPILLS = """() => {
  // The seats and the board stay inside their column: one that spills over lies under the panel.
  const problems = [], play = document.getElementById('play');
  if (!play || !play.checkVisibility()) return problems;
  const p = play.getBoundingClientRect();
  for (const [sel, what] of [['#seat-top', 'the top seat'], ['.board-wrap', 'the board'], ['#seat-bottom', 'the bottom seat']]) {
    const el = play.querySelector(sel);
    if (!el || !el.checkVisibility()) continue;
    const r = el.getBoundingClientRect();
    if (r.top < p.top - 1 || r.bottom > p.bottom + 1)
      problems.push(`${what} spills out of its column (${Math.round(r.top)} to ${Math.round(r.bottom)} in ${Math.round(p.top)} to ${Math.round(p.bottom)})`);
  }
  return problems;
}"""


LIT_SQUARES = "#board .niju-cell"
"""The squares a board lights for a tap (Ni-Ju's free squares and targets: its table is panned, so
a lit square may stand at the board's edge)."""

_LIT_CUT = """(selector) => {
  // A lit square the board shows a part of must have its centre on the board, under nothing
  // else: that is where a finger aims. One panned wholly out of sight is not shown at all.
  // (With a modal dialog open the board is behind it, inert, and was checked before.)
  const problems = [], board = document.getElementById('board');
  if (!board || !board.checkVisibility() || document.querySelector('dialog:modal')) return problems;
  const b = board.getBoundingClientRect();
  for (const el of board.querySelectorAll(selector.replace('#board ', ''))) {
    if (!el.checkVisibility({visibilityProperty: true})) continue;
    const r = el.getBoundingClientRect();
    if (r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom) continue;
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2, hit = document.elementFromPoint(x, y);
    if (hit && board.contains(hit)) continue;
    const under = !hit ? 'off screen' : 'under ' + ((hit.closest('[id]') && '#' + hit.closest('[id]').id) || hit.tagName.toLowerCase())
      + (hit.classList.length ? ' .' + hit.classList[0] : '');
    problems.push(`the lit square ${el.dataset.square} shows at the board's edge, its centre ${under}`);
  }
  return problems;
}"""


def lit_problems(page: Any) -> list[str]:
    """Lit squares shown in part on the board whose centre is not on the board."""
    return list(page.evaluate(_LIT_CUT, LIT_SQUARES))


def column_problems(page: Any) -> list[str]:
    """The seats or the board laid out past their column (and so under the panel)."""
    return list(page.evaluate(_COLUMN_SPILLS))


def layout_problems(page: Any) -> list[str]:
    """Why the game page does not fit its window without scrolling (empty when it fits),
    controls the status line names that are out of sight, and lit squares cut past their centre."""
    return (list(page.evaluate(_LAYOUT_PROBLEMS)) + column_problems(page)
            + list(page.evaluate(_NAMED_CONTROLS)) + lit_problems(page))


def check_layout(page: Any, where: str = "") -> None:
    """Fail when the document scrolls or the board, seats, status, the last move in words or Undo
    are off screen."""
    problems = layout_problems(page)
    size = page.viewport_size
    assert not problems, f"{where} at {size['width']}×{size['height']}: " + "; ".join(problems)


# ----- what a person reads ------------------------------------------------------------------
NOTATION_VIEWS = "#record-dialog, #rules-body, [data-notation]"
"""Where move notation is meant to be read: the record dialog, the rules (they explain it), and
any element a view marks ``data-notation`` (a notation line kept one tap away). Everywhere
else a move is in words."""

_SHOWN = """
  const shown = el => {  // checkVisibility misses an SVG element inside a display:none group
    if (!el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})) return false;
    for (let e = el; e; e = e.parentElement) if (getComputedStyle(e).display === 'none') return false;
    return true;
  };"""

_VISIBLE_TEXTS = """(notation) => {""" + _SHOWN + """
  const out = [];
  const describe = el => {
    const own = el.tagName.toLowerCase() + (el.classList.length ? '.' + el.classList[0] : '');
    const named = el.closest('#rules-body') || el.closest('[id]');
    return named && named !== el ? `#${named.id} ${own}` : (el.id ? `#${el.id}` : own);
  };
  // With a modal dialog open only the dialog is read (the page behind is inert and was checked).
  const root = document.querySelector('dialog:modal') || document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue.trim();
    const el = node.parentElement;
    if (!text || !el) continue;
    // Not read on screen: code, styles, an SVG <title> (a tooltip), a text field's default value.
    if (el.closest('script, style, template, noscript, title, textarea')) continue;
    if (!shown(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some(r => r.width > 0 && r.height > 0)) continue;
    out.push([text, describe(el), !!el.closest(notation)]);
  }
  return out;
}"""


def visible_texts(page: Any) -> list[tuple[str, str, bool]]:
    """Every text a person can see: (text, where, inside a notation view).

    Visible elements' own text only: an ``aria-label`` is not on screen, a closed dialog or a
    ``hidden`` element is not shown, text fields hold what the person typed.
    """
    return [(text, where, notation) for text, where, notation
            in page.evaluate(_VISIBLE_TEXTS, NOTATION_VIEWS)]


BAD_FRAGMENTS = (("{", re.compile(r"\{")), ("}", re.compile(r"\}")),
                 ("undefined", re.compile(r"\bundefined\b")), ("None", re.compile(r"\bNone\b")),
                 ("[object", re.compile(r"\[object")), ("NaN", re.compile(r"\bNaN\b")))
"""What a template, a missing value or a JavaScript object leaves in a text."""

_CHUNK = re.compile(r"[!-~]+")
"""A run of printable ASCII without spaces: every candidate the engine's parser is asked about."""
_EDGES = "\"'“”‘’()[]«».,;:!?"


def token_candidates(text: str) -> list[str]:
    """The words of ``text`` that could be move tokens (quotes and sentence marks trimmed)."""
    found = []
    for chunk in _CHUNK.findall(text):
        word = chunk.strip(_EDGES)
        if word:
            found.append(word)
    return found


def is_move_token(game: Game, word: str) -> bool:
    """Whether the engine reads ``word`` as one of its move tokens.

    A token that is also a plain word of prose (Saiju's ``end``, ``finish``, Ni-Ju's and
    Symbol Pallet's ``pass``, ``draw``) is not counted: "Agree to a draw" is no token. In the
    Japanese page such a word is still caught, as Latin letters (``japanese_problems``).
    """
    if word.isalpha():
        return False
    key = (game.name, word)
    if key not in _TOKENS_SEEN:
        try:
            game.parse_move(word)
            _TOKENS_SEEN[key] = True
        except ValueError:
            _TOKENS_SEEN[key] = False
    return _TOKENS_SEEN[key]


_TOKENS_SEEN: dict[tuple[str, str], bool] = {}


def text_problems(texts: list[tuple[str, str, bool]], game: Game | None,
                  entered: tuple[str, ...] = ()) -> list[Problem]:
    """Template and value leaks anywhere; move tokens outside the notation views."""
    problems = []
    for text, where, notation in texts:
        for name, pattern in BAD_FRAGMENTS:
            if pattern.search(text):
                problems.append(Problem("text", where, f"shows {name!r}: {text!r}"))
        if game is None or notation:
            continue
        if text in game.switches:
            problems.append(Problem("text", where, f"shows the option's internal name {text!r}"))
        for word in token_candidates(text):
            if word not in entered and is_move_token(game, word):
                problems.append(Problem("token", where, f"shows the move token {word!r}: {text!r}"))
    return problems


# In the Japanese page: no Latin letters but these -------------------------------------------
LATIN_IN_JAPANESE = {
    "Ni-Ju": "the game's name is written in Latin letters in Japanese too (game.ni-ju)",
    "English": "the language switch names the other language in that language (lang.switch)",
    "Python": "start-up progress names the program being started (boot.starting)",
    "Esc": "a key's name, as printed on the key (a11y.keys.help)",
    "Enter": "a key's name, as printed on the key (a11y.keys.help)",
    "Space": "a key's name, as printed on the key (a11y.keys.help)",
    "Home": "a key's name, as printed on the key (moves.keys)",
    "End": "a key's name, as printed on the key (moves.keys)",
    "Shift": "a key's name, as printed on the key (moves.keys)",
    "R": "a key's name, as printed on the key (ni-ju.rotate, ni-ju.hint.placement)",
}
"""Every Latin word the Japanese page may show outside board labels, notation and typed text.

Why this check and not "every text is a string of the table": the table itself can hold English
in its Japanese column (``site.name`` is "Abstract Boards" there today), and a text built from
several strings, or with a place name filled in, matches templates with wildcards whatever
English fills them. A Japanese reader is let down by Latin letters, wherever they come from;
so every run of Latin letters must be a board label the engine names, a move token in a
notation view, text the player typed, a web address, or a word of this table with its reason.
A hard-coded Japanese sentence outside the table is not caught (it reads well; test_i18n's
key checks cover the table's use)."""

_LATIN = re.compile(r"[A-Za-zＡ-Ｚａ-ｚ][A-Za-zＡ-Ｚａ-ｚ0-9'’-]*")
_URL = re.compile(r"https?://\S+")


def board_labels(state: State | None) -> set[str]:
    """The names the board draws beside or on its places, as the engine names them."""
    if state is None:
        return set()
    name = state.game.name
    if name == "siam":
        names = set(state.geom.names)  # type: ignore[attr-defined]
        return names | {n[0] for n in names}
    if name == "saiju":
        from games.saiju import HEXES
        return set(HEXES) | {h[0] for h in HEXES}
    if name == "symbol-pallet":
        # A tile's name carries its catalogue id ("green, same colour (Gs1)") in both languages:
        # it tells identical tiles apart, as the chips' letters tell the chips apart.
        from games.symbol_pallet import TILE_IDS
        return {letter for _, letter in state.chip_tiles()} | set(TILE_IDS)  # type: ignore[attr-defined]
    return set()


NOT_FROM_THE_TABLE = {
    "#rules-body": "the rules are hand-written pages (web/rules/<game>.ja.html), not table strings: they "
                   "name authors and publishers in their own letters and explain the notation's letters",
}
"""Parts of the Japanese page the Latin-letter check does not read, with the reason."""


def japanese_problems(texts: list[tuple[str, str, bool]], state: State | None,
                      entered: tuple[str, ...] = ()) -> list[Problem]:
    """Latin words in the Japanese page that are not labels, notation, typed text or allowed."""
    labels = board_labels(state)
    problems = []
    for text, where, notation in texts:
        if any(where.startswith(part) for part in NOT_FROM_THE_TABLE):
            continue
        rest = _URL.sub(" ", text)
        for typed in entered:
            rest = rest.replace(typed, " ")
        if notation and state is not None:
            rest = " ".join(w for w in _CHUNK.findall(rest) if not is_move_token(state.game, w.strip(_EDGES)))
        for word in _LATIN.findall(rest):
            word = word.rstrip("'’-")
            if word not in labels and word not in LATIN_IN_JAPANESE:
                problems.append(Problem("japanese", where, f"shows {word!r} in Latin letters: {text!r}"))
    return problems


# ----- tap targets -------------------------------------------------------------------------------
MIN_TARGET = 44
"""The smallest tap target, in CSS px, each way (docs/architecture.md: "Every target is at least 44 px")."""

TAP_TARGETS = ", ".join((
    "button", "a[href]", "select", "summary", "input:not([type=hidden])", "[role=button]",
    # what the page's taps read (dom.closest_data in web/): the board, its seats, the panel
    "[data-square]", "[data-reserve]", "[data-choice]", "[data-target]", "[data-hex]", "[data-tile]",
    "[data-hand-kind]", "[data-sp]", "[data-ghost]", "[data-send]", "[data-setup]", "[data-chip]",
    "[data-pile]", "[data-hand]", "[data-view-action]", "[data-ply]", "[data-replay]", "[data-action]",
    "[data-confirm]", "[data-record]", "[data-learn]", "[data-open-link]", "[data-open-game]",
    "[data-nav]", "[data-rules]", "[data-rules-close]", "[data-saved-action]", "[data-lang-switch]"))

TARGET_EXCEPTIONS = {
    "label input": "a checkbox or file field inside its label: the label is the target, measured instead",
    "[data-tile] inside [data-hand-kind]": "a drawn tile inside its tray button: the button is the target",
    "#board .sp-chip.mine": "a Symbol Pallet chip on the field is a shortcut: its twin in the tray's "
                            "chip picker is the 44 px target (test_a11y's KNOWN_SMALL says the same)",
    "#board once the game is over": "the board takes no tap after the end (play_flow returns at once), "
                                    "so its squares are no targets; Saiju's board shrinks to show the scores",
    "#board[data-zoom=player]": "a board the player zoomed out (See all, a pinch, the wheel): the zoom is "
                                "the player's choice, and a tap there still plays (web/views/pan_zoom.py); "
                                "the zoom the page picks keeps 44 px targets",
}
"""Every target smaller than ``MIN_TARGET`` that is not a defect, with its reason (one table)."""

_SMALL_TARGETS = """([selector, min]) => {""" + _SHOWN + """
  const found = new Map();
  const modal = document.querySelector('dialog:modal');
  for (const el of document.querySelectorAll(selector)) {
    if (modal && !modal.contains(el)) continue;
    // TARGET_EXCEPTIONS: a field inside its label is tapped by the label; a tray tile by its button
    const hit = el.matches('input') && el.closest('label') ? el.closest('label') : el;
    if (el.closest('[data-hand-kind]') && el.matches('[data-tile]') && !el.matches('[data-hand-kind]')) continue;
    if (el.closest('#board') && document.getElementById('app')?.dataset.outcome) continue;
    if (el.closest('#board[data-zoom=player]')) continue;
    if (el.matches('#board .sp-chip.mine')) continue;
    if (el.disabled || el.getAttribute('aria-disabled') === 'true') continue;
    if (!shown(el)) continue;
    if (getComputedStyle(el).pointerEvents === 'none') continue;
    const r = hit.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0)) continue;
    if (r.width >= min - 0.5 && r.height >= min - 0.5) continue;
    const data = [...el.attributes].map(a => a.name).find(n => n.startsWith('data-'));
    const named = el.closest('[id]');
    const own = el.tagName.toLowerCase() + (el.classList.length ? '.' + el.classList[0] : '')
      + (data ? `[${data}]` : '');
    const where = named && named !== el ? `#${named.id} ${own}` : (el.id ? `#${el.id}` : own);
    const size = [Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10];
    const seen = found.get(where);
    if (!seen) found.set(where, {where, count: 1, smallest: size});
    else {
      seen.count += 1;
      if (Math.min(...size) < Math.min(...seen.smallest)) seen.smallest = size;
    }
  }
  return [...found.values()];
}"""


def target_problems(page: Any) -> list[Problem]:
    """Visible, enabled tap targets under 44×44 px, one problem per kind of target."""
    size = page.viewport_size
    at = f" at {size['width']}×{size['height']}" if size else ""
    return [Problem("target", found["where"],
                    f"{found['count']} under {MIN_TARGET}×{MIN_TARGET} px, the smallest "
                    f"{found['smallest'][0]}×{found['smallest'][1]}{at}")
            for found in page.evaluate(_SMALL_TARGETS, [TAP_TARGETS, MIN_TARGET])]


# ----- all of them ---------------------------------------------------------------------------------
_FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
"""Resolves once the page has drawn two frames: a resize has been laid out and redrawn."""


def _at_sizes(page: Any, sizes: Iterable[tuple[int, int]] | None) -> list[Problem]:
    """Layout and target problems at each size (the current one when ``sizes`` is None)."""
    if sizes is None:
        size = page.viewport_size
        return ([Problem("layout", f"{size['width']}×{size['height']}", p) for p in layout_problems(page)]
                + target_problems(page))
    original = page.viewport_size
    problems = []
    for width, height in sizes:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(_FRAMES)
        problems += _at_sizes(page, None)
    page.set_viewport_size(original)
    page.evaluate(_FRAMES)
    return problems


def page_problems(page: Any, state: State | None = None, *, holder: DeviceHolder | None = None,
                  sizes: Iterable[tuple[int, int]] | None = None, entered: Iterable[str] = (),
                  layout: bool = True) -> list[Problem]:
    """Everything wrong with what the page shows now (see the module's docstring).

    ``state``: the session's state on screen, for the pieces, the hands and the move tokens;
    ``holder``: who holds the device (Symbol Pallet; the hands are not checked without it);
    ``sizes``: check layout and tap targets at each of these sizes (default: as the page is);
    ``entered``: texts the player typed or a link carried, which the page may quote;
    ``layout``: False on pages that are meant to scroll (the home page, the puzzles list).
    """
    names_settled(page)  # the targets' roles and names are written after the paint
    typed = tuple(entered)
    problems = []
    if state is not None:
        problems += [Problem("piece", "#board", p) for p in piece_problems(page, state)]
        if holder is not None:
            holder.observe(page)
            problems += [Problem("hand", ".sp-tray", p) for p in hand_problems(page, state, holder)]
    texts = visible_texts(page)
    problems += text_problems(texts, state.game if state is not None else None, typed)
    if page.get_attribute("html", "lang") == "ja":
        problems += japanese_problems(texts, state, typed)
    if layout:
        problems += _at_sizes(page, sizes)
    else:
        problems += target_problems(page)
    return problems


def check_page(page: Any, state: State | None = None, where: str = "", **options: Any) -> None:
    """Fail on anything wrong with what the page shows (``page_problems``'s options), naming
    each problem once with how many more of it there are."""
    problems = page_problems(page, state, **options)
    groups: dict[str, list[Problem]] = {}
    for problem in problems:
        groups.setdefault(f"{problem.check} {problem.where}", []).append(problem)
    assert not problems, f"{where}:\n" + "\n".join(
        f"{found[0]}" + (f" (and {len(found) - 1} more there)" if len(found) > 1 else "")
        for found in groups.values())


DIALOGS = (("[data-action=new]", "#new-game", "#new-game button[value=cancel]"),
           ("[data-action=record]", "#record-dialog", "#record-dialog button[value=close]"),
           ("[data-action=rules]", "#rules-dialog", "#rules-dialog [data-rules-close]"))
"""The game page's dialogs: (what opens it, the dialog, what closes it)."""


def open_and_check(page: Any, query: str, state: State, where: str, *, lang: str | None = None,
                   sizes: Iterable[tuple[int, int]] | None = LAYOUT_SIZES, dialogs: bool = True,
                   **options: Any) -> None:
    """Open ``query`` (in ``lang``; through the page's routing once it runs), check the page at
    ``sizes``, then with each dialog open."""
    from tests.conftest import open_link

    size = page.viewport_size
    if (size["width"], size["height"]) not in LAYOUT_SIZES:  # judge the page at the four sizes it is made for
        page.set_viewport_size({"width": LAYOUT_SIZES[2][0], "height": LAYOUT_SIZES[2][1]})
    open_link(page, query + (f"&lang={lang}" if lang else ""))
    holder = options.pop("holder", DeviceHolder() if state.game.name == "symbol-pallet" else None)
    check_page(page, state, where, sizes=sizes, holder=holder, **options)
    if not dialogs:
        return
    for opener, dialog, closer in DIALOGS:
        # A click from script, not Playwright's: its scrolling the button into view would scroll
        # the panel, and the page would then be judged as a player left it after scrolling.
        page.eval_on_selector(opener, "el => el.click()")
        page.wait_for_selector(f"{dialog}[open]")
        check_page(page, state, f"{where}, {dialog} open", holder=holder, **options)
        page.click(closer)
        page.wait_for_selector(f"{dialog}:not([open])", state="attached")
