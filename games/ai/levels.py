"""Playing strength levels: an iteration budget AND a time cap.

The iteration budget is what a level *is* (and what makes a seeded search
reproducible); the time cap only bounds the wait in a slow runtime. The
budgets are sized so that ``normal`` takes about 0.2–0.3 s per move in
CPython on a 2020s laptop core, hence at most its 1 s cap in the page
(Pyodide runs the same Python 3–10× slower and then stops at the cap).

Each game scales the budget by ``GAME_SCALE``: an iteration costs very
different amounts in different games, and the scales were set (with the
strength benchmark, ``bench/strength.py``) so that ``normal`` costs about
0.1–0.2 s of CPython time per move in each.

A level may play one game differently (``TUNING``, read through ``tuning``):
its own budget scale, exploration constant, or a deeper *root analysis*
(``Policy.deeper_root``). Ni-Ju's ``strong`` needs that: its games are
decided by tactics that the policy plays identically at every level, so
more iterations alone made it no better than ``normal`` (docs/ai.md, "The
level ladder").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..errors import UnknownLevel


@dataclass(frozen=True)
class Level:
    name: str
    iterations: int
    """Base iteration budget (multiplied by the game's scale)."""
    time_limit: float
    """Seconds of wall time at most, in any runtime."""
    description: str


LEVELS: dict[str, Level] = {
    "easy": Level("easy", 40, 0.25, "a glance: a few dozen playouts"),
    "normal": Level("normal", 300, 1.0, "about 0.25 s of CPython search; at most 1 s anywhere"),
    "strong": Level("strong", 1500, 4.0, "about five times normal; at most 4 s"),
}

GAME_SCALE: dict[str, float] = {
    "siam": 10.0,
    "saiju": 5.0,
    "ni-ju": 1.5,
    "symbol-pallet": 1.0,
}
"""Per game: iterations relative to the table above (an iteration's cost differs)."""


@dataclass(frozen=True)
class Tuning:
    """How one level plays one game where it departs from the defaults."""

    scale: Optional[float] = None
    """Iterations relative to the level's base budget, instead of ``GAME_SCALE``."""
    exploration: Optional[float] = None
    """UCB1's constant instead of the policy's."""
    tactics: int = 0
    """Depth of the policy's deeper root analysis (``Policy.deeper_root``); 0: none."""
    deals: int = 0
    """Hidden information: search this many deals of the unseen part, each openly,
    and add their root visits (``ensemble.EnsembleSearch``); 0: one information-set
    search that deals afresh every iteration (``mcts.Search``)."""


DEFAULT_TUNING = Tuning()

TUNING: dict[tuple[str, str], Tuning] = {
    ("ni-ju", "strong"): Tuning(scale=3.0, exploration=0.3, tactics=2),
    ("symbol-pallet", "strong"): Tuning(deals=5),
}
"""(game, level) -> its departures from the defaults; see ``docs/ai.md`` for the figures."""


def level(name: str) -> Level:
    """The level called ``name``; UnknownLevel (a ValueError) lists the names."""
    try:
        return LEVELS[name]
    except (KeyError, TypeError):
        raise UnknownLevel(
            f"unknown level {name!r} (levels: {', '.join(LEVELS)})") from None


def tuning(game_name: str, level_name: str) -> Tuning:
    """The level's departures from the defaults for this game (none: ``DEFAULT_TUNING``)."""
    level(level_name)  # UnknownLevel for a wrong name
    return TUNING.get((game_name, level_name), DEFAULT_TUNING)


def iterations_for(game_name: str, level_name: str) -> int:
    lv = level(level_name)
    scale = tuning(game_name, level_name).scale
    if scale is None:
        scale = GAME_SCALE.get(game_name, 1.0)
    return max(1, round(lv.iterations * scale))
