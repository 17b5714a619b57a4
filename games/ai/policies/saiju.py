"""Saiju knowledge: what each piece does to the groups, in the tree and in the playouts.

Every piece stays where it is put and the board fills completely (36 pieces,
36 hexes), so what counts is which colour each hex gets. A placement makes two
choices: the *colour* of the piece put on its Shadow's hex (the mover's own
gain, ``saiju_gain.placement_delta``: the groups of that colour around the hex
merge, and only they change), and where the *Shadow* goes, which is where the
next piece of that symbol will be put, most likely by the next player (what
that hex offers them is a *gift*).

- **Tree**: a node considers, per Shadow it may use, the two colours that gain
  most, each with the ``DESTINATIONS`` destinations that give the next player
  least (or, when the Shadow's last piece replaces it, that gain most for the
  mover) and ``EXTRA`` other destinations at random, plus ``end``/``finish``:
  about 40 moves instead of about 270.
- **Playouts** run to the end of the game (about 35 plies; the result is then
  exact, not an estimate) and follow the same knowledge cheaply: a random
  Shadow, the colour that gains most (a random one now and then), a random
  destination; ``finish`` when it is legal; a turn ends after one placement
  only now and then.
- **Evaluation** (a playout cut short, and the greedy baseline): the
  provisional score margin (the engine's ``scores()``).
"""

from __future__ import annotations

import random
from typing import Hashable

from ...base import State
from ...saiju.moves import END, FINISH, PLACE_MOVES
from .base import Policy
from .saiju_gain import margin, placement_delta

Move = Hashable

COLOURS_KEPT = 2
"""Colours a tree node considers per Shadow (of the three)."""
DESTINATIONS = 5
"""Shadow destinations per (Shadow, colour) chosen for the smallest gift to the next player."""
EXTRA = 2
"""More destinations per (Shadow, colour) at random."""
PLAYOUT_END = 0.05
"""Chance that a playout's turn ends after one placement."""
PLAYOUT_NOISE = 0.1
"""Chance that a playout's colour is random instead of the best."""


def colour_gains(state: State, symbol: int, player: int) -> list[tuple[int, int]]:
    """(gain for ``player``, colour) of each colour of ``symbol`` left in the supply."""
    board, supply, players = state.board, state.supply, state.options.players  # type: ignore[attr-defined]
    at = state.shadow_at[symbol]  # type: ignore[attr-defined]
    return [(margin(placement_delta(board, at, 3 * c + symbol, players), player), c)
            for c in range(3) if supply[3 * c + symbol]]


class SaijuPolicy(Policy):
    playout_depth = 200

    # ----- the tree --------------------------------------------------------------------
    def candidates(self, state: State, rng: random.Random) -> list[Move]:
        if state.setup_step is not None:  # type: ignore[attr-defined]
            return list(state.legal_moves())
        st = state
        me = st.to_move
        assert me is not None
        players = st.options.players
        nxt = (me + 1) % players
        board = list(st.board)  # type: ignore[attr-defined]
        supply = st.supply  # type: ignore[attr-defined]
        empties = [h for h, cell in enumerate(board) if cell == 0]
        moves: list[Move] = []
        for s in range(3):
            at = st.shadow_at[s]  # type: ignore[attr-defined]
            if at < 0 or s == st.first:  # type: ignore[attr-defined]
                continue
            gains = sorted(colour_gains(st, s, me), reverse=True)[:COLOURS_KEPT]
            left = supply[s] + supply[s + 3] + supply[s + 6] - 1
            for _gain, colour in gains:
                kind = 3 * colour + s
                board[at] = kind + 1
                if left == 1:
                    # The last piece of the symbol replaces the Shadow where it goes: ours to place.
                    last = next(k for k in (s, s + 3, s + 6) if supply[k] - (k == kind))
                    ranked = sorted(empties, key=lambda h: -margin(
                        placement_delta(board, h, last, players), me))
                else:
                    after = [k for k in (s, s + 3, s + 6) if supply[k] - (k == kind)]
                    ranked = sorted(empties, key=lambda h: max(
                        margin(placement_delta(board, h, k, players), nxt) for k in after))
                board[at] = 10 + s
                chosen = ranked[:DESTINATIONS]
                rest = ranked[DESTINATIONS:]
                if rest:
                    chosen += rng.sample(rest, min(EXTRA, len(rest)))
                places = PLACE_MOVES[kind]
                moves.extend(places[h] for h in chosen)
        if st.first >= 0:  # type: ignore[attr-defined]
            moves.append(END)
        if st.finish_legal():  # type: ignore[attr-defined]
            moves.append(FINISH)
        return moves

    # ----- playouts ------------------------------------------------------------------
    def playout_move(self, state: State, rng: random.Random) -> Move:
        st = state
        if st.setup_step is not None:  # type: ignore[attr-defined]
            return super().playout_move(state, rng)
        if st.finish_legal():  # type: ignore[attr-defined]
            return FINISH
        first = st.first  # type: ignore[attr-defined]
        shadow_at = st.shadow_at  # type: ignore[attr-defined]
        symbols = [s for s in range(3) if shadow_at[s] >= 0 and s != first]
        if first >= 0 and (not symbols or rng.random() < PLAYOUT_END):
            return END
        s = symbols[rng.randrange(len(symbols))]
        if rng.random() < PLAYOUT_NOISE:
            colours = [c for c in range(3) if st.supply[3 * c + s]]  # type: ignore[attr-defined]
            colour = colours[rng.randrange(len(colours))]
        else:
            gains = colour_gains(st, s, st.to_move)  # type: ignore[arg-type]
            top = max(g for g, _ in gains)
            best = [c for g, c in gains if g == top]
            colour = best[rng.randrange(len(best))]
        board = st.board  # type: ignore[attr-defined]
        empties = [h for h, cell in enumerate(board) if cell == 0]
        return PLACE_MOVES[3 * colour + s][empties[rng.randrange(len(empties))]]

    # ----- evaluation ------------------------------------------------------------------
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
