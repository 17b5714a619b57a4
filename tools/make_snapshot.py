"""Make the Pyodide memory snapshot the page and the computer's worker start from.

    python3 tools/make_snapshot.py [--force]       (``make snapshot``; ``make play``,
                                                    ``make site`` and ``make test`` run it)

Why: a plain Pyodide start costs 1.5–1.7 s on a fast machine (and two to four
times that on a tablet), every time, for the page and again for the worker.
Restoring a snapshot of an interpreter that has already started, with the
project's pure-Python modules imported, takes a fraction of that. See
docs/start-up.md.

What: Node runs this site's own ``runtime/pyodide/pyodide.mjs`` with the
private ``_makeSnapshot`` option (``tools/snapshot.mjs``), writes the project's
files where PyScript writes them, imports every module of the page's and the
worker's ``[files]`` (the browser-side ones take stand-ins from ``web.browser``,
bound after the restore), records the content hash and the files' contents in
``web.warm_start`` and saves the heap. A module that cannot be imported there
stops it: the snapshot holds every module or none. The result,
gzip-compressed (about 8 MB for 31 MB), goes to ``snapshot/`` with a small ``manifest.json``:

    {"key": …, "file": "pyodide-<key>.snap.gz", "bytes": …, "sha256": …, …}

``key`` is a SHA-256 over the runtime files, every project file put in the
snapshot and this recipe: the page uses a snapshot only under the key the
site's manifest names. Nothing here is committed (``.gitignore``); the folder
is made again whenever the key changes, and is left alone when it does not.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.sync_pyscript import page_files, worker_files  # noqa: E402

OUT = ROOT / "snapshot"
MANIFEST = "manifest.json"
RUNTIME = ROOT / "runtime" / "pyodide"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
RECIPE = ("tools/make_snapshot.py", "tools/snapshot.mjs")
"""Changing how the snapshot is made changes the key too."""


def project_files() -> list[str]:
    """Every Python file the page or the worker copies into its file system."""
    return sorted(set(page_files()) | set(worker_files()))


def snapshot_modules(files: list[str]) -> list[tuple[str, str]]:
    """(module, path) of every module the snapshot imports: all but the command-line entries."""
    return [(module_name(path), path) for path in files if not path.endswith("/__main__.py")]


def module_name(path: str) -> str:
    parts = path[:-3].split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def file_hashes(files: list[str], root: Path = ROOT) -> dict[str, str]:
    return {path: hashlib.sha256((root / path).read_bytes()).hexdigest() for path in files}


def snapshot_key(hashes: dict[str, str], runtime: Path = RUNTIME, root: Path = ROOT) -> str:
    digest = hashlib.sha256()
    for name in RUNTIME_FILES:
        digest.update(f"runtime/{name}\0".encode() + hashlib.sha256((runtime / name).read_bytes()).digest())
    for path in RECIPE:
        digest.update(f"{path}\0".encode() + hashlib.sha256((root / path).read_bytes()).digest())
    for path, value in sorted(hashes.items()):
        digest.update(f"{path}\0{value}\n".encode())
    return digest.hexdigest()


def current(out: Path, key: str) -> bool:
    """True if ``out`` already holds the snapshot of ``key``."""
    try:
        manifest = json.loads((out / MANIFEST).read_text())
    except (OSError, ValueError):
        return False
    return manifest.get("key") == key and (out / str(manifest.get("file"))).is_file()


def make(out: Path = OUT, force: bool = False, node: str = "node") -> dict:
    """Write ``out`` (if its key is not current, or ``force``) and return its manifest."""
    files = project_files()
    hashes = file_hashes(files)
    key = snapshot_key(hashes)
    if not force and current(out, key):
        return json.loads((out / MANIFEST).read_text())
    with tempfile.TemporaryDirectory() as tmp:
        raw_path = Path(tmp) / "snapshot.bin"
        request = {
            "indexURL": str(RUNTIME) + "/",
            "files": {path: (ROOT / path).read_text(encoding="utf-8") for path in files},
            "modules": snapshot_modules(files),
            "key": key,
            "out": str(raw_path),
        }
        done = subprocess.run([node, str(ROOT / "tools" / "snapshot.mjs")], input=json.dumps(request),
                              capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"tools/snapshot.mjs failed:\n{(done.stderr or done.stdout)[-2000:]}")
        report = json.loads(done.stdout.strip().splitlines()[-1])
        raw = raw_path.read_bytes()
    name = f"pyodide-{key[:16]}.snap.gz"
    staging = out.with_name(out.name + ".new")
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    # mtime=0: the same snapshot compresses to the same bytes (reproducible builds).
    (staging / name).write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))
    manifest = {
        "key": key,
        "file": name,
        "bytes": len(raw),
        "sha256": hashlib.sha256(raw).hexdigest(),
        "runtime": json.loads((ROOT / "runtime" / "versions.json").read_text()),
        "imported": report["imported"],
    }
    (staging / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    if out.exists():
        shutil.rmtree(out)
    staging.rename(out)
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write (replaced)")
    parser.add_argument("--force", action="store_true", help="make it even if the key is current")
    args = parser.parse_args(argv)
    if not (RUNTIME / "pyodide.mjs").exists():
        print("runtime/ is missing: run `make runtime` first.", file=sys.stderr)
        return 1
    try:
        manifest = make(args.out.resolve(), args.force)
    except (RuntimeError, OSError) as error:
        print(f"make_snapshot: {error}", file=sys.stderr)
        return 1
    size = (args.out / manifest["file"]).stat().st_size
    print(f"{args.out}/{manifest['file']}: {manifest['bytes'] / 1e6:.1f} MB "
          f"({size / 1e6:.1f} MB gzip), {len(manifest['imported'])} modules imported")
    return 0


if __name__ == "__main__":
    sys.exit(main())
