"""Every check of ``tests/page_checks.py`` fails on a made-up bad page (and passes a good one).

A check that cannot fail protects nothing: each one is fed a small page built with
``page.set_content`` (or, for the pure parts, texts made up on CPython) holding the defect
it is meant to find.
"""

from __future__ import annotations

from typing import Any

import pytest

from games import get_game
from games.symbol_pallet.view import PlayerView
from tests import page_checks
from tests.page_checks import (DeviceHolder, Problem, check_page, japanese_problems, page_problems,
                               text_problems)

SIAM = get_game("siam")
SAIJU = get_game("saiju")
NIJU = get_game("ni-ju")
SP = get_game("symbol-pallet")
SIZE = {"width": 390, "height": 844}


def checks(problems: list[Problem]) -> list[str]:
    return sorted({p.check for p in problems})


# ----- on CPython: the texts' rules --------------------------------------------------------------
def test_template_and_value_leaks_are_found() -> None:
    for text in ('{t("symbol-pallet.yes")}', "Score: undefined", "None to move", "[object Object]",
                 "NaN points", "}"):
        assert checks(text_problems([(text, "#status", False)], SIAM)) == ["text"], text
    assert text_problems([("Rhinos win: nobody pushed a rock out", "#status", False)], SIAM) == []


@pytest.mark.parametrize("game, token", [(SIAM, "+A4N"), (SIAM, "B1B2S"), (SAIJU, "yS-d7"),
                                         (SAIJU, "S@d7"), (NIJU, "aa@0,0"), (SP, "b:Ps1@1,4+"),
                                         (SP, ">Ps1"), (SP, "discard:Ps1")])
def test_a_move_token_is_found_outside_the_notation_views_only(game: Any, token: str) -> None:
    for text in (token, f"Play {token}?", f"「{token}」を指しますか"):
        assert checks(text_problems([(text, "#confirm-move span", False)], game)) == ["token"], text
    assert text_problems([(token, "#record-dialog p", True)], game) == []
    assert text_problems([(f"Move 3 ({token}) is not legal", "#message", False)], game,
                         entered=(token,)) == []


def test_an_options_internal_name_is_found() -> None:
    found = text_problems([("remove-once", "#new-game-options span", False)], SIAM)
    assert [p.detail for p in found] == ["shows the option's internal name 'remove-once'"]
    assert text_problems([("Exit once only", "#new-game-options span", False)], SIAM) == []


def test_words_and_labels_are_no_tokens() -> None:
    texts = [("Elephant now on B5 pushed the rock out", "#status", False), ("A1", "#board text", False),
             ("Agree to a draw", "#controls button", False), ("Pass", "#view-controls button", False),
             ("End turn", "#view-controls button", False), ("12 / 40", "#replay", False)]
    for game in (SIAM, SAIJU, NIJU, SP):
        assert text_problems(texts, game) == [], game.name


def test_latin_letters_in_the_japanese_page_are_found() -> None:
    siam = SIAM.start()
    for text in ("Abstract Boards", "14 in hand", "remove-once", "no-opening-restriction", "end"):
        found = japanese_problems([(text, "#somewhere", False)], siam)
        assert checks(found) == ["japanese"], text
    good = [("ゾウの番です", "#status", False), ("B3", "#board text", False), ("C", "#board text", False),
            ("盤の外へ押し出したのはB5のゾウ", "#status", False), ("English", ".lang-switch", False),
            ("リンクをコピーしました: http://127.0.0.1/?game=siam&moves=%2BB1S", "#message", False),
            ("+B1S B1B2S", "#record-dialog pre", True), ("12手目", "#replay-ply", False)]
    assert japanese_problems(good, siam) == []
    assert checks(japanese_problems([("+B1S", "#moves li", False)], siam)) == ["japanese"]
    assert japanese_problems([("Alice の番", "#status", False)], siam, entered=("Alice",)) == []


def test_check_page_lets_no_problem_through_and_names_each_kind_once(monkeypatch: Any) -> None:
    square = Problem("target", "#board rect.niju-cell[data-square]", "under 44×44 px")
    token = Problem("token", "#moves li", "shows the move token '+A4N': '+A4N'")
    monkeypatch.setattr(page_checks, "page_problems", lambda *_, **__: [square, square, square, token])
    with pytest.raises(AssertionError) as failed:
        page_checks.check_page(None, None, where="after +A4N")
    message = str(failed.value)
    assert message.startswith("after +A4N:") and message.count("niju-cell") == 1
    assert "(and 2 more there)" in message and "+A4N" in message
    monkeypatch.setattr(page_checks, "page_problems", lambda *_, **__: [])
    page_checks.check_page(None, None)


# ----- in the browser: the page's side ---------------------------------------------------------
def show(page: Any, body: str, lang: str = "en", style: str = "") -> None:
    page.set_viewport_size(SIZE)
    page.set_content(f'<!doctype html><html lang="{lang}"><head><style>'
                     f'html, body {{ margin: 0; overflow: hidden; }} button {{ width: 60px; height: 50px; }}'
                     f'{style}</style></head><body>{body}</body></html>')


def test_visible_text_is_read_and_hidden_text_is_not(page: Any) -> None:
    show(page, '<button>{t("symbol-pallet.yes")}</button>')
    assert checks(page_problems(page)) == ["text"]
    with pytest.raises(AssertionError, match="symbol-pallet.yes"):
        check_page(page, where="a made-up page")
    show(page, '<dialog id="d"><p>undefined</p></dialog><p hidden>NaN</p>'
               '<p style="visibility: hidden">None</p><p style="opacity: 0">[object Object]</p>'
               '<button aria-label="NaN">OK</button><textarea>{typed}</textarea>'
               '<svg><g style="display: none"><text x="9" y="9">NaN</text></g></svg>')
    assert page_problems(page) == []
    page.evaluate("document.getElementById('d').showModal()")
    assert checks(page_problems(page)) == ["text"]


def test_a_move_token_is_found_in_the_page_but_not_in_a_notation_view(page: Any) -> None:
    state = SIAM.start()
    show(page, '<ol id="moves"><li>+B1S</li></ol>')
    found = page_problems(page, state=None) + page_checks.text_problems(
        page_checks.visible_texts(page), SIAM)
    assert checks(found) == ["token"]
    show(page, '<div data-notation><p>+B1S</p></div><p>Elephant enters at B1 facing south</p>')
    assert page_checks.text_problems(page_checks.visible_texts(page), state.game) == []


def test_english_in_the_japanese_page_is_found(page: Any) -> None:
    show(page, '<a class="brand">Abstract Boards</a><span>14 in hand</span>'
               '<label style="display: block; height: 48px"><input type="checkbox"> remove-once</label>', lang="ja")
    found = page_problems(page)
    assert checks(found) == ["japanese"]
    assert {p.detail.split("'")[1] for p in found} == {"Abstract", "Boards", "in", "hand", "remove-once"}
    show(page, '<p>白の番です</p><p>English</p>', lang="ja")
    assert page_problems(page) == []


def test_a_small_tap_target_is_found(page: Any) -> None:
    show(page, '<button style="width: 30px; height: 30px">✕</button>')
    (problem,) = page_problems(page)
    assert problem.check == "target" and "30×30" in problem.detail
    show(page, '<svg width="300" height="100"><rect data-square="A1" width="30" height="90"/>'
               '<rect data-hex="a1" width="50" height="50" x="40"/></svg>')
    assert [p.where for p in page_problems(page)] == ["rect[data-square]"]
    show(page, '<label style="font-size: 12px"><input type="checkbox" style="margin: 0"> Confirm</label>')
    assert [p.where for p in page_problems(page)] == ["input"]  # measured by its label: 12 px tall
    show(page, '<button disabled style="width: 30px">×</button><button hidden>a</button>'
               '<svg><rect data-square="A1" width="30" height="30" style="pointer-events: none"/></svg>'
               '<label style="display: block; height: 48px"><input type="checkbox"> Confirm</label>')
    assert page_problems(page) == []
    # A board the player zoomed out (See all, a pinch) is the player's choice; the page's zoom is not.
    small = '<svg id="board"{}><rect data-square="1,1" width="30" height="30"/></svg>'
    show(page, small.format(""))
    assert [p.where for p in page_problems(page)] == ["#board rect[data-square]"]
    show(page, small.format(' data-zoom="player"'))
    assert page_problems(page) == []


@pytest.mark.parametrize("style", ["body { height: 2000px }", "body { width: 900px }"])
def test_a_scrolling_document_is_found(page: Any, style: str) -> None:
    show(page, "<p>long</p>", style=style.replace("body", "html, body") + " html { overflow: auto }")
    found = page_problems(page)
    assert checks(found) == ["layout"], found
    found = page_problems(page, sizes=[(1024, 768), (390, 844)])
    assert checks(found) == ["layout"]
    assert page.viewport_size == SIZE  # put back as it was


def test_the_last_move_in_words_out_of_sight_is_found(page: Any) -> None:
    line = '<p data-last-move-words>Last move: Rhino enters at B1 facing south</p>'
    show(page, '<div style="height: 100px; overflow-y: auto"><div style="height: {}px"></div>{}</div>'
         .format(400, line))
    found = page_problems(page)
    assert checks(found) == ["layout"] and "scrolled out of sight" in found[0].detail, found
    show(page, '<div style="position: fixed; top: 2000px">{}</div>'.format(line))
    found = page_problems(page)
    assert checks(found) == ["layout"] and "the last move in words is not wholly on screen" in found[0].detail
    show(page, line)
    assert page_problems(page) == []


def test_a_control_cut_by_a_row_that_scrolls_sideways_is_found(page: Any) -> None:
    row = ('<div id="controls" style="display: flex; {}"><button data-action="undo">Undo</button>'
           + "".join(f"<button>Control {n}</button>" for n in range(6)) + "</div>")
    show(page, row.format("flex-wrap: nowrap; overflow-x: auto"), style="button { width: 90px; flex: none }")
    found = page_problems(page)
    assert checks(found) == ["layout"] and "Control 3" in found[0].detail, found
    show(page, row.format("flex-wrap: wrap"), style="button { width: 90px; flex: none }")
    assert page_problems(page) == []


def test_a_button_the_status_names_out_of_sight_is_found(page: Any) -> None:
    """The status says "… or Finish": Finish must be in sight, not below the window or scrolled
    away inside the panel; a button it does not name may be anywhere."""
    panel = ('<div id="app"><p id="status">Snow to move: tap a Shadow, or Finish</p>'
             '<div style="height: 100px; overflow-y: auto"><div style="height: {}px"></div>'
             '<button style="width: 90px">Finish</button><button style="width: 90px">Labels</button>'
             '</div></div>')
    show(page, panel.format(400))
    found = page_problems(page)
    assert checks(found) == ["layout"] and '"Finish"' in found[0].detail and len(found) == 1, found
    show(page, panel.format(0))
    assert page_problems(page) == []
    show(page, panel.format(0).replace("<button style", "<button hidden style", 1))
    found = page_problems(page)
    assert checks(found) == ["layout"] and "not shown" in found[0].detail, found
    show(page, panel.format(400).replace("<button style", "<button disabled style", 1))
    assert page_problems(page) == []  # a disabled button is not offered
    closed = panel.format(0).replace("</div></div>", '</div><section hidden><button>Finish</button>'
                                      '</section><dialog><button>Finish</button></dialog></div>')
    assert closed.count("Finish") == 4
    show(page, closed)  # a closed panel's or dialog's button of the same name is not the one meant
    assert page_problems(page) == []


def test_a_piece_drawn_and_not_in_the_state_and_one_missing_are_found(page: Any) -> None:
    reserves = ''.join(f'<button data-reserve="{o}"><span class="count">×5</span></button>'
                       for o in (0, 1))
    rocks = ''.join(f'<g data-piece="rock" data-square="{sq}"></g>' for sq in ("B3", "C3", "D3"))
    show(page, f'<main id="app"><svg id="board">{rocks}</svg>{reserves}</main>',
         style="button { width: 50px; height: 50px }")
    assert page_problems(page, SIAM.start()) == []
    show(page, f'<main id="app"><svg id="board">{rocks}<g data-piece="rock" data-square="C3"></g>'
               f'</svg>{reserves}</main>')
    assert [p.detail for p in page_problems(page, SIAM.start())] == [
        "drawn, not in the state: ('board', 'C3', 'rock', None)"]
    show(page, f'<main id="app"><svg id="board">{rocks[:rocks.rindex("<g")]}</svg>{reserves}</main>')
    assert [p.check for p in page_problems(page, SIAM.start())] == ["piece"]


def test_a_hand_shown_to_someone_else_is_found(page: Any) -> None:
    state = SP.start(seed=1) if SP.uses_seed else SP.start()
    mover = state.to_move
    tiles = list(PlayerView.of(state, mover).hand_ids)
    hand = "".join(f'<button data-hand="{t}" style="width: 50px; height: 50px">{t}</button>' for t in tiles)
    show(page, f'<main id="app"><div class="sp-tray">{hand}</div></main>')
    nobody = DeviceHolder()
    found = [p for p in page_problems(page, state, holder=nobody) if p.check != "piece"]
    assert {p.check for p in found} == {"hand"}
    assert "a hand is shown" in found[0].detail
    the_mover = DeviceHolder()
    the_mover.took(mover)
    assert [p for p in page_problems(page, state, holder=the_mover) if p.check != "piece"] == []


def test_a_lit_square_cut_at_the_boards_edge_with_its_centre_under_a_tray_is_found(page: Any) -> None:
    """The board shows a sliver of a lit square whose centre lies beyond the board's edge, where
    the tray is: a finger aiming at the square's middle taps the tray."""
    table = ('<div style="display: flex"><svg id="board" viewBox="{} 0 300 300" '
             'style="width: 300px; height: 300px; display: block; flex: none">'
             '<rect class="niju-cell" data-square="0,0" x="6" y="6" width="88" height="88"/>'
             '<rect class="niju-cell" data-square="1,0" x="106" y="6" width="88" height="88"/></svg>'
             '<div id="seat-top" class="niju-tray" style="width: 80px; height: 300px">White</div></div>')
    show(page, table.format("-180"))  # 1,0 shows from 106 to 120: its centre (150) is on the tray
    found = page_problems(page)
    assert checks(found) == ["layout"] and "the lit square 1,0" in found[0].detail and len(found) == 1, found
    assert "under #seat-top" in found[0].detail
    show(page, table.format("-140"))  # its centre on the board
    assert page_problems(page) == []
    show(page, table.format("-500"))  # both panned wholly out of sight
    assert page_problems(page) == []
