"""A page link's ``variations`` and ``branch`` as the page reads and writes them (web/links.py,
web/link_line.py): the page's own links carry the whole tree and the line shown, a bad value
is named in the page's language and the rest of the link opens (the main line)."""

from __future__ import annotations

import re

import pytest

from games import get_game, untrusted
from games.session import Session
from games.variation_link import CODES
from web import i18n
from web.link_line import link_session, link_start
from web.links import PARAMS, make_link, parse_link, session_link

SIAM = get_game("siam")
STUDY = """[Game "siam"]

{Start} +B1S {Enter} +E1W (+E5W {far corner (really) [%cal RE5E3]} B1B2S (B1B1E) +A5S) (+D5S)
B1B2S {step} E1E1S
"""
MAIN = "#game=siam&moves=%2BB1S+%2BE1W+B1B2S+E1E1S"
VARIATIONS = "2(%2BE5W+%7Bfar+corner%7D+B1B2S+(B1B1E)+%2BA5S)2(%2BD5S)"


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_lang("en")


def opened(link: str) -> tuple[Session, list[str]]:
    request = parse_link(link)
    assert request.problems == []
    start, problems = link_start(SIAM, request)
    session, line_problems = link_session(SIAM, start, request)
    return session, problems + line_problems


def test_the_pages_link_carries_the_tree_and_the_line_shown() -> None:
    study = Session.from_record_text(STUDY)
    study.show((0, 1, 1))
    study.goto(2)
    link = session_link(SIAM, study, study.cursor)
    assert "&moves=%2BB1S+%2BE1W+B1B2S+E1E1S&variations=2(%2BE5W+" in link
    assert link.endswith("&branch=2.1~3.1&ply=2&notes=0_Start~1_Enter~3_step")
    session, problems = opened(link)
    assert problems == []
    assert (session.tokens, session.path, session.cursor) == (study.tokens, study.path, 2)
    assert session.tree() == study.tree()
    assert session.record_text_full() == study.record_text_full()


def test_a_line_without_variations_writes_the_link_it_always_wrote() -> None:
    session, _ = Session.from_tokens(SIAM.new(SIAM.options()), ["+B1S", "+E1W"])
    assert session_link(SIAM, session, 1) == "#game=siam&moves=%2BB1S+%2BE1W&ply=1"


def test_without_ply_the_link_opens_at_the_end_of_the_line_shown() -> None:
    session, problems = opened(f"{MAIN}&variations={VARIATIONS}&branch=2.1")
    assert problems == []
    assert session.tokens == ["+B1S", "+E5W", "B1B2S", "+A5S"] and session.cursor == 4


@pytest.mark.parametrize("variations, words, ja", [
    ("2(%2BE5W", "never closed", "閉じられていません"),
    ("x", "is not a move number", "の形ではありません"),
    ("9(%2BE5W)", "alternatives to move 9", "本筋に9手目がない"),
    ("2()", "empty variation", "中身のない変化手順"),
    ("2(%7Bwhy%7D+%2BE5W)", "at the start of a variation", "コメントがあります"),
    ("2(%2BE5W+E5E4W)", "in a variation, move 3 'E5E4W'", "変化手順の3手目の「E5E4W」"),
    ("2(%2BE1W)", "given twice", "二度書かれています"),
    ("2(%2BE5W+%7Bx+%5B%25cal+GB1B9%5D%7D)", "B9", "B9"),
])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_bad_variations_are_named_and_the_main_line_opens(variations: str, words: str, ja: str,
                                                          lang: str) -> None:
    i18n.set_lang(lang)
    session, problems = opened(f"{MAIN}&variations={variations}&branch=2.1&ply=1&notes=1_kept")
    assert session.tokens == ["+B1S", "+E1W", "B1B2S", "E1E1S"] and session.alternatives == {}
    assert session.cursor == 1 and session.notes[1].comment == "kept"
    assert len(problems) == 1 and (words if lang == "en" else ja) in problems[0]
    assert re.search(r"\{[a-z_]+\}", problems[0]) is None
    if lang == "ja":
        assert "variation" not in problems[0].replace("variations", "")


@pytest.mark.parametrize("branch, words, ja", [
    ("2", "is not a move number, a dot", "の形ではありません"),
    ("2.3", "move 2 has 2 alternatives, not 3", "2手目に3番目の変化手順はありません"),
    ("2.1~2.1", "increasing order", "小さい順"),
    ("2.1~9.1", "the line ends before move 9", "9手目より前で手順が終わっています"),
    ("02.1", "'02' is not a move number", "の形ではありません"),
])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_bad_branch_is_named_and_the_main_line_opens_with_its_variations(
        branch: str, words: str, ja: str, lang: str) -> None:
    i18n.set_lang(lang)
    session, problems = opened(f"{MAIN}&variations={VARIATIONS}&branch={branch}")
    assert session.tokens == ["+B1S", "+E1W", "B1B2S", "E1E1S"] and not session.in_variation
    assert [node.move for node in session.alternatives[1]] == ["+E5W", "+D5S"]
    assert len(problems) == 1 and (words if lang == "en" else ja) in problems[0]
    assert problems[0].startswith("branch: " if lang == "en" else "表示する手順")


def test_a_ply_past_the_end_of_the_line_shown_is_named() -> None:
    session, problems = opened(f"{MAIN}&variations={VARIATIONS}&branch=2.2&ply=3")
    assert session.tokens == ["+B1S", "+D5S"] and session.cursor == 2
    assert problems == ["ply 3 is past the last move (2)"]


def test_the_values_beyond_their_limits_are_refused_before_they_are_read() -> None:
    request = parse_link(f"{MAIN}&variations=" + "2(" * (untrusted.MAX_VARIATIONS_CHARS // 2 + 1)
                         + "&branch=" + "2.1~" * untrusted.MAX_BRANCH_CHARS, untrusted.MAX_KEPT_LINK_CHARS)
    assert request.variations is None and request.branch is None
    assert [p for p in request.problems if "variations is longer" in p or "branch is longer" in p] \
        == request.problems and len(request.problems) == 2
    assert {"variations", "branch"} <= set(PARAMS)


def test_variations_nest_no_deeper_than_a_record_and_count_every_lines_moves() -> None:
    deep = "2(" + "%2BE5W+(" * 40 + ")" * 41
    _, problems = opened(f"{MAIN}&variations={deep}")
    assert "nested more than 32 deep" in problems[0] or "before any move" in problems[0]
    many = "2(%2BE5W)" + "2(%2BD5S)" * (untrusted.MAX_MOVES)
    _, problems = opened(f"{MAIN}&variations={many}")
    assert f"more than {untrusted.MAX_MOVES} moves" in problems[0]


def test_make_link_writes_variations_after_moves_and_branch_before_ply() -> None:
    study = Session.from_record_text(STUDY)
    main = study.main_line()
    link = make_link("siam", moves=list(main.tokens), ply=1, alternatives=main.alternatives,
                     path=(0, 2))
    names = [pair.split("=")[0] for pair in link.lstrip("#").split("&")]
    assert names == ["game", "moves", "variations", "branch", "ply"]
    assert "&branch=2.2&" in link


@pytest.mark.parametrize("start, cursor", [("shown", 2), ("first", 0), ("last", 4)])
def test_the_embed_code_opens_the_variation_shown_with_every_other_line(start: str,
                                                                       cursor: int) -> None:
    from web.embed_code import EmbedChoices, embed_code

    page = "https://boards.example/ab/index.html"
    study = Session.from_record_text(STUDY)
    study.show((0, 1, 0, 0))
    study.goto(2)
    code = embed_code(page, SIAM, study, EmbedChoices().with_value("start", start), "t")
    src = re.search(r' src="([^"]*)"', code)
    assert src is not None
    session, problems = opened(src.group(1).replace("&amp;", "&")[len(page):])
    assert problems == []
    assert (session.tokens, session.path, session.cursor) == (study.tokens, study.path, cursor)
    assert session.tree() == study.tree()


RECORD_CODES = ("unclosed_variation", "stray_parenthesis", "stray_variation", "empty_variation",
                "misplaced_comment", "repeated_move", "too_deep", "beyond_moves")
"""The record's refusals of its parentheses (docs/records.md#variations)."""


@pytest.mark.parametrize("code", sorted(set(RECORD_CODES) | set(CODES)))
def test_every_refusal_of_a_variation_has_words_in_japanese(code: str) -> None:
    from games.errors import BadRecord
    from web.error_words import error_text

    i18n.set_lang("ja")
    assert i18n.has_key(f"engine.variation.{code}")
    text = error_text(BadRecord("ENGLISH ENGINE TEXT", variation=code, ply=3))
    assert "ENGLISH" not in text and re.search(r"\{[a-z_]+\}", text) is None
    i18n.set_lang("en")
    assert error_text(BadRecord("ENGLISH ENGINE TEXT", variation=code, ply=3)) == "ENGLISH ENGINE TEXT"
