"""Copy the pinned PyScript and Pyodide runtimes from node_modules into runtime/.

``npm ci`` installs exactly the versions of package-lock.json; this script
copies what the site serves: PyScript's whole ``dist/`` (its chunk names
change with every release) and Pyodide's runtime files.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_FILES = (
    "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
    "pyodide-lock.json",
)


def main() -> int:
    modules = ROOT / "node_modules"
    core = modules / "@pyscript" / "core"
    pyodide = modules / "pyodide"
    if not core.exists() or not pyodide.exists():
        print("node_modules is missing: run `npm ci` first", file=sys.stderr)
        return 1
    target = ROOT / "runtime"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(core / "dist", target / "pyscript",
                    ignore=shutil.ignore_patterns("*.map"))
    (target / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, target / "pyodide" / name)
    versions = {
        "pyscript": json.loads((core / "package.json").read_text())["version"],
        "pyodide": json.loads((pyodide / "package.json").read_text())["version"],
    }
    (target / "versions.json").write_text(json.dumps(versions) + "\n")
    print(f"runtime/: PyScript {versions['pyscript']}, Pyodide {versions['pyodide']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
