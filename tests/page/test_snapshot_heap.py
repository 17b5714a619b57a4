"""A snapshot whose heap grew past Pyodide's compiled 30 MiB is restored (web/snapshot_heap.mjs).

Pyodide gives a restored interpreter the heap size compiled into its wasm module, whatever
the snapshot holds; the page grows it to the snapshot's first. Checked in Node with this
site's own runtime: a snapshot of an interpreter holding 12 MB more than fits, restored
plainly, fails (the reason for the module), and through ``restoringInto`` comes back whole
and goes on allocating. Bytes that are no snapshot still end in Pyodide's own error, never a
hang, and WebAssembly's functions are left as they were.
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tests.conftest import ROOT

SCRIPT = """
import { restoringInto, savedHeapBytes } from "WEB/snapshot_heap.mjs";
const indexURL = "INDEX";
const { loadPyodide } = await import(new URL("pyodide.mjs", "file://" + indexURL).href);
const original = [WebAssembly.instantiate, WebAssembly.instantiateStreaming];
const maker = await loadPyodide({ indexURL, _makeSnapshot: true });
const compiled = maker._module.HEAP8.length;
maker.runPython("kept = [bytes([i % 251]) * 1000 for i in range(12000)]");
const snapshot = maker.makeMemorySnapshot();
const report = { compiled, heap: savedHeapBytes(snapshot), junk: savedHeapBytes(new Uint8Array(16)) };
try {
  await loadPyodide({ indexURL, _loadSnapshot: snapshot.slice() });
  report.plain = "restored";
} catch (error) {
  report.plain = "failed";
}
const py = await restoringInto(Promise.resolve(snapshot.slice()),
  () => loadPyodide({ indexURL, _loadSnapshot: snapshot.slice() }));
report.kept = py.runPython("len(kept), sum(b[0] for b in kept)");
report.more = py.runPython("more = [bytes(1000) for _ in range(20000)]; len(more)");
try {
  await restoringInto(new Uint8Array(64), () => loadPyodide({ indexURL, _loadSnapshot: new Uint8Array(64) }));
  report.junk_restore = "restored";
} catch (error) {
  report.junk_restore = "refused";
}
report.unwrapped = WebAssembly.instantiate === original[0] && WebAssembly.instantiateStreaming === original[1];
console.log(JSON.stringify(report, (k, v) => (v && v.toJs ? v.toJs() : v)));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
@pytest.mark.skipif(not (ROOT / "runtime" / "pyodide" / "pyodide.mjs").exists(),
                    reason="no runtime: `make test` installs it")
def test_a_snapshot_larger_than_the_compiled_heap_is_restored_whole() -> None:
    script = (SCRIPT.replace("WEB", (ROOT / "web").as_uri())
              .replace("INDEX", str(ROOT / "runtime" / "pyodide") + "/"))
    done = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["heap"] > report["compiled"]  # the heap grew past the compiled size
    assert report["plain"] == "failed"  # why the module exists: Pyodide alone cannot restore it
    assert report["kept"] == [12000, sum(i % 251 for i in range(12000))]
    assert report["more"] == 20000
    assert report["junk"] == 0 and report["junk_restore"] == "refused"
    assert report["unwrapped"] is True
