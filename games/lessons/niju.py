"""Ni-Ju's guided first game: patterns, turning a tile, blocking, moving, the placement-only variant.

The learner plays White (Black in the variant's last placement). Tiles are
named in the texts by the kind number the board shows on them. The movement
and variant lessons continue real games (seeded random play, replayed by the
engine) rather than hand-placed boards.
"""

from __future__ import annotations

from functools import partial

from ..registry import get_game
from .model import Lesson, Step, Text, legal_tokens

T = Text
lesson = partial(Lesson, game="ni-ju")

PATTERN = ("w 8 b36@-1,-1/w1e@0,-1/b0f@1,-1/b5a@-2,0/w33@-1,0/w55@0,0/w2b@1,0/b17@2,0 -")
UNMARKED = ("w 8 b17@0,-1/w1b@1,-1/b36@-1,0/waa@0,0/b0f@1,0/w2d@-1,1/b6a@0,1/w39@1,1 -")
TURNING = ("w 8 b0f@-1,-2/b2d@-1,-1/w35@1,-1/b55@2,-1/b39@-2,0/w17@-1,0/w1d@0,0/w66@1,0 -")
BLOCK = ("w 8 w56@0,-1/b1e@2,-1/w0f@0,0/b2e@1,0/b55@2,0/b36@3,0/w1b@0,1/w27@1,1 blocked-marks")
MOVEMENT_RECORD = tuple(
    "65@0,0 69@0,-1 c9@0,-2 78@-1,-2 1d@-1,0 35@1,-1 e8@1,-2 b2@0,-3 e2@1,0 47@-1,-1 0f@-1,-3 "
    "59@0,-4 a9@1,-3 27@0,1 71@1,1 3a@-1,-4 e1@2,-1 6a@2,1 36@-2,-3 39@-1,1 b4@2,-2 5c@2,2 "
    "53@-1,-5 63@-2,1 6c@-2,2 f0@3,-2 e4@-2,-5 1b@3,1 2b@3,0 4b@2,-3 a5@-1,2 e2@3,2 99@2,0 "
    "33@0,2 cc@-3,-5 66@-3,2 55@1,-4 55@3,-3 aa@-2,-4 aa@3,-4".split())
"""All 40 tiles down and nobody has won: White's tile 20 waits for its fourth corner."""
GAP = "-3,-3"
PATTERN_TILES = ("-1,-5", "-3,-5", "-2,-4")
"""Tile 20 and two of its corner tiles: moving them into the gap opens another one."""
VARIANT_RECORD = tuple(
    "53@0,0 1d@0,-1 ca@1,0 0f@-1,-1 55@1,-1 59@-1,0 99@1,1 d2@-1,-2 b8@-1,1 a9@-1,2 3c@-2,2 87@0,1 "
    "d8@-2,-1 6c@2,1 1b@2,-1 b2@2,-2 59@-2,3 27@1,2 96@-2,0 33@1,3 93@-3,2 17@-3,-1 3a@-2,1 "
    "d8@-4,-1 5c@-3,1 55@-3,3 a6@2,0 35@-3,-2 cc@-4,-2 e4@-4,1 47@-4,2 a5@0,3 27@3,-1 3a@0,2 d2@1,4 "
    "aa@2,2 87@-1,3 b8@4,-1 aa@-4,3".split())
"""A placement-only game one tile from its end: Black places the 40th tile."""


def _ending_at(square: str, **where: object) -> tuple[str, ...]:
    """Every legal placement on ``square`` (any tile of the hand, turned any way)."""
    return tuple(t for t in legal_tokens("ni-ju", **where) if t.endswith("@" + square))  # type: ignore[arg-type]


_MOVES_TO_GAP = tuple(t for t in legal_tokens("ni-ju", moves=MOVEMENT_RECORD) if f">{GAP}:" in t)
NO_FREE_SIDE = ("0,0", "1,0", "0,-2", "-1,-3", "2,0", "1,-3", "2,-2", "1,-2")
SPLITS = ("-2,-5", "-2,2")
"""White's tiles that may not move in the movement lesson: hemmed in on every side, or
holding two parts of the layout together (their moves into the gap are refused)."""


def _stuck(squares: tuple[str, ...], why: Text) -> tuple[tuple[str, Text], ...]:
    """The move of each tile on ``squares`` into the gap, unturned, with why it is refused."""
    game = get_game("ni-ju")
    state = game.new(game.options())
    for token in MOVEMENT_RECORD:
        state = state.play(token)
    out = []
    for square in squares:
        col, row = (int(n) for n in square.split(","))
        tile = state.tile_at((col, row))  # type: ignore[attr-defined]
        out.append((f"{square}>{GAP}:{tile.byte:02x}", why))
    return tuple(out)


LESSONS: tuple[Lesson, ...] = (
    lesson(
        id="pattern",
        topic="ni-ju-winning",
        title=T("Complete a pattern", "模様を完成させる"),
        body=T("Each tile's four dots point at 4 of the 8 squares around it. You win when, at the end of your "
               "turn, one of your tiles has your own tiles on all 4 squares its dots mark; the other squares "
               "do not matter. On your turn you place a tile from your hand on an empty square that shares "
               "an edge with a tile already down.",
               "タイルの4つのドットは、周りの8マスのうち4マスを指しています。自分のターンの終わりに、"
               "自分のタイルのどれか1枚について、ドットが指す4マスすべてに自分のタイルがあれば勝ちです。"
               "残りのマスは関係ありません。手番では、手持ちのタイルを1枚、すでに置かれたタイルと辺を接する"
               "空きマスに置きます。"),
        task=T("Your tile 15 in the middle marks the four squares beside it. Three already hold your tiles. "
               "Win.",
               "中央にあるあなたの15番のタイルは、上下左右の4マスを指しています。そのうち3マスにはすでに"
               "あなたのタイルがあります。勝ってください。"),
        hint=T("The square below tile 15 is the missing one. Any of your tiles will do there, turned any way.",
               "15番の下のマスが足りません。そこに置くタイルは、どれでもどの向きでもかまいません。"),
        done=T("All four marked squares hold your tiles: White wins. Every one of your tiles is checked at "
               "the end of your turn, not only the one you placed.",
               "指された4マスすべてにあなたのタイルがそろい、白の勝ちです。ターンの終わりには、いま置いた"
               "タイルだけでなく、自分のすべてのタイルが判定されます。"),
        other=T("Legal, but tile 15 still lacks one of its four squares.",
                "正しい手ですが、15番のタイルが指す4マスのうち1マスがまだ空いています。"),
        steps=(Step(accept=_ending_at("0,1", position=PATTERN)),),
        position=PATTERN,
    ),
    lesson(
        id="unmarked",
        topic="ni-ju-winning",
        title=T("Only the marked squares count", "数えるのは指されたマスだけ"),
        body=T("Your tile 20 in the middle marks its four corners. Black's tiles on its four sides do not "
               "matter: a pattern only asks for your tiles on the squares its dots mark, whatever stands on the "
               "other four.",
               "中央にあるあなたの20番のタイルは、4つの角を指しています。上下左右にある黒のタイルは関係ありません。"
               "模様が求めるのはドットが指すマスの自分のタイルだけで、残りの4マスに何があってもかまいません。"),
        task=T("Three corners of tile 20 hold your tiles. Win.",
               "20番の角のうち3つにはあなたのタイルがあります。勝ってください。"),
        hint=T("The top left corner of tile 20 is empty, and it touches Black's tile 12 by an edge, so you may "
               "place there.",
               "20番の左上の角が空いています。そのマスは黒の12番と辺で接しているので、置くことができます。"),
        done=T("Four corners, all yours: White wins, with Black all around.",
               "4つの角がすべてあなたのタイルになり、周りを黒に囲まれていても白の勝ちです。"),
        other=T("Legal, but one corner of tile 20 is still empty.",
                "正しい手ですが、20番の角が1つまだ空いています。"),
        steps=(Step(accept=_ending_at("-1,-1", position=UNMARKED)),),
        position=UNMARKED,
    ),
    lesson(
        id="turning",
        topic="ni-ju-tiles",
        title=T("Turn the tile", "タイルの向き"),
        body=T("There are 20 kinds of tile, one of each in your hand, and you may place a tile turned any of "
               "the four ways. What counts is the pattern as it lies. Tile 1 marks four neighbouring squares "
               "in a row, going round the tile: for example N, NE, E and SE.",
               "タイルは20種類で、各種類1枚ずつを持っています。タイルは4つの向きのどれで置いてもよく、"
               "判断されるのは置いた向きの模様です。1番のタイルは、タイルの周りを回るように続いた4マスを"
               "指します。たとえば上・右上・右・右下です。"),
        task=T("The empty square above your tile 4 touches four of your tiles: to its E, SE, S and SW. Place "
               "your tile 1 there, turned so that its dots point at them.",
               "あなたの4番のタイルの上の空きマスは、右・右下・下・左下の4方向であなたのタイルに接しています。"
               "そこに1番のタイルを、ドットがそれらを指す向きで置いてください。"),
        hint=T("Turn tile 1 until its dots run from the right side, round the bottom, to the lower left.",
               "1番のタイルを回して、ドットが右から下を回って左下まで並ぶ向きにします。"),
        done=T("Turned right, tile 1 is surrounded by your tiles where its dots point: White wins.",
               "正しい向きの1番のタイルの、ドットが指すマスすべてにあなたのタイルがあり、白の勝ちです。"),
        other=T("Legal, but tile 1 on the empty square above tile 4, turned right, wins at once.",
                "正しい手ですが、4番の上の空きマスに1番を正しい向きで置けば、すぐに勝てます。"),
        steps=(Step(accept=("3c@0,-1",), explain=tuple(
            (token, T("Right tile, right square, wrong way round: its dots do not all point at your tiles.",
                      "タイルもマスも合っていますが、向きが違います。ドットがすべて自分のタイルを指していません。"))
            for token in ("0f@0,-1", "c3@0,-1", "f0@0,-1"))),),
        position=TURNING,
    ),
    lesson(
        id="blocked",
        topic="ni-ju-winning",
        title=T("Block a pattern", "相手の模様をふさぐ"),
        body=T("Only the player who has just moved can win, and only their own tiles fill their patterns. "
               "A tile whose pattern marks a square holding an opponent's tile is blocked: it cannot win "
               "while that tile stays. With the Blocked marks option the board marks every blocked tile. "
               "Black's tile 15 on the right has three of its four squares filled.",
               "勝てるのはいま手番を終えたプレイヤーだけで、模様を埋めるのは自分のタイルだけです。模様が"
               "指すマスに相手のタイルがあるタイルは勝利不可で、そのタイルがある間は勝てません。オプション"
               "「勝利可否判別」では、勝利不可のタイルに目印がつきます。右側の黒の15番は、4マスのうち"
               "3マスが埋まっています。"),
        task=T("Stop Black from winning next turn.", "次の手番で黒が勝つのを止めてください。"),
        hint=T("Put any tile of yours on the empty square below Black's tile 15. It touches your tile 6 by an "
               "edge, so you may place there.",
               "黒の15番の下の空きマスに、あなたのタイルをどれでも置きます。そのマスはあなたの6番と辺で"
               "接しているので置けます。"),
        done=T("Your tile sits on a square Black's tile 15 marks: that tile is blocked now, and the board marks "
               "it.",
               "黒の15番が指すマスにあなたのタイルが入りました。そのタイルは勝利不可になり、目印がつきます。"),
        other=T("Legal, but then Black completes tile 15 and wins. Which square does it still need?",
                "正しい手ですが、それでは黒が15番を完成させて勝ちます。黒に足りないのはどのマスでしょうか。"),
        steps=(Step(accept=_ending_at("2,1", position=BLOCK)),),
        switches=("blocked-marks",),
        position=BLOCK,
    ),
    lesson(
        id="movement",
        topic="ni-ju-movement",
        title=T("The movement phase", "移動フェーズ"),
        body=T("All 40 tiles are down and nobody has won, so White moves first and the players now move one of "
               "their own tiles a turn. The tile must have a free side, lifting it must not split the other "
               "tiles, and it goes to a different empty square touching them by an edge, turned any way. "
               "Only with no tile that may move do you pass.",
               "40枚すべてが置かれても勝負がつかなかったので、白から順に、自分のタイルを1枚ずつ移動させます。"
               "動かすタイルには空いている辺が必要で、持ち上げても残りのタイルが分かれてはいけません。移動先は"
               "残りのタイルと辺を接する別の空きマスで、向きは自由です。動かせるタイルがないときだけパスします。"),
        task=T("Your tile 20 at the top marks its four corners, and three hold your tiles. Move a tile of yours "
               "into the fourth corner.",
               "上のほうにあるあなたの20番は4つの角を指していて、そのうち3つにあなたのタイルがあります。"
               "あなたのタイルを1枚、4つ目の角に移動してください。"),
        hint=T("The empty corner is below and to the left of tile 20. Bring a free tile from elsewhere, for "
               "example from the edge of the layout.",
               "空いている角は20番の左下です。ほかの場所の空いている辺のあるタイル、たとえば外側のタイルを"
               "運んできます。"),
        done=T("Tile 20's four corners are yours: White wins.", "20番の4つの角がすべてあなたのタイルになり、白の勝ちです。"),
        other=T("Legal, but tile 20 still waits for its lower left corner.",
                "正しい手ですが、20番の左下の角はまだ空いています。"),
        steps=(Step(
            accept=tuple(t for t in _MOVES_TO_GAP if not t.startswith(PATTERN_TILES)),
            explain=tuple((t, T("That tile is part of tile 20's own pattern: moving it opens another gap.",
                                "そのタイルは20番の模様の一部です。動かすと別の角が空いてしまいます。"))
                          for t in _MOVES_TO_GAP if t.startswith(PATTERN_TILES)),
            forbid=_stuck(NO_FREE_SIDE, T("That tile cannot move: it has no free side, as tiles touch all four "
                                          "of its edges. Only a tile with a free side may be lifted.",
                                          "そのタイルは動かせません。4辺すべてにタイルが接していて、空いている辺"
                                          "がないからです。持ち上げられるのは空いている辺のあるタイルだけです。"))
            + _stuck(SPLITS, T("That tile cannot move: lifting it would split the other tiles into two groups.",
                               "そのタイルは動かせません。持ち上げると残りのタイルが2つに分かれてしまいます。"))),),
        moves=MOVEMENT_RECORD,
    ),
    lesson(
        id="placement-only",
        topic="ni-ju-options",
        title=T("Variant: placement only", "派生ルール:配置のみ"),
        body=T("In the placement-only variant nobody wins while placing. After the 40th tile each player "
               "counts their tiles whose pattern is completed by their own tiles: more wins, equal is a draw. "
               "Nobody has a completed tile yet, and you, Black, place the last tile: your tile 18.",
               "派生ルール「配置のみ」では、配置中に勝つことはありません。40枚目のあとで、自分のタイルで"
               "模様が完成しているタイルの数を数え、多いほうが勝ち、同数なら引き分けです。まだ誰も完成させて"
               "いません。あなたは黒で、最後の1枚、18番を置きます。"),
        task=T("Place your last tile so that you finish with more completed tiles than White.",
               "最後のタイルを置いて、白より多くのタイルを完成させてください。"),
        hint=T("Look at your tile 17 near the bottom: three of its four squares already hold your tiles.",
               "下のほうにあるあなたの17番を見てください。4マスのうち3マスにはもうあなたのタイルがあります。"),
        done=T("Your tile 17 is complete, White has none: Black wins 1 to 0.",
               "あなたの17番が完成し、白は0枚です。黒が1対0で勝ちました。"),
        other=T("Legal, but it ends the game 0 to 0, a draw. One of your tiles needs just one more.",
                "正しい手ですが、0対0の引き分けで終わります。あと1枚で完成するタイルがあります。"),
        steps=(Step(accept=("66@-1,4", "99@-1,4")),),
        switches=("placement-only",),
        moves=VARIANT_RECORD,
    ),
)
