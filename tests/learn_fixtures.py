"""Stand-ins for ``games.lessons`` and ``games.puzzles``, built from the engine, for the tests.

The page side of issue 17 (``web/exercise.py``, ``web/learn_ui.py``) is written
against the two packages' interfaces (``/work/briefs/issue17.md``). Until the
real content is in this tree, the tests use the small fixtures below: the
dataclasses exactly as the interface gives them (plus an optional ``game``
field for ``start()``), with a few lessons and puzzles per game whose
positions come from the engine (known winning lines, best moves computed by
the engine's own scores). They are test data, not teaching content.

``lessons_source()`` / ``puzzles_source()`` write each fixture as the text of
a module, so the page tests can serve it to the browser in place of the
missing package (``tests/learn_page.py``). When the real packages exist,
``lessons_for`` / ``puzzles_for`` return the real data and nothing is replaced.
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import Any

from games import get_game, replay_or_raise

GAMES = ("siam", "saiju", "ni-ju", "symbol-pallet")

INTERFACE = '''\
"""A test fixture standing in for {package} (written by tests/learn_fixtures.py)."""

from __future__ import annotations

from dataclasses import dataclass

from games import get_game, replay_or_raise
from games.base import State


def _start(game_name, players, seed, switches, moves, position):
    game = get_game(game_name)
    if position is not None:
        return game.parse_position(position)
    start = game.new(game.options(players, list(switches), seed))
    return replay_or_raise(start, list(moves or ()))


@dataclass(frozen=True)
class Text:
    en: str
    ja: str


@dataclass(frozen=True)
class Step:
    accept: tuple[str, ...]
    explain: tuple[tuple[str, Text], ...] = ()


@dataclass(frozen=True)
class Lesson:
    id: str
    topic: str
    title: Text
    body: Text
    task: Text
    hint: Text
    done: Text
    other: Text
    steps: tuple[Step, ...]
    replies: tuple[str, ...] = ()
    players: int = 2
    seed: int | None = None
    switches: tuple[str, ...] = ()
    moves: tuple[str, ...] = ()
    position: str | None = None
    game: str = ""

    def start(self) -> State:
        return _start(self.game, self.players, self.seed, self.switches, self.moves, self.position)


@dataclass(frozen=True)
class Puzzle:
    id: str
    game: str
    players: int
    seed: int | None
    switches: tuple[str, ...]
    position: str
    to_move: int
    kind: str
    difficulty: str
    answer: str
    accept: tuple[str, ...]
    reply: str | None
    moves: tuple[str, ...] | None

    def start(self) -> State:
        return get_game(self.game).parse_position(self.position)


def is_win(state_after: State, mover: int) -> bool:
    outcome = state_after.outcome()
    return outcome is not None and outcome.winner == mover
'''

SIAM_WIN = ["+B1S", "+E1W", "B1B2S", "E1E1S", "B2B3S", "E1E1E", "B3B4S", "E1E1N", "B4B5S"]
NIJU_WIN = ["aa@0,0", "17@1,0", "3c@1,-1", "1b@-1,0", "2d@-1,-1", "39@0,1", "95@1,1",
            "a5@0,-1", "78@-1,1"]
SAIJU_SETUP = ["M@d2", "S@a1", "F@g7"]
SP_SEED = 5
SP_SETUP = [">Ba1", ">Ks2", ">Gs1", ">Ba2"]


def _module(package: str) -> types.ModuleType:
    return _load_source(f"fixture_{package.replace('.', '_')}_types",
                        INTERFACE.format(package=package))


def _text(module: types.ModuleType, en: str, ja: str) -> Any:
    return module.Text(en, ja)


LONG_BODY = (
    "Each turn you do one thing with one animal: bring it in from your reserve onto an edge "
    "square, move it one square, turn it where it stands, or take it off from an edge square. "
    "An animal that comes in or moves chooses which way it faces.",
    "手番ごとに、自分の動物1頭で次のどれか1つを行います。控えから盤の外周のマスに入れる、"
    "1マス動かす、その場で向きを変える、外周のマスから盤外へ出す。入れた動物や動かした動物は"
    "向きを選べます。")
"""A body of a real lesson's length, to judge the panel's layout in screenshots."""


def _lesson(m: types.ModuleType, game: str, lesson_id: str, steps: list[Any], **kw: Any) -> Any:
    words = {name: _text(m, f"{game} {lesson_id}: {name}", f"{game} {lesson_id}：{name}（日本語）")
             for name in ("title", "body", "task", "hint", "done", "other")}
    if lesson_id == "enter":
        words["body"] = _text(m, *LONG_BODY)
    return m.Lesson(id=lesson_id, topic=f"fixture-{lesson_id}", steps=tuple(steps), game=game,
                    **words, **kw)


def fixture_lessons(m: types.ModuleType) -> dict[str, tuple[Any, ...]]:
    step, text = m.Step, m.Text
    corner = (("+A1E", text("Fixture: the corner works too, but look at B1.",
                             "フィクスチャ：角でもできますが B1 を見ましょう。")),)
    return {
        "siam": (
            _lesson(m, "siam", "enter", [step(("+B1S",), corner), step(("B1B2S",))],
                    replies=("+E1W",)),
            _lesson(m, "siam", "push-off", [step(("B4B5S",))], moves=tuple(SIAM_WIN[:-1])),
        ),
        "saiju": (
            _lesson(m, "saiju", "shadows", [step(("M@d2",)), step(("F@g7",))], replies=("S@a1",)),
            _lesson(m, "saiju", "two-placements", [step(("pS-c3",)), step(("yM-e5",))],
                    moves=tuple(SAIJU_SETUP)),
        ),
        "ni-ju": (
            _lesson(m, "ni-ju", "place", [step((NIJU_WIN[0],)), step((NIJU_WIN[2],))],
                    replies=(NIJU_WIN[1],)),
            _lesson(m, "ni-ju", "pattern", [step((NIJU_WIN[-1],))], moves=tuple(NIJU_WIN[:-1])),
        ),
        "symbol-pallet": (
            _lesson(m, "symbol-pallet", "chips", [step((SP_SETUP[0],)), step((SP_SETUP[2],))],
                    replies=(SP_SETUP[1],), seed=SP_SEED),
            _lesson(m, "symbol-pallet", "draw", [step(("draw",))], seed=SP_SEED,
                    moves=tuple(SP_SETUP)),
        ),
    }


def _margin(state: Any, mover: int) -> int:
    scores = state.scores()
    return scores[mover] - max(s for i, s in enumerate(scores) if i != mover)


def _best_move(m: types.ModuleType, game: str, moves: list[str], **options: Any) -> Any:
    """A best-move puzzle at the end of ``moves``: the moves with the highest margin."""
    state = replay_or_raise(get_game(game).start(**options), moves)
    mover = state.to_move
    margins = {token: _margin(state.play(token), mover) for token in state.legal_tokens()}
    best = max(margins.values())
    accept = tuple(sorted(t for t, v in margins.items() if v == best))
    return m.Puzzle(f"{game}-fixture-best", game, state.options.players, state.options.seed, (),
                    state.position_text(), mover, "best-move", "easy", accept[0], accept, None,
                    tuple(moves))


def _win_in_one(m: types.ModuleType, game: str, moves: list[str], difficulty: str) -> Any:
    state = replay_or_raise(get_game(game).start(), moves)
    mover = state.to_move
    accept = tuple(t for t in state.legal_tokens()
                   if (o := state.play(t).outcome()) is not None and o.winner == mover)
    return m.Puzzle(f"{game}-fixture-w1", game, 2, None, (), state.position_text(), mover,
                    "win-in-1", difficulty, accept[0], accept, None, tuple(moves))


def fixture_puzzles(m: types.ModuleType) -> dict[str, tuple[Any, ...]]:
    before = replay_or_raise(get_game("siam").start(), SIAM_WIN[:6])
    siam_two = m.Puzzle("siam-fixture-w2", "siam", 2, None, (), before.position_text(),
                        before.to_move, "win-in-2", "hard", SIAM_WIN[6], (SIAM_WIN[6],),
                        SIAM_WIN[7], tuple(SIAM_WIN[:6]))
    saiju_line = SAIJU_SETUP + ["pS-c3", "yM-e5", "wF-b2", "end"]
    sp_line = SP_SETUP + ["draw"]
    return {
        "siam": (_win_in_one(m, "siam", SIAM_WIN[:-1], "easy"), siam_two),
        "ni-ju": (_win_in_one(m, "ni-ju", NIJU_WIN[:-1], "easy"),),
        "saiju": (_best_move(m, "saiju", saiju_line),),
        "symbol-pallet": (_best_move(m, "symbol-pallet", sp_line, players=2, seed=SP_SEED),),
    }


def lessons_source() -> str:
    m = _module("games.lessons")
    table = fixture_lessons(m)
    return (INTERFACE.format(package="games.lessons") + f"\n_LESSONS = {table!r}\n\n\n"
            "def lessons(game_name: str) -> tuple[Lesson, ...]:\n"
            "    return _LESSONS.get(game_name, ())\n")


def puzzles_source() -> str:
    m = _module("games.puzzles")
    table = fixture_puzzles(m)
    return (INTERFACE.format(package="games.puzzles") + f"\n_PUZZLES = {table!r}\n\n\n"
            "def load(game_name: str) -> tuple[Puzzle, ...]:\n"
            "    return _PUZZLES.get(game_name, ())\n\n\n"
            "def find(game_name: str, puzzle_id: str) -> Puzzle | None:\n"
            "    return next((p for p in load(game_name) if p.id == puzzle_id), None)\n")


def _load_source(name: str, source: str) -> types.ModuleType:
    """A module made from ``source`` (registered: dataclasses look their module up)."""
    module = types.ModuleType(name)
    sys.modules[name] = module
    exec(compile(source, name, "exec"), module.__dict__)  # noqa: S102 - our own text
    return module


def real_package(name: str) -> types.ModuleType | None:
    """The real ``games.lessons`` / ``games.puzzles`` when this tree has it."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def lessons_module() -> types.ModuleType:
    return real_package("games.lessons") or _load_source("fixture_lessons", lessons_source())


def puzzles_module() -> types.ModuleType:
    return real_package("games.puzzles") or _load_source("fixture_puzzles", puzzles_source())
