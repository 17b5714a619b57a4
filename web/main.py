"""Entry point run by PyScript (see index.html and pyscript.toml)."""

from web import warm_start

# First, before any other project import: a snapshot's modules are used only if
# they are still the files this site serves (docs/start-up.md).
START = warm_start.refresh_if_stale()

from web import fresh_random  # noqa: E402

fresh_random.reseed()  # a restored snapshot would draw the same numbers on every visit

from web import browser  # noqa: E402

# The browser-side modules a snapshot holds took stand-ins for the page's objects: now the real ones.
browser.bind()

from web.browser import document, window  # noqa: E402
from web.frame import Frame  # noqa: E402
from web import board_host  # noqa: E402

# The page's own frame: its board draws in this document (web/frame.py).
FRAME = Frame(document, window)
board_host.start_board(FRAME, START)
# Then the other boards of the host page that wait for Python are drawn from here too,
# instead of each starting one (web/board_host.py, web/shared_python.js).
board_host.offer(FRAME)
