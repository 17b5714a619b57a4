"""The home page's pictures of the four games (``previews/*.svg``), drawn by ``games.diagram``.

    python3 tools/make_previews.py     (``make play``, ``make test``, ``make site``,
                                        ``make check`` and ``make bench`` run it)

Why: a newcomer choosing a game on the home page should see what each board
looks like before opening one. Each picture is a position a few moves into a
game (the moves below), drawn with the same shapes and styles as the page's
own board, so the picture cannot drift from what the game shows.

The files are set-up output, like ``bundle/``: never committed (``.gitignore``)
and made again from the sources; ``tools/build_site.py`` makes them before it
follows ``index.html``'s ``<img>`` tags, so the built site and its service
worker's list hold them. A file is rewritten only when its bytes change, so a
static host's Last-Modified stays put and a warm start gets a 304.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from games.diagram import cli  # noqa: E402

FOLDER = "previews"
WIDTH = 600
"""The pictures' intrinsic width in CSS pixels (they are vector drawings: any size is sharp)."""


@dataclass(frozen=True)
class Preview:
    game: str
    moves: tuple[str, ...]
    options: tuple[str, ...] = ()
    """More words for the diagram command (players, seed), as the referee takes them."""

    @property
    def file(self) -> str:
        return f"{FOLDER}/{self.game}.svg"

    def arguments(self) -> list[str]:
        return [self.game, *self.options, "--moves", " ".join(self.moves), "--width", str(WIDTH)]


PREVIEWS = (
    # Pieces of both sides on the board, one rhino facing out, the rocks still in play.
    Preview("siam", ("+A4W", "+E2N", "+B1E", "+D1S", "B1B2S", "D1D1N", "B2B3S", "E2E1E",
                     "+A3E", "+A1N")),
    # The three Shadows placed and colour groups of both players growing around them.
    Preview("saiju", ("M@d1", "S@g7", "F@b5", "wS-e7", "yF-f4", "yM-f5", "yS-c2", "pM-b1",
                      "yS-d5", "pF-a4", "yM-e2", "pS-e4", "yM-f7", "pS-d6")),
    # Twelve tiles of both colours side by side, with the places the next tile may go.
    Preview("ni-ju", ("6c@0,0", "f0@0,1", "39@-1,0", "6a@-1,-1", "e1@0,-1", "cc@1,1", "2e@1,0",
                      "1b@-2,0", "c3@1,-1", "65@-1,1", "d4@-1,-2", "5c@-3,0")),
    # Three players' chips on coloured tiles, one stack two high (the deck shuffled by seed 7).
    Preview("symbol-pallet", (">Ka1", ">Bt1", ">Ks2", ">Wc1", ">Pw1", ">Ba1", "b:Ws2@3,2+",
                              "a:Bc2@2,-2", "b:Ra1@6,2+", "a:Yc2@-2,4", "draw", "a:Rc2@0,6+"),
            ("--players", "3", "--seed", "7")),
)


class PreviewError(RuntimeError):
    """The diagram command refused a preview (a move list the rules no longer accept)."""


def draw(preview: Preview) -> bytes:
    status, out, err = cli.run(preview.arguments())
    if status != 0:
        raise PreviewError(f"{preview.file}: {err.strip()}")
    return out.encode("utf-8")


def write(root: Path = ROOT) -> list[str]:
    """Draw every picture into ``root``; returns the files whose bytes changed."""
    written = []
    (root / FOLDER).mkdir(exist_ok=True)
    for preview in PREVIEWS:
        path = root / preview.file
        data = draw(preview)
        try:
            same = path.read_bytes() == data
        except OSError:
            same = False
        if not same:
            temporary = path.with_suffix(".tmp")
            temporary.write_bytes(data)
            temporary.replace(path)
            written.append(preview.file)
    return written


def main() -> int:
    try:
        written = write(ROOT)
    except PreviewError as error:
        print(f"make_previews: {error}", file=sys.stderr)
        return 1
    if written:
        print("previews: wrote " + ", ".join(written))
    return 0


if __name__ == "__main__":
    sys.exit(main())
