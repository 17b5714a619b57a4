"""Save a picture of the board on screen: SVG, or PNG at once or twice its size.

The picture is ``games.diagram``'s drawing of the shown position, the very SVG that
``python -m games.diagram`` writes for the same position (``diagram_words`` names its
words), with nothing hidden unless the link said ``reveal=1``, the page's Labels and
Colour letters choices as on screen, the author's comment on the position under it and
none of the interactive board's hints. Python draws it; the
page's script (``ABSTRACT_BOARDS_PICTURE`` in ``web/boot.js``) saves it as a file or
rasterises it through an ``<img>`` and a ``<canvas>``: nothing is fetched.
"""

from __future__ import annotations

from typing import Any


from games import untrusted
from games.base import State
from games.notes import Annotation
from games.page_link import notes_to_param
from games.session import Session

from . import dom, tasks
from .i18n import t
from .outcome_text import outcome_text
from .page import Page, View
from .questions import Question

WIDTH = 600
"""The picture's width in CSS pixels (the diagram command's default): PNG 1× is that
many pixels wide, 2× twice as many."""


def turn_words(state: State, view: View) -> str:
    """Who is to move in ``state`` (the engine's ``to_move``), or how the game ended, in the
    page's language: a picture's first line, and an interactive embed's whose-turn line."""
    outcome = state.outcome()
    return outcome_text(outcome, view.seat_name) if outcome is not None \
        else t("picture.to_move", seat=view.seat_name(state.to_move or 0))


def picture_caption(state: State, view: View) -> str:
    """The lines under a saved picture, in the page's language: who is to move (or how the
    game ended) and each seat with what it holds (``BoardView.seat_facts``)."""
    first = turn_words(state, view)
    seats = view.seat_facts(state)
    return first + ("\n" + t("list.separator").join(seats) if seats else "")


def picture(session: Session, reveal: bool = False, labels: bool = False, caption: str = "",
            letters: bool = False) -> str:
    """The SVG of the session's shown position, its last move marked as on the board, with
    ``caption`` under it (``picture_caption``) and then the author's comment on it."""
    return ply_picture(session, session.cursor, reveal, labels, caption, letters)


def ply_picture(session: Session, k: int, reveal: bool = False, labels: bool = False,
                caption: str = "", letters: bool = False, comment: bool = True) -> str:
    """``picture`` of the line's position ``k`` (0: its first), whatever is shown: the one
    drawing of a position for a saved file and for each picture of the printable line
    (``web.print_sheet``, which writes the comment as text beside it: ``comment=False``)."""
    from games.diagram import render

    before = session.states[k - 1] if k else None
    move = session.tokens[k - 1] if k else None
    note = session.notes.get(k)
    marks, words = (note.marks, note.comment) if note is not None else ((), "")
    return render(session.states[k], before, move, labels=labels, reveal=reveal, width=WIDTH,
                  marks=marks, caption=caption, letters=letters, comment=words if comment else "")


def diagram_words(session: Session, reveal: bool = False, labels: bool = False,
                  caption: str = "", letters: bool = False) -> list[str]:
    """The words of ``python -m games.diagram`` that draw the same picture as ``picture``."""
    start = session.start
    words = [start.game.name, "--position", start.position_text()]
    if session.tokens:
        words += ["--moves", " ".join(session.tokens), "--ply", str(session.cursor)]
    note = session.notes.get(session.cursor)
    if note is not None and not note.empty:
        words += ["--notes", notes_to_param({session.cursor: Annotation(note.comment, note.arrows,
                                                                        note.squares)})]
    if caption:
        words += ["--caption", caption.replace("\n", "\\n")]
    if labels:
        words.append("--labels")
    if letters:
        words.append("--letters")
    if reveal:
        words.append("--reveal")
    return words


def file_name(session: Session, kind: str, scale: int = 1) -> str:
    """``siam-move-3.svg``, ``siam-move-3.png``, ``siam-move-3@2x.png`` for the position after
    the line's third move (counted from the line's first position, as the move list numbers
    them, whatever the game's ply there), ``siam-start.png`` for that first position."""
    size = f"@{scale}x" if kind == "png" and scale != 1 else ""
    where = f"move-{session.cursor}" if session.cursor else "start"
    return f"{session.start.game.name}-{where}{size}.{kind}"


class PictureExport:
    """The Picture dialog (``#export-dialog``: ``button[data-export]``), opened by a
    ``button[data-export-menu]``: "Picture…" in the page's controls, and ⤓ at the end
    of an embedded board's replay row."""

    def __init__(self, page: Page, letters: Any) -> None:
        self.page = page
        self.frame = page.frame
        self.letters = letters
        """Whether the page shows its colour letters now (Saiju's Colour letters toggle)."""
        self.dialog = dom.by_id(self.frame, "export-dialog")
        self.shown: Question[None] = page.state.questions.question(lambda: dom.withdraw(self.dialog))
        """The game the dialog was opened for: another game on screen closes it."""
        for opener in self.frame.document.querySelectorAll("[data-export-menu]"):
            dom.listen(opener, "click", self.on_open)
        dom.listen(self.dialog, "click", self.on_click)

    def on_open(self, _event: Any) -> None:
        session = self.page.state.session
        if session is not None:
            self.shown.ask(session, None, whole_game=True)
            self.dialog.showModal()

    def on_click(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "export")
        state = self.page.state
        if hit is None or state.session is None or state.game is None:
            return
        self.dialog.close()
        scale = 0  # 0: the SVG itself
        if hit[1] == "png":
            asked = dom.closest_data(event.target, "scale")
            scale = int(untrusted.one_of("scale", asked[1] if asked else "1", ("1", "2")))
        session = state.session
        caption = picture_caption(session.current, state.view) if state.view is not None else ""
        labels = state.view is not None and state.view.labels_shown()
        svg = picture(session, state.reveal, labels, caption, bool(self.letters()))
        name = file_name(session, hit[1], scale or 1)
        page = self.page

        async def save() -> None:
            try:
                await self.frame.window.ABSTRACT_BOARDS_PICTURE.save(svg, name, scale)
            except Exception:  # noqa: BLE001 - the browser could not draw it: say so in words
                page.show_message(t("export.failed"))

        tasks.spawn(save())

