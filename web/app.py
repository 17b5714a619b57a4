"""The page controller: one page state and the few commands that change it.

Game-agnostic: a game's board view (``web.views``) draws one ``BoardState`` at a time
and turns taps into moves or selections; the controller plays the moves on a
``Session``, draws the selections (``select``) and keeps the page contract up to date
(``#app[data-game|ply|to-move|outcome|scores]``, ``body[data-ready]``). It owns the
``PageState`` (``web.page``) and is its only writer (the selection, kept as the board it
drew last, and a proposed move included), and the control buttons' (``web.control_buttons``).
Its jobs are split by kind: routes and links (``web.routes``), the status panel
(``web.status_panel``), the new-game dialog (``web.new_game_dialog``), the draw offer
(``web.draw_offer``) and the play flow from tap to move (``web.play_flow``). Every redraw
withdraws the questions asked about a game or position no longer on screen
(``web.questions``). The other parts read the state and call the ``Page`` commands, never
the controller itself. Every listener and timer runs through ``reports.guard``, every task
through ``tasks.spawn`` (``reports.on_error`` is set here): an error shows a short message and
the last good state is drawn again. The page's own frame comes with it (``web.frame``).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from typing import Any

from games.base import Game, Move, State
from games.notes import Arrow, Mark
from games.session import Session

from . import dom, i18n, reports, seat_heights
from .access import access_for
from .annotate_ui import AnnotatePanel
from .board_names import BoardNames
from .board_state import (BoardState, Ply, Selection, carried, last_turn_with, open_hands, plies,
                          with_selection)
from .caption import Caption
from .colour_marks import ColourMarks
from .confirm_bar import ConfirmBar
from .control_buttons import ControlButtons
from .draw_offer import DrawOffer
from .frame import Frame
from .editor_ui import EditorPanel
from .embed import Embed
from .embed_ui import EmbedDialog
from .export import PictureExport
from .i18n import t
from .keyboard import BoardKeys
from .learn_ui import Learning
from .links import COMPUTER_HEADER, parse_link, parse_seats
from .message_line import MessageLine
from .move_words import move_words
from .new_game_dialog import NewGameDialog
from .note_marks import marks_of
from .opponent import Opponent
from .page import CommitSource, PageState, Route, report_error, show_route
from .play_flow import PlayFlow
from .questions import Asked
from .record_ui import RecordDialog
from .routes import Routes, address
from .rules_ui import RulesDialog
from .saved_ui import SavedGames
from .status_panel import StatusPanel
from .view_slot import ViewSlot

FLIP_KEY = "abstract-boards.flip"
CONFIRM_KEY = "abstract-boards.confirm-moves"


class App:
    def __init__(self, frame: Frame) -> None:
        self.frame = frame  # the board's document and window: the page's parts take theirs here
        reports.on_error(lambda err, redraw: report_error(self, err, redraw), frame.window.console)  # every handler's and task's errors
        self.root = dom.by_id(frame, "app")
        self.board = dom.by_id(frame, "board")
        self.views = ViewSlot(self.board, dom.by_id(frame, "view-controls"), dom.by_id(frame, "view-more"))
        self.controls = dom.by_id(frame, "controls")
        self.messages = MessageLine(dom.by_id(frame, "message"))
        self.caption = Caption(dom.by_id(frame, "caption"))
        self.confirm_bar = ConfirmBar(self.root)
        self.state = PageState(flip=dom.load_flag(frame, FLIP_KEY),
                               confirm_moves=dom.load_flag(frame, CONFIRM_KEY))
        self.buttons = ControlButtons(self.controls, dom.by_id(frame, "replay"), dom.by_id(frame, "replay-ply"))
        self.panel = StatusPanel(self.root, dom.by_id(frame, "status"), dom.by_id(frame, "scores"),
                                 dom.by_id(frame, "moves"), dom.by_id(frame, "result-actions"),
                                 dom.by_id(frame, "seating"), dom.by_id(frame, "last-move"))
        self.opponent = Opponent(self, self.panel.show)
        self.saved = SavedGames(self, self.opponent.link_value)
        self.embed = Embed(self, lambda session: self.opponent.seating.undo_target(session))
        self.records = RecordDialog(self, self.opponent.link_value)
        self.rules = RulesDialog(frame, self.open_link)
        self.learn = Learning(self)
        """Lessons and puzzles: while one is open, tapped moves go there (``play``)."""
        self.new_game = NewGameDialog(frame, self.opponent, self.begin, self.state)
        self.routes = Routes(self, self.saved, self.learn, self.rules, self.opponent.link_value)
        self.flow = PlayFlow(self, self.opponent, self.learn, self.embed, self.saved.changed)
        self.editor = EditorPanel(self, self.routes.copy)
        self.annotate = AnnotatePanel(self, self.saved, self.routes.full_link)
        dom.listen(self.controls, "click", self.on_control)
        dom.listen(self.controls, "change", self.on_control)
        self.draw = DrawOffer(self, self.saved.changed)
        dom.listen(dom.by_id(frame, "play-again"), "click", self.on_play_again)
        self.keys = BoardKeys(dom.by_id(frame, "play"), self.board, self.root, self)
        self._names = BoardNames(self.board, lambda: self.state.access, self.keys.sync)
        self.colour_marks = ColourMarks(dom.by_id(frame, "play"))
        seat_heights.follow(self.root, dom.by_id(frame, "seat-top"), dom.by_id(frame, "seat-bottom"))
        self.export = PictureExport(self, lambda: self.colour_marks.shown_on(self.state.game))
        self.embed_dialog = EmbedDialog(self)
        dom.listen(self.frame.document, "keyup", self.on_key_up)
        dom.listen(self.frame.window, "resize", self.panel.keep_current_in_view)

    # ----- start-up ---------------------------------------------------------------------------
    def start(self) -> None:
        i18n.on_change(self.on_language_change)  # web/main.py attached the table
        request = parse_link(address(self.frame.window))
        if self.embed.configure(request):
            self.state.embedded, self.state.interactive = True, request.interactive
            self.state.flip = request.orientation == "mover"
            self.state.fixed_bottom = 1 if request.orientation == "second" else 0
        else:
            self.saved.follow_other_tabs()  # an embedded board keeps no saves: nothing to hear
        self.routes.open_url(address(self.frame.window))
        self.embed.start_autoplay(from_start=request.ply is None)
        self.frame.document.body.setAttribute("data-ready", "1")
        self.embed.ready()
        # When the page became playable, for the start-up benchmark (bench/).
        self.frame.document.body.setAttribute("data-ready-ms", f"{self.frame.window.performance.now():.1f}")

    # ----- opening and leaving a game ------------------------------------------------------------
    def open_session(self, game: Game, session: Session, browsing: bool = False, solo: bool = False) -> None:
        """Show ``session``; ``solo``: one person plays it alone and may see every seat's hidden
        hand (a lesson or a puzzle), so no hand-over is asked."""
        self.editor.close()
        state = self.state
        state.game, state.session, state.browsing, state.solo = game, session, False, solo
        self.saved.forget_current()
        state.turned_to = state.holder = None
        show_route(state, "game", self.frame.document)
        self._show_title(game)
        self._make_view(game)
        self.buttons.enable_all(state.flip, state.confirm_moves, solo or not self.editor.offered(game))
        self.render(relayout=True)
        state.browsing = browsing

    def open_saved(self, session: Session, computer: dict[int, str] | None = None) -> list[int]:
        """Open a session from a saved game or an imported record; returns the
        computer seats (from 0) dropped for not existing in that game."""
        self.hide_message()
        # A history entry of its own first: opening the game forgets the save key of the
        # entry it is in, and the entry left behind keeps its own game's.
        self.routes.dialogs.push(self.frame.window.location.href)  # in an open dialog's entry
        dropped = self.set_seats(computer or {}, session.start.options.players)
        self.open_session(session.start.game, session)
        return dropped

    def open_record(self, session: Session, computer: str | None = None) -> None:
        """Open a session read from a record. The page writes the computer's seats into the
        record's ``Computer`` header (``computer`` overrides it); seats it cannot use are people."""
        header = session.record_extra.pop(COMPUTER_HEADER, "")
        text = header if computer is None else computer
        seats, problems = parse_seats(text)
        if self.open_saved(session, seats) or problems:
            self.show_message(t("record.bad_computer", value=text))

    def open_link(self, query: str) -> None:
        self.routes.open_link(query)

    def set_link(self, link: str) -> None:
        self.state.link = link

    def set_reveal(self, reveal: bool, labels: bool = False) -> None:
        self.state.reveal, self.state.labels = reveal, labels

    def show_route(self, route: Route) -> None:
        show_route(self.state, route, self.frame.document)

    def start_editing(self) -> None:
        self.editor.open()

    def set_editing(self, editing: bool) -> None:
        self.state.editing = editing

    def show_setup(self, state: State, relayout: bool = False) -> None:
        self.state.session = Session(state)
        self.render(relayout=relayout)

    def leave_game(self) -> None:
        self.editor.close()
        self._drop_proposal()
        self.state.questions.follow(None)  # no game on screen: no question about one holds
        self.state.session = self.state.game = None
        self.panel.clear()
        self.opponent.update()  # leaving the game stops the computer

    def set_seats(self, computer: dict[int, str], players: int) -> list[int]:
        """Who plays from the next game on (a session is opened next)."""
        seating, dropped = self.opponent.set_seats(computer, players)
        if not self.state.embedded:
            # One person against the computer: their side at the bottom of the board.
            people = seating.people(players)
            self.state.fixed_bottom = people[0] if seating.any and len(people) == 1 else 0
        return dropped

    def begin(self, game: Game, start: State, computer: dict[int, str]) -> None:
        """A new game from ``start`` with these computer seats (the new-game dialog's Start)."""
        self.set_seats(computer, start.options.players)
        self.hide_message()
        self.open_session(game, Session(start))

    def _make_view(self, game: Game, rebuild: bool = False) -> None:
        """The game's board view: made anew for another game (or language), else laid out again."""
        view = self.views.make(game, self.state.view, rebuild, self.state.labels)
        if view is not None:  # a new view: nothing drawn on it yet
            self.state.view, self.state.access, self.state.drawn = view, access_for(view), None
            self.colour_marks.attach(view, self.views.more)

    def _show_title(self, game: Game) -> None:
        title = self.game_title(game)
        self.frame.document.title = t("page.game_title", game=title)
        self.keys.heading(title)

    @staticmethod
    def game_title(game: Game) -> str:
        return t(f"game.{game.name}")

    def on_language_change(self) -> None:
        """The language switch: redraw everything Python wrote (boot.js did the static page)."""
        if self.state.game is not None and self.state.session is not None:
            self._show_title(self.state.game)
            self._make_view(self.state.game, rebuild=True)
            self.render()
        else:
            self.frame.document.title = t("page.title")
            self.saved.show_list()
        self.learn.refresh()
        self.rules.refresh()
        self.editor.refresh()

    # ----- moves ----------------------------------------------------------------------------------
    def commit(self, moves: Sequence[Move], source: CommitSource = "move") -> None:
        """Play ``moves`` on the session and show them (the last one animates if it is alone)."""
        session = self.state.session
        assert session is not None
        if len(moves) > 1:
            state = session.current
            for move in moves:  # check them all first: all are played, or none
                state = state.apply(move)
        for move in moves:
            session.play_move(move)
            if source != "exercise":
                self.embed.moved(str(move), source == "move")  # the embedding page hears tokens
        self.state.browsing = False
        if source == "move":
            self.hide_message()
        self.render(animate=len(moves) == 1)
        if source != "exercise":
            self.saved.changed()

    # ----- drawing ----------------------------------------------------------------------------------
    def render(self, animate: bool = False, relayout: bool = False) -> None:
        """Draw the session's current state (one ``BoardState``); ``animate``: the last ply was
        just played or stepped forward to; ``relayout``: lay the board out anew."""
        session, view = self.state.session, self.state.view
        self.state.questions.follow(session)  # those about a game or position gone are withdrawn
        if session is None or view is None:
            return
        self._drop_proposal()
        state = session.current
        if relayout or state.to_move != self.state.holder:
            # Someone else's turn (or the end, or a new layout): the page asks to hand the
            # device over, so whoever held it may no longer; Undo, Redo or a replay step
            # back to the earlier holder's turn must ask again before showing that hand.
            self.state.holder = None
        played = plies(session, range(session.cursor, session.cursor + 1))[0] \
            if animate and session.cursor > 0 else None
        note = session.notes.get(session.cursor)
        self._draw(self._board(state, self._bottom_seat(state), plies(session, session.last_turn()),
                               played, relayout, marks_of(note)))
        self.caption.show(note, any(n.comment for n in session.notes.values()))
        self.annotate.follow()
        self.panel.draw(self.state, offer_again=not self.learn.active, held=self.learn.status(),
                        computer=self.opponent.seating.computer)
        self.refresh_controls()
        self.routes.sync_soon()
        self.opponent.update()
        self._names.request()  # the status line, hint included, was written by panel.draw

    def show_preview(self, ply: Ply) -> None:
        """The board keeps facing the player who tapped until the move is played."""
        session = self.state.session
        assert session is not None
        self._draw(self._board(ply.after, self._bottom_seat(ply.before), last_turn_with(session, ply), ply))

    def _draw(self, board: BoardState) -> None:
        """Draw ``board``: the board drawn last, whose selection is the half-made move."""
        assert self.state.view is not None
        self.state.view.render(board)
        self.state.drawn = board

    def _board(self, state: State, bottom: int, turn: tuple[Ply, ...], played: Ply | None,
               relayout: bool = False, marks: tuple[Arrow | Mark, ...] = ()) -> BoardState:
        """A new board: no half-made move (``carried``); ``marks``: the author's (none on a preview)."""
        computer = frozenset(self.opponent.seating.computer)
        holder = self.state.holder if self.state.holder == state.to_move else None
        return BoardState(state, bottom, turn, played, computer,
                          open_hands(state.options.players, computer, self.state.solo), marks,
                          holder=holder, watching=self.state.watching, relayout=relayout,
                          forbidden=self.learn.forbidden(), focus=self.learn.focus(),
                          selection=carried(self.state.drawn, relayout))

    def take_device(self, seat: int) -> None:
        self.state.holder = seat
        self.render()

    def select(self, selection: Selection) -> None:
        """The board drawn last with ``selection`` (a tap's), nothing else changed or animated."""
        drawn = self.state.drawn
        if self.state.view is not None and drawn is not None and drawn.selection != selection:
            self._draw(with_selection(drawn, selection))
        self.after_view_change()

    def step_to(self, ply: int, browsing: bool = True) -> None:
        session = self.state.session
        assert session is not None
        forward = ply == session.cursor + 1
        session.goto(ply)
        self.state.browsing = browsing
        self.render(animate=forward)

    def play_on(self) -> None:
        self.state.browsing = False

    def propose(self, move: Move) -> None:
        session, view = self.state.session, self.state.view
        assert session is not None and view is not None
        before = session.current
        self.show_preview(Ply(before, move, before.apply(move)))  # checks legality; nothing is recorded yet
        self.state.proposed = Asked(session, before, move)
        self.confirm_bar.show(str(move), move_words(before, move, view.seat_name))
        self.after_view_change()  # the status line asks the question (status_panel.hint_line)

    def _drop_proposal(self) -> None:
        if self.state.proposed is not None:
            self.state.proposed = None
            self.confirm_bar.hide()

    def show_try(self, ply: Ply) -> None:
        self.show_preview(ply)
        self.state.on_show = ply.move

    def forget_try(self) -> None:
        self.state.on_show = None

    def after_view_change(self) -> None:
        """After a tap or a key that changed the board but played nothing: the names, the
        keyboard's targets and the hint (which follows each step of a move)."""
        self._names.request()
        session = self.state.session
        if session is not None and self.state.view is not None and not session.over \
                and not self.opponent.holds_board():
            self.panel.tap_line(self.state)

    def settle_names(self) -> None:
        self._names.flush()

    def on_key_up(self, _event: Any) -> None:  # a view's own keys (Ni-Ju's R) change the names
        if self.state.session is not None:
            self.after_view_change()

    def _bottom_seat(self, state: State) -> int:
        """The seat nearest the viewer: the person to move when the board turns, else fixed."""
        page, mover = self.state, state.to_move
        if page.flip and mover is not None and not self.opponent.seating.is_computer(mover):
            page.turned_to = mover
            return mover
        if page.flip and page.turned_to is not None:
            return page.turned_to  # the computer's turn, or the end: keep facing the last person
        return page.fixed_bottom

    def refresh_controls(self) -> None:
        session = self.state.session
        if session is None:
            return
        self.embed.follow()  # an interactive embed's Undo; a lesson or puzzle has its own (no record)
        self.buttons.follow(session, self.learn.control_states() if self.learn.active else {},
                            self.opponent.control_states(session))

    def recover(self) -> None:
        try:
            self.render(relayout=True)
        except Exception:  # noqa: BLE001 - nothing more can be done; keep the message
            self.frame.window.console.error(traceback.format_exc())

    # ----- messages -----------------------------------------------------------------------------------
    def show_message(self, text: str, info: bool = False, fleeting: bool = False,
                     undo: Callable[[], None] | None = None) -> None:
        self.messages.show(text, info, fleeting, undo)

    def hide_message(self) -> None:
        self.messages.hide()

    # ----- the control bar ----------------------------------------------------------------------------
    def on_control(self, event: Any) -> None:
        state = self.state
        hit = dom.closest_data(event.target, "action")
        if hit is None or state.session is None:
            return
        action = hit[1]
        if event.type == "change" and action not in ("flip", "confirm"):
            return
        if event.type == "click" and action in ("flip", "confirm"):
            return  # handled on "change"
        if action == "undo":
            if self.flow.undo():
                self.saved.changed()
        elif action == "redo":
            if self.flow.redo():
                self.saved.changed()
        elif action == "share":
            self.routes.share()
        elif action == "record":
            self.records.open()
        elif action == "rules" and state.game is not None:
            self.rules.open(state.game.name)
        elif action == "new" and state.game is not None:
            view = state.view
            seat_name = view.seat_name if view is not None else (lambda seat: str(seat + 1))
            self.new_game.open(state.session, state.game, seat_name)
        elif action == "draw":
            self.draw.offer()
        elif action == "flip":
            state.flip = bool(event.target.checked)
            dom.save_flag(self.frame, FLIP_KEY, state.flip)
            self.render()
        elif action == "confirm":
            state.confirm_moves = bool(event.target.checked)
            dom.save_flag(self.frame, CONFIRM_KEY, state.confirm_moves)
            if not state.confirm_moves and state.proposed is not None:
                self.render()

    def on_play_again(self, _event: Any) -> None:
        """Play again: a new game of the same game, players, options and computer seats (a
        shuffled game gets a new shuffle); a game that began from a set-up position (a link's
        ``position``, the editor) begins from it again: its author set it up to be played."""
        game, session = self.state.game, self.state.session
        if game is None or session is None:
            return
        options, start = session.start.options, session.start
        if start.position_text() == game.new(options).position_text():  # the opening: a new deal
            seed = int(self.frame.window.Math.random() * 2 ** 31) if game.uses_seed else None
            start = game.new(game.options(options.players, sorted(options.switches), seed))
        self.begin(game, start, dict(self.opponent.seating.computer))
