"""The referee's exact answer for a finished game of each game: its JSON and its record.

``python -m games GAME --moves "…"`` is a public interface: outside checks read
these fields, and the record's ``Result`` and ``Reason`` come from the game's
termination code. Each game below is played to its end through the command
itself, and the whole output is compared, so a renamed field, a changed
sentence or a termination code written differently fails here.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from games.referee import run

ROOT = Path(__file__).resolve().parent.parent.parent

FINISHED: dict[str, tuple[list[str], str, str, str]] = {
    'siam': (
        [],
        '+E1E +A4S +E3E +B5W +E2W A4- +B1E B5B4S E2D2W +B5N E3E3N +A5E +D1S +E2N B1C1S B5- D2D2E B4C4N D2D2W A5A4N E3E3S A4A4S C1C2N +D1S D2D3S +A5E C2B2W D1C1S D4E4W A4A4W E4D4W C1D1N B2C2E C4B4S C2C1E A4A3S C1C2W A5A5S D3D4S',
        '{"game": "siam", "options": {"players": 2, "no-opening-restriction": false, "remove-once": false}, "ply": 39, "to_move": null, "players": ["elephant", "rhino"], "legal": [], "over": true, "winner": 0, "draw": false, "scores": null, "position": "...RNEE/..EW.RN/RSOO.ES/.RS.ES./RS..EW. - 39 0,2 e@D4 -"}\n',
        '[Game "siam"]\n[Players "2"]\n[Result "win:0"]\n[Reason "Elephant on D4 pushed the rock out"]\n\n+E1E +A4S +E3E +B5W +E2W A4- +B1E B5B4S E2D2W +B5N E3E3N +A5E +D1S +E2N B1C1S\nB5- D2D2E B4C4N D2D2W A5A4N E3E3S A4A4S C1C2N +D1S D2D3S +A5E C2B2W D1C1S D4E4W\nA4A4W E4D4W C1D1N B2C2E C4B4S C2C1E A4A3S C1C2W A5A5S D3D4S\n',
    ),
    'saiju': (
        [],
        'M@e5 S@f3 F@a3 yM-a1 yF-b1 pF-a2 wM-d3 pM-c6 yF-d1 wM-d2 pF-f5 pS-c1 pF-d5 yS-e3 wF-c3 yS-f4 yF-g4 yS-c2 yF-d6 wM-f7 pF-b5 wF-a4 pM-e4 yS-d7 yM-e7 pS-b3 wM-e2 wF-g6 yM-f6 yM-b4 pS-c5 wS-c4 pM-g5 pS-b2 finish',
        '{"game": "saiju", "options": {"players": 2, "tournament": false}, "ply": 35, "to_move": null, "players": ["snow", "moon"], "legal": [], "over": true, "winner": 1, "draw": false, "scores": [6, 14], "position": "wMyFyFwF/pFwSpSpMwF/ySySyFpSwSwM/pFwMpMwFpFpS/yMySyMyMwSwM/pSySpFyMpM/yFpMwFwS - 35 mss 2 -"}\n',
        '[Game "saiju"]\n[Players "2"]\n[Result "win:1"]\n[Reason "Moon wins 14 to 6"]\n\nM@e5 S@f3 F@a3 yM-a1 yF-b1 pF-a2 wM-d3 pM-c6 yF-d1 wM-d2 pF-f5 pS-c1 pF-d5 yS-e3\nwF-c3 yS-f4 yF-g4 yS-c2 yF-d6 wM-f7 pF-b5 wF-a4 pM-e4 yS-d7 yM-e7 pS-b3 wM-e2\nwF-g6 yM-f6 yM-b4 pS-c5 wS-c4 pM-g5 pS-b2 finish\n',
    ),
    'ni-ju': (
        [],
        '69@0,0 66@1,0 95@0,-1 d4@-1,-1 27@1,1 cc@-2,-1 78@-1,0 9c@1,2 5c@-1,1',
        '{"game": "ni-ju", "options": {"players": 2, "blocked-marks": false, "placement-only": false}, "ply": 9, "to_move": null, "players": ["white", "black"], "legal": [], "over": true, "winner": 0, "draw": false, "scores": null, "position": "- 9 bcc@-2,-1/bd4@-1,-1/w95@0,-1/w78@-1,0/w69@0,0/b66@1,0/w5c@-1,1/w27@1,1/b9c@1,2 -"}\n',
        '[Game "ni-ju"]\n[Players "2"]\n[Result "win:0"]\n[Reason "white completed the pattern of the tile on 0,0"]\n\n69@0,0 66@1,0 95@0,-1 d4@-1,-1 27@1,1 cc@-2,-1 78@-1,0 9c@1,2 5c@-1,1\n',
    ),
    'symbol-pallet': (
        ['--seed', '7'],
        '>Ka1 >Wc1 >Ks2 >Bs2 a:Bc2@4,-2 b:Ws2@3,2+ b:Ra1@6,2+ a:Pt1@0,-2+ b:Ks1@1,0 a:Yc2@2,-2+ draw b:Ow1@6,0 b:Ww1@8,2 draw b:Rc2@3,0!2b>Ws2 a:Oa1@2,-4 draw b:Ys1@6,4+ b:Bw1@6,6+ draw draw a:Gc2@1,-2 draw b:Ps2@8,6 b:Wa1@6,8 draw draw draw discard:Ra2,Bs1,Yt1,Ya1,Gw1,Ot1 b:Bs1@4,6 draw b:Rs1@5,6 b:Ra2@1,2+ b:Ba2@-2,2+ b:Kc2@-4,2+ draw draw a:Ga2@5,1 discard:Gs1 b:Ot1@-4,0 b:Ya1@-4,4 b:Gs1@-6,2 draw draw draw discard:Rs2,Ya2,Ps1,Ga1,Oa2,Kw1 b:Ya2@-5,1 b:Oa2@-3,2+ a:Ga1@3,-2!2a>Pt1 draw draw draw discard:Rw1,Bc1,Yc1,Oc2,Wc2,Kc1 b:Yc1@-2,0 b:Ys2@-2,4 a:Wc2@-2,-2 draw draw draw discard:Rt1,Pc1,Pa1,Gc1,Os1,Oc1 a:Pa1@-1,-2!2a>Yc1 draw draw pass pass',
        '{"game": "symbol-pallet", "options": {"players": 2, "beginner": false, "seed": 7, "deck": null}, "ply": 65, "to_move": null, "players": ["red", "blue"], "legal": [], "over": true, "winner": 1, "draw": false, "scores": [2, 3], "position": "players=2 options=- start=seed:7 ply=65 turn=over final=1 field=Ka1@0,0;Ks2@2,0;Wc1@4,0;Pa2@0,2;Ba1@2,2;Bs2@4,2;Bt1@0,4;Pw1@2,4;Yw1@4,4;Bc2@4,-2;Ws2@3,2;Ra1@6,2;Pt1@0,-2;Ks1@1,0;Yc2@2,-2;Ow1@6,0;Ww1@8,2;Rc2@3,0;Oa1@2,-4;Ys1@6,4;Bw1@6,6;Gc2@1,-2;Ps2@8,6;Wa1@6,8;Bs1@4,6;Rs1@5,6;Ra2@1,2;Ba2@-2,2;Kc2@-4,2;Ga2@5,1;Ot1@-4,0;Ya1@-4,4;Gs1@-6,2;Ya2@-5,1;Oa2@-3,2;Ga1@3,-2;Yc1@-2,0;Ys2@-2,4;Wc2@-2,-2;Pa1@-1,-2 chips=Wc1,Bw1,Yc1,Oa2 hands=Rc1,Gs2,Ws1/Pc2,Gt1,Os2 discard=Rs2,Rt1,Rw1,Bc1,Yt1,Ps1,Pc1,Gc1,Gw1,Os1,Oc1,Oc2,Kc1,Kw1 deck=-", "hand": null, "discard": ["Rs2", "Rt1", "Rw1", "Bc1", "Yt1", "Ps1", "Pc1", "Gc1", "Gw1", "Os1", "Oc1", "Oc2", "Kc1", "Kw1"], "deck_size": 0, "phase": "over", "action": null, "must_discard": 0}\n',
        '[Game "symbol-pallet"]\n[Players "2"]\n[Seed "7"]\n[Result "win:1"]\n[Reason "blue wins with 3 table tiles"]\n\n>Ka1 >Wc1 >Ks2 >Bs2 a:Bc2@4,-2 b:Ws2@3,2+ b:Ra1@6,2+ a:Pt1@0,-2+ b:Ks1@1,0\na:Yc2@2,-2+ draw b:Ow1@6,0 b:Ww1@8,2 draw b:Rc2@3,0!2b>Ws2 a:Oa1@2,-4 draw\nb:Ys1@6,4+ b:Bw1@6,6+ draw draw a:Gc2@1,-2 draw b:Ps2@8,6 b:Wa1@6,8 draw draw\ndraw discard:Ra2,Bs1,Yt1,Ya1,Gw1,Ot1 b:Bs1@4,6 draw b:Rs1@5,6 b:Ra2@1,2+\nb:Ba2@-2,2+ b:Kc2@-4,2+ draw draw a:Ga2@5,1 discard:Gs1 b:Ot1@-4,0 b:Ya1@-4,4\nb:Gs1@-6,2 draw draw draw discard:Rs2,Ya2,Ps1,Ga1,Oa2,Kw1 b:Ya2@-5,1 b:Oa2@-3,2+\na:Ga1@3,-2!2a>Pt1 draw draw draw discard:Rw1,Bc1,Yc1,Oc2,Wc2,Kc1 b:Yc1@-2,0\nb:Ys2@-2,4 a:Wc2@-2,-2 draw draw draw discard:Rt1,Pc1,Pa1,Gc1,Os1,Oc1\na:Pa1@-1,-2!2a>Yc1 draw draw pass pass\n',
    ),
}
"""Per game: the options, the moves of a whole game, the JSON line and the record."""


@pytest.mark.parametrize("name", FINISHED)
def test_the_command_answers_a_finished_game_exactly(name: str) -> None:
    options, moves, json_line, _ = FINISHED[name]
    done = subprocess.run([sys.executable, "-m", "games", name, *options, "--moves", moves],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == json_line


@pytest.mark.parametrize("name", FINISHED)
def test_the_record_of_a_finished_game_names_its_result_and_reason(name: str) -> None:
    options, moves, _, record = FINISHED[name]
    assert run([name, *options, "--moves", moves, "--write-record"]) == (0, record, "")
