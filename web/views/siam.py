"""The Siam board: draws a SiamState as SVG and turns taps into move tokens.

It knows no rule. What may be tapped comes from grouping the state's legal
move tokens by where they start and end (``MoveMenu``); how pieces slide
comes from the engine's ``displacements``. The SVG is built once per game;
each redraw only moves, turns, adds or removes the piece groups that changed.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from games.diagram.siam import ANGLE, CELL, LABEL_OFFSET, MARGIN, PIECE_NAMES, piece_shapes
from games.siam import SiamMove, SiamState

from .. import dom
from ..i18n import t, tn

ARROW_DISTANCE = 72
ARROW_RADIUS = 30
ARROW_HIT = 40
"""The arrows' invisible tap circle: 44 px even on a 390 px wide phone."""
SEAT_NAMES = ("Elephants", "Rhinos")
DIR_DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


class Choice(NamedTuple):
    """A pending facing choice: the square the arrows surround and facing -> token."""

    square: str
    tokens: dict[str, str]


class MoveMenu:
    """The legal moves of a state grouped for tapping: source -> target -> facing -> token.

    Source None is the reserve (enter); target None is the reserve (exit).
    """

    def __init__(self, state: SiamState) -> None:
        self.by_source: dict[str | None, dict[str | None, dict[str, str]]] = {}
        self.pushes: set[tuple[str | None, str]] = set()
        for move in state.legal_moves():
            facing = move.facing or "-"
            targets = self.by_source.setdefault(move.src, {})
            targets.setdefault(move.dst, {})[facing] = str(move)
            if move.dst is not None and move.src != move.dst and state.piece_at(move.dst):
                self.pushes.add((move.src, move.dst))

    def targets(self, source: str | None) -> dict[str | None, dict[str, str]]:
        return self.by_source.get(source, {})


def _piece_shapes(group: Any, kind: str) -> None:
    """Draw a piece facing north around (0, 0) (shared with the diagrams); the caller rotates it."""
    dom.build(piece_shapes(kind), group)


class SiamView:
    """One Siam board in the page: the SVG and the two seats (reserves)."""

    game_name = "siam"

    def __init__(self, board: Any, seat_top: Any, seat_bottom: Any) -> None:
        self.board = board
        self.seats = (seat_top, seat_bottom)
        self.state: SiamState | None = None
        self.flipped = False
        self.menu: MoveMenu | None = None
        self.selected: tuple[str, str | None] | None = None
        """("reserve", None) or ("square", name) while a piece is picked up."""
        self.choice: Choice | None = None
        self.last: list[str] = []
        self.pieces: dict[str, Any] = {}
        self.piece_keys: dict[int, tuple[str, str]] = {}
        self._build()

    # ----- static drawing, once per game ------------------------------------------------
    def _build(self) -> None:
        dom.clear(self.board)
        dom.set_attrs(self.board, viewBox=f"{-MARGIN} {-MARGIN} {5 * CELL + 2 * MARGIN} "
                      f"{5 * CELL + 2 * MARGIN}", aria_label="Siam board")
        self.square_layer = dom.svg("g", self.board, class_="squares")
        self.label_layer = dom.svg("g", self.board, class_="labels")
        self.mark_layer = dom.svg("g", self.board, class_="marks")
        self.piece_layer = dom.svg("g", self.board, class_="pieces")
        self.choice_layer = dom.svg("g", self.board, class_="chooser")
        self.squares: dict[str, Any] = {}
        self.labels: list[tuple[Any, str, int]] = []
        self.reserves: list[Any] = []
        self.reserve_counts: list[Any] = []

    def _layout(self, state: SiamState) -> None:
        """Squares and coordinates for this geometry and orientation."""
        geom = state.geom
        dom.clear(self.square_layer)
        dom.clear(self.label_layer)
        self.squares = {}
        for sq, name in enumerate(geom.names):
            x, y = self._xy(name, geom)
            classes = "sq edge" if sq in geom.edge else "sq"
            self.squares[name] = dom.svg(
                "rect", self.square_layer, class_=classes, x=x - CELL // 2, y=y - CELL // 2,
                width=CELL, height=CELL, data_square=name,
            )
        size = 5 * CELL
        for c in range(geom.columns):
            letter = "ABCDEFGHIJ"[c]
            col = geom.columns - 1 - c if self.flipped else c
            x = col * CELL + CELL // 2
            for y in (-LABEL_OFFSET, size + LABEL_OFFSET):
                t = dom.svg("text", self.label_layer, class_="coord", x=x, y=y)
                t.textContent = letter
        for r in range(geom.rows):
            row = geom.rows - 1 - r if self.flipped else r
            y = row * CELL + CELL // 2
            for x in (-LABEL_OFFSET, size + LABEL_OFFSET):
                t = dom.svg("text", self.label_layer, class_="coord", x=x, y=y)
                t.textContent = str(r + 1)
        self._build_seats()

    def _build_seats(self) -> None:
        self.reserves = []
        self.reserve_counts = []
        for seat in self.seats:
            dom.clear(seat)
        for owner in (0, 1):
            button = dom.html("button", None, type="button", class_="reserve", data_reserve=owner,
                              aria_label=f"{SEAT_NAMES[owner]} reserve")
            icon = dom.svg("svg", button, viewBox="-50 -56 100 100", aria_hidden="true")
            _piece_shapes(dom.svg("g", icon, class_=f"piece {PIECE_NAMES[owner]}"), PIECE_NAMES[owner])
            dom.html("span", button, text=t(f"siam.seat.{owner}"), class_="seat-name")
            count = dom.html("span", button, text="×5", class_="count")
            self.reserves.append(button)
            self.reserve_counts.append(count)
        self._place_seats()

    def _place_seats(self) -> None:
        bottom = 1 if self.flipped else 0
        self.seats[1].appendChild(self.reserves[bottom])
        self.seats[0].appendChild(self.reserves[1 - bottom])

    def _xy(self, name: str, geom: Any) -> tuple[int, int]:
        c, r = geom.coords[geom.index(name)]
        if self.flipped:
            c, r = geom.columns - 1 - c, geom.rows - 1 - r
        return c * CELL + CELL // 2, r * CELL + CELL // 2

    def _angle(self, facing: str) -> int:
        return ANGLE[facing] + (180 if self.flipped else 0)

    # ----- showing a state ---------------------------------------------------------------------
    def show(self, state: SiamState, bottom: int, before: SiamState | None = None,
             move: str | None = None) -> None:
        """Draw ``state``. With ``before`` and ``move`` (just played), pieces slide.

        ``bottom`` is the seat whose side of the board is nearest the viewer:
        with the rhinos (1) there, the board is seen from row 5.
        """
        flipped = bottom == 1
        drawn = self.state
        relayout = self.state is None or flipped != self.flipped or state.geom is not self.state.geom
        self.flipped = flipped
        if relayout:
            self._layout(state)
        self.state = state
        self.menu = MoveMenu(state)
        self.selected = None
        self.choice = None
        if before is not None and move is not None:
            if drawn is before or drawn == before:
                # Slide only pieces drawn where ``before`` has them: a move confirmed after
                # its preview is drawn already, and sliding it again drew a pushed piece twice.
                self._slide(before, state.game.parse_move(move))
            self.last = [n for pair in before.displacements(state.game.parse_move(move))
                         for n in pair if n is not None]
        elif before is None and move is None:
            self.last = []
        self._reconcile(state)
        self._draw_marks()
        self._update_seats()

    def set_last(self, before: SiamState | None, move: str | None) -> None:
        """Mark the squares the last move touched (after undo/redo, without sliding)."""
        if before is None or move is None:
            self.last = []
        else:
            self.last = [n for pair in before.displacements(before.game.parse_move(move))
                         for n in pair if n is not None]
        self._draw_marks()

    def _slide(self, before: SiamState, move: SiamMove) -> None:
        geom = before.geom
        moving = [(self.pieces.pop(src, None) if src else None, dst)
                  for src, dst in before.displacements(move)]
        for element, dst in moving:
            if element is None:
                continue
            if dst is None:
                self._leave(element, move, geom)
            else:
                self.pieces[dst] = element

    def _leave(self, element: Any, move: SiamMove, geom: Any) -> None:
        """Fade a piece out, sliding it one step off the board (or into the reserve)."""
        key = self.piece_keys.pop(id(element), None)
        if dom.reduced_motion():  # no slide, no fade: gone at once
            element.remove()
            return
        if move.facing and key:
            x, y = self._xy(key[0], geom) if key[0] in geom.names else (0, 0)
            dx, dy = DIR_DELTA[move.facing]
            if self.flipped:
                dx, dy = -dx, -dy
            element.style.transform = f"translate({x + dx * CELL}px, {y + dy * CELL}px)"
        dom.set_attrs(element, class_=element.getAttribute("class") + " leaving")
        dom.later(260, element.remove)

    def _reconcile(self, state: SiamState) -> None:
        geom = state.geom
        wanted: dict[str, tuple[str, str | None]] = {}
        for name in geom.names:
            piece = state.piece_at(name)
            if piece is not None:
                wanted[name] = piece
        for name in list(self.pieces):
            if name not in wanted or self._kind(self.pieces[name]) != wanted[name][0]:
                element = self.pieces.pop(name)
                self.piece_keys.pop(id(element), None)
                element.remove()
        for name, (kind, facing) in wanted.items():
            element = self.pieces.get(name)
            if element is None:
                element = dom.svg("g", self.piece_layer, class_=f"piece {kind} entering",
                                  data_piece=kind)
                _piece_shapes(element, kind)
                self.pieces[name] = element
            self._place(element, name, kind, facing, geom)

    def _kind(self, element: Any) -> str:
        return element.getAttribute("data-piece")

    def _place(self, element: Any, name: str, kind: str, facing: str | None, geom: Any) -> None:
        key = (name, f"{facing}{self.flipped}")
        if self.piece_keys.get(id(element)) == key:
            return
        self.piece_keys[id(element)] = key
        x, y = self._xy(name, geom)
        element.style.transform = f"translate({x}px, {y}px)"
        owner = PIECE_NAMES.index(kind) if kind in PIECE_NAMES else None
        dom.set_attrs(element, data_square=name, data_facing=facing, data_owner=owner)
        if facing is not None:
            element.firstChild.style.transform = f"rotate({self._angle(facing)}deg)"

    def _update_seats(self) -> None:
        state = self.state
        assert state is not None
        for owner in (0, 1):
            button = self.reserves[owner]
            n = state.reserve(owner)
            self.reserve_counts[owner].textContent = f"×{n}"
            classes = ["reserve"]
            if state.to_move == owner:
                classes.append("to-move")
            if self.selected == ("reserve", None) and state.to_move == owner:
                classes.append("selected")
            if self._exit_token() and state.to_move == owner:
                classes.append("target")
            dom.set_attrs(button, class_=" ".join(classes),
                          aria_label=f"{SEAT_NAMES[owner]} reserve: {n}")
        self._place_seats()

    # ----- marks: last move, selection, targets, facing arrows ---------------------------------
    def _draw_marks(self) -> None:
        dom.clear(self.mark_layer)
        dom.clear(self.choice_layer)
        if self.state is None:
            return
        geom = self.state.geom
        for name, rect in self.squares.items():
            base = "sq edge" if geom.index(name) in geom.edge else "sq"
            dom.set_attrs(rect, class_=base + (" last" if name in self.last else ""))
        if self.selected is not None and self.selected[0] == "square":
            x, y = self._xy(self.selected[1], geom)  # type: ignore[arg-type]
            dom.svg("rect", self.mark_layer, class_="mark selected", x=x - 46, y=y - 46,
                    width=92, height=92, rx=10)
        for target in self._targets():
            if target is None:
                continue
            x, y = self._xy(target, geom)
            source = self._source()
            if self.menu and (source, target) in self.menu.pushes:
                dom.svg("rect", self.mark_layer, class_="mark target-push", x=x - 40, y=y - 40,
                        width=80, height=80, rx=12, data_target=target)
            elif self.selected == ("square", target):
                continue
            else:
                dom.svg("circle", self.mark_layer, class_="mark target", cx=x, cy=y, r=18,
                        data_target=target)
        if self.choice is not None:
            self._draw_choice(self.choice)

    def _draw_choice(self, choice: Choice) -> None:
        geom = self.state.geom  # type: ignore[union-attr]
        size = 5 * CELL
        dom.svg("rect", self.choice_layer, class_="chooser-backdrop", x=-MARGIN, y=-MARGIN,
                width=size + 2 * MARGIN, height=size + 2 * MARGIN, data_choice="cancel")
        x, y = self._xy(choice.square, geom)
        dom.svg("rect", self.choice_layer, class_="chooser-hole", x=x - CELL // 2, y=y - CELL // 2,
                width=CELL, height=CELL, rx=6)
        for facing, _token in sorted(choice.tokens.items()):
            dx, dy = DIR_DELTA[facing]
            if self.flipped:
                dx, dy = -dx, -dy
            group = dom.svg("g", self.choice_layer, class_="chooser-button", data_choice=facing,
                            role="button", aria_label=f"face {facing}")
            group.style.transform = (f"translate({x + dx * ARROW_DISTANCE}px, "
                                     f"{y + dy * ARROW_DISTANCE}px) rotate({self._angle(facing)}deg)")
            dom.svg("circle", group, class_="chooser-hit", r=ARROW_HIT)  # a 44 px tap on phones
            dom.svg("circle", group, r=ARROW_RADIUS)
            dom.svg("path", group, d="M0 -20 L16 6 L6 6 L6 18 L-6 18 L-6 6 L-16 6 Z")

    def _source(self) -> str | None:
        if self.selected is None:
            return None
        return self.selected[1]

    def _targets(self) -> list[str | None]:
        if self.selected is None or self.menu is None:
            return []
        return list(self.menu.targets(self._source()))

    def _exit_token(self) -> str | None:
        if self.selected is None or self.selected[0] != "square" or self.menu is None:
            return None
        exits = self.menu.targets(self.selected[1]).get(None)
        return exits.get("-") if exits else None

    # ----- taps --------------------------------------------------------------------------------
    def clear_selection(self) -> None:
        self.selected = None
        self.choice = None
        if self.state is not None:
            self._draw_marks()
            self._update_seats()

    def tap(self, target: Any) -> str | None:
        """Handle a tap on ``target`` (an element inside the board or a seat).

        Returns the move token to play, or None when the tap only changed the
        selection (or did nothing).
        """
        state = self.state
        if state is None or self.menu is None or state.to_move is None:
            return None
        hit = dom.closest_data(target, "choice", "reserve", "square", "target")
        token = self._resolve(hit, state.to_move)
        self._draw_marks()
        self._update_seats()
        return token

    def _resolve(self, hit: tuple[str, str] | None, me: int) -> str | None:
        assert self.menu is not None
        if self.choice is not None:
            chosen = self.choice.tokens.get(hit[1]) if hit and hit[0] == "choice" else None
            self.choice = None
            if chosen is None:
                self.selected = None
            return chosen
        if hit is None:
            self.selected = None
            return None
        kind, value = hit
        if kind == "reserve":
            owner = int(value)
            exit_token = self._exit_token()
            if exit_token and owner == me:
                self.selected = None
                return exit_token
            if owner == me and self.selected != ("reserve", None) and self.menu.targets(None):
                self.selected = ("reserve", None)
            else:
                self.selected = None
            return None
        name = value
        if self.selected is not None and name in self.menu.targets(self._source()):
            tokens = self.menu.targets(self._source())[name]
            if len(tokens) == 1:
                self.selected = None
                return next(iter(tokens.values()))
            self.choice = Choice(name, tokens)
            return None
        if self.menu.targets(name):
            self.selected = ("square", name)
        else:
            self.selected = None
        return None

    # ----- text for the page -------------------------------------------------------------------
    @staticmethod
    def seat_name(player: int) -> str:
        return t(f"siam.seat.{player}")

    @staticmethod
    def hint(state: SiamState) -> str:
        return t("siam.hint")
