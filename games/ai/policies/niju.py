"""Ni-Ju knowledge: threats, blocks and pattern progress.

A placement-phase position offers up to a thousand moves (squares × held
orientations), far too many to search blindly, but the game is about
*threats*: a tile of yours with three of its four marked squares held by your
own tiles and the fourth empty wins on your next turn with any tile put there.
So:

- **winning squares** of a player are found directly: the empty marked square
  of such a tile, or a frontier square where some held orientation would see
  four of the player's own tiles on its marks;
- a tree node takes a win when it has one, and otherwise, if the opponent has
  winning squares, considers only moves onto them (a block); otherwise it
  considers the best ``KEEP`` placements by a local score (progress of the
  mover's patterns touching the square, patterns of the opponent it blocks,
  the new tile's own prospects);
- the evaluation adds up pattern progress (own marks filled, unless an enemy
  tile blocks the pattern) and counts winning squares: the player to move with
  one has won, the other player with two (a fork) nearly so.

The movement phase (rarely reached by players that block) uses the same
evaluation, checks each move for a win without applying it, and otherwise
considers a random sample of the moves.
"""

from __future__ import annotations

import random
from typing import Optional

from ...niju.board import MARK_STEPS, STEPS
from ...niju.rules import PASS, Place, Step, NiJuState, held_bytes, TOTAL_TILES
from .base import Policy

PROGRESS = (0.0, 0.4, 1.5, 5.0, 0.0)
"""Value of a live pattern by how many of its marks hold the owner's tiles."""
KEEP = 12
"""Placements a tree node considers when nothing is forced."""
MOVE_SAMPLE = 16
"""Movement-phase moves a tree node considers (a random sample)."""


def _ring(board: dict[int, int], sq: int, player: int) -> tuple[int, int]:
    """Bit masks of the 8 squares around ``sq``: (player's tiles, other tiles)."""
    own = other = 0
    get = board.get
    for i in range(8):
        c = get(sq + STEPS[i])
        if c is not None:
            if c >> 8 == player:
                own |= 1 << i
            else:
                other |= 1 << i
    return own, other


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
    get = board.get
    any_byte = held[0]
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
            if missing is not None and missing in frontier:
                out[missing] = any_byte
    for sq in frontier:
        if sq in out:
            continue
        own, _ = _ring(board, sq, player)
        if own.bit_count() < 4:
            continue
        for b in held:
            if b & own == b:
                out[sq] = b
                break
    return out


def _step_wins(board: dict[int, int], player: int, move: Step) -> bool:
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


def progress(state: NiJuState, player: int) -> float:
    board = state.board
    get = board.get
    total = 0.0
    for sq, cell in board.items():
        if cell >> 8 != player:
            continue
        n = 0
        for step in MARK_STEPS[cell & 0xFF]:
            c = get(sq + step)
            if c is not None:
                if c >> 8 != player:
                    break
                n += 1
        else:
            total += PROGRESS[n]
    return total


class NiJuPolicy(Policy):
    playout_depth = 0

    # ----- wins -------------------------------------------------------------
    def winning_move(self, state: NiJuState) -> Optional[object]:  # type: ignore[override]
        me = state.to_move
        if me is None:
            return None
        if len(state.board) < TOTAL_TILES:
            if "placement-only" in state.options.switches:
                return None
            wins = winning_squares(state, me)
            if wins:
                sq = min(wins)
                return Place(wins[sq], sq)
            return None
        for move in state.legal_moves():
            if move is not PASS and _step_wins(state.board, me, move):  # type: ignore[arg-type]
                return move
        return None

    # ----- candidates -------------------------------------------------------
    def candidates(self, state: NiJuState, rng: random.Random) -> list[object]:  # type: ignore[override]
        win = self.winning_move(state)
        if win is not None:
            return [win]
        moves = state.legal_moves()
        if len(state.board) >= TOTAL_TILES:
            if len(moves) <= MOVE_SAMPLE:
                return list(moves)
            return rng.sample(moves, MOVE_SAMPLE)
        if len(moves) <= KEEP:
            return list(moves)
        return self._best_places(state, KEEP)

    def _best_places(self, state: NiJuState, keep: int) -> list[object]:
        board = state.board
        me = state.to_move
        assert me is not None
        them = 1 - me
        held = held_bytes(state.hands[me])
        threats = winning_squares(state, them) if "placement-only" not in state.options.switches else {}
        squares = list(threats) if threats else sorted(state.frontier) if board else [0]
        get = board.get
        scored: list[tuple[float, int, int]] = []
        for sq in squares:
            # What filling ``sq`` does to the patterns around it.
            base = 0.0
            for i in range(8):
                q = sq + STEPS[i]
                c = get(q)
                if c is None:
                    continue
                steps = MARK_STEPS[c & 0xFF]
                if sq - q not in steps:
                    continue
                owner = c >> 8
                n = 0
                live = True
                for st in steps:
                    cc = get(q + st)
                    if cc is not None:
                        if cc >> 8 != owner:
                            live = False
                            break
                        n += 1
                if not live:
                    continue
                if owner == me:
                    base += PROGRESS[n + 1] - PROGRESS[n]
                else:
                    base += 0.9 * PROGRESS[n + 1]
            own, other = _ring(board, sq, me)
            for b in held:
                if b & other:
                    tile = -0.2
                else:
                    tile = PROGRESS[(b & own).bit_count()] * 0.8
                scored.append((base + tile, sq, b))
        scored.sort(key=lambda t: (-t[0], t[1], t[2]))
        return [Place(b, sq) for _, sq, b in scored[:keep]]

    def playout_move(self, state: NiJuState, rng: random.Random) -> object:  # type: ignore[override]
        win = self.winning_move(state)
        if win is not None:
            return win
        return state.random_move(rng)

    # ----- evaluation -------------------------------------------------------
    def score(self, state: NiJuState, player: int) -> float:  # type: ignore[override]
        outcome = state.outcome()
        if outcome is not None:
            if outcome.winner is None:
                return 0.0
            return 50.0 if outcome.winner == player else -50.0
        other = 1 - player
        margin = progress(state, player) - progress(state, other)
        if "placement-only" in state.options.switches:
            sc = state.scores()
            if sc is not None:
                margin += 3.0 * (sc[player] - sc[other])
            return margin / 3.0
        mover = state.to_move
        if len(state.board) < TOTAL_TILES:
            mine = winning_squares(state, player)
            theirs = winning_squares(state, other)
            if mover == player:
                if mine:
                    return 30.0
                if len(theirs) >= 2:
                    margin -= 15.0
            else:
                if theirs:
                    return -30.0
                if len(mine) >= 2:
                    margin += 15.0
            margin += 2.0 * (len(mine) - len(theirs))
        return margin / 3.0

    def simple_score(self, state: NiJuState, player: int) -> float:  # type: ignore[override]
        """Greedy baseline: pattern progress only (a thousand moves a ply)."""
        outcome = state.outcome()
        if outcome is not None:
            return self.score(state, player)
        return progress(state, player) - progress(state, 1 - player)
