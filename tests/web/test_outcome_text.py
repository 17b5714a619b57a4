"""Every way a game can end: its termination code, its facts, and the page's sentence.

Each end is reached with the real engine (the same positions as the rules
tests); the test checks the engine's code and English reason, then the page's
sentence in English and Japanese, which is worded from the code and the seat
names (web/outcome_text.py), never from the engine's English.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

import pytest

from games import terminations
from games.base import Outcome, State
from games.registry import every_termination, game_names, get_game
from games.saiju.terminations import SaijuTermination
from games.session import Session
from tests import fake_dom

fake_dom.install()

from web import i18n  # noqa: E402  (after the fake DOM)
from web.outcome_text import SENTENCES, outcome_text  # noqa: E402


def siam(position: str) -> State:
    return get_game("siam").parse_position(position)


def niju_pattern() -> State:
    from tests.rules.test_niju_rules import WIN_LINE, play
    return play(get_game("ni-ju").start(), *WIN_LINE, "2e@1,1")


def niju_all_down(draw: bool) -> State:
    from tests.rules.test_niju_rules import KIND_BYTES, STRIPES, layout
    if draw:
        return layout(STRIPES[:4] + ["WBWBWBW."], switches=["placement-only"]).play(
            f"{KIND_BYTES[19]:02x}@7,4")
    rows = ["WWWBWBWB", "WWWBWBWB", "WWWBWBWB", "WBWBWBWB", "WBBBBBBB"]
    return layout(rows, {(1, 1): 0x55}, ply=40, switches=["placement-only"])


def saiju(board: str, players: int = 2, held: str = "smm", switches: str = "-") -> State:
    from tests.rules import test_saiju_rules as rules
    return rules.final(getattr(rules, board), players, held, switches)


def pallet(tied: bool) -> State:
    from tests.rules.test_symbol_pallet_rules import STACK, make
    if tied:
        return make(turn="over")
    return make(field=STACK, chips=("Ka1", "Rs1", "Rt1", "Bs1"), hands=((), ()), turn="over")


class Ended:
    """An outcome no engine position reaches, with its game's name."""

    def __init__(self, outcome: Outcome, game: str) -> None:
        self.result, self.game_name = outcome, game

    def outcome(self) -> Outcome:
        return self.result


def agreed() -> Session:
    session = Session(get_game("siam").start())
    session.play("+B1S")
    session.agree_draw()
    return session


# id, how to get there, code, the engine's English reason, the page's English, the page's Japanese
ENDS: list[tuple[str, Callable[[], Any], str, str, str, str]] = [
    ("siam", lambda: siam("...../.EN.../..OO./...../..... - 1 0,0 e@B2 -"),
     "rock-pushed-out", "Elephant on B2 pushed the rock out",
     "Elephant now on B2 pushed the rock out. Elephants win.",
     "B2のゾウが岩を押し出しました。ゾウの勝ちです。"),
    ("siam-other-push", lambda: siam("...../.EN.../..OO./...../..... - 2 0,0 e@B2! -"),
     "rock-pushed-out", "Elephant on B2 pushed the rock out (the rhinos' push)",
     "Elephant now on B2 pushed the rock out (the Rhinos' push). Elephants win.",
     "サイの押しで岩が盤の外に出ました。押し出したのは岩にいちばん近いB2のゾウなので、ゾウの勝ちです。"),
    ("ni-ju", niju_pattern, "pattern-completed",
     "white completed the pattern of the tile on 0,0",
     "White completed the pattern of tile 1. White wins.",
     "白がタイル1の模様を完成させました。白の勝ちです。"),
    ("ni-ju-placement", lambda: niju_all_down(False), "all-tiles-down",
     "all 40 tiles down, completed tiles: white 1, black 0",
     "All 40 tiles are down; completed tiles: White 1, Black 0. White wins.",
     "40枚のタイルをすべて置きました。完成したタイル: 白 1、黒 0。白の勝ちです。"),
    ("ni-ju-placement-draw", lambda: niju_all_down(True), "all-tiles-down",
     "all 40 tiles down, completed tiles: white 0, black 0",
     "All 40 tiles are down; completed tiles: White 0, Black 0. Draw.",
     "40枚のタイルをすべて置きました。完成したタイル: 白 0、黒 0。引き分けです。"),
    ("saiju", lambda: saiju("FIG4"), "highest-score", "Moon wins 19 to 13",
     "Moon ☾ wins 19 to 13.", "19対13で月 ☾の勝ちです。"),
    ("saiju-3", lambda: saiju("FIG4", 3, "smf"), "highest-score",
     "Flower wins with 16 to Snow 13 and Moon 3",
     "Flower ✿ wins with 16 to Snow ❄ 13, Moon ☾ 3.",
     "16点で花 ✿の勝ちです（雪 ❄ 13、月 ☾ 3）。"),
    ("saiju-tournament", lambda: saiju("DRAW2", switches="tournament"), "shadows-held",
     "Moon wins on Shadows held (2 to 1) after a tie at 26 points",
     "Moon ☾ wins on Shadows held (2 to 1) after a tie at 26 points.",
     "26点で同点、影の数 2対1 で月 ☾の勝ちです。"),
    # Unreachable in play (two players share three Shadows, so their counts differ),
    # but the rulebook names it, so the engine has the code: built by hand here.
    ("saiju-tournament-draw", lambda: Ended(Outcome.of(None, SaijuTermination.SHADOWS_TIED, ("snow", "moon"),
                                                       scores=(26, 26), held=(1, 1)), "saiju"),
     "shadows-tied", "Draw at 26 points each, and 1 Shadows each",
     "Draw at 26 points each, and 1 Shadows each.", "26点で同点、影も1個ずつで引き分けです。"),
    ("saiju-draw", lambda: saiju("DRAW2"), "tied-score", "Draw at 26 points each",
     "Draw at 26 points each.", "26点で同点、引き分けです。"),
    ("saiju-3-draw", lambda: saiju("TIE3", 3, "smf"), "tied-score",
     "Draw: Snow and Moon 16 points each, Flower 5",
     "Draw: Snow ❄, Moon ☾ 16 points each, Flower ✿ 5.",
     "引き分けです: 雪 ❄、月 ☾が16点で同点（花 ✿ 5）。"),
    ("symbol-pallet", lambda: pallet(False), "most-table-tiles", "red wins with 3 table tiles",
     "Red wins with 3 table tiles.", "場のタイル3枚で赤の勝ちです。"),
    ("symbol-pallet-tie", lambda: pallet(True), "later-player-wins-tie",
     "blue wins with 2 table tiles (tied with red: the later player in turn order wins)",
     "Blue wins with 2 table tiles (tied with Red: the later player in turn order wins).",
     "場のタイル2枚で赤と同数、手番順で後の青の勝ちです。"),
    ("agreed-draw", agreed, "agreed-draw", "Drawn by agreement", "Drawn by agreement.",
     "合意により引き分けです。"),
]


@pytest.fixture
def lang() -> Iterator[Callable[[str], None]]:
    yield i18n.set_lang
    i18n.set_lang("en")


def seat_namer(game: str) -> Callable[[int], str]:
    return lambda player: i18n.t(f"{game}.seat.{player}")


def ended(make: Callable[[], Any]) -> tuple[str, Outcome]:
    """The game's name and the outcome of what ``make`` built (a state or a session)."""
    got = make()
    outcome = got.outcome()
    assert outcome is not None
    if isinstance(got, Ended):
        return got.game_name, outcome
    state = got.current if isinstance(got, Session) else got
    return state.game.name, outcome


@pytest.mark.parametrize("make, code, reason, english, japanese",
                         [end[1:] for end in ENDS], ids=[end[0] for end in ENDS])
def test_each_end_has_its_code_and_sentences(lang: Callable[[str], None], make: Callable[[], Any],
                                             code: str, reason: str, english: str,
                                             japanese: str) -> None:
    game, outcome = ended(make)
    assert outcome.termination == code and outcome.reason == reason
    lang("en")
    assert outcome_text(outcome, seat_namer(game)) == english
    lang("ja")
    assert outcome_text(outcome, seat_namer(game)) == japanese


def test_every_code_of_every_game_is_reached() -> None:
    reached: dict[str, set[str]] = {}
    for _id, make, *_ in ENDS:
        if _id == "saiju-tournament-draw":
            continue
        game, outcome = ended(make)
        reached.setdefault(game, set()).add(outcome.termination)
    for game in game_names():
        expected = set(get_game(game).terminations) - {SaijuTermination.SHADOWS_TIED}
        assert expected == reached.get(game, set()) - {terminations.AGREED_DRAW}, game
    everything = set().union(*reached.values()) | {SaijuTermination.SHADOWS_TIED}
    assert everything == set(every_termination()) == set(SENTENCES)


def test_the_facts_are_values_not_words() -> None:
    """The page needs no English: a Saiju win carries the scores, a Siam win its square."""
    _, moon = ended(lambda: saiju("FIG4"))
    assert moon.winner == 1 and moon.fact("scores") == (13, 19)
    _, rock = ended(lambda: siam("...../.EN.../..OO./...../..... - 2 0,0 e@B2! -"))
    assert (rock.fact("square"), rock.fact("pusher")) == ("B2", 1)
    with pytest.raises(KeyError, match="rock-pushed-out has no fact 'scores'"):
        rock.fact("scores")
    assert rock == get_game("siam").parse_position(
        "...../.EN.../..OO./...../..... - 2 0,0 e@B2! -").outcome()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_sentence_starts_with_a_capital_and_names_only_labelled_squares(
        lang: Callable[[str], None], language: str) -> None:
    """Ni-Ju's board draws no square names, so its result names the tile by its number."""
    import re

    lang(language)
    for _id, make, *_ in ENDS:
        game, outcome = ended(make)
        text = outcome_text(outcome, seat_namer(game))
        assert not text[0].islower(), text
        assert not re.search(r"-?\d+,-?\d+", text), text


class NewGame(terminations.Termination):
    """The codes of a game added through the tables alone (no sentence in ``SENTENCES``)."""

    NEW_LINE = "new-line"
    NEW_FULL = "new-full"


def test_a_code_without_a_sentence_here_is_worded_by_its_string(monkeypatch: pytest.MonkeyPatch) -> None:
    """A code ``SENTENCES`` does not name (a game added through the tables alone) is worded by
    ``outcome.<code>``, filled with its facts and the winner's seat name."""
    i18n.has_key("game.siam")  # the table is read
    monkeypatch.setitem(i18n._tables["en"], "outcome.new-line", "Three on {line}. {seat} win.")
    monkeypatch.setitem(i18n._tables["en"], "outcome.new-full", "Full board. A draw.")
    seats = ("Crosses", "Noughts").__getitem__
    assert outcome_text(Outcome.of(1, NewGame.NEW_LINE, line="A1-B2-C3"), seats) == \
        "Three on A1-B2-C3. Noughts win."
    assert outcome_text(Outcome.of(None, NewGame.NEW_FULL), seats) == "Full board. A draw."


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_winning_push_and_the_result_name_the_same_square(lang: Callable[[str], None],
                                                              language: str) -> None:
    """The last move names where the pusher stood and where the push took it; the result names
    the winner's square after the push: the square the result names is in the last move's words,
    so a reader does not see one animal on two squares."""
    from tests.page.test_siam_page import WINNING_LINE
    from web.move_words import move_words
    lang(language)
    state = get_game("siam").start()
    for token in WINNING_LINE[:-1]:
        state = state.play(token)
    last = state.game.parse_move(WINNING_LINE[-1])
    words = move_words(state, last, seat_namer("siam"))
    outcome = state.play(WINNING_LINE[-1]).outcome()
    assert outcome is not None and outcome.fact("square") == "B5"
    assert "B4" in words and "B5" in words, words  # from B4 to B5
    assert "B5" in outcome_text(outcome, seat_namer("siam"))
