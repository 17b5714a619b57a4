"""Siam random playouts and random positions, checked against a reference.

The reference below re-reads the rules from shared/rules/siam.md in the
slowest, plainest way (a dict of squares, read from the position *text*), so
it shares no code with the engine: the engine's legal moves and successors
must agree with it on every state the playouts reach. Besides that, every
state keeps the invariants (rocks, animals per side, whose turn, always a
move), every token and position text round-trips, applying never mutates, and
the record replays to the same state.
"""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from games import IllegalMove, replay
from games.siam import GAME
from games.siam.rules import SiamState

MAX_PLIES = 160

# ----- the reference ------------------------------------------------------------------------
DIRS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
BACK = {"N": "S", "S": "N", "E": "W", "W": "E"}
Grid = dict[tuple[int, int], str]


def name(c: int, r: int) -> str:
    return "ABCDE"[c] + str(r + 1)


def square(text: str) -> tuple[int, int]:
    return "ABCDE".index(text[0]), int(text[1:]) - 1


def on_board(c: int, r: int) -> bool:
    return 0 <= c < 5 and 0 <= r < 5


def is_edge(c: int, r: int) -> bool:
    return c in (0, 4) or r in (0, 4)


def read(text: str) -> tuple[Grid, int, tuple[int, int], str, set[str]]:
    board, _to_move, ply, exits, result, options = text.split(" ")
    grid: Grid = {}
    for r, row in enumerate(board.split("/")):
        for c, cell in enumerate(re.findall(r"\.|O|[ER][NESW]", row)):
            if cell != ".":
                grid[(c, r)] = cell
    e, r_ = exits.split(",")
    return grid, int(ply), (int(e), int(r_)), result, set() if options == "-" else set(options.split(","))


def line_from(grid: Grid, c: int, r: int, f: str) -> list[tuple[int, int]]:
    dx, dy = DIRS[f]
    line = []
    while on_board(c, r) and (c, r) in grid:
        line.append((c, r))
        c, r = c + dx, r + dy
    return line


def strong_enough(grid: Grid, line: list[tuple[int, int]], f: str) -> bool:
    net = 1 + sum(grid[p][1:] == f for p in line) - sum(grid[p][1:] == BACK[f] for p in line)
    return net >= max(1, sum(grid[p] == "O" for p in line))


def ref_legal(text: str) -> set[str]:
    grid, ply, exits, result, options = read(text)
    if result != "-":
        return set()
    me = "ER"[ply % 2]
    barred = {(2, 0), (2, 4)} if ply < 4 and "no-opening-restriction" not in options else set()
    out: set[str] = set()
    if sum(v[0] == me for v in grid.values()) < 5:
        for c in range(5):
            for r in range(5):
                if not is_edge(c, r) or (c, r) in barred:
                    continue
                if (c, r) not in grid:
                    out |= {f"+{name(c, r)}{f}" for f in "NESW"}
                    continue
                for f, (dx, dy) in DIRS.items():
                    if not on_board(c - dx, r - dy) and strong_enough(
                            grid, line_from(grid, c, r, f), f):
                        out.add(f"+{name(c, r)}{f}")
    for (c, r), v in grid.items():
        if v[0] != me:
            continue
        here = name(c, r)
        out |= {f"{here}{here}{f}" for f in "NESW" if f != v[1]}
        if is_edge(c, r) and ("remove-once" not in options or exits[ply % 2] == 0):
            out.add(f"{here}-")
        for f, (dx, dy) in DIRS.items():
            t = (c + dx, r + dy)
            if not on_board(*t) or t in barred:
                continue
            if t not in grid:
                out |= {f"{here}{name(*t)}{g}" for g in "NESW"}
            elif f == v[1] and strong_enough(grid, line_from(grid, *t, f), f):
                out.add(f"{here}{name(*t)}{f}")
    return out


def ref_after(text: str, token: str) -> tuple[Grid, int | None]:
    """The board after a legal ``token`` and the winner (None while the game goes on)."""
    grid, ply, _exits, _result, _options = read(text)
    me = "ER"[ply % 2]
    if token.endswith("-"):
        del grid[square(token[:-1])]
        return grid, None
    if token.startswith("+"):
        to, f = square(token[1:-1]), token[-1]
    else:
        src, to, f = square(token[:2]), square(token[2:4]), token[-1]
        del grid[src]
        if src == to:
            grid[to] = me + f
            return grid, None
    winner = None
    if to in grid:  # a push: f is the direction of travel
        line = line_from(grid, *to, f)
        pieces = [grid.pop(p) for p in line]
        dx, dy = DIRS[f]
        for (c, r), p in zip(line, pieces):
            if on_board(c + dx, r + dy):
                grid[(c + dx, r + dy)] = p
        last = line[-1]
        if pieces[-1] == "O" and not on_board(last[0] + dx, last[1] + dy):
            facing = [me] + [p[0] for p in pieces if p[1:] == f]
            winner = "ER".index(facing[-1])
    grid[to] = me + f
    return grid, winner


# ----- checks --------------------------------------------------------------------------
def check_state(s: SiamState) -> None:
    text = s.position_text()
    grid, ply, exits, _result, options = read(text)
    rocks = sum(v == "O" for v in grid.values())
    moves = s.legal_moves()
    assert s.ply == ply
    if s.over:
        assert rocks == 2 and s.to_move is None and moves == []
    else:
        assert rocks == 3 and s.to_move == ply % 2
        assert moves, "there is always a move"
    for owner, letter in enumerate("ER"):
        on = sum(v[0] == letter for v in grid.values())
        assert 0 <= on <= 5 and on + s.reserve(owner) == 5
    if "remove-once" in options:
        assert max(exits) <= 1
    toks = [str(m) for m in moves]
    assert len(set(toks)) == len(toks), "a move listed twice"
    for m, t in zip(moves, toks):
        parsed = GAME.parse_move(t)
        assert parsed == m and str(parsed) == t
    assert set(toks) == ref_legal(text)
    again = GAME.parse_position(text)
    assert again.position_text() == text
    assert again.legal_set() == s.legal_set()
    assert again.outcome() == s.outcome()
    assert again == s and hash(again) == hash(s)


def check_apply(s: SiamState, move: object) -> SiamState:
    before, cells = s.position_text(), s.cells
    after = s.apply(move)
    assert s.position_text() == before and s.cells is cells, "apply mutated the state"
    assert after.ply == s.ply + 1
    grid, winner = ref_after(before, str(move))
    assert read(after.position_text())[0] == grid, f"{before} + {move}"
    outcome = after.outcome()
    assert (outcome.winner if outcome else None) == winner
    return after


def pick(rnd: random.Random, s: SiamState, push_bias: float) -> object:
    """A random move; with ``push_bias`` a push, so that some games end within the bound."""
    moves = s.legal_moves()
    if rnd.random() < push_bias:
        pushes = [m for m in moves if m.dst is not None and m.src != m.dst
                  and s.piece_at(m.dst) is not None]
        if pushes:
            return rnd.choice(pushes)
    return rnd.choice(moves)


switch_sets = st.sets(st.sampled_from(sorted(GAME.switches))).map(sorted)


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), switch_sets, st.sampled_from([0.0, 0.15, 0.6]))
def test_random_playouts(rnd: random.Random, switches: list[str], push_bias: float) -> None:
    start = GAME.start(switches=switches)
    s = start
    record: list[str] = []
    for _ in range(MAX_PLIES):
        check_state(s)
        if s.over:
            break
        move = pick(rnd, s, push_bias)
        s = check_apply(s, move)
        record.append(str(move))
    check_state(s)
    result = replay(start, record)
    assert result.error is None and result.final == s
    assert len(result.states) == len(record) + 1
    assert [x.ply for x in result.states] == list(range(len(record) + 1))


# ----- random positions -------------------------------------------------------------------
@st.composite
def positions(draw: st.DrawFn) -> SiamState:
    """Any running position: 3 rocks, up to 5 animals a side, any facings and ply."""
    squares = [name(c, r) for r in range(5) for c in range(5)]
    elephants = draw(st.integers(0, 5))
    rhinos = draw(st.integers(0, 5))
    chosen = draw(st.permutations(squares))[: 3 + elephants + rhinos]
    pieces = ["O"] * 3 + ["E"] * elephants + ["R"] * rhinos
    cells = {sq: p if p == "O" else p + draw(st.sampled_from("NESW"))
             for sq, p in zip(chosen, pieces)}
    rows = "/".join("".join(cells.get(name(c, r), ".") for c in range(5)) for r in range(5))
    ply = draw(st.sampled_from([0, 1, 2, 3, 4, 5, 17, 40]))
    switches = draw(switch_sets)
    exits = f"{draw(st.integers(0, 1))},{draw(st.integers(0, 1))}"
    text = f"{rows} {'er'[ply % 2]} {ply} {exits} - {','.join(switches) or '-'}"
    return GAME.parse_position(text)


@settings(max_examples=120, deadline=None)
@given(positions())
def test_random_positions_every_move(s: SiamState) -> None:
    check_state(s)
    for move in s.legal_moves():
        after = check_apply(s, move)
        assert after.position_text() == GAME.parse_position(after.position_text()).position_text()


def _candidate_tokens() -> list[str]:
    """Well-formed tokens on and just off the board: enters, exits, steps, far jumps."""
    names = [name(c, r) for r in range(5) for c in range(5)]
    out = [f"+{n}{f}" for n in names + ["F1", "A6"] for f in "NESW"]
    out += [f"{n}-" for n in names + ["F3"]]
    for c in range(5):
        for r in range(5):
            here = name(c, r)
            targets = [(c, r), (c + 2, r), (c + 1, r + 1)] + [(c + dx, r + dy) for dx, dy in DIRS.values()]
            for tc, tr in targets:
                if 0 <= tc < 6 and 0 <= tr < 6:
                    out += [f"{here}{'ABCDEF'[tc]}{tr + 1}{f}" for f in "NESW"]
    return out


CANDIDATES = _candidate_tokens()


@settings(max_examples=25, deadline=None)
@given(positions())
def test_every_refused_move_says_why(s: SiamState) -> None:
    legal = s.legal_set()
    for token in CANDIDATES:
        move = GAME.parse_move(token)
        if move in legal:
            continue
        try:
            s.apply(move)
        except IllegalMove as err:
            reason = str(err)[len(token) + 2:]
            assert str(err).startswith(f"{token}: ") and reason
            assert reason != "not a legal move", f"{s.position_text()} {token}: no precise reason"
        else:  # pragma: no cover - the assertion message is the point
            raise AssertionError(f"{token} was applied though not legal")
