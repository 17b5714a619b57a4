"""An embedded board that steps through its line by itself (``autoplay=SECONDS``, with
``loop=1`` to start again): the rules page shows a line moving without a reader's tap.

``Autoplay`` decides (DOM-free, tested in CPython); ``web.embed`` keeps the timer and
draws each step. One step every ``seconds``: forward to the line's end, where it stops,
or, with ``loop``, back to the first position after one more wait. A tap or a key
anywhere in the frame pauses it for good, so a reader who wants to look, or to step with
the replay buttons, is never overtaken. Its state is ``html[data-autoplay]``
(``playing``, ``paused``, ``ended``), which tests wait for. Pieces slide as any replay
step does, and do not under ``prefers-reduced-motion`` (web/css/a11y.css).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Autoplay:
    seconds: float
    loop: bool = False
    status: str = "playing"

    @property
    def delay_ms(self) -> int:
        return round(self.seconds * 1000)

    def step(self, cursor: int, last: int) -> int | None:
        """The ply to show next from ``cursor`` in a line of ``last`` moves, or None when
        autoplay has stopped (paused, or the end reached without ``loop``)."""
        if self.status != "playing":
            return None
        if cursor < last:
            return cursor + 1
        if self.loop and last > 0:
            return 0
        self.status = "ended"
        return None

    def pause(self) -> bool:
        """A reader's tap or key: stop stepping; True when it was playing."""
        if self.status != "playing":
            return False
        self.status = "paused"
        return True
