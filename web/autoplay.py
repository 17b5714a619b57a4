"""An embedded board that steps through its line by itself (``autoplay=SECONDS``, with
``loop=1`` to start again): the rules page shows a line moving without a reader's tap.

``Autoplay`` decides (DOM-free, tested in CPython); ``web.embed`` keeps the timer and
draws each step. One step every ``seconds``: forward to the line's end, where it stops,
or, with ``loop``, back to the first position after one more wait. A reader's tap or key
in the frame pauses it, so a reader who wants to look, or to step with the replay
buttons, is never overtaken; a finger that scrolls the article across the frame is not a
tap (``Presses``), and does not pause it. The frame's play/pause button
(``button[data-autoplay-toggle]``) pauses it and starts it again, also where the frame
has no replay buttons. Its state is ``html[data-autoplay]`` (``playing``, ``paused``,
``ended``), which tests wait for. Pieces slide as any replay step does, and do not under
``prefers-reduced-motion`` (web/css/a11y.css).
"""

from __future__ import annotations

from dataclasses import dataclass, field

TAP_SLOP = 10.0
"""How far in CSS pixels a press may move and still be a tap: a finger never stays still,
and a swipe that scrolls the page goes much further (the browser cancels it first)."""


@dataclass
class Autoplay:
    seconds: float
    loop: bool = False
    status: str = "playing"
    run: int = 0
    """Counts the starts: a timer set by an earlier run (before a pause and a play) is stale."""

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

    def play(self, cursor: int, last: int) -> int | None:
        """The play button: step on again from ``cursor`` (a new ``run``). Returns the ply to
        show at once: the first, for a line that stood at its end (it would stop there at
        once), else None."""
        self.status = "playing"
        self.run += 1
        return 0 if cursor >= last else None

    def toggle(self, cursor: int, last: int) -> int | None:
        """The play/pause button: pause a line that plays, play one that does not (``play``)."""
        if self.pause():
            return None
        return self.play(cursor, last)


@dataclass
class Presses:
    """Which pointer presses are taps: a press (``down``) lifted (``up``) near where it
    started. A press lifted further away, or that the browser takes over to scroll the page
    (``cancel``, its ``pointercancel``), is no tap."""

    slop: float = TAP_SLOP
    _starts: dict[int, tuple[float, float]] = field(default_factory=dict)

    def down(self, pointer: int, x: float, y: float) -> None:
        self._starts[pointer] = (x, y)

    def cancel(self, pointer: int) -> None:
        self._starts.pop(pointer, None)

    def up(self, pointer: int, x: float, y: float) -> bool:
        """True when the press ``pointer`` lifted here was a tap."""
        start = self._starts.pop(pointer, None)
        return start is not None and self._near(start, x, y)

    def _near(self, start: tuple[float, float], x: float, y: float) -> bool:
        return (x - start[0]) ** 2 + (y - start[1]) ** 2 <= self.slop ** 2
