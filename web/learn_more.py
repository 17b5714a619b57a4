"""The lesson's text says when more of it is below: ``#learn-body[data-more]``.

On a phone the board, the trays and the step's buttons take their room first and a long
lesson text scrolls inside its box. A box that simply ends cuts a line through its middle
with nothing to say the text goes on; with ``data-more`` the style sheet fades the last
line in view instead (``web/style.css``), until the end of the text is scrolled into view.
The decision is ``more_below`` (pure, tested on CPython); ``follow`` keeps the attribute
right as the box is resized, scrolled or given another text.
"""

from __future__ import annotations

from typing import Any, Callable

from . import dom

SLACK_PX = 1.0
"""Sub-pixel layout: a text this close to its box's end is whole."""


def more_below(scroll_top: float, client_height: float, scroll_height: float) -> bool:
    """Whether the box shows less than the rest of its text (some of it is below the view)."""
    return scroll_top + client_height < scroll_height - SLACK_PX


def follow(body: Any) -> Callable[[], None]:
    """Keep ``body``'s ``data-more`` right for the page's life; returns the measure, for the
    panel to call after it writes another text (the box's size may stay as it was)."""
    def measure(*_: Any) -> None:
        if more_below(float(body.scrollTop), float(body.clientHeight), float(body.scrollHeight)):
            body.setAttribute("data-more", "")
        else:
            body.removeAttribute("data-more")

    dom.watch_size(body, measure)
    dom.listen(body, "scroll", measure)
    return measure
