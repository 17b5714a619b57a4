"""The shown position's arrows and marked squares (``games.notes``) over a board's pieces.

Every view keeps one ``NoteMarks`` above its pieces and hands it, on each redraw, the
marks of ``BoardState.marks`` with its own way of finding a square's centre (turned as the
board is shown). The shapes are the diagrams' (``games.diagram.note_marks``), so a saved
picture shows the same arrows; they go through a keyed layer (``web.draw``), so stepping
through a line writes only the marks that changed. The layer takes no taps and screen
readers pass over it: the comment under the board says what the marks show.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from games.diagram.note_marks import Point, mark_nodes
from games.notes import Annotation, Arrow, Mark

from . import dom
from .draw import KeyedLayer, Sprite


def _draw_nothing(_element: Any) -> None:
    """A plain path: everything it is lies in its attributes."""


def marks_of(note: Annotation | None) -> tuple[Arrow | Mark, ...]:
    """What ``BoardState.marks`` holds for a position with ``note`` (None: no annotation)."""
    return () if note is None else note.marks


def note_sprites(marks: Iterable[Arrow | Mark], point: Point, unit: float) -> dict[Hashable, Sprite]:
    """The layer's sprites: one ``path`` per mark, keyed by what it marks."""
    return {key: Sprite("note", _draw_nothing, tuple(sorted(node.attrs.items())))
            for key, node in mark_nodes(marks, point, unit)}


class NoteMarks:
    """The keyed layer of one board's annotation marks."""

    def __init__(self, parent: Any) -> None:
        self.layer = KeyedLayer(parent, "note-marks", tag="path")
        dom.set_attrs(self.layer.group, pointer_events="none", aria_hidden="true")

    def draw(self, marks: Iterable[Arrow | Mark], point: Point, unit: float) -> None:
        self.layer.render(note_sprites(marks, point, unit))
