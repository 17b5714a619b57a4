"""Puzzles: positions from computer-against-computer games, each with a verified answer.

Three kinds (``docs/puzzles.md``):

- ``win-in-1`` (Siam, Ni-Ju): the answer wins at once and no other legal move does.
- ``win-in-2`` (Siam, Ni-Ju): after the answer, every reply of the opponent leaves
  the mover a winning move and none wins for the opponent. ``accept`` lists every
  first move with that property; ``reply`` is the reply the page plays (the one
  that leaves the mover the fewest winning moves), after which any move for which
  ``is_win`` holds solves the puzzle.
- ``best-move`` (Saiju, Symbol Pallet): "move" is the next single ply, and the
  margin (the mover's score minus the best other score, by ``state.scores()``) is
  read right after it. The answer is the one move whose margin is strictly higher
  than after any other legal move. Tokens that leave the same scored material are
  one move (Saiju: where the Shadow goes scores nothing, so ``pS-c3`` and ``pS-e5``
  are the same placement; ``accept`` lists them all).

The committed sets live in ``games.puzzles.data_<game>`` as plain Python data (so
PyScript's ``[files]`` copies them like any module), made by
``tools/make_puzzles.py`` and re-verified by ``tests/rules/test_puzzles.py`` with
``games.puzzles.verify``. This module has no browser imports and only reads data:
the page uses ``load``, ``find`` and ``is_win``.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any

from ..base import State
from ..catalog import CATALOG
from ..registry import get_game

KINDS = ("win-in-1", "win-in-2", "best-move")
DIFFICULTIES = ("easy", "hard")

_DATA_MODULES = {name: parts.puzzles for name, parts in CATALOG.items()}


@dataclass(frozen=True)
class Puzzle:
    id: str
    """Unique within the game, e.g. ``siam-w1-007``."""
    game: str
    """Registry name (``games.registry``)."""
    players: int
    seed: int | None
    """Symbol Pallet's deal seed (None elsewhere)."""
    switches: tuple[str, ...]
    position: str
    """The position text of the notation docs (Symbol Pallet: every hand, the mover's included)."""
    to_move: int
    kind: str
    difficulty: str
    answer: str
    """The solution's move token (win-in-2: the first move)."""
    accept: tuple[str, ...]
    """Every first-move token that counts as correct (contains ``answer``)."""
    reply: str | None
    """win-in-2: the reply the page plays after a correct first move."""
    moves: tuple[str, ...] | None
    """The record from the start of the game that led to the position."""
    margin: int | None = None
    """best-move: the mover's margin after the answer (optional extra)."""
    runner_up: int | None = None
    """best-move: the best margin any other move reaches (optional extra)."""

    def start(self) -> State:
        """The puzzle's position as an engine state."""
        return get_game(self.game).parse_position(self.position)

    def as_json(self) -> dict[str, Any]:
        """The issue's object (id, position, to_move, kind, difficulty, answer, moves)
        followed by the extra fields."""
        out: dict[str, Any] = {
            "id": self.id,
            "position": self.position,
            "to_move": self.to_move,
            "kind": self.kind,
            "difficulty": self.difficulty,
            "answer": self.answer,
            "moves": list(self.moves) if self.moves is not None else None,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "switches": list(self.switches),
            "accept": list(self.accept),
            "reply": self.reply,
        }
        if self.kind == "best-move":
            out["margin"] = self.margin
            out["runner_up"] = self.runner_up
        return out

    @classmethod
    def from_data(cls, game: str, row: dict[str, Any]) -> "Puzzle":
        """A puzzle from one row of a data module (lists become tuples)."""
        moves = row.get("moves")
        return cls(
            id=row["id"], game=game, players=row.get("players", 2), seed=row.get("seed"),
            switches=tuple(row.get("switches", ())), position=row["position"],
            to_move=row["to_move"], kind=row["kind"], difficulty=row["difficulty"],
            answer=row["answer"], accept=tuple(row.get("accept") or (row["answer"],)),
            reply=row.get("reply"), moves=tuple(moves) if moves is not None else None,
            margin=row.get("margin"), runner_up=row.get("runner_up"),
        )


_CACHE: dict[str, tuple[Puzzle, ...]] = {}


def load(game_name: str) -> tuple[Puzzle, ...]:
    """The committed, verified puzzles of a game (UnknownGame for a bad name)."""
    got = _CACHE.get(game_name)
    if got is None:
        get_game(game_name)  # raises UnknownGame listing the names
        rows = import_module(_DATA_MODULES[game_name]).PUZZLES
        got = _CACHE[game_name] = tuple(Puzzle.from_data(game_name, r) for r in rows)
    return got


def find(game_name: str, puzzle_id: str) -> Puzzle | None:
    """The puzzle with that id, or None."""
    for p in load(game_name):
        if p.id == puzzle_id:
            return p
    return None


def is_win(state_after: State, mover: int) -> bool:
    """Whether ``mover`` has won in ``state_after`` (the game is over and theirs)."""
    outcome = state_after.outcome()
    return outcome is not None and outcome.winner == mover


__all__ = ["DIFFICULTIES", "KINDS", "Puzzle", "find", "is_win", "load"]
