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
``square_name`` writes it), ``bg`` (the empty table).
"""

from __future__ import annotations

from games.base import Move
from games.niju import NiJuState, Pass, Place, Step, kind_byte, rotate

from .base import Hit, TapModel

Square = tuple[int, int]
Pick = tuple[str, int] | tuple[str, Square]
"""``("hand", kind)`` or ``("tile", square)``: what the player holds up."""
Choices = dict[int, dict[Square, Move]]
"""Per orientation (pattern byte): the square it may go to -> the legal move."""


def square_name(sq: Square) -> str:
    """A square's name in the page's ``data-square``/``data-tile`` attributes."""
    return f"{sq[0]},{sq[1]}"


class NiJuTapModel(TapModel[NiJuState]):
    """Selection over one Ni-Ju state: the picked tile, how it is turned, the peeked tile."""

    def __init__(self) -> None:
        super().__init__()
        self.turned: dict[tuple[int, int], int] = {}
        """Per (owner, kind): how the player last turned that tile in the tray (kept
        across moves, forgotten by ``new_game``)."""
        self._index: dict[Pick, list[Step | Place]] | None = None
        self._ways: dict[Pick, Choices] = {}
        self._pass: Move | None = None
        self._names: dict[str, Square] = {}
        self.pick: Pick | None = None
        self.byte = 0
        """The picked tile's pattern as it would go down (turned by ``rotate``)."""
        self.peek: Square | None = None
        """The tile whose marked squares show faintly (the last tapped tile)."""

    # ----- life cycle ------------------------------------------------------------------
    def new_game(self) -> None:
        """A new game: forget how tray tiles were turned and the peeked tile."""
        self.turned = {}
        self.peek = None

    def reset(self, state: NiJuState) -> None:
        if state is not self.state:  # the same state again (a redraw): keep its index
            self._index = None
            self._ways = {}
            self._pass = None
            self._names = {square_name(sq): sq for sq in state.tiles()}
        if self.peek is not None and state.tile_at(self.peek) is None:
            self.peek = None
        super().reset(state)

    def clear(self) -> None:
        self.pick = None
        self.byte = 0

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
            state = self.state
            for move in state.legal_moves() if state is not None else ():
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
        return None if self.state is None else self.state.to_move

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

    def targets(self) -> list[Square]:
        """Squares the picked tile, turned as it is, may go to (empty with no pick)."""
        if self.pick is None:
            return []
        return sorted(self._ways_of(self.pick).get(self.byte, {}))

    def picked_kind(self) -> int | None:
        return self.pick[1] if self.pick is not None and self.pick[0] == "hand" else None  # type: ignore[return-value]

    def picked_tile(self) -> Square | None:
        return self.pick[1] if self.pick is not None and self.pick[0] == "tile" else None  # type: ignore[return-value]

    def step(self) -> str:
        """How far the move is made: ``""`` (nothing picked), ``"hand"`` (a tray tile
        picked) or ``"tile"`` (a tile on the table picked), with ``"-turn"`` when the
        picked tile may be turned another way."""
        if self.pick is None:
            return ""
        return self.pick[0] + ("-turn" if self.can_rotate() else "")

    def can_rotate(self) -> bool:
        """Whether the picked tile has another way to go down (not a tile that looks the same turned)."""
        return self.pick is not None and len(self._ways_of(self.pick)) > 1

    def pass_move(self) -> Move | None:
        """The Pass move when it is legal (a player whose tiles are all stuck), else None."""
        self._choices()
        return self._pass

    def tray_byte(self, owner: int, kind: int) -> int:
        """How tray tile ``kind`` of ``owner`` is shown: as picked and turned, as last turned, or upright."""
        if self.pick == ("hand", kind) and owner == self.me:
            return self.byte
        return self.turned.get((owner, kind), kind_byte(kind))

    def square(self, name: str) -> Square | None:
        """The square a ``data-square``/``data-tile`` value names, if this position knows it."""
        return self._names.get(name)

    # ----- taps -------------------------------------------------------------------------
    def rotate(self) -> bool:
        """Turn the picked tile a quarter turn clockwise; False if nothing is picked."""
        if self.pick is None:
            return False
        ways = self._ways_of(self.pick)
        byte = rotate(self.byte, 1)
        while byte not in ways and byte != self.byte:  # pragma: no cover - every turn is legal today
            byte = rotate(byte, 1)
        self.byte = byte
        if self.pick[0] == "hand" and self.me is not None:
            self.turned[(self.me, self.pick[1])] = byte  # type: ignore[index]
        return True

    def _take(self, pick: Pick, byte: int) -> None:
        ways = self._ways_of(pick)
        self.pick = pick
        self.byte = byte if byte in ways else min(ways)

    def tap(self, hit: Hit) -> Move | None:
        state = self.state
        if state is None or state.to_move is None or hit is None:
            return None  # over, or a seat's label or gap: keep the choice
        name, value = hit
        choices = self._choices()
        if name == "hand-kind":
            pick: Pick = ("hand", int(value)) if value.isdigit() else ("hand", 0)
            if pick not in choices:
                return None
            if self.pick == pick:
                self.rotate()
            else:
                self._take(pick, self.turned.get((state.to_move, pick[1]), kind_byte(pick[1])))  # type: ignore[arg-type]
            return None
        sq = self.square(value)
        if name == "square":
            if self.pick is not None and sq is not None:
                move = self._ways_of(self.pick).get(self.byte, {}).get(sq)
                if move is not None:
                    return move  # the pick is dropped when the state after it is shown
            self.clear()
            return None
        if name == "tile" and sq is not None:
            self.peek = sq
            pick = ("tile", sq)
            if self.pick == pick:
                self.rotate()
            elif pick in choices:
                tile = state.tile_at(sq)
                self._take(pick, tile.byte if tile is not None else 0)
            elif (tried := self._forbidden_from(sq)) is not None:
                self.clear()
                return tried  # a tile that may not be lifted: the page says why
            elif self.pick is not None and self.pick[0] == "tile":
                self.clear()
            return None
        if name == "bg":
            self.clear()
            self.peek = None
        return None

    def _forbidden_from(self, sq: Square) -> Move | None:
        """A forbidden move (``forbidden``) of the tile on ``sq``, which the player cannot pick."""
        return next((m for m in self.forbidden if isinstance(m, Step) and m.origin == sq), None)

    def control(self, action: str) -> Move | None:
        if action == "rotate":
            self.rotate()
            return None
        if action == "pass":
            return self.pass_move()
        return None
