"""The board editor in the page (Chromium): a target position reached by taps alone, an
impossible tap refused in words, and "Play from here" opening the game at that position.

The editor's logic is tested without a browser (test_editor_model.py); here the page's
palette, side-to-move buttons and board taps drive it as a player would.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.conftest import READY_TIMEOUT_MS, caption_words, open_link, ready

SQUARE = {"siam": '#board rect[data-square="{0}"]', "saiju": '#board .saiju-hex[data-hex="{0}"]',
          "ni-ju": '#board rect.niju-cell[data-square="{0}"], #board .niju-tile[data-tile="{0}"]',
          "symbol-pallet": '#board .sp-ghost[data-square="{0}"], #board .sp-tile[data-tile="{0}"], '
                           '#board .sp-chip[data-chip="{0}"]'}

# (game, taps, target): a palette piece then a square puts it; ("lift", A, B) carries a piece
# from A to B, ("lift", A, B, n) turning it n times on the way (Rotate); ("mover", seat)
# chooses who moves; ("owner", seat) shows that owner's tiles and ("turn",) turns them (Ni-Ju);
# ("clear",) clears the board; ("part", "colour:R") chooses a part of the tile to lay and
# ("at", square) taps the board with what is chosen (Symbol Pallet: a colour and a symbol).
CASES = [
    ("siam", [("EN", "A1"), ("RW", "D5"), ("ES", "B1"), ("EE", "B1"), ("lift", "C3", "E1"),
              ("mover", 1)],
     "ENEE..O/...../.O.O./...../...RW. r 3 0,0 - -"),
    ("saiju", [("pF", "a1"), ("wS", "b2"), ("yM", "g7"), ("lift", "c3", "a4"), ("mover", 1)],
     "pF..S/.wS.../....../...M../..F.../...../...yM m 6 @@@ 2 -"),
    ("ni-ju", [("w0f", "0,0"), ("owner", 1), ("b17", "1,0"), ("owner", 0), ("turn",), ("w6c", "0,1"),
               ("lift", "1,0", "1,1", 1), ("owner", 1), ("b74", "-1,0")],
     "w 4 b74@-1,0/w0f@0,0/w6c@0,1/b5c@1,1 -"),
    ("symbol-pallet", [("clear",), ("part", "colour:R"), ("at", "0,0"), ("at", "2,0"), ("part", "colour:G"),
                       ("at", "0,2"), ("at", "2,2"), ("2a", "Rs1"), ("1a", "Rs2"), ("2b", "Gs1"), ("1b", "Gs2"),
                       ("part", "symbol:c"), ("part", "colour:R"), ("at", "1,1"), ("lift", "Rc1", "4,0"),
                       ("mover", 1)],
     "players=2 options=- start=- ply=4 turn=2:1 final=0 field=Rs1@0,0;Rs2@2,0;Gs1@0,2;Gs2@2,2;Rc1@4,0 "
     "chips=Rs2,Gs2,Rs1,Gs1 hands=3/3 discard=- deck=49"),
]


MOVE = '[data-edit="move"]'
"""Move, the palette's choice of no piece: a tap on the board then lifts a piece."""


def editing(page: Any, game: str) -> None:
    open_link(page, f"?game={game}&edit=1")
    page.wait_for_selector('#app[data-editing="1"]', timeout=READY_TIMEOUT_MS)


def position(page: Any) -> str | None:
    return page.get_attribute("#app", "data-position")


VISIBLE_POINT = """(el) => {
    const r = el.getBoundingClientRect();
    for (const fy of [0.5, 0.2, 0.8, 0.35, 0.65]) for (const fx of [0.5, 0.2, 0.8, 0.35, 0.65]) {
        const x = r.left + r.width * fx, y = r.top + r.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (hit && el.contains(hit)) return [x, y];
    }
    return null;
}"""
"""A point where ``el`` is on top (a Symbol Pallet tile partly under another, or under a chip)."""


def tap_on_top(page: Any, selector: str) -> None:
    """A tap where the element is on top, as a player taps the part of a tile they see."""
    point = page.locator(selector).first.evaluate(VISIBLE_POINT)
    assert point is not None, selector
    page.touchscreen.tap(point[0], point[1])


def tap_square(page: Any, game: str, square: str) -> None:
    before = position(page)
    if game == "symbol-pallet":
        tap_on_top(page, SQUARE[game].format(square))
    else:
        page.locator(SQUARE[game].format(square)).tap()
    page.wait_for_function("(before) => document.getElementById('app').dataset.position !== before"
                           " || document.querySelector('#board .edit-lifted')", arg=before)


def tap_piece(page: Any, piece: str) -> None:
    button = page.locator(f'[data-edit-piece="{piece}"]')
    button.tap()
    page.wait_for_function("(b) => b.getAttribute('aria-pressed') === 'true'", arg=button.element_handle())


def tap_turn(page: Any) -> None:
    """Rotate: the lifted tile turns (the position changes), else the palette's tiles do."""
    before = [position(page), page.get_attribute("[data-edit-piece]", "data-edit-piece")]
    page.locator('[data-edit="turn"]').tap()
    page.wait_for_function("([p, first]) => document.getElementById('app').dataset.position !== p"
                           " || document.querySelector('[data-edit-piece]').dataset.editPiece !== first",
                           arg=before)


def set_up(page: Any, game: str, taps: list[tuple[Any, ...]]) -> None:
    for step in taps:
        if step[0] == "lift":
            if page.get_attribute(MOVE, "aria-pressed") != "true":
                page.locator(MOVE).tap()  # no piece chosen, so a tap lifts
                page.wait_for_selector(f'{MOVE}[aria-pressed="true"]')
            tap_square(page, game, step[1])
            for _ in range(step[3] if len(step) > 3 else 0):
                tap_turn(page)
            tap_square(page, game, step[2])
        elif step[0] == "owner":
            page.locator(f'[data-edit-owner="{step[1]}"]').tap()
            page.wait_for_selector(f'[data-edit-owner="{step[1]}"][aria-pressed="true"]')
        elif step[0] == "turn":
            tap_turn(page)
        elif step[0] == "clear":
            page.locator('[data-edit="clear"]').tap()
            page.wait_for_function("document.getElementById('app').dataset.position.includes(' field=- ')")
        elif step[0] == "part":
            page.locator(f'[data-edit-part="{step[1]}"]').tap()
            page.wait_for_selector(f'[data-edit-part="{step[1]}"][aria-pressed="true"]')
        elif step[0] == "at":
            tap_square(page, game, step[1])
        elif step[0] == "mover":
            page.locator(f'[data-edit-mover="{step[1]}"]').tap()
            page.wait_for_selector(f'[data-edit-mover="{step[1]}"][aria-pressed="true"]')
        else:
            if page.get_attribute(f'[data-edit-piece="{step[0]}"]', "aria-pressed") != "true":
                tap_piece(page, step[0])
            tap_square(page, game, step[1])


@pytest.mark.parametrize("game, taps, target", CASES, ids=[c[0] for c in CASES])
def test_a_position_set_up_by_taps_is_played_from_here(reused_page: Any, game: str,
                                                       taps: list[tuple[Any, ...]], target: str) -> None:
    page = reused_page
    editing(page, game)
    set_up(page, game, taps)
    assert position(page) == target
    assert "edit=1" in page.evaluate("location.hash")  # a reload keeps the work
    page.locator('[data-edit="play"]').tap()
    page.wait_for_function("!document.getElementById('app').dataset.editing")
    page.wait_for_function("(t) => document.getElementById('app').dataset.position === t", arg=target)
    assert page.is_hidden("#editor") and page.is_visible("#status")
    # A Symbol Pallet game under way keeps its deal out of the address bar (docs/rules).
    assert ("private=1" if game == "symbol-pallet" else "position=") in page.evaluate("location.hash")


def test_an_impossible_tap_is_refused_in_words_and_loses_nothing(reused_page: Any) -> None:
    page = reused_page
    editing(page, "siam")
    before = position(page)
    tap_piece(page, "O")
    page.locator(SQUARE["siam"].format("A1")).tap()  # a fourth rock
    page.wait_for_selector('#editor[data-refused="1"]')
    assert page.text_content("#editor-message") == "a game still going has 3 rocks, not 4"
    assert position(page) == before


def tap_piece_twice(page: Any, piece: str) -> None:
    """The palette piece tapped, then tapped again once it shows chosen (the board taps after
    it are handled after it: the page handles taps in order)."""
    tap_piece(page, piece)
    page.locator(f'[data-edit-piece="{piece}"]').tap()


def test_a_palette_piece_tapped_twice_stays_chosen_and_the_next_tap_puts_it(reused_page: Any) -> None:
    """Siam: an elephant on A1, then a rhino tapped twice and A1 tapped: the rhino is put there,
    not the elephant lifted. Symbol Pallet: a chip tapped twice, then two tiles tapped: that
    chip is put, then moved; the palette does not move on to the next chip by itself."""
    from urllib.parse import quote

    from tests.rules.test_setting_up_symbol_pallet import SQUARE4

    page = reused_page
    editing(page, "siam")
    tap_piece(page, "EN")
    tap_square(page, "siam", "A1")
    tap_piece_twice(page, "RW")
    tap_square(page, "siam", "A1")
    assert (position(page) or "").startswith("RW..../") and page.locator("#board .edit-lifted").count() == 0
    assert page.get_attribute('[data-edit-piece="RW"]', "aria-pressed") == "true"
    assert page.get_attribute(MOVE, "aria-pressed") == "false"

    open_link(page, "?game=symbol-pallet&edit=1&position=" + quote(SQUARE4))
    page.wait_for_selector('#app[data-editing="1"]', timeout=READY_TIMEOUT_MS)
    page.wait_for_function("(t) => document.getElementById('app').dataset.position === t", arg=SQUARE4)
    tap_piece_twice(page, "2a")  # Blue's chip a, the first to go down
    tap_square(page, "symbol-pallet", "Rs1")
    assert " chips=-,-,Rs1,- " in (position(page) or "")
    tap_square(page, "symbol-pallet", "Gs2")
    assert " chips=-,-,Gs2,- " in (position(page) or "")  # the same chip, moved
    assert page.get_attribute('[data-edit-piece="2a"]', "aria-pressed") == "true"


def test_edit_position_opens_the_editor_on_the_game_on_screen(reused_page: Any) -> None:
    page = reused_page
    open_link(page, "?game=siam&moves=%2BA1N")
    page.locator('[data-action="edit"]').tap()
    page.wait_for_selector('#app[data-editing="1"]')
    assert position(page) == "EN..../...../.OOO./...../..... r 1 0,0 - -"
    page.locator('[data-edit="cancel"]').tap()
    page.wait_for_function("!document.getElementById('app').dataset.editing")
    assert page.get_attribute("#app", "data-ply") == "1"


def test_symbol_pallet_offers_edit_position_among_the_authors_tools(reused_page: Any) -> None:
    open_link(reused_page, "?game=symbol-pallet")
    assert reused_page.locator('[data-action="edit"]').count() == 1
    reused_page.locator('[data-action="edit"]').evaluate("b => b.click()")  # in the tools' menu
    reused_page.wait_for_selector('#app[data-editing="1"]')
    assert "start=- " in (position(reused_page) or "")  # nothing hidden: no deal, no hand


@pytest.mark.parametrize("game", ["siam", "saiju", "ni-ju", "symbol-pallet"])
@pytest.mark.parametrize("lang", ["en", "ja"])  # the slower: one load per language, then routing
def test_the_editor_fits_each_screen_with_44_px_targets_in_each_language(reused_page: Any, game: str,
                                                                         lang: str) -> None:
    """At 390×844, 768×1024, 1024×768 and 1366×1024: no scrolling, every target 44 px, the
    pieces drawn as the position has them, no English on the Japanese page (Symbol Pallet:
    a field with its chips, a tile chosen so that its places are offered)."""
    from urllib.parse import quote

    from games import get_game
    from games.setting_up import for_game
    from tests.page_checks import open_and_check

    page = reused_page

    edit = for_game(game)
    assert edit is not None
    query = f"?game={game}&edit=1"
    if game == "symbol-pallet":  # a new game's field is dealt at random: a set one
        query += "&position=" + quote(CASES[3][2])
        state = edit.editable(get_game(game).parse_position(CASES[3][2]))
    else:
        state = edit.editable(get_game(game).new(get_game(game).options()))
    open_and_check(page, query, state, f"{game} editor ({lang})", lang=lang, dialogs=False)
    assert page.get_attribute("#app", "data-editing") == "1"


def test_a_lesson_opens_no_editor(reused_page: Any) -> None:
    open_link(reused_page, "?game=siam&tutorial=1")
    assert reused_page.is_hidden('[data-action="edit"]')


def test_an_embedded_board_opens_no_editor(page: Any) -> None:
    ready(page, "?game=siam&embed=1&edit=1")  # an embedded board is a page load of its own
    assert page.get_attribute("#app", "data-editing") is None and page.is_hidden("#editor")


@pytest.mark.parametrize("case, filename", [(0, "siam-start.svg"), (2, "ni-ju-start.svg"),
                                            (3, "symbol-pallet-start.svg")],
                         ids=["siam", "ni-ju", "symbol-pallet"])
def test_picture_saves_the_position_being_set_up(reused_page: Any, case: int, filename: str) -> None:
    from games import get_game
    from games.diagram import render

    page = reused_page
    game, taps, target = CASES[case]
    editing(page, game)
    set_up(page, game, taps)
    page.locator("#editor [data-export-menu]").tap()
    page.wait_for_selector("#export-dialog[open]")
    with page.expect_download() as download:
        page.locator('#export-dialog [data-export="svg"]').tap()
    assert download.value.suggested_filename == filename
    svg = Path(download.value.path()).read_text(encoding="utf-8")
    caption = caption_words(svg)[1].replace("\\n", "\n")
    assert caption.split("\n")[0].endswith(" to move"), caption
    assert svg == render(get_game(game).parse_position(target), None, None, labels=False, reveal=False,
                         width=600, caption=caption)  # web/export.py's WIDTH
    assert page.get_attribute("#app", "data-editing") == "1"  # still setting up


def test_a_ni_ju_position_set_up_by_taps_reopens_from_its_link(page: Any) -> None:
    """The address while setting up is the editor's link: a reload opens the same position in
    the editor; an impossible tap meanwhile is refused in words and loses nothing; the R key
    turns the palette."""
    game, taps, target = CASES[2]
    ready(page, f"?game={game}&edit=1")
    set_up(page, game, taps)
    assert position(page) == target
    assert page.evaluate("""[...document.querySelectorAll('[data-edit-piece]')].every(b =>
        b.title && b.title === b.getAttribute('aria-label'))""")  # a tile's name on hover too
    set_up(page, game, [("owner", 1)])  # the palette follows White, who places next
    tap_piece(page, "b3c")  # Black's kind 1, turned as the palette is
    page.locator(SQUARE[game].format("1,0")).tap()  # a second Black tile in a row
    page.wait_for_selector('#editor[data-refused="1"]')
    assert page.text_content("#editor-message") == \
        "tiles go down in turn, White first: with 5 down White has placed 3 and Black 2, not 2 and 3"
    assert position(page) == target
    page.keyboard.press("r")  # R turns the palette, as Rotate does
    page.wait_for_selector('[data-edit-piece="bf0"][aria-pressed="true"]')  # kind 1 turned twice
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.wait_for_selector('#app[data-editing="1"]')
    assert position(page) == target


def put_by_keys(page: Any, button: str, target: str) -> None:
    """Enter on the palette's ``button`` chooses it; the board's keyboard cursor goes to
    ``target`` (a test of ``document.activeElement``), where Enter puts it."""
    page.locator(button).focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f'{button}[aria-pressed="true"]')
    page.locator("#board").focus()
    if page.evaluate("document.activeElement.id") == "board":
        page.keyboard.press("Enter")  # after taps the board keeps the focus until a key
    page.wait_for_function(f"(e => {target})(document.activeElement)")
    page.keyboard.press("Enter")


def test_a_ni_ju_tile_is_chosen_and_put_by_keys(reused_page: Any) -> None:
    """Enter on a palette tile chooses it; the board's keyboard cursor goes to the one free
    square of an empty table, and Enter puts the tile there."""
    page = reused_page
    editing(page, "ni-ju")
    put_by_keys(page, '[data-edit-piece="w0f"]', "e.dataset.square === '0,0'")
    page.wait_for_function("document.getElementById('app').dataset.position === 'b 1 w0f@0,0 -'")


def test_taking_off_a_rock_lifts_it_and_copy_link_clears_a_refusal(reused_page: Any) -> None:
    """A rock taken off is refused in words and lifted instead, so the next tap moves it; a
    refusal's message goes once the author copies the link (the position shared is fine)."""
    page = reused_page
    editing(page, "siam")
    assert page.get_attribute('[data-edit-piece="EE"]', "title") == "elephant facing east"
    tap_piece(page, "O")
    page.locator(SQUARE["siam"].format("C3")).tap()
    page.wait_for_selector('#editor[data-refused="1"]')
    assert page.text_content("#editor-message") == (
        "a game still going has 3 rocks, not 2. Lifted instead: tap where to move it")
    tap_square(page, "siam", "A1")
    assert position(page) == "O..../...../.O.O./...../..... e 0 0,0 - -"
    page.locator(SQUARE["siam"].format("B2")).tap()  # a fourth rock
    page.wait_for_selector('#editor[data-refused="1"]')
    page.locator('[data-edit="copy"]').tap()
    page.wait_for_selector('#editor[data-refused="0"]')
    assert "rocks" not in (page.text_content("#editor-message") or "")


def test_the_saiju_supply_stays_clear_of_the_editor_on_a_phone(page: Any) -> None:
    """At 390×844 in English (the players and the Flower would take two rows) the supply under
    the board ends above the editor's panel; the longest refusal (a Shadow taken off, lifted
    instead) leaves "Play from here" on the screen."""
    page.set_viewport_size({"width": 390, "height": 844})
    editing(page, "saiju")
    supply, panel = page.evaluate("""() => [document.querySelector('.saiju-supply'),
        document.querySelector('#editor')].map(e => e.getBoundingClientRect())
        .map(r => [r.top, r.bottom])""")
    assert supply[1] <= panel[0], (supply, panel)
    tap_piece(page, "S")
    page.locator(SQUARE["saiju"].format("c3")).tap()
    page.wait_for_selector('#editor[data-refused="1"]')
    assert page.evaluate("document.querySelector('[data-edit=\"play\"]').getBoundingClientRect().bottom"
                         " <= innerHeight")


def test_a_symbol_pallet_position_set_up_by_taps_reopens_from_its_link(page: Any) -> None:
    """The editor's address reopens the position set up by taps (``data-position`` equal) with
    nothing hidden in it; a tile under another is refused in words and loses nothing; "Copy
    link" copies the link that plays on from it."""
    game, taps, target = CASES[3]
    page.set_viewport_size({"width": 390, "height": 844})
    ready(page, f"?game={game}&edit=1")
    set_up(page, game, taps)
    assert position(page) == target
    tap_on_top(page, SQUARE[game].format("Rs1"))  # Blue's chip a stands on it: lifted
    page.wait_for_selector("#board .edit-lifted")
    tap_on_top(page, SQUARE[game].format("0,0"))  # put down where it was: no change
    page.wait_for_function("!document.querySelector('#board .edit-lifted')")
    page.locator('[data-edit-part="colour:G"]').tap()
    page.wait_for_selector('[data-edit-part="colour:G"][aria-pressed="true"]')
    page.locator(MOVE).tap()  # Move: nothing chosen
    page.wait_for_function("!document.querySelector('[data-edit-part][aria-pressed=\"true\"]')")
    assert page.text_content("#editor-message") == (
        "Choose a colour and a symbol, then tap a dashed place; or choose a chip, then a tile; "
        "or tap a tile or chip on the field to move it")
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.wait_for_selector('#app[data-editing="1"]')
    assert position(page) == target
    hash_ = page.evaluate("decodeURIComponent(location.hash)")
    assert "start=-" in hash_ and "hands=3/3" in hash_ and "deck=49" in hash_


def test_a_symbol_pallet_tile_and_chip_are_put_by_keys(reused_page: Any) -> None:
    """Enter on a colour chooses a tile of it; the board's keyboard cursor goes to the one place
    of an empty field, and Enter lays the tile there; a chip is put on it the same way."""
    page = reused_page
    editing(page, "symbol-pallet")
    set_up(page, "symbol-pallet", [("clear",)])
    put_by_keys(page, '[data-edit-part="colour:Y"]', "e.dataset.square === '0,0'")
    page.wait_for_function("document.getElementById('app').dataset.position.includes(' field=Ys1@0,0 ')")
    put_by_keys(page, '[data-edit-piece="2a"]', "e.dataset.tile === 'Ys1'")
    page.wait_for_function("document.getElementById('app').dataset.position.includes(' chips=-,-,Ys1,- ')")


def test_play_from_a_cleared_symbol_pallet_field_is_refused_in_words(reused_page: Any) -> None:
    """After Clear no chip has a tile to go on: "Play from here" says so and the editor stays."""
    page = reused_page
    editing(page, "symbol-pallet")
    set_up(page, "symbol-pallet", [("clear",)])
    page.locator('[data-edit="play"]').tap()
    page.wait_for_selector('#editor[data-refused="1"]')
    assert page.text_content("#editor-message") == (
        "4 chips still to go down need a free tile each, and 0 are free: lay more tiles first")
    assert page.get_attribute("#app", "data-editing") == "1"


PRIVATE = "#game=symbol-pallet&players=2&private=1"
"""The address of an unfinished two-player Symbol Pallet game: no deal, no moves (docs/rules)."""


def kept_start(page: Any) -> Any:
    """The start of the game on screen as the tab keeps it (its history entry's whole link),
    read by the game: the position with every hand and the deck written out."""
    from games import get_game
    from web.links import parse_link

    request = parse_link(page.evaluate("history.state.link"))
    assert request.position is not None
    return get_game("symbol-pallet").parse_position(request.position)


def shown_hand(page: Any) -> list[str]:
    """The hand of the player to move, once the device is handed to them."""
    page.locator('[data-sp="reveal"]').tap()
    page.wait_for_selector("[data-hand]")
    return sorted(page.eval_on_selector_all("[data-hand]", "els => els.map(e => e.dataset.hand)"))


def played_from_here(page: Any, target: str) -> Any:
    """Tap "Play from here"; the game's start as the tab keeps it, once the address holds no deal."""
    page.locator('[data-edit="play"]').tap()
    page.wait_for_function("!document.getElementById('app').dataset.editing")
    page.wait_for_function("(t) => document.getElementById('app').dataset.position === t", arg=target)
    assert page.evaluate("location.search + location.hash") == PRIVATE
    return kept_start(page)


def test_a_symbol_pallet_position_played_from_here_gets_a_new_deal_that_a_reload_keeps(page: Any) -> None:
    """"Play from here" deals the tiles the position leaves unseen from a new seed each time,
    never from seed 0 (which anyone holding the position's link, or the referee with
    ``--reveal``, deals too); the address shows no deal, and a reload, Back and Forward reopen
    the same deal."""
    from games import get_game
    from web.links import make_link

    target = CASES[3][2]
    seed_0 = get_game("symbol-pallet").parse_position(target)
    ready(page, make_link("symbol-pallet", position=target) + "&edit=1")
    page.wait_for_selector('#app[data-editing="1"]')
    first = played_from_here(page, target)
    assert first.game.public_position_text(first) == target
    assert first.position_text() != seed_0.position_text()
    hand = shown_hand(page)
    assert hand == sorted(first.hand(1))  # blue's turn: blue's hand, as the tab keeps it
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    assert position(page) == target and page.evaluate("location.search + location.hash") == PRIVATE
    assert kept_start(page).position_text() == first.position_text()
    assert shown_hand(page) == hand
    page.go_back()  # the editor again; playing on from it deals anew
    page.wait_for_selector('#app[data-editing="1"]')
    second = played_from_here(page, target)
    assert second.position_text() not in (first.position_text(), seed_0.position_text())
    page.go_back()
    page.wait_for_selector('#app[data-editing="1"]')
    page.go_forward()
    page.wait_for_function("!document.getElementById('app').dataset.editing")
    page.wait_for_function("(t) => document.getElementById('app').dataset.position === t", arg=target)
    assert page.evaluate("location.search + location.hash") == PRIVATE
    assert kept_start(page).position_text() == second.position_text()
