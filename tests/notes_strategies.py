"""Hypothesis strategies for comments and marks (games/notes.py) on random lines of every game."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from games import untrusted
from games.base import Game
from games.niju.board import LIMIT
from games.notes import COLOURS, Annotation, Arrow, Mark
from games.saiju.geometry import HEXES
from games.siam.geometry import STANDARD
from games.symbol_pallet.field import REACH
from tests.rules.test_records import SETUPS, random_line

HARD_TEXTS = [
    'He said "push" \\ then {left}', "}{", "{{{{", "[%cal GA1B2] is how an arrow is written",
    "\\[%csl RA1]", "~~~ tilde ~", "<script>alert(1)</script> & <b>bold</b>",
    "שלום עולם مرحبا", "象が押す。岩を外へ", "line one\nline two\n\n\tindented", "100%+%25+&=#?",
    "a_b.c/d", "\u2028\u2029 separators", "\U0001F418 elephant",
]
"""Comment texts that stress the grammars: quotes, braces, escapes, the marks' own syntax,
the link's separators, markup, right-to-left and CJK text, line breaks, emoji."""

comment_texts = st.one_of(
    st.sampled_from(HARD_TEXTS),
    st.text(st.characters(exclude_categories=("Cc", "Cs"), include_characters="\n\t"),
            max_size=300),
).map(str.strip)


def squares_of(game: Game) -> st.SearchStrategy[str]:
    """Square names of ``game`` as its notation writes them."""
    if game.name == "siam":
        return st.sampled_from(STANDARD.names)
    if game.name == "saiju":
        return st.sampled_from(HEXES)
    bound = LIMIT if game.name == "ni-ju" else REACH
    near = st.integers(-6, 6)
    far = st.integers(-bound, bound)
    return st.builds(lambda x, y: f"{x},{y}", st.one_of(near, far), st.one_of(near, far))


@st.composite
def annotations(draw: Any, game: Game) -> Annotation:
    """A non-empty annotation: a comment, distinct arrows and distinct marked squares."""
    squares = squares_of(game)
    colours = st.sampled_from(sorted(COLOURS))
    pairs = draw(st.lists(st.tuples(squares, squares).filter(lambda p: p[0] != p[1]),
                          max_size=6, unique=True))
    marked = draw(st.lists(squares, max_size=6, unique=True))
    comment = draw(comment_texts)
    arrows = tuple(Arrow(draw(colours), a, b) for a, b in pairs)
    marks = tuple(Mark(draw(colours), s) for s in marked)
    if not (comment or arrows or marks):
        comment = "a comment"
    assert len(arrows) + len(marks) <= untrusted.MAX_MARKS
    return Annotation(comment, arrows, marks)


@st.composite
def notes_for(draw: Any, game: Game, plies: int) -> dict[int, Annotation]:
    """Annotations at random plies of a line of ``plies`` moves."""
    at = draw(st.lists(st.integers(0, plies), max_size=min(plies + 1, 6), unique=True))
    return {ply: draw(annotations(game)) for ply in at}


@st.composite
def annotated_lines(draw: Any, max_plies: int = 60) -> tuple[Any, ...]:
    """A random line of any game (``tests.rules.test_records.random_line``: game, options, tokens,
    final state) and annotations at random plies of it."""
    setup = draw(st.sampled_from(SETUPS))
    game, options, tokens, state = random_line(*setup, draw(st.integers(0, 10**6)),
                                               draw(st.integers(0, max_plies)))
    return game, options, tokens, state, draw(notes_for(game, len(tokens)))
