"""The page controller: routes, the session, controls, status and errors.

Game-agnostic: a game's board view (``web.views``) draws states and turns
taps into move tokens; this module plays those tokens on a ``Session`` and
keeps the page contract up to date (``#app[data-game|ply|to-move|outcome|scores]``,
``body[data-ready]``). Every handler runs through ``guarded``: a Python error
shows a short message and the last good state is drawn again.
"""

from __future__ import annotations

import traceback
from functools import wraps
from typing import Any, Callable

from pyscript import document, window  # type: ignore[import-not-found]

from games import GameError, get_game
from games.base import Game, Options, State
from games.session import Session

from . import dom, i18n
from .access import access_for
from .colour_marks import ColourMarks
from .embed import Embed
from .i18n import t, tn
from .keyboard import BoardKeys
from .learn_ui import Learning
from .links import COMPUTER_HEADER, make_link, parse_link, parse_seats
from .opponent import Opponent
from .outcome_text import outcome_text
from .record_ui import RecordDialog
from .rules_ui import RulesDialog
from .saved_ui import SavedGames
from .views import view_for

FLIP_KEY = "abstract-boards.flip"
CONFIRM_KEY = "abstract-boards.confirm-moves"


def guarded(handler: Callable[..., Any]) -> Callable[..., Any]:
    """Run an event handler so that no Python error escapes into the page."""

    @wraps(handler)
    def run(self: "App", *args: Any) -> Any:
        try:
            return handler(self, *args)
        except Exception as err:  # noqa: BLE001 - the page must survive any bug
            window.console.error(traceback.format_exc())
            self.show_message(t("error.unexpected", error=f"{type(err).__name__}: {err}"))
            self.recover()
            return None

    return run


class App:
    def __init__(self) -> None:
        self.root = dom.by_id("app")
        self.board = dom.by_id("board")
        self.play_area = dom.by_id("play")
        self.status = dom.by_id("status")
        self.scores = dom.by_id("scores")
        self.view_controls = dom.by_id("view-controls")
        self.moves = dom.by_id("moves")
        self.controls = dom.by_id("controls")
        self.message = dom.by_id("message")
        self.new_game_dialog = dom.by_id("new-game")
        self.draw_dialog = dom.by_id("confirm-draw")
        self.game: Game | None = None
        self.session: Session | None = None
        self.view: Any = None
        self.flip = dom.load_flag(FLIP_KEY)
        self.confirm_moves = dom.load_flag(CONFIRM_KEY)
        """Ask before a tapped move is played (against mis-taps on a shared tablet)."""
        self.proposed: str | None = None
        """A tapped move shown on the board, waiting for Play it / Take back."""
        self.confirm_bar = dom.by_id("confirm-move")
        self._buttons = {name: dom.query(self.controls, f"[data-action={name}]")
                         for name in ("undo", "redo", "draw", "new")}
        self._disabled: dict[str, bool] = {}
        self._move_items: list[Any] = []
        self._move_shown: list[tuple[str, str]] = []
        self._link = ""
        self._url_pending = False
        self.fixed_bottom = 0
        """The seat at the bottom when the board does not turn to the player to move."""
        self._turned_to: int | None = None
        """With "Turn board to player": the person the board faced last (kept on computer turns)."""
        self.browsing = False
        """True after the player stepped back through the record (not by Undo)."""
        self.pending_token: str | None = None
        self.replay = dom.by_id("replay")
        self.replay_ply = dom.by_id("replay-ply")
        self.branch_dialog = dom.by_id("confirm-branch")
        self._replay_buttons = {name: dom.query(self.replay, f"[data-replay={name}]")
                                for name in ("first", "prev", "next", "last")}
        self._buttons.update({name: dom.query(self.controls, f"[data-action={name}]")
                              for name in ("share", "record")})
        self.saved = SavedGames(self)
        self.embed = Embed(self)
        self.records = RecordDialog(self)
        self.rules = RulesDialog(self)
        self.opponent = Opponent(self)
        self.learn = Learning(self)
        """Lessons and puzzles: while one is open, tapped moves go there (``play``)."""
        dom.listen(self.play_area, "click", self.on_board_tap)
        dom.listen(self.controls, "click", self.on_control)
        dom.listen(self.controls, "change", self.on_control)
        dom.listen(self.view_controls, "click", self.on_view_control)
        dom.listen(self.message, "click", self.on_message_click)
        dom.listen(self.new_game_dialog, "close", self.on_new_game_closed)
        dom.listen(self.draw_dialog, "close", self.on_draw_closed)
        dom.listen(dom.by_id("home"), "click", self.on_home_click)
        dom.listen(document.querySelector(".brand"), "click", self.on_home_click)
        dom.listen(dom.by_id("puzzles-page"), "click", self.on_home_click)
        dom.listen(window, "popstate", self.on_popstate)
        dom.listen(self.replay, "click", self.on_replay)
        dom.listen(self.moves, "click", self.on_move_list)
        dom.listen(document, "keydown", self.on_key)
        dom.listen(self.branch_dialog, "close", self.on_branch_closed)
        dom.listen(self.confirm_bar, "click", self.on_confirm)
        self.access: Any = None
        """Names and keyboard targets of the view's board (``web.access``)."""
        self.keys = BoardKeys(self)
        self.colour_marks = ColourMarks(self)
        dom.listen(document, "keyup", self.on_key_up)

    # ----- start-up and routes ----------------------------------------------------------
    def start(self) -> None:
        i18n.on_change(self.on_language_change)  # web/main.py attached the table
        self.embed.configure(parse_link(str(window.location.search)))
        self.open_url(window.location.search)
        document.body.setAttribute("data-ready", "1")
        self.embed.ready()
        # When the page became playable, for the start-up benchmark (bench/).
        document.body.setAttribute("data-ready-ms", f"{window.performance.now():.1f}")

    @guarded
    def open_url(self, query: str) -> None:
        self._link = str(query)
        remembered = self.saved.remembered()
        request = parse_link(str(query))
        problems = list(request.problems)
        if request.game is None:
            if problems:
                self.show_message("; ".join(problems))
            self.show_home()
            return
        try:
            game = get_game(request.game)
        except GameError as err:
            self.show_message(t("link.unknown_game", name=request.game))
            self.show_home()
            return
        if view_for(game.name) is None:
            self.show_message(t("link.not_playable", game=self.game_title(game)))
            self.show_home()
            return
        if self.learn.open(request, game, problems):
            self._show_problems(problems)
            return
        try:
            options = game.options(request.players, request.options, request.seed, request.deck)
        except GameError as err:
            problems.append(t("link.bad_options", error=err))
            options = game.options()
        self.opponent.use_link(request.computer, options.players, problems)
        session, error = Session.from_tokens(game.new(options), request.moves)
        if error is not None:
            problems.append(t("link.bad_move", error=error))
        if request.ply is not None:
            if request.ply > len(session.tokens):
                problems.append(t("link.ply_past", ply=request.ply, last=len(session.tokens)))
            session.goto(request.ply)
        self.open_session(game, session)
        self.saved.adopt(remembered)  # a reload or Back: the same game, the same save
        self.browsing = session.cursor < len(session.tokens)
        self._show_problems(problems)

    def _show_problems(self, problems: list[str]) -> None:
        if problems:
            self.show_message(t("link.problems", problems=t("link.separator").join(
                p.rstrip(".。") for p in problems)))

    def show_home(self) -> None:
        self.learn.close()
        self.leave_game()
        document.documentElement.setAttribute("data-route", "home")
        document.title = t("page.title")
        self.saved.show_list()

    def leave_game(self) -> None:
        """No game on screen any more (the home page, a puzzles list)."""
        self.session = None
        self.game = None
        dom.set_attrs(self.root, data_game="", data_ply=0, data_to_move="", data_outcome="")
        self.opponent.update()  # leaving the game stops the computer

    def open_saved(self, session: Session, computer: dict[int, str] | None = None) -> list[int]:
        """Open a session from a saved game or an imported record; returns the
        computer seats (from 0) dropped for not existing in that game."""
        self.hide_message()
        # A history entry of its own first: opening the game forgets the save key of the
        # entry it is in, and the entry left behind keeps its own game's.
        window.history.pushState(None, "", self._link or "./")
        dropped = self.opponent.set_seats(computer or {}, session.start.options.players)
        self.open_session(session.start.game, session)
        return dropped

    def open_record(self, session: Session, computer: str | None = None) -> None:
        """Open a session read from a record. The page writes the computer's
        seats into the record's ``Computer`` header (``computer`` overrides
        it); seats it cannot use are people, and the player is told."""
        header = session.record_extra.pop(COMPUTER_HEADER, "")
        text = header if computer is None else computer
        seats, problems = parse_seats(text)
        if self.open_saved(session, seats) or problems:
            self.show_message(t("record.bad_computer", value=text))

    def open_session(self, game: Game, session: Session) -> None:
        self.game = game
        self.session = session
        self.browsing = False
        self.saved.forget_current()
        self._turned_to = None
        document.documentElement.setAttribute("data-route", "game")
        self._show_title(game)
        self._make_view(game)
        for button in self.controls.querySelectorAll("button, input"):
            button.disabled = False
        self._disabled = {}
        self.controls.querySelector("[data-action=flip]").checked = self.flip
        self.controls.querySelector("[data-action=confirm]").checked = self.confirm_moves
        self.render()

    def _make_view(self, game: Game, rebuild: bool = False) -> None:
        """The game's board view: made anew for another game (or language), else laid out again."""
        view_class = view_for(game.name)
        if rebuild or self.view is None or type(self.view) is not view_class:
            dom.clear(self.view_controls)
            self.view = view_class(self.board, dom.by_id("seat-top"), dom.by_id("seat-bottom"))
            if hasattr(self.view, "build_controls"):
                self.view.build_controls(self.view_controls)
            self.access = access_for(self.view)
            self.colour_marks.attach(self.view, self.view_controls)
        else:
            self.view.state = None  # new game: lay the board out again
        self.opponent.prepare_view(self.view)

    def _show_title(self, game: Game) -> None:
        title = self.game_title(game)
        document.title = t("page.game_title", game=title)
        self.keys.heading(title)

    @staticmethod
    def game_title(game: Game) -> str:
        return t(f"game.{game.name}")

    @guarded
    def on_language_change(self) -> None:
        """The language switch: redraw everything Python wrote (boot.js did the static page)."""
        if self.game is not None and self.session is not None:
            self._show_title(self.game)
            self._make_view(self.game, rebuild=True)
            self.render()
        else:
            document.title = t("page.title")
            self.saved.show_list()
        self.learn.refresh()
        self.rules.refresh()

    # ----- drawing ----------------------------------------------------------------------------
    def render(self, before: State | None = None, move: str | None = None) -> None:
        """Draw the session's current state; with ``before``/``move`` the move animates."""
        session, view = self.session, self.view
        if session is None or view is None:
            return
        self._drop_proposal()
        state = session.current
        view.show(state, self._bottom_seat(state), before, move)
        if before is None:
            previous = session.states[session.cursor - 1] if session.cursor > 0 else None
            view.set_last(previous, session.last_move)
        self._update_contract(state)
        self._update_status(state)
        self._update_moves()
        self._update_controls()
        self.opponent.update()
        self.after_view_change()

    def after_view_change(self) -> None:
        """Names and the keyboard's tab stop follow every redraw and every tap."""
        if self.access is not None:
            self.access.refresh()
        self.keys.sync()

    @guarded
    def on_key_up(self, _event: Any) -> None:
        """A view's own keys (Ni-Ju's R turns the picked tile) change what the names say."""
        if self.session is not None:
            self.after_view_change()

    def _bottom_seat(self, state: State) -> int:
        """The seat nearest the viewer: the person to move when the board turns, else fixed."""
        mover = state.to_move
        if self.flip and mover is not None and not self.opponent.seating.is_computer(mover):
            self._turned_to = mover
            return mover
        if self.flip and self._turned_to is not None:
            return self._turned_to  # the computer's turn, or the end: keep facing the last person
        return self.fixed_bottom

    def _update_contract(self, state: State) -> None:
        session = self.session
        assert session is not None and self.game is not None
        outcome = session.outcome()
        scores = state.scores()
        dom.set_attrs(
            self.root,
            data_game=self.game.name,
            data_ply=session.cursor,
            data_to_move="" if outcome is not None or state.to_move is None else state.to_move,
            data_outcome=outcome.code() if outcome is not None else "",
            data_scores=",".join(str(s) for s in scores) if scores is not None else None,
        )

    def _update_status(self, state: State) -> None:
        session, view = self.session, self.view
        assert session is not None
        outcome = session.outcome()
        if outcome is None:
            name = view.seat_name(state.to_move)
            text = t("status.to_move", seat=name, hint=view.hint(state))
            self.status.className = "status"
        else:
            text = outcome_text(outcome, view.seat_name)
            self.status.className = "status over"
        self.status.textContent = text
        scores = state.scores()
        if scores is None:
            self.scores.hidden = True
        else:
            label = t("scores.final") if outcome is not None else t("scores.so_far")
            parts = [t("scores.seat", seat=view.seat_name(i), score=score) for i, score in enumerate(scores)]
            self.scores.textContent = t("scores.line", label=label, scores=" · ".join(parts))
            self.scores.hidden = False

    def _update_moves(self) -> None:
        """Bring the move list up to date, touching only the items that changed.

        The items' texts and classes are mirrored in Python: reading them back
        through the JavaScript bridge cost more than the rest of a redraw.
        """
        session = self.session
        assert session is not None
        tokens = session.tokens
        items, shown = self._move_items, self._move_shown
        while len(items) > len(tokens):
            items.pop().remove()
            shown.pop()
        for i, token in enumerate(tokens):
            cls = "current" if i + 1 == session.cursor else ("undone" if i + 1 > session.cursor else "")
            if i == len(items):
                items.append(dom.html("li", self.moves, text=token, data_ply=i + 1, class_=cls))
                shown.append((token, cls))
                continue
            if shown[i] != (token, cls):
                if shown[i][0] != token:
                    items[i].textContent = token
                items[i].className = cls
                shown[i] = (token, cls)
        if 0 < session.cursor <= len(items):  # scroll the list only, never the page
            current, box = items[session.cursor - 1], self.moves
            top = current.offsetTop
            if top < box.scrollTop or top > box.scrollTop + box.clientHeight - 24:
                box.scrollTop = top - box.clientHeight // 2

    def _update_controls(self) -> None:
        session = self.session
        assert session is not None
        last = len(session.tokens)
        wanted = {"undo": not session.can_undo, "redo": not session.can_redo, "draw": session.over,
                  "first": session.cursor == 0, "prev": session.cursor == 0,
                  "next": session.cursor == last, "last": session.cursor == last}
        if self.learn.active:  # a lesson or puzzle: its own Undo, no record to browse or share
            wanted.update(self.learn.control_states())
        self.replay_ply.textContent = f"{session.cursor} / {last}"
        for action, disabled in wanted.items():
            if self._disabled.get(action) != disabled:
                button = self._buttons.get(action) or self._replay_buttons[action]
                button.disabled = disabled
                self._disabled[action] = disabled
        if not self._url_pending and not self.embed.active:  # after the redraw: replaceState is slow
            self._url_pending = True
            dom.later(0, self._sync_url)

    @guarded
    def _sync_url(self) -> None:
        """Keep the address bar a link to the game on screen (reload keeps the game)."""
        self._url_pending = False
        if self.session is None or self.game is None or self.learn.active:
            return  # a lesson or puzzle keeps its own link (learn_ui)
        session, game = self.session, self.game
        assert session is not None and game is not None
        options = session.start.options
        link = make_link(
            game.name,
            players=options.players if game.max_players > game.min_players else None,
            options=sorted(options.switches),
            moves=session.tokens,
            ply=session.cursor if session.cursor < len(session.tokens) else None,
            seed=options.seed,
            deck=list(options.deck) if options.deck is not None else None,
            computer=self.opponent.link_value(),
        )
        if link != self._link:
            window.history.replaceState(self.saved.history_state(), "", link)
            self._link = link

    def set_link(self, link: str) -> None:
        """The link of what is on screen (a lesson or a puzzle writes its own)."""
        self._link = link

    def recover(self) -> None:
        """After an error: forget any half-made choice and draw the session again."""
        try:
            if self.view is not None:
                self.view.state = None
            self.render()
        except Exception:  # noqa: BLE001 - nothing more can be done; keep the message
            window.console.error(traceback.format_exc())

    def share(self) -> None:
        """Copy a link that reopens this game at this ply."""
        self._sync_url()
        url = f"{window.location.origin}{window.location.pathname}{self._link}"
        self.share_url = url

        async def copy() -> None:
            try:
                await window.navigator.clipboard.writeText(url)
                self.show_message(t("share.copied", url=url), info=True)
            except Exception:  # noqa: BLE001 - no clipboard here: show the link to copy
                self.show_message(t("share.copy_this", url=url), info=True)

        import asyncio

        asyncio.ensure_future(copy())

    # ----- messages ------------------------------------------------------------------------------
    def show_message(self, text: str, info: bool = False) -> None:
        dom.by_id("message-text").textContent = text
        self.message.className = "message info" if info else "message"
        self.message.hidden = False

    def hide_message(self) -> None:
        self.message.hidden = True

    # ----- handlers ------------------------------------------------------------------------------
    @guarded
    def on_board_tap(self, event: Any) -> None:
        if self.session is None or self.view is None or self.session.over:
            return
        if not self.embed.interactive or self.proposed is not None or self.opponent.holds_board() \
                or self.learn.holds_board():
            return  # a move waits for confirmation, the computer or a lesson's reply is to move
        token = self.view.tap(event.target)
        if token is not None:
            self.play(token)
        else:
            self.after_view_change()

    @guarded
    def on_view_control(self, event: Any) -> None:
        """Buttons a view adds for its game (End turn, Finish, Pass, Rotate …)."""
        hit = dom.closest_data(event.target, "view-action")
        if hit is None or self.session is None or self.view is None or not self.embed.interactive:
            return
        if self.proposed is not None or self.learn.holds_board():
            return
        token = self.view.control(hit[1])
        if token is not None and not self.session.over and not self.opponent.holds_board():
            self.play(token)
        else:
            self.after_view_change()

    def play(self, token: str) -> None:
        if self.learn.active:  # a lesson or puzzle judges the move before anything is played
            self.learn.try_move(token)
            return
        session = self.session
        assert session is not None
        later = len(session.tokens) - session.cursor
        if self.browsing and later > 0:
            self.pending_token = token
            dom.by_id("confirm-branch-text").textContent = tn(
                "branch.looking", later, ply=session.cursor, last=len(session.tokens))
            self.branch_dialog.showModal()
            return
        if self.confirm_moves and not self.embed.active:
            self.propose(token)
            return
        self.commit(token)

    def propose(self, token: str) -> None:
        """Show the tapped move on the board and ask before playing it."""
        session, view = self.session, self.view
        assert session is not None and view is not None
        before = session.current
        after = before.play(token)  # checks legality; nothing is recorded yet
        # The board keeps facing the player who tapped until the move is confirmed.
        view.show(after, self._bottom_seat(before), before, token)
        self.proposed = token
        dom.by_id("confirm-move-text").textContent = t("confirm.question", move=token)
        self.confirm_bar.hidden = False
        self.root.setAttribute("data-proposed", token)
        dom.query(self.confirm_bar, "[data-confirm=play]").focus()

    def _drop_proposal(self) -> None:
        if self.proposed is not None:
            self.proposed = None
            self.confirm_bar.hidden = True
            self.root.removeAttribute("data-proposed")

    @guarded
    def on_confirm(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "confirm")
        token = self.proposed
        if hit is None or token is None or self.session is None:
            return
        if hit[1] == "play":
            self._drop_proposal()
            self.commit(token)
        else:
            self.take_back()

    def take_back(self) -> None:
        """Drop the proposed move and lay the position out again without it."""
        assert self.view is not None
        self._drop_proposal()
        self.view.state = None
        self.render()

    def commit(self, token: str) -> None:
        """Play ``token`` on the session and show it."""
        session = self.session
        assert session is not None
        before = session.current
        session.play(token)
        self.browsing = False
        self.hide_message()
        self.render(before, token)
        self.saved.changed()
        self.embed.moved(token)

    def commit_exercise(self, token: str) -> None:
        """Play a lesson's or puzzle's move: like ``commit``, but nothing is saved or sent out."""
        session = self.session
        assert session is not None
        before = session.current
        session.play(token)
        self.browsing = False
        self.render(before, token)

    @guarded
    def on_branch_closed(self, _event: Any) -> None:
        token, self.pending_token = self.pending_token, None
        if token is None or self.session is None:
            return
        if self.branch_dialog.returnValue == "play":
            self.browsing = False
            self.play(token)  # may still ask to confirm the move itself
        else:
            self.render()  # drop the half-made choice on the board

    # ----- replay --------------------------------------------------------------------------
    def go_to(self, ply: int) -> None:
        session = self.session
        if session is None or ply == session.cursor or not 0 <= ply <= len(session.tokens):
            return
        if self.learn.active:
            return  # a lesson or puzzle moves on by its steps (Undo steps back)
        self.browsing = True
        if ply == session.cursor + 1:
            before = session.current
            session.goto(ply)
            self.render(before, session.last_move)
        else:
            session.goto(ply)
            self.render()
        self.embed.position()

    @guarded
    def on_replay(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "replay")
        if hit is None or self.session is None:
            return
        cursor, last = self.session.cursor, len(self.session.tokens)
        target = {"first": 0, "prev": cursor - 1, "next": cursor + 1, "last": last}[hit[1]]
        self.go_to(target)

    @guarded
    def on_move_list(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "ply")
        if hit is not None:
            self.go_to(int(hit[1]))

    @guarded
    def on_key(self, event: Any) -> None:
        if self.session is None or document.documentElement.getAttribute("data-route") != "game":
            return
        if str(event.key) == "Escape" and self.proposed is not None:
            event.preventDefault()
            self.take_back()
            return
        if str(event.key) == "Escape" and self.learn.shown is not None:
            event.preventDefault()
            self.learn.take_back()
            return
        target = event.target
        tag = str(getattr(target, "tagName", "") or "").lower()
        if tag in ("input", "textarea", "select") or not dom.missing(document.querySelector("dialog[open]")):
            return
        if event.defaultPrevented:  # the board's keyboard cursor used the key (web/keyboard.py)
            return
        cursor, last = self.session.cursor, len(self.session.tokens)
        target_ply = {"ArrowLeft": cursor - 1, "ArrowRight": cursor + 1, "Home": 0,
                      "End": last}.get(str(event.key))
        if target_ply is not None:
            event.preventDefault()
            self.go_to(target_ply)

    @guarded
    def on_control(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "action")
        if hit is None or self.session is None:
            return
        action = hit[1]
        if event.type == "change" and action not in ("flip", "confirm"):
            return
        if event.type == "click" and action in ("flip", "confirm"):
            return  # handled on "change"
        if action == "undo" and self.learn.active:
            self.learn.undo()
        elif action == "undo" and self.opponent.undo():
            self.browsing = False
            self.render()
            self.saved.changed()
        elif action == "redo" and self.opponent.redo():
            self.browsing = False
            previous = self.session.states[self.session.cursor - 1]
            self.render(previous, self.session.last_move)
            self.saved.changed()
        elif action == "share":
            self.share()
        elif action == "record":
            self.records.open()
        elif action == "rules" and self.game is not None:
            self.rules.open(self.game.name)
        elif action == "new":
            self._open_new_game_dialog()
        elif action == "draw" and not self.session.over:
            self.draw_dialog.showModal()
        elif action == "flip":
            self.flip = bool(event.target.checked)
            dom.save_flag(FLIP_KEY, self.flip)
            self.render()
        elif action == "confirm":
            self.confirm_moves = bool(event.target.checked)
            dom.save_flag(CONFIRM_KEY, self.confirm_moves)
            if not self.confirm_moves and self.proposed is not None:
                self.render()

    @guarded
    def on_draw_closed(self, _event: Any) -> None:
        if self.draw_dialog.returnValue == "draw" and self.session is not None and not self.session.over:
            self.session.agree_draw()
            self.render()
            self.saved.changed()

    def _open_new_game_dialog(self) -> None:
        game, session = self.game, self.session
        assert game is not None and session is not None
        box = dom.by_id("new-game-options")
        dom.clear(box)
        current = session.start.options
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
        self.opponent.build_dialog(box, current.players)
        self.new_game_dialog.returnValue = ""
        self.new_game_dialog.showModal()

    @guarded
    def on_new_game_closed(self, _event: Any) -> None:
        if self.new_game_dialog.returnValue != "start" or self.game is None:
            return
        game = self.game
        box = dom.by_id("new-game-options")
        switches = [name for name in game.switches
                    if box.querySelector(f"input[name='{name}']").checked]
        players = None
        select = dom.query(box, "select[name=players]")
        if select is not None:
            players = int(select.value)
        seed = int(window.Math.random() * 2 ** 31) if game.uses_seed else None
        options: Options = game.options(players, switches, seed)
        self.opponent.read_dialog(box, options.players)
        self.hide_message()
        self.open_session(game, Session(game.new(options)))

    @guarded
    def on_message_click(self, event: Any) -> None:
        if dom.closest_data(event.target, "action") == ("action", "dismiss"):
            self.hide_message()

    @guarded
    def on_home_click(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "open-link", "open-game", "nav", "rules")
        if hit is None:
            return
        event.preventDefault()
        if hit[0] == "open-link":  # e.g. "play the computer": a whole link
            query = hit[1]
            request = parse_link(query)
            game = request.game
            learning = request.tutorial or request.puzzles or request.puzzle is not None
            if game is not None and "seed=" not in query and not learning:
                query += self._fresh_seed(game)
            self.open_link(query)
        elif hit[0] == "nav":
            window.history.pushState(None, "", "./")
            self.show_home()
        elif hit[0] == "rules":
            self.rules.open(hit[1])
        else:
            self.open_link(f"?game={hit[1]}{self._fresh_seed(hit[1])}")

    @staticmethod
    def _fresh_seed(game_name: str) -> str:
        """A new deal for each game started from the home page (a link without a seed uses 0)."""
        if not get_game(game_name).uses_seed:
            return ""
        return f"&seed={int(window.Math.random() * 2 ** 31)}"

    def open_link(self, query: str) -> None:
        """Open an in-site link (home cards, the rules pages' "Try it") as a new page state."""
        window.history.pushState(None, "", query)
        self.hide_message()
        self.open_url(query)

    @guarded
    def on_popstate(self, _event: Any) -> None:
        self.hide_message()
        self.open_url(window.location.search)
