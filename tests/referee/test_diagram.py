"""Static diagrams: ``python -m games.diagram`` draws what the engine (and the page) shows."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from games import get_game
from games.diagram import diagram, render
from games.diagram.cli import run
from games.diagram.style import scope, stylesheet
from games.diagram.svg import Node, el, markup, to_svg
from games.record import replay
from games.saiju import HEXES

NS = "{http://www.w3.org/2000/svg}"
ROOT = Path(__file__).resolve().parent.parent.parent


def random_record(name: str, plies: int, seed: int, players: int | None = None,
                  game_seed: int | None = None) -> tuple[list[str], Any]:
    """A reproducible random game: its tokens and its final state."""
    game = get_game(name)
    state = game.new(game.options(players, [], game_seed, None))
    rng = random.Random(seed)
    tokens: list[str] = []
    while len(tokens) < plies and state.outcome() is None:
        token = rng.choice(state.legal_tokens())
        tokens.append(token)
        state = state.play(token)
    return tokens, state


def draw_cli(*argv: str) -> ET.Element:
    status, out, err = run(list(argv))
    assert status == 0, err
    assert err == ""
    return ET.fromstring(out.encode("utf-8"))


def all_with(root: ET.Element, attr: str) -> list[ET.Element]:
    return [e for e in root.iter() if attr in e.attrib]


def check_contract(root: ET.Element, state: Any) -> None:
    assert root.tag == NS + "svg"
    outcome = state.outcome()
    assert root.get("data-game") == state.game.name
    assert root.get("data-ply") == str(state.ply)
    assert root.get("data-to-move") == ("" if outcome else str(state.to_move))
    assert root.get("data-outcome") == (outcome.code() if outcome else "")
    scores = state.scores()
    assert root.get("data-scores") == (None if scores is None else ",".join(map(str, scores)))
    assert root.find(NS + "title") is not None


# ----- the element tree ------------------------------------------------------------------
def test_nodes_serialize_with_escaping_and_namespace() -> None:
    tree = el("svg", el("text", x=1, y=2.5, text="a < b & \"c\""), None,
              [el("rect", class_="sq last", data_square="A1", hidden=None)],
              viewBox="0 0 10 10", aria_label='say "hi" & <bye>')
    text = to_svg(tree)
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')
    root = ET.fromstring(text.encode())
    assert root.get("aria-label") == 'say "hi" & <bye>'
    assert root[0].text == 'a < b & "c"'
    assert root[1].attrib == {"class": "sq last", "data-square": "A1"}
    assert markup(el("g")) == "<g/>"
    assert [n.tag for n in tree.iter()] == ["svg", "text", "rect"]
    assert "xmlns" not in markup(tree)


def test_node_is_a_plain_value() -> None:
    node = Node("circle", {"r": "3"})
    assert node.children == () and node.text is None and node.classes() == []
    assert el("g", class_="a b").classes() == ["a", "b"]


# ----- Siam -----------------------------------------------------------------------------
SIAM_LINE = ["+B1S", "+E1W", "B1B2S", "E1E1S", "B2B3S", "E1E1E", "B3B4S"]


def siam_pieces(root: ET.Element) -> dict[str, tuple[str, str | None]]:
    return {e.get("data-square"): (e.get("data-piece"), e.get("data-facing"))
            for e in all_with(root, "data-piece")}


def test_siam_diagram_shows_the_position() -> None:
    siam = get_game("siam")
    state = replay(siam.new(siam.options(None, [], None, None)), SIAM_LINE).final
    root = draw_cli("siam", "--moves", " ".join(SIAM_LINE))
    check_contract(root, state)
    expected = {n: p for n in state.geom.names if (p := state.piece_at(n)) is not None}
    assert siam_pieces(root) == expected
    assert root.get("viewBox") == "-56 -56 612 612"
    squares = [e for e in all_with(root, "data-square") if e.tag == NS + "rect"]
    assert sorted(e.get("data-square") for e in squares) == sorted(state.geom.names)
    # The last move (B3 pushes the rock from B4 to B5) is marked as on the page.
    last = {e.get("data-square") for e in squares if "last" in e.get("class", "").split()}
    assert last == {"B3", "B4", "B5"}
    owners = {e.get("data-square"): e.get("data-owner") for e in all_with(root, "data-piece")}
    assert owners["B4"] == "0" and owners["E1"] == "1" and owners["B5"] is None


def test_siam_ply_shows_an_earlier_point() -> None:
    siam = get_game("siam")
    states = replay(siam.new(siam.options(None, [], None, None)), SIAM_LINE).states
    for ply in (0, 1, 4):
        root = draw_cli("siam", "--moves", " ".join(SIAM_LINE), "--ply", str(ply))
        check_contract(root, states[ply])
        expected = {n: p for n in states[ply].geom.names if (p := states[ply].piece_at(n)) is not None}
        assert siam_pieces(root) == expected
    root = draw_cli("siam", "--moves", " ".join(SIAM_LINE), "--ply", "0")
    assert not [e for e in root.iter() if "last" in e.get("class", "").split()]


def test_siam_diagram_from_a_position_text() -> None:
    siam = get_game("siam")
    state = replay(siam.new(siam.options(None, [], None, None)), SIAM_LINE).final
    by_moves = draw_cli("siam", "--moves", " ".join(SIAM_LINE))
    by_text = draw_cli("siam", "--position", state.position_text())
    assert siam_pieces(by_text) == siam_pieces(by_moves)
    assert by_text.get("data-ply") == by_moves.get("data-ply")


# ----- Saiju ----------------------------------------------------------------------------
def saiju_check(root: ET.Element, state: Any) -> None:
    check_contract(root, state)
    pieces = {e.get("data-hex"): e.get("data-piece") for e in all_with(root, "data-piece")}
    shadows = {e.get("data-shadow"): e.get("data-hex") for e in all_with(root, "data-shadow")}
    assert pieces == state.pieces_on_board()
    assert shadows == state.shadows_on_board()
    hexes = [e.get("data-hex") for e in root.iter() if "saiju-hex" in e.get("class", "").split()]
    assert sorted(hexes) == sorted(HEXES)


def saiju_last(root: ET.Element) -> set[str]:
    return {str(e.get("data-hex")) for e in root.iter() if {"saiju-hex", "last"} <= set(e.get("class", "").split())}


def test_saiju_marks_what_was_played_not_where_the_shadow_went() -> None:
    setup = "M@d2 S@a1 F@g7"
    assert saiju_last(draw_cli("saiju", "--moves", setup)) == {"g7"}  # a Shadow put: the move
    # Pink Snow went down on a1, where the Snow Shadow stood; the Shadow moved on to c3, which is
    # not marked as if a piece had been played there.
    assert saiju_last(draw_cli("saiju", "--moves", setup + " pS-c3")) == {"a1"}


@pytest.mark.parametrize("players", [2, 3])
def test_saiju_diagram_shows_the_position(players: int) -> None:
    tokens, state = random_record("saiju", 30, seed=players, players=players)
    root = draw_cli("saiju", "--players", str(players), "--moves", " ".join(tokens))
    saiju_check(root, state)
    assert "labels" not in root.find(f"{NS}g").get("class").split()


def test_saiju_finished_game_shows_the_scoring_groups_and_labels() -> None:
    tokens, state = random_record("saiju", 400, seed=11, players=2)
    assert state.outcome() is not None
    root = draw_cli("saiju", "--players", "2", "--moves", " ".join(tokens), "--labels", "--letters")
    saiju_check(root, state)
    board = root.find(f"{NS}g")
    assert set(board.get("class").split()) == {"saiju", "scoring", "labels", "colour-marks"}
    # --letters shows each piece's colour letter (the page's colour-blind mode)
    marks = [g for g in root.iter(f"{NS}g") if g.get("class") == "saiju-mark"]
    assert len(marks) == len(state.pieces_on_board())
    assert ".colour-marks .saiju-mark" in root.find(f"{NS}style").text
    groups = all_with(root, "data-group")
    sheet = [g for g in state.score_sheet().groups if g.scoring]
    assert sorted(g.get("data-group") for g in groups) == sorted(",".join(g.hexes) for g in sheet)
    assert sum(int(g.get("data-points")) for g in groups) == sum(g.points for g in sheet)


def test_saiju_labels_are_the_hex_names_and_letters_the_colour_letters() -> None:
    """``--labels`` is the page's Labels choice (hex names), ``--letters`` its Colour letters
    toggle: each shows its own, as the page does."""
    tokens, _state = random_record("saiju", 12, seed=4, players=2)
    moves = ["saiju", "--players", "2", "--moves", " ".join(tokens)]

    def classes(*extra: str) -> set[str]:
        return set(draw_cli(*moves, *extra).find(f"{NS}g").get("class").split())

    assert {"labels", "colour-marks"} & classes() == set()
    assert {"labels", "colour-marks"} & classes("--labels") == {"labels"}
    assert {"labels", "colour-marks"} & classes("--letters") == {"colour-marks"}
    names = [e.text for e in draw_cli(*moves, "--labels").iter(f"{NS}text") if e.text in HEXES]
    assert sorted(names) == sorted(HEXES)


def test_saiju_a_shadow_moved_this_turn_is_drawn_as_any_other() -> None:
    """The page greys a Shadow already moved this turn (a hint of what a tap may still move);
    a picture of the position draws it as it stands."""
    game = get_game("saiju")
    state = game.new(game.options(2, [], None, None))
    tokens: list[str] = []
    rng = random.Random(2)
    while state.in_setup or not any(sym not in state.allowed_symbols() for sym in state.shadows_on_board()):
        token = rng.choice(state.legal_tokens())
        tokens.append(token)
        state = state.play(token)
    root = draw_cli("saiju", "--players", "2", "--moves", " ".join(tokens))
    shadows = all_with(root, "data-shadow")
    assert shadows and all("used" not in e.get("class").split() for e in shadows)


def test_saiju_ply_shows_an_earlier_point() -> None:
    tokens, _ = random_record("saiju", 20, seed=5, players=3)
    saiju = get_game("saiju")
    states = replay(saiju.new(saiju.options(3, [], None, None)), tokens).states
    root = draw_cli("saiju", "--players", "3", "--moves", " ".join(tokens), "--ply", "10")
    saiju_check(root, states[10])


# ----- Ni-Ju ----------------------------------------------------------------------------
def niju_check(root: ET.Element, state: Any) -> None:
    check_contract(root, state)
    tiles = {e.get("data-tile"): (int(e.get("data-owner")), int(e.get("data-kind")),
                                  int(e.get("data-pattern"), 16))
             for e in all_with(root, "data-tile")}
    assert tiles == {f"{x},{y}": (t.owner, t.kind, t.byte) for (x, y), t in state.tiles().items()}
    # the dashed squares where a tile may go are a hint of the interactive board, not drawn
    assert not all_with(root, "data-square") and "niju-cell" not in ET.tostring(root, encoding="unicode")


def test_niju_diagram_shows_the_position_and_the_dots() -> None:
    from games.niju import marked_offsets

    tokens, state = random_record("ni-ju", 25, seed=3)
    root = draw_cli("ni-ju", "--moves", " ".join(tokens))
    niju_check(root, state)
    for tile in all_with(root, "data-tile"):
        dots = sorted((int(d.get("cx")), int(d.get("cy"))) for d in tile
                      if d.get("class") == "niju-dot")
        want = sorted((dx * 31, dy * 31) for dx, dy in marked_offsets(int(tile.get("data-pattern"), 16)))
        assert dots == want
    last = [e for e in all_with(root, "data-tile") if "last" in e.get("class").split()]
    assert [e.get("data-tile") for e in last] == ["{},{}".format(*get_game("ni-ju").parse_move(tokens[-1]).target)]


def test_niju_movement_phase_and_earlier_ply() -> None:
    tokens, state = random_record("ni-ju", 48, seed=1)
    assert state.phase == "movement"
    niju = get_game("ni-ju")
    states = replay(niju.new(niju.options(None, [], None, None)), tokens).states
    moved = draw_cli("ni-ju", "--moves", " ".join(tokens))
    niju_check(moved, state)
    niju_check(draw_cli("ni-ju", "--moves", " ".join(tokens), "--ply", "7"), states[7])


# ----- Symbol Pallet --------------------------------------------------------------------
def sp_check(root: ET.Element, state: Any) -> None:
    check_contract(root, state)
    tiles = [(e.get("data-tile"), int(e.get("data-x")), int(e.get("data-y")), int(e.get("data-level")))
             for e in root.iter() if "sp-tile" in e.get("class", "").split()]
    assert tiles == state.field_tiles()
    chips = {e.get("data-chip"): e.get("data-on") for e in all_with(root, "data-chip")}
    assert chips == {f"{p + 1}{c}": t for (p, c), t in state.chip_tiles().items() if t is not None}


def test_symbol_pallet_diagram_shows_field_and_chips_but_no_hand() -> None:
    tokens, state = random_record("symbol-pallet", 30, seed=2, players=3, game_seed=7)
    argv = ["symbol-pallet", "--players", "3", "--seed", "7", "--moves", " ".join(tokens)]
    status, out, err = run(argv)
    assert status == 0, err
    root = ET.fromstring(out.encode())
    sp_check(root, state)
    assert not all_with(root, "data-hand")
    for player in range(3):
        for tile_id in state.hand(player):
            assert tile_id not in out  # nothing secret anywhere in the file
    shown = draw_cli(*argv, "--reveal", "--labels")
    sp_check(shown, state)
    for player in range(3):
        hand = [e.get("data-hand") for e in all_with(shown, "data-hand")
                if e.get("data-player") == str(player)]
        assert hand == list(state.hand(player))
    assert [e.get("data-pile") for e in all_with(shown, "data-pile")] == list(state.discard_pile())
    assert "sp-letters" in shown.find(f"{NS}g").get("class").split()


def test_symbol_pallet_earlier_ply_and_finished_game() -> None:
    tokens, state = random_record("symbol-pallet", 600, seed=4, players=2, game_seed=3)
    sp = get_game("symbol-pallet")
    states = replay(sp.new(sp.options(2, [], 3, None)), tokens).states
    argv = ["symbol-pallet", "--players", "2", "--seed", "3", "--moves", " ".join(tokens)]
    sp_check(draw_cli(*argv, "--ply", "12"), states[12])
    root = draw_cli(*argv)
    sp_check(root, state)
    assert state.outcome() is not None
    for player in (0, 1):
        marks = [e for e in all_with(root, "data-owned") if e.get("data-owned") == str(player)]
        assert len(marks) == len(state.owned_table_ids(player)) == state.scores()[player]


# ----- every game: random positions ------------------------------------------------------
@pytest.mark.parametrize("name,players,game_seed", [
    ("siam", None, None), ("saiju", 2, None), ("ni-ju", None, None), ("symbol-pallet", 4, 1)])
def test_random_positions_draw_and_parse(name: str, players: int | None, game_seed: int | None) -> None:
    check = {"siam": lambda r, s: siam_pieces(r) == {n: p for n in s.geom.names
                                                      if (p := s.piece_at(n)) is not None},
             "saiju": lambda r, s: saiju_check(r, s) or True,
             "ni-ju": lambda r, s: niju_check(r, s) or True,
             "symbol-pallet": lambda r, s: sp_check(r, s) or True}[name]
    for seed in range(4):
        tokens, state = random_record(name, 15 + 10 * seed, seed=seed, players=players,
                                      game_seed=game_seed)
        game = get_game(name)
        states = replay(game.new(game.options(players, [], game_seed, None)), tokens).states
        before = states[-2] if len(states) > 1 else None
        text = render(state, before, tokens[-1] if tokens else None, reveal=True, labels=True)
        assert check(ET.fromstring(text.encode()), state)


# ----- styles ---------------------------------------------------------------------------
def test_the_page_styles_are_embedded_and_scoped() -> None:
    for name in ("siam", "saiju", "ni-ju", "symbol-pallet"):
        tokens, _ = random_record(name, 12, seed=1, players=2, game_seed=1 if name == "symbol-pallet" else None)
        argv = [name, "--players", "2", "--moves", " ".join(tokens)]
        if name == "symbol-pallet":
            argv += ["--seed", "1"]
        root = draw_cli(*argv)
        css = root.find(NS + "style").text
        assert "#app" not in css and "@media" not in css and "@keyframes" not in css
        assert "button" not in css and ":root" not in css
        for line in css.strip().splitlines():
            for selector in line.split("{")[0].split(","):
                assert selector.strip().startswith(".ab-diagram"), line
        assert "--paper" in css
    assert ".sq.last" not in draw_cli("siam").find(NS + "style").text  # nothing marked: rule left out
    siam = draw_cli("siam", "--moves", "+B1S")
    assert ".ab-diagram .sq.last { fill: var(--last); }" in siam.find(NS + "style").text
    saiju_css = draw_cli("saiju").find(NS + "style").text
    assert '.ab-diagram[data-game="saiju"] { --sj-white' in saiju_css
    niju_css = draw_cli("ni-ju").find(NS + "style").text
    assert '.ab-diagram[data-game="ni-ju"] { background: var(--niju-table)' in niju_css
    plain = draw_cli("siam", "--no-style", "--width", "0")
    assert plain.find(NS + "style") is None and plain.get("width") is None


def test_style_selectors_scope_or_drop() -> None:
    classes, tags = {"sq", "last", "saiju", "labels", "saiju-label"}, {"rect", "text", "g"}
    assert scope(":root", "siam", classes, tags) == ".ab-diagram"
    assert scope(".sq.last", "siam", classes, tags) == ".ab-diagram .sq.last"
    assert scope(".saiju.labels .saiju-label", "saiju", classes, tags) == \
        ".ab-diagram .saiju.labels .saiju-label"
    assert scope('#app[data-game="ni-ju"] .board', "ni-ju", classes, tags) == \
        '.ab-diagram[data-game="ni-ju"]'
    for page_only in (".reserve svg", "html", "body", "[hidden]", ".controls button:disabled",
                      '#app[data-game="ni-ju"] .seat', "dialog::backdrop", "*",
                      '#app[data-game="ni-ju"]:not(:has(.x))', ".sq::before"):
        assert scope(page_only, "siam" if "ni-ju" not in page_only else "ni-ju", classes, tags) is None


def test_a_game_without_looks_of_its_own_gets_the_shared_board_rules() -> None:
    """A game the looks do not know yet (one added through the tables alone) is drawn with
    the colours and the rules every board shares, scoped to its picture, and nothing of
    another game's."""
    tree = el("svg", el("rect", class_="sq last"), el("g", class_="piece elephant"))
    css = stylesheet("no-such-game", tree)
    assert ".ab-diagram { --paper:" in css and ".ab-diagram .sq.last {" in css
    assert ".elephant" not in css and "data-game" not in css  # Siam's own rules stay out


def test_the_diagrams_styles_are_the_pages_stylesheets() -> None:
    """games/diagram/looks.py is the diagrams' copy of the page's CSS: a colour or a
    board rule changed on the page without ``python tools/diagram_looks.py`` fails here."""
    from tools import diagram_looks
    assert (ROOT / "games" / "diagram" / "looks.py").read_text(encoding="utf-8") == \
        diagram_looks.source()


def test_a_changed_page_colour_is_a_stale_diagram_copy(tmp_path: Path) -> None:
    from tools import diagram_looks
    web = tmp_path / "web"
    (web / "css").mkdir(parents=True)
    page = (ROOT / "web" / "style.css").read_text(encoding="utf-8")
    (web / "style.css").write_text(re.sub(r"--last:[^;]*;", "--last: #000000;", page, count=1),
                                   encoding="utf-8")
    for css in (ROOT / "web" / "css").glob("*.css"):
        (web / "css" / css.name).write_text(css.read_text(encoding="utf-8"), encoding="utf-8")
    changed = diagram_looks.source(web)
    assert "--last: #000000" in changed and changed != diagram_looks.source()


# ----- the command's edges ---------------------------------------------------------------
@pytest.mark.parametrize("argv,message", [
    (["siam", "--moves", "+B1S A1N"], "move 2 'A1N': "),
    (["siam", "--moves", "+B1S +C3N"], "move 2 '+C3N': "),
    (["siam", "--moves", "+B1S", "--ply", "2"], "ply 2 is past the last move (1)"),
    (["siam", "--ply", "-1"], "--ply must be a whole number"),
    (["chess"], "chess"),
    (["siam", "--position", "x", "--players", "2"], "--position carries its own options"),
    (["siam", "--position", "nonsense"], ""),
    (["siam", "--option", "no-such-option"], "no-such-option"),
    (["siam", "--ply", "two"], "--ply must be a whole number"),
    (["siam", "+B1S", "+E1W"], "give all the moves as one argument"),
    (["siam", "--width", "-3"], "--width"),
])
def test_bad_input_exits_2_with_one_line(argv: list[str], message: str) -> None:
    status, out, err = run(argv)
    assert status == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1 and "Traceback" not in err
    assert message in err


def test_out_writes_the_file(tmp_path: Path) -> None:
    target = tmp_path / "siam.svg"
    status, out, err = run(["siam", "--moves", "+B1S", "--out", str(target)])
    assert (status, out, err) == (0, "", "")
    root = ET.parse(target).getroot()
    assert siam_pieces(root)["B1"] == ("elephant", "S")
    status, out, err = run(["siam", "--out", str(tmp_path / "no" / "such" / "dir.svg")])
    assert status == 2 and err.startswith("cannot write") and err.count("\n") == 1


def test_the_module_runs_as_a_command() -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "games.diagram", "siam", "--moves", "+B1S x"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "move 2 'x': " + done.stderr.split("': ", 1)[1]
    done = subprocess.run([sys.executable, "-m", "games.diagram", "ni-ju", "--moves", "0f@0,0"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert ET.fromstring(done.stdout.encode()).get("data-ply") == "1"


def test_diagram_tree_and_text_agree() -> None:
    tokens, state = random_record("saiju", 10, seed=1, players=2)
    tree = diagram(state)
    assert to_svg(tree) == render(state)
    assert tree.attrs["data-game"] == "saiju" and tree.attrs["width"] == "600"


# ----- the page draws with the same shapes --------------------------------------------------
def test_views_build_their_pieces_from_the_shared_shapes() -> None:
    views = ROOT / "web" / "views"
    assert "from games.diagram.siam import" in (views / "siam.py").read_text()
    assert "from games.diagram.saiju import" in (views / "saiju.py").read_text()
    assert "from games.diagram.niju import" in (views / "niju.py").read_text()
    assert "from games.diagram import symbol_pallet" in (views / "symbol_pallet.py").read_text()
    assert "def build(" in (ROOT / "web" / "dom.py").read_text()


PAGE_CASES = {
    # game: (link options, the attributes marking a piece, the attributes compared)
    "siam": ("", ["data-piece"], ["data-square", "data-piece", "data-facing", "data-owner"]),
    "saiju": ("&players=2", ["data-piece", "data-shadow"], ["data-hex", "data-piece", "data-shadow"]),
    "ni-ju": ("", ["data-tile"], ["data-tile", "data-owner", "data-kind", "data-pattern"]),
    "symbol-pallet": ("&players=2&seed=5", ["data-tile", "data-chip"],
                      ["data-tile", "data-level", "data-x", "data-y", "data-chip", "data-on"]),
}


@pytest.mark.shares_page  # one started page for the four games' links, opened through its routing
@pytest.mark.parametrize("name", list(PAGE_CASES))
def test_the_page_shows_what_the_diagram_shows(page: Any, name: str) -> None:
    """The page opened on a link and the diagram of the same record: the same pieces, same data-*."""
    from tests.conftest import open_link

    extra, markers, attrs = PAGE_CASES[name]
    players = 2 if "players=2" in extra else None
    game_seed = 5 if "seed=5" in extra else None
    tokens, _ = random_record(name, 14, seed=8, players=players, game_seed=game_seed)
    open_link(page, f"?game={name}{extra}&moves={quote(' '.join(tokens))}")
    assert page.get_attribute("#app", "data-ply") == str(len(tokens))
    selector = ", ".join(f"#board [{m}]:not(.leaving)" for m in markers)
    script = "(els, names) => els.map(e => names.map(n => e.getAttribute(n)))"
    shown = sorted((tuple(row) for row in page.eval_on_selector_all(selector, script, attrs)), key=repr)
    argv = [name, "--moves", " ".join(tokens)]
    if players:
        argv += ["--players", str(players)]
    if game_seed is not None:
        argv += ["--seed", str(game_seed)]
    root = draw_cli(*argv)
    drawn = sorted((tuple(e.get(a) for a in attrs) for e in root.iter()
                    if any(m in e.attrib for m in markers)), key=repr)
    assert shown and shown == drawn
    for attr in ("data-game", "data-ply", "data-to-move", "data-outcome"):
        assert page.get_attribute("#app", attr) == root.get(attr)


def test_a_caption_wraps_to_the_board_and_keeps_punctuation_off_a_line_start() -> None:
    from games.diagram import wrapped

    assert wrapped("The Elephant on B5 pushed the rock out. Elephants win", 20) == [
        "The Elephant on B5 pushed the rock", "out. Elephants win"]  # 34 characters: 19 ems
    lines = wrapped("ゾウがB5から岩を盤の外へ押し出しました。ゾウの勝ちです", 20)
    assert "".join(lines) == "ゾウがB5から岩を盤の外へ押し出しました。ゾウの勝ちです"
    assert len(lines) == 2 and not lines[1].startswith("。")
    assert wrapped("", 20) == [] and wrapped("x" * 50, 10)[0] == "x" * 17
