"""The sentence the status line shows when a game has ended.

Takes the engine's ``Outcome`` and the view's seat names; knows nothing else
of the page. The engine says why the game ended as a termination code with
its facts (``games.terminations``); this module words each code in the page's
language from the ``outcome.<code>`` strings, filling in the seat names, so no
sentence is guessed from the engine's English.
"""

from __future__ import annotations

from typing import Callable

from games import terminations as why
from games.base import Outcome

from .i18n import t, tn

SeatName = Callable[[int], str]


def _winner(outcome: Outcome) -> int:
    assert outcome.winner is not None, outcome.termination  # a code that always has a winner
    return outcome.winner


def _rock(o: Outcome, seat: SeatName) -> str:
    w, pusher = _winner(o), o.fact("pusher")
    values = {"seat": seat(w), "animal": t(f"siam.animal.{w}"), "square": o.fact("square")}
    if pusher == w:
        return t("outcome.rock-pushed-out", **values)
    return t("outcome.rock-pushed-out.pusher", pusher=seat(pusher), **values)


def _pattern(o: Outcome, seat: SeatName) -> str:
    return t("outcome.pattern-completed", seat=seat(_winner(o)), tile=o.fact("tile"))


def _scores(seat: SeatName, scores: tuple[int, ...], players: list[int]) -> str:
    return t("list.separator").join(t("scores.seat", seat=seat(p), score=scores[p]) for p in players)


def _all_down(o: Outcome, seat: SeatName) -> str:
    done = o.fact("completed")
    values = {"tiles": o.fact("tiles"), "counts": _scores(seat, done, list(range(len(done))))}
    if o.winner is None:
        return t("outcome.all-tiles-down.draw", **values)
    return t("outcome.all-tiles-down", seat=seat(o.winner), **values)


def _highest(o: Outcome, seat: SeatName) -> str:
    w, scores = _winner(o), o.fact("scores")
    if len(scores) == 2:
        return t("outcome.highest-score", seat=seat(w), score=scores[w], other=scores[1 - w])
    rest = _scores(seat, scores, [p for p in why.ranked(scores) if p != w])
    return t("outcome.highest-score.more", seat=seat(w), score=scores[w], rest=rest)


def _shadows_held(o: Outcome, seat: SeatName) -> str:
    w, held = _winner(o), o.fact("held")
    return t("outcome.shadows-held", seat=seat(w), held=held[w], other=held[1 - w],
             points=max(o.fact("scores")))


def _shadows_tied(o: Outcome, seat: SeatName) -> str:
    return t("outcome.shadows-tied", points=max(o.fact("scores")), held=o.fact("held")[0])


def _tied(o: Outcome, seat: SeatName) -> str:
    scores = o.fact("scores")
    best = max(scores)
    leaders = [p for p, s in enumerate(scores) if s == best]
    if len(leaders) == len(scores):
        return t("outcome.tied-score", points=best)
    return t("outcome.tied-score.some", points=best,
             seats=t("list.separator").join(seat(p) for p in leaders),
             rest=_scores(seat, scores, [p for p in range(len(scores)) if p not in leaders]))


def _table_tiles(o: Outcome, seat: SeatName) -> str:
    return tn("outcome.most-table-tiles", max(o.fact("scores")), seat=seat(_winner(o)))


def _later_wins(o: Outcome, seat: SeatName) -> str:
    w, scores = _winner(o), o.fact("scores")
    best = max(scores)
    others = t("list.separator").join(seat(p) for p, s in enumerate(scores) if s == best and p != w)
    return tn("outcome.later-player-wins-tie", best, seat=seat(w), others=others)


def _agreed(o: Outcome, seat: SeatName) -> str:
    return t("outcome.agreed-draw")


SENTENCES: dict[str, Callable[[Outcome, SeatName], str]] = {
    "rock-pushed-out": _rock,
    "pattern-completed": _pattern,
    "all-tiles-down": _all_down,
    "highest-score": _highest,
    "shadows-held": _shadows_held,
    "shadows-tied": _shadows_tied,
    "tied-score": _tied,
    "most-table-tiles": _table_tiles,
    "later-player-wins-tie": _later_wins,
    "agreed-draw": _agreed,
}
"""The termination codes whose sentence needs more than its facts (the rest are
``worded_by_strings``), by its text (each game declares its codes,
``Game.terminations``; the page loads only the game on screen), with the page's sentence."""


def worded_by_strings(o: Outcome, seat: SeatName) -> str:
    """A code with no sentence of its own here: the string ``outcome.<code>`` filled with
    the outcome's facts and ``seat``, the winner's seat name. So a new game words its ends
    from its strings alone."""
    values = dict(o.facts)
    if o.winner is not None:
        values["seat"] = seat(o.winner)
    return t(f"outcome.{o.termination}", **values)


def outcome_text(outcome: Outcome, seat_name: SeatName) -> str:
    """Who won (or that it is a draw) and why, in the page's language."""
    return SENTENCES.get(outcome.termination, worded_by_strings)(outcome, seat_name)
