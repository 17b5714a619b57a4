"""The play flow: from a tap to a played move, and moving through the record.

A tap goes to the board view, which answers with the tap model's move value,
or the new selection (the page draws the board again with it: ``Page.select``),
or nothing. The move is then played at once (``Page.commit``), or first
shown and confirmed ("Confirm moves": ``Page.propose``; the page drops the
proposal itself when it draws the session again), or, when the player had stepped back
through the record, played only after they agree to replace the later moves.
A lesson or a puzzle judges the move instead (``web.learn_ui``). No token is
written or read on the way: tokens are for links, records and messages. The replay buttons, the
move list and the arrow keys move through the record; Undo and Redo follow
the computer's seats (``web.opponent``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.base import Move


from . import dom
from .board_state import Selection, TakeDevice
from .embed import Embed
from .i18n import tn
from .learn_ui import Learning
from .opponent import Opponent
from .page import Page
from .questions import Question
from .variation_ui import Variations


class PlayFlow:
    def __init__(self, page: Page, opponent: Opponent, learn: Learning, embed: Embed,
                 changed: Callable[[], None]) -> None:
        self.page = page
        self.changed = changed
        """The game changed otherwise than by a move played (a variation added): save it."""
        self.frame = page.frame
        self.opponent = opponent
        self.learn = learn
        self.embed = embed
        self.confirm_bar = dom.by_id(self.frame, "confirm-move")
        self.branch_dialog = dom.by_id(self.frame, "confirm-branch")
        self.branch: Question[Move] = page.state.questions.question(
            lambda: dom.withdraw(self.branch_dialog))
        """"Play a new move here?": the move tapped while browsing, asked about that position."""
        dom.listen(dom.by_id(self.frame, "play"), "click", self.on_board_tap)
        dom.listen(dom.by_id(self.frame, "view-controls"), "click", self.on_view_control)
        dom.listen(dom.by_id(self.frame, "view-more"), "click", self.on_view_control)
        dom.listen(self.confirm_bar, "click", self.on_confirm)
        dom.listen(self.branch_dialog, "close", self.on_branch_closed)
        dom.listen(dom.by_id(self.frame, "replay"), "click", self.on_replay)
        dom.listen(dom.by_id(self.frame, "moves"), "click", self.on_move_list)
        dom.listen(self.frame.document, "keydown", self.on_key)
        self.variations = Variations(page, embed.position, changed)

    def _board_held(self) -> bool:
        """A move waits for confirmation, or the computer or a lesson's reply is to move."""
        return self.page.state.proposed is not None or self.opponent.holds_board() \
            or self.learn.holds_board()

    # ----- taps ----------------------------------------------------------------------------
    def on_board_tap(self, event: Any) -> None:
        state = self.page.state
        if state.session is None or state.view is None or state.session.over or state.editing:
            return  # the board editor hears its own taps (web.editor_ui)
        if not state.interactive or self._board_held():
            return
        move = state.view.tap(event.target)
        if isinstance(move, TakeDevice):
            self.page.take_device(move.seat)
        elif isinstance(move, Selection):
            self.page.select(move)
        elif move is not None:
            self.play(move)
        else:
            self.page.after_view_change()

    def on_view_control(self, event: Any) -> None:
        """Buttons a view adds for its game (End turn, Finish, Pass, Rotate …)."""
        state = self.page.state
        hit = dom.closest_data(event.target, "view-action")
        if hit is None or state.session is None or state.view is None or not state.interactive \
                or state.editing:
            return
        if state.proposed is not None or self.learn.holds_board():
            return
        move = state.view.control(hit[1])
        if isinstance(move, Selection):
            self.page.select(move)
        elif move is not None and not state.session.over and not self.opponent.holds_board():
            self.play(move)
        else:
            self.page.after_view_change()

    def play(self, move: Move) -> None:
        """A move the board produced: judge it (lessons), ask first, or play it."""
        if self.learn.active:  # a lesson or puzzle judges the move before anything is played
            self.learn.try_move(move)
            return
        state = self.page.state
        session = state.session
        assert session is not None
        later = len(session.tokens) - session.cursor
        if state.browsing and later > 0:
            self.branch.ask(session, move)
            dom.by_id(self.frame, "confirm-branch-text").textContent = tn(
                "branch.looking", later, ply=session.cursor, last=len(session.tokens))
            self._primary_answer()
            dom.ask(self.branch_dialog)
            return
        if state.confirm_moves and not state.embedded:
            self.page.propose(move)  # shown on the board, asked about on the Confirm bar
            return
        self.page.commit([move])

    # ----- "Confirm moves" -------------------------------------------------------------------
    def on_confirm(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "confirm")
        asked = self.page.state.proposed
        if hit is None or asked is None:
            return
        if hit[1] == "play" and asked.holds(self.page.state.session):
            self.page.commit([asked.subject])  # the page drops the proposal as it draws the move
        else:  # taken back, or asked about a position no longer on screen: nothing is played
            self.take_back()

    def take_back(self) -> None:
        """Lay the position out again without the proposed move (the page drops it as it draws)."""
        self.page.render(relayout=True)

    def on_branch_closed(self, _event: Any) -> None:
        """The answer to "Play a new move here?": heard only while the position it asked about
        is on screen (a question withdrawn, or one about another game, plays nothing)."""
        state = self.page.state
        asked = self.branch.answer(state.session)
        if asked is None:
            return
        if self.branch_dialog.returnValue == "play":
            self.page.play_on()
            self.play(asked.subject)  # may still ask to confirm the move itself
        elif self.branch_dialog.returnValue == "variation":
            session = state.session
            assert session is not None
            session.add_variation(asked.subject)  # the later moves stay; this one beside them
            self.page.play_on()
            self.page.render(animate=True)
            self.changed()
            self.embed.position()
        else:
            self.page.render()  # drop the half-made choice on the board

    def _primary_answer(self) -> None:
        """"Add a variation" is the dialog's first answer while the author annotates (or the
        record has variations already), "Drop them and play" otherwise."""
        session = self.page.state.session
        toggle = self.frame.document.querySelector("[data-annotate-open]")
        annotating = not dom.missing(toggle) and toggle.getAttribute("aria-pressed") == "true"
        studying = annotating or (session is not None and bool(session.alternatives))
        for button in self.branch_dialog.querySelectorAll("[value]"):
            value = str(button.value)
            button.classList.toggle("primary", value == ("variation" if studying else "play"))

    # ----- Undo, Redo and the replay --------------------------------------------------------
    def undo(self) -> bool:
        """Undo as far as the computer's seats say (a lesson steps back instead); True when
        the record changed."""
        if self.learn.active:
            self.learn.undo()
            return False
        if not self.opponent.undo():
            return False
        self.page.play_on()
        self.page.render()
        return True

    def redo(self) -> bool:
        """Redo as far as the computer's seats say; True when something changed."""
        session = self.page.state.session
        if session is None or not self.opponent.redo():
            return False
        self.page.play_on()
        self.page.render(animate=True)
        return True

    def go_to(self, ply: int) -> None:
        session = self.page.state.session
        if session is None or ply == session.cursor or not 0 <= ply <= len(session.tokens):
            return
        if self.learn.active:
            return  # a lesson or puzzle moves on by its steps (Undo steps back)
        self.page.step_to(ply)
        self.embed.position()

    def on_replay(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "replay")
        session = self.page.state.session
        if hit is None or session is None:
            return
        cursor, last = session.cursor, len(session.tokens)
        target = {"first": 0, "prev": cursor - 1, "next": cursor + 1, "last": last}[hit[1]]
        self.go_to(target)

    def on_move_list(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "path", "ply")
        session = self.page.state.session
        if hit is None or session is None or self.learn.active:
            return
        if hit[0] == "path":  # a move of a variation
            self.variations.show_text(hit[1])
        elif any(ply < int(hit[1]) for ply in session.chosen):
            self.variations.show_main(int(hit[1]))  # a main-line move the line shown has left
        else:
            self.go_to(int(hit[1]))

    def on_key(self, event: Any) -> None:
        session = self.page.state.session
        if session is None or self.page.state.editing or self.page.state.route != "game":
            return
        if str(event.key) == "Escape" and self.page.state.proposed is not None:
            event.preventDefault()
            self.take_back()
            return
        if str(event.key) == "Escape" and self.learn.shown is not None:
            event.preventDefault()
            self.learn.take_back()
            return
        target = event.target
        tag = str(getattr(target, "tagName", "") or "").lower()
        if tag in ("input", "textarea", "select") \
                or not dom.missing(self.frame.document.querySelector("dialog[open]")):
            return
        if event.defaultPrevented:  # the board's keyboard cursor used the key (web/keyboard.py)
            return
        key = str(event.key)
        if key in ("ArrowUp", "ArrowDown") and not self.learn.active \
                and self.variations.switch(-1 if key == "ArrowUp" else 1):
            event.preventDefault()  # another alternative at this fork
            return
        if key == "ArrowLeft" and event.shiftKey and not self.learn.active:
            event.preventDefault()  # back to the line the variation left (nothing on the main line)
            self.variations.leave()
            return
        cursor, last = session.cursor, len(session.tokens)
        target_ply = {"ArrowLeft": cursor - 1, "ArrowRight": cursor + 1, "Home": 0,
                      "End": last}.get(str(event.key))
        if target_ply is not None:
            event.preventDefault()
            self.go_to(target_ply)
