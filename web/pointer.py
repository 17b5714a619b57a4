"""Touch alone or not: a string that names a key is worded without it on a touch-only device.

A phone or a tablet without a keyboard cannot press R; "tap it again or R to turn it" is
noise there. A device whose only pointer is coarse (a finger: ``pointer: coarse`` and no
``any-pointer: fine``) gets the ``<key>.touch`` wording, when there is one; a mouse, a
trackpad or a keyboard user keeps the keys.
"""

from __future__ import annotations

from typing import Any

from .i18n import has_key


def touch_only(window: Any) -> bool:
    """No mouse: the page's (``window``'s) only pointer is coarse (a finger)."""
    return bool(window.matchMedia("(pointer: coarse)").matches) \
        and not bool(window.matchMedia("(any-pointer: fine)").matches)


def for_pointer(key: str, window: Any) -> str:
    """``key``, or its wording without keys (``key + ".touch"``) on a touch-only device."""
    touch = f"{key}.touch"
    return touch if touch_only(window) and has_key(touch) else key
