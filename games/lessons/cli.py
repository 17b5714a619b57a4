"""``python -m games.lessons [GAME …] [--json]``: list the lessons, or print them as JSON.

For reviewing the content without a browser: one line per lesson (id, topic,
English title, number of steps), or every field with ``--json``. A bad game
name: exit status 2 and one short line on standard error, like the referee
(``games.referee.one_line_errors``).
"""

from __future__ import annotations

import json
from typing import Sequence

from ..referee import main_of, one_line_errors
from ..registry import game_names
from . import lessons


def _lessons(args: Sequence[str]) -> tuple[int, str, str]:
    as_json = "--json" in args
    names = [a for a in args if a != "--json"] or game_names()
    sequences = {name: lessons(name) for name in names}
    if as_json:
        return 0, json.dumps({name: [lesson.as_json() for lesson in seq] for name, seq in sequences.items()},
                             ensure_ascii=False, indent=1) + "\n", ""
    lines: list[str] = []
    for name, seq in sequences.items():
        lines.append(f"{name}: {len(seq)} lessons")
        for lesson in seq:
            lines.append(f"  {lesson.id:<18} {lesson.topic:<28} {len(lesson.steps)} step(s)  {lesson.title.en}")
    return 0, "".join(line + "\n" for line in lines), ""


run = one_line_errors(_lessons)
"""Run the command; returns (exit status, standard output, standard error)."""


def main(argv: list[str] | None = None) -> int:
    return main_of(run, argv)
