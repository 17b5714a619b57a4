"""Hostile inputs on CPython: links, records, positions, stored saves, host messages,
command words. Each test asserts the outcome (a clear, short message; the value read; nothing
lost), not only that nothing crashed. The page itself is driven in tests/page/test_hostile_page.py.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tracemalloc
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import GameError, get_game, game_names, untrusted
from games.diagram.cli import run as diagram
from games.record_format import read_record, write_record
from games.referee import run as referee
from games.session import Session
from tests.conftest import ROOT
from web.host_messages import (CODES, MAX_REPLY_CHARS, PROTOCOL, BadMessage, error_reply,
                               load_session, parse_host_message)
from web.links import PARAMS, make_link, parse_link, quote_plus
from tests.memory_store import MemoryStore, run_async
from web.saves import ASIDE, SaveStore, aside_key, encode

SIAM = get_game("siam")
PALLET = get_game("symbol-pallet")
LOOSE_NUMBERS = (" 2", "2 ", "２", "٣", "7_7", "+3", "0x3", "2.0", "", "-", "1e3", "٢")
MAX_LINE = 300
"""No error line or message may be longer (``games.referee.MAX_ERROR_CHARS``)."""
BIG = "Z" * 2_000_000


def short(message: str) -> bool:
    return "\n" not in message.strip() and len(message) <= MAX_LINE


# ----- strategies ----------------------------------------------------------------------------
BROKEN_CHARACTERS = ["\ud83d", "\ude00", "\udcff", "\ufffe", "\uffff", "\ufdd0", "\U0010ffff",
                     "\x00", "\x01", "\x0b", "\x1b", "\x7f", "\x85"]
"""Half an emoji (lone surrogates), non-characters and control characters: in every alphabet."""
hostile_text = st.one_of(
    st.text(st.one_of(st.characters(), st.sampled_from(BROKEN_CHARACTERS)), max_size=60),
    st.sampled_from(["__proto__", "toString", "constructor", "hasOwnProperty", "%00", "%ZZ",
                     "\u202e", "\ufeff", "<script>alert(1)</script>", "２", "٣", "7_7", " 2",
                     "9" * 400, "-" * 30, "'\"\\", "\x00\x01"]),
    st.integers(-10**30, 10**30).map(str),
)
link_params = st.lists(st.tuples(st.one_of(st.sampled_from(list(PARAMS)), hostile_text),
                                 hostile_text), max_size=8)
record_lines = st.lists(st.one_of(
    st.sampled_from(['[Game "siam"]', '[Game "symbol-pallet"]', '[Players "2"]', '[Seed "-5"]',
                     '[Seed "99999999999999999999999"]', '[Result "*"]', '[Result "win:9"]',
                     '[Deck "Ra1,Ra1"]', '[Options "remove-once"]', "+B1S +E1W", "#comment",
                     '[A "\\"]', '[A "x\\\\"]', '[Name "a\\"b"]', "\ufeff[Game \"siam\"]"]),
    st.builds(lambda n, v: f'[{n} "{v}"]', st.text(max_size=12), st.text(max_size=30)),
    hostile_text,
), max_size=10)
stored_values = st.one_of(
    st.none(), st.integers(), st.floats(allow_nan=False), hostile_text,
    st.dictionaries(st.text(max_size=8), st.integers(), max_size=4),
    st.lists(st.integers(), max_size=4),
    st.builds(lambda d: json.dumps(d), st.dictionaries(
        st.sampled_from(["format", "record", "cursor", "updated", "computer", "rev"]),
        st.one_of(st.integers(-5, 5), st.text(max_size=20), st.none()), max_size=5)),
)
stored_keys = st.one_of(st.text(max_size=10), st.integers(), st.floats(allow_nan=False),
                        st.lists(st.one_of(st.integers(), st.text(max_size=4)), max_size=3))
"""What IndexedDB takes as a key: text, numbers and arrays of them (a list here, an
unhashable proxy object in the page)."""
host_messages = st.one_of(
    hostile_text, st.none(), st.integers(), st.lists(st.integers(), max_size=3),
    st.fixed_dictionaries({"protocol": st.sampled_from([PROTOCOL, "x", None]),
                           "kind": st.sampled_from(["play", "goto", "load", "reset", "boom", 3])},
                          optional={"moves": st.one_of(hostile_text, st.lists(hostile_text, max_size=4)),
                                    "ply": st.one_of(st.integers(-10, 10**20), hostile_text, st.booleans()),
                                    "game": st.one_of(st.sampled_from(game_names()), hostile_text),
                                    "players": st.one_of(st.integers(-3, 200), hostile_text),
                                    "seed": st.one_of(st.integers(-2**70, 2**70), hostile_text),
                                    "options": st.one_of(st.lists(hostile_text, max_size=3), hostile_text),
                                    "record": hostile_text,
                                    "computer": st.one_of(hostile_text, st.integers())}),
)


# ----- links -------------------------------------------------------------------------------------
@given(params=link_params)
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_link_is_read_with_short_messages_and_valid_values(params: list[tuple[str, str]]) -> None:
    query = "&".join(f"{quote_plus(k)}={quote_plus(v)}" for k, v in params)
    request = parse_link(query)
    assert all(short(p) for p in request.problems)
    assert request.players is None or 1 <= request.players <= 99
    assert request.seed is None or abs(request.seed) < 2 ** 64
    assert request.ply is None or 0 <= request.ply < 10 ** 6
    assert len(request.moves) <= untrusted.MAX_MOVES and all(
        len(m) <= untrusted.MAX_TOKEN_CHARS for m in request.moves)
    assert request.game is None or len(request.game) <= untrusted.MAX_NAME_CHARS


@pytest.mark.parametrize("value", ["__proto__", "toString", "constructor", "xx"])
def test_a_bad_lang_is_reported_and_a_good_one_is_known(value: str) -> None:
    assert parse_link("?game=siam&lang=ja").problems == []
    problems = parse_link(f"?game=siam&lang={value}").problems
    assert len(problems) == 1 and f"lang='{value}'" in problems[0] and "en, ja" in problems[0]


@pytest.mark.parametrize("value", LOOSE_NUMBERS)
def test_links_take_ascii_digits_only(value: str) -> None:
    request = parse_link("?game=saiju&players=" + quote_plus(value) + "&seed=" + quote_plus(value)
                         + "&ply=" + quote_plus(value))
    assert (request.players, request.seed, request.ply) == (None, None, None)
    assert len(request.problems) == 3 and all(short(p) for p in request.problems)


def test_a_huge_link_is_refused_in_one_short_message() -> None:
    request = parse_link("?game=siam&moves=" + "A" * (untrusted.MAX_LINK_CHARS + 1))
    assert request.game is None and len(request.problems) == 1 and short(request.problems[0])
    request = parse_link("?game=siam&moves=" + "A" * 50_000)
    assert request.moves == [] and len(request.problems) == 1 and short(request.problems[0])


def test_the_link_table_is_open_to_new_parameters() -> None:
    """puzzle=ID and tutorial=1 (other branches) are one entry each in ``PARAMS``."""
    assert {"game", "lang", "moves", "seed"} <= set(PARAMS)
    assert all(callable(p.read) for p in PARAMS.values())


# ----- seeds (item 6) --------------------------------------------------------------------------------
@given(seed=st.integers(-(2 ** 64) + 1, 2 ** 64 - 1))
@settings(max_examples=200, deadline=None)
def test_every_seed_a_record_accepts_a_link_reopens_as_the_same_deal(seed: int) -> None:
    options = PALLET.options(2, [], seed)
    text = write_record(PALLET, options, [])
    record = read_record(text)
    link = parse_link(make_link("symbol-pallet", players=2, seed=record.options.seed))
    assert link.problems == [] and link.seed == seed
    assert PALLET.new(PALLET.options(2, [], link.seed)).position_text() == \
        PALLET.new(record.options).position_text()


@pytest.mark.parametrize("seed", ["-1" + "0" * 20, "1" + "0" * 20, "18446744073709551616"])
def test_a_seed_out_of_range_is_refused_everywhere(seed: str) -> None:
    record = f'[Game "symbol-pallet"]\n[Seed "{seed}"]\n\n'
    with pytest.raises(GameError):
        read_record(record)
    assert parse_link(f"?game=symbol-pallet&seed={seed}").seed is None
    status, _, err = referee(["symbol-pallet", "--seed", seed])
    assert status == 2 and short(err)
    with pytest.raises(GameError):
        PALLET.options(2, [], int(seed))


# ----- records (item 4) --------------------------------------------------------------------------------
@given(lines=record_lines)
@settings(max_examples=400, deadline=None)
def test_any_record_text_is_read_or_refused_in_one_short_message(lines: list[str]) -> None:
    try:
        record = read_record("\n".join(lines))
    except GameError as err:
        assert short(str(err))
    else:
        assert record.game.name in game_names()
        for text in (*record.extra, *record.extra.values(), record.reason,
                     *(note.comment for note in record.notes.values())):
            text.encode("utf-8")  # half an emoji read in is kept as text, never as half


def peak_bytes(call: Any) -> int:
    tracemalloc.start()
    try:
        call()
    except GameError:
        pass
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


@pytest.mark.parametrize("size", [100_000, 400_000])
def test_a_long_header_costs_memory_linear_in_its_size_with_a_small_constant(
        size: int) -> None:
    header = '[Game "siam"]\n[Note "' + "a\\\"" * (size // 3) + '"]\n\n'
    peak = peak_bytes(lambda: read_record(header))
    assert peak < 12 * len(header) + 200_000, peak  # the regular expression used ~165 per byte
    moves = '[Game "siam"]\n\n' + "+B1S " * (size // 5)
    assert peak_bytes(lambda: read_record(moves)) < 30 * len(moves) + 200_000


def test_a_huge_record_is_refused_before_it_is_read_and_briefly() -> None:
    text = '[Game "siam"]\n[Note "' + "x" * 10_000_000 + '"]\n'
    with pytest.raises(GameError) as err:
        read_record(text)
    assert short(str(err.value))
    # Refused by its length, before any parsing: reading it allocates next to nothing
    # (measured in bytes, which a busy machine cannot change, rather than in seconds).
    assert peak_bytes(lambda: read_record(text)) < 100_000


def test_a_record_with_a_byte_order_mark_is_read(tmp_path: Any) -> None:
    text = write_record(SIAM, SIAM.options(), ["+B1S", "+E1W"])
    assert read_record("\ufeff" + text).moves == ["+B1S", "+E1W"]
    path = tmp_path / "bom-record.txt"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())
    status, out, err = referee(["--record", str(path)])
    assert status == 0 and json.loads(out)["ply"] == 2, err


def test_record_from_dev_zero_stops_at_the_cap() -> None:
    # Without the cap this read never ends; the timeout only turns that into a failure.
    done = subprocess.run([sys.executable, "-m", "games", "--record", "/dev/zero"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 2 and "longer than" in done.stderr and short(done.stderr)
    help_text = subprocess.run([sys.executable, "-m", "games", "--help"], cwd=ROOT,
                               capture_output=True, text=True).stdout
    assert f"{untrusted.MAX_RECORD_CHARS:,}" in help_text


# ----- positions -------------------------------------------------------------------------------------------
@given(name=st.sampled_from(game_names()), text=hostile_text)
@settings(max_examples=300, deadline=None)
def test_any_position_text_is_read_or_refused_briefly(name: str, text: str) -> None:
    game = get_game(name)
    try:
        state = untrusted.position(game, text)
    except GameError as err:
        assert short(str(err))
    else:
        assert game.parse_position(state.position_text()) == state


@given(name=st.sampled_from(game_names()), data=st.data())
@settings(max_examples=100, deadline=None)
def test_a_mutated_position_text_is_read_or_refused_briefly(name: str, data: Any) -> None:
    game = get_game(name)
    text = game.new(game.options()).position_text()
    at = data.draw(st.integers(0, len(text)))
    junk = data.draw(hostile_text)
    try:
        untrusted.position(game, text[:at] + junk + text[at + 1:])
    except GameError as err:
        assert short(str(err))


@pytest.mark.parametrize("name", game_names())
def test_a_position_with_a_number_of_thousands_of_digits_is_refused_briefly(name: str) -> None:
    import re

    game = get_game(name)
    text = re.sub(r"[0-9]+", "9" * 5000, game.new(game.options()).position_text(), count=1)
    status, out, err = referee([name, "--position", text])
    assert (status, out) == (2, "") and short(err) and "internal error" not in err, err


# ----- command words (item 7) ---------------------------------------------------------------------------
@pytest.mark.parametrize("value", LOOSE_NUMBERS)
def test_commands_take_ascii_digits_only(value: str) -> None:
    for argv in (["saiju", "--players", value], ["symbol-pallet", "--seed", value]):
        status, out, err = referee(argv)
        assert (status, out) == (2, "") and short(err), (argv, err)


@pytest.mark.parametrize("width", ["9" * 400, "9" * 21, "10001", "-3", "٣"])
def test_diagram_width_is_bounded(width: str) -> None:
    status, out, err = diagram(["siam", "--width", width])
    assert (status, out) == (2, "") and "--width" in err and short(err)
    assert "internal error" not in err
    assert diagram(["siam", "--width", "10000"])[0] == 0


@pytest.mark.parametrize("argv", [
    ["siam", "--moves", "Z" * 2_000_000],
    ["Z" * 2_000_000],
    ["siam", "--option", "Z" * 2_000_000],
    ["symbol-pallet", "--deck", "Z" * 2_000_000],
    ["siam", "--position", "Z" * 2_000_000],
    ["siam", "--moves", "+B1S " + "Q" * 500],
    ["siam", "Z" * 2_000_000],
])
def test_errors_quote_a_short_excerpt(argv: list[str]) -> None:
    for command in (referee, diagram):
        status, out, err = command(argv)
        assert status == 2 and out == "" and short(err), err[:400]


@given(words=st.lists(hostile_text, max_size=5),
       flag=st.sampled_from(["--players", "--seed", "--moves", "--deck", "--option", "--position"]))
@settings(max_examples=300, deadline=None)
def test_any_command_words_end_in_json_or_one_short_line(words: list[str], flag: str) -> None:
    status, out, err = referee(["symbol-pallet", flag, *words])
    if status == 0:
        assert json.loads(out)["game"] == "symbol-pallet"
    else:
        assert status == 2 and short(err) and "internal error" not in err


# ----- stored saves (item 2) -------------------------------------------------------------------------------------
def good_save(moves: list[str], updated: float) -> str:
    session = Session(SIAM.start())
    for token in moves:
        session.play(token)
    return encode(session, updated)


def unfinished(store: MemoryStore, now: float) -> tuple[list[Any], list[str]]:
    return run_async(SaveStore(store).unfinished(now))


@given(bad=st.lists(st.tuples(stored_keys, stored_values), max_size=5, unique_by=lambda kv: repr(kv[0])))
@settings(max_examples=300, deadline=None)
def test_unreadable_saves_are_set_aside_unchanged_and_the_good_ones_stay_listed(
        bad: list[tuple[Any, Any]]) -> None:
    store = MemoryStore({"game-good": good_save(["+B1S"], 5.0)})
    store.pairs += [[k, v] for k, v in bad if k != "game-good" and not str(k).startswith(ASIDE)]
    before = list(store.pairs)
    games, aside = unfinished(store, 1000.0)
    assert [g.key for g in games if g.key == "game-good"] == ["game-good"]
    kept = {key: store.value(key) for key in aside}
    assert len(aside) == len(set(aside)) and all(k.startswith(ASIDE) for k in aside)
    # Nothing lost: every value is still there, under its own key or aside, unchanged.
    assert sorted(repr(v) for _, v in before) == sorted(repr(v) for _, v in store.pairs)
    listed = {g.key for g in games}
    assert all(store.value(key) is None for key, _ in before if not (isinstance(key, str) and key in listed))
    assert all(len(name) <= 100 for name in aside)  # names are shown to the player
    assert len(kept) == len(aside)
    # Reported once: a second look finds nothing more to set aside.
    assert unfinished(store, 2000.0)[1] == []


@pytest.mark.parametrize("value", ["hello", {"a": 1}, 7, None, ["a"]])
def test_each_kind_of_bad_save_is_moved_aside_and_saving_goes_on(value: Any) -> None:
    store = MemoryStore({"game-good": good_save(["+B1S"], 5.0), "game-bad": value, 42: good_save([], 1.0)})
    saves = SaveStore(store)
    games, aside = run_async(saves.unfinished(1000.0))
    assert [g.key for g in games] == ["game-good"] and len(aside) == 2
    assert any(":int-42:" in name for name in aside)
    run_async(saves.save("game-new", None, Session(SIAM.start()), 9.0, None, lambda: "unused"))
    assert [g.key for g in run_async(saves.unfinished(1001.0))[0]] == ["game-new", "game-good"]


def test_setting_aside_never_replaces_an_older_copy() -> None:
    store = MemoryStore({"game-bad": "first"})
    unfinished(store, 1000.0)
    store.pairs.append(["game-bad", "second"])
    unfinished(store, 1000.0)  # the same clock: the name must still be new
    store.pairs.append(["game-bad", "third"])
    unfinished(store, 3000.0)
    assert sorted(v for k, v in store.pairs if k.startswith(ASIDE)) == ["first", "second", "third"]
    assert aside_key("k", {"aside:k:5", "aside:k:5-2"}, 5.0) == "aside:k:5-3"


# ----- host messages (item 5) ---------------------------------------------------------------------------------------
@given(message=host_messages)
@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_host_message_is_carried_out_or_answered_with_a_coded_short_error(message: Any) -> None:
    try:
        command = parse_host_message(message)
        if command.kind == "load":
            session = load_session(command)
            assert session.start.game.name in game_names()
    except (BadMessage, GameError) as err:
        code, text = error_reply(err)
        assert code in CODES and len(text) <= MAX_REPLY_CHARS and "\n" not in text


BAD_HOST_MESSAGES: list[tuple[Any, str]] = [
    ({"kind": "load", "game": "chess"}, "unknown_game"),
    ({"kind": "load", "game": "siam", "players": 99}, "bad_options"),
    ({"kind": "load", "game": "siam", "options": ["nope"]}, "bad_options"),
    ({"kind": "load", "game": "siam", "moves": ["B2C2W"]}, "illegal_move"),
    ({"kind": "load", "game": "siam", "seed": 3}, "bad_options"),
    ({"kind": "load", "game": "siam", "ply": -3}, "bad_ply"),
    ({"kind": "load", "game": "siam", "moves": ["+B1S"], "ply": 5}, "bad_ply"),
    ({"kind": "load", "record": "nonsense"}, "bad_record"),
    ({"kind": "load", "game": "symbol-pallet", "deck": ["Ra1", "Ra1"]}, "bad_options"),
    ({"kind": "play", "moves": ["+B1S"] * (untrusted.MAX_PLAY_MOVES + 1)}, "too_long"),
    ({"kind": "play", "moves": ["Q" * 10_000_000]}, "bad_message"),
    ({"kind": "load", "record": "x" * (untrusted.MAX_RECORD_CHARS + 1)}, "too_long"),
    ({"kind": "goto", "ply": -1}, "bad_ply"),
    ({"kind": "explode"}, "bad_message"),
]
"""Messages (``protocol`` added) a board cannot carry out, and the code of its error reply."""


@pytest.mark.parametrize("message, code", BAD_HOST_MESSAGES)
def test_failed_loads_and_bad_messages_get_a_coded_error(message: dict, code: str) -> None:
    with pytest.raises((BadMessage, GameError)) as err:
        command = parse_host_message({"protocol": PROTOCOL, **message})
        load_session(command)
    got, text = error_reply(err.value)
    assert got == code and len(text) <= MAX_REPLY_CHARS, (got, text[:100])
    assert "QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ" not in text


def test_a_message_without_protocol_still_gets_an_answer_code() -> None:
    for bad in ["nope", None, 3, [], {"kind": "play"}, "{" * 100_000]:
        with pytest.raises(BadMessage) as err:
            parse_host_message(bad)
        assert error_reply(err.value)[0] == "bad_message"


# ----- one spelling: ASCII digits only ------------------------------------------------------------
OTHER_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
"""Arabic-Indic digits: Python's ``int`` and ``str.isdigit`` take them, the notation does not."""


def played_line(name: str, plies: int = 12) -> list[Any]:
    """The states of a short line of first legal moves (every game has digits in its tokens
    and its position text by then)."""
    game = get_game(name)
    states = [game.new(game.options(seed=3) if game.uses_seed else game.options())]
    for _ in range(plies):
        if states[-1].over:
            break
        states.append(states[-1].apply(states[-1].legal_moves()[len(states) % 3 - 3]))
    return states


def other_digit_spellings(text: str) -> list[str]:
    """``text`` with one of its ASCII digits written as another script's digit, each in turn."""
    return [text[:i] + text[i].translate(OTHER_DIGITS) + text[i + 1:]
            for i, char in enumerate(text) if char in "0123456789"]


@pytest.mark.parametrize("name", game_names())
def test_a_token_or_position_written_with_other_digits_is_refused(name: str) -> None:
    """A token or position text has one spelling: the same with a non-ASCII digit is refused
    by name (it would otherwise play or open as its ASCII twin)."""
    game = get_game(name)
    states = played_line(name)
    tokens = {str(move) for state in states[:-1] for move in state.legal_moves()[:20]}
    texts = [state.position_text() for state in states[-3:]]
    odd_tokens = [odd for token in tokens for odd in other_digit_spellings(token)]
    odd_texts = [odd for text in texts for odd in other_digit_spellings(text)]
    assert odd_tokens and odd_texts
    for token in odd_tokens:
        with pytest.raises(GameError):
            game.parse_move(token)
    for text in odd_texts:
        with pytest.raises(GameError):
            untrusted.position(game, text)
