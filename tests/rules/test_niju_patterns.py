"""Ni-Ju tile patterns: the 70 bytes, rotation, the 20 kinds and their numbers."""

from __future__ import annotations

from itertools import combinations

import pytest

from games.niju import (
    DIRECTIONS,
    KIND_BYTES,
    KINDS,
    OFFSETS,
    PATTERNS,
    canonical,
    kind_byte,
    kind_of,
    marked_offsets,
    orientations,
    rotate,
)
from games.niju.patterns import ALL_KINDS_MASK, hand_kinds


def test_seventy_patterns_of_four_marks():
    # Rulebook: 70 patterns counting rotations; C(8, 4) = 70.
    expected = sorted(sum(1 << i for i in c) for c in combinations(range(8), 4))
    assert list(PATTERNS) == expected
    assert len(PATTERNS) == 70


def test_positions_clockwise_from_north_y_down():
    assert DIRECTIONS == ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
    assert OFFSETS[0] == (0, -1)  # N is y - 1
    assert OFFSETS[2] == (1, 0)
    assert OFFSETS[4] == (0, 1)
    assert OFFSETS[6] == (-1, 0)
    assert OFFSETS[1] == (1, -1) and OFFSETS[7] == (-1, -1)


def test_rotate_clockwise_moves_marks_two_positions_on():
    assert rotate(0b0000_0001) == 0b0000_0100  # N -> E
    assert rotate(0b0000_0010) == 0b0000_1000  # NE -> SE
    assert rotate(0b1000_0000) == 0b0000_0010  # NW -> NE (wraps)
    assert rotate(0x0F) == 0x3C
    for b in PATTERNS:
        assert rotate(b, 4) == b
        assert rotate(rotate(b), -1) == b
        assert rotate(b, 2) == rotate(rotate(b))


def test_twenty_kinds_numbered_by_smallest_byte():
    # Burnside: (70 + 2 + 6 + 2) / 4 = 20.
    assert len(KIND_BYTES) == 20 and KINDS == tuple(range(1, 21))
    assert list(KIND_BYTES) == sorted(KIND_BYTES)
    classes = {min(rotate(b, t) for t in range(4)) for b in PATTERNS}
    assert sorted(classes) == list(KIND_BYTES)
    assert KIND_BYTES[0] == 0x0F and kind_of(0x0F) == 1
    assert KIND_BYTES[-1] == 0xAA and kind_of(0xAA) == 20
    assert [f"{b:02x}" for b in KIND_BYTES] == [
        "0f", "17", "1b", "1d", "1e", "27", "2b", "2d", "2e", "33",
        "35", "36", "39", "3a", "55", "56", "5a", "66", "6a", "aa",
    ]


def test_kind_and_canonical_of_every_byte():
    for b in PATTERNS:
        k = kind_of(b)
        assert canonical(b) == kind_byte(k) == min(rotate(b, t) for t in range(4))
        assert b in orientations(k)
        assert kind_of(rotate(b)) == k


def test_symmetric_kinds_have_fewer_orientations():
    # 90° symmetry: all four edges, all four corners; 180°: two more kinds.
    assert orientations(kind_of(0x55)) == (0x55,)
    assert orientations(kind_of(0xAA)) == (0xAA,)
    assert orientations(kind_of(0x33)) == (0x33, 0xCC)
    assert orientations(kind_of(0x66)) == (0x66, 0x99)
    sizes = sorted(len(orientations(k)) for k in KINDS)
    assert sizes == [1, 1, 2, 2] + [4] * 16
    assert sum(sizes) == 70
    all_bytes = [b for k in KINDS for b in orientations(k)]
    assert sorted(all_bytes) == list(PATTERNS)  # each oriented byte once


def test_marked_offsets():
    assert marked_offsets(0x0F) == ((0, -1), (1, -1), (1, 0), (1, 1))
    assert marked_offsets(0x55) == ((0, -1), (1, 0), (0, 1), (-1, 0))
    for b in PATTERNS:
        assert len(set(marked_offsets(b))) == 4


@pytest.mark.parametrize("bad", [0x00, 0x07, 0x1F, 0xFF, 256, -1])
def test_non_patterns_rejected(bad):
    with pytest.raises(ValueError):
        kind_of(bad)
    with pytest.raises(ValueError):
        marked_offsets(bad)


@pytest.mark.parametrize("bad", [0, 21, -1])
def test_no_such_kind(bad):
    with pytest.raises(ValueError):
        kind_byte(bad)
    with pytest.raises(ValueError):
        orientations(bad)


def test_hand_mask():
    assert hand_kinds(ALL_KINDS_MASK) == KINDS
    assert hand_kinds(0b101) == (1, 3)
    assert hand_kinds(0) == ()
