"""Exhaustive checks of the puzzle properties, with the engine.

Every property is decided by applying legal moves with the engine and reading
``outcome()`` / ``scores()``; nothing here knows a rule the engine does not
decide. Two per-game shortcuts only *skip* moves that cannot possibly win
(``candidates``), each a consequence of the rules that ``tests/rules/test_puzzles.py``
checks against a full scan on positions from play:

- Siam: a rock leaves the board only by a push, so only pushes can win.
- Ni-Ju placement: after placing on square s, a tile of the mover is completed
  only if it is the new tile (all its marks on the mover's tiles) or an own tile
  whose one missing mark was s. Movement-phase moves are all tried (and pass).

Used by the generator (``tools/make_puzzles.py``) to find puzzles and by the
tests to re-verify every committed one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable

from ..base import State
from . import Puzzle, is_win

Move = Hashable


# ----- which moves could win (supersets of the winning moves) ------------------------------------------
def _niju_squares(state: State, player: int) -> tuple[set[int], dict[int, int]] | None:
    """Where a placement by ``player`` may complete one of their tiles: the squares
    that are the one missing mark of a tile of theirs (any tile placed there wins),
    and for every other frontier square with 4 or more of their tiles around it,
    the mask of those neighbours (a tile placed there wins itself when its marks
    are within the mask). None in the movement phase, or when a tile of theirs is
    complete already (not from play): no shortcut then."""
    from ..niju.board import MARK_STEPS, STEPS
    from ..niju.rules import TOTAL_TILES

    board = state.board  # type: ignore[attr-defined]
    if len(board) >= TOTAL_TILES:
        return None
    frontier = state.frontier if board else frozenset((0,))  # type: ignore[attr-defined]
    anywhere: set[int] = set()
    for s, c in board.items():
        if c >> 8 != player:
            continue
        missing = [s + st for st in MARK_STEPS[c & 0xFF]
                   if board.get(s + st, -1) >> 8 != player]
        if not missing:
            return None
        if len(missing) == 1 and missing[0] in frontier:
            anywhere.add(missing[0])
    near: dict[int, int] = {}
    for s in frontier:
        if s in anywhere:
            continue
        mask = 0
        for bit, st in enumerate(STEPS):
            if board.get(s + st, -1) >> 8 == player:
                mask |= 1 << bit
        if bin(mask).count("1") >= 4:
            near[s] = mask
    return anywhere, near


def niju_threats(state: State, player: int) -> set[int] | None:
    """The squares where ``player`` could win by a placement if it were their move."""
    from ..niju.packed import held_bytes

    found = _niju_squares(state, player)
    if found is None:
        return None
    anywhere, near = found
    held = held_bytes(state.hands[player])  # type: ignore[attr-defined]
    return anywhere | {s for s, mask in near.items() if any(b & ~mask == 0 for b in held)}


def _niju_candidates(state: State) -> list[Move] | None:
    from ..niju.moves import Place
    from ..niju.packed import held_bytes

    found = _niju_squares(state, state.to_move)  # type: ignore[arg-type]
    if found is None:
        return None
    anywhere, near = found
    held = held_bytes(state.hands[state.to_move])  # type: ignore[attr-defined,index]
    out: list[Move] = [Place(b, sq) for sq in sorted(anywhere) for b in held]
    out += [Place(b, sq) for sq, mask in sorted(near.items()) for b in held if b & ~mask == 0]
    return out


def _siam_candidates(state: State) -> list[Move]:
    cells, geom = state.cells, state.geom  # type: ignore[attr-defined]
    return [m for m in state.legal_moves()
            if m.dst is not None and m.src != m.dst and cells[geom.index(m.dst)] != 0]  # type: ignore[attr-defined]


_CANDIDATES: dict[str, Callable[[State], list[Move] | None]] = {
    "siam": _siam_candidates,
    "ni-ju": _niju_candidates,
}


def candidates(state: State) -> list[Move]:
    """Legal moves of the player to move that may win: a superset of the winning ones."""
    make = _CANDIDATES.get(state.game.name)
    got = make(state) if make else None
    return state.legal_moves() if got is None else got


def winning_moves(state: State) -> list[Move]:
    """Every legal move after which the player to move has won (engine-checked:
    ``apply`` refuses an illegal move)."""
    mover = state.to_move
    if mover is None:
        return []
    return [m for m in candidates(state) if is_win(state.apply(m), mover)]


def winning_keys(state: State) -> dict[Hashable, Move]:
    """One winning move for each different winning move (``move_key``) of the player
    to move: the same answer as grouping ``winning_moves``, with fewer moves tried."""
    mover = state.to_move
    if mover is None:
        return {}
    found: dict[Hashable, Move] = {}
    for m in candidates(state):
        k = move_key(state, m)
        if k not in found and is_win(state.apply(m), mover):
            found[k] = m
    return found


def full_winning_moves(state: State) -> list[Move]:
    """``winning_moves`` without the shortcut (for the tests that check it)."""
    mover = state.to_move
    return [m for m in state.legal_moves() if is_win(state.apply(m), mover)]  # type: ignore[arg-type]


# ----- which moves are "the same move" ------------------------------------------------
def move_key(state: State, move: Move) -> Hashable:
    """Moves of equal key are one move for a puzzle (``accept`` lists each token).

    Siam: pushes along the same line in the same direction drop the same piece,
    whichever animal of the line pushes (``B3B2N`` and ``B5B4N`` push column B
    north). Ni-Ju: placements on the same square, and moves of the same tile to
    the same square, whatever tile and turn. Elsewhere the token itself.
    """
    name = state.game.name
    if name == "siam":
        dst, facing = move.dst, move.facing  # type: ignore[attr-defined]
        if dst is not None and move.src != dst and (  # type: ignore[attr-defined]
                state.cells[state.geom.index(dst)] != 0):  # type: ignore[attr-defined]
            return ("push", dst[0] if facing in "NS" else dst[1:], facing)
    elif name == "ni-ju":
        kind = type(move).__name__
        if kind == "Place":
            return ("place", move.to)  # type: ignore[attr-defined]
        if kind == "Step":
            return ("step", move.frm, move.to)  # type: ignore[attr-defined]
    return str(move)


def keys(state: State, moves: Iterable[Move]) -> set[Hashable]:
    return {move_key(state, m) for m in moves}


# ----- win in two ---------------------------------------------------------------------
@dataclass(frozen=True)
class Forcing:
    """What a first move does against every reply."""

    forces: bool
    """Every reply leaves the mover a win and none wins for the opponent."""
    reply: Move | None = None
    """When it forces: the reply leaving the fewest different winning moves
    (``move_key``; ties: the smallest token). When not: the reply that refutes it,
    if one does (None when the first move fails by itself)."""
    wins_after_reply: int = 0
    why: str = ""


def _reply_order(after: State, mover: int) -> Callable[[Move], int]:
    """Replies likely to refute a first move first (only speed depends on it):
    Ni-Ju, placements on the squares where the mover threatens to win."""
    if after.game.name == "ni-ju":
        squares = niju_threats(after, mover) or set()
        return lambda m: 0 if getattr(m, "to", None) in squares else 1
    return lambda m: 0


def forcing(state: State, first: Move, try_first: Move | None = None) -> Forcing:
    """Whether ``first`` (legal) wins in two against any defence.

    ``try_first``: a reply to try before the others (the one that refuted a similar
    first move); only the speed depends on it, as every reply is tried when the first
    move forces, and a refutation is a refutation whichever is found first."""
    mover = state.to_move
    after = state.apply(first)
    if after.outcome() is not None:
        return Forcing(False, why="the first move ends the game")
    if winning_moves(after):
        return Forcing(False, why="the opponent has a winning reply")
    best: tuple[int, str, Move] | None = None
    replies = sorted(after.legal_moves(), key=_reply_order(after, mover))  # type: ignore[arg-type]
    if try_first is not None and try_first in replies:
        replies.remove(try_first)
        replies.insert(0, try_first)
    for reply in replies:
        then = after.apply(reply)
        if then.outcome() is not None:
            return Forcing(False, reply, why=f"the reply {reply} ends the game")
        wins = winning_keys(then)
        if not wins:
            return Forcing(False, reply, why=f"no win after the reply {reply}")
        rank = (len(wins), str(reply), reply)
        if best is None or rank[:2] < best[:2]:
            best = rank
    if best is None:
        return Forcing(False, why="the opponent has no reply")
    return Forcing(True, best[2], best[0])


def forcing_moves(state: State, limit: int | None = None) -> list[Move]:
    """Every legal move that wins in two (``forcing``); with ``limit``, stop once
    more than that many are found (the caller then only learns "too many").

    The reply that refuted the last first move is tried first against the next
    (most first moves are refuted by the same block): a speed-up only."""
    found: list[Move] = []
    refutation: Move | None = None
    for m in state.legal_moves():
        f = forcing(state, m, refutation)
        if f.forces:
            found.append(m)
            if limit is not None and len(found) > limit:
                break
        elif f.reply is not None:
            refutation = f.reply
    return found


# ----- best move ----------------------------------------------------------------------
def margin(state: State, player: int) -> int:
    """``player``'s score minus the best other score, by the game's own scoring."""
    scores = state.scores()
    if scores is None:
        raise ValueError(f"{state.game.name} has no scores")
    return scores[player] - max(s for i, s in enumerate(scores) if i != player)


def material(state: State) -> Hashable:
    """What a move's result is judged on: moves leading to the same material are one
    move. Saiju: the Colour pieces (where a Shadow stands scores nothing); other
    games: the whole position."""
    if state.game.name == "saiju":
        return tuple(c if 1 <= c <= 9 else 0 for c in state.board)  # type: ignore[attr-defined]
    return state.position_text()


@dataclass(frozen=True)
class BestMove:
    """The margins of every legal move of a position, grouped into moves."""

    before: int
    """The mover's margin before moving."""
    best: int
    runner_up: int | None
    """The best margin reached by a move other than the best one (None: no other)."""
    accept: tuple[str, ...]
    """The tokens of the best move when it is the only one reaching ``best``, else ()."""
    groups: int
    """How many different moves (by ``material``) there are."""
    gaining: int
    """How many moves raise the margin."""


def best_move(state: State) -> BestMove:
    """Margins of every legal move of the player to move (engine-applied)."""
    mover = state.to_move
    assert mover is not None
    by_key: dict[Hashable, tuple[int, list[str]]] = {}
    for move in state.legal_moves():
        after = state.apply(move)
        key = material(after)
        got = by_key.get(key)
        if got is None:
            by_key[key] = (margin(after, mover), [str(move)])
        else:
            got[1].append(str(move))
    before = margin(state, mover)
    ranked = sorted(by_key.values(), key=lambda v: -v[0])
    best = ranked[0][0]
    runner_up = ranked[1][0] if len(ranked) > 1 else None
    unique = runner_up is None or runner_up < best
    return BestMove(before, best, runner_up, tuple(sorted(ranked[0][1])) if unique else (),
                    len(ranked), sum(1 for v in ranked if v[0] > before))


# ----- a committed puzzle ---------------------------------------------------------------
def problems(p: Puzzle) -> list[str]:
    """Everything wrong with a puzzle ([] when it holds), checked exhaustively."""
    from ..errors import GameError
    from ..record import replay

    out: list[str] = []
    try:
        state = p.start()
    except GameError as exc:
        return [f"{p.id}: position does not parse: {exc}"]
    if state.to_move != p.to_move:
        return [f"{p.id}: to_move {p.to_move} but the position has {state.to_move}"]
    if p.moves is not None:
        game = state.game
        start = game.new(game.options(players=p.players, switches=p.switches, seed=p.seed))
        result = replay(start, list(p.moves))
        if result.error is not None or result.states[-1].position_text() != p.position:
            out.append(f"{p.id}: the moves do not lead to the position")
    legal = {str(m): m for m in state.legal_moves()}
    if p.answer not in p.accept:
        out.append(f"{p.id}: the answer is not among the accepted moves")
    bad = [t for t in p.accept if t not in legal]
    if bad:
        return out + [f"{p.id}: not legal: {', '.join(bad)}"]
    if p.kind == "win-in-1":
        found = winning_moves(state)
        wins = sorted(str(m) for m in found)
        if wins != sorted(p.accept) or len(keys(state, found)) != 1:
            out.append(f"{p.id}: winning moves are {wins}, not one move {list(p.accept)}")
    elif p.kind == "win-in-2":
        if winning_moves(state):
            out.append(f"{p.id}: there is a win in one")
        firsts = sorted(str(m) for m in forcing_moves(state))
        if firsts != sorted(p.accept):
            out.append(f"{p.id}: the moves that win in two are {firsts}, not {list(p.accept)}")
        f = forcing(state, legal[p.answer])
        if not f.forces or str(f.reply) != p.reply:
            out.append(f"{p.id}: after {p.answer} the strongest reply is {f.reply}, not {p.reply}")
    elif p.kind == "best-move":
        b = best_move(state)
        if b.accept != tuple(sorted(p.accept)) or b.best != p.margin or b.runner_up != p.runner_up:
            out.append(f"{p.id}: the best move is {b.accept} (margin {b.best}, next {b.runner_up}), "
                       f"not {p.accept} ({p.margin}, {p.runner_up})")
    else:
        out.append(f"{p.id}: unknown kind {p.kind!r}")
    return out
