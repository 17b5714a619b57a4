"""A placement on plain lists, and random playouts that build no states on the way.

A search's playout applies a few random moves and only looks at where they
lead; building an immutable state for every ply in between (tuples copied,
the empty hexes and the legal moves' layout found again) was most of its
cost. ``random_playout`` keeps the position in lists instead, and draws each
move exactly as ``SaijuState.random_legal_move`` would (one ``randrange``
over the same order as ``legal_moves()``), so the same random generator
gives the same moves and the same final state as stepping through the states.
``place`` is the one definition of a placement, used by ``_successor`` too.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .geometry import SIZE
from .moves import FINISH

if TYPE_CHECKING:
    from .rules import SaijuState

SHADOW = 10


def place(board: list[int], supply: list[int], shadow_at: list[int], kind: int,
          dest: int) -> bool:
    """Put a piece of ``kind`` on its Shadow's hex and the Shadow on ``dest`` (lists
    changed in place). When one piece of the symbol is left, that piece goes to
    ``dest`` instead and the Shadow leaves the game: then True (its placer takes it)."""
    s = kind % 3
    board[shadow_at[s]] = kind + 1
    supply[kind] -= 1
    if supply[s] + supply[s + 3] + supply[s + 6] == 1:
        last = s if supply[s] else (s + 3 if supply[s + 3] else s + 6)
        board[dest] = last + 1
        supply[last] = 0
        shadow_at[s] = -1
        return True
    board[dest] = SHADOW + s
    shadow_at[s] = dest
    return False


def finish_allowed(shadow_at: list[int] | tuple[int, ...], supply: list[int] | tuple[int, ...]) -> bool:
    """The rule for ``finish`` on plain values (a game under way, past the setup): one
    Shadow left on the board and a supply of one colour only."""
    if len(shadow_at) - shadow_at.count(-1) != 1:  # -1: not on the board; count() runs in C
        return False
    colours = ((supply[0] + supply[1] + supply[2] > 0) + (supply[3] + supply[4] + supply[5] > 0)
               + (supply[6] + supply[7] + supply[8] > 0))
    return colours == 1


def random_playout(state: "SaijuState", rng: random.Random,
                   plies: int) -> tuple["SaijuState", int]:
    """The state after up to ``plies`` uniformly random legal moves (fewer if the game
    ends), and how many were played; see the module docstring."""
    done = 0
    while done < plies and not state.over and state.setup_step is not None:
        state = state._successor(state.random_legal_move(rng))  # the three setup plies
        done += 1
    if done == plies or state.over:
        return state, done
    board, supply = list(state.board), list(state.supply)
    shadow_at, holders = list(state.shadow_at), list(state.holders)
    player, first, players = state.player, state.first, state.options.players
    empties = [h for h in range(SIZE) if not board[h]]
    randrange = rng.randrange
    start = done
    while done < plies:
        kinds = [k for s in range(3) if shadow_at[s] >= 0 and s != first
                 for k in (s, s + 3, s + 6) if supply[k]]
        width = len(empties)
        placements = len(kinds) * width
        end = first >= 0
        finish = finish_allowed(shadow_at, supply)
        r = randrange(placements + end + finish)
        done += 1
        if r < placements:
            kind, dest = kinds[r // width], empties[r % width]
            if place(board, supply, shadow_at, kind, dest):
                holders[kind % 3] = player
            empties.remove(dest)
            if first < 0 and any(supply):
                first = kind % 3
            else:
                player, first = (player + 1) % players, -1
                if not any(supply):
                    break
        elif end and r == placements:
            player, first = (player + 1) % players, -1
        else:
            before = type(state)(state.game, state.options, state.ply + done - 1 - start,
                                 tuple(board), tuple(shadow_at),  # type: ignore[arg-type]
                                 tuple(holders), tuple(supply), player, first)  # type: ignore[arg-type]
            return before._successor(FINISH), done
    return type(state)(state.game, state.options, state.ply + done - start, tuple(board),
                       tuple(shadow_at), tuple(holders), tuple(supply),  # type: ignore[arg-type]
                       player, first), done
