"""What an interactive embed's Undo may take back (web/reader_moves.py): the reader's moves
only, and the author's whole line back once the last of them is gone; and the link of an
embed's line on the site's page (``games.page_link.editing_link``), the way back to editing it."""

from __future__ import annotations

from games import get_game
from games.notes import Annotation
from games.page_link import Embedding, editing_link
from games.session import Session
from web.embed_code import EmbedChoices, frame_link, frame_size
from web.links import parse_link, session_link
from web.reader_moves import ReaderMoves, kept_line, line_at

SIAM = get_game("siam")
LINE = ["+B1S", "+E1W", "B1B2S"]


def author_line(cursor: int) -> Session:
    line, error = Session.from_tokens(SIAM.start(), LINE)
    assert error is None
    line.notes = {3: Annotation("The Elephant steps towards the rocks")}
    line.goto(cursor)
    return line


def test_nothing_is_the_readers_until_they_play() -> None:
    reader = ReaderMoves()
    assert reader.count(3) == 0 and reader.undo_target(3, None) is None


def test_undo_never_goes_back_past_the_readers_first_move() -> None:
    reader = ReaderMoves().played(1).played(2)  # the reader plays from ply 1, then again
    assert reader.branch == 1 and reader.count(3) == 2
    assert reader.undo_target(3, None) == 2 and not reader.back_to_line(2)
    assert reader.undo_target(2, None) == 1 and reader.back_to_line(1)
    # The computer's seats would take back further (to the reader's turn): not past the line.
    assert reader.undo_target(3, 0) == 1
    assert reader.undo_target(1, None) is None  # stepped back onto the author's line


def test_a_move_from_earlier_in_the_authors_line_begins_the_readers_moves_there() -> None:
    assert ReaderMoves().played(2).played(0).branch == 0
    assert ReaderMoves(0).played(2).branch == 0


def test_the_authors_line_comes_back_whole_after_the_readers_moves() -> None:
    session = author_line(1)
    kept = kept_line(session)
    session.play("+A1N")  # the reader's move drops the author's later moves and comments
    assert session.tokens == ["+B1S", "+A1N"] and 3 not in session.notes
    assert kept.tokens == LINE and 3 in kept.notes
    back = line_at(kept, 1)
    assert back.tokens == LINE and back.cursor == 1 and back.notes == kept.notes
    back.play("+A1N")
    assert kept.tokens == LINE and 3 in kept.notes  # each Undo gets a line of its own


def test_the_editing_link_is_the_frames_link_without_its_embed_parameters() -> None:
    session = author_line(1)
    embedding = Embedding(controls=True, interactive=False, orientation="second", lang="ja",
                          autoplay=2, loop=True, labels=True)
    link = editing_link(session_link(SIAM, session, 1, embed=embedding))
    request = parse_link(link)
    assert request.problems == [] and not request.embed
    assert (request.moves, request.ply, request.labels) == (LINE, 1, True)
    assert "lang=ja" in link  # the page reads the language too
    for name in ("embed", "controls", "interactive", "orientation", "autoplay", "loop"):
        assert f"{name}=" not in link
    assert link == session_link(SIAM, session, 1, embed=None).replace(
        "&notes=", "&lang=ja&labels=1&notes=")


def test_the_editing_link_reads_the_query_form_and_keeps_the_rest_as_written() -> None:
    assert editing_link("?game=siam&embed=1&moves=%2BB1S%20%2BE1W&controls=1&ply=1") \
        == "#game=siam&moves=%2BB1S%20%2BE1W&ply=1"


def test_the_embed_dialogs_editing_link_opens_the_frames_line() -> None:
    session = author_line(3)
    choices = EmbedChoices(start="first", interactive=True)
    request = parse_link(editing_link(frame_link(SIAM, session, choices)))
    assert (request.moves, request.ply, request.embed) == (LINE, 0, False)


def test_a_frame_readers_may_play_on_has_room_for_their_row() -> None:
    view_only = frame_size("siam", EmbedChoices(interactive=False), False)
    playable = frame_size("siam", EmbedChoices(interactive=True), False)
    assert playable[1] - view_only[1] == 48  # the seats are alike for Siam; the row is 48 px
