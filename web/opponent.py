"""The computer opponent in the page: its seats, its worker, thinking and cancelling.

The controller (``web/app.py``) calls this module at a few points only: after
every redraw (``update``), for Undo/Redo, for taps, for the seats of a new
game and for the new-game dialog's seat rows. It receives the page's commands
(``web.page.Page``) and a way to write the status line; the controller asks
it which buttons the computer turns off (``control_states``). Everything
else about the computer lives here.

**Where the search runs.** In a PyScript web worker (``web/ai_worker.py``,
config ``web/ai_worker.toml``), created the first time a game has a computer
seat, and a moment after the page became playable: the page's own start-up
never waits for it and never loads ``games/ai/``. The worker replays the
record from the game's options and moves; for Symbol Pallet it searches from
the mover's view only (``games.ai.Search``).

**Cancelling.** Every request carries a serial number; anything that changes
the position on screen (a move, Undo, Redo, the replay buttons, a new game,
another game, the home page) bumps it in ``update``. The page drives the
search in chunks of ``CHUNK_MS`` (``step`` calls) and stops asking as soon as
its serial is stale, so the worker is free again within one chunk; an answer
is played only if its serial is still current *and* the position on screen
is still the one it was asked about. A stale answer is never played.

**Pace.** A move is shown no sooner than ``PAUSE_MS`` after the computer's
turn began (``DEMO_PAUSE_MS`` when no person is seated), so each move can be
seen, and the computer against itself can be watched as a demo.
"""

from __future__ import annotations

import asyncio
import json
import random
import traceback
from collections.abc import Callable
from typing import Any


from games.session import Session

from . import dom, tasks
from .error_words import failure_text
from .i18n import t
from .links import LEVEL_NAMES
from .page import Page
from .seating import Seating

WORKER_SRC = "./web/ai_worker.py"
WORKER_CONFIG = "./web/ai_worker.toml"
WORKER_NAME = "ai"
_workers_made = 0
"""Workers this interpreter made: each board's worker has a name of its own (``ai``,
``ai-2``, …), since one interpreter may serve several boards (``web/board_host.py``) and a
worker runs one search at a time (``web.ai_service.Thinker.begin`` replaces the last)."""


def worker_name() -> str:
    """A name no other worker of this interpreter has."""
    global _workers_made
    _workers_made += 1
    return WORKER_NAME if _workers_made == 1 else f"{WORKER_NAME}-{_workers_made}"
CHUNK_MS = 50
"""Worker time per ``step``: how long a cancelled search can still run."""
PAUSE_MS = 500
DEMO_PAUSE_MS = 1000
WARM_UP_MS = 200
"""Start the worker this long after a page with a computer seat became playable (at once
when the computer has the first move)."""
PAINT_WAIT_MS = 100
"""Create the worker after the board's next paint, or after this long where no frame comes
(a hidden tab paints nothing)."""


StatusLine = Callable[[str, str], None]
"""Write the status line: its text and its class (``web.status_panel.StatusPanel.show``)."""


class Opponent:
    def __init__(self, page: Page, status_line: StatusLine) -> None:
        self.page = page
        self.frame = page.frame
        self.status_line = status_line
        self.seating = Seating()
        self.serial = 0
        self.key: tuple | None = None
        """The position the live request is about (None: not thinking)."""
        self.worker: Any = None
        self._boot: asyncio.Task[Exception | None] | None = None
        """The worker's start (``_boot_worker``), once begun: the searches wait for it."""
        self._warming = False
        self._failed = False
        self._session: Any = None
        self._session_serial = 0
        self._seat_name: Callable[[int], str] = lambda seat: str(seat + 1)
        dom.listen(dom.by_id(self.frame, "new-game-options"), "change", self.on_dialog_change)

    # ----- seats ---------------------------------------------------------------------------
    def set_seats(self, computer: dict[int, str], players: int) -> tuple[Seating, list[int]]:
        """Who plays from the next game on (the controller then opens a session).

        Returns the seating and the seat numbers (from 0) dropped for not
        existing with ``players``.
        """
        self.seating, dropped = Seating.for_players(computer, players)
        return self.seating, dropped

    def link_value(self) -> dict[int, str] | None:
        return self.seating.link_value()

    # ----- the controller's hooks ------------------------------------------------------------
    def holds_board(self) -> bool:
        """True while the computer is to move: a person's taps are ignored."""
        session = self.page.state.session
        return session is not None and not session.over \
            and self.seating.is_computer(session.current.to_move)

    def undo(self) -> bool:
        session = self.page.state.session
        if session is None:
            return False
        if session.draw_agreed_at is not None and session.draw_agreed_at == session.cursor:
            return session.undo()
        target = self.seating.undo_target(session)
        if target is None:
            return False
        session.goto(target)
        return True

    def redo(self) -> bool:
        session = self.page.state.session
        if session is None:
            return False
        target = self.seating.redo_target(session)
        if target is None:
            return False
        if target > session.cursor + 1:
            # The controller animates the last ply from the one before it: show that first.
            session.goto(target - 1)
            self.page.render()
        session.goto(target)
        return True

    def update(self) -> None:
        """After every redraw (and on leaving a game): start, keep or cancel the search."""
        session = self.page.state.session
        if session is not self._session:
            self._session = session
            self._session_serial += 1
        wanted = self._wanted()
        if wanted != self.key:
            self._cancel()
            if wanted is not None:
                self._start(wanted)
        self._decorate()
        if self.seating.any and session is not None and self._boot is None \
                and not self._failed and not self._warming:
            self._warming = True
            # The computer to move now: its worker starts at once, since its first move waits for it.
            dom.later(self.frame, 0 if self.holds_board() else WARM_UP_MS, self._warm_up)

    def control_states(self, session: Session) -> dict[str, bool]:
        """The buttons the computer turns off (True: disabled), for the controller to write.

        Undo follows ``Seating.undo_target``; no draw can be agreed with the computer.
        """
        if not self.seating.any:
            return {}
        return {
            "undo": not (session.draw_agreed_at == session.cursor
                         or self.seating.undo_target(session) is not None),
            "draw": True,
        }

    # ----- the position and the request ---------------------------------------------------------
    def _wanted(self) -> tuple | None:
        """The position to think about now, or None: the computer is to move at the end
        of the record, in an open game (earlier positions are only looked at)."""
        session = self.page.state.session
        if session is None or self.page.state.game is None or not self.seating.any:
            return None
        if self.page.state.route != "game":
            return None
        if session.over or session.cursor != len(session.tokens) or session.in_variation:
            return None  # earlier positions and an author's variations are only looked at
        mover = session.current.to_move
        level = self.seating.level(mover)
        if level is None:
            return None
        return (self._session_serial, tuple(session.tokens), mover, level)

    def _request(self, ident: int, key: tuple) -> dict[str, Any]:
        session = self.page.state.session
        assert session is not None
        options = session.start.options
        return {
            "id": ident,
            "game": session.start.game.name,
            "players": options.players,
            "switches": sorted(options.switches),
            "seed": options.seed,
            "deck": list(options.deck) if options.deck is not None else None,
            "position": session.start_position,
            "moves": list(key[1]),
            "level": key[3],
            "ai_seed": random.randrange(2**31),
        }

    def _start(self, key: tuple) -> None:
        self.serial += 1
        self.key = key
        ident = self.serial
        session = self.page.state.session
        assert session is not None
        pause = PAUSE_MS if self.seating.people(session.start.options.players) else DEMO_PAUSE_MS
        began = float(self.frame.window.performance.now())
        tasks.spawn(self._think(ident, key, self._request(ident, key), began, pause))

    def _cancel(self) -> None:
        if self.key is None:
            return
        self.serial += 1
        self.key = None

    # ----- the worker -------------------------------------------------------------------------
    def _warm_up(self) -> None:
        if self._boot is None and not self._failed and self.seating.any:
            self._boot = tasks.spawn(self._boot_worker())

    async def _boot_worker(self) -> Exception | None:
        """Create the worker. A failure is returned, not raised: each search waiting for this
        one start says it in the computer's words (``_think``: it could not start), where a
        raised error would also reach ``tasks.spawn``'s report, as a bug."""
        try:
            await self._create_worker()
        except Exception as err:  # noqa: BLE001 - any failure to start: the searches say it
            self.frame.window.console.error(traceback.format_exc())
            return err
        return None

    async def _create_worker(self) -> None:
        from pyscript.workers import create_named_worker  # type: ignore[import-not-found]

        # Painted first: when the page has just become playable, creating the worker (the
        # Python and PyScript's part, often with a major GC) ran right after the board's first
        # frame, back to back with it, a stretch of the page not answering (docs/ai.md, "While
        # the worker starts").
        await self._after_paint()
        began = float(self.frame.window.performance.now())
        worker = await create_named_worker(WORKER_SRC, worker_name(), WORKER_CONFIG)
        self.worker = worker
        # For the benchmark (bench/ai_page.py): how long the worker took to start.
        self.page.root.setAttribute("data-computer-boot-ms",
                                   f"{float(self.frame.window.performance.now()) - began:.0f}")
        # How its code started (web/warm_start.py: snapshot, plain, reloaded), for tests and bench/.
        self.page.root.setAttribute("data-computer-start", str(await worker.started()))
        self._decorate()

    async def _after_paint(self) -> None:
        painted = asyncio.get_event_loop().create_future()

        def done() -> None:
            if not painted.done():
                painted.set_result(None)

        dom.AfterPaint(self.frame, done).request()
        dom.later(self.frame, PAINT_WAIT_MS, done)
        await painted

    async def _get_worker(self) -> Any:
        if self.worker is not None:
            return self.worker
        if self._boot is None:
            self._boot = tasks.spawn(self._boot_worker())
        failed = await self._boot
        if failed is not None:
            raise failed
        return self.worker

    async def _think(self, ident: int, key: tuple, request: dict[str, Any], began: float,
                     pause: float) -> None:
        try:
            worker = await self._get_worker()
            if ident != self.serial:
                return
            reply = json.loads(str(await worker.begin(json.dumps(request))))
            if ident != self.serial:
                return
            if not reply.get("ok"):
                raise RuntimeError(reply.get("error", "no answer"))
            while True:
                reply = json.loads(str(await worker.step(ident, CHUNK_MS)))
                if ident != self.serial:
                    worker.cancel(ident)  # the worker drops that tree; not awaited
                    return
                if reply.get("stale"):
                    raise RuntimeError("the search was lost")
                if reply.get("done"):
                    break
            self._log(request, reply, began)
            wait = began + pause - float(self.frame.window.performance.now())
            if wait > 0:
                await asyncio.sleep(wait / 1000)
            if ident != self.serial:
                return
            self._deliver(key, str(reply["move"]))
        except Exception as err:  # noqa: BLE001 - the page must survive a worker failure
            self.frame.window.console.error(traceback.format_exc())
            if ident == self.serial:
                self._fail(err)

    def _log(self, request: dict[str, Any], reply: dict[str, Any], began: float) -> None:
        """The last search's figures on ``#app[data-computer-last]``, for the benchmark (and
        its seed, for the test that each start draws fresh ones)."""
        figures = {key: reply.get(key) for key in ("iterations", "budget", "plies", "seconds")}
        figures.update(game=request["game"], level=request["level"], ply=len(request["moves"]),
                       wall_ms=round(float(self.frame.window.performance.now()) - began, 1),
                       ai_seed=request["ai_seed"])
        self.page.root.setAttribute("data-computer-last", json.dumps(figures))

    def _deliver(self, key: tuple, token: str) -> None:
        """Play the computer's answer, if it still answers the position on screen."""
        if self._wanted() != key:
            return  # stale: the position changed under the answer
        page = self.page
        try:
            session = page.state.session
            assert session is not None  # the position on screen is the one asked about
            page.commit(session.read_moves([token]))  # never asks to confirm: that is for people's taps
        except Exception as err:  # noqa: BLE001 - as guarded handlers do
            self.frame.window.console.error(traceback.format_exc())
            page.show_message(t("ai.error.move", token=token, error=failure_text(err)))
            page.recover()

    def _fail(self, err: Exception) -> None:
        self._cancel()
        if self.worker is None:
            self._failed = True
            self.page.show_message(t("ai.error.start", error=str(err)))
        else:
            self.page.show_message(t("ai.error.search", error=str(err)))
        self._decorate()

    # ----- what the page shows ------------------------------------------------------------------
    def _decorate(self) -> None:
        """The page contract and the status while the computer has the move."""
        page, session = self.page, self.page.state.session
        view = page.state.view
        thinking = self.key is not None
        dom.set_attrs(page.root, data_thinking="1" if thinking else "0",
                      aria_busy="true" if thinking else None,
                      data_computer=self.seating.text() or None,
                      data_computer_turn="1" if self.holds_board() else None)
        if session is None or view is None:
            return
        mover = session.current.to_move
        if not self.holds_board() or mover is None:
            return
        name = view.seat_name(mover)
        if thinking:
            key = "ai.status.starting" if self.worker is None else "ai.status.thinking"
            self.status_line(t(key, name=name), "status thinking")
        else:
            self.status_line(t("ai.status.waiting", name=name), "status")

    # ----- the new-game dialog ------------------------------------------------------------------
    def build_dialog(self, box: Any, players: int, seat_name: Callable[[int], str]) -> None:
        """One row per seat in the new-game dialog: a person, or the computer at a level."""
        self._seat_name = seat_name
        section = dom.html("fieldset", box, class_="seat-rows", data_seat_rows="1")
        dom.html("legend", section, text=t("ai.dialog.title"))
        self._fill_rows(section, players, self.seating.computer)

    def _fill_rows(self, section: Any, players: int, chosen: dict[int, str]) -> None:
        for row in list(section.querySelectorAll(".seat-row")):
            row.remove()
        for seat in range(players):
            row = dom.html("label", section, class_="option-row seat-row")
            dom.html("span", row, text=self._seat_name(seat))
            select = dom.html("select", row, data_seat=seat)
            options = [("", t("ai.dialog.person"))] + [(n, t(f"ai.level.{n}")) for n in LEVEL_NAMES]
            for value, label in options:
                option = dom.html("option", select, text=label, value=value)
                if chosen.get(seat, "") == value:
                    option.selected = True

    def _read_rows(self, box: Any) -> dict[int, str]:
        chosen: dict[int, str] = {}
        for select in box.querySelectorAll("select[data-seat]"):
            value = str(select.value)
            if value in LEVEL_NAMES:
                chosen[int(select.getAttribute("data-seat"))] = value
        return chosen

    def read_dialog(self, box: Any) -> dict[int, str]:
        """The seats chosen in the dialog (seat -> level), for the game about to start."""
        return self._read_rows(box)

    def on_dialog_change(self, event: Any) -> None:
        """A new player count: as many seat rows, keeping the choices made so far."""
        if str(getattr(event.target, "name", "")) != "players":
            return
        box = dom.by_id(self.frame, "new-game-options")
        section = dom.query(box, "[data-seat-rows]")
        if section is not None:
            self._fill_rows(section, int(event.target.value), self._read_rows(box))

