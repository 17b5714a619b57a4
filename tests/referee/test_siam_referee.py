"""The command-line referee on Siam: exact JSON, exit statuses, one-line errors.

``games.referee.run(argv)`` returns (exit status, stdout, stderr); one test
also runs ``python -m games`` for real to see the exit status and that no
traceback ever reaches the terminal.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from games.referee import run
from games.siam import GAME

ROOT = Path(__file__).resolve().parent.parent.parent
FIELDS = ["game", "options", "ply", "to_move", "players", "legal", "over", "winner", "draw",
          "scores", "position"]
START = "...../...../.OOO./...../..... e 0 0,0 - -"
# Rulebook example 4 as a position: the rhinos' entry on A3 hands the elephants the win.
EXAMPLE_4 = "...../...../EEEERNOO/...../.O... r 11 0,0 - -"


def ok(argv: list[str]) -> dict:
    status, out, err = run(argv)
    assert (status, err) == (0, ""), err
    assert out.endswith("\n") and out.count("\n") == 1
    return json.loads(out)


def fails(argv: list[str]) -> str:
    status, out, err = run(argv)
    assert status == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    return err[:-1]


def test_start_json_exactly() -> None:
    report = ok(["siam"])
    assert list(report) == FIELDS
    assert report == {
        "game": "siam",
        "options": {"players": 2, "no-opening-restriction": False, "remove-once": False},
        "ply": 0,
        "to_move": 0,
        "players": ["elephant", "rhino"],
        "legal": sorted(GAME.start().legal_tokens()),
        "over": False,
        "winner": None,
        "draw": False,
        "scores": None,
        "position": START,
    }
    assert len(report["legal"]) == 56 and report["legal"][0] == "+A1E"
    assert report["legal"] == sorted(report["legal"])


def test_moves_and_options() -> None:
    report = ok(["siam", "--option", "remove-once", "--option", "no-opening-restriction",
                 "--players", "2", "--moves", "+C1S  +A3E\tC1-"])
    assert report["options"] == {"players": 2, "no-opening-restriction": True,
                                 "remove-once": True}
    assert report["ply"] == 3 and report["to_move"] == 1
    assert report["position"] == (
        "...../...../REOOO./...../..... r 3 1,0 - no-opening-restriction,remove-once")
    state = GAME.parse_position(report["position"])
    assert report["legal"] == state.legal_tokens()


def test_finished_game_json() -> None:
    report = ok(["siam", "--position", EXAMPLE_4, "--moves", "+A3E"])
    assert report["over"] is True and report["winner"] == 0 and report["draw"] is False
    assert report["to_move"] is None and report["legal"] == []
    assert report["ply"] == 12
    assert report["position"] == "...../...../REEEEERNO/...../.O... - 12 0,0 e@C3! -"


def test_a_whole_game_by_moves() -> None:
    # An elephant walks in at D1 and pushes D3's rock down column D and off.
    moves = "+D1S +A5N D1D2S A5A5E D2D3S A5A5S D3D4S A5A5W"
    report = ok(["siam", "--moves", moves])
    assert report["ply"] == 8 and not report["over"]
    assert "D4D5S" in report["legal"]
    report = ok(["siam", "--moves", moves + " D4D5S"])
    assert report["over"] and report["winner"] == 0 and report["legal"] == []
    assert report["position"] == "...../...../.OO../...../RW..ES. - 9 0,0 e@D5 -"


def test_illegal_move_message() -> None:
    assert fails(["siam", "--moves", "+A1E B2C2W"]) == (
        "move 2 'B2C2W': B2 holds no animal of the player to move")


def test_malformed_move_message() -> None:
    assert fails(["siam", "--moves", "+A1E zz"]) == (
        "move 2 'zz': 'zz' is not a Siam move (enter '+C1S', move 'B2C2E', "
        "turn 'B2B2N', exit 'A3-')")


def test_opening_and_push_messages() -> None:
    assert fails(["siam", "--moves", "+C1S"]) == (
        "move 1 '+C1S': no animal may enter C1 in each player's first two turns")
    assert fails(["siam", "--position", START.replace(" e 0 ", " e 4 "), "--moves",
                  "+A3E +E3W A3B3E"]) == (
        "move 3 'A3B3E': the push is too weak: strength 0 against 3 rocks, needs 3")


def test_move_after_the_end() -> None:
    assert fails(["siam", "--position", EXAMPLE_4, "--moves", "+A3E +A1E"]) == (
        "move 2 '+A1E': the game is over")


@pytest.mark.parametrize("argv,message", [
    (["chess"], "unknown game 'chess' (games: siam, saiju, ni-ju, symbol-pallet)"),
    (["siam", "--option", "foo"],
     "siam has no option 'foo' (options: no-opening-restriction, remove-once)"),
    (["siam", "--players", "3"], "siam is played by exactly 2 players, not 3"),
    (["siam", "--players", "1"], "siam is played by exactly 2 players, not 1"),
    (["siam", "--players", "two"], "argument --players: --players must be a whole number of at most 2 digits, not 'two'"),
    (["siam", "--seed", "7"], "siam does not shuffle: it takes no seed or deck"),
    (["siam", "--deck", "Rs1"], "siam does not shuffle: it takes no seed or deck"),
    ([], "name a game: siam, saiju, ni-ju, symbol-pallet"),
    (["siam", "--bogus"], "unrecognized arguments: --bogus"),
    (["siam", "--position", "nonsense"],
     "a Siam position has 6 fields (board, to-move, ply, exits, result, options), not 1"),
    (["siam", "--position", START, "--option", "remove-once"],
     "--position carries its own options: give none beside it"),
    (["siam", "--position", START, "--players", "2"],
     "--position carries its own options: give none beside it"),
])
def test_bad_input(argv: list[str], message: str) -> None:
    assert fails(argv) == message


def test_position_start() -> None:
    text = "...../...../.OOO./...../....RN e 2 0,1 - remove-once"
    report = ok(["siam", "--position", text])
    assert report["position"] == text
    assert report["ply"] == 2 and report["to_move"] == 0
    assert report["options"]["remove-once"] is True
    assert report["legal"] == GAME.parse_position(text).legal_tokens()
    after = ok(["siam", "--position", text, "--moves", "+A1E"])
    assert after["ply"] == 3 and after["to_move"] == 1
    assert "E5-" not in after["legal"]  # the rhinos' one exit is used up


def test_reveal_adds_nothing_for_siam() -> None:
    assert ok(["siam", "--reveal"]) == ok(["siam"])


def test_python_dash_m_games() -> None:
    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "games", *args], cwd=ROOT,
                              capture_output=True, text=True, timeout=60)

    good = cli("siam", "--moves", "+A1E")
    assert good.returncode == 0 and good.stderr == ""
    assert json.loads(good.stdout)["ply"] == 1
    bad = cli("siam", "--moves", "+A1E B2C2W")
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr == "move 2 'B2C2W': B2 holds no animal of the player to move\n"
    worse = cli("siam", "--position", "...../...../.OOO./...../..... e ² 0,0 - -")
    assert worse.returncode == 2 and "Traceback" not in worse.stderr
    assert worse.stderr == "ply '²' is not a whole number\n"
