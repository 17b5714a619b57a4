"""The command-line referee on Ni-Ju: JSON fields, options, and errors."""

from __future__ import annotations

import json

from games.referee import run

WIN = "0f@0,0 17@-1,0 1b@1,0 1d@-2,0 1e@0,-1 27@-3,0 2b@1,-1 2d@-4,0 2e@1,1"


def ok(*argv):
    status, out, err = run(["ni-ju", *argv])
    assert status == 0, err
    assert err == "" and out.endswith("\n") and out.count("\n") == 1
    return json.loads(out)


def bad(*argv):
    status, out, err = run(["ni-ju", *argv])
    assert status == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1
    return err.rstrip("\n")


def test_start():
    j = ok()
    assert list(j) == ["game", "options", "ply", "to_move", "players", "legal", "over",
                       "winner", "draw", "scores", "position"]
    assert j["game"] == "ni-ju"
    assert j["options"] == {"players": 2, "blocked-marks": False, "placement-only": False}
    assert j["ply"] == 0 and j["to_move"] == 0
    assert j["players"] == ["white", "black"]
    assert len(j["legal"]) == 70 and j["legal"] == sorted(j["legal"])
    assert "0f@0,0" in j["legal"]
    assert (j["over"], j["winner"], j["draw"], j["scores"]) == (False, None, False, None)
    assert j["position"] == "w 0 - -"


def test_win():
    j = ok("--moves", WIN)
    assert j["over"] and j["winner"] == 0 and not j["draw"]
    assert j["to_move"] is None and j["legal"] == [] and j["ply"] == 9
    assert j["position"].startswith("- 9 ")


def test_placement_only_scores():
    j = ok("--option", "placement-only", "--moves", WIN)
    assert j["options"]["placement-only"] is True
    assert not j["over"] and j["to_move"] == 1
    assert j["scores"] == [1, 0]
    assert j["position"].endswith(" placement-only")
    start = ok("--option", "placement-only")
    assert start["scores"] == [0, 0]


def test_blocked_marks():
    j = ok("--option", "blocked-marks", "--moves", "0f@0,0 17@1,0")
    assert j["options"]["blocked-marks"] is True
    # Black's 17 (N, NE, E, S) on 1,0 sits on White's E mark and marks no white tile.
    assert j["blocked"] == ["0,0"]
    plain = ok("--moves", "0f@0,0 17@1,0")
    assert "blocked" not in plain
    assert plain["legal"] == j["legal"]


def test_blocked_marks_both_ways():
    # Black's 1e (NE, E, SE, S) on -1,0 marks White's 0,0 too.
    j = ok("--option", "blocked-marks", "--moves", "0f@0,0 1e@-1,0")
    assert j["blocked"] == ["-1,0"]
    j = ok("--option", "blocked-marks", "--moves", "47@0,0 1e@-1,0")
    assert j["blocked"] == ["-1,0", "0,0"]


def test_position_argument():
    j = ok("--moves", "0f@0,0 17@1,0")
    again = ok("--position", j["position"])
    assert again["legal"] == j["legal"] and again["position"] == j["position"]
    after = ok("--position", j["position"], "--moves", "1b@0,1")
    assert after["ply"] == 3


def test_illegal_move_message():
    err = bad("--moves", "0f@0,0 17@1,1")
    assert err == ("move 2 '17@1,1': 1,1 shares no edge with a tile "
                   "(touching at a corner is not enough)")
    assert bad("--moves", "0f@0,0 17@1,0 3c@0,1") == (
        "move 3 '3c@0,1': white has already placed the tile of kind 1 (pattern 3c)")
    assert bad("--moves", "pass") == (
        "move 1 'pass': no passing in the placement phase: a tile must be placed")
    assert bad("--moves", WIN + " 33@2,1") == "move 10 '33@2,1': the game is over"


def test_malformed_move_message():
    assert bad("--moves", "0f@0,0 0F@1,0") == (
        "move 2 '0F@1,0': write the pattern byte in lower case: 0f, not 0F")
    assert bad("--moves", "hello").startswith("move 1 'hello': 'hello' is not a Ni-Ju move")


def test_bad_options():
    assert "no option 'fast'" in bad("--option", "fast")
    assert "exactly 2" in bad("--players", "3")
    assert "does not shuffle" in bad("--seed", "4")
    assert "4 fields" in bad("--position", "w 0 -")
    assert "carries its own options" in bad("--position", "w 0 - -", "--option",
                                            "placement-only")
