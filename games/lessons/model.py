"""The shapes of a lesson: texts in two languages, steps, and the lesson itself.

A lesson is data: a position (a record from the start or a position text), what
the learner is asked to play, and the words shown around it. The page judges a
tapped move against ``Step.accept`` and ``Step.explain``; the engine judges its
legality. Nothing here draws or parses a move: tokens stay the engine's.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..base import State
from ..registry import get_game


@dataclass(frozen=True)
class Text:
    """One text in English and Japanese (the two languages of the site)."""

    en: str
    ja: str

    def get(self, lang: str) -> str:
        """The text in ``lang`` ("en" or "ja"); English for any other code."""
        return self.ja if lang == "ja" else self.en


@dataclass(frozen=True)
class Step:
    """One ply the learner plays.

    ``accept`` are the tokens that complete the step (the intended moves);
    ``explain`` pairs other *legal* tokens that a learner is likely to try with
    a tailored answer, shown before the move is taken back. ``forbid`` pairs
    *illegal* tokens that the lesson teaches are not allowed (Siam's push the
    count forbids, a Ni-Ju tile that cannot be lifted) with why, in both
    languages: the page lets the learner try them and answers with that text.
    """

    accept: tuple[str, ...]
    explain: tuple[tuple[str, Text], ...] = ()
    forbid: tuple[tuple[str, Text], ...] = ()

    def explanation(self, token: str) -> Text | None:
        """The tailored answer to ``token``, or None if it has none."""
        for explained, text in self.explain:
            if explained == token:
                return text
        return None


@dataclass(frozen=True)
class Lesson:
    """A position, a short explanation and a task, in both languages.

    Either ``moves`` (a record from the start of a game with these options;
    empty for the very start) or ``position`` (a position text of
    docs/notation.md) gives the lesson's position, never both. ``replies`` are the opponent's moves the page plays
    between the learner's steps. ``game`` (an optional extension of the fixed
    interface) is the registry name, filled in by each game's lesson module so
    that ``start()`` knows which engine to ask.
    """

    id: str
    topic: str
    title: Text
    body: Text
    task: Text
    hint: Text
    done: Text
    other: Text
    steps: tuple[Step, ...]
    replies: tuple[str, ...] = ()
    players: int = 2
    seed: int | None = None
    switches: tuple[str, ...] = ()
    moves: tuple[str, ...] = ()
    position: str | None = None
    game: str = ""

    def __post_init__(self) -> None:
        if self.moves and self.position is not None:
            raise ValueError(f"lesson {self.id!r}: give moves or a position, not both")
        if self.replies and len(self.replies) != len(self.steps) - 1:
            raise ValueError(f"lesson {self.id!r}: replies must number one fewer than steps")

    def start(self) -> State:
        """The lesson's position as an engine state (the learner is to move)."""
        game = get_game(self.game)
        if self.position is not None:
            return game.parse_position(self.position)
        state = game.new(game.options(self.players, self.switches, self.seed))
        for token in self.moves:
            state = state.play(token)
        return state

    def as_json(self) -> dict[str, object]:
        """Everything about the lesson as plain JSON values (texts as {"en": …, "ja": …})."""
        def text(t: Text) -> dict[str, str]:
            return {"en": t.en, "ja": t.ja}
        return {
            "id": self.id, "game": self.game, "topic": self.topic,
            **{name: text(getattr(self, name))
               for name in ("title", "body", "task", "hint", "done", "other")},
            "steps": [{"accept": list(step.accept),
                       "explain": {token: text(t) for token, t in step.explain},
                       "forbid": {token: text(t) for token, t in step.forbid}}
                      for step in self.steps],
            "replies": list(self.replies), "players": self.players, "seed": self.seed,
            "switches": list(self.switches), "moves": list(self.moves), "position": self.position,
        }

    def texts(self) -> dict[str, Text]:
        """Every text of the lesson by name, the explanations as ``explain:STEP:TOKEN`` (and
        ``forbid:STEP:TOKEN``)."""
        named = {name: getattr(self, name)
                 for name in ("title", "body", "task", "hint", "done", "other")}
        for number, step in enumerate(self.steps):
            for token, text in step.explain:
                named[f"explain:{number}:{token}"] = text
            for token, text in step.forbid:
                named[f"forbid:{number}:{token}"] = text
        return named


def legal_tokens(game_name: str, *, position: str | None = None, moves: tuple[str, ...] = (),
                 players: int = 2, switches: tuple[str, ...] = (),
                 seed: int | None = None) -> tuple[str, ...]:
    """The legal tokens of a lesson's position, for lessons that accept "any X there".

    ``moves`` are played from the start, or from ``position`` when one is
    given (a later step of a lesson). Lessons whose task leaves a free choice (Saiju's Shadow may go to any empty
    hex, a Ni-Ju tile may be turned any way) read their accepted moves from the
    engine, so the data can never disagree with the rules.
    """
    game = get_game(game_name)
    if position is not None:
        state = game.parse_position(position)
    else:
        state = game.new(game.options(players, switches, seed))
    for token in moves:
        state = state.play(token)
    return tuple(state.legal_tokens())
