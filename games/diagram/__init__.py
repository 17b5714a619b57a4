"""Static board diagrams: SVG pictures of a position that look like the page's board.

``python -m games.diagram GAME [options] --moves "…" [--ply N]`` writes one
(see ``games.diagram.cli`` and ``docs/diagrams.md``). Each game has a module
here (``siam``, ``saiju``, ``niju``, ``symbol_pallet``) holding the shapes its
pieces are made of and a ``draw(state, before, move, labels, reveal)`` that
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


def diagram(state: Any, before: Any = None, move: str | None = None, labels: bool = False,
            reveal: bool = False, styled: bool = True, width: int | None = 600,
            marks: Sequence[Arrow | Mark] = ()) -> Node:
    """The whole diagram of ``state`` as a tree: the board, a title, the page's styles.

    ``before``/``move``: the position before and the move that led to ``state``
    (the page marks what it touched). The root carries the page contract's
    attributes (``data-game``, ``data-ply``, ``data-to-move``, ``data-outcome``,
    ``data-scores``) so a picture can be checked like the page. ``marks``: an author's
    arrows and marked squares on the position (``games.notes``), drawn over the pieces
    as the page draws them.
    """
    game = state.game.name
    module = drawer(game)
    board = module.draw(state, before, move, labels=labels, reveal=reveal)
    if marks:
        board = Node(board.tag, board.attrs, [*board.children, marks_group(
            marks, lambda name: module.note_point(state, name), module.NOTE_UNIT)])
    outcome = state.outcome()
    scores = state.scores()
    names = state.game.player_names(len(state.players))
    if outcome is None:
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
           marks: Sequence[Arrow | Mark] = ()) -> str:
    """``diagram(...)`` as a standalone SVG document."""
    return to_svg(diagram(state, before, move, labels, reveal, styled, width, marks))


__all__ = ["Node", "diagram", "drawer", "el", "render", "to_svg"]
