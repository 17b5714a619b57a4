"""Moves in words: each game's engine facts (``State.describe``) and the page's sentence.

One case per kind of move per game: the facts the engine gives for a legal move,
then the words ``web/move_words.py`` makes of them in English and in Japanese.
Positions are built by position text where a small one shows the move, else
reached by a seeded random game (the first move of that kind).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator

import pytest

from games.base import State
from games.registry import get_game
from games.niju.describe import NiJuMoveFacts
from games.saiju.describe import SaijuMoveFacts
from games.siam.describe import SiamMoveFacts
from games.symbol_pallet.describe import SymbolPalletMoveFacts
from tests import fake_dom

fake_dom.install()

from web import i18n  # noqa: E402  (after the fake DOM)
from web.move_words import move_words  # noqa: E402


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_lang("en")


def words(state: State, token: str) -> tuple[str, str]:
    """The move in English and in Japanese, with the page's seat names."""
    game = state.game.name
    out = []
    for lang in ("en", "ja"):
        i18n.set_lang(lang)
        out.append(move_words(state, state.game.parse_move(token), lambda p: i18n.t(f"{game}.seat.{p}")))
    return out[0], out[1]


def first(game: str, wanted: Callable[[Any], bool], seed: int = 1) -> tuple[State, str]:
    """The position before the first move whose facts are ``wanted`` in a seeded random game."""
    g, rng = get_game(game), random.Random(seed)
    for attempt in range(50):
        state = g.new(g.options(seed=seed + attempt) if g.uses_seed else g.options())
        while not state.over:
            move = rng.choice(state.legal_moves())
            if wanted(state.game.describe(state, move)):
                return state, str(move)
            state = state.apply(move)
    raise AssertionError(f"no such move in {game}")


# ----- Siam -------------------------------------------------------------------------------
def siam(board: str, ply: int = 4) -> State:
    return get_game("siam").parse_position(f"{board} {'er'[ply & 1]} {ply} 0,0 - -")


SIAM = [
    ("enter", siam("...../...../.OOO./...../....."), "+A4N",
     SiamMoveFacts("enter", 0, None, "A4", "N"),
     "Elephant enters at A4 facing north", "ゾウがA4に入る（北向き）"),
    ("enter-push", siam("O..../...../.OO../...../....."), "+A1S",
     SiamMoveFacts("enter", 0, None, "A1", "S", pushes=True),
     "Elephant enters at A1, pushing south", "ゾウがA1に入り、南へ押す"),
    ("move", siam("...../.RN.../.OOO./...../.....", 5), "B2B1W",
     SiamMoveFacts("move", 1, "B2", "B1", "W"),
     "Rhino on B2 moves to B1 facing west", "B2のサイがB1へ動く（西向き）"),
    ("push", siam(".O.../.RN.../..OO./...../.....", 5), "B2B1N",
     SiamMoveFacts("move", 1, "B2", "B1", "N", pushes=True, pushed_off="rock"),
     "Rhino on B2 pushes north to B1: a rock falls off", "B2のサイが北へ押してB1に進む。岩が盤から落ちる"),
    ("push-animal-off", siam(".EE.../.RN.../..OOO/...../.....", 5), "B2B1N",
     SiamMoveFacts("move", 1, "B2", "B1", "N", pushes=True, pushed_off="elephant"),
     "Rhino on B2 pushes north to B1: an elephant falls off",
     "B2のサイが北へ押してB1に進む。ゾウが盤から落ちる"),
    ("push-on", siam("...../.ES.../.O.../...../...OO"), "B2B3S",
     SiamMoveFacts("move", 0, "B2", "B3", "S", pushes=True),
     "Elephant on B2 pushes south to B3", "B2のゾウが南へ押してB3に進む"),
    ("turn", siam("...../.EE.../.OOO./...../....."), "B2B2N",
     SiamMoveFacts("turn", 0, "B2", "B2", "N"),
     "Elephant on B2 turns to face north", "B2のゾウが北を向く"),
    ("exit", siam("EE..../...../.OOO./...../....."), "A1-",
     SiamMoveFacts("exit", 0, "A1", None, None),
     "Elephant on A1 leaves the board", "A1のゾウが盤の外へ出る"),
]


@pytest.mark.parametrize("case", SIAM, ids=[c[0] for c in SIAM])
def test_siam(case: tuple[str, State, str, SiamMoveFacts, str, str]) -> None:
    _, state, token, facts, english, japanese = case
    assert state.game.describe(state, state.game.parse_move(token)) == facts
    assert words(state, token) == (english, japanese)


# ----- Saiju ------------------------------------------------------------------------------
SAIJU: list[tuple[str, Callable[[Any], bool], str, str]] = [
    ("setup", lambda f: f.kind == "setup",
     "Snow ❄ puts the Moon Shadow on b5", "雪 ❄が月の影をb5に置く"),
    ("place", lambda f: f.kind == "place",
     "Snow ❄: yellow Snow on b1, the Shadow to f6", "雪 ❄: 黄の雪をb1に置き、影をf6へ"),
    ("place-taken", lambda f: f.kind == "place" and f.taken,
     "Snow ❄: pink Flower on c3, the last white Flower on g7; the Flower Shadow is taken",
     "雪 ❄: ピンクの花をc3に置き、最後の白の花をg7へ。花の影を取る"),
    ("end", lambda f: f.kind == "end", "Moon ☾ ends the turn", "月 ☾が手番を終える"),
    ("finish", lambda f: f.kind == "finish",
     "Snow ❄ finishes: every pink piece left goes down", "雪 ❄が終局: 残りのピンクのコマをすべて置く"),
]


@pytest.mark.parametrize("case", SAIJU, ids=[c[0] for c in SAIJU])
def test_saiju(case: tuple[str, Callable[[Any], bool], str, str]) -> None:
    _, wanted, english, japanese = case
    state, token = first("saiju", wanted)
    assert words(state, token) == (english, japanese)


def test_saiju_facts() -> None:
    state, token = first("saiju", lambda f: f.kind == "place" and f.taken)
    assert (token, state.game.describe(state, state.game.parse_move(token))) == (
        "pF-g7", SaijuMoveFacts("place", 0, "F", "p", "c3", "g7", taken=True, last="w"))
    state, token = first("saiju", lambda f: f.kind == "setup")
    assert state.game.describe(state, state.game.parse_move(token)) == SaijuMoveFacts("setup", 0, "M", hex="b5")


# ----- Ni-Ju ------------------------------------------------------------------------------
NIJU: list[tuple[str, Callable[[Any], bool], str, str]] = [
    ("place-first", lambda f: f.kind == "place" and not f.beside,
     "White places tile 5 first", "白が最初のタイル5を置く"),
    ("place", lambda f: f.kind == "place" and len(f.beside) > 1,
     "Black places tile 16 beside Black's 9", "黒がタイル16を黒の9の隣に置く"),
    ("step", lambda f: f.kind == "step",
     "White moves tile 6 beside Black's 11", "白がタイル6を黒の11の隣へ動かす"),
]


@pytest.mark.parametrize("case", NIJU, ids=[c[0] for c in NIJU])
def test_niju(case: tuple[str, Callable[[Any], bool], str, str]) -> None:
    _, wanted, english, japanese = case
    state, token = first("ni-ju", wanted)
    assert words(state, token) == (english, japanese)
    assert "," not in english, "no square the board does not label"


def test_niju_facts_and_pass() -> None:
    state, token = first("ni-ju", lambda f: f.kind == "step")
    assert state.game.describe(state, state.game.parse_move(token)) == NiJuMoveFacts(
        "step", 0, 6, (-2, 1), (-5, -1), ((1, 11), (0, 10)))
    state = get_game("ni-ju").start()
    assert words(state, "78@0,0")[0] == "White places tile 5 first"
    from games.niju.moves import PASS
    assert state.game.describe(state, PASS) == NiJuMoveFacts("pass", 0)
    i18n.set_lang("ja")
    from web.words import words_for
    assert words_for("ni-ju").move(NiJuMoveFacts("pass", 1), lambda p: i18n.t(f"ni-ju.seat.{p}")) == "黒はパス"
    i18n.set_lang("en")
    assert words_for("ni-ju").move(NiJuMoveFacts("pass", 1), lambda p: i18n.t(f"ni-ju.seat.{p}")) == "Black passes"


# ----- Symbol Pallet ----------------------------------------------------------------------
PALLET: list[tuple[str, Callable[[Any], bool], str, str]] = [
    ("chip", lambda f: f.kind == "chip",
     "Blue puts chip a on orange same colour (Os1)", "青がチップaを橙・同色（Os1）に置く"),
    ("draw", lambda f: f.kind == "draw", "Red draws 2 tiles", "赤がタイルを2枚引く"),
    ("draw-one", lambda f: f.kind == "draw" and f.count == 1, "Blue draws 1 tile", "青がタイルを1枚引く"),
    ("place", lambda f: f.kind == "place" and not f.plus,
     "Red places black warm/cool (Kw1) with chip b", "赤がチップbで黒・寒暖（Kw1）を置く"),
    ("place-plus", lambda f: f.kind == "place" and f.plus,
     "Blue places green complement (Gc2) with chip a, and moves the chip onto it",
     "青がチップaで緑・補色（Gc2）を置く。チップをその上に移す"),
    ("place-from-discard", lambda f: f.kind == "place" and f.from_discard,
     "Blue places yellow complement (Yc1) from the discard pile with chip a, "
     "and moves the chip onto it",
     "青がチップaで捨て札の黄・補色（Yc1）を置く。チップをその上に移す"),
    ("place-send", lambda f: f.kind == "place" and bool(f.sends),
     "Blue places purple add/subtract (Pa1) with chip b; Blue's chip b goes to green triad (Gt1)",
     "青がチップbで紫・加減（Pa1）を置く。青のチップbを緑・三組（Gt1）へ"),
    ("discard", lambda f: f.kind == "discard",
     "Red discards red complement (Rc1), yellow complement (Yc1), orange warm/cool (Ow1)",
     "赤が赤・補色（Rc1）、黄・補色（Yc1）、橙・寒暖（Ow1）を捨てる"),
    ("pass", lambda f: f.kind == "pass", "Red passes", "赤はパス"),
]


@pytest.mark.parametrize("case", PALLET, ids=[c[0] for c in PALLET])
def test_symbol_pallet(case: tuple[str, Callable[[Any], bool], str, str]) -> None:
    _, wanted, english, japanese = case
    state, token = first("symbol-pallet", wanted)
    assert words(state, token) == (english, japanese)


def test_symbol_pallet_facts() -> None:
    state, token = first("symbol-pallet", lambda f: f.kind == "place" and bool(f.sends))
    assert state.game.describe(state, state.game.parse_move(token)) == SymbolPalletMoveFacts(
        "place", 1, "b", "Pa1", sends=((1, "b", "Gt1"),))
    state, token = first("symbol-pallet", lambda f: f.kind == "draw")
    assert state.game.describe(state, state.game.parse_move(token)) == SymbolPalletMoveFacts("draw", 0, count=2)


def test_no_words_hold_a_token() -> None:
    """The words never show the notation: a token is not a substring of its words."""
    for game, cases in (("saiju", SAIJU), ("ni-ju", NIJU), ("symbol-pallet", PALLET)):
        for _, wanted, _, _ in cases:
            state, token = first(game, wanted)
            if token.isalpha():  # "end", "draw", "pass": ordinary words
                continue
            assert all(token not in w for w in words(state, token)), token


def test_a_game_without_words_here_is_worded_by_its_strings(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game whose page parts name no words of its own (one added through the tables alone) is worded by
    ``move.<game>.<kind>``, filled with its facts and the mover's seat name."""
    from dataclasses import make_dataclass
    from types import SimpleNamespace

    placed = make_dataclass("Facts", [("kind", str), ("side", int), ("square", str)], frozen=True)
    passed = make_dataclass("Facts", [("kind", str), ("square", str)], frozen=True)  # no side

    def shown(facts: Any) -> Any:
        """A state of a game with no words of its own, whose every move is ``facts``."""
        return SimpleNamespace(game=SimpleNamespace(name="new-game", describe=lambda state, move: facts))

    i18n.has_key("game.siam")  # the table is read
    monkeypatch.setitem(i18n._tables["en"], "move.new-game.place", "{seat} mark {square}")
    monkeypatch.setitem(i18n._tables["en"], "move.new-game.pass", "a pass ({square})")
    seats = ("Crosses", "Noughts").__getitem__
    assert move_words(shown(placed("place", 1, "B2")), None, seats) == "Noughts mark B2"
    assert move_words(shown(passed("pass", "C3")), None, seats) == "a pass (C3)"
