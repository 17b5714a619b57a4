// Makes the Pyodide memory snapshot in Node (run by tools/make_snapshot.py, which
// documents the why; see docs/start-up.md). Reads one JSON request on stdin:
//   {"indexURL": "…/runtime/pyodide/", "files": {"games/x.py": "source", …},
//    "modules": [["games", "games/__init__.py"], …], "key": "…",
//    "out": "/path/of/the/raw/snapshot"}
// writes the files where PyScript writes them (the working folder, /home/pyodide),
// imports the modules that import without the browser, records in web.warm_start
// the key and the content of the files it imported, compiles the other modules
// (web.warm_start.precompile), and writes the snapshot (raw bytes) to `out`.
// Prints one JSON line: {"imported": […], "skipped": {"module": "reason"}, "bytes": n}.
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
// for the page's objects from web/browser.py (bound after the restore); a module that
// still cannot be imported without the browser (an ImportError) is skipped here and
// imported after the restore, from the code object precompile() keeps.
const IMPORT_ALL = `
import gc, importlib, json, os, sys
imported, skipped = [], {}
modules = dict(json.loads(MODULES))
for name in modules:
    try:
        importlib.import_module(name)
        imported.append(name)
    except ImportError as err:
        skipped[name] = f"{type(err).__name__}: {err}"
leaked = sorted(m for m in ("js", "pyscript") if m in sys.modules)
if leaked:
    raise RuntimeError(f"a module imported {leaked}: it cannot be in a snapshot")
import web.warm_start as warm
# Only the files of modules in the snapshot can be stale in it.
loaded = {os.path.relpath(m.__file__) for m in list(sys.modules.values())
          if getattr(m, "__file__", None) and not os.path.relpath(m.__file__).startswith("..")}
warm.KEY = KEY
warm.FILES = {path: warm.read(path) for path in sorted(loaded)}
warm.precompile({name: modules[name] for name in skipped})
del warm, loaded
gc.collect()
json.dumps({"imported": imported, "skipped": skipped})
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
