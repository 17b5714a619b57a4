"""Ni-Ju's tap model: what a tap picks, turns or plays, with no DOM.

A turn is made of taps: pick a tile (a tray tile in the placement phase, one
of your tiles on the table in the movement phase), turn it as you like (tap
it again, the Rotate button, the R key), then tap a lit square. Pass is a
button, offered only when it is legal.

Everything comes from ``state.legal_moves()`` and the moves' fields
(``Place.kind/byte/target``, ``Step.origin/byte/target``, ``Pass``): the
model groups the legal moves by what a player picks (a kind in hand, a tile's
square), then by how the tile is turned, then by the square it goes to. It
never writes or reads a move token and takes the mover from ``state.to_move``.

Hits are ``(data-name, value)`` pairs from the page: ``hand-kind`` (a tray
tile's kind number), ``tile`` and ``square`` (a square's name, as
``square_name`` writes it), ``bg`` (the empty table). The selection
(``NiJuSelection``) is a value the page keeps in its ``BoardState``; how tray
tiles were turned and the tile peeked at outlast a move (``carried``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from games.base import Move
from games.niju import NiJuState, Pass, Place, Step, kind_byte, rotate

from ..board_state import Selection
from .base import Hit, TapModel

Square = tuple[int, int]
Pick = tuple[str, int] | tuple[str, Square]
"""``("hand", kind)`` or ``("tile", square)``: what the player holds up."""
Choices = dict[int, dict[Square, Move]]
"""Per orientation (pattern byte): the square it may go to -> the legal move."""


def square_name(sq: Square) -> str:
    """A square's name in the page's ``data-square``/``data-tile`` attributes."""
    return f"{sq[0]},{sq[1]}"


@dataclass(frozen=True)
class NiJuSelection(Selection):
    """What the taps so far picked and turned on a Ni-Ju table (defaults: nothing)."""

    pick: Pick | None = None
    """What the player holds up, if anything."""
    byte: int = 0
    """The picked tile's pattern as it would go down (turned by ``rotate``)."""
    peek: Square | None = None
    """The tile whose marked squares show faintly (the last tapped tile)."""
    turned: tuple[tuple[tuple[int, int], int], ...] = ()
    """Per (owner, kind): how the player last turned that tile in the tray."""

    def carried(self) -> NiJuSelection:
        """A new position keeps how tray tiles were turned and the tile peeked at (the view
        drops a peek whose tile is gone); a new game keeps neither."""
        return NiJuSelection(peek=self.peek, turned=self.turned)

    @cached_property
    def _turns(self) -> dict[tuple[int, int], int]:
        return dict(self.turned)

    def turn_of(self, owner: int, kind: int) -> int | None:
        """How ``owner`` last turned tray tile ``kind`` (None: never); the trays ask for each
        of their forty tiles on a redraw, so the pairs are looked up in a dict made once."""
        return self._turns.get((owner, kind))


NOTHING = NiJuSelection()


class NiJuTapModel(TapModel[NiJuState, NiJuSelection]):
    """What taps offer on one Ni-Ju position: the picks, their turns, their targets."""

    empty = NOTHING

    def __init__(self, state: NiJuState, forbidden: tuple[Move, ...] = ()) -> None:
        super().__init__(state, forbidden)
        self._index: dict[Pick, list[Step | Place]] | None = None
        self._ways: dict[Pick, Choices] = {}
        self._pass: Move | None = None
        self._names: dict[str, Square] = {square_name(sq): sq for sq in state.tiles()}

    def own(self, selection: Selection) -> NiJuSelection:
        """``selection`` when it is Ni-Ju's, its peek dropped when no tile is there any more."""
        sel = super().own(selection)
        if sel.peek is not None and self.state.tile_at(sel.peek) is None:
            return replace(sel, peek=None)
        return sel

    def _choices(self) -> dict[Pick, list[Step | Place]]:
        """The legal moves grouped by pick (built once per state).

        A movement-phase position has about a thousand legal moves (every tile
        that may move, times its targets, times its turns), and this runs on the
        first tap of every turn. So it groups by the moves' plain fields (a
        Step's ``frm``, a Place's ``byte``) and reads the ``origin``/``kind``
        properties once per group; ``_ways`` sorts one pick's moves only when
        that pick is taken."""
        if self._index is None:
            steps: dict[int, list[Step | Place]] = {}
            places: dict[int, list[Step | Place]] = {}
            for move in self.state.legal_moves():
                if type(move) is Step:
                    steps.setdefault(move.frm, []).append(move)
                elif type(move) is Place:
                    places.setdefault(move.byte, []).append(move)
                elif type(move) is Pass:
                    self._pass = move
            index: dict[Pick, list[Step | Place]] = {}
            for group in steps.values():
                index[("tile", group[0].origin)] = group  # type: ignore[union-attr]
            for hand in places.values():
                index.setdefault(("hand", hand[0].kind), []).extend(hand)
            self._index = index
        return self._index

    def _ways_of(self, pick: Pick) -> Choices:
        """One pick's legal moves by orientation (pattern byte), then target square."""
        ways = self._ways.get(pick)
        if ways is None:
            ways = self._ways[pick] = {}
            names = self._names
            for move in self._choices().get(pick, ()):
                target = move.target
                ways.setdefault(move.byte, {})[target] = move
                names[square_name(target)] = target
        return ways

    # ----- queries the renderer draws from ------------------------------------------------
    @property
    def me(self) -> int | None:
        return self.state.to_move

    def hand_kinds(self) -> set[int]:
        """Kinds the player to move may pick from the tray now."""
        return {p[1] for p in self._choices() if p[0] == "hand"}  # type: ignore[misc]

    def movable(self) -> set[Square]:
        """Tiles on the table the player to move may pick up now."""
        return {p[1] for p in self._choices() if p[0] == "tile"}  # type: ignore[misc]

    def open_squares(self) -> list[Square]:
        """Squares where some tile from hand may go (dashed while nothing is picked)."""
        squares: set[Square] = set()
        for pick in self._choices():
            if pick[0] == "hand":
                for targets in self._ways_of(pick).values():
                    squares.update(targets)
        return sorted(squares)

    def targets(self, sel: NiJuSelection) -> list[Square]:
        """Squares the picked tile, turned as it is, may go to (empty with no pick)."""
        if sel.pick is None:
            return []
        return sorted(self._ways_of(sel.pick).get(sel.byte, {}))

    @staticmethod
    def picked_kind(sel: NiJuSelection) -> int | None:
        return sel.pick[1] if sel.pick is not None and sel.pick[0] == "hand" else None  # type: ignore[return-value]

    @staticmethod
    def picked_tile(sel: NiJuSelection) -> Square | None:
        return sel.pick[1] if sel.pick is not None and sel.pick[0] == "tile" else None  # type: ignore[return-value]

    def step(self, sel: NiJuSelection) -> str:
        """How far the move is made: ``""`` (nothing picked), ``"hand"`` (a tray tile
        picked) or ``"tile"`` (a tile on the table picked), with ``"-turn"`` when the
        picked tile may be turned another way."""
        if sel.pick is None:
            return ""
        return sel.pick[0] + ("-turn" if self.can_rotate(sel) else "")

    def can_rotate(self, sel: NiJuSelection) -> bool:
        """Whether the picked tile has another way to go down (not a tile that looks the same turned)."""
        return sel.pick is not None and len(self._ways_of(sel.pick)) > 1

    def pass_move(self) -> Move | None:
        """The Pass move when it is legal (a player whose tiles are all stuck), else None."""
        self._choices()
        return self._pass

    def tray_byte(self, sel: NiJuSelection, owner: int, kind: int) -> int:
        """How tray tile ``kind`` of ``owner`` is shown: as picked and turned, as last turned, or upright."""
        if sel.pick == ("hand", kind) and owner == self.me:
            return sel.byte
        turned = sel.turn_of(owner, kind)
        return kind_byte(kind) if turned is None else turned

    def square(self, name: str) -> Square | None:
        """The square a ``data-square``/``data-tile`` value names, if this position knows it."""
        return self._names.get(name)

    # ----- taps -------------------------------------------------------------------------
    def rotate(self, sel: NiJuSelection) -> NiJuSelection | None:
        """The picked tile a quarter turn clockwise; None if nothing is picked."""
        if sel.pick is None:
            return None
        ways = self._ways_of(sel.pick)
        byte = rotate(sel.byte, 1)
        while byte not in ways and byte != sel.byte:  # pragma: no cover - every turn is legal today
            byte = rotate(byte, 1)
        turned = sel.turned
        if sel.pick[0] == "hand" and self.me is not None:
            key = (self.me, sel.pick[1])
            turned = (*(pair for pair in turned if pair[0] != key), (key, byte))  # type: ignore[arg-type]
        return replace(sel, byte=byte, turned=turned)

    def _take(self, sel: NiJuSelection, pick: Pick, byte: int) -> NiJuSelection:
        ways = self._ways_of(pick)
        return replace(sel, pick=pick, byte=byte if byte in ways else min(ways))

    def tap(self, sel: NiJuSelection, hit: Hit) -> Move | NiJuSelection:
        state = self.state
        if state.to_move is None or hit is None:
            return sel  # over, or a seat's label or gap: keep the choice
        name, value = hit
        choices = self._choices()
        if name == "hand-kind":
            pick: Pick = ("hand", int(value)) if value.isdigit() else ("hand", 0)
            if pick not in choices:
                return sel
            if sel.pick == pick:
                return self.rotate(sel) or sel
            turned = sel.turn_of(state.to_move, pick[1])  # type: ignore[arg-type]
            return self._take(sel, pick, kind_byte(pick[1]) if turned is None else turned)  # type: ignore[arg-type]
        sq = self.square(value)
        if name == "square":
            if sel.pick is not None and sq is not None:
                move = self._ways_of(sel.pick).get(sel.byte, {}).get(sq)
                if move is not None:
                    return move  # the pick is dropped when the state after it is shown
            return replace(sel, pick=None, byte=0)
        if name == "tile" and sq is not None:
            sel = replace(sel, peek=sq)
            pick = ("tile", sq)
            if sel.pick == pick:
                return self.rotate(sel) or sel
            if pick in choices:
                tile = state.tile_at(sq)
                return self._take(sel, pick, tile.byte if tile is not None else 0)
            if (tried := self._forbidden_from(sq)) is not None:
                return tried  # a tile that may not be lifted: the page says why
            if sel.pick is not None and sel.pick[0] == "tile":
                return replace(sel, pick=None, byte=0)
            return sel
        if name == "bg":
            return replace(sel, pick=None, byte=0, peek=None)
        return sel

    def _forbidden_from(self, sq: Square) -> Move | None:
        """A forbidden move (``forbidden``) of the tile on ``sq``, which the player cannot pick."""
        return next((m for m in self.forbidden if isinstance(m, Step) and m.origin == sq), None)

    def control(self, sel: NiJuSelection, action: str) -> Move | NiJuSelection | None:
        """Rotate turns the picked tile (the selection after it); Pass is its move when legal."""
        if action == "rotate":
            return self.rotate(sel) or sel
        if action == "pass":
            return self.pass_move()
        return None
