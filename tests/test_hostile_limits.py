"""Outside values past every limit, on CPython: command words, nesting depth, host messages and
record files. Each test asserts the outcome (a short line or an ``error`` reply, nothing lost),
not only that nothing crashed. Their page counterparts are in tests/test_hostile_page_limits.py.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import types
from typing import Any, Iterator, Sequence

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from games import untrusted
from games.diagram.cli import run as diagram
from games.lessons.cli import run as lessons
from games.puzzles.__main__ import run as puzzles
from games.referee import MAX_ERROR_CHARS
from tests.conftest import ROOT
from web import i18n
from web.record_ui import RecordDialog, megabytes

LONG_NAME = "x" * 100_000


def one_short_line(err: str) -> bool:
    return err.endswith("\n") and "\n" not in err[:-1] and len(err) <= MAX_ERROR_CHARS + 1


@pytest.mark.parametrize("run, argv", [
    (puzzles, [LONG_NAME]),
    (lessons, [LONG_NAME]),
    (lessons, ["siam", LONG_NAME, "--json"]),
    (diagram, ["siam", "--out", "/nonexistent-folder/" + "y" * 100_000 + ".svg"]),
    (diagram, [LONG_NAME]),
])
def test_every_command_answers_a_huge_word_in_one_short_line(run: object, argv: Sequence[str]) -> None:
    status, out, err = run(argv)  # type: ignore[operator]
    assert status == 2 and out == ""
    assert one_short_line(err), err[:400]


def test_an_unknown_game_is_quoted_briefly_and_the_real_names_still_follow() -> None:
    _, _, err = puzzles([LONG_NAME])
    assert "(100,000 characters)" in err and err.rstrip().endswith("symbol-pallet)")


@pytest.mark.parametrize("module", ["games.puzzles", "games.lessons"])
def test_the_commands_print_one_short_line_for_a_huge_game_name(module: str) -> None:
    done = subprocess.run([sys.executable, "-m", module, LONG_NAME], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    assert one_short_line(done.stderr), done.stderr[:400]


def test_a_good_listing_and_puzzle_dump_are_unchanged() -> None:
    status, out, err = lessons(["siam"])
    assert status == 0 and err == "" and out.startswith("siam: ")
    status, out, err = puzzles(["siam"])
    assert status == 0 and err == "" and out.startswith("[{")


# ----- record files ------------------------------------------------------------------------------
class RecordFile:
    """A chosen file: its ``size`` in bytes, and whether anything read it."""

    def __init__(self, size: int, text: str = "") -> None:
        self.size = size
        self._text = text
        self.read = False

    async def text(self) -> str:
        self.read = True
        return self._text


@pytest.fixture
def record_dialog() -> Iterator[tuple[RecordDialog, list[Any]]]:
    for name in ("record-dialog", "record-text", "record-error", "record-file"):
        document.by_id[name] = fake_dom.Element("div")
    document.by_id["record-dialog"].close = lambda: None
    opened: list[Any] = []
    page = types.SimpleNamespace(open_record=opened.append)
    yield RecordDialog(page, lambda: None), opened  # type: ignore[arg-type]
    i18n.set_lang("en")


def choose(dialog: RecordDialog, file: RecordFile) -> None:
    dialog.file.files = types.SimpleNamespace(length=1, item=lambda index: file)
    dialog.file.value = "C:\\fakepath\\record.txt"
    dialog.on_file(None)


@pytest.mark.parametrize("lang, words", [("en", "200 MB"), ("ja", "200 MB あります")])
def test_a_huge_record_file_is_refused_by_its_size_without_being_read(
        record_dialog: tuple[RecordDialog, list[Any]], lang: str, words: str) -> None:
    dialog, opened = record_dialog
    i18n.set_lang(lang)
    huge = RecordFile(200_000_000)
    choose(dialog, huge)
    assert not huge.read and opened == []
    assert dialog.error.hidden is False and words in dialog.error.textContent
    assert "1 MB" in dialog.error.textContent
    assert dialog.file.value == ""  # the same file can be chosen again


def test_a_file_one_byte_over_the_limit_is_refused_and_never_reads_as_the_limit(
        record_dialog: tuple[RecordDialog, list[Any]]) -> None:
    dialog, _ = record_dialog
    over = RecordFile(untrusted.MAX_RECORD_BYTES + 1)
    choose(dialog, over)
    assert not over.read and "1.1 MB" in dialog.error.textContent
    assert megabytes(untrusted.MAX_RECORD_BYTES) == "1 MB" and megabytes(20_000_000) == "20 MB"


def test_a_record_file_within_the_limit_is_read_and_opened(
        record_dialog: tuple[RecordDialog, list[Any]]) -> None:
    dialog, opened = record_dialog
    text = '[Game "siam"]\n+B1S +E1W\n'
    good = RecordFile(len(text), text)

    async def pick() -> None:
        choose(dialog, good)
        while not opened:
            await asyncio.sleep(0)
    asyncio.run(asyncio.wait_for(pick(), 10))
    assert good.read and opened[0].tokens == ["+B1S", "+E1W"]
