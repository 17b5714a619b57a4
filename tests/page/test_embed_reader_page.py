"""A reader of a rules page at an embedded board: whose turn, Undo of their own moves, and the
way back from an embed to the site's page of its line ("Open in the editor"), in Chromium."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

from tests.conftest import READY_TIMEOUT_MS, open_link
from tests.page.test_embed_page import serve_host
from tests.page.test_notes_page import SIAM
from tests.page.test_siam_page import WINNING_LINE

AUTHOR_LINE = WINNING_LINE[:3]
"""The author's line: the Elephants enter, the Rhinos enter, the Elephant steps to B2."""


def frame_html(base_url: str, query: str) -> str:
    """A rules page of another site with one board in it, in a frame of the size the Embed
    dialog gives it (400 px wide, replay buttons, readers may play)."""
    from web.embed_code import EmbedChoices, frame_size

    width, height = frame_size("siam", EmbedChoices(controls=True, interactive=True), False)
    return (f'<!doctype html><html lang=en><body><h1>Pushing</h1>'
            f'<iframe id="board" src="{base_url}/#{query}" width="{width}" height="{height}" '
            'style="border:0" title="Siam board"></iframe></body></html>')


def open_board(page: Any, host: str, base_url: str) -> tuple[Any, Any]:
    """The host page opened: the frame's locator and the board's own frame."""
    page.goto(host)
    frame = page.frame_locator("#board")
    frame.locator('body[data-ready="1"]').wait_for(state="attached", timeout=READY_TIMEOUT_MS)
    board = next(f for f in page.frames if f.url.startswith(base_url))
    return frame, board


def line_query(ply: int, more: str = "") -> str:
    return f"game=siam&moves={quote(' '.join(AUTHOR_LINE))}&ply={ply}&embed=1&controls=1{more}"


def turn_says(board: Any, text: str) -> None:
    board.wait_for_function(
        f"document.querySelector('[data-embed-turn]').textContent === {text!r}")


def test_a_reader_sees_whose_turn_plays_and_takes_back_only_their_own_moves(
        page: Any, base_url: str, tmp_path: Path) -> None:
    page.set_viewport_size({"width": 800, "height": 900})
    for host in serve_host(tmp_path, frame_html(base_url, line_query(1))):
        frame, board = open_board(page, host, base_url)
        turn = frame.locator("[data-embed-turn]")
        undo = frame.locator("[data-embed-undo]")
        turn_says(board, "Rhinos to move")  # after the author's first move
        assert undo.is_hidden()  # the author's move is not the reader's to take back
        # The reader plays the Rhinos' move from the author's ply 1: the later moves go.
        frame.locator('[data-reserve="1"]').click()
        frame.locator('#board rect[data-square="A1"]').click()
        frame.locator('#board [data-choice="N"]').click()
        frame.locator("#confirm-branch button[value=play]").click()
        board.wait_for_function("document.querySelector('#app').dataset.ply === '2'")
        turn_says(board, "Elephants to move")
        assert frame.locator("#replay-ply").text_content() == "2 / 2"
        assert undo.is_visible() and turn.is_visible()
        width, height = undo.evaluate("b => [b.offsetWidth, b.offsetHeight]")
        assert width >= 44 and height >= 44
        # Undo takes the reader's move back, and gives the author's whole line back.
        undo.click()
        board.wait_for_function("document.querySelector('#app').dataset.ply === '1'")
        turn_says(board, "Rhinos to move")
        assert frame.locator("#replay-ply").text_content() == "1 / 3"
        assert undo.is_hidden()  # nothing of the reader's is left: the author's move stays
        # The frame the Embed dialog sizes holds the board and the row without scrolling.
        assert board.evaluate("document.scrollingElement.scrollHeight <= innerHeight")
        board_box = frame.locator("#board").bounding_box()
        assert board_box is not None and board_box["width"] >= 400 - 8 - 2


def test_the_reader_line_says_the_outcome_at_the_end(page: Any, base_url: str, tmp_path: Path) -> None:
    query = f"game=siam&moves={quote(' '.join(WINNING_LINE))}&embed=1"
    for host in serve_host(tmp_path, frame_html(base_url, query)):
        frame, board = open_board(page, host, base_url)
        board.wait_for_function("document.querySelector('[data-embed-turn]').textContent.includes('win')")
        assert "Elephants" in (frame.locator("[data-embed-turn]").text_content() or "")
        assert frame.locator("[data-embed-undo]").is_hidden()


def test_a_view_only_embed_shows_no_turn_line_and_no_undo(page: Any, base_url: str, tmp_path: Path) -> None:
    for host in serve_host(tmp_path, frame_html(base_url, line_query(1, "&interactive=0"))):
        frame, _board = open_board(page, host, base_url)
        assert frame.locator("#embed-turn [data-embed-turn]").count() == 1  # the page has the row
        assert frame.locator("#embed-turn").is_hidden()
        assert frame.locator("[data-embed-undo]").is_hidden()


def test_an_embeds_picture_menu_links_to_the_sites_page_of_its_line(
        page: Any, base_url: str, tmp_path: Path) -> None:
    query = line_query(1, "&interactive=0&orientation=second&lang=en")
    for host in serve_host(tmp_path, frame_html(base_url, query)):
        frame, _board = open_board(page, host, base_url)
        frame.locator("#replay [data-export-menu]").click()
        link = frame.locator("#export-dialog [data-embed-edit-link]")
        link.wait_for(state="visible")
        assert link.text_content() == "Open in the editor"
        assert (link.get_attribute("target"), link.get_attribute("rel")) == ("_blank", "noopener")
        assert link.get_attribute("href") == (
            f"{base_url}/#game=siam&moves={quote(' '.join(AUTHOR_LINE))}&ply=1&lang=en")


def test_the_embed_dialogs_open_in_the_editor_link_opens_the_same_line(reused_page: Any) -> None:
    page = reused_page
    open_link(page, SIAM.replace("&ply=0", "&ply=1"))
    assert page.is_hidden("#export-dialog [data-embed-edit-link]")  # an embed's only
    position, tokens = page.get_attribute("#app", "data-position"), page.evaluate(
        "[...document.querySelectorAll('#moves li')].map(li => li.dataset.token)")
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    link = page.locator("#embed-edit-link")
    assert (link.get_attribute("target"), link.get_attribute("rel")) == ("_blank", "noopener")
    href = link.get_attribute("href") or ""
    assert "embed=" not in href and "controls=" not in href and "&notes=0_Elephants" in href
    page.click("dialog#embed-dialog button[value=cancel]")
    opened = page.context.new_page()
    opened.goto(href)
    opened.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    opened.wait_for_function("document.querySelector('#app').dataset.ply === '1'")
    assert opened.get_attribute("#app", "data-position") == position
    assert opened.evaluate("[...document.querySelectorAll('#moves li')].map(li => li.dataset.token)") == tokens
    assert opened.get_attribute("html", "data-embed") != "1"
    opened.close()
