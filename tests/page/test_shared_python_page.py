"""The boards of one host page of another site share one Python (web/shared_python.js,
web/board_host.py): each board is still itself (its own position, language, host messages,
timers and hidden hands), a board the host sandboxes starts alone, and a board whose host
frame goes away keeps its position and plays on with an interpreter of its own."""

from __future__ import annotations

import json
from typing import Any, Iterator
from urllib.parse import quote

import pytest

from tests.conftest import READY_TIMEOUT_MS
from tests.page.test_embed_page import PROTOCOL, frame_pieces, messages, serve_host, wait_for
from tests.page.test_siam_page import engine_pieces


def two_boards(first: str, second: str, between: str = "", second_attrs: str = "") -> str:
    """A host page with frames ``one`` and ``two`` (``between``: markup between them)."""
    return f"""<!doctype html><html><body style="margin:0">
      <iframe id="one" src="{first}" style="width:360px;height:480px"></iframe>
      {between}
      <iframe id="two" src="{second}" style="width:360px;height:480px" {second_attrs}></iframe>
      {LISTENER}</body></html>"""


LISTENER = """<script>
  window.messages = [];
  addEventListener('message', e => {
    const who = ['one', 'two'].find(id => {
      const frame = document.getElementById(id);
      return frame !== null && frame.contentWindow === e.source;
    });
    window.messages.push([who || '?', e.data]);
  });
  window.send = (id, data) => document.getElementById(id).contentWindow.postMessage(data, '*');
</script>"""
"""The host page's script: every message with the frame that sent it (``messages``), whichever
frame is still on the page."""


@pytest.fixture
def host_page(page: Any, tmp_path: Any) -> Iterator[Any]:
    """``open(html)``: ``page`` at a host page of another site holding ``html``."""
    served: list[Iterator[str]] = []

    def open_host(html: str) -> Any:
        urls = serve_host(tmp_path, html)
        served.append(urls)
        page.set_viewport_size({"width": 800, "height": 600})
        page.goto(next(urls))
        return page

    yield open_host
    for urls in served:
        next(urls, None)  # stops the server


def started(page: Any, who: str) -> str:
    return str(page.frame_locator(f"#{who}").locator("html").get_attribute("data-python-started"))


def hosting(page: Any) -> tuple[str, str]:
    """(the frame whose Python draws both boards, the frame drawn by it)."""
    assert sorted((started(page, "one"), started(page, "two"))) == ["1", "shared"]
    return ("one", "two") if started(page, "one") == "1" else ("two", "one")


def sharing(host_page: Any, first: str, second: str | None = None) -> tuple[Any, str, str]:
    """The host page of boards ``first`` and ``second`` (``first`` again by default), once
    both are ready: (the page, the frame whose Python draws both, the frame drawn by it)."""
    page = host_page(two_boards(first, second or first))
    wait_for(page, "one", "ready")
    wait_for(page, "two", "ready")
    return (page, *hosting(page))


def send(page: Any, who: str, **message: Any) -> None:
    page.evaluate(f"send('{who}', {json.dumps({'protocol': PROTOCOL, **message})})")


def test_two_boards_keep_each_its_own_language(host_page: Any, base_url: str) -> None:
    page, _, _ = sharing(host_page, f"{base_url}/#game=siam&embed=1&lang=ja",
                         f"{base_url}/#game=siam&embed=1&lang=en")
    japanese, english = page.frame_locator("#one"), page.frame_locator("#two")
    # What the Python writes for each board (its status line, hidden in an embed) is in
    # that board's language, and so are the names the static page carries.
    assert japanese.locator("#status").text_content().startswith("ゾウの番")
    assert english.locator("#status").text_content().startswith("Elephants to move")
    assert japanese.locator("html").get_attribute("lang") == "ja"
    assert english.locator("html").get_attribute("lang") == "en"
    # A move played on one board is worded in that board's language only.
    send(page, "one", kind="play", moves=["+B1S"])
    wait_for(page, "one", "moved")
    assert japanese.locator("#status").text_content().startswith("サイの番")
    assert english.locator("#status").text_content().startswith("Elephants to move")


def test_the_hosting_frame_removed_mid_game_leaves_the_other_board_playing_on(
        host_page: Any, base_url: str) -> None:
    page, host, guest = sharing(host_page, f"{base_url}/#game=siam&embed=1&controls=1")
    send(page, guest, kind="play", moves=["+B1S", "+E1W"])
    wait_for(page, guest, "moved", 2)
    send(page, guest, kind="goto", ply=1)
    wait_for(page, guest, "position")
    page.evaluate(f"document.getElementById('{host}').remove()")
    # The board opens again at what it showed, with an interpreter of its own.
    ready = wait_for(page, guest, "ready", 2)[-1]
    assert (ready["ply"], ready["moves"]) == (1, 2)
    assert started(page, guest) == "1"
    frame = page.query_selector(f"#{guest}").content_frame()
    assert frame_pieces(frame) == engine_pieces(["+B1S"])
    send(page, guest, kind="goto", ply=2)
    assert wait_for(page, guest, "position", 2)[-1]["ply"] == 2
    play = page.frame_locator(f"#{guest}")
    play.locator('[data-reserve="0"]').click()
    play.locator('#board rect[data-square="A1"]').click()
    play.locator('#board [data-choice="N"]').click()
    assert wait_for(page, guest, "moved", 3)[-1]["token"] == "+A1N"


def test_a_board_the_host_sandboxes_starts_alone(host_page: Any, base_url: str) -> None:
    """Without ``allow-same-origin`` the frame's origin is opaque: its siblings' windows refuse
    it, so it can neither join them nor serve them, and starts its own Python."""
    board = f"{base_url}/#game=siam&embed=1"
    page = host_page(two_boards(board, board, second_attrs='sandbox="allow-scripts"'))
    wait_for(page, "one", "ready")
    wait_for(page, "two", "ready")
    assert started(page, "one") == "1" and started(page, "two") == "1"
    send(page, "two", kind="play", moves=["+B1S"])
    assert wait_for(page, "two", "moved")[-1]["ply"] == 1
    assert messages(page, "one", "moved") == []


def test_a_board_keeps_its_timers_and_its_computer_while_the_hosting_frame_is_out_of_view(
        host_page: Any, base_url: str) -> None:
    """The host frame scrolled far away (browsers throttle a hidden frame of another site):
    the board in view still steps its line by itself, and the computer still answers."""
    line = quote("+B1S +E1W B1B2S E1E1S B2B3S")
    page = host_page(two_boards(
        f"{base_url}/#game=siam&embed=1",
        f"{base_url}/#game=siam&embed=1&controls=1&autoplay=1&moves={line}",
        between='<div style="height:4000px"></div>'))
    wait_for(page, "one", "ready")
    page.locator("#two").scroll_into_view_if_needed()
    wait_for(page, "two", "ready")
    assert started(page, "one") == "1" and started(page, "two") == "shared"
    assert page.evaluate("document.getElementById('one').getBoundingClientRect().bottom") < 0
    two = page.frame_locator("#two")
    two.locator("html[data-autoplay=playing]").wait_for(timeout=READY_TIMEOUT_MS)
    page.wait_for_function("() => window.messages.filter(m => m[0] === 'two' && m[1].kind === 'position'"
                           " && m[1].ply >= 3).length > 0", timeout=READY_TIMEOUT_MS)
    send(page, "two", kind="load", game="siam", computer="2-easy")
    wait_for(page, "two", "position")
    send(page, "two", kind="play", moves=["+B1S"])
    assert wait_for(page, "two", "moved", 2)[-1]["ply"] == 2  # the computer's answer


def test_symbol_pallet_hands_of_one_board_never_reach_the_other_boards_document(
        host_page: Any, base_url: str) -> None:
    page, _, _ = sharing(host_page, f"{base_url}/#game=symbol-pallet&players=2&seed=3&embed=1",
                         f"{base_url}/#game=symbol-pallet&players=2&seed=5&embed=1")
    one, two = page.frame_locator("#one"), page.frame_locator("#two")
    one.locator('[data-sp="reveal"]').click()
    one.locator("[data-hand]").first.wait_for()
    shown = one.locator("[data-hand]").evaluate_all("els => els.map(e => e.dataset.hand)")
    assert shown
    other = page.query_selector("#two").content_frame().evaluate("document.documentElement.outerHTML")
    assert two.locator("[data-hand]").count() == 0
    assert "data-hand" not in other


def test_a_board_the_host_page_removes_is_let_go_and_the_other_plays_on(
        host_page: Any, base_url: str) -> None:
    page, host, guest = sharing(host_page, f"{base_url}/#game=siam&embed=1")
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)
    served = page.query_selector(f"#{host}").content_frame()
    assert served.evaluate("window.ABSTRACT_BOARDS_PYTHON.boards.length") == 1
    page.evaluate(f"document.getElementById('{guest}').remove()")
    served.wait_for_function("window.ABSTRACT_BOARDS_PYTHON.boards.length === 0")
    assert not [text for text in warnings if "abstract-boards" in text]  # its Python let it go
    send(page, host, kind="play", moves=["+B1S"])
    assert wait_for(page, host, "moved")[-1]["ply"] == 1
    assert started(page, host) == "1"


def test_two_boards_each_against_the_computer_each_get_its_answer(host_page: Any, base_url: str) -> None:
    page, host, _ = sharing(host_page, f"{base_url}/#game=siam&embed=1&computer=2-easy")
    for who in ("one", "two"):
        send(page, who, kind="play", moves=["+B1S"])
    for who in ("one", "two"):
        assert wait_for(page, who, "moved", 2)[-1]["ply"] == 2
    # Each board's own worker: one search at a time each, neither cancelling the other's.
    names = page.query_selector(f"#{host}").content_frame().evaluate(
        "[...document.querySelectorAll('script[worker]')].map(s => s.getAttribute('name'))")
    assert sorted(names) == ["ai", "ai-2"]
