"""The shared protocol (games.base, errors, record, registry), exercised through every game.

Siam is the reference implementation, so the first tests pin through it the exact
words every game gets from the base classes: option checking, the cached legal
list, ``apply``'s error message, equality by position text, replay stopping at
the first bad token while keeping the states before it, and the registry's
errors. The last ones run the same protocol through each game of the registry.
"""

from __future__ import annotations

import re

import pytest

import games
from games import (
    BadOption,
    BadPosition,
    Game,
    GameError,
    IllegalMove,
    MalformedMove,
    Options,
    Outcome,
    State,
    UnknownGame,
    game_names,
    get_game,
    replay,
    replay_or_raise,
)
from games.record import ReplayResult, split_moves
from games.siam import GAME
from games.siam.terminations import SiamTermination
from games.terminations import AGREED_DRAW


# ----- errors ----------------------------------------------------------------------------
@pytest.mark.parametrize("cls", [MalformedMove, IllegalMove, BadPosition, UnknownGame, BadOption])
def test_every_error_is_a_game_error_and_a_value_error(cls: type) -> None:
    assert issubclass(cls, GameError) and issubclass(cls, ValueError)
    with pytest.raises(ValueError):
        raise cls("x")


def test_the_error_classes_are_distinct() -> None:
    classes = [MalformedMove, IllegalMove, BadPosition, UnknownGame, BadOption]
    for a in classes:
        for b in classes:
            assert (a is b) == issubclass(a, b)


def test_package_exports() -> None:
    for name in games.__all__:
        assert hasattr(games, name), name


# ----- registry -------------------------------------------------------------------------
def test_game_names_in_home_page_order() -> None:
    assert game_names() == ["siam", "saiju", "ni-ju", "symbol-pallet"]
    names = game_names()
    names.append("x")  # a copy: the registry is not changed
    assert game_names() == ["siam", "saiju", "ni-ju", "symbol-pallet"]


def test_get_game() -> None:
    assert get_game("siam") is GAME
    assert isinstance(GAME, Game) and repr(GAME) == "<game siam>"


@pytest.mark.parametrize("name", ["chess", "Siam", "", " siam"])
def test_unknown_game(name: str) -> None:
    with pytest.raises(UnknownGame) as info:
        get_game(name)
    assert str(info.value) == (
        f"unknown game {name!r} (games: siam, saiju, ni-ju, symbol-pallet)")


def test_unknown_game_of_the_wrong_type() -> None:
    with pytest.raises(UnknownGame):
        get_game(["siam"])  # type: ignore[arg-type]  (unhashable)
    with pytest.raises(UnknownGame):
        get_game(None)  # type: ignore[arg-type]


# ----- options ------------------------------------------------------------------------------
def test_options_defaults_and_json() -> None:
    o = GAME.options()
    assert o == Options(players=2)
    assert o.switches == frozenset() and o.seed is None and o.deck is None
    assert o.as_json(GAME) == {"players": 2, "no-opening-restriction": False,
                               "remove-once": False}
    on = GAME.options(2, ["remove-once"])
    assert on.as_json(GAME) == {"players": 2, "no-opening-restriction": False,
                                "remove-once": True}
    assert "seed" not in on.as_json(GAME)  # Siam does not shuffle


def test_bad_options() -> None:
    with pytest.raises(BadOption, match=r"^siam is played by exactly 2 players, not 3$"):
        GAME.options(3)
    with pytest.raises(BadOption, match=r"^siam has no option 'tournament' \(options: "
                                        r"no-opening-restriction, remove-once\)$"):
        GAME.options(2, ["tournament"])
    with pytest.raises(BadOption, match="does not shuffle"):
        GAME.options(2, seed=1)
    with pytest.raises(BadOption, match="does not shuffle"):
        GAME.options(2, deck=["Rs1"])


def test_start_is_new_of_options() -> None:
    a = GAME.start(switches=["remove-once"])
    b = GAME.new(GAME.options(2, ["remove-once"]))
    assert a == b and a.options == b.options


# ----- outcome -----------------------------------------------------------------------------------
def test_outcome() -> None:
    win = Outcome.of(1, SiamTermination.ROCK_PUSHED_OUT, ("elephant", "rhino"), square="E3", pusher=1)
    assert win.reason == "Rhino on E3 pushed the rock out" and win.fact("square") == "E3"
    assert not win.draw and win.code() == "win:1"
    draw = Outcome.of(None, AGREED_DRAW)
    assert draw.draw and draw.code() == "draw"
    with pytest.raises(AttributeError):
        win.winner = 0  # type: ignore[misc]  (frozen)


# ----- state -------------------------------------------------------------------------------------
def test_state_basics() -> None:
    s = GAME.start()
    assert isinstance(s, State)
    assert s.players == ("elephant", "rhino")
    assert not s.over and s.scores() is None
    assert repr(s) == "<siam '...../...../.OOO./...../..... e 0 0,0 - -'>"


def test_legal_moves_are_generated_once() -> None:
    s = GAME.start()
    assert s.legal_moves() is s.legal_moves()
    assert s.legal_set() == frozenset(s.legal_moves())
    move = GAME.parse_move("+A1E")
    assert s.is_legal(move) and not s.is_legal(GAME.parse_move("+B2E"))
    assert s.legal_tokens() == sorted(str(m) for m in s.legal_moves())


def test_apply_and_play() -> None:
    s = GAME.start()
    assert s.apply(GAME.parse_move("+A1E")) == s.play("+A1E")
    with pytest.raises(IllegalMove) as info:
        s.play("+B2E")
    assert str(info.value) == "+B2E: B2 is not an edge square"
    with pytest.raises(MalformedMove):
        s.play("B2")
    assert s.position_text() == "...../...../.OOO./...../..... e 0 0,0 - -"  # untouched


def test_equality_and_hash_follow_the_position_text() -> None:
    a = GAME.start().play("+A1E").play("+E5N")
    b = GAME.start().play("+A1E").play("+E5N")
    c = GAME.start().play("+A1S").play("+E5N")
    assert a == b and hash(a) == hash(b) and a is not b
    assert a != c
    assert a != a.position_text()
    assert len({a, b, c}) == 2


def test_over_state_refuses_every_move() -> None:
    s = GAME.parse_position("...../...../.OO../...../...ES. - 9 0,0 e@D5 -")
    assert s.over and s.to_move is None and s.legal_moves() == []
    with pytest.raises(IllegalMove, match=r"^B2B2N: the game is over$"):
        s.play("B2B2N")


# ----- record -------------------------------------------------------------------------------------
def test_split_moves() -> None:
    assert split_moves("  +A1E\t+E5N\n A1A2S ") == ["+A1E", "+E5N", "A1A2S"]
    assert split_moves("") == []


def test_replay_of_good_tokens() -> None:
    start = GAME.start()
    result = replay(start, ["+A1E", "+E5N", "A1A2S"])
    assert isinstance(result, ReplayResult)
    assert result.error is None and result.tokens == ["+A1E", "+E5N", "A1A2S"]
    assert len(result.states) == 4 and result.states[0] is start
    assert result.final == start.play("+A1E").play("+E5N").play("A1A2S")
    assert replay_or_raise(start, ["+A1E"]) == start.play("+A1E")


def test_replay_stops_at_the_first_bad_token_and_keeps_the_states_before() -> None:
    start = GAME.start()
    result = replay(start, ["+A1E", "B2C2W", "+E5N"])
    assert result.tokens == ["+A1E"]
    assert len(result.states) == 2 and result.final == start.play("+A1E")
    assert isinstance(result.error, IllegalMove)
    assert str(result.error) == "move 2 'B2C2W': B2 holds no animal of the player to move"


def test_replay_keeps_the_error_class() -> None:
    result = replay(GAME.start(), ["+A1E", "+E5N", "??"])
    assert isinstance(result.error, MalformedMove)
    assert str(result.error).startswith("move 3 '??': '??' is not a Siam move")
    assert result.tokens == ["+A1E", "+E5N"] and len(result.states) == 3


def test_replay_of_a_first_bad_token() -> None:
    start = GAME.start()
    result = replay(start, ["+C1S"])
    assert result.states == [start] and result.tokens == []
    assert str(result.error) == (
        "move 1 '+C1S': no animal may enter C1 in each player's first two turns")
    with pytest.raises(IllegalMove, match=r"^move 1 '\+C1S': "):
        replay_or_raise(start, ["+C1S"])


def test_replay_after_the_end() -> None:
    over = GAME.parse_position("...../...../.OO../...../...ES. - 9 0,0 e@D5 -")
    result = replay(over, ["A1A1N"])
    assert str(result.error) == "move 1 'A1A1N': the game is over"


def test_bad_position_is_a_value_error_with_the_field() -> None:
    with pytest.raises(ValueError, match="ply 'x' is not a whole number"):
        GAME.parse_position("...../...../.OOO./...../..... e x 0,0 - -")


# ----- every game ------------------------------------------------------------------------
# The same protocol, run through each game in the registry: what the base classes promise
# must hold for every engine, not only the reference one.
def _start(name: str) -> State:
    game = get_game(name)
    return game.new(game.options(seed=3 if game.uses_seed else None))


def _opening(name: str, plies: int = 12) -> list[State]:
    """The start and the states after the first legal move, ``plies`` times."""
    states = [_start(name)]
    for _ in range(plies):
        if states[-1].over:
            break
        states.append(states[-1].apply(states[-1].legal_moves()[0]))
    return states


def _illegal_token(states: list[State]) -> str:
    """A well-formed token legal later in the game but not at its start."""
    legal_now = set(states[0].legal_tokens())
    for later in states[1:]:
        for token in later.legal_tokens():
            if token not in legal_now:
                return token
    raise AssertionError("no later token is illegal at the start")  # pragma: no cover


def _finished(name: str) -> State:
    from tests.referee.test_referee_ends import FINISHED
    options, moves, _, _ = FINISHED[name]
    game = get_game(name)
    seed = int(options[options.index("--seed") + 1]) if "--seed" in options else None
    return replay_or_raise(game.new(game.options(seed=seed)), moves.split())


@pytest.mark.parametrize("name", game_names())
def test_every_game_checks_its_options_alike(name: str) -> None:
    game = get_game(name)
    options = game.options()
    assert options.players == game.min_players and options.switches == frozenset()
    assert list(options.as_json(game))[:1] == ["players"]
    assert set(game.switches) <= set(options.as_json(game))
    with pytest.raises(BadOption, match=rf"^{name} is played by "):
        game.options(game.max_players + 1)
    with pytest.raises(BadOption, match=rf"^{name} has no option 'no-such-option'"):
        game.options(switches=["no-such-option"])
    if not game.uses_seed:
        with pytest.raises(BadOption, match="does not shuffle"):
            game.options(seed=1)


@pytest.mark.parametrize("name", game_names())
def test_every_game_starts_as_new_of_its_options(name: str) -> None:
    game = get_game(name)
    start = _start(name)
    assert isinstance(start, State) and start.game is game and start.ply == 0
    assert start.players == game.player_names(start.options.players)
    assert not start.over and start.outcome() is None and start.to_move is not None
    assert repr(start) == f"<{name} {start.position_text()!r}>"
    assert game.start(seed=start.options.seed) == start


@pytest.mark.parametrize("name", game_names())
def test_every_game_generates_its_legal_moves_once_and_tokens_round_trip(name: str) -> None:
    game = get_game(name)
    for state in _opening(name):
        moves = state.legal_moves()
        assert moves is state.legal_moves() and state.legal_set() == frozenset(moves)
        assert state.legal_tokens() == sorted(str(m) for m in moves)
        for move in moves:
            assert game.parse_move(str(move)) == move and state.is_legal(move)


@pytest.mark.parametrize("name", game_names())
def test_every_game_applies_a_move_as_its_token_and_refuses_an_illegal_one(name: str) -> None:
    states = _opening(name)
    start = states[0]
    before = start.position_text()
    move = start.legal_moves()[0]
    assert start.apply(move) == start.play(str(move)) == states[1]
    token = _illegal_token(states)
    with pytest.raises(IllegalMove, match=rf"^{re.escape(token)}: "):
        start.play(token)
    with pytest.raises(MalformedMove):
        start.play("??")
    assert start.position_text() == before  # untouched


@pytest.mark.parametrize("name", game_names())
def test_every_game_compares_and_reads_states_by_their_position_text(name: str) -> None:
    game = get_game(name)
    states = _opening(name)
    for state in states:
        again = game.parse_position(state.position_text())
        assert again == state and hash(again) == hash(state) and again is not state
        assert again.legal_tokens() == state.legal_tokens()
    assert states[0] != states[1] and states[0] != states[0].position_text()
    with pytest.raises(BadPosition):
        game.parse_position("nonsense")


@pytest.mark.parametrize("name", game_names())
def test_every_game_replays_up_to_the_first_bad_token(name: str) -> None:
    states = _opening(name, 3)
    tokens = [str(state.legal_moves()[0]) for state in states[:-1]]
    result = replay(states[0], [*tokens[:2], "??", tokens[2]])
    assert result.tokens == tokens[:2] and result.states == states[:3]
    assert isinstance(result.error, MalformedMove)
    assert str(result.error).startswith("move 3 '??': ")
    assert replay_or_raise(states[0], tokens) == states[3]


@pytest.mark.parametrize("name", game_names())
def test_every_game_ends_with_a_termination_it_declares_and_refuses_moves_after(name: str) -> None:
    game = get_game(name)
    over = _finished(name)
    outcome = over.outcome()
    assert over.over and outcome is not None and over.to_move is None
    assert over.legal_moves() == [] and over.legal_tokens() == []
    assert outcome.termination in list(game.terminations)
    assert outcome.reason and outcome.code() in ("draw", *(f"win:{p}" for p in range(len(over.players))))
    token = _opening(name, 1)[0].legal_tokens()[0]
    with pytest.raises(IllegalMove, match=rf"^{re.escape(token)}: the game is over$"):
        over.play(token)
    assert game.parse_position(over.position_text()) == over
