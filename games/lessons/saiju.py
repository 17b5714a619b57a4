"""Saiju's guided first game: Shadows, placements, removal, finishing, scoring, the options.

The learner plays Snow (Moon during setup, Flower in the three-player lesson).
Where a task leaves the Shadow's new hex free, every such placement is
accepted: the lists are read from the engine's legal moves for the lesson's
position, so they never disagree with the rules.
"""

from __future__ import annotations

from functools import partial

from .model import Lesson, Step, Text, legal_tokens

T = Text
lesson = partial(Lesson, game="saiju")

SETUP = ("M@d2", "S@a1", "F@g7")
REMOVAL_RECORD = tuple(
    "M@g6 S@d5 F@a2 wF-c1 wM-a1 pF-f4 wS-c5 yF-e4 yS-f6 pM-c2 pF-e7 wM-e6 pF-a3 wS-f5 wF-f3 "
    "pF-c3 pM-d1 wF-b2 yS-g5 yS-g7 yF-b3 yS-b1 yF-b4".split())
"""A game in progress in which Flower is down to its last two pieces."""
GROUPS = "...yF/.wSwM../..S.../....yM./...MpS./...F./.... s 7 @@@ 2 -"
MAJORITY = "wM.../...../....yS./..pS.../.pMpFM../.S.F./.wF.. s 7 @@@ 2 -"
FINISH = "FwFwSpF/pSySwFwMwS/wMyM.wMySyM/ySyMwSpFpMpF/pMpSyMpMwFyF/.pSwMwSpM/pFpSySwF s 50 ms@ 2 -"
TOURNAMENT = ("pMwMyFwS/pSySwMwSyM/pMpSwFySyMwS/pFpSwMpFpFwM/wSpM.ySwFyM/wF.pMyMpF/wFySFpS "
              "s 50 ms@ 2 tournament")
THREE = "..wM./.S.../...ySyM./...yFF./pS...../M.pF../...wS f 11 @@@ 3 -"


def _legal(prefix: str, position: str | None = None, moves: tuple[str, ...] = (),
           players: int = 2) -> tuple[str, ...]:
    """The legal tokens starting with ``prefix`` in a lesson's position (position text or record)."""
    return tuple(t for t in legal_tokens("saiju", position=position, moves=moves, players=players)
                 if t.startswith(prefix))


def _each(tokens: tuple[str, ...], text: Text) -> tuple[tuple[str, Text], ...]:
    return tuple((token, text) for token in tokens)


LESSONS: tuple[Lesson, ...] = (
    lesson(
        id="setup",
        topic="saiju-setup",
        title=T("Put the Shadows", "「影」を置く"),
        body=T("Each player has a symbol: Snow moves first, then Moon. With two players Flower belongs to "
               "nobody. The game starts by putting the three black Shadows on the board: Snow has put the "
               "Moon Shadow on d2; now Moon puts the Snow Shadow and then the Flower Shadow, each on any "
               "empty hex.",
               "各プレイヤーはシンボルを1つ担当します。〈雪〉が先手、〈月〉が後手で、2人プレイでは〈花〉は"
               "誰のものでもありません。最初に3つの黒い「影」をボードに置きます。〈雪〉が〈月〉の「影」をd2に"
               "置きました。次は〈月〉が〈雪〉の「影」、続けて〈花〉の「影」を、それぞれ空いているヘクスに"
               "置きます。"),
        task=T("You are Moon. Put the Snow Shadow on a1, then the Flower Shadow on g7.",
               "あなたは〈月〉です。〈雪〉の「影」をa1に、続けて〈花〉の「影」をg7に置いてください。"),
        hint=T("Tap a1, then g7. Row a is at the bottom, g at the top.",
               "a1をタップし、次にg7をタップします。a行がいちばん下、g行がいちばん上です。"),
        done=T("All three Shadows are down. Snow now takes the first turn.",
               "3つの「影」が置かれました。ここから〈雪〉の手番で始まります。"),
        other=T("Any empty hex is allowed. For this lesson, use a1 for Snow and g7 for Flower.",
                "空いているヘクスならどこでも置けます。この課題では〈雪〉をa1、〈花〉をg7に置いてください。"),
        steps=(Step(accept=("S@a1",)), Step(accept=("F@g7",))),
        moves=SETUP[:1],
    ),
    lesson(
        id="place",
        topic="saiju-turn",
        title=T("A placement", "配置"),
        body=T("A placement uses a Shadow: put a Colour piece of its symbol, in any colour left in the supply, "
               "on the Shadow's hex, then move the Shadow to any empty hex. You may use any Shadow, not only "
               "your own symbol's.",
               "配置では「影」を1つ使います。その「影」と同じシンボルの「色」を、ストックに残っている好きな色で"
               "「影」のヘクスに置き、「影」を空いている好きなヘクスに置き直します。自分のシンボル以外の"
               "「影」も使えます。"),
        task=T("Use the Snow Shadow on a1: put a Snow piece (any colour) there and move the Shadow to a2.",
               "a1の〈雪〉の「影」を使ってください。そこに〈雪〉のコマ(色は自由)を置き、「影」をa2へ"
               "移します。"),
        hint=T("Tap the Shadow on a1, choose a colour, then tap a2.",
               "a1の「影」をタップし、色を選んでからa2をタップします。"),
        done=T("A Snow piece stands on a1 and the Snow Shadow waits on a2 for the next Snow piece.",
               "a1に〈雪〉のコマが置かれ、〈雪〉の「影」はa2で次の〈雪〉のコマを待っています。"),
        other=T("A legal placement, but this lesson asks for a Snow piece on a1 with the Shadow moved to a2.",
                "正しい配置ですが、この課題では〈雪〉のコマをa1に置き、「影」をa2へ移してください。"),
        steps=(Step(accept=("wS-a2", "yS-a2", "pS-a2")),),
        moves=SETUP,
    ),
    lesson(
        id="second-placement",
        topic="saiju-turn",
        title=T("Two placements, two symbols", "2回の配置は別のシンボルで"),
        body=T("A turn is one or two placements, and the two must use different symbols. You have just "
               "placed with the Snow Shadow, so it cannot be used again this turn. You may place with the Moon "
               "or Flower Shadow, or end your turn.",
               "1回の手番は1回か2回の配置で、2回のときは別のシンボルでなければなりません。いま〈雪〉の"
               "「影」で配置したので、この手番でもう一度使うことはできません。〈月〉か〈花〉の「影」で"
               "配置するか、手番を終えます。"),
        task=T("Make a second placement: a white Moon piece with the Moon Shadow on d2 (its Shadow may go "
               "to any empty hex).",
               "2回目の配置をしてください。d2の〈月〉の「影」で白の〈月〉を置きます(「影」の移動先は自由です)。"),
        hint=T("Tap the Moon Shadow on d2, choose white, then any empty hex.",
               "d2の〈月〉の「影」をタップし、白を選んでから空いているヘクスをタップします。"),
        done=T("Two placements with two symbols: your turn is over and Moon plays.",
               "2つのシンボルで2回配置したので、手番は終わり、〈月〉の番です。"),
        other=T("Legal, but this lesson asks for a white Moon piece.",
                "正しい手ですが、この課題では白の〈月〉を置いてください。"),
        steps=(Step(accept=_legal("wM-", moves=SETUP + ("wS-a2",)), explain=(
            ("end", T("Ending after one placement is allowed, but try a second one with another symbol.",
                      "1回の配置で終えることもできますが、ここでは別のシンボルで2回目を置いてみましょう。")),)),),
        moves=SETUP + ("wS-a2",),
    ),
    lesson(
        id="removal",
        topic="saiju-removal",
        title=T("A Shadow leaves the game", "「影」の除去"),
        body=T("Only two Flower pieces are left in the supply. When a placement leaves just one piece of its "
               "symbol, that last piece at once takes the Shadow's place on the hex where the Shadow was "
               "just put, and the player who placed keeps the Shadow.",
               "ストックに〈花〉のコマは2つしか残っていません。配置のあと、そのシンボルのコマが1つだけ残ると、"
               "その最後のコマがただちに、いま「影」を置き直したヘクスで「影」と置き換わります。「影」は"
               "配置したプレイヤーが持っておきます。"),
        task=T("Place one of the last two Flower pieces with the Flower Shadow.",
               "〈花〉の「影」で、最後の2つの〈花〉のうち1つを置いてください。"),
        hint=T("Tap the Flower Shadow, choose a colour, then the hex for the Shadow. The other piece will land "
               "there.",
               "〈花〉の「影」をタップして色を選び、「影」の移動先のヘクスをタップします。残りのコマがそこに"
               "置かれます。"),
        done=T("Both Flower pieces are down and you keep the Flower Shadow. Your turn goes on: place with "
               "another symbol, or end it.",
               "〈花〉のコマが2つとも置かれ、〈花〉の「影」はあなたのものになりました。手番は続きます。"
               "別のシンボルで配置するか、手番を終えます。"),
        other=T("Legal, but this lesson asks you to place with the Flower Shadow.",
                "正しい手ですが、この課題では〈花〉の「影」で配置してください。"),
        steps=(Step(accept=_legal("wF-", moves=REMOVAL_RECORD) + _legal("yF-", moves=REMOVAL_RECORD)),),
        moves=REMOVAL_RECORD,
    ),
    lesson(
        id="groups",
        topic="saiju-scoring",
        title=T("Groups that score", "得点になるグループ"),
        body=T("A group is a set of connected pieces of one colour. It scores only with 3 or more pieces and "
               "at least 2 different symbols; the player whose symbol is strictly the most numerous scores "
               "its size. The white pair on b2 and b3 is too small, and Snow and Moon tie there.",
               "グループとは、同じ色のコマがつながったまとまりです。得点になるのは3個以上で2種類以上の"
               "シンボルを含むグループだけで、単独で最も多いシンボルのプレイヤーがそのコマ数を得点します。"
               "b2とb3の白は2個しかなく、〈雪〉と〈月〉も同数です。"),
        task=T("The Snow Shadow stands next to the white pair. Make the white group score for Snow.",
               "〈雪〉の「影」が白の2個の隣にあります。白のグループを〈雪〉の得点にしてください。"),
        hint=T("A white Snow piece on c3 joins the pair: 3 pieces, Snow 2 to Moon 1.",
               "c3に白の〈雪〉を置けば2個とつながり、3個で〈雪〉2対〈月〉1になります。"),
        done=T("White group of 3: Snow 2, Moon 1. Snow scores 3 (provisionally: the game scores the final board).",
               "白のグループ3個で〈雪〉2・〈月〉1。〈雪〉が3点です(途中経過の得点で、確定するのは最後の盤面です)。"),
        other=T("Legal, but the white group still does not score for Snow. Which colour joins it?",
                "正しい手ですが、白のグループはまだ〈雪〉の得点になりません。どの色ならつながるでしょうか。"),
        steps=(Step(accept=_legal("wS-", GROUPS), explain=_each(
            _legal("yS-", GROUPS) + _legal("pS-", GROUPS),
            T("That piece is not white, so it does not join the white group.",
              "白ではないので、白のグループにはつながりません。"))),),
        position=GROUPS,
    ),
    lesson(
        id="majority",
        topic="saiju-scoring",
        title=T("Majority, Flower, doubling", "多数派・〈花〉・2倍"),
        body=T("The pink group d3-e3-e4 holds one Snow, one Moon, one Flower. With two players Flower is "
               "neutral: it counts for the size, the two-symbol rule and doubling, but not for the majority. "
               "Snow and Moon tie at 1, so nobody scores it. With all three symbols in a group, its points "
               "are doubled.",
               "ピンクのグループ d3・e3・e4 には〈雪〉〈月〉〈花〉が1つずつあります。2人プレイでは〈花〉は"
               "中立で、大きさ・2種類以上の条件・2倍の条件には数えますが、多数派の比較には入りません。"
               "〈雪〉と〈月〉が1対1の同数なので、今は誰も得点しません。3つのシンボルがすべてあれば得点は"
               "2倍です。"),
        task=T("Take the pink group for Snow.", "ピンクのグループを〈雪〉のものにしてください。"),
        hint=T("The Snow Shadow on f4 touches the group. A pink Snow piece makes it Snow 2, Moon 1.",
               "f4の〈雪〉の「影」がグループに接しています。ピンクの〈雪〉を置けば〈雪〉2・〈月〉1です。"),
        done=T("Pink group of 4 with all three symbols: Snow scores 2 × 4 = 8.",
               "3つのシンボルがそろったピンク4個のグループで、〈雪〉が2×4=8点です。"),
        other=T("Legal, but the pink group still goes to nobody. Look at the Snow Shadow on f4.",
                "正しい手ですが、ピンクのグループはまだ誰の得点にもなりません。f4の〈雪〉の「影」を見てください。"),
        steps=(Step(accept=_legal("pS-", MAJORITY), explain=_each(
            _legal("pM-", MAJORITY),
            T("That gives Moon the majority: Moon would score the pink group, 8 points.",
              "それでは〈月〉が多数派になり、ピンクのグループ8点は〈月〉のものです。"))
            + _each(_legal("pF-", MAJORITY), T(
                "Flower is neutral with two players: Snow and Moon would still tie, and nobody scores.",
                "2人プレイでは〈花〉は中立なので、〈雪〉と〈月〉は同数のまま、誰も得点しません。"))),),
        position=MAJORITY,
    ),
    lesson(
        id="finish",
        topic="saiju-removal",
        title=T("Finishing early", "早めの終了"),
        body=T("Only the Flower Shadow is left and every piece in the supply is a yellow Flower. Instead of a "
               "placement you may now Finish: all remaining pieces go on the empty hexes and the Shadow's hex, "
               "you take the last Shadow, and the game ends. The board is the same as if play went on.",
               "ボード上の「影」は〈花〉だけで、ストックのコマはすべて黄色の〈花〉です。このときは配置の代わりに"
               "「早めの終了」ができます。残りのコマをすべて空いているヘクスと「影」のヘクスに置き、最後の"
               "「影」を取って、ゲームが終わります。盤面は最後まで続けた場合と同じです。"),
        task=T("You lead 10 to 4. End the game now.", "10対4でリードしています。ここでゲームを終えてください。"),
        hint=T("Use the Finish button.", "「終局」ボタンを使います。"),
        done=T("Every piece is down and the game is over: Snow wins 10 to 4.",
               "すべてのコマが置かれてゲーム終了です。〈雪〉が10対4で勝ちました。"),
        other=T("Legal, but the game can end right now with Finish.",
                "正しい手ですが、「早めの終了」で今すぐゲームを終えられます。"),
        steps=(Step(accept=("finish",)),),
        position=FINISH,
    ),
    lesson(
        id="tournament",
        topic="saiju-tournament",
        title=T("Tournament rule: Shadows break ties", "トーナメントルール:同点なら「影」の数"),
        body=T("With the tournament rule (two players), each player keeps the Shadows they take, by removal "
               "or by finishing. On equal scores, more Shadows wins. The final board here is a 15-15 tie; "
               "each of you holds one Shadow, and the Flower Shadow is the last.",
               "トーナメントルール(2人用)では、除去でも早めの終了でも、取った「影」を持っておきます。同点なら"
               "「影」を多く持つほうの勝ちです。この盤面は最後まで15対15の同点で、お互いに「影」を1つずつ"
               "持ち、残るのは〈花〉の「影」だけです。"),
        task=T("Win the tie.", "同点を制してください。"),
        hint=T("Whoever takes the last Shadow holds two. Finish takes it now.",
               "最後の「影」を取ったほうが2つ持つことになります。「早めの終了」なら今取れます。"),
        done=T("A 15-15 tie, but you hold two Shadows to one: Snow wins.",
               "15対15の同点ですが、「影」2対1で〈雪〉の勝ちです。"),
        other=T("Legal, but the last Shadow can be yours right now.",
                "正しい手ですが、最後の「影」は今すぐ取れます。"),
        steps=(Step(accept=("finish",), explain=_each(_legal("yF-", TOURNAMENT), T(
            "That leaves the last Shadow on the board: if you then end your turn, Moon finishes, takes it "
            "and wins the tie on Shadows.",
            "最後の「影」がボードに残ります。そのまま手番を終えると〈月〉が早めの終了で「影」を取り、"
            "同点を「影」の数で制します。"))),),
        switches=("tournament",),
        position=TOURNAMENT,
    ),
    lesson(
        id="three-players",
        topic="saiju-scoring",
        title=T("Three players: Flower plays", "3人プレイ:〈花〉も参加"),
        body=T("With three players Flower is a player too, moving after Moon, and counts for the majority like "
               "Snow and Moon. (In setup Snow puts the Moon Shadow, Moon the Flower Shadow, Flower the Snow "
               "Shadow.) The yellow group c4-c5-d5 has one of each symbol: a three-way tie.",
               "3人プレイでは〈花〉もプレイヤーで、〈月〉の次に手番を行い、〈雪〉〈月〉と同じように多数派を"
               "競います。(セットアップでは〈雪〉が〈月〉の「影」、〈月〉が〈花〉の「影」、〈花〉が〈雪〉の"
               "「影」を置きます。)黄色のグループ c4・c5・d5 には各シンボルが1つずつで、3者同数です。"),
        task=T("You are Flower. Take the yellow group.", "あなたは〈花〉です。黄色のグループを取ってください。"),
        hint=T("The Flower Shadow on d6 touches the group: add a yellow Flower.",
               "d6の〈花〉の「影」がグループに接しています。黄色の〈花〉を加えます。"),
        done=T("Yellow group of 4, Flower 2: Flower scores 2 × 4 = 8.",
               "黄色4個のグループで〈花〉が2つ。〈花〉が2×4=8点です。"),
        other=T("Legal, but the yellow group is still a tie. Look at the Flower Shadow on d6.",
                "正しい手ですが、黄色のグループはまだ同数です。d6の〈花〉の「影」を見てください。"),
        steps=(Step(accept=_legal("yF-", THREE, players=3), explain=_each(
            _legal("wF-", THREE, players=3) + _legal("pF-", THREE, players=3),
            T("That piece is not yellow, so it does not join the yellow group.",
              "黄色ではないので、黄色のグループにはつながりません。"))),),
        players=3,
        position=THREE,
    ),
)
