"""Ni-Ju for screen readers and the keyboard: tiles on the table, free squares, the trays.

A tile's name gives its owner, kind, square and the squares its dots mark
("White tile 12 at 1,-1, marks N, E, S, W"), then its lasting marks (can move,
blocked, completed, winning); a tray tile says the same of the tile in hand,
turned as the player turned it. Squares a tile may go to say so. The picked
tile is pressed. Directions are the table's (north is up on a table not turned).
"""

from __future__ import annotations

from typing import Any

from games.niju.patterns import DIRECTIONS

from ..i18n import lang, t
from . import Access, join

MARK_KEYS = (("win-centre", "a11y.niju.win"), ("blocked", "a11y.niju.blocked"),
             ("complete", "a11y.niju.complete"))
"""Lasting marks of a tile (``games.diagram.niju.tile_marks`` classes) -> name part."""


_MARKS: dict[tuple[int, str], str] = {}


def marks_name(byte: int) -> str:
    """The squares a pattern marks, as compass points ("north, north-east, south, west")."""
    key = (byte, lang())
    name = _MARKS.get(key)
    if name is None:
        name = _MARKS[key] = t("a11y.list").join(
            t(f"a11y.dir.{d}") for i, d in enumerate(DIRECTIONS) if byte >> i & 1)
    return name


def square_name(sq: tuple[int, int]) -> str:
    return f"{sq[0]},{sq[1]}"


class NiJuAccess(Access):
    board_key = "a11y.board.niju"

    def targets(self) -> str:
        return "#board .niju-tile, #board rect.niju-cell:not(.off), #play .niju-hand-tile"

    def preferred(self) -> str | None:
        view = self.view
        if view.pick is not None and view.targets:
            return "#board rect.niju-cell.target"
        if view.state is not None and view.state.phase == "placement":
            return "#play .niju-tray.to-move .niju-hand-tile"
        return "#board .niju-tile.movable"

    def focus(self, element: Any) -> None:
        """The cursor shows what a mouse hover shows: a tile's marked squares, the ghost tile."""
        if element is None:
            self.view._clear_hover()
        else:
            self.view._hover(element)

    def name_targets(self, state: Any) -> None:
        view = self.view
        picked_sq = view.pick[1] if view.pick is not None and view.pick[0] == "tile" else None
        picked_kind = view.pick[1] if view.pick is not None and view.pick[0] == "hand" else None
        drawn = view.tile_drawn
        for sq, element in view.tiles.items():
            owner_byte = drawn.get(id(element))  # (owner, pattern as drawn, turned or not)
            movable = sq in view.movable and sq != picked_sq
            marks = view.marks.get(sq, "")
            facts = (owner_byte, movable, marks, sq in view.last, sq == picked_sq)
            if not self.changed(("tile", sq), element, facts):
                continue
            tile = state.tile_at(sq)
            if tile is None:
                continue
            byte = view.byte if sq == picked_sq else tile.byte
            parts = [t("a11y.niju.tile", owner=view.seat_name(tile.owner), kind=tile.kind,
                       square=square_name(sq), marks=marks_name(byte))]
            if movable:
                parts.append(t("a11y.niju.movable"))
            parts.extend(t(key) for cls, key in MARK_KEYS if cls in marks)
            self.put(("tile", sq), element, role="button", aria_label=join(parts, sq in view.last),
                     aria_pressed="true" if sq == picked_sq else None)
        word = t("a11y.niju.place" if view.pick is not None and view.pick[0] == "hand"
                 else "a11y.target.move")
        for i, (rect, (name, cls)) in enumerate(zip(view.cells, view.cell_drawn)):
            if not name or not self.changed(("cell", i), rect, (name, cls, word)):
                continue
            label = (join([t("a11y.niju.square", square=name), word]) if "target" in cls
                     else join([t("a11y.niju.square", square=name), t("a11y.niju.free")]))
            self.put(("cell", i), rect, role="button", aria_label=label)
        for owner, buttons in enumerate(view.tray_buttons):
            held = view.hand_sets[owner]
            for kind, button in buttons.items():
                if kind not in held:
                    continue
                byte = view.tray_drawn[owner][kind][3]
                pressed = "true" if state.to_move == owner and kind == picked_kind else "false"
                if not self.changed(("tray", owner, kind), button, (byte, pressed)):
                    continue
                label = t("a11y.niju.tray", owner=view.seat_name(owner), kind=kind,
                          marks=marks_name(byte))
                self.put(("tray", owner, kind), button, aria_label=label, aria_pressed=pressed)
