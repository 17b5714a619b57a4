"""When the lesson's text is marked as going on below its box (``web/learn_more.py``): the
style sheet fades its last line in view then, so a phone's short box never just cuts a line."""

from __future__ import annotations

from tests import fake_dom

fake_dom.install()  # before any page module: web.dom takes pyscript's names on import
from web.learn_more import more_below  # noqa: E402


def test_a_text_taller_than_its_box_goes_on_below_until_scrolled_to_its_end() -> None:
    assert more_below(0, 106, 154)  # 48 px of text below the box
    assert more_below(40, 106, 154)
    assert not more_below(48, 106, 154)  # scrolled to the end


def test_a_text_that_fits_its_box_is_whole() -> None:
    assert not more_below(0, 106, 106)
    assert not more_below(0, 106, 106.6)  # a sub-pixel layout is not a line below
    assert not more_below(0, 150, 80)
