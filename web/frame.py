"""One board's browser frame: the document it draws in and the window it listens and times on.

Every module of ``web/`` that draws or listens takes these from its board, never from a
module-level binding: one Python interpreter may drive the boards of several frames of
one origin, each board with its own document (a rules page with many boards). The page's
own frame is made once, in ``web/main.py``, and handed to the controller, which the
page's parts read it from (``page.frame``); a view finds it from its board's element
(``frame_of``). ``pyscript``'s ffi helpers (``web.browser``'s ``create_proxy``, ``to_js``,
``is_none``) belong to the interpreter, not to a frame, and stay where they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any


@dataclass(frozen=True, eq=False)
class Frame:
    """A frame's ``document`` and ``window`` (JS objects, or the tests' fakes)."""

    document: Any
    window: Any

    @cached_property
    def writer(self) -> Any:
        """``window.ABSTRACT_BOARDS_DOM`` (``web/boot.js``'s element writer), looked up once:
        the writer of this frame makes elements in this frame's document."""
        return self.window.ABSTRACT_BOARDS_DOM


def frame_of(node: Any) -> Frame:
    """The frame ``node`` (an element, or a document) belongs to: a view, handed only its
    board's element, draws in that element's document."""
    document = node if getattr(node, "nodeType", None) == 9 else node.ownerDocument
    return Frame(document, document.defaultView)
