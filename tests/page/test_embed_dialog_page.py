"""The Embed… dialog and an embedded board that plays its line by itself, in Chromium."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from tests.conftest import READY_TIMEOUT_MS, open_link
from tests.page.test_embed_page import serve_host
from tests.page.test_notes_page import SIAM, SIAM_MOVES, SIAM_NOTES, SIAM_PLIES, shown, wait_for_ply


def pasted_code(base_url: str) -> str:
    """The code the Embed dialog gives for ``SIAM`` (its comments and marks), opening at the
    line's first position and playing itself a move a second: what an author pastes."""
    from games import get_game
    from games.session import Session
    from web.embed_code import EmbedChoices, embed_code
    from web.link_line import link_notes
    from web.links import parse_link

    game = get_game("siam")
    line, error = Session.from_tokens(game.start(), SIAM_MOVES.split())
    assert error is None
    line.notes, problems = link_notes(game, parse_link(f"notes={SIAM_NOTES}"), len(line.tokens))
    assert problems == [] and len(line.notes) == 4
    choices = EmbedChoices(start="first", autoplay=1.0)
    return embed_code(base_url + "/", game, line, choices, "Siam board (Abstract Boards)")


def rules_page(base_url: str) -> str:
    """A rules site's page with that code pasted into its text."""
    return ("<!doctype html><html lang=en><head><meta charset=utf-8><title>Pushing</title></head>"
            f"<body><h1>How a push works</h1><p>Step through the line.</p>{pasted_code(base_url)}"
            "<p>More rules below.</p></body></html>")


SHOWN = """() => [document.querySelector('[data-caption]').textContent,
  [...document.querySelectorAll('#board .note-arrow')].map(a => [a.dataset.from, a.dataset.to]),
  [...document.querySelectorAll('#board .note-square')].map(s => s.dataset.noteSquare)]"""
"""What an embedded board shows of its line: the comment, the arrows, the marked squares."""


def code_src(page: Any) -> str:
    code = page.input_value("#embed-code")
    assert code.startswith("<iframe ") and 'loading="lazy"' in code and ' title="' in code, code
    match = re.search(r' src="([^"]*)"', code)
    assert match is not None
    return html.unescape(match.group(1))


def test_the_embed_dialog_gives_the_code_of_the_shown_position_and_its_comments(reused_page: Any) -> None:
    page = reused_page
    open_link(page, SIAM.replace("&ply=0", "&ply=1"))
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    src = code_src(page)
    assert "#game=siam&" in src and "&ply=1&" in src and "&embed=1&controls=1" in src
    assert "&notes=0_Elephants+first~1.GB1/B3.RB3_Enter+facing+south" in src
    assert 'width="400"' in page.input_value("#embed-code")
    page.select_option("select[data-embed-option=size]", "large")
    page.select_option("select[data-embed-option=autoplay]", "2")
    page.check("input[data-embed-option=loop]")
    page.wait_for_function("() => document.querySelector('#embed-code').value.includes('loop=1')")
    code = page.input_value("#embed-code")
    assert 'width="560"' in code and "autoplay=2&amp;loop=1" in code
    page.click("button[data-embed-copy]")
    page.wait_for_function("() => document.querySelector('#embed-status').textContent !== ''")
    page.click("dialog#embed-dialog button[value=cancel]")
    page.wait_for_selector("dialog#embed-dialog:not([open])", state="hidden")


def test_an_embedded_line_plays_itself_to_its_end_with_its_comments(page: Any) -> None:
    page.goto("/" + SIAM.replace("&ply=0", "") + "&embed=1&controls=1&autoplay=0.5")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.wait_for_selector("html[data-autoplay=ended]", timeout=30_000)
    wait_for_ply(page, 3)
    text, arrows, squares = shown(page)
    assert (text, {tuple(a) for a in arrows}, set(squares)) == SIAM_PLIES[3]


def test_a_looping_line_starts_again_and_a_tap_pauses_it(page: Any) -> None:
    page.emulate_media(reduced_motion="reduce")
    page.goto("/" + SIAM.replace("&ply=0", "") + "&embed=1&controls=1&autoplay=0.5&loop=1")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    wait_for_ply(page, 3)
    wait_for_ply(page, 0)  # after the last position, the first again
    assert page.get_attribute("html", "data-autoplay") == "playing"
    assert page.evaluate("getComputedStyle(document.querySelector('#board .piece')).transitionDuration") == "0s"
    page.click("[data-replay=last]")
    page.wait_for_selector("html[data-autoplay=paused]")
    wait_for_ply(page, 3)


def test_the_dialog_warns_that_an_unfinished_game_with_hidden_hands_shows_its_deal(reused_page: Any) -> None:
    page = reused_page
    open_link(page, "#game=symbol-pallet&seed=7")
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    assert page.is_visible("#embed-secret")
    page.click("dialog#embed-dialog button[value=cancel]")
    open_link(page, SIAM)
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    assert page.is_hidden("#embed-secret")
    page.click("dialog#embed-dialog button[value=cancel]")


def test_the_preview_shows_the_frame_the_code_makes(reused_page: Any) -> None:
    page = reused_page
    open_link(page, SIAM.replace("&ply=0", "&ply=1"))
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    page.click("#embed-preview summary")
    frame = page.frame_locator("#embed-preview-frame")
    frame.locator('body[data-ready="1"]').wait_for(state="attached", timeout=READY_TIMEOUT_MS)
    assert frame.locator("[data-caption]").text_content() == "Enter facing south"
    assert frame.locator("html").get_attribute("data-embed") == "1"
    page.click("dialog#embed-dialog button[value=cancel]")


def test_the_pasted_code_plays_its_line_on_another_site_with_every_comment(
        page: Any, base_url: str, tmp_path: Any) -> None:
    for host in serve_host(tmp_path, rules_page(base_url)):
        page.goto(host)
        frame = page.frame_locator("iframe")
        frame.locator('body[data-ready="1"]').wait_for(state="attached", timeout=READY_TIMEOUT_MS)
        frame.locator("html[data-autoplay=ended]").wait_for(state="attached", timeout=60_000)
        board = next(f for f in page.frames if f.url.startswith(base_url))
        assert board.evaluate("document.querySelector('#app').dataset.ply") == "3"
        for ply in (3, 2, 1, 0):
            if ply < 3:
                frame.locator("[data-replay=prev]").click()
                board.wait_for_function(f"document.querySelector('#app').dataset.ply === '{ply}'")
            text, arrows, squares = board.evaluate(SHOWN)
            assert (text, {tuple(a) for a in arrows}, set(squares)) == SIAM_PLIES[ply]


def test_name_the_squares_adds_labels_and_show_every_hand_is_offered_only_for_symbol_pallet(
        reused_page: Any) -> None:
    page = reused_page
    open_link(page, "#game=saiju&players=2")
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    assert "labels=1" not in code_src(page)
    assert page.is_hidden("input[data-embed-option=reveal]")  # Saiju hides nothing
    page.check("input[data-embed-option=labels]")
    page.wait_for_function("() => document.querySelector('#embed-code').value.includes('labels=1')")
    assert "&embed=1&interactive=0&labels=1" in code_src(page)  # a lone position: no replay row
    page.click("dialog#embed-dialog button[value=cancel]")
    open_link(page, "#game=symbol-pallet&seed=7")
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    assert page.is_visible("input[data-embed-option=reveal]")
    assert "reveal=1" not in code_src(page)
    page.check("input[data-embed-option=reveal]")
    page.wait_for_function("() => document.querySelector('#embed-code').value.includes('reveal=1')")
    page.click("dialog#embed-dialog button[value=cancel]")


FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
"""Resolves once the page has drawn two frames: a new window size is laid out."""

DIALOG_SIZES = ((1280, 800), (1366, 1024), (1024, 768), (768, 1024), (390, 844))
"""A laptop, a large tablet, a tablet sideways and upright, a phone."""

DIALOG_PROBLEMS = """() => {
  // Every control of the open Embed dialog as it opens (not scrolled): inside the window and
  // not cut at the dialog's sides; Copy and Close on screen, inside the dialog's visible box
  // and not covered (what else the dialog holds may scroll inside it).
  const dialog = document.querySelector('#embed-dialog'), vw = innerWidth, vh = innerHeight;
  dialog.scrollTop = 0;
  const box = dialog.getBoundingClientRect(), problems = [];
  const where = r => `${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`;
  if (box.top < -1 || box.bottom > vh + 1 || box.left < -1 || box.right > vw + 1)
    problems.push(`the dialog is not wholly in the window (${where(box)})`);
  for (const el of dialog.querySelectorAll('button, select, input, textarea, summary')) {
    if (!el.checkVisibility()) continue;
    const r = el.getBoundingClientRect(), name = (el.textContent || el.dataset.embedOption || el.id).trim().slice(0, 24);
    if (r.left < Math.max(box.left, 0) - 1 || r.right > Math.min(box.right, vw) + 1)
      problems.push(`"${name}" is cut at the side (${where(r)} in ${where(box)})`);
  }
  for (const el of dialog.querySelectorAll('.dialog-buttons button')) {
    const r = el.getBoundingClientRect(), name = el.textContent.trim();
    if (r.top < Math.max(box.top, 0) - 1 || r.bottom > Math.min(box.bottom, vh) + 1)
      problems.push(`"${name}" is not in sight without scrolling (${where(r)} in ${where(box)})`);
    else if (!el.contains(document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2)))
      problems.push(`"${name}" is covered`);
  }
  return problems;
}"""

EMBED_BUTTON = """() => {
  const r = document.querySelector('button[data-embed-open]').getBoundingClientRect();
  return r.width > 0 && r.left >= -1 && r.right <= innerWidth + 1 ? '' :
    `Embed… at ${Math.round(r.left)} to ${Math.round(r.right)} in a ${innerWidth} px window`;
}"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_embed_dialog_and_its_button_fit_every_window(reused_page: Any, lang: str) -> None:
    """Copy and Close are in sight as the dialog opens, every control inside the window, at each
    size; the Embed… button inside the window on every game's page (Symbol Pallet's unfinished
    deal adds the dialog's warning: its tallest form)."""
    page = reused_page
    problems = []
    for link in ("?game=siam", "?game=saiju", "?game=ni-ju", "?game=symbol-pallet&players=2&seed=7"):
        open_link(page, f"{link}&lang={lang}")
        for width, height in DIALOG_SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.evaluate(FRAMES)
            at = f"{link} {lang} {width}×{height}"
            problems += [f"{at}: {found}" for found in [page.evaluate(EMBED_BUTTON)] if found]
            if link.startswith("?game=siam") or "symbol" in link:
                page.eval_on_selector("button[data-embed-open]", "el => el.click()")
                page.wait_for_selector("dialog#embed-dialog[open]")
                page.evaluate(FRAMES)
                problems += [f"{at}: {found}" for found in page.evaluate(DIALOG_PROBLEMS)]
                page.click("dialog#embed-dialog button[value=cancel]")
                page.wait_for_selector("dialog#embed-dialog:not([open])", state="attached")
    assert not problems, "\n".join(problems)


PUBLIC_PALLET = ("#game=symbol-pallet&position=players%3D2+options%3D-+start%3D-+ply%3D5+turn%3D1:2"
                 "+final%3D0+field%3DKa1@0,0;Ks2@2,0;Wc1@4,0;Pa2@0,2;Ba1@2,2;Bs2@4,2;Bt1@0,4;Pw1@2,4;"
                 "Yw1@4,4+chips%3DKs2,Pa2,Ka1,Wc1+hands%3D5/3+discard%3D-+deck%3D43")
"""docs/notation.md's public Symbol Pallet position: hands and deck as counts, nothing secret."""


def test_embedding_a_public_position_gives_its_public_text_without_a_warning(reused_page: Any) -> None:
    page = reused_page
    open_link(page, "?" + PUBLIC_PALLET[1:] + "&lang=en")  # the query form: a new load
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    src = code_src(page)
    assert PUBLIC_PALLET[1:] + "&embed=1" in src, src  # the text opened, dealt anew by the frame
    assert "seed" not in src and "Rs1" not in src
    assert page.is_hidden("#embed-secret")
    page.click("dialog#embed-dialog button[value=cancel]")


def test_a_lone_position_s_embed_has_no_replay_buttons_and_the_dialog_says_why(reused_page: Any) -> None:
    page = reused_page
    open_link(page, "?game=ni-ju&position=w+10+b6a@-1,-1/we1@0,-1/wc3@1,-1/b1b@-2,0/w39@-1,0/w6c@0,0"
                    "/w2e@1,0/b65@-1,1/bf0@0,1/bcc@1,1+-&lang=en")
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    assert "controls" not in code_src(page)
    assert page.is_disabled("input[data-embed-option=controls]")
    assert page.text_content("[data-embed-controls-why]") == "(no moves to step through)"
    assert page.is_visible("[data-embed-controls-why]")
    page.click("#embed-preview summary")
    frame = page.frame_locator("#embed-preview-frame")
    frame.locator('body[data-ready="1"]').wait_for(state="attached", timeout=READY_TIMEOUT_MS)
    assert frame.locator("html").get_attribute("data-controls") == "0"
    assert frame.locator("[data-replay]").first.is_hidden()
    page.click("#embed-preview summary")
    page.click("dialog#embed-dialog button[value=cancel]")
    open_link(page, SIAM)  # a line: the replay buttons are the author's choice again
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    assert "controls=1" in code_src(page) and page.is_enabled("input[data-embed-option=controls]")
    assert page.is_hidden("[data-embed-controls-why]")
    page.click("dialog#embed-dialog button[value=cancel]")
