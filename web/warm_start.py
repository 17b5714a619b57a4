"""Is the code a memory snapshot brought along still the code on disk? (docs/start-up.md)

The page and the computer's worker may start from a Pyodide memory snapshot
(``web/pyodide_start.mjs``) in which the project's pure-Python modules are
already imported. The snapshot was made from the files of one moment; the
page runs whatever files the site serves now. ``tools/make_snapshot.py`` sets
``KEY`` and ``FILES`` in the interpreter just before the snapshot is taken, so
a restored interpreter carries the hash of every file it imported.

``refresh_if_stale()`` runs first thing in ``web/main.py`` and
``web/ai_worker.py``: if any of those files now differs, every module of the
project is dropped from ``sys.modules`` and imported again from the files on
disk, exactly as in a plain start. Outside a snapshot ``FILES`` is empty and
the call costs nothing.

The browser-side modules are imported into the snapshot too: they take the
page's objects from ``web.browser``, bound after the restore. A module that
still cannot be imported there (an ``ImportError``) is compiled instead:
``precompile`` keeps its code object, and ``PrecompiledFinder`` uses it for as
long as its file is unchanged.

Pure Python, no browser import: it is itself part of the snapshot.
"""

from __future__ import annotations

import os
import sys
from typing import Any, cast

KEY: str | None = None
"""The snapshot's content hash (runtime + code), or None outside a snapshot."""
FILES: dict[str, bytes] = {}
"""Path (relative to the working folder) -> content of each file the snapshot imported.
Whole contents, not hashes: comparing bytes is what costs least in the page (about
0.5 MB in a 31 MB snapshot; hashing them took 80-140 ms on a loaded machine)."""
CODE: dict[str, tuple[str, bytes, Any]] = {}
"""Module name -> (path, content, code object) of the project's modules that need the
browser, so could not be imported into the snapshot: compiled when it was made, so
that importing them after the restore skips the compiler (``PrecompiledFinder``)."""
PACKAGES = ("games", "web")
"""The project's top-level packages: what a stale snapshot must drop."""

state = "plain"
"""How this interpreter's project code came to be: ``plain`` (imported from the files),
``snapshot`` (from a snapshot that matches the files) or ``reloaded`` (the snapshot's
modules were stale and were imported again)."""


def read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return None


def stale_files(files: dict[str, bytes], root: str = ".") -> list[str]:
    """The files whose content differs from the one recorded for them.

    A file that is absent is not stale: each context copies only the files it
    needs (the worker has no board views), and a module nobody here imports
    cannot run old code.
    """
    changed = []
    for path, content in files.items():
        now = read(os.path.join(root, path))
        if now is not None and now != content:
            changed.append(path)
    return changed


def drop_project_modules(packages: tuple[str, ...] = PACKAGES) -> list[str]:
    """Forget every imported module of ``packages``: the next import reads the files again."""
    import importlib

    names = [name for name in sys.modules
             if name in packages or name.startswith(tuple(p + "." for p in packages))]
    for name in names:
        del sys.modules[name]
    importlib.invalidate_caches()
    return names


def refresh_if_stale(root: str = ".") -> str:
    """Check the snapshot's code against the files; drop it if it differs. Returns ``state``."""
    global state
    if not FILES:
        return state
    if stale_files(FILES, root):
        drop_project_modules()
        # This module was dropped too: the fresh copy, imported later, starts as "plain";
        # the one the caller holds reports what happened.
        state = "reloaded"
    else:
        state = "snapshot"
    return state


class PrecompiledLoader:
    """Runs a module from the code object compiled when the snapshot was made."""

    def __init__(self, code: Any) -> None:
        self.code = code

    def create_module(self, spec: Any) -> None:
        return None  # the default module object

    def exec_module(self, module: Any) -> None:
        exec(self.code, module.__dict__)


class PrecompiledFinder:
    """On ``sys.meta_path`` in a snapshot: finds the modules of ``CODE`` whose file is unchanged.

    A changed or missing file is left to the ordinary finders, which compile it;
    so is every module after ``drop_project_modules`` cleared ``CODE``'s users
    (the check is by content, each time).
    """

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        entry = CODE.get(name)
        if entry is None:
            return None
        rel, content, code = entry
        full = os.path.abspath(rel)
        if read(full) != content:
            return None
        import importlib.util

        package = [os.path.dirname(full)] if os.path.basename(rel) == "__init__.py" else None
        # The loader has the modern protocol (create_module/exec_module); typeshed still asks
        # for the deprecated load_module, which importlib.abc.Loader would bring in at the
        # cost of importing importlib.resources at start-up.
        loader = cast(Any, PrecompiledLoader(code))
        return importlib.util.spec_from_file_location(name, full, loader=loader,
                                                      submodule_search_locations=package)

    def invalidate_caches(self) -> None:
        """Nothing cached: every lookup compares the file again."""


def precompile(modules: dict[str, str]) -> None:
    """At snapshot time: compile ``modules`` (name -> path) into ``CODE`` and install the finder."""
    for name, rel in modules.items():
        content = read(rel)
        if content is None:
            continue
        CODE[name] = (rel, content, compile(content, os.path.abspath(rel), "exec", dont_inherit=True))
    if CODE and not any(isinstance(f, PrecompiledFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, PrecompiledFinder())
