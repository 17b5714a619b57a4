"""The board editor on the page: ``#editor`` beside the board, ``#app[data-editing="1"]``.

The taps and the position are ``web.editor.PositionEditor``'s (DOM-free); this module only
draws its palette, its side-to-move buttons and its message, and hands its board taps to it.
While editing, the page's session is a game that starts at the position being set up (no
move played), so the board, ``#app[data-position]`` and "Picture…" (``web.export``) all
show that position through the page's own drawing; the address bar is the link that opens
the editor on it again (``edit=1``), so a reload keeps the work. "Play from here" opens the
page link with ``position=``; Cancel goes back to the game the editor was opened from.
"""

from __future__ import annotations

from typing import Any


from games.base import Game
from games.diagram.niju import OWNER_CLASS, tile_shapes
from games.diagram.saiju import piece_shapes as saiju_shapes
from games.diagram.siam import facing_shapes as siam_shapes
from games.diagram.svg import Node
from games.session import Session
from games.setting_up import for_game

from . import dom, editor_sp
from .access.niju import marks_name
from .editor import SQUARE_DATA, PositionEditor
from .error_words import error_text
from .i18n import has_key, t
from .links import parse_link
from .page import Page



def piece_name(game: str, parts: dict[str, str]) -> str:
    """A palette piece's name, in the page's language."""
    kind = parts["kind"]
    if game == "symbol-pallet":
        return editor_sp.piece_name(parts)
    if game == "ni-ju":
        return t("editor.ni-ju.tile", owner=t(f"ni-ju.seat.{parts['seat']}"), kind=parts["tile"],
                 marks=marks_name(int(parts["pattern"], 16)))
    if game == "siam":
        if kind == "rock":
            return t("a11y.siam.rock")
        return t("a11y.siam.animal", animal=t(f"a11y.siam.{kind}"),
                 facing=t(f"a11y.dir.{parts['facing']}"))
    symbol = t(f"a11y.saiju.symbol.{parts['symbol']}")
    if kind == "shadow":
        return t("a11y.saiju.shadow", symbol=symbol)
    return t("a11y.saiju.piece", colour=t(f"a11y.saiju.colour.{parts['colour']}"), symbol=symbol)


def piece_label(game: str, parts: dict[str, str]) -> str:
    """A piece's name for a sentence: Ni-Ju's without the squares its pattern marks."""
    if game == "ni-ju":
        return t("a11y.niju.tray_tile", seat=t(f"ni-ju.seat.{parts['seat']}"), kind=parts["tile"])
    return piece_name(game, parts)


def piece_icon(game: str, parts: dict[str, str]) -> Node:
    """What a palette button shows: the piece as the board draws it (a Siam animal turned to
    its facing, a rock, a Saiju piece of its colour, a Shadow), so that a newcomer finds the
    piece they see on the board; the button's name says it in words."""
    if game == "siam":
        kind = parts["kind"]
        return dom.icon("-44 -44 88 88", f"piece {kind}", siam_shapes(kind, parts.get("facing")))
    colour = "k" if parts["kind"] == "shadow" else parts["colour"]
    return dom.icon("-40 -40 80 80", f"saiju-piece saiju-c{colour}",
                    saiju_shapes(parts["symbol"], colour=None if colour == "k" else colour))


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
        """Whether the game's positions can be set up by hand (its "Edit position" shows)."""
        return for_game(game.name) is not None

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
        state.editing = True
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
        self._offer(None)
        self.page.state.editing = False
        self.page.root.removeAttribute("data-editing")
        self.panel.hidden = True

    def refresh(self) -> None:
        """The language changed: the palette and the message in the new one."""
        if self.model is not None:
            self._build()
            self.draw()

    # ----- drawing ------------------------------------------------------------------------------
    def _build(self) -> None:
        model = self.model
        assert model is not None
        game = model.game.name
        dom.clear(self.palette)
        self._tiles_show = None
        if model.turning:
            self._build_turning()
        if game == "symbol-pallet":
            editor_sp.build(model, self.palette)
        for piece in () if model.turning or game == "symbol-pallet" else model.pieces:
            parts = model.parts(piece)
            classes = " ".join(["edit-piece", f"edit-{parts['kind']}"]
                               + [f"edit-{k}-{parts[k]}" for k in ("seat", "colour") if k in parts])
            name = piece_name(game, parts)  # also the tooltip
            button = dom.html("button", self.palette, type="button", class_=classes,
                              data_edit_piece=piece, aria_label=name, title=name, aria_pressed="false")
            dom.fill(button, piece_icon(game, parts))
        dom.clear(self.movers)
        for seat in model.seats:
            dom.html("button", self.movers, t(f"{game}.seat.{seat}"), type="button",
                     data_edit_mover=str(seat), aria_pressed="false")

    def _build_turning(self) -> None:
        """A turning palette (Ni-Ju): whose tiles, Rotate, then one owner's tiles."""
        model = self.model
        assert model is not None
        row = dom.html("div", self.palette, class_="editor-owners")
        dom.html("span", row, t("editor.ni-ju.owner"), class_="editor-to-move")
        for seat in model.seats:
            dom.html("button", row, t(f"ni-ju.seat.{seat}"), type="button", data_edit_owner=str(seat),
                     aria_pressed="false")
        dom.html("button", row, t("ni-ju.rotate"), type="button", data_edit="turn",
                 aria_label=t("editor.ni-ju.rotate"))
        dom.html("div", self.palette, class_="editor-tiles", id="editor-tiles")

    def _draw_turning(self) -> None:
        """The turning palette's tiles, as the chosen owner's turned as chosen; those down already
        marked; the owner pressed."""
        model = self.model
        assert model is not None
        tiles = dom.by_id(self.frame, "editor-tiles")
        show = (model.owner, model.turns, t("editor.ni-ju.owner"))
        if show != self._tiles_show:
            self._tiles_show = show
            dom.clear(tiles)
            for piece in model.pieces:
                parts = model.parts(piece)
                button = dom.html("button", tiles, type="button", class_="edit-piece edit-tile",
                                  data_edit_piece=piece, aria_pressed="false")
                dom.fill(button, dom.icon("-50 -50 100 100", f"niju-tile {OWNER_CLASS[model.owner]}",
                                          tile_shapes(int(parts["pattern"], 16), int(parts["tile"]), False)))
        for button in tiles.querySelectorAll("[data-edit-piece]"):
            piece = str(button.getAttribute("data-edit-piece"))
            down = model.on_board(piece)
            button.classList.toggle("edit-down", down)
            name = piece_name(model.game.name, model.parts(piece))
            label = f"{name}{t('a11y.sep')}{t('editor.ni-ju.down')}" if down else name
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
        model, page = self.model, self.page
        assert model is not None
        page.state.session = Session(model.state)
        if model.game.name == "symbol-pallet":  # none offered still means setting up: no play offers
            self._offer(model.squares() or [], editor_sp.offer_tile(model))
        else:
            self._offer(model.squares())
        page.render(relayout=relayout)
        if model.turning:
            self._draw_turning()
        if model.game.name == "symbol-pallet":
            editor_sp.draw(model, self.palette)
        for button in self.palette.querySelectorAll("[data-edit-piece]"):
            chosen = button.getAttribute("data-edit-piece") == model.piece
            button.setAttribute("aria-pressed", "true" if chosen else "false")
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
                                         piece=piece_label(model.game.name, model.parts(model.piece)))
        else:
            self.message.textContent = t(self._hint_key("editor.hint"))
        if not page.state.embedded:
            window = self.frame.window
            window.history.replaceState(None, "", f"{window.location.pathname}{model.edit_link()}")

    def _hint_key(self, key: str) -> str:
        """``key``, or its game's own wording when it has one (``editor.hint.ni-ju``)."""
        assert self.model is not None
        own = f"{key}.{self.model.game.name}"
        return own if has_key(own) else key

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
        elif value == "turn":
            model.turn()
        elif kind == "edit-mover":
            model.set_mover(int(value))
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
