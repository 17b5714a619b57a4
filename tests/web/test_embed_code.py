"""The Embed dialog's code (web/embed_code.py): an ``<iframe>`` whose link, written by the
page's own link writer, reopens the game on screen embedded, with its comments and the
author's choices; the frame loads lazily, has a title and a size."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from games import get_game, untrusted
from games.notes import Annotation, Arrow
from games.session import Session
from web.embed_code import SIZES, EmbedChoices, embed_code, frame_size, frame_style
from web.link_line import link_notes
from web.links import parse_link

SIAM = get_game("siam")
PAGE = "https://boards.example/ab/index.html"


def session(cursor: int = 1) -> Session:
    line, error = Session.from_tokens(SIAM.start(), ["+B1S", "+E1W", "B1B2S"])
    assert error is None
    line.notes = {1: Annotation('Enter "south" & <see>', (Arrow("G", "B1", "B3"),))}
    line.goto(cursor)
    return line


def frame(code: str) -> dict[str, str]:
    match = re.fullmatch(r"<iframe((?: [a-z-]+=\"[^\"]*\")+)></iframe>", code)
    assert match is not None, code
    return {name: html.unescape(value) for name, value in re.findall(r' ([a-z-]+)="([^"]*)"', match.group(1))}


def test_the_code_opens_the_shown_position_of_the_line_with_its_comments() -> None:
    code = embed_code(PAGE, SIAM, session(), EmbedChoices(), "Siam board (Abstract Boards)")
    attrs = frame(code)
    assert attrs["loading"] == "lazy" and attrs["title"] == "Siam board (Abstract Boards)"
    assert (int(attrs["width"]), int(attrs["height"])) == frame_size("siam", EmbedChoices(), True)
    assert attrs["src"].startswith(PAGE + "#game=siam&")
    request = parse_link(attrs["src"][len(PAGE):])
    assert request.problems == []
    assert (request.embed, request.controls, request.interactive, request.ply) == (True, True, False, 1)
    assert request.moves == ["+B1S", "+E1W", "B1B2S"]
    assert link_notes(SIAM, request, 3) == (session().notes, [])


@pytest.mark.parametrize("start, ply", [("shown", 2), ("first", 0), ("last", None)])
def test_the_frame_opens_at_the_chosen_position(start: str, ply: int | None) -> None:
    choices = EmbedChoices().with_value("start", start)
    src = frame(embed_code(PAGE, SIAM, session(2), choices, "t"))["src"]
    assert parse_link(src[len(PAGE):]).ply == ply


def test_every_choice_reaches_the_link() -> None:
    choices = EmbedChoices()
    for name, value in (("size", "large"), ("orientation", "mover"), ("lang", "ja"),
                        ("autoplay", "2"), ("loop", True), ("controls", False), ("interactive", True)):
        choices = choices.with_value(name, value)
    attrs = frame(embed_code(PAGE, SIAM, session(), choices, "t"))
    request = parse_link(attrs["src"][len(PAGE):])
    assert request.problems == []
    assert (request.orientation, request.autoplay, request.loop, request.controls,
            request.interactive) == ("mover", 2.0, True, False, True)
    assert "lang=ja" in attrs["src"] and attrs["width"] == str(SIZES["large"])


def test_values_the_dialog_does_not_offer_change_nothing() -> None:
    choices = EmbedChoices()
    for name, value in (("size", "huge"), ("autoplay", "0.1"), ("lang", "fr"), ("start", 3),
                        ("controls", "yes"), ("nothing", "x")):
        assert choices.with_value(name, value) == choices


def test_a_line_without_moves_does_not_autoplay() -> None:
    choices = EmbedChoices(autoplay=2.0)
    src = frame(embed_code(PAGE, SIAM, Session(SIAM.start()), choices, "t"))["src"]
    assert "autoplay" not in src


@pytest.mark.parametrize("text, seconds", [("0.5", 0.5), ("2", 2.0), ("10", 10.0), ("1.5", 1.5)])
def test_autoplay_seconds_within_the_limits_are_read(text: str, seconds: float) -> None:
    assert untrusted.autoplay_seconds(text) == seconds


@pytest.mark.parametrize("text", ["0.4", "10.5", "0", "", "1.", ".5", "1.25", "２", "1e1", "nan", "-1"])
def test_autoplay_seconds_outside_the_limits_are_refused(text: str) -> None:
    with pytest.raises(untrusted.BadInput):
        untrusted.autoplay_seconds(text)
    assert parse_link(f"#game=siam&autoplay={text}").problems


def test_autoplay_steps_to_the_end_and_stops() -> None:
    from web.autoplay import Autoplay

    autoplay = Autoplay(1.5)
    assert autoplay.delay_ms == 1500
    assert [autoplay.step(ply, 3) for ply in range(3)] == [1, 2, 3]
    assert autoplay.step(3, 3) is None and autoplay.status == "ended"
    assert autoplay.step(0, 3) is None  # ended for good


def test_autoplay_with_loop_starts_again_and_a_tap_pauses_it() -> None:
    from web.autoplay import Autoplay

    autoplay = Autoplay(2, loop=True)
    assert autoplay.step(3, 3) == 0 and autoplay.status == "playing"
    assert autoplay.pause() and autoplay.status == "paused"
    assert autoplay.step(1, 3) is None and not autoplay.pause()


def test_autoplay_outside_an_embed_or_loop_without_it_is_said() -> None:
    assert parse_link("#game=siam&embed=1&autoplay=2&loop=1").problems == []
    assert parse_link("#game=siam&autoplay=2").problems == [
        "autoplay steps through a line only on an embedded board (embed=1)"]
    assert parse_link("#game=siam&embed=1&loop=1").problems == [
        "loop=1 starts a line again only with autoplay=SECONDS"]


def test_the_preview_loads_the_same_link_in_the_query_form() -> None:
    from web.embed_code import frame_link, preview_src

    line, choices = session(), EmbedChoices(orientation="second")
    src = preview_src(PAGE, SIAM, line, choices)
    assert src == PAGE + "?" + frame_link(SIAM, line, choices)[1:]
    assert parse_link(src[len(PAGE):]) == parse_link(frame_link(SIAM, line, choices))


def test_name_the_squares_adds_labels_to_the_link() -> None:
    choices = EmbedChoices().with_value("labels", True)
    src = frame(embed_code(PAGE, SIAM, session(), choices, "t"))["src"]
    request = parse_link(src[len(PAGE):])
    assert request.problems == [] and request.labels and "&labels=1" in src
    assert "labels" not in frame(embed_code(PAGE, SIAM, session(), EmbedChoices(), "t"))["src"]


def test_show_every_hand_adds_reveal_only_for_a_game_that_hides_hands() -> None:
    choices = EmbedChoices().with_value("reveal", True)
    assert "reveal" not in frame(embed_code(PAGE, SIAM, session(), choices, "t"))["src"]
    pallet = get_game("symbol-pallet")
    line = Session(pallet.new(pallet.options(2, [], 5, None)))
    src = frame(embed_code(PAGE, pallet, line, choices, "t"))["src"]
    request = parse_link(src[len(PAGE):])
    assert request.problems == [] and request.reveal


@pytest.mark.parametrize("size", list(SIZES))
def test_the_frame_scales_with_its_column_keeping_its_shape(size: str) -> None:
    """A column narrower than the chosen width gets a frame as much shorter: the style sets
    the width to the column's (at most the chosen one) and the height by the aspect ratio."""
    choices = EmbedChoices(size=size)
    attrs = frame(embed_code(PAGE, SIAM, session(), choices, "Siam"))
    width, height = frame_size("siam", choices, True)
    assert (int(attrs["width"]), int(attrs["height"])) == (width, height)
    style = dict(part.split(":", 1) for part in attrs["style"].split(";"))
    assert style == {"border": "0", "width": "100%", "max-width": f"{width}px", "height": "auto",
                     "aspect-ratio": f"{width}/{height}"}


def test_a_press_lifted_where_it_started_is_a_tap_and_a_scroll_swipe_is_not() -> None:
    from web.autoplay import TAP_SLOP, Presses

    presses = Presses()
    presses.down(1, 100, 200)
    assert presses.up(1, 100 + TAP_SLOP / 2, 200 - TAP_SLOP / 2)  # a finger is never still
    presses.down(1, 100, 200)
    presses.cancel(1)  # the browser took the finger to scroll the article
    assert not presses.up(1, 100, 200)
    presses.down(2, 100, 200)
    assert not presses.up(2, 100, 200 + 6 * TAP_SLOP)  # a drag, lifted far away
    assert not presses.up(3, 5, 5)  # a lift whose press began outside the frame


def test_the_play_button_pauses_and_plays_again_and_stale_timers_are_known() -> None:
    from web.autoplay import Autoplay

    autoplay = Autoplay(2)
    first_run = autoplay.run
    assert autoplay.toggle(1, 3) is None and autoplay.status == "paused"
    assert autoplay.step(1, 3) is None
    assert autoplay.toggle(1, 3) is None and autoplay.status == "playing"
    assert autoplay.run != first_run  # the timer set before the pause is stale
    assert autoplay.step(1, 3) == 2


def test_playing_a_line_that_ended_starts_it_from_its_first_position() -> None:
    from web.autoplay import Autoplay

    autoplay = Autoplay(1)
    assert autoplay.step(3, 3) is None and autoplay.status == "ended"
    assert autoplay.toggle(3, 3) == 0 and autoplay.status == "playing"


DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_every_frame_in_the_docs_scales_with_the_column_as_the_dialogs_code_does() -> None:
    """An author copies the docs' snippets first: a fixed 420 px frame in a 358 px phone column
    makes the whole article scroll sideways."""
    frames = [(path.name, tag) for path in sorted(DOCS.glob("*.md"))
              for tag in re.findall(r"<iframe\s[^>]*>", path.read_text(encoding="utf-8"))]
    assert len(frames) >= 10
    for name, tag in frames:
        width, height = re.search(r'width="(\d+)"', tag), re.search(r'height="(\d+)"', tag)
        assert width and height, (name, tag)
        assert f'style="{frame_style(int(width[1]), int(height[1]))}"' in tag, (name, tag)


PALLET = get_game("symbol-pallet")
PUBLIC_TEXT = ("players=2 options=- start=- ply=5 turn=1:2 final=0 field=Ka1@0,0;Ks2@2,0;Wc1@4,0;"
               "Pa2@0,2;Ba1@2,2;Bs2@4,2;Bt1@0,4;Pw1@2,4;Yw1@4,4 chips=Ks2,Pa2,Ka1,Wc1 "
               "hands=5/3 discard=- deck=43")
"""docs/notation.md's public Symbol Pallet position: hands and deck as counts."""


def public_position(moves: tuple[str, ...] = ()) -> Session:
    """The line a page opens from ``PUBLIC_TEXT``: the unseen tiles dealt from a fresh seed
    (``web.link_line.link_start``), then ``moves``."""
    line, error = Session.from_tokens(
        untrusted.position(PALLET, PUBLIC_TEXT, deal_seed=2133177913), list(moves))
    assert error is None
    return line


def test_an_embedded_public_position_carries_its_public_text_and_no_deal() -> None:
    from web.embed_code import holds_deal

    line = public_position()
    assert "start=seed:2133177913" in line.start_position  # the page's deal, on screen
    src = frame(embed_code(PAGE, PALLET, line, EmbedChoices(), "t"))["src"]
    request = parse_link(src[len(PAGE):])
    assert request.problems == [] and request.position == PUBLIC_TEXT
    assert request.seed is None and request.deck is None and "2133177913" not in src
    assert not holds_deal(PALLET, line)


def test_a_line_played_from_a_public_position_keeps_its_deal_and_says_so() -> None:
    """Its moves place tiles of the deal the page made: the code carries that deal, and the
    dialog warns that the frame's link shows it."""
    from web.embed_code import holds_deal

    line = public_position((public_position().start.legal_tokens()[0],))
    request = parse_link(frame(embed_code(PAGE, PALLET, line, EmbedChoices(), "t"))["src"][len(PAGE):])
    assert request.position == line.start_position and "start=seed:2133177913" in request.position
    assert holds_deal(PALLET, line)


def test_an_unfinished_game_s_own_deal_is_no_public_position() -> None:
    from web.embed_code import holds_deal

    game, error = Session.from_tokens(PALLET.new(PALLET.options(2, [], 7, None)), [])
    assert error is None
    while len(game.tokens) < 6:
        game.play(game.current.legal_tokens()[0])
    middle = Session(game.current)  # a position of that game, as a record's position carries it
    assert middle.start_position is not None and PALLET.public_deal_text(middle.start) is None
    assert holds_deal(PALLET, middle) and holds_deal(PALLET, game)
    position = parse_link(frame(embed_code(PAGE, PALLET, middle, EmbedChoices(), "t"))["src"][len(PAGE):]).position
    assert position == middle.start_position  # the whole text, deal and all


@pytest.mark.parametrize("game, text", [
    ("ni-ju", "w 10 b6a@-1,-1/we1@0,-1/wc3@1,-1/b1b@-2,0/w39@-1,0/w6c@0,0/w2e@1,0/b65@-1,1/bf0@0,1/bcc@1,1 -"),
    ("saiju", None)])
def test_a_lone_position_has_no_replay_buttons_autoplay_or_loop(game: str, text: str | None) -> None:
    rules = get_game(game)
    line = Session(rules.parse_position(text) if text else rules.start())
    choices = EmbedChoices(controls=True, autoplay=2.0, loop=True)
    attrs = frame(embed_code(PAGE, rules, line, choices, "t"))
    request = parse_link(attrs["src"][len(PAGE):])
    assert request.problems == []
    assert (request.controls, request.autoplay, request.loop) == (False, None, False)
    assert int(attrs["height"]) == frame_size(game, EmbedChoices(controls=False), False)[1]
