"""The page's and the worker's Python files as one archive each (``bundle/*.zip``).

    python3 tools/bundle.py        (``make play``, ``make test``, ``make site`` and
                                    ``make bench`` run it; it writes only what changed)

Why: PyScript fetches every file of a configuration's ``[files]`` before it
runs ``web/main.py``, snapshot or not, and a warm start revalidates each one.
At 116 files that fetch was the longest part of a warm start (0.35–0.6 s of
about 1 s, six requests at a time); one archive is one request, which PyScript
unpacks itself (``"./bundle/page.zip" = "./*"``). See docs/start-up.md.

Which files: ``tools/sync_pyscript.page_files`` and ``worker_files``. The zip
is the same bytes for the same files (fixed dates, sorted names), and it is
rewritten only when its bytes change, so a static host's Last-Modified stays
put and a warm start gets a 304. ``tools/serve.py``, serving this checkout,
makes it again when a source file is newer, so an edit shows on reload.
"""

from __future__ import annotations

import io
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.sync_pyscript import PACKAGES, page_files, worker_files  # noqa: E402

FOLDER = "bundle"
BUNDLES: dict[str, Callable[[Path], list[str]]] = {"page.zip": page_files, "worker.zip": worker_files}
"""Archive name -> the files it holds (paths relative to the checkout, as unpacked)."""
DATE = (1980, 1, 1, 0, 0, 0)
"""Every entry's date: the archive depends on the files' contents only."""


def archive(root: Path, files: list[str]) -> bytes:
    """A zip of ``files`` (relative to ``root``), deflated, with fixed dates."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for rel in sorted(files):
            info = zipfile.ZipInfo(rel, DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, (root / rel).read_bytes())
    return out.getvalue()


def has_sources(root: Path) -> bool:
    """Whether ``root`` holds the packages the archives are made from."""
    return all((root / package / "__init__.py").is_file() for package in PACKAGES)


def stale(root: Path, name: str) -> bool:
    """Whether ``bundle/<name>`` is missing, older than a file it holds, or holds
    other files (a module added or removed): a few stats, no reading."""
    path = root / FOLDER / name
    files = BUNDLES[name](root)
    try:
        made = path.stat().st_mtime
        with zipfile.ZipFile(path) as zf:
            if sorted(zf.namelist()) != sorted(files):
                return True
    except (OSError, zipfile.BadZipFile):
        return True
    return any((root / rel).stat().st_mtime > made for rel in files)


def write(root: Path = ROOT) -> list[str]:
    """Make each stale archive of ``root`` again; returns the names whose bytes changed
    (an archive whose sources were only touched keeps its bytes, and gets a new date)."""
    written = []
    (root / FOLDER).mkdir(exist_ok=True)
    for name, listed in BUNDLES.items():
        if not stale(root, name):
            continue
        path = root / FOLDER / name
        data = archive(root, listed(root))
        try:
            same = path.read_bytes() == data
        except OSError:
            same = False
        if same:
            path.touch()
        else:
            temporary = path.with_suffix(".tmp")
            temporary.write_bytes(data)
            temporary.replace(path)
            written.append(name)
    return written


def main() -> int:
    written = write(ROOT)
    print(f"{FOLDER}/: " + (", ".join(written) + " written" if written else "current"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
