"""A page link with ``position=``: the start it opens, how it is written back, and refusals.

Pure Python (``web.links``, ``games.session``), so checked on CPython for every game.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import get_game, untrusted
from games.errors import BadPosition
from games.session import Session
from web import i18n
from tests.web.test_error_words import japanese  # noqa: F401 - the Japanese page's fixture
from web.link_line import link_start
from web.links import make_link, parse_link

GAMES = ("siam", "saiju", "ni-ju", "symbol-pallet")
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def playout(game_name: str, plies: int, seed: int) -> list:
    """The states of a random game of at most ``plies`` moves."""
    rng = random.Random(seed)
    game = get_game(game_name)
    state = game.new(game.options(seed=seed) if game.uses_seed else game.options())
    states = [state]
    for _ in range(plies):
        legal = state.legal_tokens()
        if not legal:
            break
        state = state.play(rng.choice(legal))
        states.append(state)
    return states


def open_link(link: str) -> tuple[Session, list[str]]:
    """What the page's ``Routes.open_url`` builds from a link: its start, then its moves."""
    request = parse_link(link)
    assert request.game is not None
    start, problems = link_start(get_game(request.game), request)
    session, error = Session.from_tokens(start, request.moves)
    assert error is None
    if request.ply is not None:
        session.goto(request.ply)
    return session, request.problems + problems


def game_from_a_position(name: str, seed: int = 5) -> tuple[str, list[str], Session]:
    """A session that starts at a position of a random game (its text), three moves played
    from it (its tokens)."""
    states = playout(name, 10, seed)
    text = states[5].position_text()
    tokens = _tokens_between(states[5:8])
    session, error = Session.from_tokens(get_game(name).parse_position(text), tokens)
    assert error is None
    return text, tokens, session


@pytest.mark.parametrize("name", GAMES)
def test_a_position_link_opens_that_position_and_moves_continue_from_it(name):
    states = playout(name, 12, 3)
    middle = states[6]
    text = middle.position_text()
    later = states[6:9]
    tokens = [t for t in _tokens_between(later)]
    session, problems = open_link(make_link(name, moves=tokens, ply=1, position=text))
    assert problems == []
    assert session.start.position_text() == text
    assert session.cursor == 1 and session.tokens == tokens
    assert session.current.position_text() == later[1].position_text()
    assert session.start_position == text
    # the link written back carries the position in place of the options
    link = make_link(name, moves=session.tokens, position=session.start_position)
    assert "position=" in link and "seed=" not in link and "players=" not in link
    again, _ = open_link(link)
    assert again.states[-1].position_text() == session.states[-1].position_text()


def _tokens_between(states: list) -> list[str]:
    """The tokens that lead from each state to the next (found among the legal moves)."""
    out = []
    for a, b in zip(states, states[1:]):
        out.append(next(t for t in a.legal_tokens() if a.play(t).position_text() == b.position_text()))
    return out


@pytest.mark.parametrize("name", GAMES)
def test_a_game_from_its_opening_writes_no_position(name):
    game = get_game(name)
    session = Session(game.new(game.options()))
    assert session.start_position is None
    assert "position=" not in make_link(name, position=session.start_position)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("query", [True, False])
def test_a_position_is_read_after_the_query_mark_and_after_the_hash(name, query):
    text = playout(name, 5, 1)[-1].position_text()
    link = make_link(name, position=text)
    session, problems = open_link(link.replace("#", "?") if query else link)
    assert problems == [] and session.current.position_text() == text


BAD = {
    "siam": ("...../...../.OOO./...../..... e zz 0,0 - -", "ply"),
    "saiju": ("MSF./...../....../....../....../...../.... s 3 @@@ 7 -", "players"),
    "ni-ju": ("b 3 w17@-1,0/w0f@0,0/b0f@1,0 nonsense", "options"),
    "symbol-pallet": ("players=2 options=- start=- ply=0 turn=setup final=0 field=- chips=-,-,-,- "
                      "hands=3/3 discard=- deck=1", "hands"),
}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.usefixtures("japanese")
def test_a_bad_position_is_named_and_the_game_opens_at_its_usual_start(name):
    text, part = BAD[name]
    game = get_game(name)
    with pytest.raises(BadPosition) as refused:
        untrusted.position(game, text)
    assert refused.value.fields["part"] == part
    session, problems = open_link(make_link(name, position=text))
    assert session.current.position_text() == game.new(game.options()).position_text()
    assert len(problems) == 1 and part in problems[0] and "局面" in problems[0]
    assert not ENGLISH_WORD.findall(problems[0].replace(part, ""))
    i18n.set_lang("en")
    _, problems = open_link(make_link(name, position=text))
    assert problems[0].startswith("The position cannot be opened: ") and part in problems[0]


@pytest.mark.usefixtures("japanese")
@pytest.mark.parametrize("name", GAMES)
def test_a_text_with_the_wrong_number_of_parts_is_said_so(name):
    _, problems = open_link(make_link(name, position="junk"))
    assert problems == ["局面を開けません（局面の書き方が読めません(空白で区切った部分の数が違います)）。"
                        "通常の初期配置から始めます"]


def test_a_position_too_long_is_refused_by_its_limit():
    request = parse_link(make_link("siam", position="." * (untrusted.MAX_POSITION_CHARS + 1)))
    assert request.position is None
    assert any("position" in p and f"{untrusted.MAX_POSITION_CHARS}" in p for p in request.problems)


def test_options_beside_a_position_are_reported_as_ignored():
    text = playout("saiju", 4, 2)[-1].position_text()
    session, problems = open_link(make_link("saiju", position=text) + "&players=3&option=tournament")
    assert session.start.position_text() == text
    assert problems == ["a position carries its own players and options: players, option beside it ignored"]


def test_reveal_is_read_and_written():
    request = parse_link("#game=symbol-pallet&reveal=1")
    assert request.reveal and not request.problems
    assert make_link("symbol-pallet", reveal=True).endswith("&reveal=1")
    assert parse_link("#game=symbol-pallet&reveal=maybe").problems


@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10**6), plies=st.integers(0, 80))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_every_position_of_a_random_playout_opens_from_a_link(name, seed, plies):
    state = playout(name, plies, seed)[-1]
    text = state.position_text()
    session, problems = open_link(make_link(name, position=text))
    assert problems == []
    assert session.current.position_text() == text
    assert session.current.game.public_position_text(session.current) == state.game.public_position_text(state)
    assert session.current.legal_tokens() == state.legal_tokens()


MUTATIONS = st.sampled_from(["delete", "insert", "replace", "swap", "cut"])


@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10**6), plies=st.integers(0, 60),
       edits=st.lists(st.tuples(MUTATIONS, st.integers(0, 10**4),
                                st.sampled_from(list("./-,;:@=0123456789 abcdefgrwypSMFOENWSx?%"))),
                      min_size=1, max_size=4))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_mutated_position_text_is_opened_or_refused_by_name(name, seed, plies, edits):
    text = playout(name, plies, seed)[-1].position_text()
    if name == "symbol-pallet" and seed % 2:
        game = get_game(name)
        text = game.public_position_text(game.parse_position(text))
    for kind, at, char in edits:
        i = at % (len(text) + 1)
        if kind == "delete":
            text = text[:i] + text[i + 1:]
        elif kind == "insert":
            text = text[:i] + char + text[i:]
        elif kind == "replace":
            text = text[:i] + char + text[i + 1:]
        elif kind == "swap" and i + 1 < len(text):
            text = text[:i] + text[i + 1] + text[i] + text[i + 2:]
        elif kind == "cut":
            text = text[:i]
    session, problems = open_link(make_link(name, position=text))
    game = get_game(name)
    if problems:
        assert len(problems) == 1 and problems[0].startswith("The position cannot be opened: ")
        assert session.current.position_text() == game.new(game.options()).position_text()
        with pytest.raises(BadPosition):
            untrusted.position(game, text)
    else:
        # an opened text is a real position: it reads back to itself
        assert game.parse_position(session.current.position_text()).position_text() \
            == session.current.position_text()


def test_symbol_pallet_public_position_hides_hands_deck_and_deal():
    state = playout("symbol-pallet", 9, 7)[-1]
    public = state.game.public_position_text(state)
    words = dict(w.split("=", 1) for w in public.split(" "))
    assert words["start"] == "-" and words["deck"] == str(len(state.deck))
    assert words["hands"] == "/".join(str(len(state.hand(p))) for p in range(state.n))
    for p in range(state.n):
        for tile in state.hand(p):
            assert tile not in public
    # opened, the unseen tiles are dealt from the seed (0 for start=-): a playable game
    dealt = get_game("symbol-pallet").parse_position(public)
    assert dealt.game.public_position_text(dealt) == public
    assert dealt.legal_tokens()
    by_seed = get_game("symbol-pallet").parse_position(public.replace("start=-", "start=seed:9"))
    assert by_seed.game.public_position_text(by_seed) == public
    assert by_seed.position_text() != dealt.position_text()


SET_UP = ("players=2 options=- start=- ply=4 turn=2:1 final=0 field=Rs1@0,0;Rs2@2,0;Gs1@0,2;Gs2@2,2;Rc1@4,0 "
          "chips=Rs2,Gs2,Rs1,Gs1 hands=3/3 discard=- deck=49")
"""A Symbol Pallet position as the board editor writes it ("Play from here"): hands and deck
as counts, the deal left open (``start=-``)."""


def test_a_position_played_on_deals_its_unseen_tiles_from_the_pages_new_seed():
    """The page's fresh seed deals what the text leaves unseen; the start then names that seed,
    so its whole text (the history entry's link) reopens the same deal."""
    game = get_game("symbol-pallet")
    seed_0 = game.parse_position(SET_UP)
    for new_deal in (1, 2 ** 31 - 1):
        start, problems = link_start(game, parse_link(make_link(game.name, position=SET_UP)), new_deal)
        assert problems == []
        assert game.public_position_text(start) == SET_UP  # the same field, chips and counts …
        assert start.options.seed == new_deal
        assert [start.hand(p) for p in range(2)] != [seed_0.hand(p) for p in range(2)]  # … another deal
        assert start.position_text() != seed_0.position_text()
        again, _ = link_start(game, parse_link(make_link(game.name, position=start.position_text())), 99)
        assert again.position_text() == start.position_text()  # a named seed and deal are kept


@pytest.mark.parametrize("extra", [{"moves": ["draw"]}, {"reveal": True}])
def test_a_position_link_with_moves_or_reveal_deals_as_the_referee_does(extra):
    """A line of moves was played on one deal, and ``reveal=1`` is a diagram of the deal: the
    page's new seed is not used, so they open the same game every time (seed 0)."""
    game = get_game("symbol-pallet")
    start, problems = link_start(game, parse_link(make_link(game.name, position=SET_UP, **extra)), 5)
    assert problems == []
    assert start.position_text() == game.parse_position(SET_UP).position_text()
    assert start.options.seed == 0


def test_a_named_seed_in_a_position_is_kept_when_played_on():
    game = get_game("symbol-pallet")
    named = SET_UP.replace("start=-", "start=seed:9")
    start, _ = link_start(game, parse_link(make_link(game.name, position=named)), 5)
    assert start.position_text() == game.parse_position(named).position_text()
    assert start.options.seed == 9


@pytest.mark.parametrize("name", ["siam", "saiju", "ni-ju"])
def test_a_position_of_a_game_that_hides_nothing_reads_the_same_with_a_new_seed(name):
    text, _, _ = game_from_a_position(name)
    start, problems = link_start(get_game(name), parse_link(make_link(name, position=text)), 5)
    assert problems == [] and start.position_text() == text


def test_the_position_links_in_the_docs_open_without_a_problem():
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent.parent
    found = {}
    for doc in ("docs/notation.md", "docs/embedding.md"):
        for match in re.finditer(r"[?#](game=([a-z-]+)&[^\s`\"]*position=[^\s`\"]+)",
                                 (root / doc).read_text(encoding="utf-8")):
            session, problems = open_link("#" + match.group(1))
            assert problems == [], (doc, match.group(0))
            assert session.start_position is not None
            found.setdefault(doc, set()).add(match.group(2))
    assert found == {"docs/notation.md": set(GAMES), "docs/embedding.md": set(GAMES)}
