"""``python -m games.puzzles GAME``: the committed puzzles of a game as JSON.

Prints a JSON list of the puzzles' objects (``Puzzle.as_json``). A bad game
name: exit status 2 and one short line on standard error, like the referee
(``games.referee.one_line_errors``).
"""

from __future__ import annotations

import json
import sys
from typing import Sequence

from ..referee import main_of, one_line_errors
from . import load


def _puzzles(args: Sequence[str]) -> tuple[int, str, str]:
    if len(args) != 1 or args[0].startswith("-"):
        return 2, "", "usage: python -m games.puzzles GAME\n"
    puzzles = load(args[0])
    return 0, json.dumps([p.as_json() for p in puzzles], ensure_ascii=False) + "\n", ""


run = one_line_errors(_puzzles)
"""Run the command; returns (exit status, standard output, standard error)."""


def main(argv: list[str] | None = None) -> int:
    return main_of(run, argv)


if __name__ == "__main__":
    sys.exit(main())
