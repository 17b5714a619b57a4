"""Saiju knowledge: the provisional score is a good guide.

Every piece stays where it is put and the board fills in 36 pieces, so the
current scoring of the groups already on the board (the engine's provisional
``scores()``) predicts the final one well. Playouts are short and end in that
evaluation: a playout to the end (≈ 35 plies) costs ten times more and adds
mostly noise.

A turn offers about 270 placements (a Shadow, a colour, a destination), far
more than a search of a few thousand iterations can try one by one. The tree
therefore widens progressively (``widening``): a node tries first the
placements whose piece gains its mover most now (``saiju_gain``, counted
locally), and only as its visits grow the others. Destinations are not
ranked: the replies the next node tries first are the next player's best
gains, so a destination that hands the opponent a group is found out by the
search itself (hard pruning of destinations by a local "gift" lost them).
"""

from __future__ import annotations

import random
from typing import Hashable

from ...base import State
from ...saiju.moves import Place
from .base import Policy
from .saiju_gain import margin, placement_delta

Move = Hashable


class SaijuPolicy(Policy):
    playout_depth = 6
    widening = 2.0

    def expansion_order(self, state: State, moves: list[Move],
                        rng: random.Random) -> list[Move]:
        """Placements by the mover's immediate gain, the greatest last; ties at random.

        ``end`` and ``finish`` count as gaining nothing (``finish``'s real worth
        is read when it is expanded: the game is then over)."""
        rng.shuffle(moves)
        board = getattr(state, "board", None)
        me = state.to_move
        if board is None or me is None:  # pragma: no cover - Saiju states have both
            return moves
        players = state.options.players
        shadow_at = state.shadow_at  # type: ignore[attr-defined]
        gains: dict[int, int] = {}

        def gain(move: Move) -> int:
            if type(move) is not Place:
                return 0
            kind = move.kind
            g = gains.get(kind)
            if g is None:
                g = gains[kind] = margin(
                    placement_delta(board, shadow_at[move.symbol], kind, players), me)
            return g

        moves.sort(key=gain)
        return moves

    def score(self, state: State, player: int) -> float:
        scores = state.scores()
        if scores is None:  # pragma: no cover - Saiju always scores
            return 0.0
        mine = scores[player]
        best_other = max(s for p, s in enumerate(scores) if p != player)
        outcome = state.outcome()
        if outcome is not None:
            if outcome.winner == player:
                return 40.0 + (mine - best_other)
            if outcome.winner is None:
                return 0.0
            return -40.0 + (mine - best_other)
        return (mine - best_other) / 4.0
