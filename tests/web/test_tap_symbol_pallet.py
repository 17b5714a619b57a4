"""Symbol Pallet's tap model (web/models/symbol_pallet.py), in CPython, like chessground's premove tests.

One test per kind of move (setup chip, draw, pass, placing beside, placing on
top, moving the chip on with ``+``, sending covered chips, placing from the
discard pile, discarding), tapping through the model from real positions
reached by seeded playouts; taps that only select, deselect or cancel at each
step of the wizard; and a bounded property test over seeded playouts: every
legal move has a tap sequence, and every tap sequence ends in a legal move.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from tests import fake_dom

document, window = fake_dom.install()

from games.symbol_pallet import GAME
from games.symbol_pallet.moves import CHIP_LETTERS, Chip, Discard, Draw, Pass, Place
from games.symbol_pallet.rules import SymbolPalletState
from games.symbol_pallet.tiles import TILE_IDS
from web.board_state import BoardState, TakeDevice
from web.models.symbol_pallet import SymbolPalletModel
from tests.tap_helpers import Tapper, page_control, page_tap, played

Hit = tuple[str, str] | None


def playout(seed: int, players: int = 2, limit: int = 400) -> Iterator[SymbolPalletState]:
    """The states of one seeded random game (placements preferred, so stacks grow)."""
    rng = random.Random(seed)
    state = GAME.start(players=players, seed=seed)
    for _ in range(limit):
        yield state
        moves = state.legal_moves()
        if not moves:
            return
        places = [m for m in moves if type(m) is Place]
        pool = places if places and rng.random() < 0.85 else moves
        state = state.apply(rng.choice(pool))


def find(pred: Callable[[SymbolPalletState, object], bool]) -> tuple[SymbolPalletState, object]:
    """The first (state, legal move) of the seeded playouts with ``pred``."""
    for seed in range(40):
        for state in playout(seed):
            for move in state.legal_moves():
                if pred(state, move):
                    return state, move
    raise AssertionError("no such position in the playouts")


def model_at(state: SymbolPalletState) -> Tapper:
    return Tapper(SymbolPalletModel, state)


def taps_for(state: SymbolPalletState, move: object) -> tuple[list[Hit], list[str]]:
    """(taps, controls) a player makes for ``move``, read from its fields."""
    if type(move) is Chip:
        return [("setup", TILE_IDS[move.tile])], []
    if type(move) is Draw:
        return [], ["draw"]
    if type(move) is Pass:
        return [], ["pass"]
    if type(move) is Discard:
        return [("hand", TILE_IDS[t]) for t in move.tiles] + [("discard-go", "")], []
    assert type(move) is Place
    tile = TILE_IDS[move.tile]
    controls: list[str] = []
    taps: list[Hit] = [("pick", str(move.chip))]
    if move.tile in state.hands[state.player]:
        taps.append(("hand", tile))
    else:
        controls.append(f"pick:{tile}")
    taps.append(("ghost", f"{move.x},{move.y}"))
    taps.append(("plus", "yes" if move.plus else "no"))
    taps += [("send", TILE_IDS[s.tile]) for s in move.sends]
    return taps, controls


def play(model: Tapper, taps: list[Hit], controls: list[str] = ()) -> object:
    """Controls first (Draw, Pass, a pile tile), then the taps; the move made (or None)."""
    made = None
    for action in controls:
        made = model.control(action)
    pick_first = [h for h in taps if h is not None and h[0] == "pick"]
    for hit in pick_first + [h for h in taps if h not in pick_first]:
        if hit is not None and hit[0] == "plus" and not model.asking_plus():
            continue  # only one answer works: the model did not ask
        result = model.tap(hit)
        if result is not None:
            assert made is None, "a move was made before the last tap"
            made = result
    return made


# ----- one test per kind of move ---------------------------------------------------------------
def test_setup_puts_the_next_chip_on_a_tapped_field_tile() -> None:
    state = GAME.start(players=2, seed=3)
    model = model_at(state)
    targets = model.setup_targets()
    assert targets == [TILE_IDS[m.tile] for m in state.legal_moves()]
    assert model.tap(("tile", targets[0])) == state.legal_moves()[0]
    assert model.tap(("setup", targets[-1])) == state.legal_moves()[-1]
    assert model.tap(("hand", "Rs1")) is None and model.tap(None) is None


@pytest.mark.parametrize(("kind", "action", "other"), [(Draw, "draw", "pass"), (Pass, "pass", "draw")])
def test_draw_while_the_deck_holds_tiles_then_pass(kind: type, action: str, other: str) -> None:
    """Draw and Pass are buttons, never both: Pass only once the deck is empty."""
    state, move = find(lambda s, m: type(m) is kind)
    model = model_at(state)
    assert model.can(action) and not model.can(other)
    assert model.control(other) is None
    model.tap(("hand", TILE_IDS[state.hands[state.player][0]]))  # a tile chosen: still a button
    assert model.control(action) == move


def test_placing_beside_asks_whether_the_chip_moves_on() -> None:
    state, move = find(lambda s, m: type(m) is Place and not m.plus and m.tile in s.hands[s.player]
                       and s.field.analyse(m.x, m.y).empty == 4)
    model = model_at(state)
    model.tap(("pick", str(move.chip)))
    assert model.tap(("hand", TILE_IDS[move.tile])) is None
    assert model.tile == move.tile and (move.x, move.y) in model.ghosts()
    assert model.tap(("ghost", f"{move.x},{move.y}")) is None
    assert model.asking_plus() and model.plus_options() == [False, True]
    assert model.tap(("plus", "no")) == move
    model.reset(state)
    model.tap(("hand", TILE_IDS[move.tile]))
    model.tap(("ghost", f"{move.x},{move.y}"))
    assert model.tap(("plus", "yes")) == move._replace(plus=True)


def test_placing_on_top_offers_the_spots_of_the_chosen_chip() -> None:
    state, move = find(lambda s, m: type(m) is Place and not m.sends and m.tile in s.hands[s.player]
                       and s.field.analyse(m.x, m.y).empty < 4)
    model = model_at(state)
    model.tap(("hand", TILE_IDS[move.tile]))
    model.tap(("chip", f"{state.player + 1}{CHIP_LETTERS[move.chip]}"))
    assert model.chip == move.chip
    counts = model.spot_counts()
    assert counts is not None and counts[move.chip] == len(model.ghosts())
    assert (move.x, move.y) in model.ghosts()
    made = model.tap(("ghost", f"{move.x},{move.y}"))
    if made is None:
        made = model.tap(("plus", "yes" if move.plus else "no"))
    assert made in state.legal_moves() and made.tile == move.tile and (made.x, made.y) == (move.x, move.y)


def test_moving_the_chip_on_with_plus() -> None:
    state, move = find(lambda s, m: type(m) is Place and m.plus and m.tile in s.hands[s.player]
                       and s.field.analyse(m.x, m.y).empty < 4)
    model = model_at(state)
    made = play(model, *taps_for(state, move))
    assert made == move and made.plus


def test_sending_covered_chips_one_target_at_a_time() -> None:
    state, move = find(lambda s, m: type(m) is Place and len(m.sends) >= 1)
    model = model_at(state)
    model.tap(("pick", str(move.chip)))
    if move.tile in state.hands[state.player]:
        model.tap(("hand", TILE_IDS[move.tile]))
    else:
        model.control(f"pick:{TILE_IDS[move.tile]}")
    assert model.tap(("ghost", f"{move.x},{move.y}")) is None
    if model.asking_plus():
        assert model.tap(("plus", "yes" if move.plus else "no")) is None
    assert model.displaced() == [(s.player, s.chip) for s in move.sends]
    for i, send in enumerate(move.sends):
        assert model.next_displaced() == (send.player, send.chip)
        assert TILE_IDS[send.tile] in model.send_choices()
        wrong = next((t for t in TILE_IDS if t not in model.send_choices()), None)
        assert model.tap(("send", wrong)) is None and len(model.sends) == i
        made = model.tap(("send", TILE_IDS[send.tile]))
    assert made == move


def test_placing_a_tile_from_the_discard_pile() -> None:
    state, move = find(lambda s, m: type(m) is Place and m.tile in s.discard and not m.sends)
    model = model_at(state)
    tile = TILE_IDS[move.tile]
    assert model.control(f"pick:{tile}") is None and model.selected(tile) and model.ghosts(move.chip)
    assert model.control(f"pick:{tile}") is None and model.tile is None  # again: deselected
    taps, controls = taps_for(state, move)
    assert controls == [f"pick:{tile}"]
    assert play(model, taps, controls) == move


def test_discarding_down_to_three() -> None:
    state, move = find(lambda s, m: type(m) is Discard)
    model = model_at(state)
    k = model.must_discard()
    assert k == len(move.tiles) and not model.discard_ready()
    assert model.tap(("discard-go", "")) is None
    hand = [TILE_IDS[t] for t in state.hands[state.player]]
    first = TILE_IDS[move.tiles[0]]
    model.tap(("hand", first))
    model.tap(("hand", first))  # again: no longer chosen
    assert model.discarding == ()
    for t in reversed(move.tiles):  # any order: the move lists them in catalogue order
        model.tap(("hand", TILE_IDS[t]))
    extra = next(t for t in hand if t not in [TILE_IDS[u] for u in move.tiles])
    model.tap(("hand", extra))  # one too many: not taken
    assert not model.selected(extra) and model.discard_ready()
    assert model.control("draw") is None
    assert model.tap(("discard-go", "")) == move


# ----- taps that only select, deselect or cancel -------------------------------------------------
def _place_state() -> tuple[SymbolPalletState, Place]:
    state, move = find(lambda s, m: type(m) is Place and m.tile in s.hands[s.player]
                       and len({p.plus for p in s.legal_moves() if type(p) is Place and
                                (p.chip, p.tile, p.x, p.y) == (m.chip, m.tile, m.x, m.y)}) == 2)
    return state, move


def test_tapping_the_chosen_tile_again_or_empty_space_deselects() -> None:
    state, move = _place_state()
    model = model_at(state)
    tile = TILE_IDS[move.tile]
    model.tap(("hand", tile))
    assert model.selected(tile) and model.ghosts()
    model.tap(("hand", tile))
    assert model.tile is None and model.ghosts() == [] and model.spot_counts() is None
    model.tap(("hand", tile))
    assert model.tap(None) is None and model.tile is None
    model.tap(("hand", tile))
    assert model.tap(("tile", tile)) is None and model.tile is None  # a field tile is no spot
    model.tap(("hand", tile))
    model.clear()
    assert model.tile is None


def test_choosing_the_other_chip_keeps_the_tile_and_changes_the_spots() -> None:
    state, move = _place_state()
    model = model_at(state)
    model.tap(("hand", TILE_IDS[move.tile]))
    other = 1 - model.chip
    spots = model.ghosts(other)
    model.tap(("pick", str(other)))
    assert model.chip == other and model.ghosts() == spots and model.tile == move.tile
    theirs = f"{(state.player + 1) % state.n + 1}a"
    model.tap(("chip", theirs))  # another player's chip: not a choice, deselects the tile
    assert model.chip == other and model.tile is None


def test_cancelling_the_plus_question_returns_to_the_spots() -> None:
    state, move = _place_state()
    model = model_at(state)
    play(model, [("pick", str(move.chip)), ("hand", TILE_IDS[move.tile])])
    model.tap(("ghost", f"{move.x},{move.y}"))
    assert model.asking_plus() and not model.can("draw") and not model.picking()
    assert model.tap(("hand", TILE_IDS[move.tile])) is None and model.pending  # the tray is a prompt now
    assert model.tap(("cancel", "")) is None
    assert not model.pending and model.tile == move.tile and model.ghosts()
    model.tap(("ghost", f"{move.x},{move.y}"))
    assert model.tap(None) is None and not model.pending and model.tile == move.tile


def test_cancelling_while_sending_forgets_the_targets_chosen() -> None:
    state, move = find(lambda s, m: type(m) is Place and len(m.sends) >= 2)
    model = model_at(state)
    taps, controls = taps_for(state, move)
    assert play(model, taps[:-1], controls) is None
    assert model.sends and model.send_choices()
    assert model.tap(("plus", "yes")) is None and model.sends  # not asked now: nothing happens
    assert model.tap(("cancel", "")) is None
    assert model.sends == () and not model.pending and model.tile == move.tile
    assert play(model, taps[2:]) == move


def test_cancelling_the_discard_choice_by_tapping_again() -> None:
    state, move = find(lambda s, m: type(m) is Discard)
    model = model_at(state)
    for t in move.tiles:
        model.tap(("hand", TILE_IDS[t]))
    for t in move.tiles:
        model.tap(("hand", TILE_IDS[t]))
    assert model.discarding == () and model.tap(("discard-go", "")) is None


def test_the_chosen_chip_is_kept_through_a_turn_and_reset_for_the_next_player() -> None:
    state, move = find(lambda s, m: type(m) is Place and m.chip == 1 and s.actions == 0)
    model = model_at(state)
    made = play(model, *taps_for(state, move))
    after = state.apply(made)
    model.reset(after)
    assert model.chip == 1 and model.tile is None
    other = next(s for s in playout(0) if s.to_move != after.to_move and s.phase == 1)
    model.reset(other)
    assert model.chip == 0


# ----- the property: taps and legal moves are the same set ----------------------------------------
def offered(model: Tapper, state: SymbolPalletState) -> list[tuple[str, object]]:
    """Everything the page would offer now, as ("tap", hit) or ("control", action)."""
    out: list[tuple[str, object]] = []
    phase = model.phase
    if phase == "setup":
        return [("tap", ("setup", t)) for t in model.setup_targets()]
    hand = [TILE_IDS[t] for t in state.hands[state.player]]
    if phase == "discard":
        return [("tap", ("hand", t)) for t in hand] + [("tap", ("discard-go", ""))]
    if model.pending:
        if model.asking_plus():
            out += [("tap", ("plus", "yes" if p else "no")) for p in model.plus_options()]
        out += [("tap", ("send", t)) for t in model.send_choices()]
        return out + [("tap", ("cancel", ""))]
    out += [("tap", ("hand", t)) for t in hand] + [("tap", ("pick", "0")), ("tap", ("pick", "1"))]
    out += [("control", f"pick:{TILE_IDS[t]}") for t in state.discard]
    out += [("tap", ("ghost", f"{x},{y}")) for x, y in model.ghosts()]
    out += [("control", a) for a in ("draw", "pass") if model.can(a)] + [("tap", None)]
    return out


def test_every_legal_move_has_taps_and_every_tap_sequence_is_legal() -> None:
    rng = random.Random(13)
    checked = 0
    for seed in range(6):
        for i, state in enumerate(playout(seed, players=2 + seed % 3, limit=160)):
            if i % 4 or state.to_move is None:
                continue
            legal = state.legal_moves()
            model = model_at(state)
            sample = legal if len(legal) <= 60 else rng.sample(legal, 60)
            for move in sample:
                model.reset(state)
                assert play(model, *taps_for(state, move)) == move, str(move)
                checked += 1
            for _ in range(12):  # random taps among what is offered
                model.reset(state)
                for _step in range(12):
                    kind, what = rng.choice(offered(model, state))
                    made = model.tap(what) if kind == "tap" else model.control(what)  # type: ignore[arg-type]
                    if made is not None:
                        assert made in legal, str(made)
                        break
    assert checked > 1000


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_move_of_early_positions_for_each_player_count(players: int) -> None:
    for i, state in enumerate(playout(99, players=players, limit=60)):
        if i % 7:
            continue
        model = model_at(state)
        for move in state.legal_moves():
            model.reset(state)
            assert play(model, *taps_for(state, move)) == move, str(move)


# ----- the renderer on a fake DOM: the hand is keyed and hidden until the device is taken --------
def _view() -> tuple[object, fake_dom.Element, fake_dom.Element, fake_dom.Element]:
    from web.views.symbol_pallet import SymbolPalletView
    board, top, bottom = (document.createElementNS("svg", "svg"), document.createElement("div"),
                          document.createElement("div"))
    panel = document.createElement("div")
    view = SymbolPalletView(board, top, bottom)
    view.build_controls(panel)
    return view, board, bottom, panel


def test_the_view_keeps_the_hand_hidden_then_keyed_and_plays_through_the_model() -> None:
    view, board, bottom, _panel = _view()
    state, move = find(lambda s, m: type(m) is Draw and s.actions == 0)
    view.render(BoardState(state))
    assert bottom.find_all("data-hand") == []  # not revealed: no hand in the page at all
    assert page_tap(view, board) is None and page_control(view, "draw") is None  # nobody holds the device yet
    taken = page_tap(view, bottom.find_all("data-sp", "reveal")[0])
    assert taken == TakeDevice(state.player) and bottom.find_all("data-hand") == []  # the page keeps it
    view.render(BoardState(state, holder=state.player))
    buttons = bottom.find_all("data-hand")
    assert [b.getAttribute("data-hand") for b in buttons] == list(state.hand(state.player))
    assert page_tap(view, buttons[0]) is None
    assert bottom.find_all("data-hand") == buttons  # the same elements, only pressed
    assert buttons[0].getAttribute("aria-pressed") == "true"
    token = str(page_control(view, "draw"))
    assert token == str(move)
    after = state.apply(move)
    view.render(played(state, token, holder=state.player))
    ids = [b.getAttribute("data-hand") for b in bottom.find_all("data-hand")]
    assert ids == list(after.hand(after.player))  # drawn tiles join in catalogue order
    kept = [b for b in bottom.find_all("data-hand") if b.getAttribute("data-hand") in
            {x.getAttribute("data-hand") for x in buttons}]
    assert all(any(b is x for x in buttons) for b in kept)


def test_a_board_nobody_plays_at_shows_no_hand_and_asks_for_no_device() -> None:
    view, _board, bottom, _panel = _view()
    state, _move = find(lambda s, m: type(m) is Draw and s.actions == 0)
    for holder in (None, state.player):  # not even where the seat to move held the device
        view.render(BoardState(state, open_hands=frozenset({state.player}), holder=holder,
                               watching=True))
        assert bottom.find_all("data-hand") == [] and bottom.find_all("data-sp", "reveal") == []
        assert bottom.textContent == f"{view.seat_name(state.player)} to move. The hands stay hidden."


def test_the_view_places_a_tile_through_the_wizard_and_cancels() -> None:
    view, board, bottom, _panel = _view()
    state, move = _place_state()
    view.render(BoardState(state, holder=state.player))
    page_tap(view, bottom.find_all("data-sp", f"chip:{move.chip}")[0])
    page_tap(view, bottom.find_all("data-hand", TILE_IDS[move.tile])[0])
    spot = board.find_all("data-ghost", f"{move.x},{move.y}")[0]
    assert page_tap(view, spot) is None and bottom.find_all("data-hand") == []  # the prompt asks
    assert page_tap(view, bottom.find_all("data-sp", "cancel")[0]) is None
    assert board.find_all("data-ghost", f"{move.x},{move.y}") and bottom.find_all("data-hand")
    page_tap(view, board.find_all("data-ghost", f"{move.x},{move.y}")[0])
    assert page_tap(view, bottom.find_all("data-sp", "yes" if move.plus else "no")[0]) == move


# ----- the step the status line words ------------------------------------------------------------
def test_step_follows_tile_spot_plus_send_and_discard() -> None:
    from tests.web.test_i18n import TABLES
    from web.i18n import LANGS

    state, move = _place_state()
    model = model_at(state)
    assert model.step() == ""
    model.tap(("pick", str(move.chip)))
    model.tap(("hand", TILE_IDS[move.tile]))
    assert model.step() == "spot"
    model.tap(("ghost", f"{move.x},{move.y}"))
    assert model.step() == "plus"
    state, move = find(lambda s, m: type(m) is Place and len(m.sends) >= 1 and not m.plus
                       and m.tile in s.hands[s.player])
    model = model_at(state)
    model.tap(("pick", str(move.chip)))
    model.tap(("hand", TILE_IDS[move.tile]))
    model.tap(("ghost", f"{move.x},{move.y}"))
    if model.asking_plus():
        model.tap(("plus", "no"))
    assert model.step() == "send"
    state, move = find(lambda s, m: type(m) is Discard)
    model = model_at(state)
    for t in move.tiles:
        assert model.step() == ""
        model.tap(("hand", TILE_IDS[t]))
    assert model.step() == "discard-ready"
    for step in ("spot", "nospot", "plus", "send", "discard-ready"):
        for lang in LANGS:
            assert f"symbol-pallet.hint.{step}" in TABLES[lang], (lang, step)
