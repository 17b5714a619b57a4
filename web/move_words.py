"""A move in words, in the page's language: "Elephant enters at A4 facing north".

Each game's engine describes a legal move as typed fields (``State.describe``,
``games/<game>/describe.py``); this module words those fields from the
``move.<game>.*`` strings and the view's seat names. It never reads a token:
the notation stays in the record dialog.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

from .i18n import t, tn

SeatName = Callable[[int], str]


def _siam(f: Any, seat: SeatName) -> str:
    animal = t(f"siam.animal.{f.side}")
    if f.kind == "exit":
        return t("move.siam.exit", animal=animal, square=f.src)
    direction = t(f"a11y.dir.{f.facing}")
    if f.kind == "turn":
        return t("move.siam.turn", animal=animal, square=f.src, dir=direction)
    if f.kind == "enter":
        key = "move.siam.enter.push" if f.pushes else "move.siam.enter"
        text = t(key, animal=animal, square=f.dst, dir=direction)
    elif f.pushes:
        text = t("move.siam.push", animal=animal, src=f.src, dir=direction)
    else:
        text = t("move.siam.move", animal=animal, src=f.src, to=f.dst, dir=direction)
    if f.pushed_off is not None:
        text = t(f"move.siam.off.{f.pushed_off}", move=text)
    return text


def _saiju(f: Any, seat: SeatName) -> str:
    who = seat(f.side)
    if f.kind in ("end", "finish"):
        return t(f"move.saiju.{f.kind}", seat=who,
                 colour=t(f"saiju.colour.{f.colour}") if f.colour else "")
    symbol = t(f"saiju.symbol.{f.symbol}")
    if f.kind == "setup":
        return t("move.saiju.setup", seat=who, symbol=symbol, hex=f.hex)
    values = {"seat": who, "colour": t(f"saiju.colour.{f.colour}"), "symbol": symbol,
              "hex": f.hex, "to": f.shadow_to}
    if f.taken:
        return t("move.saiju.place.taken", last=t(f"saiju.colour.{f.last}"), **values)
    return t("move.saiju.place", **values)


def _niju(f: Any, seat: SeatName) -> str:
    who = seat(f.side)
    if f.kind == "pass":
        return t("move.ni-ju.pass", seat=who)
    if not f.beside:
        return t("move.ni-ju.place.first", seat=who, tile=f.tile)
    owner, kind = f.beside[0]
    beside = t("move.ni-ju.beside", seat=seat(owner), tile=kind)
    return t(f"move.ni-ju.{f.kind}", seat=who, tile=f.tile, beside=beside)


def _symbol_pallet(f: Any, seat: SeatName) -> str:
    from .views.symbol_pallet_tray import tile_name

    who = seat(f.side)
    if f.kind == "chip":
        return t("move.symbol-pallet.chip", seat=who, chip=f.chip, tile=tile_name(f.tile))
    if f.kind == "draw":
        return tn("move.symbol-pallet.draw", f.count, seat=who)
    if f.kind == "discard":
        tiles = t("list.separator").join(tile_name(tile) for tile in f.tiles)
        return t("move.symbol-pallet.discard", seat=who, tiles=tiles)
    if f.kind == "pass":
        return t("move.symbol-pallet.pass", seat=who)
    key = "move.symbol-pallet.place.discard" if f.from_discard else "move.symbol-pallet.place"
    text = t(key, seat=who, tile=tile_name(f.tile), chip=f.chip)
    if f.plus:
        text = t("move.symbol-pallet.plus", move=text)
    for owner, chip, tile in f.sends:
        text = t("move.symbol-pallet.send", move=text, owner=seat(owner), chip=chip,
                 tile=tile_name(tile))
    return text


WORDS: dict[str, Callable[[Any, SeatName], str]] = {
    "siam": _siam,
    "saiju": _saiju,
    "ni-ju": _niju,
    "symbol-pallet": _symbol_pallet,
}
"""Each game's wording of its ``describe`` fields, where a string per kind of move cannot
word it (a game not here is worded by ``worded_by_strings``)."""


def fields_of(facts: Any) -> dict[str, Any]:
    """A ``describe`` value's fields by name (every game's facts are a dataclass)."""
    return {f.name: getattr(facts, f.name) for f in dataclasses.fields(facts)}


def worded_by_strings(game_name: str, facts: Any, seat: SeatName) -> str:
    """A game with no wording of its own here: the string ``move.<game>.<kind>`` filled
    with the facts' fields, and ``seat`` the mover's seat name (``side``). So a new game
    words its moves from its strings alone."""
    values = fields_of(facts)
    if isinstance(values.get("side"), int):
        values["seat"] = seat(values["side"])
    return t(f"move.{game_name}.{values['kind']}", **values)


def move_words(state: Any, move: Any, seat_name: SeatName) -> str:
    """``move`` (a legal move value of ``state``) in words, in the page's language."""
    facts = state.game.describe(state, move)
    words = WORDS.get(state.game.name)
    if words is None:
        return worded_by_strings(state.game.name, facts, seat_name)
    return words(facts, seat_name)
