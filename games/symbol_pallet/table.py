"""What a Symbol Pallet table shows, read off a state: the tiles on the field, the top tile
of each quarter, where the chips stand and what they own.

The page, the diagrams and the scoring read these; move generation does not. They live
beside the rules (``rules.py``) as a mixin of ``SymbolPalletState`` so that the rules
module keeps to one job: what may be played and what it does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .moves import CHIP_LETTERS
from .tiles import TILE_IDS, TILE_INDEX

if TYPE_CHECKING:  # pragma: no cover
    from .field import Field


def tile_arg(tile: int | str) -> int:
    """A tile given to a public query as id (``"Rs1"``) or catalogue index."""
    return TILE_INDEX[tile] if isinstance(tile, str) else tile


class TableReadings:
    """The table's readings, for a state that has a ``field``, ``chips`` and ``tiles``."""

    __slots__ = ()
    field: Field
    chips: tuple[int, ...]

    def field_tiles(self) -> list[tuple[str, int, int, int]]:
        """Placed tiles as (id, centre x, centre y, level), in drawing order."""
        return [(TILE_IDS[p.tile], p.x, p.y, p.level) for p in self.field.placed]

    def quarters(self) -> dict[tuple[int, int], tuple[str, int]]:
        """Every covered quarter (its top-left corner) -> (top tile id, level)."""
        from .field import unkey
        return {unkey(k): (TILE_IDS[t], lv) for k, (t, lv) in self.field.tops.items()}

    def chip_tiles(self) -> dict[tuple[int, str], str | None]:
        """(player index, chip letter) -> id of the tile under it (None: not placed yet)."""
        return {(s // 2, CHIP_LETTERS[s % 2]): (TILE_IDS[t] if t >= 0 else None)
                for s, t in enumerate(self.chips)}

    def owned_tiles(self, player: int, chip: int) -> frozenset[int]:
        """Tiles a chip owns: its tile and every tile below it (empty if unplaced)."""
        t = self.chips[2 * player + chip]
        return self.field.owned(t) if t >= 0 else frozenset()

    def owned_table_tiles(self, player: int) -> frozenset[int]:
        """Level-1 tiles owned by either of a player's chips (the score's tiles)."""
        info = self.field.info
        out: set[int] = set()
        for c in (0, 1):
            out.update(t for t in self.owned_tiles(player, c) if info[t].level == 1)
        return frozenset(out)

    def owned_table_ids(self, player: int) -> list[str]:
        return [TILE_IDS[t] for t in sorted(self.owned_table_tiles(player))]

    def visible_quarters(self, placing: tuple[int | str, int, int] | None = None
                         ) -> dict[str, list[tuple[int, int]]]:
        """Tile id -> the quarters (top-left corners, sorted) where it is the top tile.

        With ``placing`` = (tile, x, y), as if that tile were already put down there
        (geometry only, no legality): the page uses it to show where the chips a
        placement covers may be sent before the move is made.
        """
        field = self.field
        if placing is not None:
            t, x, y = placing
            field = field.place(tile_arg(t), x, y)
        from .field import unkey
        out: dict[str, list[tuple[int, int]]] = {}
        for k, (t, _level) in field.tops.items():
            out.setdefault(TILE_IDS[t], []).append(unkey(k))
        for quarters in out.values():
            quarters.sort()
        return out
