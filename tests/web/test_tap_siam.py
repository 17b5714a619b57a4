"""Siam's tap model (web/models/siam.py) in CPython, in the style of chessground's premove tests.

One test per kind of turn (enter with each offered facing, step, turn in place,
push, push while entering, the push that wins, exit), tapped through the model
from a real position; taps that only select, deselect or cancel; and a
property over seeded random playouts: from each visited state every legal
move can be tapped, and every move a tap sequence yields is legal.
"""

from __future__ import annotations

import random

from games.record import replay_or_raise
from games.siam import GAME, SiamMove, SiamState
from tests.tap_helpers import Tapper, assert_step_hints, taps
from tests.tap_helpers import tap_reachable as shared_tap_reachable
from web.models.base import Hit
from web.models.siam import SiamTapModel

WINNING_LINE = ["+B1S", "+E1W", "B1B2S", "E1E1S", "B2B3S", "E1E1E", "B3B4S", "E1E1N", "B4B5S"]


def position(*tokens: str) -> SiamState:
    state = replay_or_raise(GAME.start(), tokens)
    assert isinstance(state, SiamState)
    return state



def square(name: str) -> Hit:
    return ("square", name)


def reserve(owner: int) -> Hit:
    return ("reserve", str(owner))


def facing(letter: str) -> Hit:
    return ("choice", letter)


# ----- one test per kind of turn -------------------------------------------------------------
def test_enter_onto_an_edge_square_with_each_offered_facing() -> None:
    start = position()
    for letter in "NESW":
        model = Tapper(SiamTapModel, start)
        assert taps(model, reserve(0)) is None and model.reserve_picked
        assert "A1" in model.targets() and "C1" not in model.targets()  # opening restriction
        assert taps(model, square("A1")) is None
        assert model.choice() is not None and model.choice().square == "A1"
        assert sorted(model.choice().moves) == ["E", "N", "S", "W"]
        move = model.tap(facing(letter))
        assert move == SiamMove(None, "A1", letter) and move in start.legal_moves()
        assert not model.selected and model.choice() is None


def test_move_one_step() -> None:
    state = position("+B1S", "+E1W")
    model = Tapper(SiamTapModel, state)
    taps(model, square("B1"))
    assert model.picked == "B1" and model.targets()["B2"] == "move"
    assert model.targets()["B1"] == "turn" and "C1" not in model.targets()
    assert taps(model, square("B2")) is None
    assert model.choice() is not None and sorted(model.choice().moves) == ["E", "N", "S", "W"]
    assert model.tap(facing("E")) == SiamMove("B1", "B2", "E")


def test_turn_in_place_offers_the_three_other_facings() -> None:
    state = position("+B1S", "+E1W")
    model = Tapper(SiamTapModel, state)
    assert taps(model, square("B1"), square("B1")) is None
    assert model.choice() is not None and model.choice().square == "B1"
    assert sorted(model.choice().moves) == ["E", "N", "W"]  # it already faces S
    assert model.tap(facing("W")) == SiamMove("B1", "B1", "W")


def test_push_keeps_the_facing_so_it_needs_no_choice() -> None:
    state = position("+B1S", "+E1W", "B1B2S", "E1E1S")  # elephant B2 faces S, the rock on B3
    model = Tapper(SiamTapModel, state)
    taps(model, square("B2"))
    assert model.targets()["B3"] == "push"
    move = model.tap(square("B3"))
    assert move == SiamMove("B2", "B3", "S") and state.pushes(move)
    assert not model.selected


def test_push_while_entering_offers_only_the_legal_facings() -> None:
    state = position("+A1E", "+E5W")  # an elephant on corner A1: enter pushing S or E
    model = Tapper(SiamTapModel, state)
    taps(model, reserve(0))
    assert model.targets()["A1"] == "push"
    assert taps(model, square("A1")) is None
    assert model.choice() is not None and sorted(model.choice().moves) == ["E", "S"]
    assert model.tap(facing("S")) == SiamMove(None, "A1", "S")


def test_the_push_that_sends_the_rock_off_ends_the_game() -> None:
    state = position(*WINNING_LINE[:-1])
    model = Tapper(SiamTapModel, state)
    move = taps(model, square("B4"), square("B5"))
    assert move == SiamMove("B4", "B5", "S")
    after = state.apply(move)
    assert isinstance(after, SiamState)
    assert after.to_move is None and after.outcome() is not None
    model.reset(after)  # the game is over: taps select nothing and play nothing
    assert model.tap(square("B5")) is None and model.tap(reserve(0)) is None
    assert not model.selected


def test_exit_from_an_edge_square_to_the_reserve() -> None:
    state = position("+B1S", "+E1W")
    model = Tapper(SiamTapModel, state)
    taps(model, square("B1"))
    assert model.exit_move() == SiamMove("B1", None, None)
    assert model.tap(reserve(1)) is None  # the other player's reserve is no exit
    assert not model.selected
    taps(model, square("B1"))
    assert model.tap(reserve(0)) == SiamMove("B1", None, None)


def test_no_exit_from_an_inner_square() -> None:
    state = position("+B1S", "+E1W", "B1B2S", "E1E1S")
    model = Tapper(SiamTapModel, state)
    taps(model, square("B2"))
    assert model.exit_move() is None
    assert model.tap(reserve(0)) is None and model.reserve_picked  # the reserve is picked instead


# ----- taps that only select, deselect or cancel ---------------------------------------------
def test_the_reserve_of_the_player_not_to_move_does_nothing() -> None:
    model = Tapper(SiamTapModel, position())
    assert model.tap(reserve(1)) is None
    assert not model.selected and model.targets() == {}
    taps(model, reserve(0))
    assert model.tap(reserve(1)) is None and not model.selected


def test_tapping_the_picked_reserve_again_puts_it_down() -> None:
    model = Tapper(SiamTapModel, position())
    taps(model, reserve(0), reserve(0))
    assert not model.selected


def test_a_cancelled_facing_choice_plays_nothing_and_forgets_the_pick() -> None:
    state = position("+B1S", "+E1W")
    for cancel in (("choice", "cancel"), None, square("D4"), reserve(0)):
        model = Tapper(SiamTapModel, state)
        taps(model, square("B1"), square("B2"))
        assert model.choice() is not None
        assert model.tap(cancel) is None
        assert model.choice() is None and not model.selected


def test_selecting_another_piece_moves_the_pick() -> None:
    state = position("+B1S", "+E1W", "+D1N", "+E5W")
    model = Tapper(SiamTapModel, state)
    taps(model, square("B1"))
    assert model.tap(square("D1")) is None
    assert model.picked == "D1" and "D2" in model.targets() and "B2" not in model.targets()
    assert model.tap(square("E1")) is None  # a rhino: not the mover's, the pick is dropped
    assert not model.selected
    taps(model, reserve(0))
    assert model.tap(square("B1")) == SiamMove(None, "B1", "S")  # an edge piece: entering pushes it
    inner = Tapper(SiamTapModel, position("+B1S", "+E1W", "B1B2S", "E1E1S"))
    taps(inner, reserve(0))
    assert inner.tap(square("B2")) is None and inner.picked == "B2"  # from the reserve to a piece
    assert not inner.reserve_picked


def test_empty_space_and_non_targets_drop_the_selection() -> None:
    model = Tapper(SiamTapModel, position())
    taps(model, reserve(0))
    assert model.tap(square("C2")) is None and not model.selected
    taps(model, reserve(0))
    assert model.tap(None) is None and not model.selected


# ----- the property: taps reach exactly the legal moves --------------------------------------
def all_hits(state: SiamState) -> list[Hit]:
    hits: list[Hit] = [None, reserve(0), reserve(1), ("choice", "cancel")]
    hits += [square(name) for name in state.geom.names]
    hits += [facing(letter) for letter in "NESW"]
    return hits


def selection(model: Tapper) -> object:
    return model.selection


def tap_reachable(state: SiamState) -> set[SiamMove]:
    """Every move some sequence of taps yields from a fresh model on ``state``."""
    return shared_tap_reachable(Tapper(SiamTapModel, state), all_hits(state), selection)


def test_taps_reach_exactly_the_legal_moves_over_random_playouts() -> None:
    rng = random.Random(13)
    visited = 0
    for _game in range(6):
        state = position()
        for _ply in range(40):
            if state.to_move is None:
                break
            legal = state.legal_moves()
            assert tap_reachable(state) == set(legal), state.position_text()
            visited += 1
            after = state.apply(rng.choice(legal))
            assert isinstance(after, SiamState)
            state = after
    assert visited > 100


# ----- the step the status line words ------------------------------------------------------------
def test_step_follows_each_tap_of_a_move() -> None:
    model = Tapper(SiamTapModel, position())
    assert model.step() == ""
    model.tap(reserve(0))
    assert model.step() == "reserve"
    model.tap(square("A1"))
    assert model.step() == "facing"
    model.tap(None)
    assert model.step() == ""
    model = Tapper(SiamTapModel, position("+B1S", "+E1W"))
    model.tap(square("B1"))
    assert model.step() == "animal-exit"  # an edge animal may leave by the reserve
    model = Tapper(SiamTapModel, position("+B1S", "+E1W", "B1B2S", "E1E1S"))
    model.tap(square("B2"))
    assert model.step() == "animal"
    assert_step_hints("siam", ("reserve", "animal", "animal-exit", "facing"))
# ----- a lesson's forbidden moves ------------------------------------------------------------
def test_a_forbidden_move_a_lesson_offers_is_tapped_but_never_lit() -> None:
    from games.lessons import find

    lesson = find("siam", "push-count")
    start = lesson.start()
    model = Tapper(SiamTapModel, start)
    assert taps(model, square("A4"), square("A3")) is None, "in play the push is no target"
    model.forbidden = tuple(GAME.parse_move(token) for token, _ in lesson.steps[0].forbid)
    model.reset(start)
    assert taps(model, square("A4")) is None and "A3" not in model.targets()
    move = model.tap(square("A3"))
    assert move == GAME.parse_move("A4A3N") and not start.is_legal(move) and not model.selected
    assert taps(model, square("A5"), square("A4")) == GAME.parse_move("A5A4N"), "legal moves as ever"
    opening = find("siam", "opening")
    model = Tapper(SiamTapModel, opening.start())
    model.forbidden = tuple(GAME.parse_move(token) for token, _ in opening.steps[0].forbid)
    assert taps(model, reserve(0)) is None and model.reserve_picked
    assert "C5" not in model.targets()
    assert model.tap(square("C5")) == GAME.parse_move("+C5N")
