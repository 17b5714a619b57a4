"""Ni-Ju's tap model (web/models/niju.py) in CPython: every kind of move made by taps.

In the style of chessground's premove tests: a real position, the taps a
player makes, the move (or the selection) they give. Then a property over
seeded random playouts: every legal move can be tapped, and every move taps
give is legal.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from games import replay_or_raise
from games.niju import GAME, Pass, Place, Step, kind_byte, orientations, rotate
from games.niju.rules import NiJuState
from games.niju.samples import quiet_placement
from web.models.niju import NiJuTapModel, square_name  # noqa: E402 - after the fake DOM
from web.views.niju import NiJuView  # noqa: E402
from tests.tap_helpers import Tapper, assert_step_hints, one, page_control, page_tap, played  # noqa: E402
from web.board_state import BoardState  # noqa: E402

ALL_DOWN = quiet_placement(7)
WIN_LINE = ["aa@0,0", "17@1,0", "3c@1,-1", "1b@-1,0"]


def at(tokens: list[str]) -> NiJuState:
    """The position after ``tokens`` from the start."""
    state = replay_or_raise(GAME.new(GAME.options(2, [])), tokens)
    assert isinstance(state, NiJuState)
    return state



def tile(sq: tuple[int, int]) -> tuple[str, str]:
    return ("tile", square_name(sq))


def square(sq: tuple[int, int]) -> tuple[str, str]:
    return ("square", square_name(sq))


def hand(kind: int) -> tuple[str, str]:
    return ("hand-kind", str(kind))


def stuck_white() -> NiJuState:
    """A movement-phase position where White, to move, has no tile that may move.

    A 7 × 6 block without two corners: White's 20 tiles fill the 5 × 4 inside
    (no free side), Black's 20 the rim.
    """
    tiles = {}
    kinds = [iter(range(1, 21)), iter(range(1, 21))]
    corners = {(0, 0), (6, 5)}
    for x in range(7):
        for y in range(6):
            if (x, y) in corners:
                continue
            owner = 0 if 0 < x < 6 and 0 < y < 5 else 1
            tiles[(x, y)] = (owner, kind_byte(next(kinds[owner])))
    state = GAME.from_tiles(tiles, ply=40)
    assert state.phase == "movement" and state.to_move == 0
    return state


# ----- placement: a tile from the tray, each way round -----------------------------------
@pytest.mark.parametrize("turns", [0, 1, 2, 3])
def test_placing_from_the_tray_turned_each_way_by_tapping_it_again(turns: int) -> None:
    state = at(WIN_LINE)  # White to move, 4 tiles down
    kind = 12
    ways = orientations(kind)
    assert len(ways) == 4
    model = Tapper(NiJuTapModel, state)
    assert model.tap(hand(kind)) is None
    assert model.picked_kind() == kind and model.byte == kind_byte(kind)
    for _ in range(turns):
        assert model.tap(hand(kind)) is None
    want = rotate(kind_byte(kind), turns)
    assert model.byte == want and model.tray_byte(0, kind) == want
    assert model.targets() == state.placement_squares()
    target = state.placement_squares()[0]
    move = model.tap(square(target))
    assert isinstance(move, Place) and move == Place(want, move.to) and move.target == target
    assert move in state.legal_moves()


@pytest.mark.parametrize("how", ["rotate", "R"])
def test_the_rotate_button_and_the_r_key_turn_the_tray_tile(how: str) -> None:
    state = at([])
    model = Tapper(NiJuTapModel, state)
    kind = 5
    model.tap(hand(kind))
    assert model.can_rotate()
    if how == "rotate":
        assert model.control("rotate") is None
    else:
        model.selection = model.rotate()  # the R key presses Rotate, whose answer this is
        assert model.selection is not None
    turned = rotate(kind_byte(kind), 1)
    move = model.tap(square((0, 0)))
    assert isinstance(move, Place) and move.byte == turned and move.target == (0, 0)
    # The tray remembers how the player left the tile, after the move too.
    after = state.apply(move)
    assert isinstance(after, NiJuState)
    model.reset(after)
    assert model.tray_byte(0, kind) == turned and model.pick is None


def test_a_tile_that_looks_the_same_turned_offers_no_rotation() -> None:
    model = Tapper(NiJuTapModel, at([]))
    symmetric = next(k for k in range(1, 21) if len(orientations(k)) == 1)
    model.tap(hand(symmetric))
    assert not model.can_rotate()
    model.control("rotate")
    assert model.byte == kind_byte(symmetric)


# ----- movement: a tile picked up, turned, stepped ---------------------------------------
def test_moving_a_tile_turned_by_a_second_tap() -> None:
    state = at(ALL_DOWN)
    model = Tapper(NiJuTapModel, state)
    assert model.hand_kinds() == set() and model.open_squares() == []
    assert model.movable() == set(state.movable_tiles())
    sq = state.movable_tiles()[0]
    here = state.tile_at(sq)
    assert here is not None
    model.tap(tile(sq))
    assert model.picked_tile() == sq and model.byte == here.byte and model.peek == sq
    assert model.targets() == state.targets(sq)
    model.tap(tile(sq))  # a second tap turns it
    target = state.targets(sq)[-1]
    move = model.tap(square(target))
    assert isinstance(move, Step) and move == Step(move.frm, move.to, rotate(here.byte, 1))
    assert move.origin == sq and move.target == target and move in state.legal_moves()


def test_moving_a_tile_without_turning_it() -> None:
    state = at(ALL_DOWN)
    model = Tapper(NiJuTapModel, state)
    sq = state.movable_tiles()[-1]
    model.tap(tile(sq))
    move = model.tap(square(state.targets(sq)[0]))
    here = state.tile_at(sq)
    assert isinstance(move, Step) and here is not None and move.byte == here.byte


def test_pass_only_when_no_tile_may_move() -> None:
    stuck = stuck_white()
    model = Tapper(NiJuTapModel, stuck)
    assert model.movable() == set()
    move = model.control("pass")
    assert isinstance(move, Pass) and stuck.legal_moves() == [move]
    # Nothing on the table can be picked up: a tap on a tile only peeks at it.
    assert model.tap(tile((3, 2))) is None and model.pick is None and model.peek == (3, 2)
    # Where a tile may move, there is no Pass.
    assert Tapper(NiJuTapModel, at(ALL_DOWN)).control("pass") is None
    assert Tapper(NiJuTapModel, at([])).control("pass") is None


# ----- taps that only select, deselect or cancel -------------------------------------------
def test_cancelling_a_pick() -> None:
    state = at(WIN_LINE)
    model = Tapper(NiJuTapModel, state)
    model.tap(hand(7))
    model.tap(("bg", "1"))  # the empty table
    assert model.pick is None and model.targets() == []
    model.tap(hand(7))
    model.tap(square((40, 40)))  # a square no tile may go to (not even known)
    assert model.pick is None
    model.tap(hand(7))
    model.clear()  # Esc
    assert model.pick is None
    model.tap(hand(7))
    assert model.tap(None) is None and model.picked_kind() == 7  # a seat's gap keeps the choice


def test_taps_that_change_the_pick_but_play_nothing() -> None:
    state = at(WIN_LINE)
    model = Tapper(NiJuTapModel, state)
    assert model.tap(hand(20)) is None  # White's kind 20 is down already: nothing happens
    assert model.pick is None
    model.tap(hand(7))
    model.tap(hand(9))  # another tray tile replaces the pick
    assert model.picked_kind() == 9
    model.tap(tile((0, 0)))  # a tile that cannot move only peeks
    assert model.picked_kind() == 9 and model.peek == (0, 0)
    assert model.tap(("hand-kind", "x")) is None and model.picked_kind() == 9

    moving = at(ALL_DOWN)
    model = Tapper(NiJuTapModel, moving)
    a, b = moving.movable_tiles()[:2]
    model.tap(tile(a))
    model.tap(tile(b))
    assert model.picked_tile() == b
    stuck = next(sq for sq in moving.tiles() if sq not in moving.movable_tiles())
    model.tap(tile(stuck))  # a tile that may not move drops a tile pick
    assert model.pick is None and model.peek == stuck


def test_a_finished_game_takes_no_tap() -> None:
    won = at(["aa@0,0", "17@1,0", "3c@1,-1", "1b@-1,0", "2d@-1,-1",
                                         "39@0,1", "95@1,1", "a5@0,-1", "78@-1,1"])
    assert won.outcome() is not None
    model = Tapper(NiJuTapModel, won)
    assert model.tap(hand(1)) is None and model.pick is None
    assert model.control("pass") is None and model.open_squares() == []


# ----- the property: taps reach exactly the legal moves ---------------------------------------
def taps_for(move: object, state: NiJuState, model: Tapper) -> list[tuple[str, str]]:
    """The taps a player makes for ``move`` (picking, then turning until it shows right)."""
    if isinstance(move, Place):
        first = hand(move.kind)
        start = model.tray_byte(state.to_move or 0, move.kind)
    else:
        assert isinstance(move, Step)
        first = tile(move.origin)
        here = state.tile_at(move.origin)
        assert here is not None
        start = here.byte
    turns = next(n for n in range(4) if rotate(start, n) == move.byte)
    return [first] * (1 + turns) + [square(move.target)]


def random_hits(state: NiJuState, rng: Random) -> list[tuple[str, str] | None]:
    squares = list(state.tiles()) + state.placement_squares() + [(99, 99)]
    hits: list[tuple[str, str] | None] = [None, ("bg", "1")]
    hits += [hand(rng.randint(1, 21)) for _ in range(3)]
    hits += [tile(rng.choice(squares)) for _ in range(3)]
    hits += [square(rng.choice(squares)) for _ in range(3)]
    return hits


def test_every_legal_move_can_be_tapped_and_every_tapped_move_is_legal() -> None:
    rng = Random(13)
    visited = 0
    for game in range(3):
        state = at([]) if game < 2 else at(ALL_DOWN)
        model = Tapper(NiJuTapModel, state)
        for _ply in range(25):
            if state.outcome() is not None:
                break
            model.reset(state)
            legal = state.legal_moves()
            sample = legal if len(legal) <= 60 else rng.sample(legal, 60)
            for move in sample:
                model.reset(state)
                if isinstance(move, Pass):
                    got = model.control("pass")
                else:
                    got = None
                    for hit in taps_for(move, state, model):
                        got = model.tap(hit)
                assert got == move, (str(move), state.position_text())
            model.reset(state)
            hits = random_hits(state, rng)
            for _ in range(40):  # random taps and buttons: whatever they make is legal
                action = rng.random()
                made = (model.control(rng.choice(["rotate", "pass", "fit"])) if action < 0.15
                        else model.tap(rng.choice(hits)))
                if made is not None:
                    assert made in legal
                    model.reset(state)
            visited += 1
            after = state.apply(state.random_move(rng))
            assert isinstance(after, NiJuState)
            state = after
    stuck = stuck_white()
    model = Tapper(NiJuTapModel, stuck)
    assert model.control("pass") == stuck.legal_moves()[0]
    assert visited >= 50


# ----- the view on a fake DOM: taps on elements, keyed layers, destroy ------------------------
def make_view() -> tuple[NiJuView, Any]:
    board = document.createElementNS("http://www.w3.org/2000/svg", "svg")
    seats = (document.createElement("div"), document.createElement("div"))
    view = NiJuView(board, *seats)
    controls = document.createElement("div")
    view.build_controls(controls)
    return view, controls


def test_the_view_plays_what_its_elements_are_tapped_for() -> None:
    state = at(WIN_LINE)
    view, controls = make_view()
    view.render(BoardState(state))
    tray = view.seats[1]  # White's tray below
    button = one(tray, "data-hand-kind", "12")
    assert page_tap(view, button) is None
    assert "picked" in button.getAttribute("class")
    targets = sorted(r.getAttribute("data-square") for r in view.board.find_all("data-square")
                     if "target" in r.getAttribute("class"))
    assert targets == sorted(square_name(sq) for sq in state.placement_squares())
    icon_before = button.children[0]
    assert page_control(view, "rotate") is None
    assert button.getAttribute("data-pattern") == f"{rotate(kind_byte(12), 1):02x}"
    assert button.children[0] is not icon_before and one(tray, "data-hand-kind", "12") is button
    cell = one(view.board, "data-square", "0,1")
    assert str(page_tap(view, cell)) == f"{rotate(kind_byte(12), 1):02x}@0,1"
    assert not one(controls, "data-view-action", "rotate").disabled


def test_a_moved_tile_keeps_its_element_and_turning_it_keeps_it_too() -> None:
    state = at(ALL_DOWN)
    view, controls = make_view()
    view.render(BoardState(state))
    sq = state.movable_tiles()[0]
    element = one(view.board, "data-tile", square_name(sq))
    assert "movable" in element.getAttribute("class")
    page_tap(view, element)
    page_tap(view, element)  # turned: the same element, drawn again inside
    assert one(view.board, "data-tile", square_name(sq)) is element
    here = state.tile_at(sq)
    assert here is not None
    assert element.getAttribute("data-turned") == f"{rotate(here.byte, 1):02x}"
    target = state.targets(sq)[0]
    move = page_tap(view, one(view.board, "data-square", square_name(target)))
    assert move is not None
    token = str(move)
    after = state.play(token)
    assert isinstance(after, NiJuState)
    view.render(played(state, token))
    assert one(view.board, "data-tile", square_name(target)) is element  # it slides
    assert not element.hasAttribute("data-turned") and "last" in element.getAttribute("class")
    assert one(controls, "data-view-action", "pass").hidden


def test_pass_is_a_button_only_when_legal_and_destroy_unbinds_everything() -> None:
    view, controls = make_view()
    view.render(BoardState(stuck_white()))
    button = one(controls, "data-view-action", "pass")
    assert not button.hidden
    assert str(view.control("pass")) == "pass"
    assert len(view.listeners) > 0 and view.board.listeners["pointerdown"]
    keys = len(document.listeners["keydown"])
    view.destroy()
    assert len(view.listeners) == 0 and not view.board.listeners["pointerdown"]
    assert len(document.listeners["keydown"]) == keys - 1
    assert view.board.children == [] and all(seat.children == [] for seat in view.seats)


# ----- the step the status line words ------------------------------------------------------------
def test_step_and_hint_follow_the_pick_and_the_turn() -> None:
    from tests.web.test_i18n import TABLES

    view = NiJuView(*(document.createElement(tag) for tag in ("svg", "div", "div")))
    state = at([])
    view.render(BoardState(state))

    def step() -> str:
        model, sel = view.taps()
        return model.step(sel)

    assert step() == "" and view.hint(state) == TABLES["en"]["ni-ju.hint.placement"]
    page_tap(view, one(view.seats[1], "data-hand-kind", "7"))
    assert step() == ("hand-turn" if view.taps()[0].can_rotate(view.taps()[1]) else "hand")
    assert "tile 7" in view.hint(state)
    page_tap(view, one(view.board, "data-bg", "1"))  # the table's ground
    assert step() == ""
    mover = at(ALL_DOWN)
    view.render(BoardState(mover))
    sq = sorted(view.taps()[0].movable())[0]
    page_tap(view, one(view.board, "data-tile", square_name(sq)))
    assert step() in ("tile", "tile-turn")
    assert_step_hints("ni-ju", ("hand", "hand-turn", "tile", "tile-turn"))
def test_a_tile_a_lesson_forbids_to_lift_answers_with_its_move() -> None:
    from games.lessons import find

    lesson = find("ni-ju", "movement")
    start = lesson.start()
    assert isinstance(start, NiJuState)
    model = Tapper(NiJuTapModel, start)
    assert model.tap(tile((0, 0))) is None and model.pick is None, "in play: not picked, nothing made"
    model.forbidden = tuple(GAME.parse_move(token) for token, _ in lesson.steps[0].forbid)
    model.reset(start)
    move = model.tap(tile((0, 0)))
    assert move == GAME.parse_move("0,0>-3,-3:65") and not start.is_legal(move)
    assert (0, 0) not in model.movable() and model.pick is None
    assert model.tap(tile((-1, 0))) is None and model.pick == ("tile", (-1, 0)), "a free tile picks"
