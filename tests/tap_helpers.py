"""What the tap-model tests (``test_tap_*.py``) share: the search over taps, the fake DOM's
single element, the step hints' strings."""

from __future__ import annotations

import copy
import inspect
from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import Any

from web.board_state import Selection


class Tapper:
    """A tap model (``web.models``) with the selection its taps so far made, as the page keeps
    it in its ``BoardState``: the tests' way to tap a model step by step and ask it what the
    board shows. An attribute is the selection's field when it has one (``picked``), else
    the model's (``targets()`` is the model's ``targets(sel)`` asked with the selection).
    ``tap`` and ``control`` answer as the models did when they kept the selection: the move
    made, or None when the tap only changed the selection (a move keeps only what the
    selection carries to the next position: ``Selection.carried``)."""

    def __init__(self, model_class: Any, state: Any, forbidden: tuple[Any, ...] = ()) -> None:
        self.model = model_class(state, forbidden)
        self.selection: Any = self.model.own(model_class.empty)

    def _answer(self, out: Any) -> Any:
        if out is None:
            return None
        if isinstance(out, Selection):
            self.selection = out
            return None
        self.selection = self.model.own(self.selection.carried())
        return out

    def tap(self, hit: Any) -> Any:
        return self._answer(self.model.tap(self.selection, hit))

    def control(self, action: str) -> Any:
        return self._answer(self.model.control(self.selection, action))

    def reset(self, state: Any) -> None:
        """A new position: what the selection carries over, the lesson's forbidden moves kept."""
        self.model = type(self.model)(state, self.model.forbidden)
        self.selection = self.model.own(self.selection.carried())

    def clear(self) -> None:
        """Esc: the half-made move dropped (the page selects what ``carried`` keeps)."""
        self.selection = self.model.own(self.selection.carried())

    @property
    def forbidden(self) -> tuple[Any, ...]:
        return tuple(self.model.forbidden)

    @forbidden.setter
    def forbidden(self, moves: tuple[Any, ...]) -> None:
        self.model = type(self.model)(self.model.state, moves)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or "model" not in self.__dict__:
            raise AttributeError(name)  # copy.copy asks before the fields are set
        selection = self.__dict__["selection"]
        if hasattr(selection, name):
            return getattr(selection, name)
        found = getattr(self.__dict__["model"], name)
        if callable(found) and next(iter(inspect.signature(found).parameters), "") == "sel":
            return partial(found, selection)
        return found


def tap_reachable(start: Any, hits: Sequence[Any], selection: Callable[[Any], Hashable]) -> set[Any]:
    """Every move some sequence of ``hits`` yields from the ``Tapper`` ``start``.

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


def page_tap(view: Any, target: Any) -> Any:
    """Tap ``target`` on ``view`` as the page does (``App.select``): a new selection is drawn as
    the board drawn last with it, and answered as None; a move (or a taken device) is returned."""
    from web.board_state import with_selection

    answer = view.tap(target)
    if isinstance(answer, Selection):
        view.render(with_selection(view.drawn, answer))
        return None
    return answer


def page_control(view: Any, action: str) -> Any:
    """Press the view's button ``action`` as the page does: a new selection is drawn (None)."""
    from web.board_state import with_selection

    answer = view.control(action)
    if isinstance(answer, Selection):
        view.render(with_selection(view.drawn, answer))
        return None
    return answer


def one(root: Any, name: str, value: str | None = None) -> Any:
    """The one element under ``root`` (a fake DOM element) carrying ``name`` (= ``value``)."""
    found = root.find_all(name, value)
    assert len(found) == 1, (name, value, len(found))
    return found[0]


def assert_step_hints(game: str, steps: Sequence[str]) -> None:
    """Every step the status line words has its hint in every language."""
    from tests.web.test_i18n import TABLES
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
