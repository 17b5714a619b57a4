"""The sentence the status line shows when a game has ended.

Takes the engine's ``Outcome`` and the view's seat names; knows nothing else
of the page. (Issue 13: the engines' outcomes become codes with facts, and
this module translates the code instead of reading English words.)
"""

from __future__ import annotations

from typing import Callable

from games.base import Outcome

from . import i18n
from .i18n import t


def outcome_text(outcome: Outcome, seat_name: Callable[[int], str]) -> str:
    """Who won (or that it is a draw) and why, in the page's language."""
    if i18n.lang() != "en":  # the engines' reasons are English: say who won, scores follow
        if outcome.winner is None:
            return t("status.draw")
        return t("status.wins", seat=seat_name(outcome.winner))
    if outcome.winner is None:
        return f"{outcome.reason}."
    seat = seat_name(outcome.winner)
    # Some engines' reasons already name the winner ("Moon wins 19 to 13").
    reason = outcome.reason.lower()
    named = seat.split()[0].lower().rstrip("s") in reason and "win" in reason
    verb = "win" if seat.endswith("s") else "wins"
    return f"{outcome.reason}." if named else f"{outcome.reason}. {seat} {verb}."
