"""Symbol Pallet's HTML parts: the info strip, the tray (hand, chip buttons, prompts) and the pile.

Everything here is a keyed layer (``web.draw.KeyedLayer`` in its HTML form):
the strip's items, the tray's one section (a note, the hand-off screen, the
plus/send prompt or the hand row), the hand row's chip buttons and hand tiles,
and the discard pile's tiles. A tile button keeps its element while it stays
in the hand; only its pressed state is written when it is chosen.

The hand is secret: the hand row exists only while the view says the player
to move has taken the device (``view.revealed()``); until then no hand tile is
in the page at all. What is chosen is the selection of the board the view drew
last (``view.taps()``).
"""

from __future__ import annotations

from functools import partial
from typing import Any


from games.diagram import symbol_pallet as shapes
from games.diagram.svg import el
from games.symbol_pallet import COLOURS, SYMBOLS
from games.symbol_pallet.tiles import CATALOGUE, TILE_INDEX

from .. import dom
from ..draw import KeyedLayer, Sprite, attrs
from ..i18n import local_name, t, tn

LETTERS = "ab"


def tile_name(tile_id: str) -> str:
    """A tile's name for screen readers: "red same colour (Rs1)" / "赤・同色（Rs1）"."""
    tile = CATALOGUE[TILE_INDEX[tile_id]]
    colour, symbol = COLOURS[tile.colour], SYMBOLS[tile.symbol]
    return t("a11y.sp.tile", colour=local_name(colour), symbol=local_name(symbol), id=tile_id)


def tile_svg(tile_id: str, button: Any) -> None:
    """A tile's face as a small SVG inside a button (one piece of markup: ``dom.fill``)."""
    colour = shapes.tile_info(tile_id)[0]
    dom.fill(button, dom.icon("-50 -50 100 100", f"sp-c-{colour}", shapes.face_shapes(tile_id)))


def _chip_button(player: int, letter: str, count: int | None, button: Any) -> None:
    """A chip and the number of spots it may go to now (drawn again when that changes)."""
    chip = dom.icon("-22 -22 44 44", f"sp-chip-shape sp-p{player}", shapes.chip_shapes(letter, 20, 14, player))
    dom.fill(button, chip if count is None else [chip, el("span", text=str(count), class_="sp-spots")])


def _span(text: str, element: Any) -> None:
    dom.html("span", element, text=text)


def _text(text: str, element: Any) -> None:
    element.textContent = text


class SymbolPalletTray:
    """The strip above the field, the tray below it and the pile in the panel."""

    def __init__(self, view: Any) -> None:
        """``view`` is the ``SymbolPalletView`` (typed loosely: the view imports this module)."""
        self.view = view
        self.strip = KeyedLayer(view.seats[0], "sp-strip", html=("div", "span"))
        self.tray = KeyedLayer(view.seats[1], "sp-tray", html=("div", "div"))
        self.row: KeyedLayer | None = None
        """The hand row's parts (the discard button, the chip buttons, the hand), while shown."""
        self.chips: KeyedLayer | None = None
        self.hand: KeyedLayer | None = None
        self.pile: KeyedLayer | None = None

    # ----- the strip -------------------------------------------------------------------------
    def draw_strip(self) -> None:
        view = self.view
        state, pv, info = view.state, view.pv, view.info
        items: dict[Any, Sprite] = {}
        for p in range(state.n):
            count: tuple[str, ...] = ()
            if state.over:
                count = (str(state.scores()[p]), t("symbol-pallet.owned"))
            elif pv is not None:
                n = pv.hand_sizes[p]
                count = (str(n), tn("symbol-pallet.tiles", n))
            kind = ("player", view.seat_name(p), count)
            items[("player", p)] = Sprite(kind, partial(self._player, view.seat_name(p), count), attrs(
                class_=f"sp-player sp-p{p}{' to-move' if p == state.to_move else ''}", data_player=p))
        if pv is not None:
            text = t("symbol-pallet.deck", n=pv.deck_size)
            items["deck"] = Sprite(("deck", text), partial(_text, text),
                                   attrs(class_="sp-deck", data_deck=pv.deck_size))
        text = ""
        if info.phase == "actions":
            final = t("symbol-pallet.final_round") if info.final_round else ""
            text = t("symbol-pallet.action", n=info.action) + final
        elif info.phase in ("discard", "setup"):
            text = t(f"symbol-pallet.phase.{info.phase}")
        if text:
            count_attr = info.action if info.phase == "actions" else None
            items["action"] = Sprite(("action", text), partial(_text, text),
                                     attrs(class_="sp-action", data_action_count=count_attr))
        self.strip.render(items, ordered=True)

    @staticmethod
    def _player(name: str, count: tuple[str, ...], element: Any) -> None:
        dom.html("i", element, class_="sp-dot")
        element.appendChild(element.ownerDocument.createTextNode(name))
        if count:
            number = dom.html("span", element, text=count[0], class_="sp-count")
            dom.html("span", number, text=count[1], class_="sp-word")

    # ----- the tray -----------------------------------------------------------------------------
    def draw_tray(self) -> None:
        """One section: the end note, the computer's or hand-off screen, a prompt, or the hand row."""
        view = self.view
        state, info = view.state, view.info
        sel = view.taps()[1]
        mover = state.to_move
        section: Sprite
        showing_row = False
        if mover is None:
            scores = state.scores()
            owned = t("list.separator").join(f"{view.seat_name(p)} {scores[p]}" for p in range(state.n))
            text = t("symbol-pallet.over", owned=owned)
            section = Sprite(("over", text), partial(_text, text), attrs(class_="sp-note"), tag="p")
        elif view.drawn is not None and mover in view.drawn.computer:
            text = t("ai.sp.computer_hand", name=view.seat_name(mover))
            section = Sprite(("computer", text), partial(_span, text),
                             attrs(class_="sp-handoff"))
        elif view.drawn is not None and view.drawn.watching:
            text = t("symbol-pallet.watching", seat=view.seat_name(mover))
            section = Sprite(("watching", text), partial(_text, text), attrs(class_="sp-note"), tag="p")
        elif not view.revealed():
            name = view.seat_name(mover)
            if info.phase == "setup":
                text, label = t("symbol-pallet.setup_chip", seat=name), t("symbol-pallet.see_hand")
            else:
                text = t("symbol-pallet.give_device", seat=name)
                label = t("symbol-pallet.show_hand", seat=name)
            section = Sprite(("handoff", text, label), partial(self._handoff, text, label),
                             attrs(class_="sp-handoff"))
        elif sel.pending:
            section = self._prompt()
        else:
            section = Sprite(("row", info.phase), self._make_row, attrs(class_="sp-hand-row"))
            showing_row = True
        self.tray.render({"section": section})
        if showing_row:
            self._draw_row()
        else:
            self.row = self.chips = self.hand = None

    @staticmethod
    def _handoff(text: str, label: str, element: Any) -> None:
        dom.html("span", element, text=text)
        dom.html("button", element, text=label, type="button", class_="sp-primary", data_sp="reveal")

    def _prompt(self) -> Sprite:
        view = self.view
        model, sel = view.taps()
        buttons: list[tuple[str, str, str]] = []
        if model.asking_plus(sel):
            options = model.plus_options(sel)
            if True in options:
                buttons.append(("yes", "sp-primary", t("symbol-pallet.yes")))
            if False in options:
                buttons.append(("no", "", t("symbol-pallet.no")))
            text = t("symbol-pallet.move_chip", chip=LETTERS[sel.chip], tile=tile_name(sel.tile_id))
        else:
            waiting = model.next_displaced(sel)
            player, chip = waiting if waiting is not None else (0, 0)
            text = t("symbol-pallet.covered", chip=f"{player + 1}{LETTERS[chip]}",
                     seat=view.seat_name(player))
        kind = ("prompt", text, tuple(buttons))
        return Sprite(kind, partial(self._make_prompt, text, tuple(buttons)), attrs(class_="sp-prompt"))

    @staticmethod
    def _make_prompt(text: str, buttons: tuple[tuple[str, str, str], ...], element: Any) -> None:
        dom.html("span", element, text=text)
        box = dom.html("span", element, class_="sp-prompt-buttons")
        for value, class_, label in buttons:
            dom.html("button", box, text=label, type="button", class_=class_ or None, data_sp=value)
        dom.html("button", box, text="✕", type="button", data_sp="cancel", aria_label=t("a11y.sp.cancel"))

    # ----- the hand row --------------------------------------------------------------------------
    def _make_row(self, element: Any) -> None:
        self.row = KeyedLayer(None, "", html=("", "span"), group=element)

    def _draw_row(self) -> None:
        view = self.view
        info, pv = view.info, view.pv
        if self.row is None:
            return
        model, sel = view.taps()
        parts: dict[Any, Sprite] = {}
        if info.phase == "discard":
            k, n = info.must_discard, len(sel.discarding)
            text = t("symbol-pallet.discard_go", n=n, k=k)
            parts["go"] = Sprite(("go", text), partial(_text, text), attrs(
                type="button", class_="sp-primary sp-discard-go", data_sp="discard-go",
                disabled=None if model.discard_ready(sel) else ""), tag="button")
        elif info.phase == "actions":
            parts["chips"] = Sprite("chips", self._make_chips,
                                    attrs(class_="sp-chip-pick", role="group", aria_label=t("a11y.sp.chip_pick")))
        parts["hand"] = Sprite("hand", self._make_hand, attrs(class_="sp-hand", aria_label=t("a11y.sp.hand")))
        self.row.render(parts, ordered=True)
        if self.chips is not None and "chips" in parts:
            counts = model.spot_counts(sel)
            mover = view.state.to_move
            chips: dict[Any, Sprite] = {}
            for c in (0, 1):
                count = None if counts is None else counts[c]
                on = c == sel.chip
                chips[c] = Sprite(("chip", mover), partial(_chip_button, mover, LETTERS[c], count),
                                  attrs(type="button", class_=f"sp-chip-button{' selected' if on else ''}",
                                        data_sp=f"chip:{c}", aria_pressed="true" if on else "false",
                                        aria_label=f"chip {LETTERS[c]}"),
                                  content=count)  # its spots change with the tile: the button stays
            self.chips.render(chips)
        if self.hand is not None:
            tiles: dict[Any, Sprite] = {}
            for tile_id in pv.hand_ids:
                on = model.selected(sel, tile_id)
                tiles[tile_id] = Sprite(("tile", tile_id), partial(tile_svg, tile_id), attrs(
                    type="button", class_=f"sp-tile-button{' selected' if on else ''}",
                    data_sp=f"hand:{tile_id}", data_hand=tile_id, aria_pressed="true" if on else "false",
                    aria_label=tile_name(tile_id)))
            if not pv.hand_ids:
                text = t("symbol-pallet.hand_empty")
                tiles["empty"] = Sprite(("empty", text), partial(_text, text), attrs(class_="sp-note"),
                                        tag="span")
            self.hand.render(tiles, ordered=True)

    def _make_chips(self, element: Any) -> None:
        self.chips = KeyedLayer(None, "", html=("", "button"), group=element)

    def _make_hand(self, element: Any) -> None:
        self.hand = KeyedLayer(None, "", html=("", "button"), group=element)

    # ----- the pile (in the panel) ---------------------------------------------------------------
    def build_pile(self, box: Any) -> None:
        self.pile = KeyedLayer(box, "sp-pile-tiles", html=("div", "button"))

    def draw_pile(self, ready: bool) -> None:
        view = self.view
        if self.pile is None:
            return
        discard = view.pv.discard_ids if view.pv is not None else list(view.state.discard_pile())
        chosen = view.taps()[1].tile_id
        tiles: dict[Any, Sprite] = {}
        for tile_id in discard:
            on = tile_id == chosen
            tiles[tile_id] = Sprite(("tile", tile_id), partial(tile_svg, tile_id), attrs(
                type="button", class_=f"sp-tile-button{' selected' if on else ''}",
                data_view_action=f"pick:{tile_id}", data_pile=tile_id, disabled=None if ready else "",
                aria_label=tile_name(tile_id)))
        if not tiles:
            text = t("symbol-pallet.pile_empty")
            tiles["empty"] = Sprite(("empty", text), partial(_text, text), attrs(class_="sp-note"), tag="span")
        self.pile.render(tiles, ordered=True)
