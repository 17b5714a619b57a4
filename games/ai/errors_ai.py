"""The AI's one error: an unknown level name (a BadOption, so the referee reports it)."""

from __future__ import annotations

from ..errors import BadOption


class UnknownLevel(BadOption):
    """A level name that is not easy, normal or strong."""
