"""Text from outside as text the project keeps: the one place where half an emoji (a lone
UTF-16 surrogate) and Unicode's non-characters are replaced, so that nothing that cannot be
encoded as UTF-8 or written into XML reaches a link, a record, a save, a picture or the page.

A leaf module (no import of the project): ``games.untrusted`` applies it to every text it reads,
and the writers of links (``games.page_link.form_encode``) and pictures
(``games.diagram.svg``) apply it to what they write.
"""

from __future__ import annotations

import re
from typing import Any

REPLACEMENT = "\ufffd"
"""What stands for a character that is not text (U+FFFD, drawn as a question mark in a diamond)."""
_NOT_TEXT = re.compile("[\ud800-\udfff\ufdd0-\ufdef"
                       + "".join(chr(plane << 16 | 0xFFFE) + chr(plane << 16 | 0xFFFF)
                                 for plane in range(17)) + "]")
"""Code points that are not characters: UTF-16 surrogates (a lone one is half an emoji, from a
broken paste, a script or damaged data; no encoder can write it) and Unicode's non-characters
(U+FDD0–U+FDEF and the last two of every plane, U+FFFE and U+FFFF among them, which XML refuses)."""
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")
"""Control characters XML 1.0 cannot hold at all, not even as ``&#1;``: a document with one is
not well-formed. Tabs and line breaks are XML's own white space."""


def kept_text(text: str) -> str:
    """``text`` as text the project keeps: each lone surrogate and non-character replaced by
    ``REPLACEMENT``, everything else as it is.

    The one place where text from outside becomes text: ``bounded_text`` (so every reader of
    this module), comments (``games.notes``), captions and the writers of links and pictures
    pass through it, so nothing that cannot be encoded as UTF-8 or written into XML reaches a
    link, a record, a save, a picture or the page. Replacing, not refusing: the rest of a
    pasted record or a comment stays the author's, and the mark shows where a character broke.
    Linear, in C; a text without such a code point is returned as it is."""
    return _NOT_TEXT.sub(REPLACEMENT, text) if _NOT_TEXT.search(text) else text


def xml_text(text: str) -> str:
    """``kept_text`` that XML can also hold: each control character XML 1.0 refuses replaced by
    ``REPLACEMENT`` too. For writers of XML (``games.diagram.svg``): whatever reached them, the
    document they write is well-formed."""
    text = kept_text(text)
    return _NOT_XML.sub(REPLACEMENT, text) if _NOT_XML.search(text) else text


_ESCAPED_NOT_TEXT = re.compile(r"\\u(?:[dD][89a-fA-F]|[fF][dD][d-eD-E]|[fF]{3}[eEfF])")
"""A JSON escape that may decode to a code point ``kept_text`` replaces (``\\ud83d``): only a
text holding one needs its decoded strings walked."""


def kept_values(value: Any) -> Any:
    """``value`` (decoded JSON, nested at most ``MAX_DEPTH``) with every string ``kept_text``."""
    if isinstance(value, str):
        return kept_text(value)
    if isinstance(value, list):
        return [kept_values(item) for item in value]
    if isinstance(value, dict):
        return {kept_text(key): kept_values(item) for key, item in value.items()}
    return value


def might_hold_escaped_non_text(json_text: str) -> bool:
    """Whether a JSON text holds an escape that may decode to a code point ``kept_text``
    replaces: only then are its decoded strings walked (``kept_values``)."""
    return _ESCAPED_NOT_TEXT.search(json_text) is not None
