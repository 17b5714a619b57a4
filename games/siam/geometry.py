"""Siam board geometry as data.

The rules never say "5": they ask a ``Geometry`` which squares exist, which
are edge squares, where the rocks start and which squares the opening
restriction protects. The rulebook's irregular board (4 animals a side, most
squares counting as edge squares) has a lost figure; when it is known it is
one more ``Geometry`` built from its set of squares, with no change to the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import untrusted
from ..errors import BadSquare

# Facings and directions share one numbering: 0 N, 1 E, 2 S, 3 W (clockwise).
FACINGS = "NESW"
DELTAS: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
COLUMNS = "ABCDEFGHIJ"


def opposite(direction: int) -> int:
    return (direction + 2) & 3


@dataclass(frozen=True)
class Geometry:
    """A board: its squares by name and the tables the rules look things up in.

    Squares are numbered 0..n-1 in reading order (row 1 left to right, then
    row 2 …). ``neighbour[s][d]`` is the square next to ``s`` in direction
    ``d`` or -1 off the board; an edge square is one with a -1 neighbour.
    """

    name: str
    names: tuple[str, ...]
    coords: tuple[tuple[int, int], ...]
    """(column, row), 0-based: A1 is (0, 0)."""
    neighbour: tuple[tuple[int, int, int, int], ...]
    edge: frozenset[int]
    rock_start: tuple[int, ...]
    restricted: frozenset[int]
    """Squares no animal may end on (as mover, enterer or pusher) in the opening."""
    animals_per_side: int
    columns: int
    rows: int

    @property
    def size(self) -> int:
        return len(self.names)

    def index(self, name: str) -> int:
        """The square called ``name``; KeyError when there is none."""
        return self._index[name]

    @property
    def _index(self) -> dict[str, int]:
        cache = self.__dict__.get("_index_cache")
        if cache is None:
            cache = {n: i for i, n in enumerate(self.names)}
            object.__setattr__(self, "_index_cache", cache)
        return cache

    def parse_square(self, text: str) -> int:
        """The square named ``text`` (``A1``): a column letter and a row number, as the
        notation writes them; ``BadSquare`` otherwise (``off_board``: ``F1`` is written as a
        square but this board has none)."""
        shown = untrusted.excerpt(text)
        if not (2 <= len(text) <= 3 and "A" <= text[0] <= "Z" and text[1] != "0"
                and untrusted.DIGITS.issuperset(text[1:])):
            raise BadSquare("not_square", f"{shown} is not a Siam square: a column letter and a "
                            f"row number, {self.names[0]} to {self.names[-1]}",
                            game="siam", square=shown)
        try:
            return self.index(text)
        except KeyError:
            raise BadSquare("off_board", f"{text} is not on the Siam board "
                            f"({self.names[0]} to {self.names[-1]})",
                            game="siam", square=shown) from None

    def outside_sides(self, square: int) -> tuple[int, ...]:
        """The directions in which ``square`` borders the outside of the board."""
        return tuple(d for d in range(4) if self.neighbour[square][d] < 0)

    @classmethod
    def from_squares(
        cls,
        name: str,
        squares: set[tuple[int, int]],
        rock_start: tuple[str, ...],
        restricted: tuple[str, ...],
        animals_per_side: int,
    ) -> "Geometry":
        """Build the tables from a set of (column, row) squares."""
        ordered = sorted(squares, key=lambda cr: (cr[1], cr[0]))
        names = tuple(f"{COLUMNS[c]}{r + 1}" for c, r in ordered)
        at = {cr: i for i, cr in enumerate(ordered)}
        neighbour = tuple(
            tuple(at.get((c + dx, r + dy), -1) for dx, dy in DELTAS)  # type: ignore[misc]
            for c, r in ordered
        )
        edge = frozenset(i for i, nb in enumerate(neighbour) if -1 in nb)
        lookup = {n: i for i, n in enumerate(names)}
        return cls(
            name=name,
            names=names,
            coords=tuple(ordered),
            neighbour=neighbour,  # type: ignore[arg-type]
            edge=edge,
            rock_start=tuple(lookup[s] for s in rock_start),
            restricted=frozenset(lookup[s] for s in restricted),
            animals_per_side=animals_per_side,
            columns=max(c for c, _ in ordered) + 1,
            rows=max(r for _, r in ordered) + 1,
        )


STANDARD = Geometry.from_squares(
    "standard",
    {(c, r) for c in range(5) for r in range(5)},
    rock_start=("B3", "C3", "D3"),
    restricted=("C1", "C5"),
    animals_per_side=5,
)
