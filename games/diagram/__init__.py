"""Static board diagrams: SVG pictures of a position that look like the page's board.

``python -m games.diagram GAME [options] --moves "…" [--ply N]`` writes one
(see ``games.diagram.cli`` and ``docs/diagrams.md``). Each game has a module
here (``siam``, ``saiju``, ``niju``, ``symbol_pallet``) holding the shapes its
pieces are made of and a ``draw(state, before, move, labels, reveal, letters)`` that
builds the whole board as an element tree (``games.diagram.svg.Node``). The
page's views build their pieces from the same shape functions, so a diagram
and the page share one drawing, the same classes and the same ``data-*``
attributes; ``games.diagram.style`` embeds the page's own stylesheets.

This package imports no game module until asked, so a view that needs only
one game's shapes loads only that game.
"""

from __future__ import annotations

from importlib import import_module
from collections.abc import Sequence
from typing import Any

from ..catalog import CATALOG
from ..notes import Arrow, Mark
from .note_marks import marks_group
from .svg import Node, el, to_svg

_MODULES = {name: parts.diagram for name, parts in CATALOG.items()}


def drawer(game_name: str) -> Any:
    """The diagram module of a game (it has ``draw``); KeyError for a game without one."""
    return import_module(_MODULES[game_name])


CAPTION_LINE = 0.075
"""A caption line's height, as a share of the board's width (its text is 0.6 of that)."""


def _em(char: str) -> float:
    """A character's rough width in ems: CJK and other wide scripts a whole em, others about
    half (the caption is wrapped by this estimate: the SVG has no text layout of its own)."""
    return 1.0 if ord(char) >= 0x2E80 else 0.56


NO_LINE_START = "、。，．）」』】！？ー…,.)!?"
"""Marks a line never starts with (they stay at the end of the line before, as in print)."""


def wrapped(text: str, ems: float) -> list[str]:
    """``text`` in lines of at most about ``ems`` ems: between words where it has spaces,
    anywhere in a run of wide characters (Japanese has no spaces between words)."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if sum(map(_em, candidate)) <= ems:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = ""
        for char in word:  # a word too long for a line (or a run of CJK) breaks anywhere
            if sum(map(_em, line + char)) > ems and line and char not in NO_LINE_START:
                lines.append(line)
                line = ""
            line += char
    return [*lines, line] if line else lines


def caption_lines(board: Node, caption: str) -> tuple[Node, float]:
    """``caption`` (lines separated by newlines, each wrapped to the board's width) as text
    on a plain band under ``board``: the group and the height it adds to the picture. Plain
    text: the SVG writer escapes it."""
    x, y, w, h = (float(v) for v in board.attrs["viewBox"].split())
    line = w * CAPTION_LINE
    size = line * 0.6
    parts = [part for paragraph in caption.split("\n") for part in wrapped(paragraph, 0.94 * w / size)]
    height = line * (len(parts) + 0.3)
    texts = [el("text", text=part, x=round(x + w / 2, 1), y=round(y + h + line * (i + 0.8), 1))
             for i, part in enumerate(parts)]
    band = el("rect", x=x, y=round(y + h, 1), width=w, height=round(height, 1), fill="#f7f3ea")
    group = el("g", band, texts, class_="diagram-caption", fill="#2b2b2b", font_size=round(size, 1),
               font_family="system-ui, sans-serif", text_anchor="middle")
    return group, height


def diagram(state: Any, before: Any = None, move: str | None = None, labels: bool = False,
            reveal: bool = False, styled: bool = True, width: int | None = 600,
            marks: Sequence[Arrow | Mark] = (), caption: str = "", letters: bool = False,
            comment: str = "") -> Node:
    """The whole diagram of ``state`` as a tree: the board, a title, the page's styles.

    ``labels``: the names the page's Labels choice shows (``labels=1``: Saiju's hex names,
    Symbol Pallet's colour letters; Siam always shows its coordinates, Ni-Ju has none).
    ``letters``: the colour letters of the page's Colour letters toggle. ``comment``: the
    author's comment on the position (``games.notes``), under the caption, so that a picture
    in a booklet carries what the line says there.

    ``before``/``move``: the position before and the move that led to ``state``
    (the page marks what it touched). The root carries the page contract's
    attributes (``data-game``, ``data-ply``, ``data-to-move``, ``data-outcome``,
    ``data-scores``) so a picture can be checked like the page. ``marks``: an author's
    arrows and marked squares on the position (``games.notes``), drawn over the pieces
    as the page draws them. ``caption``: lines of text under the board, such as who is to
    move and each seat's score or reserve, in the words of whoever asks (the page gives them
    in its language); its first line is also the picture's title.
    """
    game = state.game.name
    module = drawer(game)
    board = module.draw(state, before, move, labels=labels, reveal=reveal, letters=letters)
    if marks:
        board = Node(board.tag, board.attrs, [*board.children, marks_group(
            marks, lambda name: module.note_point(state, name), module.NOTE_UNIT)])
    under = "\n".join(part for part in (caption.strip(), comment.strip()) if part)
    if under:
        text, extra = caption_lines(board, under)
        x, y, w, h = board.attrs["viewBox"].split()
        board = Node(board.tag, {**board.attrs, "viewBox": f"{x} {y} {w} {round(float(h) + extra, 1)}"},
                     [*board.children, text])
    outcome = state.outcome()
    scores = state.scores()
    names = state.game.player_names(len(state.players))
    if caption.strip():
        status = caption.strip().split("\n")[0]
    elif outcome is None:
        name = names[state.to_move]
        status = f"{name[:1].upper()}{name[1:]} to move"
    else:
        status = outcome.reason
    title = el("title", text=f"{state.game.title}, ply {state.ply}: {status}")
    vb = board.attrs["viewBox"].split()
    height = None
    if width is not None:
        height = round(width * float(vb[3]) / float(vb[2]))
    attrs = {
        "class": f"ab-diagram {game}-diagram",
        "data-game": game,
        "data-ply": str(state.ply),
        "data-to-move": "" if outcome is not None or state.to_move is None else str(state.to_move),
        "data-outcome": outcome.code() if outcome is not None else "",
    }
    if scores is not None:
        attrs["data-scores"] = ",".join(str(s) for s in scores)
    if width is not None:
        attrs["width"] = str(width)
        attrs["height"] = str(height)
    attrs.update(board.attrs)
    attrs["role"] = "img"
    children: list[Node] = [title]
    if styled:
        from .style import stylesheet
        css = stylesheet(game, Node("svg", attrs, board.children))
        if css:
            children.append(el("style", text=css))
    return Node("svg", attrs, [*children, *board.children])


def render(state: Any, before: Any = None, move: str | None = None, labels: bool = False,
           reveal: bool = False, styled: bool = True, width: int | None = 600,
           marks: Sequence[Arrow | Mark] = (), caption: str = "", letters: bool = False,
           comment: str = "") -> str:
    """``diagram(...)`` as a standalone SVG document."""
    return to_svg(diagram(state, before, move, labels, reveal, styled, width, marks, caption, letters,
                          comment))


__all__ = ["Node", "diagram", "drawer", "el", "render", "to_svg"]
