"""An engine error in the page's language, worded from its code and facts.

The engine's errors carry an English sentence (the referee prints it, and the English page
shows it as it is: it names the exact rule), a ``code`` per kind of error and ``fields``
such as the move's number and token (``games/errors.py``). The Japanese page words the
error from those alone, so no English sentence reaches a Japanese reader and no sentence
is parsed. The table is ``engine.<code>`` in ``web/strings.js``; ``.at`` when the error
names a move of a line, ``.over`` when the move came after the end of the game.
"""

from __future__ import annotations

from games import untrusted
from games.errors import GameError

from .i18n import has_key, t


def error_text(err: GameError) -> str:
    """What went wrong, in the page's language (never a class name or a traceback)."""
    if isinstance(err, untrusted.BadInput):
        return t(f"untrusted.{err.code}", **err.fields)
    fields = dict(err.fields)
    key = f"engine.{err.code}"
    if fields.get("over"):
        key += ".over"
    if "ply" in fields and "token" in fields:
        key += ".at"
    if fields.get("part"):  # a position text's refusal names the part it could not take
        key += ".fields" if fields["part"] == "fields" else ".part"
    if not has_key(key):
        key = "engine.game_error"
    return t(key, detail=str(err), **fields)
