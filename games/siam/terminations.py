"""Why a Siam game ends: its termination code and English sentence."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..terminations import Termination

if TYPE_CHECKING:
    from ..base import Outcome


class SiamTermination(Termination):
    """How a Siam game can end (no draws: a rock always falls in the end)."""

    ROCK_PUSHED_OUT = "rock-pushed-out"
    """Siam: a rock left the board. Facts: ``square`` (the winning animal's square after
    the push), ``pusher`` (the side whose push it was; the winner need not be the pusher)."""

    def english(self, outcome: "Outcome") -> str:
        return _siam(outcome)


def _siam(o: "Outcome") -> str:
    w, pusher = o.winner, o.fact("pusher")
    assert w is not None
    text = f"{o.players[w].capitalize()} on {o.fact('square')} pushed the rock out"
    if pusher != w:
        text += f" (the {o.players[pusher]}s' push)"
    return text
