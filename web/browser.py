"""The page's JS objects, for every browser-side module of ``web/``: bound late, once per start.

The browser-side modules name pyscript's ffi helpers (``create_proxy``, ``to_js``,
``is_none``), one set for the whole interpreter; ``web/main.py`` alone takes ``document``
and ``window`` from here, to make the page's ``web.frame.Frame``: every other module
takes the document and window of its board's frame, so that one interpreter may draw
in several frames. They import these from here, never from
``pyscript``, so that they can be imported while the Pyodide memory snapshot is
made (``tools/snapshot.mjs``, in Node, where there is no browser and no
``pyscript``). Their classes, dataclasses and tables are then already made when a
page restores the snapshot, instead of being made again by every board of a host
page on the one main thread they share (docs/start-up.md).

Where there is no ``pyscript`` when this module is imported, each name is an
``Unbound`` stand-in that refuses every use with a message naming it. ``bind()``,
called first thing after the restore (``web/main.py``), puts the real object in
place of every stand-in that a module of ``web`` took. Where ``pyscript`` is
importable (a plain start, a stale snapshot imported again, CPython tests with
``tests/fake_dom``) the names are the real objects from the start and ``bind()``
finds nothing to do.

Why rebinding and not a forwarding object: a forwarding object would be a Python
object where JS expects its own (``addEventListener(…, window)``, ``to_js`` of a
dict holding it, ``window.parent == window``); after ``bind()`` every module holds
the very objects ``pyscript`` gives.
"""

from __future__ import annotations

import sys
from typing import Any

NAMES = ("document", "window", "create_proxy", "to_js", "is_none")
"""What the browser-side modules take from here: ``pyscript``'s and ``pyscript.ffi``'s."""


class Unbound:
    """A stand-in for one of ``NAMES`` in a module imported where there is no browser."""

    __slots__ = ("standing_for",)  # not ``name``: ``window.name`` is the page's to answer

    def __init__(self, name: str) -> None:
        self.standing_for = name

    def _refuse(self) -> RuntimeError:
        return RuntimeError(f"web.browser.{self.standing_for} was used before web.browser.bind(): "
                            "a module imported without the browser needs bind() after the restore")

    def __getattr__(self, attribute: str) -> Any:
        if attribute.startswith("__"):  # introspection (copy, pickle, inspect) asks, and may be told no
            raise AttributeError(attribute)
        raise self._refuse()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise self._refuse()

    def __bool__(self) -> bool:
        raise self._refuse()

    def __repr__(self) -> str:
        return f"<unbound web.browser.{self.standing_for}>"


def real_objects() -> dict[str, Any] | None:
    """``NAMES`` -> the objects ``pyscript`` gives, or None where there is no ``pyscript``."""
    try:
        import pyscript  # type: ignore[import-not-found]
        from pyscript import ffi
    except ImportError:
        return None
    return {"document": pyscript.document, "window": pyscript.window,
            "create_proxy": ffi.create_proxy, "to_js": ffi.to_js, "is_none": ffi.is_none}


_start = real_objects() or {name: Unbound(name) for name in NAMES}
document: Any = _start["document"]
window: Any = _start["window"]
create_proxy: Any = _start["create_proxy"]
to_js: Any = _start["to_js"]
is_none: Any = _start["is_none"]


def bind(package: str = "web") -> int:
    """Replace every ``Unbound`` stand-in held by a module of ``package`` with the real object.

    Returns how many module-level names were bound (0 after a plain start). Names taken
    under another name (``from web.browser import window as host``) are found too: each
    module's globals are scanned for stand-ins, not looked up by name.
    """
    real = real_objects()
    if real is None:
        raise RuntimeError("web.browser.bind() needs the browser: pyscript cannot be imported")
    bound = 0
    for name, module in list(sys.modules.items()):
        if module is None or not (name == package or name.startswith(package + ".")):
            continue
        namespace = vars(module)
        for key, value in list(namespace.items()):
            if isinstance(value, Unbound):
                namespace[key] = real[value.standing_for]
                bound += 1
    return bound
