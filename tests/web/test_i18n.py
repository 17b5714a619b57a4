"""The UI string table (web/strings.js): both languages complete and every used key present."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from games import errors
from web import i18n

ERROR_CODES = sorted({cls.code for cls in vars(errors).values()
                      if isinstance(cls, type) and issubclass(cls, errors.GameError)})

ROOT = Path(__file__).resolve().parent.parent.parent
TABLES = i18n.parse_table_source((ROOT / "web" / "strings.js").read_text(encoding="utf-8"))


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_both_languages_have_the_same_keys() -> None:
    assert set(TABLES) == set(i18n.LANGS)
    assert set(TABLES["en"]) == set(TABLES["ja"])


@pytest.mark.parametrize("key", sorted(TABLES["en"]))
def test_translations_take_the_same_placeholders(key: str) -> None:
    if key.startswith(("engine.", "error.internal")):
        # An engine error (web/error_words.py): English shows the engine's own sentence
        # ({detail}); another language words it from the error's facts, never from that sentence.
        # A Python error's text (error.internal) is English too: only English shows it.
        assert TABLES["en"][key] == "{detail}", key
        assert "detail" not in placeholders(TABLES["ja"][key]), key
    else:
        assert placeholders(TABLES["en"][key]) == placeholders(TABLES["ja"][key]), key
    assert TABLES["ja"][key].strip(), key


def test_plural_keys_come_in_pairs() -> None:
    for key in TABLES["en"]:
        if key.endswith(".one"):
            assert key[:-4] + ".other" in TABLES["en"], key


def used_keys() -> dict[str, str]:
    """Keys used by the page: data-i18n* attributes and t()/tn() calls with a literal key."""
    found: dict[str, str] = {}
    for page in [ROOT / "index.html", *sorted((ROOT / "web").glob("*.js"))]:
        html = page.read_text(encoding="utf-8")
        for key in re.findall(r'data-i18n(?:-label|-title|-alt)?="([^"]+)"', html):
            found[key] = str(page.relative_to(ROOT))
    for path in sorted((ROOT / "web").rglob("*.py")) + sorted((ROOT / "web").glob("*.js")):
        if path.name == "i18n.py":  # its docstring shows the calls with a placeholder key
            continue
        text = path.read_text(encoding="utf-8")
        for key in re.findall(r'\b(?:t|text)\(\s*"([a-z0-9_.-]+)"', text):
            found[key] = str(path.relative_to(ROOT))
        for key in re.findall(r'\btn\(\s*"([a-z0-9_.-]+)"', text):
            found[key + ".other"] = str(path.relative_to(ROOT))
            found[key + ".one"] = str(path.relative_to(ROOT))
    return found


def test_every_used_key_is_in_the_table() -> None:
    missing = {key: where for key, where in used_keys().items() if key not in TABLES["en"]}
    assert not missing, missing


def test_t_falls_back_to_english_then_to_the_key() -> None:
    i18n.set_tables({"en": {"a": "A {n}", "b.one": "{n} move", "b.other": "{n} moves"},
                     "ja": {"b.other": "{n}手"}})
    try:
        i18n.set_lang("ja")
        assert i18n.t("a", n=1) == "A 1"
        assert i18n.tn("b", 1) == "1手"
        assert i18n.t("nothing.here") == "nothing.here"
        i18n.set_lang("en")
        assert i18n.tn("b", 1) == "1 move"
        assert i18n.tn("b", 2) == "2 moves"
    finally:
        i18n.set_tables(TABLES)
        i18n.set_lang("en")


def dynamic_keys() -> list[str]:
    """Keys the page builds from data (game names, seats, options, colours, symbols)."""
    from games import get_game
    from games.registry import game_names

    keys: list[str] = []
    for name in game_names():
        game = get_game(name)
        keys.append(f"game.{name}")
        keys += [f"{name}.seat.{seat}" for seat in range(game.max_players)]
        for switch in game.switches:
            keys += [f"option.{name}.{switch}", f"option.{name}.{switch}.name"]
    keys += [f"saiju.symbol.{s}" for s in "SMF"] + [f"saiju.colour.{c}" for c in "wyp"]
    keys += ["saiju.group.taken", "saiju.group.doubled"]
    keys += [f"symbol-pallet.{kind}.{code}" for kind in ("symbol", "rule") for code in "sctwa"]
    keys += [f"engine.{code}" for code in ERROR_CODES]
    keys += ["engine.malformed_move.at", "engine.illegal_move.at", "engine.illegal_move.over",
             "engine.illegal_move.over.at"]
    return keys


def test_every_key_built_from_data_is_in_the_table() -> None:
    missing = [key for key in dynamic_keys() if key not in TABLES["en"]]
    assert not missing, missing


def test_english_seat_names_match_the_diagrams() -> None:
    """The SVG diagrams (games/diagram) name the seats in English; the page must agree."""
    from games.diagram.symbol_pallet import SEAT_NAMES

    assert [TABLES["en"][f"symbol-pallet.seat.{p}"] for p in range(4)] == list(SEAT_NAMES)


def unformatted_calls(source: str) -> list[tuple[int, str]]:
    """Plain string constants (not f-string parts) holding a ``{t(…)}``/``{tn(…)}`` call.

    Such a string reaches the page as the text ``{t("key")}``: it was meant to be an
    f-string. Parts of an f-string are constants too, so those are left out.
    """
    tree = ast.parse(source)
    in_fstrings = {id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
                   for part in node.values}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in in_fstrings and re.search(r"\{tn?\(", node.value)]


def test_the_scan_finds_a_call_left_in_a_plain_string() -> None:
    assert unformatted_calls("x = '<b>{t(\"a.b\")}</b>'\ny = f'<b>{t(\"a.b\")}</b>'\n") == \
        [(1, '<b>{t("a.b")}</b>')]


def test_no_string_holds_an_unformatted_t_call() -> None:
    found = {}
    for path in sorted((ROOT / "web").rglob("*.py")) + sorted((ROOT / "games").rglob("*.py")):
        calls = unformatted_calls(path.read_text(encoding="utf-8"))
        if calls:
            found[str(path.relative_to(ROOT))] = calls
    assert not found, found
