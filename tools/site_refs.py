"""Which files the page loads: everything index.html names, and what those name in turn.

The built site (``tools/build_site.py``) and its service worker must hold every
file the page and its workers fetch, and nothing may come from elsewhere: a
file missing here is a page broken offline. So the list is followed from the
page, not kept by hand:

* HTML: ``src``/``href`` of scripts, stylesheets, icons, the manifest; the
  ``config`` of every ``<script type="py">`` (workers included), inline or a file.
* PyScript configs (TOML or JSON): ``interpreter`` and the ``[files]`` table,
  both relative to the config file, as PyScript resolves them (an archive
  there, ``bundle/page.zip``, is taken as it is).
* The manifest: its icons. Stylesheets: ``url()`` and ``@import``.
* Python and JavaScript: quoted paths of existing ``.toml``/``.py``/``.json``
  files (a ``PyWorker("…", config="….toml")`` made from code).
* JavaScript modules: ``import … from "…"`` and ``new URL("…", import.meta.url)``,
  relative to the module itself (``web/pyodide_start.mjs`` names the runtime
  and the snapshot that way).
* ``web/`` is taken whole (rules pages, assets, styles), except its Python
  modules: they travel inside the archives, so a module comes as a file of its
  own only when something names it (``web/main.py`` in ``index.html``, the
  worker's ``web/ai_worker.py`` in ``web/opponent.py``); each is still read for
  the paths it names. A file under ``runtime/<package>/`` brings its whole
  folder: PyScript loads chunks whose names change with every release, Pyodide
  its sibling files.
  Likewise a file of ``snapshot/`` brings that folder (its manifest names the
  snapshot file, whose name changes with its content).

References must be relative (``./x``, ``x``): a root-absolute ``/x`` breaks a
site served from a sub-path, and another origin breaks offline play.
"""

from __future__ import annotations

import json
import posixpath
import re
import tomllib
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Iterator

ENTRY = "index.html"
WHOLE_FOLDERS = ("web",)
SKIP_PARTS = ("__pycache__",)
SKIP_SUFFIXES = (".pyc",)
CODE_PATH = re.compile(r"""["']((?:\./)?[\w./-]+\.(?:toml|py|json))["']""")
MODULE_REF = re.compile(r"""\bfrom\s+["'](\.{1,2}/[^"']+)["']|\bimport\s*\(?\s*["'](\.{1,2}/[^"']+)["']"""
                        r"""|new\s+URL\(\s*["'](\.{1,2}/[^"']+)["']\s*,\s*import\.meta\.url\s*\)""")
BUNDLES = {"runtime": 2, "snapshot": 1}
"""Folders whose files come as a whole: the depth of the folder a file brings with it."""
ARCHIVES = (".zip", ".whl", ".tar.gz", ".tgz")
"""A ``[files]`` source with one of these endings is an archive PyScript unpacks."""
IN_ARCHIVES = (".py",)
"""What a whole folder holds that reaches the page inside the archives, not as files of its own."""
CSS_URL = re.compile(r"""url\(\s*["']?([^"')]+)["']?\s*\)|@import\s+["']([^"']+)["']""")


class SiteError(ValueError):
    """A reference the built site cannot honour (missing file, absolute URL)."""


def resolve(base: str, ref: str, where: str) -> str | None:
    """``ref`` as a path from the site root, seen from the file ``base``; None if not a file."""
    ref = ref.strip().split("#", 1)[0].split("?", 1)[0]
    if not ref or ref.startswith("data:") or ref.startswith("blob:"):
        return None
    if re.match(r"^[a-z][a-z0-9+.-]*:|^//", ref, re.I):
        raise SiteError(f"{where} loads {ref!r} from another origin")
    if ref.startswith("/"):
        raise SiteError(f"{where} uses the root-absolute URL {ref!r}: it breaks a sub-path deployment")
    path = posixpath.normpath(posixpath.join(posixpath.dirname(base), ref))
    if path == "." or path.startswith("../"):
        return None
    return path


class _PageRefs(HTMLParser):
    """Collects (kind, url) pairs from a page's tags."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.refs: list[tuple[str, str]] = []
        self.inline_configs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "link" and a.get("href"):
            rel = a.get("rel", "").lower().split()
            kind = "manifest" if "manifest" in rel else "style" if "stylesheet" in rel else "asset"
            self.refs.append((kind, a["href"]))
        elif tag in ("script", "img", "source", "audio", "video", "iframe", "embed") and a.get("src"):
            self.refs.append(("code" if tag == "script" else "asset", a["src"]))
        if tag == "script" and a.get("config"):
            config = a["config"].strip()
            if config.startswith("{"):
                self.inline_configs.append(config)
            else:
                self.refs.append(("config", config))


def parse_config(text: str, name: str) -> dict[str, Any]:
    if name.endswith(".json") or text.lstrip().startswith("{"):
        return json.loads(text)
    return tomllib.loads(text)


def config_refs(config: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """The files a PyScript config makes PyScript fetch, as written (relative to the config)."""
    interpreter = config.get("interpreter")
    if isinstance(interpreter, str) and interpreter.startswith("."):
        yield "code", interpreter  # a module: it may import the runtime from elsewhere
    files = config.get("files") or {}
    templates = {k: v for k, v in files.items() if re.fullmatch(r"\{.+\}", k)}

    def expand(value: str) -> str:
        for _ in range(len(templates) + 1):  # templates may use earlier templates
            for name, replacement in templates.items():
                value = value.replace(name, replacement)
        return value

    for source in files:
        if source not in templates:
            url = expand(source)
            # An archive PyScript unpacks (``tools/bundle.py``) is fetched whole, never read for names.
            yield ("asset" if url.endswith(ARCHIVES) else "code"), url
    for section in ("main", "worker"):
        for url in (config.get("js_modules") or {}).get(section, {}):
            yield "code", url


def references(root: Path, path: str, kind: str) -> Iterator[tuple[str, str]]:
    """(kind, path from the site root) of every file ``path`` makes the browser fetch."""
    if kind == "asset" or path.split("/", 1)[0] in BUNDLES:
        return
    text = (root / path).read_text(encoding="utf-8")
    if kind == "page":
        parser = _PageRefs()
        parser.feed(text)
        inline = [("asset", ref) for c in parser.inline_configs
                  for _, ref in config_refs(parse_config(c, "inline.json"))]
        for sub_kind, ref in parser.refs + inline:
            target = resolve(path, ref, path)
            if target:
                yield sub_kind, target
    elif kind == "config":
        for sub_kind, ref in config_refs(parse_config(text, path)):
            target = resolve(path, ref, path)
            if target:
                yield sub_kind, target
    elif kind == "manifest":
        manifest = json.loads(text)
        for group in ("icons", "screenshots"):
            for item in manifest.get(group, []):
                target = resolve(path, item["src"], path)
                if target:
                    yield "asset", target
    elif kind == "style":
        for match in CSS_URL.finditer(text):
            target = resolve(path, match.group(1) or match.group(2), path)
            if target:
                yield ("style" if match.group(2) else "asset"), target
    elif kind == "code":
        if path.endswith(".mjs"):
            for match in MODULE_REF.finditer(text):
                ref = next(g for g in match.groups() if g)
                target = None if ref.endswith("/") else resolve(path, ref, path)  # a folder: not a file
                if target:
                    yield "asset" if target.endswith(".mjs") else "code", target
        # Paths named in code are relative to the page (the site root), as PyScript takes them.
        for ref in CODE_PATH.findall(text):
            target = resolve(ENTRY, ref, path)
            if target and (root / target).is_file():
                yield ("config" if target.endswith(".toml") else "code"), target


def kind_of(path: str) -> str:
    suffix = posixpath.splitext(path)[1]
    return {".html": "page", ".css": "style", ".py": "code", ".js": "code", ".mjs": "code",
            ".toml": "config", ".webmanifest": "manifest"}.get(suffix, "asset")


def wanted(path: Path) -> bool:
    return not any(p in path.parts for p in SKIP_PARTS) and path.suffix not in SKIP_SUFFIXES \
        and not path.name.startswith(".")


def collect(root: Path, skip: frozenset[str] = frozenset()) -> list[str]:
    """Every file the site needs, as sorted paths from ``root``; ``skip`` leaves files out.

    Raises SiteError for a reference to a missing file or to another origin.
    """
    queue: list[tuple[str, str, str]] = [("page", ENTRY, "the build")]
    for folder in WHOLE_FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            rel = path.relative_to(root).as_posix()
            if path.is_file() and wanted(path) and rel not in skip:
                if rel.endswith(IN_ARCHIVES):
                    queue.extend((sub_kind, target, rel) for sub_kind, target in references(root, rel, "code"))
                else:
                    queue.append((kind_of(rel), rel, folder + "/"))
    found: set[str] = set()
    while queue:
        kind, path, named_by = queue.pop(0)
        if path in found or path in skip:
            continue
        if not (root / path).is_file():
            raise SiteError(f"{named_by} names {path}, which does not exist")
        found.add(path)
        bundle = BUNDLES.get(path.split("/", 1)[0])
        if bundle:
            package = root / "/".join(path.split("/")[:bundle])
            for sibling in sorted(package.rglob("*")):
                if sibling.is_file() and wanted(sibling):
                    found.add(sibling.relative_to(root).as_posix())
            continue
        for sub_kind, target in references(root, path, kind):
            queue.append((sub_kind, target, path))
    return sorted(found)
