"""The move list of a line with variations, as rows: DOM-free, so CPython tests it.

The list shows the record's main line, one move a row as ever, and after each move the
alternatives given instead of it, in parentheses, their moves inline and nested ones inside
(as PGN readers and lichess studies show them). A session keeps the line on screen flat
(``games.session``) and the rest of the tree beside it; this module reads the tree from those
parts instead of ``Session.tree()``, which would build a node for every move of the line on
every redraw. States, needed to word a move, are applied once and kept (``StateCache``).

A move is found again by its path: the index of the move taken at each position from the
start (``Session.path`` and ``Session.show`` speak the same paths), so a tap shows it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from games.base import Move, State
from games.session import Session
from games.variations import Node

Kind = Literal["move", "open", "close"]


@dataclass(slots=True)
class Entry:
    """A move of the list (``kind`` "move"), or a parenthesis around an alternative."""

    kind: Kind
    path: tuple[int, ...]
    """The move's index at each position from the start; a parenthesis: its variation's first
    move's path; a main-line move: () (its path is ``ply`` zeros, never built: a long record
    would make a redraw build a path as long as the record for each of its moves)."""
    depth: int
    """0: the main line; 1: an alternative to a main-line move; 2: one inside that …"""
    token: str = ""
    before: State | None = None
    """The position the move is played from (its words need it)."""
    move: Move | None = None

    @property
    def key(self) -> tuple[Kind, tuple[int, ...], str]:
        """What makes the entry's element: the same key, the same element (its class aside)."""
        return self.kind, self.path, self.token


@dataclass
class Rows:
    """The list: the main line's moves, and after main-line move ``i`` (from 0) the entries of
    the alternatives to it (``blocks[i]``)."""

    main: list[Entry]
    blocks: dict[int, list[Entry]]
    fork: int | None
    """The ply where the line shown leaves the main line (None: it does not)."""


class StateCache:
    """The position after a move from a position, applied once: a variation's moves are worded
    from states the session does not keep. Entries not used by a redraw are let go."""

    def __init__(self) -> None:
        self._kept: dict[tuple[int, str], tuple[State, Move, State]] = {}
        self._used: dict[tuple[int, str], tuple[State, Move, State]] = {}
        self.chain: tuple[Node, State, list[Entry], dict[int, list[Entry]]] | None = None
        """The main line after the fork of the line shown, as last walked (``rows_of``)."""

    def step(self, before: State, token: str) -> tuple[Move, State]:
        """The move ``token`` from ``before`` and the position after it."""
        key = (id(before), token)
        hit = self._used.get(key) or self._kept.get(key)
        if hit is None or hit[0] is not before:
            move = before.game.parse_move(token)
            hit = (before, move, before.apply(move))
        self._used[key] = hit
        return hit[1], hit[2]

    def settle(self) -> None:
        """A redraw is over: keep only what it used."""
        self._kept, self._used = self._used, {}


def rows_of(session: Session, cache: StateCache) -> Rows:
    """The rows of ``session``'s move list (every move of its tree, each once)."""
    tokens, states, alternatives = session.tokens, session.states, session.alternatives
    fork = min(session.chosen) if session.chosen else None
    end = len(tokens) if fork is None else fork
    main = [Entry("move", (), 0, tokens[i], states[i], session.moves[i]) for i in range(end)]
    blocks: dict[int, list[Entry]] = {}
    for ply in sorted(alternatives):
        if ply >= end:
            break
        blocks[ply] = _block(((i + 1, node) for i, node in enumerate(alternatives[ply])),
                             (0,) * ply, states[ply], 1, cache)
    if fork is not None:
        # From the fork on, the main line is a chain of nodes beside the line shown.
        here = session.moves_here_at(fork)
        node = here[0]
        move, after = cache.step(states[fork], node.move)
        main.append(Entry("move", (), 0, node.move, states[fork], move))
        blocks[fork] = _block(((i, other) for i, other in enumerate(here) if i), (0,) * fork,
                              states[fork], 1, cache)
        chain = cache.chain
        if chain is None or chain[0] is not node or chain[1] is not after:
            # The main line after its move at the fork: nodes of the tree, unchanged while the
            # line shown stays in a variation, so walked once, not on every redraw.
            chain = cache.chain = (node, after, *_chain(node.next, after, fork + 1, cache))
        main.extend(chain[2])
        blocks.update(chain[3])
    else:
        cache.chain = None
    cache.settle()
    return Rows(main, blocks, fork)


def _chain(moves: tuple[Node, ...], state: State, ply: int, cache: StateCache
           ) -> tuple[list[Entry], dict[int, list[Entry]]]:
    """The main line from the position after ``ply`` plies (``state``, whose moves are
    ``moves``) to its end, and the alternatives along it."""
    main: list[Entry] = []
    blocks: dict[int, list[Entry]] = {}
    while moves:
        node = moves[0]
        move, after = cache.step(state, node.move)
        main.append(Entry("move", (), 0, node.move, state, move))
        if len(moves) > 1:
            blocks[ply] = _block(((i, other) for i, other in enumerate(moves) if i), (0,) * ply,
                                 state, 1, cache)
        state, moves, ply = after, node.next, ply + 1
    return main, blocks


def _block(others: Iterable[tuple[int, Node]], prefix: tuple[int, ...], before: State,
           depth: int, cache: StateCache) -> list[Entry]:
    """The alternatives ``others`` (index, node) at the position ``prefix`` leads to, each in
    its parentheses, with everything that follows it."""
    out: list[Entry] = []
    for index, node in others:
        path = prefix + (index,)
        out.append(Entry("open", path, depth))
        _line(node, path, before, depth, cache, out)
        out.append(Entry("close", path, depth))
    return out


def _line(node: Node, path: tuple[int, ...], before: State, depth: int, cache: StateCache,
          out: list[Entry]) -> None:
    """A variation from ``node`` on: its moves, each followed by the alternatives to it (nested,
    so recursion goes only as deep as the parentheses, which records bound)."""
    move, after = cache.step(before, node.move)
    out.append(Entry("move", path, depth, node.move, before, move))
    while node.next:
        first = node.next[0]
        first_move, first_after = cache.step(after, first.move)
        out.append(Entry("move", path + (0,), depth, first.move, after, first_move))
        if len(node.next) > 1:
            out.extend(_block(((i, other) for i, other in enumerate(node.next) if i), path, after,
                              depth + 1, cache))
        node, path, after = first, path + (0,), first_after


def main_class(ply: int, fork: int | None, cursor: int) -> str:
    """The class of the main line's move ``ply`` (from 1), as ``where`` gives a variation's:
    on the line shown up to where it leaves the main line (``fork``)."""
    if fork is not None and ply > fork:
        return ""
    return "current" if ply == cursor else ("undone" if ply > cursor else "")


def where(entry: Entry, path: Sequence[int], cursor: int) -> str:
    """The entry's class: "current" for the move that led to the position shown, "undone" for
    a later move of the line shown (the ones → steps to), "" for the others."""
    size = len(entry.path)
    if size > len(path) or tuple(path[:size]) != entry.path:
        return ""
    return "current" if size == cursor else ("undone" if size > cursor else "")
