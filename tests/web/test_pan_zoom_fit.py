"""The zoom the page picks for a big board (``web.views.pan_zoom.tappable_box``) keeps every
tap target at least 44 px wide once its viewBox is written (to a tenth of a unit)."""

from __future__ import annotations

from tests import fake_dom

fake_dom.install()

from web.views.pan_zoom import TARGET_PX, tappable_box  # noqa: E402


def test_the_written_viewbox_never_shows_a_target_under_44_px() -> None:
    box = (-1000.0, -1000.0, 2000.0, 2000.0)  # much more than fits: the page zooms in
    for board_px in range(200, 400):
        for smallest in (88.0, 100.0):
            side = tappable_box(box, smallest, float(board_px))[2]
            written = float(f"{side:.1f}")  # as PanZoom._apply writes it
            assert board_px * smallest / written >= TARGET_PX, (board_px, smallest, side)
