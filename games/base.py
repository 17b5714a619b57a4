"""The protocol every game implements.

A *game* (one object per game, e.g. ``games.siam.GAME``) knows its options and
makes states; a *state* is an immutable value: everything needed to go on
playing, nothing that depends on how it was reached. The shape follows
OpenSpiel (legal actions, apply, returns) and python-chess (exact tokens,
precise errors):

    game = get_game("siam")
    state = game.new(game.options())
    move = game.parse_move("+A1E")        # syntax only: MalformedMove
    state = state.apply(move)             # legality: IllegalMove, with why
    state.legal_moves(), state.to_move, state.outcome(), state.scores()
    state.position_text()  <->  game.parse_position(text)   # written by game.position_text
    game.describe(state, move), game.why_illegal(state, move)

A state holds the position and its rules (what is legal, what a move does, how
the game ends); the game object holds what is said about a state: its
notation (both ways), the facts of a move for the page's words, and why a move
is refused. So a game's ``rules.py`` imports none of the modules that write or
explain (``text.py``, ``describe.py``, ``illegal.py``): they import the rules,
and the game object imports them all (``tests/web/test_web_structure.py`` checks
that no import, deferred or not, goes back).

Moves are small hashable values whose ``str()`` is their canonical token.
``apply`` checks legality against the (cached) legal move list, so a search
that only ever plays moves it took from ``legal_moves()`` pays for move
generation once per state and nothing more.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Generic, Hashable, Self, Sequence, TypeVar

from . import untrusted
from .errors import BadOption, IllegalMove
from .terminations import Termination

Move = Hashable
"""A game's move type: hashable, and ``str(move)`` is its canonical token."""

M = TypeVar("M", bound=Hashable)
"""The move type of one game's states (``SiamState`` is a ``State[SiamMove]``)."""

S = TypeVar("S", bound="State[Any]")
"""The state type of one game (``Siam`` is a ``Game[SiamMove, SiamState]``)."""


@dataclass(frozen=True)
class Options:
    """What a game is started with. ``switches`` are the ``--option`` names."""

    players: int
    switches: frozenset[str] = frozenset()
    seed: int | None = None
    deck: tuple[str, ...] | None = None

    def as_json(self, game: "Game") -> dict[str, Any]:
        """The referee's ``options`` object: player count and every switch by name."""
        out: dict[str, Any] = {"players": self.players}
        for name in sorted(game.switches):
            out[name] = name in self.switches
        if game.uses_seed:
            out["seed"] = self.seed
            out["deck"] = list(self.deck) if self.deck is not None else None
        return out


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended, as python-chess's ``Outcome``/``Termination``.

    ``winner`` is a player index or None for a draw. ``termination`` is the code
    saying why the game ended (a ``Termination`` member, which is also its text, like
    ``rock-pushed-out``; each game declares its codes, ``Game.terminations``) and
    ``facts`` the values it needs (a square, the scores, counts…), so a page can word
    the end in its own language without reading English. ``players`` are the engine's
    seat names, which the English ``reason`` uses; ``reason`` is derived from the rest
    (by the code itself: no table of every game's codes is needed) and is what
    records, diagrams and the referee have always written.
    """

    winner: int | None
    termination: Termination
    facts: tuple[tuple[str, Any], ...] = ()
    players: tuple[str, ...] = ()

    @classmethod
    def of(cls, winner: int | None, termination: Termination, players: Sequence[str] = (),
           **facts: Any) -> "Outcome":
        """An outcome with its facts given by name (kept sorted, so equal ends compare equal)."""
        return cls(winner, termination, tuple(sorted(facts.items())), tuple(players))

    def fact(self, name: str) -> Any:
        """One fact by name; KeyError names the termination if it has no such fact."""
        for key, value in self.facts:
            if key == name:
                return value
        raise KeyError(f"{self.termination} has no fact {name!r}")

    @property
    def reason(self) -> str:
        """The English sentence (no final stop) records and diagrams write."""
        return self.termination.english(self)

    @property
    def draw(self) -> bool:
        return self.winner is None

    def code(self) -> str:
        """The page contract's ``data-outcome`` value: ``win:N`` or ``draw``."""
        return "draw" if self.winner is None else f"win:{self.winner}"


class State(ABC, Generic[M]):
    """An immutable game position. Subclasses keep their fields read-only."""

    __slots__ = ("_legal_cache", "_text_cache")

    game: "Game[M, Any]"
    options: Options
    ply: int

    # ----- what every game must provide -------------------------------------
    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """Index of the player to move, or None once the game is over."""

    @abstractmethod
    def _generate_moves(self) -> list[M]:
        """Every legal move (empty once the game is over)."""

    @abstractmethod
    def _successor(self, move: M) -> Self:
        """The state after a move already known to be legal."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    # ----- shared behaviour ---------------------------------------------------
    def scores(self) -> tuple[int, ...] | None:
        """Final or provisional scores per player, for games that score."""
        return None

    @property
    def players(self) -> tuple[str, ...]:
        return self.game.player_names(self.options.players)

    @property
    def over(self) -> bool:
        return self.outcome() is not None

    def position_text(self) -> str:
        """The documented text form of this state (``Game.position_text``, docs/notation.md).

        Written once per state and kept: a state never changes, and the text is its
        identity (``==``, ``hash``, the referee's ``position``).
        """
        try:
            return self._text_cache  # type: ignore[attr-defined]
        except AttributeError:
            text = self.game.position_text(self)
            object.__setattr__(self, "_text_cache", text)
            return text

    def legal_moves(self) -> list[M]:
        """The legal moves, generated once per state and then cached."""
        try:
            return self._legal_cache  # type: ignore[attr-defined]
        except AttributeError:
            moves = [] if self.outcome() is not None else self._generate_moves()
            object.__setattr__(self, "_legal_cache", moves)
            return moves

    def legal_set(self) -> frozenset[M]:
        return frozenset(self.legal_moves())

    def is_legal(self, move: M) -> bool:
        return move in self.legal_moves()

    def apply(self, move: M) -> Self:
        """The state after ``move``; raises IllegalMove (saying why) if it is not legal."""
        if move not in self.legal_moves():
            if self.outcome() is not None:
                raise IllegalMove(f"{move}: the game is over", over=True)
            raise IllegalMove(f"{move}: {self.game.why_illegal(self, move)}")
        return self._successor(move)

    def play(self, token: str) -> Self:
        """Parse and apply one move token."""
        return self.apply(self.game.parse_move(token))

    def legal_tokens(self) -> list[str]:
        """Every legal move as its token, sorted as strings (the referee's order)."""
        return sorted(str(m) for m in self.legal_moves())

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, State)
            and other.game is self.game
            and other.position_text() == self.position_text()
        )

    def __hash__(self) -> int:
        return hash((self.game.name, self.position_text()))

    def __repr__(self) -> str:
        return f"<{self.game.name} {self.position_text()!r}>"


class Game(ABC, Generic[M, S]):
    """One game: its name, its options, how to make states, and the words about them:
    tokens and position texts both ways, a move's facts, why a move is refused."""

    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    switches: dict[str, str] = {}
    """``--option`` names and what each does."""
    uses_seed: bool = False
    """Whether the game shuffles (takes ``--seed`` and ``--deck``)."""
    hidden_hands: bool = False
    """Whether players hold pieces the others may not see. Then the options' seed or
    deck with the moves rebuild every hand, and the page keeps them out of the
    address of an unfinished game (``web.links.private_link``)."""
    scoring: bool = False
    """Whether ``scores()`` is meaningful (the page then shows ``data-scores``)."""
    terminations: type[Termination]
    """The codes the game's engine ends with (``games/<package>/terminations.py``); any
    game can also end in ``games.terminations.AGREED_DRAW``."""

    @abstractmethod
    def player_names(self, players: int) -> tuple[str, ...]:
        """Names of the seats in turn order, e.g. ("elephant", "rhino")."""

    @abstractmethod
    def new(self, options: Options) -> S:
        """The starting state for these (already validated) options."""

    @abstractmethod
    def parse_move(self, token: str) -> M:
        """Read a token (syntax only); raises MalformedMove saying what is wrong."""

    @abstractmethod
    def parse_position(self, text: str) -> S:
        """Read a position text; raises BadPosition saying which field is wrong."""

    def parse_position_dealing(self, text: str, seed: int) -> State[M]:
        """Read a position text as ``parse_position`` does, but deal what the text leaves to
        the deal from ``seed`` (Symbol Pallet's public text, ``start=-``: the hands and deck
        it gives as counts), where ``parse_position`` deals them from the game's default
        seed. A page playing on from such a text gives a fresh seed, so that no one who has
        the text knows the hands; the referee keeps the default, so the same command gives
        the same game. A text that names its deal, and a game with nothing hidden, read as
        ``parse_position`` reads them."""
        return self.parse_position(text)

    @abstractmethod
    def position_text(self, state: S) -> str:
        """The documented text form of ``state`` (docs/notation.md); ``state.position_text()``
        asks this once and keeps the answer."""

    def public_position_text(self, state: S) -> str:
        """The position text with nothing hidden from any player: what a page may show.

        The same as ``position_text`` for games without hidden parts; Symbol Pallet
        writes its hands and deck as counts and leaves out how the deck was made.
        """
        return state.position_text()

    def public_deal_text(self, state: S) -> str | None:
        """The public text ``state`` was dealt from, when it is one: reading that text with
        ``state``'s own seed (``parse_position_dealing``) gives ``state`` exactly, so its
        hidden parts are only a page's made-up deal, no player's secret, and the public text
        shows all there is to show of it. None for any other state (a game's own deal, a
        text that listed its hands) and for games that hide nothing."""
        return None

    @abstractmethod
    def why_illegal(self, state: S, move: M) -> str:
        """Why ``move`` is not legal in ``state``, as a short phrase for an error message.

        Only called for moves that are not in the legal list (``State.apply``), so it
        may assume that and look for the most helpful explanation.
        """

    def describe(self, state: S, move: M) -> Any:
        """What a legal ``move`` does in ``state``, as the game's typed fields (its
        ``describe`` module). A page words a move from these fields in its own
        language; nothing parses a token."""
        raise NotImplementedError(f"{self.name} does not describe its moves")

    @abstractmethod
    def parse_square(self, text: str) -> Hashable:
        """A square (cell, hex, field place) named as this game's notation names it, as the
        game's own value; raises ``BadSquare`` (``not_square``: not written so;
        ``off_board``: no such square on the board). Comments' marks name squares
        through it (``games.notes``), so each game keeps its own names.

        Only the canonical spelling is read: ``square_text(parse_square(t)) == t``."""

    @abstractmethod
    def square_text(self, square: Hashable) -> str:
        """The name of a square as ``parse_square`` reads it (letters, digits, ``,``, ``-``)."""

    def options(
        self,
        players: int | None = None,
        switches: Sequence[str] = (),
        seed: int | None = None,
        deck: Sequence[str] | None = None,
    ) -> Options:
        """Validated options; raises BadOption naming the offending value."""
        if players is None:
            players = self.min_players
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                allowed = f"exactly {self.min_players}"
            else:
                allowed = f"{self.min_players} to {self.max_players}"
            raise BadOption(f"{self.name} is played by {allowed} players, not {players}")
        for name in switches:
            if name not in self.switches:
                known = ", ".join(sorted(self.switches)) or "none"
                raise BadOption(f"{self.name} has no option {name!r} (options: {known})")
        if not self.uses_seed and (seed is not None or deck is not None):
            raise BadOption(f"{self.name} does not shuffle: it takes no seed or deck")
        if seed is not None:
            try:  # one range for links, records, commands and messages: the same deal everywhere
                untrusted.seed(seed)
            except untrusted.BadInput as err:
                raise BadOption(str(err)) from None
        return Options(
            players=players,
            switches=frozenset(switches),
            seed=seed,
            deck=tuple(deck) if deck is not None else None,
        )

    def start(self, **kwargs: Any) -> S:
        """Shorthand: ``new(options(**kwargs))``."""
        return self.new(self.options(**kwargs))

    def referee_extras(self, state: S, reveal: bool) -> dict[str, Any]:
        """Game-specific fields the referee adds to its JSON (hidden-information games)."""
        return {}

    def __repr__(self) -> str:
        return f"<game {self.name}>"

