"""Siam knowledge: see winning pushes, and value pressure on the rocks.

Random Siam games wander for hundreds of plies (there is no draw rule), so
playouts are short and end in an evaluation. The evaluation counts, for each
side, its animals on the board and, for each animal, the first rock ahead of
it in the direction it faces: the nearer that rock is to the edge, the more it
is worth, and a push that would drop it right now is worth most. A winning
push (a rock falls and the animal nearest to it facing the push is ours) is
found by scanning the board (each animal facing an occupied square, each
occupied edge square entered from outside) and measuring the push line,
without generating or applying moves, so the tree, the playouts and the
evaluation check it at every node for a few microseconds. (A first version
generated every legal move to find it: two thirds of the search's time.)
The same scan for the side *not* to move (``threats``) was tried as an
evaluation term ("a winning push is ready against you") and did not help
against the greedy player; it is kept for tests and analysis.
"""

from __future__ import annotations

import random
from typing import Optional, cast

from ...siam.geometry import FACINGS, opposite
from ...siam.moves import SiamMove
from ...siam.rules import EMPTY, ROCK, SiamState, push_allowed, push_line
from .base import Policy

_FACING = {f: i for i, f in enumerate(FACINGS)}


def push_winner(state: SiamState, move: SiamMove) -> Optional[int]:
    """The winner if ``move`` (legal) pushes a rock off the board, else None."""
    if move.dst is None or move.src == move.dst:
        return None
    geom = state.geom
    cells = state.cells
    dst = geom.index(move.dst)
    if cells[dst] == EMPTY:
        return None
    d = _FACING[move.facing]  # type: ignore[index]
    push = push_line(geom, cells, dst, d)
    if push.fallen != ROCK:
        return None
    winner = state.ply & 1
    for sq in push.line:
        cell = cells[sq]
        if cell >= 2 and (cell - 2) & 3 == d:
            winner = (cell - 2) >> 2
    return winner


def _winning_pushes(state: SiamState, player: int, first: bool
                    ) -> list[tuple[SiamMove, int, int]]:
    """``player``'s pushes that drop a rock and win, as (move, rock square,
    direction), found from the board alone (no move generation) as if it
    were ``player``'s move: pushes by their animals facing an occupied
    square, and entries on occupied edge squares from outside when they hold
    an animal in reserve. The opening restriction is respected. ``first``:
    stop at the first one."""
    geom = state.geom
    cells = state.cells
    nb = geom.neighbour
    names = geom.names
    barred = geom.restricted if state.opening else frozenset()
    out: list[tuple[SiamMove, int, int]] = []
    lo = 2 + 4 * player

    def wins(start: int, d: int) -> int:
        push = push_line(geom, cells, start, d)
        if push.fallen != ROCK or not push_allowed(push):
            return -1
        winner = player
        for sq in push.line:
            cell = cells[sq]
            if cell >= 2 and (cell - 2) & 3 == d:
                winner = (cell - 2) >> 2
        return push.line[-1] if winner == player else -1

    on_board = 0
    for sq, cell in enumerate(cells):
        if lo <= cell < lo + 4:
            on_board += 1
            d = cell - lo
            ahead = nb[sq][d]
            if ahead >= 0 and cells[ahead] != EMPTY and ahead not in barred:
                rock = wins(ahead, d)
                if rock >= 0:
                    out.append((SiamMove(names[sq], names[ahead], FACINGS[d]), rock, d))
                    if first:
                        return out
    if on_board < geom.animals_per_side:
        for sq in sorted(geom.edge):
            if cells[sq] == EMPTY or sq in barred:
                continue
            for side in geom.outside_sides(sq):
                d = opposite(side)
                rock = wins(sq, d)
                if rock >= 0:
                    out.append((SiamMove(None, names[sq], FACINGS[d]), rock, d))
                    if first:
                        return out
    return out


def threats(state: SiamState, player: int) -> set[tuple[int, int]]:
    """The winning pushes ``player`` could make if it were their move, as
    (square of the rock that would fall, direction) pairs."""
    return {(rock, d) for _, rock, d in _winning_pushes(state, player, False)}


def winning_push(state: SiamState) -> Optional[SiamMove]:
    """A push that wins at once for the player to move, if there is one."""
    me = state.to_move
    if me is None:
        return None
    found = _winning_pushes(state, me, True)
    return found[0][0] if found else None


def pressure(state: SiamState) -> tuple[float, float]:
    """Each side's pressure on the rocks (see the module docstring)."""
    geom = state.geom
    cells = state.cells
    nb = geom.neighbour
    out = [0.0, 0.0]
    for sq, cell in enumerate(cells):
        if cell < 2:
            continue
        owner = (cell - 2) >> 2
        d = (cell - 2) & 3
        value = 0.3
        ahead = nb[sq][d]
        rock = -1
        s = ahead
        while s >= 0:
            if cells[s] == ROCK:
                rock = s
                break
            s = nb[s][d]
        if rock >= 0:
            k = 0
            s = nb[rock][d]
            while s >= 0:
                k += 1
                s = nb[s][d]
            value += 1.0 / (1 + k)
            if cells[ahead] != EMPTY:
                push = push_line(geom, cells, ahead, d)
                if push_allowed(push) and push.fallen == ROCK:
                    value += 1.5
        out[owner] += value
    return out[0], out[1]


def focus(state: SiamState, moves: list[SiamMove]) -> list[SiamMove]:
    """The moves that touch the fight for the rocks (all of them if none do).

    Kept: every push, and every move, entry or turn that leaves the animal in
    a rock's row facing along the row, or in its column facing along the
    column (to push it, or to stand against a push). Dropped: exits and
    animals left facing across every rock line, which rarely matter and make
    the tree three times wider.
    """
    geom = state.geom
    cells = state.cells
    coords = geom.coords
    rock_cols = set()
    rock_rows = set()
    for sq, cell in enumerate(cells):
        if cell == ROCK:
            c, r = coords[sq]
            rock_cols.add(c)
            rock_rows.add(r)
    index = geom.index
    out = []
    for m in moves:
        if m.dst is None:
            continue
        q = index(m.dst)
        if cells[q] != EMPTY and m.src != m.dst:
            out.append(m)
            continue
        c, r = coords[q]
        f = _FACING[m.facing]  # type: ignore[index]
        if (c in rock_cols) if f in (0, 2) else (r in rock_rows):
            out.append(m)
    return out or list(moves)


class SiamPolicy(Policy):
    playout_depth = 0
    exploration = 0.3

    def root_moves(self, state: SiamState, rng: random.Random) -> list[SiamMove]:  # type: ignore[override]
        """All moves but those that hand the opponent a winning push (unless all do)."""
        moves = cast("list[SiamMove]", super().root_moves(state, rng))
        if len(moves) == 1:
            return moves
        safe = [m for m in moves if (after := state._successor(m)).outcome() is None
                and winning_push(after) is None]
        # A move that ends the game for the opponent is never "safe" either.
        return focus(state, safe or moves)

    def candidates(self, state: SiamState, rng: random.Random) -> list[SiamMove]:  # type: ignore[override]
        win = winning_push(state)
        if win is not None:
            return [win]
        return focus(state, state.legal_moves())

    def winning_move(self, state: SiamState) -> Optional[SiamMove]:  # type: ignore[override]
        return winning_push(state)

    def playout_move(self, state: SiamState, rng: random.Random) -> SiamMove:  # type: ignore[override]
        win = winning_push(state)
        if win is not None:
            return win
        moves = state.legal_moves()
        return moves[rng.randrange(len(moves))]

    def score(self, state: SiamState, player: int) -> float:  # type: ignore[override]
        outcome = state.outcome()
        if outcome is not None:
            return 50.0 if outcome.winner == player else -50.0
        mover = state.to_move
        if winning_push(state) is not None:
            return 20.0 if mover == player else -20.0
        e, r = pressure(state)
        margin = e - r if player == 0 else r - e
        return 0.8 * margin
