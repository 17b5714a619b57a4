"""The two seats' laid-out heights, written on ``#app`` as ``--seats-height``.

On a phone, or a tablet held upright, the page is one column: the seats and the board above
the panel. When the panel needs room (a lesson, the Annotate box) the board gives way down to
its floor, and the column's floor is the board's floor plus the seats' heights. Those heights
are not one constant: Ni-Ju's seats hold two or three rows of tiles, Saiju's top seat has a
second row, Symbol Pallet's bottom seat grows a hand-off banner. CSS cannot take a sibling's
height into a ``calc``, so the page measures the seats as they are laid out (a
``ResizeObserver``) and the style sheet reads the sum (``web/style.css``, the one-column
layout); without a measurement it counts two ``--seat`` heights.
"""

from __future__ import annotations

from typing import Any

from web import dom

VARIABLE = "--seats-height"


def written(top: Any, bottom: Any) -> str:
    """The value of ``--seats-height`` for the seats as they are laid out now."""
    height = top.getBoundingClientRect().height + bottom.getBoundingClientRect().height
    return f"{round(height)}px"


def follow(root: Any, top: Any, bottom: Any) -> None:
    """Keep ``root``'s ``--seats-height`` equal to the seats' heights, for the page's life."""
    def measure(_entries: Any) -> None:
        root.style.setProperty(VARIABLE, written(top, bottom))

    dom.watch_size(top, measure)
    dom.watch_size(bottom, measure)
