"""The board editor on the page: ``#editor`` beside the board, ``#app[data-editing="1"]``.

The taps and the position are ``web.editor.PositionEditor``'s (DOM-free); this module only
draws its palette, its side-to-move buttons and its message, and hands its board taps to it.
What a game's palette pieces are called and look like, or a palette of its own, is the game's
(``web.editors``): nothing here names a game.
While editing, the page's session is a game that starts at the position being set up (no
move played), so the board, ``#app[data-position]`` and "Picture…" (``web.export``) all
show that position through the page's own drawing; the address bar is the link that opens
the editor on it again (``edit=1``), so a reload keeps the work. "Play from here" opens the
page link with ``position=``; Cancel goes back to the game the editor was opened from.
"""

from __future__ import annotations

from typing import Any


from games.base import Game
from games.setting_up import for_game

from . import dom
from .editor import SQUARE_DATA, PositionEditor
from .editors import editor_for
from .editors.base import EditorParts
from .error_words import error_text
from .i18n import has_key, t
from .links import parse_link
from .page import Page
from .pointer import for_pointer


class EditorPanel:
    """The editor's part of the page: opened by "Edit position" or a link with ``edit=1``."""

    def __init__(self, page: Page, copy: Any) -> None:
        self.page = page
        self.frame = page.frame
        self.copy = copy
        """``Routes.copy(url, said)``: the clipboard, or the link shown to copy by hand."""
        self.panel = dom.by_id(self.frame, "editor")
        self.palette = dom.by_id(self.frame, "editor-palette")
        self.movers = dom.by_id(self.frame, "editor-movers")
        self.message = dom.by_id(self.frame, "editor-message")
        self.model: PositionEditor | None = None
        self.parts: EditorParts | None = None
        """The game's part of the editor (``web.editors``), while editing."""
        self.came_from = ""
        """The link of the game the editor was opened from (Cancel goes back to it)."""
        self._tiles_show: tuple[int, int, str] | None = None
        """The owner, turn and language a turning palette's buttons were drawn for."""
        dom.listen(dom.by_id(self.frame, "play"), "click", self.on_board_tap)
        dom.listen(self.panel, "click", self.on_click)
        dom.listen(dom.query(dom.by_id(self.frame, "panel-more"), "[data-action=edit]"), "click", self.on_edit)
        dom.listen(self.frame.document, "keydown", self.on_key)

    @property
    def active(self) -> bool:
        return self.model is not None

    @staticmethod
    def offered(game: Game) -> bool:
        """Whether the game's positions can be set up by hand (its "Edit position" shows): the
        rules set them up, and the page has the game's part of the editor."""
        return for_game(game.name) is not None and editor_for(game.name) is not None

    # ----- opening and closing ----------------------------------------------------------------
    def on_edit(self, _event: Any) -> None:
        """Edit position, among the author's tools under the moves."""
        self.open()

    def open(self) -> None:
        """Set up the position on screen (or, for a game over, the emptiest one)."""
        state = self.page.state
        if state.game is None or state.session is None or not self.offered(state.game) \
                or state.solo or state.embedded:
            return  # a lesson or a puzzle keeps its position; an embedded board shows only itself
        self.came_from = "" if parse_link(state.link).edit else state.link
        self.page.set_seats({}, state.session.current.options.players)  # no computer moves here
        self.model = PositionEditor(state.game, state.session.current)
        self.parts = editor_for(state.game.name)
        self.page.set_editing(True)
        self.page.root.setAttribute("data-editing", "1")
        self.panel.hidden = False
        self.page.hide_message()
        self._build()
        self.draw(relayout=True)

    def close(self) -> None:
        """Leave the editor (another game is opened, or Cancel)."""
        if self.model is None:
            return
        self.model = None
        self.parts = None
        self._offer(None)
        self.page.set_editing(False)
        self.page.root.removeAttribute("data-editing")
        self.panel.hidden = True

    def refresh(self) -> None:
        """The language changed: the palette and the message in the new one."""
        if self.model is not None:
            self._build()
            self.draw()

    # ----- drawing ------------------------------------------------------------------------------
    def _build(self) -> None:
        model, own = self.model, self.parts
        assert model is not None and own is not None
        game = model.game.name
        dom.clear(self.palette)
        self._tiles_show = None
        if model.turning:
            self._build_turning()
        else:
            self._build_move(self.palette)
        if own.own_palette:
            own.build(model, self.palette)
        for piece in () if model.turning or own.own_palette else model.pieces:
            parts = model.parts(piece)
            classes = " ".join(["edit-piece", f"edit-{parts['kind']}"]
                               + [f"edit-{k}-{parts[k]}" for k in ("seat", "colour") if k in parts])
            name = own.piece_name(parts)  # also the tooltip
            button = dom.html("button", self.palette, type="button", class_=classes,
                              data_edit_piece=piece, aria_label=name, title=name, aria_pressed="false")
            dom.fill(button, own.piece_icon(parts))
        dom.clear(self.movers)
        for seat in model.seats:
            dom.html("button", self.movers, t(f"{game}.seat.{seat}"), type="button",
                     data_edit_mover=str(seat), aria_pressed="false")

    def _build_turning(self) -> None:
        """A turning palette (Ni-Ju's): whose tiles, Rotate, then one owner's tiles; worded
        from the game's strings (``editor.<game>.owner`` …)."""
        model = self.model
        assert model is not None
        game = model.game.name
        row = dom.html("div", self.palette, class_="editor-owners")
        dom.html("span", row, t(f"editor.{game}.owner"), class_="editor-to-move")
        for seat in model.seats:
            dom.html("button", row, t(f"{game}.seat.{seat}"), type="button", data_edit_owner=str(seat),
                     aria_pressed="false")
        dom.html("button", row, t(f"{game}.rotate"), type="button", data_edit="turn",
                 aria_label=t(f"editor.{game}.rotate"))
        self._build_move(row)
        dom.html("div", self.palette, class_="editor-tiles", id="editor-tiles")

    def _build_move(self, parent: Any) -> None:
        """Move, the palette's choice of no piece: then a tap on the board lifts a piece to carry
        it. The palette keeps a piece chosen until another is picked (``PositionEditor.choose``),
        so this is how an author goes from putting pieces to moving them."""
        dom.html("button", parent, t("editor.move"), type="button", class_="edit-move", data_edit="move",
                 aria_label=t("editor.move.label"), title=t("editor.move.label"), aria_pressed="false")

    def _draw_turning(self) -> None:
        """The turning palette's tiles, as the chosen owner's turned as chosen; those down already
        marked; the owner pressed."""
        model, own = self.model, self.parts
        assert model is not None and own is not None
        game = model.game.name
        tiles = dom.by_id(self.frame, "editor-tiles")
        show = (model.owner, model.turns, t(f"editor.{game}.owner"))
        if show != self._tiles_show:
            self._tiles_show = show
            dom.clear(tiles)
            for piece in model.pieces:
                parts = model.parts(piece)
                button = dom.html("button", tiles, type="button", class_="edit-piece edit-tile",
                                  data_edit_piece=piece, aria_pressed="false")
                dom.fill(button, own.piece_icon(parts))
        for button in tiles.querySelectorAll("[data-edit-piece]"):
            piece = str(button.getAttribute("data-edit-piece"))
            down = model.on_board(piece)
            button.classList.toggle("edit-down", down)
            name = own.piece_name(model.parts(piece))
            label = f"{name}{t('a11y.sep')}{t(f'editor.{game}.down')}" if down else name
            button.setAttribute("aria-label", label)
            button.setAttribute("title", label)
        for button in self.palette.querySelectorAll("[data-edit-owner]"):
            button.setAttribute("aria-pressed",
                                "true" if button.getAttribute("data-edit-owner") == str(model.owner) else "false")

    def _offer(self, squares: list[tuple[int, int]] | None, tile: str | None = None) -> None:
        """The squares a board with no edge offers while setting up (``kit.squares``), in
        the colour of the ``tile`` to lay (Symbol Pallet)."""
        offer = getattr(self.page.state.view, "offer_squares", None)
        if offer is not None:
            offer(squares) if tile is None else offer(squares, tile)

    def draw(self, relayout: bool = False) -> None:
        """The position on the board (through the page's own drawing) and the panel's state."""
        model, own, page = self.model, self.parts, self.page
        assert model is not None and own is not None
        tile = own.offer_tile(model)
        if tile is not None:  # none offered still means setting up: no play offers
            self._offer(model.squares() or [], tile)
        else:
            self._offer(model.squares())
        page.show_setup(model.state, relayout)  # a session of its own: no record
        if model.turning:
            self._draw_turning()
        if own.own_palette:
            own.draw(model, self.palette)
        for button in self.palette.querySelectorAll("[data-edit-piece]"):
            chosen = button.getAttribute("data-edit-piece") == model.piece
            button.setAttribute("aria-pressed", "true" if chosen else "false")
        dom.query(self.palette, "[data-edit=move]").setAttribute(
            "aria-pressed", "true" if model.piece is None else "false")
        mover = model.mover if model.state.to_move is not None else -1
        for button in self.movers.querySelectorAll("[data-edit-mover]"):
            button.setAttribute("aria-pressed",
                                "true" if button.getAttribute("data-edit-mover") == str(mover) else "false")
        for node in page.root.querySelectorAll("#board .edit-lifted"):
            node.classList.remove("edit-lifted")  # a board that keeps its elements (Symbol Pallet's)
        if model.lifted is not None:
            for name in SQUARE_DATA:
                for node in page.root.querySelectorAll(f'#board [data-{name}="{model.lifted}"]'):
                    node.classList.add("edit-lifted")
        self._show_labels_toggle()
        self.panel.setAttribute("data-refused", "1" if model.refusal is not None else "0")
        if model.refusal is not None and model.lifted is not None:
            self.message.textContent = t(self._hint_key("editor.refused.lifted"), why=error_text(model.refusal),
                                         square=model.lifted)
        elif model.refusal is not None:
            self.message.textContent = error_text(model.refusal)
        elif model.lifted is not None:
            self.message.textContent = t(self._hint_key("editor.hint.lifted"), square=model.lifted)
        elif model.piece is not None:
            kind = "chip" if model.parts(model.piece)["kind"] == "chip" else "piece"
            self.message.textContent = t(self._hint_key(f"editor.hint.{kind}"),
                                         piece=own.piece_label(model.parts(model.piece)))
        else:
            self.message.textContent = t(self._hint_key("editor.hint"))
        if not page.state.embedded:
            window = self.frame.window
            window.history.replaceState(None, "", f"{window.location.pathname}{model.edit_link()}")

    def _hint_key(self, key: str) -> str:
        """``key``, or its game's own wording when it has one (``editor.hint.ni-ju``), without
        keys on a touch-only device (``web.pointer``)."""
        assert self.model is not None
        own = f"{key}.{self.model.game.name}"
        return for_pointer(own, self.frame.window) if has_key(own) else key

    # ----- taps -------------------------------------------------------------------------------
    def on_key(self, event: Any) -> None:
        """R turns, as Rotate does (the palette, or the lifted tile)."""
        model = self.model
        if model is None or not model.turning or event.ctrlKey or event.metaKey or event.altKey:
            return
        tag = str(getattr(event.target, "tagName", "") or "").upper()
        if str(event.key) not in ("r", "R") or tag in ("INPUT", "TEXTAREA", "SELECT") \
                or dom.query(self.frame.document, "dialog[open]") is not None:
            return
        event.preventDefault()
        model.turn()
        self.draw()

    def on_board_tap(self, event: Any) -> None:
        if self.model is None:
            return
        pan = getattr(self.page.state.view, "pan", None)
        if pan is not None and pan.swallows_click():
            return  # the end of a drag that moved the table, not a tap
        self.model.tap(dom.closest_data(event.target, *SQUARE_DATA))
        self.draw()

    def _show_labels_toggle(self) -> None:
        """The view's Labels choice (hex names, colour letters) as a button of the editor's: the
        page's view buttons are hidden while editing. Hidden for a board without labels."""
        button = dom.query(self.panel, "[data-edit=labels]")
        view = self.page.state.view
        button.hidden = view is None or not view.has_labels()
        button.setAttribute("aria-pressed", "true" if view is not None and view.labels_shown() else "false")

    def on_click(self, event: Any) -> None:
        model = self.model
        if model is None:
            return
        hit = dom.closest_data(event.target, "edit-piece", "edit-part", "edit-mover", "edit-owner", "edit")
        if hit is None:
            return
        kind, value = hit
        if kind == "edit-piece":
            model.choose(value)
        elif kind == "edit-part":
            part, _, chosen = value.partition(":")
            model.choose_part(part, chosen)
        elif kind == "edit-owner":
            model.choose_owner(int(value))
        elif value == "move":
            model.choose(None)
        elif value == "turn":
            model.turn()
        elif kind == "edit-mover":
            model.set_mover(int(value))
        elif value == "labels" and self.page.state.view is not None:
            self.page.state.view.toggle_labels()
        elif value == "clear":
            model.clear()
        elif value == "reset":
            model.reset()
        elif value == "play":
            if not model.playable():
                self.draw()  # refused, in words: the board stays to be finished
                return
            link = model.play_link()
            self.close()
            self.page.open_link(link)
            return
        elif value == "copy":
            model.dismiss()
            location = self.frame.window.location
            self.copy(f"{location.origin}{location.pathname}{model.play_link()}",
                      t("editor.copied"))
        elif value == "cancel":
            link = self.came_from
            self.close()
            self.page.open_link(link or model.play_link())
            return
        self.draw()
