"""What of a Ni-Ju table and its trays the page shows, with no DOM.

The table has no edge, so the page shows a window of it (``web.views.pan_zoom``) and decides
where that window goes; on a phone the two trays do not both fit with a board a finger can
play on, so one of them folds to a line. These are the decisions, as plain functions of the
position's facts, so that CPython tests can hold them:

- ``open_tray``: whose tray is shown whole on a phone (the other folds). The person who taps
  next wants their own tiles at full size; the tray of a player who cannot tap now is only
  looked at, and a line of small tiles says what is left there.
- ``page_window``: the page's zoom, a window around the last move (or the winning pattern at
  the end) no bigger than 44 px targets allow, with its edges placed so that a square they cut
  keeps its centre in view (``aligned``). A square cut past its centre would show a sliver of
  a lit square whose middle is outside the board, where a finger lands on a tray instead.
- ``followed``: after a move the player did not see coming (the computer's, say) the window
  the player panned or zoomed to moves the least it must to show that move whole; the player's
  zoom stays. A finished game's winning pattern is shown whole the same way.

Boxes are ``(x, y, width, height)`` in board units; a square ``(x, y)`` covers
``[x·CELL, (x+1)·CELL]`` across and down (``games.diagram.niju``), turned half round about the
origin when the table is seen from the other side (``flipped``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from games.diagram.niju import CELL

Box = tuple[float, float, float, float]
Square = tuple[int, int]

NEAR_CUT = 0.4
"""A window's edge may cut into a square this far (as a share of the square) from the near
side: 60 % of it and its centre are then in view."""
FAR_CUT = 0.05
"""…or only this far from the far side: the part left in view is the margin outside a lit
square's dashed outline (``games.diagram.niju.cell_box``: 6 units of 100), nothing to tap; a
unit short of the outline, so that the viewBox written to a tenth of a unit (and laid out to a
fraction of a pixel) shows not a hair of it."""
EPSILON = 1e-6


def open_tray(to_move: int | None, computer: Iterable[int], bottom: int) -> int | None:
    """The tray shown whole on a phone: the person's to move; while the computer moves, the
    tray in the bottom seat (the person at the device, whose tiles are theirs to tap next);
    None once the game is over (both fold, the table takes the room)."""
    if to_move is None:
        return None
    return bottom if to_move in frozenset(computer) else to_move


def focus_squares(state: Any, moves: Iterable[Any]) -> list[Square]:
    """The squares a lesson's or a puzzle's move (``BoardState.focus``) is about: the pattern it
    completes when it wins (the tile and the 4 squares its dots mark), else the square it goes
    to and, for a step, the square it leaves. The engine says which pattern; this only collects
    squares. A move that cannot be played in ``state`` is about nothing there: the board may show
    another position than the step's (a wrong try on show, the move before the reply)."""
    squares: list[Square] = []
    for move in moves:
        if not state.is_legal(move):
            continue
        won = state.apply(move).winning_tile()
        if won is not None:
            squares += [won[0], *won[1]]
        else:  # a pass has neither
            squares += [getattr(move, name) for name in ("target", "origin") if hasattr(move, name)]
    return squares


def squares_box(squares: Iterable[Square], flipped: bool = False, pad: float = 0.0) -> Box | None:
    """The box around ``squares`` (with ``pad`` units around them), as the board draws them."""
    found = list(squares)
    if not found:
        return None
    left = min(x for x, _ in found) * CELL - pad
    top = min(y for _, y in found) * CELL - pad
    right = (max(x for x, _ in found) + 1) * CELL + pad
    bottom = (max(y for _, y in found) + 1) * CELL + pad
    if flipped:
        left, top, right, bottom = -right, -bottom, -left, -top
    return left, top, right - left, bottom - top


def _share(at: float) -> float:
    """Where ``at`` lies inside its square, as a share from 0 (its near side) to 1."""
    return (at / CELL) % 1.0


def _near_edge_ok(at: float) -> bool:
    """A window's left (or top) edge at ``at`` leaves the square it cuts its centre in view."""
    share = _share(at)
    return share <= NEAR_CUT + EPSILON or share >= 1 - FAR_CUT - EPSILON


def _far_edge_ok(at: float) -> bool:
    """A window's right (or bottom) edge at ``at`` leaves the square it cuts its centre in view."""
    share = _share(at)
    return share >= 1 - NEAR_CUT - EPSILON or share <= FAR_CUT + EPSILON


def cuts_ok(start: float, side: float) -> bool:
    """Whether a window from ``start`` to ``start + side`` (one axis) cuts no square past its centre."""
    return _near_edge_ok(start) and _far_edge_ok(start + side)


def _fitting_side(side: float) -> float:
    """``side``, or a little less where no start would cut both edges well: the two edges'
    good places (45 % and 45 % of a square) miss each other when a side is between 0.1 and
    0.2 squares past a whole number of squares."""
    whole, share = divmod(side / CELL, 1.0)
    low, high = 2 * FAR_CUT, 1 - 2 * NEAR_CUT
    if low < share < high:
        return (whole + low) * CELL
    return side


def _aligned_start(start: float, side: float, keep: tuple[float, float] | None) -> float:
    """The start nearest ``start`` whose window cuts no square past its centre and shows
    ``keep`` (from, to) whole; ``start`` itself when none does."""
    near, far = math.floor(start / CELL), math.floor((start + side) / CELL)
    candidates = [start]
    for k in range(-2, 3):  # the edges' good places' ends, in the squares around each edge
        candidates += [(near + k - FAR_CUT) * CELL, (near + k + NEAR_CUT) * CELL,
                       (far + k + 1 - NEAR_CUT) * CELL - side, (far + k + 1 + FAR_CUT) * CELL - side]
    good = [c for c in candidates if cuts_ok(c, side)]
    if keep is not None:  # what must be seen comes first (a winning pattern a hair too wide)
        good = [c for c in good if c <= keep[0] + EPSILON and c + side >= keep[1] - EPSILON]
    return min(good, key=lambda c: (abs(c - start), c)) if good else start


def aligned(window: Box, keep: Box | None = None) -> Box:
    """``window`` moved the least (and made a hair smaller if it must) so that no square is cut
    past its centre at any edge while it shows ``keep`` whole; where no such place shows
    ``keep`` (its side leaves too little room), that axis stays as it was."""
    x, y, side, _ = window
    side = _fitting_side(side)
    # A window made smaller keeps its middle.
    x, y = x + (window[2] - side) / 2, y + (window[3] - side) / 2
    kx = None if keep is None else (keep[0], keep[0] + keep[2])
    ky = None if keep is None else (keep[1], keep[1] + keep[3])
    return _aligned_start(x, side, kx), _aligned_start(y, side, ky), side, side


def _clamped(start: float, side: float, low: float, high: float) -> float:
    """``start`` moved the least so that ``[start, start + side]`` holds ``[low, high]`` (or is
    centred on it when it is too wide)."""
    if high - low > side:
        return (low + high - side) / 2
    return min(max(start, high - side), low)


def page_window(whole: Box, most: float, keep: Box | None, whole_keep: bool = False) -> Box:
    """The page's zoom: ``whole`` when its side is at most ``most`` (the largest side that keeps
    44 px targets), else a window ``most`` wide around ``whole``'s middle, moved the least to
    show ``keep`` whole, with its edges cutting no square past its centre. With ``whole_keep``
    (a finished game's winning pattern: nothing is left to place) the window grows to hold
    ``keep`` when 44 px targets would leave no room for it."""
    x, y, side, _ = whole
    if whole_keep and keep is not None:
        most = max(most, keep[2], keep[3])
    if side <= most + EPSILON:
        return whole
    left = min(max(x + side / 2 - most / 2, x), x + side - most)
    top = min(max(y + side / 2 - most / 2, y), y + side - most)
    if keep is not None:
        left = _clamped(left, most, keep[0], keep[0] + keep[2])
        top = _clamped(top, most, keep[1], keep[1] + keep[3])
    return aligned((left, top, most, most), keep)


def shows(window: Box, keep: Box) -> bool:
    """Whether ``keep`` is wholly inside ``window``."""
    x, y, w, h = window
    kx, ky, kw, kh = keep
    return (kx >= x - EPSILON and ky >= y - EPSILON and kx + kw <= x + w + EPSILON
            and ky + kh <= y + h + EPSILON)


def followed(window: Box, keep: Box, whole_keep: bool = False) -> Box | None:
    """Where a window the player panned or zoomed goes to show ``keep`` whole: None when it
    shows it already (the player's view stays as they left it), else moved the least, at the
    player's zoom, edges cutting no square past its centre. A ``keep`` wider than the window
    is centred on, or with ``whole_keep`` (a winning pattern) shown whole, zoomed out about
    the window's middle as much as that takes."""
    if shows(window, keep):
        return None
    x, y, side, _ = window
    if whole_keep and max(keep[2], keep[3]) > side:
        grown = max(keep[2], keep[3])
        x, y, side = x + (side - grown) / 2, y + (side - grown) / 2, grown
    moved = (_clamped(x, side, keep[0], keep[0] + keep[2]),
             _clamped(y, side, keep[1], keep[1] + keep[3]), side, side)
    return aligned(moved, keep)
