"""The shape of ``web/`` and ``games/``: no import cycle, no long file, no reaching into
another object's privates, no module outside the game tables that compares with a game's name.

Read from the source with ``ast`` (CPython, no browser), so the rules hold for
every module whether or not a page test loads it. Each check is a function of
the parsed modules; the ``*_can_fail`` tests feed it a small made-up tree to
show it does catch what it is for.

An import inside a function is an import: a cycle through one is still a cycle
(it only moves the failure from start-up to the first call, and it ties the two
modules together just the same). In ``web/`` an import under ``if TYPE_CHECKING:``
counts too; in ``games/`` it does not, since the engine's types name each other
(a game and its states, an outcome and its code) where the running code does not.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parent.parent.parent / "web"
GAMES = WEB.parent / "games"
MAX_LINES = 450

MAX_FUNCTION_LINES = 80
"""A function longer than this does more than one job: split it."""

# Reads of another object's private attribute that are allowed, by file and expression.
PRIVATE_READS_ALLOWED = {
    # pyscript's own value codec, pinned with the runtime (see ``SaveStore.open``): a
    # library's private functions on purpose, not another of our objects.
    ("web/saves.py", "codec._convert_from_idb"),
    ("web/saves.py", "codec._convert_to_idb"),
}


TABLES = ("games/catalog.py", "web/page_parts.py")
"""The game tables: every game by name, with where its parts are. Every other module reads
them (a registry such as ``web.editors``) or is one game's own (``games/siam/…``,
``web/views/siam.py``, ``web/words/saiju.py`` …)."""
NAME_COMPARISONS_ALLOWED = (
    # The puzzle maker's search (tools/make_puzzles.py, never the page or the referee): its
    # per-game shortcuts only make finding puzzles faster, and no game's rules depend on them.
    "games/puzzles/verify.py",
)
"""Modules outside the tables and the games' own modules that may compare with a game's name."""


# ----- reading the package -------------------------------------------------------------------
def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def parse_tree(root: Path) -> dict[str, tuple[Path, ast.Module]]:
    """Every module under ``root`` (a package directory): dotted name -> (path, tree)."""
    return {module_name(path, root): (path, ast.parse(path.read_text(encoding="utf-8"), str(path)))
            for path in sorted(root.rglob("*.py"))}


def is_type_checking(node: ast.AST) -> bool:
    """Whether ``node`` is ``if TYPE_CHECKING:`` (or ``if typing.TYPE_CHECKING:``)."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_nodes(tree: ast.Module, typing_only: bool) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement of the file, at any depth (in functions too); with
    ``typing_only`` False, none from the body of an ``if TYPE_CHECKING:`` (its ``else`` runs)."""
    found: list[ast.Import | ast.ImportFrom] = []
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif not typing_only and is_type_checking(node):
            assert isinstance(node, ast.If)
            todo.extend(node.orelse)
        else:
            todo.extend(ast.iter_child_nodes(node))
    return found


def imported_modules(name: str, is_package: bool, tree: ast.Module, known: set[str],
                     typing_only: bool = True) -> set[str]:
    """The package's own modules that ``name`` imports, anywhere in the file (functions
    included; ``if TYPE_CHECKING:`` blocks too unless ``typing_only`` is False)."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in import_nodes(tree, typing_only):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            # ``from . import dom`` imports the module web.dom; ``from .dom import x`` imports web.dom.
            targets = [f"{prefix}.{alias.name}" for alias in node.names] + [prefix]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph(modules: dict[str, tuple[Path, ast.Module]],
                 typing_only: bool = True) -> dict[str, set[str]]:
    known = set(modules)
    graph = {}
    for name, (path, tree) in modules.items():
        edges = imported_modules(name, path.name == "__init__.py", tree, known, typing_only)
        # A package's __init__ runs before its submodules: importing web.views.siam imports
        # web.views, which is an edge the source does not spell. Parents are left out: the
        # package ``web`` itself is imported by every module and imports nothing of note.
        graph[name] = {e for e in edges if not name.startswith(e + ".")}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle (as a path that returns to its start), or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def private_reads(tree: ast.Module) -> list[tuple[int, str]]:
    """``x._name`` where ``x`` is not ``self`` or ``cls``: (line, source) for each."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        attr = node.attr
        if not attr.startswith("_") or (attr.startswith("__") and attr.endswith("__")):
            continue
        if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            continue
        found.append((node.lineno, ast.unparse(node)))
    return found


PAGE_STATE_TYPE = re.compile(r"\b(ReadOnly)?PageState\b")
"""An annotation naming the page's state (``web.page``), read-only or not."""
SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def page_state_fields(page_module: Path = WEB / "page.py") -> frozenset[str]:
    """The fields of ``PageState``, read from its class in ``web/page.py``."""
    tree = ast.parse(page_module.read_text(encoding="utf-8"))
    cls = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "PageState")
    return frozenset(node.target.id for node in cls.body
                     if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name))


def own_nodes(scope: ast.AST) -> list[ast.AST]:
    """The nodes of ``scope`` outside its nested functions and classes (those are listed,
    not entered: each is a scope of its own)."""
    found: list[ast.AST] = []
    todo = list(ast.iter_child_nodes(scope))
    while todo:
        node = todo.pop()
        found.append(node)
        if not isinstance(node, SCOPES):
            todo.extend(ast.iter_child_nodes(node))
    return found


def name_comparisons(tree: ast.Module, names: set[str]) -> list[tuple[int, str]]:
    """Comparisons with a game's name (``game == "siam"``, ``name in ("saiju", …)``): (line,
    source) for each. A module that branches so keeps a list of the games of its own."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        values = [elt for operand in operands for elt in
                  (operand.elts if isinstance(operand, (ast.Tuple, ast.List, ast.Set)) else [operand])]
        if any(isinstance(value, ast.Constant) and value.value in names for value in values):
            found.append((node.lineno, ast.unparse(node)))
    return found


def own_module(path: str, packages: set[str]) -> bool:
    """Whether ``path`` (``web/views/niju_trays.py``) is one game's own module: under its
    package (``games/niju/…``), or named after it (``lessons/niju.py``, ``data_niju.py``,
    ``niju_trays.py``). A game naming itself is no list of the games."""
    *folders, name = Path(path).parts
    stem = Path(name).stem.removeprefix("data_")
    return any(folder in packages for folder in folders) or stem in packages \
        or any(stem.startswith(package + "_") for package in packages)


def modules_naming_games(roots: tuple[Path, ...], names: set[str], packages: set[str]) -> list[str]:
    """``path:line: source`` of each comparison with a game's name in a module under ``roots``
    that is neither a table, nor a game's own, nor allowed."""
    return [f"{where}:{line}: {source}" for root in roots for path, tree in parse_tree(root).values()
            if (where := path.relative_to(root.parent).as_posix()) not in TABLES + NAME_COMPARISONS_ALLOWED
            and not own_module(where, packages) for line, source in name_comparisons(tree, names)]


TASK_STARTERS = ("ensure_future", "create_task")
"""The ``asyncio`` calls that start a task: only ``web.tasks.spawn`` makes them, so every task of the
page is kept until it ends and its errors reach the page's one report."""


def task_starts(tree: ast.Module) -> list[tuple[int, str]]:
    """Calls of ``ensure_future`` or ``create_task`` (``asyncio.``, a loop's, or imported by
    name) and imports of them from ``asyncio``: (line, source) for each."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "asyncio":
            found.extend((node.lineno, f"from asyncio import {alias.name}") for alias in node.names
                         if alias.name in TASK_STARTERS)
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if name in TASK_STARTERS:
                found.append((node.lineno, ast.unparse(func)))
    return found
def is_page_state(node: ast.AST, bound: set[str]) -> bool:
    """Whether ``node`` is the page's state: ``<anything>.state`` (``self.state``, ``page.state``,
    ``self.page.state`` …), a name bound to it, or a ``PageState(…)`` made there."""
    if isinstance(node, ast.Attribute):
        return node.attr == "state"
    if isinstance(node, ast.Name):
        return node.id in bound
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "PageState"


def flat(target: ast.AST) -> list[ast.AST]:
    """The targets an assignment's ``target`` writes (a tuple's or list's elements)."""
    if isinstance(target, (ast.Tuple, ast.List)):
        return [part for element in target.elts for part in flat(element)]
    return flat(target.value) if isinstance(target, ast.Starred) else [target]


def bound_names(node: ast.AST, bound: set[str]) -> set[str]:
    """The names ``node`` binds to the page's state (``state = self.page.state``, ``page, x =
    self.state, y``, ``state: PageState = …``)."""
    pairs: list[tuple[ast.AST, ast.AST | None]] = []
    if isinstance(node, ast.Assign):
        for target in node.targets:
            if isinstance(target, (ast.Tuple, ast.List)) and isinstance(node.value, (ast.Tuple, ast.List)) \
                    and len(target.elts) == len(node.value.elts):
                pairs.extend(zip(target.elts, node.value.elts))
            else:
                pairs.append((target, node.value))
    elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) \
            and PAGE_STATE_TYPE.search(ast.unparse(node.annotation)):
        return {node.target.id}
    elif isinstance(node, ast.AnnAssign):
        pairs.append((node.target, node.value))
    return {target.id for target, value in pairs
            if isinstance(target, ast.Name) and value is not None and is_page_state(value, bound)}


def written(node: ast.AST) -> list[ast.AST]:
    """What ``node`` assigns to (``setattr(x, "name", …)`` is read as ``x.name = …``)."""
    if isinstance(node, ast.Assign):
        return [part for target in node.targets for part in flat(target)]
    if isinstance(node, ast.AugAssign) or (isinstance(node, ast.AnnAssign) and node.value is not None):
        return flat(node.target)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr" \
            and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) \
            and isinstance(node.args[1].value, str):
        return [ast.Attribute(value=node.args[0], attr=node.args[1].value, ctx=ast.Store())]
    return []


def page_state_writes(tree: ast.Module, fields: frozenset[str]) -> list[tuple[int, str]]:
    """Assignments to a field of the page's state (one of ``fields``): (line, target). The
    state is reached as ``<anything>.state`` or by a name bound to it in the function (or
    an enclosing one): from such an expression, or annotated ``PageState`` or
    ``ReadOnlyPageState`` (a parameter too). Another object's attribute of the same name
    (``dialog.returnValue``, a view's ``self.drawn``) is not the page's state."""
    found: list[tuple[int, str]] = []

    def visit(scope: ast.AST, outer: frozenset[str]) -> None:
        nodes, bound = own_nodes(scope), set(outer)
        if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = scope.args
            bound.update(arg.arg for arg in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
                         if arg.annotation is not None and PAGE_STATE_TYPE.search(ast.unparse(arg.annotation)))
        while more := {name for node in nodes for name in bound_names(node, bound)} - bound:
            bound |= more  # a name bound from a name bound to the state
        for node in nodes:
            for target in written(node):
                if isinstance(target, ast.Attribute) and target.attr in fields \
                        and is_page_state(target.value, bound):
                    found.append((getattr(node, "lineno", 0), ast.unparse(target)))
            if isinstance(node, SCOPES):
                visit(node, frozenset(bound))

    visit(tree, frozenset())
    return sorted(found)


PAGE_OBJECTS = ("document", "window")
"""What a board draws in and listens to: each module takes its board's (``web.frame.Frame``)."""

FRAME_MAKERS = ("web/main.py", "web/browser.py")
"""The only modules that name ``web.browser``'s ``document`` and ``window``: ``browser.py``
binds them after a snapshot's restore, ``main.py`` makes the page's own frame of them."""


def page_object_imports(tree: ast.Module, package: str) -> list[tuple[int, str]]:
    """``document`` or ``window`` taken from ``web.browser`` by a module of ``package`` (its
    dotted name, for relative imports): imported by name, or read off the module imported
    (``browser.window``): (line, source) for each."""
    found = []
    modules = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
        source = ".".join([*base, *(node.module.split(".") if node.module else [])])
        for alias in node.names:
            if source == "web.browser" and alias.name in PAGE_OBJECTS:
                found.append((node.lineno, f"from {source} import {alias.name}"))
            if source == "web" and alias.name == "browser":
                modules.add(alias.asname or alias.name)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules.update(alias.asname or "web" for alias in node.names if alias.name == "web.browser")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in PAGE_OBJECTS:
            value = ast.unparse(node.value)
            if value in modules or value in {f"{name}.browser" for name in modules}:
                found.append((node.lineno, ast.unparse(node)))
    return found


def long_files(root: Path) -> dict[str, int]:
    return {str(path.relative_to(root.parent)): n for path in sorted(root.rglob("*.py"))
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}


# ----- the rules on web/ ------------------------------------------------------------------------
def test_no_import_cycle_in_web() -> None:
    cycle = find_cycle(import_graph(parse_tree(WEB)))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_no_import_cycle_in_games() -> None:
    """No module of the engine imports one that imports it back, at start-up or in a function:
    a game's ``rules.py`` imports none of its ``text``, ``describe`` or ``illegal`` (the game
    object does), and ``games.terminations`` no game."""
    cycle = find_cycle(import_graph(parse_tree(GAMES), typing_only=False))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_no_file_of_the_page_or_the_engine_is_over_the_limit() -> None:
    too_long = {**long_files(WEB), **long_files(GAMES)}
    assert not too_long, f"over {MAX_LINES} lines: {too_long}"


def test_no_function_of_the_page_or_the_engine_is_over_the_limit() -> None:
    too_long = {f"{path.relative_to(WEB.parent)}:{node.lineno} {node.name}": length
                for root in (WEB, GAMES) for path in sorted(root.rglob("*.py"))
                for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
                and (length := (node.end_lineno or node.lineno) - node.lineno + 1) > MAX_FUNCTION_LINES}
    assert not too_long, f"functions over {MAX_FUNCTION_LINES} lines: {too_long}"


def test_no_web_module_reads_another_objects_private_attribute() -> None:
    found = {(str(path.relative_to(WEB.parent)), source): line
             for path, tree in parse_tree(WEB).values() for line, source in private_reads(tree)}
    offenders = sorted(f"{path}:{line}: {source}" for (path, source), line in found.items()
                       if (path, source) not in PRIVATE_READS_ALLOWED)
    assert not offenders, f"private attributes read from outside: {offenders}"


def test_only_the_controller_writes_the_page_state() -> None:
    """Each field of ``PageState`` (the orientation, the selection, a proposed move …) is
    written by its owner, ``web/app.py`` (``web/page.py`` makes it); the page's parts call
    the ``Page`` commands."""
    owner = {"web/app.py", "web/page.py"}
    fields = page_state_fields()
    writes = {name: found for path, tree in parse_tree(WEB).values()
              if (name := str(path.relative_to(WEB.parent))) not in owner
              and (found := page_state_writes(tree, fields))}
    assert not writes, f"the page's state is written outside web/app.py: {writes}"


def test_no_module_outside_the_tables_compares_with_a_games_name() -> None:
    """A game is added through the tables (``tests/page/test_tiny_game.py``): a module that branches
    on ``game.name == "siam"`` asks its game's part in a table instead (its words, its editor
    part, its toggle)."""
    from games.catalog import CATALOG
    names, packages = set(CATALOG), {parts.package for parts in CATALOG.values()}
    found = modules_naming_games((WEB, GAMES), names, packages)
    assert not found, f"comparisons with a game's name outside the tables: {found}"
def test_only_tasks_starts_asyncio_tasks() -> None:
    """Every task runs through ``tasks.spawn``: kept until it ends, its error shown once."""
    starts = {str(path.relative_to(WEB.parent)): found for path, tree in parse_tree(WEB).values()
              if path != WEB / "tasks.py" and (found := task_starts(tree))}
    assert not starts, f"tasks started outside web/tasks.py (use tasks.spawn): {starts}"


def test_each_module_takes_its_boards_document_and_window_not_the_pages() -> None:
    """Only the frame's makers take ``document``/``window`` from ``web.browser``; every other
    module draws and listens in the frame it is handed, so one interpreter can drive boards
    in several frames of a page, each with its own document."""
    found = {str(path.relative_to(WEB.parent)): imports
             for name, (path, tree) in parse_tree(WEB).items()
             if str(path.relative_to(WEB.parent)) not in FRAME_MAKERS
             and (imports := page_object_imports(tree, name if path.name == "__init__.py"
                                                 else name.rpartition(".")[0]))}
    assert not found, f"the page's one document or window taken from web.browser: {found}"


# ----- each check can fail ----------------------------------------------------------------------
def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / "pkg"


@pytest.mark.parametrize("files", [
    {"pkg/__init__.py": "", "pkg/a.py": "from . import b\n", "pkg/b.py": "from .a import x\n"},
    {"pkg/__init__.py": "", "pkg/a.py": "from .b import y\n",
     "pkg/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .c import z\n",
     "pkg/c.py": "import pkg.a\n"},
    {"pkg/__init__.py": "", "pkg/sub/__init__.py": "", "pkg/sub/a.py": "from ..b import x\n",
     "pkg/b.py": "def f():\n    from .sub import a\n"},
])
def test_cycle_check_finds_a_cycle(tmp_path: Path, files: dict[str, str]) -> None:
    root = write(tmp_path, files)
    assert find_cycle(import_graph(parse_tree(root))) is not None


@pytest.mark.parametrize("files", [
    # a state method reaching the text module by a deferred import, which imports the rules back
    {"pkg/__init__.py": "", "pkg/rules.py": "class S:\n    def text(self):\n        from .text import f\n",
     "pkg/text.py": "from .rules import EMPTY\n"},
    # a code table that imports every game to look a code up, each game importing the table
    {"pkg/__init__.py": "", "pkg/codes.py": "def every():\n    from .registry import get\n",
     "pkg/registry.py": "from .game import G\n", "pkg/game.py": "from . import codes\n"},
])
def test_cycle_check_of_games_finds_a_deferred_cycle(tmp_path: Path, files: dict[str, str]) -> None:
    root = write(tmp_path, files)
    assert find_cycle(import_graph(parse_tree(root), typing_only=False)) is not None


def test_cycle_check_of_games_leaves_out_type_checking_imports(tmp_path: Path) -> None:
    root = write(tmp_path, {
        "pkg/__init__.py": "", "pkg/game.py": "from .rules import S\n",
        "pkg/rules.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .game import G\n"
                        "else:\n    from .moves import M\n",
        "pkg/moves.py": "import typing\nif typing.TYPE_CHECKING:\n    from .game import G\n"})
    assert find_cycle(import_graph(parse_tree(root), typing_only=False)) is None
    assert find_cycle(import_graph(parse_tree(root))) is not None  # as web/ counts them
    graph = import_graph(parse_tree(root), typing_only=False)
    assert graph["pkg.rules"] == {"pkg.moves"} and graph["pkg.moves"] == set()


def test_cycle_check_passes_a_tree_without_one(tmp_path: Path) -> None:
    root = write(tmp_path, {"pkg/__init__.py": "", "pkg/a.py": "from . import b\nfrom .c import x\n",
                            "pkg/b.py": "from .c import y\n", "pkg/c.py": "import os\n",
                            "pkg/sub/__init__.py": "", "pkg/sub/d.py": "from .. import a\n"})
    assert find_cycle(import_graph(parse_tree(root))) is None


def test_length_check_finds_a_long_file(tmp_path: Path) -> None:
    root = write(tmp_path, {"pkg/__init__.py": "", "pkg/long.py": "x = 1\n" * (MAX_LINES + 1),
                            "pkg/short.py": "x = 1\n" * MAX_LINES})
    assert long_files(root) == {"pkg/long.py": MAX_LINES + 1}


def test_private_check_finds_a_read() -> None:
    tree = ast.parse("def f(app, self):\n    app._disabled['x'] = 1\n    self._ok = app.public\n"
                     "    return type(self).__name__, self.view._cache\n")
    assert [source for _line, source in private_reads(tree)] == ["app._disabled", "self.view._cache"]


def test_name_check_finds_a_comparison_outside_the_tables(tmp_path: Path) -> None:
    write(tmp_path, {
        "web/__init__.py": "", "web/page_parts.py": "def f(g):\n    return g == 'siam'\n",
        "web/ui.py": "def f(g, n):\n    return g.name == 'siam' or n in ('ni-ju', 'chess') or n != 'go'\n",
        "web/views/siam.py": "def f(g):\n    return g.name == 'siam'\n",
        "web/views/siam_tray.py": "def f(g):\n    return g.name == 'siam'\n",
        "games/__init__.py": "", "games/puzzles/verify.py": "def f(n):\n    return n == 'siam'\n",
        "games/siam/rules.py": "def f(n):\n    return n == 'ni-ju'\n"})
    found = modules_naming_games((tmp_path / "web", tmp_path / "games"), {"siam", "ni-ju"}, {"siam", "niju"})
    assert found == ["web/ui.py:2: g.name == 'siam'", "web/ui.py:2: n in ('ni-ju', 'chess')"]
def test_task_check_finds_each_way_to_start_a_task() -> None:
    tree = ast.parse("import asyncio\nfrom asyncio import ensure_future as go, sleep\n"
                     "def f(loop, work):\n    asyncio.ensure_future(work)\n    asyncio.create_task(work)\n"
                     "    loop.create_task(work)\n    asyncio.get_event_loop().create_task(work)\n"
                     "    asyncio.get_event_loop().create_future()\n    return asyncio.sleep(0)\n")
    assert [source for _line, source in task_starts(tree)] == [
        "from asyncio import ensure_future", "asyncio.ensure_future", "asyncio.create_task",
        "loop.create_task", "asyncio.get_event_loop().create_task"]
def test_page_state_check_reads_the_fields_of_page_state() -> None:
    assert {"flip", "turned_to", "fixed_bottom", "browsing", "proposed", "drawn", "link"} \
        <= page_state_fields()


def test_page_state_check_finds_a_write() -> None:
    tree = ast.parse(
        "def f(self, page, app):\n    app.state.fixed_bottom = 1\n    self.page.state.flip, x = True, 2\n"
        "    state = self.page.state\n    state.browsing = False\n    y = page.state.link\n"
        "    other, here = 3, page.state\n    here.link += 'x'\n    setattr(page.state, 'proposed', None)\n"
        "def g(state: PageState, view: ReadOnlyPageState | None):\n    state.drawn = None\n"
        "    view.reveal = True\n    def later():\n        state.route = 'home'\n"
        "made = PageState()\nmade.solo = True\n")
    fields = frozenset({"fixed_bottom", "flip", "browsing", "link", "proposed", "drawn", "reveal",
                        "route", "solo"})
    assert [target for _line, target in page_state_writes(tree, fields)] == [
        "app.state.fixed_bottom", "self.page.state.flip", "state.browsing", "here.link", "page.state.proposed",
        "state.drawn", "view.reveal", "state.route", "made.solo"]


def test_page_state_check_passes_other_objects_with_the_same_names() -> None:
    """A dialog's ``returnValue``, a view's own ``drawn`` and ``state``, a game state read from
    a session: not the page's state."""
    tree = ast.parse(
        "def f(self, dialog, session):\n    dialog.returnValue = 'play'\n    self.drawn = None\n"
        "    self.state = session.current\n    state = session.current\n    state.flip = 1\n"
        "    self.link = 'x'\n    x, y = self.page.state, 2\n    y.link = ''\n"
        "def g(state):\n    state.browsing = True\n")
    fields = frozenset({"returnValue", "drawn", "state", "flip", "link", "browsing"})
    assert page_state_writes(tree, fields) == []


def test_page_object_check_finds_each_way_of_taking_them() -> None:
    tree = ast.parse("from web.browser import document, to_js\nfrom ..browser import window as w\n"
                     "from web import browser\nimport web.browser\nfrom web.browser import create_proxy\n"
                     "def f():\n    return browser.window, web.browser.document, browser.to_js\n")
    assert [source for _line, source in page_object_imports(tree, "web.views")] == [
        "from web.browser import document", "from web.browser import window",
        "browser.window", "web.browser.document"]
    assert page_object_imports(ast.parse("from .frame import Frame\nx = frame.window\n"), "web") == []
