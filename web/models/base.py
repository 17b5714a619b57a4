"""The shape every game's tap model has (``web.models``).

A tap model is what the taps offer on one position: built once from the
position's legal moves, then never changed. Every question takes the
selection (``web.board_state.Selection``, the game's own frozen dataclass) as
a value: ``tap(selection, hit)`` answers with the move the tap completes or
the selection after it, and what the board lights (targets, the step of the
move, the chooser) is a function of the selection too. The selection itself
lives in the page's ``BoardState``, as chessground keeps one state object: a
view keeps none of its own.

``of(state, forbidden)`` keeps the model last made, so a tap that only moves
the selection does not group the legal moves again.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Self, TypeVar

from games.base import Move, State

from ..board_state import Selection

Hit = tuple[str, str] | None
"""The tapped element's ``data-*`` name and value (``("square", "C3")``), or None for empty space."""

S = TypeVar("S", bound=State)
Sel = TypeVar("Sel", bound=Selection)


class TapModel(Generic[S, Sel]):
    """What taps may do on one position. Subclasses answer ``tap`` and ``control``."""

    empty: ClassVar[Any] = Selection()
    """The game's selection with nothing selected (subclasses set their own)."""
    _last: ClassVar[Any] = None
    """The model ``of`` made last (one per subclass)."""

    def __init__(self, state: S, forbidden: tuple[Move, ...] = ()) -> None:
        self.state = state
        self.forbidden = forbidden
        """Illegal moves a lesson teaches (``BoardState.forbidden``): a tap that would make one,
        though the board offers no such target, returns it. Never drawn as a target."""

    @classmethod
    def of(cls, state: S, forbidden: tuple[Move, ...] = ()) -> Self:
        """The model of ``state``: the one made last when it is for the same state and moves."""
        last = cls.__dict__.get("_last")
        if last is not None and last.state is state and last.forbidden == forbidden:
            return last  # type: ignore[no-any-return]
        model = cls(state, forbidden)
        cls._last = model
        return model

    def own(self, selection: Selection) -> Sel:
        """``selection`` when it is this game's, else nothing selected."""
        return selection if isinstance(selection, type(self.empty)) else self.empty  # type: ignore[return-value]

    def tap(self, selection: Sel, hit: Hit) -> Move | Sel:
        """A tap: the move it completes, or the selection after it."""
        raise NotImplementedError

    def control(self, selection: Sel, action: str) -> Move | Sel | None:
        """A button of the game's own (``data-view-action``): the move it makes, the selection
        after it, or None (not this model's button)."""
        return None
