"""The Saiju board: draws a SaijuState as SVG and turns taps into move tokens.

It knows no rule. What may be tapped comes from grouping the state's legal
moves (``MoveMenu``): setup hexes, then Shadow -> colour -> hex for a
placement, plus ``end`` and ``finish``. Scores and groups come from the
engine's ``scoring_groups``. The SVG is built once per game (and again only
when the board turns); a redraw reconciles pieces and sets the classes of
the hexes that changed.

Taps: during setup, tap an empty hex. Then tap a Shadow, choose a colour in
the little chooser that opens next to it (skipped when one colour is left),
and tap the empty hex the Shadow moves to. "End turn" and "Finish" buttons
appear only when those moves are legal.
"""

from __future__ import annotations

from typing import Any

from games.diagram.saiju import HALF, PIECE_R, R, group_node, hex_points, piece_shapes, touched
from games.saiju import (
    COLOUR_NAMES, COLOURS, HEXES, SYMBOL_NAMES, SYMBOLS, End, Finish, Place, SaijuState, Setup,
    pixel_centre, scoring_groups,
)

from .. import dom
from .. import i18n
from ..i18n import t

CHOICE_R = 44
CHOICE_STEP = 98
SEAT_NAMES = ("Snow ❄", "Moon ☾", "Flower ✿")


def draw_piece(group: Any, symbol: str, radius: float = PIECE_R, colour: str | None = None) -> None:
    """A round piece with its symbol, centred on (0, 0); colour comes from the group's class.

    The shapes are the diagrams' (``games.diagram.saiju.piece_shapes``); with
    ``colour`` the piece carries its colour-blind letter (``web.colour_marks``).
    """
    dom.build(piece_shapes(symbol, radius, colour), group)


def icon(parent: Any, colour: str | None, symbol: str, cls: str = "saiju-icon") -> Any:
    """A small inline SVG of a piece (colour None: a Shadow) for the HTML seats."""
    svg = dom.svg("svg", parent, class_=cls, viewBox="-40 -40 80 80", aria_hidden="true")
    draw_piece(dom.svg("g", svg, class_=f"saiju-c{colour or 'k'}"), symbol)
    return svg


class MoveMenu:
    """The legal moves of a state grouped for tapping.

    ``setup``: hex -> move; ``place``: symbol -> colour -> hex -> move;
    ``end`` / ``finish``: the move when legal, else None.
    """

    def __init__(self, state: SaijuState) -> None:
        self.setup: dict[str, Any] = {}
        self.place: dict[str, dict[str, dict[str, Any]]] = {}
        self.end: Any = None
        self.finish: Any = None
        for move in state.legal_moves():
            if isinstance(move, Place):
                colours = self.place.setdefault(SYMBOLS[move.symbol], {})
                colours.setdefault(COLOURS[move.colour], {})[HEXES[move.hex]] = move
            elif isinstance(move, Setup):
                self.setup[HEXES[move.hex]] = move
            elif isinstance(move, End):
                self.end = move
            elif isinstance(move, Finish):
                self.finish = move


class Sprite:
    """A piece element on the board and where it was last put."""

    __slots__ = ("el", "kind", "at", "cls")

    def __init__(self, el: Any, kind: str, cls: str = "") -> None:
        self.el = el
        self.kind = kind
        self.cls = cls
        self.at: tuple[str, int] | None = None


def group_reason(g: Any, players: int) -> str:
    """Why a group scores what it does, in the page's language.

    English is the engine's own sentence; other languages are built from the
    same fields (counts, taker, doubled), so the two always agree.
    """
    if i18n.lang() == "en":
        return str(g.reason)
    tally = t("list.separator").join(
        t("saiju.group.count", symbol=t(f"saiju.symbol.{sym}"), n=g.counts[i])
        for i, sym in enumerate(SYMBOLS[:players]))
    if not g.scoring:
        if g.size < 3:
            return t("saiju.group.too_small", n=g.size)
        return t("saiju.group.one_symbol", symbol=t(f"saiju.symbol.{SYMBOLS[g.counts.index(g.size)]}"))
    if g.taker is None:
        return t("saiju.group.tie", tally=tally)
    key = "saiju.group.doubled" if g.doubled else "saiju.group.taken"
    return t(key, tally=tally, symbol=t(f"saiju.symbol.{SYMBOLS[g.taker]}"), size=g.size, points=g.points)


class SaijuView:
    """One Saiju board in the page: the SVG, the players' seats and the supply."""

    game_name = "saiju"

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        self.board = board
        self.seat_top = seat_top
        self.seat_bottom = seat_bottom
        self.state: SaijuState | None = None
        self.players = 0
        self.turn = 0
        """Degrees the board is turned so that the seat at the bottom faces it (0, 120, 180, 240)."""
        self.menu: MoveMenu | None = None
        self.sym: str | None = None
        """The Shadow picked up (its symbol), or None."""
        self.colour: str | None = None
        """The colour chosen for that Shadow's piece, or None."""
        self.choosing = False
        """The colour chooser is open."""
        self.last: tuple[str, ...] = ()
        self.scoring_on = False
        self.scoring_auto = False
        self.labels_on = False
        self.pieces: dict[str, Sprite] = {}
        self.shadows: dict[str, Sprite] = {}
        self.hexes: dict[str, Any] = {}
        self.hex_class: dict[str, str] = {}
        self.seat_els: list[Any] = []
        self.total_els: list[Any] = []
        self.held_els: list[Any] = []
        self.kind_els: dict[str, Any] = {}
        self.count_els: dict[str, Any] = {}
        self.kind_class: dict[str, str] = {}
        self.controls: dict[str, Any] = {}
        self.control_flags: tuple[bool, ...] = ()
        self.seat_cache: dict[Any, Any] = {}
        self.sheet: Any = None
        self.sheet_hidden = True
        self.scoring_drawn = False
        self.root_cls = "saiju"
        self._build()

    # ----- static drawing ----------------------------------------------------------------------
    def _build(self) -> None:
        dom.clear(self.board)
        dom.set_attrs(self.board, viewBox=f"{-HALF} {-HALF} {2 * HALF} {2 * HALF}",
                      aria_label="Saiju board")
        self.root = dom.svg("g", self.board, class_="saiju")
        self.base_layer = dom.svg("g", self.root, class_="saiju-base")
        self.hex_layer = dom.svg("g", self.root, class_="saiju-hexes")
        self.piece_layer = dom.svg("g", self.root, class_="saiju-pieces")
        self.mark_layer = dom.svg("g", self.root, class_="saiju-marks")
        self.score_layer = dom.svg("g", self.root, class_="saiju-scoring")
        self.label_layer = dom.svg("g", self.root, class_="saiju-labels")
        self.choice_layer = dom.svg("g", self.root, class_="saiju-chooser")

    def build_controls(self, container: Any) -> None:
        """End turn / Finish (shown only when legal), Scoring and Labels toggles, the score sheet."""
        c = self.controls
        c["end"] = dom.html("button", container, text=t("saiju.end"), type="button",
                            class_="saiju-end primary", data_view_action="end")
        c["finish"] = dom.html("button", container, text=t("saiju.finish"), type="button",
                               class_="saiju-finish", data_view_action="finish")
        c["scoring"] = dom.html("button", container, text=t("saiju.scoring"), type="button",
                                class_="saiju-toggle", data_view_action="scoring",
                                aria_pressed="false")
        c["labels"] = dom.html("button", container, text=t("saiju.labels"), type="button",
                               class_="saiju-toggle", data_view_action="labels",
                               aria_pressed="false")
        c["end"].hidden = True
        c["finish"].hidden = True
        self.sheet = dom.html("div", container, class_="saiju-sheet", aria_live="polite")
        self.sheet.hidden = True
        if self.state is not None:
            self._update_controls()

    def _xy(self, name: str) -> tuple[float, float]:
        x, y = pixel_centre(name, R)
        if self.turn == 0:
            return x, y
        if self.turn == 180:
            return -x, -y
        # 120 or 240 degrees: the hex grid maps onto itself around the missing centre.
        c, s = (-0.5, 0.8660254037844386) if self.turn == 120 else (-0.5, -0.8660254037844386)
        return x * c - y * s, x * s + y * c

    def _layout(self, state: SaijuState) -> None:
        """Hexes, the missing centre and the hex names, for this orientation."""
        dom.clear(self.base_layer)
        dom.clear(self.hex_layer)
        dom.clear(self.label_layer)
        self.hexes = {}
        self.hex_class = {}
        for name in HEXES:
            x, y = self._xy(name)
            dom.svg("polygon", self.base_layer, points=hex_points(x, y, R + 7))
        dom.svg("polygon", self.base_layer, class_="saiju-hole", points=hex_points(0, 0, R - 3))
        for name in HEXES:
            x, y = self._xy(name)
            group = dom.svg("g", self.hex_layer, class_="saiju-hex", data_hex=name)
            dom.svg("polygon", group, class_="cell", points=hex_points(x, y, R - 2.5))
            dom.svg("circle", group, class_="dot", cx=f"{x:.1f}", cy=f"{y:.1f}", r=13)
            self.hexes[name] = group
            self.hex_class[name] = "saiju-hex"
            label = dom.svg("text", self.label_layer, class_="saiju-label", x=f"{x:.1f}",
                            y=f"{y + 33:.1f}")
            label.textContent = name
        for sprite in (*self.pieces.values(), *self.shadows.values()):
            sprite.at = None
        if self.players != state.options.players or not self.seat_els:
            self.players = state.options.players
            self._build_seats()

    def _build_seats(self) -> None:
        dom.clear(self.seat_top)
        dom.clear(self.seat_bottom)
        self.seat_els, self.total_els, self.held_els = [], [], []
        self.seat_cache = {}
        seats = dom.html("div", self.seat_top, class_="saiju-seats")
        for p in range(self.players):
            sym = SYMBOLS[p]
            seat = dom.html("div", seats, class_="saiju-seat", data_seat=p)
            icon(seat, "w", sym)
            dom.html("span", seat, text=t(f"saiju.symbol.{SYMBOLS[p]}"), class_="saiju-seat-name")
            total = dom.html("span", seat, text="0", class_="saiju-total", data_total=0)
            held = dom.html("span", seat, class_="saiju-held")
            self.seat_els.append(seat)
            self.total_els.append(total)
            self.held_els.append(held)
        if self.players == 2:
            seat = dom.html("div", seats, class_="saiju-seat neutral", data_seat="neutral")
            icon(seat, "w", "F")
            dom.html("span", seat, text=t("saiju.neutral"), class_="saiju-seat-name")
        supply = dom.html("div", self.seat_bottom, class_="saiju-supply", aria_label="Supply")
        self.kind_els, self.count_els, self.kind_class = {}, {}, {}
        for c, colour_name in zip(COLOURS, COLOUR_NAMES):
            box = dom.html("div", supply, class_=f"saiju-supply-colour saiju-s{c}", data_colour=c,
                           title=f"{colour_name} pieces left")
            for s in SYMBOLS:
                kind = c + s
                item = dom.html("span", box, class_="saiju-kind", data_kind=kind)
                icon(item, c, s)
                self.count_els[kind] = dom.html("b", item, text="4", data_count=4)
                self.kind_els[kind] = item
                self.kind_class[kind] = ""

    # ----- showing a state ----------------------------------------------------------------------
    def show(self, state: SaijuState, bottom: int, before: SaijuState | None = None,
             move: str | None = None) -> None:
        """Draw ``state`` seen from seat ``bottom``: turned 180° for Moon with 2 players, by
        thirds of a turn with 3 (players sitting round a tablet lying flat)."""
        turn = (180 * bottom) if state.options.players == 2 else (120 * bottom) % 360
        relayout = (self.state is None or turn != self.turn
                    or state.options.players != self.players)
        self.turn = turn
        if relayout:
            self._layout(state)
        self.state = state
        self.menu = MoveMenu(state)
        self.sym = self.colour = None
        self.choosing = False
        if before is not None and move is not None:
            self.last = touched(before, move)
        elif before is None and move is None:
            self.last = ()
        if state.over and not self.scoring_on:
            self.scoring_on = self.scoring_auto = True
        elif not state.over and self.scoring_auto:
            self.scoring_on = self.scoring_auto = False
        self._reconcile(state)
        self._draw_marks()
        self._update_seats()
        self._update_supply()
        self._update_controls()
        self._draw_scoring()

    def set_last(self, before: SaijuState | None, move: str | None) -> None:
        """Mark the hexes the last move touched (after undo/redo)."""
        self.last = () if before is None or move is None else touched(before, move)
        self._draw_marks()

    def _reconcile(self, state: SaijuState) -> None:
        wanted = state.pieces_on_board()
        for name in [n for n, s in self.pieces.items() if wanted.get(n) != s.kind]:
            self.pieces.pop(name).el.remove()
        added = False
        for name, kind in wanted.items():
            sprite = self.pieces.get(name)
            if sprite is None:
                cls = f"saiju-piece saiju-c{kind[0]} entering"
                el = dom.svg("g", self.piece_layer, class_=cls, data_piece=kind)
                draw_piece(el, kind[1], colour=kind[0])
                sprite = self.pieces[name] = Sprite(el, kind, cls)
                added = True
            self._put(sprite, name)
        shadows = state.shadows_on_board()
        for sym in [s for s in self.shadows if s not in shadows]:
            self.shadows.pop(sym).el.remove()
        allowed = state.allowed_symbols()
        for sym, name in shadows.items():
            sprite = self.shadows.get(sym)
            if sprite is None:
                el = dom.svg("g", self.piece_layer, class_="saiju-piece saiju-ck entering",
                             data_shadow=sym)
                draw_piece(el, sym)
                sprite = self.shadows[sym] = Sprite(el, sym)
            self._put(sprite, name)
            used = not state.in_setup and not state.over and sym not in allowed
            cls = "saiju-piece saiju-ck used" if used else "saiju-piece saiju-ck"
            if sprite.cls != cls:
                sprite.cls = cls
                sprite.el.setAttribute("class", cls)
        if added:  # Shadows stay above the pieces
            for sprite in self.shadows.values():
                self.piece_layer.appendChild(sprite.el)

    def _put(self, sprite: Sprite, name: str) -> None:
        key = (name, self.turn)
        if sprite.at == key:
            return
        sprite.at = key
        x, y = self._xy(name)
        sprite.el.style.transform = f"translate({x:.1f}px, {y:.1f}px)"
        sprite.el.setAttribute("data-hex", name)

    # ----- marks: last move, targets, selection, chooser ---------------------------------------
    def _targets(self) -> dict[str, Any]:
        menu = self.menu
        if menu is None:
            return {}
        if menu.setup:
            return menu.setup
        if self.sym is not None and self.colour is not None and not self.choosing:
            return menu.place.get(self.sym, {}).get(self.colour, {})
        return {}

    def _draw_marks(self) -> None:
        state, menu = self.state, self.menu
        if state is None or menu is None:
            return
        targets = self._targets()
        shadows = state.shadows_on_board()
        picked = shadows.get(self.sym) if self.sym else None
        can_pick = {shadows[s] for s in menu.place if s in shadows} if picked is None else set()
        last = self.last
        for name, group in self.hexes.items():
            cls = "saiju-hex"
            if name in last:
                cls += " last"
            if name in targets:
                cls += " target"
            if name == picked:
                cls += " selected"
            elif name in can_pick:
                cls += " can"
            if self.hex_class.get(name) != cls:
                self.hex_class[name] = cls
                group.setAttribute("class", cls)
        dom.clear(self.mark_layer)
        dom.clear(self.choice_layer)
        if picked is not None and self.colour is not None and not self.choosing:
            x, y = self._xy(picked)
            ghost = dom.svg("g", self.mark_layer, class_=f"saiju-ghost saiju-c{self.colour}",
                            transform=f"translate({x:.1f} {y:.1f})")
            draw_piece(ghost, self.sym, colour=self.colour)  # type: ignore[arg-type]
        if self.choosing and picked is not None:
            self._draw_chooser(picked)

    def _draw_chooser(self, at: str) -> None:
        assert self.state is not None and self.menu is not None and self.sym is not None
        layer = self.choice_layer
        dom.svg("rect", layer, class_="saiju-backdrop", x=-HALF, y=-HALF, width=2 * HALF,
                height=2 * HALF, data_choice="cancel")
        x, y = self._xy(at)
        dom.svg("polygon", layer, class_="saiju-hole-ring", points=hex_points(x, y, R - 2))
        colours = [c for c in COLOURS if c in self.menu.place.get(self.sym, {})]
        counts = self.state.supply_counts()
        cy = y - 100 if y - 100 - CHOICE_R >= -HALF else y + 100
        width = (len(colours) - 1) * CHOICE_STEP
        left = min(max(x - width / 2, -HALF + CHOICE_R + 4), HALF - CHOICE_R - 4 - width)
        for i, c in enumerate(colours):
            cx = left + i * CHOICE_STEP
            group = dom.svg("g", layer, class_=f"saiju-choice saiju-c{c}", data_choice=c,
                            role="button", transform=f"translate({cx:.1f} {cy:.1f})",
                            aria_label=f"{COLOUR_NAMES[COLOURS.index(c)]} {SYMBOL_NAMES[SYMBOLS.index(self.sym)]}")
            dom.svg("circle", group, class_="pad", r=CHOICE_R + 2)
            draw_piece(group, self.sym, 36, colour=c)
            badge = dom.svg("g", group, class_="count", transform="translate(30 30)")
            dom.svg("circle", badge, r=15)
            t = dom.svg("text", badge)
            t.textContent = str(counts[c + self.sym])

    # ----- seats and supply ---------------------------------------------------------------------
    def _update_seats(self) -> None:
        state = self.state
        assert state is not None
        scores = state.scores()
        held = state.shadows_held()
        cache = self.seat_cache
        for p, seat in enumerate(self.seat_els):
            cls = "saiju-seat to-move" if state.to_move == p else "saiju-seat"
            if cache.get(("class", p)) != cls:
                cache[("class", p)] = cls
                seat.setAttribute("class", cls)
            text = str(scores[p])
            if cache.get(("total", p)) != text:
                cache[("total", p)] = text
                total = self.total_els[p]
                total.textContent = text
                total.setAttribute("data-total", text)
            key = "".join(held[p])
            if cache.get(("held", p)) != key:
                cache[("held", p)] = key
                box = self.held_els[p]
                dom.clear(box)
                box.setAttribute("data-held", key)
                for sym in held[p]:
                    icon(box, None, sym, "saiju-icon held")
                box.setAttribute("title", t("saiju.shadows_taken", n=len(held[p])) if held[p] else "")

    def _update_supply(self) -> None:
        state = self.state
        assert state is not None
        counts = state.supply_counts()
        menu = self.menu
        first = state.first_symbol()
        for kind, item in self.kind_els.items():
            n = counts[kind]
            if self.seat_cache.get(kind) != n:
                self.seat_cache[kind] = n
                count = self.count_els[kind]
                count.textContent = str(n)
                count.setAttribute("data-count", str(n))
            cls = "saiju-kind"
            if n == 0:
                cls += " empty"
            elif kind[1] == first:
                cls += " used"
            if (menu is not None and self.sym == kind[1]
                    and kind[0] in menu.place.get(kind[1], {})):
                cls += " chosen" if self.colour == kind[0] else " eligible"
            if self.kind_class.get(kind) != cls:
                self.kind_class[kind] = cls
                item.setAttribute("class", cls)

    def _update_controls(self) -> None:
        c, menu = self.controls, self.menu
        if not c or menu is None:
            return
        flags = (menu.end is None, menu.finish is None, self.scoring_on, self.labels_on)
        if flags == self.control_flags:
            return
        self.control_flags = flags
        c["end"].hidden = flags[0]
        c["finish"].hidden = flags[1]
        c["scoring"].setAttribute("aria-pressed", "true" if self.scoring_on else "false")
        c["labels"].setAttribute("aria-pressed", "true" if self.labels_on else "false")

    # ----- the scoring view ---------------------------------------------------------------------
    def _draw_scoring(self) -> None:
        state = self.state
        on = self.scoring_on and state is not None
        if on or self.scoring_drawn:
            dom.clear(self.score_layer)
        self.scoring_drawn = on
        root_cls = "saiju" + (" scoring" if on else "") + (" labels" if self.labels_on else "")
        if root_cls != self.root_cls:
            self.root_cls = root_cls
            self.root.setAttribute("class", root_cls)
        if self.sheet is not None and self.sheet_hidden != (not on):
            self.sheet_hidden = not on
            self.sheet.hidden = not on
        if not on:
            for sprite in self.pieces.values():
                if sprite.cls.endswith(" dim"):
                    sprite.cls = f"saiju-piece saiju-c{sprite.kind[0]}"
                    sprite.el.setAttribute("class", sprite.cls)
            return
        assert state is not None
        sheet = scoring_groups(state)
        in_group: set[str] = set()
        rows = []
        for g in sheet.groups:
            if not g.scoring:
                continue
            in_group.update(g.hexes)
            self._draw_group(g)
            rows.append(g)
        for name, sprite in self.pieces.items():
            cls = f"saiju-piece saiju-c{sprite.kind[0]}" + ("" if name in in_group else " dim")
            if sprite.cls != cls:
                sprite.cls = cls
                sprite.el.setAttribute("class", cls)
        self._fill_sheet(sheet, rows)

    def _draw_group(self, g: Any) -> None:
        """A group's outline and badge (drawn by ``games.diagram.saiju.group_node``)."""
        dom.build(group_node(g, self._xy), self.score_layer)

    def _fill_sheet(self, sheet: Any, rows: list[Any]) -> None:
        box = self.sheet
        if box is None:
            return
        dom.clear(box)
        title = t("saiju.sheet.final") if sheet.final else t("saiju.sheet.so_far")
        dom.html("h2", box, text=title)  # under the page's h1, the game's title
        if not rows:
            dom.html("p", box, text=t("saiju.sheet.none"))
        listing = dom.html("ul", box)
        for g in sorted(rows, key=lambda g: (-g.points, COLOURS.index(g.colour))):
            colour = t(f"saiju.colour.{g.colour}")
            item = dom.html("li", listing, class_=f"saiju-g{g.colour}", data_points=g.points,
                            data_taker="none" if g.taker is None else g.taker)
            dom.html("b", item, text=t("saiju.group.heading", colour=colour, n=g.size))
            dom.html("span", item, text=group_reason(g, len(sheet.totals)))
        totals = " · ".join(f"{self.seat_name(p)} {n}" for p, n in enumerate(sheet.totals))
        dom.html("p", box, class_="saiju-totals", text=t("saiju.sheet.totals", totals=totals),
                 data_totals=",".join(str(t) for t in sheet.totals))

    # ----- taps and buttons --------------------------------------------------------------------
    def clear_selection(self) -> None:
        self.sym = self.colour = None
        self.choosing = False
        if self.state is not None:
            self._draw_marks()
            self._update_supply()

    def tap(self, target: Any) -> str | None:
        """A tap inside the board or the seats: the move token to play, or None."""
        state = self.state
        if state is None or self.menu is None or state.to_move is None:
            return None
        token = self._resolve(dom.closest_data(target, "choice", "hex"))
        self._draw_marks()
        self._update_supply()
        return token

    def _resolve(self, hit: tuple[str, str] | None) -> str | None:
        menu, state = self.menu, self.state
        assert menu is not None and state is not None
        if self.choosing:
            self.choosing = False
            colours = menu.place.get(self.sym or "", {})
            if hit is not None and hit[0] == "choice" and hit[1] in colours:
                self.colour = hit[1]
            else:
                self.sym = self.colour = None
            return None
        if hit is None or hit[0] != "hex":
            self.sym = self.colour = None
            return None
        name = hit[1]
        if menu.setup:
            move = menu.setup.get(name)
            return None if move is None else str(move)
        move = self._targets().get(name)
        if move is not None:
            self.sym = self.colour = None
            return str(move)
        content = state.hex_contents(name)
        if content[:1] == "#" and content[1] in menu.place:
            sym = content[1]
            colours = menu.place[sym]
            if len(colours) == 1:
                self.sym, self.colour = sym, next(iter(colours))
            else:
                self.sym, self.colour, self.choosing = sym, None, True
            return None
        self.sym = self.colour = None
        return None

    def control(self, action: str) -> str | None:
        """Answer a button of ``#view-controls``; End turn and Finish return their move."""
        menu = self.menu
        if action == "labels":
            self.labels_on = not self.labels_on
        elif action == "scoring":
            self.scoring_on = not self.scoring_on
            self.scoring_auto = False
        elif menu is not None and action == "end" and menu.end is not None:
            return str(menu.end)
        elif menu is not None and action == "finish" and menu.finish is not None:
            return str(menu.finish)
        else:
            return None
        self._update_controls()
        self._draw_scoring()
        return None

    # ----- text for the page -------------------------------------------------------------------
    @staticmethod
    def seat_name(player: int) -> str:
        return t(f"saiju.seat.{player}")

    @staticmethod
    def hint(state: SaijuState) -> str:
        if state.in_setup:
            sym = state.setup_shadow() or "S"
            return t("saiju.hint.setup", shadow=t(f"saiju.symbol.{sym}"))
        finish = t("saiju.hint.or_finish") if state.finish_legal() else ""
        if state.placement_number() == 2:
            return t("saiju.hint.second", finish=finish)
        return t("saiju.hint.first", finish=finish)
