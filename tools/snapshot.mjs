// Makes the Pyodide memory snapshot in Node (run by tools/make_snapshot.py, which
// documents the why; see docs/start-up.md). Reads one JSON request on stdin:
//   {"indexURL": "…/runtime/pyodide/", "files": {"games/x.py": "source", …},
//    "modules": [["games", "games/__init__.py"], …], "key": "…",
//    "out": "/path/of/the/raw/snapshot"}
// writes the files where PyScript writes them (the working folder, /home/pyodide),
// imports every module, records in web.warm_start the key and a fingerprint of the
// files it imported, and writes the snapshot (raw bytes) to `out`.
// Prints one JSON line: {"imported": […], "bytes": n}. A module that cannot be
// imported here stops it with that module's error (exit status 1).
import fs from "node:fs";
import path from "node:path";

const request = JSON.parse(fs.readFileSync(0, "utf8"));
const { loadPyodide } = await import(new URL("pyodide.mjs", "file://" + request.indexURL).href);
const py = await loadPyodide({ indexURL: request.indexURL, _makeSnapshot: true });

const home = py.runPython("import os; os.getcwd()");
for (const [file, text] of Object.entries(request.files)) {
  const target = path.posix.join(home, file);
  py.FS.mkdirTree(path.posix.dirname(target));
  py.FS.writeFile(target, text);
}

// Only pure-Python state may be in a snapshot. The browser-side modules take stand-ins
// for the page's objects from web/browser.py (bound after the restore); one that uses
// a stand-in, or imports js or pyscript, while it is imported cannot be in it.
const IMPORT_ALL = `
import gc, importlib, json, os, sys
imported = []
for name, _path in json.loads(MODULES):
    try:
        importlib.import_module(name)
        gc.collect()  # each module's garbage freed before the next: the heap's peak stays low
    except Exception as err:
        raise RuntimeError(f"{name} cannot be imported without the browser: {err!r}") from err
    imported.append(name)
leaked = sorted(m for m in ("js", "pyscript") if m in sys.modules)
if leaked:
    raise RuntimeError(f"a module imported {leaked}: it cannot be in a snapshot")
import web.warm_start as warm
# Only the files of modules in the snapshot can be stale in it.
loaded = {os.path.relpath(m.__file__) for m in list(sys.modules.values())
          if getattr(m, "__file__", None) and not os.path.relpath(m.__file__).startswith("..")}
warm.KEY = KEY
warm.FILES = {path: warm.fingerprint(content) for path in sorted(loaded)
              if (content := warm.read(path)) is not None}
del warm, loaded, content
gc.collect()
json.dumps({"imported": imported})
`;
const scope = py.toPy({
  MODULES: JSON.stringify(request.modules),
  KEY: request.key,
});
const report = JSON.parse(py.runPython(IMPORT_ALL, { globals: scope }));
scope.destroy();
const snapshot = py.makeMemorySnapshot();
fs.writeFileSync(request.out, snapshot);
console.log(JSON.stringify({ ...report, bytes: snapshot.length }));
