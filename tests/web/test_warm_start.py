"""The snapshot's guards on CPython: stale code is dropped, the key follows every input."""

from __future__ import annotations

import hashlib
import sys
import types
from pathlib import Path

import pytest

from tools import make_snapshot
from web import warm_start


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def test_only_files_that_differ_are_stale_and_absent_ones_are_not(tmp_path: Path) -> None:
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "a.py").write_text("A = 1\n")
    (tmp_path / "games" / "b.py").write_text("B = 2\n")
    files = {"games/a.py": warm_start.fingerprint(b"A = 1\n"),
             "games/b.py": warm_start.fingerprint(b"B = 1\n"),
             "web/views/siam.py": warm_start.fingerprint(b"not in this context\n")}
    assert warm_start.stale_files(files, str(tmp_path)) == ["games/b.py"]


def test_a_stale_snapshot_drops_every_project_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "a.py").write_text("A = 2\n")
    for name, module in list(sys.modules.items()):  # the real ones come back after the test:
        if name.startswith(("games.", "web.")):  # other tests hold their objects (Siam's GAME…)
            monkeypatch.setitem(sys.modules, name, module)
    fake = {name: types.ModuleType(name) for name in ("games", "games.a", "web", "web.links", "gamesx")}
    for name, module in fake.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(warm_start, "FILES", {"games/a.py": warm_start.fingerprint(b"A = 1\n")})
    monkeypatch.setattr(warm_start, "state", "plain")
    assert warm_start.refresh_if_stale(str(tmp_path)) == "reloaded"
    assert not {"games", "games.a", "web", "web.links"} & set(sys.modules)
    assert sys.modules["gamesx"] is fake["gamesx"]  # another package with a similar name stays


def test_a_current_snapshot_keeps_its_modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "a.py").write_text("A = 1\n")
    module = types.ModuleType("games.a")
    monkeypatch.setitem(sys.modules, "games.a", module)
    monkeypatch.setattr(warm_start, "FILES", {"games/a.py": warm_start.fingerprint(b"A = 1\n")})
    assert warm_start.refresh_if_stale(str(tmp_path)) == "snapshot"
    assert sys.modules["games.a"] is module


def test_without_a_snapshot_nothing_is_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(warm_start, "FILES", {})
    monkeypatch.setattr(warm_start, "state", "plain")
    monkeypatch.setattr(warm_start, "read", lambda path: pytest.fail(f"read {path}"))
    assert warm_start.refresh_if_stale("/nonexistent") == "plain"


def test_the_key_follows_the_code_the_runtime_and_the_recipe(tmp_path: Path) -> None:
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    for name in make_snapshot.RUNTIME_FILES:
        (runtime / name).write_bytes(name.encode())
    root = tmp_path / "root"
    for path in make_snapshot.RECIPE:
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(path)
    hashes = {"games/a.py": digest("A = 1\n")}
    key = make_snapshot.snapshot_key(hashes, runtime, root)
    assert make_snapshot.snapshot_key(dict(hashes), runtime, root) == key
    assert make_snapshot.snapshot_key({"games/a.py": digest("A = 2\n")}, runtime, root) != key
    (runtime / "pyodide.asm.wasm").write_bytes(b"another build")
    assert make_snapshot.snapshot_key(hashes, runtime, root) != key
    key = make_snapshot.snapshot_key(hashes, runtime, root)
    (root / "tools" / "snapshot.mjs").write_text("another recipe")
    assert make_snapshot.snapshot_key(hashes, runtime, root) != key


def test_the_snapshot_holds_the_page_and_worker_modules_but_no_entry_point() -> None:
    files = make_snapshot.project_files()
    assert "games/ai/mcts.py" in files and "web/links.py" in files and "web/warm_start.py" in files
    assert "web/main.py" not in files and "web/ai_worker.py" not in files
    assert make_snapshot.module_name("games/siam/__init__.py") == "games.siam"
    assert make_snapshot.module_name("web/links.py") == "web.links"
