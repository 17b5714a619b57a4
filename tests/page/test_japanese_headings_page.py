"""Japanese headings of the puzzle and lesson pages break between phrases (headless Chromium).

Japanese has no spaces, so a browser may break a line between any two letters: a heading then
reads 「パズル：最善手・やさし / い」 or 「彩珠(サイジュ)のパズ / ル」 on a phone. The page asks
for breaks between phrases (``word-break: auto-phrase``, or ``keep-all`` where a browser lacks it).
Each test reads the lines a heading is laid out in, letter by letter, and checks each break
against the plain rules below: no break inside a run of katakana, of kanji or digits, before
hiragana (a particle or an inflection belongs to the word before it), before a mark that may
not start a line or after one that may not end it. The tests share one started page
(``reused_page``) and open each link through the page's routing."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest

from tests.conftest import open_at
from tests.learn_fixtures import GAMES
from tests.learn_page import LESSONS, PUZZLES
from tests.page_checks import LAYOUT_SIZES

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

PHONE = (390, 844)
SIDE_PANEL = (1024, 768)
"""A tablet held sideways: the lesson's text is a narrow column beside the board."""
LEARN_HEADINGS = "#learn-title, #learn-where"
LIST_HEADINGS = "#puzzles-title, #puzzles-count, .puzzle-group h2"

LINES = """(selector) => [...document.querySelectorAll(selector)].filter(el => el.checkVisibility()).map(el => {
  // The heading's letters as laid out: a letter whose box starts below the last one's middle
  // starts a new line.
  const lines = [], walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT), range = document.createRange();
  let line = '', bottom = -Infinity;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue;
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i); range.setEnd(node, i + 1);
      const boxes = [...range.getClientRects()].filter(r => r.width > 0);
      if (!boxes.length) { line += text[i]; continue; }
      const box = boxes[boxes.length - 1];
      if (box.top >= bottom - 1 && line.trim()) { lines.push(line); line = ''; }
      if (box.top >= bottom - 1 || bottom === -Infinity) bottom = (box.top + box.bottom) / 2;
      line += text[i];
    }
  }
  if (line.trim()) lines.push(line);
  return {where: el.id || el.tagName.toLowerCase(), lines: lines.map(l => l.trim())};
})"""

NO_START = "、。，．・：；？！）」』】〕ー…～)]:;,.!?ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
"""Marks and small kana a Japanese line may not start with."""
NO_END = "（「『【〔(["
"""Opening brackets a Japanese line may not end with."""


def script(letter: str) -> str:
    """Which run a letter belongs to: hiragana, katakana, kanji (digits with them: 「41問」) or other."""
    name, letter_like = unicodedata.name(letter, ""), unicodedata.category(letter)[0] in "LN"
    if name.startswith("HIRAGANA") and letter_like:
        return "hiragana"
    if name.startswith(("KATAKANA", "KATAKANA-HIRAGANA PROLONGED")) and letter_like:
        return "katakana"
    if name.startswith("CJK UNIFIED") or letter.isdigit():
        return "kanji"
    return "other"


def bad_break(before: str, after: str) -> str | None:
    """Why a line may not end with ``before`` and the next start with ``after`` (None: it may)."""
    if after in NO_START:
        return f"a line starts with 「{after}」"
    if before in NO_END:
        return f"a line ends with 「{before}」"
    first, second = script(before), script(after)
    if first == second != "other":
        return f"a word of {first} is cut"
    if second == "hiragana" and first != "other":
        return "hiragana starts a line, cut from the word it belongs to"
    return None


def break_problems(page: Any, selector: str) -> list[str]:
    """Every bad break in the headings ``selector`` names, with the lines they are laid out in."""
    problems = []
    for heading in page.evaluate(LINES, selector):
        lines = heading["lines"]
        for upper, lower in zip(lines, lines[1:]):
            why = bad_break(upper[-1], lower[0])
            if why:
                problems.append(f"{heading['where']}: {why}: {' / '.join(lines)}")
    return problems


def test_the_rules_of_a_break_catch_the_breaks_a_player_saw() -> None:
    assert bad_break("し", "い") and bad_break("ズ", "ル") and bad_break("善", "手")
    assert bad_break("手", "・") and bad_break("珠", "の") and bad_break("(", "サ")
    assert bad_break("・", "や") is None and bad_break("の", "パ") is None and bad_break("：", "最") is None


@pytest.mark.parametrize("size", LAYOUT_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_a_puzzles_headings_break_between_phrases(page: Any, game: str, size: tuple[int, int]) -> None:
    open_at(page, size, f"?game={game}&puzzles=1&lang=ja")
    page.wait_for_selector("#puzzles-title:not(:empty)")
    problems = break_problems(page, LIST_HEADINGS)
    for puzzle in (PUZZLES.load(game)[0], PUZZLES.load(game)[-1]):
        open_at(page, size, f"?game={game}&puzzle={puzzle.id}&lang=ja")
        page.wait_for_function("id => document.querySelector('#app').dataset.puzzle === id", arg=puzzle.id)
        problems += break_problems(page, LEARN_HEADINGS)
    assert not problems, problems


@pytest.mark.parametrize("size", [PHONE, SIDE_PANEL], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_a_lessons_headings_break_between_phrases(page: Any, game: str, size: tuple[int, int]) -> None:
    problems = []
    for lesson in LESSONS.lessons(game):
        open_at(page, size, f"?game={game}&tutorial=1&lesson={lesson.id}&lang=ja")
        page.wait_for_selector(f'#app[data-lesson="{lesson.id}"]')
        problems += break_problems(page, LEARN_HEADINGS)
    assert not problems, problems
