"""The lesson and puzzle link parameters (``web/links.py``), on CPython."""

from __future__ import annotations

from web.links import parse_link


def test_lesson_and_puzzle_parameters_are_read() -> None:
    request = parse_link("?game=siam&tutorial=1&lesson=push-count")
    assert request.tutorial and request.lesson == "push-count" and not request.problems
    request = parse_link("?game=ni-ju&puzzle=ni-ju-w1-007")
    assert request.puzzle == "ni-ju-w1-007" and not request.tutorial and not request.problems
    request = parse_link("game=saiju&puzzles=1")
    assert request.puzzles and request.puzzle is None and not request.problems
    assert parse_link("?game=siam").tutorial is False


def test_bad_lesson_and_puzzle_parameters_are_reported() -> None:
    request = parse_link("?game=siam&tutorial=yes&puzzles=2")
    assert not request.tutorial and not request.puzzles
    assert len(request.problems) == 2 and all("one of 0, 1" in p for p in request.problems)
    request = parse_link("?game=siam&puzzle=a&puzzle=b")
    assert request.puzzle == "a" and any("more than once" in p for p in request.problems)
    assert parse_link("?game=siam&lesson=").lesson is None
