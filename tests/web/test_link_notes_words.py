"""A page link's comments and marks as the page reads them (web/links.py): each part that
cannot be read is named in the page's language, never in the engine's English on a Japanese
page, and the rest of the line's comments are kept; the page's own links carry them."""

from __future__ import annotations

import re

import pytest

from games import get_game
from games.errors import BadAnnotation, BadSquare
from games.notes import CODES, Annotation, Arrow, Mark
from web import i18n
from web.error_words import error_text
from web.link_line import link_notes
from web.links import make_link, parse_link

SIAM = get_game("siam")
MOVES = ["+B1S", "+E1W", "B1B2S"]


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_lang("en")


@pytest.mark.parametrize("code", sorted(CODES) + ["not_square", "off_board"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_refusal_of_a_comment_has_words_in_each_language(code: str, lang: str) -> None:
    i18n.set_lang(lang)
    assert i18n.has_key(f"note.{code}")
    err = BadAnnotation(code, "ENGLISH ENGINE TEXT", ply=3)
    text = error_text(err)
    assert "ENGLISH ENGINE TEXT" not in text and re.search(r"\{[a-z_]+\}", text) is None
    assert ("3手目" if lang == "ja" else "after move 3") in text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_square_the_game_refuses_is_named_with_its_place(lang: str) -> None:
    i18n.set_lang(lang)
    text = error_text(BadSquare("off_board", "x", game="siam", square="'F1'", ply=0))
    assert "'F1'" in text
    assert ("最初の手の前" if lang == "ja" else "before the first move") in text


def test_a_bad_part_is_named_and_the_rest_of_the_line_is_kept() -> None:
    request = parse_link("#game=siam&moves=%2BB1S+%2BE1W+B1B2S"
                         "&notes=0_Elephants+first~1.GB1/B3.XB3_Enter~2.GE1/Q9~9_late")
    notes, problems = link_notes(SIAM, request, len(MOVES))
    assert notes == {0: Annotation("Elephants first"),
                     1: Annotation("Enter", (Arrow("G", "B1", "B3"),))}
    assert problems == [
        "comment after move 1: 'X' is not a colour (G, R, B, Y)",
        "comment after move 2: 'Q9' is not on the board",
        "comment after move 9: the line has only 3 moves",
        "the other comments are shown",
    ]
    i18n.set_lang("ja")
    _, problems = link_notes(SIAM, request, len(MOVES))
    assert problems[0] == "1手目の後のコメント:'X' は色ではありません(G、R、B、Y)"


def test_a_link_without_notes_reads_none() -> None:
    assert link_notes(SIAM, parse_link("#game=siam"), 0) == ({}, [])


def test_the_pages_link_carries_the_comments_and_reads_them_back() -> None:
    notes = {0: Annotation("Elephants <b>first</b> ~ & more"),
             1: Annotation("Enter\nfacing south", (Arrow("G", "B1", "B3"),), (Mark("R", "B3"),))}
    link = make_link("siam", moves=MOVES, ply=1, notes=notes)
    assert link.endswith("&notes=" + link.split("&notes=")[1])  # last, after ply
    request = parse_link(link)
    assert request.problems == []
    assert link_notes(SIAM, request, len(MOVES)) == (notes, [])


def test_a_saved_game_keeps_the_comments_of_its_line() -> None:
    from games.session import Session
    from web.saves import decode, encode

    session, error = Session.from_tokens(SIAM.start(), MOVES)
    assert error is None
    session.notes = {1: Annotation("Enter", (Arrow("G", "B1", "B3"),)), 3: Annotation("Step")}
    session.goto(1)
    saved = decode("game-1", encode(session, 1.0))
    assert saved.session.notes == session.notes and saved.session.cursor == 1
