// The snapshot's bytes: fetched from the site, inflated and checked against the site's
// snapshot/manifest.json (docs/start-up.md). Shared by web/pyodide_start.mjs (which
// restores and keeps the snapshot) and web/snapshot_keeper.mjs (the worker that fetches
// it for keeping). It imports nothing, so the keeper's worker loads only this file.

export function snapshotURL(manifest) {
  return new URL("../snapshot/" + manifest.file, import.meta.url).href;
}

export async function unpack(response) {
  return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

// The bytes, if they are exactly the ones the manifest names: a damaged copy (a disk
// error, a write cut short) could hang the restore. Pyodide awaits its `_loadSnapshot`
// after loading its own script and before compiling its WebAssembly, so the check
// (SHA-256 of 31 MB, 80 ms or more) overlaps the first of these; a rejection fails the
// start before anything is restored, and the caller starts plainly.
export function verified(manifest, bytes, where) {
  const checked = check(manifest, bytes, where);
  checked.catch(() => {});  // handled where Pyodide awaits it: never an unhandled rejection
  return checked;
}

async function check(manifest, bytes, where) {
  const buffer = await bytes;
  if (buffer.byteLength !== manifest.bytes || (await hex(buffer)) !== manifest.sha256) {
    throw new Error(where + " is damaged (" + buffer.byteLength + " bytes)");
  }
  return new Uint8Array(buffer);
}

async function hex(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// The snapshot fetched from the site: with `unpacked`, inflated and checked against the
// manifest (its bytes), otherwise only read whole (for the HTTP cache; null).
export async function fetchSnapshot(manifest, unpacked) {
  const response = await fetch(snapshotURL(manifest));
  if (!response.ok || !response.body) throw new Error("HTTP " + response.status);
  if (!unpacked) {
    await response.arrayBuffer();
    return null;
  }
  return check(manifest, unpack(response), "the downloaded snapshot");
}
