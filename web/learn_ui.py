"""The page side of lessons and puzzles: the lesson panel and the puzzle panel.

Routes (``web/links.py``): ``?game=G&tutorial=1`` (``&lesson=ID``) opens the
game's lessons where the player left off; ``?game=G&puzzle=ID`` one puzzle;
``?game=G&puzzles=1`` the game's list of puzzles (``web.puzzles_page``). The
content comes from ``games.lessons`` and ``games.puzzles`` (imported only when
asked for, so a normal game loads nothing of them); judging a move is ``web.exercise``'s job,
and every move is still the engine's: the board's view produces the tokens.

While a lesson or a puzzle is open the controller sends every tapped move
here instead of playing it (``App.play``). An accepted move is played on the
session (so the page contract ``data-ply`` moves on as usual), with the
opponent's scripted reply after a short pause; another legal move is shown on
the board beside the explanation until the player takes it back. Undo steps
back one step of the exercise; New game, draw, record and share leave the
exercise's world and are disabled (the player leaves with Leave).

Page contract: ``#app[data-tutorial-step=N]`` (the lesson's place in the
sequence, from 1) and ``data-tutorial-done="1"`` once the last is done;
``#app[data-puzzle=ID]`` and ``data-puzzle-solved="1"``; also
``data-lesson=ID``, ``data-lesson-done="1"``, ``data-learn-tries=N`` and
``data-learn-shown=TOKEN`` (an explained move on show), ``data-learn-refused=TOKEN``
(the last try, refused: its reason is in the feedback).

A lesson step that teaches a forbidden move (``Step.forbid``) hands those
moves, as the engine parses them, to every board the page draws
(``BoardState.forbidden``, from ``forbidden``): the board still lights only
legal targets, but a tap that would make one of them produces it, and the
lesson answers with why it is not allowed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any


from games.base import Move
from games.session import Session

from . import dom, learn_more
from .board_state import Ply
from .exercise import (DONE, ILLEGAL, OTHER, Exercise, LessonRun, Progress, PuzzleRun,
                       first_open, pick)
from .i18n import t, tn
from .learn_status import held_status
from .links import LinkRequest
from .puzzles_page import difficulty, learn_link, load_optional, load_puzzles, show_list

if TYPE_CHECKING:
    from games.base import Game

    from .page import Page

PROGRESS_KEY = "abstract-boards.learn"
REPLY_DELAY_MS = 500
"""The pause before the opponent's scripted reply, so the learner sees their own move land."""
CONTRACT = ("data-tutorial-step", "data-tutorial-done", "data-lesson", "data-lesson-done",
            "data-puzzle", "data-puzzle-solved", "data-learn-tries", "data-learn-shown",
            "data-learn-refused")


def load_lessons(game: str) -> tuple[Any, ...] | None:
    """The game's lessons, or None when this site has no lessons package."""
    return load_optional("games.lessons", "lessons", game)


def is_win(state: Any, mover: int) -> bool:
    from games.puzzles import is_win as engine_is_win

    return bool(engine_is_win(state, mover))


class Learning:
    """Lessons and puzzles in the page (one instance, owned by the controller)."""

    def __init__(self, app: Page) -> None:
        self.app = app
        self.frame = app.frame
        self.panel = dom.by_id(self.frame, "learn")
        self.page = dom.by_id(self.frame, "puzzles-page")
        self.mode: str | None = None
        """None, "tutorial" or "puzzle"."""
        self.game: Game | None = None
        self.items: tuple[Any, ...] = ()
        self.index = 0
        self.run: Exercise | None = None
        self.marks: list[int] = []
        """The session's ply at the start of each step reached (rewound by Undo)."""
        self.busy = False
        """The scripted reply is on its way: taps wait."""
        self.feedback = ""
        self.progress = self._load_progress()
        dom.listen(self.panel, "click", self.on_click)
        self.measure_text = dom.BeforePaint(self.frame, learn_more.follow(dom.by_id(self.frame, "learn-body")))
        """Marks the lesson's text that scrolls on below its box (``web.learn_more``), once laid out."""

    @property
    def shown(self) -> Move | None:
        """The wrong try drawn on the board but not played (the page's ``on_show``), if any."""
        return self.app.state.on_show

    @property
    def active(self) -> bool:
        return self.mode is not None

    # ----- progress --------------------------------------------------------------------------
    def _load_progress(self) -> Progress:
        try:
            return Progress.from_json(self.frame.window.localStorage.getItem(PROGRESS_KEY))
        except Exception:  # noqa: BLE001 - storage disabled: progress lasts this visit only
            return Progress()

    def _save_progress(self) -> None:
        try:
            self.frame.window.localStorage.setItem(PROGRESS_KEY, self.progress.to_json())
        except Exception:  # noqa: BLE001, S110 - not kept; nothing else is lost
            pass

    # ----- routes ----------------------------------------------------------------------------
    def open(self, request: LinkRequest, game: Game, problems: list[str]) -> bool:
        """Open what the link asks for; False when it is a plain game link."""
        self.close()
        if request.puzzles or (request.puzzle is None and not request.tutorial):
            if request.puzzles:
                self.show_list(game)
                return True
            return False
        if request.puzzle is not None:
            puzzles = load_puzzles(game.name)
            found = [p for p in puzzles or () if p.id == request.puzzle]
            if not found:
                if puzzles is not None:
                    problems.append(t("learn.puzzle.unknown", id=request.puzzle,
                                      game=self.app.game_title(game)))
                self.show_list(game)
                return True
            self.mode, self.game, self.items = "puzzle", game, puzzles or ()
            self._start(self.items.index(found[0]))
            return True
        lessons = load_lessons(game.name)
        if not lessons:
            problems.append(t("learn.lessons.unavailable", game=self.app.game_title(game)))
            return False
        self.mode, self.game, self.items = "tutorial", game, lessons
        index = first_open(lessons, lambda i: self.progress.lesson_done(game.name, i))
        if request.lesson is not None:
            ids = [lesson.id for lesson in lessons]
            if request.lesson in ids:
                index = ids.index(request.lesson)
            else:
                problems.append(t("learn.lesson.unknown", id=request.lesson,
                                  game=self.app.game_title(game)))
        self._start(index)
        return True

    def close(self) -> None:
        """Leave lesson or puzzle mode (a new link, the home page, another game)."""
        self.mode, self.run, self.busy = None, None, False
        self.app.forget_try()
        self.panel.hidden = True
        self.frame.document.documentElement.removeAttribute("data-learn")
        for name in CONTRACT:
            self.app.root.removeAttribute(name)

    def _start(self, index: int) -> None:
        """Open item ``index`` of the sequence on a fresh session."""
        assert self.game is not None
        self.index = index
        item = self.items[index]
        self.run = (LessonRun(item) if self.mode == "tutorial"
                    else PuzzleRun(item, is_win))
        self.marks = [0]
        self.busy = False
        self.app.forget_try()
        self.feedback = ""
        for name in CONTRACT:
            self.app.root.removeAttribute(name)
        session = Session(self.run.state)
        self.app.set_seats({}, session.start.options.players)
        self.app.open_session(self.game, session, solo=True)  # one learner, no hand-over
        if self.mode == "tutorial":
            self.app.root.setAttribute("data-tutorial-step", str(index + 1))
            self.app.root.setAttribute("data-lesson", item.id)
            link = learn_link(self.game.name, tutorial="1", lesson=item.id)
        else:
            self.app.root.setAttribute("data-puzzle", item.id)
            link = learn_link(self.game.name, puzzle=item.id)
        if link != str(self.frame.window.location.search):
            self.frame.window.history.replaceState(None, "", link)
        self.app.set_link(link)
        self.panel.hidden = False
        self.frame.document.documentElement.setAttribute("data-learn", self.mode or "")
        self.draw()
        self.app.render()

    # ----- the panel ------------------------------------------------------------------------
    def draw(self) -> None:
        """Write the panel's texts and buttons for the item and the run's state."""
        run, game = self.run, self.game
        if run is None or game is None:
            return
        item = self.items[self.index]
        def by_id(element_id: str) -> Any:
            return dom.by_id(self.frame, element_id)

        if isinstance(run, LessonRun):
            by_id("learn-where").textContent = t("learn.lesson_of", n=self.index + 1,
                                                 total=len(self.items))
            by_id("learn-title").textContent = pick(item.title)
            by_id("learn-body").textContent = pick(item.body)
            by_id("learn-task").textContent = pick(item.task)
            last = self.index == len(self.items) - 1
            next_text = t("learn.play_game") if last else t("learn.next")
            leave_text = t("learn.leave")
        else:
            view = self.app.state.view
            seat = view.seat_name(item.to_move) if view is not None else ""
            kind = t(f"learn.kind.{item.kind}")
            by_id("learn-where").textContent = t("learn.puzzles.title", game=self.app.game_title(game))
            by_id("learn-title").textContent = t("learn.puzzle.title", kind=kind,
                                                  difficulty=difficulty(item.difficulty))
            by_id("learn-body").textContent = ""
            by_id("learn-task").textContent = t(f"learn.puzzle.task.{item.kind}", seat=seat)
            next_text = t("learn.puzzle.next")
            leave_text = t("learn.puzzle.list")
        feedback = by_id("learn-feedback")
        feedback.textContent = self.feedback
        feedback.hidden = not self.feedback
        # A short panel (Saiju's on a phone) scrolls: the answer and its buttons come into sight.
        self.panel.scrollTop = self.panel.scrollHeight if self.feedback else 0
        dom.query(self.panel, "[data-learn=again]").hidden = self.shown is None
        nxt = dom.query(self.panel, "[data-learn=next]")
        nxt.textContent = next_text
        nxt.hidden = not run.complete
        dom.query(self.panel, "[data-learn=hint]").hidden = run.complete
        dom.query(self.panel, "[data-learn=leave]").textContent = leave_text
        by_id("learn-tries").textContent = tn("learn.tries", run.tries) if run.tries else ""
        self.app.root.setAttribute("data-learn-tries", str(run.tries))
        self.measure_text.request()

    def forbidden(self) -> tuple[Move, ...]:
        """The current step's forbidden moves, for the board to produce (none outside a lesson,
        nor while another move is on show)."""
        run = self.run
        if run is None or self.shown is not None:
            return ()
        return tuple(run.state.game.parse_move(token) for token in run.forbidden())

    def focus(self) -> tuple[Move, ...]:
        """The move the current step asks for, for the board to keep in sight (none outside an
        exercise, once it is done, nor while another move is on show)."""
        run = self.run
        if run is None or self.shown is not None:
            return ()
        return tuple(run.state.game.parse_move(token) for token in run.focus())

    def refresh(self) -> None:
        """After a language switch."""
        if self.active:
            self.draw()
        elif self.app.state.route == "puzzles" and self.game:
            self.show_list(self.game)

    # ----- moves ----------------------------------------------------------------------------
    def try_move(self, move: Move) -> None:
        """A move the board produced: judge it, then play, show or refuse it."""
        run, app = self.run, self.app
        if run is None or self.busy or self.shown is not None:
            return
        verdict = run.judge_move(move)
        self.feedback = verdict.text
        if verdict.kind == ILLEGAL:
            app.root.setAttribute("data-learn-refused", verdict.token)
        else:
            app.root.removeAttribute("data-learn-refused")
        if verdict.kind == OTHER:
            assert verdict.shown is not None and app.state.session is not None
            app.show_try(Ply(app.state.session.current, move, verdict.shown))
            app.root.setAttribute("data-learn-shown", verdict.token)
            self.draw()
            app.refresh_controls()
            app.after_view_change()
            return
        if verdict.kind == ILLEGAL:
            self.draw()
            app.render()
            return
        self._play(verdict.plays, verdict.kind == DONE)

    def _play(self, tokens: tuple[str, ...], complete: bool) -> None:
        """Record the learner's move, then (after a pause) the reply; then the step's end."""
        app = self.app
        first, rest = tokens[0], tokens[1:]
        self.busy = bool(rest)  # before the commit: its redraw's status says the reply is coming
        app.commit(self._moves(first), "exercise")
        if rest:
            self.draw()
            run = self.run

            def reply() -> None:  # a timer: dom.later guards it as a listener
                if not self.busy or self.run is not run:
                    return  # left or undone meanwhile, or another exercise waits for its own
                self.busy = False
                for token in rest:
                    app.commit(self._moves(token), "exercise")
                self._step_reached(complete)

            dom.later(self.frame, REPLY_DELAY_MS, reply)
        else:
            self._step_reached(complete)

    def _moves(self, token: str) -> list[Move]:
        """A step's token (the learner's move or the reply) as the session's move."""
        session = self.app.state.session
        assert session is not None
        return session.read_moves([token])

    def _step_reached(self, complete: bool) -> None:
        session, game = self.app.state.session, self.game
        assert session is not None and game is not None
        self.marks.append(session.cursor)
        item = self.items[self.index]
        if complete:
            if self.mode == "tutorial":
                self.progress.mark_lesson(game.name, item.id)
                self.app.root.setAttribute("data-lesson-done", "1")
                if self.index == len(self.items) - 1:
                    self.app.root.setAttribute("data-tutorial-done", "1")
                    self.feedback += " " + t("learn.tutorial_done", game=self.app.game_title(game))
            else:
                self.progress.mark_puzzle(game.name, item.id)
                self.app.root.setAttribute("data-puzzle-solved", "1")
            self._save_progress()
        self.draw()
        self.app.refresh_controls()

    def take_back(self) -> None:
        """Drop the explained move on show and lay the position out again."""
        if self.shown is None:
            return
        self.app.forget_try()
        self.app.root.removeAttribute("data-learn-shown")
        self.draw()
        self.app.render(relayout=True)

    def undo(self) -> None:
        """Undo: back to the start of the previous step (the reply goes too)."""
        run, session = self.run, self.app.state.session
        if run is None or session is None:
            return
        if self.shown is not None:
            self.take_back()
            return
        if self.busy:  # the reply has not come yet: the step is not reached, its start is marked
            self.busy = False
            run.undo()
        elif run.undo():
            self.marks.pop()
        else:
            return
        session.goto(self.marks[-1])
        for name in ("data-lesson-done", "data-tutorial-done", "data-puzzle-solved", "data-learn-refused"):
            self.app.root.removeAttribute(name)
        self.feedback = ""
        self.draw()
        self.app.render()

    def control_states(self) -> dict[str, bool]:
        """Which controls are disabled in an exercise (merged into the controller's)."""
        run = self.run
        can_undo = run is not None and (run.step > 0 or self.shown is not None)
        return {"undo": not can_undo, "redo": True, "draw": True, "new": True, "share": True,
                "record": True, "first": True, "prev": True, "next": True, "last": True}

    def holds_board(self) -> bool:
        return self.busy or self.shown is not None or (self.run is not None and self.run.complete)

    def status(self) -> str | None:
        """The status line while the exercise holds the board (done, or its reply coming), in
        place of the turn's prompt, which would invite a tap the page ignores (None: the
        prompt, or outside an exercise)."""
        return held_status(self.run, self.mode, self.index == len(self.items) - 1, self.busy)

    # ----- buttons ----------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        hit = dom.closest_data(event.target, "learn")
        if hit is None or self.run is None or self.game is None:
            return
        action = hit[1]
        if action == "hint":
            self.feedback = self.run.hint()
            self.draw()
        elif action == "again":
            self.take_back()
        elif action == "next":
            self._next()
        elif action == "leave":
            game = self.game
            if self.mode == "puzzle":
                self.app.open_link(learn_link(game.name, puzzles="1"))
            else:
                self.app.open_link(learn_link(game.name))

    def _next(self) -> None:
        assert self.game is not None
        if self.index + 1 < len(self.items):
            self._start(self.index + 1)
        elif self.mode == "tutorial":
            self.app.open_link(learn_link(self.game.name))
        else:
            self.app.open_link(learn_link(self.game.name, puzzles="1"))

    # ----- the puzzles page ---------------------------------------------------------------------
    def show_list(self, game: Game) -> None:
        """The game's puzzles page (``web.puzzles_page``)."""
        self.close()
        self.game = game
        self.app.leave_game()
        show_list(self.app, self.progress, game)

