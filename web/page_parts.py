"""The page's parts of each game, by game name: the page's half of the game tables.

``games.catalog`` names a game's rules-side parts (engine, diagram, policy,
lessons, puzzles) and never names the page; this table names the page's: its
board view (``web/views/<package>.py``), its tap model (``web/models/<package>.py``),
its keyboard and screen-reader names
(``web/access/<package>.py``), its own words for its moves and pieces
(``web/words/<package>.py``, optional), its part of the board editor
(``web/editors/<package>.py``, for a game set up by hand), its stylesheet (``web/css/<name>.css``) and its
rules pages (``web/rules/<name>.<lang>.html``, from ``docs/rules/<name>.md``).
The home page's card of each game is written from this table into
``index.html`` by ``tools/home_cards.py``.
The view, access, words and editor registries read their tables from here, and no
module of the page outside the tables names a game (``tests/web/test_web_structure.py``);
``tests/rules/test_catalog.py`` checks both tables name the same games, each with
every part. Classes are named by module path and class name, so the page loads
only the game on screen.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PageParts:
    """Where one game's page parts are, by name."""

    name: str
    """The registry name: URLs, CSS and strings (``ni-ju``)."""
    package: str
    """The Python module name used in every package (``niju``)."""
    view_class: str
    """The board view class in ``web.views.<package>``."""
    access_class: str
    """The keyboard/screen-reader companion class in ``web.access.<package>``."""
    tap_model_class: str
    """The DOM-free tap model class in ``web.models.<package>``, which the view drives."""
    embed_seats: tuple[int, int] = (116, 116)
    """The height in CSS pixels of the two seats around the board in an embedded frame 400
    px wide (view-only, taps on): the Embed dialog sizes the frame so that the board gets the
    frame's width (a Ni-Ju tray of tiles to tap is much taller than its view-only row)."""
    words_class: str = ""
    """The game's own words in ``web.words.<package>`` (a ``GameWords``), or "" for a game
    worded from its strings alone (``move.<name>.<kind>``)."""
    editor_class: str = ""
    """The game's part of the board editor in ``web.editors.<package>`` (an
    ``EditorParts``), or "" for a game that is not set up by hand."""
    colour_marks: bool = False
    """Whether the game's view has the colour letters toggle (``web.colour_marks``)."""

    @property
    def view(self) -> tuple[str, str]:
        """(module, class) of the page's board view."""
        return f"web.views.{self.package}", self.view_class

    @property
    def tap_model(self) -> tuple[str, str]:
        """(module, class) of the game's tap model."""
        return f"web.models.{self.package}", self.tap_model_class

    @property
    def words(self) -> tuple[str, str] | None:
        """(module, class) of the game's own words, if it has them."""
        return (f"web.words.{self.package}", self.words_class) if self.words_class else None

    @property
    def editor(self) -> tuple[str, str] | None:
        """(module, class) of the game's part of the board editor, if it is set up by hand."""
        return (f"web.editors.{self.package}", self.editor_class) if self.editor_class else None

    @property
    def access(self) -> tuple[str, str]:
        """(module, class) of the page's keyboard and screen-reader names."""
        return f"web.access.{self.package}", self.access_class

    @property
    def css_name(self) -> str:
        """The game's stylesheet's file name in ``web/css``."""
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


PAGE_PARTS: dict[str, PageParts] = {parts.name: parts for parts in (
    PageParts("siam", "siam", "SiamView", "SiamAccess", "SiamTapModel",
              words_class="SiamWords", editor_class="SiamEditor"),
    PageParts("saiju", "saiju", "SaijuView", "SaijuAccess", "SaijuTapModel", (166, 166),
              words_class="SaijuWords", editor_class="SaijuEditor", colour_marks=True),
    PageParts("ni-ju", "niju", "NiJuView", "NiJuAccess", "NiJuTapModel", (92, 262),
              words_class="NiJuWords", editor_class="NiJuEditor"),
    PageParts("symbol-pallet", "symbol_pallet", "SymbolPalletView", "SymbolPalletAccess",
              "SymbolPalletModel", (108, 135),
              words_class="SymbolPalletWords", editor_class="SymbolPalletEditor"),
)}
"""Every game the page shows, by registry name, in the home page's order."""
