"""How long the boards of one host page wait for the board that starts their shared Python
(web/shared_python.js), on a clock of the test's own.

A slow start that goes on (a phone, a busy machine: WebKit took minutes under load) is waited
for, however long it takes, as long as it shows progress: a second interpreter beside it
would slow both. A start that shows none for ``HOST_QUIET_MS`` (a start that never ends) is
given up, and a waiting board then starts its own. The script itself runs in Node, in one
context per frame, with timers and ``Date.now`` the test moves forward.
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tests.conftest import ROOT

SCRIPT = r"""
const fs = require("fs"), vm = require("vm");
const source = fs.readFileSync(process.argv[1], "utf8");
let now = 0;
const timers = [];
const setTimeout = (fn, ms) => timers.push({ at: now + (ms || 0), fn });
const clearTimeout = (id) => { if (timers[id - 1]) timers[id - 1].fn = null; };
function advance(ms) {
  const end = now + ms;
  for (;;) {
    const due = timers.filter((t) => t.fn && t.at <= end).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    now = due.at;
    const fn = due.fn;
    due.fn = null;
    fn();
  }
  now = end;
}
const parent = { frames: [] };
function frame() {
  const win = { location: { pathname: "/", reload() {} }, history: { replaceState() {} }, parent,
                document: { documentElement: { dataset: {} } }, addEventListener() {}, console,
                setTimeout, clearTimeout, Date: { now: () => now } };
  win.window = win;
  parent.frames.push(win);
  vm.runInContext(source, vm.createContext(win));
  return win;
}
const events = [];
const host = frame(), guest = frame();
const sharing = (win) => win.ABSTRACT_BOARDS_SHARING;
events.push(["host shares", sharing(host).joinOrClaim(() => events.push(["host starts", now]))]);
events.push(["guest shares", sharing(guest).joinOrClaim(() => events.push(["guest starts its own", now]))]);
for (let i = 0; i < 6; i++) {  // ten minutes of a slow start, a step every 100 s
  advance(100000);
  sharing(host).progressed();
}
events.push(["guest waiting at", now, guest.document.documentElement.dataset.pythonStarted]);
advance(179000);
events.push(["still waiting at", now]);
advance(2000);  // three minutes without a step: the start never ends
console.log(JSON.stringify(events));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_a_slow_start_is_waited_for_and_a_silent_one_given_up() -> None:
    done = subprocess.run(["node", "-e", SCRIPT, str(ROOT / "web" / "shared_python.js")],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout) == [
        ["host shares", False],  # the first board claims the host's role: it starts Python
        ["guest shares", True],  # the next joins it
        ["guest waiting at", 600000, "shared"],  # ten minutes, a step every 100 s: still waiting
        ["still waiting at", 779000],
        ["guest starts its own", 780000],  # 180 s after the last step
    ]
