"""Building a record that ends on a chosen full board.

Any full board with four pieces of each kind can be reached: each Shadow
walks over the hexes of its symbol in turn (setup puts it on the first, each
placement fills the hex it stands on and moves it to the next), and the last
piece of each symbol lands where its Shadow was last put. Used by the tests
(the rulebook's figure-4 board played through the referee) and handy for
making example games.
"""

from __future__ import annotations

from .geometry import HEXES, SIZE
from .moves import COLOURS, SYMBOLS
from .rules import SETUP_ORDER


def record_for_board(board: dict[str, str], players: int = 2, single_turns: bool = False) -> list[str]:
    """Move tokens from the start that end with ``board`` (hex name -> kind like ``"pS"``).

    ``board`` must name all 36 hexes with four pieces of each kind. Turns hold
    two placements (Snow, Moon, Flower in rotation) unless ``single_turns``,
    when every turn is one placement and ``end``.
    """
    if len(board) != SIZE or sorted(board.values()) != sorted(c + s for c in COLOURS for s in SYMBOLS for _ in range(4)):
        raise ValueError("the board must hold all 36 pieces, four of each kind")
    walks = {s: [h for h in HEXES if board[h][1] == s] for s in SYMBOLS}
    tokens = [f"{SYMBOLS[sym]}@{walks[SYMBOLS[sym]][0]}" for sym, _ in SETUP_ORDER[players]]
    placements = []
    for i in range(11):  # the 12th piece of each symbol replaces its Shadow
        for s in SYMBOLS:
            walk = walks[s]
            placements.append(f"{board[walk[i]]}-{walk[i + 1]}")
    if single_turns:
        for n, p in enumerate(placements):
            tokens.append(p)
            if n < len(placements) - 1:
                tokens.append("end")
    else:
        tokens.extend(placements)
    return tokens
