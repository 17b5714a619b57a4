"""Outside values past every limit, on CPython: command words, nesting depth, host messages and
record files. Each test asserts the outcome (a short line or an ``error`` reply, nothing lost),
not only that nothing crashed. Their page counterparts are in tests/test_hostile_page_limits.py.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Sequence

import pytest

from games.diagram.cli import run as diagram
from games.lessons.cli import run as lessons
from games.puzzles.__main__ import run as puzzles
from games.referee import MAX_ERROR_CHARS
from tests.conftest import ROOT

LONG_NAME = "x" * 100_000


def one_short_line(err: str) -> bool:
    return err.endswith("\n") and "\n" not in err[:-1] and len(err) <= MAX_ERROR_CHARS + 1


@pytest.mark.parametrize("run, argv", [
    (puzzles, [LONG_NAME]),
    (lessons, [LONG_NAME]),
    (lessons, ["siam", LONG_NAME, "--json"]),
    (diagram, ["siam", "--out", "/nonexistent-folder/" + "y" * 100_000 + ".svg"]),
    (diagram, [LONG_NAME]),
])
def test_every_command_answers_a_huge_word_in_one_short_line(run: object, argv: Sequence[str]) -> None:
    status, out, err = run(argv)  # type: ignore[operator]
    assert status == 2 and out == ""
    assert one_short_line(err), err[:400]


def test_an_unknown_game_is_quoted_briefly_and_the_real_names_still_follow() -> None:
    _, _, err = puzzles([LONG_NAME])
    assert "(100,000 characters)" in err and err.rstrip().endswith("symbol-pallet)")


@pytest.mark.parametrize("module", ["games.puzzles", "games.lessons"])
def test_the_commands_print_one_short_line_for_a_huge_game_name(module: str) -> None:
    done = subprocess.run([sys.executable, "-m", module, LONG_NAME], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    assert one_short_line(done.stderr), done.stderr[:400]


def test_a_good_listing_and_puzzle_dump_are_unchanged() -> None:
    status, out, err = lessons(["siam"])
    assert status == 0 and err == "" and out.startswith("siam: ")
    status, out, err = puzzles(["siam"])
    assert status == 0 and err == "" and out.startswith("[{")
