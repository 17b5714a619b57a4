"""Siam's Japanese names one thing one way: the animals, the directions and the reserve.

A Japanese player meets the elephant on the board, in the status line, in the move list,
in the rules page and in the lessons, often on one screen: under two names (象 and ゾウ)
they read as two things. Directions likewise: the move list says 北向き, so a lesson that
says 上(N) or 上向き, or a rules page that says 上(北), names one direction two ways. The
table below gives, for each name the Japanese Siam texts must not use, the name they use
instead; the texts are every Japanese text of Siam's lessons, the Japanese rules page and
every Siam string of ``web/strings.js`` (its ``siam`` keys and the Siam outcomes).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from games.lessons import lessons
from web import i18n

ROOT = Path(__file__).resolve().parent.parent.parent
JA = i18n.parse_table_source((ROOT / "web" / "strings.js").read_text(encoding="utf-8"))["ja"]

NOT_THESE: tuple[tuple[str, str, str], ...] = (
    # (pattern, the name used instead, why)
    (r"(?<![対印現気])象", "ゾウ", "the elephant: the board, seats and move list say ゾウ"),
    (r"犀", "サイ", "the rhino: the board, seats and move list say サイ"),
    (r"[上下左右]\s*[(（]", "北・東・南・西",
     "a direction glossed with another name (上(北), 上(N)): one name, as the move list's 北向き"),
    (r"[(（][NESW][)）]", "北・東・南・西", "a direction as a letter of the English notation"),
    (r"[上下左右](向き|を向|へ押|へ進|から押|への|の端|の辺)", "北・東・南・西",
     "a facing or a push named by the screen's up/down/left/right: the move list says 北向き"),
    (r"上下左右", "東西南北", "the four directions, named as the rest of the text names them"),
    (r"控え|手元", "手持ち", "the reserve: the status line says 手持ちをタップ"),
)
IDS = ["elephant", "rhino", "glossed-direction", "letter-direction", "screen-direction",
       "four-directions", "reserve"]
CHOSEN = {"siam.animal.0": "ゾウ", "siam.animal.1": "サイ", "siam.seat.0": "ゾウ",
          "siam.seat.1": "サイ", "a11y.siam.elephant": "ゾウ", "a11y.siam.rhino": "サイ",
          "a11y.dir.N": "北", "a11y.dir.E": "東", "a11y.dir.S": "南", "a11y.dir.W": "西"}
"""The interface's own words for them, which the texts above must agree with."""


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def _rules_text() -> str:
    parser = _Text()
    parser.feed((ROOT / "web" / "rules" / "siam.ja.html").read_text(encoding="utf-8"))
    return "".join(parser.parts)


def _lesson_texts() -> list[tuple[str, str]]:
    texts: list[tuple[str, str]] = []
    for lesson in lessons("siam"):
        for name in ("title", "body", "task", "hint", "done", "other"):
            texts.append((f"lesson {lesson.id} {name}", getattr(lesson, name).ja))
        for number, step in enumerate(lesson.steps):
            for kind in ("explain", "forbid"):
                for token, text in getattr(step, kind):
                    texts.append((f"lesson {lesson.id} step {number} {kind} {token}", text.ja))
    return texts


def _string_texts() -> list[tuple[str, str]]:
    return [(f"strings.js {key}", value) for key, value in sorted(JA.items())
            if ".siam" in key or key.startswith("siam.") or key.startswith("outcome.rock-pushed-out")]


TEXTS = [("rules page siam.ja.html", _rules_text()), *_lesson_texts(), *_string_texts()]


@pytest.mark.parametrize(("pattern", "instead", "why"), NOT_THESE, ids=IDS)
def test_japanese_siam_texts_use_the_chosen_names(pattern: str, instead: str, why: str) -> None:
    found = [f"{where}: …{text[max(0, m.start() - 12):m.end() + 12]}…"
             for where, text in TEXTS for m in re.finditer(pattern, text)]
    assert not found, f"say {instead} ({why}):\n" + "\n".join(found)


def test_the_chosen_names_are_the_interfaces_own() -> None:
    assert {key: JA[key] for key in CHOSEN} == CHOSEN


def test_the_table_reads_every_kind_of_text() -> None:
    """The texts are really there (a file moved or a field renamed would pass the checks empty)."""
    wheres = {where.split()[0] for where, _ in TEXTS}
    assert wheres == {"rules", "lesson", "strings.js"}
    assert "ゾウ" in TEXTS[0][1] and len(_lesson_texts()) > 6 * len(lessons("siam"))
