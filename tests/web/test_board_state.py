"""The board value the page hands a view (``web.board_state``): the last turn it names, the
move shown before it is played, whose hands may be shown, and the session's moves it reads."""

from __future__ import annotations

from games import get_game
from games.session import Session
from web.board_state import (NOTHING, BoardState, Ply, carried, last_turn_with, open_hands, plies,
                             same_but_selection, with_selection)

SP_TOKENS = [">Gs1", ">Gc2", ">Gt1", ">Wc2", "b:Ps1@6,0+", "b:Pc2@6,-2", "b:Yw1@8,0+",
             "a:Oa2@6,4+", "b:Bw1@0,-2+", "b:Rs2@0,-4", "draw"]


def test_the_session_keeps_a_move_value_for_every_token_it_plays_or_reads() -> None:
    session, error = Session.from_tokens(get_game("symbol-pallet").start(players=2, seed=3), SP_TOKENS)
    assert error is None and [str(move) for move in session.moves] == SP_TOKENS
    session.goto(9)
    move = session.moves[9]
    session.play_move(move)  # a tap's value: the undone tail goes, as with a token
    assert session.tokens[-1] == str(move) and len(session.moves) == len(session.tokens) == 10
    session.goto(4)
    session.agree_draw()
    assert len(session.moves) == len(session.tokens) == 4


def test_the_turn_holds_the_plies_of_the_last_turn_with_their_states() -> None:
    session, _ = Session.from_tokens(get_game("symbol-pallet").start(players=2, seed=3), SP_TOKENS)
    session.goto(10)
    turn = plies(session, session.last_turn())
    assert [str(ply.move) for ply in turn] == SP_TOKENS[7:10]
    assert all(ply.before is session.states[i + 7] and ply.after is session.states[i + 8]
               for i, ply in enumerate(turn))


def test_a_shown_move_joins_the_turn_as_if_played_and_the_session_stays() -> None:
    siam = get_game("siam")
    session, _ = Session.from_tokens(siam.start(), ["+B1S"])
    before = session.current
    move = siam.parse_move("+E1W")
    ply = Ply(before, move, before.apply(move))
    assert last_turn_with(session, ply) == (ply,)  # the other player's one ply: a turn of its own
    sp, _ = Session.from_tokens(get_game("symbol-pallet").start(players=2, seed=3), SP_TOKENS)
    sp.goto(9)
    nxt = sp.moves[9]
    shown = Ply(sp.current, nxt, sp.current.apply(nxt))
    assert [str(p.move) for p in last_turn_with(sp, shown)] == SP_TOKENS[7:10]  # Blue's third joins
    assert sp.cursor == 9 and len(sp.tokens) == 11


def test_hands_shown_at_once_are_a_learners_every_seat_or_the_one_persons() -> None:
    assert open_hands(3, frozenset(), solo=True) == {0, 1, 2}
    assert open_hands(3, frozenset({1, 2}), solo=False) == {0}
    assert open_hands(3, frozenset({2}), solo=False) == frozenset()
    assert open_hands(2, frozenset(), solo=False) == frozenset()


def test_a_board_value_cannot_be_changed_once_made() -> None:
    board = BoardState(get_game("siam").start())
    try:
        board.relayout = True  # type: ignore[misc]
    except AttributeError:
        return
    raise AssertionError("a BoardState is frozen")


def test_a_shown_move_makes_the_same_turn_as_the_move_played_at_every_ply() -> None:
    played, _ = Session.from_tokens(get_game("symbol-pallet").start(players=3, seed=5), [])
    while not played.over and played.cursor < 40:
        played.play_move(played.current.legal_moves()[played.cursor * 7 % len(played.current.legal_moves())])
    for cursor in range(len(played.tokens)):
        played.goto(cursor)
        nxt = played.moves[cursor]
        shown = last_turn_with(played, Ply(played.current, nxt, played.states[cursor + 1]))
        played.goto(cursor + 1)
        assert shown == plies(played, played.last_turn()), cursor


def test_a_taps_board_changes_only_the_selection_and_nothing_to_lay_out_or_animate() -> None:
    from web.models.siam import SiamSelection

    start = get_game("siam").start()
    after = start.play("+A1S")
    ply = Ply(start, get_game("siam").parse_move("+A1S"), after)
    drawn = BoardState(after, 1, (ply,), ply, relayout=True)
    board = with_selection(drawn, SiamSelection(picked="A1"))
    assert board.selection == SiamSelection(picked="A1") and board.state is after and board.bottom == 1
    assert board.played is None and not board.relayout  # a tap neither slides a piece nor lays out
    assert same_but_selection(drawn, board)
    assert not same_but_selection(drawn, BoardState(after, 0, (ply,)))  # turned: a full redraw
    assert not same_but_selection(None, board) and not same_but_selection(board, drawn)


def test_a_new_board_keeps_only_what_the_selection_carries_over() -> None:
    from web.models.niju import NiJuSelection
    from web.models.siam import SiamSelection
    from web.models.symbol_pallet import SymbolPalletSelection

    state = get_game("siam").start()
    assert carried(None, False) is NOTHING
    assert carried(BoardState(state, selection=SiamSelection(picked="A1")), False) == NOTHING
    turned = NiJuSelection(pick=("hand", 5), byte=3, peek=(0, 0), turned=(((0, 5), 3),))
    assert carried(BoardState(state, selection=turned), False) == NiJuSelection(peek=(0, 0), turned=turned.turned)
    assert carried(BoardState(state, selection=turned), True) is NOTHING  # a new layout: nothing
    chip = SymbolPalletSelection(mover=1, chip=1, tile=4, spot=(2, 0))
    assert carried(BoardState(state, selection=chip), False) == SymbolPalletSelection(mover=1, chip=1)
