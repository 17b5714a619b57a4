"""Half an emoji and very long lines in the page, in Chromium: a comment or a pasted record
holding a lone surrogate plays on, goes into the address and the Embed code; a record whose
link no address could hold is refused in the dialog, in words; a saved line grown past what an
address holds is kept in the tab, reopens after a reload, and Share and Embed… say why they
give no link."""

from __future__ import annotations

from typing import Any

from games import get_game, untrusted
from games.notes import Annotation, checked
from games.session import Session
from tests.conftest import READY_TIMEOUT_MS, open_link
from tests.page.test_embed_dialog_page import code_src
from tests.page.test_hostile_page_limits import flatted
from tests.page.test_notes_page import wait_for_ply
from tests.page.test_records_page import PUT_RAW, SAVES_DB
from tests.page.test_siam_page import play_by_taps
from web.saves import encode

SIAM = get_game("siam")
LINE = "#game=siam&moves=%2BB1S+%2BE1W&ply=2"
SET_BOX = """([selector, text]) => {
  const box = document.querySelector(selector);
  box.value = text;
  box.dispatchEvent(new Event('input', {bubbles: true}));
}"""
"""Put text into a box as a paste does, lone surrogates included (a keyboard cannot type one)."""


def message(page: Any) -> str:
    return str(page.evaluate("document.querySelector('#message').hidden ? '' : "
                             "document.querySelector('#message-text').textContent"))


def test_half_an_emoji_in_a_comment_goes_into_the_address_and_the_embed_code(reused_page: Any) -> None:
    page = reused_page
    open_link(page, LINE)
    wait_for_ply(page, 2)
    page.click("button[data-annotate-open]")
    page.wait_for_selector("#annotate:not([hidden])")
    page.evaluate(SET_BOX, ["#annotate-comment", "push \ud83d here"])
    page.wait_for_function("location.hash.includes('%EF%BF%BD')", timeout=READY_TIMEOUT_MS)
    page.click("[data-annotate=done]")
    assert "went wrong" not in message(page)
    page.click("button[data-embed-open]")
    page.wait_for_selector("#embed-dialog[open]")
    assert "%EF%BF%BD" in code_src(page)
    page.keyboard.press("Escape")
    play_by_taps(page, "B1B2S")
    wait_for_ply(page, 3)
    assert "went wrong" not in message(page)


def test_half_an_emoji_in_a_pasted_record_opens_and_a_record_no_address_holds_is_refused(
        reused_page: Any) -> None:
    page = reused_page
    open_link(page, LINE)
    page.click("[data-action=record]")
    page.evaluate(SET_BOX, ["#record-text", '[Game "siam"]\n\n+B1S {a \ud83d comment} +E1W\n'])
    page.click("[data-record=open]")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '2' && "
                           "location.hash.includes('%EF%BF%BD')", timeout=READY_TIMEOUT_MS)
    assert "went wrong" not in message(page)
    # Three moves, each with a 9,000-character comment: within every record limit, but its
    # link (243,084 characters) is more than an address holds. Refused at the door, the text kept.
    body = " ".join(f"{token} {{{'象' * 9_000}}}" for token in ("+B1S", "+E1W", "+A1E"))
    long_record = f'[Game "siam"]\n\n{body}\n'
    page.click("[data-action=record]")
    page.evaluate(SET_BOX, ["#record-text", long_record])
    page.click("[data-record=open]")
    page.wait_for_selector("#record-error:not([hidden])")
    error = page.text_content("#record-error") or ""
    assert "cannot be opened" in error and "link" in error and "shorten its comments" in error
    assert len(error) < 300 and page.is_visible("#record-dialog")
    assert page.input_value("#record-text") == long_record
    page.keyboard.press("Escape")
    assert page.get_attribute("#app", "data-ply") == "2"


def too_long_line() -> Session:
    """A Siam line whose link is past what an address holds (a line played on from the door's
    limit, or a save of another page): 10,000 '%' a comment, 30,000 link characters each."""
    session, error = Session.from_tokens(SIAM.new(SIAM.options()), ["+B1S", "+E1W", "+A1E"])
    assert error is None
    for ply in range(4):
        session.notes[ply] = checked(SIAM, Annotation("%" * untrusted.MAX_COMMENT_CHARS), ply)
    return session


def test_a_line_too_long_for_an_address_is_kept_in_the_tab_and_reopens_after_a_reload(
        page: Any) -> None:
    """Its own page: a reload, and what the store holds."""
    page.goto("/")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.evaluate(PUT_RAW, [SAVES_DB, [["game-1-1", flatted(encode(too_long_line(), 1.0))]]])
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.click("#saved-list [data-saved-action=resume]")
    wait_for_ply(page, 3)
    page.wait_for_function("location.hash.includes('private=1')", timeout=READY_TIMEOUT_MS)
    assert len(page.evaluate("location.href")) < 200
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    wait_for_ply(page, 3)
    assert page.get_attribute("#app", "data-game") == "siam" and message(page) == ""
    assert page.evaluate("document.querySelector('[data-caption]').textContent").startswith("%%%")
    page.click("[data-action=share]")
    page.wait_for_selector("#message:not([hidden])")
    assert "too long to share as a link" in message(page)
    page.click("#message [data-action=dismiss]")
    page.click("button[data-embed-open]")
    page.wait_for_selector("#embed-dialog[open]")
    assert page.input_value("#embed-code") == ""
    assert "No code for this line" in (page.text_content("#embed-status") or "")
    assert "No code for this line" in (page.get_attribute("#embed-code", "placeholder") or "")
    # The same short address opened in another tab names the game and says where it is kept.
    other = page.context.new_page()
    other.goto(page.url.split("#", 1)[0] + "#game=siam&private=1")
    other.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    other.wait_for_selector("#message:not([hidden])")
    assert "too long to write into an address" in (other.text_content("#message-text") or "")
    other.close()
