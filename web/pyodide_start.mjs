// Starts Pyodide for PyScript, from a memory snapshot when this browser keeps a
// current one (docs/start-up.md). PyScript's `interpreter` setting (pyscript.toml,
// web/ai_worker.toml) names this module: PyScript imports it, reads `version`
// and calls `loadPyodide(options)`, in the page and in the computer's worker.
//
// * A snapshot is used only if Cache Storage holds one under the key that the
//   site's snapshot/manifest.json names now (a content hash of the runtime and
//   the code, tools/make_snapshot.py), and only if its bytes still have the
//   manifest's SHA-256: a damaged copy (a disk error, a cache cut short) could
//   hang the restore, and it would be read again at every visit. Anything else
//   (none, another key, damaged bytes, a restore that throws, an interpreter
//   without the expected key inside) is a plain start, silently:
//   `console.info` only; a damaged or stale copy is dropped and kept anew.
// * Storage is optional: a browser may refuse Cache Storage, Web Locks or all
//   site data (a frame of another site, a privacy setting, a policy), and some
//   refuse by throwing from the mere property read (`caches`). Every use is
//   guarded, and a refusal is a plain start with nothing kept.
// * The first visit never waits for it: once the page is playable, it fetches
//   the compressed snapshot in the background (one frame at a time, with Web
//   Locks, when several boards share a page), checks its SHA-256 and keeps the
//   bytes in Cache Storage, for the next start of the page and of the worker.
// * <html data-py-start="snapshot|plain|fallback"> says which start this page
//   had, and data-py-snapshot="kept|none" how the background download ended
//   (for tests and bench/); the worker has no document to write on.
// Pyodide's `_loadSnapshot`/`_makeSnapshot` are private options of the pinned
// version (package.json): any surprise from them ends in the plain start.
// First: PyScript awaits an IndexedDB map of its own, which must open even where refused.
import "./storage_fallback.js";
import { loadPyodide as startPyodide, version } from "../runtime/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../runtime/pyodide/", import.meta.url).href;
const MANIFEST_URL = new URL("../snapshot/manifest.json", import.meta.url).href;
const SITE = new URL("../", import.meta.url).href;
// Not the service worker's prefix ("abstract-boards <scope> "): its clean-up on
// activate must not delete this cache; a new key replaces the entry itself.
const CACHE_NAME = "abstract-boards-snapshot " + SITE;
const ENTRY_URL = new URL("snapshot/current", SITE).href;
const KEY_HEADER = "x-snapshot-key";
const LOCK_NAME = "abstract-boards-snapshot";

function note(message, detail) {
  console.info("abstract-boards: " + message, detail === undefined ? "" : detail);
}

function mark(how) {
  if (typeof document !== "undefined") document.documentElement.dataset.pyStart = how;
}

// The page's Cache Storage, or null where the browser has none or refuses it.
function cacheStorage() {
  try {
    return typeof caches !== "undefined" ? caches : null;
  } catch (error) {
    return null;  // reading `caches` throws SecurityError where site data is refused
  }
}

function usable() {
  return cacheStorage() !== null && typeof DecompressionStream !== "undefined"
    && typeof crypto !== "undefined" && Boolean(crypto.subtle);
}

async function openCache() {
  const storage = cacheStorage();
  if (!storage) throw new Error("no Cache Storage");
  return storage.open(CACHE_NAME);
}

async function readManifest() {
  try {
    const response = await fetch(MANIFEST_URL, { cache: "no-cache" });
    if (!response.ok) return null;
    const manifest = await response.json();
    return typeof manifest.key === "string" && typeof manifest.file === "string" ? manifest : null;
  } catch (error) {
    return null;
  }
}

async function cachedEntry() {
  try {
    return await (await openCache()).match(ENTRY_URL);
  } catch (error) {
    return undefined;  // storage refused (private mode, quota): no snapshot
  }
}

async function forget() {
  try { await (await openCache()).delete(ENTRY_URL); } catch (error) { /* nothing kept */ }
}

// The snapshot to start from, or null: the kept entry, if it has the manifest's key;
// throws DamagedSnapshot when its bytes are not the ones the manifest names.
async function currentSnapshot(manifest, entry) {
  if (!manifest || !entry) return null;
  if (entry.headers.get(KEY_HEADER) !== manifest.key) {
    note("the kept snapshot is out of date; starting without it");
    return null;
  }
  const buffer = await entry.arrayBuffer();
  if (buffer.byteLength !== manifest.bytes || (await hex(buffer)) !== manifest.sha256) {
    throw new Error("the kept snapshot is damaged (" + buffer.byteLength + " bytes)");
  }
  return { key: manifest.key, bytes: new Uint8Array(buffer) };
}

// The interpreter must carry the key it was made under (tools/snapshot.mjs puts it in web.warm_start).
function keyInside(py) {
  const scope = py.toPy({});
  try {
    return py.runPython(
      "import sys\nwarm = sys.modules.get('web.warm_start')\nwarm.KEY if warm else None",
      { globals: scope });
  } finally {
    scope.destroy();
  }
}

async function fromSnapshot(options, snapshot) {
  const py = await startPyodide({ ...options, _loadSnapshot: snapshot.bytes });
  // Pyodide keeps its options: let the 31 MB of bytes go, the heap holds them now.
  if (py._api && py._api.config) delete py._api.config._loadSnapshot;
  snapshot.bytes = null;
  const inside = keyInside(py);
  if (inside !== snapshot.key) throw new Error("the snapshot holds key " + inside);
  return py;
}

export async function loadPyodide(options = {}) {
  // PyScript passes this module's folder as indexURL: the runtime is elsewhere.
  const plain = { ...options, indexURL: INDEX_URL };
  let manifest = null;
  let how = "plain";
  if (usable()) {
    let entry;
    [manifest, entry] = await Promise.all([readManifest(), cachedEntry()]);  // at once
    try {
      const snapshot = await currentSnapshot(manifest, entry);
      if (snapshot) {
        const py = await fromSnapshot(plain, snapshot);
        mark("snapshot");
        return py;
      }
    } catch (error) {  // damaged, or the restore threw: drop the copy, start plainly, keep anew
      note("the kept snapshot could not be restored; starting without it:", String(error && error.message || error));
      await forget();
      how = "fallback";
    }
  }
  mark(how);
  const py = await startPyodide(plain);
  keepForNextStart(manifest);
  return py;
}

// ----- keeping a snapshot for the next start (the page only) --------------------------------

function whenPlayable() {
  return new Promise((resolve) => {
    const body = () => document.body;
    const done = () => body() && body().dataset.ready === "1";
    if (done()) return resolve();
    const watch = new MutationObserver(() => {
      if (!done()) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
  });
}

function withLock(task) {
  // Several embedded boards of one host page start together: one download is enough.
  // Where locks are refused (an opaque origin throws, storage blocked rejects), each
  // board downloads for itself.
  let locks = null;
  try { locks = typeof navigator !== "undefined" ? navigator.locks : null; } catch (error) { locks = null; }
  if (!locks) return task();
  let asked;
  try {
    asked = locks.request(LOCK_NAME, task);
  } catch (error) {
    return task();
  }
  return asked;
}

async function hex(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function download(manifest) {
  if (!manifest) throw new Error("this site has no snapshot");
  const existing = await cachedEntry();
  if (existing && existing.headers.get(KEY_HEADER) === manifest.key) return;  // another frame did it
  const response = await fetch(new URL("../snapshot/" + manifest.file, import.meta.url).href);
  if (!response.ok || !response.body) throw new Error("HTTP " + response.status);
  const raw = await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  if (raw.byteLength !== manifest.bytes || (await hex(raw)) !== manifest.sha256) {
    throw new Error("the downloaded snapshot does not match the manifest");
  }
  const headers = { "content-type": "application/octet-stream", [KEY_HEADER]: manifest.key };
  await (await openCache()).put(ENTRY_URL, new Response(raw, { headers }));
}

function keepForNextStart(manifest) {
  if (typeof document === "undefined") return;  // the worker leaves it to the page
  whenPlayable()
    .then(() => (usable() ? withLock(() => download(manifest)) : Promise.reject(new Error("unsupported"))))
    .then(() => { document.documentElement.dataset.pySnapshot = "kept"; },
          (error) => {
            document.documentElement.dataset.pySnapshot = "none";
            note("no snapshot kept for the next start:", String(error && error.message || error));
          });
}
