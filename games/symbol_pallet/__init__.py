"""Symbol Pallet (シンボルパレット, ボドゲ工房R): colour tiles stacked by symbol rules.

Modules, one job each:
- ``colours``  the colour model (vectors of paint primaries) – data, one table;
- ``symbols``  the five symbol conditions and their memoised masks;
- ``tiles``    the 60-tile table (one line per colour), ids, beginner set;
- ``shuffle``  the portable seeded shuffle (splitmix64 + Fisher–Yates);
- ``field``    geometry: quarters, levels, rule ①/② spots, ownership below;
- ``game``     the ``Game`` object: options (the deck), the deal, text forms;
- ``moves``    move types and tokens;  ``rules``  the state and its rules;
- ``text``     the position text;      ``view``   one player's view;
- ``describe`` what a move did, for the page's words.

Decisions where the rulings are silent (also in ``docs/rules/symbol-pallet.md``):
- Dealing: each player in turn order takes 3 tiles at once from the top.
- No ``--seed`` and no ``--deck``: the seed is 0 (and shown as 0). Giving both is
  an error. An explicit deck must hold every tile in play exactly once (60, or
  the 42 of the beginner set).
- A position text that leaves its deal open (``start=-``, hands and deck as counts: the
  public text, the board editor's) is dealt by whoever reads it: ``parse_position`` and the
  referee deal from seed 0, so the same command always gives the same game (another deal
  is named in the text, ``start=seed:N``; ``--seed`` beside ``--position`` stays refused,
  as the text carries its options). The page, playing on from such a text (a ``position=``
  link without moves or ``reveal``, "Play from here"), deals from a fresh seed
  (``parse_position_dealing``): from seed 0, anyone holding the text would know every hand.
  The state read names its seed, so its whole text reopens that deal.
- A placement whose displaced chips cannot all find a visible tile without a
  chip is illegal (it cannot be completed).
- A displaced chip may be sent to the tile just placed unless it is the chosen
  chip (that is written ``+``), as notation.md fixes.
- Pass is possible at any point of a turn once the deck is empty, even before
  the first action; it ends the turn (then the discard, if 4+ tiles are held).
- 加減 signs: every lower tile gets + or −, all-minus included; the sum is
  compared component by component (no wrapping).
- Hands are secret, so a link or record of an unfinished game is secret too: its seed
  (or deck) and moves rebuild every hand. The page's address bar names only the game
  (the tab keeps the rest); Share and the record dialog say that they show every hand
  before anything is copied. A finished game hides nothing.
- A position text's field is checked for geometry only (each tile lies on empty
  table beside an earlier table tile, or rests on 2+ tiles covering 3/4 of it);
  symbol conditions and ownership at the time are not re-checked.
"""

from __future__ import annotations

from .colours import COLOURS, colour_model
from .game import DEFAULT_SEED, HAND_AT_START, SymbolPallet
from .moves import DRAW, PASS, Chip, Discard, Draw, Pass, Place, Send
from .rules import SymbolPalletState, TurnInfo
from .symbols import SYMBOLS
from .tiles import CATALOGUE, TILE_IDS, catalogue

GAME = SymbolPallet()

__all__ = [
    "CATALOGUE", "COLOURS", "DEFAULT_SEED", "DRAW", "GAME", "HAND_AT_START", "PASS", "SYMBOLS",
    "Chip", "Discard", "Draw", "Pass", "Place", "Send", "SymbolPallet", "SymbolPalletState",
    "TILE_IDS", "TurnInfo", "catalogue", "colour_model",
]
