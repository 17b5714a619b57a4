"""Build the deployable site: one folder with every file the page loads, and a service worker.

    python3 tools/build_site.py [--out dist/site]      (``make site``)

The folder works from any static host and any sub-path (every URL in it is
relative), and plays offline after the first visit. See docs/deploy.md.

* The files are those ``tools/site_refs.py`` finds from ``index.html``. The
  Python modules go as the configurations name them: one archive each for the
  page and the worker (``bundle/*.zip``, made here from the sources first).
  The home page's pictures of the games (``previews/*.svg``,
  ``tools/make_previews.py``) are made here first too, and precached like
  every file the page names.
* ``sw.js`` is ``web/sw.js`` with the build's version and file list filled in:
  every file with its SHA-256 (a Subresource Integrity value the service
  worker checks while precaching, so a cache never holds a file of another
  build). The version is a hash of all of them, so any change makes a new
  ``sw.js``, which is how browsers notice an update.
* ``index.html`` gains one ``<script src="web/offline.js" data-version=…>``
  that registers the service worker and offers updates; the source tree served
  by ``make play`` has neither, so development never meets a stale cache.
* ``index.html`` also gains a Content-Security-Policy ``<meta http-equiv>``
  (``CSP``) as its first tag after ``<meta charset>``: works on any static host.
* The Pyodide memory snapshot (``snapshot/*.snap.gz``, ``make snapshot``) is
  copied but left out of the service worker's list: the page itself fetches
  it once it is playable and keeps it in Cache Storage under its content hash
  (``web/pyodide_start.mjs``). Precaching it too would download its 6–7 MB
  twice on a first visit; its small ``manifest.json`` is precached, so an
  offline start still finds the key of the kept snapshot.
* ``.nojekyll`` stops GitHub Pages from dropping files whose names start with ``_``.

The new folder is written beside the old one and swapped in at the end.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import bundle, make_previews  # noqa: E402
from tools.site_refs import ENTRY, SiteError, collect  # noqa: E402

DEFAULT_OUT = ROOT / "dist" / "site"
SW_SOURCE = "web/sw.js"
SW_TARGET = "sw.js"
CLIENT = "web/offline.js"
SNAPSHOT_SUFFIX = ".snap.gz"
"""Copied, never precached: the page keeps the snapshot itself (see above)."""
BUILD_SLOT = "const BUILD = null;"
"""The line of web/sw.js the build replaces with the version and the file list."""


CSP = "; ".join([
    "default-src 'self'",
    # Pyodide compiles WebAssembly ('wasm-unsafe-eval') and runs Python through
    # eval-like JavaScript calls ('unsafe-eval'); no inline script is allowed.
    "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'",
    # PyScript starts the computer's worker from a blob: URL: without blob: the
    # computer never moves, silently.
    "worker-src 'self' blob:",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
])
"""The built page's Content-Security-Policy (docs/deploy.md): nothing from another
origin, no inline script or style attribute, no plugin."""
CHARSET = '<meta charset="utf-8">'


def with_csp(page: str) -> str:
    """index.html with the policy right after its charset, before anything it governs."""
    if page.count(CHARSET) != 1:
        raise SiteError(f"{ENTRY} needs exactly one {CHARSET} to add the Content-Security-Policy")
    tag = f'\n  <meta http-equiv="Content-Security-Policy" content="{CSP}">'
    return page.replace(CHARSET, CHARSET + tag)


@dataclass(frozen=True)
class Build:
    out: Path
    version: str
    files: dict[str, str]
    """Every precached file (all but sw.js, .nojekyll and the snapshot) -> its integrity value."""


def integrity(data: bytes) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def version_of(files: dict[str, str], *sources: bytes) -> str:
    digest = hashlib.sha256()
    for path in sorted(files):
        digest.update(f"{path}\0{files[path]}\n".encode())
    for source in sources:
        digest.update(hashlib.sha256(source).digest())
    return digest.hexdigest()[:16]


def with_client(page: str, version: str) -> str:
    """index.html with the service-worker client added at the end of its head."""
    if page.count("</head>") != 1:
        raise SiteError(f"{ENTRY} needs exactly one </head> to add {CLIENT}")
    tag = f'  <script src="{CLIENT}" data-version="{version}" defer></script>\n'
    return page.replace("</head>", tag + "</head>")


def service_worker(template: str, version: str, files: dict[str, str]) -> str:
    if template.count(BUILD_SLOT) != 1:
        raise SiteError(f"{SW_SOURCE} needs exactly one line {BUILD_SLOT!r}")
    build = json.dumps({"version": version, "files": files}, indent=0, sort_keys=True)
    return template.replace(BUILD_SLOT, f"const BUILD = {build};")


def build(out: Path = DEFAULT_OUT, root: Path = ROOT) -> Build:
    """Write the site into ``out`` (replacing it) and return what it holds."""
    bundle.write(root)
    make_previews.write(root)
    paths = collect(root, skip=frozenset({SW_SOURCE}))
    if CLIENT not in paths:
        raise SiteError(f"{CLIENT} is missing")
    page = (root / ENTRY).read_text(encoding="utf-8")
    template = (root / SW_SOURCE).read_text(encoding="utf-8")
    files = {p: integrity((root / p).read_bytes()) for p in paths
             if p != ENTRY and not p.endswith(SNAPSHOT_SUFFIX)}
    version = version_of(files, page.encode(), template.encode())
    built_page = with_client(with_csp(page), version).encode()
    files[ENTRY] = integrity(built_page)

    staging = out.with_name(out.name + ".new")
    if staging.exists():
        shutil.rmtree(staging)
    for path in paths:
        target = staging / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if path == ENTRY:
            target.write_bytes(built_page)
        else:
            shutil.copyfile(root / path, target)
    (staging / SW_TARGET).write_text(service_worker(template, version, files), encoding="utf-8")
    (staging / ".nojekyll").write_bytes(b"")
    swap(staging, out)
    return Build(out=out, version=version, files=dict(sorted(files.items())))


def swap(staging: Path, out: Path) -> None:
    """Put ``staging`` in the place of ``out`` with only a moment without a site."""
    old = out.with_name(out.name + ".old")
    if old.exists():
        shutil.rmtree(old)
    if out.exists():
        out.rename(old)
    staging.rename(out)
    if old.exists():
        shutil.rmtree(old)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder to write (replaced)")
    args = parser.parse_args(argv)
    if not (ROOT / "runtime" / "pyodide" / "pyodide.mjs").exists():
        print("runtime/ is missing: run `make site`, which installs it first.", file=sys.stderr)
        return 1
    if not (ROOT / "snapshot" / "manifest.json").exists():
        print("snapshot/ is missing: run `make site`, which makes it first.", file=sys.stderr)
        return 1
    try:
        result = build(args.out.resolve())
    except (SiteError, make_previews.PreviewError) as error:
        print(f"build_site: {error}", file=sys.stderr)
        return 1
    size = sum((result.out / p).stat().st_size for p in result.files)
    snapshots = list((result.out / "snapshot").glob("*" + SNAPSHOT_SUFFIX))
    extra = f" (+ snapshot {sum(p.stat().st_size for p in snapshots) / 1e6:.1f} MB)" if snapshots else ""
    print(f"{result.out}: {len(result.files)} files, {size / 1e6:.1f} MB{extra}, version {result.version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
