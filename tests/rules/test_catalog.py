"""Every game has every part the two tables name (games/catalog.py, web/page_parts.py), and every table is theirs.

A new game, or a part removed or renamed, fails here with the game and the part
named, instead of somewhere in a page test.
"""

from __future__ import annotations

import ast
import sys
from importlib import import_module
from pathlib import Path
from typing import Callable

import pytest

from games.ai.policies import Policy, policy_for
from games.catalog import CATALOG, GameParts, parts_of
from games.registry import every_termination, game_names, get_game
from web import i18n
from web.page_parts import PAGE_PARTS

ROOT = Path(__file__).resolve().parent.parent.parent
STRINGS = i18n.parse_table_source((ROOT / "web" / "strings.js").read_text(encoding="utf-8"))


def defines_class(path: Path, name: str) -> bool:
    """Whether the module file defines ``class name`` (read, not imported: no browser needed)."""
    if not path.is_file():
        return False
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(isinstance(node, ast.ClassDef) and node.name == name for node in tree.body)


def module_file(module: str) -> Path:
    return ROOT / (module.replace(".", "/") + ".py")


def engine(p: GameParts) -> None:
    game = get_game(p.name)
    assert import_module(p.engine).GAME is game and game.name == p.name


def diagram(p: GameParts) -> None:
    assert callable(import_module(p.diagram).draw)


def policy(p: GameParts) -> None:
    module, cls = p.policy
    assert issubclass(getattr(import_module(module), cls), Policy)
    assert type(policy_for(p.name)).__name__ == cls


def lessons(p: GameParts) -> None:
    assert import_module(p.lessons).LESSONS


def puzzles(p: GameParts) -> None:
    assert import_module(p.puzzles).PUZZLES


def view(p: GameParts) -> None:
    module, cls = PAGE_PARTS[p.name].view
    assert defines_class(module_file(module), cls), f"{module}.{cls}"


def access(p: GameParts) -> None:
    module, cls = PAGE_PARTS[p.name].access
    assert defines_class(module_file(module), cls), f"{module}.{cls}"


def tap_model(p: GameParts) -> None:
    from web.models.base import TapModel
    module, cls = PAGE_PARTS[p.name].tap_model
    assert issubclass(getattr(import_module(module), cls), TapModel), f"{module}.{cls}"


def move_words(p: GameParts) -> None:
    """The page words each game's moves from its ``describe`` facts, in both languages: by
    its own words (``web/words/<package>.py``, ``GameWords.move``) or, for a game without
    them, by the string ``move.<name>.<kind>`` of each kind of move its facts name."""
    from web.words import words_for
    from web.words.base import GameWords
    for lang in i18n.LANGS:
        assert any(key.startswith(f"move.{p.name}.") for key in STRINGS[lang]), lang
    if type(words_for(p.name)).move is not GameWords.move:
        return
    state = get_game(p.name).start()
    for move in state.legal_moves():
        kind = state.game.describe(state, move).kind
        for lang in i18n.LANGS:
            assert f"move.{p.name}.{kind}" in STRINGS[lang], (lang, kind)


def words(p: GameParts) -> None:
    """A game's own words, when its page parts name them, are a ``GameWords``."""
    from web.words.base import GameWords
    entry = PAGE_PARTS[p.name].words
    if entry is not None:
        module, cls = entry
        assert issubclass(getattr(import_module(module), cls), GameWords), f"{module}.{cls}"


def editor(p: GameParts) -> None:
    """A game set up by hand (``GameParts.set_by_hand``) has its setting-up module and its part
    of the page's board editor, and only such a game has one."""
    from games.setting_up import for_game
    from web.editors.base import EditorParts
    entry = PAGE_PARTS[p.name].editor
    assert (p.setting_up is None) == (entry is None), "set_by_hand and editor_class disagree"
    if p.setting_up is None or entry is None:
        assert for_game(p.name) is None
        return
    assert for_game(p.name) is import_module(p.setting_up)
    module, cls = entry
    assert issubclass(getattr(import_module(module), cls), EditorParts), f"{module}.{cls}"


def home_card(p: GameParts) -> None:
    """The home page's card: written from the tables, with its words in both languages."""
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    assert f'data-game-card="{p.name}"' in page, "index.html"
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from make_previews import PREVIEWS  # the card's picture, drawn at set-up
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert p.name in [preview.game for preview in PREVIEWS], "tools/make_previews.py"
    for lang in i18n.LANGS:
        missing = [key for key in (f"home.meta.{p.name}", f"home.picture.{p.name}")
                   if key not in STRINGS[lang]]
        assert not missing, (lang, missing)


def css(p: GameParts) -> None:
    page = PAGE_PARTS[p.name]
    assert (ROOT / page.css).is_file(), page.css
    assert f'href="{page.css}"' in (ROOT / "index.html").read_text(encoding="utf-8"), "index.html"


def rules_pages(p: GameParts) -> None:
    page = PAGE_PARTS[p.name]
    assert (ROOT / page.rules_source).is_file(), page.rules_source
    for lang in i18n.LANGS:
        assert (ROOT / page.rules_page(lang)).is_file(), page.rules_page(lang)


def strings(p: GameParts) -> None:
    players = get_game(p.name).max_players
    for lang in i18n.LANGS:
        table = STRINGS[lang]
        needed = [f"game.{p.name}"] + [f"{p.name}.seat.{seat}" for seat in range(players)]
        missing = [key for key in needed if key not in table]
        assert not missing, (lang, missing)
        hint = f"{p.name}.hint"
        assert any(key == hint or key.startswith(hint + ".") for key in table), (lang, hint)


def outcomes(p: GameParts) -> None:
    codes = list(get_game(p.name).terminations)
    assert codes and set(codes) <= set(every_termination())
    for lang in i18n.LANGS:
        assert all(any(key == f"outcome.{code}" or key.startswith(f"outcome.{code}.")
                       for key in STRINGS[lang]) for code in codes), lang


PARTS: dict[str, Callable[[GameParts], None]] = {
    "engine": engine, "diagram": diagram, "policy": policy, "lessons": lessons,
    "puzzles": puzzles, "view": view, "tap model": tap_model, "access": access, "css": css,
    "rules pages": rules_pages, "strings": strings, "outcomes": outcomes,
    "move words": move_words, "words": words, "editor": editor, "home card": home_card,
}


@pytest.mark.parametrize("part", PARTS)
@pytest.mark.parametrize("name", list(CATALOG))
def test_every_game_has_every_part(name: str, part: str) -> None:
    PARTS[part](CATALOG[name])


def test_the_home_pages_cards_are_written_from_the_tables() -> None:
    """index.html's cards are tools/home_cards.py's output: one per game, in the tables'
    order, each with the game's seat counts (run ``python tools/home_cards.py`` after a change)."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import home_cards
    finally:
        sys.path.remove(str(ROOT / "tools"))
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    assert home_cards.with_cards(page) == page
    block = home_cards.cards()
    assert [name for name in PAGE_PARTS if f'data-game-card="{name}"' in block] == list(PAGE_PARTS)
    assert block.count('<li class="game-card"') == len(PAGE_PARTS)
    assert 'href="?game=saiju&amp;players=3"' in block and "players=4" not in block.split(
        'data-game-card="symbol-pallet"')[0]
    assert 'href="?game=symbol-pallet&amp;players=2&amp;computer=2-normal"' in block


def test_every_rules_package_is_in_the_catalog() -> None:
    """A package under games/ that defines a GAME is a game: it must be catalogued."""
    packages = {path.parent.name for path in (ROOT / "games").glob("*/__init__.py")
                if "\nGAME = " in path.read_text(encoding="utf-8")}
    assert packages == {p.package for p in CATALOG.values()}


def test_the_page_names_the_same_games_as_the_rules_in_the_same_order() -> None:
    assert list(PAGE_PARTS) == list(CATALOG)
    assert all(PAGE_PARTS[name].package == CATALOG[name].package for name in CATALOG)


def test_the_tables_are_the_catalogs() -> None:
    from games import diagram, puzzles
    from games.ai import policies
    assert game_names() == list(CATALOG)
    for table in (diagram._MODULES, puzzles._DATA_MODULES, policies._POLICIES):
        assert list(table) == list(CATALOG)
    assert parts_of("chess") is None and parts_of(None) is None  # type: ignore[arg-type]


def test_no_module_of_games_names_or_reads_the_page() -> None:
    """games/ is the rules alone (the referee, the diagrams and the worker run without the
    page): no import of ``web``, no ``web/`` path or ``web.`` module name in its code."""
    found = []
    for path in sorted((ROOT / "games").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.value) for node in ast.walk(tree)  # prose, not code
                      if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
        where = path.relative_to(ROOT)
        for node in ast.walk(tree):
            if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "web" for a in node.names):
                found.append(f"{where}:{node.lineno} imports web")
            elif isinstance(node, ast.ImportFrom) and node.level == 0 \
                    and (node.module or "").split(".")[0] == "web":
                found.append(f"{where}:{node.lineno} imports from web")
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in docstrings:
                text = node.value
                if text == "web" or text.startswith(("web/", "web.")) or "/web/" in text:
                    found.append(f"{where}:{node.lineno} names {text!r}")
    assert found == []


def test_the_architecture_names_every_module() -> None:
    """docs/architecture.md's map names every module of games/ and web/ with its job: by its
    file name under its folder, or, for the per-game modules of a folder the map names
    (``lessons/siam.py``, ``puzzles/data_siam.py``), by that folder."""
    import re
    tree = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8").split("```")[1]
    named = set(re.findall(r"[\w./<>-]+", tree))
    packages = {p.package for p in CATALOG.values()}
    missing = []
    for path in sorted([*(ROOT / "games").rglob("*.py"), *(ROOT / "web").rglob("*.py")]):
        if path.name in ("__init__.py", "__main__.py"):
            continue
        stem, folder = path.stem, path.parent.name
        per_game = stem in packages or stem.removeprefix("data_") in packages
        if path.name in named or f"{folder}/{path.name}" in named \
                or (per_game and f"{folder}/" in named):
            continue
        missing.append(str(path.relative_to(ROOT)))
    assert missing == []
