"""Ni-Ju threats for the search: winning squares, threats, forks and forced wins.

The analysis the policy (``games.ai.policies.niju``, whose docstring tells how
the search uses it) builds on: a *winning square* completes a pattern with any
tile; a *threat* is a placement that makes one, a *fork* one that makes two
(one block cannot stop both); a *forced win* is a chain of threats ending in a
fork. Everything is counted on the packed board without applying moves, and
checked against applying them in the tests.
"""

from __future__ import annotations

from typing import Generator, Optional

from ...niju.board import EDGE_STEPS, MARK_STEPS, STEPS
from ...niju.moves import Place, Step
from ...niju.packed import held_bytes
from ...niju.patterns import KIND_OF
from ...niju.rules import TOTAL_TILES, NiJuState

VCF_WIDTH = 12
"""Threats tried per level of the threat-space search (``forced_win``)."""

def one_short(board: dict[int, int], player: int) -> list[int]:
    """For each of ``player``'s tiles with three marked squares own and the fourth
    empty: that empty square (a tile placed there completes the pattern)."""
    get = board.get
    found: list[int] = []
    for sq, cell in board.items():
        if cell >> 8 != player:
            continue
        missing = None  # squares are ints of any sign
        for step in MARK_STEPS[cell & 0xFF]:
            c = get(sq + step)
            if c is None:
                if missing is not None:
                    break
                missing = sq + step
            elif c >> 8 != player:
                break
        else:
            if missing is not None:
                found.append(missing)
    return found


def winning_squares(state: NiJuState, player: int) -> dict[int, int]:
    """Placement phase: square -> a byte that wins when ``player`` places it there.

    Only squares a placement may use (the frontier); empty when the player
    holds no tile.
    """
    board = state.board
    held = held_bytes(state.hands[player])
    if not held or len(board) >= TOTAL_TILES:
        return {}
    frontier = state.frontier
    out: dict[int, int] = {}
    any_byte = held[0]
    for missing in one_short(board, player):
        if missing in frontier:
            out[missing] = any_byte
    ring_own: dict[int, int] = {}
    for q, c in board.items():
        if c >> 8 == player:
            for i in range(8):
                r = q + STEPS[i]
                if r in frontier:
                    ring_own[r] = ring_own.get(r, 0) | (1 << ((i + 4) & 7))
    for sq, own in ring_own.items():
        if sq in out or own.bit_count() < 4:
            continue
        for b in held:
            if b & own == b:
                out[sq] = b
                break
    return out


_EDGE_SET = frozenset(EDGE_STEPS)


def _kinds_fitting(own: int, held: tuple[int, ...]) -> int:
    """Bit mask (bit k-1 = kind k) of the held kinds with an orientation inside ``own``."""
    out = 0
    for b in held:
        if b & own == b:
            out |= 1 << (KIND_OF[b] - 1)
    return out


def placement_threats(state: NiJuState, player: int,
                      squares: Optional[list[int]] = None) -> dict[tuple[int, int], int]:
    """(square, byte) -> winning squares ``player`` would have after placing there.

    Counted locally, without applying moves, for a player with no winning
    square now (otherwise the position is decided before threats matter):
    a placement on ``sq`` can make a winning square of

    - an own tile around ``sq`` whose pattern marks ``sq``, two more marks
      already own and the fourth empty (and a legal placement square then);
    - the new tile itself: three of its marks own, the fourth empty;
    - an empty square next to ``sq`` where, with ``sq`` now own, some other
      held tile turned some way sees four own tiles on its marks.

    Only placements creating at least one winning square are listed: two or
    more is a *fork*, which the other player cannot block in one move.
    """
    board = state.board
    frontier = state.frontier
    held = held_bytes(state.hands[player])
    if not held or not board:
        return {}
    out: dict[tuple[int, int], int] = {}
    # Latent threats: own tiles with three marks own and the fourth empty but
    # not yet a placement square (no tile on its edges); a tile beside it
    # makes it one.
    latent = [missing for missing in one_short(board, player) if missing not in frontier]
    ring_own = _own_rings(board, player)
    for sq in (squares if squares is not None else frontier):
        base = _made_around(board, player, sq, latent, frontier)
        _count_by_byte(out, board, frontier, ring_own, held, sq, base)
    return out


def _own_rings(board: dict[int, int], player: int) -> dict[int, int]:
    """For each empty square next to an own tile: which of its 8 positions are own."""
    ring_own: dict[int, int] = {}
    for q, c in board.items():
        if c >> 8 != player:
            continue
        for i in range(8):
            r = q + STEPS[i]
            if r not in board:
                ring_own[r] = ring_own.get(r, 0) | (1 << ((i + 4) & 7))
    return ring_own


def _made_around(board: dict[int, int], player: int, sq: int, latent: list[int],
                 frontier: frozenset[int]) -> set[int]:
    """Winning squares a tile on ``sq`` makes for the own tiles around it: a latent
    threat it makes placeable, or a pattern through ``sq`` with two more marks own
    and the fourth empty (and placeable then)."""
    get = board.get
    edge = _EDGE_SET
    base: set[int] = set()
    for r in latent:
        if r - sq in edge:
            base.add(r)
    for i in range(8):
        q = sq + STEPS[i]
        there = get(q)
        if there is None or there >> 8 != player:
            continue
        steps = MARK_STEPS[there & 0xFF]
        if sq - q not in steps:
            continue
        empty = None
        n_own = 0
        for st in steps:
            r = q + st
            if r == sq:
                continue
            cc = get(r)
            if cc is None:
                if empty is not None:
                    break
                empty = r
            elif cc >> 8 != player:
                break
            else:
                n_own += 1
        else:
            if n_own == 2 and empty is not None and (empty in frontier or empty - sq in edge):
                base.add(empty)
    return base


def _count_by_byte(out: dict[tuple[int, int], int], board: dict[int, int],
                   frontier: frozenset[int], ring_own: dict[int, int], held: tuple[int, ...],
                   sq: int, base: set[int]) -> None:
    """Add to ``out`` each held byte's count of winning squares when placed on ``sq``:
    ``base`` (made for the tiles around), the new tile's own (three own marks, the
    fourth open), and each open neighbour where, with ``sq`` own, another held kind
    would see four own tiles."""
    open_ = 0
    ring_kinds: list[tuple[int, int]] = []
    for i in range(8):
        r = sq + STEPS[i]
        if r in board or not (i & 1 == 0 or r in frontier):
            continue
        open_ |= 1 << i
        r_own = ring_own.get(r, 0) | (1 << ((i + 4) & 7))  # sq seen from r
        if r_own.bit_count() >= 4:
            kinds = _kinds_fitting(r_own, held)
            if kinds:
                ring_kinds.append((r, kinds))
    own = ring_own.get(sq, 0)
    nbase = len(base)
    if own.bit_count() < 3 or not open_:
        if not ring_kinds:
            if nbase:
                for b in held:
                    out[(sq, b)] = nbase
            return
        own = 0  # no new tile can have three own marks here
    for b in held:
        three = (b & own).bit_count() == 3 and b & open_
        if not three and not ring_kinds:
            if nbase:
                out[(sq, b)] = nbase
            continue
        rs = set(base)
        if three:
            rs.add(sq + STEPS[(b & open_).bit_length() - 1])
        kbit = ~(1 << (KIND_OF[b] - 1))
        for r, kinds in ring_kinds:
            if kinds & kbit:
                rs.add(r)
        if rs:
            out[(sq, b)] = len(rs)


def step_wins(board: dict[int, int], player: int, move: Step) -> bool:
    """Whether a movement-phase step completes one of the mover's patterns."""
    frm, to, byte = move
    mine = player << 8

    def own(q: int) -> bool:
        if q == to:
            return True
        if q == frm:
            return False
        c = board.get(q)
        return c is not None and c >> 8 == player

    if all(own(to + s) for s in MARK_STEPS[byte]):
        return True
    for i in range(8):
        q = to + STEPS[i]
        if q == frm:
            continue
        c = board.get(q)
        if c is None or c & 0xFF00 != mine:
            continue
        steps = MARK_STEPS[c & 0xFF]
        if to - q in steps and all(own(q + s) for s in steps):
            return True
    return False


def forced_win(state: NiJuState, player: int, depth: int = 1,
               width: int = VCF_WIDTH) -> Optional[Place]:
    """A placement that wins by force for ``player`` (to move), if one is seen.

    Threat-space search: a fork wins at once; otherwise each placement that
    makes one winning square forces the other side to fill it, and the
    search goes on from there, ``depth`` threats deep and ``width`` threats
    wide. A line counts only if no tile the blocker could put on the square
    makes a winning square of its own (it would then answer with a threat).
    Placement phase of the standard game only; ``player`` must have no winning
    square now and the other side none either.
    """
    return run_steps(forced_win_steps(state, player, depth, width))


def run_steps(steps: Generator[None, None, Optional[Place]]) -> Optional[Place]:
    """What a stepped analysis returns, run to its end in one go."""
    try:
        while True:
            next(steps)
    except StopIteration as stop:
        return stop.value  # type: ignore[no-any-return]


def forced_win_steps(state: NiJuState, player: int, depth: int = 1,
                     width: int = VCF_WIDTH) -> Generator[None, None, Optional[Place]]:
    """``forced_win`` in steps: yields after each threat it tries (at every depth),
    so that a caller with a deadline (the page's search, in short chunks) can
    pause it; one step costs a few placement analyses, a few ms in CPython."""
    threats = placement_threats(state, player)
    if not threats:
        return None
    single = []
    for (sq, b), n in threats.items():
        if n >= 2:
            return Place(b, sq)
        single.append((sq, b))
    if depth <= 0:
        return None
    other = 1 - player
    held_other = held_bytes(state.hands[other])
    if not held_other:
        return None
    single.sort()
    for sq, b in single[:width]:
        yield None
        move = Place(b, sq)
        s1 = state._successor(move)
        if s1.outcome() is not None or len(s1.board) >= TOTAL_TILES:
            continue
        wins = winning_squares(s1, player)
        if len(wins) != 1 or winning_squares(s1, other):
            continue
        r = next(iter(wins))
        if placement_threats(s1, other, [r]):
            continue  # the block itself would threaten
        s2 = s1._successor(Place(held_other[0], r))
        if s2.outcome() is not None or len(s2.board) >= TOTAL_TILES:
            continue
        if winning_squares(s2, other):
            continue
        if (yield from forced_win_steps(s2, player, depth - 1, width)) is not None:
            return move
    return None
