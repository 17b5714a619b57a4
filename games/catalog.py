"""One description per game: every name → module table is derived from here.

A game is made of parts that live in parallel places, all named after the game:
the rules (``games/<package>``), the diagram (``games/diagram/<package>.py``), the
search's policy (``games/ai/policies/<package>.py``), the lessons
(``games/lessons/<package>.py``), the puzzles (``games/puzzles/data_<package>.py``),
and on the page its view (``web/views/<package>.py``), its keyboard and
screen-reader names (``web/access/<package>.py``), its stylesheet
(``web/css/<name>.css``), its rules pages (``web/rules/<name>.<lang>.html``, from
``docs/rules/<name>.md``) and its strings (``game.<name>``, ``<name>.seat.N``,
``<name>.hint…`` in ``web/strings.js``). ``GameParts`` names them all; the
registries (``games.registry``, ``games.diagram``, ``games.ai.policies``,
``games.lessons``, ``games.puzzles``, ``web.views``, ``web.access``) read their
table from ``CATALOG``, and ``tests/test_catalog.py`` checks every part exists.

This module imports nothing of any game (the page loads only the game on
screen) and nothing of ``web`` (``games`` never does): the page's parts are
named by module path and class name.

Adding a game: add its ``GameParts`` here, then every part above; the catalog
test says which one is missing.
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
    view_class: str
    """The board view class in ``web.views.<package>``."""
    access_class: str
    """The keyboard/screen-reader companion class in ``web.access.<package>``."""

    @property
    def engine(self) -> str:
        """The module that defines ``GAME``."""
        return f"games.{self.package}"

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

    @property
    def view(self) -> tuple[str, str]:
        """(module, class) of the page's board view."""
        return f"web.views.{self.package}", self.view_class

    @property
    def access(self) -> tuple[str, str]:
        """(module, class) of the page's keyboard and screen-reader names."""
        return f"web.access.{self.package}", self.access_class

    @property
    def css_name(self) -> str:
        """The game's stylesheet's file name in ``web/css`` (the page and the diagrams use it)."""
        return f"{self.name}.css"

    @property
    def css(self) -> str:
        """The game's stylesheet, relative to the checkout."""
        return f"web/css/{self.css_name}"

    def rules_page(self, lang: str) -> str:
        """The rules dialog's page in ``lang`` (``en``/``ja``), relative to the checkout."""
        return f"web/rules/{self.name}.{lang}.html"

    @property
    def rules_source(self) -> str:
        """The rules as the project keeps them (Markdown, English)."""
        return f"docs/rules/{self.name}.md"


CATALOG: dict[str, GameParts] = {parts.name: parts for parts in (
    GameParts("siam", "siam", "SiamPolicy", "SiamView", "SiamAccess"),
    GameParts("saiju", "saiju", "SaijuPolicy", "SaijuView", "SaijuAccess"),
    GameParts("ni-ju", "niju", "NiJuPolicy", "NiJuView", "NiJuAccess"),
    GameParts("symbol-pallet", "symbol_pallet", "SymbolPalletPolicy", "SymbolPalletView",
              "SymbolPalletAccess"),
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
