"""``python -m games.lessons``: list or dump the lessons (see games.lessons.cli)."""

import sys

from .cli import main

sys.exit(main())
