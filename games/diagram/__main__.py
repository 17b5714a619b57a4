"""``python -m games.diagram``: draw a position as SVG (see games.diagram.cli)."""

import sys

from .cli import main

sys.exit(main())
