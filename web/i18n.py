"""UI strings in English and Japanese, read from the one table in ``web/strings.js``.

``boot.js`` picks the language before the first paint (a remembered choice,
else the browser's) and translates the static page; this module gives Python
the same table, so a string is written once for both sides. Pure Python apart
from ``attach()``: the tests load the table straight from the file.

``t("key", name=value)`` formats a template; ``tn("key", n)`` picks
``key.one`` for 1 in English and ``key.other`` otherwise (Japanese has no
plural forms, so it always uses ``.other``).

The tables are the interpreter's (one ``strings.js`` for every frame of the site); the
language is the board's (``web.board_context``): one interpreter may serve an English
board and a Japanese one on the same rules page.
"""

from __future__ import annotations

import os
from typing import Any, Callable

from .board_context import current

LANGS = ("en", "ja")

_tables: dict[str, dict[str, str]] = {"en": {}, "ja": {}}


def parse_table_source(source: str) -> dict[str, dict[str, str]]:
    """The tables of ``web/strings.js``: the JSON assigned to ``ABSTRACT_BOARDS_STRINGS``."""
    import json  # only outside the page: the page gets the table from boot.js

    body = source.split("ABSTRACT_BOARDS_STRINGS =", 1)[1].strip().rstrip(";")
    return json.loads(body)


def _table_file() -> str:
    # os.path, not pathlib: pathlib imports urllib.parse, a slow import in Pyodide.
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "strings.js")


def load_file(path: str | None = None) -> None:
    """Load the tables from ``web/strings.js`` (tests and tools, not the page)."""
    with open(path or _table_file(), encoding="utf-8") as file:
        set_tables(parse_table_source(file.read()))


def set_tables(tables: dict[str, dict[str, str]]) -> None:
    for lang in LANGS:
        _tables[lang] = dict(tables.get(lang, {}))


def lang() -> str:
    """The language of the board served now."""
    return current().lang


def local_name(named: Any) -> str:
    """The name of a thing a game names in both languages itself (``.name`` and ``.japanese``:
    Symbol Pallet's colours and symbols), in the page's language."""
    return str(named.japanese if current().lang == "ja" else named.name)


def set_lang(code: str) -> None:
    """Use ``code`` for the strings Python writes for the board served now, and tell its
    listeners."""
    board = current()
    board.lang = code if code in LANGS else "en"
    for listener in list(board.language_listeners):
        listener()


def on_change(listener: Callable[[], None]) -> None:
    """Call ``listener`` after every language switch of the board served now (its controller
    redraws)."""
    current().language_listeners.append(listener)


def _ensure_loaded() -> None:
    """Outside the page (tests, tools) read the table from the file on first use."""
    if not _tables["en"]:
        path = _table_file()
        if os.path.exists(path):
            load_file(path)


def has_key(key: str) -> bool:
    """Whether the table has ``key`` (in English, which every key has first)."""
    _ensure_loaded()
    return key in _tables["en"]


def t(key: str, **values: Any) -> str:
    """The string ``key`` in the page's language, with ``{name}`` filled in.

    A key missing from Japanese falls back to English, and a key missing from
    both shows as itself, so a forgotten string is visible, never a crash.
    """
    _ensure_loaded()
    template = _tables[current().lang].get(key)
    if template is None:
        template = _tables["en"].get(key, key)
    return template.format(**values) if values else template


def has(key: str) -> bool:
    """Whether ``key`` is a string of the table (in English, which has every key)."""
    _ensure_loaded()
    return key in _tables["en"]


def tn(key: str, count: int, **values: Any) -> str:
    """``t`` for a counted phrase: ``key.one`` or ``key.other`` (``{n}`` is the count)."""
    form = "one" if count == 1 and current().lang == "en" else "other"
    return t(f"{key}.{form}", n=count, **values)


def attach(window: Any) -> None:
    """In a board's frame (``window``): take the tables (once per interpreter) and the
    language its boot.js chose for the board served now, and follow that frame's switches."""
    shared = window.ABSTRACT_BOARDS_I18N
    if not _tables["en"]:
        set_tables(shared.strings.to_py())
    chosen = str(shared.lang)
    current().lang = chosen if chosen in LANGS else "en"  # boot.js checks too; a bad code never reaches t()

    from . import dom  # the page's listeners are guarded there (not needed in CPython)

    def changed(_event: Any) -> None:
        set_lang(str(window.ABSTRACT_BOARDS_I18N.lang))

    dom.listen(window, "i18n:change", changed)
