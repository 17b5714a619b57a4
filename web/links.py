"""Reading a page link: ``?game=GAME&players=N&seed=S&deck=…&option=…&moves=…&ply=K``.

Pure Python (no browser import), so it is unit-tested on CPython. It only
parses and validates the *shape* of the parameters; whether the game, the
options and the moves are good is asked of ``games``. Every problem becomes a
message for the page: nothing from a link is executed or silently dropped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlencode

KNOWN = ("game", "players", "seed", "deck", "option", "moves", "ply")


@dataclass
class LinkRequest:
    game: str | None = None
    players: int | None = None
    seed: int | None = None
    deck: list[str] | None = None
    options: list[str] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)
    ply: int | None = None
    problems: list[str] = field(default_factory=list)


def _whole_number(name: str, text: str, request: LinkRequest) -> int | None:
    if text.isdigit() and len(text) <= 12:
        return int(text)
    request.problems.append(f"link parameter {name}={text!r} is not a whole number; ignored")
    return None


def parse_link(query: str) -> LinkRequest:
    """Read a query string (with or without the leading ``?``)."""
    request = LinkRequest()
    params = parse_qs(query.lstrip("?"), keep_blank_values=True)
    for name in params:
        if name not in KNOWN:
            request.problems.append(f"unknown link parameter {name!r}; ignored")
    for name in ("game", "players", "seed", "deck", "moves", "ply"):
        if len(params.get(name, [])) > 1:
            request.problems.append(f"link parameter {name} is given more than once; the first is used")
    first = {name: values[0] for name, values in params.items() if values}
    if "game" in first:
        request.game = first["game"].strip() or None
    if "players" in first:
        request.players = _whole_number("players", first["players"], request)
    if "seed" in first:
        request.seed = _whole_number("seed", first["seed"], request)
    if "ply" in first:
        request.ply = _whole_number("ply", first["ply"], request)
    if "deck" in first:
        request.deck = [d for d in first["deck"].split(",") if d]
    request.options = [o for o in params.get("option", []) if o]
    if "moves" in first:
        request.moves = first["moves"].split()
    return request


def make_link(
    game: str,
    players: int | None = None,
    options: list[str] | None = None,
    moves: list[str] | None = None,
    ply: int | None = None,
    seed: int | None = None,
    deck: list[str] | None = None,
) -> str:
    """The query string that reopens a game (the inverse of ``parse_link``)."""
    pairs: list[tuple[str, str]] = [("game", game)]
    if players is not None:
        pairs.append(("players", str(players)))
    if seed is not None:
        pairs.append(("seed", str(seed)))
    if deck is not None:
        pairs.append(("deck", ",".join(deck)))
    pairs.extend(("option", o) for o in sorted(options or []))
    if moves:
        pairs.append(("moves", " ".join(moves)))
    if ply is not None:
        pairs.append(("ply", str(ply)))
    return "?" + urlencode(pairs)
