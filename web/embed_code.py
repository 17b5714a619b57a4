"""The Embed dialog's model: the ``<iframe>`` code that shows the game on screen on another
site (docs/embedding.md), from the author's choices. DOM-free, tested in CPython.

The frame's link is written by ``web.links.session_link`` (so by ``make_link``, as every
link of the page), with the line's comments and the embed parameters; the code adds what a
rules page needs around it: the frame's size, ``loading="lazy"`` (a board starts only when
it is scrolled to), a ``title`` that screen readers announce, and no border.

The frame keeps its shape in any column: ``width:100%`` up to the chosen width, and an
``aspect-ratio`` of that width to its height, so a phone's narrow column gets a frame as
much shorter as it is narrower (a fixed height would leave blank bands around the board).
The ``width`` and ``height`` attributes stay for the page's layout before the styles apply
and for readers that ignore them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from games.base import Game
from games import untrusted
from games.page_link import Embedding, checked_link
from games.session import Session

from .links import session_link
from .page_parts import PAGE_PARTS
from .save_lines import hides_hands

SIZES: dict[str, int] = {"small": 320, "medium": 400, "large": 560}
"""The frame's width in CSS pixels by choice; its height follows from what it shows."""
STARTS = ("shown", "first", "last")
"""Which position the frame opens at: the one on screen, the line's first, its last."""
PADDING = 12
"""The frame's padding around the board, its seats and the replay row (web/style.css)."""
AUTOPLAY_CHOICES = ("", "1", "2", "3", "5")
"""The dialog's autoplay choices in seconds ("": off), within ``games.untrusted``'s limits."""
CONTROLS_ROW = 56
CAPTION_ROWS = 96
READER_ROW = 48
"""An embed readers may play on: the row that says whose turn it is, with Undo (44 px and the
gap above it, ``web/reader_turn.py``)."""
"""Room for a comment of a few lines under the board (it scrolls within itself beyond)."""


@dataclass(frozen=True)
class EmbedChoices:
    """What the author chose in the dialog."""

    size: str = "medium"
    controls: bool = True
    interactive: bool = False
    orientation: str = "first"
    lang: str = ""
    start: str = "shown"
    autoplay: float | None = None
    loop: bool = False
    labels: bool = False
    """Name the squares or hexes (``labels=1``)."""
    reveal: bool = False
    """Show the hidden hands (``reveal=1``: Symbol Pallet's; other games hide nothing)."""

    def with_value(self, name: str, value: str | bool) -> "EmbedChoices":
        """The choices with the form field ``name`` set to ``value`` (a checkbox's bool or a
        select's text); a value the dialog does not offer leaves the choices as they are."""
        flags: dict[str, bool] = {"controls": self.controls, "interactive": self.interactive,
                                  "loop": self.loop, "labels": self.labels, "reveal": self.reveal}
        if name in flags and isinstance(value, bool):
            flags[name] = value
            return replace(self, controls=flags["controls"], interactive=flags["interactive"],
                           loop=flags["loop"], labels=flags["labels"], reveal=flags["reveal"])
        if not isinstance(value, str):
            return self
        texts = {"size": self.size, "orientation": self.orientation, "lang": self.lang,
                 "start": self.start}
        allowed = {"size": tuple(SIZES), "orientation": ("first", "second", "mover"),
                   "lang": ("", "en", "ja"), "start": STARTS}
        if name == "autoplay" and value in AUTOPLAY_CHOICES:
            return replace(self, autoplay=float(value) if value else None)
        if name not in allowed or value not in allowed[name]:
            return self
        texts[name] = value
        return replace(self, size=texts["size"], orientation=texts["orientation"],
                       lang=texts["lang"], start=texts["start"])


def lone_position(session: Session) -> bool:
    """Whether the line has nothing to step through: no move, no variation. Its frame gets
    no replay buttons (they would say "0 / 0" and do nothing), no autoplay and no loop,
    whatever the dialog's choices (``applied``)."""
    return not session.tokens and not session.alternatives


def applied(choices: EmbedChoices, session: Session) -> EmbedChoices:
    """The choices as they apply to ``session``'s frame (``lone_position``)."""
    if not lone_position(session):
        return choices
    return replace(choices, controls=False, autoplay=None, loop=False)


def public_start(game: Game, session: Session) -> str | None:
    """The position text the frame opens, in place of the whole start, for a lone position
    the page dealt from a public text (``Game.public_deal_text``: Symbol Pallet's hands and
    deck as counts): the frame deals it anew as the page did, and the code holds no hand. A
    line with moves keeps its whole start, as every link does: its moves place tiles of that
    very deal."""
    if not lone_position(session) or session.start_position is None:
        return None
    return game.public_deal_text(session.start)


def holds_deal(game: Game, session: Session) -> bool:
    """Whether whoever opens the frame's link can see hands no one else may see: the line of
    an unfinished game with hidden hands (``hides_hands``), unless the code carries the
    public text it was dealt from (``public_start``)."""
    return hides_hands(session) and public_start(game, session) is None


def frame_size(game: str, choices: EmbedChoices, commented: bool) -> tuple[int, int]:
    """The frame's width and height: the board as wide as the frame, the seats of ``game``
    (``PageParts.embed_seats``), the replay row when shown and the comment's room when the
    line has comments."""
    width = SIZES[choices.size]
    seats = PAGE_PARTS[game].embed_seats[choices.interactive]
    height = width + seats + PADDING + (CONTROLS_ROW if choices.controls else 0) \
        + (CAPTION_ROWS if commented else 0) + (READER_ROW if choices.interactive else 0)
    return width, height


def _attr(text: str) -> str:
    """Text as an HTML attribute value between double quotes."""
    return (text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
            .replace(">", "&gt;"))


def frame_link(game: Game, session: Session, choices: EmbedChoices) -> str:
    """The frame's link (a fragment, ``#game=…&embed=1…``): the line with its comments,
    opening at the chosen position."""
    choices = applied(choices, session)
    ply = {"shown": session.cursor, "first": 0, "last": len(session.tokens)}[choices.start]
    embedding = Embedding(controls=choices.controls, interactive=choices.interactive,
                          orientation=choices.orientation, lang=choices.lang,
                          autoplay=choices.autoplay, loop=choices.loop, labels=choices.labels)
    return session_link(game, session, ply=ply, embed=embedding,
                        reveal=choices.reveal and game.hidden_hands,
                        start_text=public_start(game, session))


def preview_src(page_url: str, game: Game, session: Session, choices: EmbedChoices) -> str:
    """The dialog's preview frame: the same link in the query form (``?game=…``), so that
    each change of a choice loads the frame anew (a new fragment alone would not)."""
    return page_url + "?" + frame_link(game, session, choices)[1:]


def embed_code(page_url: str, game: Game, session: Session, choices: EmbedChoices,
               title: str) -> str:
    """The ``<iframe>`` to paste into another site's page. ``page_url``: this page's address
    without its query or fragment; ``title``: the frame's name for screen readers. BadInput
    ``link_too_long`` for a line whose frame's link the page could not read (moves played on
    past what a link holds): no code that opens the home page."""
    width, height = frame_size(game.name, applied(choices, session), bool(session.notes))
    src = page_url + checked_link(frame_link(game, session, choices), untrusted.MAX_LINK_CHARS)
    return (f'<iframe src="{_attr(src)}" width="{width}" height="{height}" '
            f'title="{_attr(title)}" loading="lazy" style="{frame_style(width, height)}"></iframe>')


def frame_style(width: int, height: int) -> str:
    """The frame's CSS: as wide as the column up to ``width``, its height in proportion."""
    return f"border:0;width:100%;max-width:{width}px;height:auto;aspect-ratio:{width}/{height}"
