"""Symbol Pallet's guided first game: chips, laying beside, each symbol on top, covering a chip,
drawing and discarding, the end and the score.

The learner is red (player 1) in a two-player game, except in the last
lesson. The first lessons continue the deal of seed 7 (the rules page's "Try
it" game); the others are set-up positions written in full (every hand and
the deck order included, as docs/rules/symbol-pallet.md's position text
requires), so that the tile the lesson needs is in the learner's hand, on the
discard pile or on top of the deck.
"""

from __future__ import annotations

from functools import partial

from .model import Lesson, Step, Text, legal_tokens

T = Text
lesson = partial(Lesson, game="symbol-pallet")

SEED = 7
SETUP = (">Ka1", ">Ks2", ">Wc1", ">Pa2")
"""Seed 7's chips: red on the top-middle black and the purple; blue on the top-left black and
the white."""

TRIAD = (
    "players=2 options=- start=deck:Pc1,Oa1,Rs1,Gc2,Ka1,Bc1,Ys2,Wc1,Os1,Rc2,Pa2,Ws1,Yc2,Bs1,Gs2,Gw1,Rt1,"
    "Ba2,Rc1,Kc1,Ga2,Ra2,Bw1,Ps1,Ow1,Oc1,Pt1,Ks2,Pw1,Ya1,Gs1,Ba1,Rw1,Ps2,Ks1,Kw1,Yw1,Pa1,Wc2,Ws2,Pc2,"
    "Oa2,Yc1,Ga1,Kc2,Rs2,Wa1,Bs2,Yt1,Gc1,Oc2,Os2,Ot1,Bc2,Ya2,Ra1,Ww1,Bt1,Ys1,Gt1 ply=10 turn=1:1 "
    "final=0 field=Pc1@0,0;Oa1@2,0;Rs1@4,0;Gc2@0,2;Ka1@2,2;Bc1@4,2;Ys2@0,4;Wc1@2,4;Os1@4,4;Ys1@6,0 "
    "chips=Ys1,Ka1,Gc2,Oa1 hands=Rc2,Pa2,Ws1/Bs1,Yc2,Gs2 discard=Gt1 deck=Gw1,Rt1,Ba2,Rc1,Kc1,Ga2,Ra2,"
    "Bw1,Ps1,Ow1,Oc1,Pt1,Ks2,Pw1,Ya1,Gs1,Ba1,Rw1,Ps2,Ks1,Kw1,Yw1,Pa1,Wc2,Ws2,Pc2,Oa2,Yc1,Ga1,Kc2,Rs2,"
    "Wa1,Bs2,Yt1,Gc1,Oc2,Os2,Ot1,Bc2,Ya2,Ra1,Ww1,Bt1")
"""Red's chip a on a yellow tile laid beside the red one, the blue tile below the red; a green
triad tile on the discard pile."""
WARM_COOL = (
    "players=2 options=- start=deck:Gc1,Rs2,Yc1,Pa1,Oc2,Ws1,Bs1,Ka1,Gs2,Bw1,Ra2,Ot1,Yc2,Pc2,Gt1,Rc2,Bt1,"
    "Kc1,Ow1,Ra1,Gc2,Ys1,Ba2,Pa2,Yw1,Wc2,Pc1,Os1,Oa2,Ga1,Ks2,Ya2,Pt1,Gw1,Ba1,Rt1,Ps1,Ks1,Kw1,Yt1,Pw1,"
    "Rs1,Ww1,Oa1,Ps2,Ws2,Kc2,Rc1,Wa1,Bs2,Ys2,Gs1,Os2,Ga2,Oc1,Bc1,Ya1,Rw1,Wc1,Bc2 ply=10 turn=1:1 "
    "final=0 field=Gc1@0,0;Rs2@2,0;Yc1@4,0;Pa1@0,2;Oc2@2,2;Ws1@4,2;Bs1@0,4;Ka1@2,4;Gs2@4,4 "
    "chips=Yc1,Bs1,Pa1,Ka1 hands=Ra2,Bw1,Ot1/Yc2,Pc2,Gt1 discard=- deck=Rc2,Bt1,Kc1,Ow1,Ra1,Gc2,Ys1,Ba2,"
    "Pa2,Yw1,Wc2,Pc1,Os1,Oa2,Ga1,Ks2,Ya2,Pt1,Gw1,Ba1,Rt1,Ps1,Ks1,Kw1,Yt1,Pw1,Rs1,Ww1,Oa1,Ps2,Ws2,Kc2,"
    "Rc1,Wa1,Bs2,Ys2,Gs1,Os2,Ga2,Oc1,Bc1,Ya1,Rw1,Wc1,Bc2")
"""Red, yellow, orange and white meet at one corner; red holds a blue warm/cool tile."""
COVER = (
    "players=2 options=- start=deck:Rc1,Gs1,Rs2,Oa2,Ws2,Pc1,Ya1,Bs2,Kc1,Bc2,Ys1,Kw1,Ot1,Ga1,Pa2,Os1,Rt1,"
    "Ba2,Oc2,Ks2,Kc2,Ra2,Bw1,Ps1,Ow1,Gw1,Pt1,Ks1,Pw1,Yw1,Gs2,Ba1,Rw1,Ps2,Wa1,Ka1,Yt1,Pa1,Rs1,Gc2,Ws1,"
    "Pc2,Oa1,Ys2,Gt1,Wc2,Rc2,Ww1,Bs1,Yc1,Gc1,Os2,Ga2,Oc1,Bc1,Ya2,Ra1,Wc1,Bt1,Yc2 ply=12 turn=1:2 "
    "final=0 field=Rc1@0,0;Gs1@2,0;Rs2@4,0;Oa2@0,2;Ws2@2,2;Pc1@4,2;Ya1@0,4;Bs2@2,4;Kc1@4,4;Yc2@1,0 "
    "chips=Rs2,Bs2,Gs1,Yc2 hands=Bc2,Ys1,Kw1/Pa2,Ga1,Ot1 discard=- deck=Os1,Rt1,Ba2,Oc2,Ks2,Kc2,Ra2,Bw1,"
    "Ps1,Ow1,Gw1,Pt1,Ks1,Pw1,Yw1,Gs2,Ba1,Rw1,Ps2,Wa1,Ka1,Yt1,Pa1,Rs1,Gc2,Ws1,Pc2,Oa1,Ys2,Gt1,Wc2,Rc2,"
    "Ww1,Bs1,Yc1,Gc1,Os2,Ga2,Oc1,Bc1,Ya2,Ra1,Wc1,Bt1")
"""Blue's chip a on the green tile, half covered already by a yellow tile that blue's chip b
stands on; red's chip a on the red tile beside the green one."""
DRAW = (
    "players=2 options=- start=deck:Ra1,Ka1,Wc1,Yt1,Os2,Bs1,Pc2,Gw1,Ya1,Rt1,Pa2,Ow1,Bs2,Ys1,Kw1,Gc1,Yc1,"
    "Rc1,Bw1,Ks2,Oc2,Ra2,Ys2,Ba2,Gs1,Yw1,Ws2,Pt1,Ga2,Oa1,Gt1,Ks1,Ps1,Pw1,Gc2,Ba1,Rc2,Ps2,Wa1,Kc2,Yc2,"
    "Pa1,Rs1,Wc2,Ot1,Pc1,Oa2,Kc1,Rs2,Ww1,Bc1,Gs2,Os1,Ga1,Oc1,Bc2,Ya2,Rw1,Ws1,Bt1 ply=12 turn=1:3 "
    "final=0 field=Ra1@0,0;Ka1@2,0;Wc1@4,0;Yt1@0,2;Os2@2,2;Bs1@4,2;Pc2@0,4;Gw1@2,4;Ya1@4,4 "
    "chips=Ra1,Ya1,Ka1,Wc1 hands=Rt1,Pa2,Ow1/Bs2,Ys1,Kw1 discard=- deck=Gc1,Yc1,Rc1,Bw1,Ks2,Oc2,Ra2,Ys2,"
    "Ba2,Gs1,Yw1,Ws2,Pt1,Ga2,Oa1,Gt1,Ks1,Ps1,Pw1,Gc2,Ba1,Rc2,Ps2,Wa1,Kc2,Yc2,Pa1,Rs1,Wc2,Ot1,Pc1,Oa2,"
    "Kc1,Rs2,Ww1,Bc1,Gs2,Os1,Ga1,Oc1,Bc2,Ya2,Rw1,Ws1,Bt1")
"""Red's third action; blue's chips stand on the black and white tiles side by side, and the
top of the deck holds two complement tiles."""
END_RECORD = tuple(
    ">Yc1 >Ka1 >Rw1 >Ya2 a:Gc1@2,6+ a:Ws1@2,8 a:Kc1@4,6+ b:Pa2@3,3+ draw draw discard:Bs2,Ys1,Wc2 "
    "draw b:Ra1@3,1+ draw a:Wc2@0,1+ draw draw discard:Pt1,Gt1,Wc1,Ww1 draw a:Pa1@4,5+ a:Ks1@3,4+ "
    "draw a:Os2@0,-2 draw discard:Ba1,Ow1,Wa1 draw draw draw discard:Rc1,Bw1,Ys2,Pc2,Ga1,Ga2 "
    "b:Ba1@3,2+ draw draw discard:Ra2,Bt1,Gc2,Os1 draw draw draw discard:Bs1,Bc2,Yt1,Gs2,Oc2,Kc2 "
    "draw draw draw discard:Pc1,Pw1,Gs1,Ot1,Ks2,Kw1 a:Wa1@4,8 a:Ra2@3,7+ draw discard:Rc2,Bc1 draw "
    "b:Rc1@4,-2 draw discard:Ps1,Gw1,Oc1 pass".split())
"""A game of seed 106 between two computer players that took every point on offer: the deck is
empty, the extra round has begun, and it is blue's turn, the last of the game, at 8 points each."""
END_SEED = 106
SAFE_DISCARDS = ("discard:Pa2,Ow1", "discard:Rt1,Ow1", "discard:Rt1,Pa2")
"""The discards that hand blue no complement tile for its black and white pair."""

NO_CHIP = T("That works, but your chip stays where it was, so the new tile and the tiles under it are not "
            "yours. Add the chip move.",
            "置くことはできますが、チップが元の場所に残るので、新しいタイルとその下のタイルはあなたのものに"
            "なりません。チップも移しましょう。")


def _without_plus(*tokens: str) -> tuple[tuple[str, Text], ...]:
    """The same placements without moving the chip, answered with NO_CHIP."""
    return tuple((t.replace("+", ""), NO_CHIP) for t in tokens)


def _beside(tokens: tuple[str, ...], centres: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(t for t in tokens if "@" in t and t.split("@")[1].rstrip("+") in centres)


_AFTER_SETUP = legal_tokens("symbol-pallet", moves=SETUP, seed=SEED)
_COVER_PLUS = tuple(t for t in legal_tokens("symbol-pallet", position=COVER)
                    if t.startswith("a:Bc2@3,0+"))
_AFTER_DRAW = legal_tokens("symbol-pallet", position=DRAW, moves=("draw",))

LESSONS: tuple[Lesson, ...] = (
    lesson(
        id="setup",
        topic="symbol-pallet-setup",
        title=T("Put your chips down", "チップを置く"),
        body=T("Nine tiles are laid face up as the field and each player holds 3 tiles in a secret hand. The "
               "chips then go down one at a time in reverse turn order, twice round: blue, red, blue, red. Each "
               "goes on a field tile without a chip. A chip owns its tile and every tile below it. (The "
               "beginner option leaves out the white and black tiles and the coloured warm/cool tiles.)",
               "9枚のタイルを表向きに並べて場とし、各プレイヤーは自分だけが見る手札を3枚持ちます。チップは手番と"
               "逆の順に1枚ずつ2周、青・赤・青・赤の順で、まだチップのない場のタイルに置きます。チップは乗って"
               "いるタイルと、その下にあるすべてのタイルを所有します。(初心者用ルールでは、白と黒のタイルと"
               "6色の寒暖タイルを使いません。)"),
        task=T("Blue's first chip is on the black tile at the top left. Put your first chip on the other black "
               "tile, in the middle of the top row.",
               "青の最初のチップは左上の黒のタイルに乗っています。あなたの最初のチップを、上の列の真ん中にある"
               "もう1枚の黒のタイルに置いてください。"),
        hint=T("Tap the black tile in the middle of the top row.", "上の列の真ん中の黒のタイルをタップします。"),
        done=T("Your chip a stands on the black tile. Next to it lies the white tile: black and white are "
               "complementary, which the next lessons use.",
               "チップaが黒のタイルに乗りました。隣は白のタイルです。黒と白は補色の関係で、このあとのレッスンで"
               "使います。"),
        other=T("Any field tile without a chip is allowed. For this lesson, take the black tile in the middle "
                "of the top row.",
                "チップのない場のタイルならどれにでも置けます。この課題では上の列の真ん中の黒のタイルを"
                "選んでください。"),
        steps=(Step(accept=(">Ks2",)),),
        seed=SEED,
        moves=SETUP[:1],
    ),
    lesson(
        id="beside",
        topic="symbol-pallet-beside",
        title=T("Lay a tile beside", "隣に置く"),
        body=T("A turn is three actions. Action B lays a tile for one of your chips. Laid beside, it goes on "
               "empty table, sharing a whole edge with a table tile that chip owns; its symbol does not "
               "matter then. The whole spot must be empty: a tile is never slid under another.",
               "1回の手番ではアクションを3回行います。アクションBでは、自分のチップのためにタイルを置きます。"
               "隣に置くときは、空いているテーブルの上に、そのチップが所有するテーブル上のタイルと辺がぴったり"
               "一致するように置きます。このとき記号は関係ありません。置く場所全体が空いている必要があり、"
               "ほかのタイルの下に差し込むことはできません。"),
        task=T("Lay any tile from your hand beside the field, next to a tile one of your chips stands on.",
               "手札のタイルを1枚、あなたのチップが乗っているタイルの隣の、場の外側に置いてください。"),
        hint=T("Choose chip a or b, then a tile: the lit spots outside the field are beside placements.",
               "チップaかbを選んでからタイルを選びます。場の外側で光る場所が、隣に置ける場所です。"),
        done=T("The table grows. A tile beside counts only once a chip of yours owns it: move a chip onto it, or "
               "later cover it with a tile your chip stands on.",
               "テーブルが広がりました。隣に置いたタイルは、あなたのチップが所有して初めて得点になります。"
               "チップを乗せるか、あとでチップの乗るタイルをその上に重ねます。"),
        other=T("That lays the tile on top of others, which the next lessons teach. Here, lay one beside.",
                "それはタイルを上に重ねる置き方で、次のレッスンで学びます。ここでは隣に置いてください。"),
        steps=(Step(accept=_beside(_AFTER_SETUP, ("2,-2", "-2,2")), explain=(
            ("draw", T("Drawing is action A, taught in a later lesson. Here, lay a tile beside.",
                       "引くのはアクションAで、あとのレッスンで学びます。ここではタイルを隣に置いてください。")),)),),
        seed=SEED,
        moves=SETUP,
    ),
    lesson(
        id="same-colour",
        topic="symbol-pallet-same",
        title=T("Same colour", "同色"),
        body=T("Laid on top, a tile rests on 2 or more tiles (at least 3/4 of it on the highest tiles beneath), "
               "one of them owned by your chip, and its symbol's condition must hold for those lower tiles. "
               "Same colour: 2 or more lower tiles, all of one colour. The new tile's own colour does not "
               "matter.",
               "上に重ねるときは、2枚以上のタイルに乗せ(4分の3以上がその下の最も高いタイルに乗る)、そのうち"
               "1枚は自分のチップが所有していなければなりません。さらに、その下のタイルについて記号の条件を"
               "満たす必要があります。同色:下のタイルが2枚以上で、すべて同じ色。置くタイル自身の色は関係"
               "ありません。"),
        task=T("Lay your white same-colour tile on the two black tiles of the top row, and move chip a onto it.",
               "白の同色タイルを上の列の黒のタイル2枚の上に重ね、チップaをそこへ移してください。"),
        hint=T("Chip a, the white same-colour tile, then the spot centred on the line between the two blacks; "
               "answer Yes to move the chip.",
               "チップa、白の同色タイルの順に選び、黒2枚の境目を中心とする場所をタップします。チップを移すかには"
               "「はい」と答えます。"),
        done=T("Your chip now owns both black tiles: 3 table tiles in all. Blue's chip still owns the left "
               "black too; two players may own the same tile.",
               "チップが黒のタイル2枚を所有し、テーブル上のタイルは合わせて3枚になりました。左の黒は青のチップも"
               "所有したままです。同じタイルを2人が所有することもあります。"),
        other=T("Legal, but this lesson is about the white same-colour tile on the two blacks.",
                "正しい手ですが、この課題は白の同色タイルを黒2枚に重ねることです。"),
        steps=(Step(accept=("a:Ws2@1,0+",), explain=_without_plus("a:Ws2@1,0+")),),
        seed=SEED,
        moves=SETUP,
    ),
    lesson(
        id="complement",
        topic="symbol-pallet-complement",
        title=T("Complement", "補色"),
        body=T("Colours are mixes of the paint primaries red, yellow and blue. Complementary colours make black "
               "together: red-green, yellow-purple, blue-orange, white-black. Complement: the lower tiles have "
               "exactly 2 colours, as many of each, and the two are complementary.",
               "色は絵の具の三原色(赤・黄・青)の混ぜ合わせです。合わせると黒になる2色が補色で、赤と緑、黄と紫、"
               "青と橙、白と黒です。補色:下のタイルがちょうど2色で、それぞれ同じ枚数、しかもその2色が補色の"
               "関係。"),
        task=T("Lay your blue complement tile on the black and white tiles of the top row, and move chip a "
               "onto it.",
               "青の補色タイルを上の列の黒と白のタイルの上に重ね、チップaをそこへ移してください。"),
        hint=T("The spot is centred on the line between the black tile under chip a and the white tile.",
               "チップaの乗った黒のタイルと白のタイルの境目が中心です。"),
        done=T("Your chip owns the black and the white tile below it: 3 table tiles. The white one counts for "
               "blue too, whose chip stands on it.",
               "チップが下の黒と白のタイルを所有し、テーブル上のタイルは3枚になりました。白のタイルは、そこに"
               "チップが乗っている青の得点にも数えます。"),
        other=T("Legal, but this lesson is about the blue complement tile on black and white.",
                "正しい手ですが、この課題は青の補色タイルを黒と白に重ねることです。"),
        steps=(Step(accept=("a:Bc2@3,0+",), explain=_without_plus("a:Bc2@3,0+")),),
        seed=SEED,
        moves=SETUP,
    ),
    lesson(
        id="triad",
        topic="symbol-pallet-triad",
        title=T("Triad, from the discard pile", "三組(捨て場から)"),
        body=T("Triad: exactly 3 lower tiles, red, yellow and blue, or orange, green and purple. A tile may "
               "also be taken from the face-up discard pile instead of your hand. Here a green triad tile lies "
               "on the discard pile, and red, yellow and blue tiles meet at one corner on the right.",
               "三組:下のタイルがちょうど3枚で、赤・黄・青、または橙・緑・紫。置くタイルは手札の代わりに、"
               "表向きの捨て場から取ってもかまいません。ここでは緑の三組タイルが捨て場にあり、右側で赤・黄・青の"
               "タイルが1つの角に集まっています。"),
        task=T("Lay the green triad tile from the discard pile where red, yellow and blue meet, and move chip a "
               "onto it.",
               "捨て場の緑の三組タイルを、赤・黄・青が集まる場所に重ね、チップaをそこへ移してください。"),
        hint=T("Its centre is the corner shared by the red, the yellow and the blue tile; its fourth quarter "
               "hangs over the empty table.",
               "中心は赤・黄・青のタイルが共有する角です。残りの4分の1は空いたテーブルの上にはみ出します。"),
        done=T("Three lower tiles, red, yellow and blue: your chip now owns all three, 4 table tiles in all.",
               "下のタイルは赤・黄・青の3枚。チップがその3枚を所有し、テーブル上のタイルは合わせて4枚です。"),
        other=T("Legal, but the green triad tile on the discard pile fits where red, yellow and blue meet.",
                "正しい手ですが、捨て場の緑の三組タイルは、赤・黄・青が集まる場所に置けます。"),
        steps=(Step(accept=("a:Gt1@5,1+",), explain=_without_plus("a:Gt1@5,1+")),),
        position=TRIAD,
    ),
    lesson(
        id="warm-cool",
        topic="symbol-pallet-warm-cool",
        title=T("Warm/cool", "寒暖"),
        body=T("Warm colours have no blue in them: red, yellow, orange, white. Cool ones have blue: blue, "
               "purple, green, black. Warm/cool: exactly 4 lower tiles, the four warm colours or the four cool "
               "ones.",
               "青を含まない赤・黄・橙・白が暖色、青を含む青・紫・緑・黒が寒色です。寒暖:下のタイルがちょうど"
               "4枚で、暖色4色すべて、または寒色4色すべて。"),
        task=T("Lay your blue warm/cool tile where the red, yellow, orange and white tiles meet, and move chip a "
               "onto it.",
               "青の寒暖タイルを、赤・黄・橙・白のタイルが集まる場所に重ね、チップaをそこへ移してください。"),
        hint=T("Centre it on the corner shared by those four tiles, at the top right of the field.",
               "場の右上、その4枚が共有する角を中心にします。"),
        done=T("Four warm lower tiles: chip a owns all four, and with chip b's tile you have 5 table tiles.",
               "下のタイルは暖色4枚。チップaがその4枚を所有し、チップbのタイルと合わせてテーブル上のタイルは"
               "5枚です。"),
        other=T("Legal, but the blue warm/cool tile fits on the four warm tiles.",
                "正しい手ですが、青の寒暖タイルは暖色4枚の上に置けます。"),
        steps=(Step(accept=("a:Bw1@3,1+",), explain=_without_plus("a:Bw1@3,1+")),),
        position=WARM_COOL,
    ),
    lesson(
        id="add-subtract",
        topic="symbol-pallet-add-subtract",
        title=T("Add/subtract", "加減"),
        body=T("Colours add and subtract as mixes: red + blue = purple, purple − blue = red, black − red − "
               "yellow = blue, red − red = white. Add/subtract: give each lower tile + or −, and the result must "
               "be the new tile's own colour. It is the only symbol that looks at the new tile's colour.",
               "色は混ぜ方どうしで足し引きします。赤+青=紫、紫−青=赤、黒−赤−黄=青、赤−赤=白。加減:下の"
               "タイルそれぞれに+か−をつけて計算し、置くタイル自身の色になれば置けます。置くタイルの色を見るのは"
               "この記号だけです。"),
        task=T("Lay your red add/subtract tile on the four tiles at the top left (black, black, purple, blue) "
               "and move a chip onto it.",
               "赤の加減タイルを左上の4枚(黒・黒・紫・青)の上に重ね、チップをそこへ移してください。"),
        hint=T("Black − black + purple − blue = red. Centre the tile on the corner the four share.",
               "黒−黒+紫−青=赤です。4枚が共有する角を中心にします。"),
        done=T("The red tile fits, and your chip owns all four tiles below: 4 table tiles.",
               "赤のタイルが置け、チップが下の4枚を所有しました。テーブル上のタイルは4枚です。"),
        other=T("Legal, but this lesson is about the red add/subtract tile on the four top-left tiles.",
                "正しい手ですが、この課題は赤の加減タイルを左上の4枚に重ねることです。"),
        steps=(Step(accept=("a:Ra1@1,1+", "b:Ra1@1,1+"),
                    explain=_without_plus("a:Ra1@1,1+", "b:Ra1@1,1+")),),
        seed=SEED,
        moves=SETUP,
    ),
    lesson(
        id="cover-chip",
        topic="symbol-pallet-chips",
        title=T("Covering a chip", "チップを覆う"),
        body=T("A chip must stand on a tile that can still be seen. When your placement covers a chip's tile "
               "completely, you move that chip, anyone's, to a visible tile without a chip. Blue's chip a stands "
               "on the green tile, whose left half is covered already.",
               "チップは見えているタイルの上にしか乗れません。自分の置いたタイルでチップの乗ったタイルが完全に"
               "覆われたら、誰のチップでも、あなたがそのチップを、チップの乗っていない見えているタイルへ移します。"
               "青のチップaは緑のタイルに乗っていて、その左半分はすでに覆われています。"),
        task=T("Lay your blue complement tile on the green and red tiles, move chip a onto it, and send blue's "
               "chip where it gains blue nothing.",
               "青の補色タイルを緑と赤のタイルに重ねてチップaを移し、青のチップは青の得にならない場所へ"
               "移してください。"),
        hint=T("Blue already owns the red tile at the top left, under blue's yellow tile. Send the chip there.",
               "左上の赤のタイルは、黄色のタイルの下にあって、すでに青が所有しています。チップはそこへ移します。"),
        done=T("You gain the green tile, and blue's chip landed on a tile blue owned anyway: 3 to 2.",
               "緑のタイルがあなたのものになり、青のチップはもともと青が所有していたタイルに移りました。"
               "3対2です。"),
        other=T("Legal, but cover the green tile with your blue complement tile and take it.",
                "正しい手ですが、青の補色タイルで緑のタイルを覆って、自分のものにしましょう。"),
        steps=(Step(accept=("a:Bc2@3,0+!2a>Rc1",), explain=tuple(
            (t, T("Legal, but there blue's chip owns a table tile blue did not have: blue gains a point.",
                  "置けますが、そこでは青のチップが新しいテーブル上のタイルを所有し、青の得点が増えます。"))
            for t in _COVER_PLUS if t != "a:Bc2@3,0+!2a>Rc1") + (
            ("a:Bc2@3,0!2a>Bc2", T("Sent onto your new tile, blue's chip would own the tiles under it too. "
                                   "And your own chip should move there.",
                                   "新しいタイルに移すと、青のチップがその下のタイルまで所有します。そこへは"
                                   "あなたのチップを移しましょう。")),)),),
        position=COVER,
    ),
    lesson(
        id="draw-discard",
        topic="symbol-pallet-turn",
        title=T("Draw, then discard", "引いて、捨てる"),
        body=T("Action A draws the top 2 tiles of the deck (the last one if only one is left). While the deck "
               "holds tiles you may not pass. After your third action you discard face up down to 3 tiles, "
               "and the discard pile is open to everyone.",
               "アクションAでは山札の上から2枚を引きます(残り1枚ならその1枚)。山札があるうちはパスできません。"
               "3回目のアクションのあと、手札が4枚以上なら3枚になるまで表向きに捨てます。捨て場のタイルは"
               "誰でも使えます。"),
        task=T("For your third action, draw. Then discard two tiles, without handing blue a tile it can use: "
               "blue's chips stand on the black and white tiles side by side.",
               "3回目のアクションで引いてください。そのあと2枚捨てますが、青が使えるタイルを渡してはいけません。"
               "青のチップは並んだ黒と白のタイルに乗っています。"),
        hint=T("Any complement tile fits on black and white. Keep both complement tiles you drew.",
               "補色タイルならどれでも黒と白の上に置けます。引いた補色タイル2枚は手元に残しましょう。"),
        done=T("Your turn is over with 3 tiles in hand, and the discard pile gives blue nothing for its pair.",
               "手札3枚で手番が終わりました。捨て場には、青が黒と白の上に置けるタイルはありません。"),
        other=T("Legal, but this lesson is about drawing, then discarding safely.",
                "正しい手ですが、この課題は引いてから安全に捨てることです。"),
        steps=(
            Step(accept=("draw",)),
            Step(accept=SAFE_DISCARDS, explain=tuple(
                (t, T("Blue could take a complement tile from the pile and lay it on its black and white tiles.",
                      "青は捨て場から補色タイルを取り、黒と白のタイルの上に置けてしまいます。"))
                for t in _AFTER_DRAW if t not in SAFE_DISCARDS)),
        ),
        position=DRAW,
    ),
    lesson(
        id="end",
        topic="symbol-pallet-end",
        title=T("The end and the score", "ゲームの終了と得点"),
        body=T("The deck ran out. The game ends when the last player finishes a turn, but the discard pile "
               "held tiles then, so everyone plays one more turn, and this one, blue's, is the last. With the "
               "deck empty you may pass at any point. Your score is the table tiles your two chips own; on "
               "equal scores the player later in turn order wins.",
               "山札がなくなりました。手番順の最後のプレイヤーの手番が終わるとゲーム終了ですが、そのとき捨て場に"
               "タイルがあったので、全員がもう1回ずつ手番を行います。この青の手番が最後です。山札がないので、"
               "いつでもパスできます。得点は、2枚のチップが所有するテーブル上のタイルの枚数です。同点なら手番順で"
               "後のプレイヤーが勝ちます。"),
        task=T("You are blue, at 8 points each, and no placement gains you a tile. Win the game.",
               "あなたは青で、8対8の同点です。どのタイルを置いても得点は増えません。ゲームに勝ってください。"),
        hint=T("Red is first in turn order and you are later: a tie is yours. End your turn.",
               "赤が手番順で先、あなたが後なので、同点ならあなたの勝ちです。手番を終えましょう。"),
        done=T("The game is over at 8 to 8, and blue, later in turn order, wins.",
               "8対8でゲーム終了です。手番順で後の青の勝ちです。"),
        other=T("Allowed, but it cannot raise your score and may lower it. The tie already wins for you: pass.",
                "置くことはできますが、得点は増えず、減ることもあります。同点ならもう勝ちなので、パスしましょう。"),
        steps=(Step(accept=("pass",)),),
        seed=END_SEED,
        moves=END_RECORD,
    ),
)
