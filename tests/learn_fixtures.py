"""Small lessons and puzzles built from the engine, for the exercise model's tests.

``web/exercise.py`` is tested on a few lessons and puzzles per game whose
positions come from the engine (known winning lines, best moves computed by
the engine's own scores), made with the real ``games.lessons`` and
``games.puzzles`` types. They are test data, not teaching content: the page
tests play the real lessons and puzzles.
"""

from __future__ import annotations

import importlib
import types
from typing import Any

from games import get_game, replay_or_raise

GAMES = ("siam", "saiju", "ni-ju", "symbol-pallet")


SIAM_WIN = ["+B1S", "+E1W", "B1B2S", "E1E1S", "B2B3S", "E1E1E", "B3B4S", "E1E1N", "B4B5S"]
NIJU_WIN = ["aa@0,0", "17@1,0", "3c@1,-1", "1b@-1,0", "2d@-1,-1", "39@0,1", "95@1,1",
            "a5@0,-1", "78@-1,1"]
SAIJU_SETUP = ["M@d2", "S@a1", "F@g7"]
SP_SEED = 5
SP_SETUP = [">Ba1", ">Ks2", ">Gs1", ">Ba2"]


def _module(package: str) -> types.ModuleType:
    """The real package whose types the fixtures are made of."""
    return importlib.import_module(package)


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
