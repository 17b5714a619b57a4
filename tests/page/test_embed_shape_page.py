"""The Embed dialog's code pasted into a narrow column of another site (Chromium): the frame
keeps its shape, the board fills it, and the board stays put as an annotated line plays."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from tests.conftest import READY_TIMEOUT_MS
from tests.page.test_embed_page import serve_host

COLUMN = 358
"""A phone's article column (390 px wide, 16 px margins)."""
MARGIN = 16
"""The most blank room allowed between the board and what is around it in the frame."""
LINE = ("#game=siam&moves=" + quote("+B1S +E1W B1B2S") + "&ply=0&notes="
        "0_Elephants+first~1.GB1/B3.RB3~2.RE1/C1_The+Rhino+answers+from+the+far+side:+it+enters"
        "+on+E1+facing+west,+towards+the+Elephant,+so+that+a+push+along+the+first+row+would+meet"
        "+it+head+on~3.GB2/B3_Forward")
"""An annotated Siam line whose comments come and go: a short one, none, three lines, one word."""


def dialog_code(page: Any) -> str:
    """The code the Embed… dialog gives for ``LINE``, as an author copies it."""
    page.goto("/" + LINE)
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.click("button[data-embed-open]")
    page.wait_for_selector("dialog#embed-dialog[open]")
    return page.input_value("#embed-code")


def test_the_pasted_frame_keeps_its_shape_in_a_phone_column_and_its_board_stays_put(
        page: Any, base_url: str, tmp_path: Any) -> None:
    code = dialog_code(page)
    width, height = (int(re.search(f' {name}="(\\d+)"', code).group(1))  # type: ignore[union-attr]
                     for name in ("width", "height"))
    article = ("<!doctype html><html lang=en><head><meta charset=utf-8>"
               "<meta name=viewport content='width=device-width'><title>Pushing</title></head>"
               f"<body style='margin:0'><main style='width:{COLUMN}px;margin:0 16px'>"
               f"<h1>How a push works</h1>{code}<p>More rules below.</p></main></body></html>")
    for host in serve_host(tmp_path, article):
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(host)
        frame = page.frame_locator("iframe")
        frame.locator('body[data-ready="1"]').wait_for(state="attached", timeout=READY_TIMEOUT_MS)
        box = page.locator("iframe").bounding_box()
        assert abs(box["width"] - COLUMN) <= 1
        assert abs(box["height"] - COLUMN * height / width) <= 1, (box, width, height)

        board = frame.locator("#board").bounding_box()
        above = frame.locator("#seat-top").bounding_box()
        below = frame.locator("#seat-bottom").bounding_box()
        replay = frame.locator("#replay").bounding_box()
        bands = {
            "left": board["x"] - box["x"],
            "right": box["x"] + box["width"] - board["x"] - board["width"],
            "above": board["y"] - above["y"] - above["height"],
            "below": below["y"] - board["y"] - board["height"],
            "bottom": box["y"] + box["height"] - replay["y"] - replay["height"],
        }
        assert max(bands.values()) <= MARGIN, bands

        tops = []
        shown = next(f for f in page.frames if f.url.startswith(base_url))
        for ply in range(4):
            if ply:
                frame.locator("[data-replay=next]").click()
                shown.wait_for_function(f"document.querySelector('#app').dataset.ply === '{ply}'")
            tops.append(frame.locator("#board").bounding_box()["y"])
        assert max(tops) - min(tops) <= 1, tops
        assert frame.locator("[data-caption]").text_content() == "Forward"
