"""Screen-reader names and keyboard targets for each game's board, kept apart from the views.

A view draws and reads taps; its companion here (``SiamAccess`` …) says which
of the drawn elements a keyboard cursor may stop on (``targets()``: a CSS
selector for the state on screen) and gives each of them a role, a name and a
pressed state that follow the view (``refresh()``). Kept out of the views so
that naming never slows drawing and the views stay one job each: a refresh
writes only the attributes whose text changed since the last one.

The controller calls ``refresh()`` after every redraw and every tap; the
keyboard layer (``web.keyboard``) asks ``targets()`` and ``preferred()``.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from ..page_parts import PAGE_PARTS

from .. import dom
from ..i18n import t

_ACCESS: dict[str, tuple[str, str]] = {name: parts.access for name, parts in PAGE_PARTS.items()}


class Access:
    """The base: a per-element attribute cache and the board's own label."""

    board_key = "a11y.board"
    """The i18n key of the board's name."""

    def __init__(self, view: Any) -> None:
        self.view = view
        self._written: dict[Any, dict[str, str | None]] = {}
        """Element key -> attribute -> value last written (avoids DOM writes)."""
        self._seen: dict[Any, tuple[Any, Any]] = {}
        """Element key -> (element, what its name was made of) at the last refresh."""
        self.label_board()

    def label_board(self) -> None:
        """Name the board and make it an application (it was an image before Python started).

        The application role lets screen readers pass the arrow keys to the
        board's keyboard cursor instead of reading on; the help text says how.
        """
        dom.set_attrs(self.view.board, role="application", aria_label=t(self.board_key),
                      aria_roledescription=t("a11y.board.role"), aria_describedby="kb-help")

    def targets(self) -> str:
        """A CSS selector for what the keyboard cursor may stop on now (inside ``#play``)."""
        raise NotImplementedError

    def preferred(self) -> str | None:
        """A selector for where the cursor goes first when the board gets focus (optional)."""
        return None

    def refresh(self) -> None:
        """Bring every target's role, name and state up to date with the view
        (nothing to name before the view shows a position)."""
        state = self.view.state
        if state is not None:
            self.name_targets(state)

    def name_targets(self, state: Any) -> None:
        """``refresh`` for the position ``state`` the view shows."""
        raise NotImplementedError

    def focus(self, element: Any) -> None:
        """The keyboard cursor is now on ``element`` (None: it left the board); a hover, say."""

    def forget(self) -> None:
        """Write every attribute again at the next refresh (the language changed)."""
        self._written.clear()
        self._seen.clear()
        self.label_board()

    # ----- helpers -----------------------------------------------------------------------
    def changed(self, key: Any, element: Any, facts: Any) -> bool:
        """Whether ``element``'s name must be made again: ``facts`` (what it is made of)
        differ from the last refresh, or another element now carries ``key``.

        Most of a board is the same after a tap; skipping the unchanged part keeps
        a refresh to a few tuple comparisons.
        """
        old = self._seen.get(key)
        if old is not None and old[0] is element and old[1] == facts:
            return False
        self._seen[key] = (element, facts)
        return True

    def put(self, key: Any, element: Any, **attrs: str | None) -> None:
        """Set ``attrs`` on ``element`` unless the cache says they are already so.

        ``key`` names the element across redraws (a square name, a tile id);
        when a different element now carries that key, everything is written.
        """
        seen = self._written.get(key)
        if seen is None or seen.get("\0el") is not element:
            seen = {"\0el": element}
            self._written[key] = seen
        for name, value in attrs.items():
            if seen.get(name, "\0unset") != value:
                seen[name] = value
                attr = name.rstrip("_").replace("_", "-")
                if value is None:
                    element.removeAttribute(attr)
                else:
                    element.setAttribute(attr, value)


def access_for(view: Any) -> Access | None:
    """The companion of ``view`` (None for a game without one)."""
    entry = _ACCESS.get(getattr(view, "game_name", ""))
    if entry is None:
        return None
    module, name = entry
    return getattr(import_module(module), name)(view)


def join(parts: list[str], last: bool = False) -> str:
    """Parts of a name joined as the language writes a list ("B3, rock" / "B3、岩"),
    ending with "last move" when ``last``: every game marks the last move's
    squares or tiles the same way."""
    if last:
        parts = [*parts, t("a11y.last")]
    return t("a11y.sep").join(p for p in parts if p)
