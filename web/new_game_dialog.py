"""The new-game dialog: players, the game's switches and the computer's seats.

Filled from the game on screen when it opens; when the player starts, it
hands the chosen options and computer seats to ``start`` (the controller
seats them and opens the session). The seat rows belong to the computer
opponent (``web.opponent``), which fills and reads them. It is asked about the
game on screen: another game on screen closes it unanswered (``web.questions``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol


from games.base import Game, State
from games.session import Session

from . import dom
from .frame import Frame
from .i18n import t
from .page import ReadOnlyPageState
from .questions import Question


class SeatRows(Protocol):
    """The dialog's seat rows (``web.opponent.Opponent``)."""

    def build_dialog(self, box: object, players: int, seat_name: Callable[[int], str]) -> None: ...

    def read_dialog(self, box: object) -> dict[int, str]: ...


Start = Callable[[Game, State, dict[int, str]], None]
"""Start ``game`` from this opening with these computer seats (seat -> level)."""


class NewGameDialog:
    def __init__(self, frame: Frame, seats: SeatRows, start: Start, page: ReadOnlyPageState) -> None:
        self.frame = frame
        self.dialog = dom.by_id(self.frame, "new-game")
        self.box = dom.by_id(self.frame, "new-game-options")
        self.seats = seats
        self.start = start
        self.page = page
        self.question: Question[Game] = page.questions.question(lambda: dom.withdraw(self.dialog))
        """The game whose options the dialog shows, asked about the session on screen: Start
        begins a new game of it only while that session is on screen."""
        dom.listen(self.dialog, "close", self.closed)

    def open(self, session: Session, game: Game, seat_name: Callable[[int], str]) -> None:
        """Offer the game on screen (``session``) again, with its current options chosen."""
        self.question.ask(session, game, whole_game=True)
        current = session.start.options
        box = self.box
        dom.clear(box)
        if game.max_players > game.min_players:
            row = dom.html("label", box, class_="option-row")
            dom.html("span", row, text=t("newgame.players"))
            select = dom.html("select", row, name="players")
            for n in range(game.min_players, game.max_players + 1):
                option = dom.html("option", select, text=str(n), value=n)
                if n == current.players:
                    option.selected = True
        for name in game.switches:
            row = dom.html("label", box, class_="option-row")
            box_input = dom.html("input", row, type="checkbox", name=name)
            box_input.checked = name in current.switches
            text = dom.html("span", row, text=t(f"option.{game.name}.{name}.name"))
            dom.html("small", text, text=t(f"option.{game.name}.{name}"))
        self.seats.build_dialog(box, current.players, seat_name)
        dom.ask(self.dialog)

    def closed(self, _event: Any) -> None:
        """The dialog closed: start a new game of the one it was opened for if the player
        chose Start while that game is on screen (``web.questions``)."""
        asked = self.question.answer(self.page.session)
        if self.dialog.returnValue != "start" or asked is None:
            return
        game = asked.subject
        box = self.box
        switches = [name for name in game.switches
                    if box.querySelector(f"input[name='{name}']").checked]
        players = None
        select = dom.query(box, "select[name=players]")
        if select is not None:
            players = int(select.value)
        seed = int(self.frame.window.Math.random() * 2 ** 31) if game.uses_seed else None
        options = game.options(players, switches, seed)
        self.start(game, game.new(options), self.seats.read_dialog(box))
