"""Run every test: the Firefox and WebKit suite alongside the rest, as two pytest runs.

One pytest process keeps about one core busy: the page's Pyodide works on one
thread of one browser, and the test waits for it. The machines this runs on
have two, so ``make test`` starts ``tests/engines`` (Firefox and WebKit, its
own browsers and fixtures) in a pytest process of its own while the rest
(CPython and Chromium) runs in ``TEST_WORKERS`` pytest-xdist workers (two by
default; whole files to a worker, so a file's reused page stays one page).
When the engines suite ends, after about a third of the run, the two workers
have the machine to themselves. The runs' fixtures share nothing but the
site's files, which ``make`` has built before any starts; each serves them on a
port of its own.

The second run's output is kept in a file and printed whole when it ends, so
neither log is interleaved with the other; the exit status is the first
failure's. Arguments (``make test PYTEST_ARGS=…``) mean a chosen set of tests:
those run as one pytest run, as ``TESTS_ALONGSIDE=0`` does for everything.

Every pytest process imports every test module, and pytest rewrites each one's
asserts first: about 5 of the 7 CPU seconds of a collection, paid by each of
the three processes (the engines run and the two workers). The runs write
bytecode even where the environment says not to (``PYTHONDONTWRITEBYTECODE``),
so pytest keeps the rewritten modules in ``__pycache__`` (ignored by git, the
site's files and the bundles) and a later run reads them: a collection then
takes about 2 CPU seconds. The first run of a fresh clone gains little, since
both workers rewrite the same files at the same time. ``TEST_BYTECODE=0``
keeps the environment's setting.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINES_SUITE = "tests/engines"
WORKERS = os.environ.get("TEST_WORKERS", "2")
"""pytest-xdist workers for the tests other than the engines suite (``0``: one process)."""


def environment() -> dict[str, str]:
    """The runs' environment: this one, writing bytecode unless ``TEST_BYTECODE=0``."""
    env = dict(os.environ)
    if env.get("TEST_BYTECODE", "1") != "0":
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def pytest(*args: str, stdout: object = None, stderr: object = None) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "pytest", *args], cwd=ROOT, env=environment(),
                            stdout=stdout, stderr=stderr)  # type: ignore[arg-type]


def main(argv: list[str]) -> int:
    if argv or os.environ.get("TESTS_ALONGSIDE", "1") == "0":
        return pytest(*argv).wait()
    with tempfile.TemporaryFile() as log:
        engines = pytest(ENGINES_SUITE, stdout=log, stderr=subprocess.STDOUT)
        try:
            workers = ["-n", WORKERS, "--dist", "loadfile"] if WORKERS not in ("", "0", "1") else []
            rest = pytest("--ignore", ENGINES_SUITE, *workers).wait()
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
