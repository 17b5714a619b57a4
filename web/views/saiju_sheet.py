"""Saiju's own buttons (End turn, Finish, Scoring, Labels) and the score sheet under them.

End turn and Finish show only when the tap model has those moves; the sheet
lists each scoring group with why it scores what it does, from the engine's
``scoring_groups`` (in Japanese rebuilt from the same fields). The sheet is
a keyed HTML layer: its parts are drawn again only when their text changes.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any, Callable

from games.saiju import COLOURS, SYMBOLS, GroupScore, ScoreSheet

from .. import dom
from .. import i18n
from ..draw import KeyedLayer, Sprite, attrs
from ..i18n import t
from ..models.saiju import SaijuTapModel


def group_reason(g: GroupScore, players: int) -> str:
    """Why a group scores what it does, in the page's language.

    English is the engine's own sentence; other languages are built from the
    same fields (counts, taker, doubled), so the two always agree.
    """
    if i18n.lang() == "en":
        return str(g.reason)
    tally = t("list.separator").join(
        t("saiju.group.count", symbol=t(f"saiju.symbol.{sym}"), n=g.counts[i])
        for i, sym in enumerate(SYMBOLS[:players]))
    if not g.scoring:
        if g.size < 3:
            return t("saiju.group.too_small", n=g.size)
        return t("saiju.group.one_symbol", symbol=t(f"saiju.symbol.{SYMBOLS[g.counts.index(g.size)]}"))
    if g.taker is None:
        return t("saiju.group.tie", tally=tally)
    key = "saiju.group.doubled" if g.doubled else "saiju.group.taken"
    return t(key, tally=tally, symbol=t(f"saiju.symbol.{SYMBOLS[g.taker]}"), size=g.size, points=g.points)


Row = tuple[str, str, int, str, str]
"""One group in the sheet: colour, taker (``none`` or a seat), points, heading, reason."""


def _draw_text(text: str, element: Any) -> None:
    element.textContent = text


def _draw_rows(rows: tuple[Row, ...], element: Any) -> None:
    for colour, taker, points, heading, reason in rows:
        item = dom.html("li", element, class_=f"saiju-g{colour}", data_points=points, data_taker=taker)
        dom.html("b", item, text=heading)
        dom.html("span", item, text=reason)


class SaijuControls:
    """End turn and Finish (``step``), the Scoring and Labels toggles and the score sheet (``more``)."""

    def __init__(self, step: Any, more: Any) -> None:
        def button(parent: Any, action: str, cls: str, pressed: bool = False) -> Any:
            return dom.html("button", parent, text=t(f"saiju.{action}"), type="button", class_=cls,
                            data_view_action=action, aria_pressed="false" if pressed else None)
        self.end = button(step, "end", "saiju-end primary")
        self.finish = button(step, "finish", "saiju-finish")
        self.scoring = button(more, "scoring", "saiju-toggle", True)
        self.labels = button(more, "labels", "saiju-toggle", True)
        self.end.hidden = self.finish.hidden = True
        self._shown: tuple[bool, bool, bool, bool] | None = None
        """(End hidden, Finish hidden, scoring on, labels on) as last written."""
        self.sheet = KeyedLayer(more, "saiju-sheet", html=("div", "p"))
        dom.set_attrs(self.sheet.group, aria_live="polite")
        self.sheet.group.hidden = True

    def render(self, model: SaijuTapModel, scoring: bool, labels: bool) -> None:
        shown = (model.end_move() is None, model.finish_move() is None, scoring, labels)
        if shown == self._shown:  # most taps change none of the buttons
            return
        self._shown = shown
        self.end.hidden, self.finish.hidden = shown[0], shown[1]
        self.scoring.setAttribute("aria-pressed", "true" if scoring else "false")
        self.labels.setAttribute("aria-pressed", "true" if labels else "false")

    def show_sheet(self, sheet: ScoreSheet | None, seat_name: Callable[[int], str]) -> None:
        """The sheet of ``sheet`` (None: hidden)."""
        self.sheet.group.hidden = sheet is None
        if sheet is None:
            self.sheet.render({})
            return
        players = len(sheet.totals)
        groups = sorted((g for g in sheet.groups if g.scoring),
                        key=lambda g: (-g.points, COLOURS.index(g.colour)))
        rows = tuple((g.colour, "none" if g.taker is None else str(g.taker), g.points,
                      t("saiju.group.heading", colour=t(f"saiju.colour.{g.colour}"), n=g.size),
                      group_reason(g, players)) for g in groups)
        title = t("saiju.sheet.final") if sheet.final else t("saiju.sheet.so_far")
        totals = " · ".join(f"{seat_name(p)} {n}" for p, n in enumerate(sheet.totals))
        parts: dict[Hashable, Sprite] = {
            "title": Sprite("h2", partial(_draw_text, title), tag="h2", content=title)}
        if not rows:
            none = t("saiju.sheet.none")
            parts["none"] = Sprite("p", partial(_draw_text, none), content=none)
        parts["groups"] = Sprite("ul", partial(_draw_rows, rows), tag="ul", content=rows)
        text = t("saiju.sheet.totals", totals=totals)
        parts["totals"] = Sprite("p", partial(_draw_text, text), attrs(
            class_="saiju-totals", data_totals=",".join(str(n) for n in sheet.totals)), content=text)
        self.sheet.render(parts, ordered=True)
