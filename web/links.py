"""Reading a page link: ``?game=GAME&players=N&seed=S&deck=…&option=…&computer=…&moves=…&ply=K``.

Pure Python (no browser import), so it is unit-tested on CPython. It only
parses and validates the *shape* of the parameters; whether the game, the
options and the moves are good is asked of ``games``. Every problem becomes a
message for the page: nothing from a link is executed or silently dropped.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .i18n import t

# Not urllib.parse: importing it costs 70–100 ms of start-up in Pyodide, more
# than the rest of the page's Python together. Query strings need only the
# small form-encoding codec below (checked against urllib.parse in the tests).
_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")
_HEX = "0123456789ABCDEFabcdef"


def quote_plus(text: str) -> str:
    """Form-encode a query value: spaces become ``+``, other unsafe bytes ``%XX``."""
    out: list[str] = []
    for byte in text.encode("utf-8"):
        if byte in _SAFE:
            out.append(chr(byte))
        elif byte == 0x20:
            out.append("+")
        else:
            out.append(f"%{byte:02X}")
    return "".join(out)


def unquote_plus(text: str) -> str:
    """Decode a form-encoded value (``+`` is a space; bad ``%`` escapes stay as they are)."""
    data = text.replace("+", " ").encode("utf-8")
    out = bytearray()
    i = 0
    while i < len(data):
        if data[i] == 0x25 and i + 2 < len(data) and chr(data[i + 1]) in _HEX \
                and chr(data[i + 2]) in _HEX:
            out.append(int(data[i + 1:i + 3], 16))
            i += 3
        else:
            out.append(data[i])
            i += 1
    return out.decode("utf-8", errors="replace")


def parse_qs(query: str, keep_blank_values: bool = True) -> dict[str, list[str]]:
    """Query string to name -> values, in order (like ``urllib.parse.parse_qs``)."""
    params: dict[str, list[str]] = {}
    for pair in query.split("&") if query else []:
        if not pair:
            continue
        name, _, value = pair.partition("=")
        if not value and not keep_blank_values:
            continue
        params.setdefault(unquote_plus(name), []).append(unquote_plus(value))
    return params


def urlencode(pairs: list[tuple[str, str]]) -> str:
    return "&".join(f"{quote_plus(k)}={quote_plus(v)}" for k, v in pairs)

KNOWN = ("game", "players", "seed", "deck", "option", "computer", "moves", "ply",
         "embed", "controls", "interactive", "orientation",
         "tutorial", "lesson", "puzzle", "puzzles")
ORIENTATIONS = ("first", "second", "mover")
LEVEL_NAMES = ("easy", "normal", "strong")
"""The computer's levels (``games.ai.LEVELS``; a test keeps them equal). Not
imported from there: the page does not load ``games/ai/`` (its worker does)."""
DEFAULT_LEVEL = "normal"
COMPUTER_HEADER = "Computer"
"""The record header in which the page keeps the computer's seats
(``format_seats``' text, as in a link: ``2-normal``)."""


def parse_seats(text: str) -> tuple[dict[int, str], list[str]]:
    """The ``computer`` parameter: which seats the computer plays, at which level.

    ``2`` is the second seat at the normal level, ``2-strong`` names the level,
    and several seats are separated by spaces (``+`` in a link) or commas:
    ``1-easy+2-strong``. Seats count from 1 in turn order, as players do on
    the page. Returns 0-based seat -> level, and the problems (each ignored).
    """
    seats: dict[int, str] = {}
    problems: list[str] = []
    for part in text.replace(",", " ").split():
        number, _, name = part.partition("-")
        name = name or DEFAULT_LEVEL
        if not (number.isdigit() and 1 <= int(number) <= 99):
            problems.append(t("ai.link.bad_seat", part=part))
        elif name not in LEVEL_NAMES:
            problems.append(t("ai.link.bad_level", part=part, level=name,
                              levels=", ".join(LEVEL_NAMES)))
        elif int(number) - 1 in seats:
            problems.append(t("ai.link.repeated_seat", seat=number))
        else:
            seats[int(number) - 1] = name
    return seats, problems


def format_seats(seats: dict[int, str]) -> str:
    """The ``computer`` parameter's value for 0-based seat -> level (``parse_seats``' inverse)."""
    return " ".join(f"{seat + 1}-{name}" for seat, name in sorted(seats.items()))


@dataclass
class LinkRequest:
    game: str | None = None
    players: int | None = None
    seed: int | None = None
    deck: list[str] | None = None
    options: list[str] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)
    ply: int | None = None
    embed: bool = False
    controls: bool = False
    """In embed mode: show the replay controls under the board."""
    interactive: bool = True
    orientation: str = "first"
    """Whose side is at the bottom: ``first`` player's, ``second``'s, or the player to move's."""
    computer: dict[int, str] = field(default_factory=dict)
    """Seats (from 0) the computer plays, and its level for each."""
    tutorial: bool = False
    """Open the game's lessons (``lesson`` names one; see ``web/learn_ui.py``)."""
    lesson: str | None = None
    puzzle: str | None = None
    """A puzzle's id: open that puzzle."""
    puzzles: bool = False
    """Show the game's list of puzzles."""
    problems: list[str] = field(default_factory=list)


def _whole_number(name: str, text: str, request: LinkRequest) -> int | None:
    if text.isdigit() and len(text) <= 12:
        return int(text)
    request.problems.append(t("link.not_number", name=name, value=text))
    return None


def parse_link(query: str) -> LinkRequest:
    """Read a query string (with or without the leading ``?``)."""
    request = LinkRequest()
    params = parse_qs(query.lstrip("?"), keep_blank_values=True)
    for name in params:
        if name not in KNOWN:
            request.problems.append(t("link.unknown_param", name=name))
    for name in ("game", "players", "seed", "deck", "moves", "ply", "computer", "lesson", "puzzle"):
        if len(params.get(name, [])) > 1:
            request.problems.append(t("link.repeated", name=name))
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
    if "computer" in first:
        request.computer, problems = parse_seats(first["computer"])
        request.problems.extend(problems)
    for name in ("lesson", "puzzle"):
        if first.get(name, "").strip():
            setattr(request, name, first[name].strip())
    for name in ("embed", "controls", "interactive", "tutorial", "puzzles"):
        if name in first:
            if first[name] not in ("0", "1"):
                request.problems.append(t("link.not_flag", name=name, value=first[name]))
            else:
                setattr(request, name, first[name] == "1")
    if "orientation" in first:
        if first["orientation"] in ORIENTATIONS:
            request.orientation = first["orientation"]
        else:
            request.problems.append(t("link.bad_orientation", value=first["orientation"],
                                      allowed=", ".join(ORIENTATIONS)))
    return request


def make_link(
    game: str,
    players: int | None = None,
    options: list[str] | None = None,
    moves: list[str] | None = None,
    ply: int | None = None,
    seed: int | None = None,
    deck: list[str] | None = None,
    computer: dict[int, str] | None = None,
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
    if computer:
        pairs.append(("computer", format_seats(computer)))
    if moves:
        pairs.append(("moves", " ".join(moves)))
    if ply is not None:
        pairs.append(("ply", str(ply)))
    return "?" + urlencode(pairs)
