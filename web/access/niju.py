"""Ni-Ju for screen readers and the keyboard: tiles on the table, free squares, the trays.

A tile's name gives its owner, kind, square and the squares its dots mark
("White tile 12 at 1,-1, marks N, E, S, W"), then its lasting marks (can move,
blocked, completed, winning); a tray tile says the same of the tile in hand,
turned as the player turned it. Squares a tile may go to say so. The picked
tile is pressed. Directions are the table's (north is up on a table not turned).

It reads the view's layers (``tiles``, ``marks.cells``, ``trays``) and the
board the view drew last (``view.taps()``: its tap model and
``BoardState.selection``): what is picked, how it is turned, what may move.
"""

from __future__ import annotations

from typing import Any

from games.niju.patterns import DIRECTIONS

from ..i18n import lang, t
from ..models.niju import square_name
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


class NiJuAccess(Access):
    board_key = "a11y.board.niju"

    def targets(self) -> str:
        return "#board .niju-tile[data-tile], #board rect.niju-cell:not(.off), #play .niju-hand-tile"

    def preferred(self) -> str | None:
        view = self.view
        model, sel = view.taps() if view.drawn is not None else (None, None)
        if model is not None and sel is not None and sel.pick is not None and model.targets(sel):
            return "#board rect.niju-cell.target"
        if view.state is not None and view.state.phase == "placement":
            return "#play .niju-tray.to-move .niju-hand-tile"
        return "#board .niju-tile.movable"

    def focus(self, element: Any) -> None:
        """The cursor shows what a mouse hover shows: a tile's marked squares, the ghost tile."""
        if element is None:
            self.view.unhover()
        else:
            self.view.hover(element)

    def name_targets(self, state: Any) -> None:
        view = self.view
        model, sel = view.taps()
        picked_sq = model.picked_tile(sel)
        picked_kind = model.picked_kind(sel)
        movable_tiles = model.movable()
        for sq, tile in state.tiles().items():
            element = view.tiles.element(sq)
            if element is None:
                continue
            byte = sel.byte if sq == picked_sq else tile.byte
            movable = sq in movable_tiles and sq != picked_sq
            marks = view.lasting.get(sq, "")
            facts = (tile.owner, byte, movable, marks, sq in view.last, sq == picked_sq)
            if not self.changed(("tile", sq), element, facts):
                continue
            parts = [t("a11y.niju.tile", owner=view.seat_name(tile.owner), kind=tile.kind,
                       square=square_name(sq), marks=marks_name(byte))]
            if movable:
                parts.append(t("a11y.niju.movable"))
            parts.extend(t(key) for cls, key in MARK_KEYS if cls in marks)
            self.put(("tile", sq), element, role="button", aria_label=join(parts, sq in view.last),
                     aria_pressed="true" if sq == picked_sq else None)
        squares, targets = view.marks.cell_squares()
        word = t("a11y.niju.place" if picked_kind is not None else "a11y.target.move")
        for sq in squares:
            rect = view.marks.cells.element(sq)
            if rect is None or not self.changed(("cell", sq), rect, (targets, word)):
                continue
            name = t("a11y.niju.square", square=square_name(sq))
            label = join([name, word]) if targets else join([name, t("a11y.niju.free")])
            self.put(("cell", sq), rect, role="button", aria_label=label)
        for owner in (0, 1):
            for kind in state.hand(owner):
                button = view.trays.button(owner, kind)
                if button is None:
                    continue
                byte = model.tray_byte(sel, owner, kind)
                pressed = "true" if state.to_move == owner and kind == picked_kind else "false"
                if not self.changed(("tray", owner, kind), button, (byte, pressed)):
                    continue
                label = t("a11y.niju.tray", owner=view.seat_name(owner), kind=kind,
                          marks=marks_name(byte))
                self.put(("tray", owner, kind), button, aria_label=label, aria_pressed=pressed)
