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
cannot be imported without the browser stops ``make snapshot``; there is no
second way into the snapshot.

Pure Python, no browser import: it is itself part of the snapshot.
"""

from __future__ import annotations

import os
import sys

KEY: str | None = None
"""The snapshot's content hash (runtime + code), or None outside a snapshot."""
FILES: dict[str, tuple[int, int]] = {}
"""Path (relative to the working folder) -> ``fingerprint`` of each file the snapshot imported.
A length and a CRC-32, not the contents: the contents would add 1.6 MB to the heap of every
interpreter restored from the snapshot, and ``zlib.crc32`` reads 1.6 MB in a few milliseconds
where a cryptographic hash takes 80-140 ms. A file edited by hand that keeps both its
length and its CRC-32 is the one stale file this misses."""
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


def fingerprint(content: bytes) -> tuple[int, int]:
    """What ``FILES`` keeps of a file: its length and its CRC-32."""
    import zlib

    return len(content), zlib.crc32(content)


def stale_files(files: dict[str, tuple[int, int]], root: str = ".") -> list[str]:
    """The files whose content differs from the one recorded for them.

    A file that is absent is not stale: each context copies only the files it
    needs (the worker has no board views), and a module nobody here imports
    cannot run old code.
    """
    changed = []
    for path, content in files.items():
        now = read(os.path.join(root, path))
        if now is not None and fingerprint(now) != content:
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
