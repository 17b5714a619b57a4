"""The page's search service (``web.ai_service.Thinker``) driven as the worker drives it:
in steps of a few milliseconds each, until it answers. Shared by the tests that check a
seeded search gives the same move however the page cuts it into steps."""

from __future__ import annotations

from typing import Any


def answers_however_stepped(request: dict[str, Any], steps_ms: tuple[float, ...]) -> set[tuple[str, int]]:
    """(move, iterations) of one search of ``request`` per step length in ``steps_ms``."""
    from web.ai_service import Thinker

    answers = set()
    for ms in steps_ms:
        thinker = Thinker()
        thinker.begin(request)
        reply = thinker.step(request["id"], ms)
        while not reply["done"]:
            reply = thinker.step(request["id"], ms)
        answers.add((reply["move"], reply["iterations"]))
    return answers
