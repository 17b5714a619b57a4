"""``python -m games``: the command-line referee (see games.referee)."""

import sys

from .referee import main

sys.exit(main())
