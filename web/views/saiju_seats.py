"""Saiju's seats: the players above the board (totals, Shadows held) and the supply below.

Both are keyed HTML layers (``web.draw``): a seat or a kind of piece is one
element whose class follows the state and whose inside is drawn again only
when its numbers change. What is eligible or chosen in the supply comes from
the tap model; the counts from ``state.supply_counts()``.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

from games.diagram.saiju import piece_shapes
from games.saiju import COLOURS, SYMBOLS, SaijuState

from .. import dom
from ..draw import KeyedLayer, Sprite, attrs
from ..i18n import t
from ..models.saiju import SaijuSelection, SaijuTapModel


def icon(parent: Any, colour: str | None, symbol: str, cls: str = "saiju-icon") -> None:
    """A small inline SVG of a piece (colour None: a Shadow) for the HTML seats, as one
    piece of markup (a seat and each kind of the supply has one: a call per element
    was a sixth of the first drawing)."""
    dom.fill(parent, dom.icon("-40 -40 80 80", f"saiju-c{colour or 'k'}", piece_shapes(symbol, colour=colour), cls))


def _draw_seat(player: int | None, total: int, held: tuple[str, ...], element: Any) -> None:
    """A player's seat (``player`` None: the neutral Flower of a 2-player game)."""
    icon(element, "w", "F" if player is None else SYMBOLS[player])
    if player is None:
        dom.html("span", element, text=t("saiju.neutral"), class_="saiju-seat-name")
        return
    dom.html("span", element, text=t(f"saiju.symbol.{SYMBOLS[player]}"), class_="saiju-seat-name")
    dom.html("span", element, text=str(total), class_="saiju-total", data_total=total)
    box = dom.html("span", element, class_="saiju-held", data_held="".join(held),
                   title=t("saiju.shadows_taken", n=len(held)) if held else "")
    for sym in held:
        icon(box, None, sym, "saiju-icon held")


def _draw_kind(kind: str, n: int, element: Any) -> None:
    icon(element, kind[0], kind[1])
    dom.html("b", element, text=str(n), data_count=n)


def _draw_nothing(_element: Any) -> None:
    """A colour's box in the supply: its kinds are a keyed layer of their own."""


class SaijuSeats:
    """The players' seats (in ``seat_top``) and the supply (in ``seat_bottom``)."""

    def __init__(self, seat_top: Any, seat_bottom: Any) -> None:
        self.players = KeyedLayer(seat_top, "saiju-seats", tag="div", html=True)
        self.supply = KeyedLayer(seat_bottom, "saiju-supply", tag="div", html=True)
        dom.set_attrs(self.supply.group, aria_label=t("saiju.supply"))
        self.supply.render({c: Sprite("colour", _draw_nothing, attrs(
            class_=f"saiju-supply-colour saiju-s{c}", data_colour=c,
            title=t("saiju.supply.colour", colour=t(f"saiju.colour.{c}")))) for c in COLOURS})
        self.kinds = {c: KeyedLayer(None, "", tag="span", html=True, group=self.supply.element(c))
                      for c in COLOURS}
        """Colour -> the layer of its three kinds (``data-kind``), inside that colour's box."""
        self._kind_sprites: dict[tuple[str, str, int], Sprite] = {}
        """A kind's sprite by (kind, class, count): a tap re-describes all 15, and there are
        few of each (the same object again is not compared field by field)."""
        self._drawn: tuple[SaijuState | None, str | None, str | None] = (None, None, None)
        """(state, picked symbol, chosen colour) last drawn: a tap that changes neither
        (the colour chooser opening) draws nothing here."""

    def kind_elements(self) -> dict[str, Any]:
        """Kind (``"wS"``) -> its element in the supply (screen readers name them)."""
        return {c + s: self.kinds[c].element(c + s) for c in COLOURS for s in SYMBOLS
                if self.kinds[c].element(c + s) is not None}

    def render(self, state: SaijuState, model: SaijuTapModel, sel: SaijuSelection) -> None:
        """Draw ``state``'s seats and supply, the colours the selection ``sel`` offers lit."""
        drawn = self._drawn
        if drawn[0] is state and drawn[1:] == (sel.symbol, sel.colour):
            return
        self._drawn = (state, sel.symbol, sel.colour)
        if drawn[0] is not state:
            self._render_players(state)
        self._render_supply(state, model, sel)

    def _render_players(self, state: SaijuState) -> None:
        scores, held = state.scores(), state.shadows_held()
        count = state.options.players
        seats: dict[Hashable, Sprite] = {}
        for p in range(count):
            cls = "saiju-seat to-move" if state.to_move == p else "saiju-seat"
            seats[p] = Sprite("seat", partial(_draw_seat, p, scores[p], held[p]),
                              attrs(class_=cls, data_seat=p), content=(scores[p], held[p]))
        if count == 2:
            seats["neutral"] = Sprite("neutral", partial(_draw_seat, None, 0, ()),
                                      attrs(class_="saiju-seat neutral", data_seat="neutral"))
        self.players.render(seats)

    def _render_supply(self, state: SaijuState, model: SaijuTapModel, sel: SaijuSelection) -> None:
        counts = state.supply_counts()
        first = state.first_symbol()
        offered = model.colours(sel) if sel.symbol is not None else ()
        cache = self._kind_sprites
        for c in COLOURS:
            sprites: dict[Hashable, Sprite] = {}
            for s in SYMBOLS:
                kind, n = c + s, counts[c + s]
                cls = "saiju-kind"
                if n == 0:
                    cls += " empty"
                elif s == first:
                    cls += " used"
                if sel.symbol == s and c in offered:
                    cls += " chosen" if sel.colour == c else " eligible"
                sprite = cache.get((kind, cls, n))
                if sprite is None:
                    sprite = cache[(kind, cls, n)] = Sprite(
                        "kind", partial(_draw_kind, kind, n), attrs(class_=cls, data_kind=kind), content=n)
                sprites[kind] = sprite
            self.kinds[c].render(sprites)
