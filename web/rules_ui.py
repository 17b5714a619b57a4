"""The rules dialog: each game's rules page (``web/rules/<game>.<lang>.html``) in the page's language.

The pages are static HTML fragments written for this site (checked by
``tests/page/test_rules_pages.py``: no scripts, no outside links), fetched from
this origin on first use and kept, so they open offline like the rest of the
site. Their "Try it" links (``?game=…``) open the position on the board here.
A button or seat the pages name is marked ``data-ui="KEY"`` (placeholders in
``data-ui-NAME``, a table key or a literal): its words are the interface's own,
written from ``web/strings.js`` when the page is shown, so a renamed button
never leaves the rules behind (``tests/page/test_rules_pages.py`` holds the files to it too).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


from . import dom, i18n, tasks
from .frame import Frame
from .i18n import t


def interface_words(body: Any) -> None:
    """Write each ``[data-ui]`` element's text from the string table, in the page's language."""
    for element in body.querySelectorAll("[data-ui]"):
        fields = {}
        for attr in element.attributes:
            name = str(attr.name)
            if name.startswith("data-ui-"):
                value = str(attr.value)
                fields[name[len("data-ui-"):]] = t(value) if i18n.has(value) else value
        element.textContent = t(str(element.getAttribute("data-ui")), **fields)


class RulesDialog:
    def __init__(self, frame: Frame, open_link: Callable[[str], None]) -> None:
        self.frame = frame
        self.open_link = open_link
        """Open an in-site link (``Routes.open_link``): a "Try it" position."""
        self.dialog = dom.by_id(self.frame, "rules-dialog")
        self.body = dom.by_id(self.frame, "rules-body")
        self.game: str | None = None
        self._pages: dict[tuple[str, str], str] = {}
        dom.listen(self.dialog, "click", self.on_click)

    def open(self, game: str) -> None:
        self.game = game
        self.body.textContent = t("rules.loading")
        if not self.dialog.open:
            self.dialog.showModal()
        tasks.spawn(self._show(game, i18n.lang()))

    def refresh(self) -> None:
        """After a language switch: show the open page in the new language."""
        if self.dialog.open and self.game is not None:
            self.open(self.game)

    async def _show(self, game: str, lang: str) -> None:
        key = (game, lang)
        if key not in self._pages:
            try:
                response = await self.frame.window.fetch(f"web/rules/{game}.{lang}.html")
                if not response.ok:
                    raise OSError(f"HTTP {response.status}")
                self._pages[key] = str(await response.text())
            except Exception as err:  # noqa: BLE001 - offline before the first visit, or a bad host
                self.body.textContent = t("rules.unavailable", error=err)
                return
        if self.game == game and i18n.lang() == lang:
            self.body.innerHTML = self._pages[key]
            interface_words(self.body)
            self._link_lessons(game)
            self.body.scrollTop = 0

    def _link_lessons(self, game: str) -> None:
        """A "Learn this" link under each section that a lesson teaches (its ``topic`` id).

        Derived from the lessons themselves, so the pages carry no table of
        lessons to keep in step; a section gets one link, to its first lesson.
        """
        from .learn_ui import learn_link, load_lessons

        linked: set[str] = set()
        for lesson in load_lessons(game) or ():
            if lesson.topic in linked:
                continue
            section = self.body.querySelector(f"[id='{lesson.topic}']")
            if dom.missing(section):
                continue
            linked.add(lesson.topic)
            box = dom.html("p", self.frame, class_="learn-this")
            dom.html("a", box, href=learn_link(game, tutorial="1", lesson=lesson.id),
                     text=t("learn.rules.link"), data_learn_topic=lesson.topic)
            heading = str(section.tagName).lower() in ("h1", "h2", "h3", "h4")
            section.insertAdjacentElement("afterend" if heading else "afterbegin", box)

    def on_click(self, event: Any) -> None:
        if dom.closest_data(event.target, "rules-close") is not None:
            self.dialog.close()
            return
        link = event.target.closest("a[href^='?']")
        if dom.missing(link):
            return
        event.preventDefault()
        self.dialog.close()
        self.open_link(str(link.getAttribute("href")))
