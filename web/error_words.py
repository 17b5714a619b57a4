"""An engine error in the page's language, worded from its code and facts.

The engine's errors carry an English sentence (the referee prints it, and the English page
shows it as it is: it names the exact rule), a ``code`` per kind of error and ``fields``
such as the move's number and token (``games/errors.py``). The Japanese page words the
error from those alone, so no English sentence reaches a Japanese reader and no sentence
is parsed. The table is ``engine.<code>`` in ``web/strings.js``; ``.at`` when the error
names a move of a line, ``.over`` when the move came after the end of the game.

An impossible position has its own code (``siam.too_many_animals`` …, docs/notation.md): both
languages word it from ``position.<code>``, with the side, Shadow or colour it names in the
page's words (the game's seat names, and its own words of the rest: ``web.words``).
"""

from __future__ import annotations

from games import untrusted
from games.errors import BadAnnotation, BadPosition, GameError
from games.variations import MAX_DEPTH

from .i18n import has_key, t
from .words import words_for


VARIATION_FIELDS: dict[str, object] = {"ply": "?", "plies": "?", "token": "?", "value": "?",
                                       "index": "?", "count": "?", "limit": MAX_DEPTH}
"""What a variation's refusal may leave out (each code fills only its own facts)."""


def error_text(err: GameError) -> str:
    """What went wrong, in the page's language (never a class name or a traceback)."""
    if isinstance(err, untrusted.BadInput):
        return t(f"untrusted.{err.code}", **err.fields)
    if isinstance(err, BadPosition) and has_key(f"position.{err.code}"):
        return t(f"position.{err.code}", **position_words(err.code, err.fields))
    if isinstance(err, BadAnnotation):
        return note_text(err)
    fields = dict(err.fields)
    variation = fields.get("variation")
    if isinstance(variation, str):  # a variation's place in a record or link (games.variation_link)
        return t(f"engine.variation.{variation}" if has_key(f"engine.variation.{variation}")
                 else "engine.bad_record", detail=str(err), **{**VARIATION_FIELDS, **fields})
    key = f"engine.{err.code}"
    if fields.get("over"):
        key += ".over"
    if "ply" in fields and "token" in fields:
        key += ".at.variation" if variation is True else ".at"
    if fields.get("part"):  # a position text's refusal names the part it could not take
        key += ".fields" if fields["part"] == "fields" else ".part"
    if not has_key(key):
        key = "engine.game_error"
    return t(key, detail=str(err), **fields)


def failure_text(err: BaseException) -> str:
    """What went wrong in an error the page did not foresee (a bug: "Something went wrong
    (…)"), in the page's language: an engine error as ``error_text`` words it; any other is
    named by its class and text where English is shown (``error.internal``'s ``{detail}``),
    and only said to be the page's own fault in another language (the console keeps the
    traceback either way)."""
    if isinstance(err, GameError):
        return error_text(err)
    return t("error.internal", detail=f"{type(err).__name__}: {err}")


def position_words(code: str, fields: dict[str, object]) -> dict[str, object]:
    """An impossible position's facts in the page's words: ``seat`` as ``side`` (the game's
    seat name), and what else the game names in its own words (``GameWords.position_facts``:
    Saiju's and Symbol Pallet's ``symbol`` and ``colour`` letters as names). The code
    starts with the game's name."""
    words = dict(fields)
    game = code.split(".", 1)[0]
    if "seat" in words:
        words["side"] = t(f"{game}.seat.{words['seat']}")
    words_for(game).position_facts(words)
    return words


def note_text(err: BadAnnotation) -> str:
    """A comment or mark refused (``games.notes.CODES``): where it stands, then what is wrong
    (``note.<code>``). A square refused by the game itself (``Game.parse_square``) may carry
    fewer fields than the notes' own refusals: those it lacks are shown as ``?``."""
    fields = {"square": "?", "mark": "?", "colour": "?", "character": "?", "escape": "?",
              "limit": "?", "length": "?", "value": "?", "plies": "?", **err.fields}
    ply = err.fields.get("ply")
    where = t("note.at.none") if ply is None else t("note.at.start") if ply == 0 \
        else t("note.at.after", ply=ply)
    key = f"note.{err.code}"
    return where + (t(key, **fields) if has_key(key) else t("engine.game_error", detail=str(err)))
