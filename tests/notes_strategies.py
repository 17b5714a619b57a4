"""Hypothesis strategies for comments and marks (games/notes.py) on random lines of every game,
and random trees of variations (games/variations.py) with comments and marks inside."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from games import untrusted
from games.base import Game
from games.niju.board import LIMIT
from games.notes import COLOURS, Annotation, Arrow, Mark
from games.variations import Node
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


MAX_NESTING = 3
"""How deep the random trees nest their variations (the readers' own limit is tested apart)."""


def _legal(state: Any, exclude: frozenset[str]) -> list[str]:
    return [] if state.over else sorted(t for t in state.legal_tokens() if t not in exclude)


def _variation(draw: Any, game: Game, state: Any, depth: int, exclude: frozenset[str]) -> Node | None:
    """A variation from ``state``: a move not in ``exclude``, a few more after it, comments
    and marks on some positions, and alternatives nested inside it (``depth`` deep so far)."""
    moves, states = [], [state]
    for _ in range(draw(st.integers(1, 4))):
        legal = _legal(states[-1], exclude if not moves else frozenset())
        if not legal:
            break
        moves.append(draw(st.sampled_from(legal)))
        states.append(states[-1].play(moves[-1]))
    after: tuple[Node, ...] = ()
    for i in range(len(moves) - 1, -1, -1):
        node = Node(moves[i], draw(st.one_of(st.none(), annotations(game))), after)
        after = (node,)
        if i and depth < MAX_NESTING and draw(st.integers(0, 3)) == 0:
            inner = _variation(draw, game, states[i], depth + 1, frozenset({moves[i]}))
            after += () if inner is None else (inner,)
    return after[0] if after else None


@st.composite
def variation_trees(draw: Any, max_plies: int = 30) -> tuple[Any, ...]:
    """A random line of any game with comments and marks, and a random tree of alternatives
    to it (``games.variations``): legal moves from the engine, comments and marks inside,
    nested. (game, options, tokens, states, notes, alternatives)."""
    from games.record import replay

    setup = draw(st.sampled_from(SETUPS))
    game, options, tokens, _ = random_line(*setup, draw(st.integers(0, 10**6)),
                                           draw(st.integers(1, max_plies)))
    states = replay(game.new(options), tokens).states
    alternatives: dict[int, tuple[Node, ...]] = {}
    plies = draw(st.lists(st.integers(0, len(tokens) - 1), max_size=4, unique=True)) if tokens else []
    for ply in plies:
        nodes: list[Node] = []
        for _ in range(draw(st.integers(1, 2))):
            node = _variation(draw, game, states[ply], 1,
                              frozenset({tokens[ply], *(n.move for n in nodes)}))
            if node is not None:
                nodes.append(node)
        if nodes:
            alternatives[ply] = tuple(nodes)
    return game, options, tokens, states, draw(notes_for(game, len(tokens))), alternatives


@st.composite
def paths_through(draw: Any, moves: tuple[Node, ...]) -> tuple[int, ...]:
    """A random path through a tree (``Session.show``'s): an index at each position, to a
    random depth."""
    path: list[int] = []
    while moves and draw(st.integers(0, 5)):
        index = draw(st.integers(0, len(moves) - 1))
        path.append(index)
        moves = moves[index].next
    return tuple(path)
