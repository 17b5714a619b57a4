"""Messages between an embedding page and an embedded board (docs/embedding.md).

Pure Python: it only *validates* what a host sent. Everything is data: a
message never names code to run, and anything unknown or malformed is
refused with a reason (the page logs it as a console warning and ignores it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

PROTOCOL = "abstract-boards/1"
MAX_MOVES = 5000


class BadMessage(ValueError):
    """A message the board does not understand; it is ignored."""


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


def _moves(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        value = value.split()
    if not isinstance(value, list) or not all(isinstance(m, str) and m and " " not in m for m in value):
        raise BadMessage("'moves' must be a list of move tokens (or one string of them)")
    if len(value) > MAX_MOVES:
        raise BadMessage(f"at most {MAX_MOVES} moves in one message")
    return tuple(value)


def parse_host_message(data: Any) -> Command:
    """Validate a message from the host page."""
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except ValueError:
            raise BadMessage("not JSON") from None
    if not isinstance(data, dict):
        raise BadMessage("a message is an object")
    if data.get("protocol") != PROTOCOL:
        raise BadMessage(f"'protocol' must be {PROTOCOL!r}")
    kind = data.get("kind")
    if kind == "play":
        return Command("play", moves=_moves(data.get("moves")))
    if kind == "goto":
        ply = data.get("ply")
        if not isinstance(ply, int) or isinstance(ply, bool) or ply < 0:
            raise BadMessage("'goto' needs a whole number 'ply' ≥ 0")
        return Command("goto", ply=ply)
    if kind == "reset":
        return Command("reset")
    if kind == "load":
        computer = data.get("computer")
        if computer is not None and not isinstance(computer, str):
            raise BadMessage("'computer' must be a text of seats, as in a link: \"2-normal\"")
        if isinstance(data.get("record"), str):
            return Command("load", record=data["record"], computer=computer)
        game = data.get("game")
        if not isinstance(game, str):
            raise BadMessage("'load' needs a 'record' text or a 'game' name")
        link: dict[str, Any] = {"game": game}
        if "players" in data:
            if not isinstance(data["players"], int) or isinstance(data["players"], bool):
                raise BadMessage("'players' must be a whole number")
            link["players"] = data["players"]
        options = data.get("options", [])
        if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
            raise BadMessage("'options' must be a list of option names")
        link["options"] = options
        link["moves"] = list(_moves(data.get("moves", [])))
        for name in ("seed", "ply"):
            if name in data:
                if not isinstance(data[name], int) or isinstance(data[name], bool):
                    raise BadMessage(f"'{name}' must be a whole number")
                link[name] = data[name]
        return Command("load", link=link, computer=computer)
    raise BadMessage(f"unknown kind {kind!r} (play, goto, load, reset)")


def board_message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message from the board to the host."""
    return {"protocol": PROTOCOL, "kind": kind, **fields}
