"""The served files: the PyScript config lists every module, and nothing names another origin."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from pathlib import Path

from tools import bundle

ROOT = Path(__file__).resolve().parent.parent.parent


def test_pyscript_toml_lists_every_module():
    result = subprocess.run([sys.executable, "tools/sync_pyscript.py", "--check"], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def test_pyscript_toml_uses_the_local_interpreter():
    text = (ROOT / "pyscript.toml").read_text()
    # The start-up module (snapshot or plain start) imports this site's own Pyodide.
    assert 'interpreter = "./web/pyodide_start.mjs"' in text
    shim = (ROOT / "web" / "pyodide_start.mjs").read_text()
    assert 'from "../runtime/pyodide/pyodide.mjs"' in shim
    assert 'new URL("../runtime/pyodide/", import.meta.url)' in shim
    assert not re.search(r"^packages\s*=", text, re.M)  # Pyodide ships no wheels here


def test_the_computer_runs_only_in_its_worker_with_the_local_interpreter():
    page = (ROOT / "pyscript.toml").read_text()
    worker = (ROOT / "web" / "ai_worker.toml").read_text()
    assert '"./bundle/page.zip" = "./*"' in page
    assert 'interpreter = "./pyodide_start.mjs"' in worker  # relative to web/, the page's start-up module
    assert '"../bundle/worker.zip" = "./*"' in worker
    assert not re.search(r"^packages\s*=", worker, re.M)
    bundle.write(ROOT)
    with zipfile.ZipFile(ROOT / "bundle" / "page.zip") as zf:
        in_page = set(zf.namelist())
    with zipfile.ZipFile(ROOT / "bundle" / "worker.zip") as zf:
        in_worker = set(zf.namelist())
    assert not any(name.startswith("games/ai/") for name in in_page)  # the page never loads the search
    assert "web/ai_service.py" not in in_page and "web/app.py" in in_page
    assert {"games/ai/mcts.py", "web/ai_service.py", "games/siam/rules.py"} <= in_worker
    assert "web/app.py" not in in_worker and not any(name.startswith("games/diagram/") for name in in_worker)


def test_served_files_name_no_other_origin():
    served = [ROOT / "index.html", ROOT / "pyscript.toml", *sorted((ROOT / "web").rglob("*.*"))]
    allowed = re.compile(r"https?://(www\.w3\.org|127\.0\.0\.1|localhost)")
    for path in served:
        if path.suffix not in {".html", ".py", ".js", ".css", ".toml", ".svg", ".json"}:
            continue
        for url in re.findall(r"https?://[^\"' )>]+", path.read_text()):
            assert allowed.match(url), f"{path.relative_to(ROOT)} names {url}"


def test_runtime_versions_are_pinned_exactly():
    import json

    package = json.loads((ROOT / "package.json").read_text())
    assert package["dependencies"] == {"@pyscript/core": "0.7.31", "pyodide": "314.0.2"}
    lock = json.loads((ROOT / "package-lock.json").read_text())
    assert lock["packages"]["node_modules/pyodide"]["version"] == "314.0.2"
    assert lock["packages"]["node_modules/@pyscript/core"]["version"] == "0.7.31"
