"""Run every benchmark in bench/ one after another (``make bench``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

if __name__ == "__main__":
    scripts = sorted(p for p in HERE.glob("*.py") if p.name not in {"harness.py", "run_all.py"})
    failed = 0
    for script in scripts:
        print(f"== {script.name}", flush=True)
        failed |= subprocess.run([sys.executable, str(script)], cwd=HERE.parent).returncode != 0
    sys.exit(1 if failed else 0)
