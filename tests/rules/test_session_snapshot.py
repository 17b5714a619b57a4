"""A session's snapshot and restore (games.session): what a page keeps to undo the deletion of
a variation, whole (every line, the notes, the cursor) and apart from later changes."""

from __future__ import annotations

from games.session import Session

STUDY = """[Game "siam"]

{Start} +B1S {Enter} +E1W (+E5W {far corner} B1B2S (B1B1E) +A5S) (+D5S) B1B2S {step} E1E1S
"""


def test_a_deleted_variation_comes_back_whole_with_the_position_shown() -> None:
    session = Session.from_record_text(STUDY)
    session.show((0, 1, 0))
    kept = session.snapshot()
    record, path, cursor = session.record_text_full(), session.path, session.cursor
    assert session.drop_variation()
    assert session.record_text_full() != record and "+E5W" not in session.record_text_full()
    session.restore(kept)
    assert (session.record_text_full(), session.path, session.cursor) == (record, path, cursor)
    assert session.tokens == ["+B1S", "+E5W", "B1B2S", "+A5S"]
    assert session.notes[2].comment == "far corner"


def test_a_snapshot_stays_as_it_was_while_the_session_goes_on() -> None:
    session = Session.from_record_text(STUDY)
    kept = session.snapshot()
    session.goto(1)
    session.play("+A1E")
    session.annotate(session.notes[0])
    assert kept.tokens == ["+B1S", "+E1W", "B1B2S", "E1E1S"] and kept.cursor == 4
    assert sorted(kept.notes) == [0, 1, 3]
