"""Every lesson of the guided first game, checked against the engine.

The lessons are data (games/lessons/); these tests make sure the data tells the
truth: each position parses or replays, every accepted and explained move is
legal where the page offers it, the opponent's replies are legal, the accepted
moves do what the lesson text says (one check per lesson below), every text
exists in both languages, every topic is a section of both rules pages, and the
lessons of a game cover every rule and ruling of docs/rules/<game>.md (the
coverage tables below: a rule without a lesson fails).
"""

from __future__ import annotations

import dataclasses
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Callable, Iterator

import pytest

from games.base import State
from games.errors import UnknownGame
from games.lessons import Lesson, Step, Text, find, lessons
from games.registry import game_names, get_game

ROOT = Path(__file__).resolve().parent.parent.parent
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

ALL = [(game, lesson) for game in game_names() for lesson in lessons(game)]
ALL_IDS = [f"{game}:{lesson.id}" for game, lesson in ALL]

Check = Callable[[State, State, str], None]
"""A lesson's own assertion: (the lesson position, the state after the learner's
last accepted step, that step's token) -> raises AssertionError if the lesson lies."""
CHECKS: dict[tuple[str, str], Check] = {}


def check(game: str, lesson_id: str) -> Callable[[Check], Check]:
    """Register the assertion of one lesson."""
    def register(func: Check) -> Check:
        CHECKS[(game, lesson_id)] = func
        return func
    return register


# ----- generic checks -----------------------------------------------------------------------------

@pytest.mark.parametrize("game", game_names())
def test_every_game_has_a_sequence(game: str) -> None:
    sequence = lessons(game)
    assert len(sequence) >= 5
    assert all(isinstance(lesson, Lesson) and lesson.game == game for lesson in sequence)
    ids = [lesson.id for lesson in sequence]
    assert len(ids) == len(set(ids)), f"{game}: repeated lesson ids"
    assert all(KEBAB.match(i) for i in ids), ids
    assert find(game, ids[0]) is sequence[0] and find(game, "no-such-lesson") is None


def test_unknown_game_is_refused() -> None:
    with pytest.raises(UnknownGame):
        lessons("chess")


def test_moves_and_position_exclude_each_other() -> None:
    some = lessons("siam")[0]
    with pytest.raises(ValueError):
        Lesson(**{**some.__dict__, "moves": ("+B5N",), "position": "x"})


def _walk(lesson: Lesson, final: str | None = None) -> list[tuple[State, Step]]:
    """(state, step) for every step, playing each step's first accepted token and the replies;
    the last step is left unplayed."""
    state = lesson.start()
    out = []
    for number, step in enumerate(lesson.steps):
        out.append((state, step))
        if number < len(lesson.steps) - 1:
            state = state.play(step.accept[0])
            if lesson.replies:
                state = state.play(lesson.replies[number])
    return out


@pytest.mark.parametrize("game,lesson", ALL, ids=ALL_IDS)
def test_position_and_moves_are_legal(game: str, lesson: Lesson) -> None:
    assert not (lesson.moves and lesson.position is not None)
    start = lesson.start()
    assert not start.over, "the lesson starts on a finished game"
    if lesson.position is not None:
        assert start.position_text() == lesson.position, "write the position as the engine does"
    assert lesson.steps, "a lesson has at least one step"
    # no replies: the learner plays every step in a row (Saiju's setup, Symbol Pallet's actions)
    assert len(lesson.replies) in (0, len(lesson.steps) - 1)
    learner = start.to_move
    for state, step in _walk(lesson):
        assert state.to_move == learner, "every step is the learner's move"
        legal = set(state.legal_tokens())
        assert step.accept, "a step accepts at least one move"
        assert len(step.accept) == len(set(step.accept))
        for token in step.accept:
            assert token in legal, f"accepted {token!r} is not legal: {state.game.why_illegal(state, state.game.parse_move(token))}"
        explained = [token for token, _ in step.explain]
        assert len(explained) == len(set(explained))
        for token in explained:
            assert token in legal, f"explained {token!r} is not legal here"
            assert token not in step.accept, f"{token!r} is both accepted and explained"
        forbidden = [token for token, _ in step.forbid]
        assert len(forbidden) == len(set(forbidden))
        for token in forbidden:  # the engine refuses it, with a reason, and reads it back alike
            move = state.game.parse_move(token)
            assert str(move) == token, f"forbidden {token!r}: write it as the engine does ({move})"
            assert not state.is_legal(move) and state.game.why_illegal(state, move), f"{token!r} is legal here"
        assert len(legal) > len(step.accept), "the task must be a choice"
    for number, reply in enumerate(lesson.replies):
        before = _walk(lesson)[number][0].play(lesson.steps[number].accept[0])
        assert reply in before.legal_tokens(), f"reply {reply!r} is not legal"


@pytest.mark.parametrize("game,lesson", ALL, ids=ALL_IDS)
def test_texts_in_both_languages(game: str, lesson: Lesson) -> None:
    for name, text in lesson.texts().items():
        assert isinstance(text, Text)
        for lang, value in (("en", text.en), ("ja", text.ja)):
            assert value.strip(), f"{name} is empty in {lang}"
            assert value == value.strip(), f"{name} ({lang}) has stray spaces"
            assert "{" not in value and "}" not in value, f"{name} ({lang}) has a placeholder"
        assert JAPANESE.search(text.ja), f"{name}: the Japanese text has no Japanese"
        assert not JAPANESE.search(text.en), f"{name}: the English text has Japanese in it"
    assert len(lesson.body.en) <= 600, "keep the explanation short"


@pytest.mark.parametrize("game,lesson", ALL, ids=ALL_IDS)
def test_the_lesson_does_what_it_says(game: str, lesson: Lesson) -> None:
    assert (game, lesson.id) in CHECKS, f"{game}:{lesson.id} has no check of its effect"
    state, step = _walk(lesson)[-1]
    for token in step.accept:
        CHECKS[(game, lesson.id)](lesson.start(), state.play(token), token)


class _Ids(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids += [value or "" for name, value in attrs if name == "id"]


def page_ids(game: str, lang: str) -> list[str]:
    parser = _Ids()
    parser.feed((ROOT / "web" / "rules" / f"{game}.{lang}.html").read_text(encoding="utf-8"))
    return parser.ids


@pytest.mark.parametrize("game", game_names())
def test_topics_are_rules_page_sections(game: str) -> None:
    en, ja = page_ids(game, "en"), page_ids(game, "ja")
    assert en == ja, f"{game}: the two rules pages have different ids"
    assert len(en) == len(set(en)), f"{game}: repeated ids"
    assert all(i.startswith(f"{game}-") for i in en), "ids are prefixed with the game's name"
    for lesson in lessons(game):
        assert lesson.topic in en, f"{lesson.id}: topic {lesson.topic!r} is not an id of the rules pages"


# ----- coverage: every rule and ruling of docs/rules/<game>.md has its lesson ----------------------

COVERAGE: dict[str, dict[str, tuple[str, ...]]] = {
    "siam": {
        "turn: enter on an edge square, any facing": ("enter",),
        "turn: move one square onto an empty square, new facing": ("move",),
        "turn: turn in place, the facing must change (no pass)": ("turn",),
        "turn: exit from an edge square into the reserve": ("exit",),
        "turn: push straight ahead only; nobody turns in a push": ("push",),
        "goal: a rock pushed off the board ends the game (over several turns)": ("rock-off",),
        "push rule: +1/-1/0 count, one push allowed, one forbidden": ("push-count",),
        "push rule: rocks in the count, strength >= rocks": ("push-rocks",),
        "push rule: own animal blocks, opponent's helps, order irrelevant": ("push-help",),
        "enter onto an occupied square pushes; a corner from either side": ("enter-push",),
        "an animal pushed off returns to its owner's reserve, not an exit": ("push-off",),
        "end: a rock off the board ends the game (rulebook example 1)": ("winner-1",),
        "winner: nearest animal facing the push (rulebook example 2)": ("winner-2",),
        "winner: the push can hand the win over (rulebook example 3)": ("winner-3",),
        "winner: sideways animals do not count (rulebook example 4)": ("winner-4",),
        "opening: nothing ends its own action on C1/C5 in plies 0-3": ("opening",),
        "opening: pushing another piece onto C1/C5 is allowed": ("opening-push",),
        "option remove-once (told in the exit lesson)": ("exit",),
        "no draws in the rules (told at the end)": ("winner-4",),
    },
    "saiju": {
        "setup: the three Shadows, Moon puts two (2 players)": ("setup",),
        "placement: piece of the Shadow's symbol on its hex, Shadow moves; any Shadow": ("place",),
        "a turn: one or two placements of different symbols, or end": ("second-placement",),
        "Shadow removal: the last piece replaces the Shadow, the placer keeps it": ("removal",),
        "finish: one Shadow left, one colour in the supply; the game ends with 36 down": ("finish",),
        "scoring: groups of 3+ pieces and 2+ symbols, strict majority": ("groups",),
        "scoring: ties score nothing, doubling, Flower neutral with 2 players": ("majority",),
        "tournament rule: Shadows held break a tie": ("tournament",),
        "3 players: Flower plays, setup order, majority": ("three-players",),
        "provisional score during play": ("groups",),
    },
    "ni-ju": {
        "placement: a tile from the hand on an empty square sharing an edge": ("pattern",),
        "win: own tiles on the 4 marked squares at the end of your turn, all tiles checked": ("pattern",),
        "win: the four unmarked squares do not matter": ("unmarked",),
        "tiles: 20 kinds, placed turned any of four ways; the oriented pattern counts": ("turning",),
        "blocked: an opponent's tile on a marked square; only the mover wins": ("blocked",),
        "option blocked marks: the board marks blocked tiles": ("blocked",),
        "movement phase: free side, no split, another empty square, re-turned; White first; pass": (
            "movement",),
        "variant placement only: completed tiles counted after the 40th": ("placement-only",),
    },
    "symbol-pallet": {
        "setup: field, secret hands, chips in reverse turn order twice round; beginner set": ("setup",),
        "rule 1: beside, on empty table, edge to edge with a chip's table tile; no sliding under": (
            "beside",),
        "rule 2: on top, 3/4 supported, 2+ lower tiles, one owned by the chip": ("same-colour",),
        "symbol same colour": ("same-colour",),
        "symbol complement (colour model: complementary pairs)": ("complement",),
        "symbol triad": ("triad",),
        "symbol warm/cool (colour model: warm and cool)": ("warm-cool",),
        "symbol add/subtract (colour model: adding and subtracting)": ("add-subtract",),
        "action B from the discard pile": ("triad",),
        "chips own their tile and all below; the score counts table tiles; shared tiles": (
            "complement",),
        "moving the chip onto the placed tile": ("same-colour", "complement", "add-subtract"),
        "a wholly covered chip is sent by the placer, not onto the new tile for the chosen chip": (
            "cover-chip",),
        "action A draw; no pass while the deck holds tiles; discard down to 3 after the turn": (
            "draw-discard",),
        "the end: deck empty, last player's turn, extra round; pass; score; ties to the later player": (
            "end",),
    },
}


@pytest.mark.parametrize("game", game_names())
def test_lessons_cover_every_rule(game: str) -> None:
    table = COVERAGE.get(game)
    assert table, f"{game}: no coverage table"
    ids = {lesson.id for lesson in lessons(game)}
    for rule, covering in table.items():
        missing = [i for i in covering if i not in ids]
        assert not missing, f"{game}: rule {rule!r} is taught by missing lessons {missing}"
    covered = {i for covering in table.values() for i in covering}
    assert ids <= covered, f"{game}: lessons {sorted(ids - covered)} teach no listed rule"


# ----- Siam ----------------------------------------------------------------------------------------

def _siam_pieces(state: State) -> dict[str, tuple[str, str | None]]:
    squares = [c + r for r in "12345" for c in "ABCDE"]
    return {sq: p for sq in squares if (p := state.piece_at(sq)) is not None}  # type: ignore[attr-defined]


def _siam_expect(after: State, **squares: tuple[str, str | None] | None) -> None:
    for square, want in squares.items():
        assert after.piece_at(square) == want, f"{square}: {after.piece_at(square)} != {want}"  # type: ignore[attr-defined]


@check("siam", "enter")
def _(before: State, after: State, token: str) -> None:
    _siam_expect(after, B5=("elephant", "N"))
    assert after.reserve(0) == before.reserve(0) - 1  # type: ignore[attr-defined]


@check("siam", "opening")
def _(before: State, after: State, token: str) -> None:
    assert before.ply == 2
    assert not before.is_legal(before.game.parse_move("+C5N")), "C5 is closed in the opening"
    _siam_expect(after, D5=("elephant", "N"))
    game = before.game
    free = game.new(game.options(2, ("no-opening-restriction",))).play("+B5N").play("+E1W")
    assert free.is_legal(game.parse_move("+C5N")), "the option lifts the rule"
    late = game.new(game.options()).play("+B5N").play("+E1W").play("+D5N").play("E1E2S")
    assert late.is_legal(game.parse_move("+C5N")), "C5 opens at the fifth move"


@check("siam", "move")
def _(before: State, after: State, token: str) -> None:
    _siam_expect(after, B5=None, B4=("elephant", "N"))


@check("siam", "turn")
def _(before: State, after: State, token: str) -> None:
    _siam_expect(before, B4=("elephant", "E"))
    _siam_expect(after, B4=("elephant", "N"))
    assert "B4B4E" not in before.legal_tokens(), "a turn must change the facing"


@check("siam", "exit")
def _(before: State, after: State, token: str) -> None:
    _siam_expect(after, E5=None)
    assert after.reserve(0) == before.reserve(0) + 1  # type: ignore[attr-defined]
    assert after.exits == (1, 0)  # type: ignore[attr-defined]


@check("siam", "push")
def _(before: State, after: State, token: str) -> None:
    _siam_expect(after, B2=("rock", None), B3=("elephant", "N"), B4=None)


@check("siam", "rock-off")
def _(before: State, after: State, token: str) -> None:
    _siam_expect(before, B2=("rock", None), B3=("elephant", "N"))
    outcome = after.outcome()
    assert outcome is not None and outcome.winner == 0 and "on B1" in outcome.reason


@check("siam", "push-count")
def _(before: State, after: State, token: str) -> None:
    assert not before.is_legal(before.game.parse_move("A4A3N")), "one elephant cannot push the rhino"
    _siam_expect(after, A2=("rhino", "S"), A3=("elephant", "N"), A4=("elephant", "N"), A5=None)


@check("siam", "push-rocks")
def _(before: State, after: State, token: str) -> None:
    assert not before.is_legal(before.game.parse_move("C4C3N")), "one elephant cannot push two rocks"
    _siam_expect(after, C1=("rock", None), C2=("rock", None), C3=("elephant", "N"), C4=("elephant", "N"))


@check("siam", "push-help")
def _(before: State, after: State, token: str) -> None:
    assert not before.is_legal(before.game.parse_move("A5A4N")), "the own elephant facing S blocks"
    _siam_expect(after, E1=("rock", None), E2=("rock", None), E3=("rhino", "N"), E4=("elephant", "N"))


@check("siam", "enter-push")
def _(before: State, after: State, token: str) -> None:
    _siam_expect(after, A1=("elephant", "S"), A2=("rhino", "E"))
    corner = before.play("+A1E")
    _siam_expect(corner, A1=("elephant", "E"), B1=("rhino", "E"))


@check("siam", "push-off")
def _(before: State, after: State, token: str) -> None:
    _siam_expect(after, E2=("elephant", "E"), D2=None)
    assert after.reserve(1) == before.reserve(1) + 1  # type: ignore[attr-defined]
    assert after.exits == before.exits  # type: ignore[attr-defined]
    assert not after.over


@check("siam", "opening-push")
def _(before: State, after: State, token: str) -> None:
    assert before.ply == 2
    _siam_expect(after, B5=("elephant", "E"), C5=("rhino", "N"))
    assert after.is_legal(after.game.parse_move("C5-")), "a rhino pushed onto C5 may exit"
    assert after.is_legal(after.game.parse_move("C5C5W")), "… or turn"


def _siam_win(after: State, winner: int, square: str) -> None:
    outcome = after.outcome()
    assert outcome is not None and outcome.winner == winner, outcome
    assert f"on {square}" in outcome.reason, outcome.reason


@check("siam", "winner-1")
def _(before: State, after: State, token: str) -> None:
    _siam_win(after, 0, "E4")


@check("siam", "winner-2")
def _(before: State, after: State, token: str) -> None:
    assert after.outcome() is not None and after.outcome().winner == 1  # type: ignore[union-attr]
    assert "(" not in after.outcome().reason  # type: ignore[union-attr]


@check("siam", "winner-3")
def _(before: State, after: State, token: str) -> None:
    _siam_win(after, 0, "B2")
    _siam_win(before.play("D2C2W"), 0, "B2")


@check("siam", "winner-4")
def _(before: State, after: State, token: str) -> None:
    _siam_win(after, 0, "C3")


# ----- Saiju ---------------------------------------------------------------------------------------

def _supply_of(state: State, symbol: str) -> int:
    return sum(n for kind, n in state.supply_counts().items() if kind[1] == symbol)  # type: ignore[attr-defined]


@check("saiju", "setup")
def _(before: State, after: State, token: str) -> None:
    assert after.shadows_on_board() == {"M": "d2", "S": "a1", "F": "g7"}  # type: ignore[attr-defined]
    assert after.to_move == 0 and not after.in_setup  # type: ignore[attr-defined]
    assert before.to_move == 1, "Moon puts the second and the third Shadow"


@check("saiju", "place")
def _(before: State, after: State, token: str) -> None:
    assert after.hex_contents("a1") == token[:2]  # type: ignore[attr-defined]
    assert after.shadows_on_board()["S"] == "a2"  # type: ignore[attr-defined]
    assert after.to_move == 0 and after.first_symbol() == "S"  # type: ignore[attr-defined]


@check("saiju", "second-placement")
def _(before: State, after: State, token: str) -> None:
    assert not [t for t in before.legal_tokens() if t[1] == "S" and "-" in t], "Snow was used already"
    assert "end" in before.legal_tokens()
    assert after.hex_contents("d2") == "wM" and after.to_move == 1  # type: ignore[attr-defined]


@check("saiju", "removal")
def _(before: State, after: State, token: str) -> None:
    assert _supply_of(before, "F") == 2 and "F" in before.shadows_on_board()  # type: ignore[attr-defined]
    assert _supply_of(after, "F") == 0 and "F" not in after.shadows_on_board()  # type: ignore[attr-defined]
    assert "F" in after.shadows_held()[0]  # type: ignore[attr-defined]
    target = token.split("-")[1]
    assert after.hex_contents(target).endswith("F")  # type: ignore[attr-defined]
    assert after.to_move == 0 and after.first_symbol() == "F", "the turn goes on"  # type: ignore[attr-defined]


@check("saiju", "groups")
def _(before: State, after: State, token: str) -> None:
    assert before.scores() == (0, 0) and after.scores() == (3, 0)
    assert before.play("yS-" + token[3:]).scores() == (0, 0)


@check("saiju", "majority")
def _(before: State, after: State, token: str) -> None:
    assert before.scores() == (0, 0) and after.scores() == (8, 0)
    hexes = token[3:]
    assert before.play("pM-" + hexes).scores() == (0, 8), "a pink Moon hands the group to Moon"
    assert before.play("pF-" + hexes).scores() == (0, 0), "Flower is neutral"


@check("saiju", "finish")
def _(before: State, after: State, token: str) -> None:
    assert len(after.pieces_on_board()) == 36  # type: ignore[attr-defined]
    outcome = after.outcome()
    assert outcome is not None and outcome.winner == 0 and after.scores() == (10, 4)


@check("saiju", "tournament")
def _(before: State, after: State, token: str) -> None:
    outcome = after.outcome()
    assert outcome is not None and outcome.winner == 0 and after.scores() == (15, 15), outcome
    assert after.shadows_held()[0] and len(after.shadows_held()[0]) == 2  # type: ignore[attr-defined]
    placed = before.play(next(t for t in before.legal_tokens() if t.startswith("yF-")))
    lost = placed.play("end").play("finish")
    assert lost.outcome() is not None and lost.outcome().winner == 1, "Moon takes the last Shadow"  # type: ignore[union-attr]


@check("saiju", "three-players")
def _(before: State, after: State, token: str) -> None:
    assert before.to_move == 2
    assert before.scores() == (0, 0, 0) and after.scores() == (0, 0, 8)


# ----- Ni-Ju ---------------------------------------------------------------------------------------

def _winning_tokens(state: State) -> set[str]:
    """Every legal move after which the mover has won."""
    mover = state.to_move
    out = set()
    for token in state.legal_tokens():
        outcome = state.play(token).outcome()
        if outcome is not None and outcome.winner == mover:
            out.add(token)
    return out


def _accepted(game: str, lesson_id: str) -> set[str]:
    lesson = find(game, lesson_id)
    assert lesson is not None
    return set(lesson.steps[-1].accept)


@check("ni-ju", "pattern")
def _(before: State, after: State, token: str) -> None:
    assert after.outcome() is not None and after.outcome().winner == 0  # type: ignore[union-attr]
    assert after.winning_tile()[0] == (0, 0)  # type: ignore[attr-defined]
    assert _winning_tokens(before) == _accepted("ni-ju", "pattern"), "every win is accepted, nothing else"


@check("ni-ju", "unmarked")
def _(before: State, after: State, token: str) -> None:
    assert after.winning_tile()[0] == (0, 0)  # type: ignore[attr-defined]
    sides = [(0, -1), (1, 0), (0, 1), (-1, 0)]
    assert all(before.tile_at(sq).owner == 1 for sq in sides), "Black holds the four sides"  # type: ignore[attr-defined]
    assert (0, 0) not in before.blocked_tiles()  # type: ignore[attr-defined]
    assert _winning_tokens(before) == _accepted("ni-ju", "unmarked")


@check("ni-ju", "turning")
def _(before: State, after: State, token: str) -> None:
    assert after.winning_tile()[0] == (0, -1)  # type: ignore[attr-defined]
    assert _winning_tokens(before) == {"3c@0,-1"}
    for other in ("0f@0,-1", "c3@0,-1", "f0@0,-1"):
        assert before.play(other).outcome() is None, "another turning of tile 1 does not win"


@check("ni-ju", "blocked")
def _(before: State, after: State, token: str) -> None:
    assert (2, 0) not in before.blocked_tiles() and (2, 0) in after.blocked_tiles()  # type: ignore[attr-defined]
    assert after.show_blocked  # type: ignore[attr-defined]
    assert not _winning_tokens(after), "Black can no longer win at once"
    elsewhere = next(t for t in before.legal_tokens() if not t.endswith("@2,1"))
    assert _winning_tokens(before.play(elsewhere)), "without the block Black wins"


@check("ni-ju", "movement")
def _(before: State, after: State, token: str) -> None:
    assert before.phase == "movement" and before.to_move == 0  # type: ignore[attr-defined]
    assert after.winning_tile()[0] == (-2, -4)  # type: ignore[attr-defined]
    assert _winning_tokens(before) == _accepted("ni-ju", "movement")
    lesson = find("ni-ju", "movement")
    for explained, _text in lesson.steps[0].explain:  # type: ignore[union-attr]
        assert before.play(explained).outcome() is None
    # every tile of White's that may not move is offered to try, with the engine's own reason
    from games.lessons.niju import SPLITS

    movable = {str(m).split(">")[0] for m in before.legal_moves() if ">" in str(m)}
    mine = {f"{c},{r}" for (c, r) in before.tiles() if before.tile_at((c, r)).owner == 0}  # type: ignore[attr-defined]
    forbidden = {token.split(">")[0]: text for token, text in lesson.steps[0].forbid}  # type: ignore[union-attr]
    assert set(forbidden) == mine - movable
    for token, _text in lesson.steps[0].forbid:  # type: ignore[union-attr]
        why = before.game.why_illegal(before, before.game.parse_move(token))
        assert ("split" in why) == (token.split(">")[0] in SPLITS), why


@check("ni-ju", "placement-only")
def _(before: State, after: State, token: str) -> None:
    assert before.ply == 39 and before.scores() == (0, 0)
    assert after.scores() == (0, 1) and after.outcome().winner == 1  # type: ignore[union-attr]
    draws = [t for t in before.legal_tokens() if t not in _accepted("ni-ju", "placement-only")]
    assert draws and all(before.play(t).outcome().draw for t in draws)  # type: ignore[union-attr]


# ----- Symbol Pallet -------------------------------------------------------------------------------

def _chip(state: State, player: int, letter: str) -> str | None:
    return state.chip_tiles()[(player, letter)]  # type: ignore[attr-defined]


def _levels(state: State) -> dict[str, int]:
    return {tile: level for tile, _x, _y, level in state.field_tiles()}  # type: ignore[attr-defined]


def _on_top_from_pile(state: State) -> set[str]:
    """Tiles of the discard pile that the player to move can lay on top of other tiles."""
    field = {tile for tile, *_ in state.field_tiles()}  # type: ignore[attr-defined]
    out = set()
    for token in state.legal_tokens():
        if ":" not in token or "@" not in token or token.startswith("discard"):
            continue
        tile = token.split(":")[1].split("@")[0]
        if tile in field or tile not in state.position_text().split(" discard=")[1].split(" ")[0].split(","):
            continue
        if _levels(state.play(token))[tile] >= 2:
            out.add(tile)
    return out


@check("symbol-pallet", "setup")
def _(before: State, after: State, token: str) -> None:
    assert before.to_move == 0 and _chip(before, 1, "a") == "Ka1", "blue's chip went down first"
    assert _chip(after, 0, "a") == "Ks2" and after.to_move == 1


@check("symbol-pallet", "beside")
def _(before: State, after: State, token: str) -> None:
    tile = token.split(":")[1].split("@")[0]
    assert _levels(after)[tile] == 1, "laid on the table"
    assert after.scores() == before.scores() == (2, 2)
    on_top = [t for t in before.legal_tokens() if "@" in t and t not in _accepted("symbol-pallet", "beside")]
    assert on_top and all(_levels(before.play(t))[t.split(":")[1].split("@")[0]] >= 2 for t in on_top), \
        "every other placement here is on top"


def _on_top_gain(before: State, after: State, token: str, tile: str, red: int) -> None:
    assert _levels(after)[tile] >= 2, "laid on top"
    assert _chip(after, 0, token[0]) == tile, "the chip moved onto the new tile"
    assert before.scores()[0] < after.scores()[0] == red, after.scores()
    assert before.play(token.replace("+", "")).scores()[0] == before.scores()[0], "without the chip, no gain"


@check("symbol-pallet", "same-colour")
def _(before: State, after: State, token: str) -> None:
    _on_top_gain(before, after, token, "Ws2", 3)


@check("symbol-pallet", "complement")
def _(before: State, after: State, token: str) -> None:
    _on_top_gain(before, after, token, "Bc2", 3)
    assert after.scores()[1] == 2 and "Wc1" in after.owned_table_ids(1)  # type: ignore[attr-defined]
    assert "Wc1" in after.owned_table_ids(0), "both players own the white tile"  # type: ignore[attr-defined]


@check("symbol-pallet", "triad")
def _(before: State, after: State, token: str) -> None:
    assert "discard=Gt1" in before.position_text() and "discard=-" in after.position_text()
    _on_top_gain(before, after, token, "Gt1", 4)


@check("symbol-pallet", "warm-cool")
def _(before: State, after: State, token: str) -> None:
    _on_top_gain(before, after, token, "Bw1", 5)


@check("symbol-pallet", "add-subtract")
def _(before: State, after: State, token: str) -> None:
    _on_top_gain(before, after, token, "Ra1", 4)


@check("symbol-pallet", "cover-chip")
def _(before: State, after: State, token: str) -> None:
    assert _chip(before, 1, "a") == "Gs1" and _chip(after, 1, "a") == "Rc1"
    assert "Gs1" not in {tile for tile, *_ in after.quarters().values()}, "the green tile is covered"  # type: ignore[attr-defined]
    assert after.scores() == (3, 2) and before.scores() == (2, 2)
    lesson = find("symbol-pallet", "cover-chip")
    for explained, _text in lesson.steps[0].explain:  # type: ignore[union-attr]
        assert before.play(explained).scores()[1] == 3, f"{explained} gains blue nothing?"


@check("symbol-pallet", "draw-discard")
def _(before: State, after: State, token: str) -> None:
    drawn = before.play("draw")
    assert drawn.turn_info().must_discard == 2  # type: ignore[attr-defined]
    assert after.to_move == 1 and "discard=-" not in after.position_text()
    assert not _on_top_from_pile(after), "blue can use nothing from the pile"
    lesson = find("symbol-pallet", "draw-discard")
    for explained, _text in lesson.steps[1].explain:  # type: ignore[union-attr]
        assert _on_top_from_pile(drawn.play(explained)), f"{explained} should hand blue a tile"


@check("symbol-pallet", "end")
def _(before: State, after: State, token: str) -> None:
    info = before.turn_info()  # type: ignore[attr-defined]
    assert not info.can_draw and info.can_pass and info.final_round and before.to_move == 1
    assert before.scores() == (8, 8)
    assert not [t for t in before.legal_tokens() if t != "pass" and before.play(t).scores()[1] > 8]
    outcome = after.outcome()
    assert outcome is not None and outcome.winner == 1 and after.scores() == (8, 8), outcome


# ----- the listing command --------------------------------------------------------------------------

def test_command_lists_and_dumps(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from games.lessons.cli import main

    assert main([]) == 0
    listing = capsys.readouterr().out
    for game in game_names():
        assert f"{game}: {len(lessons(game))} lessons" in listing
    assert main(["ni-ju", "--json"]) == 0
    dumped = json.loads(capsys.readouterr().out)
    assert [entry["id"] for entry in dumped["ni-ju"]] == [lesson.id for lesson in lessons("ni-ju")]
    assert dumped["ni-ju"][0]["title"]["ja"] == lessons("ni-ju")[0].title.ja
    assert main(["chess"]) == 2 and "chess" in capsys.readouterr().err


def _texts(value: object) -> Iterator[str]:
    """Every English and Japanese text inside a lesson (its steps' explanations included)."""
    if isinstance(value, Text):
        yield value.en
        yield value.ja
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _texts(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for part in dataclasses.fields(value):
            yield from _texts(getattr(value, part.name))


@pytest.mark.parametrize("game_name", ["siam", "saiju", "ni-ju", "symbol-pallet"])
def test_lesson_texts_say_moves_in_words_not_notation(game_name: str) -> None:
    """A newcomer reads "enter at A3 from the left", never the token "+A3E"."""
    from tests.page_checks import is_move_token, token_candidates

    game = get_game(game_name)
    found = [(item.id, word) for item in lessons(game_name) for text in _texts(item)
             for word in token_candidates(text) if is_move_token(game, word)]
    assert not found, found
