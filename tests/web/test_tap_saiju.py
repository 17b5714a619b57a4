"""Saiju's tap model (web/models/saiju.py) in CPython, as test_tap_siam.py does for Siam.

One test per kind of move (each setup step, with 2 and 3 players; a placement
with the colour chooser and without it; the turn's second placement; a
placement that removes its Shadow; End turn; Finish), taps that only select,
cancel or re-select; the last whole turn's hexes; and a property over seeded
random playouts: from each visited state every legal move can be tapped, and
every move a tap sequence yields is legal. Then the view on a fake DOM: taps on
its elements, a Shadow that keeps its element as it moves, the last turn's
marks, the score badges, destroy.
"""

from __future__ import annotations

import copy
import random
from typing import Any, Callable

from tests import fake_dom

document, window = fake_dom.install()

from games.record import replay_or_raise  # noqa: E402 - after the fake DOM
from games.saiju import END, FINISH, GAME, HEXES, Place, SaijuMove, SaijuState, Setup  # noqa: E402
from web.models.base import Hit  # noqa: E402
from web.models.saiju import LastTurn, SaijuTapModel  # noqa: E402
from web.views.saiju import SaijuView  # noqa: E402
from tests.tap_helpers import Tapper, one, page_tap, played, taps  # noqa: E402
from web.board_state import BoardState  # noqa: E402
from tests.tap_helpers import tap_reachable as shared_tap_reachable  # noqa: E402

SETUP = ["M@d2", "S@a1", "F@g7"]


def position(*tokens: str, players: int = 2) -> SaijuState:
    state = replay_or_raise(GAME.new(GAME.options(players=players)), tokens)
    assert isinstance(state, SaijuState)
    return state


def hex_(name: str) -> Hit:
    return ("hex", name)


def colour(letter: str) -> Hit:
    return ("choice", letter)


def playout(seed: int, until: Callable[[SaijuState], bool], players: int = 2, limit: int = 200) -> SaijuState:
    """Seeded random games (one after another) up to the first state where ``until`` holds."""
    rng = random.Random(seed)
    state = position(players=players)
    for _ in range(limit):
        if until(state):
            return state
        if state.over:
            state = position(players=players)
            continue
        after = state.apply(rng.choice(state.legal_moves()))
        assert isinstance(after, SaijuState)
        state = after
    raise AssertionError("no such state in these playouts")


# ----- one test per kind of move ---------------------------------------------------------------
def test_setup_puts_each_shadow_with_one_tap_on_an_empty_hex() -> None:
    for players, order in ((2, "MSF"), (3, "MFS")):
        state = position(players=players)
        for i, sym in enumerate(order):
            model = Tapper(SaijuTapModel, state)
            assert model.step() == "setup" and model.pickable() == {}
            taken = set(state.shadows_on_board().values())
            assert set(model.targets()) == set(HEXES) - taken
            assert all(model.tap(hex_(name)) is None for name in taken)  # not an empty hex
            target = ("d2", "a1", "g7")[i]
            move = model.tap(hex_(target))
            assert move == Setup("SMF".index(sym), HEXES.index(target)) and move in state.legal_moves()
            after = state.apply(move)
            assert isinstance(after, SaijuState)
            state = after
        assert not state.in_setup


def test_a_placement_is_shadow_colour_hex() -> None:
    state = position(*SETUP)
    model = Tapper(SaijuTapModel, state)
    assert model.step() == "shadow" and model.pickable() == {"d2": "M", "a1": "S", "g7": "F"}
    assert taps(model, hex_("a1")) is None
    assert model.step() == "colour" and model.choosing and model.symbol == "S"
    assert model.colours() == ("w", "y", "p") and model.picked_hex() == "a1"
    assert model.targets() == {} and model.pickable() == {}
    assert taps(model, colour("p")) is None
    assert model.step() == "hex" and model.colour == "p" and not model.choosing
    assert "c3" in model.targets() and "a1" not in model.targets() and "d2" not in model.targets()
    move = model.tap(hex_("c3"))
    assert move == Place(2, 0, HEXES.index("c3")) and move in state.legal_moves()
    assert model.symbol is None and model.colour is None


def test_the_second_placement_uses_another_shadow_and_end_is_offered() -> None:
    state = position(*SETUP, "pS-c3")
    model = Tapper(SaijuTapModel, state)
    assert model.end_move() == END and model.step() == "shadow"
    assert set(model.pickable().values()) == {"M", "F"}  # the Snow Shadow was used this turn
    assert taps(model, hex_("c3")) is None and model.symbol is None
    move = taps(model, hex_("d2"), colour("w"), hex_("e5"))
    assert move == Place(0, 1, HEXES.index("e5")) and move in state.legal_moves()


def test_end_turn_and_finish_are_controls_only_when_legal() -> None:
    start = position(*SETUP)
    model = Tapper(SaijuTapModel, start)
    assert model.end_move() is None and model.control("end") is None
    assert model.finish_move() is None and model.control("finish") is None
    mid = position(*SETUP, "pS-c3")
    model = Tapper(SaijuTapModel, mid)
    taps(model, hex_("d2"))
    assert model.control("end") == END and END in mid.legal_moves()
    assert model.symbol is None and not model.choosing  # the half-made choice is dropped
    assert model.control("labels") is None


NEAR_END = GAME.parse_position(
    "pMSyMyS/yFyFpFySpM/pMwFwSwMpFyF/wMwFpMwFwFwM/pSpF.pSyMyS/wSpSyMwMpF/ySpSyMyF s 34 @mm 2 -")
"""Two white Snow pieces left, the Snow Shadow on a2 the only one on the board, e4 empty."""


def test_finish_when_one_shadow_and_one_colour_are_left() -> None:
    state = NEAR_END
    assert isinstance(state, SaijuState)
    model = Tapper(SaijuTapModel, state)
    assert model.control("finish") == FINISH and FINISH in state.legal_moves()
    after = state.apply(FINISH)
    assert isinstance(after, SaijuState) and after.over
    model.reset(after)
    assert model.step() == "over" and model.targets() == {} and model.pickable() == {}
    assert model.tap(hex_("a1")) is None and model.control("finish") is None


def test_one_colour_left_skips_the_chooser_and_the_last_piece_removes_the_shadow() -> None:
    state = NEAR_END
    assert isinstance(state, SaijuState)
    model = Tapper(SaijuTapModel, state)
    assert model.colours_of("S") == ("w",)
    assert model.tap(hex_("a2")) is None
    assert not model.choosing and model.step() == "hex" and model.colour == "w"
    assert list(model.targets()) == ["e4"]
    move = model.tap(hex_("e4"))
    assert move == Place(0, 0, HEXES.index("e4")) and move in state.legal_moves()
    after = state.apply(move)
    assert isinstance(after, SaijuState)
    assert after.shadows_on_board() == {} and after.hex_contents("e4") == "wS" and after.over


def test_a_placement_that_removes_its_shadow_mid_game() -> None:
    def removing(state: SaijuState) -> bool:
        return any(isinstance(m, Place) and "SMF"[m.symbol] not in state.apply(m).shadows_on_board()
                   for m in state.legal_moves())
    state = playout(7, removing)
    move = next(m for m in state.legal_moves() if isinstance(m, Place)
                and "SMF"[m.symbol] not in state.apply(m).shadows_on_board())
    assert isinstance(move, Place)
    model = Tapper(SaijuTapModel, state)
    model.tap(hex_(state.shadows_on_board()["SMF"[move.symbol]]))
    if model.choosing:
        model.tap(colour("wyp"[move.colour]))
    assert model.tap(hex_(HEXES[move.hex])) == move


# ----- taps that select, cancel, re-select -----------------------------------------------------
def test_a_tap_outside_the_chooser_cancels_it() -> None:
    model = Tapper(SaijuTapModel, position(*SETUP))
    for cancel in (colour("cancel"), None, hex_("c3"), hex_("d2")):
        taps(model, hex_("a1"))
        assert model.choosing
        assert model.tap(cancel) is None
        assert model.symbol is None and model.colour is None and not model.choosing


def test_another_shadow_re_selects_and_a_non_target_drops_the_pick() -> None:
    model = Tapper(SaijuTapModel, position(*SETUP))
    taps(model, hex_("a1"), colour("w"))
    assert model.step() == "hex"
    assert model.tap(hex_("d2")) is None  # the Moon Shadow: picked instead
    assert model.symbol == "M" and model.choosing
    taps(model, colour("y"))
    assert model.tap(hex_("a1")) is None and model.symbol == "S"  # the Snow Shadow again
    model.clear()
    taps(model, hex_("a1"), colour("w"))
    assert model.tap(None) is None and model.symbol is None


def test_nothing_is_offered_once_the_game_is_over() -> None:
    state = playout(11, lambda s: s.over, limit=400)
    model = Tapper(SaijuTapModel, state)
    assert model.step() == "over" and model.end_move() is None and model.finish_move() is None
    assert all(model.tap(hex_(name)) is None for name in HEXES)


# ----- the last whole turn ---------------------------------------------------------------------
def test_the_last_turn_holds_every_move_of_one_player_in_a_row() -> None:
    last = LastTurn()
    state = position()
    plies: list[tuple[SaijuState, SaijuState]] = []

    def play(token: str) -> None:
        nonlocal state
        after = state.play(token)
        assert isinstance(after, SaijuState)
        plies.append((state, after))
        state = after

    for token in SETUP:
        play(token)
    assert last.set(plies) and set(last.hexes()) == {"a1", "g7"}  # Moon put two Shadows: one turn
    play("pS-c3")
    last.set(plies)
    # The piece went down where the Snow Shadow stood (a1): that is the move. The hex the
    # Shadow moved on to (c3) is not marked as if something had been played there.
    assert last.hexes() == {"a1": "placed"}
    play("wM-e5")
    last.set(plies)
    assert last.hexes() == {"a1": "placed", "d2": "placed"}
    assert not last.set(plies)  # the same plies again: nothing to redraw
    plies.pop()  # undo back to the first placement
    state = plies[-1][1]
    last.set(plies)
    assert set(last.hexes()) == {"a1"}
    play("wM-e5")  # redo
    play("wS-a2")  # Moon's turn: a new one
    last.set(plies)
    assert last.hexes() == {"c3": "placed"}  # where the Shadow stood; not a2, where it went


# ----- every legal move is reachable, every tapped move is legal --------------------------------
def all_hits(state: SaijuState) -> list[Hit]:
    return [hex_(name) for name in HEXES] + [colour(c) for c in "wyp"] + [colour("cancel"), None]


def selection(model: Tapper) -> object:
    return model.selection


def tap_reachable(state: SaijuState) -> set[SaijuMove]:
    """Every move some sequence of taps or buttons makes from a fresh selection on ``state``."""
    found: set[SaijuMove] = set()
    start = Tapper(SaijuTapModel, state)
    for action in ("end", "finish"):
        move = copy.copy(start).control(action)
        if move is not None:
            found.add(move)
    return found | shared_tap_reachable(start, all_hits(state), selection)


def test_taps_reach_exactly_the_legal_moves_over_random_playouts() -> None:
    rng = random.Random(13)
    for players in (2, 3, 2):
        state = position(players=players)
        while not state.over:
            legal = set(state.legal_moves())
            assert tap_reachable(state) == legal, state.position_text()
            after = state.apply(rng.choice(sorted(legal, key=str)))
            assert isinstance(after, SaijuState)
            state = after


# ----- the view on a fake DOM -------------------------------------------------------------------
def make_view() -> tuple[SaijuView, Any]:
    board = document.createElementNS("http://www.w3.org/2000/svg", "svg")
    view = SaijuView(board, document.createElement("div"), document.createElement("div"))
    controls = document.createElement("div")
    view.build_controls(controls)
    return view, controls


def classes(element: Any) -> set[str]:
    return set((element.getAttribute("class") or "").split())


def test_the_view_plays_a_turn_by_taps_and_rings_the_whole_turn() -> None:
    state = position(*SETUP)
    view, controls = make_view()
    view.render(BoardState(state))
    shadow = one(view.board, "data-shadow", "S")
    assert page_tap(view, view.hexes.element("a1")) is None  # the hex under the Snow Shadow
    assert "selected" in classes(view.hexes.element("a1"))
    assert page_tap(view, one(view.board, "data-choice", "p")) is None
    assert "pink Snow" in view.hint(state) and "eligible" in classes(one(view.seats[1], "data-kind", "wS"))
    assert "chosen" in classes(one(view.seats[1], "data-kind", "pS"))
    token = str(page_tap(view, view.hexes.element("c3")))
    assert token == "pS-c3"
    mid = state.play(token)
    assert isinstance(mid, SaijuState)
    first = played(state, token)
    view.render(first)
    assert one(view.board, "data-shadow", "S") is shadow and shadow.getAttribute("data-hex") == "c3"
    assert one(view.board, "data-piece", "pS").getAttribute("data-hex") == "a1"
    assert not one(controls, "data-view-action", "end").hidden
    assert str(view.control("end")) == "end"
    second = "wM-e5"
    after = mid.play(second)
    assert isinstance(after, SaijuState)
    whole = played(mid, second, 1, first.turn)
    view.render(whole)
    assert view.last_hexes() == {"a1": "placed", "d2": "placed"}
    assert {name for name in HEXES if "last" in classes(view.hexes.element(name))} == set(view.last_hexes())
    view.render(BoardState(whole.state, 1, whole.turn[1:]))  # a reload knows only what it is given
    assert set(view.last_hexes()) == {"d2"}
    view.render(BoardState(whole.state, 1, whole.turn))
    assert set(view.last_hexes()) == {"a1", "d2"}
    assert len(view.last_marks.group.children) == 2  # the rings: the two pieces, no Shadow


def test_the_end_shows_every_group_with_its_badge_and_destroy_empties_everything() -> None:
    state = NEAR_END.apply(FINISH)
    assert isinstance(state, SaijuState)
    view, controls = make_view()
    view.render(BoardState(state))
    groups = view.board.find_all("data-group")
    assert len(groups) == 4 and view.board.getAttribute("viewBox") == "-360 -360 720 720"
    assert view.controls is not None and not view.controls.sheet.group.hidden
    assert one(controls, "data-totals").getAttribute("data-totals") == "13,19"
    assert view.control("scoring") is None
    assert view.board.find_all("data-group") == [] and view.board.getAttribute("viewBox") == "-312 -312 624 624"
    view.destroy()
    assert len(view.listeners) == 0
    assert view.board.children == [] and all(seat.children == [] for seat in view.seats)
