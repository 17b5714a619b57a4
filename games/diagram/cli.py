"""The diagram command: ``python -m games.diagram GAME [options] [--moves "…"] [--ply N]``.

It chooses the game and the position with the referee's own words
(``games.referee.add_game_arguments``: ``--players``, ``--seed``, ``--deck``,
``--option``, ``--moves``, ``--position``) and replays the moves with the
same helper, so a record that the referee accepts draws, and a bad one fails
with the referee's message: exit status 2 and one line on standard error,
never a traceback.
"""

from __future__ import annotations

from typing import Sequence

from .. import untrusted
from ..errors import BadOption
from ..page_link import notes_from_param
from ..record import replay
from ..referee import (StrictParser, add_game_arguments, main_of, number_arg, one_line_errors,
                       start_from_args)
from . import render


def _parser() -> StrictParser:
    p = StrictParser(
        prog="python -m games.diagram",
        description="Draw a position as an SVG picture that looks like the page's board.",
    )
    add_game_arguments(p)
    p.add_argument("--ply", type=number_arg(untrusted.ply, "--ply"), metavar="N",
                   help="draw the position after the first N moves (default: all of them)")
    p.add_argument("--out", metavar="FILE", help="write the SVG to FILE (default: standard output)")
    p.add_argument("--labels", action="store_true",
                   help="show the labels of the page's Labels choice, labels=1 (Saiju hex "
                        "names, Symbol Pallet colour letters; Siam always shows its coordinates)")
    p.add_argument("--letters", action="store_true",
                   help="show the colour letters of the page's Colour letters toggle (Saiju, "
                        "Symbol Pallet)")
    p.add_argument("--reveal", action="store_true",
                   help="show hidden information (Symbol Pallet: every hand and the discard pile)")
    p.add_argument("--width", type=number_arg(untrusted.width, "--width"), default=600, metavar="PX",
                   help=f"the picture's width in pixels, 0 to {untrusted.MAX_WIDTH:,} "
                        "(default 600; 0: none, it fills its box)")
    p.add_argument("--notes", default="", metavar="TEXT",
                   help="comments and marks by ply, as a page link's notes parameter "
                        "(docs/notation.md): the drawn position's arrows and squares are drawn, "
                        "its comment written under the picture")
    p.add_argument("--caption", default="", metavar="TEXT",
                   help="lines of text under the board, separated by \\n (the page's picture "
                        f"gives who is to move and the seats), at most {untrusted.MAX_CAPTION_CHARS} "
                        "characters")
    p.add_argument("--no-style", action="store_true",
                   help="leave the page's stylesheet out (for sites that link their own)")
    return p


def _diagram(argv: Sequence[str]) -> tuple[int, str, str]:
    """Run the command; returns (exit status, standard output, standard error).

    With ``--out`` the SVG goes to the file and standard output stays empty.
    """
    args = _parser().parse_args(list(argv))
    start = start_from_args(args)
    tokens = untrusted.move_tokens(args.moves, name="--moves")
    if args.ply is not None:
        if args.ply > len(tokens):
            raise BadOption(f"ply {args.ply} is past the last move ({len(tokens)})")
    result = replay(start, tokens)
    if result.error is not None:
        raise result.error
    cursor = len(tokens) if args.ply is None else args.ply
    state = result.states[cursor]
    before = result.states[cursor - 1] if cursor > 0 else None
    move = tokens[cursor - 1] if cursor > 0 else None
    notes, refused = notes_from_param(start.game, args.notes, len(tokens))
    if refused:
        raise refused[0]
    note = notes.get(cursor)
    marks, comment = (note.marks, note.comment) if note is not None else ((), "")
    caption = untrusted.line_text("--caption", args.caption.replace("\\n", "\n"),
                                     untrusted.MAX_CAPTION_CHARS)
    text = render(state, before, move, labels=args.labels, reveal=args.reveal,
                  styled=not args.no_style, width=args.width or None, marks=marks, caption=caption,
                  letters=args.letters, comment=comment)
    if args.out:
        try:
            with open(args.out, "w", encoding="utf-8") as out:
                out.write(text)
        except OSError as err:
            reason = err.strerror or type(err).__name__
            return 2, "", f"cannot write {untrusted.excerpt(args.out)}: {reason}\n"
        return 0, "", ""
    return 0, text, ""


run = one_line_errors(_diagram)
"""Run the command; returns (exit status, standard output, standard error)."""


def main(argv: Sequence[str] | None = None) -> int:
    return main_of(run, argv)
