"""Symbol Pallet knowledge: search from the mover's view, prune by the score.

Hidden information: the search gets ``state.view(player)`` and deals the
unseen tiles (other hands, the deck) afresh on every iteration with
``view.sample_state(rng)``; the real state is dropped before the search
starts, so the choice depends on the view and the seed only.

The score (table tiles owned) is the whole game, so the evaluation is the
score margin, and at the root the moves are pruned to the best few by that
margin one ply ahead plus every non-placement move (``draw``, ``pass``,
discards): a placement that gains nothing now is rarely better than one that
does, and a position can offer a thousand placements. Deeper nodes consider
a random sample of the moves of that iteration's deal.
"""

from __future__ import annotations

import random
from typing import Any

from ...base import State
from ...symbol_pallet.moves import Place
from ..mcts import ordered
from .base import Policy

ROOT_KEEP = 10
"""Placements kept at the root, by one-ply score margin."""
NODE_SAMPLE = 12
"""Moves a deeper node considers (a random sample when there are more)."""


def margin(state: Any, player: int) -> float:
    scores = state.scores()
    return scores[player] - max(s for p, s in enumerate(scores) if p != player)


def _is_place(move: Any) -> bool:
    return type(move) is Place


class SymbolPalletPolicy(Policy):
    hidden = True
    playout_depth = 0

    def information(self, state: State, player: int) -> Any:
        return state.view(player)  # type: ignore[attr-defined]

    def determinize(self, info: Any, rng: random.Random) -> State:
        return info.sample_state(rng)

    def root_moves(self, state: State, rng: random.Random) -> list[Any]:
        moves = ordered(state.legal_moves())
        if len(moves) <= ROOT_KEEP:
            return moves
        me = state.to_move
        places = [m for m in moves if _is_place(m)]
        others = [m for m in moves if not _is_place(m)]
        scored = sorted(places, key=lambda m: -margin(state._successor(m), me))  # type: ignore[arg-type]
        keep = ordered(scored[:ROOT_KEEP] + others)
        return keep

    def candidates(self, state: State, rng: random.Random) -> list[Any]:
        moves = state.legal_moves()
        if len(moves) <= NODE_SAMPLE:
            return list(moves)
        return rng.sample(moves, NODE_SAMPLE)

    def score(self, state: State, player: int) -> float:
        m = margin(state, player)
        outcome = state.outcome()
        if outcome is not None:
            return (30.0 if outcome.winner == player else -30.0) + m
        return m / 2.0
