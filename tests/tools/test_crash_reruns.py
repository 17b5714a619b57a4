"""A browser crash under a test runs the test once more; every other failure fails at once
(pytest.ini's ``reruns`` and ``only_rerun``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

TESTS = '''
from pathlib import Path

from tests.engines.drivers import BrowserGone

RUNS = Path(__file__).with_name("runs")


def runs(name):
    count = RUNS / name
    seen = int(count.read_text()) if count.exists() else 0
    count.write_text(str(seen + 1))
    return seen + 1


def test_webkit_session_lost_once():
    if runs("lost_once") == 1:
        try:
            raise ConnectionError("invalid session id")
        except ConnectionError as err:
            raise AssertionError("webkit: timed out") from BrowserGone("webkit: session ended")


def test_chromium_renderer_crashed_once():
    if runs("crashed_once") == 1:
        raise RuntimeError("Page.evaluate: Page crashed")


def test_crashes_every_time():
    runs("crashes_always")
    raise RuntimeError("Page crashed")


def test_a_real_failure():
    runs("real_failure")
    assert 1 + 1 == 3
'''


def test_only_a_browser_crash_is_run_again_and_only_once(tmp_path: Path) -> None:
    (tmp_path / "test_crashes.py").write_text(TESTS)
    (tmp_path / "runs").mkdir()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-c", str(ROOT / "pytest.ini"), "--rootdir", str(ROOT),
         "-p", "no:xdist", str(tmp_path / "test_crashes.py")],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    runs = {path.name: int(path.read_text()) for path in (tmp_path / "runs").iterdir()}
    assert runs == {"lost_once": 2, "crashed_once": 2, "crashes_always": 2, "real_failure": 1}, \
        done.stdout
    assert "2 failed, 2 passed" in done.stdout and "3 rerun" in done.stdout, done.stdout
    assert "RERUN" in done.stdout  # the log names each test run again (-rR)
