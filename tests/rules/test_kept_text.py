"""Text from outside becomes text the site keeps in one place (``games.untrusted.kept_text``):
half an emoji (a lone UTF-16 surrogate) and Unicode's non-characters never reach a link, a
record, a save, a picture or the page as they are, and no control character is written into
XML. A line the page takes in is one whose link it can write and read back
(``MAX_LINE_LINK_CHARS``)."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any
from xml.dom import minidom

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import GameError, get_game, untrusted
from games.diagram.cli import run as diagram
from games.diagram.svg import el, to_svg
from games.notes import Annotation, checked
from games.page_link import checked_link
from games.session import Session
from tests.conftest import ROOT
from web.embed_code import EmbedChoices, embed_code
from web.host_messages import PROTOCOL, load_session, parse_host_message
from web.links import (fits_address, line_link, make_link, parse_link, quote_plus, session_link,
                       unquote_plus)
from web.models.annotating import Annotator, LinkTooLong
from web.saves import decode, encode

SIAM = get_game("siam")
NOT_TEXT = ["\ud83d", "\ude00", "\udcff", "\ufffe", "\uffff", "\ufdd0", "\ufdef", "\U0001fffe",
            "\U0010ffff"]
"""Code points that are no character: lone surrogates (the first is half of U+1F600, the third
what Python makes of a byte that is not UTF-8) and non-characters."""
CONTROLS = ["\x00", "\x01", "\x08", "\x0b", "\x0c", "\x1b", "\x7f", "\x85"]
hostile_characters = st.one_of(st.characters(), st.sampled_from(NOT_TEXT + CONTROLS + ["\n", "\t"]))
hostile_texts = st.text(hostile_characters, max_size=80)


def well_formed(svg: str) -> bool:
    minidom.parseString(svg.encode("utf-8"))
    return True


# ----- the one place --------------------------------------------------------------------------
@pytest.mark.parametrize("char", NOT_TEXT)
def test_a_code_point_that_is_no_character_is_replaced_and_the_rest_kept(char: str) -> None:
    kept = untrusted.kept_text(f"象が{char}押す")
    assert kept == f"象が{untrusted.REPLACEMENT}押す"
    kept.encode("utf-8")  # never raises now


def test_whole_characters_are_kept_as_they_are() -> None:
    text = "\U0001f418 象 \ufffd e\u0301 \u202e \t\n"
    assert untrusted.kept_text(text) is text
    assert untrusted.kept_text("\ud83d\ude00") == "\ud83d\ude00".encode("utf-16", "surrogatepass") \
        .decode("utf-16").replace("\U0001f600", untrusted.REPLACEMENT * 2)  # two halves, not joined


@given(hostile_texts)
@settings(max_examples=300, deadline=None)
def test_every_kept_text_encodes_and_every_xml_text_is_well_formed(text: str) -> None:
    kept = untrusted.kept_text(text)
    kept.encode("utf-8")
    assert len(kept) == len(text)
    assert all(c == k or k == untrusted.REPLACEMENT for c, k in zip(text, kept))
    assert well_formed(to_svg(el("svg", el("text", text=untrusted.xml_text(text)), data_x=text)))


def test_readers_of_outside_text_keep_it() -> None:
    assert untrusted.bounded_text("x", "a\ud83d", 10) == "a\ufffd"
    assert untrusted.record_text("\ufeff[Game \"siam\"]\ud83d") == "[Game \"siam\"]\ufffd"
    assert untrusted.stored_text("\uffff") == "\ufffd"


def test_json_escapes_of_half_an_emoji_are_kept_as_text() -> None:
    """``\\ud83d`` in JSON text decodes to a lone surrogate: a host's message or a stored save
    written so gets it replaced, while an escaped pair stays the emoji it is."""
    value = untrusted.json_value('{"m\\ud83d": ["\\ud83d", "\\ud83d\\ude00", "\\uFFFE"]}', "m", 100)
    assert value == {"m\ufffd": ["\ufffd", "\U0001f600", "\ufffd"]}


# ----- links ----------------------------------------------------------------------------------
@given(hostile_texts)
@settings(max_examples=300, deadline=None)
def test_any_text_is_written_into_a_link_and_read_back_as_kept(text: str) -> None:
    assert unquote_plus(quote_plus(text)) == untrusted.kept_text(text)


@given(st.lists(st.tuples(hostile_texts, hostile_texts), max_size=6))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_link_with_broken_characters_is_read_with_kept_values(params: list[tuple[str, str]]) -> None:
    query = "&".join(f"{quote_plus(k)}={quote_plus(v)}" for k, v in params)
    request = parse_link(query)
    for value in (request.game, request.position, request.notes, *request.moves, *request.problems):
        if value is not None:
            value.encode("utf-8")


def annotated(comment: str) -> Session:
    session, error = Session.from_tokens(SIAM.new(SIAM.options()), ["+B1S", "+E1W"])
    assert error is None
    assert Annotator(session).comment(comment)  # as the Annotate panel's box does
    return session


def test_half_an_emoji_in_a_comment_is_written_into_the_link_and_reopens() -> None:
    session = annotated("push \ud83d here")
    assert session.notes[2].comment == "push \ufffd here"
    link = session_link(SIAM, session)
    request = parse_link(link)
    assert request.problems == [] and "\ufffd" in unquote_plus(quote_plus(request.notes or ""))
    reopened = Session.from_record_text(session.record_text())
    assert reopened.notes == session.notes


def test_half_an_emoji_in_a_pasted_record_opens_and_writes_back() -> None:
    record = '[Game "siam"]\n\n+B1S {a \ud83d comment} +E1W {\ufffe}\n'
    session = Session.from_record_text(record)
    assert [note.comment for note in session.notes.values()] == ["a \ufffd comment", "\ufffd"]
    assert parse_link(line_link(SIAM, session)).problems == []


def test_a_host_message_with_half_an_emoji_is_read_as_kept_text() -> None:
    text = json.dumps({"protocol": PROTOCOL, "kind": "load",
                       "record": '[Game "siam"]\n\n+B1S {\ud83d}'})
    assert "\\ud83d" in text  # JSON's escape of the lone half
    command = parse_host_message(text)
    assert command.record is not None and "\ud83d" not in command.record
    assert load_session(command).notes[1].comment == "\ufffd"


def test_a_save_holding_half_an_emoji_is_read_back_as_kept_text() -> None:
    session = annotated("a")
    text = encode(session, 1.0).replace('{a}', '{a\\ud83d}')
    assert "\\ud83d" in text
    saved = decode("game-1-1", text)
    assert saved.session.notes[2].comment == "a\ufffd"
    encode(saved.session, 2.0).encode("utf-8")


# ----- pictures (python -m games.diagram) -------------------------------------------------------
@pytest.mark.parametrize("caption", ["a\x01b", "a\x0bb", "\x1b[31m", "a\x7f"])
def test_a_caption_with_a_control_character_is_refused_in_one_line(caption: str) -> None:
    status, out, err = diagram(["siam", "--caption", caption])
    assert status == 2 and out == "" and err.startswith("--caption holds the control character")
    assert err.count("\n") == 1


@pytest.mark.parametrize("caption", ["a\ufffeb", "a\uffffb", "\ud83d", "caf\udce9", "tab\there"])
def test_a_caption_that_is_no_text_draws_a_well_formed_picture(caption: str, tmp_path: Any) -> None:
    status, out, err = diagram(["siam", "--caption", caption])
    assert (status, err) == (0, "") and well_formed(out) and "\ufffe" not in out
    out.encode("utf-8")
    path = tmp_path / "d.svg"
    assert diagram(["siam", "--caption", caption, "--out", str(path)]) == (0, "", "")
    assert well_formed(path.read_text(encoding="utf-8"))


def test_a_caption_byte_that_is_not_utf8_is_drawn_as_a_replacement_from_the_command(tmp_path: Any) -> None:
    """The shell hands ``$'\\xff'`` to Python as a lone surrogate (``surrogateescape``)."""
    path = tmp_path / "d.svg"
    done = subprocess.run([sys.executable, "-m", "games.diagram", "siam", "--caption", b"\xff",
                           "--out", str(path)], cwd=ROOT, capture_output=True)
    assert (done.returncode, done.stderr) == (0, b"")
    assert "\ufffd" in path.read_text(encoding="utf-8") and well_formed(path.read_text("utf-8"))
    done = subprocess.run([sys.executable, "-m", "games.diagram", "siam", "--caption", b"\xff"],
                          cwd=ROOT, capture_output=True)
    assert done.returncode == 0 and well_formed(done.stdout.decode("utf-8"))


# ----- a line the page takes in reopens from its address, its Embed code and its save ----------
def long_comment_record(comments: int, chars: int = 9_000) -> str:
    moves = ["+B1S", "+E1W", "+A1E"]
    body = " ".join(f"{token} {{{'象' * chars}}}" for token in moves[:comments])
    return f'[Game "siam"]\n\n{body}\n'


def test_a_record_whose_link_is_too_long_is_refused_at_the_door_with_its_length() -> None:
    session = Session.from_record_text(long_comment_record(3))  # within every record limit
    with pytest.raises(GameError) as refused:
        line_link(SIAM, session)
    err = refused.value
    assert isinstance(err, untrusted.BadInput) and err.code == "link_too_long"
    assert err.fields["length"] > untrusted.MAX_LINK_CHARS


def test_every_line_the_page_takes_in_reopens_from_its_address_and_its_embed_code() -> None:
    """Comments as long as the door lets through (9 link characters each), then everything the
    page adds: the ply, the computer's seats and an embed's every parameter still make a link
    the page reads."""
    session, error = Session.from_tokens(SIAM.new(SIAM.options()), ["+B1S", "+E1W", "+A1E"])
    assert error is None
    seats = {0: "strong", 1: "strong"}
    author = Annotator(session, lambda s: len(session_link(SIAM, s, s.cursor, seats)))
    for ply in range(4):
        session.goto(ply)
        low, high = 0, untrusted.MAX_COMMENT_CHARS  # the longest comment taken at this ply
        while low < high:
            mid = (low + high + 1) // 2
            if author.comment("象" * mid) or session.notes.get(ply, Annotation()).comment == "象" * mid:
                low = mid
            else:
                assert isinstance(author.refusal, LinkTooLong)
                high = mid - 1
        author.comment("象" * low)
    assert len(session_link(SIAM, session, 0, seats)) > untrusted.MAX_LINE_LINK_CHARS - 20
    choices = EmbedChoices(controls=True, interactive=True, orientation="mover", lang="ja",
                           start="first", autoplay=1.0, loop=True)
    code = embed_code("http://127.0.0.1:1/", SIAM, session, choices, "board")
    fragment = code.split('src="', 1)[1].split('"', 1)[0].replace("&amp;", "&").split("#", 1)[1]
    request = parse_link(fragment)
    assert fits_address(fragment) and request.problems == [] and request.embed
    assert parse_link(session_link(SIAM, session, 1, seats)).problems == []


def test_a_line_played_on_past_the_links_limit_is_no_embed_code_and_no_address() -> None:
    """Moves are never refused: a line at the door's limit can grow past what an address
    holds. The page then keeps it in the tab (``MAX_KEPT_LINK_CHARS``) and writes no Embed code
    that would open the home page."""
    session, error = Session.from_tokens(SIAM.new(SIAM.options()), ["+B1S", "+E1W", "+A1E"])
    assert error is None
    for ply in range(4):  # 10,000 '%' a comment: 30,000 characters of link each
        session.notes[ply] = checked(SIAM, Annotation("%" * untrusted.MAX_COMMENT_CHARS), ply)
    link = session_link(SIAM, session)
    assert not fits_address(link) and fits_address("#" + "x" * untrusted.MAX_LINK_CHARS)
    with pytest.raises(GameError):
        embed_code("http://127.0.0.1:1/", SIAM, session, EmbedChoices(), "board")
    assert parse_link(link).problems
    kept = parse_link(link, untrusted.MAX_KEPT_LINK_CHARS)
    assert kept.problems == [] and kept.moves == session.tokens


def test_the_referee_refuses_a_link_the_page_would_not_take_in() -> None:
    with pytest.raises(untrusted.BadInput):
        checked_link("#" + "x" * (untrusted.MAX_LINE_LINK_CHARS + 1))
    assert checked_link("#" + "x" * untrusted.MAX_LINE_LINK_CHARS)
    assert make_link("siam")
