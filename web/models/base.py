"""The shape every game's tap model has (``web.models``)."""

from __future__ import annotations

from typing import Generic, Self, TypeVar

from games.base import Move, State

Hit = tuple[str, str] | None
"""The tapped element's ``data-*`` name and value (``("square", "C3")``), or None for empty space."""

S = TypeVar("S", bound=State)


class TapModel(Generic[S]):
    """Selection state over one game state. Subclasses answer ``tap`` and ``control``.

    ``reset(state)`` starts over on a new state (after every move, undo,
    redo); ``clear()`` drops a half-made choice but keeps the state.
    """

    def __init__(self) -> None:
        self.state: S | None = None
        self.forbidden: tuple[Move, ...] = ()
        """Illegal moves a lesson teaches (set by the page, empty in play): a tap that would
        make one, though the board offers no such target, returns it, so that the page can
        say why the rules refuse it. Never drawn as a target; kept across ``reset``."""

    @classmethod
    def at(cls, state: S) -> "Self":
        """A model with nothing selected yet on ``state``."""
        model = cls()
        model.reset(state)
        return model

    def reset(self, state: S) -> None:
        self.state = state
        self.clear()

    def clear(self) -> None:
        """Forget the selection (subclasses extend)."""

    def tap(self, hit: Hit) -> Move | None:
        """A tap: the move it completes, or None when it only changed the selection."""
        raise NotImplementedError

    def control(self, action: str) -> Move | None:
        """A button of the game's own (``data-view-action``): the move it makes, if any."""
        return None
