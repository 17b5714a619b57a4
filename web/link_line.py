"""The line a page link opens: its start, its moves, the comments on them, the variations
beside them and the line shown (docs/notation.md#page-links).

``web.links`` reads each parameter's shape; here the game reads what they say, and every
part it refuses becomes a message in the page's language while the rest is kept: a bad
move stops the line before it, a bad comment is dropped alone, bad ``variations`` open
the main line without them, a bad ``branch`` the main line with them. Pure Python
(no browser import), tested on CPython.
"""

from __future__ import annotations

from games import GameError, untrusted
from games.base import Game, State
from games.notes import Annotation
from games.page_link import notes_from_param
from games.session import Session
from games.variation_link import branch_from_param, variations_from_param

from .error_words import error_text
from .i18n import t
from .links import LinkRequest


def link_start(game: Game, request: LinkRequest, new_deal: int | None = None
               ) -> tuple[State, list[str]]:
    """The start a link asks for, and what is wrong with it (in the page's language).

    Its ``position`` when it gives one (read by ``games.untrusted.position``; the text
    carries the players and options, so those parameters beside it are ignored and
    said so); else the opening of its options. A position that cannot be read or is
    impossible is named in the message and the game opens at its usual start, as
    options the game refuses do.

    ``new_deal``: the seed that deals what the position leaves to the deal (Symbol Pallet's
    public text, ``start=-``: hands and deck as counts) when the link plays on from it. The
    page gives a fresh one each time (``web.routes.new_seed``), as the home page gives each
    new game: with seed 0 everyone holding the link, or the referee, would
    know every hand. A link with ``moves`` replays a line played on one deal, and one with
    ``reveal=1`` shows the deal as a diagram: both read the text as the referee does (seed
    0), so they open the same game every time. A text that names its seed keeps it.
    """
    problems: list[str] = []
    if request.position is not None:
        plays_on = not request.moves and not request.reveal
        try:
            start = untrusted.position(game, request.position,
                                       deal_seed=new_deal if plays_on else None)
        except GameError as err:
            problems.append(t("link.bad_position", error=error_text(err)))
        else:
            given = [name for name, value in (("players", request.players),
                                              ("option", request.options or None),
                                              ("seed", request.seed), ("deck", request.deck))
                     if value is not None]
            if given:
                problems.append(t("link.position_options", names=", ".join(given)))
            return start, problems
    try:
        options = game.options(request.players, request.options, request.seed, request.deck)
    except GameError as err:
        problems.append(t("link.bad_options", error=error_text(err)))
        options = game.options()
    return game.new(options), problems


def link_notes(game: Game, request: LinkRequest, plies: int
                ) -> tuple[dict[int, Annotation], list[str]]:
    """The comments and marks a link gives for a line of ``plies`` moves, and each part
    refused, named in the page's language (``games.page_link.notes_from_param``: the rest
    of the line's comments are kept)."""
    if request.notes is None:
        return {}, []
    notes, refused = notes_from_param(game, request.notes, plies)
    problems = [error_text(err) for err in refused]
    if problems and notes:
        problems.append(t("link.notes_kept"))
    return notes, problems


def link_variations(game: Game, request: LinkRequest, session: Session) -> list[str]:
    """Give ``session`` (its main line and that line's comments read from the link) the
    link's ``variations`` and show its ``branch``; what is refused, in the page's language.
    A ``branch`` is read only against variations that were read whole."""
    if request.variations:
        try:
            session.alternatives = variations_from_param(game, request.variations,
                                                         session.states, session.tokens)
        except GameError as err:
            return [t("link.bad_variations", error=error_text(err))]
    if request.branch:
        try:
            path = branch_from_param(session.tree(), request.branch)
        except GameError as err:
            return [t("link.bad_branch", error=error_text(err))]
        session.show(path)
        session.goto(len(session.tokens))
    return []


def link_session(game: Game, start: State, request: LinkRequest) -> tuple[Session, list[str]]:
    """The session a link opens from ``start``: its moves (up to the first bad one), the draw
    they agreed, the main line's comments, the variations and the line shown, at ``ply``
    of that line (else its end); and the problems, in the page's language."""
    problems: list[str] = []
    session, error = Session.from_tokens(start, request.moves)
    if error is not None:
        problems.append(t("link.bad_move", error=error_text(error)))
    elif request.agreed_draw and not session.over:
        session.agree_draw()  # after the last move, as the link that wrote it recorded
    session.notes, note_problems = link_notes(game, request, len(session.tokens))
    problems.extend(note_problems)
    problems.extend(link_variations(game, request, session))
    if request.ply is not None:
        if request.ply > len(session.tokens):
            problems.append(t("link.ply_past", ply=request.ply, last=len(session.tokens)))
        session.goto(request.ply)
    return session, problems
