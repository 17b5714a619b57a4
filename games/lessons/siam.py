"""Siam's guided first game: the five actions, the push count, the winner, the opening rule.

Positions either follow a short record from the start (when the lesson is about
the first moves) or are set up like the rulebook's own examples (examples 1–4
of docs/rules/siam.md are lessons ``winner-1`` … ``winner-4``). Elephants are
the learner unless a lesson says otherwise.
"""

from __future__ import annotations

from functools import partial

from .model import Lesson, Step, Text

T = Text
lesson = partial(Lesson, game="siam")

FACE_N = T("Right square, but face it N, towards the rock: an animal pushes only straight ahead.",
           "マスは合っていますが、岩のある北に向けましょう。動物は正面にしか押せません。")


def _other_facings(prefix: str, wanted: str, text: Text) -> tuple[tuple[str, Text], ...]:
    """The same square with every facing but ``wanted``, all answered by ``text``."""
    return tuple((prefix + f, text) for f in "NESW" if f != wanted)


CLOSED = T("Not allowed yet: C1 and C5 stay closed during each player's first two turns, so no animal "
           "may enter them now.",
           "まだできません。お互いの最初の2手番のあいだはC1とC5に入れないので、今は出せません。")
"""Why the opening lesson's tries on C1 and C5 are refused."""

LESSONS: tuple[Lesson, ...] = (
    lesson(
        id="enter",
        topic="siam-enter",
        title=T("Enter an animal", "動物をボードに出す"),
        body=T("All your animals start in your reserve beside the board. Entering puts one on any "
               "edge square (rows 1 and 5, columns A and E), facing any way you like.",
               "動物はすべてボードの横の手持ちから始まります。「ボードに出す」では、手持ちの動物を外周のマス"
               "(1行目・5行目・A列・E列)のどこかに、好きな向きで置きます。向きは北・東・南・西の4つで、"
               "北はボードの上、1行目の方向です。"),
        task=T("Enter an elephant on B5, facing N (up, towards the rock on B3).",
               "ゾウをB5に、北向きで出してください。B3の岩のほうを向きます。"),
        hint=T("Tap the Elephants reserve, then B5, then the arrow pointing up.",
               "手持ち(「ゾウ」)をタップし、B5をタップしてから北向きの矢印を選びます。"),
        done=T("Your first elephant is on the board, facing the rock.",
               "最初のゾウがボードに出て、岩のほうを向いています。"),
        other=T("That is a legal entry, but for this lesson put the elephant on B5, facing N.",
                "正しい出し方ですが、この課題ではゾウをB5に北向きで出してください。"),
        steps=(Step(accept=("+B5N",), explain=_other_facings("+B5", "N", FACE_N)),),
    ),
    lesson(
        id="opening",
        topic="siam-opening",
        title=T("Not on C1 or C5 at first", "序盤はC1・C5に置けない"),
        body=T("During each player's first two turns (the first four moves of the game), no animal may "
               "end its own action on C1 or C5, the squares facing the middle rock. Entering there, "
               "moving there, or pushing so that your animal stops there is not allowed yet.",
               "お互いの最初の2手番(ゲームの最初の4手)のあいだ、動物が自分の操作の結果C1またはC5に"
               "止まることはできません。真ん中の岩の正面にあたるマスです。そこへ出す、動かす、押して止まる、"
               "のどれもまだできません。"),
        task=T("It is the third move of the game. Enter a second elephant on D5, facing N.",
               "ゲームの3手目です。2匹目のゾウをD5に、北向きで出してください。"),
        hint=T("C5 is still closed (try it: the board says why). D5 is open.",
               "C5はまだ置けません(試すと理由が表示されます)。D5は置けます。"),
        done=T("Good. From the fifth move of the game on, C1 and C5 are open to everyone.",
               "そのとおりです。ゲームの5手目からは、C1とC5にも自由に置けます。"),
        other=T("Legal, but this lesson asks for a new elephant on D5, facing N.",
                "正しい手ですが、この課題では新しいゾウをD5に北向きで出してください。"),
        steps=(Step(accept=("+D5N",), explain=_other_facings("+D5", "N", FACE_N),
                    forbid=tuple((token, CLOSED) for token in ("+C5N", "+C1S"))),),
        moves=("+B5N", "+E1W"),
    ),
    lesson(
        id="move",
        topic="siam-move",
        title=T("Move an animal", "動物を動かす"),
        body=T("An animal on the board may move one square up, down, left or right onto an empty "
               "square, whichever way it faces. After moving it may face any direction.",
               "ボード上の動物は、向きに関係なく東西南北に1マス、空いているマスへ動かせます。"
               "動かしたあとは好きな向きに変えられます。"),
        task=T("Move the elephant from B5 to B4, facing N, right below the rock.",
               "B5のゾウをB4へ動かし、北向きにしてください。岩のすぐ南です。"),
        hint=T("Tap the elephant on B5, then the dot on B4, then the upward arrow.",
               "B5のゾウをタップし、B4の点をタップしてから、北向きの矢印を選びます。"),
        done=T("The elephant now stands under the rock, ready to push it.",
               "ゾウが岩のすぐ南に来て、押せる形になりました。"),
        other=T("That is a legal move, but this lesson wants the elephant on B4, facing N.",
                "正しい手ですが、この課題ではゾウをB4へ動かし、北向きにしてください。"),
        steps=(Step(accept=("B5B4N",), explain=_other_facings("B5B4", "N", FACE_N)),),
        moves=("+B5N", "+E1W"),
    ),
    lesson(
        id="turn",
        topic="siam-turn-in-place",
        title=T("Turn in place", "その場で向きを変える"),
        body=T("Instead of moving, you may turn one of your animals to a new facing where it stands. "
               "The facing must really change, so a turn is never a pass, and there is no passing: "
               "with an animal on the board you can always turn it.",
               "動かす代わりに、自分の動物をその場で別の向きに変えることもできます。向きは必ず変わらなければ"
               "ならないので、パスにはなりません。パスはありませんが、ボードに動物がいればいつでも向きを"
               "変えられます。"),
        task=T("Your elephant on B4 faces E. Turn it to face N, towards the rock on B3.",
               "B4のゾウは東を向いています。B3の岩のほう、北に向けてください。"),
        hint=T("Tap the elephant on B4, tap B4 again, then the upward arrow.",
               "B4のゾウをタップし、もう一度B4をタップしてから、北向きの矢印を選びます。"),
        done=T("Now the elephant faces the rock and can push it next turn.",
               "これでゾウが岩を向き、次の手番で押せます。"),
        other=T("Legal, but here the point is to turn the elephant on B4 to face N.",
                "正しい手ですが、ここではB4のゾウを北に向けるのが課題です。"),
        steps=(Step(accept=("B4B4N",),
                    explain=tuple((token, T("A turn, yes, but towards the rock means N.",
                                            "向きを変える手ですが、岩の方向は北です。"))
                                  for token in ("B4B4S", "B4B4W"))),),
        moves=("+B5N", "+E1W", "B5B4E", "E1E2S"),
    ),
    lesson(
        id="exit",
        topic="siam-exit",
        title=T("Take an animal off", "動物をボードから外に出す"),
        body=T("An animal standing on an edge square may leave the board into your reserve, and it can "
               "enter again later anywhere on the edge. This Exit is the only way to take an animal off "
               "on purpose. (With the option Remove once, each player may exit only once per game.)",
               "外周のマスにいる自分の動物は、手持ちに戻すことができます。戻した動物は、あとで外周の"
               "どこからでもまたボードに出せます。自分の意思で動物を盤外に出せるのはこの操作だけです。"
               "(オプション「取り除きは1回まで」では、各プレイヤー1ゲームに1回だけです。)"),
        task=T("Your elephant in the corner E5 faces W, into nothing useful. Take it back into your reserve.",
               "角のE5にいるゾウは西を向いていて、役に立っていません。手持ちに戻してください。"),
        hint=T("Tap the elephant on E5, then your reserve.",
               "E5のゾウをタップし、自分の手持ちをタップします。"),
        done=T("The elephant is back in your reserve, ready to enter where it is needed.",
               "ゾウが手持ちに戻りました。必要な場所からまた出せます。"),
        other=T("Legal, but the task is to take the elephant on E5 off the board.",
                "正しい手ですが、課題はE5のゾウをボードから外に出すことです。"),
        steps=(Step(accept=("E5-",),
                    explain=(("E5D5W", T("That moves it along the edge; the task is to take it off.",
                                         "それは外周に沿って動かす手です。課題は外に出すことです。")),)),),
        position="...../...../.OOO./.EN.RW./RN...EW e 8 0,0 - -",
    ),
    lesson(
        id="push",
        topic="siam-push-action",
        title=T("Push", "押す"),
        body=T("Moving an animal one square in the direction it faces onto an occupied square is a push: "
               "the whole unbroken line in front of it moves one square on. You can push only straight "
               "ahead, and no animal changes facing during a push.",
               "動物を向いている方向へ1マス、駒のあるマスに進めると「押す」になります。その前に途切れずに"
               "並んでいる駒がすべて1マスずつ進みます。押せるのは正面だけで、押している間どの動物も"
               "向きを変えません。"),
        task=T("Push the rock on B3 up one square with your elephant on B4.",
               "B4のゾウで、B3の岩を1マス北へ押してください。"),
        hint=T("Tap the elephant on B4, then the square outline on B3.",
               "B4のゾウをタップし、B3の四角い枠をタップします。"),
        done=T("The rock moved to B2 and your elephant took its place on B3, still facing N. "
               "One animal can always push one rock.",
               "岩はB2へ進み、ゾウがB3に入りました。向きは北のままです。動物1匹で岩1つは押せます。"),
        other=T("Legal, but try the push: the elephant on B4 into the rock on B3.",
                "正しい手ですが、ここは押してみましょう。B4のゾウでB3の岩を押します。"),
        steps=(Step(accept=("B4B3N",)),),
        moves=("+B5N", "+E1W", "B5B4N", "E1E2S"),
    ),
    lesson(
        id="rock-off",
        topic="siam-goal",
        title=T("Push the rock off", "岩を押し出す"),
        body=T("Your elephant on B3 has pushed the rock up to B2. Keep pushing: a rock pushed over the edge ends "
               "the game. The rhinos move between your pushes.",
               "B3のゾウが岩をB2まで北へ押しました。続けて押しましょう。岩が盤の端から押し出されるとゲームは"
               "終わります。あなたの押しの合間にはサイも動きます。"),
        task=T("Push the rock up column B until it falls off the top edge (two pushes).",
               "B列の岩を北へ押し続け、北の端から落としてください(2回押します)。"),
        hint=T("Each time, tap your elephant, then the square outline on the rock above it.",
               "そのたびに自分のゾウをタップし、すぐ北の岩の四角い枠をタップします。"),
        done=T("The rock fell off the top edge, and your elephant was the one pushing: the elephants win.",
               "岩が北の端から落ちました。押したのはあなたのゾウなので、ゾウの勝ちです。"),
        other=T("Legal, but the rock can go on up column B. Push it again.",
                "正しい手ですが、岩はまだB列を北へ進められます。もう一度押しましょう。"),
        steps=(Step(accept=("B3B2N",)), Step(accept=("B2B1N",))),
        replies=("D2C2W",),
        moves=("+B5N", "+E1W", "B5B4N", "E1E2S", "B4B3N", "E2D2W"),
    ),
    lesson(
        id="push-count",
        topic="siam-push",
        title=T("Count the push", "押す力を数える"),
        body=T("Count the line: +1 for each animal facing the push (the pusher too), −1 for each facing "
               "against it, 0 for each facing sideways, whoever owns them. The push needs at least 1. "
               "The elephant on A4 alone against the rhino on A3 makes +1 −1 = 0: not allowed. From A5, "
               "with the A4 elephant in the line, it is +1 +1 −1 = 1.",
               "列の力を数えます。押す方向を向いた動物は+1(押す動物自身も)、向かい合う動物は−1、"
               "横向きは0で、持ち主は関係ありません。1以上なら押せます。A4のゾウだけでA3のサイを押すと"
               "+1−1=0で押せません。A5から押せば、A4のゾウも列に入って+1+1−1=1です。"),
        task=T("Push the rhino on A3 back, the one way the count allows.",
               "押す力が足りる唯一の押し方で、A3のサイを押し返してください。"),
        hint=T("Push with the elephant on A5, so that the elephant on A4 adds its +1.",
               "A5のゾウで押しましょう。A4のゾウの+1が加わります。"),
        done=T("+1 +1 −1 = 1: the rhino is pushed back to A2. To push back one animal facing you, "
               "you need two.",
               "+1+1−1=1で、サイはA2へ押し返されました。向かい合った動物1匹を押し返すには2匹必要です。"),
        other=T("Legal, but it leaves the rhino where it is. Which elephant can push it with help?",
                "正しい手ですが、サイはそのままです。どのゾウなら助けを得て押せるでしょうか。"),
        steps=(Step(accept=("A5A4N",), forbid=(
            ("A4A3N", T("Not allowed: the elephant on A4 pushes alone, +1 against the rhino's −1, which makes "
                        "0. A push needs at least 1.",
                        "押せません。A4のゾウだけでは、ゾウの+1とサイの−1で合計0です。押すには1以上が必要です。")),)),),
        position="...../....RW/RSOOO./EN..../EN...RN e 10 0,0 - -",
    ),
    lesson(
        id="push-rocks",
        topic="siam-push",
        title=T("Rocks in the line", "列の中の岩"),
        body=T("Rocks do not push back, but they are heavy: the strength must also be at least the number "
               "of rocks in the line. One animal pushes one rock; two rocks need two animals facing the "
               "push; three rocks need three. The elephant on C4 alone cannot push the rocks on C3 and C2.",
               "岩は押し返しませんが重く、力の合計は列の中の岩の数以上でなければなりません。動物1匹で岩1つ、"
               "岩2つには押す方向を向いた動物2匹、岩3つには3匹が必要です。C4のゾウだけではC3とC2の岩を"
               "押せません。"),
        task=T("Push both rocks in column C one square up.",
               "C列の岩2つを、まとめて1マス北へ押してください。"),
        hint=T("Two elephants face N in column C. Push with the one behind.",
               "C列には北を向いたゾウが2匹います。後ろのゾウで押しましょう。"),
        done=T("Two elephants, two rocks: the push is allowed, and the rocks are now on C1 and C2.",
               "ゾウ2匹で岩2つなので押せます。岩はC1とC2に進みました。"),
        other=T("Legal, but the rocks stay put. Which elephant pushes with the other's help?",
                "正しい手ですが、岩は動きません。どのゾウで押せばもう1匹の力が加わるでしょうか。"),
        steps=(Step(accept=("C5C4N",), forbid=(
            ("C4C3N", T("Not allowed: the elephant on C4 pushes alone, and one animal cannot move two rocks.",
                        "押せません。C4のゾウ1匹だけでは、岩2つは動かせません。")),)),),
        position="...RS./..O../..O../..EN.O/RE.EN.. e 10 0,0 - -",
    ),
    lesson(
        id="push-help",
        topic="siam-push",
        title=T("Friends can block, rivals can help", "味方が邪魔をし、相手が助ける"),
        body=T("Every animal in the line counts, whoever owns it. On column A your own elephant on A4 faces "
               "S, against a push up: it cancels the pusher, so A5 cannot push. On column E the rhino on "
               "E4 faces N, the way of the push, so it adds +1 for you. The order in the line does not "
               "matter.",
               "列の動物は持ち主に関係なく数えます。A列では、A4の自分のゾウが南を向いていて、北への押しと"
               "向かい合うので押す力を打ち消します。A5からは押せません。E列では、E4のサイが押す方向の北を"
               "向いているので、あなたの押しに+1を加えます。列の並び順は関係ありません。"),
        task=T("Push the two rocks in column E, with the rhino's help.",
               "サイの力を借りて、E列の岩2つを押してください。"),
        hint=T("The elephant on E5 pushes: +1 for it, +1 for the rhino facing N, two rocks.",
               "E5のゾウで押します。ゾウが+1、北を向いたサイが+1、岩は2つです。"),
        done=T("+1 +1 = 2, enough for two rocks. The rhino pushed with you.",
               "+1+1=2で、岩2つを押せました。サイも一緒に押したことになります。"),
        other=T("Legal, but look at column E: the rhino facing N would help your push.",
                "正しい手ですが、E列を見てください。北を向いたサイが押す力になります。"),
        steps=(Step(accept=("E5E4N",)),),
        position="...../....O/O...O/ES...RN/EN...EN e 10 0,0 - -",
    ),
    lesson(
        id="enter-push",
        topic="siam-enter",
        title=T("Enter by pushing", "押し入ってボードに出す"),
        body=T("You may enter onto an occupied edge square: your animal comes in from outside across that "
               "square's outside side, faces the way it travels, and pushes. A corner has two outside "
               "sides, so it can be entered from either.",
               "駒のある外周のマスにも出せます。その場合、動物はそのマスの盤外側の辺から入り、進む方向を向いて"
               "押します。四隅には盤外側の辺が2つあるので、どちらからでも入れます。"),
        task=T("Enter at the corner A1 from the top, facing S, pushing the rhino down to A2.",
               "角のA1に北の辺から南向きで押し入り、サイを南のA2へ押してください。"),
        hint=T("Tap the Elephants reserve, then A1, then the arrow pointing down.",
               "手持ち(「ゾウ」)をタップし、A1をタップしてから南向きの矢印を選びます。"),
        done=T("Your elephant came in over the top edge and the rhino moved down. Its facing did not "
               "change: nobody turns in a push.",
               "ゾウが北の辺から入り、サイは1マス南へ動きました。サイの向きは変わりません。押している間は誰も"
               "向きを変えません。"),
        other=T("Legal, but the task is to enter at A1 from the top.",
                "正しい手ですが、課題はA1に北から押し入ることです。"),
        steps=(Step(accept=("+A1S",), explain=(
            ("+A1E", T("From the left side, also possible at a corner: that pushes along row 1. Here the "
                       "task is from the top, down column A.",
                       "西の辺から入る手で、角なのでこれもできます。1行目に沿って押します。課題は北から、"
                       "A列を南へ押すことです。")),)),),
        position="RE..../...../.OOO./...RW./.EN... e 8 0,0 - -",
    ),
    lesson(
        id="push-off",
        topic="siam-push",
        title=T("Push an animal off", "動物を押し出す"),
        body=T("An animal pushed off the board goes back to its owner's reserve and may enter again later. "
               "Being pushed off does not count as an Exit.",
               "ボードの外に押し出された動物は持ち主の手持ちに戻り、あとでまた出せます。押し出されるのは"
               "「外に出す」操作には数えません。"),
        task=T("Push the rhino on E2 off the board.", "E2のサイをボードの外へ押し出してください。"),
        hint=T("Your elephant on D2 faces E. The rhino faces N, sideways to your push: it counts 0.",
               "D2のゾウは東を向いています。サイは北向きで、押す方向に対して横向きなので0です。"),
        done=T("The rhino is back in the rhinos' reserve. It will come back, but it costs them a turn.",
               "サイはサイの手持ちに戻りました。また出てきますが、そのために1手かかります。"),
        other=T("Legal, but the elephant on D2 can push the rhino out right now.",
                "正しい手ですが、D2のゾウで今すぐサイを押し出せます。"),
        steps=(Step(accept=("D2E2E",)),),
        position="...../...EERN/.OOO./..RW../.EN... e 8 0,0 - -",
    ),
    lesson(
        id="opening-push",
        topic="siam-opening",
        title=T("Pushing onto C5 is fine", "押してC5に入れるのはよい"),
        body=T("The opening rule only stops the animal that acts from ending on C1 or C5. A push that "
               "shoves some other piece onto C5 is allowed, and an animal pushed there may turn, exit or "
               "move away as usual.",
               "序盤の制限は、操作した動物自身がC1・C5に止まることだけを禁じます。押した結果ほかの駒がC5に"
               "入るのはかまいません。押されてそこに入った動物は、いつもどおり向きを変えたり、外に出たり、"
               "動いたりできます。"),
        task=T("It is the third move of the game. Push the rhino on B5 onto C5.",
               "ゲームの3手目です。B5のサイを押してC5に入れてください。"),
        hint=T("Your elephant on A5 faces E. The rhino faces N, sideways: it counts 0.",
               "A5のゾウは東を向いています。サイは北向きで横向きなので0です。"),
        done=T("Your elephant stopped on B5 and the rhino is on C5. Allowed, even this early.",
               "ゾウはB5に止まり、サイがC5に入りました。序盤でもこれは認められています。"),
        other=T("Legal, but the task is to push the rhino onto C5.",
                "正しい手ですが、課題はサイを押してC5に入れることです。"),
        steps=(Step(accept=("A5B5E",)),),
        moves=("+A5E", "+B5N"),
    ),
    lesson(
        id="winner-1",
        topic="siam-end",
        title=T("Push a rock off to win", "岩を押し出して勝つ"),
        body=T("The game ends the moment a rock leaves the board. Rulebook example 1: your elephant on D4 "
               "faces E and the rock on E4 is at the edge.",
               "岩が1つでもボードの外に出た時点でゲームは終わります。ルールブックの例1:D4のゾウが東を向き、"
               "E4の岩が盤の端にあります。"),
        task=T("Push the rock off the board.", "岩をボードの外へ押し出してください。"),
        hint=T("Push with the elephant on D4.", "D4のゾウで押します。"),
        done=T("The rock fell. Only your elephant took part, so the elephants win.",
               "岩が落ちました。押したのはゾウだけなので、ゾウの勝ちです。"),
        other=T("Legal, but the rock on E4 can fall right now.",
                "正しい手ですが、E4の岩は今すぐ落とせます。"),
        steps=(Step(accept=("D4E4E",)),),
        position="...../.RS.../.OO../...EEO/..RN.. e 8 0,0 - -",
    ),
    lesson(
        id="winner-2",
        topic="siam-end",
        title=T("The nearest animal facing the push wins", "押す方向を向いた最も近い動物が勝つ"),
        body=T("When a rock falls, look at the animals of the pushed line that face the push. The owner of "
               "the one nearest the fallen rock wins. Rulebook example 2: you play the rhinos here, and four "
               "rhinos face E on row 3 behind the rock on E3.",
               "岩が落ちたら、押された列のうち押す方向を向いた動物を見ます。落ちた岩に最も近い動物の持ち主が"
               "勝ちです。ルールブックの例2:ここではあなたがサイです。3行目にサイが4匹、E3の岩の手前で"
               "東を向いています。"),
        task=T("Win with the rhinos: push the rock on E3 off. Rulebook example 2 enters a fifth rhino at A3.",
               "サイで勝ってください。E3の岩を押し出します。ルールブックの例2では、5匹目のサイをA3から"
               "押し入れます。"),
        hint=T("Any rhino of row 3 can push, or a new one can enter at A3 from the left, facing E.",
               "3行目のどのサイでも押せます。手持ちのサイをA3の西から東向きで押し入れることもできます。"),
        done=T("Every animal in the line is a rhino, so whichever one is nearest the rock, the rhinos win.",
               "列の動物はすべてサイなので、どれが岩に最も近くても、サイの勝ちです。"),
        other=T("Legal, but the rock on E3 can fall right now.",
                "正しい手ですが、E3の岩は今すぐ落とせます。"),
        steps=(Step(accept=("+A3E", "A3B3E", "B3C3E", "C3D3E", "D3E3E")),),
        position=".O..ES/...../REREREREO/...../.EN.O. r 9 0,0 - -",
    ),
    lesson(
        id="winner-3",
        topic="siam-end",
        title=T("A push that hands over the win", "相手を勝たせてしまう押し"),
        body=T("Rulebook example 3, with you as the rhinos. Rocks are on A2 and B2; an elephant, a rhino and an "
               "elephant on C2, D2 and E2 all face W. A rhino entering E2 from the right pushes the rock on "
               "A2 off. But the animal facing W nearest that rock is the elephant from C2.",
               "ルールブックの例3で、あなたはサイです。A2とB2に岩があり、C2・D2・E2のゾウ・サイ・ゾウはどれも"
               "西を向いています。E2の東からサイが押し入るとA2の岩が落ちます。しかし、西を向いていて"
               "その岩に最も近いのはC2にいたゾウです。"),
        task=T("Play the rulebook's push: a rhino enters at E2 from the right, facing W. See who wins.",
               "ルールブックと同じ押し、E2の東からサイを西向きに押し入れて、誰が勝つか確かめてください。"),
        hint=T("Tap the Rhinos reserve, then E2, then the arrow pointing left.",
               "手持ち(「サイ」)をタップし、E2をタップしてから西向きの矢印を選びます。"),
        done=T("The rock fell, and the elephants win: their animal from C2 (now on B2) was nearest. "
               "Before you push a rock off, check who is nearest it facing the push.",
               "岩は落ちましたが、勝ったのはゾウです。C2にいたゾウ(今はB2)が最も近かったからです。岩を押し出す前に、"
               "押す方向を向いた動物で岩に最も近いのは誰かを確かめましょう。"),
        other=T("Legal, but this lesson shows the rulebook's push: enter at E2 from the right.",
                "正しい手ですが、この課題ではルールブックの押し、E2の東からの押し入りを指してください。"),
        steps=(Step(accept=("+E2W",), explain=(
            ("D2C2W", T("This push drops the rock on A2 too, and again the elephant from C2 is nearest: the "
                        "elephants would win. Play the rulebook's push, entering at E2 from the right, to see it.",
                        "この押しでもA2の岩が落ちますが、やはりC2のゾウが最も近く、ゾウの勝ちになります。"
                        "ルールブックと同じE2の東からの押し入りで確かめてください。")),)),),
        position="...../OOEWRWEW/...../..O../..EN.. r 11 0,0 - -",
    ),
    lesson(
        id="winner-4",
        topic="siam-end",
        title=T("Sideways animals do not count", "横向きの動物は数えない"),
        body=T("Rulebook example 4, with you as the rhinos. Rocks are on D3 and E3. Your rhino on C3 faces "
               "N; elephants on A3 and B3 face E. Entering at A3 from the left pushes the rock on E3 off. "
               "The rhino next to the rocks faces sideways, so it does not count.",
               "ルールブックの例4で、あなたはサイです。D3とE3に岩があります。C3のサイは北を向き、A3とB3の"
               "ゾウは東を向いています。A3の西から押し入るとE3の岩が落ちます。岩の隣のサイは横向きなので"
               "数えません。"),
        task=T("Play the rulebook's push: a rhino enters at A3 from the left, facing E. See who wins.",
               "ルールブックと同じ押し、A3の西からサイを東向きに押し入れて、誰が勝つか確かめてください。"),
        hint=T("Tap the Rhinos reserve, then A3, then the arrow pointing right.",
               "手持ち(「サイ」)をタップし、A3をタップしてから東向きの矢印を選びます。"),
        done=T("The elephants win: the nearest animal facing E is the elephant from B3 (now on C3). "
               "No draw is possible: the rules have none.",
               "ゾウの勝ちです。東を向いた最も近い動物は、B3にいたゾウ(今はC3)です。ルールに引き分けは"
               "ありません。"),
        other=T("Legal, but this lesson shows the rulebook's push: enter at A3 from the left.",
                "正しい手ですが、この課題ではルールブックの押し、A3の西からの押し入りを指してください。"),
        steps=(Step(accept=("+A3E",)),),
        position="...../...../EEEERNOO/...../.O... r 11 0,0 - -",
    ),
)
