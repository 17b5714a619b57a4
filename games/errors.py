"""The errors the rules engine raises.

Every error is a ``ValueError`` so that a caller who only wants "was this input
good?" can catch one type; the subclasses say *what* was wrong, and the message
says *where* (the token, the square, the field of a position text).

    GameError (ValueError)
    ├── MalformedMove   – the text is not a move token of this game at all
    ├── IllegalMove     – a well-formed move the rules do not allow here
    ├── BadPosition     – a position text that cannot be read or is impossible
    ├── BadRecord       – a game record whose headers or result do not fit
    ├── UnknownGame     – no game of that name
    ├── BadOption       – an option the game does not have, or a bad value
    │   └── UnknownLevel – a computer level name that is not easy, normal or strong
    ├── BadInput        – an outside value refused by its limits (``games.untrusted``):
    │                     ``code`` names the rule, ``fields`` fill its message
    ├── BadAnnotation   – a comment or mark of a record or link (``games.notes``):
    │   │                 ``code`` names the rule, ``fields`` fill its message
    │   └── BadSquare   – a square name that is not one of the game's (``Game.parse_square``)
    └── InputError      – a command's words that do not parse (the referee, the diagrams)

Nothing here imports anything: every module of ``games/`` (and the page) can
raise and catch these without an import cycle.
"""

from __future__ import annotations

from typing import Any


class GameError(ValueError):
    """Base of every error the engine raises on bad input.

    The message is the engine's English sentence (the referee prints it). ``code`` (one per
    class) and ``fields`` (facts such as the move's number ``ply`` and its ``token``) let a
    reader in another language word the error itself, without parsing the sentence."""

    code = "game_error"

    def __init__(self, message: str = "", **fields: object) -> None:
        super().__init__(message)
        self.fields: dict[str, object] = fields


class MalformedMove(GameError):
    """A token that does not spell a move of this game."""

    code = "malformed_move"


class IllegalMove(GameError):
    """A well-formed move that the rules forbid in this position (``fields["over"]``: because
    the game is over)."""

    code = "illegal_move"


class BadPosition(GameError):
    """A position text that cannot be parsed or describes an impossible state.

    An impossible state (too many pieces of a kind, two tiles on a square, the wrong side
    to move …) has its own ``code``, the game's name and the kind (``siam.too_many_animals``,
    listed in docs/notation.md), and ``fields`` with its facts, so that a page
    words it in its language; a text that cannot be read keeps ``bad_position``."""

    code = "bad_position"

    def __init__(self, message: str = "", code: str = "", **fields: object) -> None:
        super().__init__(message, **fields)
        if code:
            self.code = code


class BadRecord(GameError):
    """A game record (docs/records.md) that cannot be read or contradicts itself."""

    code = "bad_record"


class UnknownGame(GameError):
    """A game name the registry does not know."""

    code = "unknown_game"


class BadOption(GameError):
    """An option (switch, player count, seed, deck) the game does not accept."""

    code = "bad_option"

class UnknownLevel(BadOption):
    """A computer level name that is not easy, normal or strong."""

    code = "unknown_level"


class BadInput(GameError):
    """An outside value refused by its limits: ``code`` names the rule, ``fields`` fill its message.

    The English message is what the commands print; the page words the same
    refusal in its own language from ``code`` and ``fields``.
    """

    def __init__(self, code: str, message: str, **fields: Any) -> None:
        super().__init__(message)
        self.code = code
        self.fields = fields


class BadAnnotation(GameError):
    """A comment or mark (docs/records.md) that cannot be read: ``code`` names the rule
    (``unclosed_comment``, ``bad_colour``, ``too_many_marks`` …, the table
    ``games.notes.CODES``), ``fields`` fill its message (``ply``: the position it
    belongs to, 0 before the first move).

    One class with a code per rule, as ``BadInput``: a reader in another language words
    each refusal from its code, and a link reader can name every refused part."""

    def __init__(self, code: str, message: str, **fields: Any) -> None:
        super().__init__(message)
        self.code = code
        self.fields = fields


class BadSquare(BadAnnotation):
    """A square, hex or field place that the game does not name (``Game.parse_square``):
    ``code`` is ``not_square`` (not written as the game's notation writes squares) or
    ``off_board`` (written so, but not on the board)."""


class InputError(GameError):
    """A command's words that do not parse, reported in one line like every other bad input."""

    code = "input_error"
