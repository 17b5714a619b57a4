"""Lessons: the guided first game of each game, as data checked against the engine.

``lessons("siam")`` is the ordered sequence the tutorial page walks through.
Each game's lessons live in their own module (one job each) and are imported on
first use, like the games themselves, so the page loads only the lessons of the
game on screen.
"""

from __future__ import annotations

from ..catalog import import_part
from .model import Lesson, Step, Text

__all__ = ["Lesson", "Step", "Text", "lessons", "find"]

def lessons(game_name: str) -> tuple[Lesson, ...]:
    """The ordered lesson sequence of a game; raises UnknownGame for a bad name."""
    return import_part(game_name, "lessons", "no lessons for").LESSONS


def find(game_name: str, lesson_id: str) -> Lesson | None:
    """The lesson ``lesson_id`` of a game, or None if there is none."""
    return next((lesson for lesson in lessons(game_name) if lesson.id == lesson_id), None)
