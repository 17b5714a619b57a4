"""Routes: what the address bar says is on screen, and the links that change it.

A page link (``#game=…&moves=…`` or ``?game=…``, ``web.links``) opens a game, a
lesson or a puzzle list; no game in it means the home page. In-site links (the home
page's cards, the rules pages' "Try it", lessons) open as new history
entries, Back and Forward (``popstate``) open the entry's link again (but for a Back that
closes a dialog: ``web.dialog_history``, which every new entry goes through), and
after every redraw the address bar is kept a link to the game on screen, so a
reload or a shared link reopens it at the same ply.

An unfinished game with hidden hands (Symbol Pallet) is the exception: its seed
and moves would rebuild every hand, so the address bar shows only
``private_link`` and the history entry keeps the whole link (a reload or Back
reopens it from there). Share and the record dialog say that they show every hand
before they copy anything (``share``, ``web.record_ui``). A position link played on (the
editor's "Play from here") deals what its text leaves unseen from a fresh seed, as a new
game from the home page is dealt (``link_start``); the whole link kept then holds the
position as dealt, so a reload or Back reopens that very deal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


from games import GameError, game_names, get_game, untrusted

from . import dom, tasks
from .dialog_history import DialogHistory
from .i18n import t
from .learn_ui import Learning
from .link_line import link_session, link_start
from .links import fits_address, link_text, parse_link, private_link, session_link
from .page import Page, guarded
from .print_sheet import PrintSheet
from .questions import Question
from .rules_ui import RulesDialog
from .saved_ui import SavedGames
from .save_lines import hides_hands
from .views import view_for


def new_seed(window: Any) -> int:
    """A seed no one knows, from the browser's randomness: a new game's deal, or the deal of
    what a position link leaves unseen when it is played on (``link_start``)."""
    return int(window.Math.random() * 2 ** 31)


def address(window: Any) -> str:
    """The link parameters of ``window``'s address: its query and its fragment (``link_text``)."""
    return link_text(str(window.location.search), str(window.location.hash))


class Routes:
    def __init__(self, page: Page, saved: SavedGames, learn: Learning, rules: RulesDialog,
                 computer: Callable[[], dict[int, str] | None]) -> None:
        self.page = page
        self.frame = page.frame
        self.saved = saved
        self.learn = learn
        self.rules = rules
        self.computer = computer
        """The computer's seats, for the link (``Opponent.link_value``)."""
        self._url_soon = dom.Soon(self.frame, self.sync_url)
        self.dialogs = DialogHistory(self.frame, lambda: page.state.embedded)
        """Each dialog's history entry: Back closes the dialog (``web.dialog_history``)."""
        self.print_sheet = PrintSheet(page)
        self.share_dialog = dom.by_id(self.frame, "confirm-share")
        self.share_question: Question[None] = page.state.questions.question(
            lambda: dom.withdraw(self.share_dialog))
        """The Share warning, asked about the game on screen: its link is copied if the player
        agrees while that game is on screen (at the position shown then: the computer may
        have moved under the warning, which still holds)."""
        dom.listen(self.share_dialog, "close", self.on_share_closed)
        dom.listen(dom.by_id(self.frame, "home"), "click", self.on_home_click)
        dom.listen(self.frame.document.querySelector(".brand"), "click", self.on_home_click)
        dom.listen(dom.by_id(self.frame, "puzzles-page"), "click", self.on_home_click)
        dom.listen(self.frame.window, "popstate", self.on_popstate)

    # ----- opening a link -------------------------------------------------------------------
    @guarded  # called at start-up, not by the browser: reports.guard does not cover it
    def open_url(self, query: str) -> None:
        page = self.page
        request = parse_link(str(query))
        self.print_sheet.clear()
        if request.private:  # a game with hidden hands or a very long line: the tab keeps it
            kept = self.saved.kept_link()
            kept_request = parse_link(kept, untrusted.MAX_KEPT_LINK_CHARS) \
                if kept is not None else None
            if kept_request is None or kept_request.private or kept_request.game != request.game:
                page.set_link("")
                name = request.game or ""
                known = name in game_names()
                page.show_message(t("link.private" if not known or get_game(name).hidden_hands
                                    else "link.kept_in_tab",
                                    game=page.game_title(get_game(name))
                                    if known else untrusted.excerpt(name)))
                self.show_home()
                return
            query, request = str(kept), kept_request
        page.set_link(str(query))
        remembered = self.saved.remembered()
        problems = list(request.problems)
        if request.game is None:
            if problems:
                page.show_message("; ".join(problems))
            self.show_home()
            return
        try:
            game = get_game(request.game)
        except GameError:
            page.show_message(t("link.unknown_game", name=request.game))
            self.show_home()
            return
        if view_for(game.name) is None:
            page.show_message(t("link.not_playable", game=page.game_title(game)))
            self.show_home()
            return
        if self.learn.open(request, game, problems):
            self.show_problems(problems)
            return
        start, start_problems = link_start(game, request,
                                           new_seed(self.frame.window) if game.uses_seed else None)
        problems.extend(start_problems)
        options = start.options
        page.set_reveal(request.reveal, request.labels)
        for seat in page.set_seats(request.computer, options.players):
            problems.append(t("ai.link.no_seat", seat=seat + 1, players=options.players))
        session, line_problems = link_session(game, start, request)
        problems.extend(line_problems)
        page.open_session(game, session, browsing=session.cursor < len(session.tokens))
        if request.print_sheet and not request.edit:
            self.print_sheet.show(game, session)
        self.saved.adopt(remembered)  # a reload or Back: the same game, the same save
        self.saved.opened_from_link(session)
        if hides_hands(session):
            self.sync_url()  # the deal leaves the address now, before the page is painted
        self.show_problems(problems)
        if request.edit:
            page.start_editing()

    def show_problems(self, problems: list[str]) -> None:
        if problems:
            self.page.show_message(t("link.problems", problems=t("link.separator").join(
                p.rstrip(".。") for p in problems)))

    def show_home(self) -> None:
        self.learn.close()
        self.page.leave_game()
        self.page.show_route("home")
        self.frame.document.title = t("page.title")
        self.saved.show_list()

    def open_link(self, query: str) -> None:
        """Open an in-site link (home cards, the rules pages' "Try it") as a new page state."""
        self.dialogs.push(query)
        self.page.hide_message()
        self.open_url(query)

    def on_popstate(self, event: Any) -> None:
        if self.dialogs.popped(event.state):  # Back closed a dialog: the game stays as it is
            self.sync_url()  # the entry under the dialog's may hold an older ply
            return
        self.page.hide_message()
        self.open_url(address(self.frame.window))

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
            self.dialogs.push("./")
            self.show_home()
        elif hit[0] == "rules":
            self.rules.open(hit[1])
        else:
            self.open_link(f"?game={hit[1]}{self._fresh_seed(hit[1])}")

    def _fresh_seed(self, game_name: str) -> str:
        """A new deal for each game started from the home page (a link without a seed uses 0)."""
        if not get_game(game_name).uses_seed:
            return ""
        return f"&seed={new_seed(self.frame.window)}"

    # ----- the address bar -----------------------------------------------------------------
    def sync_soon(self) -> None:
        """After a redraw: bring the address bar up to date (replaceState is slow: not now)."""
        if not self.page.state.embedded:
            self._url_soon.request()

    def sync_url(self) -> None:
        """Keep the address bar a link to the game on screen (reload keeps the game).

        The history entry keeps the whole link; the address shows it, or only
        ``private_link`` while the game hides hands (``hides_hands``)."""
        state = self.page.state
        session, game = state.session, state.game
        if session is None or game is None or self.learn.active or state.editing:
            return  # a lesson, a puzzle or the board editor keeps its own link
        if self.print_sheet.shown and not hides_hands(session):
            return  # the printable line's address keeps print=1 for a reload
        link = self.full_link()
        options = session.start.options
        shown = private_link(game.name, options.players) \
            if hides_hands(session) or not fits_address(link) else link
        location = self.frame.window.location
        if link != state.link or f"{location.search}{location.hash}" != shown:
            self.page.set_link(link)
            self.frame.window.history.replaceState(self.saved.history_state(), "",
                                                   f"{location.pathname}{shown}")

    def full_link(self) -> str:
        """The link that reopens the game on screen at this ply, everything included."""
        state = self.page.state
        session, game = state.session, state.game
        assert session is not None and game is not None
        return session_link(game, session, session.cursor, self.computer(), state.reveal)

    def share(self) -> None:
        """Copy a link that reopens this game at this ply; first, for a game that hides
        hands, say that the link shows them all and copy only if the player agrees."""
        session = self.page.state.session
        if session is None or self.page.state.game is None:
            return
        link = self.full_link()
        if not fits_address(link):  # moves played on past what a link holds
            self.page.show_message(t("share.too_long", length=f"{len(link) - 1:,}",
                                     limit=f"{untrusted.MAX_LINK_CHARS:,}"))
            return
        if hides_hands(session):
            self.share_question.ask(session, None, whole_game=True)
            dom.ask(self.share_dialog)
            return
        url = self.share_url()
        self.copy(url, t("share.copied", url=url))

    def on_share_closed(self, _event: Any) -> None:
        asked = self.share_question.answer(self.page.state.session)
        if asked is not None and self.share_dialog.returnValue == "copy":
            self.copy(self.share_url(), t("share.copied_secret"))  # not on screen for the table to read

    def share_url(self) -> str:
        """The whole address of the game on screen at this ply (the address bar made current)."""
        self.sync_url()
        return f"{self.frame.window.location.origin}{self.frame.window.location.pathname}{self.full_link()}"

    def copy(self, url: str, copied: str) -> None:
        """Copy ``url`` and say ``copied``; without a clipboard, show the link to copy by hand."""
        page = self.page

        async def copy() -> None:
            try:
                await self.frame.window.navigator.clipboard.writeText(url)
                page.show_message(copied, info=True, fleeting=True)
            except Exception:  # noqa: BLE001 - no clipboard here: show the link to copy
                page.show_message(t("share.copy_this", url=url), info=True)

        tasks.spawn(copy())
