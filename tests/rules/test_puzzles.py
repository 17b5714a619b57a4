"""Puzzles: every committed puzzle re-verified against the engine.

``games.puzzles.verify.problems`` decides each puzzle's property exhaustively
(win-in-1: the only winning move; win-in-2: every first move that forces a win,
and the reply; best-move: the one move with the strictly best margin), so a
puzzle whose answer the engine no longer agrees with fails here.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest

from games.puzzles import DIFFICULTIES, KINDS, Puzzle, find, is_win, load
from games.puzzles.verify import (
    forcing,
    forcing_moves,
    full_winning_moves,
    niju_threats,
    problems,
    winning_moves,
)
from tools import bundle, make_puzzles

ROOT = Path(__file__).resolve().parent.parent.parent
GAMES = ("siam", "saiju", "ni-ju", "symbol-pallet")
KINDS_OF = {"siam": {"win-in-1", "win-in-2"}, "ni-ju": {"win-in-1", "win-in-2"},
            "saiju": {"best-move"}, "symbol-pallet": {"best-move"}}
ALL = [p for g in GAMES for p in load(g)]


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_forty_puzzles_in_two_difficulties(game: str) -> None:
    puzzles = load(game)
    assert len(puzzles) >= 40
    assert len({p.difficulty for p in puzzles}) >= 2
    assert {p.kind for p in puzzles} <= KINDS_OF[game]
    assert all(p.difficulty in DIFFICULTIES and p.kind in KINDS for p in puzzles)
    ids = [p.id for p in puzzles]
    assert len(set(ids)) == len(ids)
    assert all(re.fullmatch(rf"{game}-(w1|w2|best)-\d{{3}}", i) for i in ids)
    assert len({p.position for p in puzzles}) == len(puzzles)


@pytest.mark.parametrize("puzzle", ALL, ids=[p.id for p in ALL])
def test_puzzle_holds(puzzle: Puzzle) -> None:
    """Position parses, to_move matches, the record leads there, every accepted move
    is legal, and the kind's property holds exhaustively."""
    assert problems(puzzle) == []
    state = puzzle.start()
    if puzzle.kind == "win-in-2":
        # the page's path: the answer, the reply, then some move that wins
        after = state.play(puzzle.answer).play(puzzle.reply)  # type: ignore[arg-type]
        assert any(is_win(after.apply(m), puzzle.to_move) for m in after.legal_moves())
    if puzzle.kind == "win-in-1":
        assert is_win(state.play(puzzle.answer), puzzle.to_move)


def test_not_from_the_opening() -> None:
    for p in ALL:
        assert p.moves is not None and len(p.moves) >= make_puzzles.MIN_PLY[p.game]


def test_symbol_pallet_position_holds_the_movers_hand() -> None:
    """The position text carries every hand (the mover's among them) and the deal's
    seed; the answer places a tile the mover can see (hand or discard pile)."""
    for p in load("symbol-pallet"):
        state = p.start()
        hands = re.search(r" hands=(\S+) ", p.position).group(1).split("/")  # type: ignore[union-attr]
        discard = re.search(r" discard=(\S+) ", p.position).group(1).split(",")  # type: ignore[union-attr]
        assert len(hands) == p.players
        assert p.seed is not None and f"start=seed:{p.seed} " in p.position
        tile = re.match(r"[ab]:(\w+)@", p.answer).group(1)  # type: ignore[union-attr]
        assert tile in hands[p.to_move].split(",") + discard  # placed from hand or pile
        assert state.to_move == p.to_move


def test_checks_fail_on_a_wrong_puzzle() -> None:
    """The verification is not vacuous: a wrong answer or a short accept list fails."""
    for game in GAMES:
        p = load(game)[0]
        state = p.start()
        other = next(str(m) for m in state.legal_moves() if str(m) not in p.accept)
        assert problems(replace(p, answer=other, accept=(other,)))
        assert problems(replace(p, to_move=1 - p.to_move))
    w2 = next(p for p in load("siam") + load("ni-ju") if p.kind == "win-in-2")
    assert problems(replace(w2, kind="win-in-1"))
    best = load("saiju")[0]
    assert problems(replace(best, margin=(best.margin or 0) + 1))


def test_find_and_unknown() -> None:
    p = load("siam")[3]
    assert find("siam", p.id) is p
    assert find("siam", "siam-w1-999") is None
    with pytest.raises(ValueError):
        load("chess")


def test_cli_prints_the_set_as_json() -> None:
    for game in GAMES:
        out = subprocess.run([sys.executable, "-m", "games.puzzles", game], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout
        rows = json.loads(out)
        assert rows == [p.as_json() for p in load(game)]
        first = rows[0]
        assert list(first)[:7] == ["id", "position", "to_move", "kind", "difficulty",
                                   "answer", "moves"]
        assert isinstance(first["moves"], list) and isinstance(first["accept"], list)
    bad = subprocess.run([sys.executable, "-m", "games.puzzles", "chess"], cwd=ROOT,
                         capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stdout == "" and "unknown game" in bad.stderr


@pytest.mark.parametrize("game", ["siam", "ni-ju"])
def test_candidate_shortcut_misses_no_win(game: str) -> None:
    """winning_moves tries only Siam's pushes and Ni-Ju's likely squares: on every
    position of two played games it finds exactly what a full scan finds, and
    winning positions do occur among them."""
    seen_wins = 0
    for index in range(2):
        for _, state in make_puzzles.play(game, 5, index):
            fast = sorted(map(str, winning_moves(state)))
            assert fast == sorted(map(str, full_winning_moves(state)))
            seen_wins += bool(fast)
    assert seen_wins


def test_niju_search_is_bounded_by_the_screen_count() -> None:
    """The generator searches a Ni-Ju position for win-in-2 only when 1 to
    ``MAX_SCREENED`` first moves pass the screen: every committed win-in-2 position
    is such a one, and a movement-phase position (where every move passes, and the
    exhaustive search would take minutes) is not."""
    screen = make_puzzles._niju_screen
    for p in load("ni-ju"):
        if p.kind == "win-in-2":
            assert 1 <= make_puzzles.screened(p.start(), screen) <= make_puzzles.MAX_SCREENED
    moving = next(s for _, s in make_puzzles.play("ni-ju", 1, 6)
                  if niju_threats(s, s.to_move or 0) is None and not winning_moves(s))
    assert make_puzzles.screened(moving, screen) == make_puzzles.MAX_SCREENED + 1
    assert make_puzzles.puzzles_in(moving) == []


def test_refutation_first_changes_no_answer() -> None:
    """forcing_moves tries the last refutation first (a speed-up): on a committed
    win-in-2 position it finds exactly the moves that ``forcing`` without that hint
    finds, and the hint does not change a forcing move's reply."""
    p = next(p for p in load("ni-ju") if p.kind == "win-in-2" and len(p.accept) > 1)
    state = p.start()
    plain = [m for m in state.legal_moves() if forcing(state, m).forces]
    assert sorted(map(str, plain)) == sorted(map(str, forcing_moves(state))) == sorted(p.accept)
    some_reply = state.apply(plain[0]).legal_moves()[-1]
    assert forcing(state, plain[0], some_reply) == forcing(state, plain[0])


def test_generator_is_deterministic() -> None:
    a, _ = make_puzzles.generate("siam", 3, 2, 5)
    b, _ = make_puzzles.generate("siam", 3, 2, 5)
    assert a == b and a
    for row in a:
        assert problems(Puzzle.from_data("siam", row)) == []


def test_load_works_from_the_pyscript_files(tmp_path: Path) -> None:
    """The page's Pyodide gets exactly the files of its archive (pyscript.toml's
    [files]): unpacked alone into a fresh directory, they load every game's puzzles."""
    assert '"./bundle/page.zip" = "./*"' in (ROOT / "pyscript.toml").read_text()
    bundle.write(ROOT)
    with zipfile.ZipFile(ROOT / "bundle" / "page.zip") as zf:
        listed = zf.namelist()
        zf.extractall(tmp_path)
    for game in GAMES:
        module = make_puzzles.data_path(game).relative_to(ROOT).as_posix()
        assert module in listed
    code = ("import sys; sys.path[:0] = ['.']; from games.puzzles import load; "
            f"print([len(load(g)) for g in {list(GAMES)!r}])")
    out = subprocess.run([sys.executable, "-I", "-c", code], cwd=tmp_path,
                         capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == [len(load(g)) for g in GAMES]
