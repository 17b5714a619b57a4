"""``python -m games.puzzles GAME``: the committed puzzles of a game as JSON.

Prints a JSON list of the puzzles' objects (``Puzzle.as_json``). A bad game
name: exit status 2 and one line on standard error, like the referee.
"""

from __future__ import annotations

import json
import sys

from ..errors import GameError
from . import load


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or args[0].startswith("-"):
        print("usage: python -m games.puzzles GAME", file=sys.stderr)
        return 2
    try:
        puzzles = load(args[0])
    except GameError as exc:
        print(exc, file=sys.stderr)
        return 2
    json.dump([p.as_json() for p in puzzles], sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
