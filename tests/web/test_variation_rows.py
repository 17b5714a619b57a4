"""The move list's rows of a line with variations (web.variation_rows): the main line one move a
row, each move's alternatives after it in parentheses with paths a tap can show, the same
rows whichever line is shown, and each state applied once."""

from __future__ import annotations

from games.registry import get_game
from games.session import Session
from web.variation_rows import Entry, StateCache, main_class, rows_of, where

SIAM = get_game("siam")
STUDY = """[Game "siam"]

+B1S +E1W (+E5W B1B2S (B1B1E) +A5S) (+D5S) B1B2S E1E1S
"""


def listed(entries: list[Entry]) -> list[str]:
    """Entries as text: a move as token@path, parentheses as they are written."""
    out = []
    for e in entries:
        if e.kind == "move":
            out.append(f"{e.token}@{''.join(map(str, e.path))}")
        else:
            out.append("(" if e.kind == "open" else ")")
    return out


def study() -> Session:
    session = Session.from_record_text(STUDY)
    session.goto(0)
    return session


def test_the_main_line_is_listed_with_each_moves_alternatives_after_it() -> None:
    rows = rows_of(study(), StateCache())
    assert [e.token for e in rows.main] == ["+B1S", "+E1W", "B1B2S", "E1E1S"]
    assert list(rows.blocks) == [1]
    assert listed(rows.blocks[1]) == [
        "(", "+E5W@01", "B1B2S@010", "(", "B1B1E@011", ")", "+A5S@0100", ")",
        "(", "+D5S@02", ")"]
    assert {e.depth for e in rows.blocks[1] if e.token == "B1B1E"} == {2}
    assert rows.fork is None


def test_the_rows_stay_the_same_while_a_variation_is_shown() -> None:
    before = rows_of(study(), StateCache())
    session = study()
    session.show((0, 1, 1))  # into the nested alternative B1B1E
    assert session.tokens == ["+B1S", "+E5W", "B1B1E"]
    rows = rows_of(session, StateCache())
    assert rows.fork == 1
    assert [e.key for e in rows.main] == [e.key for e in before.main]
    assert {k: [e.key for e in v] for k, v in rows.blocks.items()} == \
        {k: [e.key for e in v] for k, v in before.blocks.items()}


def test_each_entry_carries_the_position_its_move_is_worded_from() -> None:
    session = study()
    session.show((0, 1, 1))
    rows = rows_of(session, StateCache())
    moves = [((0,) * (i + 1), e) for i, e in enumerate(rows.main)]
    moves += [(e.path, e) for v in rows.blocks.values() for e in v if e.kind == "move"]
    for path, entry in moves:
        assert entry.before is not None and entry.move is not None
        assert str(entry.move) == entry.token
        shown = Session.from_record_text(STUDY)
        shown.show(path)
        assert shown.tokens[len(path) - 1] == entry.token
        assert entry.before.position_text() == shown.states[len(path) - 1].position_text()


def test_the_classes_follow_the_line_shown_and_its_cursor() -> None:
    session = study()
    session.show((0, 1, 0))
    session.goto(2)
    rows = rows_of(session, StateCache())
    marks = {f"{e.token}@{''.join(map(str, e.path))}": where(e, session.path, session.cursor)
             for e in rows.blocks[1] if e.kind == "move"}
    assert marks == {"+E5W@01": "current", "B1B2S@010": "undone", "B1B1E@011": "",
                     "+A5S@0100": "undone", "+D5S@02": ""}
    # The main line is on the line shown up to the fork (its first move), none of it after.
    assert [main_class(ply, rows.fork, session.cursor) for ply in range(1, 5)] == ["", "", "", ""]
    session.goto(1)
    assert [main_class(ply, rows.fork, session.cursor) for ply in range(1, 5)] == ["current", "", "", ""]
    session.show((0, 0))
    assert [main_class(ply, None, session.cursor) for ply in range(1, 5)] == \
        ["", "current", "undone", "undone"]


def test_a_state_is_applied_once_across_redraws() -> None:
    session = study()
    cache = StateCache()
    first = rows_of(session, cache)
    again = rows_of(session, cache)
    assert all(a.before is b.before for a, b in zip(first.blocks[1], again.blocks[1]))


def test_a_line_without_variations_lists_its_moves_and_no_block() -> None:
    session, _ = Session.from_tokens(SIAM.start(), ["+B1S", "+E1W"])
    rows = rows_of(session, StateCache())
    assert [e.token for e in rows.main] == ["+B1S", "+E1W"] and rows.blocks == {}


def test_one_cache_across_lines_and_changes_gives_the_rows_a_fresh_one_gives() -> None:
    """The main line after a fork is walked once and kept: whatever is shown or changed next,
    the rows are those of the tree as it is."""
    session, cache = study(), StateCache()

    def same() -> None:
        kept, fresh = rows_of(session, cache), rows_of(session, StateCache())
        assert [e.token for e in kept.main] == [e.token for e in fresh.main]
        assert {k: [e.key for e in v] for k, v in kept.blocks.items()} == \
            {k: [e.key for e in v] for k, v in fresh.blocks.items()}

    for path in ((0, 1, 1), (0, 2), (0, 1, 0, 0), (0, 0, 0)):
        session.show(path)
        same()
    session.show((0, 1, 1))
    assert session.drop_variation()
    same()
    session.play("+A5S")  # at the end of the variation shown: one move more in it
    same()
    session.show((0, 2))
    same()
