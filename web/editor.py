"""The board editor's taps, with no DOM: a position set up by hand (``?game=G&edit=1``).

The editor holds one game state, the position being set up, and changes it only through the
game (``games.setting_up``): the page never writes a position text or knows a rule. A tap
does one of three things:

- the palette keeps its choice until the author picks another: the chosen piece (or part)
  tapped again changes nothing, and no change moves the choice on by itself, so the next
  board tap does what the last one did; Move (``choose(None)``) is the choice of no piece;
- with a piece chosen in the palette, a tap on a square puts that piece there (over whatever
  stood there: an animal of the same side with another facing is turned); a tap on a square
  that already holds that very piece takes it off, or, when the game must keep it (Siam's
  three rocks, a Saiju Shadow), lifts it: a person who taps a rock to take it off wants it
  elsewhere, and the next tap puts it there;
- with nothing chosen (Move), a tap on a piece lifts it and the next tap on a square puts it down
  there (the same square: it stays), in one change: so a rock, which a going Siam game always
  has three of, or a Saiju Shadow, can be moved;
- the side to move, Clear (the emptiest position the game can play from) and Reset (the
  position the editor opened with) are buttons.

A game whose pieces turn many ways (Ni-Ju's tiles: 20 kinds, each turned four ways, for two
owners) shows a palette of one owner's tiles, all turned alike (``kit.palette(owner,
turns)``): the owner is chosen, and Rotate turns the palette a quarter turn, or, while a
tile is lifted, that tile where it lies (``kit.turned``). Where the rules say whose piece
goes down next (Ni-Ju's tiles go down in turn, ``kit.next_owner``), the palette turns to
that owner after each change, keeping the chosen kind unless that owner's is down already:
otherwise every second tap would be refused.

A game with many kinds of one piece (Symbol Pallet's tiles: 38 kinds, a colour and a symbol
each) builds the chosen piece from its parts (``choose_part``), a row of buttons per part, as
no phone has room for every kind. Its board offers the places the chosen (or lifted) tile
may lie (``kit.spots``), only a tile nothing rests on is lifted (``kit.check_lift``), a chip
picked during setup is the one that goes down next (``kit.next_piece``; it stays chosen after
it is put, so a second tap moves it, until the author picks another chip), and its links
carry the public position (``kit.link_text``: no hand, no deck order).

An impossible change is refused and not kept: the board stays as it was and the page says
why, in its language (the ``BadPosition`` code, ``web.error_words``). A player expects a
board editor to keep the board playable: "Play from here", "Copy link" and "Picture…" then
always work, a mis-tap loses nothing, and what the board shows is always a position the
game itself can draw and play on. The changes that pass through an impossible position
in two steps (moving a rock) are one step here (lift, then put down).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from games.base import Game, State
from games.errors import BadPosition
from games.setting_up import for_game

from .links import make_link
from .models.base import Hit
from .views.base import SQUARE_DATA as BOARD_SQUARE_DATA

SQUARE_DATA = (*BOARD_SQUARE_DATA, "chip")
"""The ``data-*`` names the editor's taps read: the board's squares (``web.views.base``) and
Symbol Pallet's chips, which an author lifts and moves."""


class PositionEditor:
    """The position being set up, the palette's choice and the piece lifted, if any."""

    def __init__(self, game: Game, start: State) -> None:
        kit = for_game(game.name)
        if kit is None:
            raise ValueError(f"{game.name} has no board editor")
        self.game = game
        self.kit: ModuleType = kit
        self.opened: State = kit.editable(start)
        """The position Reset goes back to."""
        self.state: State = self.opened
        self.piece: str | None = None
        """The palette's chosen piece (as ``kit.PIECES`` names it), or None."""
        self.lifted: str | None = None
        """The square of the piece lifted to be put down elsewhere, or None."""
        self.refusal: BadPosition | None = None
        """Why the last change was refused (the page words it), or None."""
        self.owner = 0
        """The owner whose pieces a per-owner palette shows (``kit.palette``)."""
        self.turns = 0
        """How many quarter turns clockwise a turning palette's pieces are shown turned."""
        self.last_parts: dict[str, str] = {}
        """The parts last chosen in a palette built of parts (``choose_part``)."""

    # ----- what the page shows --------------------------------------------------------------
    @property
    def pieces(self) -> tuple[str, ...]:
        """The palette's pieces: every piece, or one owner's turned alike (``kit.palette``)."""
        if self.turning:
            return tuple(self.kit.palette(self.owner, self.turns))
        pieces_for = getattr(self.kit, "pieces_for", None)
        if pieces_for is not None:
            return tuple(pieces_for(self.state))
        return tuple(self.kit.PIECES)

    @property
    def turning(self) -> bool:
        """Whether the palette is one owner's pieces, turned by Rotate (Ni-Ju)."""
        return hasattr(self.kit, "palette")

    def on_board(self, piece: str) -> bool:
        """Whether ``piece`` (turned any way) is down already: a game that has one of each
        (Ni-Ju) cannot have it a second time, and its palette button says so."""
        on_board = getattr(self.kit, "on_board", None)
        return bool(on_board(self.state, piece)) if on_board is not None else False

    def squares(self) -> list[tuple[int, int]] | None:
        """The free squares the board offers to tap, as ``(x, y)``, for a board with no edge
        (Ni-Ju: ``kit.squares``; Symbol Pallet: ``kit.spots``, the places the chosen or lifted
        tile may lie); None when the board's own squares are all there is."""
        spots = getattr(self.kit, "spots", None)
        if spots is not None:
            found = spots(self.state, self.piece, self.lifted)
            return None if found is None else list(found)
        squares = getattr(self.kit, "squares", None)
        return None if squares is None else list(squares(self.state))

    def parts(self, piece: str) -> dict[str, str]:
        """What ``piece`` is (kind, seat, facing, colour, symbol), for its button."""
        return dict(self.kit.PIECE_PARTS[piece])

    @property
    def seats(self) -> range:
        return range(self.state.options.players)

    @property
    def mover(self) -> int:
        return int(self.kit.mover(self.state))

    def position_text(self) -> str:
        """The position a link carries: the game's public text where it hides parts
        (``kit.link_text``: Symbol Pallet's hands and deck as counts)."""
        link_text = getattr(self.kit, "link_text", None)
        return str(link_text(self.state)) if link_text is not None else self.state.position_text()

    def play_link(self) -> str:
        """The page link that plays on from the position (``position=``)."""
        return make_link(self.game.name, position=self.position_text())

    def playable(self) -> bool:
        """Whether play can go on from the position ("Play from here"); if not, why becomes
        the refusal (``kit.check_play``: a Symbol Pallet setup with fewer free tiles than chips to
        go down, as after Clear)."""
        check = getattr(self.kit, "check_play", None)
        try:
            if check is not None:
                check(self.state)
        except BadPosition as err:
            self.refusal = err
            return False
        return True

    def edit_link(self) -> str:
        """The page link that opens the editor again on the position."""
        return self.play_link() + "&edit=1"

    # ----- taps and buttons -----------------------------------------------------------------
    def choose(self, piece: str | None) -> None:
        """Choose ``piece`` in the palette, or None (Move: a tap on a piece lifts it).

        The chosen piece chosen again changes nothing: an author who taps it twice to be sure
        still puts it with the next tap, where dropping the choice would make that tap lift
        the piece on the square instead. A chip picked during Symbol Pallet's setup is the
        one that goes down next (``kit.next_piece``), as no other may."""
        if piece is not None and piece not in self.kit.PIECES:
            raise ValueError(f"no piece {piece!r}")
        if piece is not None and piece == self.piece:
            return
        next_piece = getattr(self.kit, "next_piece", None)
        self.piece = piece if next_piece is None else next_piece(self.state, piece)
        self.lifted = None
        self.refusal = None

    def choose_part(self, name: str, value: str) -> None:
        """A palette built of parts (Symbol Pallet: a tile's colour and its symbol, each a row of
        buttons): the piece with ``name`` set to ``value`` and its other parts as last chosen
        (or, where no piece has them, the first piece with that ``value``). The part of the
        chosen piece chosen again changes nothing, as the chosen piece does (``choose``)."""
        chosen = self.parts(self.piece) if self.piece is not None else {}
        if chosen.get(name) == value:
            return
        wanted = {**self.last_parts, name: value}
        fits = [p for p in self.pieces if self.parts(p).get(name) == value]
        if not fits:
            raise ValueError(f"no piece with {name} {value!r}")
        best = next((p for p in fits if all(self.parts(p).get(k) == v for k, v in wanted.items())), fits[0])
        self.choose(best)
        self.last_parts = {k: v for k, v in self.parts(best).items() if k != "kind"}

    def choose_owner(self, owner: int) -> None:
        """Show ``owner``'s pieces in a per-owner palette; a chosen piece becomes that owner's
        (none when that owner's is down already)."""
        if owner not in self.seats:
            raise ValueError(f"no owner {owner}")
        self.lifted = None
        self.refusal = None
        self._show_owner(owner)

    def _show_owner(self, owner: int) -> None:
        chosen = self.pieces.index(self.piece) if self.piece in self.pieces else None
        self.owner = owner
        if chosen is not None:
            piece = self.pieces[chosen]
            self.piece = None if self.on_board(piece) else piece

    def turn(self) -> bool:
        """Rotate: the lifted piece turned where it lies (whether the position changed), or
        else the palette and its chosen piece a quarter turn clockwise."""
        if not self.turning:
            return False
        if self.lifted is not None:
            square = self.lifted
            changed = self._change(lambda state: self.kit.turned(state, square))
            self.lifted = square
            return changed
        chosen = self.pieces.index(self.piece) if self.piece in self.pieces else None
        self.turns = (self.turns + 1) % 4
        self.refusal = None
        if chosen is not None:
            self.piece = self.pieces[chosen]
        return False

    def tap(self, hit: Hit) -> bool:
        """A tap on the board: whether the position changed."""
        if hit is None or hit[0] not in SQUARE_DATA:
            self.lifted = None
            return False
        square = hit[1]
        if self.lifted is not None:
            src, self.lifted = self.lifted, None
            if src == square:
                return False
            return self._change(lambda state: self.kit.move(state, src, square))
        if self.piece is not None:
            if self.kit.piece_at(self.state, square) != self.piece:
                return self._change(lambda state: self.kit.put(state, square, self.piece))
            if self._change(lambda state: self.kit.put(state, square, None)):
                return True
            if self.refusal is not None and self._liftable(square, keep=True):
                self.lifted = square  # the game keeps it (a rock, a Shadow): lifted, to be moved
            return False
        self.refusal = None
        if self.kit.piece_at(self.state, square) is not None and self._liftable(square):
            self.lifted = square
        return False

    def _liftable(self, square: str, keep: bool = False) -> bool:
        """Whether the piece on ``square`` may be lifted (``kit.check_lift``: Symbol Pallet's
        tile with another resting on it may not); if not, why becomes the refusal, unless
        ``keep`` keeps the refusal already said."""
        check = getattr(self.kit, "check_lift", None)
        if check is None:
            return True
        try:
            check(self.state, square)
        except BadPosition as err:
            if not keep:
                self.refusal = err
            return False
        return True

    def dismiss(self) -> None:
        """The refusal's message was read and something else done (Copy link): it goes, so
        nothing on screen says the position shared is impossible."""
        self.refusal = None

    def set_mover(self, seat: int) -> bool:
        """Make ``seat`` the one to move."""
        return self._change(lambda state: self.kit.with_mover(state, seat))

    def clear(self) -> bool:
        """The emptiest position the game can play from (Siam: the rocks alone)."""
        return self._change(self.kit.cleared)

    def reset(self) -> bool:
        """Back to the position the editor opened with."""
        return self._change(lambda _state: self.opened)

    def _change(self, change: Any) -> bool:
        self.lifted = None
        try:
            state = change(self.state)
        except BadPosition as err:
            self.refusal = err
            return False
        self.refusal = None
        changed = state.position_text() != self.state.position_text()
        self.state = state
        follow = getattr(self.kit, "next_owner", None)
        owner = follow(state) if follow is not None else None
        if owner is not None and owner != self.owner:
            self._show_owner(owner)
        return changed
