"""Siam: one test (or more) per rule and per ruling of shared/rules/siam.md.

Positions are written as piece lists (``"A3:EE B3:RW C3:O"``: square, colon,
``O`` for a rock or E/R with a facing) and turned into position texts, so
each test shows exactly the pieces the rule is about. The rulebook's four
winner examples (shared/seeds/siam-ja.txt, ゲーム終了 例1–例4) are tests
here, set up as in the rulebook.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import BadPosition, GameError, IllegalMove, MalformedMove
from games.siam import GAME, STANDARD
from games.siam.moves import SiamMove
from games.siam.rules import SiamState

COLUMNS = "ABCDE"
START = "...../...../.OOO./...../..... e 0 0,0 - -"


# ----- helpers ---------------------------------------------------------------------------
def board(spec: str) -> str:
    """The board field of a position text for a piece list."""
    pieces: dict[str, str] = {}
    for item in spec.split():
        square, content = item.split(":")
        assert square not in pieces, f"{square} given twice"
        pieces[square] = content
    rows = ["".join(pieces.pop(f"{c}{r}", ".") for c in COLUMNS) for r in range(1, 6)]
    assert not pieces, f"squares off the board: {pieces}"
    return "/".join(rows)


def at(spec: str, ply: int = 10, exits: str = "0,0", options: str = "-") -> SiamState:
    """A running position holding the pieces of ``spec``; ``ply`` decides who moves."""
    return GAME.parse_position(f"{board(spec)} {'er'[ply & 1]} {ply} {exits} - {options}")


def tokens(state: SiamState) -> set[str]:
    return {str(m) for m in state.legal_moves()}


def why(state: SiamState, token: str) -> str:
    """The reason ``token`` is refused (checking the ``TOKEN: reason`` shape)."""
    assert token not in tokens(state)
    with pytest.raises(IllegalMove) as info:
        state.play(token)
    message = str(info.value)
    assert message.startswith(f"{token}: "), message
    return message[len(token) + 2:]


def piece(state: SiamState, square: str) -> str:
    """A square's content in the spec's letters: '.', 'O', or e.g. 'EN'."""
    found = state.piece_at(square)
    if found is None:
        return "."
    if found[0] == "rock":
        return "O"
    return {"elephant": "E", "rhino": "R"}[found[0]] + str(found[1])


def pieces(state: SiamState, squares: str) -> str:
    return " ".join(piece(state, sq) for sq in squares.split())


# ----- the game object and the start ---------------------------------------------------------
def test_game_attributes() -> None:
    assert (GAME.name, GAME.title) == ("siam", "Siam")
    assert (GAME.min_players, GAME.max_players) == (2, 2)
    assert set(GAME.switches) == {"remove-once", "no-opening-restriction"}
    assert not GAME.uses_seed and not GAME.scoring
    assert GAME.player_names(2) == ("elephant", "rhino")


def test_start_position() -> None:
    s = GAME.start()
    assert s.position_text() == START
    assert s.ply == 0 and s.to_move == 0 and not s.over and s.outcome() is None
    assert s.scores() is None
    assert s.players == ("elephant", "rhino")
    assert [sq for sq in STANDARD.names if s.piece_at(sq)] == ["B3", "C3", "D3"]
    assert pieces(s, "B3 C3 D3") == "O O O"
    assert s.reserve(0) == s.reserve(1) == 5


def test_start_moves_are_enters_on_the_14_free_edge_squares() -> None:
    s = GAME.start()
    edge = [sq for sq in STANDARD.names if sq[0] in "AE" or sq[1] in "15"]
    assert len(edge) == 16
    expected = {f"+{sq}{f}" for sq in edge if sq not in ("C1", "C5") for f in "NESW"}
    assert tokens(s) == expected
    assert len(s.legal_moves()) == 56


def test_geometry_is_data() -> None:
    g = STANDARD
    assert g.size == 25 and (g.columns, g.rows) == (5, 5)
    assert {g.names[i] for i in g.edge} == {
        sq for sq in g.names if sq[0] in "AE" or sq[1] in "15"}
    assert [g.names[i] for i in g.rock_start] == ["B3", "C3", "D3"]
    assert {g.names[i] for i in g.restricted} == {"C1", "C5"}
    assert g.animals_per_side == 5
    a1 = g.index("A1")
    # N, E, S, W neighbours; -1 is off the board.
    assert g.neighbour[a1] == (-1, g.index("B1"), g.index("A2"), -1)
    assert g.outside_sides(a1) == (0, 3)
    assert g.outside_sides(g.index("C5")) == (2,)
    assert g.outside_sides(g.index("C3")) == ()


def test_page_queries() -> None:
    s = at("A1:EN B2:RW C3:O D3:O E3:O", ply=10, exits="1,0", options="remove-once")
    assert s.piece_at("A1") == ("elephant", "N")
    assert s.piece_at("B2") == ("rhino", "W")
    assert s.piece_at("C3") == ("rock", None)
    assert s.piece_at("C2") is None
    assert (s.reserve(0), s.reserve(1)) == (4, 4)
    assert s.may_exit(0) is False and s.may_exit(1) is True
    assert s.opening is False
    assert GAME.start().opening is True
    assert GAME.start(switches=["no-opening-restriction"]).opening is False
    assert SiamMove(None, "C1", "S").kind == "enter"
    assert SiamMove("A3", None, None).kind == "exit"
    assert SiamMove("B2", "B2", "N").kind == "turn"
    assert SiamMove("B2", "C2", "E").kind == "move"


# ----- 1. enter ------------------------------------------------------------------------------
def test_enter_an_empty_edge_square_facing_any_way() -> None:
    s = GAME.start()
    for f in "NESW":
        after = s.play(f"+A2{f}")
        assert piece(after, "A2") == f"E{f}"
        assert after.reserve(0) == 4 and after.reserve(1) == 5
        assert after.to_move == 1 and after.ply == 1


def test_enter_only_on_edge_squares() -> None:
    s = GAME.start()
    assert why(s, "+B2N") == "B2 is not an edge square"
    assert why(s, "+C3E") == "C3 is not an edge square"
    assert not any(m.kind == "enter" and m.dst[0] in "BCD" and m.dst[1] in "234"
                   for m in s.legal_moves())


def test_enter_needs_an_animal_in_reserve() -> None:
    s = at("A1:EN A2:EN A4:EN A5:EN E1:EN B3:O C3:O D3:O")
    assert s.reserve(0) == 0
    assert not any(m.kind == "enter" for m in s.legal_moves())
    assert why(s, "+B1S") == "every elephant is already on the board"


def test_enter_pushing_from_outside() -> None:
    s = at("A2:O C3:O D3:O")
    assert {t for t in tokens(s) if t.startswith("+A2")} == {"+A2E"}
    after = s.play("+A2E")
    assert pieces(after, "A2 B2 C2") == "EE O ."
    assert why(s, "+A2N") == "A2 is occupied and cannot be entered from outside towards N"
    assert why(s, "+A2S") == "A2 is occupied and cannot be entered from outside towards S"
    assert why(s, "+A2W") == "A2 is occupied and cannot be entered from outside towards W"


def test_enter_a_corner_from_either_outside_side() -> None:
    s = at("A1:O C3:O E5:O")
    assert {t for t in tokens(s) if t.startswith("+A1")} == {"+A1S", "+A1E"}
    down = s.play("+A1S")  # comes in over the top edge: pushes down column A
    assert pieces(down, "A1 A2 B1") == "ES O ."
    along = s.play("+A1E")  # comes in over the left edge: pushes along row 1
    assert pieces(along, "A1 B1 A2") == "EE O ."
    assert why(s, "+A1N") == "A1 is occupied and cannot be entered from outside towards N"
    assert why(s, "+A1W") == "A1 is occupied and cannot be entered from outside towards W"
    # The opposite corner comes in over the bottom and right edges.
    assert {t for t in tokens(s) if t.startswith("+E5")} == {"+E5N", "+E5W"}
    assert pieces(s.play("+E5N"), "E5 E4") == "EN O"
    assert pieces(s.play("+E5W"), "E5 D5") == "EW O"


def test_enter_push_too_weak() -> None:
    s = at("A2:RW C3:O D3:O B5:O")
    assert why(s, "+A2E") == "the push is too weak: strength 0, needs 1"


def test_enter_push_of_three_rocks_needs_three() -> None:
    weak = at("A3:EE B3:O C3:O D3:O", ply=10)
    assert why(weak, "+A3E") == "the push is too weak: strength 2 against 3 rocks, needs 3"
    strong = at("A3:EE B3:EE C3:O D3:O E3:O")
    over = strong.play("+A3E")
    assert pieces(over, "A3 B3 C3 D3 E3") == "EE EE EE O O"
    assert over.outcome().winner == 0


# ----- 2. move -------------------------------------------------------------------------------
def test_move_one_square_any_way_then_any_facing() -> None:
    s = at("B2:EN B3:O C3:O D3:O E5:RN")
    from_b2 = {t for t in tokens(s) if t.startswith("B2")}
    expected = {"B2B2E", "B2B2S", "B2B2W"}
    expected |= {f"B2{to}{f}" for to in ("A2", "C2", "B1") for f in "NESW"}
    assert from_b2 == expected  # B3 holds a rock behind it: no backward push
    after = s.play("B2C2S")
    assert pieces(after, "B2 C2") == ". ES"
    assert after.reserve(0) == 4


def test_move_only_to_a_neighbouring_square() -> None:
    s = at("B2:EN B3:O C3:O D3:O")
    assert why(s, "B2D2N") == "D2 is not next to B2"
    assert why(s, "B2C1N") == "C1 is not next to B2"  # no diagonal steps


def test_only_your_own_animals_move() -> None:
    s = at("B2:RN A1:EN B3:O C3:O D3:O")
    assert why(s, "B2C2W") == "B2 holds no animal of the player to move"
    assert why(s, "C2C1N") == "C2 holds no animal of the player to move"
    assert why(s, "B3B4S") == "B3 holds no animal of the player to move"  # a rock
    assert why(s, "B2B2E") == "B2 holds no animal of the player to move"
    assert why(s, "B2-") == "B2 holds no animal of the player to move"


def test_squares_off_the_board() -> None:
    s = at("E5:EN B3:O C3:O D3:O")
    assert why(s, "+F1S") == "there is no square F1 on this board"
    assert why(s, "A6-") == "there is no square A6 on this board"
    assert why(s, "E5F5E") == "there is no square F5 on this board"
    assert why(s, "E5E6S") == "there is no square E6 on this board"


# ----- 3. turn -------------------------------------------------------------------------------
def test_turn_must_change_the_facing() -> None:
    s = at("B2:EN B3:O C3:O D3:O")
    assert {"B2B2E", "B2B2S", "B2B2W"} <= tokens(s)
    assert why(s, "B2B2N") == "the animal on B2 already faces N"
    after = s.play("B2B2W")
    assert piece(after, "B2") == "EW"
    assert after.reserve(0) == s.reserve(0)


# ----- 4. exit -------------------------------------------------------------------------------
def test_exit_from_edge_squares_only() -> None:
    s = at("A2:EN B2:EN A1:ES B3:O C3:O D3:O")
    assert {"A2-", "A1-"} <= tokens(s)
    assert why(s, "B2-") == "B2 is not an edge square, so the animal cannot exit from it"
    after = s.play("A2-")
    assert piece(after, "A2") == "."
    assert after.reserve(0) == s.reserve(0) + 1
    assert after.exits == (1, 0)
    assert after.position_text().split()[3] == "1,0"


def test_exits_are_unlimited_without_remove_once() -> None:
    s = at("A2:EN E2:EN E4:RN B3:O C3:O D3:O")
    s = s.play("A2-").play("E4E4W").play("E2-")
    assert s.exits == (2, 0)


def test_remove_once_allows_one_exit_per_side() -> None:
    s = at("A2:EN E2:EN E4:RN B3:O C3:O D3:O", options="remove-once")
    s = s.play("A2-")
    assert "E4-" in tokens(s)  # the rhinos have their own exit
    s = s.play("E4E4W")
    assert "E2-" not in tokens(s)
    assert why(s, "E2-") == "each player may exit only once in a game (remove-once)"
    assert s.may_exit(0) is False and s.may_exit(1) is True
    # The same, read from the exits field of a position text.
    t = at("E2:EN B3:O C3:O D3:O", exits="1,0", options="remove-once")
    assert why(t, "E2-") == "each player may exit only once in a game (remove-once)"


# ----- 5. push: the rule net >= max(1, r) --------------------------------------------------------
def _line_position(line: list[str], enter: bool) -> tuple[SiamState, str]:
    """The elephant pushes ``line`` east along row 3, entering at A3 or from A3."""
    squares = ["A3", "B3", "C3", "D3", "E3"][0 if enter else 1:]
    spec = [] if enter else ["A3:EE"]
    spec += [f"{sq}:{p}" for sq, p in zip(squares, line)]
    spec += [f"{sq}:O" for sq in ("A5", "C5", "E5")[: 3 - line.count("O")]]
    return at(" ".join(spec)), ("+A3E" if enter else "A3B3E")


def _formula(line: list[str]) -> tuple[int, int]:
    """Strength and rocks of an eastward push, counted here independently."""
    net = 1 + sum(1 for p in line if p[1:] == "E") - sum(1 for p in line if p[1:] == "W")
    return net, line.count("O")


LINE_CASES = [
    ("O", True),               # a single rock needs 1
    ("O O", False),            # two rocks need 2
    ("O O O", False),          # three need 3
    ("EE O O", True),          # a friend facing the push adds 1
    ("RE O O", True),          # an opponent's animal facing the push helps too
    ("EN O O", False),         # sideways counts 0
    ("RS O", True),            # ... and does not hinder
    ("RW", False),             # a rival facing against cancels the pusher
    ("EW", False),             # so does an own animal: it may block
    ("EE RW", True),           # pusher, friend, rival: 1+1-1
    ("RW EE", True),           # pusher, rival, friend: order does not matter
    ("RW RW EE EE", True),     # 1-2+2
    ("RW RW EE", False),       # 1-2+1
    ("RW EE O", True),         # 1 against 1 rock
    ("RW EE O O", False),      # 1 against 2 rocks
    ("O RW", False),           # animals beyond a rock count too
    ("O EE", True),
    ("EE EE O O", True),       # 3 against 2 (the move variant drops the last rock)
    ("EE O O O", False),       # 2 against 3
    ("EE RE O O", True),
    ("EN", True),              # a lone sideways animal: 1 >= 1
    ("RE RE O O O", True),     # enter only: 3 against 3, a rock falls
    ("EE EN O O O", False),    # enter only: 2 against 3
]


@pytest.mark.parametrize("enter", [True, False], ids=["enter", "move"])
@pytest.mark.parametrize("line,legal", LINE_CASES, ids=[c[0] for c in LINE_CASES])
def test_push_rule(line: str, legal: bool, enter: bool) -> None:
    cells = line.split()
    if len(cells) > (5 if enter else 4):
        pytest.skip("line longer than the row")
    net, rocks = _formula(cells)
    assert legal == (net >= max(1, rocks)), "the table disagrees with the formula"
    s, token = _line_position(cells, enter)
    _check_push(s, token, cells, legal, net, rocks, enter)


def _check_push(s: SiamState, token: str, cells: list[str], legal: bool, net: int,
                rocks: int, enter: bool) -> None:
    if not legal:
        need = max(1, rocks)
        against = f" against {rocks} rock{'s' if rocks != 1 else ''}" if rocks else ""
        assert why(s, token) == f"the push is too weak: strength {net}{against}, needs {need}"
        return
    after = s.play(token)
    first = 0 if enter else 1
    row = [piece(after, f"{c}3") for c in COLUMNS]
    assert row[first] == "EE"  # the pusher, still facing the push
    assert enter or row[0] == "."
    shifted = cells[: 4 - first]  # what stays on the board, one square on, facings kept
    assert row[first + 1: first + 1 + len(shifted)] == shifted
    fell = cells[4 - first:]  # [] or the one piece that went over the edge
    assert after.over == (fell == ["O"])


piece_codes = st.sampled_from(["O", "EN", "EE", "ES", "EW", "RN", "RE", "RS", "RW"])


@settings(max_examples=150, deadline=None)
@given(st.lists(piece_codes, min_size=1, max_size=5), st.booleans())
def test_push_rule_random_lines(cells: list[str], enter: bool) -> None:
    if not enter:
        cells = cells[:4]
    elephants = sum(1 for c in cells if c[0] == "E") + 1  # the pusher, in reserve or on A3
    if cells.count("O") > 3 or elephants > 5:
        return
    net, rocks = _formula(cells)
    s, token = _line_position(cells, enter)
    _check_push(s, token, cells, net >= max(1, rocks), net, rocks, enter)


def test_pusher_rival_friend_in_a_column_keep_their_facings() -> None:
    # Pusher facing N, a rival facing S, a friend facing N: +1 -1 +1 = 1.
    s = at("B5:EN B4:RS B3:EN C3:O D3:O A1:O")
    after = s.play("B5B4N")
    assert pieces(after, "B5 B4 B3 B2") == ". EN RS EN"


def test_no_sideways_or_backwards_push() -> None:
    s = at("B2:EN B3:O C2:RN C3:O D3:O")
    assert why(s, "B2B3S") == "the animal on B2 faces N and can push only that way"
    assert why(s, "B2B3N") == "the animal on B2 faces N and can push only that way"
    assert why(s, "B2C2E") == "the animal on B2 faces N and can push only that way"
    assert not any(t.startswith(("B2B3", "B2C2")) for t in tokens(s))


def test_push_token_facing_is_the_direction_of_travel() -> None:
    s = at("B2:ES B3:O C3:O D3:O")
    assert {t for t in tokens(s) if t.startswith("B2B3")} == {"B2B3S"}
    for f in "NEW":
        assert why(s, f"B2B3{f}") == "a pushing animal keeps its facing"
    after = s.play("B2B3S")
    assert pieces(after, "B2 B3 B4") == ". ES O"


def test_pushed_off_animal_goes_back_to_its_owners_reserve() -> None:
    # Pushing back two animals takes three (the rulebook's count): 3 - 2 = 1.
    s = at("A3:EE B3:EE C3:EE D3:RW E3:RW A1:O E1:O C5:O", options="remove-once")
    assert s.reserve(1) == 3
    after = s.play("A3B3E")
    assert pieces(after, "A3 B3 C3 D3 E3") == ". EE EE EE RW"
    assert after.reserve(1) == 4 and after.reserve(0) == 2
    assert not after.over
    assert after.exits == (0, 0)  # not an exit: remove-once still allows one
    assert "E3-" in tokens(after)


def test_two_animals_cannot_push_back_two() -> None:
    s = at("A3:EE B3:EE C3:RW D3:RW A1:O E1:O C5:O")
    assert why(s, "A3B3E") == "the push is too weak: strength 0, needs 1"


def test_own_animal_pushed_off_by_own_push() -> None:
    s = at("D2:EE E2:EN B3:O C3:O D3:O")
    after = s.play("D2E2E")
    assert pieces(after, "D2 E2") == ". EE"
    assert after.reserve(0) == 4 and not after.over


# ----- end of game: the rulebook's examples -----------------------------------------------------
def _finished(state: SiamState, winner: int, reason: str, result: str) -> None:
    outcome = state.outcome()
    assert state.over and outcome is not None
    assert outcome.winner == winner and not outcome.draw
    assert outcome.reason == reason
    assert state.to_move is None and state.legal_moves() == []
    fields = state.position_text().split()
    assert fields[1] == "-" and fields[4] == result
    assert sum(1 for sq in STANDARD.names if state.piece_at(sq) == ("rock", None)) == 2
    again = GAME.parse_position(state.position_text())
    assert again.position_text() == state.position_text()
    assert again.outcome() == outcome


RULEBOOK_EXAMPLES = [
    # 例1: an elephant on D4 facing right pushes the rock on E4 off.
    pytest.param("D4:EE E4:O B3:O C3:O", 10, "D4E4E", "E4", "EE",
                 0, "Elephant on E4 pushed the rock out", "e@E4", id="1-lone-pusher-wins"),
    # 例2: rhinos on A3–D3 facing right, a rock on E3; a rhino enters A3 from the left.
    pytest.param("A3:RE B3:RE C3:RE D3:RE E3:O B5:O D5:O", 11, "+A3E", "A3 B3 C3 D3 E3",
                 "RE RE RE RE RE", 1, "Rhino on E3 pushed the rock out", "r@E3",
                 id="2-a-line-of-rhinos"),
    # 例3: rocks A2, B2; elephant C2, rhino D2, elephant E2, all facing left;
    # a rhino enters E2 from the right and the rock on A2 falls: the elephants win.
    pytest.param("A2:O B2:O C2:EW D2:RW E2:EW C4:O", 11, "+E2W", "A2 B2 C2 D2 E2",
                 "O EW RW EW RW", 0, "Elephant on B2 pushed the rock out (the rhinos' push)",
                 "e@B2!", id="3-the-pusher-hands-the-win-to-the-other-side"),
    # 例4: rocks D3, E3; a rhino on C3 facing up, elephants on B3 and A3 facing right;
    # a rhino enters A3 from the left. The rhino next to the rock faces up: the
    # elephant that now stands on C3 is the nearest animal facing the push.
    pytest.param("A3:EE B3:EE C3:RN D3:O E3:O B5:O", 11, "+A3E", "A3 B3 C3 D3 E3",
                 "RE EE EE RN O", 0, "Elephant on C3 pushed the rock out (the rhinos' push)",
                 "e@C3!", id="4-a-sideways-animal-does-not-count"),
]


@pytest.mark.parametrize("spec, ply, move, squares, shown, winner, reason, result",
                         RULEBOOK_EXAMPLES)
def test_the_rulebook_examples(spec: str, ply: int, move: str, squares: str, shown: str,
                               winner: int, reason: str, result: str) -> None:
    after = at(spec, ply=ply).play(move)
    assert pieces(after, squares) == shown
    _finished(after, winner, reason, result)


def test_pusher_wins_when_no_animal_of_the_line_faces_the_push() -> None:
    s = at("C4:EE D4:RN E4:O B3:O C3:O")
    _finished(s.play("C4D4E"), 0, "Elephant on D4 pushed the rock out", "e@D4")


def test_the_nearest_facing_animal_wins_even_behind_a_rock() -> None:
    # pusher, rhino facing the push, rock, elephant facing the push, rock (falls)
    s = at("A1:RE B1:RE C1:O D1:EE E1:O C3:O", ply=11)
    _finished(s.play("A1B1E"), 0, "Elephant on E1 pushed the rock out (the rhinos' push)",
              "e@E1!")


def test_no_move_after_the_end() -> None:
    over = at("D4:EE E4:O B3:O C3:O").play("D4E4E")
    with pytest.raises(IllegalMove) as info:
        over.play("+A1E")
    assert str(info.value) == "+A1E: the game is over"


def test_a_piece_pushed_off_that_is_not_a_rock_does_not_end_the_game() -> None:
    s = at("D4:EE E4:RN B3:O C3:O D3:O")
    after = s.play("D4E4E")
    assert not after.over and after.to_move == 1


# ----- opening restriction -------------------------------------------------------------------
def test_opening_restriction_by_moves() -> None:
    s = GAME.start()
    assert why(s, "+C1S") == "no animal may enter C1 in each player's first two turns"
    assert why(s, "+C5N") == "no animal may enter C5 in each player's first two turns"
    s = s.play("+B1E").play("+A1E")
    assert why(s, "B1C1E") == "no animal may move onto C1 in each player's first two turns"
    s = s.play("+E5N")
    assert s.ply == 3 and "+C1S" not in tokens(s)
    # Ply 3: the rhino pushes the elephant onto C1 - allowed, the pusher ends on B1.
    s = s.play("A1B1E")
    assert pieces(s, "A1 B1 C1") == ". RE EE"
    assert s.ply == 4 and not s.opening
    assert {"+C5N", "+C5E", "+C5S", "+C5W"} <= tokens(s)


OPENING = "B1:EE C1:ES A5:EE B5:RN B3:O C3:O D3:O"


def test_opening_restriction_in_a_position() -> None:
    s = at(OPENING, ply=2)
    assert s.opening
    assert {"C1C1N", "C1C1E", "C1C1W", "C1-"} <= tokens(s)  # already there: turn, exit
    assert "C1D1E" in tokens(s)
    assert "A5B5E" in tokens(s)  # shoves the rhino onto C5: allowed
    assert pieces(s.play("A5B5E"), "A5 B5 C5") == ". EE RN"
    assert why(s, "B1C1E") == "no animal may move onto C1 in each player's first two turns"
    assert why(s, "+C1S") == "no animal may enter C1 in each player's first two turns"
    assert why(s, "+C5N") == "no animal may enter C5 in each player's first two turns"
    assert why(s, "B5C5E") == "B5 holds no animal of the player to move"


def test_opening_restriction_lasts_plies_0_to_3() -> None:
    for ply, barred in ((0, True), (1, True), (2, True), (3, True), (4, False), (5, False)):
        s = at("B3:O C3:O D3:O", ply=ply)
        assert s.opening == barred
        assert ("+C1S" in tokens(s)) != barred


def test_opening_restriction_off_with_the_option() -> None:
    s = GAME.start(switches=["no-opening-restriction"])
    assert len(s.legal_moves()) == 64
    assert {"+C1S", "+C5N"} <= tokens(s)
    t = at(OPENING, ply=2, options="no-opening-restriction")
    assert {"B1C1E", "+C1S", "+C5N"} <= tokens(t)
    assert pieces(t.play("B1C1E"), "B1 C1 D1") == ". EE ES"


def test_after_the_opening_c1_is_an_ordinary_square() -> None:
    s = at(OPENING, ply=4)
    assert {"B1C1E", "+C1S", "+C5N"} <= tokens(s)
    assert pieces(s.play("+C1S"), "C1 C2") == "ES ES"


# ----- there is always a move -----------------------------------------------------------------
def test_a_boxed_in_side_can_still_turn() -> None:
    s = at("A1:ES A2:EN B1:EW B2:EN C2:EW A3:RE B3:RS C1:RW C3:O D3:O E3:O", ply=10)
    assert s.reserve(0) == 0
    moves = tokens(s)
    assert moves and {"A1A1E", "B2B2S"} <= moves


def test_a_side_with_nothing_on_the_board_can_enter() -> None:
    spec = "A1:RS B1:RS C1:RS D1:RS E1:RS A2:O A3:O A4:O"
    s = at(spec, ply=10)
    assert {t for t in tokens(s) if t.startswith("+A5")} == {"+A5N", "+A5E", "+A5S", "+A5W"}
    assert all(m.kind == "enter" for m in s.legal_moves())


# ----- move tokens -------------------------------------------------------------------------------
@pytest.mark.parametrize("token", ["+C1S", "+A1E", "B2C2E", "B2B2N", "A3-", "E5E4N", "+E5W"])
def test_tokens_round_trip(token: str) -> None:
    move = GAME.parse_move(token)
    assert str(move) == token
    assert GAME.parse_move(str(move)) == move


def test_token_parts() -> None:
    assert GAME.parse_move("+C1S") == SiamMove(None, "C1", "S")
    assert GAME.parse_move("A3-") == SiamMove("A3", None, None)
    assert GAME.parse_move("B2B2N") == SiamMove("B2", "B2", "N")
    assert GAME.parse_move("B2C2E") == SiamMove("B2", "C2", "E")


@pytest.mark.parametrize("token", [
    "", "C1S", "+c1S", "+C1s", "+C1X", "+C1", "B2C2", "A3", "A3--", "-A3", " +C1S",
    "+C1S ", "B2-C2E", "B2 C2 E", "+C²S", "+A٣S", "B2C2EE", "pass",
])
def test_malformed_tokens(token: str) -> None:
    with pytest.raises(MalformedMove) as info:
        GAME.parse_move(token)
    message = str(info.value)
    assert message.startswith(f"{token!r} is not a Siam move")
    assert "'+C1S'" in message and "'B2C2E'" in message and "'B2B2N'" in message
    assert "'A3-'" in message


def test_a_token_that_is_not_text() -> None:
    for token in (None, 5, b"+C1S"):
        with pytest.raises(MalformedMove, match="must be text"):
            GAME.parse_move(token)  # type: ignore[arg-type]


# ----- position text -------------------------------------------------------------------------------
def test_position_text_round_trips_and_keeps_everything() -> None:
    s = GAME.start(switches=["remove-once", "no-opening-restriction"])
    s = s.play("+A1E").play("+E5N").play("A1-")
    text = s.position_text()
    assert text == "...../...../.OOO./...../....RN r 3 1,0 - no-opening-restriction,remove-once"
    again = GAME.parse_position(text)
    assert again.position_text() == text
    assert again == s and hash(again) == hash(s)
    assert tokens(again) == tokens(s)
    assert again.options.switches == s.options.switches
    assert again.exits == (1, 0) and again.ply == 3 and again.to_move == 1


def test_position_text_of_a_finished_game() -> None:
    over = at("A3:EE B3:EE C3:RN D3:O E3:O B5:O", ply=11).play("+A3E")
    text = over.position_text()
    assert text == "...../...../REEEEERNO/...../.O... - 12 0,0 e@C3! -"
    again = GAME.parse_position(text)
    assert again.over and again.outcome() == over.outcome()
    assert again.legal_moves() == []


GOOD_BOARD = "...../...../.OOO./...../....."
BAD_POSITIONS = [
    (f"{GOOD_BOARD} e 0 0,0 -", "a Siam position has 6 fields"),
    (f"{GOOD_BOARD} e 0 0,0 - - -", "not 7"),
    ("", "not 0"),
    ("...../.OOO./...../..... e 0 0,0 - -", "the board has 5 rows separated by '/', not 4"),
    ("...../...../.OOX./...../..... e 0 0,0 - -", "row 3 '.OOX.': squares are"),
    ("...../...../.OOO./...../.... e 0 0,0 - -", "row 5 '....' has 4 squares, not 5"),
    ("...../...../.OOO./...../.EE.... e 0 0,0 - -", "row 5 '.EE....' has 6 squares, not 5"),
    ("E..../...../.OOO./...../..... e 0 0,0 - -", "row 1 'E....': squares are"),
    ("en.../...../.OOO./...../..... e 0 0,0 - -", "row 1 'en...': squares are"),
    (f"{GOOD_BOARD} x 0 0,0 - -", "to-move 'x' should be 'e' or 'r' in a game still going"),
    (f"{GOOD_BOARD} - 0 0,0 - -", "to-move '-' should be 'e' or 'r'"),
    (f"{GOOD_BOARD} r 0 0,0 - -", "to-move 'r' does not fit ply 0"),
    (f"{GOOD_BOARD} e 1 0,0 - -", "to-move 'e' does not fit ply 1"),
    (f"{GOOD_BOARD} e x 0,0 - -", "ply 'x' is not a whole number"),
    (f"{GOOD_BOARD} e -2 0,0 - -", "ply '-2' is not a whole number"),
    (f"{GOOD_BOARD} e ² 0,0 - -", "ply '²' is not a whole number"),
    (f"{GOOD_BOARD} e 0 0 - -", "exits '0' should be two counts like '0,1'"),
    (f"{GOOD_BOARD} e 0 0,0,0 - -", "exits '0,0,0'"),
    (f"{GOOD_BOARD} e 0 a,b - -", "exits 'a,b'"),
    (f"{GOOD_BOARD} e 0 ٣,0 - -", "exits '٣,0'"),
    (f"{GOOD_BOARD} e 0 0,0 - foo", "options field: siam has no option 'foo'"),
    (f"{GOOD_BOARD} e 0 2,0 - remove-once", "remove-once allows one exit per side, not 2"),
    ("...../...../.OO../...../..... e 0 0,0 - -", "a game still going has 3 rocks, not 2"),
    ("O..../...../.OOO./...../..... e 0 0,0 - -", "a game still going has 3 rocks, not 4"),
    ("EN..../EN..../ENOOO./EN..../ENEN... e 0 0,0 - -", "6 elephants on the board; each side has 5"),
    (f"{GOOD_BOARD} e 0 0,0 x@B2 -", "result 'x@B2' should be '-' or like 'e@B2' / 'r@C4!'"),
    ("...../.EN.../..OO./...../..... - 1 0,0 e@F9 -", "result 'e@F9' should be '-'"),
    ("...../.EN.../..OO./...../..... - 1 0,0 e@B2? -", "result 'e@B2?' should be '-'"),
    ("...../.EN.../..OO./...../..... e 1 0,0 e@B2 -", "to-move must be '-' once the game is over"),
    ("...../.EN.../.OOO./...../..... - 1 0,0 e@B2 -", "a finished game has 2 rocks, not 3"),
    ("...../.RN.../..OO./...../..... - 1 0,0 e@B2 -", "result names B2, which holds no elephant"),
    ("...../...../..OO./...../..... - 1 0,0 e@B2 -", "result names B2, which holds no elephant"),
    ("...../.EN.../..OO./...../..... - 0 0,0 e@B2 -", "a finished game has at least one ply"),
    ("...../.EN.../..OO./...../..... - 2 0,0 e@B2 -", "result 'e@B2': the push of ply 2"),
    ("...../.EN.../..OO./...../..... - 1 0,0 e@B2! -", "result 'e@B2!': the push of ply 1"),
]


@pytest.mark.parametrize("text,message", BAD_POSITIONS, ids=[m for _, m in BAD_POSITIONS])
def test_bad_positions(text: str, message: str) -> None:
    with pytest.raises(BadPosition) as info:
        GAME.parse_position(text)
    assert message in str(info.value)


def test_good_finished_positions_parse() -> None:
    s = GAME.parse_position("...../.EN.../..OO./...../..... - 1 0,0 e@B2 -")
    assert s.outcome().winner == 0 and s.outcome().reason == "Elephant on B2 pushed the rock out"
    t = GAME.parse_position("...../.EN.../..OO./...../..... - 2 0,0 e@B2! -")
    assert t.outcome().reason == "Elephant on B2 pushed the rock out (the rhinos' push)"


def test_a_position_that_is_not_text() -> None:
    with pytest.raises(BadPosition, match="a position must be text"):
        GAME.parse_position(None)  # type: ignore[arg-type]


def test_every_error_is_a_value_error() -> None:
    for cls in (BadPosition, IllegalMove, MalformedMove):
        assert issubclass(cls, GameError) and issubclass(cls, ValueError)
