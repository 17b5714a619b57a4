"""Ni-Ju's two trays (the seats): each player's tiles in hand, turned as last turned.

A tray is a head (the seat's name, how many tiles are left) and a keyed layer
of 20 buttons, one per kind (``data-hand-kind``, ``data-owner``,
``data-pattern`` as shown). Tiles already down stay in the layer, hidden, so
that a tile taken back by undo comes back in its place. Only the tray of the
player to move, in the placement phase, can be tapped; the picked tile is
raised. What is held, picked and how each tile is turned come from the tap
model. Every tray but the one ``web.models.niju_view.open_tray`` names is
marked ``folded``: on a phone it folds to a line of small tiles (``ni-ju.css``).
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

from games.diagram.niju import OWNER_CLASS, tile_shapes
from games.niju import NiJuState

from .. import dom
from ..frame import frame_of
from ..draw import KeyedLayer, Sprite, attrs
from ..i18n import t, tn
from ..models.niju import NiJuSelection, NiJuTapModel

KINDS = range(1, 21)


def _draw_icon(owner: int, kind: int, byte: int, button: Any) -> None:
    """A tray tile's picture: the tile turned as ``byte`` says, its kind number on it."""
    shapes = tile_shapes(byte, kind, False)
    dom.fill(button, dom.icon("-50 -50 100 100", f"niju-tile {OWNER_CLASS[owner]}", shapes))


class NiJuTrays:
    """Both trays; ``place(bottom)`` puts them in the seats, ``draw`` follows the state."""

    def __init__(self, seats: tuple[Any, Any]) -> None:
        self.seats = seats
        self.frame = frame_of(seats[0])
        self.trays: list[Any] = []
        self.counts: list[Any] = []
        self.layers: list[KeyedLayer] = []
        self.bottom: int | None = None
        self._heads: list[tuple[str, str] | None] = [None, None]
        """Each tray's class and count text as last written (a tap mostly leaves them)."""
        self._state: NiJuState | None = None
        self._shows: tuple[Any, ...] | None = None
        """What the last ``draw`` drew from (with ``_state``): the picked kind, its turn, the turned tiles."""
        self._sprites: dict[tuple[int, int, int, bool, bool, bool], Sprite] = {}
        """Each tray tile's sprite by how it looks (at most 2 × 20 × 8 turns × 8); a layer skips
        a sprite that ``is`` the one drawn, so a tap writes only the tiles that changed. The
        labels are the page's language: a view is made anew when the language changes."""
        for seat in seats:
            dom.clear(seat)
        for owner in (0, 1):
            tray = dom.html("div", self.frame, class_=f"niju-tray {OWNER_CLASS[owner]}", data_tray=owner)
            head = dom.html("div", tray, class_="niju-tray-head")
            dom.html("span", head, text=t(f"ni-ju.seat.{owner}"), class_="niju-tray-name")
            self.counts.append(dom.html("span", head, text="20", class_="niju-tray-count"))
            self.layers.append(KeyedLayer(tray, "niju-tray-tiles", tag="button", html=True))
            self.trays.append(tray)

    def place(self, bottom: int) -> None:
        """Put ``bottom``'s tray in the lower seat (moved only when that changes: focus stays)."""
        if self.bottom != bottom:
            self.bottom = bottom
            self.seats[1].appendChild(self.trays[bottom])
            self.seats[0].appendChild(self.trays[1 - bottom])

    def button(self, owner: int, kind: int) -> Any:
        """The button of ``owner``'s tile ``kind`` (None before the first draw)."""
        return self.layers[owner].element(kind)

    def draw(self, state: NiJuState, model: NiJuTapModel, sel: NiJuSelection, whole: int | None) -> None:
        """Draw both trays; every tray but ``whole``'s is marked ``folded`` (on a phone it folds
        to a line of small tiles: ``web.models.niju_view.open_tray`` says which stays whole)."""
        # What the trays show follows the position, the picked tray tile and how tray tiles
        # are turned; picking a tile on the table (most taps of the movement phase) changes
        # none of these, and forty sprites cost more than the rest of that tap's redraw.
        picked = model.picked_kind(sel)
        shows = (picked, sel.byte if picked is not None else 0, sel.turned, whole)
        if state is self._state and shows == self._shows:
            return
        self._state, self._shows = state, shows
        offered = model.hand_kinds()
        for owner in (0, 1):
            held = set(state.hand(owner))
            cls = f"niju-tray {OWNER_CLASS[owner]}"
            if state.to_move == owner:
                cls += " to-move"
            if whole != owner:
                cls += " folded"
            if not held:
                cls += " empty"
            count = tn("ni-ju.in_hand", len(held)) if held else t("ni-ju.all_down")
            shown = self._heads[owner]
            if shown is None or shown[0] != cls:
                self.trays[owner].setAttribute("class", cls)
            if shown is None or shown[1] != count:  # a text written lays the page out again
                self.counts[owner].textContent = count
            self._heads[owner] = (cls, count)
            mine = state.to_move == owner
            sprites: dict[Hashable, Sprite] = {}
            for kind in KINDS:
                look = (owner, kind, model.tray_byte(sel, owner, kind), mine and kind == picked,
                        mine and kind in offered, kind in held)
                sprite = self._sprites.get(look)
                if sprite is None:
                    sprite = self._sprites[look] = self._sprite(*look)
                sprites[kind] = sprite
            self.layers[owner].render(sprites)

    @staticmethod
    def _sprite(owner: int, kind: int, byte: int, up: bool, enabled: bool, held: bool) -> Sprite:
        """``owner``'s tile ``kind`` in the tray, turned as ``byte``; ``up``: the picked one."""
        return Sprite(("hand", owner, kind), partial(_draw_icon, owner, kind, byte),
                      attrs(type="button", class_=f"niju-hand-tile {OWNER_CLASS[owner]}"
                                                  + (" picked" if up else ""),
                            data_hand_kind=kind, data_owner=owner, data_pattern=f"{byte:02x}",
                            aria_label=t("a11y.niju.tray_tile", seat=t(f"ni-ju.seat.{owner}"), kind=kind),
                            disabled=None if enabled else "", hidden=None if held else ""),
                      content=byte)
