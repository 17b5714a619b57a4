"""Ni-Ju knowledge: threats, forks, forced wins, blocks and pattern progress.

A placement-phase position offers up to a thousand moves (squares × held
orientations), far too many to search blindly, but the game is about
*threats*: a tile of yours with three of its four marked squares held by your
own tiles and the fourth empty wins on your next turn with any tile put there.
So:

- **winning squares** of a player are found directly: the empty marked square
  of such a tile, or a frontier square where some held orientation would see
  four of the player's own tiles on its marks;
- **threats** (``placement_threats``): for every placement, how many winning
  squares it would make, counted locally without applying it (checked
  against applying it in the tests). Two or more is a *fork*: one block
  cannot stop both, so a fork wins;
- **forced wins** (``forced_win``): a small threat-space search. A threat
  forces the block on its square; if a chain of such threats ends in a fork,
  and no block along the way threatens back, the first threat wins;
- a tree node takes a win when it has one; if the opponent has winning
  squares it considers only moves onto them (a block); else a fork if it has
  one; else the best ``KEEP`` placements by a local score (progress of the
  mover's patterns touching the square, patterns of the opponent it blocks,
  the new tile's own prospects) plus up to ``THREAT_KEEP`` threats;
- the root plays a forced win (two threats deep) when it sees one, and drops
  every move after which the opponent has a winning square, a fork, or a
  forced win one threat deep (unless every move is so); at ``strong``
  (``levels.TUNING``: tactics 2) ``deeper_root`` also drops every move after
  which the opponent has a forced win two threats deep;
- the evaluation: a player to move with a winning square has won, against
  two has lost, with a fork to play (and nothing to block) has won;
  otherwise pattern progress (own marks filled, unless an enemy tile blocks
  the pattern) and the count of winning squares.

The movement phase (rarely reached by players that block) uses the same
progress evaluation, checks each move for a win without applying it, and
otherwise considers a random sample of the moves.
"""

from __future__ import annotations

import random
from typing import Generator, Optional

from ...niju.board import MARK_STEPS, STEPS
from ...niju.moves import PASS, Place
from ...niju.packed import held_bytes
from ...niju.rules import NiJuState, TOTAL_TILES
from .base import Policy, logistic
from .niju_threats import (
    forced_win, forced_win_steps, placement_threats, step_wins, winning_squares,
)

PROGRESS = (0.0, 0.4, 1.5, 5.0, 0.0)
"""Value of a live pattern by how many of its marks hold the owner's tiles."""
KEEP = 12
"""Placements a tree node considers when nothing is forced."""
THREAT_KEEP = 8
"""Placements that make one winning square, added to a node's candidates."""
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

    # ----- the root: forced wins, and no forced loss ---------------------------
    def root_moves(self, state: NiJuState, rng: random.Random) -> list[object]:  # type: ignore[override]
        """The candidates, less those after which the opponent wins by force.

        Placement phase of the standard game: if the mover has a forced win
        (``forced_win``, two threats deep) it is the only root move; otherwise
        a move after which the opponent has a winning square, a fork, or a
        threat that leads to a fork is dropped (unless every move is).
        """
        moves = super().root_moves(state, rng)
        if len(moves) == 1 or not self._root_tactics_apply(state):
            return moves
        me = state.to_move
        them = 1 - me  # type: ignore[operator]
        if not winning_squares(state, them):
            win = forced_win(state, me, depth=2)  # type: ignore[arg-type]
            if win is not None:
                return [win]
        safe = []
        for m in moves:
            after = state._successor(m)
            if after.outcome() is not None:
                return [m]
            v = self._placement_tactics(after, them)
            if v is not None and v > 0:
                continue
            if forced_win(after, them, depth=1) is not None:
                continue
            safe.append(m)
        return safe or moves

    @staticmethod
    def _root_tactics_apply(state: NiJuState) -> bool:
        """Whether the root's tactical filters (``root_moves``, ``deeper_root``) apply:
        tiles are still to be placed, and the game is not the placement-only variant."""
        return len(state.board) < TOTAL_TILES and "placement-only" not in state.options.switches

    def deeper_root(self, state: NiJuState, moves: list[object],  # type: ignore[override]
                    depth: int) -> Generator[None, None, list[object]]:
        """A level's deeper defence (``strong``): also drop the root moves after
        which the opponent wins by force ``depth`` threats deep (``root_moves``
        looks one deep), unless every move is so.

        Why: most Ni-Ju games are lost to a forced win the loser let in a move
        earlier, and ``normal`` finds forced wins two threats deep; a move that
        makes a threat of the mover's own is kept (the opponent must block it
        first). In steps (``forced_win_steps``): the search drives it with its
        chunks' deadlines.
        """
        if depth < 2 or len(moves) < 2 or not self._root_tactics_apply(state):
            return moves
        me = state.to_move
        assert me is not None
        them = 1 - me
        safe = []
        for m in moves:
            after = state._successor(m)
            if after.outcome() is None and not winning_squares(after, me):
                if (yield from forced_win_steps(after, them, depth)) is not None:
                    continue
            safe.append(m)
        return safe or moves

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
            if move is not PASS and step_wins(state.board, me, move):  # type: ignore[arg-type]
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
        best = self._best_places(state, KEEP)
        if "placement-only" in state.options.switches:
            return best
        me = state.to_move
        if winning_squares(state, 1 - me):  # type: ignore[operator]
            return best  # a block is forced: _best_places offers only blocks
        threats = placement_threats(state, me)  # type: ignore[arg-type]
        if not threats:
            return best
        top = max(threats.values())
        if top >= 2:  # a fork: the opponent cannot block both squares
            sq, b = min(k for k, n in threats.items() if n == top)
            return [Place(b, sq)]
        # Moves that threaten: they force the reply, and chains of them make forks.
        seen = set(best)
        for (sq, b) in sorted(threats)[:THREAT_KEEP]:
            m = Place(b, sq)
            if m not in seen:
                best.append(m)
                seen.add(m)
        return best

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
        if len(state.board) < TOTAL_TILES:
            mover = state.to_move
            v = self._placement_tactics(state, mover)  # type: ignore[arg-type]
            if v is not None:
                return (v if mover == player else -v) / 3.0
            mine = winning_squares(state, player)
            theirs = winning_squares(state, other)
            margin += 2.0 * (len(mine) - len(theirs))
        return margin / 3.0

    @staticmethod
    def _placement_tactics(state: NiJuState, mover: int) -> Optional[float]:
        """A decided placement position's value for the mover, or None.

        The mover wins with a winning square; loses against two (a fork: one
        block cannot stop both); wins with a placement that makes two of its
        own when the other side has none to answer with. (Also tried: the mover
        nearly lost, with no threat of its own, when the other side could
        fork on two different squares; 94/100 against greedy either way, 10 %
        slower, so left out.)
        """
        if winning_squares(state, mover):
            return 30.0
        theirs = winning_squares(state, 1 - mover)
        if len(theirs) >= 2:
            return -27.0
        if theirs:
            return None
        threats = placement_threats(state, mover)
        if threats and max(threats.values()) >= 2:
            return 25.0
        return None

    def evaluate(self, state: NiJuState) -> tuple[float, ...]:  # type: ignore[override]
        v = logistic(self.score(state, 0))
        return (v, 1.0 - v)

    def simple_score(self, state: NiJuState, player: int) -> float:  # type: ignore[override]
        """Greedy baseline: pattern progress only (a thousand moves a ply)."""
        outcome = state.outcome()
        if outcome is not None:
            return self.score(state, player)
        return progress(state, player) - progress(state, 1 - player)
