"""An embedded line that plays itself, read on a touch screen in another site's article
(Chromium, touch): a swipe that scrolls the article does not pause it, a tap does, and a
frame without replay buttons starts again from its play button."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import READY_TIMEOUT_MS
from tests.page.test_embed_page import serve_host
from tests.page.test_notes_page import SIAM

TABLET = {"width": 768, "height": 1024}


def article(base_url: str) -> str:
    """A long article with the line in a frame without replay buttons, a move every 3 s."""
    src = f"{base_url}/" + SIAM.replace("&ply=0", "") + "&embed=1&controls=0&interactive=0&autoplay=3&loop=1"
    text = "<p>" + "A paragraph of rules. " * 40 + "</p>"
    return ("<!doctype html><html lang=en><head><meta charset=utf-8>"
            "<meta name=viewport content='width=device-width'><title>Rules</title></head><body>"
            f"<h1>Pushing</h1><iframe src='{src}' width=400 height=680 title='Siam'"
            f" style='border:0'></iframe>{text * 6}</body></html>")


@pytest.fixture
def touch_page(new_context: Any) -> Any:
    return new_context(has_touch=True, viewport=TABLET).new_page()


def swipe_up(page: Any, x: float, y: float, distance: int) -> None:
    """A finger's vertical swipe from (x, y) upwards, as the touch screen reports it."""
    session = page.context.new_cdp_session(page)
    steps = 12
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, steps + 1):
        session.send("Input.dispatchTouchEvent", {
            "type": "touchMove", "touchPoints": [{"x": x, "y": y - distance * step / steps}]})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    session.detach()


SETTLED = """() => new Promise(done => {
  let last = -1;
  const look = () => requestAnimationFrame(() => scrollY === last ? done() : (last = scrollY, look()));
  look();
})"""
"""Resolves once the article has stopped scrolling (the same offset two frames running)."""


def test_a_swipe_over_the_frame_scrolls_the_article_without_pausing_and_a_tap_pauses(
        touch_page: Any, base_url: str, tmp_path: Any) -> None:
    page = touch_page
    for host in serve_host(tmp_path, article(base_url)):
        page.goto(host)
        frame = page.frame_locator("iframe")
        frame.locator('body[data-ready="1"]').wait_for(state="attached", timeout=READY_TIMEOUT_MS)
        root = frame.locator("html")
        frame.locator("html[data-autoplay=playing]").wait_for(state="attached")
        board = frame.locator("#board").bounding_box()
        swipe_up(page, board["x"] + board["width"] / 2, board["y"] + board["height"] * 0.8, 200)
        page.wait_for_function("scrollY > 50")
        page.evaluate(SETTLED)
        assert root.get_attribute("data-autoplay") == "playing"

        # A fling may carry the board out of view, however far the finger went: the reader
        # scrolls it back, which pauses nothing either, and taps it.
        frame.locator("#board").scroll_into_view_if_needed()
        page.evaluate(SETTLED)
        assert root.get_attribute("data-autoplay") == "playing"
        board = frame.locator("#board").bounding_box()
        top, bottom = max(board["y"], 0), min(board["y"] + board["height"], TABLET["height"])
        assert bottom - top > 40, board
        page.touchscreen.tap(board["x"] + board["width"] / 2, (top + bottom) / 2)
        frame.locator("html[data-autoplay=paused]").wait_for(state="attached")
        toggle = frame.locator("button[data-autoplay-toggle]")
        assert toggle.get_attribute("aria-label") == "Play the line"

        toggle.tap()  # scrolled back into view, as the reader does to reach it
        frame.locator("html[data-autoplay=playing]").wait_for(state="attached")
        assert toggle.get_attribute("aria-label") == "Pause the line"
        shown = next(f for f in page.frames if f.url.startswith(base_url))
        ply = shown.evaluate("document.querySelector('#app').dataset.ply")
        shown.wait_for_function(f"document.querySelector('#app').dataset.ply !== '{ply}'",
                                timeout=10_000)  # it steps on again
        assert root.get_attribute("data-autoplay") == "playing"


def test_the_play_button_is_named_in_the_frames_language(page: Any) -> None:
    page.goto("/" + SIAM + "&embed=1&controls=0&autoplay=2&lang=ja")
    page.wait_for_selector("html[data-autoplay=playing]", timeout=READY_TIMEOUT_MS)
    toggle = page.locator("button[data-autoplay-toggle]")
    assert toggle.get_attribute("aria-label") == "自動再生を一時停止"
    toggle.press("Enter")  # its own key: pressed, not a key that pauses the line under it
    page.wait_for_selector("html[data-autoplay=paused]")
    assert toggle.get_attribute("aria-label") == "自動再生を再開"
    assert page.locator("html").get_attribute("data-embed") == "1"
