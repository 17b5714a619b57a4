"""Page links written by the rules side, and the ``notes`` parameter that carries a line's
comments and marks (docs/notation.md#comments-and-marks-notes).

``python -m games --record F --link`` prints the link that opens a record in the page.
``games/`` never imports the page, so the link is written here exactly as
``web/links.make_link`` writes it (the same parameters, order and form-encoding; a test
compares the two), with ``notes`` last. A line's variations ride beside its main line in
``variations`` and ``branch`` (``games.variation_link``).

``notes`` is one parameter value, compact and made only of characters that a link's
fragment holds as they are::

    notes   = entry *("~" entry)
    entry   = ply *("." mark) ["_" comment]
    mark    = colour square ["/" square]       ; one square: marked; two: an arrow
    comment = the text, "~" doubled ("~~")

``0_Elephants+first~1.GB1/B3.RB3_Enter+facing+south`` (after form-decoding: spaces are
``+``). A square's name is written as the game's notation writes it (letters, digits,
``,``, ``-``), so no name holds ``. / _ ~``. Each part is read on its own: a part that
cannot be read is refused and named, and the rest of the line is kept
(``notes_from_param``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from . import untrusted
from .notes import Annotation, MarkList, Notes, checked_notes, colour, comment_text, refusal
from .base import Game, Options
from .errors import BadAnnotation, BadRecord, GameError
from .record import replay
from .variation_link import variations_to_param
from .variations import Alternatives, check_alternatives

SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~@,:!;/()")
"""Bytes a fragment value holds as they are: ``web/links.FRAGMENT_SAFE`` (a test keeps them
equal). Parentheses too, so a link's ``variations`` reads as a record does."""
PAGE = "index.html"
ENTRY, MARK, ARROW, COMMENT = "~", ".", "/", "_"


def form_encode(text: str, safe: frozenset[int] = SAFE) -> str:
    """A form-encoded value as the page writes it: space ``+``, other bytes not in ``safe``
    ``%XX``. A code point UTF-8 cannot hold (a lone surrogate) is written as U+FFFD
    (``untrusted.kept_text``): a link is always written, and reads back."""
    return "".join(chr(b) if b in safe else "+" if b == 0x20 else f"%{b:02X}"
                   for b in untrusted.kept_text(text).encode("utf-8"))


# ----- the notes parameter ---------------------------------------------------------------
def notes_to_param(notes: Notes) -> str:
    """The ``notes`` value (before form-encoding) of checked annotations
    (``checked_notes``), by increasing ply; empty ones are left out."""
    entries: list[str] = []
    for ply in sorted(notes):
        note = notes[ply]
        if note.empty:
            continue
        parts = [str(ply)]
        parts.extend(f"{MARK}{a.colour}{a.start}{ARROW}{a.end}" for a in note.arrows)
        parts.extend(f"{MARK}{m.colour}{m.square}" for m in note.squares)
        if note.comment:
            parts.append(COMMENT + note.comment.replace(ENTRY, ENTRY * 2))
        entries.append("".join(parts))
    return ENTRY.join(entries)


def _split(text: str) -> list[str]:
    """The entries of a ``notes`` value: split at each single ``~``; ``~~`` is a ``~``."""
    entries: list[str] = []
    part: list[str] = []
    start = i = 0
    while True:
        k = text.find(ENTRY, i)
        if k == -1:
            part.append(text[start:])
            entries.append("".join(part))
            return entries
        if text.startswith(ENTRY * 2, k):
            part.append(text[start:k + 1])
            start = i = k + 2
            continue
        part.append(text[start:k])
        entries.append("".join(part))
        part = []
        start = i = k + 1


def _ply(text: str) -> int:
    if not (text and len(text) <= untrusted.MAX_PLY_DIGITS and untrusted.DIGITS.issuperset(text)
            and (text == "0" or text[0] != "0")):
        shown = untrusted.excerpt(text)
        raise refusal("bad_ply", None, f"{shown} is not a move number",
                                  value=shown)
    return int(text)


def notes_from_param(game: Game, text: str, plies: int | None = None
                     ) -> tuple[dict[int, Annotation], list[GameError]]:
    """The annotations of a ``notes`` value (form-decoded), and every part refused.

    A bad mark or comment is refused alone and the rest of its entry kept; an entry whose
    ply cannot be read, or lies beyond ``plies`` moves, is refused whole. Nothing raises.
    """
    notes: dict[int, Annotation] = {}
    refused: list[GameError] = []
    try:
        text = untrusted.bounded_text("notes", text, untrusted.MAX_NOTES_CHARS)
    except untrusted.BadInput as err:
        return notes, [err]
    entries = _split(text) if text else []
    if len(entries) > untrusted.MAX_MOVES + 1:
        refused.append(untrusted.BadInput("too_many", f"notes: more than {untrusted.MAX_MOVES + 1} "
                                          "positions", name="notes", limit=untrusted.MAX_MOVES + 1))
        entries = entries[:untrusted.MAX_MOVES + 1]
    for entry in entries:
        head, has_comment, comment = entry.partition(COMMENT)
        ply_text, *marks = head.split(MARK)
        try:
            ply = _ply(ply_text)
            if plies is not None and ply > plies:
                raise refusal("ply_beyond_moves", ply, f"the line has {plies} moves",
                                          plies=plies)
            if ply in notes:
                raise refusal("repeated_note", ply, "given twice")
            if not marks and not comment:
                raise refusal("empty_note", ply, "neither marks nor a comment")
        except BadAnnotation as err:
            refused.append(err)
            continue
        note = _entry(game, ply, marks, comment if has_comment else "", refused)
        if not note.empty:
            notes[ply] = note
    return notes, refused


def _entry(game: Game, ply: int, marks: list[str], comment: str,
           refused: list[GameError]) -> Annotation:
    """One position's marks and comment, each part kept or refused on its own."""
    read = MarkList(ply)
    for mark in marks:
        try:
            start, arrow, end = mark[1:].partition(ARROW)
            if not start or (arrow and not end):
                if mark:
                    colour(mark[:1], ply)
                raise refusal("bad_mark", ply, f"{untrusted.excerpt(mark)} is not "
                                          "a colour and a square or two (RB3, GB1/B3)",
                                          mark=untrusted.excerpt(mark))
            read.add(game, mark[:1], [start, end] if arrow else [start])
        except BadAnnotation as err:
            refused.append(err)
            if err.code == "too_many_marks":
                break
    try:
        text = comment_text(comment, ply)
    except BadAnnotation as err:
        refused.append(err)
        text = ""
    return read.annotation(text)


# ----- the whole link ---------------------------------------------------------------------
@dataclass(frozen=True)
class Embedding:
    """How an embedded board shows (``embed=1`` and its parameters, docs/embedding.md);
    the defaults are the page's, and a parameter at its default is not written."""

    controls: bool = False
    interactive: bool = True
    orientation: str = "first"
    lang: str = ""
    """``en`` or ``ja``; "": the visitor's browser chooses."""
    autoplay: float | None = None
    """Seconds per position when the board steps through its line by itself."""
    loop: bool = False
    labels: bool = False
    """``labels=1``: the board names its squares or hexes (the page's Labels choice)."""

    def pairs(self) -> list[tuple[str, str]]:
        pairs = [("embed", "1")]
        if self.controls:
            pairs.append(("controls", "1"))
        if not self.interactive:
            pairs.append(("interactive", "0"))
        if self.orientation != "first":
            pairs.append(("orientation", self.orientation))
        if self.lang:
            pairs.append(("lang", self.lang))
        if self.autoplay is not None:
            pairs.append(("autoplay", f"{self.autoplay:g}"))
            if self.loop:
                pairs.append(("loop", "1"))
        if self.labels:
            pairs.append(("labels", "1"))
        return pairs


EMBED_ONLY = frozenset({"embed", "controls", "interactive", "orientation", "autoplay", "loop"})
"""The parameters only an embedded board reads (``Embedding``'s, less ``lang`` and ``labels``,
which the site's page reads as well)."""


def editing_link(link: str) -> str:
    """The site's page of an embedded board's line: ``link`` (an embed's link, with or without
    its leading ``?`` or ``#``) as a fragment without ``EMBED_ONLY``'s parameters, the others
    kept as they are written (the line, its comments, the position it opens at, its language).
    The Embed dialog's and an embed's picture menu's "Open in the editor" link: the way back
    from an embed to annotating its line. Names are compared as written: this page writes
    them plain, and a name written with ``%`` escapes is left in."""
    kept = [part for part in link.lstrip("?#").split("&")
            if part and part.split("=", 1)[0] not in EMBED_ONLY]
    return "#" + "&".join(kept)


def link_pairs(game: str, *, players: int | None = None, seed: int | None = None,
               deck: Sequence[str] | None = None, switches: Iterable[str] = (),
               computer: str | None = None, moves: Sequence[str] = (), agreed_draw: bool = False,
               ply: int | None = None, position: str | None = None,
               reveal: bool = False, notes: str = "", embed: Embedding | None = None,
               variations: str = "", branch: str = "") -> list[tuple[str, str]]:
    """The parameters of a page link, in the page's order (``web/links.make_link`` writes
    its links from these too). ``position``: the start's text when it is not the opening,
    in place of the options (players, seed, deck, switches), which it holds itself.
    ``notes``: the ``notes_to_param`` value of the main line's comments, last. ``embed``: the
    parameters of an embedded board (docs/embedding.md). ``variations`` and ``branch``: the
    alternatives to the main line (``moves``) and the line shown (``games.variation_link``),
    ``ply`` counting along that line."""
    pairs: list[tuple[str, str]] = [("game", game)]
    if position is not None:
        pairs.append(("position", position))
    else:
        if players is not None:
            pairs.append(("players", str(players)))
        if seed is not None:
            pairs.append(("seed", str(seed)))
        if deck is not None:
            pairs.append(("deck", ",".join(deck)))
        pairs.extend(("option", name) for name in sorted(switches))
    if computer:
        pairs.append(("computer", computer))
    if moves:
        pairs.append(("moves", " ".join(moves)))
    if variations:
        pairs.append(("variations", variations))
    if agreed_draw:
        pairs.append(("agreed", "draw"))
    if branch:
        pairs.append(("branch", branch))
    if ply is not None:
        pairs.append(("ply", str(ply)))
    if reveal:
        pairs.append(("reveal", "1"))
    if embed is not None:
        pairs.extend(embed.pairs())
    if notes:
        pairs.append(("notes", notes))
    return pairs


def page_link(game: Game, options: Options, moves: list[str], notes: Notes | None = None,
              computer: str | None = None, agreed_draw: bool = False,
              ply: int | None = None, position: str | None = None,
              alternatives: Alternatives | None = None) -> str:
    """The fragment (``#…``) that opens this line in the page: ``link_pairs`` for a game on
    screen (``players`` only for a game with a choice of them), then ``notes``.
    ``computer`` is the record's ``Computer`` header, as the page reads it. ``alternatives``:
    the main line's variations (``GameRecord.alternatives``), checked as a record's."""
    if alternatives:
        try:
            check_alternatives(replay(game.new(options) if position is None
                                      else untrusted.position(game, position), moves).states,
                               moves, alternatives)
        except GameError as err:
            raise BadRecord(f"cannot write the link: {err}") from None
    pairs = link_pairs(game.name, players=options.players if game.max_players > game.min_players
                       else None, seed=options.seed, deck=options.deck, switches=options.switches,
                       computer=computer, moves=moves, agreed_draw=agreed_draw, ply=ply,
                       position=position,
                       notes=notes_to_param(checked_notes(game, notes, len(moves))) if notes else "",
                       variations=variations_to_param(game, alternatives) if alternatives else "")
    return "#" + "&".join(f"{form_encode(k)}={form_encode(v)}" for k, v in pairs)


def checked_link(link: str, limit: int = untrusted.MAX_LINE_LINK_CHARS) -> str:
    """``link`` if the page takes a line whose link is that long (``MAX_LINE_LINK_CHARS``: it
    reopens from the page's address, its Embed code and its save); BadInput otherwise."""
    length = len(link.lstrip("#"))
    if length > limit:
        raise untrusted.BadInput("link_too_long", f"the line's link would be {length:,} "
                                 f"characters, more than the {limit:,} a link may hold",
                                 name="link", limit=limit, length=length)
    return link

