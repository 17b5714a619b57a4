"""Variations: the alternatives an author gives to moves of a line (docs/records.md).

A line with variations is a tree of positions. Each position's moves are
``Node`` values in order: the first goes on with the line it belongs to, each
other is an alternative to it, with its own continuation and alternatives.
A record writes an alternative in parentheses after the move it replaces,
as chess's PGN does: ``+B1S +E1W (+E5W {or the far corner}) B1B2S``.

Immutable values, so that a session can hand a subtree from one place to
another without copying it, and a line of 5,000 moves is walked by loops,
never by recursion (only the nesting of parentheses recurses, and
``MAX_DEPTH`` bounds it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .base import State
from .errors import BadRecord, GameError
from .notes import Annotation
from .record import numbered_error

MAX_DEPTH = 32
"""Parentheses inside parentheses a record or link may nest: far more than a study uses,
few enough that every walk of the tree stays shallow."""


@dataclass(frozen=True)
class Node:
    """A move, the comment and marks on the position it reaches, and the moves from there
    (``next[0]`` goes on with this line; ``next[1:]`` are alternatives to it)."""

    move: str
    note: Annotation | None = None
    next: tuple["Node", ...] = ()


Alternatives = Mapping[int, tuple[Node, ...]]
"""A line's alternatives by ply: at ``k``, the moves given instead of the line's move
``k + 1`` (from the position after ``k`` plies), each with what follows it."""


def nodes_of_line(tokens: Sequence[str], notes: Mapping[int, Annotation],
                  alternatives: Alternatives, shown: Mapping[int, int] | None = None,
                  start: int = 0) -> tuple[Node, ...]:
    """The moves from the position after ``start`` plies of a line: the line's own move
    at ``shown[k]`` among the alternatives at ``k`` (0 when not given: the line goes
    first), as ``Node`` values. Built from the line's end backwards, without recursion."""
    shown = shown or {}
    after: tuple[Node, ...] = alternatives.get(len(tokens), ())
    for ply in range(len(tokens) - 1, start - 1, -1):
        node = Node(tokens[ply], notes.get(ply + 1), after)
        others = list(alternatives.get(ply, ()))
        others.insert(min(shown.get(ply, 0), len(others)), node)
        after = tuple(others)
    return after


@dataclass(frozen=True)
class Line:
    """A path through a tree of moves, flattened: the moves, the notes by ply, and at each
    ply where there are alternatives, which one the line takes (``chosen``) and the others."""

    tokens: tuple[str, ...]
    notes: dict[int, Annotation]
    alternatives: dict[int, tuple[Node, ...]]
    chosen: dict[int, int]
    """Ply → index of the line's move among the moves at that position, where it is not 0."""


def line_through(moves: tuple[Node, ...], path: Sequence[int], note0: Annotation | None = None,
                 start: int = 0) -> Line:
    """The line that takes move ``path[i]`` at its ``i``-th position (``moves`` being those
    at the first, after ``start`` plies), then the first move everywhere after; an index
    beyond the moves there is taken as 0 (the first)."""
    tokens: list[str] = []
    notes: dict[int, Annotation] = {} if note0 is None else {start: note0}
    alternatives: dict[int, tuple[Node, ...]] = {}
    chosen: dict[int, int] = {}
    ply, depth = start, 0
    while moves:
        index = path[depth] if depth < len(path) and path[depth] < len(moves) else 0
        if len(moves) > 1:
            alternatives[ply] = moves[:index] + moves[index + 1:]
            if index:
                chosen[ply] = index
        node = moves[index]
        tokens.append(node.move)
        ply += 1
        depth += 1
        if node.note is not None:
            notes[ply] = node.note
        moves = node.next
    return Line(tuple(tokens), notes, alternatives, chosen)


def count_moves(alternatives: Alternatives) -> int:
    """Every move inside ``alternatives`` (their continuations and nested ones included)."""
    count, stack = 0, [node for nodes in alternatives.values() for node in nodes]
    while stack:
        node = stack.pop()
        count += 1
        stack.extend(node.next)
    return count


def check_alternatives(states: Sequence[State], tokens: Sequence[str],
                       alternatives: Alternatives) -> None:
    """Raise the first illegal move of the alternatives to a line (its moves ``tokens``, its
    states ``states``, ``states[k]`` after ``k`` plies), naming the variation: ``in a
    variation, move 3 'E1E1S': …``; checked by the game, as every move of a record is.
    Two equal moves at one position are refused too (``check_distinct``)."""
    for ply, nodes in alternatives.items():
        if not 0 <= ply < len(tokens) or not nodes:
            raise BadRecord(f"alternatives to move {ply + 1} of a line of {len(tokens)} moves",
                            ply=ply + 1, variation="beyond_moves")
        check_distinct((Node(tokens[ply]),) + tuple(nodes), ply)
    stack: list[tuple[Node, State, int]] = [
        (node, states[ply], ply + 1) for ply, nodes in sorted(alternatives.items()) for node in nodes]
    stack.reverse()
    while stack:
        node, before, number = stack.pop()
        try:
            after = before.play(node.move)
        except GameError as err:
            wrapped = numbered_error(err, node.move, number, "in a variation, ")
            wrapped.fields["variation"] = True
            raise wrapped from None
        check_distinct(node.next, number)
        stack.extend((child, after, number + 1) for child in reversed(node.next))


def check_distinct(moves: tuple[Node, ...], ply: int) -> None:
    """Refuse two alternatives with the same move at one position (each move a position has
    is one place in the tree: tapping it, or reading its link, leads to one line)."""
    seen: set[str] = set()
    for node in moves:
        if node.move in seen:
            raise BadRecord(f"move {ply + 1} {node.move!r} is given twice at the same position "
                            "(a variation repeats a move already there)",
                            ply=ply + 1, token=node.move, variation="repeated_move")
        seen.add(node.move)
