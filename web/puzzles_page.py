"""The puzzles page of one game (``?game=G&puzzles=1``): its puzzles by kind and difficulty.

Each puzzle is a link to ``?game=G&puzzle=ID``, marked when it is solved
(``data-solved="1"`` and a tick). The list comes from ``games.puzzles``, the
solved ones from the learner's progress (``web.exercise.Progress``).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any


from . import dom
from .i18n import t
from .links import urlencode

if TYPE_CHECKING:
    from games.base import Game

    from .exercise import Progress
    from .page import Page


def learn_link(game: str, **params: str) -> str:
    """An in-site link to a lesson, a puzzle or the puzzles page."""
    return "?" + urlencode([("game", game), *params.items()])


def difficulty(name: str) -> str:
    """A puzzle difficulty in words (the name itself when there is no string for it)."""
    key = f"learn.difficulty.{name}"
    text = t(key)
    return name if text == key else text


def load_puzzles(game: str) -> tuple[Any, ...] | None:
    """The game's puzzles, or None when this site has no puzzles package."""
    return load_optional("games.puzzles", "load", game)


def load_optional(package: str, loader: str, game: str) -> tuple[Any, ...] | None:
    """``package.loader(game)`` as a tuple, or None when this site has no such package."""
    try:
        module = importlib.import_module(package)
    except ModuleNotFoundError as err:
        if absent(err, package):
            return None
        raise
    return tuple(getattr(module, loader)(game))


def absent(err: ModuleNotFoundError, package: str) -> bool:
    """The package itself is missing (not something it imports: that error must show)."""
    return err.name in (package, package.rsplit(".", 1)[0])


def show_list(app: Page, progress: Progress, game: Game) -> None:
    """Fill the puzzles page: a count, then one numbered list per kind and difficulty."""
    app.show_route("puzzles")
    title = t("learn.puzzles.title", game=app.game_title(game))
    app.frame.document.title = t("page.game_title", game=title)
    dom.by_id(app.frame, "puzzles-title").textContent = title
    box = dom.by_id(app.frame, "puzzles-list")
    dom.clear(box)
    puzzles = load_puzzles(game.name)
    if not puzzles:
        dom.by_id(app.frame, "puzzles-count").textContent = t("learn.puzzles.unavailable",
                                                   game=app.game_title(game))
        return
    solved = [p for p in puzzles if progress.puzzle_solved(game.name, p.id)]
    dom.by_id(app.frame, "puzzles-count").textContent = t("learn.puzzles.count", solved=len(solved),
                                               total=len(puzzles))
    groups: dict[tuple[str, str], list[Any]] = {}
    for puzzle in puzzles:
        groups.setdefault((puzzle.kind, puzzle.difficulty), []).append(puzzle)
    for (kind, level), members in groups.items():
        section = dom.html("section", box, class_="puzzle-group")
        dom.html("h2", section, text=f"{t(f'learn.kind.{kind}')} · {difficulty(level)}")
        items = dom.html("ol", section, class_="puzzle-items")
        for number, puzzle in enumerate(members, start=1):
            done = progress.puzzle_solved(game.name, puzzle.id)
            row = dom.html("li", items)
            link = learn_link(game.name, puzzle=puzzle.id)
            anchor = dom.html("a", row, href=link, data_open_link=link,
                              data_puzzle_item=puzzle.id, class_="solved" if done else None,
                              text=f"{number}{' ✓' if done else ''}")
            if done:
                anchor.setAttribute("aria-label", f"{number} ({t('learn.puzzles.solved')})")
                anchor.setAttribute("data-solved", "1")
