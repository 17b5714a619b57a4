"""Page links and the play session: pure Python, so checked here on CPython."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from games import IllegalMove, get_game
from games.session import AGREED_DRAW, Session
from web.links import LEVEL_NAMES, format_seats, make_link, parse_link, parse_seats, private_link

SIAM = get_game("siam")


def test_a_full_link_is_read():
    r = parse_link("?game=siam&option=remove-once&moves=%2BA1E%20%2BE5W&ply=1")
    assert (r.game, r.options, r.moves, r.ply, r.problems) == (
        "siam", ["remove-once"], ["+A1E", "+E5W"], 1, [])


def test_bad_parameters_are_reported_not_dropped():
    r = parse_link("game=siam&ply=two&players=x&colour=red&game=saiju")
    assert r.game == "siam" and r.ply is None and r.players is None
    text = " | ".join(r.problems)
    assert "ply='two'" in text and "players='x'" in text and "'colour'" in text
    assert "more than once" in text


def test_no_game_means_the_home_page():
    assert parse_link("").game is None
    assert parse_link("?game=").game is None


tokens = st.lists(st.text(alphabet="+-:@>!,ABCDEabcde0123456789NSWE", min_size=1, max_size=8),
                  max_size=12)


@given(moves=tokens, ply=st.one_of(st.none(), st.integers(0, 999)),
       options=st.lists(st.sampled_from(["remove-once", "no-opening-restriction"]), unique=True),
       players=st.one_of(st.none(), st.integers(2, 4)), seed=st.one_of(st.none(), st.integers(0, 10**9)),
       computer=st.dictionaries(st.integers(0, 3), st.sampled_from(LEVEL_NAMES), max_size=4))
@settings(max_examples=200, deadline=None)
def test_links_round_trip(moves, ply, options, players, seed, computer):
    link = make_link("siam", players=players, options=options, moves=moves, ply=ply, seed=seed,
                     computer=computer or None)
    r = parse_link(link)
    assert (r.game, r.players, sorted(r.options), r.moves, r.ply, r.seed, r.computer, r.problems) == (
        "siam", players, sorted(options), moves, ply, seed, computer, [])
    assert ("computer=" in link) == bool(computer)


def test_an_agreed_draw_is_carried_by_the_link():
    link = make_link("siam", moves=["+B1S", "+E1W"], agreed_draw=True)
    assert link == "#game=siam&moves=%2BB1S+%2BE1W&agreed=draw"
    request = parse_link(link)
    assert request.agreed_draw and request.moves == ["+B1S", "+E1W"] and not request.problems
    assert not parse_link("?game=siam&moves=%2BB1S").agreed_draw
    refused = parse_link("?game=siam&agreed=yes")
    assert not refused.agreed_draw and refused.problems


def test_computer_seats_in_a_link():
    from games.ai import LEVELS

    assert LEVEL_NAMES == tuple(LEVELS)  # the page's copy of the level names
    assert make_link("siam", computer={1: "normal"}) == "#game=siam&computer=2-normal"
    assert parse_link("?game=siam&computer=2").computer == {1: "normal"}
    assert parse_link("?game=saiju&players=3&computer=1-easy+3-strong").computer == {
        0: "easy", 2: "strong"}
    assert parse_link("?game=saiju&computer=3-strong,1-easy").computer == {0: "easy", 2: "strong"}
    assert format_seats({2: "strong", 0: "easy"}) == "1-easy 3-strong"
    seats, problems = parse_seats("0 x-easy 2-hard 2-easy 2-strong")
    assert seats == {1: "easy"} and len(problems) == 4
    r = parse_link("?game=siam&computer=2-easy&computer=1")
    assert r.computer == {1: "easy"} and "more than once" in " ".join(r.problems)


def test_the_address_of_a_game_with_hidden_hands_holds_no_deal_and_no_moves():
    link = private_link("symbol-pallet", 3)
    assert link == "#game=symbol-pallet&players=3&private=1"
    request = parse_link(link)
    assert (request.game, request.players, request.private, request.problems) == (
        "symbol-pallet", 3, True, [])
    assert (request.seed, request.deck, request.moves) == (None, None, [])
    assert parse_link(make_link("symbol-pallet", seed=5)).private is False


def test_only_an_unfinished_game_with_hidden_hands_keeps_its_record_from_the_address():
    from games.symbol_pallet import GAME as PALLET
    from web.save_lines import hides_hands

    pallet = get_game("symbol-pallet")
    assert pallet.hidden_hands and not any(
        get_game(name).hidden_hands for name in ("siam", "saiju", "ni-ju"))
    start = PALLET.start(players=2, seed=3)
    assert hides_hands(Session(start))  # the seed alone deals every hand
    session, error = Session.from_tokens(start, [">Gs1", ">Gc2"])
    assert error is None and hides_hands(session)
    state, tokens = start, []
    while not state.over:
        token = state.legal_tokens()[0]
        tokens.append(token)
        state = state.play(token)
    finished, error = Session.from_tokens(start, tokens)
    assert error is None and not hides_hands(finished)
    finished.goto(4)  # stepping back through a finished game hides nothing either
    assert not hides_hands(finished)
    assert not hides_hands(Session(SIAM.start()))


def test_session_undo_redo_and_branching():
    s, err = Session.from_tokens(SIAM.start(), ["+B1S", "+E1W", "B1B2S"])
    assert err is None and s.cursor == 3
    assert s.undo() and s.undo() and s.cursor == 1
    assert s.can_redo
    assert s.redo() and s.cursor == 2 and s.current == s.states[2]
    s.play("+A1E")  # replaces the undone B1B2S
    assert s.tokens == ["+B1S", "+E1W", "+A1E"] and not s.can_redo
    s.goto(0)
    assert s.current == SIAM.start() and not s.undo()


def test_a_sessions_moves_are_its_record_and_its_tokens_follow_them():
    """One list of moves: a session made from moves writes their tokens, and the tokens
    (asked before and after each change) follow every move played, undone and played over."""
    moves = [SIAM.parse_move(token) for token in ("+B1S", "+E1W", "B1B2S")]
    s = Session(SIAM.start(), list(moves), [SIAM.start()], 0)
    assert s.tokens == ["+B1S", "+E1W", "B1B2S"] and s.moves == moves
    s.play_move(moves[0])
    assert s.tokens == ["+B1S"] and s.moves == moves[:1]
    s.play("+E1W")
    s.undo()
    s.play_move(SIAM.parse_move("+A1E"))  # over the undone +E1W
    assert s.tokens == ["+B1S", "+A1E"] == [str(move) for move in s.moves]
    assert Session.from_tokens(SIAM.start(), s.tokens)[0].moves == s.moves


def test_session_stops_before_a_bad_token():
    s, err = Session.from_tokens(SIAM.start(), ["+B1S", "B9B9N", "+E1W"])
    assert s.tokens == ["+B1S"] and s.cursor == 1
    assert "move 2 'B9B9N'" in str(err)


def test_agreed_draw_is_undone_like_a_move():
    s = Session(SIAM.start())
    s.play("+B1S")
    s.agree_draw()
    assert s.over and s.outcome().draw and s.outcome().reason == AGREED_DRAW
    assert s.outcome().code() == "draw"
    try:
        s.play("+E1W")
    except IllegalMove as err:
        assert "over" in str(err)
    else:
        raise AssertionError("a move after an agreed draw was accepted")
    assert s.undo() and not s.over and s.cursor == 1


@given(st.text(max_size=40))
@settings(max_examples=300, deadline=None)
def test_the_small_query_codec_agrees_with_urllib(text):
    import urllib.parse

    from web import links

    assert links.quote_plus(text) == urllib.parse.quote_plus(text, safe="")
    assert links.unquote_plus(links.quote_plus(text)) == text
    assert links.unquote_plus(text) == urllib.parse.unquote_plus(text)


@given(st.lists(st.tuples(st.text(min_size=1, max_size=8), st.text(max_size=12)), max_size=6))
@settings(max_examples=200, deadline=None)
def test_query_parsing_agrees_with_urllib(pairs):
    import urllib.parse

    from web import links

    query = links.urlencode(pairs)
    assert query == urllib.parse.urlencode(pairs)
    assert links.parse_qs(query) == urllib.parse.parse_qs(query, keep_blank_values=True)


def test_saved_game_codec_round_trips_and_refuses_bad_values():
    import pytest

    from web.saves import BadSave, decode, encode

    s = Session(SIAM.start())
    for token in ("+B1S", "+E1W", "B1B2S"):
        s.play(token)
    s.undo()
    saved = decode("k", encode(s, 123.0))
    assert saved.session.tokens == s.tokens and saved.session.cursor == 2
    assert saved.updated == 123.0 and not saved.finished and saved.title == "Siam"
    for bad, words in [("{", "not JSON"), ("[]", "not a saved game"), ('{"format": 2}', "format 2"),
                       (None, "not text"), ('{"format": 1, "record": "x", "cursor": 0, "updated": 1}',
                                            "Game")]:
        with pytest.raises(BadSave) as err:
            decode("k", bad)
        assert words in str(err.value)


def test_saved_games_keep_the_computer_seats():
    import json

    from web.saves import decode, encode

    s = Session(SIAM.start())
    s.play("+B1S")
    assert decode("k", encode(s, 1.0, {1: "strong"})).computer == {1: "strong"}
    plain = encode(s, 1.0)
    assert "computer" not in json.loads(plain) and decode("k", plain).computer == {}
    # A seat the game does not have (a hand-edited save) is dropped, never trusted.
    data = json.loads(encode(s, 1.0, {1: "easy"}))
    data["computer"] = "2-easy 7-strong nonsense"
    assert decode("k", json.dumps(data)).computer == {1: "easy"}


def test_embed_link_parameters():
    r = parse_link("?game=siam&embed=1&controls=1&interactive=0&orientation=mover")
    assert (r.embed, r.controls, r.interactive, r.orientation, r.problems) == (
        True, True, False, "mover", [])
    bad = parse_link("?game=siam&embed=yes&orientation=sideways")
    assert not bad.embed and bad.orientation == "first" and len(bad.problems) == 2


def test_host_messages_are_validated():
    import pytest

    from web.host_messages import PROTOCOL, BadMessage, parse_host_message

    ok = parse_host_message({"protocol": PROTOCOL, "kind": "play", "moves": "+B1S +E1W"})
    assert ok.kind == "play" and ok.moves == ("+B1S", "+E1W")
    assert parse_host_message('{"protocol": "abstract-boards/1", "kind": "goto", "ply": 3}').ply == 3
    load = parse_host_message({"protocol": PROTOCOL, "kind": "load", "game": "saiju", "players": 3,
                               "options": ["tournament"], "moves": ["M@d2"]})
    assert load.link == {"game": "saiju", "players": 3, "options": ["tournament"], "moves": ["M@d2"]}
    assert load.computer is None
    seated = parse_host_message({"protocol": PROTOCOL, "kind": "load", "record": "[Game \"siam\"]",
                                 "computer": "2-easy"})
    assert seated.record == '[Game "siam"]' and seated.computer == "2-easy"
    for bad in ["nope", [], {"kind": "play"}, {"protocol": PROTOCOL, "kind": "explode"},
                {"protocol": PROTOCOL, "kind": "play", "moves": [1, 2]},
                {"protocol": PROTOCOL, "kind": "goto", "ply": -1},
                {"protocol": PROTOCOL, "kind": "goto", "ply": True},
                {"protocol": PROTOCOL, "kind": "load"},
                {"protocol": PROTOCOL, "kind": "load", "game": "siam", "options": "x"},
                {"protocol": PROTOCOL, "kind": "load", "game": "siam", "computer": 2},
                {"protocol": PROTOCOL, "kind": "load", "game": "siam", "computer": ["2-easy"]},
                {"protocol": PROTOCOL, "kind": "play", "moves": ["+B1S"] * 5001}]:
        with pytest.raises(BadMessage):
            parse_host_message(bad)


def test_the_last_turn_is_every_ply_of_the_previous_player_and_the_movers_own():
    # Symbol Pallet: several actions a turn; who made each ply is the engine's to_move.
    game = get_game("symbol-pallet")
    start = game.start(players=2, seed=3)
    tokens = [">Gs1", ">Gc2", ">Gt1", ">Wc2", "b:Ps1@6,0+", "b:Pc2@6,-2", "b:Yw1@8,0+",
              "a:Oa2@6,4+", "b:Bw1@0,-2+", "b:Rs2@0,-4", "draw"]
    session, error = Session.from_tokens(start, tokens)
    assert error is None
    for ply in range(len(tokens) + 1):
        session.goto(ply)
        turn = session.last_turn()
        assert turn.stop == ply + 1
        movers = [session.states[p - 1].to_move for p in turn]
        mover = session.current.to_move
        own = [m for m in movers if m == mover]
        others = movers[:len(movers) - len(own)]
        assert movers == others + own and len(set(others)) <= 1  # one other player, then the mover
        if turn.start > 1:  # the ply before the turn was neither of them... or the mover's last turn
            assert session.states[turn.start - 2].to_move not in set(others)
    session.goto(10)
    assert list(session.last_turn()) == [8, 9, 10]  # Blue's three placements
    session.goto(9)
    assert list(session.last_turn()) == [4, 5, 6, 7, 8, 9]  # Red's turn, Blue's two so far
    # Siam: one ply a turn.
    siam, _ = Session.from_tokens(get_game("siam").start(), ["+B1S", "+E1W"])
    assert list(siam.last_turn()) == [2]
    siam.goto(0)
    assert list(siam.last_turn()) == []
