"""Serve the site from this folder on 127.0.0.1 (``make play``; tests use ``serve``).

``python3 tools/serve.py dist/site`` serves the built site instead (docs/deploy.md).

A plain static server with the MIME types the runtime needs (``.mjs``,
``.wasm``) and caching by Last-Modified, like any static host. Serving the
sources (this checkout, or a test's copy of it), it makes ``bundle/*.zip``
(``tools/bundle.py``) again before handing one out whenever a source file is
newer, so an edited module shows on reload.

It serves a checkout, which holds more than the site (``.git``, ``.venv``,
``package.json`` …), so it answers only what a page of this machine asks for
and only files of the site:

* the ``Host`` header must name the loopback (``127.0.0.1``, ``localhost``,
  ``[::1]``, any port): a page of another site whose name a DNS-rebinding
  attack points at 127.0.0.1 still sends its own name, and gets 403;
* the path is normalised first (percent-decoded, ``.`` and ``..`` segments
  resolved, repeated slashes dropped) and then checked, so no other spelling
  reaches a file: no segment may start with ``.``, and in a checkout the first
  segment must be one of ``SITE_ENTRIES``. Anything else is 404, as is a
  folder without an ``index.html`` (no listings).
"""

from __future__ import annotations

import functools
import os
import shutil
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools import bundle  # noqa: E402

_BUNDLING = threading.Lock()
"""The page and the computer's worker may ask for their archives at the same time."""

TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".toml": "application/toml",
    ".py": "text/x-python",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
    ".zip": "application/zip",
}


SITE_ENTRIES = frozenset({"index.html", "manifest.webmanifest", "pyscript.toml", "sw.js",
                          "web", "runtime", "bundle", "snapshot", "previews"})
"""The first path segments of the site's files in a checkout (``tools/site_refs.collect``
finds them all there; a test keeps the two in step). The rest of a checkout is set-up
(``package.json``, whose npm lock names other origins, ``node_modules``, ``tools`` …)
and never served."""
LOOPBACK_NAMES = frozenset({"127.0.0.1", "localhost", "[::1]"})
MAX_PATH_CHARS = 2000


def loopback_host(header: str | None) -> bool:
    """Whether a ``Host`` header names this machine's loopback, with or without a port."""
    if not header or len(header) > 300:
        return False
    host = header.lower()
    if host.endswith("]") or ":" not in host:
        return host in LOOPBACK_NAMES
    name, _, port = host.rpartition(":")
    return port.isascii() and port.isdigit() and len(port) <= 5 and name in LOOPBACK_NAMES


def site_path(raw: str, checkout: bool, also: frozenset[str] = frozenset()) -> str | None:
    """The normalised path (``/a/b``) of a request's target, or None when it is not served.

    ``raw`` is the request target without its query; it is percent-decoded once,
    and ``.``/``..`` segments and empty ones are resolved before anything is
    checked. A path climbing above the root, holding a backslash or a control
    character, or naming a hidden segment (``.git``) is refused; in a checkout
    (``checkout``) so is any first segment outside ``SITE_ENTRIES`` and ``also``.
    """
    if len(raw) > MAX_PATH_CHARS or not raw.startswith("/"):
        return None
    try:
        path = unquote(raw, errors="strict")
    except UnicodeDecodeError:
        return None
    if "\\" in path or any(ord(c) < 32 or ord(c) == 127 for c in path):
        return None
    parts: list[str] = []
    for segment in path.split("/"):
        if segment in ("", "."):
            continue
        if segment == "..":
            if not parts:
                return None
            parts.pop()
            continue
        if segment.startswith("."):
            return None
        parts.append(segment)
    if checkout and parts and parts[0] not in SITE_ENTRIES and parts[0] not in also:
        return None
    return "/" + "/".join(parts) + ("/" if path.endswith("/") and parts else "")


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}
    also_served: frozenset[str] = frozenset()
    """First segments served from a checkout besides the site's (the benchmarks' bare page)."""

    def send_head(self) -> Any:
        if not loopback_host(self.headers.get("Host")):
            self.send_error(403, "Only pages of this machine (127.0.0.1, localhost) are served")
            return None
        root = Path(self.directory)
        checkout = bundle.has_sources(root)  # not a built site, which ships only the archives
        target = self.path.split("?", 1)[0].split("#", 1)[0]
        path = site_path(target, checkout, self.also_served)
        if path is None:
            self.send_error(404)
            return None
        self.path = quote(path) + self.path[len(target):]
        if path.startswith(f"/{bundle.FOLDER}/") and checkout:
            with _BUNDLING:
                bundle.write(root)
        return super().send_head()

    def end_headers(self) -> None:
        # Every file of the site may be read from any origin, as a public static host
        # (GitHub Pages) serves it: a board in a frame the host page sandboxes without
        # allow-same-origin has an opaque origin, and loads its module scripts and
        # Pyodide's files by CORS (docs/embedding.md). Only the site's files are served.
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def list_directory(self, path: Any) -> Any:
        """No listings: a folder is served only through its ``index.html``."""
        self.send_error(404)
        return None

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if os.environ.get("SERVE_LOG"):
            super().log_message(format, *args)


SOURCES = ("index.html", "pyscript.toml", "manifest.webmanifest", "web", "games")
"""What a copy of the site's sources holds (tests and benchmarks edit such a copy)."""


def copy_sources(target: Path, snapshot: bool = True) -> Path:
    """A copy of the site's sources in ``target``, to serve: ``runtime/`` linked, and
    ``snapshot/`` too unless ``snapshot`` is false (``bundle/`` is made when served)."""
    target.mkdir(parents=True)
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, target / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / name, target / name)
    (target / "runtime").symlink_to(ROOT / "runtime")
    if snapshot:
        (target / "snapshot").symlink_to(ROOT / "snapshot")  # made by `make snapshot`
    return target


def serve(port: int = 0, root: Path = ROOT,
          also: frozenset[str] = frozenset()) -> tuple[ThreadingHTTPServer, threading.Thread]:
    """Start a server in a thread; returns it (``server.server_address[1]`` is the port).
    ``also``: first path segments of a checkout to serve besides the site's."""
    handler = functools.partial(type("Handler", (SiteHandler,), {"also_served": also}),
                                directory=str(root))
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, thread


def main() -> int:
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT  # e.g. dist/site (make site)
    if not (root / "runtime" / "pyodide" / "pyodide.mjs").exists():
        print(f"{root}/runtime/ is missing: run `make play` (or `make site` for dist/site) first.",
              file=sys.stderr)
        return 1
    port = int(os.environ.get("PORT", "8000"))
    handler = functools.partial(SiteHandler, directory=str(root))
    with ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Serving the games at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)",
              flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
