"""Serve the site from this folder on 127.0.0.1 (``make play``; tests use ``serve``).

``python3 tools/serve.py dist/site`` serves the built site instead (docs/deploy.md).

A plain static server with the MIME types the runtime needs (``.mjs``,
``.wasm``) and caching by Last-Modified, like any static host. Serving the
sources (this checkout, or a test's copy of it), it makes ``bundle/*.zip``
(``tools/bundle.py``) again before handing one out whenever a source file is
newer, so an edited module shows on reload.
"""

from __future__ import annotations

import functools
import os
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

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


NOT_SERVED = ("/package.json", "/package-lock.json", "/node_modules/", "/.venv/", "/.git/")
"""Set-up files of the checkout, not of the site: nothing the page loads, and the npm lock
names other origins (sponsor links), which the site never does."""


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def send_head(self) -> Any:
        if self.path.split("?", 1)[0].startswith(NOT_SERVED):
            self.send_error(404)
            return None
        if self.path.startswith(f"/{bundle.FOLDER}/"):
            root = Path(self.directory)
            if bundle.has_sources(root):  # not a built site, which ships only the archives
                with _BUNDLING:
                    bundle.write(root)
        return super().send_head()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if os.environ.get("SERVE_LOG"):
            super().log_message(format, *args)


def serve(port: int = 0, root: Path = ROOT) -> tuple[ThreadingHTTPServer, threading.Thread]:
    """Start a server in a thread; returns it (``server.server_address[1]`` is the port)."""
    handler = functools.partial(SiteHandler, directory=str(root))
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
