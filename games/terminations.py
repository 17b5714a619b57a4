"""Why a game ended: every termination code, its facts, and its English sentence.

An ``Outcome`` carries a code (like python-chess's ``Termination``) and the
facts the code needs; the English ``reason`` the records, diagrams and referee
write is derived here from the two, so that text stays one function of the
result and a page can word the same end in another language from the code.

The engines' seat names (``Outcome.players``) are used as the engines have
always written them: Siam and Saiju capitalise them, Ni-Ju and Symbol Pallet
do not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from .base import Outcome

ROCK_PUSHED_OUT = "rock-pushed-out"
"""Siam: a rock left the board. Facts: ``square`` (the winning animal's square after
the push), ``pusher`` (the side whose push it was; the winner need not be the pusher)."""
PATTERN_COMPLETED = "pattern-completed"
"""Ni-Ju: the mover completed one of their tiles' patterns. Facts: ``square`` (the
first completed tile in reading order, as ``x,y``: the records' English names it) and
``tile`` (that tile's number, 1–20, printed on it: the page names it, since the board
draws no square names)."""
ALL_TILES_DOWN = "all-tiles-down"
"""Ni-Ju placement-only: every tile is down; more completed tiles wins, equal draws.
Facts: ``tiles`` (40), ``completed`` (per player)."""
HIGHEST_SCORE = "highest-score"
"""Saiju: one player has the highest total. Facts: ``scores`` (per player)."""
SHADOWS_HELD = "shadows-held"
"""Saiju tournament: equal scores, more Shadows held wins. Facts: ``scores``, ``held``."""
SHADOWS_TIED = "shadows-tied"
"""Saiju tournament: equal scores and equal Shadows: a draw. Facts: ``scores``, ``held``."""
TIED_SCORE = "tied-score"
"""Saiju: the highest total is shared: a draw. Facts: ``scores``."""
MOST_TABLE_TILES = "most-table-tiles"
"""Symbol Pallet: one player owns the most table tiles. Facts: ``scores``."""
LATER_PLAYER_WINS_TIE = "later-player-wins-tie"
"""Symbol Pallet: the most table tiles are shared; the latest of them in turn
order wins. Facts: ``scores``."""
AGREED_DRAW = "agreed-draw"
"""Any game (``games.session``): both sides agreed to a draw. No facts."""


def _siam(o: "Outcome") -> str:
    w, pusher = o.winner, o.fact("pusher")
    assert w is not None
    text = f"{o.players[w].capitalize()} on {o.fact('square')} pushed the rock out"
    if pusher != w:
        text += f" (the {o.players[pusher]}s' push)"
    return text


def _pattern(o: "Outcome") -> str:
    assert o.winner is not None
    return f"{o.players[o.winner]} completed the pattern of the tile on {o.fact('square')}"


def _all_down(o: "Outcome") -> str:
    done = ", ".join(f"{o.players[p]} {n}" for p, n in enumerate(o.fact("completed")))
    return f"all {o.fact('tiles')} tiles down, completed tiles: {done}"


def ranked(scores: tuple[int, ...]) -> list[int]:
    """Players from the highest score down, the earlier seat first among equals."""
    return sorted(range(len(scores)), key=lambda p: (-scores[p], p))


def _names(o: "Outcome") -> list[str]:
    return [n.capitalize() for n in o.players]


def _highest(o: "Outcome") -> str:
    w, scores, names = o.winner, o.fact("scores"), _names(o)
    assert w is not None
    if len(scores) == 2:
        return f"{names[w]} wins {scores[w]} to {scores[1 - w]}"
    rest = " and ".join(f"{names[p]} {scores[p]}" for p in ranked(scores) if p != w)
    return f"{names[w]} wins with {scores[w]} to {rest}"


def _shadows_held(o: "Outcome") -> str:
    w, held, names = o.winner, o.fact("held"), _names(o)
    assert w is not None
    return (f"{names[w]} wins on Shadows held ({held[w]} to {held[1 - w]}) "
            f"after a tie at {max(o.fact('scores'))} points")


def _shadows_tied(o: "Outcome") -> str:
    return f"Draw at {max(o.fact('scores'))} points each, and {o.fact('held')[0]} Shadows each"


def _tied(o: "Outcome") -> str:
    scores, names = o.fact("scores"), _names(o)
    best = max(scores)
    leaders = [p for p, s in enumerate(scores) if s == best]
    if len(leaders) == len(scores):
        return f"Draw at {best} points each"
    who = " and ".join(names[p] for p in leaders)
    rest = " and ".join(f"{names[p]} {scores[p]}" for p in range(len(scores)) if p not in leaders)
    return f"Draw: {who} {best} points each, {rest}"


def _table_tiles(o: "Outcome") -> str:
    w, best = o.winner, max(o.fact("scores"))
    assert w is not None
    return f"{o.players[w]} wins with {best} table tile{'s' if best != 1 else ''}"


def _later_wins(o: "Outcome") -> str:
    scores, best = o.fact("scores"), max(o.fact("scores"))
    others = ", ".join(o.players[p] for p, s in enumerate(scores) if s == best and p != o.winner)
    return f"{_table_tiles(o)} (tied with {others}: the later player in turn order wins)"


ENGLISH: dict[str, Callable[["Outcome"], str]] = {
    ROCK_PUSHED_OUT: _siam,
    PATTERN_COMPLETED: _pattern,
    ALL_TILES_DOWN: _all_down,
    HIGHEST_SCORE: _highest,
    SHADOWS_HELD: _shadows_held,
    SHADOWS_TIED: _shadows_tied,
    TIED_SCORE: _tied,
    MOST_TABLE_TILES: _table_tiles,
    LATER_PLAYER_WINS_TIE: _later_wins,
    AGREED_DRAW: lambda o: "Drawn by agreement",
}
"""Every termination code, with the English sentence it writes."""

def english(outcome: "Outcome") -> str:
    """The English reason of an outcome (no final stop)."""
    return ENGLISH[outcome.termination](outcome)
