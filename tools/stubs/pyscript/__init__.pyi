# Types for the parts of PyScript the page uses (the real module exists only in the browser).
from typing import Any

document: Any
window: Any
def when(event: str, selector: Any = ...) -> Any: ...
def __getattr__(name: str) -> Any: ...
