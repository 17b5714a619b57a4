"""The links' ``variations`` and ``branch`` parameters (docs/notation.md#variations-in-a-link-variations-and-branch).

A link keeps ``moves`` the main line and ``notes`` its comments, so an older page and any
outside reader of links still open the main line; the rest of the tree rides beside them:

    variations = *group                          ; white space may stand between groups
    group      = K "(" movetext ")"              ; K: the main line's move it replaces, 1-based
    branch     = entry *("~" entry)
    entry      = K "." I                         ; at the shown line's move K, its I-th alternative

``movetext`` is a record's (docs/records.md#variations): moves, ``{comment [%cal …]}``
after a move, nested parentheses. Several alternatives to one move are several groups,
in the tree's order: ``2(+E5W {far corner} B1B2S (B1B1E))2(+D5S)``. There is one reader
of that grammar, the record's: the groups are put back after their main-line moves and
the movetext read as a record's, so a link refuses what a record refuses, by the same
codes and limits (``MAX_DEPTH``, every line's moves together at most ``MAX_MOVES``).

``branch`` names the line shown when it is not the main line: ``3.1~5.2`` takes the first
alternative to move 3, then on that line the second alternative to move 5; every other
move is the first there (``Session.path`` without its zeros). ``ply`` then counts along
that line.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import untrusted
from .base import Game, State
from .errors import BadRecord
from .notes import refusal
from .variations import Alternatives, Node, check_alternatives

ENTRY, CHOICE = "~", "."
"""``branch``'s separators: bytes a fragment keeps as they are, never in a number."""
CODES: dict[str, str] = {
    "bad_group": "a part of variations= that is not a move number and ( … )",
    "beyond_moves": "alternatives to a move the main line does not have",
    "bad_branch": "a part of branch= that is not a move number, a dot and a number",
    "branch_order": "branch= entries not in increasing move order",
    "branch_beyond_line": "a branch= move after the end of the line it follows",
    "no_alternative": "a branch= alternative the move does not have",
}
"""The refusals of the two parameters (``BadRecord.fields["variation"]``) besides the
record's own (docs/records.md#variations)."""


# ----- variations= -------------------------------------------------------------------------
def variations_to_param(game: Game, alternatives: Alternatives) -> str:
    """The ``variations`` value (before form-encoding) of a main line's checked alternatives
    (``GameRecord.alternatives``, ``Session.main_line().alternatives``)."""
    from .record_format import movetext_items

    groups: list[str] = []
    for ply in sorted(alternatives):
        for node in alternatives[ply]:
            groups.append(f"{ply + 1}(" + " ".join(movetext_items(game, (node,), ply)) + ")")
    return "".join(groups)


def _refused(code: str, detail: str, **fields: object) -> BadRecord:
    return BadRecord(detail, variation=code, **fields)


def _number(text: str, what: str, code: str, low: int = 1) -> int:
    """A positive number as a link writes it: ASCII digits, no leading zero, bounded."""
    if not (text and len(text) <= untrusted.MAX_PLY_DIGITS and untrusted.DIGITS.issuperset(text)
            and text[0] != "0") or int(text) < low:
        shown = untrusted.excerpt(text)
        raise BadRecord(f"{shown} is not a {what}", variation=code, value=shown)
    return int(text)


_BREAKS = str.maketrans("\r\n", "  ")


def groups_of(text: str) -> list[tuple[int, str]]:
    """Each group of a ``variations`` value: (K, the movetext inside its parentheses).

    One pass: parentheses are counted outside comments (``{…}``, where ``\\`` escapes the
    next character), so a group ends at its own ``)``. Line breaks outside comments become
    spaces (a record's ``#`` line would otherwise hide the rest of a group)."""
    groups: list[tuple[int, str]] = []
    i, n = 0, len(text)
    while i < n:
        if text[i].isspace():
            i += 1
            continue
        start = i
        while i < n and text[i].isdigit():
            i += 1
        if i == n or text[i] != "(" or i == start:
            raise _refused("bad_group", f"{untrusted.excerpt(text[start:start + 20])} is not "
                           "a move number and an alternative in ( )",
                           value=untrusted.excerpt(text[start:start + 20]))
        number = _number(text[start:i], "move number", "bad_group")
        depth, comment = 0, False
        parts: list[str] = []
        begin = i + 1
        while True:
            if i == n:
                if comment:
                    raise refusal("unclosed_comment", None, "a { has no } after it")
                raise _refused("unclosed_variation", f"the ( after move {number} is never "
                               "closed", ply=number)
            char = text[i]
            if comment:
                if char == "\\":
                    i += 1
                elif char == "}":
                    comment = False
            elif char == "{":
                comment = True
            elif char == "(":
                depth += 1
            elif char == ")":
                depth -= 1
                if depth == 0:
                    break
            elif char in "\r\n":
                parts.append(text[begin:i])
                begin = i + 1
                parts.append(" ")
            i += 1
        parts.append(text[begin:i])
        groups.append((number, "".join(parts)))
        i += 1
    return groups


def variations_from_param(game: Game, text: str, states: Sequence[State],
                          tokens: Sequence[str]) -> dict[int, tuple[Node, ...]]:
    """The alternatives a ``variations`` value (form-decoded) gives a main line of ``tokens``
    (``states[k]`` after ``k`` of them), read by the record's reader and checked legal by the
    game; the first problem raises (BadRecord with its ``variation`` code, BadAnnotation,
    the move's own error, BadInput beyond a limit)."""
    from .record_format import read_moves

    text = untrusted.bounded_text("variations", text, untrusted.MAX_VARIATIONS_CHARS)
    after: dict[int, list[str]] = {}
    for number, inner in groups_of(text):
        if number > len(tokens):
            raise _refused("beyond_moves", f"alternatives to move {number} of a main line of "
                           f"{len(tokens)} moves", ply=number, plies=len(tokens))
        after.setdefault(number, []).append(inner)
    words: list[str] = []
    for number, token in enumerate(tokens, start=1):
        words.append(token)
        words.extend(f"({inner})" for inner in after.get(number, ()))
    _, _, alternatives = read_moves(game, " ".join(words))
    check_alternatives(states, tokens, alternatives)
    return alternatives


# ----- branch= -----------------------------------------------------------------------------
def branch_to_param(path: Sequence[int]) -> str:
    """The ``branch`` value of a path through the tree (``Session.path``): its non-zero
    choices as ``K.I``; "" for the main line."""
    return ENTRY.join(f"{ply + 1}{CHOICE}{index}" for ply, index in enumerate(path) if index)


def branch_from_param(moves: tuple[Node, ...], text: str) -> tuple[int, ...]:
    """The path (``Session.show``'s) a ``branch`` value names through the tree whose first
    moves are ``moves``, up to its last choice; BadRecord (``variation``: ``bad_branch``,
    ``branch_order``, ``branch_beyond_line``, ``no_alternative``) when it names a move the
    tree does not have. Walks the tree once, along the line named."""
    text = untrusted.bounded_text("branch", text, untrusted.MAX_BRANCH_CHARS)
    path: list[int] = []
    for entry in text.split(ENTRY) if text else []:
        move_text, dot, index_text = entry.partition(CHOICE)
        if not dot:
            shown = untrusted.excerpt(entry)
            raise BadRecord(f"{shown} is not a move number, a dot and an alternative's "
                            "number (3.1)", variation="bad_branch", value=shown)
        number = _number(move_text, "move number", "bad_branch")
        index = _number(index_text, "number of an alternative", "bad_branch")
        if number <= len(path):
            raise BadRecord(f"move {number} comes after move {len(path)}: give the "
                            "moves in increasing order", variation="branch_order", ply=number)
        while len(path) < number - 1:
            if not moves:
                break
            path.append(0)
            moves = moves[0].next
        if len(path) < number - 1 or not moves:
            raise BadRecord(f"the line ends before move {number}",
                            variation="branch_beyond_line", ply=number, plies=len(path))
        if index >= len(moves):
            raise BadRecord(f"move {number} has {len(moves) - 1} alternatives, not "
                            f"{index}", variation="no_alternative", ply=number, index=index,
                            count=len(moves) - 1)
        path.append(index)
        moves = moves[index].next
    return tuple(path)
