"""The new-game dialog: players, the game's switches and the computer's seats.

Filled from the game on screen when it opens; when the player starts, it
hands the chosen options and computer seats to ``start`` (the controller
seats them and opens the session). The seat rows belong to the computer
opponent (``web.opponent``), which fills and reads them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from web.browser import window

from games.base import Game, Options, State

from . import dom
from .i18n import t


class SeatRows(Protocol):
    """The dialog's seat rows (``web.opponent.Opponent``)."""

    def build_dialog(self, box: object, players: int, seat_name: Callable[[int], str]) -> None: ...

    def read_dialog(self, box: object) -> dict[int, str]: ...


Start = Callable[[Game, State, dict[int, str]], None]
"""Start ``game`` from this opening with these computer seats (seat -> level)."""


class NewGameDialog:
    def __init__(self, seats: SeatRows, start: Start) -> None:
        self.dialog = dom.by_id("new-game")
        self.box = dom.by_id("new-game-options")
        self.seats = seats
        self.start = start

    def open(self, game: Game, current: Options, seat_name: Callable[[int], str]) -> None:
        """Offer the game on screen again, with its current options chosen."""
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
        self.dialog.returnValue = ""
        self.dialog.showModal()

    def closed(self, game: Game | None) -> None:
        """The dialog closed: start ``game`` (the one on screen) if the player chose Start."""
        if self.dialog.returnValue != "start" or game is None:
            return
        box = self.box
        switches = [name for name in game.switches
                    if box.querySelector(f"input[name='{name}']").checked]
        players = None
        select = dom.query(box, "select[name=players]")
        if select is not None:
            players = int(select.value)
        seed = int(window.Math.random() * 2 ** 31) if game.uses_seed else None
        options = game.options(players, switches, seed)
        self.start(game, game.new(options), self.seats.read_dialog(box))
