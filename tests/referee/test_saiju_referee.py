"""``python -m games saiju …``: JSON fields, provisional and final scores, errors."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from games.referee import run
from games.saiju import HEXES
from games.saiju.records import record_for_board

FIG4 = "pMwSyMyS/yFyFpFySpM/pMwFwSwMpFyF/wMwFpMwFwFwM/pSpFwSpSyMyS/wSpSyMwMpF/ySpSyMyF"
FIG4_PIECES = dict(zip(HEXES, re.findall(r"[wyp][SMF]", FIG4)))
FIELDS = ["game", "options", "ply", "to_move", "players", "legal", "over", "winner", "draw",
          "scores", "position"]


def referee(*args):
    status, out, err = run(["saiju", *args])
    assert status == 0, err
    assert err == ""
    data = json.loads(out)
    assert list(data) == FIELDS
    return data


def refused(*args):
    status, out, err = run(["saiju", *args])
    assert status == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1
    return err.strip()


def test_start_two_players():
    d = referee()
    assert d["game"] == "saiju"
    assert d["options"] == {"players": 2, "tournament": False}
    assert d["players"] == ["snow", "moon"]
    assert (d["ply"], d["to_move"], d["over"], d["winner"], d["draw"]) == (0, 0, False, None, False)
    assert d["scores"] == [0, 0]
    assert d["legal"] == sorted(f"M@{h}" for h in HEXES)
    assert d["position"] == "..../...../....../....../....../...../.... s 0 --- 2 -"


def test_start_three_players():
    d = referee("--players", "3")
    assert d["players"] == ["snow", "moon", "flower"]
    assert d["options"] == {"players": 3, "tournament": False}
    assert d["scores"] == [0, 0, 0]


@pytest.mark.parametrize("players", [2, 3])
def test_provisional_scores_during_play_and_final_at_the_end(players):
    record = record_for_board(FIG4_PIECES, players)
    mid = referee("--players", str(players), "--moves", " ".join(record[:30]))
    assert not mid["over"] and mid["to_move"] is not None
    assert len(mid["scores"]) == players and any(mid["scores"])  # a provisional count
    end = referee("--players", str(players), "--moves", " ".join(record))
    assert end["over"] and end["legal"] == [] and end["to_move"] is None
    if players == 2:
        assert end["scores"] == [13, 19] and end["winner"] == 1
    else:
        assert end["scores"] == [13, 3, 16] and end["winner"] == 2
    assert end["draw"] is False
    assert end["position"].startswith(FIG4 + " - 36 ")


def test_second_placement_offers_end_and_finish_when_it_applies():
    d = referee("--moves", "M@d2 S@a1 F@g7 pS-c3")
    assert d["to_move"] == 0 and "end" in d["legal"]
    assert not any(t.startswith(("wS", "yS", "pS")) for t in d["legal"])
    assert d["position"] == "pS.../...../..S.../.M..../....../...../...F s:S 4 @@@ 2 -"


def test_tournament_option():
    d = referee("--option", "tournament")
    assert d["options"] == {"players": 2, "tournament": True}
    err = refused("--players", "3", "--option", "tournament")
    assert "tournament option is for 2 players only" in err


def test_bad_option_and_player_count():
    assert "saiju has no option 'speed'" in refused("--option", "speed")
    assert "2 to 3 players, not 4" in refused("--players", "4")
    assert "does not shuffle" in refused("--seed", "3")


def test_illegal_move_names_its_number_token_and_reason():
    assert refused("--moves", "M@d2 S@a1 F@g7 wM-b1 end wS-d2") == \
        "move 6 'wS-d2': d2 already holds a white Moon piece, so the Shadow cannot go there"
    assert refused("--moves", "S@d2") == \
        "move 1 'S@d2': the Moon Shadow is to be put now (M@hex), not the Snow Shadow"
    assert refused("--moves", "M@d2 S@a1 F@g7 end") == \
        "move 4 'end': a turn places at least one Colour piece before it can end"
    assert refused("--moves", "M@d2 S@a1 F@g7 pS-c3 yS-c4") == (
        "move 5 'yS-c4': the turn's second placement must use a different symbol from the "
        "first (Snow); play another symbol or end")


def test_malformed_move():
    assert refused("--moves", "M@d2 S@d4") == \
        "move 2 'S@d4': there is no hex d4 (d4, the centre, is not on the board)"
    assert refused("--moves", "hello").startswith("move 1 'hello': 'hello' is not a Saiju move")
    assert refused("--moves", "qS-c3") == ("move 1 'qS-c3': a placement starts with a colour "
                                           "w, y or p and a symbol S, M or F (like pS), not 'qS'")


def test_moves_after_the_end_are_refused():
    record = record_for_board(FIG4_PIECES, 2)
    assert refused("--moves", " ".join(record + ["end"])) == \
        f"move {len(record) + 1} 'end': the game is over"


def test_position_option_round_trips():
    d = referee("--moves", "M@d2 S@a1 F@g7 pS-c3 end yM-c4")
    e = referee("--position", d["position"])
    assert e == d
    f = referee("--position", d["position"], "--moves", "end")
    assert f["to_move"] == 0 and f["ply"] == 7
    assert "carries its own options" in refused("--position", d["position"], "--players", "2")
    assert "has 6 fields" in refused("--position", "nonsense")


def test_command_line_module():
    proc = subprocess.run([sys.executable, "-m", "games", "saiju", "--players", "3",
                           "--moves", "M@a1 F@b2 S@c3 wS-d1"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stderr == ""
    data = json.loads(proc.stdout)
    assert data["to_move"] == 0 and data["ply"] == 4 and "end" in data["legal"]
    proc = subprocess.run([sys.executable, "-m", "games", "saiju", "--moves", "M@d2 M@d3"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr == "move 2 'M@d3': the Snow Shadow is to be put now (S@hex), not the Moon Shadow\n"
