"""Touch alone or not (``web/pointer.py``): a touch-only device is never told to press a key,
a device with a mouse or a keyboard still is."""

from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from tests import fake_dom

fake_dom.install()

from web import i18n  # noqa: E402  (after the fake DOM)
from web.pointer import for_pointer, touch_only  # noqa: E402

KEYED = ["ni-ju.rotate", "ni-ju.hint.placement", "editor.hint.ni-ju"]
"""The strings shown in play or in the editor that name a key (R turns a Ni-Ju tile)."""

A_KEY = re.compile(r"\bR\b")


class Window:
    """A window whose media queries answer as a device with these pointers would."""

    def __init__(self, coarse: bool, fine: bool) -> None:
        self.answers = {"(pointer: coarse)": coarse and not fine, "(any-pointer: fine)": fine}

    def matchMedia(self, query: str) -> Any:  # noqa: N802 - the DOM's name
        return type("MediaQueryList", (), {"matches": self.answers[query]})()


PHONE, LAPTOP, TABLET_WITH_TRACKPAD = Window(True, False), Window(False, True), Window(True, True)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_lang("en")


def test_only_a_device_with_no_fine_pointer_is_touch_only() -> None:
    assert touch_only(PHONE)
    assert not touch_only(LAPTOP) and not touch_only(TABLET_WITH_TRACKPAD)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("key", KEYED)
def test_a_touch_only_device_is_not_told_to_press_a_key(key: str, lang: str) -> None:
    i18n.set_lang(lang)
    touch, keyboard = i18n.t(for_pointer(key, PHONE)), i18n.t(for_pointer(key, LAPTOP))
    assert A_KEY.search(keyboard), keyboard  # with a keyboard the key is named
    assert not A_KEY.search(touch), touch
    assert i18n.t(for_pointer(key, TABLET_WITH_TRACKPAD)) == keyboard


def test_a_string_without_a_touch_wording_is_kept() -> None:
    assert for_pointer("ni-ju.pass", PHONE) == "ni-ju.pass"
