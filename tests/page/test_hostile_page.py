"""Hostile inputs in the page: links, stored data, records, host messages, and the
built site under its Content-Security-Policy. Many inputs go through each page load (links by
history navigation, messages in one batch), and every check is of the outcome: the page
starts, says what was wrong briefly and in its language, shows a usable board, loses nothing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from games import get_game, untrusted
from games.record_format import write_record
from tests.conftest import LANG_KEY, READY_TIMEOUT_MS, open_in_page
from tests.page.test_embed_page import PROTOCOL, host, host_site, messages, wait_for  # noqa: F401
from tests.rules.test_hostile_inputs import BAD_HOST_MESSAGES, hostile_text
from tests.page.test_offline import copy_sources, start_server  # noqa: F401
from tests.page.test_records_page import PUT_RAW, READ_ALL, SAVES_DB, _saved_rows, wait_for_saves
from tests.page.test_siam_page import play_by_taps
from tools.build_site import CSP, build
from web.links import PARAMS, quote_plus

MAX_MESSAGE = 400
"""One problem's message: its excerpt of the input is at most 40 escaped characters."""
MAX_LINK_MESSAGE = 3000
"""A link's message lists every refused parameter (at most 17) in one line."""


def ready(page: Any) -> None:
    page.wait_for_selector('body[data-ready="1"]', timeout=READY_TIMEOUT_MS)


def page_state(page: Any) -> dict[str, Any]:
    return page.evaluate("""() => ({
      route: document.documentElement.dataset.route,
      game: document.querySelector('#app').dataset.game,
      message: document.querySelector('#message').hidden ? '' :
               document.querySelector('#message-text').textContent,
      status: document.querySelector('#status').textContent.trim(),
      board: document.querySelectorAll('#board *').length,
      disabled: document.querySelector('#controls [data-action=new]').disabled,
      puzzles: document.querySelectorAll('#puzzles-list [data-puzzle-item]').length,
    })""")


def assert_usable(state: dict[str, Any], query: str) -> None:
    """Home page, a game's puzzles page with its puzzles listed (where an unknown puzzle
    leads), or a game with its board drawn and its controls live; any message short."""
    assert len(state["message"]) <= MAX_LINK_MESSAGE, (query, state["message"][:200])
    assert "Something went wrong" not in state["message"], (query, state["message"])
    if state["route"] == "game":
        assert state["game"] and state["board"] > 0 and state["status"] and not state["disabled"], \
            (query, state)
    elif state["route"] == "puzzles":
        assert state["game"] == "" and state["puzzles"] > 0, (query, state)
    else:
        assert state["route"] == "home" and state["game"] == "", (query, state)


# ----- item 1: the language pick -------------------------------------------------------------------
def test_prototype_names_as_language_never_stop_the_page(page: Any) -> None:
    for name in ("__proto__", "toString", "constructor"):
        page.goto(f"/?game=siam&lang={name}")
        ready(page)
        assert page.evaluate("document.documentElement.lang") == "en"
        state = page_state(page)
        assert state["game"] == "siam" and f"lang='{name}'" in state["message"]
    # The same names as the stored preference: every later load still starts.
    page.evaluate(f"localStorage.setItem('{LANG_KEY}', '__proto__')")
    page.goto("/?game=siam")
    ready(page)
    assert page_state(page)["game"] == "siam"
    page.goto("/?game=siam&lang=ja")
    ready(page)
    state = page_state(page)
    assert page.evaluate("document.documentElement.lang") == "ja" and state["message"] == ""


# ----- item 3 and any link --------------------------------------------------------------------------
def test_a_bad_deck_shows_a_message_and_a_usable_board(page: Any) -> None:
    page.goto("/?game=symbol-pallet&deck=Ra1,Ra1")
    ready(page)
    state = page_state(page)
    assert state["game"] == "symbol-pallet" and "listed twice" in state["message"]
    assert_usable(state, "deck=Ra1,Ra1")
    page.locator("#board [data-tile]").first.tap()  # and it plays
    page.wait_for_function("document.querySelector('#app').dataset.ply === '1'")
    open_in_page(page, "?game=symbol-pallet&seed=3&deck=Ra1")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '0'")
    state = page_state(page)
    assert "seed or a deck" in state["message"]
    assert_usable(state, "seed=3&deck=Ra1")


LINKS_TRIED: list[int] = [0]

link = st.one_of(
    st.builds(lambda game, pairs: "?game=" + game + "".join(
        f"&{quote_plus(k)}={quote_plus(v)}" for k, v in pairs),
        st.sampled_from(["siam", "saiju", "ni-ju", "symbol-pallet"]),
        st.lists(st.tuples(st.sampled_from(sorted(PARAMS)), hostile_text), max_size=4)),
    st.builds(lambda pairs: "?" + "&".join(f"{quote_plus(k)}={quote_plus(v)}" for k, v in pairs),
              st.lists(st.tuples(hostile_text, hostile_text), max_size=3)),
)


@given(links=st.lists(link, min_size=30, max_size=30))
@settings(max_examples=3, deadline=None, phases=[Phase.generate],  # no shrinking: a page is slow
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
def test_any_link_leaves_a_usable_page_with_a_short_message(page: Any, links: list[str]) -> None:
    if page.url == "about:blank":
        page.goto("/")
        ready(page)
    for query in links + ["?game=siam&players=%EF%BC%92&seed=7_7&lang=toString"]:
        open_in_page(page, query)
        assert_usable(page_state(page), query)
        LINKS_TRIED[0] += 1
    assert page.evaluate("document.body.dataset.ready") == "1"


# ----- item 2: stored saves ---------------------------------------------------------------------------
def test_unreadable_saves_are_set_aside_once_and_saving_goes_on(page: Any) -> None:
    page.goto("/?game=siam")
    ready(page)
    play_by_taps(page, "+B1S")
    wait_for_saves(page, 1)
    bad = [["game-raw", "just a string"], ["game-object", {"plain": "object"}], [7, "numeric key"],
           ["aside:game-raw:1", "an older copy"]]
    page.evaluate(PUT_RAW, [SAVES_DB, bad])
    page.goto("/")
    ready(page)
    page.wait_for_selector("#message:not([hidden])")
    message = page.text_content("#message-text")
    assert "3 saved games could not be read" in message and len(message) <= MAX_MESSAGE
    rows = _saved_rows(page)
    assert len(rows) == 1 and "1 move" in rows[0]  # the valid save is still listed
    stored = dict((str(k), v) for k, v in page.evaluate(READ_ALL, SAVES_DB))
    aside = {k: v for k, v in stored.items() if k.startswith("aside:")}
    # Nothing lost: each value unchanged under a new name, the older copy untouched.
    assert aside["aside:game-raw:1"] == "an older copy"
    assert sorted(json.dumps(v, sort_keys=True) for k, v in aside.items() if k != "aside:game-raw:1") \
        == sorted(json.dumps(v, sort_keys=True) for v in ["just a string", {"plain": "object"}, "numeric key"])
    assert not {"game-raw", "game-object", "7"} & set(stored)
    # Reported once; saving goes on.
    page.reload()
    ready(page)
    _saved_rows(page)
    assert page.is_hidden("#message")
    page.goto("/?game=siam")
    ready(page)
    play_by_taps(page, "+B1S")
    wait_for_saves(page, 2)
    page.goto("/")
    ready(page)
    page.wait_for_function("document.querySelectorAll('#saved-list li').length === 2",
                           timeout=READY_TIMEOUT_MS)
    # Japanese page: the report is in Japanese.
    page.evaluate(PUT_RAW, [SAVES_DB, [["game-raw", "again"]]])
    page.goto("/?lang=ja")
    ready(page)
    page.wait_for_selector("#message:not([hidden])")
    assert "読めませんでした" in page.text_content("#message-text")


def test_a_save_whose_time_is_not_a_time_is_listed_without_one_and_resumes(page: Any) -> None:
    """A stored time of NaN (JSON's ``NaN``, which no page writes): listed with its moves and
    "time not known" in the page's language, never "Invalid Date", and it still resumes."""
    page.goto("/?game=siam")
    ready(page)
    play_by_taps(page, "+B1S")
    wait_for_saves(page, 1)
    (_key, value), = page.evaluate(READ_ALL, SAVES_DB)
    entries = json.loads(value)  # pyscript's Flatted form: the save's text is its third entry
    save = json.loads(entries[2])
    save["updated"] = float("nan")
    entries[2] = json.dumps(save)
    assert '"updated": NaN' in entries[2]
    page.evaluate(PUT_RAW, [SAVES_DB, [["game-nan", json.dumps(entries)]]])
    page.goto("/")
    ready(page)
    page.wait_for_function("document.querySelectorAll('#saved-list li').length === 2",
                           timeout=READY_TIMEOUT_MS)
    rows = _saved_rows(page)
    assert "1 move · time not known" in rows[1] and "Invalid" not in " ".join(rows), rows
    assert page.is_hidden("#message")  # a playable game, not set aside
    page.goto("/?lang=ja")
    ready(page)
    page.wait_for_function("document.querySelectorAll('#saved-list li').length === 2",
                           timeout=READY_TIMEOUT_MS)
    assert "1手 · 日時不明" in _saved_rows(page)[1]
    page.click("#saved-list li:nth-child(2) [data-saved-action=resume]")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '1'")


# ----- item 4: records in the page -------------------------------------------------------------------------
def test_a_huge_pasted_record_is_refused_at_once_and_a_bom_record_opens(page: Any) -> None:
    page.goto("/?game=siam")
    ready(page)
    page.click("[data-action=record]")
    huge = '[Game "siam"]\n[Note "' + "x" * (untrusted.MAX_RECORD_CHARS + 10) + '"]\n'
    page.evaluate("(text) => { document.querySelector('#record-text').value = text; }", huge)
    page.click("[data-record=open]")
    page.wait_for_selector("#record-error:not([hidden])", timeout=10_000)
    error = page.text_content("#record-error")
    assert "longer than" in error and len(error) <= MAX_MESSAGE
    siam = get_game("siam")
    record = "\ufeff" + write_record(siam, siam.options(), ["+B1S", "+E1W"])
    page.evaluate("(text) => { document.querySelector('#record-text').value = text; }", record)
    page.click("[data-record=open]")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '2'")


# ----- item 5: the embed ---------------------------------------------------------------------------------------
BAD_MESSAGES: list[tuple[Any, str]] = [
    # Sent as a value, a message whose texts pass the message limit is refused as too long
    # by the page's reader (web/boot.js) before anything looks at its fields.
    *((message, "too_long" if len(json.dumps(message)) > untrusted.MAX_MESSAGE_CHARS else code)
      for message, code in BAD_HOST_MESSAGES),
    ({"kind": "play", "moves": ["+B1S"] * 5000}, "too_long"),
    ({"kind": "play", "moves": ["+B1S", "B2C2W"]}, "illegal_move"),
    ({"kind": "goto", "ply": 99}, "bad_ply"),
    ("hello", "bad_message"),
    (None, "bad_message"),
    ([1, 2], "bad_message"),
]


def test_every_message_the_board_cannot_carry_out_gets_an_error(host: Any) -> None:  # noqa: F811 (fixture)
    frame = host.query_selector("#one").content_frame()
    for message, _ in BAD_MESSAGES:
        data = {"protocol": PROTOCOL, **message} if isinstance(message, dict) else message
        host.evaluate("(data) => send('one', data)", data)
    errors = wait_for(host, "one", "error", len(BAD_MESSAGES))
    assert [e["code"] for e in errors] == [code for _, code in BAD_MESSAGES]
    assert all(len(e["message"]) <= 300 for e in errors)
    # Nothing changed: the board is where it was, the same game, no move played.
    assert messages(host, "one", "moved") == [] and messages(host, "one", "position") == []
    assert frame.get_attribute("#app", "data-game") == "siam"
    assert frame.get_attribute("#app", "data-ply") == "0"
    host.evaluate("send('one', {protocol: 'abstract-boards/1', kind: 'play', moves: ['+B1S']})")
    assert wait_for(host, "one", "moved")[-1]["ply"] == 1


# ----- item 8: the Content-Security-Policy ----------------------------------------------------------------------
WATCH_CSP = """{
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation',
    e => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
}"""


def test_the_built_site_runs_under_its_content_security_policy(
        page: Any, tmp_path: Path, start_server: Any) -> None:  # noqa: F811
    result = build(tmp_path / "site", copy_sources(tmp_path / "src"))
    html = (result.out / "index.html").read_text()
    assert f'<meta http-equiv="Content-Security-Policy" content="{CSP}">' in html
    assert html.index("Content-Security-Policy") < html.index("<script")
    origin, _ = start_server(result.out)
    page.add_init_script(WATCH_CSP)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if "Content Security Policy" in m.text else None)
    # The computer's worker starts from a blob: URL under the policy and answers.
    page.goto(origin + "/?game=siam&computer=2-easy")
    ready(page)
    play_by_taps(page, "+B1S")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '2'", timeout=READY_TIMEOUT_MS)
    page.click("[data-action=rules]")
    page.wait_for_selector("#rules-dialog[open]")
    for game in ("saiju", "ni-ju", "symbol-pallet"):
        open_in_page(page, f"?game={game}")
        page.wait_for_function(f"document.querySelector('#app').dataset.game === '{game}'")
    open_in_page(page, "")
    page.wait_for_function("document.documentElement.dataset.route === 'home'")
    assert page.evaluate("window.cspViolations") == [] and errors == []
    # The policy is enforced: an inline script is refused.
    page.evaluate("() => { const s = document.createElement('script'); s.textContent ="
                  " 'window.inlineRan = true'; document.head.append(s); }")
    page.wait_for_function("window.cspViolations.length > 0")
    assert page.evaluate("window.inlineRan") is None
