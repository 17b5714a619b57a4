"""Saiju scoring: groups of one colour, majorities of symbols, doubled trios.

A *group* is a maximal set of connected hexes holding Colour pieces of one
colour. It scores only if it has 3 or more pieces and at least 2 different
symbols. The player whose symbol is strictly the most numerous in it takes
its size, doubled when all three symbols are in it; a tie for the most means
nobody takes it. With 2 players Flower is neutral: only Snow and Moon are
compared (Snow takes the group if it has more pieces than Moon, whatever the
Flower count), while Flower pieces still count towards the size, the "two
symbols" condition and the doubling.

The same function scores a finished board and, as a provisional count, a
board still in play (Shadows and empty hexes simply belong to no group).
Everything returned is a plain dataclass so the page can show each group,
who takes it and why, without knowing any rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .geometry import HEXES, NEIGHBOURS, SIZE
from .moves import COLOURS, SYMBOL_NAMES, SYMBOLS

PLAYER_NAMES_2 = ("snow", "moon")
PLAYER_NAMES_3 = ("snow", "moon", "flower")


@dataclass(frozen=True)
class GroupScore:
    """One group of same-coloured pieces and what it is worth."""

    colour: str
    """``"w"``, ``"y"`` or ``"p"``."""
    hexes: tuple[str, ...]
    """Its hexes, in hex order (a1 … g7)."""
    size: int
    counts: tuple[int, int, int]
    """How many Snow, Moon and Flower pieces it holds (``SYMBOLS`` order)."""
    scoring: bool
    """Whether it can score at all: 3+ pieces and 2+ different symbols."""
    taker: int | None
    """The player index who takes it, or None (not scoring, or a tie)."""
    doubled: bool
    """All three symbols are in it (and it scores)."""
    points: int
    """What ``taker`` gets from it (0 when nobody does)."""
    reason: str
    """Why, e.g. "Snow 1, Moon 3, Flower 4: Flower has the most, all three symbols, 2 × 8 = 16"."""

    @property
    def counts_by_symbol(self) -> dict[str, int]:
        """``{"S": n, "M": n, "F": n}``."""
        return dict(zip(SYMBOLS, self.counts))


@dataclass(frozen=True)
class ScoreSheet:
    """Every group on the board, scored, and each player's total."""

    groups: tuple[GroupScore, ...]
    totals: tuple[int, ...]
    """Points per player index."""
    final: bool
    """True once every Colour piece is on the board; else a provisional count."""


def find_groups(board: tuple[int, ...]) -> list[tuple[int, list[int]]]:
    """Connected same-colour groups: (colour, hex numbers in hex order), by first hex.

    ``board`` cells: 0 empty, 1–9 a Colour piece of kind ``cell − 1``, 10+ a Shadow.
    """
    seen = [False] * SIZE
    groups: list[tuple[int, list[int]]] = []
    for start in range(SIZE):
        cell = board[start]
        if seen[start] or not 1 <= cell <= 9:
            continue
        colour = (cell - 1) // 3
        seen[start] = True
        stack = [start]
        members = []
        while stack:
            h = stack.pop()
            members.append(h)
            for n in NEIGHBOURS[h]:
                c = board[n]
                if not seen[n] and 1 <= c <= 9 and (c - 1) // 3 == colour:
                    seen[n] = True
                    stack.append(n)
        members.sort()
        groups.append((colour, members))
    return groups


def score_group(colour: int, members: list[int], board: tuple[int, ...], players: int) -> GroupScore:
    """Score one group for a game of ``players`` players."""
    counts = [0, 0, 0]
    for h in members:
        counts[(board[h] - 1) % 3] += 1
    size = len(members)
    kinds = sum(1 for c in counts if c)
    hexes = tuple(HEXES[h] for h in members)
    common: dict[str, Any] = dict(colour=COLOURS[colour], hexes=hexes, size=size, counts=tuple(counts))
    if size < 3 or kinds < 2:
        why = (f"only {size} piece{'s' if size > 1 else ''}: a group needs 3 or more to score"
               if size < 3 else f"only {SYMBOL_NAMES[counts.index(size)]} pieces: "
               "a group needs 2 or more symbols to score")
        return GroupScore(**common, scoring=False, taker=None, doubled=False, points=0,
                          reason=why)
    contenders = range(players)  # player index == symbol index (Snow, Moon, Flower)
    best = max(counts[p] for p in contenders)
    leaders = [p for p in contenders if counts[p] == best]
    doubled = kinds == 3
    tally = ", ".join(f"{SYMBOL_NAMES[p]} {counts[p]}" for p in contenders)
    if players == 2 and counts[2]:
        tally += f" (Flower {counts[2]} is neutral)"
    if len(leaders) > 1:
        tie = "Snow and Moon tie" if players == 2 else "a tie for the most"
        return GroupScore(**common, scoring=True, taker=None, doubled=doubled, points=0,
                          reason=f"{tally}: {tie}, nobody scores")
    taker = leaders[0]
    points = 2 * size if doubled else size
    worth = f"all three symbols, 2 × {size} = {points}" if doubled else f"{size} points"
    lead = "has more" if players == 2 else "has the most"
    return GroupScore(**common, scoring=True, taker=taker, doubled=doubled, points=points,
                      reason=f"{tally}: {SYMBOL_NAMES[taker]} {lead}, {worth}")


def score_board(board: tuple[int, ...], players: int, final: bool) -> ScoreSheet:
    """The full breakdown for ``board`` in a game of ``players`` players."""
    groups = tuple(score_group(c, m, board, players) for c, m in find_groups(board))
    totals = [0] * players
    for g in groups:
        if g.taker is not None:
            totals[g.taker] += g.points
    return ScoreSheet(groups, tuple(totals), final)


def totals(board: tuple[int, ...], players: int) -> tuple[int, ...]:
    """Just the totals, without building the breakdown (for playouts)."""
    result = [0] * players
    for _colour, members in find_groups(board):
        if len(members) < 3:
            continue
        counts = [0, 0, 0]
        for h in members:
            counts[(board[h] - 1) % 3] += 1
        kinds = (counts[0] > 0) + (counts[1] > 0) + (counts[2] > 0)
        if kinds < 2:
            continue
        if players == 2:
            if counts[0] == counts[1]:
                continue
            taker = 0 if counts[0] > counts[1] else 1
        else:
            best = max(counts)
            if counts.count(best) > 1:
                continue
            taker = counts.index(best)
        result[taker] += 2 * len(members) if kinds == 3 else len(members)
    return tuple(result)

