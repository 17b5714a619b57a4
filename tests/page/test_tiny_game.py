"""Each game declares itself: a tiny test-only game, registered through the two tables alone,
plays through the referee, the diagram, the computer and a page in Chromium.

Line 3 (three in a row on 3×3, ``tests/tiny_game``) is no game of the site. The fixture
copies the sources, puts the game's own files where the tables name its parts
(``games/line3``, ``games/diagram/line3.py``, ``games/ai/policies/line3.py``,
``games/lessons/line3.py``, ``games/puzzles/data_line3.py``, ``web/views/line3.py``,
``web/models/line3.py``, ``web/access/line3.py``, ``web/css/line3.css``,
``web/rules/line3.*.html``, ``docs/rules/line3.md``) and changes only ``SHARED`` besides:
the two tables and the page's words. A module that names the four games instead of reading
the tables fails here.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.conftest import READY_TIMEOUT_MS, ROOT
from tests.page_checks import DIALOGS, check_page
from tools.serve import copy_sources, serve

GAME_FILES = ROOT / "tests" / "tiny_game"
"""The game's own files, laid out as in a checkout (``games/…``, ``web/…``), and its words."""
OWN_FOLDERS = ("games", "web", "docs")
"""The folders of ``GAME_FILES`` that hold the game's own files (``strings.json`` is its words,
which ``add_words`` puts into the shared table)."""
SHARED = ("games/catalog.py", "web/page_parts.py", "web/strings.js")
"""Every file outside the game's own that a new game changes: the two tables and the words."""
CATALOG_LINE = '    GameParts("line3", "line3", "Line3Policy"),\n'
PAGE_PARTS_LINE = '    PageParts("line3", "line3", "Line3View", "Line3Access", "Line3TapModel"),\n'
TABLE_END = ")}\n"
"""Where each table's tuple of parts ends (``…)}`` closes the dict comprehension)."""


def add_to_table(path: Path, line: str) -> None:
    """Add ``line`` as the last entry of the one table in ``path``."""
    text = path.read_text(encoding="utf-8")
    assert text.count(TABLE_END) == 1, path
    path.write_text(text.replace(TABLE_END, line + TABLE_END), encoding="utf-8")


def add_words(path: Path, words: dict[str, dict[str, str]]) -> None:
    """Add the game's words at the top of each language's table of ``web/strings.js``."""
    text = path.read_text(encoding="utf-8")
    for lang, table in words.items():
        opening = f'\n"{lang}": {{\n'
        assert text.count(opening) == 1, lang
        lines = "".join(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},\n"
                        for key, value in sorted(table.items()))
        text = text.replace(opening, opening + lines)
    path.write_text(text, encoding="utf-8")


def add_line3(checkout: Path) -> None:
    """Put Line 3 into the copy ``checkout``: its own files, then the shared ones."""
    for folder in OWN_FOLDERS:
        shutil.copytree(GAME_FILES / folder, checkout / folder, dirs_exist_ok=True)
    add_to_table(checkout / "games" / "catalog.py", CATALOG_LINE)
    add_to_table(checkout / "web" / "page_parts.py", PAGE_PARTS_LINE)
    words = json.loads((GAME_FILES / "strings.json").read_text(encoding="utf-8"))
    add_words(checkout / "web" / "strings.js", words)


def own_files() -> set[str]:
    """The game's own files, as paths of the checkout."""
    return {str(path.relative_to(GAME_FILES)) for folder in OWN_FOLDERS
            for path in (GAME_FILES / folder).rglob("*") if path.is_file()}


def changed_files(checkout: Path) -> set[str]:
    """Files of ``checkout`` that differ from this checkout's, or are new (links not followed)."""
    changed = set()
    for path in checkout.rglob("*"):
        if path.is_symlink() or not path.is_file() or "__pycache__" in path.parts \
                or any(p.is_symlink() for p in path.parents if checkout in p.parents):
            continue
        rel = str(path.relative_to(checkout))
        if rel.startswith(("bundle/", "tests/")):
            continue  # made when served; the catalog's checks, copied to run there
        original = ROOT / rel
        if not original.is_file() or original.read_bytes() != path.read_bytes():
            changed.add(rel)
    return changed


@pytest.fixture(scope="module")
def checkout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the sources with Line 3 added through the tables."""
    target = copy_sources(tmp_path_factory.mktemp("tiny") / "src")
    add_line3(target)
    return target


def run(checkout: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python args…`` in the copy (its games/ and web/, not this checkout's)."""
    return subprocess.run([sys.executable, *args], cwd=checkout, capture_output=True, text=True,
                          timeout=120, check=False)


def test_the_game_needs_only_the_tables_and_its_words(checkout: Path) -> None:
    assert changed_files(checkout) - own_files() == set(SHARED)
    assert len(SHARED) <= 3


def referee(checkout: Path, *args: str) -> dict[str, Any]:
    done = run(checkout, "-m", "games", "line3", *args)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_catalogs_parts_check_passes_in_the_copy(checkout: Path) -> None:
    """``tests/rules/test_catalog.py``'s part checks of Line 3, run in the copy: every part the two
    tables name is there. Not the home page's card nor a link in ``index.html`` to its
    stylesheet: a test-only game stays off the site (the page links a game's stylesheet
    when it opens, ``web.dom.stylesheet``)."""
    (checkout / "tests" / "rules").mkdir(parents=True, exist_ok=True)
    for name in ("__init__.py", "rules/__init__.py", "rules/test_catalog.py"):
        shutil.copy2(ROOT / "tests" / name, checkout / "tests" / name)
    done = run(checkout, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
               "--rootdir", str(checkout), "-c", "/dev/null", "tests/rules/test_catalog.py",
               "-k", "every_part and line3 and not home and not css")
    assert done.returncode == 0, done.stdout[-3000:]
    assert "14 passed" in done.stdout, done.stdout[-500:]


def test_the_game_type_checks_with_the_project_settings(checkout: Path) -> None:
    """The game's modules hold to the protocol's types (``mypy.ini`` reads games/ and web/)."""
    shutil.copy2(ROOT / "mypy.ini", checkout / "mypy.ini")
    shutil.copytree(ROOT / "tools" / "stubs", checkout / "tools" / "stubs", dirs_exist_ok=True)
    done = run(checkout, "-m", "mypy", "--cache-dir", "/dev/null")
    assert done.returncode == 0, done.stdout[-3000:]


def test_the_referee_plays_a_win_and_a_draw(checkout: Path) -> None:
    seats = ["crosses", "noughts"]
    assert referee(checkout, "--moves", "A1 A2 B2 B1 C3") == {
        "game": "line3", "options": {"players": 2}, "ply": 5, "to_move": None, "players": seats,
        "legal": [], "over": True, "winner": 0, "draw": False, "scores": None,
        "position": "xo./ox./..x o"}
    assert referee(checkout, "--moves", "A1 B1 C1 B2 A2 C2 B3 A3 C3") == {
        "game": "line3", "options": {"players": 2}, "ply": 9, "to_move": None, "players": seats,
        "legal": [], "over": True, "winner": None, "draw": True, "scores": None,
        "position": "xox/xoo/oxx o"}
    assert referee(checkout, "--moves", "A1 B2")["legal"] == ["A2", "A3", "B1", "B3", "C1", "C2", "C3"]
    record = run(checkout, "-m", "games", "line3", "--moves", "A1 A2 B2 B1 C3", "--write-record")
    assert '[Result "win:0"]\n[Reason "Crosses made the line A1-B2-C3"]' in record.stdout
    taken = run(checkout, "-m", "games", "line3", "--moves", "A1 A1")
    assert (taken.returncode, taken.stdout, taken.stderr) == (2, "", "move 2 'A1': A1 is taken\n")


def test_the_diagram_draws_the_board(checkout: Path) -> None:
    drawn = run(checkout, "-m", "games.diagram", "line3", "--moves", "A1 A2 B2 B1 C3")
    assert drawn.returncode == 0, drawn.stderr
    svg = drawn.stdout
    assert svg.startswith("<?xml") and 'data-game="line3"' in svg and 'data-outcome="win:0"' in svg
    assert svg.count('class="piece line3-x"') == 3 and svg.count('class="piece line3-o"') == 2
    assert svg.count('data-square="') == 9 + 5
    assert svg.count('class="sq last"') == 1 and 'data-square="C3"' in svg.split('class="sq last"')[1][:80]
    assert ".ab-diagram .sq.last {" in svg  # the shared board rules style it

COMPUTER = """
from games.ai import choose_move
from games.registry import get_game

game = get_game("line3")
wins = game.parse_position("xx./oo./... x")
print("win", choose_move(wins, "easy", seed=1))
state, played = game.start(), []
while not state.over:
    move = choose_move(state, "easy", seed=len(played))
    state = state.apply(move)
    played.append(str(move))
print("game", " ".join(played), state.outcome().code())
"""


def test_the_computer_plays_legal_moves_and_takes_a_win(checkout: Path) -> None:
    result = run(checkout, "-c", COMPUTER)
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines())
    assert lines["win"] == "C1"
    moves, code = lines["game"].rsplit(" ", 1)
    assert 5 <= len(moves.split()) <= 9 and len(set(moves.split())) == len(moves.split())
    assert code in ("win:0", "win:1", "draw")


TAPS = """
from games.registry import get_game
from web.board_state import NOTHING
from web.models.line3 import Line3TapModel

model = Line3TapModel(get_game("line3").parse_position("x../.o./... x"))
def tap(hit):
    answer = model.tap(NOTHING, hit)
    return None if answer is NOTHING else answer
print(tap(("square", "A1")), tap(("square", "C3")), tap(None), tap(("square", "D4")),
      " ".join(model.targets()))
"""


def test_the_tap_model_plays_an_empty_square_and_nothing_else(checkout: Path) -> None:
    result = run(checkout, "-c", TAPS)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["None", "C3", "None", "None", "B1", "C1", "A2", "C2", "A3", "B3", "C3"]


@pytest.fixture(scope="module")
def site(checkout: Path) -> Iterator[str]:
    """The copy served on its own port (its ``bundle/`` made from its own sources)."""
    server, _ = serve(0, checkout)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def tap(page: Any, square: str, ply: int) -> None:
    """Tap ``square`` and wait for the move to be played."""
    page.click(f'#board rect[data-square="{square}"]')
    page.wait_for_function(f"document.querySelector('#app').dataset.ply === '{ply}'")


def drawn_marks(page: Any) -> dict[str, str]:
    return page.eval_on_selector_all(
        "#board .pieces [data-square]",
        "els => Object.fromEntries(els.map(e => [e.dataset.square,"
        " e.classList.contains('line3-x') ? 'x' : 'o']))")


def test_the_page_plays_by_taps_and_says_who_won(page: Any, site: str, page_errors: list[str],
                                                  requests_seen: list[str]) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site + "/?game=line3")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("#app", "data-game") == "line3"
    assert page.eval_on_selector_all("#board rect[data-square]", "els => els.length") == 9
    check_page(page, None, "the start")
    for ply, square in enumerate(("A1", "A2", "B2", "B1", "C3"), start=1):
        tap(page, square, ply)
    assert drawn_marks(page) == {"A1": "x", "A2": "o", "B2": "x", "B1": "o", "C3": "x"}
    assert page.get_attribute("#app", "data-outcome") == "win:0"
    status = page.inner_text("#status")
    assert "Three in a row on A1-B2-C3. Crosses win." in status, status
    assert page.evaluate("getComputedStyle(document.querySelector('#board .line3-x .stroke'))"
                         ".strokeWidth") == "12px"  # the game's own stylesheet applies
    check_page(page, None, "the end")
    for opener, dialog, closer in DIALOGS:
        page.eval_on_selector(opener, "el => el.click()")
        page.wait_for_selector(f"{dialog}[open]")
        check_page(page, None, f"the end, {dialog} open")
        page.click(closer)
        page.wait_for_selector(f"{dialog}:not([open])", state="attached")
    page.eval_on_selector("[data-action=rules]", "el => el.click()")
    page.wait_for_selector("#rules-dialog[open] article.rules h2")
    assert page.inner_text("#rules-dialog article.rules h2") == "Line 3"
    assert page_errors == []
    assert all(url.startswith(site) or url.startswith(("data:", "blob:")) for url in requests_seen)


BOARD_LABELS = tuple(f"{c}{r}" for r in "123" for c in "ABC") + tuple("ABC")
"""The squares' names, and the column letters the board draws beside it (as Siam's
labels in ``page_checks.board_labels``)."""


def test_the_computer_takes_its_win_in_the_page(page: Any, site: str, page_errors: list[str]) -> None:
    """Noughts (the computer) can close A2-B2-C2 or block C1: they win."""
    page.goto(site + "/?game=line3&computer=2-easy&moves=A1+A2+B1+B2+C3&lang=ja")
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)
    page.wait_for_function("document.querySelector('#app').dataset.outcome === 'win:1'",
                           timeout=READY_TIMEOUT_MS)
    assert drawn_marks(page)["C2"] == "o"
    assert "A2-B2-C2に三つ並びました。まるの勝ちです。" in page.inner_text("#status")
    # The board labels its columns A–C and rows 1–3, as the moves name squares; page_checks
    # reads a game's labels from its state, which this process cannot hold (the game is the
    # copy's alone), so they are given as texts the page may show.
    check_page(page, None, "the computer's win, in Japanese", entered=BOARD_LABELS)
    assert page_errors == []
