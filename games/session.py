"""A game being played at a device: the record, where we are in it, undo/redo.

Browser-free so that it is tested on CPython: the page only shows a Session
and forwards taps to it. The record is the start state plus the moves played (their
tokens, ``str(move)``, are derived from them: one list, never two to keep in step);
``cursor`` is the ply on screen, and moves after it stay available for redo
until a new move replaces them. An agreed draw is an event of the session
(the rules of these games have no draw move), undone like a move.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from . import terminations
from .base import Move, Outcome, State
from .errors import GameError, IllegalMove
from .notes import Annotation, checked
from .record import replay
from .variations import Line, Node, line_through, nodes_of_line

AGREED_DRAW = Outcome.of(None, terminations.AGREED_DRAW).reason
"""The English reason of an agreed draw, as records write it."""


def turn_start(state_at: Callable[[int], State], end: int) -> int:
    """The ply before the last turn that ends at ply ``end`` (``Session.last_turn``):
    ``state_at(k)`` is the state after ply ``k``. Walks back over that turn only, so a
    caller can ask it of a ply not yet played without copying the record."""
    k = end
    mover = state_at(k).to_move
    while k > 0 and mover is not None and state_at(k - 1).to_move == mover:
        k -= 1  # the mover's own plies of this turn
    if k > 0:
        previous = state_at(k - 1).to_move
        while k > 0 and state_at(k - 1).to_move == previous:
            k -= 1
    return k


@dataclass
class Session:
    start: State
    moves: list[Move] = field(default_factory=list)
    """The moves played, undone ones after the cursor included: the record itself (the page
    draws moves; records, links and the referee write their tokens, ``tokens``)."""
    states: list[State] = field(default_factory=list)
    """The state before every move and after the last one: ``states[k]`` is after ``k`` plies."""
    cursor: int = 0
    draw_agreed_at: int | None = None
    record_extra: dict[str, str] = field(default_factory=dict)
    """Headers of an imported record that the session does not use, written back on export."""
    notes: dict[int, Annotation] = field(default_factory=dict)
    """Comments and marks by ply (``games.notes``), kept through records and saves; a move
    played over undone ones drops those after it with them."""
    alternatives: dict[int, tuple[Node, ...]] = field(default_factory=dict)
    """Variations (``games.variations``): at ply ``k`` of the line shown, the other moves given
    from that position, each with what follows it. The line shown is one path through the
    tree; these are the rest of it, so undo, redo, comments and the board all work on one
    flat line while no move of any variation is lost."""
    chosen: dict[int, int] = field(default_factory=dict)
    """Where the line shown is not the first move of its position: ply → its index there
    (the tree keeps its order whatever line is shown, so records keep their main line)."""
    _tokens: list[str] | None = field(default=None, init=False, repr=False, compare=False)
    """``tokens`` once asked, kept in step by the two changes of ``moves`` (``_push`` and
    ``_drop_after_cursor``); None until asked."""

    def __post_init__(self) -> None:
        if not self.states:
            self.states = [self.start]

    @property
    def tokens(self) -> list[str]:
        """The moves' tokens (a move's token is ``str(move)``, as the game writes it: a token
        read is one the game writes, never a variant), made once, then a token more or
        fewer per change: the page reads them on every redraw. Read-only: moves change
        through ``play``, ``play_move``, ``agree_draw`` and the session's other methods."""
        if self._tokens is None:
            self._tokens = [str(move) for move in self.moves]
        return self._tokens

    @classmethod
    def from_tokens(cls, start: State, tokens: list[str]) -> tuple["Session", GameError | None]:
        """A session after ``tokens``, stopped before the first bad one (whose error is returned)."""
        result = replay(start, tokens)
        parse = start.game.parse_move
        session = cls(start, [parse(token) for token in result.tokens], list(result.states),
                      len(result.tokens))
        return session, result.error

    def record_text(self, extra: dict[str, str] | None = None) -> str:
        """The record of the game as shown: the moves up to the cursor, and the
        result (an agreed draw included)."""
        from .record_format import write_record

        game = self.start.game
        cut = self.cursor
        main = line_through(nodes_of_line(
            self.tokens[:cut], self.notes, {k: v for k, v in self.alternatives.items() if k < cut},
            self.chosen), (), self.notes.get(0))
        outcome = self.outcome() if not self.chosen else None
        result = outcome.code() if outcome else None
        reason = outcome.reason if outcome else None
        return write_record(game, self.start.options, list(main.tokens), result, reason,
                            {**self.record_extra, **(extra or {})}, main.notes, self.start_if_set(),
                            main.alternatives)

    def record_text_full(self) -> str:
        """Every move, also those undone after the cursor and every variation, the main line
        first (for saving a session whole)."""
        from .record_format import write_record

        game = self.start.game
        main = self.main_line()
        if self.chosen:
            result = reason = None  # the main line's own end
        else:
            at_end = self.cursor == len(self.tokens)
            outcome = self.outcome() if at_end else self.states[-1].outcome()
            result = outcome.code() if outcome else None
            reason = outcome.reason if outcome else None
        return write_record(game, self.start.options, list(main.tokens), result, reason,
                            notes=main.notes, start=self.start_if_set(),
                            alternatives=main.alternatives)

    @classmethod
    def from_record_text(cls, text: str) -> "Session":
        """A session at the end of a record (raises the record's error)."""
        from .record_format import read_record

        record = read_record(text)
        session, _ = cls.from_tokens(record.start_state(), record.moves)
        session.record_extra = dict(record.extra)
        session.notes = dict(record.notes)
        session.alternatives = dict(record.alternatives)
        if record.agreed_draw:
            session.draw_agreed_at = session.cursor
        return session

    @cached_property
    def start_position(self) -> str | None:
        """The start's position text when the game did not begin at its opening (a
        position link or record), else None: links and records then carry it."""
        text = self.start.position_text()
        return None if self.start.game.new(self.start.options).position_text() == text else text

    def start_if_set(self) -> State | None:
        """The start state when it is not the opening (``start_position``)."""
        return self.start if self.start_position is not None else None

    # ----- where we are -----------------------------------------------------------
    @property
    def current(self) -> State:
        return self.states[self.cursor]

    @property
    def ply(self) -> int:
        return self.cursor

    @property
    def shown_tokens(self) -> list[str]:
        """The moves that led to the position on screen."""
        return self.tokens[: self.cursor]

    @property
    def draw_shown(self) -> bool:
        """Whether the position shown is where the players agreed to a draw (the end of the
        main line: a variation shown, even of the same length, is another game)."""
        return self.draw_agreed_at is not None and self.draw_agreed_at == self.cursor \
            and not self.chosen

    def outcome(self) -> Outcome | None:
        if self.draw_shown:
            return Outcome.of(None, terminations.AGREED_DRAW)
        return self.current.outcome()

    @property
    def over(self) -> bool:
        return self.outcome() is not None

    def last_turn(self) -> range:
        """The plies (1-based, up to the cursor) to mark as the last turn: the whole last
        turn of the player who moved before the one to move now, and what the player to
        move has already done in this turn (Symbol Pallet's several actions a turn).

        Who made each ply is the engine's ``to_move`` of the state before it, never a
        count of plies. Empty at the start.
        """
        k = turn_start(self.states.__getitem__, self.cursor)
        return range(k + 1, self.cursor + 1)

    # ----- changing it ---------------------------------------------------------------
    def play(self, token: str) -> State:
        """Play a move token at the cursor, dropping any moves that were undone."""
        if self.over:
            raise IllegalMove(f"{token}: the game is over", over=True)
        move = self.start.game.parse_move(token)
        return self._push(move, self.current.apply(move))

    def play_move(self, move: Move) -> State:
        """Play a move value at the cursor (a tap's: no token is read), as ``play``."""
        if self.over:
            raise IllegalMove(f"{move}: the game is over", over=True)
        return self._push(move, self.current.apply(move))

    def read_moves(self, tokens: list[str]) -> list[Move]:
        """The moves of ``tokens`` (from outside: a host page, the computer's worker) played
        one after the other from the cursor, checked as ``play`` would check them, with the
        same errors in the same order; nothing is played."""
        if len(tokens) == 1 and self.over:
            raise IllegalMove(f"{tokens[0]}: the game is over", over=True)
        state, moves = self.current, []
        for token in tokens:
            move = self.start.game.parse_move(token)
            state = state.apply(move)
            moves.append(move)
        return moves

    def _push(self, move: Move, state: State) -> State:
        token = str(move)
        for index, node in enumerate(self.alternatives.get(self.cursor, ())):
            if node.move == token:  # a variation's move: it takes the dropped line's place
                self._drop_after_cursor()
                self.show(self.path[:self.cursor] + (index,))
                return self.current
        self._drop_after_cursor()
        return self._append(move, state)

    def _append(self, move: Move, state: State) -> State:
        """``move``, leading to ``state``, after the position shown (the last of the line)."""
        self.moves.append(move)
        if self._tokens is not None:
            self._tokens.append(str(move))
        self.states.append(state)
        self.cursor += 1
        return state

    def agree_draw(self) -> None:
        """The players agree to a draw at the position shown (the moves after it dropped).
        Only on the main line: a record says how its main line ended, never a variation."""
        if self.over:
            raise IllegalMove("the game is already over", over=True)
        if self.chosen:
            raise IllegalMove("a draw is agreed on the main line, not inside a variation")
        self._drop_after_cursor(keep_alternatives=False)
        self.draw_agreed_at = self.cursor

    def _drop_after_cursor(self, keep_alternatives: bool = True) -> None:
        """Forget the undone moves, the comments on the positions they led to and the
        variations inside them. The alternatives to the dropped move stay (the move played
        next takes its place among them) unless ``keep_alternatives`` is False."""
        cut = self.cursor
        self.alternatives = {ply: nodes for ply, nodes in self.alternatives.items()
                             if ply < cut or (ply == cut and keep_alternatives)}
        self.chosen = {ply: index for ply, index in self.chosen.items()
                       if ply < cut or (ply == cut and keep_alternatives)}
        del self.moves[self.cursor:]
        if self._tokens is not None:
            del self._tokens[self.cursor:]
        del self.states[self.cursor + 1:]
        for ply in [ply for ply in self.notes if ply > self.cursor]:
            del self.notes[ply]

    def annotate(self, note: Annotation) -> None:
        """Put ``note`` on the position shown (an empty one clears it); BadAnnotation if a
        part of it could not be written in a record."""
        if note.empty:
            self.notes.pop(self.cursor, None)
        else:
            self.notes[self.cursor] = checked(self.start.game, note, self.cursor)

    @property
    def can_undo(self) -> bool:
        return self.cursor > 0 or self.draw_agreed_at is not None

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.moves)

    def undo(self) -> bool:
        if self.draw_shown:
            self.draw_agreed_at = None
            return True
        if self.cursor == 0:
            return False
        self.cursor -= 1
        return True

    def redo(self) -> bool:
        if not self.can_redo:
            return False
        self.cursor += 1
        return True

    def goto(self, ply: int) -> None:
        """Show the position after ``ply`` moves (clamped to the record)."""
        self.cursor = max(0, min(ply, len(self.moves)))

    # ----- variations -----------------------------------------------------------------
    def tree(self) -> tuple[Node, ...]:
        """The moves from the start: every line of the session as one tree, in its order."""
        return nodes_of_line(self.tokens, self.notes, self.alternatives, self.chosen)

    def main_line(self) -> Line:
        """The line that takes the first move everywhere, with its alternatives."""
        return line_through(self.tree(), (), self.notes.get(0))

    @property
    def path(self) -> tuple[int, ...]:
        """The line shown as the index of its move at each position (0: the first move)."""
        return tuple(self.chosen.get(ply, 0) for ply in range(len(self.tokens)))

    @property
    def in_variation(self) -> bool:
        """Whether the line shown leaves the main line somewhere."""
        return bool(self.chosen)

    def show(self, path: tuple[int, ...] | list[int]) -> None:
        """Show the line through the move reached by ``path`` (an index at each position, as
        ``path`` gives them) and the position after it; the first move everywhere after it.
        An index the tree does not have there is taken as 0."""
        line = line_through(self.tree(), path, self.notes.get(0))
        self._take_line(line)
        self.cursor = min(len(path), len(self.moves))

    def _take_line(self, line: Line) -> None:
        """Make ``line`` the one shown, keeping the states of the moves it shares."""
        same = 0
        tokens = self.tokens
        while same < min(len(tokens), len(line.tokens)) and tokens[same] == line.tokens[same]:
            same += 1
        parse = self.start.game.parse_move
        del self.moves[same:]
        del self.states[same + 1:]
        for token in line.tokens[same:]:
            move = parse(token)
            self.moves.append(move)
            self.states.append(self.states[-1].apply(move))
        self._tokens = list(line.tokens)
        self.notes = dict(line.notes)
        self.alternatives = dict(line.alternatives)
        self.chosen = dict(line.chosen)

    def moves_here(self) -> tuple[Node, ...]:
        """The moves given from the position shown (the line's own next move among them)."""
        return self.moves_here_at(self.cursor)

    def add_variation(self, move: Move) -> State:
        """Play ``move`` at the position shown and keep what followed it: the moves after the
        cursor stay as the line's continuation and ``move`` becomes an alternative to it (the
        variation shown). A move already given here is shown, not added twice."""
        if self.over:
            raise IllegalMove(f"{move}: the game is over", over=True)
        state = self.current.apply(move)
        here = self.moves_here()
        token = str(move)
        for index, node in enumerate(here):
            if node.move == token:
                self.show(self.path[:self.cursor] + (index,))
                return self.current
        if not here:
            return self._push(move, state)
        self._drop_after_cursor(keep_alternatives=False)  # ``here`` holds all of it
        self.alternatives[self.cursor] = here
        self.chosen[self.cursor] = len(here)
        return self._append(move, state)

    def drop_variation(self) -> bool:
        """Remove the innermost variation the position shown is in (its first move and all
        after it) and show the line it branched from, at the position where it branched;
        False on the main line, which is never dropped this way."""
        inside = [ply for ply in self.chosen if ply < self.cursor]
        if not inside:
            return False
        here = max(inside)
        moves = self.moves_here_at(here)
        index = self.chosen[here]
        kept = moves[:index] + moves[index + 1:]
        alternatives = {k: v for k, v in self.alternatives.items() if k < here}
        alternatives[here] = kept  # the moves after the end of the line cut at ``here``
        tree = nodes_of_line(self.tokens[:here], {k: v for k, v in self.notes.items() if k <= here},
                             alternatives, {k: v for k, v in self.chosen.items() if k < here})
        path = self.path[:here]
        self._take_line(line_through(tree, path, self.notes.get(0)))
        self.cursor = here
        return True

    def moves_here_at(self, ply: int) -> tuple[Node, ...]:
        """The moves given from the position after ``ply`` plies of the line shown."""
        return nodes_of_line(self.tokens, self.notes, self.alternatives, self.chosen, start=ply)

    # ----- keeping a copy --------------------------------------------------------------------
    def snapshot(self) -> "Session":
        """A copy of the whole session (every line, the cursor) that later changes to either
        leave the other as it was: states, moves and nodes are values and are shared. A page
        keeps one to undo a deletion (``restore``)."""
        copy = Session(self.start, list(self.moves), list(self.states), self.cursor,
                       self.draw_agreed_at, dict(self.record_extra), dict(self.notes),
                       dict(self.alternatives), dict(self.chosen))
        return copy

    def restore(self, snapshot: "Session") -> None:
        """Become ``snapshot`` again (taken of this session by ``snapshot``), keeping this
        object: the page, its saves and its questions hold it."""
        self.moves, self.states = list(snapshot.moves), list(snapshot.states)
        self.cursor, self.draw_agreed_at = snapshot.cursor, snapshot.draw_agreed_at
        self.record_extra, self.notes = dict(snapshot.record_extra), dict(snapshot.notes)
        self.alternatives, self.chosen = dict(snapshot.alternatives), dict(snapshot.chosen)
        self._tokens = None
