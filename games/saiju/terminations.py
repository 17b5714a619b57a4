"""Why a Saiju game ends: its termination codes and English sentences."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..terminations import Termination, capitalised_names, ranked

if TYPE_CHECKING:
    from ..base import Outcome


class SaijuTermination(Termination):
    """How a Saiju game can end (the names are capitalised, as Saiju's records write them)."""

    HIGHEST_SCORE = "highest-score"
    """Saiju: one player has the highest total. Facts: ``scores`` (per player)."""
    SHADOWS_HELD = "shadows-held"
    """Saiju tournament: equal scores, more Shadows held wins. Facts: ``scores``, ``held``."""
    SHADOWS_TIED = "shadows-tied"
    """Saiju tournament: equal scores and equal Shadows: a draw. Facts: ``scores``, ``held``."""
    TIED_SCORE = "tied-score"
    """Saiju: the highest total is shared: a draw. Facts: ``scores``."""

    def english(self, outcome: "Outcome") -> str:
        return _ENGLISH[self](outcome)


def _highest(o: "Outcome") -> str:
    w, scores, names = o.winner, o.fact("scores"), capitalised_names(o)
    assert w is not None
    if len(scores) == 2:
        return f"{names[w]} wins {scores[w]} to {scores[1 - w]}"
    rest = " and ".join(f"{names[p]} {scores[p]}" for p in ranked(scores) if p != w)
    return f"{names[w]} wins with {scores[w]} to {rest}"


def _shadows_held(o: "Outcome") -> str:
    w, held, names = o.winner, o.fact("held"), capitalised_names(o)
    assert w is not None
    return (f"{names[w]} wins on Shadows held ({held[w]} to {held[1 - w]}) "
            f"after a tie at {max(o.fact('scores'))} points")


def _shadows_tied(o: "Outcome") -> str:
    return f"Draw at {max(o.fact('scores'))} points each, and {o.fact('held')[0]} Shadows each"


def _tied(o: "Outcome") -> str:
    scores, names = o.fact("scores"), capitalised_names(o)
    best = max(scores)
    leaders = [p for p, s in enumerate(scores) if s == best]
    if len(leaders) == len(scores):
        return f"Draw at {best} points each"
    who = " and ".join(names[p] for p in leaders)
    rest = " and ".join(f"{names[p]} {scores[p]}" for p in range(len(scores)) if p not in leaders)
    return f"Draw: {who} {best} points each, {rest}"


_ENGLISH: dict[SaijuTermination, Callable[["Outcome"], str]] = {
    SaijuTermination.HIGHEST_SCORE: _highest,
    SaijuTermination.SHADOWS_HELD: _shadows_held,
    SaijuTermination.SHADOWS_TIED: _shadows_tied,
    SaijuTermination.TIED_SCORE: _tied,
}
