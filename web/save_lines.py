"""The lines a saved game holds (``web.saves``): whether its record is finished, whether it
shows hands no one else may see, whether one game holds every move of another, and the line
a save shows. Pure Python, tested on CPython.

A game with variations is one tree of lines (``games.variations``) whichever line is shown:
its result is its main line's, and one game holds another when every line of the other
begins a line of its own.
"""

from __future__ import annotations

from typing import Any

from games.errors import GameError
from games.record import replay
from games.session import Session
from games.variation_link import branch_from_param


def record_finished(session: Session) -> bool:
    """True when the game's record ends in a result, wherever the ply on screen is.

    A finished game stepped back through (or with its last move undone, not yet
    replaced) is still finished: it has nothing left to resume. The record's result is its
    main line's: a variation shown that ends the game (an author's "if instead …") leaves
    the game, and its save, unfinished.
    """
    if not session.chosen:
        return session.states[-1].outcome() is not None \
            or session.draw_agreed_at == len(session.tokens)
    main = session.main_line().tokens
    shared = min(session.chosen)  # the shown line leaves the main line after this many plies
    final = replay(session.states[shared], list(main[shared:])).final
    return final.outcome() is not None or session.draw_agreed_at == len(main)


def hides_hands(session: Session) -> bool:
    """Whether the game's record shows hands that no one else may see: an unfinished game of
    a game with hidden hands (``Game.hidden_hands``). Its seed or deck and its moves rebuild
    every hand; a finished game hides nothing any more."""
    return session.start.game.hidden_hands and not record_finished(session)


def show_branch(session: Session, branch: Any) -> None:
    """Show the line a save names (``branch``, in a link's form), read defensively: a value
    that is no text or names no line of the record leaves its main line shown, and nothing
    else of the save is lost."""
    if not isinstance(branch, str):
        return
    try:
        path = branch_from_param(session.tree(), branch)
    except GameError:
        return
    session.show(path)
    session.goto(len(session.tokens))


def contains(line: Session, other: Session) -> bool:
    """True when ``line`` holds every move of ``other``: the same game and options (so the
    same start, a start position included) and every line of ``other``'s tree of moves
    (without variations: its moves) begins a line of ``line``'s, whichever line each shows
    (writing ``line`` over ``other`` loses none of them)."""
    mine, theirs = line.start, other.start
    if not (mine.game.name == theirs.game.name and mine.options == theirs.options
            and line.start_position == other.start_position):
        return False
    if not (line.alternatives or line.chosen or other.alternatives or other.chosen):
        return line.tokens[:len(other.tokens)] == other.tokens
    stack = [(line.tree(), other.tree())]
    while stack:  # a loop over the tree, never recursion: a line may have 5,000 moves
        ours, theirs_moves = stack.pop()
        by_move = {node.move: node for node in ours}
        for node in theirs_moves:
            if node.move not in by_move:
                return False
            stack.append((by_move[node.move].next, node.next))
    return True
