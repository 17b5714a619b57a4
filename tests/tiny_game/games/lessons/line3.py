"""Line 3's guided first game: one lesson, the line (a test-only game)."""

from __future__ import annotations

from functools import partial

from .model import Lesson, Step, Text

T = Text
lesson = partial(Lesson, game="line3")

LESSONS: tuple[Lesson, ...] = (
    lesson(
        id="line",
        topic="line3-turn",
        title=T("Make a line", "一列にする"),
        body=T("Three of your marks in a row, a column or a diagonal win the game.",
               "縦・横・斜めのどれかに自分の印が三つ並べば勝ちです。"),
        task=T("Crosses to move: finish the top row.", "ばつの番です。いちばん上の列を完成させてください。"),
        hint=T("Tap C1.", "C1をタップします。"),
        done=T("Three in a row: you win.", "三つ並びました。勝ちです。"),
        other=T("A legal mark, but C1 finishes the top row now.",
                "置けますが、今はC1でいちばん上の列が完成します。"),
        steps=(Step(accept=("C1",)),),
        moves=("A1", "A2", "B1", "B2"),
    ),
)
