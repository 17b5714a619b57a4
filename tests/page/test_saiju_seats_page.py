"""Saiju's seats on a phone and on tablets (headless Chromium): every Shadow a player keeps is
drawn whole inside that player's seat, with nothing over it and no seat over another, so who
holds which Shadows, and how many, can be read at a glance.

A player keeps at most the three Shadows (games/saiju/rules.py: each is taken once, by whoever
removed it), in a two-player game as in a three-player one. The tests share one started page
(``reused_page``) and open each link through the page's routing."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest

from games import get_game
from tests.conftest import open_at
from tests.page_checks import LAYOUT_SIZES, check_layout

pytestmark = pytest.mark.shares_page
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

SAIJU = get_game("saiju")
FULL_BOARD = "wFpSpSyF/ySwFyFyMpM/pFwFySpSpMpF/yFyMyMpMwSwM/wSpFpMwFwMwS/wMpFyFySyS/wMyMwSpS"
"""A finished game's board (Snow 8, Moon 30 in a two-player game)."""

KEPT = {
    "two-each-side": ("mss", 2),    # Snow keeps two, Moon one (a game a player reported)
    "snow-keeps-all": ("sss", 2),   # the most one player may keep, beside Moon's 30
    "flower-keeps-all": ("fff", 3),  # three players: the longest name keeps all three
    "snow-keeps-all-of-three": ("sss", 3),
}

SEATS = """() => {
  const problems = [], seats = [...document.querySelectorAll('#seat-top .saiju-seat')];
  const rects = seats.map(s => s.getBoundingClientRect());
  const held = {};
  seats.forEach((seat, i) => {
    const r = rects[i], name = seat.dataset.seat;
    if (r.left < -1 || r.right > innerWidth + 1 || r.top < -1 || r.bottom > innerHeight + 1)
      problems.push(`seat ${name} is not wholly on screen (${Math.round(r.left)} to ${Math.round(r.right)})`);
    rects.forEach((o, j) => {
      if (j > i && r.left < o.right - 1 && o.left < r.right - 1 && r.top < o.bottom - 1 && o.top < r.bottom - 1)
        problems.push(`seat ${name} overlaps seat ${seats[j].dataset.seat}`);
    });
    held[name] = 0;
    for (const icon of seat.querySelectorAll('.saiju-icon.held')) {
      const q = icon.getBoundingClientRect();
      if (!icon.checkVisibility() || q.width < 12 || q.height < 12) {
        problems.push(`a Shadow kept by seat ${name} is not shown (${Math.round(q.width)}×${Math.round(q.height)})`);
        continue;
      }
      if (q.left < r.left - 0.5 || q.right > r.right + 0.5 || q.top < r.top - 0.5 || q.bottom > r.bottom + 0.5)
        problems.push(`a Shadow kept by seat ${name} spills out of its seat ` +
                      `(${Math.round(q.left)} to ${Math.round(q.right)} in ${Math.round(r.left)} to ${Math.round(r.right)})`);
      // Its centre and its four corners (just inside) are the Shadow's own: nothing lies over it.
      const points = [[(q.left + q.right) / 2, (q.top + q.bottom) / 2], [q.left + 2, q.top + 2],
                      [q.right - 2, q.top + 2], [q.left + 2, q.bottom - 2], [q.right - 2, q.bottom - 2]];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(icon === hit || icon.contains(hit))) {
          problems.push(`a Shadow kept by seat ${name} is covered at ${Math.round(x)},${Math.round(y)} ` +
                        `by ${hit ? (hit.closest('[data-seat]') ? 'seat ' + hit.closest('[data-seat]').dataset.seat : hit.tagName) : 'nothing'}`);
          break;
        }
      }
      held[name] += 1;
    }
  });
  return {problems, held};
}"""


def end_link(holders: str, players: int, lang: str) -> str:
    """The finished game's link, its Shadows kept by ``holders`` (Snow's, Moon's, Flower's)."""
    state = SAIJU.parse_position(f"{FULL_BOARD} - 37 {holders} {players} -")
    position = SAIJU.position_text(state).replace(" ", "+")
    return f"?lang={lang}#game=saiju&position={quote(position, safe='+/')}"


@pytest.mark.parametrize("size", LAYOUT_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("case", list(KEPT))
def test_every_kept_shadow_shows_whole_inside_its_seat(page: Any, case: str, lang: str,
                                                      size: tuple[int, int]) -> None:
    holders, players = KEPT[case]
    state = SAIJU.parse_position(f"{FULL_BOARD} - 37 {holders} {players} -")
    open_at(page, size, end_link(holders, players, lang))
    page.wait_for_selector("#seat-top .saiju-seat")
    found = page.evaluate(SEATS)
    assert not found["problems"], found["problems"]
    # Each seat shows as many Shadows as the engine says that player keeps.
    assert found["held"] == {**{str(p): len(kept) for p, kept in enumerate(state.shadows_held())},
                             **({"neutral": 0} if players == 2 else {})}, found["held"]
    check_layout(page, case)
