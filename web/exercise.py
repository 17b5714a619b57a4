"""Lessons and puzzles as exercises: judging a tapped move, tries, hints, progress.

Pure Python (no browser import), tested on CPython (``tests/web/test_exercise.py``).
The page (``web/learn_ui.py``) feeds it the moves the board's tap model made;
this module decides nothing about the rules itself: legality, the reasons a
move is refused, wins and scores all come from the engine's ``State``. It only
compares a move's token with the tokens a lesson step or a puzzle accepts, which are
data of ``games.lessons`` and ``games.puzzles`` (used through their interface
only: any object with the documented fields works, so tests can use fixtures).

A judgement is a ``Verdict``:

- ``go``: the intended move. ``plays`` are the tokens the page records (the
  learner's move, then the opponent's reply when there is one);
- ``done``: the same, and the lesson or puzzle is complete;
- ``other``: a legal move that is not the answer. ``shown`` is the position
  after it, for the page to show beside the explanation and then take back;
- ``illegal``: not a move here; the text is the lesson's own words when the
  step teaches that the move is forbidden (``Step.forbid``, in both
  languages), else the engine's reason.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from games import untrusted
from games.base import Move, State
from games.errors import GameError, IllegalMove

from . import i18n
from .error_words import error_text
from .i18n import t

GO, DONE, OTHER, ILLEGAL = "go", "done", "other", "illegal"


class Bilingual(Protocol):
    """``games.lessons.Text``: one text in each of the page's languages."""

    en: str
    ja: str


def pick(text: Bilingual | None) -> str:
    """A lesson text in the page's language (English when a translation is empty)."""
    if text is None:
        return ""
    return str(getattr(text, i18n.lang(), "") or text.en)


@dataclass(frozen=True)
class Verdict:
    kind: str
    text: str
    plays: tuple[str, ...] = ()
    """Tokens the page plays on its session, in order (``go`` and ``done``)."""
    shown: State | None = None
    """``other``: the position after the tried move, shown and then taken back."""
    token: str = ""


def margin_words(margin: int) -> str:
    """A score margin as a player says it: ahead by 3, behind by 3, level (never "a lead of -3")."""
    if margin > 0:
        return t("learn.margin.ahead", n=margin)
    if margin < 0:
        return t("learn.margin.behind", n=-margin)
    return t("learn.margin.level")


def canonical(state: State, token: str) -> str:
    """The engine's own spelling of ``token`` (unchanged when it does not parse)."""
    try:
        return str(state.game.parse_move(token))
    except GameError:
        return token


def refusal(state: State, token: str) -> str | None:
    """Why ``token`` cannot be played in ``state``, in the page's language; None if it can.

    The engines explain in English (their reasons are part of the referee's
    JSON). The English page shows the reason as it is; the Japanese page words
    it from the error's code (``error_words``), never in English.
    """
    try:
        move = state.game.parse_move(token)
    except GameError as err:
        return t("learn.illegal", reason=error_text(err))
    return move_refusal(state, move)


def move_refusal(state: State, move: Move) -> str | None:
    """Why ``move`` (a move value) cannot be played in ``state``, as ``refusal`` says it."""
    if state.is_legal(move):
        return None
    if state.over:
        return t("learn.illegal", reason=error_text(IllegalMove("the game is over", over=True)))
    return t("learn.illegal", reason=error_text(IllegalMove(state.game.why_illegal(state, move))))


class Exercise:
    """What lessons and puzzles share: the position, wrong tries, hints, stepping back."""

    def __init__(self, start: State) -> None:
        self.starts: list[State] = [start]
        """The position at the start of each step reached (the last is the current one)."""
        self.tries = 0
        """Wrong tries: legal moves that are not the answer, and illegal attempts."""
        self.hints = 0
        self.complete = False

    @property
    def state(self) -> State:
        return self.starts[-1]

    @property
    def step(self) -> int:
        """The step being played, from 0."""
        return len(self.starts) - 1

    def judge(self, token: str) -> Verdict:
        """Judge a move given as a token (a test, a message): one that does not parse is
        refused with the engine's reason; the rest as ``judge_move``."""
        if self.complete:
            return Verdict(ILLEGAL, t("learn.already_done"), token=token)
        try:
            move = self.state.game.parse_move(token)
        except GameError:
            self.tries += 1
            why = refusal(self.state, token)
            return Verdict(ILLEGAL, self._taught(self.state, token) or why or "", token=token)
        return self._judge(move, token)

    def judge_move(self, move: Move) -> Verdict:
        """Judge the move the board's tap model made (a value: nothing is parsed). The step's
        accepted moves are data written as tokens, so the move is compared by its token."""
        if self.complete:
            return Verdict(ILLEGAL, t("learn.already_done"), token=str(move))
        return self._judge(move, str(move))

    def _judge(self, move: Move, token: str) -> Verdict:
        state = self.state
        why = move_refusal(state, move)
        if why is not None:
            self.tries += 1
            return Verdict(ILLEGAL, self._taught(state, token) or why, token=token)
        token = str(move)  # the engine's own spelling
        after = state.apply(move)
        verdict = self._judge_legal(state, token, after)
        if verdict.kind == OTHER:
            self.tries += 1
        return verdict

    def _judge_legal(self, state: State, token: str, after: State) -> Verdict:
        raise NotImplementedError

    def _taught(self, state: State, token: str) -> str | None:
        """The exercise's own words for an illegal ``token`` it teaches about, if any."""
        return None

    def forbidden(self) -> tuple[str, ...]:
        """Illegal tokens the current step invites the learner to try (the page lets the
        board produce them, so that the learner hears why they are refused)."""
        return ()

    def focus(self) -> tuple[str, ...]:
        """The answer to the current step, as a token (none once done): what the board keeps in
        sight, so that the squares the step is about are not cut at the board's edge."""
        return ()

    def _advance(self, plays: tuple[str, ...], last: bool, text: str) -> Verdict:
        """Record a step done: play its tokens from the current position."""
        state = self.state
        for token in plays:
            state = state.play(token)
        if last:
            self.complete = True
        self.starts.append(state)
        return Verdict(DONE if last else GO, text, plays=plays, token=plays[0])

    def undo(self) -> bool:
        """Back to the start of the previous step (the page rewinds its session alike)."""
        if len(self.starts) == 1:
            return False
        self.starts.pop()
        self.complete = False
        return True

    def hint(self) -> str:
        self.hints += 1
        return self._hint()

    def _hint(self) -> str:
        raise NotImplementedError


class LessonRun(Exercise):
    """One lesson of ``games.lessons``: its steps, in order, with the replies between them."""

    def __init__(self, lesson: Any) -> None:
        super().__init__(lesson.start())
        self.lesson = lesson

    def _judge_legal(self, state: State, token: str, after: State) -> Verdict:
        step = self.lesson.steps[self.step]
        if token in {canonical(state, a) for a in step.accept}:
            last = self.step == len(self.lesson.steps) - 1
            replies = tuple(self.lesson.replies)
            plays = (token,) if last or not replies else (token, replies[self.step])
            text = pick(self.lesson.done) if last else t("learn.step_done")
            return self._advance(plays, last, text)
        for other, text in step.explain:
            if canonical(state, other) == token:
                return Verdict(OTHER, pick(text), shown=after, token=token)
        return Verdict(OTHER, pick(self.lesson.other), shown=after, token=token)

    def _hint(self) -> str:
        return pick(self.lesson.hint)

    def _taught(self, state: State, token: str) -> str | None:
        token = canonical(state, token)
        for forbidden, text in getattr(self.lesson.steps[self.step], "forbid", ()):
            if canonical(state, forbidden) == token:
                return pick(text)
        return None

    def forbidden(self) -> tuple[str, ...]:
        if self.complete:
            return ()
        return tuple(token for token, _ in getattr(self.lesson.steps[self.step], "forbid", ()))

    def focus(self) -> tuple[str, ...]:
        return () if self.complete else self.lesson.steps[self.step].accept[:1]


def mover_margin(state: State, mover: int) -> int | None:
    """The mover's score lead over the best other player, by the game's own scores."""
    scores = state.scores()
    if scores is None:
        return None
    others = [s for i, s in enumerate(scores) if i != mover]
    return scores[mover] - max(others) if others else scores[mover]


class PuzzleRun(Exercise):
    """One puzzle of ``games.puzzles``: the answer (and, for win-in-2, the win after the reply)."""

    def __init__(self, puzzle: Any, is_win: Callable[[State, int], bool]) -> None:
        super().__init__(puzzle.start())
        self.puzzle = puzzle
        self.is_win = is_win
        self.mover = puzzle.to_move

    def _judge_legal(self, state: State, token: str, after: State) -> Verdict:
        kind = self.puzzle.kind
        if self.step == 1:  # win-in-2, after the reply: any winning move solves it
            if self.is_win(after, self.mover):
                return self._advance((token,), True, t("learn.puzzle.solved"))
            return Verdict(OTHER, t("learn.puzzle.not_yet"), shown=after, token=token)
        if token in {canonical(state, a) for a in self.puzzle.accept}:
            if kind == "win-in-2" and self.puzzle.reply:
                return self._advance((token, self.puzzle.reply), False, t("learn.puzzle.now_win"))
            return self._advance((token,), True, t("learn.puzzle.solved"))
        if kind == "best-move":
            best = mover_margin(state.play(self.puzzle.answer), self.mover)
            got = mover_margin(after, self.mover)
            if best is not None and got is not None:
                return Verdict(OTHER, t("learn.puzzle.not_best_by", got=margin_words(got),
                                        best=margin_words(best)),
                               shown=after, token=token)
            return Verdict(OTHER, t("learn.puzzle.not_best"), shown=after, token=token)
        if kind == "win-in-2":
            return Verdict(OTHER, t("learn.puzzle.no_force"), shown=after, token=token)
        return Verdict(OTHER, t("learn.puzzle.no_win"), shown=after, token=token)

    def focus(self) -> tuple[str, ...]:
        return (self.puzzle.answer,) if self.step == 0 and not self.complete else ()

    def task(self) -> str:
        """What to find, in words (the puzzles carry no text of their own)."""
        return t(f"learn.puzzle.task.{self.puzzle.kind}")

    def _hint(self) -> str:
        return t(f"learn.puzzle.hint.{self.puzzle.kind}")


# ----- progress ------------------------------------------------------------------------------
@dataclass
class Progress:
    """Which lessons are done and which puzzles solved, per game (kept in localStorage)."""

    lessons: dict[str, set[str]] = field(default_factory=dict)
    puzzles: dict[str, set[str]] = field(default_factory=dict)

    def lesson_done(self, game: str, lesson_id: str) -> bool:
        return lesson_id in self.lessons.get(game, set())

    def puzzle_solved(self, game: str, puzzle_id: str) -> bool:
        return puzzle_id in self.puzzles.get(game, set())

    def mark_lesson(self, game: str, lesson_id: str) -> None:
        self.lessons.setdefault(game, set()).add(lesson_id)

    def mark_puzzle(self, game: str, puzzle_id: str) -> None:
        self.puzzles.setdefault(game, set()).add(puzzle_id)

    def to_json(self) -> str:
        return json.dumps({"lessons": {g: sorted(s) for g, s in sorted(self.lessons.items())},
                           "puzzles": {g: sorted(s) for g, s in sorted(self.puzzles.items())}},
                          separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | None) -> "Progress":
        """Read a stored value; anything unreadable counts as no progress (never an error)."""
        progress = cls()
        try:
            data = untrusted.json_value(text, "progress", untrusted.MAX_STORED_CHARS) if text else {}
        except untrusted.BadInput:
            return progress
        if not isinstance(data, dict):
            return progress
        for name, target in (("lessons", progress.lessons), ("puzzles", progress.puzzles)):
            table = data.get(name)
            if not isinstance(table, dict):
                continue
            for game, ids in table.items():
                if isinstance(game, str) and isinstance(ids, list):
                    target[game] = {i for i in ids if isinstance(i, str)}
        return progress


def first_open(items: tuple[Any, ...], done: Callable[[str], bool]) -> int:
    """Where a sequence resumes: the first item not done (the first when all are)."""
    for index, item in enumerate(items):
        if not done(item.id):
            return index
    return 0
