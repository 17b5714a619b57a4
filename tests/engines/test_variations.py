"""Variations in Firefox and WebKit: a record with alternatives (one nested) pasted into the
Record dialog opens with its main line; the move list shows the alternatives as
``[data-variation]`` moves in words; a click shows a variation's position, and the replay
buttons step along that variation and back to where it left the main line. One page per engine
(``kept_tab``), its link opened through the page's routing."""

from __future__ import annotations

import json
from typing import Any

from games import replay_or_raise
from tests.conftest import SETTLED
from tests.engines.test_games import SIAM, show

STUDY = """[Game "siam"]

{Start} +B1S {Enter} +E1W (+E5W {far corner} B1B2S (B1B1E) +A5S) (+D5S) B1B2S {step} E1E1S
"""
MAIN = ["+B1S", "+E1W", "B1B2S", "E1E1S"]


def wait_shown(tab: Any, ply: int, tokens: list[str]) -> None:
    """Until the page shows the position after ``tokens`` at ``ply`` (the contract's position)
    and its board stands still."""
    tab.wait(f"document.querySelector('#app').dataset.ply === '{ply}'")
    tab.wait(f"document.querySelector('#app').dataset.position === {json.dumps(position(tokens))}")
    tab.wait(f"({SETTLED})()")  # the board stands still before the next click


def position(tokens: list[str]) -> str:
    state = replay_or_raise(SIAM.start(), tokens)
    return state.game.public_position_text(state)


def test_a_record_with_variations_is_listed_and_stepped_through(kept_tab: Any, base_url: str) -> None:
    tab = kept_tab
    tab.viewport(1024, 768)
    show(tab, base_url, "?game=siam")
    tab.click("[data-action=record]")
    tab.wait("document.querySelector('#record-dialog[open]')")
    tab.eval("(text) => { document.querySelector('#record-text').value = text; }", STUDY)
    tab.click("[data-record=open]")
    wait_shown(tab, 4, MAIN)
    assert tab.eval("() => [...document.querySelectorAll('#moves li')].map(e => e.dataset.token)") == MAIN
    listed = tab.eval("() => [...document.querySelectorAll('#moves [data-variation]')]"
                      ".map(e => [e.dataset.token, e.dataset.path, e.dataset.variation, e.textContent])")
    assert [row[:3] for row in listed] == [
        ["+E5W", "0.1", "1"], ["B1B2S", "0.1.0", "1"], ["B1B1E", "0.1.1", "2"],
        ["+A5S", "0.1.0.0", "1"], ["+D5S", "0.2", "1"]]
    assert all(row[3] and row[0] not in row[3] for row in listed), listed  # words, not tokens
    tab.click("#moves [data-path='0.1']")  # into the variation
    wait_shown(tab, 2, ["+B1S", "+E5W"])
    tab.wait("document.querySelector('#moves [data-path=\"0.1\"]').className === 'current'")
    tab.click("[data-replay=next]")
    wait_shown(tab, 3, ["+B1S", "+E5W", "B1B2S"])
    tab.click("[data-replay=next]")
    wait_shown(tab, 4, ["+B1S", "+E5W", "B1B2S", "+A5S"])
    assert tab.eval("() => document.querySelector('#moves .current').dataset.path") == "0.1.0.0"
    for ply in (3, 2, 1):
        tab.click("[data-replay=prev]")
        wait_shown(tab, ply, ["+B1S", "+E5W", "B1B2S", "+A5S"][:ply])
    tab.click("#moves li[data-ply='3']")  # the main line again
    wait_shown(tab, 3, MAIN[:3])
    assert tab.eval("() => document.querySelector('#moves .current').dataset.ply") == "3"
