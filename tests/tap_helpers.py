"""What the tap-model tests (``test_tap_*.py``) share: the search over taps, the fake DOM's
single element, the step hints' strings."""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable, Sequence
from typing import Any


def tap_reachable(start: Any, hits: Sequence[Any], selection: Callable[[Any], Hashable]) -> set[Any]:
    """Every move some sequence of ``hits`` yields from the tap model ``start``.

    A search over the model's selection states (there are few), trying every
    tappable thing from each.
    """
    seen = {selection(start)}
    frontier = [start]
    made: set[Any] = set()
    while frontier:
        model = frontier.pop()
        for hit in hits:
            after = copy.copy(model)
            move = after.tap(hit)
            if move is not None:
                made.add(move)
            elif selection(after) not in seen:
                seen.add(selection(after))
                frontier.append(after)
    return made


def one(root: Any, name: str, value: str | None = None) -> Any:
    """The one element under ``root`` (a fake DOM element) carrying ``name`` (= ``value``)."""
    found = root.find_all(name, value)
    assert len(found) == 1, (name, value, len(found))
    return found[0]


def assert_step_hints(game: str, steps: Sequence[str]) -> None:
    """Every step the status line words has its hint in every language."""
    from tests.test_i18n import TABLES
    from web.i18n import LANGS

    for step in steps:
        for lang in LANGS:
            assert f"{game}.hint.{step}" in TABLES[lang], (lang, step)


def taps(model: Any, *hits: Any) -> Any:
    """Tap ``hits`` in order; only the last may complete a move."""
    for hit in hits[:-1]:
        assert model.tap(hit) is None, f"{hit} completed a move too early"
    return model.tap(hits[-1])


def played(before: Any, token: str, bottom: int = 0, earlier: Sequence[Any] = (),
           holder: int | None = None) -> Any:
    """The board a view is given once ``token`` was played from ``before`` (it may animate):
    the turn is ``earlier`` plies and this one; ``holder`` keeps the device if still to move."""
    from web.board_state import BoardState, Ply

    move = before.game.parse_move(token)
    ply = Ply(before, move, before.apply(move))
    keeps = holder if holder == ply.after.to_move else None
    return BoardState(ply.after, bottom, (*earlier, ply), ply, holder=keeps)
