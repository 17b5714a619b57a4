"""Fresh random numbers after every start, from the browser's cryptographic source.

A Pyodide memory snapshot (``web/pyodide_start.mjs``, docs/start-up.md) is
made after ``random`` was imported, so the generator's state is part of it:
every interpreter restored from one snapshot would draw the same numbers
(the computer's seed, ``web/opponent.py``, would be the same on every visit).
``reseed()`` runs first thing in ``web/main.py`` and ``web/ai_worker.py``,
before any code draws from ``random``, and seeds it from
``crypto.getRandomValues`` (in the page and in a worker alike). Outside a
browser (CPython, the tests) it falls back to ``os.urandom``.

Hash randomisation (``PYTHONHASHSEED``) is fixed when an interpreter starts
and cannot be changed here; nothing in the project depends on it.

Pure Python at import time (the ``js`` module is imported only when called),
so this module can itself be in the snapshot.
"""

from __future__ import annotations

import os
import random

SEED_BYTES = 32


def browser_entropy(size: int = SEED_BYTES) -> bytes | None:
    """``size`` bytes from ``crypto.getRandomValues``, or None outside a browser."""
    try:
        from js import Uint8Array, crypto  # type: ignore[import-not-found]
    except ImportError:
        return None
    buffer = Uint8Array.new(size)
    crypto.getRandomValues(buffer)
    return bytes(buffer.to_py())


def reseed(entropy: bytes | None = None) -> None:
    """Seed the ``random`` module from ``entropy`` (default: the browser's, else the OS's)."""
    if entropy is None:
        entropy = browser_entropy()
    if entropy is None:
        entropy = os.urandom(SEED_BYTES)
    random.seed(int.from_bytes(entropy, "big"))
