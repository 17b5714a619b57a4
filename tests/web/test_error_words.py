"""Engine errors in the page's language (web/error_words.py).

The English page shows the engine's own sentence; the Japanese page words the error from its
code and facts (the move's number and token), so no English sentence reaches it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from games import get_game
from games.errors import BadOption, BadRecord, GameError, IllegalMove, MalformedMove
from games.record import replay
from games.session import Session
from web import i18n
from web.error_words import error_text, failure_text
from web.exercise import refusal

ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
"""An English word: what a Japanese sentence must not hold outside the move's own token."""

GAMES = ("siam", "saiju", "ni-ju", "symbol-pallet")


def bad_lines(game: str) -> tuple[list[str], list[str]]:
    """A legal first move, then a token that is no move; and the first move played twice
    (the square, hex or chip it took is no longer free)."""
    first = get_game(game).start().legal_tokens()[0]
    if game == "siam":  # an entry is legal twice (it pushes): turn the rock instead
        return [first, "zz9"], [first, "C3C3N"]
    return [first, "zz9"], [first, first]


@pytest.fixture
def japanese() -> Iterator[None]:
    i18n.load_file()
    i18n.set_lang("ja")
    yield
    i18n.set_lang("en")


def first_error(game: str, tokens: list[str]) -> GameError:
    result = replay(get_game(game).start(), tokens)
    assert result.error is not None, tokens
    return result.error


def japanese_only(text: str, token: str) -> None:
    assert not ENGLISH_WORD.search(text.replace(token, "")), text


@pytest.mark.parametrize("game", GAMES)
def test_a_bad_move_in_a_line_is_worded_in_japanese_with_its_number_and_token(game: str, japanese: None) -> None:
    malformed, illegal = bad_lines(game)
    for tokens, kind in ((malformed, MalformedMove), (illegal, IllegalMove)):
        err = first_error(game, tokens)
        assert isinstance(err, kind), (tokens, err)
        text = error_text(err)
        ply = err.fields["ply"]
        token = str(err.fields["token"])
        assert f"{ply}手目" in text and f"「{token}」" in text, text
        japanese_only(text, token)


@pytest.mark.parametrize("game", GAMES)
def test_the_english_page_shows_the_engines_own_sentence(game: str) -> None:
    i18n.load_file()
    i18n.set_lang("en")
    err = first_error(game, bad_lines(game)[0])
    assert error_text(err) == str(err)
    assert str(err).startswith(f"move {err.fields['ply']} ")


def test_a_move_after_the_end_says_the_game_was_over(japanese: None) -> None:
    session, error = Session.from_tokens(get_game("siam").start(), [])
    assert error is None
    state = get_game("siam").start()
    over = IllegalMove("+B1S: the game is over", over=True)
    assert error_text(over) == "ゲームはもう終わっています"
    session.agree_draw()
    with pytest.raises(IllegalMove) as caught:
        session.play("+B1S")
    assert caught.value.fields.get("over") is True
    assert "終わって" in error_text(caught.value)
    assert state.is_legal(state.game.parse_move("+B1S"))


def test_other_engine_errors_are_worded_by_their_kind(japanese: None) -> None:
    with pytest.raises(BadOption) as option:
        get_game("siam").options(players=5)
    assert error_text(option.value) == "このゲームにない設定か、使えない値です"
    with pytest.raises(GameError) as record:
        Session.from_record_text("[Game \"siam\"]\n[Result \"nonsense\"]\n\n+B1S\n")
    japanese_only(error_text(record.value), "")
    assert isinstance(record.value, (BadRecord, MalformedMove, IllegalMove))


def test_a_lesson_refuses_a_move_in_japanese(japanese: None) -> None:
    state = get_game("siam").start()
    for token in ("Z9Z", "C3C3N"):
        text = refusal(state, token)
        assert text is not None and text.endswith("。"), text
        japanese_only(text, token)


def test_an_unforeseen_error_is_named_by_its_class_and_text_in_english() -> None:
    i18n.load_file()
    i18n.set_lang("en")
    assert failure_text(ValueError("bad")) == "ValueError: bad"
    assert failure_text(IllegalMove("+D1S: not a Ni-Ju move")) == "+D1S: not a Ni-Ju move"


def test_an_unforeseen_error_on_the_japanese_page_has_no_english_text(japanese: None) -> None:
    """The page's message for a bug ("Something went wrong (…)"): an engine error worded from
    its code, any other only said to be the page's fault (its English text is in the console)."""
    assert failure_text(ValueError("invalid literal for int()")) == "ページ内部の不具合"
    assert failure_text(IllegalMove("+D1S: SiamMove(...) is not a Ni-Ju move")) == "その局面では指せない手です"
