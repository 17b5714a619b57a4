"""Saiju scoring: groups, the 3-piece and 2-symbol conditions, majorities,
doubling, ties, the neutral Flower with 2 players, and the rulebook's figure 4."""

from __future__ import annotations

import re

import pytest

from games import replay_or_raise
from games.saiju import GAME, HEXES, scoring_groups
from games.saiju.records import record_for_board
from games.saiju.scoring import score_board, totals

# The figure itself is lost; its caption survives: 2 players — Moon 19 (8×2+3) beats
# Snow 13 (5×2+3); 3 players — Flower 16 (8×2), Snow 13 (5×2+3), Moon 3. This full
# board has those groups: an 8-group with all three symbols (Flower 4 > Moon 3 > Snow 1),
# a 5-group with all three (Snow 3), a 3-group Moon 2 + Flower 1 and a 3-group Snow 2 +
# Moon 1; every other group is too small or has one symbol.
FIG4 = "pMwSyMyS/yFyFpFySpM/pMwFwSwMpFyF/wMwFpMwFwFwM/pSpFwSpSyMyS/wSpSyMwMpF/ySpSyMyF"
FIG4_PIECES = dict(zip(HEXES, re.findall(r"[wyp][SMF]", FIG4)))


def cells(pieces):
    """A board tuple (engine cells) from {hex: kind}."""
    out = [0] * 36
    for name, kind in pieces.items():
        out[HEXES.index(name)] = 1 + 3 * "wyp".index(kind[0]) + "SMF".index(kind[1])
    return tuple(out)


def groups(pieces, players):
    return score_board(cells(pieces), players, True).groups


def only(pieces, players):
    (g,) = groups(pieces, players)
    return g


# ----- the rulebook's figure 4 -----------------------------------------------------------------
def test_figure_4_two_players_moon_19_snow_13():
    sheet = score_board(cells(FIG4_PIECES), 2, True)
    assert sheet.totals == (13, 19)
    taken = sorted((g.size, g.taker, g.doubled, g.points) for g in sheet.groups if g.taker is not None)
    assert taken == [(3, 0, False, 3), (3, 1, False, 3), (5, 0, True, 10), (8, 1, True, 16)]
    eight = next(g for g in sheet.groups if g.size == 8)
    assert eight.counts == (1, 3, 4) and eight.colour == "w"
    assert eight.reason == ("Snow 1, Moon 3 (Flower 4 is neutral): Moon has more, "
                            "all three symbols, 2 × 8 = 16")
    # nothing else scores, and not because of a tie
    rest = [g for g in sheet.groups if g.taker is None]
    assert rest and all(not g.scoring for g in rest)


def test_figure_4_three_players_flower_16_snow_13_moon_3():
    sheet = score_board(cells(FIG4_PIECES), 3, True)
    assert sheet.totals == (13, 3, 16)
    eight = next(g for g in sheet.groups if g.size == 8)
    assert (eight.taker, eight.points) == (2, 16)
    assert eight.reason == "Snow 1, Moon 3, Flower 4: Flower has the most, all three symbols, 2 × 8 = 16"


@pytest.mark.parametrize("players,expected,winner", [(2, (13, 19), 1), (3, (13, 3, 16), 2)])
def test_figure_4_played_to_the_end(players, expected, winner):
    record = record_for_board(FIG4_PIECES, players)
    state = replay_or_raise(GAME.start(players=players), record)
    assert state.over and state.scores() == expected
    assert state.outcome().winner == winner
    sheet = scoring_groups(state)
    assert sheet.final and sheet.totals == expected


# ----- the conditions -----------------------------------------------------------------------------
def test_a_single_piece_and_a_group_of_two_never_score():
    g = only({"a1": "wS"}, 2)
    assert (g.size, g.scoring, g.taker, g.points) == (1, False, None, 0)
    g = only({"a1": "wS", "a2": "wM"}, 2)
    assert (g.size, g.scoring, g.taker) == (2, False, None)
    assert g.reason == "only 2 pieces: a group needs 3 or more to score"
    g = only({"a1": "wS", "a2": "wM"}, 3)
    assert not g.scoring


def test_a_group_of_one_symbol_never_scores():
    g = only({"a1": "pS", "a2": "pS", "a3": "pS", "b2": "pS"}, 2)
    assert g.size == 4 and g.counts == (4, 0, 0)
    assert not g.scoring and g.taker is None
    assert g.reason == "only Snow pieces: a group needs 2 or more symbols to score"
    assert not only({"a1": "yF", "a2": "yF", "a3": "yF"}, 2).scoring  # neutral alone too


def test_three_pieces_of_two_symbols_score_their_size():
    g = only({"a1": "wS", "a2": "wS", "a3": "wM"}, 2)
    assert (g.scoring, g.taker, g.doubled, g.points) == (True, 0, False, 3)
    assert g.reason == "Snow 2, Moon 1: Snow has more, 3 points"
    g = only({"a1": "wM", "a2": "wM", "a3": "wF"}, 3)
    assert (g.taker, g.points) == (1, 3)


def test_all_three_symbols_double_the_score():
    g = only({"a1": "yS", "a2": "yS", "a3": "yM", "a4": "yF"}, 3)
    assert (g.taker, g.doubled, g.points) == (0, True, 8)
    g = only({"a1": "yS", "a2": "yS", "a3": "yM", "a4": "yF"}, 2)
    assert (g.taker, g.doubled, g.points) == (0, True, 8)  # Flower still counts for doubling


def test_a_tie_for_the_most_scores_for_nobody():
    g = only({"a1": "wS", "a2": "wS", "a3": "wM", "a4": "wM", "b4": "wF"}, 2)
    assert g.scoring and g.taker is None and g.points == 0
    assert g.reason == "Snow 2, Moon 2 (Flower 1 is neutral): Snow and Moon tie, nobody scores"
    g = only({"a1": "wS", "a2": "wS", "a3": "wF", "a4": "wF", "b4": "wM"}, 3)
    assert g.taker is None and "a tie for the most" in g.reason
    g = only({"a1": "wS", "a2": "wM", "a3": "wF"}, 3)
    assert g.taker is None and g.doubled  # 1-1-1: doubled would apply, but nobody takes it


def test_two_players_flower_is_neutral_for_the_majority():
    # Snow beats Moon although Flower is the most numerous
    g = only({"a1": "pF", "a2": "pF", "a3": "pF", "a4": "pS"}, 2)
    assert (g.taker, g.points, g.doubled) == (0, 4, False)
    g = only({"a1": "pF", "a2": "pF", "a3": "pF", "a4": "pS", "b4": "pS", "b5": "pM"}, 2)
    assert (g.taker, g.points) == (0, 12)
    # Flower pieces make up the size and the two-symbol condition
    g = only({"a1": "pF", "a2": "pF", "a3": "pM"}, 2)
    assert (g.taker, g.points) == (1, 3)
    # Flower ties Snow vs Moon nothing: 1 Snow, 1 Moon and Flowers -> tie
    g = only({"a1": "pF", "a2": "pF", "a3": "pS", "a4": "pM"}, 2)
    assert g.taker is None
    # the same group with 3 players goes to Flower
    g = only({"a1": "pF", "a2": "pF", "a3": "pF", "a4": "pS"}, 3)
    assert (g.taker, g.points) == (2, 4)


def test_groups_are_one_colour_and_connected():
    pieces = {"a1": "wS", "a2": "wS", "a3": "yM", "a4": "wM", "b1": "wM"}
    gs = groups(pieces, 2)
    by_hexes = {g.hexes: g for g in gs}
    assert set(by_hexes) == {("a1", "a2", "b1"), ("a3",), ("a4",)}
    assert by_hexes[("a1", "a2", "b1")].points == 3
    # hexes round the missing centre: c4 and d5 touch; d3 and d5 do not
    assert len(groups({"c4": "wS", "d5": "wS"}, 2)) == 1
    assert len(groups({"d3": "wS", "d5": "wS"}, 2)) == 2


def test_shadows_and_empty_hexes_split_groups():
    s = GAME.parse_position("wSwSSwM/wMwS.../....../M...../....../..F../.... m 10 @@@ 2 -")
    sheet = scoring_groups(s)
    assert not sheet.final
    assert [g.hexes for g in sheet.groups] == [("a1", "a2", "b1", "b2"), ("a4",)]
    assert sheet.groups[0].points == 4 and sheet.groups[0].taker == 0
    assert s.scores() == sheet.totals == (4, 0)


def test_fast_totals_agree_with_the_breakdown():
    for players in (2, 3):
        board = cells(FIG4_PIECES)
        assert totals(board, players) == score_board(board, players, True).totals


def test_provisional_scores_during_play():
    record = record_for_board(FIG4_PIECES, 2)
    state = replay_or_raise(GAME.start(players=2), record[:20])
    assert not state.over
    sheet = scoring_groups(state)
    assert not sheet.final
    assert state.scores() == sheet.totals
    assert sum(g.size for g in sheet.groups) == len(state.pieces_on_board())
