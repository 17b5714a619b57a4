"""Run every test: the Firefox and WebKit suite alongside the rest, as two pytest runs.

One pytest run keeps about one core busy: the page's Pyodide works on one
thread of one browser, and the test waits for it. The machines this runs on
have two, so ``make test`` starts ``tests/engines`` (Firefox and WebKit, its
own browsers and fixtures) in a second pytest process while the first runs
everything else (CPython and Chromium). Their fixtures share nothing but the
site's files, which ``make`` has built before either starts; each serves them
on a port of its own.

The second run's output is kept in a file and printed whole when it ends, so
neither log is interleaved with the other; the exit status is the first
failure's. Arguments (``make test PYTEST_ARGS=…``) mean a chosen set of tests:
those run as one pytest run, as ``TESTS_ALONGSIDE=0`` does for everything.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINES_SUITE = "tests/engines"


def pytest(*args: str, stdout: object = None, stderr: object = None) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "pytest", *args], cwd=ROOT,
                            stdout=stdout, stderr=stderr)  # type: ignore[arg-type]


def main(argv: list[str]) -> int:
    if argv or os.environ.get("TESTS_ALONGSIDE", "1") == "0":
        return pytest(*argv).wait()
    with tempfile.TemporaryFile() as log:
        engines = pytest(ENGINES_SUITE, stdout=log, stderr=subprocess.STDOUT)
        try:
            rest = pytest("--ignore", ENGINES_SUITE).wait()
        except BaseException:
            engines.terminate()
            raise
        engines_status = engines.wait()
        log.seek(0)
        sys.stdout.flush()
        print(f"\n===== {ENGINES_SUITE} (Firefox and WebKit), run alongside the tests above =====",
              flush=True)
        sys.stdout.buffer.write(log.read())
        sys.stdout.flush()
    return rest or engines_status


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
