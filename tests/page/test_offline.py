"""The built site (tools/build_site.py): complete, offline after one visit, updated cleanly,
installable, and at home on a sub-path.

Browser tests build a copy of the site's sources into ``tmp_path`` and serve
that folder on its own port, so they can stop the server, rebuild, or serve it
from a sub-folder without touching the source tree or other tests.
"""

from __future__ import annotations

import json
import re
import shutil
import struct
import tomllib
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from tests.conftest import READY_TIMEOUT_MS, ROOT, wait_ready
from tests.page.test_niju_page import play_by_taps as niju_move
from tests.page.test_saiju_page import tap_hex
from tests.page.test_siam_page import play_by_taps as siam_move
from tools.build_site import Build, build
from tools.serve import copy_sources as copy_site_sources
from tools.serve import serve
from tools.site_refs import SiteError

GAME_PAGES = ("siam", "saiju", "ni-ju", "symbol-pallet")
pytestmark = pytest.mark.first_visit
"""What the first visit installs and keeps is what these tests check: each begins with nothing."""

# A worker like the computer player's: its own config, Pyodide and [files]; it
# answers on a BroadcastChannel, which needs no help from the page.
PROBE_TAG = '<script type="py" worker name="probe" src="./probe_worker.py" config="./probe.toml"></script>'
PROBE_CODE = """\
from js import BroadcastChannel
from games import get_game
BroadcastChannel.new("probe").postMessage(f"siam moves: {len(get_game('siam').start().legal_moves())}")
"""
LISTEN_TO_PROBE = "new BroadcastChannel('probe').onmessage = e => { window.probeAnswer = e.data; };"

HASH_EVERY_FILE = """async (paths) => {
  const found = {};
  for (const path of paths) {
    const body = await (await fetch(path)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
    found[path] = "sha256-" + btoa(String.fromCharCode(...digest));
  }
  return found;
}"""
"""Every file of a build as the page gets it now (through its service worker), hashed."""

OUR_CACHES = "async () => (await caches.keys()).filter(name => name.startsWith('abstract-boards '))"
CACHED_COUNT = """async (name) => (await caches.has(name)) ? (await (await caches.open(name)).keys()).length : -1"""


def copy_sources(target: Path, worker: bool = False) -> Path:
    """The site's sources in ``target`` (runtime/ linked), optionally with a probe worker."""
    copy_site_sources(target)
    if worker:
        shutil.copy2(ROOT / "pyscript.toml", target / "probe.toml")
        (target / "probe_worker.py").write_text(PROBE_CODE)
        page = (target / "index.html").read_text()
        (target / "index.html").write_text(page.replace("</body>", PROBE_TAG + "\n</body>"))
    return target


def set_mark(source: Path, mark: str) -> None:
    """Make the page's Python show which build it runs: main.py reads a [files] module."""
    init = source / "web" / "__init__.py"
    init.write_text(re.sub(r"\nBUILD_MARK = .*", "", init.read_text()) + f'\nBUILD_MARK = "{mark}"\n')
    main = source / "web" / "main.py"
    if "BUILD_MARK" not in main.read_text():
        main.write_text(main.read_text() + "\nimport web\nfrom pyscript import document\n"
                        "document.body.dataset.mark = web.BUILD_MARK\n")


@pytest.fixture
def start_server() -> Iterator[Callable[[Path], tuple[str, Callable[[], None]]]]:
    """start(folder) -> (origin URL, stop); every server still running stops at teardown."""
    running: list[Any] = []

    def start(folder: Path) -> tuple[str, Callable[[], None]]:
        server, _ = serve(0, folder)
        running.append(server)

        def stop() -> None:
            if server in running:
                running.remove(server)
                server.shutdown()
                server.server_close()
        return f"http://127.0.0.1:{server.server_address[1]}", stop

    yield start
    for server in running:
        server.shutdown()
        server.server_close()


def cache_name(scope: str, result: Build) -> str:
    return f"abstract-boards {scope} {result.version}"


def wait_offline_copy(page: Any, scope: str, result: Build) -> None:
    """Until the service worker controls the page with every file of ``result`` cached."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == scope + "sw.js"
    assert page.evaluate(CACHED_COUNT, cache_name(scope, result)) == len(result.files)


def probe_answer(page: Any) -> str:
    """What the probe worker said on this page load (it runs beside the page's own Python)."""
    page.wait_for_function("window.probeAnswer !== undefined", timeout=READY_TIMEOUT_MS)
    return page.evaluate("window.probeAnswer")


def page_version(page: Any) -> str:
    return page.get_attribute("script[data-version]", "data-version")


def make_a_move(page: Any, game: str) -> None:
    """One move through the board, the way a player taps it."""
    if game == "siam":
        siam_move(page, "+B1S")
    elif game == "ni-ju":
        niju_move(page, "aa@0,0")
    elif game == "saiju":
        tap_hex(page, "d2")  # the first setup move: the Moon Shadow
    else:
        page.locator("#board [data-tile]").first.tap()  # the first chip onto a field tile
    # At least 1: where the computer holds the other seat its answer may follow before a look.
    page.wait_for_function("Number(document.querySelector('#app').dataset.ply) >= 1")


# ---------------------------------------------------------------- offline play


def test_after_one_visit_every_game_starts_and_plays_with_the_network_gone(
        page: Any, tmp_path: Path, start_server: Any, requests_seen: list[str],
        page_errors: list[str]) -> None:
    result = build(tmp_path / "site", copy_sources(tmp_path / "src", worker=True))
    assert "probe.toml" in result.files and "probe_worker.py" in result.files
    origin, stop = start_server(result.out)
    page.add_init_script(LISTEN_TO_PROBE)
    page.goto(origin + "/?game=siam")
    wait_ready(page)
    wait_offline_copy(page, origin + "/", result)
    assert probe_answer(page) == "siam moves: 56"
    # The page keeps the Pyodide snapshot itself: the offline starts below restore it.
    page.wait_for_selector("html[data-py-snapshot='kept']", timeout=READY_TIMEOUT_MS)

    stop()
    page.context.set_offline(True)
    served: list[tuple[str, bool]] = []
    page.on("response", lambda r: served.append((r.url, r.from_service_worker))
            if r.url.startswith("http") else None)  # not the workers' own blob: scripts
    page.reload()
    wait_ready(page)
    assert page.get_attribute("html", "data-py-start") == "snapshot"
    assert probe_answer(page) == "siam moves: 56"  # the worker's Pyodide and [files] too
    for game in GAME_PAGES:
        page.goto(f"{origin}/?game={game}")  # a query-string navigation: the cached index.html
        wait_ready(page)
        assert page.get_attribute("#app", "data-game") == game
        make_a_move(page, game)
    # The home page's pictures of the games come from the service worker's cache too.
    page.goto(origin + "/")
    wait_ready(page)
    for game in GAME_PAGES:
        page.locator(f'[data-game-card="{game}"] img').scroll_into_view_if_needed()
    page.wait_for_function("() => [...document.querySelectorAll('#home .game-card img')]"
                           ".every(img => img.complete && img.naturalWidth > 0)", timeout=READY_TIMEOUT_MS)
    assert {f"{origin}/previews/{game}.svg" for game in GAME_PAGES} <= {url for url, _ in served}
    # The computer opponent's worker (its own config, games/ai/) starts offline too and answers.
    page.goto(f"{origin}/?game=siam&computer=2-easy")
    wait_ready(page)
    make_a_move(page, "siam")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '2'",
                           timeout=READY_TIMEOUT_MS)
    assert origin + "/web/ai_worker.toml" in {url for url, _ in served}
    assert served and all(from_sw for _, from_sw in served), [u for u, sw in served if not sw]
    # Each of the five offline loads started Pyodide twice: in the page and in the worker.
    wasm = [url for url, _ in served if url == origin + "/runtime/pyodide/pyodide.asm.wasm"]
    assert len(wasm) >= 2 * (1 + len(GAME_PAGES))
    assert origin + "/probe.toml" in {url for url, _ in served}
    # The page's and the probe's Python files came in their archive, the computer's in its own.
    assert {origin + "/bundle/page.zip", origin + "/bundle/worker.zip"} <= {url for url, _ in served}
    # Nothing, online or off, page or worker, left the site's origin.
    assert requests_seen and all(url.startswith((origin + "/", f"blob:{origin}/")) for url in requests_seen)
    assert page_errors == []


def test_a_failed_install_leaves_the_page_working_online(
        page: Any, tmp_path: Path, start_server: Any) -> None:
    result = build(tmp_path / "site", copy_sources(tmp_path / "src"))
    style = result.out / "web" / "style.css"
    style.write_text(style.read_text() + "\n/* changed after the build */\n")  # fails its integrity
    origin, _ = start_server(result.out)
    page.goto(origin + "/?game=siam")
    wait_ready(page)
    page.evaluate("""async (timeout) => {  // registered, then its install gave up
      let registered = false;
      for (const end = Date.now() + timeout; Date.now() < end;) {
        const reg = await navigator.serviceWorker.getRegistration();
        registered ||= Boolean(reg);
        if (registered && !reg?.installing) return;
        await new Promise(wake => setTimeout(wake, 250));
      }
    }""", READY_TIMEOUT_MS)
    # The browser drops a failed registration, and the worker its half-filled cache,
    # a little after the install gives up (later on a busy machine): wait for it.
    # (wait_for_function does not await a predicate's promise: poll in the page.)
    assert page.evaluate("""async (timeout) => {
      for (const end = Date.now() + timeout; Date.now() < end;) {
        if ((await navigator.serviceWorker.getRegistration()) === undefined
            && navigator.serviceWorker.controller === null
            && (await caches.keys()).every(name => !name.startsWith('abstract-boards '))) return true;
        await new Promise(wake => setTimeout(wake, 250));
      }
      return false;
    }""", READY_TIMEOUT_MS)
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => r === undefined)")
    assert page.evaluate("navigator.serviceWorker.controller") is None
    assert page.evaluate(OUR_CACHES) == []  # the half-filled cache is gone
    siam_move(page, "+B1S")


# ---------------------------------------------------------------- updates


def test_an_update_waits_for_reload_and_never_mixes_two_versions(
        page: Any, tmp_path: Path, start_server: Any) -> None:
    source = copy_sources(tmp_path / "src")
    set_mark(source, "v1")
    v1 = build(tmp_path / "site", source)
    origin, _ = start_server(v1.out)
    scope = origin + "/"
    page.goto(scope + "?game=siam")
    wait_ready(page)
    wait_offline_copy(page, scope, v1)
    assert page.get_attribute("body", "data-mark") == "v1"

    set_mark(source, "v2")
    v2 = build(tmp_path / "site", source)  # deployed over the old folder while the page runs
    changed = {p for p in v2.files if v1.files[p] != v2.files[p]}
    # The page and the archives of the page and the worker, which both hold the edited module
    # (web/__init__.py: the built folder has no copy of its own).
    assert changed == {"index.html", "bundle/page.zip", "bundle/worker.zip"}

    page.reload()
    page.wait_for_selector("#update-banner", timeout=READY_TIMEOUT_MS)
    wait_ready(page)
    assert page.text_content("#update-banner span") == "A new version is ready"
    # Still v1, wholly: its Python, its page, and every file it can fetch.
    assert page.get_attribute("body", "data-mark") == "v1"
    assert page_version(page) == v1.version
    assert page.evaluate(HASH_EVERY_FILE, sorted(v1.files)) == v1.files
    assert sorted(page.evaluate(OUR_CACHES)) == sorted([cache_name(scope, v1), cache_name(scope, v2)])

    # A second tab on the old version follows when the first accepts.
    other = page.context.new_page()
    other.goto(scope + "?game=ni-ju")
    wait_ready(other)
    assert other.get_attribute("body", "data-mark") == "v1"
    with page.expect_navigation(), other.expect_navigation():
        page.click("#update-banner .primary")
    for tab in (page, other):
        wait_ready(tab)
        assert tab.get_attribute("body", "data-mark") == "v2"
        assert page_version(tab) == v2.version
        assert tab.locator("#update-banner").count() == 0
    assert page.evaluate(HASH_EVERY_FILE, sorted(v2.files)) == v2.files
    assert page.evaluate(OUR_CACHES) == [cache_name(scope, v2)]


# ---------------------------------------------------------------- manifest, sub-path


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    return struct.unpack(">II", data[16:24])


def test_the_manifest_is_complete_and_chromium_finds_the_app_installable(
        tmp_path: Path, start_server: Any, browser_type: Any,
        browser_type_launch_args: dict[str, Any]) -> None:
    result = build(tmp_path / "site", copy_sources(tmp_path / "src"))
    page_html = (result.out / "index.html").read_text()
    assert '<link rel="manifest" href="manifest.webmanifest">' in page_html
    assert '<meta name="theme-color" content="#2f4858">' in page_html
    assert png_size(result.out / "web/assets/apple-touch-icon.png") == (180, 180)
    manifest = json.loads((result.out / "manifest.webmanifest").read_text())
    assert manifest["name"] and manifest["short_name"] and manifest["description"]
    assert manifest["display"] == "standalone"
    assert (manifest["start_url"], manifest["scope"]) == ("./", "./")
    assert manifest["theme_color"] == "#2f4858" and manifest["background_color"] == "#f5f0e6"
    pngs = {}
    for icon in manifest["icons"]:
        assert (result.out / icon["src"]).is_file(), icon["src"]
        if icon["type"] == "image/png":
            width, height = png_size(result.out / icon["src"])
            assert icon["sizes"] == f"{width}x{height}", icon
            pngs.setdefault(icon.get("purpose", "any"), set()).add(width)
    assert pngs["any"] >= {192, 512} and 512 in pngs["maskable"]
    assert any(icon["type"] == "image/svg+xml" for icon in manifest["icons"])

    # Chromium's own verdict; an incognito context is never installable, so a real profile.
    origin, _ = start_server(result.out)
    context = browser_type.launch_persistent_context(str(tmp_path / "profile"), **browser_type_launch_args)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(origin + "/")
        wait_ready(page)
        wait_offline_copy(page, origin + "/", result)
        cdp = context.new_cdp_session(page)
        app = cdp.send("Page.getAppManifest")
        assert app["url"] == origin + "/manifest.webmanifest" and app["errors"] == []
        assert app["manifest"]["startUrl"].startswith(app["manifest"]["scope"])  # start_url within scope
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    finally:
        context.close()


def test_the_site_works_from_a_sub_path_and_offline_there(
        page: Any, tmp_path: Path, start_server: Any, requests_seen: list[str]) -> None:
    result = build(tmp_path / "www" / "sub" / "path", copy_sources(tmp_path / "src"))
    origin, stop = start_server(tmp_path / "www")
    scope = origin + "/sub/path/"
    page.goto(scope + "?game=siam")
    wait_ready(page)
    wait_offline_copy(page, scope, result)
    siam_move(page, "+B1S")
    assert all(url.startswith(scope) for url in requests_seen), \
        [url for url in requests_seen if not url.startswith(scope)]
    stop()
    page.context.set_offline(True)
    page.goto(scope + "?game=saiju")
    wait_ready(page)
    tap_hex(page, "d2")
    page.wait_for_function("document.querySelector('#app').dataset.ply === '1'")


# ---------------------------------------------------------------- the build itself


def referenced_by_the_page(out: Path) -> set[str]:
    """What index.html (scripts, links, images), its PyScript configs and the manifest name, read
    independently of the build."""
    page = (out / "index.html").read_text()
    names = set()
    for tag in re.findall(r"<(?:script|link|img)\b[^>]*>", page):
        for _attr, value in re.findall(r'\b(src|href|config)="([^"]+)"', tag):
            names.add(value.removeprefix("./"))
    for config in [n for n in names if n.endswith(".toml")]:
        table = tomllib.loads((out / config).read_text())
        names.add(table["interpreter"].removeprefix("./"))
        names.update(source.removeprefix("./") for source in table.get("files", {}))
    manifest = json.loads((out / "manifest.webmanifest").read_text())
    names.update(icon["src"] for icon in manifest["icons"])
    return names


def files_in(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


def test_the_built_folder_holds_every_file_the_page_names_and_only_those_listed(tmp_path: Path) -> None:
    result = build(tmp_path / "site")
    out = result.out
    on_disk = files_in(out)
    snapshot = json.loads((ROOT / "snapshot" / "manifest.json").read_text())
    # The snapshot is copied but not precached: the page keeps it itself (tools/build_site.py).
    assert on_disk == set(result.files) | {"sw.js", ".nojekyll", "snapshot/" + snapshot["file"]}
    assert "snapshot/manifest.json" in result.files
    names = referenced_by_the_page(out)
    assert {"web/style.css", "web/boot.js", "web/offline.js", "runtime/pyscript/core.js",
            "web/pyodide_start.mjs",  # the interpreter module
            "bundle/page.zip"} <= names  # the page's Python files, in one archive
    # The home page's pictures, drawn by the build (tools/make_previews.py), precached like the rest.
    assert {f"previews/{game}.svg" for game in GAME_PAGES} <= names & set(result.files)
    assert "bundle/worker.zip" in on_disk  # the computer's, named by its worker's config
    assert not any(p.startswith("games/") for p in on_disk)  # the modules travel only in the archives
    assert names - on_disk == set()
    runtime = {f"runtime/{p}" for p in files_in(ROOT / "runtime") if p.startswith(("pyscript/", "pyodide/"))}
    assert runtime <= on_disk
    web = {f"web/{p}" for p in files_in(ROOT / "web")
           if "__pycache__" not in p and p != "sw.js" and not p.endswith(".py")}
    assert web <= on_disk
    # Python modules travel in the archives; only the two entry points come as files.
    assert {p for p in on_disk if p.endswith(".py")} == {"web/main.py", "web/ai_worker.py"}
    assert not any("__pycache__" in p or p.endswith(".pyc") for p in on_disk)
    # The service worker's list is exactly the folder, each file with its own hash.
    sw = (out / "sw.js").read_text()
    listed = json.loads(re.search(r"const BUILD = (\{.*?\});", sw, re.S).group(1))
    assert listed == {"version": result.version, "files": result.files}
    from tools.build_site import integrity
    assert all(integrity((out / p).read_bytes()) == value for p, value in result.files.items())
    assert f'data-version="{result.version}"' in (out / "index.html").read_text()
    assert "offline.js" not in (ROOT / "index.html").read_text()  # the source tree has no service worker


def test_the_version_follows_the_content(tmp_path: Path) -> None:
    source = copy_sources(tmp_path / "src")
    first = build(tmp_path / "a", source)
    assert build(tmp_path / "b", source).version == first.version  # same files, same version
    rules = source / "games" / "siam" / "rules.py"
    rules.write_text(rules.read_text() + "\n# changed\n")
    second = build(tmp_path / "a", source)
    assert second.version != first.version
    # The rules are in the page's and the worker's archives.
    assert {p for p in first.files if first.files[p] != second.files[p]} == {
        "bundle/page.zip", "bundle/worker.zip", "index.html"}
    (source / "web" / "assets" / "icon-192.png").write_bytes(b"\x89PNG not really")
    assert build(tmp_path / "a", source).version != second.version


def test_worker_configs_are_followed_from_the_page_and_from_code(tmp_path: Path) -> None:
    source = copy_sources(tmp_path / "src")
    (source / "ai.toml").write_text('interpreter = "./runtime/pyodide/pyodide.mjs"\n'
                                    '[files]\n"{AI}" = "./games/ai/"\n'
                                    '"{AI}players.py" = "{AI}players.py"\n'
                                    '"./games/ai/__init__.py" = "./games/ai/__init__.py"\n')
    page = (source / "index.html").read_text()
    (source / "index.html").write_text(page.replace(
        "</body>", '<script type="py" worker name="ai" src="./web/ai_worker.py" config="./ai.toml"></script></body>'))
    (source / "web" / "ai_worker.py").write_text("__export__ = []\n")
    (source / "web" / "hints.py").write_text('WORKER = PyWorker("./web/ai_worker.py", config="./hints.toml")\n')
    (source / "pyscript.toml").write_text((source / "pyscript.toml").read_text()
                                          + '"./web/hints.py" = "./web/hints.py"\n')
    (source / "hints.toml").write_text('[files]\n"./games/ai/levels.py" = "./games/ai/levels.py"\n')
    (source / "games" / "ai" / "unlisted.py").write_text("# named by no config\n")
    result = build(tmp_path / "site", source)
    assert {"ai.toml", "web/ai_worker.py", "games/ai/__init__.py", "games/ai/players.py",
            "hints.toml", "games/ai/levels.py"} <= set(result.files)
    assert "games/ai/unlisted.py" not in result.files  # only what a config lists


@pytest.mark.parametrize("tag, complaint", [
    ('<script src="web/missing.js"></script>', "does not exist"),
    ('<link rel="stylesheet" href="/web/style.css">', "root-absolute"),
    ('<script src="https://cdn.example.org/x.js"></script>', "another origin"),
])
def test_a_reference_the_site_cannot_honour_fails_the_build(tmp_path: Path, tag: str, complaint: str) -> None:
    source = copy_sources(tmp_path / "src")
    page = (source / "index.html").read_text()
    (source / "index.html").write_text(page.replace("</head>", tag + "\n</head>"))
    with pytest.raises(SiteError, match=complaint):
        build(tmp_path / "site", source)
    assert not (tmp_path / "site").exists()
