# The browser's global scope as Pyodide exposes it: every name is a JavaScript object.
from typing import Any

def __getattr__(name: str) -> Any: ...
