"""Outside values past every limit, on CPython: command words, nesting depth, host messages and
record files. Each test asserts the outcome (a short line or an ``error`` reply, nothing lost),
not only that nothing crashed. Their page counterparts are in tests/page/test_hostile_page_limits.py.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import types
from typing import Any, Iterator, Sequence

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from games import get_game, untrusted
from games.diagram.cli import run as diagram
from games.lessons.cli import run as lessons
from games.puzzles.__main__ import run as puzzles
from games.referee import MAX_ERROR_CHARS
from tests.conftest import ROOT
from games.session import Session
from web import i18n
from web.embed import Embed
from web.exercise import Progress
from web.host_messages import (CODES, PROBLEMS, PROTOCOL, BadMessage, Command, computer_seats,
                               error_reply, host_message)
from web.page import PageState
from web.record_ui import RecordDialog, megabytes
from tests.memory_store import MemoryStore, run_async  # noqa: E402
from web.saves import MAX_STORE_ENTRIES, BadSave, SaveStore, decode, encode, shallow

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
    page = types.SimpleNamespace(open_record=opened.append, state=PageState(), frame=fake_dom.frame)
    yield RecordDialog(page, lambda: None), opened  # type: ignore[arg-type]
    i18n.set_lang("en")


def choose(dialog: RecordDialog, file: RecordFile) -> None:
    dialog.file.files = types.SimpleNamespace(length=1, item=lambda index: file)
    dialog.file.value = "C:\\fakepath\\record.txt"
    dialog.on_file(None)


@pytest.mark.parametrize("lang, words", [("en", "200\u00a0MB"), ("ja", "200\u00a0MB あります")])
def test_a_huge_record_file_is_refused_by_its_size_without_being_read(
        record_dialog: tuple[RecordDialog, list[Any]], lang: str, words: str) -> None:
    dialog, opened = record_dialog
    i18n.set_lang(lang)
    huge = RecordFile(200_000_000)
    choose(dialog, huge)
    assert not huge.read and opened == []
    assert dialog.error.hidden is False and words in dialog.error.textContent
    assert "1\u00a0MB" in dialog.error.textContent
    assert dialog.file.value == ""  # the same file can be chosen again


def test_a_file_one_byte_over_the_limit_is_refused_and_never_reads_as_the_limit(
        record_dialog: tuple[RecordDialog, list[Any]]) -> None:
    dialog, _ = record_dialog
    over = RecordFile(untrusted.MAX_RECORD_BYTES + 1)
    choose(dialog, over)
    assert not over.read and "1.1\u00a0MB" in dialog.error.textContent
    assert megabytes(untrusted.MAX_RECORD_BYTES) == "1\u00a0MB" and megabytes(20_000_000) == "20\u00a0MB"


def test_a_record_file_within_the_limit_is_read_and_opened(
        record_dialog: tuple[RecordDialog, list[Any]]) -> None:
    dialog, opened = record_dialog
    text = '[Game "siam"]\n+B1S +E1W\n'
    good = RecordFile(len(text), text)

    async def pick() -> None:
        choose(dialog, good)
        while not opened:
            await asyncio.sleep(0)
    run_async(asyncio.wait_for(pick(), 10))
    assert good.read and opened[0].tokens == ["+B1S", "+E1W"]


# ----- nesting depth -----------------------------------------------------------------------------
DEEP_TEXTS = ["[" * 200_000, "[" * 100_000 + "]" * 100_000, '{"a":' * 5000 + "1" + "}" * 5000,
              "[" * 3000 + "]" * 3000, "[" * (untrusted.MAX_DEPTH + 1)]
"""JSON texts nested past ``untrusted.MAX_DEPTH`` (decoding the deepest recursively stops
Pyodide for good; CPython raises RecursionError)."""


@pytest.mark.parametrize("text, depth", [
    ("", 0), ("7", 0), ('"[[["', 0), ("[]", 1), ("[[],[[]]]", 3), ('{"a":[1,{"b":2}]}', 3),
    ('["]]]]", ["\\"[["]]', 2), ('["\\\\", [[]]]', 3), ('"unterminated [[[', 0),
    ('["a\\', 1), ("[" * 200_000, 200_000), ('"' + '\\"' * 10_000 + "[[", 0),
])
def test_nesting_counts_brackets_outside_strings_without_decoding(text: str, depth: int) -> None:
    assert untrusted.nesting(text) == depth


@pytest.mark.parametrize("text", DEEP_TEXTS)
def test_a_deep_json_text_is_refused_before_it_is_decoded(text: str) -> None:
    with pytest.raises(untrusted.BadInput) as err:
        untrusted.json_value(text, "value", untrusted.MAX_STORED_CHARS)
    assert err.value.code == "too_deep" and len(str(err.value)) < 100


def test_json_as_deep_as_the_limit_is_read() -> None:
    text = "[" * untrusted.MAX_DEPTH + "]" * untrusted.MAX_DEPTH
    assert untrusted.json_value(text, "value", 1000) == json.loads(text)


@pytest.mark.parametrize("text", DEEP_TEXTS)
def test_deep_learning_progress_counts_as_none(text: str) -> None:
    progress = Progress.from_json(text)
    assert progress.lessons == {} and progress.puzzles == {}


def test_learning_progress_beside_a_deep_part_is_still_no_crash() -> None:
    text = '{"lessons": {"siam": ["enter"]}, "junk": ' + "[" * 5000 + "]" * 5000 + "}"
    assert Progress.from_json(text).lessons == {}


def siam_save(moves: Sequence[str], updated: float) -> str:
    session = Session(get_game("siam").start())
    for token in moves:
        session.play(token)
    return encode(session, updated)


@pytest.mark.parametrize("text", DEEP_TEXTS)
def test_a_deep_saved_game_is_set_aside_and_the_others_are_listed(text: str) -> None:
    store = {"game-a": siam_save(["+B1S"], 5.0), "game-deep": text, "game-b": siam_save([], 7.0)}
    with pytest.raises(BadSave):
        decode("game-deep", text)
    memory = MemoryStore(store)
    games, aside = run_async(SaveStore(memory).unfinished(1000.0))
    assert [g.key for g in games] == ["game-b", "game-a"]
    kept = dict((k, v) for k, v in memory.pairs)
    assert len(aside) == 1 and kept[aside[0]] == text and "game-deep" not in kept


@pytest.mark.parametrize("raw", [
    "[" * 200_000,
    json.dumps([[str(i + 1)] for i in range(5000)] + [[]]),  # a chain of references 5,000 long
    json.dumps([[str(i) for i in range(1, 3000)]] + [[] for _ in range(3000)]),  # 3,000 lists to compare
])
def test_a_store_value_too_deep_or_long_for_its_codec_is_refused_before_decoding(raw: str) -> None:
    with pytest.raises(untrusted.BadInput):
        shallow(raw)


def test_the_stores_own_values_pass_unchanged() -> None:
    flatted = json.dumps([["1", "2"], "generic", siam_save(["+B1S"], 5.0)])
    assert shallow(flatted) is flatted and shallow(42) == 42
    assert MAX_STORE_ENTRIES >= 3


# ----- host messages -------------------------------------------------------------------------------
def test_a_deep_host_message_text_gets_a_coded_error() -> None:
    for text in ("[" * 100_000, '{"protocol":' * 5000):
        with pytest.raises(BadMessage) as err:
            host_message(text, "", False)
        assert error_reply(err.value)[0] == "bad_message"


@pytest.mark.parametrize("problem", [*PROBLEMS, "something new"])
def test_every_problem_the_page_found_in_a_message_becomes_a_coded_error(problem: str) -> None:
    with pytest.raises(BadMessage) as err:
        host_message(None, problem, True)
    code, text = error_reply(err.value)
    assert code in CODES and 0 < len(text) <= 300


def test_a_message_sent_as_a_value_may_have_texts_that_json_writes_longer() -> None:
    record = "\x01" * (untrusted.MAX_RECORD_CHARS - 10)  # six characters each in JSON
    text = json.dumps({"protocol": PROTOCOL, "kind": "load", "record": record})
    assert host_message(text, "", True).record == record
    with pytest.raises(BadMessage) as err:
        host_message(text, "", False)  # as a text it is simply too long
    assert error_reply(err.value)[0] == "too_long"


@pytest.mark.parametrize("computer, players, code", [
    ("9-easy", 2, "bad_options"), ("3", 2, "bad_options"), ("1-easy 5-strong", 4, "bad_options"),
    ("2-superhuman", 2, "bad_message"), ("two-easy", 2, "bad_message"), ("2 2", 2, "bad_message"),
])
def test_a_computer_seat_or_level_the_game_cannot_use_is_refused(computer: str, players: int, code: str) -> None:
    with pytest.raises(BadMessage) as err:
        computer_seats(computer, players)
    assert error_reply(err.value)[0] == code


def test_computer_seats_the_game_has_are_taken() -> None:
    assert computer_seats("2-easy", 2) == {1: "easy"}
    assert computer_seats("", 2) == {} and computer_seats(None, 2) is None


class EmbedPage:
    """The ``Page`` an embedded board drives, recording its commands."""

    def __init__(self) -> None:
        game = get_game("siam")
        self.state = PageState(game=game, session=Session(game.start()))
        self.frame = fake_dom.frame
        self.calls: list[tuple[Any, ...]] = []

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: self.calls.append((name, *args))


@pytest.fixture
def embedded() -> Iterator[tuple[Embed, EmbedPage, list[dict[str, Any]]]]:
    sent: list[dict[str, Any]] = []
    window.parent = types.SimpleNamespace()  # type: ignore[attr-defined]
    # boot.js's teller: posts to the parent from the board's own frame
    window.ABSTRACT_BOARDS_HOST = types.SimpleNamespace(tell=sent.append)  # type: ignore[attr-defined]
    window.console.warn = lambda *args: None  # type: ignore[attr-defined]
    page = EmbedPage()
    embed = Embed(page, lambda _session: None)  # type: ignore[arg-type]
    embed.active = True
    yield embed, page, sent
    del window.parent  # type: ignore[attr-defined]
    del window.ABSTRACT_BOARDS_HOST  # type: ignore[attr-defined]


def message(**fields: Any) -> str:
    return json.dumps({"protocol": PROTOCOL, **fields})


def test_every_host_message_gets_exactly_one_reply_or_is_carried_out(
        embedded: tuple[Embed, EmbedPage, list[dict[str, Any]]]) -> None:
    embed, page, sent = embedded
    bad = [("[" * 100_000, "", False), (None, "not_plain", True), (None, "too_many", True),
           (None, "queue_full", False), (None, "", True), (message(kind="load", game="siam", computer="9-easy"), "", True),
           (message(kind="load", game="siam", computer="1-superhard"), "", True)]
    for args in bad:
        embed.on_message(*args)
    assert [m["kind"] for m in sent] == ["error"] * len(bad)
    assert [m["code"] for m in sent][-2:] == ["bad_options", "bad_message"]
    assert page.calls == []  # nothing changed on the board
    embed.on_message(message(kind="load", game="siam", computer="2-easy"), "", True)
    assert [call[0] for call in page.calls] == ["hide_message", "set_seats", "open_session"]
    assert page.calls[1][1:] == ({1: "easy"}, 2) and sent[-1]["kind"] == "position"


def test_a_failure_of_the_board_itself_is_still_answered_without_its_text(
        embedded: tuple[Embed, EmbedPage, list[dict[str, Any]]], monkeypatch: pytest.MonkeyPatch) -> None:
    embed, _, sent = embedded

    def broken(command: Command) -> None:
        raise KeyError("internal detail")
    monkeypatch.setattr(embed, "run", broken)
    window.console.error = lambda *args: None  # type: ignore[attr-defined]
    embed.on_message(message(kind="reset"), "", True)
    assert len(sent) == 1 and sent[0]["code"] == "bad_message" and "internal" not in sent[0]["message"]
