"""Messages between an embedding page and an embedded board (docs/embedding.md).

Pure Python: it only *validates* what a host sent, through ``games.untrusted``
(lengths, counts, whole numbers), and builds the game a ``load`` asks for
before the page shows anything. Everything is data: a message never names
code to run. Whatever the board cannot carry out is answered with an
``error`` reply: a reason ``code`` from ``CODES`` and a short message that
quotes at most a short excerpt of the input.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote_plus

from games import untrusted
from games.errors import (BadOption, BadPosition, BadRecord, GameError, IllegalMove,
                          MalformedMove, UnknownGame)
from games.page_link import notes_from_param
from games.registry import get_game
from games.session import Session
from games.variation_link import branch_from_param, variations_from_param

from .links import parse_seats

PROTOCOL = "abstract-boards/1"
MAX_MOVES = untrusted.MAX_PLAY_MOVES
"""Moves in one ``play`` message (a ``load`` may carry a whole game)."""
MAX_REPLY_CHARS = 300
CODES = ("bad_message", "too_long", "unknown_game", "bad_options", "illegal_move",
         "bad_ply", "bad_record", "bad_notes", "bad_variations", "no_game")
"""The reason codes of ``error`` replies (docs/embedding.md)."""


class BadMessage(ValueError):
    """A message the board cannot carry out; answered with an ``error`` reply."""

    def __init__(self, message: str, code: str = "bad_message") -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Command:
    """One validated request from the host page."""

    kind: str
    """``play``, ``goto``, ``load`` or ``reset``."""
    moves: tuple[str, ...] = ()
    ply: int | None = None
    record: str | None = None
    link: dict[str, Any] = field(default_factory=dict)
    computer: str | None = None
    """``load``: the seats the computer plays, as in a link (``2-normal``)."""


def _checked(read: Any, *args: Any) -> Any:
    """Run a ``games.untrusted`` reader; its refusal becomes a BadMessage."""
    try:
        return read(*args)
    except untrusted.BadInput as err:
        code = "too_long" if err.code in ("too_long", "too_many", "header_too_long") else "bad_message"
        raise BadMessage(str(err), code) from None


def _moves(value: Any, limit: int) -> tuple[str, ...]:
    return tuple(_checked(untrusted.move_tokens, value, "moves", limit))


def parse_host_message(data: Any, limit: int = untrusted.MAX_MESSAGE_CHARS) -> Command:
    """Validate a message from the host page: an object, or a JSON text of at most ``limit``
    characters (its nesting is checked before it is decoded)."""
    if isinstance(data, str):
        data = _checked(untrusted.json_value, data, "message", limit)
    if not isinstance(data, dict):
        raise BadMessage("a message is an object")
    if data.get("protocol") != PROTOCOL:
        raise BadMessage(f"'protocol' must be {PROTOCOL!r}")
    kind = data.get("kind")
    if kind == "play":
        return Command("play", moves=_moves(data.get("moves"), MAX_MOVES))
    if kind == "goto":
        ply = data.get("ply")
        if isinstance(ply, bool) or not isinstance(ply, int) or ply < 0:
            raise BadMessage(f"'goto' needs a whole number 'ply' ≥ 0, not {untrusted.excerpt(ply)}",
                             "bad_ply")
        return Command("goto", ply=ply)
    if kind == "reset":
        return Command("reset")
    if kind == "load":
        return _load(data)
    raise BadMessage(f"unknown kind {untrusted.excerpt(kind)} (play, goto, load, reset)")


def _load(data: dict[str, Any]) -> Command:
    computer = data.get("computer")
    if computer is not None and not isinstance(computer, str):
        raise BadMessage("'computer' must be a text of seats, as in a link: \"2-normal\"")
    if computer is not None:
        _checked(untrusted.bounded_text, "computer", computer, 200)
    if isinstance(data.get("record"), str):
        return Command("load", record=_checked(untrusted.record_text, data["record"]),
                       computer=computer)
    game = data.get("game")
    if not isinstance(game, str):
        raise BadMessage("'load' needs a 'record' text or a 'game' name")
    link: dict[str, Any] = {"game": _checked(untrusted.name_text, "game", game)}
    if "players" in data:
        link["players"] = _checked(untrusted.players, data["players"])
    options = data.get("options", [])
    if not isinstance(options, list):
        raise BadMessage("'options' must be a list of option names")
    link["options"] = _checked(untrusted.names, "options", options, untrusted.MAX_OPTIONS)
    link["moves"] = list(_moves(data.get("moves", []), untrusted.MAX_MOVES))
    if "position" in data:
        if any(name in data for name in ("players", "seed", "deck")) or options:
            raise BadMessage("a 'position' carries its own options: give no 'players', "
                             "'options', 'seed' or 'deck' beside it", "bad_options")
        link["position"] = _checked(untrusted.bounded_text, "position", data["position"],
                                    untrusted.MAX_POSITION_CHARS)
    if "seed" in data:
        link["seed"] = _checked(untrusted.seed, data["seed"])
    if "deck" in data:
        deck = data["deck"]
        if not isinstance(deck, list):
            raise BadMessage("'deck' must be a list of tile ids")
        link["deck"] = _checked(untrusted.names, "deck", deck, untrusted.MAX_DECK)
    if "notes" in data:
        link["notes"] = _checked(untrusted.bounded_text, "notes", data["notes"],
                                 untrusted.MAX_NOTES_CHARS)
    for name, limit in (("variations", untrusted.MAX_VARIATIONS_CHARS),
                        ("branch", untrusted.MAX_BRANCH_CHARS)):
        if name in data:
            link[name] = _checked(untrusted.bounded_text, name, data[name], limit)
    if "ply" in data:
        try:
            link["ply"] = untrusted.ply(data["ply"])
        except untrusted.BadInput as err:
            raise BadMessage(str(err), "bad_ply") from None
    return Command("load", link=link, computer=computer)


OBJECT_TEXT_CHARS = 6 * untrusted.MAX_MESSAGE_CHARS
"""The JSON text of a message sent as an object: its texts were counted already (at most
``MAX_MESSAGE_CHARS``), and JSON may write a character as six (``\\u0001``)."""

PROBLEMS = {
    "too_deep": (f"the message is nested more than {untrusted.MAX_DEPTH} levels deep", "bad_message"),
    "too_many": (f"the message holds more than {untrusted.MAX_MESSAGE_VALUES:,} values", "too_long"),
    "too_long": (f"the message's texts are longer than {untrusted.MAX_MESSAGE_CHARS:,} characters",
                 "too_long"),
    "not_plain": ("a message holds only objects, lists, texts, numbers, true, false and null "
                  "(a Map only with text keys)", "bad_message"),
    "queue_full": ("too many messages came before the board was ready", "too_long"),
}
"""What the page's reader of host messages (web/boot.js) refused, as an ``error`` reply."""


def host_message(text: Any, problem: Any, converted: bool) -> Command:
    """A message as web/boot.js hands it over: its text, or the ``problem`` it found.

    ``converted``: the host sent a value, not a text, and boot.js wrote it as JSON.
    """
    if problem:
        message, code = PROBLEMS.get(str(problem), ("this message cannot be read", "bad_message"))
        raise BadMessage(message, code)
    if not isinstance(text, str):
        raise BadMessage("this message cannot be read")
    return parse_host_message(text, OBJECT_TEXT_CHARS if converted else untrusted.MAX_MESSAGE_CHARS)


def computer_seats(text: str | None, players: int) -> dict[int, str] | None:
    """The seats a ``load`` gives the computer (None: the record's own ``Computer`` header).

    Every seat must exist in the game being loaded and every level must be known;
    a seat the page would have to drop is refused, never silently ignored.
    """
    if text is None:
        return None
    seats, problems = parse_seats(text)
    if problems:
        raise BadMessage("; ".join(problems))
    extra = sorted(seat + 1 for seat in seats if seat >= players)
    if extra:
        raise BadMessage(f"'computer': seat {extra[0]} does not exist in a {players}-player game",
                         "bad_options")
    return seats


def load_session(command: Command) -> Session:
    """The session a ``load`` asks for, built in full before anything is shown.

    Raises a ``GameError`` (or BadMessage for a ply past the moves): an
    unknown game, options the game refuses, a bad move or record never open
    a board the host did not ask for.
    """
    if command.record is not None:
        return Session.from_record_text(command.record)
    link = command.link
    game = get_game(link["game"])
    if "position" in link:
        start = untrusted.position(game, link["position"])
    else:
        start = game.new(game.options(link.get("players"), link.get("options", []),
                                      link.get("seed"), link.get("deck")))
    session, error = Session.from_tokens(start, link.get("moves", []))
    if error is not None:
        raise error
    if "notes" in link:  # a link's notes= value as written there; a part unread refuses the load
        session.notes, refused = notes_from_param(game, unquote_plus(link["notes"]),
                                                  len(session.tokens))
        if refused:
            raise BadMessage(f"notes: {refused[0]}", "bad_notes")
    load_variations(session, link)
    ply = link.get("ply")
    if ply is not None:
        if ply > len(session.tokens):
            raise BadMessage(f"ply {ply} is past the last move ({len(session.tokens)})", "bad_ply")
        session.goto(ply)
    return session


def load_variations(session: Session, link: dict[str, Any]) -> None:
    """A link-form ``load``'s ``variations`` and ``branch`` (each as the link has it,
    form-encoded) given to ``session``, its main line and that line's comments read; any
    part refused refuses the load (``bad_variations``), as a bad comment does."""
    game = session.start.game
    if "variations" in link:
        try:
            session.alternatives = variations_from_param(
                game, unquote_plus(link["variations"]), session.states, session.tokens)
        except GameError as err:
            raise BadMessage(f"variations: {err}", "bad_variations") from None
    if "branch" in link:
        try:
            path = branch_from_param(session.tree(), unquote_plus(link["branch"]))
        except GameError as err:
            raise BadMessage(f"branch: {err}", "bad_variations") from None
        session.show(path)
        session.goto(len(session.tokens))


def error_reply(err: Exception) -> tuple[str, str]:
    """The reason code and the short message of an ``error`` reply to ``err``."""
    if isinstance(err, BadMessage):
        code = err.code
    elif isinstance(err, UnknownGame):
        code = "unknown_game"
    elif isinstance(err, BadOption):
        code = "bad_options"
    elif isinstance(err, (IllegalMove, MalformedMove)):
        code = "illegal_move"
    elif isinstance(err, (BadRecord, BadPosition)):
        code = "bad_record"
    elif isinstance(err, untrusted.BadInput) and err.code in ("too_long", "too_many"):
        code = "too_long"
    else:
        code = "bad_message"
    message = " ".join(str(err).split())
    if len(message) > MAX_REPLY_CHARS:
        message = message[:MAX_REPLY_CHARS - 1] + "…"
    return code, message


def board_message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message from the board to the host."""
    return {"protocol": PROTOCOL, "kind": kind, **fields}
