"""What the status line says while a lesson or a puzzle holds the board.

Once a lesson's goal is reached (or a puzzle solved) the page ignores taps on the
board until the player goes on (``Learning.holds_board``), and while a lesson's
scripted reply is on its way taps wait too. The status line must then not invite
a move ("Rhinos to move — tap an animal …"): it says the exercise is done and
names the button that goes on, or that the opponent is answering. A finished
game keeps its own sentence (the win is what the lesson ends on), so this gives
nothing when the position is over. Pure: the panel (``web.status_panel``) shows
what this returns, and tests run it on CPython.
"""

from __future__ import annotations

from typing import Any

from .i18n import t


def held_status(run: Any, mode: str | None, last: bool, busy: bool) -> str | None:
    """The status while the exercise ``run`` (``web.exercise.Exercise``) holds the board, or
    None when the board is the player's (or the game is over: its result stands).

    ``mode`` is "tutorial" or "puzzle"; ``last``: this is the sequence's last item (its
    button is "Play a game", not "Next lesson"); ``busy``: the scripted reply is coming."""
    if run is None or mode is None or run.state.over:
        return None
    if run.complete:
        if mode == "puzzle":
            return t("learn.status.puzzle_done", button=t("learn.puzzle.next"))
        return t("learn.status.lesson_done",
                 button=t("learn.play_game") if last else t("learn.next"))
    if busy:
        return t("learn.status.replying")
    return None
