// A dedicated worker that fetches the Pyodide snapshot for web/pyodide_start.mjs, inflates
// it and checks its SHA-256, off the page's main thread (where these were tasks of up to
// 135 ms, freezing the page while the computer's worker started: docs/ai.md).
// It answers one message, {manifest, unpacked}, with {body: Blob | null} or {error: text};
// the page keeps the Blob in Cache Storage itself and then ends this worker. It loads
// only web/snapshot_bytes.mjs, not the Pyodide loader the page's module imports.
import { fetchSnapshot } from "./snapshot_bytes.mjs";

self.onmessage = async ({ data }) => {
  try {
    const raw = await fetchSnapshot(data.manifest, data.unpacked);
    self.postMessage({ body: raw ? new Blob([raw]) : null });
  } catch (error) {
    self.postMessage({ error: String((error && error.message) || error) });
  }
};
