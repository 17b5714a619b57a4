"""Siam knowledge: see winning pushes, and value pressure on the rocks.

Random Siam games wander for hundreds of plies (there is no draw rule), so
playouts are short and end in an evaluation. The evaluation counts, for each
side, its animals on the board and, for each animal, the first rock ahead of
it in the direction it faces: the nearer that rock is to the edge, the more it
is worth, and a push that would drop it right now is worth most. A winning
push (a rock falls and the animal nearest to it facing the push is ours) is
found from the push line alone, without applying moves, so the tree and the
playouts take it whenever there is one.
"""

from __future__ import annotations

import random
from typing import Optional

from ...siam.geometry import FACINGS
from ...siam.rules import EMPTY, ROCK, SiamMove, SiamState, push_allowed, push_line
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


def winning_push(state: SiamState) -> Optional[SiamMove]:
    me = state.to_move
    if me is None:
        return None
    for move in state.legal_moves():
        if move.dst is not None and move.src != move.dst and push_winner(state, move) == me:
            return move
    return None


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
        moves = super().root_moves(state, rng)
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
