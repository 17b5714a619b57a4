"""docs/ and the READMEs are reference, and their links land.

A reader comes to docs/ to learn what a thing is, how to use it and why it is so; the
dated record of measurements lives in bench/history/ (bench/history/README.md). A
date or a time of day in a doc is the mark of a log entry that belongs there, so
none may appear. The one date a reference doc may show is a game record's own
``[Date "…"]`` header, which is data in an example, not a log line.

Moving a log out renames or removes headings, and other docs, the READMEs and code
comments link to headings by their anchors (``start-up.md#webkit``): every such link
must still land on a heading of the file it names.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent

REFERENCE = sorted([ROOT / "README.md", ROOT / "bench" / "README.md",
                    *(ROOT / "docs").rglob("*.md")])
ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
RECORD_DATE_HEADER = re.compile(r'^\[Date "\d{4}-\d{2}-\d{2}"\]$')
CLOCK_TIME_UTC = re.compile(r"\b\d{1,2}:\d{2}(?:\s*[–-]\s*\d{1,2}:\d{2})?\s*UTC\b")


def _name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def dated_lines(text: str) -> list[tuple[int, str]]:
    """The lines of ``text`` that carry a date or a UTC time of day, with their numbers."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        if RECORD_DATE_HEADER.match(line.strip()):
            continue
        if ISO_DATE.search(line) or CLOCK_TIME_UTC.search(line):
            found.append((number, line.strip()))
    return found


def test_the_rule_sees_a_log_line_and_spares_a_record_header() -> None:
    assert dated_lines("Measured on 2026-11-27, load 3.\n") == [(1, "Measured on 2026-11-27, load 3.")]
    assert dated_lines("a run at 09:10–09:16 UTC\n") == [(1, "a run at 09:10–09:16 UTC")]
    assert dated_lines('```\n[Game "siam"]\n[Date "2026-11-22"]\n```\n') == []
    assert dated_lines("a restore takes about 0.2–0.3 s against 1.5 s for a plain start\n") == []


@pytest.mark.parametrize("path", REFERENCE, ids=_name)
def test_reference_docs_carry_no_dated_log_lines(path: Path) -> None:
    dated = dated_lines(path.read_text(encoding="utf-8"))
    assert not dated, (f"{_name(path)} carries dated lines (move them to bench/history/, "
                       f"state the current figure without a date): {dated[:5]}")


def slug(heading: str) -> str:
    """GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces to hyphens."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every anchor of a Markdown file: its headings' (a repeated heading gets ``-1``, ``-2``…)
    and any ``<a id="…"></a>`` that keeps a name other files link to."""
    seen: dict[str, int] = {}
    found = set()
    in_code = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            continue
        found.update(re.findall(r'<a id="([\w-]+)"></a>', line))  # an anchor kept apart from its heading
        match = re.match(r"#{1,6}\s+(.*)", line)
        if not match:
            continue
        base = slug(match.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def test_slug_matches_githubs_anchors() -> None:
    assert slug("What the snapshot's check costs") == "what-the-snapshots-check-costs"
    assert slug("Comments and marks in a link (`notes`)") == "comments-and-marks-in-a-link-notes"
    assert slug("Ni-Ju's `strong`: a deeper root defence") == "ni-jus-strong-a-deeper-root-defence"


MD_LINK = re.compile(r"\]\(([^)\s]+\.md)(?:#([^)\s]+))?\)")
CODE_LINK = re.compile(r"\b(docs/[\w/.-]+\.md)#([\w-]+)")
CODE_SUFFIXES = {".py", ".js", ".mjs", ".css", ".html", ".toml"}


def doc_links() -> list[tuple[str, Path, str | None]]:
    """(where, target file, anchor) for every relative Markdown link to a .md file."""
    sources = sorted({*REFERENCE, *(ROOT / "bench" / "history").glob("*.md")})
    links = []
    for source in sources:
        for target, anchor in MD_LINK.findall(source.read_text(encoding="utf-8")):
            if "://" not in target:
                links.append((_name(source), (source.parent / target).resolve(), anchor or None))
    return links


def code_links() -> list[tuple[str, Path, str | None]]:
    """(where, target file, anchor) for every ``docs/….md#anchor`` named in the code or tests."""
    links = []
    for folder in ("games", "web", "tests", "tools", "bench"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in CODE_SUFFIXES and path.is_file():
                for target, anchor in CODE_LINK.findall(path.read_text(encoding="utf-8")):
                    links.append((_name(path), ROOT / target, anchor))
    return links


def test_every_link_to_a_doc_lands_on_a_heading() -> None:
    broken = []
    for where, target, anchor in doc_links() + code_links():
        if not target.is_file():
            broken.append(f"{where} → {target} (no such file)")
        elif anchor is not None and anchor not in anchors(target):
            broken.append(f"{where} → {_name(target)}#{anchor}")
    assert not broken, broken
