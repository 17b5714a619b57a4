"""``python -m games.lessons [GAME …] [--json]``: list the lessons, or print them as JSON.

For reviewing the content without a browser: one line per lesson (id, topic,
English title, number of steps), or every field with ``--json``.
"""

from __future__ import annotations

import json
import sys

from ..errors import UnknownGame
from ..registry import game_names
from . import lessons


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    as_json = "--json" in args
    names = [a for a in args if a != "--json"] or game_names()
    try:
        sequences = {name: lessons(name) for name in names}
    except UnknownGame as error:
        print(error, file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps({name: [lesson.as_json() for lesson in seq] for name, seq in sequences.items()},
                         ensure_ascii=False, indent=1))
        return 0
    for name, seq in sequences.items():
        print(f"{name}: {len(seq)} lessons")
        for lesson in seq:
            print(f"  {lesson.id:<18} {lesson.topic:<28} {len(lesson.steps)} step(s)  {lesson.title.en}")
    return 0
