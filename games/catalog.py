"""One description per game: every name → module table is derived from here.

A game's rules-side parts live in parallel places, all named after the game:
the rules (``games/<package>``), its setting up by hand when it has one
(``games/<package>/setting_up.py``, ``games.setting_up``), the diagram (``games/diagram/<package>.py``), the
search's policy (``games/ai/policies/<package>.py``), the lessons
(``games/lessons/<package>.py``) and the puzzles
(``games/puzzles/data_<package>.py``). ``GameParts`` names them all; the
registries (``games.registry``, ``games.diagram``, ``games.ai.policies``,
``games.lessons``, ``games.puzzles``) read their table from ``CATALOG``. The
page keeps its own table of its parts (view, access names, stylesheet, rules
pages); ``games`` never names the page. ``tests/rules/test_catalog.py`` checks both
tables name the same games and every part exists.

This module imports nothing of any game (the page loads only the game on
screen): the parts are named by module path and class name.

Adding a game: add its ``GameParts`` here and its page parts to the page's
table, then every part; the catalog test says which one is missing.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from types import ModuleType

from . import untrusted
from .errors import UnknownGame


@dataclass(frozen=True)
class GameParts:
    """Where one game's parts are, by name."""

    name: str
    """The registry name: URLs, the referee's GAME, CSS and strings (``ni-ju``)."""
    package: str
    """The Python module name used in every package (``niju``)."""
    policy_class: str
    """The search's policy class in ``games.ai.policies.<package>``."""
    set_by_hand: bool = False
    """Whether positions can be set up by hand (``games.<package>.setting_up``: the page's
    board editor is offered for it)."""

    @property
    def engine(self) -> str:
        """The module that defines ``GAME``."""
        return f"games.{self.package}"

    @property
    def setting_up(self) -> str | None:
        """The module that sets up positions by hand (``games.setting_up``), if the game has one."""
        return f"games.{self.package}.setting_up" if self.set_by_hand else None

    @property
    def diagram(self) -> str:
        return f"games.diagram.{self.package}"

    @property
    def policy(self) -> tuple[str, str]:
        """(module, class) of the search's policy."""
        return f"games.ai.policies.{self.package}", self.policy_class

    @property
    def lessons(self) -> str:
        """The module holding ``LESSONS``."""
        return f"games.lessons.{self.package}"

    @property
    def puzzles(self) -> str:
        """The module holding ``PUZZLES`` (written by tools/make_puzzles.py)."""
        return f"games.puzzles.data_{self.package}"


CATALOG: dict[str, GameParts] = {parts.name: parts for parts in (
    GameParts("siam", "siam", "SiamPolicy", set_by_hand=True),
    GameParts("saiju", "saiju", "SaijuPolicy", set_by_hand=True),
    GameParts("ni-ju", "niju", "NiJuPolicy", set_by_hand=True),
    GameParts("symbol-pallet", "symbol_pallet", "SymbolPalletPolicy", set_by_hand=True),
)}
"""Every game by registry name, in the home page's order."""


def parts_of(name: str) -> GameParts | None:
    """A game's parts, or None for a name that is no game."""
    return CATALOG.get(name) if isinstance(name, str) else None


def import_part(name: str, part: str, refusal: str) -> ModuleType:
    """Import one part of a game (``engine``, ``lessons`` … a module path of ``GameParts``).

    Raises UnknownGame as ``<refusal> 'name' (games: …)`` for a name that is no game,
    so every registry answers a bad name the same way; a long name is quoted as a short
    excerpt, so the message still ends with the names that would do.
    """
    parts = parts_of(name)
    if parts is None:
        raise UnknownGame(f"{refusal} {untrusted.excerpt(name)} (games: {', '.join(CATALOG)})")
    return import_module(getattr(parts, part))
