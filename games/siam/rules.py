"""Siam (Didier Dhorbait, Ferti 2005): the rules.

Rulings: ``shared/rules/siam.md``; the site's own rules text: ``docs/rules/siam.md``.

A turn is one of five actions: enter, move, turn, exit, push. Pushes are
resolved by ``push_line``: the line is every piece from the first occupied
square up to the first empty square or the edge; animals facing the push
count +1 (the pusher too), facing against it −1, sideways 0, whoever owns
them; with ``r`` rocks in the line the push is legal when the total is at
least ``max(1, r)``. A rock pushed off ends the game, and the winner is the
owner of the animal nearest to that rock among the line's animals that face
the push — not necessarily the pusher's owner.

Decisions where the rulings are silent (also in docs/rules/siam.md):
- "Each player's first two turns" are plies 0–3 of the game.
- The outcome's reason names the winning animal's square *after* the push,
  where the players see it.
- A push that would push nothing (an empty target) is an ordinary move, so
  its token needs no special form; a move onto an occupied square is always a
  push and so must keep the mover's facing.

Cells are small ints for speed: 0 empty, 1 rock, 2 + 4·owner + facing for an
animal (owner 0 elephant, 1 rhino; facing 0 N, 1 E, 2 S, 3 W).
"""

from __future__ import annotations

from typing import NamedTuple

from ..base import Options, Outcome, State
from .terminations import SiamTermination
from .geometry import FACINGS, Geometry, opposite
from .moves import SiamMove

EMPTY = 0
ROCK = 1
ELEPHANT = 0
RHINO = 1
ANIMAL_NAMES = ("elephant", "rhino")
OPENING_PLIES = 4
"""Plies 0–3 are each player's first two turns (opening restriction)."""


def animal(owner: int, facing: int) -> int:
    return 2 + 4 * owner + facing


def owner_of(cell: int) -> int:
    return (cell - 2) >> 2


def facing_of(cell: int) -> int:
    return (cell - 2) & 3


class PushResult(NamedTuple):
    """What a push does: the squares of the line (in order), and what fell off."""

    line: tuple[int, ...]
    net: int
    rocks: int
    fallen: int
    """The cell that left the board (EMPTY if nothing did)."""


def push_line(geom: Geometry, cells: tuple[int, ...], start: int, direction: int) -> PushResult:
    """Measure the push of the line starting at ``start`` (occupied) in ``direction``.

    The pusher itself is not in ``line``; it counts +1 in ``net`` since it
    always faces the push.
    """
    line: list[int] = []
    net = 1
    rocks = 0
    back = opposite(direction)
    square = start
    nb = geom.neighbour
    while square >= 0 and cells[square] != EMPTY:
        line.append(square)
        cell = cells[square]
        if cell == ROCK:
            rocks += 1
        else:
            f = (cell - 2) & 3
            if f == direction:
                net += 1
            elif f == back:
                net -= 1
        square = nb[square][direction]
    fallen = cells[line[-1]] if square < 0 else EMPTY
    return PushResult(tuple(line), net, rocks, fallen)


def push_allowed(push: PushResult) -> bool:
    return push.net >= max(1, push.rocks)


class SiamState(State[SiamMove]):
    """A Siam position: the board, whose turn, the ply, exits used, the result."""

    __slots__ = ("game", "options", "geom", "cells", "ply", "exits", "result")

    def __init__(
        self,
        game: "object",
        options: Options,
        geom: Geometry,
        cells: tuple[int, ...],
        ply: int,
        exits: tuple[int, int],
        result: "SiamResult | None",
    ) -> None:
        self.game = game  # type: ignore[assignment]
        self.options = options
        self.geom = geom
        self.cells = cells
        self.ply = ply
        self.exits = exits
        self.result = result

    # ----- queries -------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.result is not None else self.ply & 1

    @property
    def opening(self) -> bool:
        """Whether the opening restriction applies to the move about to be made."""
        return self.ply < OPENING_PLIES and "no-opening-restriction" not in self.options.switches

    def reserve(self, owner: int) -> int:
        """Animals of ``owner`` off the board."""
        lo = 2 + 4 * owner
        on_board = sum(1 for c in self.cells if lo <= c < lo + 4)
        return self.geom.animals_per_side - on_board

    def piece_at(self, name: str) -> tuple[str, str | None] | None:
        """("rock", None), (animal name, facing letter) or None for an empty square."""
        cell = self.cells[self.geom.index(name)]
        if cell == EMPTY:
            return None
        if cell == ROCK:
            return ("rock", None)
        return (ANIMAL_NAMES[owner_of(cell)], FACINGS[facing_of(cell)])

    def may_exit(self, owner: int) -> bool:
        return "remove-once" not in self.options.switches or self.exits[owner] == 0

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        r = self.result
        return Outcome.of(r.winner, SiamTermination.ROCK_PUSHED_OUT, ANIMAL_NAMES, square=r.square, pusher=r.pusher)

    # ----- move generation ----------------------------------------------------------
    def _generate_moves(self) -> list[SiamMove]:
        geom, cells, me = self.geom, self.cells, self.ply & 1
        names, nb = geom.names, geom.neighbour
        barred = geom.restricted if self.opening else frozenset()
        moves: list[SiamMove] = []
        if self.reserve(me) > 0:
            for sq in sorted(geom.edge):
                if sq in barred:
                    continue
                if cells[sq] == EMPTY:
                    moves.extend(SiamMove(None, names[sq], f) for f in FACINGS)
                    continue
                for side in geom.outside_sides(sq):
                    d = opposite(side)
                    if push_allowed(push_line(geom, cells, sq, d)):
                        moves.append(SiamMove(None, names[sq], FACINGS[d]))
        lo = 2 + 4 * me
        for sq, cell in enumerate(cells):
            if not lo <= cell < lo + 4:
                continue
            here = names[sq]
            facing = (cell - 2) & 3
            moves.extend(SiamMove(here, here, FACINGS[f]) for f in range(4) if f != facing)
            if sq in geom.edge and self.may_exit(me):
                moves.append(SiamMove(here, None, None))
            for d in range(4):
                to = nb[sq][d]
                if to < 0 or to in barred:
                    continue
                if cells[to] == EMPTY:
                    moves.extend(SiamMove(here, names[to], f) for f in FACINGS)
                elif d == facing and push_allowed(push_line(geom, cells, to, d)):
                    moves.append(SiamMove(here, names[to], FACINGS[d]))
        return moves

    # ----- applying ------------------------------------------------------------------
    def _successor(self, move: SiamMove) -> "SiamState":
        geom, me = self.geom, self.ply & 1
        cells = list(self.cells)
        exits = self.exits
        result = None
        if move.dst is None:  # exit
            cells[geom.index(move.src)] = EMPTY  # type: ignore[arg-type]
            exits = (exits[0] + 1, exits[1]) if me == 0 else (exits[0], exits[1] + 1)
        else:
            dst = geom.index(move.dst)
            facing = FACINGS.index(move.facing)  # type: ignore[arg-type]
            if move.src is not None:
                cells[geom.index(move.src)] = EMPTY
            if self.cells[dst] != EMPTY and move.src != move.dst:
                result = self._push(cells, dst, facing, me)
            cells[dst] = animal(me, facing)
        return SiamState(self.game, self.options, geom, tuple(cells), self.ply + 1, exits, result)

    def _push(self, cells: list[int], start: int, d: int, pusher_owner: int) -> "SiamResult | None":
        """Shift the line in ``cells`` (the pusher not yet placed); the result if a rock fell."""
        geom = self.geom
        push = push_line(geom, self.cells, start, d)
        line = push.line
        nb = geom.neighbour
        for sq in reversed(line):
            to = nb[sq][d]
            if to >= 0:
                cells[to] = self.cells[sq]
        if push.fallen != ROCK:
            return None
        # Nearest animal to the fallen rock among those facing the push; the
        # pusher (now on ``start``) faces it, so there is always one.
        winner_sq, winner = start, pusher_owner
        for sq in line:
            cell = self.cells[sq]
            if cell >= 2 and (cell - 2) & 3 == d:
                winner_sq, winner = nb[sq][d], owner_of(cell)
        return SiamResult(winner, geom.names[winner_sq], pusher_owner)

    def displacements(self, move: SiamMove) -> list[tuple[str | None, str | None]]:
        """Where each piece goes when ``move`` is played: (from, to) square names.

        ``from`` None is an animal entering from the reserve; ``to`` None is a
        piece leaving the board (exit, or pushed off). Pushed pieces come first,
        the one furthest ahead first. Views use this to animate a push.
        """
        geom = self.geom
        if move.dst is None:
            return [(move.src, None)]
        dst = geom.index(move.dst)
        out: list[tuple[str | None, str | None]] = []
        if self.cells[dst] != EMPTY and move.src != move.dst:
            d = FACINGS.index(move.facing)  # type: ignore[arg-type]
            for sq in reversed(push_line(geom, self.cells, dst, d).line):
                to = geom.neighbour[sq][d]
                out.append((geom.names[sq], geom.names[to] if to >= 0 else None))
        out.append((move.src, move.dst))
        return out

    def pushes(self, move: SiamMove) -> bool:
        """Whether ``move`` (a legal one) pushes: it enters or steps onto an occupied square.

        The page marks push targets apart from plain steps; turning in place is no push.
        """
        if move.dst is None or move.src == move.dst:
            return False
        return self.cells[self.geom.index(move.dst)] != EMPTY


class SiamResult(NamedTuple):
    """How the game ended: who won, where that animal stands, who pushed."""

    winner: int
    square: str
    pusher: int


def start_cells(geom: Geometry) -> tuple[int, ...]:
    cells = [EMPTY] * geom.size
    for sq in geom.rock_start:
        cells[sq] = ROCK
    return tuple(cells)
