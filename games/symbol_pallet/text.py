"""Symbol Pallet's position text: a whole state, hidden parts included, on one line.

Eleven fields separated by single spaces, each ``name=value``, always in this
order (``-`` stands for an empty list)::

    players=2 options=- start=seed:7 ply=14 turn=1:2 final=0
    field=Rs1@0,0;Bc2@2,0;… chips=Gc1,Rs2,Ya1,Bs1 hands=Rs1,Pa1/Ka1 discard=- deck=Oa2,…

- ``players``: 2–4.  ``options``: switches joined by ``,`` (``beginner``) or ``-``.
- ``start``: how the deck was made: ``seed:N`` or ``deck:ID,ID,…`` (the order given).
- ``ply``: moves played so far.
- ``turn``: ``setup`` (chips being placed; whose chip is next follows from the
  chips already down), ``P:A`` (player P, counting from 1, is to take action A =
  1, 2 or 3), ``P:discard`` (player P must discard down to 3), or ``over``.
- ``final``: ``1`` once the extra round (deck empty, discard pile not) has begun.
- ``field``: the placed tiles ``ID@x,y`` in placement (= drawing) order, joined by
  ``;``; levels and the tiles each rests on follow from the order.
- ``chips``: the tile under each chip, ``1a,1b,2a,2b,…``; ``-`` for one not yet down.
- ``hands``: each player's hand (catalogue order), players joined by ``/``.
- ``discard``: the discard pile (catalogue order).  ``deck``: top first.

The public form (``public_position_text``, what a page shows) writes each hand and
the deck as a count of tiles and ``start=-``: the seed or deck order would rebuild
every hand. Reading a text with counts deals the tiles it does not place (those
in no known hand, the deck, the field or the discard pile) from its start's seed
into the counted hands, in turn order, then the deck. ``start=-`` leaves the seed to
the reader (``deal_seed``, ``SymbolPallet.parse_position_dealing``): seed 0 when it
gives none, as the referee does; the page gives a fresh one when it plays on from the
text (``web.links.link_start``). The state read has that seed as its start, so its
whole text names the deal.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .. import untrusted
from ..base import Options
from ..errors import BadPosition
from .field import Field, key
from .rules import ACTIONS, DISCARD, HAND_LIMIT, OVER, SETUP, SymbolPalletState, setup_order
from .tiles import TILE_IDS, TILE_INDEX, tile_set

if TYPE_CHECKING:  # pragma: no cover
    from . import SymbolPallet

FIELDS = ("players", "options", "start", "ply", "turn", "final", "field", "chips", "hands",
          "discard", "deck")


def _list(tiles) -> str:  # type: ignore[no-untyped-def]
    return ",".join(TILE_IDS[t] for t in tiles) if tiles else "-"


def position_text(s: SymbolPalletState) -> str:
    o = s.options
    if s.phase == SETUP:
        turn = "setup"
    elif s.phase == OVER:
        turn = "over"
    elif s.phase == DISCARD:
        turn = f"{s.player + 1}:discard"
    else:
        turn = f"{s.player + 1}:{s.actions + 1}"
    if o.deck is not None:
        start = "deck:" + ",".join(o.deck)
    else:
        start = f"seed:{o.seed}"
    field = ";".join(f"{TILE_IDS[p.tile]}@{p.x},{p.y}" for p in s.field.placed) or "-"
    chips = ",".join(TILE_IDS[t] if t >= 0 else "-" for t in s.chips)
    hands = "/".join(_list(h) for h in s.hands)
    parts = (
        o.players, ",".join(sorted(o.switches)) or "-", start, s.ply, turn,
        int(s.final), field, chips, hands, _list(s.discard), _list(s.deck),
    )
    return " ".join(f"{n}={v}" for n, v in zip(FIELDS, parts))


def public_position_text(s: SymbolPalletState) -> str:
    """The position with every hand and the deck as counts and the start hidden."""
    words = dict(w.split("=", 1) for w in position_text(s).split(" "))
    words["start"] = "-"
    words["hands"] = "/".join(str(len(h)) for h in s.hands)
    words["deck"] = str(len(s.deck))
    return " ".join(f"{n}={words[n]}" for n in FIELDS)


def _counted(text: str) -> int | None:
    """A hand or deck written as a count of unseen tiles, or None when it lists tiles."""
    if text.isascii() and text.isdigit():
        if len(text) > 3:
            raise BadPosition(f"{untrusted.excerpt(text)} is not a count of tiles")
        return int(text)
    return None


def _tiles(text: str, field: str) -> list[int]:
    if text == "-":
        return []
    out = []
    for name in text.split(","):
        if name not in TILE_INDEX:
            raise BadPosition(f"{field}: {name!r} is not a tile id")
        out.append(TILE_INDEX[name])
    return out


_INT = re.compile(r"-?(?:0|[1-9][0-9]*)")


def _int(text: str, field: str) -> int:
    if len(text) > untrusted.MAX_SEED_DIGITS + 1 or not _INT.fullmatch(text):
        raise BadPosition(f"{field}: {untrusted.excerpt(text)} is not an integer "
                          f"of at most {untrusted.MAX_SEED_DIGITS} digits")
    return int(text)


def parse_position(game: "SymbolPallet", text: str, deal_seed: int | None = None) -> SymbolPalletState:
    """Read a position text; raises BadPosition naming the bad field. ``deal_seed``: the seed
    that deals the unseen tiles of a text with ``start=-`` (None: seed 0)."""
    values = _named_fields(text)
    options, in_play = _options(game, values, deal_seed)
    n = options.players
    ply = _int(values["ply"], "ply")
    if ply < 0:
        raise BadPosition("ply: must not be negative")
    phase, player, actions = _turn(values["turn"], n)
    if values["final"] not in ("0", "1"):
        raise BadPosition(f"final: {values['final']!r} (0 or 1)")
    final = values["final"] == "1"
    field = _field(values["field"])

    chip_words = values["chips"].split(",")
    if len(chip_words) != 2 * n:
        raise BadPosition(f"chips: {2 * n} entries expected (1a,1b,…), not {len(chip_words)}")
    chips = tuple(-1 if w == "-" else _tiles(w, "chips")[0] for w in chip_words)
    hand_words = values["hands"].split("/")
    if len(hand_words) != n:
        raise BadPosition(f"hands: {n} hands expected, separated by '/', not {len(hand_words)}")
    hand_counts = [_counted(h) for h in hand_words]
    deck_count = _counted(values["deck"])
    hands = tuple(tuple(_tiles(h, "hands")) if c is None else () for h, c in zip(hand_words, hand_counts))
    discard = tuple(_tiles(values["discard"], "discard"))
    deck = tuple(_tiles(values["deck"], "deck")) if deck_count is None else ()
    if deck_count is not None or any(c is not None for c in hand_counts):
        hands, deck = _deal_unseen(field, hands, hand_counts, discard, deck, deck_count,
                                   in_play, options.seed or 0)

    _check_every_tile_once(field, hands, discard, deck, in_play)
    if phase == SETUP:
        player = _setup_mover(chips, field, n)
    else:
        _check_chips(chips, field, n)
    if phase in (ACTIONS, DISCARD):
        for p, h in enumerate(hands):
            if p != player and len(h) > HAND_LIMIT:
                raise BadPosition(f"hands: player {p + 1} holds {len(h)} tiles out of turn (at most 3)",
                                  "symbol-pallet.hand_too_big", seat=p, count=len(h), limit=HAND_LIMIT)
    if phase == DISCARD and len(hands[player]) <= HAND_LIMIT:
        raise BadPosition(f"turn: player {player + 1} holds only {len(hands[player])} tiles, nothing to discard",
                          "symbol-pallet.nothing_to_discard", seat=player, count=len(hands[player]))
    if final and deck:
        raise BadPosition("final: the extra round starts only once the deck is empty",
                          "symbol-pallet.final_with_deck")
    return SymbolPalletState(game, options, ply, field, chips, hands, deck, discard, phase,
                             player, actions, final, in_play)


def _deal_unseen(field: Field, hands: tuple[tuple[int, ...], ...], hand_counts: list[int | None],
                 discard: tuple[int, ...], deck: tuple[int, ...], deck_count: int | None,
                 in_play: tuple[int, ...], seed: int
                 ) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Hands and deck with the counted ones filled from the tiles placed nowhere, shuffled
    by ``seed`` and dealt to the counted hands in turn order, then to the deck."""
    known = {p.tile for p in field.placed} | set(discard) | set(deck)
    for h in hands:
        known |= set(h)
    unseen = [t for t in in_play if t not in known]
    wanted = sum(c for c in hand_counts if c is not None) + (deck_count or 0)
    if wanted != len(unseen):
        raise BadPosition(f"hands: the hands and deck counted hold {wanted} tiles, but "
                          f"{len(unseen)} tiles in play are on no field, hand, discard pile or deck",
                          "symbol-pallet.counts_do_not_add_up", count=wanted, unseen=len(unseen))
    from .shuffle import shuffled

    rest = shuffled(unseen, seed)
    dealt: list[tuple[int, ...]] = []
    for hand, count in zip(hands, hand_counts):
        if count is None:
            dealt.append(hand)
        else:
            dealt.append(tuple(sorted(rest[:count])))
            rest = rest[count:]
    return tuple(dealt), (tuple(rest) if deck_count is not None else deck)


def _named_fields(text: str) -> dict[str, str]:
    """The ``name=value`` words of a position text, by name, checked in ``FIELDS`` order."""
    words = text.split(" ")
    if len(words) != len(FIELDS):
        raise BadPosition(
            f"a position has {len(FIELDS)} fields separated by single spaces "
            f"({' '.join(FIELDS)}), not {len(words)}")
    values: dict[str, str] = {}
    for word, name in zip(words, FIELDS):
        prefix = name + "="
        if not word.startswith(prefix):
            raise BadPosition(f"field {len(values) + 1} should be {name}=…, not {word[:20]!r}")
        values[name] = word[len(prefix):]
    return values


def _options(game: "SymbolPallet", values: dict[str, str], deal_seed: int | None
             ) -> tuple[Options, tuple[int, ...]]:
    """The options (players, switches, seed or deck) and the tiles in play; ``start=-`` takes
    ``deal_seed`` (seed 0 when None) as its seed."""
    n = _int(values["players"], "players")
    if not game.min_players <= n <= game.max_players:
        raise BadPosition(f"players: {n} (Symbol Pallet is played by 2 to 4)")
    switches = frozenset() if values["options"] == "-" else frozenset(values["options"].split(","))
    for sw in switches:
        if sw not in game.switches:
            raise BadPosition(f"options: no option {sw!r} (options: beginner)")
    in_play = tile_set("beginner" in switches)
    start = values["start"]
    if start == "-":  # a public position: the unseen tiles are dealt from the reader's seed
        return Options(n, switches, _seed(0 if deal_seed is None else deal_seed), None), in_play
    if start.startswith("seed:"):
        return Options(n, switches, _seed(_int(start[5:], "start")), None), in_play
    if start.startswith("deck:"):
        dealt = _tiles(start[5:], "start")
        if sorted(dealt) != list(in_play):
            raise BadPosition("start: the deck given must hold every tile in play once")
        return Options(n, switches, None, tuple(TILE_IDS[t] for t in dealt)), in_play
    raise BadPosition(f"start: {start!r} is neither seed:N, deck:ID,… nor -")


def _seed(seed: int) -> int:
    """``seed`` when in the one seed range of links and records, else BadPosition."""
    try:
        untrusted.seed(seed, "start: seed")
    except untrusted.BadInput as err:
        raise BadPosition(str(err)) from None
    return seed


def _turn(turn: str, n: int) -> tuple[int, int, int]:
    """(phase, player, actions taken) from the turn field."""
    if turn == "setup":
        return SETUP, 0, 0
    if turn == "over":
        return OVER, 0, 0
    m = re.fullmatch(r"([1-4]):(1|2|3|discard)", turn)
    if m is None or int(m.group(1)) > n:
        raise BadPosition(f"turn: {turn!r} (setup, over, or P:1-3 or P:discard with P a player)")
    player = int(m.group(1)) - 1
    if m.group(2) == "discard":
        return DISCARD, player, 0
    return ACTIONS, player, int(m.group(2)) - 1


def _field(text: str) -> Field:
    """The field, tile by tile in placing order, each checked for geometry only."""
    placements: list[tuple[int, int, int]] = []
    if text != "-":
        for item in text.split(";"):
            m = re.fullmatch(r"([^@]+)@(-?[0-9]+),(-?[0-9]+)", item)
            if m is None:
                raise BadPosition(f"field: {item!r} is not ID@x,y")
            t = _tiles(m.group(1), "field")[0]
            placements.append((t, _int(m.group(2), "field"), _int(m.group(3), "field")))
    field = Field.EMPTY
    for t, x, y in placements:
        a = field.analyse(x, y)
        if a.empty != 4 and (a.support < 3 or len(a.lower) < 2):
            raise BadPosition(
                f"field: {TILE_IDS[t]}@{x},{y} neither lies on empty table nor rests on 2 or more "
                "tiles covering 3 of its 4 quarters", "symbol-pallet.tile_not_supported", tile=TILE_IDS[t])
        if a.empty == 4 and field.placed and key(x, y) not in field.beside():
            raise BadPosition(f"field: {TILE_IDS[t]}@{x},{y} shares no whole edge with a table tile",
                              "symbol-pallet.tile_apart", tile=TILE_IDS[t])
        field = field.place(t, x, y)
    return field


def _check_every_tile_once(field: Field, hands: tuple[tuple[int, ...], ...],
                           discard: tuple[int, ...], deck: tuple[int, ...],
                           in_play: tuple[int, ...]) -> None:
    """Every tile in play is in exactly one place; hands and the discard pile are sorted."""
    where: dict[int, str] = {}
    for place, tiles in [("field", [p.tile for p in field.placed])] + [
            ("hands", list(h)) for h in hands] + [("discard", list(discard)), ("deck", list(deck))]:
        for t in tiles:
            if t in where:
                raise BadPosition(f"{place}: {TILE_IDS[t]} is also in {where[t]}",
                                  "symbol-pallet.tile_twice", tile=TILE_IDS[t])
            if t not in in_play:
                raise BadPosition(f"{place}: {TILE_IDS[t]} is not in play (beginner set)",
                                  "symbol-pallet.tile_not_in_play", tile=TILE_IDS[t])
            where[t] = place
    if len(where) != len(in_play):
        missing = [t for t in in_play if t not in where]
        raise BadPosition(f"deck: tiles missing from the position: {','.join(TILE_IDS[t] for t in missing)}",
                          "symbol-pallet.tiles_missing", count=len(missing))
    for name, listed in [("hands", h) for h in hands] + [("discard", discard)]:
        if list(listed) != sorted(listed):
            raise BadPosition(f"{name}: list the tiles in catalogue order")


def _chips_down(chips: tuple[int, ...], field: Field) -> list[int]:
    """The tiles under the chips already down, each a different visible field tile."""
    down = [c for c in chips if c >= 0]
    if len(set(down)) != len(down):
        raise BadPosition("chips: two chips on one tile", "symbol-pallet.two_chips_on_a_tile")
    for c in down:
        if c not in field.vis:
            raise BadPosition(f"chips: {TILE_IDS[c]} is not a visible field tile",
                              "symbol-pallet.chip_not_on_top", tile=TILE_IDS[c])
    return down


def _setup_mover(chips: tuple[int, ...], field: Field, n: int) -> int:
    """During setup: who puts the next chip, the chips down being the first ones in order."""
    down = _chips_down(chips, field)
    order = setup_order(n)
    k = len(down)
    if k >= 2 * n:
        raise BadPosition("turn: setup, but every chip is down", "symbol-pallet.setup_over")
    expect = {2 * p + (0 if i < n else 1) for i, p in enumerate(order[:k])}
    if {s for s, c in enumerate(chips) if c >= 0} != expect:
        raise BadPosition("chips: during setup the chips down must be the first ones in "
                          "setup order (reverse turn order, twice round)", "symbol-pallet.setup_chip_order")
    return order[k]


def _check_chips(chips: tuple[int, ...], field: Field, n: int) -> None:
    """Once setup is over: every chip is down, on different visible field tiles."""
    if len(_chips_down(chips, field)) != 2 * n:
        raise BadPosition("chips: every chip is down once setup is over", "symbol-pallet.chips_not_down")
