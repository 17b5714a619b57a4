"""Every page module imports where there is no browser, and ``web.browser.bind()`` wires it after.

The Pyodide snapshot is made in Node, with no ``pyscript``: a module of ``web/``
that needs the browser while it is imported cannot be in it, and every board
of a host page would import it again on the main thread they share
(docs/start-up.md). These tests import the page's modules in a fresh CPython
with no ``pyscript`` (as ``tools/snapshot.mjs`` does), then bind them to the
fake DOM as ``web/main.py`` binds them to the page.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tools.make_snapshot import project_files, snapshot_modules
from web import browser

ROOT = Path(__file__).resolve().parent.parent.parent

PROBE = """
import json, sys
sys.path.insert(0, ".")
names = json.loads(sys.argv[1])
failed = {}
for name in names:
    try:
        __import__(name)
    except ImportError as error:  # what the snapshot leaves out (anything else stops it)
        failed[name] = f"{type(error).__name__}: {error}"
from web import browser
def stand_ins():
    return sorted(f"{name}.{key}" for name, module in sys.modules.items()
                  if name.startswith("web") and module is not None
                  for key, value in vars(module).items() if isinstance(value, browser.Unbound))
before = stand_ins()
leaked = sorted(m for m in ("js", "pyscript") if m in sys.modules)
from tests import fake_dom
document, window = fake_dom.install()
bound = browser.bind()
import web.dom
print(json.dumps({"failed": failed, "leaked": leaked, "before": before, "bound": bound,
                  "after": stand_ins(), "dom_has_fake": web.dom.create_proxy is fake_dom._Proxy,
                  "browser_has_fake": browser.window is window and browser.document is document}))
"""


def test_every_page_module_imports_without_the_browser_and_bind_gives_it_the_real_objects() -> None:
    names = [name for name, _ in snapshot_modules(project_files())]
    run = subprocess.run([sys.executable, "-c", PROBE, json.dumps(names)], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["failed"] == {}, "these modules could not be in the snapshot"
    assert seen["leaked"] == []
    assert "web.dom.create_proxy" in seen["before"] and "web.browser.window" in seen["before"]
    assert seen["bound"] == len(seen["before"])
    assert seen["after"] == []
    assert seen["dom_has_fake"] and seen["browser_has_fake"]


def test_a_stand_in_refuses_every_use_and_names_itself() -> None:
    window = browser.Unbound("window")
    with pytest.raises(RuntimeError, match=r"web\.browser\.window .*before web\.browser\.bind"):
        window.document  # noqa: B018 - the attribute read is the use refused
    with pytest.raises(RuntimeError, match="web.browser.window"):
        window.name  # noqa: B018 - the page's own attribute, never the stand-in's
    with pytest.raises(RuntimeError, match="web.browser.window"):
        window()
    with pytest.raises(RuntimeError, match="web.browser.window"):
        bool(window)
    assert not hasattr(window, "__deepcopy__")  # introspection is told no, not made to fail
    assert repr(window) == "<unbound web.browser.window>"


def test_bind_needs_the_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(browser, "real_objects", lambda: None)
    with pytest.raises(RuntimeError, match="needs the browser"):
        browser.bind()
