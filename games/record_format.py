"""The game record text format (docs/records.md): headers, then the move tokens.

    [Game "siam"]
    [Players "2"]
    [Options "remove-once"]
    [Result "win:0"]
    [Reason "Elephant on B5 pushed the rock out"]

    +B1S +E1W B1B2S E1E1S B2B3S E1E1E B3B4S E1E1N B4B5S

Modelled on chess's PGN because people already know its shape: one
``[Name "value"]`` header a line (``\\"`` and ``\\\\`` escape inside the
value), a blank line, then the tokens separated by white space (lines may
wrap; a line starting with ``#`` is a comment). Between the tokens, a
``{…}`` comment with its marks annotates the position there
(``games.notes``: ``+B1S {Enter facing south [%cal GB1B3]} +E1W``).
Reading checks everything a referee would: the game and options exist, every
move is legal, and the ``Result`` agrees with the moves (an agreed draw is the
one result the moves cannot show by themselves). A game that did not begin at
the opening has a ``[Position "…"]`` header, its start's position text
(docs/notation.md), in place of the option headers; the moves continue from it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import untrusted
from .notes import Annotation, Notes, checked, checked_notes, comment_record_text, read_comment, refusal
from .base import Game, Options, State
from .errors import BadRecord, GameError
from .record import ReplayResult, replay
from .variations import MAX_DEPTH, Alternatives, Node, check_alternatives, line_through, nodes_of_line
from .registry import get_game

ORDER = ("Game", "Position", "Players", "Options", "Seed", "Deck", "Result", "Reason")
OPTION_HEADERS = ("Players", "Options", "Seed", "Deck")
"""Headers a ``Position`` header replaces: a position text carries its own options."""
UNFINISHED = "*"
WRAP = 80


@dataclass
class GameRecord:
    """A record read from text: what it says, checked, and the states it leads to."""

    game: Game
    options: Options
    moves: list[str]
    result: str = UNFINISHED
    """``*`` (not over), ``draw`` or ``win:N`` (player index, 0-based)."""
    reason: str = ""
    extra: dict[str, str] = field(default_factory=dict)
    """Headers this format does not use (a date, the players' names …), kept as they are."""
    notes: dict[int, Annotation] = field(default_factory=dict)
    """Comments and marks by ply (0: before the first move), none of them empty."""
    start: State | None = None
    """The start position of a record with a ``Position`` header (None: the opening)."""
    alternatives: dict[int, tuple[Node, ...]] = field(default_factory=dict)
    """The variations: at ply ``k``, the moves given instead of move ``k + 1`` of ``moves``
    (``games.variations``), each checked legal."""

    def start_state(self) -> State:
        return self.start if self.start is not None else self.game.new(self.options)

    @property
    def agreed_draw(self) -> bool:
        """A draw the moves alone do not reach: the players agreed to it."""
        return self.result == "draw" and not self.final().over

    def replay(self) -> ReplayResult:
        return replay(self.start_state(), self.moves)

    def final(self):  # -> State
        return self.replay().final


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_record(game: Game, options: Options, moves: list[str], result: str | None = None,
                 reason: str | None = None, extra: dict[str, str] | None = None,
                 notes: Notes | None = None, start: State | None = None,
                 alternatives: Alternatives | None = None) -> str:
    """The text of a record. ``result``/``reason`` default to the moves' own outcome;
    ``notes`` (by ply) are written as comments where they stand, each checked first
    (``BadAnnotation``), so whatever is written reads back the same. ``start``: the
    position the moves follow when it is not the opening (written as a ``Position``
    header, which carries the options). ``alternatives``: the variations by ply
    (``GameRecord.alternatives``), written in parentheses after the move they replace."""
    state = replay(start if start is not None else game.new(options), moves)
    if state.error is not None:
        raise BadRecord(f"cannot write the record: {state.error}")
    notes = checked_notes(game, notes or {}, len(moves))
    alternatives = alternatives or {}
    try:
        check_alternatives(state.states, moves, alternatives)
    except GameError as err:
        raise BadRecord(f"cannot write the record: {err}") from None
    outcome = state.final.outcome()
    if result is None:
        result = outcome.code() if outcome else UNFINISHED
    if reason is None:
        reason = outcome.reason if outcome else ""
    headers: list[tuple[str, str]] = [("Game", game.name)]
    if start is not None:
        headers.append(("Position", start.position_text()))
    else:
        headers.append(("Players", str(options.players)))
        if options.switches:
            headers.append(("Options", " ".join(sorted(options.switches))))
        if options.seed is not None:
            headers.append(("Seed", str(options.seed)))
        if options.deck is not None:
            headers.append(("Deck", ",".join(options.deck)))
    headers.append(("Result", result))
    if reason:
        headers.append(("Reason", reason))
    for name, value in (extra or {}).items():
        if name not in ORDER:
            headers.append((name, value))
    lines = [f"[{name} {_quote(value)}]" for name, value in headers]
    lines.append("")
    items: list[str] = [comment_record_text(notes[0])] if 0 in notes else []
    items.extend(movetext_items(game, nodes_of_line(moves, notes, alternatives)))
    line = ""
    for item in items:
        if line and len(line) - line.rfind("\n") + len(item.partition("\n")[0]) > WRAP:
            lines.append(line)
            line = item
        else:
            line = f"{line} {item}" if line else item
    if line:
        lines.append(line)
    return "\n".join(lines) + "\n"


def movetext_items(game: Game, moves: tuple[Node, ...], ply: int = 0) -> list[str]:
    """The words of a record's moves from a position after ``ply`` plies: each move, its
    comment, then each alternative to it in parentheses. Loops along a line; only a
    variation's nesting recurses (``MAX_DEPTH``)."""
    items: list[str] = []
    while moves:
        node = moves[0]
        ply += 1
        items.append(node.move)
        if node.note is not None and not node.note.empty:
            items.append(comment_record_text(checked(game, node.note, ply)))
        for other in moves[1:]:
            inner = movetext_items(game, (other,), ply - 1)
            inner[0] = "(" + inner[0]
            inner[-1] += ")"
            items.extend(inner)
        moves = node.next
    return items


def _read_headers(text: str) -> tuple[dict[str, str], str]:
    """A record's headers and the text of its moves, every limit of ``games.untrusted`` checked."""
    text = untrusted.record_text(text)
    headers: dict[str, str] = {}
    offset = 0
    for number, raw in enumerate(text.splitlines(keepends=True), start=1):
        line = raw.strip()
        if line and not line.startswith("#"):
            if not line.startswith("["):
                return headers, text[offset:]
            header = header_line(line)
            if header is None:
                raise BadRecord(f'line {number}: a header looks like [Name "value"], '
                                f'not {untrusted.excerpt(line)}')
            name, value = header
            if name in headers:
                raise BadRecord(f"line {number}: header {untrusted.excerpt(name)} is given twice")
            if len(headers) == untrusted.MAX_HEADERS:
                raise BadRecord(f"more than {untrusted.MAX_HEADERS} headers")
            headers[name] = value
        offset += len(raw)
    return headers, ""


_SPACE = re.compile(r"\s+")
_WORD = re.compile(r"[^\s{}()]+")
_LINE_END = re.compile(r"[\n\r]")


class _Position:
    """A position of the tree being read: the move that reached it, its comment, its moves."""

    __slots__ = ("move", "note", "next", "parent", "ply", "commented")

    def __init__(self, move: str, parent: "_Position | None") -> None:
        self.move = move
        self.note: Annotation | None = None
        self.next: list[_Position] = []
        self.parent = parent
        self.ply: int = 0 if parent is None else parent.ply + 1
        self.commented = False


def _frozen(root: _Position, made: list[_Position]) -> tuple[Node, ...]:
    """The moves from ``root`` as ``Node`` values: ``made`` lists every position in the order it
    was read (a parent before its moves), so building it backwards needs no recursion."""
    built: dict[int, Node] = {}
    for position in reversed(made):
        built[id(position)] = Node(position.move, position.note,
                                   tuple(built.pop(id(child)) for child in position.next))
    return tuple(built.pop(id(child)) for child in root.next)


def _open_variation(here: _Position, root: _Position, opened: list[_Position]) -> _Position:
    """``(``: an alternative to the move that reached ``here``, read from the position before it."""
    if here is root or (opened and here is opened[-1].parent):
        raise BadRecord(f"a ( before any move it could replace (after move {here.ply})",
                        ply=here.ply, variation="stray_variation")
    if len(opened) == MAX_DEPTH:
        raise BadRecord(f"variations nested more than {MAX_DEPTH} deep",
                        ply=here.ply, variation="too_deep")
    opened.append(here)
    assert here.parent is not None
    return here.parent


def _close_variation(here: _Position, opened: list[_Position]) -> _Position:
    """``)``: back to the move the variation replaced."""
    if not opened:
        raise BadRecord(f"a ) that closes no variation (after move {here.ply})",
                        ply=here.ply, variation="stray_parenthesis")
    if here is opened[-1].parent:
        raise BadRecord(f"an empty variation () after move {opened[-1].ply}",
                        ply=opened[-1].ply, variation="empty_variation")
    return opened.pop()


def read_moves(game: Game, text: str) -> tuple[list[str], dict[int, Annotation], dict[int, tuple[Node, ...]]]:
    """The main line's tokens, its comments and its alternatives, in one linear pass.

    White space separates tokens; ``{`` opens a comment (``read_comment``)
    on the position reached so far; ``(`` opens an alternative to the move just read and
    ``)`` closes it (``games.variations``); a line whose first word starts with ``#`` is skipped.
    """
    root = _Position("", None)
    here = root
    made: list[_Position] = []
    opened: list[_Position] = []
    """The position each open ``(`` will go back to when it closes."""
    moves = 0
    i, n = 0, len(text)
    line_start = True
    while i < n:
        space = _SPACE.match(text, i)
        if space is not None:
            line_start = line_start or _LINE_END.search(space.group()) is not None
            i = space.end()
            continue
        ply = here.ply
        char = text[i]
        if char == "{":
            if opened and here is opened[-1].parent:
                raise BadRecord(f"a comment at the start of a variation (after move {ply}): "
                                "it would stand on the position before the variation; put it "
                                "after the variation's first move", ply=ply, variation="misplaced_comment")
            if here.commented:
                raise refusal("repeated_comment", ply, "a second comment on "
                                          "this position (write one {…})")
            here.commented = True
            note, i = read_comment(game, text, i, ply)
            if not note.empty:
                here.note = note
            line_start = False
            continue
        if char == "}":
            raise refusal("stray_brace", ply, "a } that closes no comment")
        if char in "()":
            here = _open_variation(here, root, opened) if char == "(" else _close_variation(here, opened)
            i += 1
            line_start = False
            continue
        word = _WORD.match(text, i)
        assert word is not None
        if line_start and word.group().startswith("#"):
            end = _LINE_END.search(text, i)
            i = n if end is None else end.start()
            continue
        token = untrusted.move_tokens([word.group()])[0]
        position = _Position(token, here)
        here.next.append(position)
        made.append(position)
        here = position
        moves += 1
        if moves > untrusted.MAX_MOVES:
            raise BadRecord(f"more than {untrusted.MAX_MOVES} moves")
        i = word.end()
        line_start = False
    if opened:
        raise BadRecord(f"a ( after move {opened[-1].ply} is never closed",
                        ply=opened[-1].ply, variation="unclosed_variation")
    line = line_through(_frozen(root, made), (), root.note)
    return list(line.tokens), line.notes, line.alternatives


def read_record(text: str) -> GameRecord:
    """Read and check a record; BadRecord (or the move's own error) says what is wrong.

    Every limit is ``games.untrusted``'s: the text's length, each header
    line's, the number of headers and of moves; reading is one linear pass.
    """
    try:
        headers, moves_text = _read_headers(text)
        if "Game" not in headers:
            raise BadRecord('a record needs a [Game "…"] header')
        game = get_game(untrusted.name_text("Game", headers["Game"]))
        players = untrusted.players(headers["Players"], "Players") if "Players" in headers else None
        seed = untrusted.seed(headers["Seed"], "Seed") if "Seed" in headers else None
        switches = untrusted.names("Options", headers.get("Options", "").split(), untrusted.MAX_OPTIONS)
        deck = untrusted.deck(headers["Deck"], "Deck") if "Deck" in headers else None
        start = None
        if "Position" in headers:
            given = [name for name in OPTION_HEADERS if name in headers]
            if given:
                raise BadRecord(f"a Position header carries the options: {given[0]} "
                                "cannot stand beside it")
            start = untrusted.position(game, headers["Position"], "Position")
    except untrusted.BadInput as err:
        raise BadRecord(str(err)) from None
    options = start.options if start is not None else game.options(players, switches, seed, deck)
    try:
        tokens, notes, alternatives = read_moves(game, moves_text)
    except untrusted.BadInput as err:
        raise BadRecord(str(err)) from None
    result = headers.get("Result", UNFINISHED)
    if result != UNFINISHED and result != "draw" and not re.fullmatch(r"win:[0-9]", result):
        raise BadRecord(f"Result {untrusted.excerpt(result)} should be '*', 'draw' or 'win:N'")
    record = GameRecord(game, options, tokens, result, headers.get("Reason", ""),
                        {k: v for k, v in headers.items() if k not in ORDER}, notes, start,
                        alternatives)
    replayed = record.replay()
    if replayed.error is not None:
        raise replayed.error
    check_alternatives(replayed.states, tokens, alternatives)
    outcome = replayed.final.outcome()
    if outcome is not None and outcome.code() != result:
        raise BadRecord(f"Result {untrusted.excerpt(result)} does not fit the moves, "
                        f"which end in {outcome.code()} "
                        f"({outcome.reason})")
    if outcome is None and result.startswith("win:"):
        raise BadRecord(f"Result {untrusted.excerpt(result)} but the moves do not end the game")
    return record


def read_record_or_none(text: str) -> tuple[GameRecord | None, GameError | None]:
    """``read_record`` for callers that report errors rather than raise them."""
    try:
        return read_record(text), None
    except GameError as err:
        return None, err


def header_line(line: str) -> tuple[str, str] | None:
    """``[Name "value"]`` as (name, unescaped value), or None when the line is not one.

    A hand-written scanner: one pass over the line, no pattern that could
    backtrack or keep state per character (the regular expression it replaces
    used about 165 bytes of memory per byte of a long header).
    """
    if len(line) > untrusted.MAX_HEADER_CHARS:
        raise untrusted.BadInput("header_too_long", f"a header line is longer than {untrusted.MAX_HEADER_CHARS:,} "
                       f"characters ({len(line):,})", limit=untrusted.MAX_HEADER_CHARS, length=len(line))
    if not (line.startswith("[") and line.endswith('"]')):
        return None
    i, end = 1, len(line)
    if i >= end or not ("A" <= line[i] <= "Z" or "a" <= line[i] <= "z"):
        return None
    while i < end and (line[i].isascii() and (line[i].isalnum() or line[i] == "_")):
        i += 1
    name = line[1:i]
    space = i
    while i < end and line[i] in " \t":
        i += 1
    if i == space or i >= end or line[i] != '"':
        return None
    body = line[i + 1:-2]
    out: list[str] = []
    start = j = 0
    while True:
        k = body.find("\\", j)
        quote = body.find('"', j)
        if quote != -1 and (k == -1 or quote < k):
            return None  # an unescaped quote inside the value
        if k == -1:
            out.append(body[start:])
            break
        if k + 1 >= len(body):
            return None  # a lone backslash would escape the closing quote
        out.append(body[start:k])
        out.append(body[k + 1])
        start = j = k + 2
    return name, "".join(out)
