"""Another frame of reference named beside the answer: its letter is that frame's, not the writer's."""

from __future__ import annotations

import pytest

from psyexam.score.other_frames import framed_answer, named_under_other_frame
from tests.score.reading import letters_read

OPTS = {"A": "中年到老年", "B": "3岁到13、14岁", "C": "青春期到成年", "D": "8个月到3岁"}


@pytest.mark.parametrize(
    ("after", "expected"),
    [
        ("\n\n换一种划分的话是C。", True),
        ("\n\n另一种观点认为是C。", True),
        ("\n\nOther frameworks would put this at C.", True),
        ("\n\nAlternatively, under the broader definition, C.", True),
        ("\n\nThat said, Erikson's model points to C.", True),
        ("\n\n按照埃里克森的理论，答案则为C。", True),
        # near misses: set aside, rejected, negated, the same letter, no frame, "其他选项"
        ("\n\n按旧的划分是C，这种划分已过时。", False),
        ("\n\n另一种划分下C也不对。", False),
        ("\n\n另一种划分下也是B，而不是C。", False),
        ("\n\n另一种划分下也是B。", False),
        ("\n\nC项是埃里克森理论中的阶段，与本题无关。", False),
        ("\n\n其他选项：A、C、D均不符合奥尔波特的划分。", False),
        ("\n\n有的教材说是C，但正确答案是B。", False),
    ],
)
def test_a_letter_named_under_another_frame(after, expected):
    assert named_under_other_frame(after, {"B"}) is expected


def test_an_answer_given_under_another_frame():
    text = "答案：B\n\n不过按新版教材，应该选C。"
    assert framed_answer(text, text.index("选C"))
    text = "有的教材答案是C，但正确答案是B。"
    assert not framed_answer(text, text.index("正确答案"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：B\n\n不过另一种划分下，答案是C。", None),
        ("Answer: B\n\nUsing the alternative definition, the answer becomes C.", None),
        ("答案：B\n\n但从埃里克森的角度，答案则是C。", None),
        ("答案：B\n\n等等，按照奥尔波特的理论，答案应是C。", "C"),  # a revision in the writer's own words
        ("答案：B\n\n按旧的划分是C，这种划分已过时。", "B"),
    ],
)
def test_replies_with_another_frame(text, expected):
    assert letters_read(text, OPTS, "single") == expected


KNOWLEDGE = {"A": "具体知识和抽象知识", "B": "陈述性知识和程序性知识", "C": "直接知识和间接知识", "D": "感性知识和理性知识"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # another option's basis explained, the rest said not to be it: the firm answer stands
        ("正确答案是D。\n\nB项是根据知识的不同表述形式划分的；A、C项不是教育心理学中的通行分类。", "D"),
        ("Answer: D\n\nOption B reflects a different classification; A and C are not standard divisions.", "D"),
        # near misses: a letter allowed or called not wrong under the other frame, another frame's answer
        ("正确答案是D。\n\n按不同的分类标准，C也不是不可以；A项不是通行分类。", None),
        ("正确答案是D。\n\n按照另一种分类，C不是错误答案。", None),
        ("Answer: D\n\nUnder a different classification, C is not wrong either.", None),
        ("正确答案是D。\n\n不过按另一种划分，答案则是B。", None),
    ],
)
def test_other_options_explained_and_rejected_after_the_answer(text, expected):
    assert letters_read(text, KNOWLEDGE, "single") == expected
