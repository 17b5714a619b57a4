"""Saiju: what one Colour piece does to the score, counted locally without applying it.

A piece joins the groups of its colour next to its hex into one. Only those
groups change, so the score change of a placement is the merged group's worth
less the worth of the groups it merges (``placement_delta``); the rest of the
board is not looked at. ``tests/test_ai_saiju.py`` checks it against applying the
move and scoring the whole board (``games.saiju.scoring.totals``).

The board is the engine's tuple of cells: 0 empty, 1–9 a Colour piece of kind
``cell − 1`` (kind = 3·colour + symbol), 10–12 a Shadow.
"""

from __future__ import annotations

from games.saiju.geometry import NEIGHBOURS


def group_worth(counts: list[int], size: int, players: int) -> tuple[int, int]:
    """(taker, points) of a group with these symbol counts; taker −1 when nobody takes it."""
    if size < 3:
        return -1, 0
    kinds = (counts[0] > 0) + (counts[1] > 0) + (counts[2] > 0)
    if kinds < 2:
        return -1, 0
    if players == 2:
        if counts[0] == counts[1]:
            return -1, 0
        taker = 0 if counts[0] > counts[1] else 1
    else:
        best = max(counts)
        if counts.count(best) > 1:
            return -1, 0
        taker = counts.index(best)
    return taker, 2 * size if kinds == 3 else size


def placement_delta(board: "tuple[int, ...] | list[int]", at: int, kind: int,
                    players: int) -> list[int]:
    """Each player's score change if a piece of ``kind`` is put on the free hex ``at``."""
    colour = kind // 3
    low, high = 3 * colour + 1, 3 * colour + 3
    delta = [0] * players
    seen = {at}
    counts = [0, 0, 0]
    counts[kind % 3] = 1
    size = 1
    for start in NEIGHBOURS[at]:
        cell = board[start]
        if start in seen or not low <= cell <= high:
            continue
        part = [0, 0, 0]
        n = 0
        stack = [start]
        seen.add(start)
        while stack:
            h = stack.pop()
            part[(board[h] - 1) % 3] += 1
            n += 1
            for nb in NEIGHBOURS[h]:
                if nb not in seen and low <= board[nb] <= high:
                    seen.add(nb)
                    stack.append(nb)
        taker, points = group_worth(part, n, players)
        if taker >= 0:
            delta[taker] -= points
        counts[0] += part[0]
        counts[1] += part[1]
        counts[2] += part[2]
        size += n
    taker, points = group_worth(counts, size, players)
    if taker >= 0:
        delta[taker] += points
    return delta


def margin(delta: list[int], player: int) -> int:
    """``player``'s change less the best change among the others."""
    return delta[player] - max(d for p, d in enumerate(delta) if p != player)
