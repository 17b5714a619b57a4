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
//   Locks, when several boards share a page), checks its SHA-256 (both in a worker of
//   its own, web/snapshot_keeper.mjs) and keeps the bytes in Cache Storage, for the
//   next start of the page and of the worker.
// * Where Cache Storage keeps nothing (a frame of another site, site data
//   blocked), the download still lands in the browser's HTTP cache, and the
//   next start restores from there when it still holds it (checked the same way).
// * <html data-py-start="snapshot|plain|fallback"> says which start this page
//   had, data-py-interpreter="up" that Pyodide's own start has ended (the page's
//   Python comes next), and data-py-snapshot="kept|http-cache|none" how the
//   background download ended (for tests and bench/); the worker has no document.
// Pyodide's `_loadSnapshot`/`_makeSnapshot` are private options of the pinned
// version (package.json): any surprise from them ends in the plain start.
// First: PyScript awaits an IndexedDB map of its own, which must open even where refused.
import "./storage_fallback.js";
import { loadPyodide as startPyodide, version } from "../runtime/pyodide/pyodide.mjs";
import { fetchSnapshot, snapshotURL, unpack, verified } from "./snapshot_bytes.mjs";
import { restoringInto } from "./snapshot_heap.mjs";

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

function markUp(py) {
  if (typeof document !== "undefined") {
    document.documentElement.dataset.pyInterpreter = "up";
    // A step of this board's start: sibling boards waiting to share it wait on (web/shared_python.js).
    if (window.ABSTRACT_BOARDS_SHARING) window.ABSTRACT_BOARDS_SHARING.progressed();
  }
  return py;
}

// The page's Cache Storage, or null where the browser has none or refuses it.
function cacheStorage() {
  try {
    return typeof caches !== "undefined" ? caches : null;
  } catch (error) {
    return null;  // reading `caches` throws SecurityError where site data is refused
  }
}

// What checking and unpacking a snapshot needs.
function canUnpack() {
  return typeof DecompressionStream !== "undefined" && typeof crypto !== "undefined" && Boolean(crypto.subtle);
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

const REFUSED = "refused";

// The kept entry, undefined when there is none, or REFUSED where Cache Storage is refused.
async function cachedEntry() {
  let cache;
  try {
    cache = await openCache();
  } catch (error) {
    return REFUSED;  // storage refused (a frame of another site, site data blocked)
  }
  try {
    return await cache.match(ENTRY_URL);
  } catch (error) {
    return undefined;
  }
}

async function forget() {
  try { await (await openCache()).delete(ENTRY_URL); } catch (error) { /* nothing kept */ }
}

// The snapshot to start from, or null: the kept entry, if it has the manifest's key.
// Its bytes are a promise that rejects when they are not the ones the manifest names.
function keptSnapshot(manifest, entry) {
  if (entry.headers.get(KEY_HEADER) !== manifest.key) {
    note("the kept snapshot is out of date; starting without it");
    return null;
  }
  return { key: manifest.key, bytes: verified(manifest, entry.arrayBuffer(), "the kept snapshot") };
}

// Where Cache Storage keeps nothing (refused to a frame of another site, or site data
// blocked): the compressed snapshot an earlier visit downloaded, if the browser's HTTP
// cache still holds it. Never a download: `only-if-cached` fails at once on a miss.
async function httpCachedSnapshot(manifest) {
  // A frame sandboxed without allow-same-origin has an opaque origin: no request of it is
  // same-origin, and asking would only print the browser's refusal.
  if (self.origin === "null") return null;
  let response;
  try {
    response = await fetch(snapshotURL(manifest), { cache: "only-if-cached", mode: "same-origin" });
  } catch (error) {
    return null;
  }
  if (!response.ok || !response.body) return null;
  return { key: manifest.key, bytes: verified(manifest, unpack(response), "the snapshot in the HTTP cache") };
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

// Frees a buffer's bytes at once, not at some later garbage collection: six boards
// starting on one rules page would each hold a 31 MB copy of what their heap already
// has until then. A browser without `transfer` frees them when it collects.
function release(view) {
  const buffer = view && view.buffer;
  try {
    if (buffer && typeof buffer.transfer === "function" && !buffer.detached) buffer.transfer(0);
  } catch (error) { /* left to the garbage collector */ }
}

async function fromSnapshot(options, snapshot) {
  // The heap grown to the snapshot's first: Pyodide's own sizing of it has no effect.
  const py = await restoringInto(snapshot.bytes,
    () => startPyodide({ ...options, _loadSnapshot: snapshot.bytes }));
  // Pyodide keeps its options: let the 31 MB of bytes go, the heap holds them now
  // (its restore copies them into the heap before the interpreter starts).
  if (py._api && py._api.config) delete py._api.config._loadSnapshot;
  release(await snapshot.bytes);
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
  if (canUnpack()) {
    let entry;
    [manifest, entry] = await Promise.all([readManifest(), cachedEntry()]);  // at once
    try {
      const snapshot = !manifest || !entry ? null
        : entry === REFUSED ? await httpCachedSnapshot(manifest) : keptSnapshot(manifest, entry);
      if (snapshot) {
        const py = await fromSnapshot(plain, snapshot);
        mark("snapshot");
        return markUp(py);
      }
    } catch (error) {  // damaged, or the restore threw: drop the copy, start plainly, keep anew
      note("the kept snapshot could not be restored; starting without it:", String(error && error.message || error));
      await forget();
      how = "fallback";
    }
  }
  mark(how);
  const py = markUp(await startPyodide(plain));
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
  // Where locks are refused (an opaque origin throws, blocked storage rejects the
  // request), each board downloads for itself.
  let locks = null;
  try { locks = typeof navigator !== "undefined" ? navigator.locks : null; } catch (error) { locks = null; }
  if (!locks) return task();
  let ran = false;
  const run = () => { ran = true; return task(); };
  try {
    return locks.request(LOCK_NAME, run).catch((error) => (ran ? Promise.reject(error) : task()));
  } catch (error) {
    return task();
  }
}

// Keeps the snapshot for the next start: in Cache Storage ("kept"), or where that is
// refused, in the browser's HTTP cache alone ("http-cache": fetched whole, not unpacked).
// The bytes are fetched, inflated and checked off the main thread (`fetchedOffThread`);
// storage is used from here, where the page's own refusals apply.
async function download(manifest) {
  if (!manifest) throw new Error("this site has no snapshot");
  let cache = null;
  try { cache = await openCache(); } catch (error) { cache = null; }
  if (cache) {
    const existing = await cache.match(ENTRY_URL);
    if (existing && existing.headers.get(KEY_HEADER) === manifest.key) return "kept";  // another frame did it
  }
  if (!cache) {
    await fetchedOffThread(manifest, false);
    return "http-cache";
  }
  const raw = await fetchedOffThread(manifest, true);
  const headers = { "content-type": "application/octet-stream", [KEY_HEADER]: manifest.key };
  await cache.put(ENTRY_URL, new Response(raw, { headers }));
  release(raw);  // Cache Storage has its own copy
  return "kept";
}

// `fetchSnapshot` in a dedicated worker (web/snapshot_keeper.mjs, which loads only
// web/snapshot_bytes.mjs), whose answer is a Blob of the checked bytes. On the main
// thread, inflating 8 MB into 31 MB, hashing them and handing them to Cache Storage were
// tasks of 40–135 ms each: on a first visit with the computer to move they froze the page
// while its worker started (docs/ai.md). A browser that cannot run the worker (no module
// workers, a policy, a refused request) does it here.
function fetchedOffThread(manifest, unpacked) {
  return new Promise((resolve, reject) => {
    let worker = null;
    try {
      worker = new Worker(new URL("./snapshot_keeper.mjs", import.meta.url), { type: "module" });
    } catch (error) {
      worker = null;
    }
    if (!worker) return resolve(fetchSnapshot(manifest, unpacked));
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (data && typeof data.error === "string") reject(new Error(data.error));
      else resolve(data ? data.body : null);
    };
    worker.onerror = (event) => {  // the worker did not load: here then
      if (event && event.preventDefault) event.preventDefault();
      worker.terminate();
      resolve(fetchSnapshot(manifest, unpacked));
    };
    worker.postMessage({ manifest, unpacked });
  });
}

function keepForNextStart(manifest) {
  if (typeof document === "undefined") return;  // the worker leaves it to the page
  whenPlayable()
    .then(() => (canUnpack() ? withLock(() => download(manifest)) : Promise.reject(new Error("unsupported"))))
    .then((where) => { document.documentElement.dataset.pySnapshot = where; },
          (error) => {
            document.documentElement.dataset.pySnapshot = "none";
            note("no snapshot kept for the next start:", String(error && error.message || error));
          });
}
