"""The command-line referee: ``python -m games GAME [options] [--moves "…"]``.

Its JSON fields and move tokens are a public interface (see
``shared/rules/notation.md`` and ``docs/notation.md``): outside checks drive
the engine through it, so the output is exact and any bad input ends with exit
status 2 and one line on standard error, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Callable, Sequence

from . import untrusted
from .base import State
from .errors import BadOption, GameError, InputError
from .record import replay
from .registry import game_names, get_game


class StrictParser(argparse.ArgumentParser):
    """An argument parser that raises ``InputError`` (one line, no usage text, no exit)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        extra = message.partition(": ")[2].split()
        if message.startswith("unrecognized arguments") and any(not a.startswith("--") for a in extra):
            message = (short_line(message, 160)
                       + ' (give all the moves as one argument: --moves "M1 M2 …")')
        raise InputError(short_line(message))


MAX_ERROR_CHARS = 300
"""An error line never gets longer than this, whatever the input was."""


def short_line(message: str, limit: int = MAX_ERROR_CHARS) -> str:
    """``message`` on one line and cut to ``limit`` characters (the last resort
    behind ``games.untrusted.excerpt``: argparse quotes whole arguments)."""
    message = " ".join(message.split("\n"))
    return message if len(message) <= limit else message[:limit - 1] + "…"


def number_arg(read: Callable[[str, str], int], name: str) -> Callable[[str], int]:
    """An argparse ``type`` from a reader of ``games.untrusted`` (ASCII digits, bounded)."""

    def convert(text: str) -> int:
        try:
            return read(text, name)
        except untrusted.BadInput as err:
            raise argparse.ArgumentTypeError(str(err)) from None
    convert.__name__ = read.__name__
    return convert


def bounded_text(limit: int) -> Callable[[str], str]:
    """An argparse ``type`` refusing a word longer than ``limit`` characters."""

    def convert(text: str) -> str:
        try:
            return untrusted.bounded_text("the value", text, limit)
        except untrusted.BadInput as err:
            raise argparse.ArgumentTypeError(str(err)) from None
    return convert


def add_game_arguments(p: argparse.ArgumentParser) -> None:
    """The words that choose a game and a position: shared by the referee and the diagrams."""
    p.add_argument("game", nargs="?", type=bounded_text(untrusted.MAX_NAME_CHARS),
                   help="one of: " + ", ".join(game_names()))
    p.add_argument("--players", type=number_arg(untrusted.players, "--players"),
                   help="number of players (ASCII digits)")
    p.add_argument("--seed", type=number_arg(untrusted.seed, "--seed"),
                   help="shuffle seed (Symbol Pallet): ASCII digits, below 2**64 in size")
    p.add_argument("--deck", type=bounded_text(untrusted.MAX_DECK * 8),
                   help="explicit deck order, top first: ID,ID,… (Symbol Pallet)")
    p.add_argument("--option", action="append", default=[], metavar="NAME",
                   type=bounded_text(untrusted.MAX_NAME_CHARS),
                   help="switch an option on (repeatable)")
    p.add_argument("--moves", default="",
                   help=f"move tokens separated by spaces (at most {untrusted.MAX_MOVES:,} "
                        f"of at most {untrusted.MAX_TOKEN_CHARS} characters)")
    p.add_argument("--position", type=bounded_text(untrusted.MAX_POSITION_CHARS),
                   help="start from this position text instead of the opening "
                        f"(at most {untrusted.MAX_POSITION_CHARS:,} characters)")


def start_from_args(args: argparse.Namespace) -> State:
    """The start position the words of ``add_game_arguments`` ask for (GameError when bad)."""
    if args.game is None:
        raise InputError(f"name a game: {', '.join(game_names())}")
    game = get_game(args.game)
    deck = None
    if args.deck is not None:
        deck = untrusted.deck(args.deck, "--deck")
    if args.position is not None:
        if args.players is not None or args.seed is not None or deck is not None or args.option:
            raise BadOption("--position carries its own options: give none beside it")
        return untrusted.position(game, args.position)
    return game.new(game.options(args.players, args.option, args.seed, deck))


def _parser() -> argparse.ArgumentParser:
    p = StrictParser(
        prog="python -m games",
        description="Play moves from the start of a game and print the position as JSON.",
    )
    add_game_arguments(p)
    p.add_argument("--reveal", action="store_true",
                   help="show hidden information (Symbol Pallet's deck order)")
    p.add_argument("--record", metavar="FILE",
                   help="start from a game record (docs/records.md; - reads standard input; "
                        f"at most {untrusted.MAX_RECORD_CHARS:,} characters are read); "
                        "--moves then continue it")
    p.add_argument("--write-record", action="store_true",
                   help="print the game as a record (docs/records.md) instead of JSON")
    p.add_argument("--link", action="store_true",
                   help="print the page link (index.html#…) that opens the game, with a "
                        "record's comments, marks and variations, instead of JSON")
    p.add_argument("--suggest", metavar="LEVEL",
                   help="add the computer player's move at LEVEL (easy, normal, strong) "
                        "as \"suggested\"")
    p.add_argument("--ai-seed", type=number_arg(untrusted.seed, "--ai-seed"), metavar="N",
                   help="seed of the suggestion's search (reproducible: iterations only); "
                        "for games that do not shuffle, --seed N with --suggest means the same")
    return p


def _read_record_arg(args: argparse.Namespace) -> Any:
    """The record named by ``--record``, which carries the game and its options."""
    from .record_format import read_record

    if args.game is not None or args.players is not None or args.seed is not None \
            or args.deck is not None or args.option or args.position is not None:
        raise BadOption("--record carries its own game and options: give none beside it")
    return read_record(read_capped(args.record, untrusted.MAX_RECORD_CHARS, "record"))


def read_capped(name: str, limit: int, what: str) -> str:
    """The text of file ``name`` (``-``: standard input), refusing more than ``limit``
    characters without reading further (``--record /dev/zero`` ends at once)."""
    shown = untrusted.excerpt(name)
    try:
        if name == "-":
            text = sys.stdin.read(limit + 1)
        else:
            with open(name, encoding="utf-8", errors="strict") as file:
                text = file.read(limit + 1)
    except (OSError, UnicodeDecodeError) as err:
        reason = err.strerror if isinstance(err, OSError) and err.strerror else err
        raise InputError(f"cannot read the {what} {shown}: {short_line(str(reason), 120)}") from None
    if len(text) > limit:
        raise InputError(f"the {what} {shown} is longer than {limit:,} characters")
    return text


def _record_text(args: argparse.Namespace, record: Any, start: State, tokens: list[str]) -> str:
    from .record_format import write_record
    from .session import AGREED_DRAW

    result = reason = None
    if record is not None and record.agreed_draw and len(tokens) == len(record.moves):
        result, reason = "draw", AGREED_DRAW
    extra = record.extra if record is not None else None
    notes = record.notes if record is not None else None
    alternatives = record.alternatives if record is not None else None
    return write_record(start.game, start.options, tokens, result, reason, extra, notes,
                        _start_if_set(start), alternatives)


def _start_if_set(start: State) -> State | None:
    """``start`` when it is not its game's opening (then records and links carry it)."""
    opening = start.game.new(start.options).position_text() == start.position_text()
    return None if opening else start


def _link_text(args: argparse.Namespace, record: Any, start: State, tokens: list[str]) -> str:
    """``index.html#…``: the page link that opens the game as the record has it."""
    from .page_link import PAGE, checked_link, page_link

    if args.write_record:
        raise InputError("give --link or --write-record, not both")
    notes = computer = alternatives = None
    agreed = False
    if record is not None:
        notes, computer = record.notes, record.extra.get("Computer")
        agreed = record.agreed_draw and len(tokens) == len(record.moves)
        alternatives = record.alternatives
    given = _start_if_set(start)
    link = page_link(start.game, start.options, tokens, notes, computer, agreed,
                     position=given.position_text() if given is not None else None,
                     alternatives=alternatives)
    return PAGE + checked_link(link) + "\n"


def report(state: State, reveal: bool = False) -> dict[str, Any]:
    """The referee's JSON object for a state."""
    outcome = state.outcome()
    out: dict[str, Any] = {
        "game": state.game.name,
        "options": state.options.as_json(state.game),
        "ply": state.ply,
        "to_move": state.to_move,
        "players": list(state.players),
        "legal": state.legal_tokens(),
        "over": outcome is not None,
        "winner": outcome.winner if outcome else None,
        "draw": bool(outcome and outcome.draw),
        "scores": list(s) if (s := state.scores()) is not None else None,
        "position": state.position_text(),
    }
    out.update(state.game.referee_extras(state, reveal))
    return out


def _referee(argv: Sequence[str]) -> tuple[int, str, str]:
    """Run the referee; returns (exit status, standard output, standard error)."""
    args = _parser().parse_args(list(argv))
    record = _read_record_arg(args) if args.record is not None else None
    if record is not None:
        game = record.game
    elif args.game is not None:
        game = get_game(args.game)
    else:
        raise InputError(f"name a game: {', '.join(game_names())}")
    ai_seed = args.ai_seed
    if args.suggest is not None and args.seed is not None and not game.uses_seed:
        # A game without a shuffle has no use for --seed: with --suggest it
        # seeds the search, as the issue writes it (``--suggest LEVEL --seed N``).
        if ai_seed is not None:
            raise BadOption("give the search's seed once: --seed or --ai-seed")
        ai_seed, args.seed = args.seed, None
    if args.suggest is not None:
        from .ai.levels import level as _level
        _level(args.suggest)  # an unknown level fails before any replay
    tokens = untrusted.move_tokens(args.moves, name="--moves")
    if record is not None:
        start = record.start_state()
        tokens = record.moves + tokens
    else:
        start = start_from_args(args)
    result = replay(start, tokens)
    if result.error is not None:
        raise result.error
    if args.link:
        return 0, _link_text(args, record, start, tokens), ""
    if args.write_record:
        return 0, _record_text(args, record, start, tokens), ""
    out = report(result.final, args.reveal)
    if args.suggest is not None:
        if result.final.outcome() is not None:
            raise BadOption("the game is over: there is no move to suggest")
        from .ai import suggest
        out["suggested"] = suggest(result.final, args.suggest, ai_seed)
    return 0, json.dumps(out, ensure_ascii=False) + "\n", ""


def one_line_errors(body: Callable[[Sequence[str]], tuple[int, str, str]]
                    ) -> Callable[[Sequence[str]], tuple[int, str, str]]:
    """Wrap a command's body so that any failure is exit status 2 (1 for a bug of
    ours) and one line on standard error, never a traceback."""

    def run(argv: Sequence[str]) -> tuple[int, str, str]:
        try:
            return body(argv)
        except GameError as err:
            return 2, "", f"{short_line(str(err))}\n"
        except SystemExit as done:  # --help: argparse has printed it already
            return int(done.code or 0), "", ""
        except RecursionError as err:  # pragma: no cover - a deep record on a small stack
            return 2, "", f"record too long to replay: {err}\n"
        except Exception as err:  # pragma: no cover - a bug of ours, still one line
            return 1, "", f"internal error ({type(err).__name__}): {short_line(str(err), 200)}\n"
    return run


def main_of(run_command: Callable[[Sequence[str]], tuple[int, str, str]],
            argv: Sequence[str] | None = None) -> int:
    """Run a command on ``argv`` (the process's by default), print, return the status."""
    status, out, err = run_command(sys.argv[1:] if argv is None else argv)
    sys.stdout.write(out)
    sys.stderr.write(err)
    return status


run = one_line_errors(_referee)
"""Run the referee; returns (exit status, standard output, standard error)."""


def main(argv: Sequence[str] | None = None) -> int:
    return main_of(run, argv)
