"""The Python files as one archive per configuration (tools/bundle.py), and the dev
server that makes it again after an edit."""

from __future__ import annotations

import io
import os
import shutil
import time
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

from tools import bundle
from tools.serve import serve
from tools.sync_pyscript import page_files, worker_files

ROOT = Path(__file__).resolve().parent.parent.parent


def sources(target: Path) -> Path:
    """A copy of the packages the archives are made from."""
    for package in bundle.PACKAGES:
        shutil.copytree(ROOT / package, target / package, ignore=shutil.ignore_patterns("__pycache__"))
    return target


def edit(path: Path, text: str) -> None:
    """Write ``path`` dated after everything made so far (a file system may keep coarse dates)."""
    path.write_text(text)
    stamp = time.time() + 60
    os.utime(path, (stamp, stamp))


def names(data: bytes) -> list[str]:
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        return zf.namelist()


def member(data: bytes, name: str) -> bytes:
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        return zf.read(name)


def test_each_archive_holds_exactly_its_configurations_files() -> None:
    bundle.write(ROOT)
    page = (ROOT / "bundle" / "page.zip").read_bytes()
    worker = (ROOT / "bundle" / "worker.zip").read_bytes()
    assert names(page) == sorted(page_files()) and names(worker) == sorted(worker_files())
    assert member(page, "web/app.py") == (ROOT / "web" / "app.py").read_bytes()


def test_the_archive_depends_only_on_the_files_contents(tmp_path: Path) -> None:
    root = sources(tmp_path / "a")
    first = bundle.archive(root, page_files(root))
    os.utime(root / "games" / "base.py", (1, 1))  # another date, same bytes
    assert bundle.archive(root, page_files(root)) == first


def test_write_makes_again_only_what_changed(tmp_path: Path) -> None:
    root = sources(tmp_path / "a")
    assert bundle.write(root) == ["page.zip", "worker.zip"]
    assert bundle.write(root) == []
    assert not bundle.stale(root, "page.zip")
    edit(root / "web" / "app.py", (root / "web" / "app.py").read_text() + "\n# edited\n")
    assert bundle.stale(root, "page.zip") and not bundle.stale(root, "worker.zip")
    assert bundle.write(root) == ["page.zip"]
    assert member((root / "bundle" / "page.zip").read_bytes(), "web/app.py").endswith(b"# edited\n")
    (root / "web" / "extra.py").write_text("X = 1\n")  # a new module is stale even if older
    os.utime(root / "web" / "extra.py", (1, 1))
    assert bundle.stale(root, "page.zip")
    bundle.write(root)
    assert "web/extra.py" in names((root / "bundle" / "page.zip").read_bytes())


def test_the_dev_server_hands_out_the_archive_of_the_files_as_they_are_now(tmp_path: Path) -> None:
    root = sources(tmp_path / "site")
    server, _ = serve(0, root)
    url = f"http://127.0.0.1:{server.server_address[1]}/bundle/page.zip"
    try:
        with urllib.request.urlopen(url) as answer:
            before = answer.read()
        assert "web/app.py" in names(before)
        edit(root / "web" / "app.py", "EDITED = True\n")
        with urllib.request.urlopen(url) as answer:
            assert member(answer.read(), "web/app.py") == b"EDITED = True\n"
    finally:
        server.shutdown()
        server.server_close()


def test_a_folder_without_the_sources_is_served_as_it_is(tmp_path: Path) -> None:
    (tmp_path / "bundle").mkdir()
    (tmp_path / "bundle" / "page.zip").write_bytes(b"as built")
    assert not bundle.has_sources(tmp_path)
    server, _ = serve(0, tmp_path)
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.server_address[1]}/bundle/page.zip") as answer:
            assert answer.read() == b"as built"
    finally:
        server.shutdown()
        server.server_close()


def test_the_dev_server_keeps_the_set_up_files_to_itself() -> None:
    server, _ = serve(0, ROOT)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        for path in ("/package-lock.json", "/package.json", "/node_modules/pyodide/package.json"):
            try:
                urllib.request.urlopen(base + path)
            except urllib.error.HTTPError as error:
                assert error.code == 404
            else:
                raise AssertionError(f"{path} was served")
        with urllib.request.urlopen(base + "/index.html") as answer:
            assert answer.status == 200
    finally:
        server.shutdown()
        server.server_close()
