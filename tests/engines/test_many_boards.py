"""A rules page of another site with twenty boards, in Firefox and WebKit: one Python serves
them all (web/shared_python.js), and every board starts, answers a tap and a ``load``.

The boards are all in view at once (a grid), so that every one wants Python in the first
moments: the case that most needs one interpreter, where twenty would each start theirs.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

from tests.engines.drivers import READY_TIMEOUT_S
from tests.page.test_embed_page import PROTOCOL, serve_host

BOARDS = 20
LINES = [
    "game=siam&moves=" + quote("+B1S +E1W B1B2S") + "&notes=1.GB1/B3_Enter",
    "game=saiju&moves=" + quote("M@d2 S@a1"),
    "game=ni-ju&moves=" + quote("aa@0,0 17@1,0"),
    "game=symbol-pallet&players=2&seed=3&moves=" + quote(">Bc1"),
    "game=siam&moves=" + quote("+B1S"),
]
"""What the boards show, in turn (each a line, so that each has a move to step back over)."""


SIBLINGS = "Array.from({length: parent.frames.length}, (_, i) => parent.frames[i])"
"""The host page's frames, from inside one of them (a cross-origin window list is not iterable)."""


def rules_page(base_url: str) -> str:
    frames = "".join(
        f'<iframe src="{base_url}/#{LINES[i % len(LINES)]}&embed=1&controls=1" width="260" height="200" '
        f'title="Board {i + 1}" style="border:0"></iframe>' for i in range(BOARDS))
    return f"""<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
      <script>
        window.messages = [];
        const frames = () => [...document.querySelectorAll('iframe')];
        addEventListener('message', e => {{
          const who = frames().findIndex(f => f.contentWindow === e.source);
          window.messages.push([who, e.data, performance.now()]);
        }});
        window.send = (who, data) => frames()[who].contentWindow.postMessage(data, '*');
      </script></head>
      <body style="margin:0;display:grid;grid-template-columns:repeat(5,260px)">{frames}</body></html>"""


def count(tab: Any, kind: str) -> int:
    return int(tab.eval(f"() => new Set(window.messages.filter(m => m[1].kind === '{kind}')"
                        ".map(m => m[0])).size"))


def test_twenty_boards_share_one_python_and_each_answers(tab: Any, engine: Any, base_url: str,
                                                         tmp_path: Path) -> None:
    for host in serve_host(tmp_path, rules_page(base_url)):
        tab.viewport(1366, 1024)
        began = time.monotonic()
        tab.goto(host)
        tab.wait(f"new Set(window.messages.filter(m => m[1].kind === 'ready').map(m => m[0])).size >= {BOARDS}",
                 READY_TIMEOUT_S * 2)
        last_ready = tab.eval("() => Math.max(...window.messages.filter(m => m[1].kind === 'ready')"
                              ".map(m => m[2]))")
        print(f"{engine.version}: {BOARDS} boards ready {time.monotonic() - began:.1f} s after navigation"
              f" (host clock {last_ready:.0f} ms)")
        # One interpreter: the board that started it, and every other drawn by it.
        started = tab.frame_eval(base_url, f"() => {SIBLINGS}.map(w => {{"
                                 " try { return w.document.documentElement.dataset.pythonStarted; }"
                                 " catch (e) { return 'other'; } })")
        assert sorted(started).count("1") == 1 and sorted(started).count("shared") == BOARDS - 1
        # A tap on each board's replay row steps it back one move; each board says so itself.
        tab.frame_eval(base_url, f"() => {SIBLINGS}.forEach(w =>"
                       " w.document.querySelector('[data-replay=prev]').click())")
        tab.wait(f"new Set(window.messages.filter(m => m[1].kind === 'position').map(m => m[0])).size >= {BOARDS}",
                 READY_TIMEOUT_S)
        # A load to each: each answers with its own position.
        for who in range(BOARDS):
            tab.eval("(who, data) => window.send(who, data)", who,
                     {"protocol": PROTOCOL, "kind": "load", "game": "siam", "moves": ["+B1S"] * (who % 2) or []})
        tab.wait(f"window.messages.filter(m => m[1].kind === 'position').length >= {2 * BOARDS}",
                 READY_TIMEOUT_S)
        loaded = {who: message["ply"] for who, message, _ in tab.eval("() => window.messages")
                  if message.get("kind") == "position" and message.get("game") == "siam"
                  and message.get("moves") == who % 2}
        assert sorted(loaded) == list(range(BOARDS))
