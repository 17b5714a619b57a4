"""Reading a page link: ``#game=GAME&players=N&seed=S&deck=…&option=…&position=…&computer=…&moves=…&variations=…&agreed=draw&branch=…&ply=K&notes=…``.

The page writes its links with the parameters in the fragment (after ``#``): a
browser never sends the fragment to the server, so a link of any length opens on
any static host (a 5,000-move record in the query would pass the request-line
limit of most servers, 8 kB on many, 64 kB in Python's ``http.server``). Links
with the parameters in the query (``?game=…``), as written before and by hand, are
read the same way; a link may split its parameters between the two
(``link_text``).

Pure Python (no browser import), so it is unit-tested on CPython. It only
parses and validates the *shape* of the parameters; whether the game, the
options and the moves are good is asked of ``games``, when the line opens
(``web.link_line``). Every problem becomes a message for the page: nothing from a
link is executed or silently dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Callable

from games import get_game, untrusted
from games.base import Game
from games.notes import Notes
from games.page_link import Embedding, checked_link, form_encode, link_pairs, notes_to_param
from games.session import Session
from games.variation_link import branch_to_param, variations_to_param
from games.variations import Alternatives

from .error_words import error_text
from .i18n import LANGS, t

# Not urllib.parse: importing it costs 70–100 ms of start-up in Pyodide, more
# than the rest of the page's Python together. Query strings need only the
# small form-encoding codec below (checked against urllib.parse in the tests).
_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")
_HEX = "0123456789ABCDEFabcdef"


FRAGMENT_SAFE = _SAFE | frozenset(b"@,:!;/()")
"""Bytes a fragment may hold as they are (RFC 3986 ``pchar``) and that mean themselves in
a form-encoded value: move tokens' ``@ , : !`` need no ``%XX`` in a fragment link, nor the
parentheses of its ``variations``."""


def quote_plus(text: str, safe: frozenset[int] = _SAFE) -> str:
    """Form-encode a query value: spaces become ``+``, other unsafe bytes ``%XX``
    (``games.page_link.form_encode``, with the query's safe bytes by default)."""
    return form_encode(text, safe)


def unquote_plus(text: str) -> str:
    """Decode a form-encoded value (``+`` is a space; bad ``%`` escapes stay as they are)."""
    data = untrusted.kept_text(text).replace("+", " ").encode("utf-8")
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


def urlencode(pairs: list[tuple[str, str]], safe: frozenset[int] = _SAFE) -> str:
    return "&".join(f"{quote_plus(k, safe)}={quote_plus(v, safe)}" for k, v in pairs)


def link_text(search: str, fragment: str) -> str:
    """The parameters of a page address: its query's and its fragment's, in that order.

    A fragment without ``=`` is no link (an in-page anchor such as ``#main``) and adds
    nothing. A parameter given in both parts counts as repeated (``parse_link`` says so).
    """
    query, extra = search.lstrip("?"), fragment.lstrip("#")
    if "=" not in extra:
        return query
    return f"{query}&{extra}" if query else extra

ORIENTATIONS = ("first", "second", "mover")
LEVEL_NAMES = ("easy", "normal", "strong")
"""The computer's levels (``games.ai.LEVELS``; a test keeps them equal). Not
imported from there: the page does not load ``games/ai/`` (its worker does)."""
DEFAULT_LEVEL = "normal"
MAX_SEATS_CHARS = 200
"""The ``computer`` parameter (four seats with their levels need about 40)."""
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
    if len(text) > MAX_SEATS_CHARS:
        return seats, [t("link.refused", reason=t("untrusted.too_long", name="computer",
                                                  limit=MAX_SEATS_CHARS))]
    for part in text.replace(",", " ").split():
        number, _, name = part.partition("-")
        name = name or DEFAULT_LEVEL
        try:
            seat = untrusted.whole_number("computer", number, 1, 99, 2)
        except untrusted.BadInput:
            problems.append(t("ai.link.bad_seat", part=excerpt_body(part)))
            continue
        if name not in LEVEL_NAMES:
            problems.append(t("ai.link.bad_level", part=excerpt_body(part), level=excerpt_body(name),
                              levels=", ".join(LEVEL_NAMES)))
        elif seat - 1 in seats:
            problems.append(t("ai.link.repeated_seat", seat=seat))
        else:
            seats[seat - 1] = name
    return seats, problems


def excerpt_body(text: str) -> str:
    """``untrusted.excerpt`` without its quotes, for templates that quote themselves."""
    return untrusted.excerpt(text)[1:-1] if len(text) <= untrusted.EXCERPT_CHARS \
        else untrusted.excerpt(text)


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
    position: str | None = None
    """The start position's text (docs/notation.md): ``moves`` continue from it, ``ply``
    counts from it. Read by the game (``games.untrusted.position``) when the link opens."""
    reveal: bool = False
    """Show the hidden parts of the position (Symbol Pallet's hands and deck) in
    ``#app[data-position]``, as the referee's ``--reveal`` does: for diagrams."""
    labels: bool = False
    """Name the squares or hexes on the board (``labels=1``: the view's Labels choice, which
    it wins over for this visit)."""
    edit: bool = False
    """Open the board editor on the position (``web/editor.py``), for a game that has one."""
    moves: list[str] = field(default_factory=list)
    ply: int | None = None
    agreed_draw: bool = False
    """The players agreed to a draw after the last of ``moves`` (``agreed=draw``: the notation
    has no token for it, as the rules have no draw move)."""
    print_sheet: bool = False
    """Lay out every position of the line with its comment, to print (``print=1``:
    ``web.print_sheet``); a lesson, a puzzle or the editor ignores it."""
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
    private: bool = False
    """The address of an unfinished game whose deal is hidden: the game itself is kept
    in this tab's history entry (``private_link``)."""
    autoplay: float | None = None
    """In embed mode: step through the line by itself, this many seconds a position."""
    loop: bool = False
    """With ``autoplay``: start again from the first position after the last."""
    notes: str | None = None
    """The ``notes`` value (comments and marks by ply), read against the game and its moves
    when the line opens (``web.link_line.link_notes``)."""
    variations: str | None = None
    """The ``variations`` value: the alternatives to the main line (``moves``), read by the
    record's reader when the line opens (``games.variation_link``)."""
    branch: str | None = None
    """The ``branch`` value: the line shown when it is not the main line; ``ply`` counts
    along it."""
    problems: list[str] = field(default_factory=list)


Reader = Callable[[list[str]], Any]
"""Reads one parameter's values (in link order) to a value; raises ``untrusted.BadInput``."""


@dataclass(frozen=True)
class Param:
    """One link parameter: how its values are read and which ``LinkRequest`` field takes them."""

    read: Reader
    field: str | None
    """The ``LinkRequest`` attribute set to the value read (None: read by another part of the page)."""
    repeatable: bool = False


def _first(read: Callable[[str, str], Any], name: str) -> Reader:
    return lambda values: read(values[0], name)


def _flag(name: str) -> Reader:
    return lambda values: untrusted.one_of(name, values[0], ("0", "1")) == "1"


def _game(values: list[str]) -> str | None:
    return untrusted.name_text("game", values[0]).strip() or None


def _id_text(name: str) -> Reader:
    """A lesson's or puzzle's id: a short name; blank means none."""
    return lambda values: untrusted.name_text(name, values[0]).strip() or None


def _options(values: list[str]) -> list[str]:
    return [o for o in untrusted.names("option", values, untrusted.MAX_OPTIONS) if o]


PARAMS: dict[str, Param] = {
    "game": Param(_game, "game"),
    "players": Param(_first(untrusted.players, "players"), "players"),
    "seed": Param(_first(untrusted.seed, "seed"), "seed"),
    "deck": Param(_first(untrusted.deck, "deck"), "deck"),
    "option": Param(_options, "options", repeatable=True),
    "computer": Param(lambda values: untrusted.bounded_text("computer", values[0], MAX_SEATS_CHARS),
                      None),
    "position": Param(lambda values: untrusted.bounded_text("position", values[0],
                                                            untrusted.MAX_POSITION_CHARS).strip()
                      or None, "position"),
    "reveal": Param(_flag("reveal"), "reveal"),
    "labels": Param(_flag("labels"), "labels"),
    "edit": Param(_flag("edit"), "edit"),
    "moves": Param(_first(untrusted.move_tokens, "moves"), "moves"),
    "ply": Param(_first(untrusted.ply, "ply"), "ply"),
    "agreed": Param(lambda values: untrusted.one_of("agreed", values[0], ("draw",)) == "draw", "agreed_draw"),
    "embed": Param(_flag("embed"), "embed"),
    "print": Param(_flag("print"), "print_sheet"),
    "controls": Param(_flag("controls"), "controls"),
    "interactive": Param(_flag("interactive"), "interactive"),
    "orientation": Param(lambda values: untrusted.one_of("orientation", values[0], ORIENTATIONS),
                         "orientation"),
    "lang": Param(lambda values: untrusted.one_of("lang", values[0], LANGS), None),
    "tutorial": Param(_flag("tutorial"), "tutorial"),
    "lesson": Param(_id_text("lesson"), "lesson"),
    "puzzle": Param(_id_text("puzzle"), "puzzle"),
    "puzzles": Param(_flag("puzzles"), "puzzles"),
    "private": Param(_flag("private"), "private"),
    "notes": Param(lambda values: values[0], "notes"),
    "variations": Param(lambda values: untrusted.bounded_text(
        "variations", values[0], untrusted.MAX_VARIATIONS_CHARS), "variations"),
    "branch": Param(lambda values: untrusted.bounded_text(
        "branch", values[0], untrusted.MAX_BRANCH_CHARS), "branch"),
    "autoplay": Param(_first(untrusted.autoplay_seconds, "autoplay"), "autoplay"),
    "loop": Param(_flag("loop"), "loop"),
}
"""Every link parameter the page reads. A new one (``puzzle``, ``tutorial`` …) is one
entry here and, when it carries a value, a field of ``LinkRequest``."""
MAX_UNKNOWN_REPORTED = 3


def parse_link(query: str, limit: int = untrusted.MAX_LINK_CHARS) -> LinkRequest:
    """Read a link's parameters (``link_text``; a leading ``?`` or ``#`` is allowed).

    Each value goes through its ``games.untrusted`` reader; a refused one is
    reported (quoting a short excerpt) and ignored, never silently dropped. ``limit``: the
    longest link read (``MAX_KEPT_LINK_CHARS`` for the one a tab's history entry keeps).
    """
    request = LinkRequest()
    query = query.lstrip("?#")
    if len(query) > limit:
        request.problems.append(t("untrusted.too_long", name="link", limit=limit))
        return request
    params = parse_qs(query, keep_blank_values=True)
    unknown = [name for name in params if name not in PARAMS]
    for name in unknown[:MAX_UNKNOWN_REPORTED]:
        request.problems.append(t("link.unknown_param", name=untrusted.excerpt(name)))
    if len(unknown) > MAX_UNKNOWN_REPORTED:
        request.problems.append(t("link.more_unknown", n=len(unknown) - MAX_UNKNOWN_REPORTED))
    for name, param in PARAMS.items():
        values = params.get(name)
        if not values:
            continue
        if len(values) > 1 and not param.repeatable:
            request.problems.append(t("link.repeated", name=name))
        try:
            value = param.read(values)
        except untrusted.BadInput as err:
            request.problems.append(t("link.refused", reason=error_text(err)))
            continue
        if param.field is not None:
            setattr(request, param.field, value)
        elif name == "computer":
            request.computer, problems = parse_seats(value)
            request.problems.extend(problems)
    if request.autoplay is not None and not request.embed:
        request.problems.append(t("link.autoplay_embed"))
    if request.loop and request.autoplay is None:
        request.problems.append(t("link.loop_alone"))
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
    agreed_draw: bool = False,
    position: str | None = None,
    reveal: bool = False,
    notes: Notes | None = None,
    embed: Embedding | None = None,
    alternatives: Alternatives | None = None,
    path: Sequence[int] = (),
) -> str:
    """The fragment (``#…``) that reopens a game (the inverse of ``parse_link``).

    With ``position`` (a start that is not the opening) the link carries that text in
    place of the options, which it holds itself. ``notes``: the main line's comments and
    marks, already checked (a session's). ``embed``: an embedded board's parameters.
    ``alternatives``: the main line's variations, checked (a session's); ``path``: the line
    shown through them (``Session.path``), along which ``ply`` counts."""
    variations = variations_to_param(get_game(game), alternatives) if alternatives else ""
    pairs = link_pairs(game, players=players, seed=seed, deck=deck, switches=options or (),
                       computer=format_seats(computer) if computer else None,
                       moves=moves or (), agreed_draw=agreed_draw, ply=ply, position=position,
                       reveal=reveal, notes=notes_to_param(notes) if notes else "", embed=embed,
                       variations=variations, branch=branch_to_param(path))
    return "#" + urlencode(pairs, FRAGMENT_SAFE)


def session_link(game: Game, session: Session, ply: int | None = None,
                 computer: dict[int, str] | None = None, reveal: bool = False,
                 embed: Embedding | None = None, start_text: str | None = None) -> str:
    """The link that opens ``session`` (its start, every move, its comments, its variations and
    the line shown) at ``ply`` of the line shown (None or the last: at its end). ``start_text``:
    the start's text to write in place of its whole one (the public text it was dealt from,
    ``Game.public_deal_text``)."""
    options = session.start.options
    main = session.main_line() if session.alternatives or session.chosen else None
    return make_link(
        game.name,
        players=options.players if game.max_players > game.min_players else None,
        options=sorted(options.switches),
        moves=session.tokens if main is None else list(main.tokens),
        ply=ply if ply is not None and ply < len(session.tokens) else None,
        seed=options.seed,
        deck=list(options.deck) if options.deck is not None else None,
        computer=computer,
        agreed_draw=session.draw_agreed_at is not None,
        position=start_text or session.start_position,
        reveal=reveal,
        notes=session.notes if main is None else main.notes,
        embed=embed,
        alternatives=None if main is None else main.alternatives,
        path=session.path if main is not None else (),
    )


def fits_address(link: str) -> bool:
    """Whether the page reads ``link`` back from an address (``MAX_LINK_CHARS``). A longer one
    (a line whose moves were played on past ``MAX_LINE_LINK_CHARS``) is kept in the tab's
    history entry, its address ``private_link`` (``web.routes``)."""
    return len(link.lstrip("?#")) <= untrusted.MAX_LINK_CHARS


def line_link(game: Game, session: Session) -> str:
    """The link of a line the page is asked to take in (a record opened), if a link can hold it
    with room for what the page adds (``checked_link``: BadInput ``link_too_long`` if not)."""
    return checked_link(session_link(game, session))


def private_link(game: str, players: int | None = None) -> str:
    """The address shown for a game the tab keeps itself: an unfinished game whose hands are
    hidden (Symbol Pallet), or a line too long for an address (``fits_address``).

    It names the game but holds neither its seed or deck nor its moves, which
    together rebuild every hand: a glance at the address bar, or the address
    opened on another device, shows no hand. The tab keeps the whole link in its
    history entry, so a reload or Back reopens the game (``web.routes``).
    """
    pairs: list[tuple[str, str]] = [("game", game)]
    if players is not None:
        pairs.append(("players", str(players)))
    pairs.append(("private", "1"))
    return "#" + urlencode(pairs, FRAGMENT_SAFE)
