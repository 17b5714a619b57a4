"""Checks shared by the setting-up tests of each game: a refusal's words in a language, and
the game's impossible-position words told apart (``position.<game>.<kind>`` in web/strings.js)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from games.errors import BadPosition
from web import i18n
from web.error_words import error_text

ROOT = Path(__file__).resolve().parent.parent


def worded(err: BadPosition, lang: str) -> str:
    """What the page says for ``err`` in ``lang``."""
    i18n.load_file()
    i18n.set_lang(lang)
    try:
        return error_text(err)
    finally:
        i18n.set_lang("en")


def refused_words(change: Callable[[Any], Any], state: Any, lang: str) -> tuple[str, str]:
    """The code ``change`` of ``state`` is refused with, and its words in ``lang``."""
    with pytest.raises(BadPosition) as refused:
        change(state)
    return refused.value.code, worded(refused.value, lang)


def check_position_words(game: str, codes: Iterable[str], lang: str,
                         japanese_of: Iterable[str] | None = None) -> None:
    """Every code of ``codes`` has words in ``lang``; no two kinds of ``game``'s impossible
    positions share words; in Japanese, those of ``japanese_of`` (default: all of the game's)
    hold no English word."""
    table = i18n.parse_table_source((ROOT / "web" / "strings.js").read_text(encoding="utf-8"))[lang]
    words = {key: text for key, text in table.items() if key.startswith(f"position.{game}.")}
    assert {f"position.{code}" for code in codes} <= set(words)
    assert len(set(words.values())) == len(words)
    if lang == "ja":
        keys = words if japanese_of is None else [f"position.{code}" for code in japanese_of]
        bare = [re.sub(r"\{[a-z]+\}", "", words[key]) for key in keys]
        assert not any(re.search(r"[A-Za-z]{3,}", text) for text in bare)
